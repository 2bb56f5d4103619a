//===- MemoryLoweringScalable.cpp - Small strides on a scalable gang ------===//
//
// Part of spmd-widen (MemoryLowering.cpp): the Shuffle plan of a scalable
// gang, where W is known only at run time and no constant shuffle mask
// exists (docs/design/sve-vla.md, section 1, "planAccess Shuffle plan"):
//   stride -1 (load or store) → one contiguous access from the last lane's
//       address under the reversed mask, and `llvm.vector.reverse`
//       (`rev` of the predicate and the data);
//   stride ±2, ±3, ±4 (loads of 32- and 64-bit elements) → one structure
//       load (ScalableOps.h: ld2/ld3/ld4) of the lanes' structures, field f
//       of which is the lane's element; reversed as above for a negative
//       stride.
// soa<N> accesses (findBoundedContiguous): contiguous only while W ≤ N, so
// the access is versioned on `W ≤ N` like a symbolic stride (the Bounded
// plan; insertStrideChecks builds the branch).
// Strided stores of one field stay scatters (planAccess): the fixed path
// stores each field on its own too, so there is never a group of stores to
// merge into st2/st3/st4.
//
// Which field. A structure load reads all F elements of each active lane's
// structure, the accessed one and F - 1 neighbours. The values are right
// whichever way the F-element windows are placed; the placement only decides
// which neighbours are read. It follows the address's constant offset: for
// `p[i].y` (field offset 4 of a 12-byte struct) or `a[3*i + 1]` the window
// is the struct (a[3i] … a[3i+2]), so the reads stay inside the structures
// the lanes address; without a constant offset the lane's element is field
// 0. Inactive lanes' structures are never read (the predicate is per
// structure), so masked-off lanes, foreach tails and `if`s touch nothing
// they did not touch before.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/ScalableOps.h"
#include "vectorizer/wfv/WidenerImpl.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"

#define DEBUG_TYPE "spmd-widen"

