//===- WidenerImpl.h - The Widener class (private) --------------*- C++ -*-===//
//
// The state of one run of spmd-widen, shared by Widen.cpp (masks, branches,
// phis, blends), MemoryLowering*.cpp (loads and stores by shape) and
// CrossLane.cpp (cross-lane operations). Not a
// public interface: use widenFunction() (Widen.h).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_WIDENERIMPL_H
#define SPMDC_VECTORIZER_WFV_WIDENERIMPL_H

#include "vectorizer/analysis/CrossLaneOps.h"
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/analysis/UnmaskedRegions.h"
#include "vectorizer/wfv/GangWidth.h"
#include "vectorizer/wfv/Widen.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

#include <vector>

namespace spmdc {
namespace widen_detail {

using namespace llvm;

/// How one divergent memory access is lowered (MemoryLowering.cpp).
struct MemAccessPlan {
  enum KindTy {
    Contiguous, // one vector access on the lane-0 base
    Shuffle,    // small constant stride: a wide masked access plus shuffles
    Symbolic,   // uniform non-constant stride: checked at run time
    Bounded,    // scalable gang: contiguous when W <= Lanes (checked at run
                // time), e.g. soa<N> data
    NoWrap,     // `p[zext(x)]`, x unit-stride in its own narrow type:
                // contiguous when the gang's x do not wrap (checked at run
                // time), e.g. `unsigned` index arithmetic
    Gather      // gather/scatter
  } Kind = Gather;
  int64_t Elems = 0; // Shuffle: the stride in elements (nonzero, may be < 0)
  unsigned Lanes = 0; // Bounded: the largest W at which it is contiguous
  ZExtInst *Index = nullptr; // NoWrap: the extended narrow index
  std::string Why;   // Gather: the reason, for the missed remark
};

/// A symbolic-stride access whose contiguous version is inserted in phase 8:
/// `if (Cond) contiguous access else the gather/scatter`.
struct StrideCheck {
  Instruction *Fallback; // the gather or scatter (already in place)
  Value *Cond;           // stride == element size
  Value *Base;           // the lane-0 base (valid when Cond)
  bool AllOn;            // the access's block is all-on
  Instruction *Orig;     // the scalar access, for the remark
  Value *Mask;           // m(B) of the access's block
  unsigned Lanes = 0;    // Bounded plans: Cond is W <= Lanes; 0: symbolic
  bool NoWrap = false;   // NoWrap plans: Cond is "the narrow index does not
                         // wrap within the gang"
};

/// Lanes of a divergent branch that wait at its rejoin block.
struct Deferral {
  BasicBlock *X; // the block with the divergent branch
  BasicBlock *P; // its post-dominating successor
  Value *Mask;   // m(X) & !c'
};

class Widener {
public:
  Widener(Function &F, const GangWidth &GW, OptimizationRemarkEmitter *ORE,
          const ShellMap *Shells, MaskedWidening *Out, bool DebugInMemory)
      : F(F), GW(GW), Ctx(F.getContext()), DL(F.getDataLayout()),
        MaskTy(GW.maskTy(Ctx)), ORE(ORE), Shells(Shells), Out(Out),
        DebugInMemory(DebugInMemory) {}

  bool run();

private:
  Function &F;
  GangWidth GW;
  LLVMContext &Ctx;
  const DataLayout &DL;
  VectorType *MaskTy;
  OptimizationRemarkEmitter *ORE;
  const ShellMap *Shells;
  MaskedWidening *Out;
  Value *EntryMask = nullptr; // masked functions: the mask parameter's vector
  bool DebugInMemory; // DebugRecords.h

  ShapeInfo SI;
  DominatorTree DT;
  PostDominatorTree PDT;
  SmallPtrSet<const BasicBlock *, 16> AllOn;
  std::vector<BasicBlock *> RPO;

  DenseMap<Value *, Value *> Vec; // divergent scalar → its vector
  DenseMap<std::pair<Value *, BasicBlock *>, Value *> Splats;
  DenseMap<Value *, Value *> BaseCache;
  DenseMap<BasicBlock *, BasicBlock *> RejoinOf; // X → P
  SetVector<BasicBlock *> RejoinBlocks;
  DenseMap<BasicBlock *, PHINode *> Arrival;
  DenseMap<BasicBlock *, Value *> BlockMask;
  /// An unmasked region's begin call → its block's mask outside the region.
  DenseMap<Value *, Value *> OuterMask;
  DenseMap<BasicBlock *, BinaryOperator *> MaskWithPending; // arrival | pend
  DenseMap<std::pair<BasicBlock *, BasicBlock *>, Value *> EdgeMask;
  SmallVector<Deferral, 8> Deferrals;
  SmallVector<std::pair<PHINode *, PHINode *>, 8> VecPhis;
  SmallVector<std::pair<StoreInst *, Value *>, 4> GuardedStores;
  SmallVector<StrideCheck, 4> StrideChecks;
  /// Scalable gangs: accesses that are contiguous when W is at most the
  /// mapped lane count (shapes recomputed with that bound; soa<N> data).
  DenseMap<const Instruction *, unsigned> BoundedContiguous;
  SmallVector<Instruction *, 32> ToErase;
  bool InternalError = false;

