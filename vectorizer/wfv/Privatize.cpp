//===- Privatize.cpp - Per-lane memory to structure-of-arrays -------------===//
//
// \file
// See Privatize.h. For each private alloca: collect the pointers derived
// from it (GEPs, phis, selects, casts), check that none escapes, build the
// byte offset of each derived pointer as an i64 SSA value mirroring the
// pointer computation (so a uniform index gives a uniform offset), and point
// every load and store at `new + offset·W + lane·size` (W the run-time lane
// count for a scalable gang, whose copy is `[Size x <vscale x N x i8>]`, or
// `i8 x Size·W` bytes for an alloca with a run-time count).
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/Privatize.h"
#include "vectorizer/wfv/MaskedVariants.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/wfv/Reconverge.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/Utils/Local.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace spmdc {

bool isGangMemory(const AllocaInst &AI) {
  if (AI.getMetadata(GangMemoryMDName))
    return true;
  return any_of(AI.users(),
                [](const User *U) { return isCallTo(U, GangSharedName); });
}

namespace {

class AllocaPrivatizer {
public:
  AllocaPrivatizer(AllocaInst &AI, const GangWidth &GW)
      : AI(AI), F(*AI.getFunction()), DL(F.getDataLayout()), GW(GW) {}

  /// Collects and checks the uses; false (reported) if AI cannot be split.
  bool analyze();
  bool hasAccesses() const {
    return !Accesses.empty() || !ViewStores.empty() || !MemOps.empty() ||
           Escape;
  }
  /// \p Lane: the lane index as an i64.
  void rewrite(Value *Lane) {
    if (Escape)
      rewriteLaneContiguous(Lane);
    else
      rewriteStructureOfArrays(Lane);
  }
  /// Deletes the @spmd.uniform.members calls (AI has no accesses left).
  void dropMarkers() {
    for (Instruction *I : Markers)
      I->eraseFromParent();
    Markers.clear();
  }

private:
  AllocaInst &AI;
  Function &F;
  const DataLayout &DL;
  GangWidth GW;
  SetVector<Instruction *> Derived;
  SmallVector<Instruction *, 16> Accesses; // loads and stores
  /// memset/memcpy/memmove with a pointer into the object.
  SetVector<MemIntrinsic *> MemOps;
  /// Stores of AI's own address into a lane-views slot (LaneViewsMDName).
  SmallVector<StoreInst *, 4> ViewStores;
  SmallVector<Instruction *, 4> Lifetimes;
  /// Calls of @spmd.uniform.members on AI (deleted once AI is rewritten).
  SmallVector<Instruction *, 2> Markers;
  DenseMap<Value *, Value *> Offsets;
  /// A use that hands a pointer into AI to code this pass does not
  /// rewrite (a call, a store of the address, a merge with other pointers,
  /// a ptrtoint): AI is then laid out lane-contiguous instead.
  Instruction *Escape = nullptr;

