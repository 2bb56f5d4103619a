"""Inputs for ISPC's examples that upstream ships as binary files.

scripts/ispc-examples.py builds ISPC's example programs (others' code,
kept outside the repository) and needs the data files some of them read.
Upstream's are binary (rt's scene, deferred's G-buffer) or not stored as
text here, so this module writes our own, in the layout each example's
host reads (the layouts are read off the hosts' loaders):

  volume_inputs(dir)   camera.dat + density.vol, text, read by volume.cpp's
                       loadCamera/loadVolume (w h, raster2camera[4][4],
                       camera2world[4][4]; nx ny nz then nx*ny*nz floats)
  rt_inputs(dir)       <base>.camera (int w, int h, float camera2world[16],
                       float raster2camera[16]) and <base>.bvh (uint nNodes,
                       per node 6 floats + uint32 offset + uint8 nPrimitives
                       + uint8 splitAxis + uint16 pad; uint nTris, 9 floats
                       each): a depth-first linear BVH as rt.cpp reads it
  deferred_inputs(dir) one .bin: ispc::InputHeader followed by the data
                       chunk (z-buffer, spheremap-encoded half normals,
                       half specular terms, unorm8 albedo, MAX_LIGHTS=1024
                       lights), as deferred/common.cpp reads it
  gmres_inputs(dir)    a Matrix Market sparse system A (nonsymmetric,
                       diagonally dominant) and right-hand side b

Everything is deterministic (fixed seeds), so two runs build the same files.
"""
import math
import os
import random
import struct


def _write(path, data):
    with open(path, "wb") as f:
        f.write(data)


# --------------------------------------------------------------------------
# Cameras: raster (x, y) -> camera space -> world, the way generateRay()
# in volume.ispc and rt.ispc reads the two matrices.

def _look_at(eye, target, up):
    def sub(a, b): return [a[i] - b[i] for i in range(3)]
    def norm(a):
        n = math.sqrt(sum(x * x for x in a))
        return [x / n for x in a]
    def cross(a, b):
        return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    fwd = norm(sub(target, eye))
    right = norm(cross(up, fwd))
    upv = cross(fwd, right)
    # Columns: right, up, forward, eye; row-major [i][j].
    return [[right[0], upv[0], fwd[0], eye[0]],
            [right[1], upv[1], fwd[1], eye[1]],
            [right[2], upv[2], fwd[2], eye[2]],
            [0.0, 0.0, 0.0, 1.0]]


def _raster2camera(width, height, fov_deg):
    s = math.tan(math.radians(fov_deg) / 2) / (height / 2.0)
    return [[s, 0.0, 0.0, -s * width / 2.0],
            [0.0, -s, 0.0, s * height / 2.0],
            [0.0, 0.0, 0.0, 1.0],
            [0.0, 0.0, 0.0, 1.0]]


# --------------------------------------------------------------------------
# volume_rendering

def volume_inputs(out, width=256, height=256, n=48):
    """A smooth cloud of three Gaussian blobs in the example's box
    (.3,-.2,.3)-(1.8,2.3,1.8), seen from the front."""
    os.makedirs(out, exist_ok=True)
    r2c = _raster2camera(width, height, 40.0)
    c2w = _look_at([1.05, 1.05, -3.2], [1.05, 1.05, 1.05], [0.0, 1.0, 0.0])
    with open(os.path.join(out, "camera.dat"), "w") as f:
        f.write("%d %d\n" % (width, height))
        for m in (r2c, c2w):
            for row in m:
                f.write(" ".join("%.9g" % v for v in row) + "\n")
    blobs = [((0.35, 0.40, 0.5), 0.18, 1.0), ((0.65, 0.60, 0.45), 0.14, 0.8),
             ((0.5, 0.25, 0.6), 0.1, 1.2)]
    vals = []
    for z in range(n):
        for y in range(n):
            for x in range(n):
                p = ((x + .5) / n, (y + .5) / n, (z + .5) / n)
                d = 0.0
                for c, r, a in blobs:
                    q = sum((p[i] - c[i]) ** 2 for i in range(3))
                    d += a * math.exp(-q / (2 * r * r))
                vals.append(d)
    with open(os.path.join(out, "density.vol"), "w") as f:
        f.write("%d %d %d\n" % (n, n, n))
        for i in range(0, len(vals), 8):
            f.write(" ".join("%.6g" % v for v in vals[i:i + 8]) + "\n")


# --------------------------------------------------------------------------
# rt

def _quad(a, b, c, d):
    return [(a, b, c), (a, c, d)]