  Constant *ones() { return Constant::getAllOnesValue(MaskTy); }
  Constant *zeros() { return Constant::getNullValue(MaskTy); }
  VectorType *vecTy(Type *T) { return GW.vecTy(T); }
  bool isAllOn(const BasicBlock *BB) const { return AllOn.count(BB); }
  Value *mask(BasicBlock *BB) { return BlockMask.lookup(BB); }

  void internalError(const Twine &Msg) {
    InternalError = true;
    Ctx.diagnose(DiagnosticInfoUnsupported(
        F, "spmd-widen: internal error, please report: " + Msg));
  }

  Value *getVec(Value *V, Instruction *InsertBefore);
  void createMasks();
  void createVectorPhis();
  void widenInstruction(Instruction &I);
  Value *widenCall(CallInst &CI, IRBuilder<> &B);
  void widenMaskedCall(CallInst &CI, Function &Shell);
  void seedMaskedParameters();
  // Cross-lane operations (CrossLane.cpp).
  void widenCrossLane(CallInst &CI, CrossLaneOp Op);
  // spmd.instrument (--instrument): counts the block's active lanes.
  void widenInstrument(CallInst &CI);
  Value *laneRangeMask(IRBuilder<> &B, CmpInst &Cmp);
  // Memory lowering by shape (MemoryLowering.cpp).
  void widenLoad(LoadInst &L);
  void widenStore(StoreInst &S);
  MemAccessPlan planAccess(Instruction &I, Value *Ptr, Type *ElemTy);
  Align contiguousAlign(Align Elem, Value *Ptr, uint64_t Bytes) const;
  Value *accessBase(Instruction &I, Value *Ptr, int64_t StrideBytes,
                    Value *SymStrideBytes);
  Value *firstActiveLane(Value *M, IRBuilder<> &B);
  std::pair<Value *, Value *> symbolicStrideCheck(Instruction &I, Value *Ptr,
                                                  uint64_t Size);
  ZExtInst *wrapCheckedIndex(Value *Ptr, uint64_t Size);
  std::pair<Value *, Value *> noWrapCheck(Instruction &I, Value *Ptr,
                                          ZExtInst *Index);
  void insertStrideChecks();
  // The Shuffle plan of a scalable gang (MemoryLoweringScalable.cpp).
  struct AddressParts {
    SmallVector<const void *, 8> Sig; // GEP types, index cores, root
    int64_t Bytes = 0;                // the constant part
    bool Exact = true;                // the split holds in every lane
    bool InStruct = false;            // a varying index into struct array
    int64_t StructOffset = 0;         // the address's offset in the struct
    int64_t StructOuter = 0;          // Bytes - StructOffset
  };
  AddressParts splitAddress(Value *Ptr, uint64_t StructBytes);
  bool structureWindowExists(LoadInst &L, uint64_t Size, unsigned Fields,
                             unsigned Field);
  unsigned structureField(Value *Ptr, uint64_t Size, unsigned Fields);
  Value *lowestLaneAddress(IRBuilder<> &B, Value *Base, int64_t Elems,
                           uint64_t Size);
  Value *scalableStridedLoad(LoadInst &L, int64_t Elems);
  void scalableReversedStore(StoreInst &S, Value *V);
  Value *extractLane(Value *V, Value *J, IRBuilder<> &B, unsigned Depth = 0);
  void findBoundedContiguous();
  std::pair<Value *, Value *> boundedLanesCheck(Instruction &I, Value *Ptr,
                                                uint64_t Size, unsigned Lanes);
  void remark(Instruction &I, const char *Kind, const Twine &Msg,
              bool Missed = false);
  void lowerBranches();
  bool isCheapPureSide(BasicBlock *T, BasicBlock *P,
                       const DenseMap<BasicBlock *, unsigned> &Order);
  void fillPhis();
  void buildPendingMasks();
  void buildBlends();
  void finish();
};

} // namespace widen_detail
} // namespace spmdc

#endif
