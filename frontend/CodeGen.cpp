//===- CodeGen.cpp - SPMD IR generation: module, functions, statements ----===//
//
// \file
// See CodeGen.h: the module, functions and statements; statement shapes
// follow docs/spmd-ir.md "Control flow" (foreach: CodeGenForeach.cpp).
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGen.h"
#include "frontend/CodeGenImpl.h"
#include "frontend/StructMembers.h"
#include "frontend/Sema.h"
#include "frontend/Soa.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/analysis/UnmaskedRegions.h"
#include "vectorizer/wfv/MaskedVariants.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/SaveAndRestore.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace spmdc {
namespace fe {

//===----------------------------------------------------------------------===//
// ModuleEmitter
//===----------------------------------------------------------------------===//

FunctionCallee ModuleEmitter::pureI32(StringRef Name) {
  FunctionCallee C = M.getOrInsertFunction(
      Name, FunctionType::get(llvm::Type::getInt32Ty(Ctx), false));
  if (auto *Fn = dyn_cast<Function>(C.getCallee())) {
    Fn->addFnAttr(Attribute::NoUnwind);
    Fn->addFnAttr(Attribute::WillReturn);
    Fn->setDoesNotAccessMemory();
  }
  return C;
}

FunctionCallee ModuleEmitter::laneIndex() { return pureI32("spmd.lane.index"); }
FunctionCallee ModuleEmitter::laneCount() { return pureI32("spmd.lane.count"); }

FunctionCallee ModuleEmitter::gangShared() {
  FunctionCallee C = M.getOrInsertFunction(
      "spmd.gang.shared",
      FunctionType::get(llvm::Type::getVoidTy(Ctx),
                        {PointerType::getUnqual(Ctx)}, false));
  if (auto *Fn = dyn_cast<Function>(C.getCallee()))
    Fn->addFnAttr(Attribute::NoUnwind);
  return C;
}

FunctionCallee ModuleEmitter::gangJoin() {
  FunctionCallee C = M.getOrInsertFunction(
      GangJoinName, FunctionType::get(llvm::Type::getVoidTy(Ctx), false));
  if (auto *Fn = dyn_cast<Function>(C.getCallee())) {
    // May read and write any memory (no forwarding across it) and may not
    // be duplicated onto the lanes' separate paths (no jump threading).
    Fn->addFnAttr(Attribute::NoUnwind);
    Fn->addFnAttr(Attribute::Convergent);
  }
  return C;
}

FunctionCallee ModuleEmitter::loopMarker(StringRef Name) {
  FunctionCallee C = M.getOrInsertFunction(
      Name, FunctionType::get(llvm::Type::getVoidTy(Ctx),
                              {llvm::Type::getInt32Ty(Ctx)}, false));
  if (auto *Fn = dyn_cast<Function>(C.getCallee())) {
    // A side effect no memory access can see: kept by ADCE and EarlyCSE,
    // moves nothing else.
    Fn->addFnAttr(Attribute::NoUnwind);
    Fn->addFnAttr(Attribute::WillReturn);
    Fn->setMemoryEffects(MemoryEffects::inaccessibleMemOnly());
  }
  return C;
}

FunctionCallee ModuleEmitter::alignedAlloc() {
  llvm::Type *I64 = llvm::Type::getInt64Ty(Ctx);
  FunctionCallee C = M.getOrInsertFunction(
      "spmdrt_aligned_alloc",
      FunctionType::get(PointerType::getUnqual(Ctx), {I64, I64}, false));
  if (auto *Fn = dyn_cast<Function>(C.getCallee()))
    Fn->addFnAttr(Attribute::NoUnwind);
  return C;
}

FunctionCallee ModuleEmitter::alignedFree() {
  FunctionCallee C = M.getOrInsertFunction(
      "spmdrt_aligned_free",
      FunctionType::get(llvm::Type::getVoidTy(Ctx),
                        {PointerType::getUnqual(Ctx)}, false));
  if (auto *Fn = dyn_cast<Function>(C.getCallee()))
    Fn->addFnAttr(Attribute::NoUnwind);
  return C;
}

/// `<name>___<parameters>_r<result>`: the source-level signature the
/// mangled symbol of an extern SPMD function's vector variant encodes, so
/// that a declaration and a definition that disagree do not link.
static std::string externSignature(const FuncDecl &FD) {
  auto One = [](const fe::Type &T) {
    // mangleType encodes a pointer's target; the pointer's own variability
    // decides whether it is passed as a scalar or a vector.
    std::string S = T.IsPointer ? (T.isUniform() ? "U" : "V") : "";
    return S + mangleType(T);
  };
  // `__attribute__((unmangled))`: the name alone (the cross-object
  // variant is then `__spmdc_<name>_w<W>_<target>`).
  if (FD.Unmangled || (FD.Canonical && FD.Canonical->Unmangled))
    return FD.Name;
  std::string S = FD.Name + "___";
  for (VarDecl *P : FD.Params)
    S += One(P->Ty);
  if (FD.Params.empty())
    S += "v";
  return S + "_r" + (FD.RetTy.isVoid() ? std::string("v") : One(FD.RetTy));
}

Function *ModuleEmitter::function(FuncDecl *FD) {
  auto It = Fns.find(FD);
  if (It != Fns.end())
    return It->second;
  if (FD->IsTask)
    return Fns[FD] = createTaskFunction(FD);
  bool Export = FD->Storage == StorageKind::Export;
  // An extern "C" function: a C declaration (the application defines it).
  bool CLinkage = Export || FD->IsExternC;
  // A struct result is written to an object the caller passes first.
  bool StructRet = FD->RetTy.isStruct() && !FD->RetTy.IsRef;
  unsigned Off = StructRet ? 1 : 0;
  std::vector<llvm::Type *> Params;
  if (StructRet)
    Params.push_back(PointerType::getUnqual(Ctx));
  for (VarDecl *P : FD->Params)
    Params.push_back(valueType(P->Ty));
  // A reference result is the address of the object it names; a pointer
  // result is a `ptr` too (valueType).
  llvm::Type *Ret = FD->RetTy.isVoid() || StructRet
                        ? llvm::Type::getVoidTy(Ctx)
                        : valueType(FD->RetTy);
  auto *FT = FunctionType::get(Ret, Params, false);
  Function *Fn = Function::Create(
      FT,
      CLinkage ? GlobalValue::ExternalLinkage : GlobalValue::InternalLinkage,
      FD->IRName, M);
  if (!FD->IsExternC)
    Fn->addFnAttr("spmd.kind", Export ? "export" : "internal");
  else // GPU targets resolve it against --device-lib (GpuDeviceLibs.h)
    Fn->addFnAttr(ExternCAttrName);
  // extern SPMD functions: every plain (not static, export, task or C)
  // function is also callable from other spmdc objects through its masked
  // vector variant, named by the pipeline from this signature
  // (vectorizer/wfv/MaskedVariants.h); a prototype without a definition in
  // this file is a declaration of that variant.
  if (!Export && !FD->IsExternC && !FD->IsTask &&
      FD->Storage != StorageKind::Static && !FD->FromTemplate &&
      externVariantUnsupported(*FD).empty()) {
    Fn->addFnAttr(ExternNameAttr, externSignature(*FD));
    bool DefinedHere = FD->Body || (FD->Canonical && FD->Canonical->Body);
    if (!DefinedHere)
      Fn->setLinkage(GlobalValue::ExternalLinkage);
  }
  Fn->addFnAttr(Attribute::NoUnwind);
  if (FD->IsInline)
    Fn->addFnAttr(Attribute::InlineHint);
  // The pipeline keeps a `noinline` internal function out of its inlining
  // step; the masked variant spmd-variants makes of it, and the widened
  // shell, carry the attribute on, so LLVM's inliner leaves it alone too.
  // (Export and task functions are entered from the host, never inlined;
  // an `unmasked` one is inlined, as Sema warned.)
  if (FD->IsNoInline && !Export && !FD->IsTask && !FD->IsExternC &&
      !FD->IsUnmasked)
    Fn->addFnAttr(Attribute::NoInline);
  auto ExtAttr = [&](ScalarKind K) {
    // C ABI of small integers and bool for callers from C/C++.
    unsigned W = bitWidth(K);
    if (!CLinkage || (!isIntegerKind(K) && K != ScalarKind::Bool) || W >= 32)
      return Attribute::None;
    return isSigned(K) ? Attribute::SExt : Attribute::ZExt;
  };
  if (StructRet)
    Fn->getArg(0)->setName("agg.result");
  for (unsigned I = 0; I < FD->Params.size(); ++I) {
    VarDecl *P = FD->Params[I];
    Argument *A = Fn->getArg(I + Off);
    A->setName(P->Name);
    // A uniform pointer (or reference) to varying data points at each
    // lane's own element in the per-lane IR (docs/spmd-ir.md): varying,
    // as a called function's masked variant must see it.
    bool ToVarying = (P->Ty.IsPointer && P->Ty.PointeeVar == Variability::Varying) ||
                     (P->Ty.IsRef && P->Ty.isVarying());
    if ((P->Ty.isUniform() || P->Ty.IsRef) && !P->Ty.isStruct() &&
        !(ToVarying && !Export) &&
        !FD->IsExternC) // a C function has no SPMD attributes
      Fn->addParamAttr(I + Off, Attribute::get(Ctx, "spmd.uniform"));
    if (!P->Ty.IsPointer && !P->Ty.isStruct() && !P->Ty.IsRef)
      if (Attribute::AttrKind K = ExtAttr(P->Ty.Kind); K != Attribute::None)
        Fn->addParamAttr(I + Off, K);
    // A function pointer from the host (GPU targets refuse it: the host's
    // functions cannot run there; gpu-backend/GpuLowering.cpp).
    if (Export && P->Ty.Fn)
      Fn->addParamAttr(I + Off, Attribute::get(Ctx, "spmd.host.fnptr"));
  }
  if (!FD->RetTy.isVoid() && !StructRet && !FD->RetTy.IsRef) {
    if (FD->RetTy.isUniform() && !FD->IsExternC)
      Fn->addRetAttr(Attribute::get(Ctx, "spmd.uniform"));
    if (!FD->RetTy.IsPointer)
      if (Attribute::AttrKind K = ExtAttr(FD->RetTy.Kind);
          K != Attribute::None)
        Fn->addRetAttr(K);
  }
  Fns[FD] = Fn;
  return Fn;
}

//===----------------------------------------------------------------------===//
// FunctionEmitter: setup
//===----------------------------------------------------------------------===//

FunctionEmitter::FunctionEmitter(ModuleEmitter &ME, FuncDecl &FD)
    : ME(ME), Ctx(ME.Ctx), FD(FD), B(ME.Ctx) {}

BasicBlock *FunctionEmitter::newBlock(const Twine &Name) {
  return BasicBlock::Create(Ctx, Name, F);
}

void FunctionEmitter::branchTo(BasicBlock *Dest) {
  if (!B.GetInsertBlock()->getTerminator())
    B.CreateBr(Dest);
}

void FunctionEmitter::startDeadBlock() { B.SetInsertPoint(newBlock("dead")); }

AllocaInst *FunctionEmitter::slotFor(VarDecl *V) {
  auto It = Slots.find(V);
  if (It != Slots.end())
    return It->second;
  if (holdsLaneViews(V) || holdsLaneViewArray(V))
    return Slots[V] = laneViewsSlot(V);
  IRBuilder<> AB(AllocaPt);
  if (V->Ty.IsRef) { // holds the address of the referenced object
    AllocaInst *A = AB.CreateAlloca(PointerType::getUnqual(Ctx), nullptr,
                                    V->Name + ".ref");
    Slots[V] = A;
    return A;
  }
  AllocaInst *A =
      V->Ty.hasRuntimeDims()
          ? runtimeArraySlot(V->Ty, V->Name)
          : AB.CreateAlloca(ME.storageType(V->Ty), nullptr,
                            V->IsParam ? V->Name + ".addr" : V->Name);
  if (V->Ty.Soa && !V->Ty.IsPointer) // soa pointers need aligned blocks
    A->setAlignment(Align(std::max<uint64_t>(
        A->getAlign().value(), ME.soaAlign(V->Ty.Struct, V->Ty.Soa))));
  // __attribute__((aligned(N))) on the variable or on a struct it holds.
  uint64_t VarAlign = std::max(V->Align, Sema::declaredAlign(V->Ty));
  if (VarAlign > A->getAlign().value())
    A->setAlignment(Align(VarAlign));
  // A uniform struct with varying members (ISPC: one vector of each per
  // instance) is private to each lane like a varying one; its uniform
  // members get one slot for the gang (CodeGenUniformMembers.cpp).
  if (V->Ty.isUniform() && mixesVariability(V->Ty)) {
    shareUniformMembers(A, V->Ty);
    Slots[V] = A;
    return A;
  }
  // A uniform array or struct is one object for the whole gang (lanes may
  // write different elements of it); a varying one is private to each lane.
  // So is a uniform variable whose address is taken: writes through a
  // pointer to it are seen by every lane.
  if ((V->GangShared || V->Ty.isArray() || V->Ty.isStruct() ||
       V->AddressTaken) &&
      V->Ty.isUniform())
    AB.CreateCall(ME.gangShared(), {A});
  if ((V->Ty.isArray() || V->Ty.isStruct()) && V->Ty.isUniform() &&
      (V->GangElementWrites || V->AddressTaken))
    A->setMetadata(GangElementsMDName, MDNode::get(Ctx, {}));
  shareUniformMembers(A, V->Ty);
  Slots[V] = A;
  return A;
}

Value *FunctionEmitter::varAddress(VarDecl *V) {
  if (V->IsGlobal) {
    // On a GPU a global lives in its own address space (the data layout's
    // G) while every pointer of the language is generic: cast here, where
    // the address becomes a value, so selects, phis, stores, compares and
    // calls all see one pointer type (LLVM's InferAddressSpaces recovers
    // the global accesses).
    Value *G = ME.global(V);
    if (G->getType() != PointerType::getUnqual(Ctx))
      G = B.CreateAddrSpaceCast(G, PointerType::getUnqual(Ctx));
    if (!V->Ty.isVarying())
      return G;
    return B.CreateInBoundsGEP( // this lane's copy
        ME.global(V)->getValueType(), G,
        {B.getInt64(0), B.CreateSExt(laneIndex(), B.getInt64Ty())},
        V->Name + ".lane");
  }
  if (V->Ty.IsRef)
    return B.CreateLoad(PointerType::getUnqual(Ctx), slotFor(V), V->Name);
  if (holdsLaneViews(V) || holdsLaneViewArray(V)) { // this lane's view
    AllocaInst *Slot = slotFor(V);
    return B.CreateInBoundsGEP(
        Slot->getAllocatedType(), Slot,
        {B.getInt64(0), B.CreateSExt(laneIndex(), B.getInt64Ty())},
        V->Name + ".view");
  }
  return slotFor(V);
}

Value *FunctionEmitter::laneIndex() {
  return B.CreateCall(ME.laneIndex(), {}, "lane");
}

Value *FunctionEmitter::laneCount() {
  return B.CreateCall(ME.laneCount(), {}, "count");
}

void FunctionEmitter::emit() {
  F = ME.function(&FD);
  ME.DI.beginFunction(*F, FD);
  BasicBlock *Entry = newBlock("entry");
  B.SetInsertPoint(Entry);
  B.SetCurrentDebugLocation(ME.DI.location(FD.Loc));
  AllocaPt = new BitCastInst(PoisonValue::get(llvm::Type::getInt32Ty(Ctx)),
                             llvm::Type::getInt32Ty(Ctx), "allocapt", Entry);
  unsigned Off = 0;
  if (FD.RetTy.IsRef) {
    IRBuilder<> AB(AllocaPt);
    RetSlot = AB.CreateAlloca(PointerType::getUnqual(Ctx), nullptr, "retref");
  } else if (FD.RetTy.isStruct()) {
    RetPtr = F->getArg(0);
    Off = 1;
  } else if (!FD.RetTy.isVoid()) {
    IRBuilder<> AB(AllocaPt);
    RetSlot = AB.CreateAlloca(FD.RetTy.IsPointer ? ME.valueType(FD.RetTy)
                                                 : ME.memType(FD.RetTy.Kind),
                              nullptr, "retval");
  }
  RetBB = BasicBlock::Create(Ctx, "return");
  // An unmasked function: the whole body (a task's prologue too) is one
  // region, left through the return block.
  Value *Region = FD.IsUnmasked && FD.IsTask ? beginUnmasked() : nullptr;
  if (FD.IsTask)
    emitTaskPrologue();
  for (unsigned I = 0; I < FD.Params.size() && !FD.IsTask; ++I) {
    VarDecl *P = FD.Params[I];
    if (P->Name.empty())
      continue;
    Value *A = F->getArg(I + Off);
    if (P->Ty.isStruct() && !P->Ty.IsRef) // the callee's own copy
      emitCopy(slotFor(P), A, P->Ty);
    else if (P->Ty.IsPointer || P->Ty.IsRef)
      B.CreateStore(A, holdsLaneViews(P) ? varAddress(P) : slotFor(P));
    else
      store(A, slotFor(P), P->Ty.Kind);
    ME.DI.declareVariable(*P, slotFor(P), I + 1, AllocaPt);
  }
  if (FD.IsUnmasked && !FD.IsTask)
    Region = beginUnmasked();
  emitStmt(FD.Body);
  branchTo(RetBB);
  RetBB->insertInto(F);
  B.SetInsertPoint(RetBB);
  B.SetCurrentDebugLocation(ME.DI.artificial());
  // The returns out of loops with no other exit end here, innermost
  // loop's marker first (SpmdTTI.h LoopEndName).
  for (unsigned Id : reverse(ReturnLoops))
    B.CreateCall(ME.loopMarker(LoopEndName), {B.getInt32(Id)});
  if (Region)
    B.CreateCall(declareUnmaskedEnd(ME.M), {Region})->setConvergent();
  if (FD.Launches)
    emitSync(); // ISPC's implicit sync before returning
  if (RetSlot && (FD.RetTy.IsRef || FD.RetTy.IsPointer))
    B.CreateRet(B.CreateLoad(PointerType::getUnqual(Ctx), RetSlot, "ret"));
  else if (RetSlot)
    B.CreateRet(load(RetSlot, FD.RetTy.Kind, "ret"));
  else
    B.CreateRetVoid();
  AllocaPt->eraseFromParent();
  AllocaPt = nullptr;
  EliminateUnreachableBlocks(*F);
  ME.DI.endFunction();
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

void FunctionEmitter::emitDecl(Stmt *S) {
  for (VarDecl *V : S->Decls) {
    if (V->IsGlobal) // a static local: initialized once, statically
      continue;
    AllocaInst *Slot = slotFor(V);
    if (V->Ty.IsRef) { // a reference: the address of the bound object
      B.CreateStore(emitAddress(V->Init), Slot);
      continue;
    }
    ME.DI.declareVariable(*V, Slot, 0, AllocaPt);
    SaveAndRestore Tag(TagGangStores, V->InitGangStore);
    if (V->Init)
      emitInit(holdsLaneViews(V) ? varAddress(V) : Slot,
               soaBlockArrayType(V->Ty), V->Init);
  }
}

void FunctionEmitter::emitInit(Value *Addr, const fe::Type &T, Expr *I) {
  if (I->SplatInit) {
    // ISPC's single-value initializer: the value once, converted to and
    // stored in every scalar element (Sema checked each conversion).
    Value *V = emitExpr(I->Args[0]);
    ScalarKind From = I->Args[0]->Ty.Kind;
    forEachScalar(Addr, nullptr, T, 0,
                  [&](Value *D, Value *, const fe::Type &ST) {
                    store(convert(V, From, ST.Kind), D, ST.Kind);
                  });
    return;
  }
  if (I->Kind != ExprKind::InitList) {
    Value *V = emitExpr(I);
    if (T.isStruct())
      emitCopy(Addr, V, T);
    else
      storeValue(V, Addr, T);
    return;
  }
  if (T.isArray() && T.hasRuntimeDims()) {
    fe::Type ET = T.elementType();
    for (size_t K = 0; K < I->Args.size(); ++K)
      emitInit(arrayElementAddress(Addr, T, B.getInt64(K)), ET, I->Args[K]);
    emitZero(Addr, T, I->Args.size());
    return;
  }
  llvm::Type *Ty = ME.storageType(T);
  if (T.isArray()) {
    fe::Type ET = T.elementType();
    for (size_t K = 0; K < I->Args.size(); ++K)
      emitInit(B.CreateConstInBoundsGEP2_64(Ty, Addr, 0, K), ET, I->Args[K]);
    emitZero(Addr, T, I->Args.size());
    return;
  }
  // A struct: members in order, the rest zeroed.
  const StructDecl *SD = T.Struct;
  for (size_t K = 0; K < SD->Fields.size(); ++K) {
    Value *FA = B.CreateStructGEP(Ty, Addr, ME.fieldIndex(SD, K));
    fe::Type FT = SD->Fields[K].Ty;
    if (K < I->Args.size())
      emitInit(FA, FT, I->Args[K]);
    else
      emitZero(FA, FT);
  }
}

void FunctionEmitter::forEachIndex(uint64_t From, uint64_t N,
                                   llvm::StringRef Prefix,
                                   llvm::function_ref<void(Value *)> Elem) {
  constexpr uint64_t MaxUnrolled = 16;
  if (From >= N)
    return;
  if (N - From <= MaxUnrolled) {
    for (uint64_t K = From; K < N; ++K)
      Elem(B.getInt64(K));
    return;
  }
  indexLoop(From, B.getInt64(N), Prefix, Elem, /*MayBeEmpty=*/false);
}

void FunctionEmitter::indexLoop(uint64_t From, Value *N, StringRef Prefix,
                                function_ref<void(Value *)> Elem,
                                bool MayBeEmpty) {
  // for (k = From; k < N; ++k), in uniform control flow; without a guard
  // and ending on k + 1 == N when the caller knows N > From.
  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Body = newBlock(Prefix + ".body");
  BasicBlock *End = newBlock(Prefix + ".end");
  if (MayBeEmpty)
    B.CreateCondBr(B.CreateICmpULT(B.getInt64(From), N), Body, End);
  else
    B.CreateBr(Body);
  B.SetInsertPoint(Body);
  PHINode *K = B.CreatePHI(B.getInt64Ty(), 2, Prefix + ".k");
  K->addIncoming(B.getInt64(From), Pre);
  Elem(K);
  Value *Next = B.CreateNUWAdd(K, B.getInt64(1));
  K->addIncoming(Next, B.GetInsertBlock());
  if (MayBeEmpty)
    B.CreateCondBr(B.CreateICmpULT(Next, N), Body, End);
  else
    B.CreateCondBr(B.CreateICmpEQ(Next, N), End, Body);
  End->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(End);
}

void FunctionEmitter::forEachScalar(
    Value *Dst, Value *Src, const fe::Type &T, uint64_t From,
    const std::function<void(Value *, Value *, const fe::Type &)> &Leaf) {
  if (T.isArray() && T.hasRuntimeDims()) {
    fe::Type ET = T.elementType();
    auto Each = [&](Value *K) {
      forEachScalar(arrayElementAddress(Dst, T, K),
                    Src ? arrayElementAddress(Src, T, K) : nullptr, ET, 0,
                    Leaf);
    };
    if (T.isRuntimeDim(0))
      forEachIndexUpTo(From, runtimeDimValue(T, 0), "elem", Each);
    else
      forEachIndex(From, T.Dims.front(), "elem", Each);
    return;
  }
  llvm::Type *Ty = ME.storageType(T);
  if (T.isArray()) {
    fe::Type ET = T.elementType();
    uint64_t N = T.Dims.front();
    if (From >= N)
      return;
    Value *Zero = B.getInt64(0);
    forEachIndex(From, N, "elem", [&](Value *K) {
      forEachScalar(B.CreateInBoundsGEP(Ty, Dst, {Zero, K}),
                    Src ? B.CreateInBoundsGEP(Ty, Src, {Zero, K}) : nullptr,
                    ET, 0, Leaf);
    });
    return;
  }
  if (T.isStruct()) {
    for (size_t K = 0; K < T.Struct->Fields.size(); ++K)
      forEachScalar(B.CreateStructGEP(Ty, Dst, ME.fieldIndex(T.Struct, K)),
                    Src ? B.CreateStructGEP(Ty, Src, ME.fieldIndex(T.Struct, K))
                        : nullptr,
                    T.Struct->Fields[K].Ty, 0, Leaf);
    return;
  }
  Leaf(Dst, Src, T);
}

void FunctionEmitter::emitZero(Value *Addr, const fe::Type &T, uint64_t From) {
  forEachScalar(Addr, nullptr, T, From,
                [&](Value *D, Value *, const fe::Type &ST) {
                  createStore(Constant::getNullValue(ME.storageType(ST)), D);
                });
}

void FunctionEmitter::emitCopy(Value *Dst, Value *Src, const fe::Type &T) {
  forEachScalar(Dst, Src, T, 0, [&](Value *D, Value *S, const fe::Type &ST) {
    llvm::Type *Ty = ME.storageType(ST);
    createStore(B.CreateLoad(Ty, S), D);
  });
}

void FunctionEmitter::emitStmt(Stmt *S) {
  if (!S)
    return;
  ScopedDebugLoc Loc(B, ME.DI.location(S->Loc));
  switch (S->Kind) {
  case StmtKind::Compound: {
    ME.DI.pushBlock(S);
    Value *Region = S->Unmasked ? beginUnmasked() : nullptr;
    for (Stmt *C : S->Children)
      emitStmt(C);
    if (Region)
      endUnmasked(Region);
    ME.DI.popBlock();
    return;
  }
  case StmtKind::Decl:
    emitDecl(S);
    return;
  case StmtKind::ExprS:
    emitExpr(S->E);
    return;
  case StmtKind::Empty:
    return;
  case StmtKind::If:
    emitIf(S);
    return;
  case StmtKind::While:
    emitWhile(S);
    return;
  case StmtKind::Do:
    emitDo(S);
    return;
  case StmtKind::For:
    // The init declaration's scope is the loop.
    ME.DI.pushBlock(S);
    emitFor(S);
    ME.DI.popBlock();
    return;
  case StmtKind::Foreach:
    ME.DI.pushBlock(S);
    if (S->FK == ForeachKind::Active)
      emitForeachActive(S);
    else if (S->FK == ForeachKind::Unique)
      emitForeachUnique(S);
    else
      emitForeach(S);
    ME.DI.popBlock();
    return;
  case StmtKind::Switch:
    emitSwitch(S);
    return;
  case StmtKind::Case:
  case StmtKind::Default:
    emitCaseLabel(S);
    return;
  case StmtKind::Label:
    emitLabel(S);
    return;
  case StmtKind::Goto:
    emitGoto(S);
    return;
  case StmtKind::Launch:
    emitLaunch(S);
    return;
  case StmtKind::Sync:
    emitSync();
    return;
  case StmtKind::Delete: // CodeGenAlloc.cpp
    emitDelete(S);
    return;
  case StmtKind::Break:
    // Sema rejects break outside loops/switches and inside foreach.
    if (!Loops.empty() && Loops.back().Break) {
      B.CreateBr(Loops.back().Break);
      startDeadBlock();
    }
    return;
  case StmtKind::Continue:
    if (!Loops.empty()) {
      B.CreateBr(Loops.back().Continue);
      startDeadBlock();
    }
    return;
  case StmtKind::Return:
    if (S->E && FD.RetTy.IsRef) {
      B.CreateStore(emitAddress(S->E), RetSlot);
    } else if (S->E) {
      Value *V = emitExpr(S->E);
      if (RetPtr && V)
        emitCopy(RetPtr, V, FD.RetTy);
      else if (RetSlot && V && FD.RetTy.IsPointer)
        B.CreateStore(V, RetSlot);
      else if (RetSlot && V)
        store(V, RetSlot, FD.RetTy.Kind);
    }
    for (unsigned Id : NoExitLoops)
      if (!is_contained(ReturnLoops, Id))
        ReturnLoops.push_back(Id);
    B.CreateBr(RetBB);
    startDeadBlock();
    return;
  }
}

unsigned FunctionEmitter::beginLoop(Stmt *S, Instruction *Enter) {
  if (!S->NoOtherExit)
    return ~0u;
  unsigned Id = ME.NextLoopId++;
  IRBuilder<> LB(Enter);
  LB.SetCurrentDebugLocation(Enter->getDebugLoc());
  LB.CreateCall(ME.loopMarker(LoopBeginName), {LB.getInt32(Id)});
  NoExitLoops.push_back(Id);
  return Id;
}

void FunctionEmitter::endLoop(unsigned Id, BasicBlock *End) {
  if (Id == ~0u)
    return;
  NoExitLoops.pop_back();
  IRBuilder<> LB(End, End->begin());
  LB.SetCurrentDebugLocation(B.getCurrentDebugLocation());
  LB.CreateCall(ME.loopMarker(LoopEndName), {LB.getInt32(Id)});
}

void FunctionEmitter::gangJoin(Stmt *S) {
  if (S->GangJoin)
    B.CreateCall(ME.gangJoin());
}

/// cif/cfor/cwhile/cdo: the hint for spmd-all-on (wfv/AllOnFastPath.h).
void FunctionEmitter::markCoherent(Stmt *S, Instruction *Br) {
  if (S->Coherent)
    Br->setMetadata("spmd.coherent", MDNode::get(Br->getContext(), {}));
}

Value *FunctionEmitter::beginUnmasked() {
  BasicBlock *Begin = newBlock("unmasked.begin");
  branchTo(Begin);
  B.SetInsertPoint(Begin);
  CallInst *CI = B.CreateCall(declareUnmaskedBegin(ME.M), {}, "unmasked");
  CI->setConvergent();
  return CI;
}

void FunctionEmitter::endUnmasked(Value *Region) {
  BasicBlock *End = newBlock("unmasked.end");
  branchTo(End);
  End->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(End);
  B.CreateCall(declareUnmaskedEnd(ME.M), {Region})->setConvergent();
}

void FunctionEmitter::emitIf(Stmt *S) {
  Value *C = emitExpr(S->E);
  BasicBlock *Then = newBlock("if.then");
  BasicBlock *Else = S->Else ? newBlock("if.else") : nullptr;
  BasicBlock *End = newBlock("if.end");
  markCoherent(S, B.CreateCondBr(C, Then, Else ? Else : End));
  B.SetInsertPoint(Then);
  if (Else)
    gangJoin(S); // the other side may have run first (AST.h GangJoin)
  emitStmt(S->Body);
  branchTo(End);
  if (Else) {
    B.SetInsertPoint(Else);
    gangJoin(S);
    emitStmt(S->Else);
    branchTo(End);
  }
  End->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(End);
  gangJoin(S);
}

void FunctionEmitter::emitWhile(Stmt *S) {
  BasicBlock *Cond = newBlock("while.cond");
  BasicBlock *Body = newBlock("while.body");
  BasicBlock *End = newBlock("while.end");
  unsigned Id = beginLoop(S, B.CreateBr(Cond));
  B.SetInsertPoint(Cond);
  markCoherent(S, B.CreateCondBr(emitExpr(S->E), Body, End));
  B.SetInsertPoint(Body);
  Loops.push_back({End, Cond});
  emitStmt(S->Body);
  Loops.pop_back();
  branchTo(Cond);
  End->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(End);
  endLoop(Id, End);
  gangJoin(S);
}

void FunctionEmitter::emitDo(Stmt *S) {
  BasicBlock *Body = newBlock("do.body");
  BasicBlock *Cond = newBlock("do.cond");
  BasicBlock *End = newBlock("do.end");
  unsigned Id = beginLoop(S, B.CreateBr(Body));
  B.SetInsertPoint(Body);
  Loops.push_back({End, Cond});
  emitStmt(S->Body);
  Loops.pop_back();
  branchTo(Cond);
  Cond->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(Cond);
  markCoherent(S, B.CreateCondBr(emitExpr(S->E), Body, End));
  End->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(End);
  endLoop(Id, End);
  gangJoin(S);
}

void FunctionEmitter::emitFor(Stmt *S) {
  emitStmt(S->Init);
  BasicBlock *Cond = newBlock("for.cond");
  BasicBlock *Body = newBlock("for.body");
  BasicBlock *Inc = newBlock("for.inc");
  BasicBlock *End = newBlock("for.end");
  unsigned Id = beginLoop(S, B.CreateBr(Cond));
  B.SetInsertPoint(Cond);
  if (S->E)
    markCoherent(S, B.CreateCondBr(emitExpr(S->E), Body, End));
  else
    B.CreateBr(Body);
  B.SetInsertPoint(Body);
  Loops.push_back({End, Inc});
  emitStmt(S->Body);
  Loops.pop_back();
  branchTo(Inc);
  Inc->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(Inc);
  if (S->Step)
    emitExpr(S->Step);
  B.CreateBr(Cond);
  End->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(End);
  endLoop(Id, End);
  gangJoin(S);
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

std::unique_ptr<Module> generateSpmdIR(const std::vector<FuncDecl *> &Defs,
                                       const std::vector<VarDecl *> &Globals,
                                       LLVMContext &Ctx,
                                       const FrontendOptions &Opts,
                                       StringRef ModuleName,
                                       const clang::SourceManager &SM,
                                       std::string &Err) {
  auto M = std::make_unique<Module>(ModuleName, Ctx);
  M->setSourceFileName(ModuleName);
  if (!Opts.TargetTriple.empty())
    M->setTargetTriple(Triple(Opts.TargetTriple));
  if (!Opts.DataLayout.empty()) {
    Expected<DataLayout> DL = DataLayout::parse(Opts.DataLayout);
    if (!DL) {
      Err = "invalid data layout '" + Opts.DataLayout +
            "': " + toString(DL.takeError());
      return nullptr;
    }
    M->setDataLayout(*DL);
  }
  DebugInfoEmitter DI(*M, SM, ModuleName, Opts.Producer, Opts.Optimized);
  ModuleEmitter ME(Ctx, *M, DI);
  ME.SingleLoopForeach = Opts.SingleLoopForeach;
  ME.DisableAssertions = Opts.DisableAssertions;
  ME.VaryingGlobalLanes =
      Opts.VaryingGlobalLanes ? Opts.VaryingGlobalLanes : Opts.ProgramCount;
  // Declare every function first so calls resolve in any order.
  for (FuncDecl *FD : Defs) {
    ME.function(FD);
    if (FD->AddressTaken)
      ME.AddressTaken.push_back(FD);
  }
  // Every global visible outside the object, used here or not (another
  // object or the application may declare it), defined before an `extern`
  // declaration asks for it; after the functions, its initializer's
  // possible targets.
  for (VarDecl *V : Globals)
    if (!V->IsExtern && !V->IsStatic && !V->Invalid)
      ME.global(V);
  for (FuncDecl *FD : Defs) {
    FunctionEmitter FE(ME, *FD);
    FE.emit();
  }
  ME.emitGangGlobalsInit(Opts.RuntimeGang);
  DI.finalize();
  raw_string_ostream OS(Err);
  if (verifyModule(*M, &OS))
    return nullptr;
  return M;
}

} // namespace fe
} // namespace spmdc
