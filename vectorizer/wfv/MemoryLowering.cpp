//===- MemoryLowering.cpp - Loads and stores by shape ---------------------===//
//
// Part of spmd-widen (Widen.h): lowers each divergent load and store by the
// shape of its address (ShapeAnalysis.h):
//   uniform address       → one scalar access (stores guarded by any(m) in
//                           blocks that are not all-on);
//   unit stride           → one vector load/store on the base pointer
//                           (masked unless the block is all-on);
//   small constant stride → (|stride| ≤ 4 elements, also -1) one wide masked
//                           load/store of W·|stride| elements whose mask has
//                           only the lanes' elements, plus a shuffle; on a
//                           scalable gang a reversed contiguous access
//                           (-1) or a structure load (loads of ±2…±4,
//                           MemoryLoweringScalable.cpp);
//   uniform symbolic      → `if (stride == element size)` the contiguous
//   stride                  access, else a gather/scatter (the branch is
//                           inserted in phase 8, when the CFG may change);
//   p[zext(x)], x unit-   → `if (the gang's x do not wrap)` the contiguous
//   stride modulo 2^n       access, else a gather/scatter (same branch):
//                           `unsigned` index arithmetic, whose wrap-around
//                           the extension keeps from being affine;
//   otherwise             → gather/scatter.
// Every decision is reported as an optimization remark (pass "spmd-widen")
// and counted in a STATISTIC.
//
// Base pointers. In an all-on block the base is the lane-0 address, computed
// by materializeBase(). In a masked block lane 0 may be inactive and its
// (unused) index computation may wrap where the active lanes' does not, so
// unless the lane-0 clone only adds zero to program values, the base is
// taken from the first active lane j: addr_j - j·stride.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/Passes.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/analysis/LaneZeroExact.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/wfv/ScalableOps.h"
#include "vectorizer/wfv/WidenerImpl.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#define DEBUG_TYPE "spmd-widen"

SPMDC_STATISTIC(NumGathers, "Gathers emitted");
SPMDC_STATISTIC(NumScatters, "Scatters emitted");
SPMDC_STATISTIC(NumMaskedLoads, "Masked contiguous loads emitted");
SPMDC_STATISTIC(NumMaskedStores, "Masked contiguous stores emitted");
SPMDC_STATISTIC(NumContiguous, "Contiguous vector accesses");
SPMDC_STATISTIC(NumShuffled, "Small-stride accesses as wide loads/stores + shuffles");
SPMDC_STATISTIC(NumUniformAccesses, "Accesses to uniform addresses kept scalar");
SPMDC_STATISTIC(NumStrideChecks, "Run-time checks of a symbolic stride");

namespace spmdc {
namespace widen_detail {

namespace {

/// The largest |stride| (in elements) lowered as wide access + shuffle.
cl::opt<unsigned> MaxShuffleStride(
    "spmd-max-shuffle-stride", cl::Hidden, cl::cat(passOptionCategory()),
    cl::init(4),
    cl::desc("Largest constant stride (in elements) that spmd-widen lowers "
             "as a wide masked load/store plus shuffles instead of a "
             "gather/scatter (0: never)"));

/// Why the address \p Ptr is varying, for the missed remark.
std::string whyVarying(const Value *Ptr, const ShapeInfo &SI) {
  const Value *V = Ptr;
  for (unsigned Depth = 0; Depth < 16; ++Depth) {
    const auto *I = dyn_cast<Instruction>(V);
    if (!I)
      break;
    if (isa<PHINode>(I))
      return "the address is varying (a phi at a join of divergent control "
             "flow, leaving a divergent loop, or mixing different strides)";
    // Descend into the first varying operand.
    const Value *Next = nullptr;
    for (const Use &U : I->operands())
      if (SI.getShape(U.get()).Varying) {
        Next = U.get();
        break;
      }
    if (Next) {
      V = Next;
      continue;
    }
    if (isa<LoadInst>(I))
      return "the address is varying (index loaded from memory)";
    if (isa<SelectInst>(I))
      return "the address is varying (a select on a varying condition)";
    if (isa<CallBase>(I))
      return "the address is varying (the result of a call)";
    if (isa<SExtInst>(I) || isa<ZExtInst>(I))
      return "the address is varying (the index may wrap before it is "
             "extended: no nsw/nuw)";
    return (Twine("the address is varying (computed by '") +
            I->getOpcodeName() + "')")
        .str();
  }
  return "the address is varying";
}

} // namespace

void Widener::remark(Instruction &I, const char *Kind, const Twine &Msg,
                     bool Missed) {
  if (!ORE)
    return;
  std::string Text = Msg.str();
  if (Missed)
    ORE->emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, Kind, &I) << Text;
    });
  else if (StringRef(Kind) == "StrideCheck")
    ORE->emit([&] {
      return OptimizationRemarkAnalysis(DEBUG_TYPE, Kind, &I) << Text;
    });
  else
    ORE->emit(
        [&] { return OptimizationRemark(DEBUG_TYPE, Kind, &I) << Text; });
}