  bool fail(Instruction *At, const Twine &Why) {
    F.getContext().diagnose(DiagnosticInfoUnsupported(
        F,
        "spmd-privatize: cannot vectorize private (varying) data '" +
            AI.getName() + "': " + Why,
        At ? At->getDebugLoc() : DebugLoc()));
    return false;
  }
  bool isDerived(Value *V) const {
    return V == &AI ||
           (isa<Instruction>(V) && Derived.count(cast<Instruction>(V)));
  }
  Value *offsetOf(Value *Ptr);
  /// The copy of AI for the gang: W times its bytes, allocated where AI is.
  /// \p LaneBytes receives one lane's share (a constant, or the run-time
  /// size of an alloca with a run-time count).
  AllocaInst *createCopy(Value *&LaneBytes);
  void rewriteStructureOfArrays(Value *Lane);
  void rewriteLaneContiguous(Value *Lane);
  /// Checks what the lane-contiguous layout cannot carry; false (reported).
  bool checkLaneContiguous();
  /// The lane index an access of \p Off (bytes) uses: \p Lane, or 0 where
  /// the frontend listed the bytes as a uniform member the gang shares
  /// (UniformMembersMDName): one slot, lane 0's, for every lane.
  Value *laneFor(IRBuilder<> &B, Value *Off, Value *Lane);
  /// \p S stores AI's address into a lane-views slot, and AI is one scalar:
  /// the lane's address in the copy is then a real one (new + lane·size)
  /// that every access through the stored view reaches correctly.
  bool isViewStore(const StoreInst &S) const {
    auto *Slot = dyn_cast<AllocaInst>(getUnderlyingObject(S.getPointerOperand()));
    Type *T = AI.getAllocatedType();
    return Slot && Slot->getMetadata(LaneViewsMDName) && !S.isAtomic() &&
           !T->isAggregateType() && !T->isScalableTy() && AI.isStaticAlloca() &&
           !AI.isArrayAllocation();
  }
};

bool AllocaPrivatizer::analyze() {
  // A run-time element count (a programCount-sized array on a scalable
  // gang) is fine: the copy is allocated where AI is, with the count
  // scaled. A scalable allocated type is not expected before widening.
  if (AI.getAllocatedType()->isScalableTy() ||
      (AI.isStaticAlloca() && !AI.getAllocationSize(DL)))
    return fail(&AI, "its size is not a constant");
  SmallVector<Value *, 16> Work{&AI};
  while (!Work.empty()) {
    Value *P = Work.pop_back_val();
    for (User *U : P->users()) {
      auto *I = dyn_cast<Instruction>(U);
      if (!I)
        return fail(nullptr, "its address is used by a constant");
      if (auto *L = dyn_cast<LoadInst>(I)) {
        if (!L->isSimple())
          return fail(I, "a volatile or atomic load");
        Accesses.push_back(I);
      } else if (auto *S = dyn_cast<StoreInst>(I)) {
        if (S->getValueOperand() == P && P == &AI && isViewStore(*S)) {
          ViewStores.push_back(S);
          continue;
        }
        if (S->getValueOperand() == P) {
          Escape = I; // its address is stored to memory
          continue;
        }
        // A gang store into a uniform member of a varying struct stays
        // volatile until spmd-widen (protectGangSharedStores).
        if (S->isAtomic() ||
            (S->isVolatile() && !S->getMetadata(GangStoreMDName)))
          return fail(I, "a volatile or atomic store");
        Accesses.push_back(I);
      } else if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
        if (GEP->getPointerOperand() != P)
          return fail(I, "its address is used as an index");
        if (Derived.insert(I))
          Work.push_back(I);
      } else if (isa<PHINode>(I) || isa<BitCastInst>(I) ||
                 isa<AddrSpaceCastInst>(I)) {
        if (Derived.insert(I))
          Work.push_back(I);
      } else if (auto *Sel = dyn_cast<SelectInst>(I)) {
        if (Sel->getCondition() == P)
          return fail(I, "its address is used as a condition");
        if (Derived.insert(I))
          Work.push_back(I);
      } else if (isa<ICmpInst>(I)) {
        // Compares addresses of the per-lane object: stays as it is.
      } else if (P == &AI && isCallTo(I, UniformMembersName)) {
        Markers.push_back(I);
      } else if (I->isLifetimeStartOrEnd()) {
        Lifetimes.push_back(I);
      } else if (auto *MI = dyn_cast<MemIntrinsic>(I)) {
        // ISPC's memset/memcpy of a whole varying local (`memset(buf, 0,
        // sizeof(buf))`): the pointer is the gang's object (its size
        // counts every lane, sizeof being programCount times the lane's),
        // so the call becomes one on the copy, at the offset scaled by W
        // and no lane term. The copy lays varying data out as ISPC does
        // (one vector per element or field), so the bytes are ISPC's.
        if (MI->isVolatile())
          return fail(I, "a volatile memory intrinsic (memcpy/memset) on it");
        if (MI->getRawDest() != P &&
            !(isa<MemTransferInst>(MI) &&
              cast<MemTransferInst>(MI)->getRawSource() == P))
          return fail(I, "a memory intrinsic (memcpy/memset) takes its "
                         "address as a value");
        MemOps.insert(MI);
      } else if (auto *CB = dyn_cast<CallBase>(I)) {
        if (CB->getCalledOperand() == P)
          return fail(I, "its address is called");
        Escape = I; // its address is passed to a function
      } else if (isa<PtrToIntInst>(I)) {
        Escape = I;
      } else {
        return fail(I, Twine("its address is used by '") + I->getOpcodeName() +
                           "'");
      }
    }
  }
  // A phi or select that merges pointers into this object with other
  // pointers needs real per-lane addresses too.
  for (Instruction *I : Derived) {
    if (Escape)
      break;
    if (auto *Phi = dyn_cast<PHINode>(I)) {
      if (!all_of(Phi->incoming_values(),
                  [&](Value *In) { return isDerived(In); }))
        Escape = I;
    } else if (auto *Sel = dyn_cast<SelectInst>(I)) {
      if (!isDerived(Sel->getTrueValue()) || !isDerived(Sel->getFalseValue()))
        Escape = I;
    }
  }
  return !Escape || checkLaneContiguous();
}

