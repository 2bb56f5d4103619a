//===- CodeGenTypes.cpp - SPMD IR generation: types, constants, globals ---===//
//
// \file
// The part of ModuleEmitter (CodeGenImpl.h) that maps the language's types
// to LLVM types (register, memory and value types, struct layouts with
// ISPC's padding, soa blocks), builds constants (initializers, splats,
// constant addresses) and creates global variables. See CodeGen.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "frontend/Sema.h"
#include "frontend/Soa.h"
#include "llvm/Analysis/ConstantFolding.h"

using namespace llvm;

namespace spmdc {
namespace fe {

llvm::Type *ModuleEmitter::regType(ScalarKind K) {
  switch (K) {
  case ScalarKind::Void:
    return llvm::Type::getVoidTy(Ctx);
  case ScalarKind::Bool:
    return llvm::Type::getInt1Ty(Ctx);
  case ScalarKind::Int8:
  case ScalarKind::UInt8:
    return llvm::Type::getInt8Ty(Ctx);
  case ScalarKind::Int16:
  case ScalarKind::UInt16:
    return llvm::Type::getInt16Ty(Ctx);
  case ScalarKind::Int32:
  case ScalarKind::UInt32:
    return llvm::Type::getInt32Ty(Ctx);
  case ScalarKind::Int64:
  case ScalarKind::UInt64:
    return llvm::Type::getInt64Ty(Ctx);
  case ScalarKind::Float16:
    return llvm::Type::getHalfTy(Ctx);
  case ScalarKind::Float:
    return llvm::Type::getFloatTy(Ctx);
  case ScalarKind::Double:
    return llvm::Type::getDoubleTy(Ctx);
  }
  return llvm::Type::getInt32Ty(Ctx);
}

llvm::Type *ModuleEmitter::memType(ScalarKind K) {
  return K == ScalarKind::Bool ? llvm::Type::getInt8Ty(Ctx) : regType(K);
}

llvm::Type *ModuleEmitter::valueType(const fe::Type &T) {
  if (T.IsPointer || T.isStruct() || T.IsRef) // by address
    return PointerType::getUnqual(Ctx);
  return regType(T.Kind);
}

llvm::StructType *ModuleEmitter::structType(const StructDecl *SD) {
  if (llvm::StructType *ST = Structs.lookup(SD))
    return ST;
  // Members at C's offsets (Sema::sizeAlign, the header's layout). LLVM
  // aligns each element to its own ABI alignment, which is C's except for
  // a short vector (or a struct or array holding one): C aligns it to its
  // padded size, LLVM to its element's. Such a member gets an i8 array of
  // padding in front, and the struct one at its end, so offsets, sizeof
  // and array strides agree with the host's.
  const DataLayout &DL = M.getDataLayout();
  std::vector<llvm::Type *> Elems;
  SmallVector<unsigned, 8> Index;
  uint64_t Off = 0, CAlign = 1;
  llvm::Align LAlign(1);
  bool Padded = false;
  auto PadTo = [&](uint64_t To) {
    if (To > Off) {
      Elems.push_back(ArrayType::get(llvm::Type::getInt8Ty(Ctx), To - Off));
      Padded = true;
      Off = To;
    }
  };
  for (const FieldDecl &FD : SD->Fields) {
    llvm::Type *T = storageType(FD.Ty);
    uint64_t A = Sema::sizeAlign(FD.Ty).second;
    CAlign = std::max(CAlign, A);
    LAlign = std::max(LAlign, DL.getABITypeAlign(T));
    uint64_t LOff = alignTo(Off, DL.getABITypeAlign(T));
    uint64_t COff = alignTo(Off, A);
    if (COff > LOff)
      PadTo(COff);
    else
      Off = LOff;
    Index.push_back(Elems.size());
    Elems.push_back(T);
    Off += DL.getTypeAllocSize(T);
  }
  // A struct declared aligned(N) is padded to a multiple of N at its end
  // (C's sizeof); its variables get the alignment where they are made.
  CAlign = std::max<uint64_t>(CAlign, SD->Align);
  if (alignTo(Off, CAlign) > alignTo(Off, LAlign))
    PadTo(alignTo(Off, CAlign));
  llvm::StructType *ST = StructType::create(Ctx, Elems, "struct." + SD->Name);
  Structs[SD] = ST;
  if (Padded)
    FieldIndices[SD] = std::move(Index);
  return ST;
}

unsigned ModuleEmitter::fieldIndex(const StructDecl *SD, size_t K) {
  structType(SD);
  auto It = FieldIndices.find(SD);
  return It == FieldIndices.end() ? unsigned(K) : It->second[K];
}

Constant *ModuleEmitter::structConstant(const StructDecl *SD,
                                        ArrayRef<Constant *> Members) {
  llvm::StructType *ST = structType(SD);
  SmallVector<Constant *, 8> Elems;
  for (llvm::Type *T : ST->elements())
    Elems.push_back(Constant::getNullValue(T));
  for (size_t K = 0; K < Members.size(); ++K)
    Elems[fieldIndex(SD, K)] = Members[K];
  return ConstantStruct::get(ST, Elems);
}

GlobalVariable *ModuleEmitter::global(VarDecl *V) {
  if (GlobalVariable *G = Globals.lookup(V))
    return G;
  if (V->IsExtern)
    // `extern` beside the file's own definition (Sema::redeclaresGlobal:
    // the same type), which generateSpmdIR has defined already.
    if (GlobalVariable *G = M.getNamedGlobal(V->Name))
      return Globals[V] = G;
  llvm::Type *Ty = storageType(V->Ty);
  Constant *Init =
      V->IsExtern ? nullptr : constantFor(V->Init, soaBlockArrayType(V->Ty));
  if (V->GangStorageElems) {
    // Sized by programCount in a run-time-gang build: storage for the
    // widest gang as a flat array of the innermost element, the same in
    // every part of the build; the part's own array (or, on the scalable
    // variant, the run-time-sized one) is its prefix.
    fe::Type Leaf = V->Ty;
    Leaf.Dims.clear();
    Leaf.RtDims = nullptr;
    llvm::Type *LeafTy = storageType(Leaf);
    auto *AT = ArrayType::get(LeafTy, V->GangStorageElems);
    if (Init) {
      SmallVector<Constant *, 64> Elems;
      flattenConstant(Init, LeafTy, Elems);
      Elems.resize(V->GangStorageElems, Constant::getNullValue(LeafTy));
      Init = ConstantArray::get(AT, Elems);
    }
    Ty = AT;
  }
  if (V->Ty.isVarying()) {
    // One copy per program instance, side by side (FunctionEmitter::
    // varAddress picks the lane's), each with the initializer's value.
    auto *AT = ArrayType::get(Ty, VaryingGlobalLanes);
    if (Init && !V->LaneInits.empty()) {
      // `{ a0, a1, ... }`: copy k is lane k's value (lanes past the gang,
      // present when VaryingGlobalLanes exceeds it, repeat the list).
      SmallVector<Constant *, 16> Lanes;
      for (unsigned K = 0; K < VaryingGlobalLanes; ++K)
        Lanes.push_back(constantFor(V->LaneInits[K % V->LaneInits.size()],
                                    V->Ty.withVar(fe::Variability::Uniform)));
      Init = ConstantArray::get(AT, Lanes);
    } else if (Init)
      Init = ConstantArray::get(
          AT, SmallVector<Constant *, 16>(VaryingGlobalLanes, Init));
    Ty = AT;
  }
  // A value that depends on the gang width is stored by the module
  // constructor (emitGangGlobalsInit), so the variable is never constant.
  if (!V->GangInit.empty() && !V->IsExtern)
    GangInits.push_back(V);
  auto *G = new GlobalVariable(
      M, Ty, V->Ty.IsConst && Init && V->GangInit.empty(),
      V->IsStatic ? GlobalValue::InternalLinkage : GlobalValue::ExternalLinkage,
      Init, V->GlobalName.empty() ? V->Name : V->GlobalName);
  if (V->Ty.Soa && !V->Ty.IsPointer) // soa pointers need aligned blocks
    G->setAlignment(Align(std::max<uint64_t>(
        M.getDataLayout().getABITypeAlign(Ty).value(),
        soaAlign(V->Ty.Struct, V->Ty.Soa))));
  // __attribute__((aligned(N))) on the variable or on a struct it holds.
  uint64_t VarAlign = std::max(V->Align, Sema::declaredAlign(V->Ty));
  if (VarAlign && VarAlign > G->getAlign().valueOrOne().value() &&
      VarAlign > M.getDataLayout().getABITypeAlign(Ty).value())
    G->setAlignment(Align(VarAlign));
  Globals[V] = G;
  return G;
}

Constant *ModuleEmitter::constantFor(Expr *I, const fe::Type &T) {
  llvm::Type *Ty = storageType(T);
  if (!I)
    return Constant::getNullValue(Ty);
  if (T.IsPointer && !T.isArray()) // Sema::isConstAddress checked it
    // GPU globals live in another address space than the generic pointer.
    return ConstantExpr::getPointerBitCastOrAddrSpaceCast(constantAddress(I),
                                                          Ty);
  if (I->SplatInit)
    return splatConstant(I->Args[0], T);
  if (T.isArray() || T.isStruct()) {
    std::vector<Constant *> Elems;
    if (T.isArray()) {
      fe::Type ET = T.elementType();
      for (uint64_t K = 0; K < T.Dims.front(); ++K)
        Elems.push_back(constantFor(K < I->Args.size() ? I->Args[K] : nullptr,
                                    ET));
      return ConstantArray::get(cast<ArrayType>(Ty), Elems);
    }
    const StructDecl *SD = T.Struct;
    for (size_t K = 0; K < SD->Fields.size(); ++K) {
      fe::Type FT = SD->Fields[K].Ty;
      if (FT.Var == Variability::Unbound)
        FT.Var = T.Var;
      Elems.push_back(
          constantFor(K < I->Args.size() ? I->Args[K] : nullptr, FT));
    }
    return structConstant(SD, Elems);
  }
  if (I->Kind == ExprKind::FloatLit)
    return ConstantFP::get(Ty, I->FPVal);
  return ConstantInt::get(Ty, I->IntVal); // IntLit, BoolLit (bool is i8)
}

Constant *ModuleEmitter::splatConstant(Expr *Lit, const fe::Type &T) {
  llvm::Type *Ty = storageType(T);
  if (T.isArray()) {
    Constant *E = splatConstant(Lit, T.elementType());
    return ConstantArray::get(
        cast<ArrayType>(Ty),
        SmallVector<Constant *, 16>(T.Dims.front(), E));
  }
  if (T.isStruct()) {
    std::vector<Constant *> Elems;
    for (const FieldDecl &F : T.Struct->Fields) {
      fe::Type FT = F.Ty;
      if (FT.Var == Variability::Unbound)
        FT.Var = T.Var;
      Elems.push_back(splatConstant(Lit, FT));
    }
    return structConstant(T.Struct, Elems);
  }
  // The folded literal, converted as the initializer of a T would be.
  ScalarKind From = Lit->Ty.Kind;
  Constant *C = constantFor(Lit, Lit->Ty);
  if (T.Kind == ScalarKind::Bool)
    return ConstantInt::get(Ty, !C->isNullValue());
  if (From == ScalarKind::Bool) // bool is stored as i8 0/1
    C = ConstantInt::get(llvm::Type::getInt1Ty(Ctx), !C->isNullValue());
  auto Opc = CastInst::getCastOpcode(C, From != ScalarKind::Bool && isSigned(From),
                                     Ty, isSigned(T.Kind));
  return ConstantFoldCastOperand(Opc, C, Ty, M.getDataLayout());
}

Constant *ModuleEmitter::constantLValue(Expr *E) {
  if (E->Kind == ExprKind::Name)
    return global(E->Var);
  // Index into a global array with a literal index (Sema folded it).
  Constant *Base = constantLValue(E->A);
  Constant *Idx[] = {ConstantInt::get(llvm::Type::getInt64Ty(Ctx), 0),
                     ConstantInt::get(llvm::Type::getInt64Ty(Ctx),
                                      E->B->IntVal)};
  return ConstantExpr::getInBoundsGetElementPtr(storageType(E->A->Ty), Base,
                                                Idx);
}

Constant *ModuleEmitter::constantAddress(Expr *E) {
  auto *PtrTy = PointerType::getUnqual(Ctx);
  if (E->Kind == ExprKind::Cast) {
    if (E->A->Ty.isArray()) // decay: the first element's address
      return constantLValue(E->A);
    if (E->A->Ty.IsPointer)
      return constantAddress(E->A);
    return Constant::getNullValue(PtrTy); // NULL converted to a pointer
  }
  if (E->Kind == ExprKind::Unary) // &lvalue
    return constantLValue(E->A);
  if (E->Kind == ExprKind::Name && E->Fn) // a function: its tag's address
    return functionTag(E->Fn->Canonical ? E->Fn->Canonical : E->Fn);
  if (E->Kind == ExprKind::Binary) {
    Expr *P = E->A->Ty.IsPointer || E->A->Ty.isArray() ? E->A : E->B;
    Expr *N = P == E->A ? E->B : E->A;
    Constant *Base =
        P->Ty.isArray() ? constantLValue(P) : constantAddress(P);
    fe::Type Elem = P->Ty.isArray() ? P->Ty.elementType() : P->Ty.pointee();
    unsigned Bits = bitWidth(N->Ty.Kind);
    int64_t Off = isSigned(N->Ty.Kind) ? SignExtend64(N->IntVal, Bits)
                                       : int64_t(N->IntVal & maskTrailingOnes<uint64_t>(Bits));
    if (E->O == Op::Sub)
      Off = -Off;
    Constant *Idx = ConstantInt::get(llvm::Type::getInt64Ty(Ctx), Off);
    return ConstantExpr::getGetElementPtr(storageType(Elem), Base, Idx);
  }
  return Constant::getNullValue(PtrTy); // a null pointer constant
}

llvm::Type *ModuleEmitter::storageType(const fe::Type &T) {
  if (T.Soa && !T.IsPointer) // an soa array: its blocks (Soa.h)
    return storageType(soaBlockArrayType(T));
  llvm::Type *Ty = T.IsPointer ? PointerType::getUnqual(Ctx)
                   : T.Struct  ? structType(T.Struct)
                               : memType(T.Kind);
  for (auto It = T.Dims.rbegin(); It != T.Dims.rend(); ++It)
    Ty = ArrayType::get(Ty, *It);
  return Ty;
}

} // namespace fe
} // namespace spmdc