MemAccessPlan Widener::planAccess(Instruction &I, Value *Ptr, Type *ElemTy) {
  MemAccessPlan P;
  Shape S = SI.getShape(Ptr);
  uint64_t Size = DL.getTypeAllocSize(ElemTy);
  // Element k of a <N x T> in memory must be T number k: no padding, and no
  // bit-packed types (a <W x i1> is not W bytes).
  bool Packed = Size == DL.getTypeStoreSize(ElemTy) &&
                DL.getTypeSizeInBits(ElemTy) == Size * 8 && Size > 0;
  if (S.Varying) {
    if (unsigned L = BoundedContiguous.lookup(&I)) {
      P.Kind = MemAccessPlan::Bounded;
      P.Lanes = L;
      return P;
    }
    if (Packed)
      if (ZExtInst *Z = wrapCheckedIndex(Ptr, Size)) {
        P.Kind = MemAccessPlan::NoWrap;
        P.Index = Z;
        return P;
      }
    P.Why = whyVarying(Ptr, SI);
    return P;
  }
  if (!Packed) {
    P.Why = "the element type has padding or is not byte-sized";
    return P;
  }
  if (S.isSymbolic()) {
    P.Kind = MemAccessPlan::Symbolic;
    return P;
  }
  int64_t Stride = S.Stride;
  if (Stride % int64_t(Size) != 0) {
    P.Why = "stride " + std::to_string(Stride) +
            " bytes is not a multiple of the element size";
    return P;
  }
  int64_t Elems = Stride / int64_t(Size);
  if (Elems == 1) {
    P.Kind = MemAccessPlan::Contiguous;
    return P;
  }
  int64_t Abs = Elems < 0 ? -Elems : Elems;
  if (GW.isFixed() && Abs <= int64_t(MaxShuffleStride) &&
      GW.fixedLanes() * Abs <= 64 && GW.fixedLanes() > 1) {
    P.Kind = MemAccessPlan::Shuffle;
    P.Elems = Elems;
    return P;
  }
  // A scalable gang has no constant shuffle masks: stride -1 reverses a
  // contiguous access, loads of strides ±2…±4 are structure loads
  // (MemoryLoweringScalable.cpp); a store of one field is a scatter.
  if (GW.isScalable() && Abs <= int64_t(MaxShuffleStride)) {
    auto *L = dyn_cast<LoadInst>(&I);
    bool Struct = L && Abs > 1 && hasStructureLoad(ElemTy, GW.EC);
    if (Abs == 1 ||
        (Struct && structureWindowExists(
                       *L, Size, unsigned(Abs),
                       structureField(Ptr, Size, unsigned(Abs))))) {
      P.Kind = MemAccessPlan::Shuffle;
      P.Elems = Elems;
      return P;
    }
    P.Why = "stride " + std::to_string(Stride) + " bytes " +
            (Struct ? "(a structure load would read neighbours of the lanes' "
                      "elements that are not known to exist: not a struct "
                      "field, not all read in this block)"
             : L    ? "(no structure load of this element type on a scalable "
                      "gang)"
                    : "(a strided store on a scalable gang)");
    return P;
  }
  P.Why = "stride " + std::to_string(Stride) + " bytes is not contiguous";
  return P;
}

