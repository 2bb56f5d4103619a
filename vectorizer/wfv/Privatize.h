//===- Privatize.h - Per-lane memory to structure-of-arrays ------*- C++
//-*-===//
//
// \file
// "spmd-privatize<W>": gives every lane of an export function its own copy
// of the private memory that SROA could not promote (varying local arrays,
// varying structs, slots indexed by a varying index), laid out as
// structure-of-arrays so that lanes accessing the same element touch
// adjacent memory.
//
// In SPMD IR an `alloca` belongs to one program instance. An alloca that is
// not gang-shared (not passed to @spmd.gang.shared) and still has loads or
// stores after the scalar cleanup is replaced by an alloca W times as large;
// a scalar of size s at byte offset o of the per-lane object lives, for lane
// l, at byte o·W + l·s of the new one. For `T a[N]` that is element
// `idx·W + lane` of `[N·W x T]`: one vector per array element, and for a
// struct one vector per field (ISPC's layout of varying data). An alloca
// with a run-time count (`alloca T, i64 n`, a programCount-sized array on
// a scalable gang) becomes `alloca i8, i64 n·sizeof(T)·W` at the same place
// (its count is defined before it). Every load
// and store through a pointer derived from the alloca (GEPs, phis, selects)
// is rewritten to that address, so that the shape analysis sees a uniform
// offset as a unit-stride (contiguous) access and a varying one as a
// gather/scatter. The new alloca carries !spmd.gang.memory: the widener
// treats it as ordinary memory. An alloca marked !spmd.uniform.members (a
// struct mixing variabilities, frontend/CodeGenUniformMembers.cpp) keeps
// the listed byte ranges once for the gang: accesses there use lane 0's
// slot (a uniform address); its @spmd.uniform.members call is deleted.
// Volatile stores tagged !spmd.gang.store (written through a pointer or
// reference in a function that may run with lanes off, and after inlining
// a private object's) are rewritten like any store and stay volatile until
// spmd-widen releases them.
//
// Expects: SPMD IR after inlining and the scalar cleanup, programCount
// resolved; runs before spmd-reconverge (the loaded values become varying,
// which changes which branches are divergent). Every location must be
// accessed with one access size (true of the frontend's typed accesses).
// A memset/memcpy/memmove through a pointer into the object (ISPC's
// `memset(buf, 0, sizeof(buf))` of a varying local array, whose size counts
// every lane) addresses the gang's object: `new + offset·W`, no lane term,
// with the call's length unchanged; the copy's layout is ISPC's for
// varying data, so the bytes are the ones ISPC's memset would touch.
// An alloca whose address escapes those accesses (passed to a call that
// stays a call, stored to memory, converted to an integer, or merged by a
// phi/select with other pointers) is laid out lane-contiguous instead:
// lane l's copy is bytes [l·S, (l+1)·S) of an alloca of W·S bytes
// (`<x>.lanes`), and every use of the old alloca takes the lane's real
// address `<x>.lane`, which a callee's gathers, scatters and pointer
// arithmetic follow; the accesses stay as they are (strided).
// Guarantees: IR valid; a volatile memory intrinsic on private memory,
// a memory intrinsic on an escaping object, an escaping object with
// uniform members, or a private address used as a callee or an index is
// reported through DiagnosticInfoUnsupported and that alloca is left
// unchanged.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_PRIVATIZE_H
#define SPMDC_VECTORIZER_WFV_PRIVATIZE_H

#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

#include "vectorizer/wfv/GangWidth.h"

namespace spmdc {

/// Metadata kind on an alloca that holds gang-level memory (already laid
/// out for all lanes): accesses to it are ordinary memory accesses.
inline constexpr const char *GangMemoryMDName = "spmd.gang.memory";

/// True if \p AI holds gang-level memory: gang-shared or privatized.
bool isGangMemory(const llvm::AllocaInst &AI);

/// Rewrites the private allocas of export function \p F for a gang of \p GW
/// lanes (a scalable gang: `[Size x <vscale x N x i8>]`, offsets times the
/// run-time W). Returns true if F changed.
bool privatizeFunction(llvm::Function &F, const GangWidth &GW);

} // namespace spmdc

#endif
