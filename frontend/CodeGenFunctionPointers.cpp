//===- CodeGenFunctionPointers.cpp - calls through function pointers ------===//
//
// \file
// A function pointer is the address of its function's tag (an i8 constant,
// ModuleEmitter::functionTag), and a call through one is a chain
// of compares against the address-taken functions of its signature, each
// followed by a direct call (docs/spmd-ir.md, "Function pointers"):
//
//   p = <pointer>; args...
//   if (p == @f.fnptr) r = f(args) else if (p == @g.fnptr) r = g(args) ...
//
// In per-lane SPMD IR a varying pointer makes these varying branches, so
// each distinct target runs once with exactly the lanes holding it (ISPC's
// loop over the distinct targets, unrolled over the candidates); a uniform
// pointer makes them uniform branches. The direct calls are inlined (or
// become masked variants) like any other call. A pointer to no candidate
// (NULL) calls nothing; the result is then 0.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/xxhash.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace spmdc {
namespace fe {

Constant *ModuleEmitter::functionTag(FuncDecl *FD) {
  if (Constant *C = FunctionTags.lookup(FD))
    return C;
  // One tag per function for the whole program: the vector-length variants
  // of sve-multi and the objects of a multi-target build each emit it, and
  // a pointer one of them stored in a global's initializer must equal the
  // tag the running one compares against. So the tag is a hidden weak_odr
  // symbol (kept even where unused: the driver turns the later variants'
  // copies into references to the first one's), named after the function and
  // (so that a same-named static function of another source file keeps its
  // own tag) a hash of the source file name.
  // GPU modules are one variant, and PTX cannot name a non-local symbol
  // with a '.': there the tag stays private. (The triple may not be set
  // yet; SingleLoopForeach is the GPU targets' foreach form.)
  Triple TT(M.getTargetTriple());
  bool Gpu = SingleLoopForeach || TT.isNVPTX() || TT.isAMDGPU();
  std::string Name =
      Gpu ? FD->IRName + ".fnptr"
          : FD->IRName + ".fnptr." +
                utohexstr(xxh3_64bits(M.getSourceFileName()) & 0xffffffffu,
                          /*LowerCase=*/true);
  auto *G = new GlobalVariable(
      M, llvm::Type::getInt8Ty(Ctx), /*isConstant=*/true,
      Gpu ? GlobalValue::PrivateLinkage : GlobalValue::WeakODRLinkage,
      ConstantInt::get(llvm::Type::getInt8Ty(Ctx), 0), Name);
  if (!Gpu)
    G->setVisibility(GlobalValue::HiddenVisibility);
  Constant *C = ConstantExpr::getPointerCast(G, PointerType::getUnqual(Ctx));
  FunctionTags[FD] = C;
  return C;
}

/// A signature a C function can have: uniform scalars (not bool, whose C
/// ABI differs from i1) and pointers, no references, structs or tasks.
static bool cCallable(const FuncSig &Sig) {
  auto C = [](const fe::Type &T) {
    return T.isUniform() && !T.IsRef && !T.Fn && T.Dims.empty() &&
           (T.IsPointer || (!T.Struct && T.Kind != ScalarKind::Bool));
  };
  return !Sig.IsTask && (Sig.Ret.isVoid() || C(Sig.Ret)) &&
         llvm::all_of(Sig.Params, C);
}

Value *FunctionEmitter::emitIndirectCall(Expr *E) {
  Value *P = emitExpr(E->A);
  const FuncSig *Sig = E->A->Ty.Fn;
  std::vector<Value *> Args;
  // As a direct call (emitCall): a struct result through a leading
  // pointer to the caller's temporary, a struct argument as a pointer to
  // a copy, a reference argument as the object's address.
  Value *AggResult = nullptr;
  if (E->Ty.isStruct()) {
    AggResult = structTemp(E->Ty, "fnptr.agg.ret");
    emitZero(AggResult, E->Ty); // no candidate matched: a zero struct
    Args.push_back(AggResult);
  }
  emitCallArgs(
      E, [&](size_t I) { return Sig->Params[I].IsRef; }, "fnptr.agg.arg",
      Args);
  AllocaInst *Slot = nullptr;
  // A pointer result is a `ptr` (NULL when no candidate matched).
  bool Ptr = E->Ty.IsPointer;
  llvm::Type *SlotTy = Ptr ? ME.valueType(E->Ty) : ME.memType(E->Ty.Kind);
  auto Store = [&](Value *V) {
    if (Ptr)
      B.CreateStore(V, Slot);
    else
      store(V, Slot, E->Ty.Kind);
  };
  if (!E->Ty.isVoid() && !AggResult) {
    IRBuilder<> AB(AllocaPt);
    Slot = AB.CreateAlloca(SlotTy, nullptr, "fnptr.result");
    Store(Constant::getNullValue(Ptr ? SlotTy : ME.regType(E->Ty.Kind)));
  }
  BasicBlock *End = newBlock("fnptr.end");
  for (FuncDecl *C : ME.AddressTaken) {
    if (C->AddrSig != Sig)
      continue;
    BasicBlock *Hit = newBlock("fnptr.call." + C->Name);
    BasicBlock *Next = newBlock("fnptr.next");
    B.CreateCondBr(B.CreateICmpEQ(P, ME.functionTag(C)), Hit, Next);
    B.SetInsertPoint(Hit);
    CallInst *CI = B.CreateCall(ME.function(C), Args);
    if (Slot)
      Store(CI);
    B.CreateBr(End);
    B.SetInsertPoint(Next);
  }
  // A pointer no SPMD function's tag matches may be a C function the host
  // passed to an export function (`uniform` pointer, C's types: Sema):
  // called as an extern "C" function is, once for the gang when some
  // program instance is active (CodeGenExternC.cpp). NULL calls nothing.
  // CPU targets only: GPU modules (no triple in the frontend) cannot call
  // host code, and an indirect call would cost every kernel using function
  // pointers; their export functions take none (gpu-backend refuses).
  Triple TT(ME.M.getTargetTriple());
  bool Cpu = !TT.str().empty() && !TT.isNVPTX() && !TT.isAMDGPU();
  if (Cpu && E->A->Ty.isUniform() && cCallable(*Sig)) {
    BasicBlock *Call = newBlock("fnptr.c.call");
    Value *Any =
        crossLane(B, ME.M, CrossLaneOp::Any, B.getInt1Ty(), {B.getTrue()});
    B.CreateCondBr(
        B.CreateAnd(Any, B.CreateIsNotNull(P, "fnptr.nonnull"), "fnptr.c"),
        Call, End);
    B.SetInsertPoint(Call);
    std::vector<llvm::Type *> PTys;
    for (Value *A : Args)
      PTys.push_back(A->getType());
    llvm::Type *RTy = E->Ty.isVoid() ? B.getVoidTy()
                      : Ptr          ? ME.valueType(E->Ty)
                                     : ME.regType(E->Ty.Kind);
    CallInst *CI =
        B.CreateCall(FunctionType::get(RTy, PTys, false), P, Args, "");
    CI->setConvergent(); // as an extern "C" call: stays where it is
    if (Slot)
      Store(CI);
  }
  B.CreateBr(End);
  End->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(End);
  if (AggResult)
    return AggResult;
  if (Slot && Ptr)
    return B.CreateLoad(SlotTy, Slot, "fnptr.call");
  return Slot ? load(Slot, E->Ty.Kind, "fnptr.call") : nullptr;
}

} // namespace fe
} // namespace spmdc