Value *Widener::firstActiveLane(Value *M, IRBuilder<> &B) {
  if (GW.isScalable()) // a scalable mask has no integer form: `brkb` + `cntp`
    return B.CreateIntrinsic(Intrinsic::experimental_cttz_elts,
                             {B.getInt64Ty(), M->getType()}, {M, B.getTrue()},
                             {}, "first.lane");
  Value *Bits = B.CreateBitCast(M, B.getIntNTy(GW.fixedLanes()));
  Value *J = B.CreateBinaryIntrinsic(Intrinsic::cttz, Bits, B.getTrue());
  return B.CreateZExtOrTrunc(J, B.getInt64Ty(), "first.lane");
}

/// The lane-0 base pointer of the access \p I to the affine \p Ptr whose
/// stride is \p StrideBytes (or, if non-null, the i64 \p SymStrideBytes).
Value *Widener::accessBase(Instruction &I, Value *Ptr, int64_t StrideBytes,
                           Value *SymStrideBytes) {
  if (isAllOn(I.getParent()) || isLaneZeroCloneExact(Ptr, SI))
    return materializeBase(Ptr, SI, BaseCache);
  IRBuilder<> B(&I);
  Value *J = firstActiveLane(mask(I.getParent()), B);
  Value *AddrJ = GW.isScalable()
                     ? extractLane(getVec(Ptr, &I), J, B)
                     : B.CreateExtractElement(getVec(Ptr, &I), J);
  AddrJ->setName("addr.first");
  Value *Stride = SymStrideBytes ? SymStrideBytes : B.getInt64(StrideBytes);
  Value *Off = B.CreateNeg(B.CreateMul(J, Stride));
  return B.CreateGEP(B.getInt8Ty(), AddrJ, Off, "base");
}

/// The condition "the symbolic stride of \p Ptr is one element" and the
/// base pointer, both computed before \p I.
std::pair<Value *, Value *>
Widener::symbolicStrideCheck(Instruction &I, Value *Ptr, uint64_t Size) {
  Shape S = SI.getShape(Ptr);
  IRBuilder<> B(&I);
  Value *U = B.CreateSExtOrTrunc(const_cast<Value *>(S.Sym), B.getInt64Ty());
  Value *Bytes = B.CreateMul(U, B.getInt64(S.Stride), "stride.bytes");
  Value *Cond = B.CreateICmpEQ(Bytes, B.getInt64(Size), "stride.is.unit");
  return {Cond, accessBase(I, Ptr, 0, Bytes)};
}

/// The narrow index x of an address `getelementptr T, ptr u, i64 zext(x)`
/// (u uniform, T of \p Size bytes) whose lanes are x_k = x_0 + k modulo 2^n
/// (ShapeAnalysis: x affine with stride one, but with no nuw, so that its
/// zext is not affine: `a[n * K + k0 + kt]` in `unsigned int`), or null.
/// Such an address is contiguous exactly when the gang's x do not wrap.
ZExtInst *Widener::wrapCheckedIndex(Value *Ptr, uint64_t Size) {
  auto *GEP = dyn_cast<GetElementPtrInst>(Ptr);
  if (!GEP || GEP->getNumIndices() != 1 ||
      SI.isDivergent(GEP->getPointerOperand()) ||
      GEP->getSourceElementType()->isScalableTy() ||
      DL.getTypeAllocSize(GEP->getSourceElementType()) != Size)
    return nullptr;
  auto *Z = dyn_cast<ZExtInst>(GEP->getOperand(1));
  if (!Z || Z->getSrcTy()->getScalarSizeInBits() >= 64)
    return nullptr;
  Shape X = SI.getShape(Z->getOperand(0));
  if (X.Varying || X.isUndef() || X.isSymbolic() || X.Stride != 1)
    return nullptr;
  return Z;
}

