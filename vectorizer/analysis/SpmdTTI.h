//===- SpmdTTI.h - TargetTransformInfo that knows the SPMD sources -*- C++ -*-===//
//
// LLVM's UniformityAnalysis only runs when the target reports branch
// divergence, and it asks the target which values are sources of divergence.
// makeSpmdTTI() returns a TargetTransformInfo whose implementation says:
//   - branches can diverge (hasBranchDivergence → true);
//   - calls to @spmd.lane.index and arguments without the "spmd.uniform"
//     attribute (except those of export functions, which are all uniform)
//     are NeverUniform (divergence sources);
//   - cross-lane calls whose result varies whatever the operands (scans,
//     insert, shift, packed loads; CrossLaneOps.h) are NeverUniform too;
//   - @spmd.lane.count, @spmd.gang.shared and the cross-lane calls with a
//     uniform result (any/all, reductions, extract/broadcast, lanemask) are
//     AlwaysUniform, and so are the instructions the shape analysis proved
//     uniform and calls of SPMD functions whose return is "spmd.uniform".
// Everything else is Default (uniform iff its operands are), so control- and
// temporal divergence follow LLVM's own semantics.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_ANALYSIS_SPMDTTI_H
#define SPMDC_VECTORIZER_ANALYSIS_SPMDTTI_H

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Instructions.h"

namespace llvm {
class DataLayout;
class Value;
} // namespace llvm

namespace spmdc {

/// Names of the SPMD IR intrinsics (see docs/spmd-ir.md).
inline constexpr const char *LaneIndexName = "spmd.lane.index";
inline constexpr const char *LaneCountName = "spmd.lane.count";
inline constexpr const char *GangSharedName = "spmd.gang.shared";
/// On the gang-memory alloca holding each lane's view of a uniform pointer
/// to varying data (frontend/CodeGenLaneViews.cpp): spmd-privatize lets the
/// address of a scalar private variable be stored there.
inline constexpr const char *LaneViewsMDName = "spmd.lane.views";
/// On the alloca of a uniform array or struct (gang memory) whose elements
/// are written under varying control flow or whose address escapes: on
/// GPUs its element loads and stores are volatile workgroup accesses (the
/// stores written under varying control flow carry GangStoreMDName too).
inline constexpr const char *GangElementsMDName = "spmd.gang.elements";
/// On a store the frontend emits for a write to gang memory where lanes may
/// be off (frontend/VaryingControlFlow.h): uniform memory that is not a
/// local of its function (a global, memory behind a pointer) under varying
/// control flow, or a gang-shared local or an element or member of a
/// uniform local array or struct under control flow varying relative to
/// its declaration. It happens when any lane makes it, so it stays
/// conditional through the scalar cleanup (SpmdProtectGangStoresPass makes
/// it volatile until spmd-widen; on GPUs for good).
inline constexpr const char *GangStoreMDName = "spmd.gang.store";
/// A store the gang makes once, when any of its lanes makes it (tagged, or
/// already made volatile): between the scalar cleanup and spmd-widen, a
/// side of a divergent branch that holds one writes gang memory.
inline bool isGangStore(const llvm::StoreInst &S) {
  return !S.isSimple() || S.hasMetadata(GangStoreMDName);
}
/// `void @spmd.gang.join()`, convergent, may touch any memory: where the
/// lanes of a varying if, loop or switch that wrote gang memory join again.
/// Keeps the scalar cleanup from reading, on one lane's path, what only
/// that lane wrote (forwarding, or jump threading the join onto the lanes'
/// separate paths). spmd-widen deletes it; on GPUs it becomes a compiler
/// barrier (an empty inline asm that clobbers memory).
inline constexpr const char *GangJoinName = "spmd.gang.join";
/// `void @spmd.loop.begin(i32 N)` right before a loop with no exit but its
/// `break`s and `return`s (`while (true)`, `for (;;)`, `do ... while
/// (true)`), and `void @spmd.loop.end(i32 N)` where those exit paths end:
/// at the loop's end (the code after the loop begins) and, for a `return`
/// inside it, at the start of the function's return block. N is unique in
/// the module (inlined copies repeat it at their own places). Without
/// them the break's statements and the code after the loop fold into one
/// block and spmd-reconverge cannot tell where they end
/// (wfv/ExitPathsInLoops.h). Side effects on inaccessible memory only, so
/// they stay through the scalar cleanup and move no memory access;
/// spmd-reconverge deletes them (spmd-gpu-lower on GPUs).
inline constexpr const char *LoopBeginName = "spmd.loop.begin";
inline constexpr const char *LoopEndName = "spmd.loop.end";
/// `void @spmd.uniform.members(ptr)`: the operand, an alloca of a varying
/// struct (or an array of them) whose `uniform` members the gang shares
/// (ISPC stores them once), carries UniformMembersMDName. The call keeps
/// SROA from turning those members into per-lane values until
/// spmd-privatize gives them one slot for the gang and deletes it.
inline constexpr const char *UniformMembersName = "spmd.uniform.members";
/// `!{i64 Stride, i64 Off0, i64 Size0, ...}` on such an alloca: the byte
/// ranges, within each Stride-byte struct of the object, of its uniform
/// members (frontend/CodeGenUniformMembers.cpp).
inline constexpr const char *UniformMembersMDName = "spmd.uniform.members";
inline constexpr const char *UniformAttrName = "spmd.uniform";
/// On the declaration of an `extern "C"` function (the application's).
inline constexpr const char *ExternCAttrName = "spmd.extern.c";

/// True if \p V is a call to the function named \p Name.
bool isCallTo(const llvm::Value *V, llvm::StringRef Name);

/// True if \p V is a divergence source in SPMD IR (lane index or a varying
/// argument).
bool isSpmdDivergenceSource(const llvm::Value *V);

/// A TTI that reports SPMD divergence sources; \p DL must outlive it.
/// Instructions in \p Uniform (if given, it must outlive the TTI) are
/// AlwaysUniform: the shape analysis proved them uniform although their
/// operands are divergent (`x - programIndex` with x = b + programIndex,
/// `==` of two values with the same stride). Instructions in \p Divergent
/// are NeverUniform (phis UniformityInfo misses, see computeShapes()).
llvm::TargetTransformInfo
makeSpmdTTI(const llvm::DataLayout &DL,
            const llvm::SmallPtrSetImpl<const llvm::Value *> *Uniform = nullptr,
            const llvm::SmallPtrSetImpl<const llvm::Value *> *Divergent = nullptr);

} // namespace spmdc

#endif