def _sphere(center, r, nu, nv):
    tris = []
    def pt(i, j):
        th = math.pi * i / nv
        ph = 2 * math.pi * j / nu
        return (center[0] + r * math.sin(th) * math.cos(ph), center[1] + r * math.cos(th),
                center[2] + r * math.sin(th) * math.sin(ph))
    for i in range(nv):
        for j in range(nu):
            p00, p01, p10, p11 = pt(i, j), pt(i, j + 1), pt(i + 1, j), pt(i + 1, j + 1)
            if i > 0:
                tris.append((p00, p10, p01))
            if i < nv - 1:
                tris.append((p01, p10, p11))
    return tris


def _box(lo, hi):
    x0, y0, z0 = lo
    x1, y1, z1 = hi
    v = [(x0, y0, z0), (x1, y0, z0), (x1, y1, z0), (x0, y1, z0),
         (x0, y0, z1), (x1, y0, z1), (x1, y1, z1), (x0, y1, z1)]
    faces = [(0, 1, 2, 3), (5, 4, 7, 6), (4, 0, 3, 7), (1, 5, 6, 2), (3, 2, 6, 7), (4, 5, 1, 0)]
    tris = []
    for a, b, c, d in faces:
        tris += _quad(v[a], v[b], v[c], v[d])
    return tris


def _rt_scene():
    tris = []
    # An open room (floor, ceiling, back and side walls) ...
    tris += _quad((0, 0, 0), (5, 0, 0), (5, 0, 5), (0, 0, 5))
    tris += _quad((0, 5, 0), (0, 5, 5), (5, 5, 5), (5, 5, 0))
    tris += _quad((0, 0, 5), (5, 0, 5), (5, 5, 5), (0, 5, 5))
    tris += _quad((0, 0, 0), (0, 0, 5), (0, 5, 5), (0, 5, 0))
    tris += _quad((5, 0, 0), (5, 5, 0), (5, 5, 5), (5, 0, 5))
    # ... with two tessellated spheres and two boxes in it.
    tris += _sphere((1.5, 1.0, 3.0), 1.0, 16, 9)
    tris += _sphere((3.6, 0.7, 2.0), 0.7, 12, 7)
    tris += _box((2.6, 0.0, 3.2), (4.2, 2.4, 4.4))
    tris += _box((0.5, 0.0, 0.8), (1.3, 0.8, 1.6))
    return tris


def _bounds(tris):
    lo = [min(p[i] for t in tris for p in t) for i in range(3)]
    hi = [max(p[i] for t in tris for p in t) for i in range(3)]
    return lo, hi


def _build_bvh(tris, leaf_size=4):
    """Median split on the longest axis of the centroid bounds; nodes in
    depth-first order (first child follows its parent, `offset` holds the
    second child), leaves point at a contiguous run of reordered triangles,
    as rt's BVHIntersect walks them."""
    nodes, ordered = [], []

    def build(items):
        lo, hi = _bounds([t for _, t in items])
        idx = len(nodes)
        nodes.append(None)
        if len(items) <= leaf_size:
            nodes[idx] = (lo, hi, len(ordered), len(items), 0)
            ordered.extend(t for _, t in items)
            return idx
        cents = [[sum(p[i] for p in t) / 3 for i in range(3)] for _, t in items]
        clo = [min(c[i] for c in cents) for i in range(3)]
        chi = [max(c[i] for c in cents) for i in range(3)]
        axis = max(range(3), key=lambda i: chi[i] - clo[i])
        order = sorted(range(len(items)), key=lambda k: (cents[k][axis], k))
        half = len(items) // 2
        left = [items[k] for k in order[:half]]
        right = [items[k] for k in order[half:]]
        build(left)
        second = build(right)
        nodes[idx] = (lo, hi, second, 0, axis)
        return idx

    build(list(enumerate(tris)))
    return nodes, ordered


def rt_inputs(out, base="scene", width=256, height=256):
    os.makedirs(out, exist_ok=True)
    c2w = _look_at([2.5, 2.5, -4.0], [2.5, 2.2, 2.5], [0.0, 1.0, 0.0])
    r2c = _raster2camera(width, height, 50.0)
    cam = struct.pack("<ii", width, height)
    cam += struct.pack("<16f", *[v for row in c2w for v in row])
    cam += struct.pack("<16f", *[v for row in r2c for v in row])
    _write(os.path.join(out, base + ".camera"), cam)
    nodes, ordered = _build_bvh(_rt_scene())
    data = struct.pack("<I", len(nodes))
    for lo, hi, offset, nprims, axis in nodes:
        data += struct.pack("<6fIBBH", *(lo + hi), offset, nprims, axis, 0)
    data += struct.pack("<I", len(ordered))
    for t in ordered:
        data += struct.pack("<9f", *[c for p in t for c in p])
    _write(os.path.join(out, base + ".bvh"), data)
    return len(ordered)


# --------------------------------------------------------------------------
# deferred

MAX_LIGHTS = 1024