/// The condition "no lane's narrow index wraps" and the base pointer of the
/// access \p I to \p Ptr = &u[zext(x)] (wrapCheckedIndex): with J the first
/// active lane (0 in an all-on block), y = zext(x_J) - J is lane 0's index
/// if none wraps, and none does iff 0 <= y and y + W - 1 < 2^n; then every
/// lane's element is u[y + k]. Computed in i64, where x_J < 2^32 and
/// J < 2^16 cannot overflow.
std::pair<Value *, Value *> Widener::noWrapCheck(Instruction &I, Value *Ptr,
                                                 ZExtInst *Index) {
  auto *GEP = cast<GetElementPtrInst>(Ptr);
  IRBuilder<> B(&I);
  Type *I64 = B.getInt64Ty();
  Value *J = isAllOn(I.getParent()) ? B.getInt64(0)
                                    : firstActiveLane(mask(I.getParent()), B);
  Value *X = getVec(Index->getOperand(0), &I);
  Value *XJ = GW.isScalable() ? extractLane(X, J, B)
                              : B.CreateExtractElement(X, J);
  Value *Y = B.CreateSub(B.CreateZExt(XJ, I64), J, "idx.lane0");
  unsigned Bits = Index->getSrcTy()->getScalarSizeInBits();
  Value *Last = B.CreateAdd(Y, B.CreateSub(GW.count(B, I64), B.getInt64(1)));
  Value *Lo = B.CreateICmpSGE(Y, B.getInt64(0));
  Value *Hi = B.CreateICmpSLE(Last, B.getInt64((int64_t(1) << Bits) - 1));
  Value *Cond = B.CreateAnd(Lo, Hi, "idx.nowrap");
  Value *Base = B.CreateGEP(GEP->getSourceElementType(),
                            GEP->getPointerOperand(), Y, "base");
  return {Cond, Base};
}

/// The alignment of a contiguous access of \p Bytes at the lane-0 address
/// of \p Ptr: the element's, raised by the known alignment of the base
/// (ShapeLattice's BaseTZ), up to the vector's size.
Align Widener::contiguousAlign(Align Elem, Value *Ptr, uint64_t Bytes) const {
  unsigned TZ = std::min<unsigned>(SI.getShape(Ptr).BaseTZ,
                                   Log2_64(PowerOf2Ceil(Bytes)));
  return std::max(Elem, Align(uint64_t(1) << TZ));
}

void Widener::widenLoad(LoadInst &L) {
  Value *Ptr = L.getPointerOperand();
  if (!SI.isDivergent(Ptr)) {
    if (SI.isDivergent(&L)) { // cannot happen with UniformityInfo; be safe
      IRBuilder<> B(L.getNextNode());
      Vec[&L] = GW.splat(B, &L);
    }
    ++NumUniformAccesses;
    remark(L, "Uniform", "uniform address: one scalar load");
    return;
  }
  IRBuilder<> B(&L);
  BasicBlock *BB = L.getParent();
  bool On = isAllOn(BB);
  VectorType *VT = vecTy(L.getType());
  uint64_t Size = DL.getTypeAllocSize(L.getType());
  MemAccessPlan P = planAccess(L, Ptr, L.getType());
  Value *New = nullptr;
  switch (P.Kind) {
  case MemAccessPlan::Contiguous: {
    Value *Base = accessBase(L, Ptr, int64_t(Size), nullptr);
    Align A = contiguousAlign(L.getAlign(), Ptr, GW.MinLanes * Size);
    if (On) {
      // A streaming (non-temporal) load stays one: the hint survives where
      // the access is a plain vector load (masked loads have no such form).
      LoadInst *VL = B.CreateAlignedLoad(VT, Base, A);
      VL->copyMetadata(L, {LLVMContext::MD_nontemporal});
      New = VL;
    } else {
      New = B.CreateMaskedLoad(VT, Base, A, mask(BB));
      ++NumMaskedLoads;
    }
    ++NumContiguous;
    remark(L, "Contiguous", "contiguous: one vector load");
    break;
  }
  case MemAccessPlan::Shuffle: {
    ++NumShuffled;
    if (GW.isScalable()) {
      New = scalableStridedLoad(L, P.Elems);
      break;
    }
    unsigned W = GW.fixedLanes();
    int64_t E = P.Elems < 0 ? -P.Elems : P.Elems;
    Value *Base = accessBase(L, Ptr, P.Elems * int64_t(Size), nullptr);
    Value *Start = P.Elems > 0 ? Base
                               : B.CreateGEP(B.getInt8Ty(), Base,
                                             B.getInt64((W - 1) * P.Elems *
                                                        int64_t(Size)));
    SmallVector<int, 64> Spread(W * E, int(W)), Pick(W);
    for (unsigned K = 0; K < W; ++K) {
      int Pos = int(P.Elems > 0 ? K * E : (W - 1 - K) * E);
      Spread[Pos] = int(K);
      Pick[K] = Pos;
    }
    Value *WM = B.CreateShuffleVector(On ? ones() : mask(BB), zeros(), Spread,
                                      "spread.mask");
    Value *Wide = B.CreateMaskedLoad(FixedVectorType::get(L.getType(), W * E),
                                     Start, L.getAlign(), WM);
    New = B.CreateShuffleVector(Wide, Pick);
    remark(L, "StridedShuffle",
           "stride " + std::to_string(P.Elems) +
               " elements: one wide masked load and a shuffle");
    break;
  }
  case MemAccessPlan::Symbolic:
  case MemAccessPlan::Bounded:
  case MemAccessPlan::NoWrap:
  case MemAccessPlan::Gather: {
    Value *Cond = nullptr, *Base = nullptr;
    if (P.Kind == MemAccessPlan::Symbolic)
      std::tie(Cond, Base) = symbolicStrideCheck(L, Ptr, Size);
    else if (P.Kind == MemAccessPlan::Bounded)
      std::tie(Cond, Base) = boundedLanesCheck(L, Ptr, Size, P.Lanes);
    else if (P.Kind == MemAccessPlan::NoWrap)
      std::tie(Cond, Base) = noWrapCheck(L, Ptr, P.Index);
    New = B.CreateMaskedGather(VT, getVec(Ptr, &L), L.getAlign(), mask(BB));
    ++NumGathers;
    if (P.Kind == MemAccessPlan::Gather)
      remark(L, "Gather", "gather: " + P.Why, /*Missed=*/true);
    else
      StrideChecks.push_back({cast<Instruction>(New), Cond, Base, On, &L,
                              mask(BB), P.Lanes,
                              P.Kind == MemAccessPlan::NoWrap});
    break;
  }
  }
  Vec[&L] = New;
  ToErase.push_back(&L);
}