bool AllocaPrivatizer::checkLaneContiguous() {
  // A struct mixing variabilities keeps its uniform members once for the
  // gang, which a lane's own copy cannot show to the code it is handed to.
  if (AI.getMetadata(UniformMembersMDName) || !Markers.empty())
    return fail(Escape, "its address escapes (to a call, to memory or into "
                        "a merge with other pointers) and it has uniform "
                        "members");
  // ISPC's memset/memcpy of a varying local counts every lane's bytes in
  // the layout of varying data, which a lane's own copy does not have.
  if (!MemOps.empty())
    return fail(MemOps.front(),
                "a memory intrinsic (memcpy/memset) on it, and its address "
                "escapes (to a call, to memory or into a merge with other "
                "pointers)");
  // A gang store (volatile until spmd-widen) through a lane's real address
  // is an ordinary per-lane store there: nothing to check.
  return true;
}

/// The byte offset (i64) of the derived pointer \p Ptr from the alloca.
Value *AllocaPrivatizer::offsetOf(Value *Ptr) {
  Type *I64 = Type::getInt64Ty(F.getContext());
  if (Ptr == &AI)
    return ConstantInt::get(I64, 0);
  if (Value *O = Offsets.lookup(Ptr))
    return O;
  auto *I = cast<Instruction>(Ptr);
  Value *Result = nullptr;
  if (auto *Phi = dyn_cast<PHINode>(I)) {
    PHINode *OP = PHINode::Create(I64, Phi->getNumIncomingValues(),
                                  Phi->getName() + ".off");
    OP->insertBefore(Phi->getIterator());
    Offsets[Ptr] = OP; // before the incoming values: cycles
    for (unsigned K = 0; K < Phi->getNumIncomingValues(); ++K)
      OP->addIncoming(offsetOf(Phi->getIncomingValue(K)),
                      Phi->getIncomingBlock(K));
    return OP;
  }
  if (auto *Sel = dyn_cast<SelectInst>(I)) {
    Value *T = offsetOf(Sel->getTrueValue());
    Value *Fa = offsetOf(Sel->getFalseValue());
    IRBuilder<> B(Sel->getNextNode());
    Result = B.CreateSelect(Sel->getCondition(), T, Fa, Sel->getName() + ".off");
  } else if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
    Value *Base = offsetOf(GEP->getPointerOperand());
    IRBuilder<> B(GEP->getNextNode());
    Value *Rel = emitGEPOffset(&B, DL, GEP, /*NoAssumptions=*/true);
    Rel = B.CreateSExtOrTrunc(Rel, I64);
    Result = B.CreateAdd(Base, Rel, GEP->getName() + ".off", /*HasNUW=*/false,
                         /*HasNSW=*/GEP->isInBounds());
  } else {
    Result = offsetOf(I->getOperand(0)); // bitcast, addrspacecast
  }
  Offsets[Ptr] = Result;
  return Result;
}

Value *AllocaPrivatizer::laneFor(IRBuilder<> &B, Value *Off, Value *Lane) {
  MDNode *MD = AI.getMetadata(UniformMembersMDName);
  if (!MD || MD->getNumOperands() < 3)
    return Lane;
  auto Int = [&](unsigned K) {
    return mdconst::extract<ConstantInt>(MD->getOperand(K))->getZExtValue();
  };
  uint64_t Stride = std::max<uint64_t>(Int(0), 1);
  // A constant offset (a member named directly) decides here: the address
  // must stay uniform or affine for the shape analysis, which runs with no
  // InstCombine in between.
  if (auto *C = dyn_cast<ConstantInt>(Off)) {
    uint64_t Inner = C->getZExtValue() % Stride;
    for (unsigned K = 1; K + 1 < MD->getNumOperands(); K += 2)
      if (Inner - Int(K) < Int(K + 1))
        return ConstantInt::get(Lane->getType(), 0);
    return Lane;
  }
  Value *Inner = B.CreateURem(Off, B.getInt64(Stride), "member.off");
  Value *Shared = nullptr;
  for (unsigned K = 1; K + 1 < MD->getNumOperands(); K += 2) {
    Value *In = B.CreateICmpULT(B.CreateSub(Inner, B.getInt64(Int(K))),
                                B.getInt64(Int(K + 1)), "in.uniform.member");
    Shared = Shared ? B.CreateOr(Shared, In, "uniform.member") : In;
  }
  return B.CreateSelect(Shared, B.getInt64(0), Lane, "member.lane");
}

