//===- Soa.h - ISPC's soa<N> structure-of-arrays layout ---------*- C++ -*-===//
//
// \file
// `soa<N> S a[M]` holds M*N values of struct S in M blocks; a block stores
// the N values member by member: the soa<N> block of S is the struct
// (ASTContext::soaStruct) whose member f is S's member f with one more,
// innermost, array dimension of N (`float y[3]` becomes `float y[3][N]`),
// and whose struct-typed members are themselves soa<N> blocks
// (`Point p[10]` becomes `Point_SOA8 p[10]`). Element i of the array is
// lane i % N of block i / N, so `a[i].f` is `a[i / N].f[i % N]`: the
// frontend emits ordinary GEPs (a shift and a mask of the index) and the
// vectorizer sees plain loads and stores.
//
// An soa pointer (`soa<8> S * p`, `&a[i]`) must name an element inside a
// block, so it carries the block's address and the lane: it is the
// block's address plus the lane in bytes. Blocks are aligned to
// soaAlign() = max(N, the block's alignment) (locals, globals and
// `uniform new` guarantee it; a host passing soa data must too), and the
// block size is a multiple of it, so the lane is the pointer's low bits.
//
// Expects: Sema made the blocks (Sema::checkSoaType) of every soa type it
// accepted. Guarantees: soaWidth and soaStorageType are total.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_SOA_H
#define SPMDC_FRONTEND_SOA_H

#include "frontend/AST.h"

namespace spmdc {
namespace fe {

/// N if E designates an object inside an soa<N> block (an element `a[i]`,
/// `*p` or `p->f` of an soa pointer, a member or member's element of one),
/// else 0.
unsigned soaWidth(const Expr *E);

/// The type of the storage, inside an soa<N> block, of a (non-soa) object
/// of type T: a struct becomes its block, anything else gets one more
/// array dimension of N.
Type soaStorageType(const Type &T, unsigned N);

/// An soa array type (T.Soa, not a pointer) as the array of blocks it is
/// in memory (what initializers, sizeof and storage see).
Type soaBlockArrayType(const Type &T);

/// Is N a valid soa width (a power of two, 1 to 1024)?
inline bool isValidSoaWidth(uint64_t N) {
  return N >= 1 && N <= 1024 && (N & (N - 1)) == 0;
}

} // namespace fe
} // namespace spmdc

#endif