void Widener::widenStore(StoreInst &S) {
  Value *Val = S.getValueOperand(), *Ptr = S.getPointerOperand();
  BasicBlock *BB = S.getParent();
  bool ValDiv = SI.isDivergent(Val), PtrDiv = SI.isDivergent(Ptr);
  bool On = isAllOn(BB);
  if (!ValDiv && !PtrDiv) {
    if (!On)
      GuardedStores.push_back({&S, mask(BB)});
    ++NumUniformAccesses;
    remark(S, "Uniform",
           On ? "uniform address and value: one scalar store"
              : "uniform address and value: one scalar store, guarded by "
                "any(mask)");
    return;
  }
  IRBuilder<> B(&S);
  Value *V = getVec(Val, &S);
  uint64_t Size = DL.getTypeAllocSize(Val->getType());
  MemAccessPlan P;
  if (PtrDiv)
    P = planAccess(S, Ptr, Val->getType());
  else
    P.Why = "a varying value stored to a uniform address (the last active "
            "lane wins)";
  switch (P.Kind) {
  case MemAccessPlan::Contiguous: {
    Value *Base = accessBase(S, Ptr, int64_t(Size), nullptr);
    Align A = contiguousAlign(S.getAlign(), Ptr, GW.MinLanes * Size);
    if (On) {
      B.CreateAlignedStore(V, Base, A)
          ->copyMetadata(S, {LLVMContext::MD_nontemporal});
    } else {
      B.CreateMaskedStore(V, Base, A, mask(BB));
      ++NumMaskedStores;
    }
    ++NumContiguous;
    remark(S, "Contiguous", "contiguous: one vector store");
    break;
  }
  case MemAccessPlan::Shuffle: {
    ++NumShuffled;
    if (GW.isScalable()) { // planAccess: stride -1 only
      scalableReversedStore(S, V);
      break;
    }
    unsigned W = GW.fixedLanes();
    int64_t E = P.Elems < 0 ? -P.Elems : P.Elems;
    Value *Base = accessBase(S, Ptr, P.Elems * int64_t(Size), nullptr);
    Value *Start = P.Elems > 0 ? Base
                               : B.CreateGEP(B.getInt8Ty(), Base,
                                             B.getInt64((W - 1) * P.Elems *
                                                        int64_t(Size)));
    SmallVector<int, 64> Spread(W * E, int(W)), Place(W * E, -1);
    for (unsigned K = 0; K < W; ++K) {
      int Pos = int(P.Elems > 0 ? K * E : (W - 1 - K) * E);
      Spread[Pos] = int(K);
      Place[Pos] = int(K);
    }
    Value *WM = B.CreateShuffleVector(On ? ones() : mask(BB), zeros(), Spread,
                                      "spread.mask");
    Value *Wide = B.CreateShuffleVector(V, Place);
    B.CreateMaskedStore(Wide, Start, S.getAlign(), WM);
    remark(S, "StridedShuffle",
           "stride " + std::to_string(P.Elems) +
               " elements: a shuffle and one wide masked store");
    break;
  }
  case MemAccessPlan::Symbolic:
  case MemAccessPlan::Bounded:
  case MemAccessPlan::NoWrap:
  case MemAccessPlan::Gather: {
    Value *Cond = nullptr, *Base = nullptr;
    if (P.Kind == MemAccessPlan::Symbolic)
      std::tie(Cond, Base) = symbolicStrideCheck(S, Ptr, Size);
    else if (P.Kind == MemAccessPlan::Bounded)
      std::tie(Cond, Base) = boundedLanesCheck(S, Ptr, Size, P.Lanes);
    else if (P.Kind == MemAccessPlan::NoWrap)
      std::tie(Cond, Base) = noWrapCheck(S, Ptr, P.Index);
    auto *Sc = cast<Instruction>(
        B.CreateMaskedScatter(V, getVec(Ptr, &S), S.getAlign(), mask(BB)));
    ++NumScatters;
    if (P.Kind == MemAccessPlan::Gather)
      remark(S, "Scatter", "scatter: " + P.Why, /*Missed=*/true);
    else
      StrideChecks.push_back({Sc, Cond, Base, On, &S, mask(BB), P.Lanes,
                              P.Kind == MemAccessPlan::NoWrap});
    break;
  }
  }
  ToErase.push_back(&S);
}

