// Included after header-array-params.spmd's header: C++ host arrays pass
// to the export function as they are.
void use() {
  float density[8] = {}, out[1];
  int nVoxels[3] = {2, 2, 2};
  float m[4][4] = {}, rows[2][5] = {};
  int q[3][5] = {}, c[2][3][4] = {};
  ispc::Cell cells[2][2] = {};
  ispc::volume(density, nVoxels, m, rows, q, c, cells, out);
}
