//===- Widen.h - Mask lowering and widening ---------------------*- C++ -*-===//
//
// Turns a reconverging export SPMD function into W-wide vector code
// (Karrenberg & Hack, "Whole-Function Vectorization", CGO 2011; Moll & Hack,
// "Partial Control-Flow Linearization", PLDI 2018).
//
// Masks. Every block B gets a mask m(B) (<W x i1>); the entry's is all-ones.
// A divergent branch `br c, S0, S1` in X has a successor P that
// post-dominates X (the rejoin block) and another, T; with c' selecting T it
// becomes `br any(m(X) & c'), T, P`. Edge X→T carries m(X) & c'; the lanes
// m(X) & !c' are *deferred*: they wait in a pending mask pend_P (an SSA
// variable built with SSAUpdater, reset at P) until control reaches P, and
// m(P) = (arrival mask over P's actual predecessors) | pend_P. Uniform and
// unconditional edges carry m(X). The same rule covers loops: a divergent
// exit defers leaving lanes to the exit block, and the loop runs while any
// lane is left.
//
// Blends. A divergent phi φ in a rejoin block P keeps a pending value pv_φ:
// each deferring X sets pv_φ = select(deferred lanes, φ's incoming value on
// X→P, pv_φ); at P, φ' = select(arrival mask, vector φ, pv_φ). So every lane
// keeps its live-out value as of the moment it left (LCSSA phis in exit
// blocks are rejoin phis). Past P, pv_φ is poison, as pend_P is 0, where
// every cycle through P is a natural loop, the function has no unmasked
// region and no lane reads another lane's value whatever its mask (proof
// at pendingEndsAtRejoin in Widen.cpp); elsewhere
// φ' is carried, keeping the lanes outside m(P) at their earlier value,
// which lanes leaving an irreducible cycle read. A phi with poison on
// every deferring edge (DARM's `phi [v, poison]` of a value leaving a
// guarded run) is read by no deferred lane: it keeps no pending value and
// gets no blend (a pending value in a loop is carried around it by a phi
// LLVM cannot fold).
//
// Widening by shape (ShapeAnalysis.h): uniform instructions stay scalar;
// divergent ones get <W x T> counterparts (uniform operands splatted).
// Memory (MemoryLowering.cpp): uniform address → scalar access (a uniform
// store in a block that is not provably all-on is guarded by any(m)); unit
// stride → vector load/store, masked unless the block is all-on
// (AllOnBlocks.h); small constant strides → wide masked access + shuffle;
// symbolic strides → run-time check for the unit stride; otherwise
// gather/scatter. Each decision is an optimization remark ("spmd-widen").
// Calls: lane.index → <0..W-1>; trivially vectorizable intrinsics → vector
// intrinsics. Divergent divisors of inactive lanes are replaced by 1.
//
// Masked functions (MaskedVariants.h) are widened the same way, with the
// vector of their mask parameter as the entry mask and no block assumed
// all-on; calls to masked functions become calls to their widened shells
// under m(B).
//
// Expects: an export or masked function, reconverging (spmd-reconverge),
// LCSSA, with internal functions inlined or turned into masked functions. Guarantees: no spmd.lane.index call and no
// divergent scalar code left; the function gets the "spmd.widened"
// attribute. Unsupported input is reported with DiagnosticInfoUnsupported
// and the function is left unwidened (valid IR).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_WIDEN_H
#define SPMDC_VECTORIZER_WFV_WIDEN_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Function.h"

#include "vectorizer/wfv/GangWidth.h"

namespace llvm {
class OptimizationRemarkEmitter;
}

namespace spmdc {

/// What widening a masked function leaves for moveIntoShell().
struct MaskedWidening {
  bool Done = false; ///< widened without errors
  llvm::SmallVector<llvm::Value *, 8> ArgVectors; ///< per parameter, or null
  llvm::Value *RetVector = nullptr;
};

/// The largest side of a divergent branch, in instructions, that the
/// widener enters without its skip-if-empty test when the side only
/// computes (--spmd-unguarded-side-size; the widened instructions and the
/// scalar ones they replace both count). DARM's cost model reads it: such
/// a side pays no guard.
unsigned unguardedSideSize();
/// Intrinsics that are one or a few instructions on every target (no
/// library call): a side calling only these may run unguarded.
bool isCheapIntrinsic(const llvm::Instruction &I);
/// Whether \p I only computes: no memory access, no call but a cheap
/// intrinsic -- what a side the widener runs unguarded may hold (besides
/// its limit on size and on divisions that may trap).
bool computesOnly(const llvm::Instruction &I);

/// Masked function → its widened shell (createWidenedShell).
using ShellMap = llvm::DenseMap<const llvm::Function *, llvm::Function *>;

/// Widens the export or masked function \p F to a gang of \p GW lanes.
/// Returns true if F changed. Remarks (pass name "spmd-widen") go to \p ORE
/// when it is given. Calls to masked functions become calls to their \p Shells;
/// for a masked F, \p Out receives what moveIntoShell() needs. DebugInMemory
/// (-O0 -g): variables live in stack slots for the debugger
/// (DebugRecords.h).
bool widenFunction(llvm::Function &F, const GangWidth &GW,
                   llvm::OptimizationRemarkEmitter *ORE = nullptr,
                   const ShellMap *Shells = nullptr,
                   MaskedWidening *Out = nullptr, bool DebugInMemory = false);

} // namespace spmdc

#endif