/// Phase 8 (part): `if (stride == size) contiguous else gather/scatter` for
/// every symbolic-stride access, `if (W <= L)` for every Bounded one.
void Widener::insertStrideChecks() {
  for (StrideCheck &C : StrideChecks) {
    Instruction *FB = C.Fallback;
    Instruction *ThenT = nullptr, *ElseT = nullptr;
    SplitBlockAndInsertIfThenElse(C.Cond, FB->getIterator(), &ThenT, &ElseT);
    ThenT->getParent()->setName("stride.unit");
    ElseT->getParent()->setName("stride.other");
    BasicBlock *Tail = FB->getParent();
    Tail->setName("stride.join");
    IRBuilder<> B(ThenT);
    Value *Contig;
    if (auto *L = dyn_cast<LoadInst>(C.Orig)) {
      Type *VT = FB->getType();
      Contig = C.AllOn ? static_cast<Value *>(
                             B.CreateAlignedLoad(VT, C.Base, L->getAlign()))
                       : B.CreateMaskedLoad(VT, C.Base, L->getAlign(), C.Mask);
    } else {
      auto *S = cast<StoreInst>(C.Orig);
      Value *V = FB->getOperand(0);
      Contig = C.AllOn ? static_cast<Value *>(
                             B.CreateAlignedStore(V, C.Base, S->getAlign()))
                       : B.CreateMaskedStore(V, C.Base, S->getAlign(), C.Mask);
    }
    FB->moveBefore(ElseT->getIterator());
    if (!FB->getType()->isVoidTy()) {
      PHINode *Phi = PHINode::Create(FB->getType(), 2, "", Tail->begin());
      FB->replaceAllUsesWith(Phi);
      Phi->addIncoming(Contig, ThenT->getParent());
      Phi->addIncoming(FB, ElseT->getParent());
      if (Value *V = Vec.lookup(C.Orig); V == FB)
        Vec[C.Orig] = Phi;
    }
    ++NumStrideChecks;
    if (C.NoWrap)
      remark(*C.Orig, "StrideCheck",
             "the narrow index may wrap: a run-time check takes the "
             "contiguous access when the gang's indices do not, else a "
             "gather/scatter");
    else if (C.Lanes)
      remark(*C.Orig, "StrideCheck",
             "contiguous when the gang has at most " + Twine(C.Lanes) +
                 " lanes: a run-time check takes the contiguous access "
                 "then, else a gather/scatter");
    else
      remark(*C.Orig, "StrideCheck",
             "symbolic stride: a run-time check takes the contiguous access "
             "when the stride is one element, else a gather/scatter");
  }
}

} // namespace widen_detail
} // namespace spmdc