def deferred_inputs(out, width=384, height=256, name="gbuffer.bin"):
    rng = random.Random(20261126)
    near, far = 0.5, 40.0
    p11 = 1.0 / math.tan(math.radians(60) / 2) * height / width
    p22 = 1.0 / math.tan(math.radians(60) / 2)
    p33 = far / (far - near)
    p43 = -near * far / (far - near)
    proj = [[p11, 0, 0, 0], [0, p22, 0, 0], [0, 0, p33, 1], [0, 0, p43, 0]]
    n = width * height
    zbuf, nx, ny, sa, sp, ax, ay, az = [], [], [], [], [], [], [], []
    for y in range(height):
        for x in range(width):
            u, v = x / width, y / height
            # A wavy floor/wall; the top-right corner is sky (z = 1, culled).
            if u > 0.8 and v < 0.15:
                zbuf.append(1.0)
                vz, n3 = far, (0.0, 0.0, -1.0)
            else:
                vz = 4.0 + 10.0 * v + 1.5 * math.sin(9 * u) * math.cos(7 * v)
                gx = 1.5 * 9 * math.cos(9 * u) * math.cos(7 * v) / width * 40
                gy = -1.5 * 7 * math.sin(9 * u) * math.sin(7 * v) / height * 40 + 0.3
                ln = math.sqrt(gx * gx + gy * gy + 1.0)
                n3 = (-gx / ln, gy / ln, -1.0 / ln)
                zbuf.append(p33 + p43 / vz)
            # Spheremap encoding that ShadeTile decodes (z = |fenc|^2/2 - 1).
            g = math.sqrt(max(1e-6, (1.0 - n3[2]) / 2.0))
            nx.append((n3[0] / g + 2.0) / 4.0)
            ny.append((n3[1] / g + 2.0) / 4.0)
            sa.append(0.2 + 0.6 * ((x // 32 + y // 32) % 2))
            sp.append(8.0 + 24.0 * u)
            ax.append(int(255 * (0.3 + 0.7 * u)))
            ay.append(int(255 * (0.3 + 0.7 * v)))
            az.append(int(255 * (0.5 + 0.5 * math.sin(3 * u + 2 * v))))
    lights = {k: [] for k in ("px", "py", "pz", "ab", "cx", "cy", "cz", "ae")}
    for _ in range(MAX_LIGHTS):
        vz = rng.uniform(3.0, 16.0)
        lights["px"].append(rng.uniform(-1, 1) * vz / p11)
        lights["py"].append(rng.uniform(-1, 1) * vz / p22)
        lights["pz"].append(vz)
        end = rng.uniform(0.8, 2.5)
        lights["ab"].append(end * rng.uniform(0.1, 0.5))
        lights["ae"].append(end)
        for k in ("cx", "cy", "cz"):
            lights[k].append(rng.uniform(0.05, 0.6))
    arrays = [("<%df" % n, zbuf), ("<%de" % n, nx), ("<%de" % n, ny), ("<%de" % n, sa),
              ("<%de" % n, sp), ("%dB" % n, ax), ("%dB" % n, ay), ("%dB" % n, az)]
    for k in ("px", "py", "pz", "ab", "cx", "cy", "cz", "ae"):
        arrays.append(("<%df" % MAX_LIGHTS, lights[k]))
    chunk, offsets = b"", []
    for fmt, vals in arrays:
        chunk += b"\0" * (-len(chunk) % 64)
        offsets.append(len(chunk))
        chunk += struct.pack(fmt, *vals)
    header = struct.pack("<16f", *[float(v) for row in proj for v in row])
    header += struct.pack("<2f", near, far)
    header += struct.pack("<4i", width, height, MAX_LIGHTS, len(chunk))
    header += struct.pack("<16i", *offsets)
    os.makedirs(out, exist_ok=True)
    _write(os.path.join(out, name), header + chunk)


# --------------------------------------------------------------------------
# gmres

def gmres_inputs(out, n=3000, per_row=6, name="system"):
    rng = random.Random(3000)
    rows = []
    for i in range(n):
        cols = {i}
        while len(cols) < per_row:
            cols.add(rng.randrange(n))
        entries = {c: rng.uniform(-1.0, 1.0) for c in cols if c != i}
        entries[i] = sum(abs(v) for v in entries.values()) + rng.uniform(1.0, 2.0)
        rows.append(entries)
    nnz = sum(len(r) for r in rows)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, name + ".mtx"), "w") as f:
        f.write("%%MatrixMarket matrix coordinate real general\n")
        f.write("%d %d %d\n" % (n, n, nnz))
        for i, r in enumerate(rows):
            for c in sorted(r):
                f.write("%d %d %.12g\n" % (i + 1, c + 1, r[c]))
    with open(os.path.join(out, name + "_b.mtx"), "w") as f:
        f.write("%%MatrixMarket matrix array real general\n")
        f.write("%d 1\n" % n)
        for i in range(n):
            f.write("%.12g\n" % rng.uniform(-1.0, 1.0))