namespace spmdc {
namespace widen_detail {

namespace {

/// Splits an index into a core and a constant: `x + c` (through sext/zext
/// when the add cannot wrap: nsw/nuw, or `or disjoint`) gives (x, c), a
/// constant (nullptr, c), anything else (V, 0). Exact is cleared when an
/// extension hides a possible wrap (then the split is only a guess).
std::pair<const Value *, int64_t> splitIndex(const Value *V, bool &Exact,
                                             unsigned Ext = 0,
                                             unsigned Depth = 0) {
  if (isa<SExtInst>(V))
    return splitIndex(cast<Instruction>(V)->getOperand(0), Exact, 1, Depth);
  if (isa<ZExtInst>(V))
    return splitIndex(cast<Instruction>(V)->getOperand(0), Exact, 2, Depth);
  if (const auto *C = dyn_cast<ConstantInt>(V))
    return {nullptr, C->getSExtValue()};
  const auto *BO = dyn_cast<BinaryOperator>(V);
  if (!BO || Depth > 6)
    return {V, 0};
  bool Disjoint = BO->getOpcode() == Instruction::Or &&
                  cast<PossiblyDisjointInst>(BO)->isDisjoint();
  bool Add = BO->getOpcode() == Instruction::Add || Disjoint;
  bool Sub = BO->getOpcode() == Instruction::Sub;
  const auto *C1 = dyn_cast<ConstantInt>(BO->getOperand(1));
  const auto *C0 = dyn_cast<ConstantInt>(BO->getOperand(0));
  if (!(Add && (C0 || C1)) && !(Sub && C1))
    return {V, 0};
  if (!Disjoint && ((Ext == 1 && !BO->hasNoSignedWrap()) ||
                    (Ext == 2 && !BO->hasNoUnsignedWrap())))
    Exact = false;
  const Value *X = C1 ? BO->getOperand(0) : BO->getOperand(1);
  int64_t C = (C1 ? C1 : C0)->getSExtValue();
  auto [Core, A] = splitIndex(X, Exact, Ext, Depth + 1);
  return {Core, Sub ? A - C : A + C};
}

} // namespace

/// The address \p Ptr as a signature and a constant: two addresses with
/// equal signatures differ by the difference of their Bytes in every lane.
/// The signature lists, along the GEP chain of the varying pointer, each
/// GEP's source type and each index's core (splitIndex), then the first
/// pointer that is not a varying GEP. Also the struct the address is in: a
/// varying index into an array of \p StructBytes-byte structs, and the
/// address's offset inside it.
Widener::AddressParts Widener::splitAddress(Value *Ptr, uint64_t StructBytes) {
  AddressParts R;
  const Value *V = Ptr;
  for (unsigned Depth = 0;; ++Depth) {
    const auto *GEP = dyn_cast<GEPOperator>(V);
    if (!GEP || Depth == 8) {
      R.Sig.push_back(V);
      break;
    }
    R.Sig.push_back(GEP->getSourceElementType());
    int64_t First = 0;
    bool FirstVarying = false;
    for (gep_type_iterator GTI = gep_type_begin(GEP), E = gep_type_end(GEP);
         GTI != E; ++GTI) {
      const Value *Idx = GTI.getOperand();
      int64_t Add;
      if (StructType *STy = GTI.getStructTypeOrNull()) {
        unsigned Field = unsigned(cast<ConstantInt>(Idx)->getZExtValue());
        Add = int64_t(DL.getStructLayout(STy)->getElementOffset(Field));
        R.Sig.push_back(nullptr);
      } else {
        TypeSize Stride = GTI.getSequentialElementStride(DL);
        if (Stride.isScalable()) {
          R.Exact = false;
          return R;
        }
        auto [Core, A] = splitIndex(Idx, R.Exact);
        R.Sig.push_back(Core);
        Add = int64_t(Stride.getFixedValue()) * A;
        if (GTI == gep_type_begin(GEP)) {
          First = Add;
          FirstVarying = Core != nullptr;
        }
      }
      R.Bytes += Add;
    }
    // Struct-array indexing: p[i].f's struct is p[i].
    auto *STy = dyn_cast<StructType>(GEP->getSourceElementType());
    if (STy && FirstVarying && DL.getTypeAllocSize(STy) == StructBytes &&
        !R.InStruct) {
      R.InStruct = true;
      R.StructOffset = R.Bytes - First; // inner GEPs and later indices
    }
    V = GEP->getPointerOperand();
    if (!SI.isDivergent(V)) {
      R.Sig.push_back(V);
      break;
    }
  }
  if (R.InStruct)
    R.StructOuter = R.Bytes - R.StructOffset;
  return R;
}

/// The field of its structure that the element at \p Ptr is, for structures
/// of \p Fields elements of \p Size bytes: the constant byte offset of the
/// address (struct field offsets, constant index addends along the GEP
/// chain of the varying pointer) in elements, modulo Fields.
unsigned Widener::structureField(Value *Ptr, uint64_t Size, unsigned Fields) {
  int64_t Bytes = splitAddress(Ptr, Size * Fields).Bytes;
  if (Bytes % int64_t(Size) != 0)
    return 0;
  int64_t F = (Bytes / int64_t(Size)) % int64_t(Fields);
  return unsigned(F < 0 ? F + int64_t(Fields) : F);
}

/// True if a structure load for the load \p L (stride \p Fields elements of
/// \p Size bytes, the lane's element field \p Field of its window) reads
/// only memory that exists: the window is the struct the lane addresses
/// (`p[i].y`), or accesses of the same block (same mask, same lanes) to
/// addresses a constant away from L's cover both ends of the window
/// (`a[3*i]`, `a[3*i + 1]`, `a[3*i + 2]`; the object is contiguous between
/// them), or of all-on blocks that dominate it. Accesses after L count only
/// if L's block surely reaches them.
bool Widener::structureWindowExists(LoadInst &L, uint64_t Size,
                                    unsigned Fields, unsigned Field) {
  int64_t Lo = -int64_t(Field * Size),
          Hi = int64_t((Fields - Field) * Size) - 1;
  AddressParts A = splitAddress(L.getPointerOperand(), Size * Fields);
  if (!A.Exact)
    return false;
  if (A.InStruct && A.StructOffset == -Lo &&
      A.StructOuter % int64_t(Size * Fields) == 0)
    return true;
  int64_t Min = 0, Max = int64_t(Size) - 1;
  auto Cover = [&](Instruction &I) {
    Value *P = getLoadStorePointerOperand(&I);
    if (!P || !SI.isDivergent(P))
      return;
    AddressParts B = splitAddress(P, Size * Fields);
    if (B.Exact && B.Sig == A.Sig) {
      int64_t D = B.Bytes - A.Bytes;
      Min = std::min(Min, D);
      Max = std::max(
          Max, D + int64_t(DL.getTypeStoreSize(getLoadStoreType(&I))) - 1);
    }
  };
  BasicBlock *BB = L.getParent();
  bool After = false;
  for (Instruction &I : *BB) {
    if (&I == &L) {
      After = true;
      continue;
    }
    Cover(I);
    if (After && !isGuaranteedToTransferExecutionToSuccessor(&I))
      break;
  }
  // Accesses in all-on blocks that dominate: every lane active here was
  // active there, at the same address (the same SSA values), and the block
  // ran to its end (control reached here). GVN often leaves a field read
  // before an `if` only there.
  if (DomTreeNode *N = DT.getNode(BB))
    for (N = N->getIDom(); N; N = N->getIDom())
      if (isAllOn(N->getBlock()))
        for (Instruction &I : *N->getBlock())
          Cover(I);
  return Min <= Lo && Max >= Hi;
}

/// Lane \p J of the vector \p V. On a scalable gang a variable-index
/// extractelement of a vector of pointers (two registers) goes through the
/// stack; the lane's address is rebuilt from the lanes of the GEP's operands
/// instead, down to 32-bit indices (one `lastb`) and splats.
Value *Widener::extractLane(Value *V, Value *J, IRBuilder<> &B,
                            unsigned Depth) {
  if (!V->getType()->isVectorTy())
    return V; // a scalar operand of a vector GEP
  if (Value *S = getSplatValue(V))
    return S;
  if (Depth < 4) {
    if (auto *GEP = dyn_cast<GetElementPtrInst>(V)) {
      Value *P = extractLane(GEP->getPointerOperand(), J, B, Depth + 1);
      SmallVector<Value *, 4> Idx;
      for (Value *I : GEP->indices())
        Idx.push_back(extractLane(I, J, B, Depth + 1));
      return B.CreateGEP(GEP->getSourceElementType(), P, Idx, "lane.addr",
                         GEP->getNoWrapFlags());
    }
    if (auto *C = dyn_cast<CastInst>(V);
        C && (isa<SExtInst>(C) || isa<ZExtInst>(C)))
      return B.CreateCast(C->getOpcode(),
                          extractLane(C->getOperand(0), J, B, Depth + 1),
                          C->getDestTy()->getScalarType());
  }
  return B.CreateExtractElement(V, J);
}

/// The lowest address of a stride-\p Elems access whose lane-0 address is
/// \p Base: Base itself, or lane W-1's for a negative stride.
Value *Widener::lowestLaneAddress(IRBuilder<> &B, Value *Base, int64_t Elems,
                                  uint64_t Size) {
  if (Elems > 0)
    return Base;
  Value *Last = B.CreateSub(GW.count(B, B.getInt64Ty()), B.getInt64(1));
  Value *Off = B.CreateMul(Last, B.getInt64(Elems * int64_t(Size)), "",
                           /*HasNUW=*/false, /*HasNSW=*/true);
  return B.CreateGEP(B.getInt8Ty(), Base, Off, "lowest");
}

Value *Widener::scalableStridedLoad(LoadInst &L, int64_t Elems) {
  IRBuilder<> B(&L);
  BasicBlock *BB = L.getParent();
  Type *T = L.getType();
  uint64_t Size = DL.getTypeAllocSize(T);
  unsigned E = unsigned(Elems < 0 ? -Elems : Elems);
  Value *Base = accessBase(L, L.getPointerOperand(), Elems * int64_t(Size),
                           nullptr);
  Value *Start = lowestLaneAddress(B, Base, Elems, Size);
  Value *M = isAllOn(BB) ? static_cast<Value *>(ones()) : mask(BB);
  // In memory order the lanes run backwards for a negative stride.
  if (Elems < 0)
    M = B.CreateVectorReverse(M, "rev.mask");
  Value *New;
  if (E == 1) {
    New = isAllOn(BB) ? static_cast<Value *>(
                            B.CreateAlignedLoad(vecTy(T), Start, L.getAlign()))
                      : B.CreateMaskedLoad(vecTy(T), Start, L.getAlign(), M);
  } else {
    unsigned Field = structureField(L.getPointerOperand(), Size, E);
    Value *StructStart =
        Field == 0 ? Start
                   : B.CreateGEP(B.getInt8Ty(), Start,
                                 B.getInt64(-int64_t(Field * Size)),
                                 "struct.start");
    New = createStructureLoad(B, T, GW.EC, E, Field, StructStart, M,
                              L.getAlign());
  }
  if (Elems < 0)
    New = B.CreateVectorReverse(New, "rev");
  remark(L, "StridedShuffle",
         E == 1 ? Twine("stride -1 elements: one vector load and a reverse")
                : "stride " + Twine(Elems) + " elements: one structure load (" +
                      Twine(E) + " fields" +
                      (Elems < 0 ? ", reversed" : "") + ")");
  return New;
}

void Widener::scalableReversedStore(StoreInst &S, Value *V) {
  IRBuilder<> B(&S);
  BasicBlock *BB = S.getParent();
  uint64_t Size = DL.getTypeAllocSize(S.getValueOperand()->getType());
  Value *Base = accessBase(S, S.getPointerOperand(), -int64_t(Size), nullptr);
  Value *Start = lowestLaneAddress(B, Base, -1, Size);
  Value *RV = B.CreateVectorReverse(V, "rev");
  if (isAllOn(BB))
    B.CreateAlignedStore(RV, Start, S.getAlign());
  else
    B.CreateMaskedStore(RV, Start, S.getAlign(),
                        B.CreateVectorReverse(mask(BB), "rev.mask"));
  remark(S, "StridedShuffle",
         "stride -1 elements: a reverse and one vector store");
}

/// Accesses whose address is varying at an unknown W but contiguous when W
/// is at most 4, 8, 16 or 32: soa<N> data, whose block index `e >> log2 N`
/// is uniform and lane `e & (N-1)` unit-stride only while the gang does not
/// cross a block (ShapeAnalysis.cpp, carry-free bits). The proof needs the
/// foreach base to be a multiple of W, which only an exact W gives (the
/// known bits of `vscale`), so shapes are recomputed as if W were exactly
/// L = 4, 8, 16, 32 (llvm.vscale replaced by L/4 for the analysis and
/// restored after) while some access stays contiguous. An access proved
/// at every L up to L' is contiguous at every power-of-two W ≤ L' (vscale
/// is a power of two: the dispatcher sends other lengths to the fixed
/// variant).
void Widener::findBoundedContiguous() {
  SmallVector<Instruction *, 8> Candidates;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB) {
      Value *Ptr = nullptr;
      Type *T = nullptr;
      if (auto *L = dyn_cast<LoadInst>(&I)) {
        Ptr = L->getPointerOperand();
        T = L->getType();
      } else if (auto *St = dyn_cast<StoreInst>(&I)) {
        Ptr = St->getPointerOperand();
        T = St->getValueOperand()->getType();
      }
      if (Ptr && SI.getShape(Ptr).Varying && !T->isVectorTy() &&
          DL.getTypeAllocSize(T) == DL.getTypeStoreSize(T) &&
          DL.getTypeSizeInBits(T) == DL.getTypeAllocSize(T) * 8)
        Candidates.push_back(&I);
    }
  // The uses of llvm.vscale, pointed at a constant for each analysis and
  // back after it (ValueTracking's depth limit loses vscale_range through
  // the LCSSA phis of a second foreach; a constant it always sees).
  SmallVector<std::pair<Use *, Value *>, 8> VScaleUses;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *II = dyn_cast<IntrinsicInst>(&I);
          II && II->getIntrinsicID() == Intrinsic::vscale)
        for (Use &U : II->uses())
          VScaleUses.push_back({&U, II});
  for (unsigned L = GW.MinLanes; L <= GW.MaxLanes && !Candidates.empty();
       L *= 2) {
    unsigned VScale = L / GW.MinLanes;
    for (auto &[U, VS] : VScaleUses)
      U->set(ConstantInt::get(VS->getType(), VScale));
    ShapeInfo Bounded =
        computeShapes(F, GangWidth::scalable(GW.MinLanes, VScale));
    for (auto &[U, VS] : VScaleUses)
      U->set(VS);
    erase_if(Candidates, [&](Instruction *I) {
      Value *Ptr = getLoadStorePointerOperand(I);
      Type *T = getLoadStoreType(I);
      Shape S = Bounded.getShape(Ptr);
      if (S.Varying || S.isSymbolic() ||
          S.Stride != int64_t(DL.getTypeAllocSize(T)))
        return true;
      BoundedContiguous[I] = L;
      return false;
    });
  }
}

/// The condition "the gang has at most \p Lanes lanes" and the lane-0 base
/// of the access \p I to \p Ptr that is contiguous then: the first active
/// lane's address minus its offset (its vector of addresses is right at
/// every W).
std::pair<Value *, Value *>
Widener::boundedLanesCheck(Instruction &I, Value *Ptr, uint64_t Size,
                           unsigned Lanes) {
  IRBuilder<> B(&I);
  // Proved at every width up to the largest: no test needed.
  Value *Cond = Lanes >= GW.MaxLanes
                    ? static_cast<Value *>(B.getTrue())
                    : B.CreateICmpULE(GW.count(B, B.getInt64Ty()),
                                      B.getInt64(Lanes), "fits");
  Value *J = isAllOn(I.getParent()) ? B.getInt64(0)
                                    : firstActiveLane(mask(I.getParent()), B);
  Value *AddrJ = extractLane(getVec(Ptr, &I), J, B);
  AddrJ->setName("addr.first");
  Value *Off = B.CreateNeg(B.CreateMul(J, B.getInt64(Size)));
  return {Cond, B.CreateGEP(B.getInt8Ty(), AddrJ, Off, "base")};
}

} // namespace widen_detail
} // namespace spmdc
