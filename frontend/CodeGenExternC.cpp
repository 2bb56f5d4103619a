//===- CodeGenExternC.cpp - calls of extern "C" functions -----------------===//
//
// \file
// SPMD IR of a call of an `extern "C"` function (SemaExternC.cpp): ISPC
// makes one call for the gang, and none if no program instance is active
// at the call. The call sits behind a uniform branch on `any(true)` (the
// cross-lane `any` over the active lanes), the same shape as a uniform
// atomic: the vectorizer keeps uniform work scalar, and a block that runs
// with an empty mask skips the call. Its arguments are uniform (Sema), so
// the call needs no widening; the callee is an external declaration with
// the C calling convention (ModuleEmitter::function).
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"

using namespace llvm;

namespace spmdc {
namespace fe {

Value *FunctionEmitter::emitExternCCall(Expr *E) {
  std::vector<Value *> Args;
  for (Expr *A : E->Args)
    Args.push_back(emitExpr(A));
  Function *Callee = ME.function(E->Fn);
  Value *Any =
      crossLane(B, ME.M, CrossLaneOp::Any, B.getInt1Ty(), {B.getTrue()});
  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Do = newBlock("externc.call");
  BasicBlock *Done = newBlock("externc.done");
  B.CreateCondBr(Any, Do, Done);
  B.SetInsertPoint(Do);
  CallInst *CI = B.CreateCall(Callee, Args);
  // Keep it where it is: no pass may make it depend on more (or fewer)
  // lanes' control flow, nor meld two calls into one (DARM).
  CI->setConvergent();
  BasicBlock *DoEnd = B.GetInsertBlock();
  B.CreateBr(Done);
  B.SetInsertPoint(Done);
  if (Callee->getReturnType()->isVoidTy())
    return nullptr;
  CI->setName("call");
  PHINode *R = B.CreatePHI(CI->getType(), 2, "externc.ret");
  R->addIncoming(CI, DoEnd);
  R->addIncoming(Constant::getNullValue(CI->getType()), Pre);
  return R;
}

} // namespace fe
} // namespace spmdc
