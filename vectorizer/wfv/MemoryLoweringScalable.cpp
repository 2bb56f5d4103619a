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

/// The constant addend of the index \p V: c in `x + c`, `c - x`, `(3n - 1)
/// - 3i` …, through sext/zext; products count as multiples of the stride
/// (0).
int64_t constantAddend(const Value *V, unsigned Depth = 0) {
  while (isa<SExtInst>(V) || isa<ZExtInst>(V))
    V = cast<Instruction>(V)->getOperand(0);
  if (const auto *C = dyn_cast<ConstantInt>(V))
    return C->getSExtValue();
  const auto *BO = dyn_cast<BinaryOperator>(V);
  if (!BO || Depth > 6)
    return 0;
  const Value *X = BO->getOperand(0), *Y = BO->getOperand(1);
  switch (BO->getOpcode()) {
  case Instruction::Add:
    return constantAddend(X, Depth + 1) + constantAddend(Y, Depth + 1);
  case Instruction::Or:
    return cast<PossiblyDisjointInst>(BO)->isDisjoint()
               ? constantAddend(X, Depth + 1) + constantAddend(Y, Depth + 1)
               : 0;
  case Instruction::Sub:
    return constantAddend(X, Depth + 1) - constantAddend(Y, Depth + 1);
  default:
    return 0;
  }
}

} // namespace

/// The field of its structure that the element at \p Ptr is, for structures
/// of \p Fields elements of \p Size bytes: the constant byte offset of the
/// address (struct field offsets, constant index addends along the GEP
/// chain of the varying pointer) in elements, modulo Fields.
unsigned Widener::structureField(Value *Ptr, uint64_t Size, unsigned Fields) {
  int64_t Bytes = 0;
  const Value *V = Ptr;
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    const auto *GEP = dyn_cast<GEPOperator>(V);
    if (!GEP)
      break;
    for (gep_type_iterator GTI = gep_type_begin(GEP), E = gep_type_end(GEP);
         GTI != E; ++GTI) {
      const Value *Idx = GTI.getOperand();
      if (StructType *STy = GTI.getStructTypeOrNull()) {
        unsigned Field = unsigned(cast<ConstantInt>(Idx)->getZExtValue());
        Bytes += int64_t(DL.getStructLayout(STy)->getElementOffset(Field));
        continue;
      }
      TypeSize Stride = GTI.getSequentialElementStride(DL);
      if (Stride.isScalable())
        return 0;
      Bytes += int64_t(Stride.getFixedValue()) * constantAddend(Idx);
    }
    V = GEP->getPointerOperand();
    if (!SI.isDivergent(V))
      break;
  }
  if (Bytes % int64_t(Size) != 0)
    return 0;
  int64_t F = (Bytes / int64_t(Size)) % int64_t(Fields);
  return unsigned(F < 0 ? F + int64_t(Fields) : F);
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