AllocaInst *AllocaPrivatizer::createCopy(Value *&LaneBytes) {
  IRBuilder<> AB(&AI);
  // A scalable stack object cannot be aligned above 16 bytes (LLVM 22's
  // AArch64 frame lowering refuses); the accesses need the element's only.
  Align A = GW.isScalable() ? Align(16) : std::max(AI.getAlign(), Align(64));
  StringRef Suffix = Escape ? ".lanes" : ".soa";
  AllocaInst *New;
  if (std::optional<TypeSize> Size = AI.getAllocationSize(DL)) {
    uint64_t Rows = std::max<uint64_t>(Size->getFixedValue(), 1);
    Type *SoaTy = GW.isScalable()
                      ? ArrayType::get(GW.vecTy(AB.getInt8Ty()), Rows)
                      : ArrayType::get(AB.getInt8Ty(), Rows * GW.fixedLanes());
    New = AB.CreateAlloca(SoaTy, nullptr, AI.getName() + Suffix);
    LaneBytes = AB.getInt64(Rows);
  } else {
    // A run-time count: Size·count bytes per lane, times the lanes.
    uint64_t Elem = DL.getTypeAllocSize(AI.getAllocatedType()).getFixedValue();
    Value *Count = AB.CreateZExtOrTrunc(AI.getArraySize(), AB.getInt64Ty());
    Value *Bytes = AB.CreateMul(Count, AB.getInt64(std::max<uint64_t>(Elem, 1)),
                                AI.getName() + ".bytes", /*HasNUW=*/true);
    Value *Total = AB.CreateMul(Bytes, GW.count(AB, AB.getInt64Ty()),
                                AI.getName() + Suffix + ".bytes",
                                /*HasNUW=*/true);
    New = AB.CreateAlloca(AB.getInt8Ty(), Total, AI.getName() + Suffix);
    LaneBytes = Bytes;
  }
  New->setAlignment(A);
  New->setMetadata(GangMemoryMDName, MDNode::get(F.getContext(), {}));
  for (Instruction *I : Lifetimes)
    I->eraseFromParent();
  Lifetimes.clear();
  dropMarkers();
  return New;
}

void AllocaPrivatizer::rewriteLaneContiguous(Value *Lane) {
  // Lane l's copy is the bytes [l·S, (l+1)·S) of the new object: a real
  // address that calls, stored pointers and merges with other pointers
  // carry as they are, and that the callee's gathers and scatters and its
  // pointer arithmetic handle. The caller's accesses become strided (S
  // bytes between lanes; unit-stride for a scalar, where both layouts
  // are the same).
  Value *LaneBytes = nullptr;
  AllocaInst *New = createCopy(LaneBytes);
  // After the lane index where AI precedes it (in the entry block, only
  // allocas lie between the two).
  Instruction *At = AI.getNextNode();
  auto *LaneI = dyn_cast<Instruction>(Lane);
  if (LaneI && LaneI->getParent() == AI.getParent() && AI.comesBefore(LaneI))
    At = LaneI->getNextNode();
  IRBuilder<> B(At);
  Value *Own;
  if (auto *C = dyn_cast<ConstantInt>(LaneBytes))
    Own = B.CreateInBoundsGEP(
        ArrayType::get(B.getInt8Ty(), C->getZExtValue()), New, Lane,
        AI.getName() + ".lane");
  else
    Own = B.CreateInBoundsGEP(B.getInt8Ty(), New,
                              B.CreateMul(Lane, LaneBytes, "", true, true),
                              AI.getName() + ".lane");
  AI.replaceAllUsesWith(Own);
  AI.eraseFromParent();
}

