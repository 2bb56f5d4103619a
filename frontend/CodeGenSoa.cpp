//===- CodeGenSoa.cpp - SPMD IR generation: soa<N> elements ---------------===//
//
// \file
// Elements of soa<N> arrays and soa pointers (layout: Soa.h) in per-lane
// IR. Element e of blocks starting at address A (lane 0) is lane e & (N-1)
// of block e >> log2(N) (an arithmetic shift: the floor, right for
// negative offsets from an soa pointer too); member f of it is
// `&A[e >> log2 N].f[e & (N-1)]`: ordinary GEPs on the block types, so a
// scalar member is an ordinary address and every load, store, compound
// assignment and `&` of it works unchanged. A whole element (a struct) is
// read into a temporary (struct values are addresses in codegen) and
// written member by member. An soa pointer is its block's address plus the
// lane in bytes; arithmetic and differences count elements.
//
// Expects: Sema accepted the expression (soaWidth(E) != 0 only for
// objects inside blocks) and made the blocks. Guarantees: no aggregate
// loads or stores (the vectorizer widens scalars).
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "frontend/Soa.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace spmdc {
namespace fe {

uint64_t ModuleEmitter::soaAlign(const StructDecl *SD, unsigned N) {
  const StructDecl *Blk = SD->soaBlock(N);
  uint64_t A = Blk ? M.getDataLayout().getABITypeAlign(structType(Blk)).value()
                   : 1;
  return std::max<uint64_t>(A, N);
}

FunctionEmitter::SoaRef FunctionEmitter::soaPointerRef(Value *P,
                                                       const fe::Type &PT) {
  uint64_t A = ME.soaAlign(PT.Struct, PT.Soa);
  Value *Lane = B.CreateAnd(B.CreatePtrToInt(P, B.getInt64Ty()),
                            B.getInt64(A - 1), "soa.lane");
  Value *Block = B.CreateGEP(B.getInt8Ty(), P, B.CreateNeg(Lane), "soa.block");
  return {Block, Lane};
}

Value *FunctionEmitter::soaPointer(const SoaRef &R) {
  return B.CreateGEP(B.getInt8Ty(), R.Addr, R.Lane, "soa.ptr");
}

FunctionEmitter::SoaRef FunctionEmitter::soaStep(Value *Block0, Value *Lane0,
                                                 Value *Idx,
                                                 const fe::Type &T,
                                                 bool InArray) {
  unsigned N = T.Soa;
  Value *El = Lane0 ? B.CreateAdd(Idx, Lane0, "soa.elem") : Idx;
  Value *Blk = B.CreateAShr(El, B.getInt64(Log2_64(N)), "soa.blk");
  Value *Lane = B.CreateAnd(El, B.getInt64(N - 1), "soa.idx");
  Value *Addr;
  if (InArray) // in bounds of the array of blocks, as any array element
    Addr = B.CreateInBoundsGEP(ME.storageType(T), Block0,
                               {B.getInt64(0), Blk}, "soa.at");
  else
    Addr = B.CreateGEP(ME.structType(T.Struct->soaBlock(N)), Block0, Blk,
                       "soa.at");
  return {Addr, Lane};
}

Value *FunctionEmitter::indexValue(Expr *I) {
  Value *Idx = emitExpr(I);
  ScalarKind IK = I->Ty.Kind;
  if (bitWidth(IK) < 64)
    Idx = isSigned(IK) ? B.CreateSExt(Idx, B.getInt64Ty(), "idxprom")
                       : B.CreateZExt(Idx, B.getInt64Ty(), "idxprom");
  return Idx;
}

FunctionEmitter::SoaRef FunctionEmitter::emitSoaRef(Expr *E, unsigned N) {
  if (E->Kind == ExprKind::Index) {
    Expr *Base = E->A;
    if (Base->Ty.Soa) { // element i of an soa array or after an soa pointer
      Value *Idx = indexValue(E->B);
      if (Base->Ty.isArray())
        return soaStep(emitAddress(Base), nullptr, Idx, Base->Ty, true);
      SoaRef P = soaPointerRef(emitExpr(Base), Base->Ty);
      return soaStep(P.Addr, P.Lane, Idx, Base->Ty, false);
    }
    // An element of an array member: the arrays nest outside the lanes.
    SoaRef R = emitSoaRef(Base, N);
    Value *Idx = indexValue(E->B);
    llvm::Type *AT = ME.storageType(soaStorageType(Base->Ty, N));
    return {B.CreateInBoundsGEP(AT, R.Addr, {B.getInt64(0), Idx}, "soa.arr"),
            R.Lane};
  }
  if (E->Kind == ExprKind::Member) {
    SoaRef R = E->O == Op::Deref ? soaPointerRef(emitExpr(E->A), E->A->Ty)
                                 : emitSoaRef(E->A, N);
    llvm::Type *BT = ME.structType(E->A->Ty.Struct->soaBlock(N));
    return {B.CreateStructGEP(
                BT, R.Addr,
                ME.fieldIndex(E->A->Ty.Struct->soaBlock(N), size_t(E->IntVal)),
                E->Name),
            R.Lane};
  }
  // `*p` of an soa pointer (Sema lets nothing else through).
  return soaPointerRef(emitExpr(E->A), E->A->Ty);
}

Value *FunctionEmitter::soaLeafAddress(const SoaRef &R, const fe::Type &T,
                                       unsigned N) {
  llvm::Type *LT = ME.storageType(soaStorageType(T, N)); // [N x T]
  return B.CreateInBoundsGEP(LT, R.Addr, {B.getInt64(0), R.Lane}, "soa.lane");
}

void FunctionEmitter::soaCopy(const SoaRef &R, Value *Plain, const fe::Type &T,
                              unsigned N, bool ToSoa) {
  if (T.isArray()) {
    fe::Type ET = T.elementType();
    llvm::Type *ST = ME.storageType(soaStorageType(T, N));
    llvm::Type *PT = ME.storageType(T);
    uint64_t Count = T.Dims.front();
    auto Elem = [&](Value *K) {
      Value *Zero = B.getInt64(0);
      soaCopy({B.CreateInBoundsGEP(ST, R.Addr, {Zero, K}), R.Lane},
              B.CreateInBoundsGEP(PT, Plain, {Zero, K}), ET, N, ToSoa);
    };
    forEachIndex(0, Count, "soa.elem", Elem);
    return;
  }
  if (T.isStruct()) {
    llvm::Type *BT = ME.structType(T.Struct->soaBlock(N));
    llvm::Type *PT = ME.structType(T.Struct);
    for (size_t K = 0; K < T.Struct->Fields.size(); ++K)
      soaCopy({B.CreateStructGEP(BT, R.Addr,
                                 ME.fieldIndex(T.Struct->soaBlock(N), K)),
               R.Lane},
              B.CreateStructGEP(PT, Plain, ME.fieldIndex(T.Struct, K)),
              T.Struct->Fields[K].Ty, N, ToSoa);
    return;
  }
  Value *SoaAddr = soaLeafAddress(R, T, N);
  llvm::Type *Ty = ME.storageType(T);
  if (ToSoa) // into the soa block: tagged while TagGangStores
    createStore(B.CreateLoad(Ty, Plain), SoaAddr);
  else
    B.CreateStore(B.CreateLoad(Ty, SoaAddr), Plain);
}

Value *FunctionEmitter::emitSoaAddress(Expr *E, unsigned N) {
  SoaRef R = emitSoaRef(E, N);
  if (!E->Ty.isStruct() || E->Ty.IsPointer)
    return soaLeafAddress(R, E->Ty, N);
  // A whole element (or struct member of one): a copy in a temporary.
  IRBuilder<> AB(AllocaPt);
  Value *Tmp = AB.CreateAlloca(ME.storageType(E->Ty), nullptr, "soa.tmp");
  soaCopy(R, Tmp, E->Ty, N, /*ToSoa=*/false);
  return Tmp;
}

void FunctionEmitter::emitSoaStore(Expr *Dst, unsigned N, Value *Src) {
  SoaRef R = emitSoaRef(Dst, N);
  soaCopy(R, Src, Dst->Ty, N, /*ToSoa=*/true);
}

Value *FunctionEmitter::soaAdvance(Value *P, const fe::Type &PT, Value *N) {
  SoaRef R = soaPointerRef(P, PT);
  return soaPointer(soaStep(R.Addr, R.Lane, N, PT, false));
}

Value *FunctionEmitter::soaDiff(Value *L, Value *R, const fe::Type &PT) {
  SoaRef A = soaPointerRef(L, PT), C = soaPointerRef(R, PT);
  llvm::Type *BT = ME.structType(PT.Struct->soaBlock(PT.Soa));
  Value *Blocks = B.CreatePtrDiff(BT, A.Addr, C.Addr, "soa.blocks");
  Value *Elems = B.CreateMul(Blocks, B.getInt64(PT.Soa));
  return B.CreateAdd(Elems, B.CreateSub(A.Lane, C.Lane), "ptr.diff");
}

} // namespace fe
} // namespace spmdc
