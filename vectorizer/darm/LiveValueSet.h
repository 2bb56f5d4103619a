//===- LiveValueSet.h - DARM: a set of values that forgets the deleted ---===//
//
// Part of DARM (Darm.h): the melder's memory of branches and blocks it has
// rejected or remarked on. DARM deletes blocks and branches (melded sides,
// undone replicas, merged chains) and the allocator reuses their memory,
// so a set of plain pointers takes a value made later at a deleted one's
// address for the deleted one: a region skipped as rejected, a remark
// dropped as given. Which address is reused followed the order of
// pointer-keyed maps and so changed with ASLR: lit switch-remark.spmd on
// sse4 compiled to other code (three more remarks, more phis and selects)
// about once in 30 runs until session 24 (docs/darm-history.md, "Missed
// on avx2 (session 24)").
//
// Expects: nothing. Guarantees: count() holds only for a value inserted
// and neither erased nor deleted since (a value handle per entry).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_LIVEVALUESET_H
#define SPMDC_VECTORIZER_DARM_LIVEVALUESET_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/ValueHandle.h"

namespace spmdc::darm {

class LiveValueSet {
public:
  void insert(llvm::Value *V) { M[V] = llvm::WeakVH(V); }
  void erase(const llvm::Value *V) { M.erase(V); }
  /// Whether \p V (which may dangle: only its address is read) is in the
  /// set: inserted, and the value inserted still alive.
  bool count(const llvm::Value *V) const {
    auto It = M.find(V);
    return It != M.end() && It->second == V;
  }

private:
  llvm::DenseMap<const llvm::Value *, llvm::WeakVH> M;
};

} // namespace spmdc::darm

#endif
