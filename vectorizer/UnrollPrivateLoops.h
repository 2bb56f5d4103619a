//===- UnrollPrivateLoops.h - Unroll loops over private arrays -*- C++ -*-===//
//
// \file
// spmd-unroll-private-loops: loops with a compile-time constant trip count
// that load or store a private array (an alloca the scalar cleanup's SROA
// left in memory) are fully unrolled, and SROA then promotes the array to
// registers, before the vectorizer sees the function.
//
// Why: `float c[3]; for (uniform int k = 0; k < 3; ++k) c[k] = ...` indexes
// the array with the loop's counter, so SROA cannot split it; it stays a
// loop until LLVM's optimizer runs after widening. spmd-privatize then
// gives `c` W lanes in memory, spmd-widen writes it with a masked store per
// element in each divergent arm, and no later SROA can promote masked
// stores (session 17's `pipeline` probe: 41 masked stores; 117.9 us
// against 36.9 us unrolled here, docs/darm-history.md "Loops over private
// arrays unrolled before melding (session 18)"). Unrolled, every index is a
// constant and the array becomes scalars (per-lane values, later vector
// registers).
//
// Which loops: a loop whose exact trip count SCEV computes as a constant
// (never one bounded by a uniform variable or programCount, nor one left
// early by a `break`), and which accesses a private array: a load, store
// or memory intrinsic in the loop whose address is based on an alloca of
// the function that no call takes (a gang-shared slot, passed to
// @spmd.gang.shared, or a struct with uniform members never becomes
// registers). Anything left an alloca after the cleanup's SROA was not
// promotable as written, so unrolling is what can change that. The array
// need not become promotable: a median filter's insertion sort over `int
// v[9]` (its inner `while` indexes v with a data-dependent j) ran 1.66x
// on avx512 and 1.06x on avx2 with its constant loops unrolled, and a
// stricter rule -- only arrays whose every offset is constant once the
// constant loops are unrolled (SCEV) -- lost that; session 18 tried and
// dropped it (docs/darm-history.md, "Loops over private arrays"). Loops over
// gang memory or parameters are left to LLVM's unroller after widening;
// `-spmd-unroll-private-loops=all` unrolls them here too, for
// measurements (`none`: no loop). The body may be varying (divergent
// branches are copied with it). How far to unroll is LLVM's
// LoopFullUnrollPass's cost rule at the optimization level (threshold 150
// at -O1/-O2, 300 at -O3, the unrolled size counted in the per-lane
// scalar instructions); `OnlyWhenForced` follows --opt=disable-loop-unroll.
//
// Loops over read-only constant tables (session 21): a constant-trip loop
// that loads, at an address moving with its counter, a constant global or
// an alloca the entry block fills with constants and nothing else writes
// (`uniform int rdx[4] = {1, 0, -1, 0}`, a gang-shared slot) is unrolled
// too, and the loads of such tables at constant offsets become the
// constants. Left a loop until LLVM unrolls it after widening, it may be
// melded by DARM with the other side's loop over another table into one
// loop that nothing unrolls or folds any more (probe20's `slide_moves`,
// rook against bishop moves: 0.56x of --no-darm on avx512; unrolled and
// folded here, the sides' copies with constant steps meld at 1.73x).
// Loads are folded only in functions where something was unrolled.
//
// Expects: SPMD IR after the scalar cleanup (SROA, LoopSimplify, LCSSA), the
// gang-join calls still there (the SimplifyCFG run here must not thread a
// join, docs/spmd-ir.md "Gang memory"). Guarantees: the loops chosen are
// gone and each lane computes what it did -- unless unrolling left a block
// that cannot reach the return or a new `unreachable` (LLVM's unroller
// keeps a dead copy behind a test only ScalarEvolution folds; see the
// .cpp), in which case the function is put back as it came, so the step
// never makes a function spmd-reconverge rejects or must patch; in a
// function where one was unrolled SimplifyCFG, SROA (ModifyCFG), EarlyCSE,
// ADCE, SimplifyCFG (twice, as in the cleanup), spmd-lower-switch,
// LoopSimplify and LCSSA run, so the function leaves in the cleanup's
// form (no switch, loops simplified, in LCSSA); other functions are
// untouched.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_UNROLLPRIVATELOOPS_H
#define SPMDC_VECTORIZER_UNROLLPRIVATELOOPS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Loop;
}

namespace spmdc {

/// True if \p L loads, stores or (memcpy/memset) writes memory based on an
/// alloca of its function that no call takes the address of.
bool loopAccessesPrivateArray(const llvm::Loop &L);

struct SpmdUnrollPrivateLoopsPass
    : llvm::PassInfoMixin<SpmdUnrollPrivateLoopsPass> {
  /// \p OptLevel picks LoopFullUnrollPass's threshold (1-3);
  /// \p OnlyWhenForced unrolls only loops whose metadata asks for it.
  explicit SpmdUnrollPrivateLoopsPass(int OptLevel = 2,
                                      bool OnlyWhenForced = false)
      : OptLevel(OptLevel), OnlyWhenForced(OnlyWhenForced) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &AM);
  int OptLevel;
  bool OnlyWhenForced;
};

} // namespace spmdc

#endif
