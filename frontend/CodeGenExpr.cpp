//===- CodeGenExpr.cpp - SPMD IR generation: expressions ------------------===//
//
// \file
// Expressions of the checked AST to per-lane scalar IR (see CodeGen.h):
// registers hold bool as i1, memory as i8; signed add/sub/mul carry nsw;
// array indices are extended to i64 (sext, or zext for unsigned); `&&`,
// `||` and `?:` with side effects become control flow with a phi, a `?:`
// whose arms are cheap and cannot trap becomes a select. Builtins are in
// CodeGenBuiltins.cpp.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "frontend/Soa.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/Support/SaveAndRestore.h"

using namespace llvm;

namespace spmdc {
namespace fe {

Value *FunctionEmitter::load(Value *Addr, ScalarKind K, const Twine &N) {
  Value *V = B.CreateLoad(ME.memType(K), Addr, N);
  if (K == ScalarKind::Bool)
    V = B.CreateTrunc(V, B.getInt1Ty(), N.isTriviallyEmpty() ? "" : N + ".b");
  return V;
}

void FunctionEmitter::store(Value *V, Value *Addr, ScalarKind K) {
  if (K == ScalarKind::Bool)
    V = B.CreateZExt(V, B.getInt8Ty());
  createStore(V, Addr);
}

StoreInst *FunctionEmitter::createStore(Value *V, Value *Addr) {
  StoreInst *S = B.CreateStore(V, Addr);
  if (TagGangStores)
    S->setMetadata(GangStoreMDName, MDNode::get(Ctx, {}));
  return S;
}

Value *FunctionEmitter::convert(Value *V, ScalarKind From, ScalarKind To) {
  if (From == To)
    return V;
  llvm::Type *T = ME.regType(To);
  if (To == ScalarKind::Bool) {
    if (isFloatKind(From))
      return B.CreateFCmpUNE(V, ConstantFP::get(V->getType(), 0.0), "tobool");
    return B.CreateICmpNE(V, ConstantInt::get(V->getType(), 0), "tobool");
  }
  if (From == ScalarKind::Bool)
    return isFloatKind(To) ? B.CreateUIToFP(V, T) : B.CreateZExt(V, T);
  bool FromF = isFloatKind(From), ToF = isFloatKind(To);
  if (FromF && ToF)
    return bitWidth(To) > bitWidth(From) ? B.CreateFPExt(V, T)
                                         : B.CreateFPTrunc(V, T);
  if (FromF)
    return isSigned(To) ? B.CreateFPToSI(V, T) : B.CreateFPToUI(V, T);
  if (ToF)
    return isSigned(From) ? B.CreateSIToFP(V, T) : B.CreateUIToFP(V, T);
  // Integer to integer.
  unsigned FW = bitWidth(From), TW = bitWidth(To);
  if (TW < FW)
    return B.CreateTrunc(V, T);
  if (TW > FW)
    return isSigned(From) ? B.CreateSExt(V, T) : B.CreateZExt(V, T);
  return V; // same width, other signedness: same bits
}

Value *FunctionEmitter::arith(Op O, Value *L, Value *R, ScalarKind K) {
  bool FP = isFloatKind(K), S = isSigned(K);
  switch (O) {
  case Op::Add:
    return FP  ? B.CreateFAdd(L, R)
           : S ? B.CreateNSWAdd(L, R)
               : B.CreateAdd(L, R);
  case Op::Sub:
    return FP  ? B.CreateFSub(L, R)
           : S ? B.CreateNSWSub(L, R)
               : B.CreateSub(L, R);
  case Op::Mul:
    return FP  ? B.CreateFMul(L, R)
           : S ? B.CreateNSWMul(L, R)
               : B.CreateMul(L, R);
  case Op::Div:
    return FP  ? B.CreateFDiv(L, R)
           : S ? B.CreateSDiv(L, R)
               : B.CreateUDiv(L, R);
  case Op::Rem:
    return FP  ? B.CreateFRem(L, R)
           : S ? B.CreateSRem(L, R)
               : B.CreateURem(L, R);
  case Op::Shl:
    return B.CreateShl(L, R);
  case Op::Shr:
    return S ? B.CreateAShr(L, R) : B.CreateLShr(L, R);
  case Op::BitAnd:
    return B.CreateAnd(L, R);
  case Op::BitOr:
    return B.CreateOr(L, R);
  case Op::BitXor:
    return B.CreateXor(L, R);
  default:
    return compare(O, L, R, K);
  }
}

Value *FunctionEmitter::compare(Op O, Value *L, Value *R, ScalarKind K) {
  if (isFloatKind(K)) {
    CmpInst::Predicate P = CmpInst::FCMP_OEQ;
    switch (O) {
    case Op::LT:
      P = CmpInst::FCMP_OLT;
      break;
    case Op::GT:
      P = CmpInst::FCMP_OGT;
      break;
    case Op::LE:
      P = CmpInst::FCMP_OLE;
      break;
    case Op::GE:
      P = CmpInst::FCMP_OGE;
      break;
    case Op::EQ:
      P = CmpInst::FCMP_OEQ;
      break;
    case Op::NE:
      P = CmpInst::FCMP_UNE;
      break;
    default:
      break;
    }
    return B.CreateFCmp(P, L, R, "cmp");
  }
  bool S = isSigned(K);
  CmpInst::Predicate P = CmpInst::ICMP_EQ;
  switch (O) {
  case Op::LT:
    P = S ? CmpInst::ICMP_SLT : CmpInst::ICMP_ULT;
    break;
  case Op::GT:
    P = S ? CmpInst::ICMP_SGT : CmpInst::ICMP_UGT;
    break;
  case Op::LE:
    P = S ? CmpInst::ICMP_SLE : CmpInst::ICMP_ULE;
    break;
  case Op::GE:
    P = S ? CmpInst::ICMP_SGE : CmpInst::ICMP_UGE;
    break;
  case Op::EQ:
    P = CmpInst::ICMP_EQ;
    break;
  case Op::NE:
    P = CmpInst::ICMP_NE;
    break;
  default:
    break;
  }
  return B.CreateICmp(P, L, R, "cmp");
}

Value *FunctionEmitter::emitAddress(Expr *E) {
  if (unsigned N = soaWidth(E)) // inside an soa<N> block (CodeGenSoa.cpp)
    return emitSoaAddress(E, N);
  if (E->Kind == ExprKind::Name && E->Var)
    return varAddress(E->Var);
  if (E->Kind == ExprKind::Unary && E->O == Op::Deref)
    return emitExpr(E->A);
  if (E->Kind == ExprKind::Member && !E->Swizzle.empty())
    return emitVecExpr(E); // a new short vector
  if (E->Kind == ExprKind::Member) {
    // `p->f`: the pointer's value; `s.f`: the struct's address (struct
    // values are addresses in codegen).
    Value *Base = emitExpr(E->A);
    llvm::Type *ST = ME.structType(E->A->Ty.Struct);
    return B.CreateStructGEP(
        ST, Base, ME.fieldIndex(E->A->Ty.Struct, size_t(E->IntVal)), E->Name);
  }
  if (E->Kind == ExprKind::Call && E->Fn && E->Fn->RetTy.IsRef &&
      E->BI == Builtin::None)
    return emitCall(E); // a reference result: the object's address
  if (E->Kind == ExprKind::Call || E->Kind == ExprKind::Assign)
    return emitExpr(E); // struct-valued: already an address
  if (E->Kind == ExprKind::Index) {
    bool OfArray = E->A->Ty.isArray();
    Value *Base = OfArray ? emitAddress(E->A) : emitExpr(E->A);
    Value *Idx = emitExpr(E->B);
    ScalarKind IK = E->B->Ty.Kind;
    if (bitWidth(IK) < 64)
      Idx = isSigned(IK) ? B.CreateSExt(Idx, B.getInt64Ty(), "idxprom")
                         : B.CreateZExt(Idx, B.getInt64Ty(), "idxprom");
    if (OfArray) // in bounds of the array object, as in C
      return arrayElementAddress(Base, E->A->Ty, Idx, "arrayidx");
    return B.CreateGEP(ME.storageType(E->Ty), Base, Idx, "arrayidx");
  }
  return nullptr; // Sema only lets lvalues through
}

/// `s.u`, `s.u[i]`, `s.in.u` for a `uniform` member `u` of a varying struct
/// `s` (ISPC: `struct Ray { uniform unsigned dirIsNeg[3]; ... }` in a varying
/// `Ray`). Every program instance keeps its own copy of the struct, so the
/// load is per-lane in SPMD IR and the shape analysis would call it varying
/// although the language says it is uniform (a branch on it must stay a
/// uniform branch; rt's BVH walk stores it into gang-shared variables).
bool FunctionEmitter::isUniformPartOfVaryingStruct(const Expr *E) const {
  if (!E->Ty.isUniform())
    return false;
  while (true) {
    if (E->Kind == ExprKind::Index && E->A->Ty.isArray()) {
      E = E->A;
    } else if (E->Kind == ExprKind::Member && E->Swizzle.empty() &&
               E->A->Ty.isStruct() && !E->A->Ty.IsPointer) {
      E = E->A;
      if (!E->Ty.isUniform())
        return isOneVaryingInstance(E);
    } else {
      return false;
    }
  }
}

/// \p E, a varying struct, is one struct object every instance holds a copy
/// of (a varying variable, or a member or uniformly indexed element of one),
/// not a struct each instance selects for itself: `named[i].id` with a
/// varying `i` reads a different struct per instance, whose uniform member
/// then differs between instances too.
bool FunctionEmitter::isOneVaryingInstance(const Expr *E) const {
  while (true) {
    if (E->Kind == ExprKind::Index && E->A->Ty.isArray()) {
      if (!E->B->Ty.isUniform())
        return false;
      E = E->A;
    } else if (E->Kind == ExprKind::Member && E->Swizzle.empty() &&
               E->A->Ty.isStruct() && !E->A->Ty.IsPointer) {
      E = E->A;
    } else {
      return E->Kind == ExprKind::Name;
    }
  }
}

/// The value of the first active program instance (lane 0 if none is
/// active, so the lane index stays in range), as a uniform value.
Value *FunctionEmitter::firstActiveLane(Value *V) {
  using O = CrossLaneOp;
  Value *Mask = crossLane(B, *B.GetInsertBlock()->getModule(), O::LaneMask,
                          B.getInt64Ty(), {});
  Value *Tz = B.CreateBinaryIntrinsic(Intrinsic::cttz, Mask, B.getFalse());
  Value *None = B.CreateICmpEQ(Mask, B.getInt64(0));
  Value *First =
      B.CreateTrunc(B.CreateSelect(None, B.getInt64(0), Tz), B.getInt32Ty());
  return crossLane(B, *B.GetInsertBlock()->getModule(), O::Extract,
                   V->getType(), {V, First});
}

Value *FunctionEmitter::emitExpr(Expr *E) {
  ScopedDebugLoc Loc(B, ME.DI.location(E->Loc));
  switch (E->Kind) {
  case ExprKind::IntLit:
    if (E->Ty.IsPointer) // NULL
      return ConstantPointerNull::get(PointerType::getUnqual(Ctx));
    return ConstantInt::get(ME.regType(E->Ty.Kind), E->IntVal);
  case ExprKind::FloatLit:
    return ConstantFP::get(ME.regType(E->Ty.Kind), E->FPVal);
  case ExprKind::BoolLit:
    return B.getInt1(E->IntVal != 0);
  case ExprKind::Name:
    if (E->Fn) // a function as a value: its tag's address
      return ME.functionTag(E->Fn->Canonical ? E->Fn->Canonical : E->Fn);
    if (E->BI == Builtin::ProgramIndex)
      return laneIndex();
    if (E->BI == Builtin::ProgramCount)
      return laneCount();
    if (E->TaskVar)
      return taskVar(E);
    if (E->Ty.isArray()) // only its elements or its address are values
      return nullptr;
    if (E->Ty.isStruct()) // struct values are their addresses
      return varAddress(E->Var);
    if (E->Ty.IsPointer)
      return B.CreateLoad(PointerType::getUnqual(Ctx), varAddress(E->Var),
                          E->Name);
    return load(varAddress(E->Var), E->Ty.Kind, E->Name);
  case ExprKind::Unary:
    if (isShortVector(E->Ty) && E->O != Op::Deref && E->O != Op::PreInc &&
        E->O != Op::PreDec && E->O != Op::PostInc && E->O != Op::PostDec)
      return emitVecExpr(E); // ++/-- update in place: emitUnary

    return emitUnary(E);
  case ExprKind::Binary:
    if (isShortVector(E->Ty))
      return emitVecExpr(E);
    return emitBinary(E);
  case ExprKind::Assign:
    return emitAssign(E);
  case ExprKind::Cond:
    if (isShortVector(E->Ty))
      return emitVecExpr(E);
    return emitCond(E);
  case ExprKind::Cast: {
    if (isShortVector(E->Ty))
      return isShortVector(E->A->Ty) && E->A->Ty.Struct == E->Ty.Struct
                 ? emitExpr(E->A)
                 : emitVecExpr(E);
    if (E->A->Ty.isArray()) // decay: the address of the first element
      return emitAddress(E->A);
    if (E->PointerIntCast) { // ptrtoint / inttoptr, as C
      Value *V = emitExpr(E->A);
      if (E->Ty.IsPointer)
        return B.CreateIntToPtr(
            B.CreateZExtOrTrunc(V, B.getInt64Ty()),
            PointerType::getUnqual(Ctx), "int2ptr");
      return B.CreateZExtOrTrunc(B.CreatePtrToInt(V, B.getInt64Ty()),
                                 ME.memType(E->Ty.Kind), "ptr2int");
    }
    if (E->PointerCast) { // opaque pointers: the same address
      if (!E->A->Ty.IsPointer) // NULL
        return ConstantPointerNull::get(PointerType::getUnqual(Ctx));
      return emitExpr(E->A);
    }
    if (E->A->Ty.IsPointer) { // a pointer as a condition: p != NULL
      Value *P = emitExpr(E->A);
      return B.CreateICmpNE(
          P, ConstantPointerNull::get(cast<PointerType>(P->getType())),
          "tobool");
    }
    Value *V = emitExpr(E->A);
    if (E->Ty.isVoid() || !V)
      return nullptr;
    return convert(V, E->A->Ty.Kind, E->Ty.Kind);
  }
  case ExprKind::Call:
    if (E->C && isShortVector(E->Ty)) // element-wise `sqrt(v)`
      return emitVecExpr(E);
    if (E->A) // through a function pointer
      return emitIndirectCall(E);
    if (E->BI != Builtin::None)
      return emitBuiltin(E);
    if (E->Fn->RetTy.IsRef && !E->Ty.isStruct()) { // the named object's value
      Value *Addr = emitCall(E);
      if (E->Ty.IsPointer)
        return B.CreateLoad(PointerType::getUnqual(Ctx), Addr, "ref.val");
      return load(Addr, E->Ty.Kind, "ref.val");
    }
    return emitCall(E);
  case ExprKind::Index:
  case ExprKind::Member:
    if (E->Ty.isArray()) // a sub-array: only its elements are values
      return E->Kind == ExprKind::Member ? emitAddress(E) : nullptr;
    if (E->Ty.isStruct())
      return emitAddress(E);
    if (E->Ty.IsPointer) // a pointer member
      return B.CreateLoad(PointerType::getUnqual(Ctx), emitAddress(E),
                          E->Name);
    if (isUniformPartOfVaryingStruct(E))
      return firstActiveLane(load(emitAddress(E), E->Ty.Kind));
    return load(emitAddress(E), E->Ty.Kind);
  case ExprKind::InitList: // Sema lets these through only as initializers
  case ExprKind::SizeOf:   // Sema replaces these by their value
  case ExprKind::StringLit: // only print's format, which emitPrint reads
    return nullptr;
  case ExprKind::New: // CodeGenAlloc.cpp
    return emitNew(E);
  case ExprKind::Comma:
    emitExpr(E->A);
    return emitExpr(E->B);
  }
  return nullptr;
}

Value *FunctionEmitter::emitUnary(Expr *E) {
  ScalarKind K = E->Ty.Kind;
  switch (E->O) {
  case Op::Neg: {
    Value *V = emitExpr(E->A);
    if (isFloatKind(K))
      return B.CreateFNeg(V, "neg");
    return isSigned(K) ? B.CreateNSWNeg(V, "neg") : B.CreateNeg(V, "neg");
  }
  case Op::Plus:
    return emitExpr(E->A);
  case Op::Not:
  case Op::BitNot:
    return B.CreateNot(emitExpr(E->A));
  case Op::Deref:
    if (unsigned N = soaWidth(E)) // an element of soa data: a copy
      return emitSoaAddress(E, N);
    if (E->Ty.isStruct()) // the struct's address
      return emitExpr(E->A);
    if (E->Ty.IsPointer) // `*pp`: the pointer stored there
      return B.CreateLoad(PointerType::getUnqual(Ctx), emitExpr(E->A), "deref");
    return load(emitExpr(E->A), K);
  case Op::AddrOf:
    if (E->Ty.Soa) // an soa pointer: the element's block and lane
      return soaPointer(emitSoaRef(E->A, E->Ty.Soa));
    return emitAddress(E->A);
  case Op::PreInc:
  case Op::PreDec:
  case Op::PostInc:
  case Op::PostDec: {
    if (E->A->Kind == ExprKind::Name && E->A->Var &&
        holdsLaneViews(E->A->Var))
      return emitLaneViewsAssign(E);
    if (isLaneViewElement(E->A))
      return emitLaneViewArrayAssign(E);
    if (isShortVector(E->A->Ty))
      return emitVecIncDec(E);
    Value *Addr = emitAddress(E->A);
    bool Inc = E->O == Op::PreInc || E->O == Op::PostInc;
    if (E->A->Ty.IsPointer) {
      Value *Old = B.CreateLoad(PointerType::getUnqual(Ctx), Addr);
      Value *New = advance(Old, E->A->Ty, B.getInt32(Inc ? 1 : -1),
                           ScalarKind::Int32);
      SaveAndRestore Tag(TagGangStores, E->GangStore);
      createStore(New, Addr);
      return (E->O == Op::PreInc || E->O == Op::PreDec) ? New : Old;
    }
    Value *Old = load(Addr, K);
    Value *One = isFloatKind(K) ? ConstantFP::get(Old->getType(), 1.0)
                                : ConstantInt::get(Old->getType(), 1);
    Value *New = arith(Inc ? Op::Add : Op::Sub, Old, One, K);
    SaveAndRestore Tag(TagGangStores, E->GangStore);
    store(New, Addr, K);
    return (E->O == Op::PreInc || E->O == Op::PreDec) ? New : Old;
  }
  default:
    return nullptr;
  }
}

Value *FunctionEmitter::emitBinary(Expr *E) {
  if (E->O == Op::LAnd || E->O == Op::LOr)
    return emitLogical(E);
  if (E->A->Ty.IsPointer || E->B->Ty.IsPointer)
    return emitPointerBinary(E);
  Value *L = emitExpr(E->A);
  Value *R = emitExpr(E->B);
  ScalarKind K = E->A->Ty.Kind; // operands share the computation kind
  if (E->O >= Op::LT && E->O <= Op::NE)
    return compare(E->O, L, R, K);
  return arith(E->O, L, R, K);
}

Value *FunctionEmitter::emitLogical(Expr *E) {
  bool And = E->O == Op::LAnd;
  Value *L = emitExpr(E->A);
  BasicBlock *From = B.GetInsertBlock();
  BasicBlock *RHS = newBlock(And ? "land.rhs" : "lor.rhs");
  BasicBlock *End = newBlock(And ? "land.end" : "lor.end");
  if (And)
    B.CreateCondBr(L, RHS, End);
  else
    B.CreateCondBr(L, End, RHS);
  B.SetInsertPoint(RHS);
  Value *R = emitExpr(E->B);
  BasicBlock *RHSEnd = B.GetInsertBlock();
  B.CreateBr(End);
  End->moveAfter(RHSEnd);
  B.SetInsertPoint(End);
  PHINode *P = B.CreatePHI(B.getInt1Ty(), 2, And ? "land" : "lor");
  P->addIncoming(B.getInt1(!And), From);
  P->addIncoming(R, RHSEnd);
  return P;
}

/// Cheap and cannot trap or write: safe to evaluate unconditionally.
static bool isSpeculatable(const Expr *E, unsigned Budget = 8) {
  if (!E || Budget == 0)
    return false;
  switch (E->Kind) {
  case ExprKind::IntLit:
  case ExprKind::FloatLit:
  case ExprKind::BoolLit:
  case ExprKind::Name:
    return true;
  case ExprKind::Cast:
    return isSpeculatable(E->A, Budget - 1);
  case ExprKind::Unary:
    return (E->O == Op::Neg || E->O == Op::Plus || E->O == Op::Not ||
            E->O == Op::BitNot) &&
           isSpeculatable(E->A, Budget - 1);
  case ExprKind::Binary:
    if (E->O == Op::Div || E->O == Op::Rem || E->O == Op::LAnd ||
        E->O == Op::LOr)
      return false;
    return isSpeculatable(E->A, Budget / 2) && isSpeculatable(E->B, Budget / 2);
  default:
    return false;
  }
}

Value *FunctionEmitter::emitCond(Expr *E) {
  Value *C = emitExpr(E->A);
  if (!E->Ty.isVoid() && !E->Ty.isStruct() && isSpeculatable(E->B) &&
      isSpeculatable(E->C)) {
    Value *T = emitExpr(E->B);
    Value *F = emitExpr(E->C);
    return B.CreateSelect(C, T, F, "cond");
  }
  // `c ? s : t` of structs: struct values are addresses, so the arm each
  // program instance takes is copied into one temporary of the result
  // type, which is the value. (Not a phi of the arms' addresses: a uniform
  // arm lives in gang memory, a varying one in private memory, and the
  // copy converts a uniform arm where the result is varying, as
  // `V v = u;`.)
  AllocaInst *Agg = E->Ty.isStruct() ? structTemp(E->Ty, "cond.agg") : nullptr;
  auto Arm = [&](Expr *X) {
    Value *V = emitExpr(X);
    if (Agg)
      emitCopy(Agg, V, E->Ty);
    return V;
  };
  BasicBlock *TB = newBlock("cond.true");
  BasicBlock *FB = newBlock("cond.false");
  BasicBlock *End = newBlock("cond.end");
  B.CreateCondBr(C, TB, FB);
  B.SetInsertPoint(TB);
  Value *T = Arm(E->B);
  BasicBlock *TEnd = B.GetInsertBlock();
  B.CreateBr(End);
  FB->moveAfter(TEnd);
  B.SetInsertPoint(FB);
  Value *F = Arm(E->C);
  BasicBlock *FEnd = B.GetInsertBlock();
  B.CreateBr(End);
  End->moveAfter(FEnd);
  B.SetInsertPoint(End);
  if (Agg)
    return Agg;
  if (E->Ty.isVoid())
    return nullptr;
  PHINode *P = B.CreatePHI(T->getType(), 2, "cond");
  P->addIncoming(T, TEnd);
  P->addIncoming(F, FEnd);
  return P;
}

Value *FunctionEmitter::emitAssign(Expr *E) {
  if (E->A->Kind == ExprKind::Name && E->A->Var && holdsLaneViews(E->A->Var))
    return emitLaneViewsAssign(E);
  if (isLaneViewElement(E->A))
    return emitLaneViewArrayAssign(E);
  ScalarKind LK = E->A->Ty.Kind;
  if (E->A->Kind == ExprKind::Member && !E->A->Swizzle.empty())
    return emitSwizzleAssign(E); // `v.xy = w`
  if (isShortVector(E->A->Ty) && E->O != Op::None)
    return emitVecCompound(E);
  if (E->A->Ty.isArray() && !E->A->Ty.IsPointer) { // `a = b`: every element
    Value *Src = emitAddress(E->B);
    Value *Dst = emitAddress(E->A);
    SaveAndRestore Tag(TagGangStores, E->GangStore);
    emitCopy(Dst, Src, E->A->Ty);
    return Dst;
  }
  if (E->A->Ty.isStruct()) { // whole-struct assignment: a copy
    Value *Src = emitExpr(E->B);
    if (unsigned N = soaWidth(E->A)) { // into an soa block, member-wise
      SaveAndRestore Tag(TagGangStores, E->GangStore);
      emitSoaStore(E->A, N, Src);
      return Src;
    }
    Value *Dst = emitAddress(E->A);
    SaveAndRestore Tag(TagGangStores, E->GangStore);
    emitCopy(Dst, Src, E->A->Ty);
    return Dst;
  }
  if (E->O == Op::None) {
    Value *V = emitExpr(E->B);
    Value *Addr = emitAddress(E->A);
    SaveAndRestore Tag(TagGangStores, E->GangStore);
    storeValue(V, Addr, E->A->Ty);
    return V;
  }
  if (E->A->Ty.IsPointer) { // p += n, p -= n
    Value *Addr = emitAddress(E->A);
    Value *Old = B.CreateLoad(PointerType::getUnqual(Ctx), Addr);
    Value *N = emitExpr(E->B);
    if (E->O == Op::Sub)
      N = B.CreateNeg(N);
    Value *New = advance(Old, E->A->Ty, N, E->B->Ty.Kind);
    SaveAndRestore Tag(TagGangStores, E->GangStore);
    createStore(New, Addr);
    return New;
  }
  Value *Addr = emitAddress(E->A);
  Value *Old = convert(load(Addr, LK), LK, E->CompKind);
  Value *R = emitExpr(E->B);
  Value *New = convert(arith(E->O, Old, R, E->CompKind), E->CompKind, LK);
  SaveAndRestore Tag(TagGangStores, E->GangStore);
  store(New, Addr, LK);
  return New;
}

void FunctionEmitter::storeValue(Value *V, Value *Addr, const fe::Type &T) {
  if (T.IsPointer)
    createStore(V, Addr);
  else
    store(V, Addr, T.Kind);
}

Value *FunctionEmitter::advance(Value *P, const fe::Type &T, Value *N,
                                ScalarKind NK) {
  if (bitWidth(NK) < 64)
    N = isSigned(NK) ? B.CreateSExt(N, B.getInt64Ty())
                     : B.CreateZExt(N, B.getInt64Ty());
  if (T.Soa) // whole elements, across blocks
    return soaAdvance(P, T, N);
  fe::Type Pointee = T.pointee();
  return B.CreateGEP(ME.storageType(Pointee), P, N, "ptr.add");
}

Value *FunctionEmitter::emitPointerBinary(Expr *E) {
  Value *L = emitExpr(E->A);
  Value *R = emitExpr(E->B);
  switch (E->O) {
  case Op::Add:
    return advance(L, E->A->Ty, R, E->B->Ty.Kind);
  case Op::Sub:
    if (!E->B->Ty.IsPointer)
      return advance(L, E->A->Ty, B.CreateNeg(R), E->B->Ty.Kind);
    if (E->A->Ty.Soa)
      return soaDiff(L, R, E->A->Ty);
    return B.CreatePtrDiff(ME.storageType(E->A->Ty.pointee()), L, R,
                           "ptr.diff");
  default: // comparisons: addresses are unsigned
    return compare(E->O, L, R, ScalarKind::UInt64);
  }
}

AllocaInst *FunctionEmitter::structTemp(const fe::Type &T, const Twine &Name) {
  IRBuilder<> AB(AllocaPt);
  AllocaInst *A = AB.CreateAlloca(ME.storageType(T), nullptr, Name);
  shareUniformMembers(A, T);
  return A;
}

void FunctionEmitter::emitCallArgs(Expr *Call, function_ref<bool(size_t)> ByRef,
                                   const Twine &CopyName,
                                   std::vector<Value *> &Args) {
  for (size_t I = 0; I < Call->Args.size(); ++I) {
    Expr *A = Call->Args[I];
    if (ByRef(I)) { // by reference: the lvalue's address
      Args.push_back(emitAddress(A));
      continue;
    }
    Value *V = emitExpr(A);
    if (A->Ty.isStruct()) { // by value: the callee gets a copy
      Value *Copy = structTemp(A->Ty, CopyName);
      emitCopy(Copy, V, A->Ty);
      V = Copy;
    }
    Args.push_back(V);
  }
}

Value *FunctionEmitter::emitCall(Expr *E) {
  if (E->Fn->IsExternC)
    return emitExternCCall(E);
  std::vector<Value *> Args;
  Value *Result = nullptr;
  if (E->Fn->RetTy.isStruct() && !E->Fn->RetTy.IsRef) {
    Result = structTemp(E->Fn->RetTy, "agg.tmp.ret");
    Args.push_back(Result);
  }
  emitCallArgs(
      E, [&](size_t I) { return E->Fn->Params[I]->Ty.IsRef; }, "agg.tmp",
      Args);
  Function *Callee = ME.function(E->Fn);
  CallInst *CI = B.CreateCall(Callee, Args);
  if (Result)
    return Result;
  if (Callee->getReturnType()->isVoidTy())
    return nullptr;
  CI->setName("call");
  return CI;
}

} // namespace fe
} // namespace spmdc