void AllocaPrivatizer::rewriteStructureOfArrays(Value *Lane) {
  Value *LaneBytes = nullptr;
  AllocaInst *New = createCopy(LaneBytes);
  for (Instruction *I : Accesses) {
    bool IsLoad = isa<LoadInst>(I);
    Value *Ptr = IsLoad ? cast<LoadInst>(I)->getPointerOperand()
                        : cast<StoreInst>(I)->getPointerOperand();
    Type *ElemTy = IsLoad ? I->getType()
                          : cast<StoreInst>(I)->getValueOperand()->getType();
    uint64_t S = DL.getTypeStoreSize(ElemTy).getFixedValue();
    Value *Off = offsetOf(Ptr);
    IRBuilder<> B(I);
    Value *Scaled = B.CreateMul(Off, GW.count(B, B.getInt64Ty()), "soa.off",
                                false, /*HasNSW=*/true);
    Value *Row = B.CreateInBoundsGEP(B.getInt8Ty(), New, Scaled, "soa.row");
    Value *Addr = B.CreateInBoundsGEP(ArrayType::get(B.getInt8Ty(), S), Row,
                                      laneFor(B, Off, Lane), "soa.addr");
    if (auto *L = dyn_cast<LoadInst>(I)) {
      L->setOperand(L->getPointerOperandIndex(), Addr);
      L->setAlignment(commonAlignment(L->getAlign(), S));
    } else {
      auto *St = cast<StoreInst>(I);
      St->setOperand(St->getPointerOperandIndex(), Addr);
      St->setAlignment(commonAlignment(St->getAlign(), S));
    }
  }
  // A memory intrinsic addresses the gang's object: the offset scaled by
  // the lanes, no lane term (a uniform offset stays a uniform address).
  for (MemIntrinsic *MI : MemOps) {
    bool Dest = isDerived(MI->getRawDest());
    bool Src = isa<MemTransferInst>(MI) &&
               isDerived(cast<MemTransferInst>(MI)->getRawSource());
    IRBuilder<> B(MI);
    auto Rebase = [&](unsigned Op) {
      Value *Off = offsetOf(MI->getArgOperand(Op));
      Value *Scaled = B.CreateMul(Off, GW.count(B, B.getInt64Ty()), "soa.off",
                                  false, /*HasNSW=*/true);
      MI->setArgOperand(Op, B.CreateInBoundsGEP(B.getInt8Ty(), New, Scaled,
                                                "soa.mem"));
      // offset·W is a multiple of the offset from the aligned copy.
      auto *C = dyn_cast<ConstantInt>(Off);
      uint64_t Lanes = GW.isScalable() ? 1 : GW.fixedLanes();
      return C ? commonAlignment(New->getAlign(), C->getZExtValue() * Lanes)
               : Align(1);
    };
    if (Dest)
      MI->setDestAlignment(Rebase(0));
    if (Src)
      cast<MemTransferInst>(MI)->setSourceAlignment(Rebase(1));
  }
  for (StoreInst *St : ViewStores) { // the lane's address of its element
    IRBuilder<> B(St);
    uint64_t S = DL.getTypeStoreSize(AI.getAllocatedType()).getFixedValue();
    St->setOperand(0, B.CreateInBoundsGEP(ArrayType::get(B.getInt8Ty(), S),
                                          New, Lane, AI.getName() + ".view"));
  }
  // The old address computations (and the old alloca) are dead unless an
  // address is compared; so are offsets only they used.
  SmallVector<WeakTrackingVH, 32> Dead(Derived.begin(), Derived.end());
  for (auto &[P, O] : Offsets)
    Dead.push_back(O);
  Dead.push_back(&AI);
  for (WeakTrackingVH &V : Dead)
    if (auto *I = dyn_cast_or_null<Instruction>(V))
      RecursivelyDeleteTriviallyDeadInstructions(I);
}

} // namespace

bool privatizeFunction(Function &F, const GangWidth &GW) {
  if (!isGangEntryFunction(F) || !GW.isKnown() || F.isDeclaration())
    return false;
  SmallVector<AllocaInst *, 8> Candidates;
  for (Instruction &I : instructions(F))
    if (auto *AI = dyn_cast<AllocaInst>(&I); AI && !isGangMemory(*AI))
      Candidates.push_back(AI);
  if (Candidates.empty())
    return false;
  Module &M = *F.getParent();
  LLVMContext &Ctx = F.getContext();
  Value *Lane = nullptr;
  auto GetLane = [&]() {
    if (Lane)
      return Lane;
    FunctionCallee LI = M.getOrInsertFunction(
        LaneIndexName, FunctionType::get(Type::getInt32Ty(Ctx), false));
    if (auto *Fn = dyn_cast<Function>(LI.getCallee())) {
      Fn->addFnAttr(Attribute::NoUnwind);
      Fn->addFnAttr(Attribute::WillReturn);
      Fn->setDoesNotAccessMemory();
    }
    IRBuilder<> B(&*F.getEntryBlock().getFirstNonPHIOrDbgOrAlloca());
    Value *L32 = B.CreateCall(LI, {}, "lane");
    Lane = B.CreateZExt(L32, B.getInt64Ty(), "lane.i64", /*IsNonNeg=*/true);
    return Lane;
  };
  bool Changed = false;
  for (AllocaInst *AI : Candidates) {
    AllocaPrivatizer P(*AI, GW);
    if (!P.analyze())
      continue;
    if (!P.hasAccesses()) {
      P.dropMarkers();
      continue;
    }
    P.rewrite(GetLane());
    Changed = true;
  }
  return Changed;
}

} // namespace spmdc
