//===- Dispatch.cpp - run-time dispatch for multi-target builds -----------===//

#include "tools/spmdc/Dispatch.h"
#include "tools/spmdc/DispatchCpuCheck.h"
#include "tools/spmdc/Targets.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace spmdc {

std::vector<ExportedFunction> collectExports(Module &M) {
  std::vector<ExportedFunction> Out;
  for (Function &F : M)
    if (!F.isDeclaration() &&
        F.getFnAttribute("spmd.kind").getValueAsString() == "export")
      Out.push_back({F.getName().str(), F.getFunctionType(), F.getAttributes()});
  return Out;
}

void suffixExports(Module &M, const TargetDesc &T) {
  for (Function &F : M)
    if (!F.isDeclaration() &&
        F.getFnAttribute("spmd.kind").getValueAsString() == "export")
      F.setName(F.getName() + "_" + symbolSuffix(T));
}

/// Ends \p BB with `return Impl(Args...)`, a tail call.
static void forwardCall(BasicBlock *BB, FunctionCallee Impl,
                        ArrayRef<Value *> Args) {
  IRBuilder<> B(BB);
  CallInst *C = B.CreateCall(Impl, Args);
  C->setTailCall();
  if (C->getType()->isVoidTy())
    B.CreateRetVoid();
  else
    B.CreateRet(C);
}

/// A dispatcher `Name` for \p E with the target attributes of \p Family
/// (no vscale_range: it must not assume anything about the length), its
/// entry block empty.
static Function *createDispatcher(Module &M, const ExportedFunction &E,
                                  const TargetDesc &Family,
                                  const std::string &Name) {
  LLVMContext &Ctx = M.getContext();
  Function *D = Function::Create(E.Type, GlobalValue::ExternalLinkage, Name, M);
  SmallVector<AttributeSet, 8> P;
  for (unsigned I = 0; I < E.Type->getNumParams(); ++I)
    P.push_back(E.Attrs.getParamAttrs(I));
  D->setAttributes(
      AttributeList::get(Ctx, AttributeSet(), E.Attrs.getRetAttrs(), P));
  D->addFnAttr("target-cpu", Family.CPU);
  D->addFnAttr("target-features", Family.Features);
  D->addFnAttr(Attribute::NoUnwind);
  BasicBlock::Create(Ctx, "entry", D);
  return D;
}

void addFallbackDispatch(Module &M, ArrayRef<ExportedFunction> Exports,
                         const TargetDesc &Family, const TargetDesc &Fallback,
                         const std::string &NameSuffix) {
  LLVMContext &Ctx = M.getContext();
  for (const ExportedFunction &E : Exports) {
    Function *D = createDispatcher(M, E, Family, E.Name + NameSuffix);
    IRBuilder<> B(&D->getEntryBlock());
    std::vector<Value *> Args;
    for (Argument &A : D->args())
      Args.push_back(&A);
    BasicBlock *Scalable = BasicBlock::Create(Ctx, symbolSuffix(Family), D);
    BasicBlock *Fixed = BasicBlock::Create(Ctx, symbolSuffix(Fallback), D);
    // A switch on the exact values, not `x & (x - 1)`: the AArch64 backend
    // knows vscale is a power of two and would fold that test away.
    SwitchInst *S =
        B.CreateSwitch(B.CreateVScale(B.getInt64Ty(), "vscale"), Fixed, 5);
    for (uint64_t V = 1; V <= 16; V *= 2)
      S->addCase(B.getInt64(V), Scalable);
    std::pair<BasicBlock *, const TargetDesc *> Ends[] = {{Scalable, &Family},
                                                          {Fixed, &Fallback}};
    for (auto [BB, T] : Ends) {
      Function *Impl = M.getFunction(E.Name + "_" + symbolSuffix(*T));
      Impl->setLinkage(GlobalValue::InternalLinkage);
      forwardCall(BB, Impl, Args);
    }
  }
}

void addLengthDispatch(Module &M, ArrayRef<ExportedFunction> Exports,
                       const TargetDesc &Family, ArrayRef<const TargetDesc *> Variants,
                       const std::string &NameSuffix) {
  LLVMContext &Ctx = M.getContext();
  for (const ExportedFunction &E : Exports) {
    Function *D = Function::Create(E.Type, GlobalValue::ExternalLinkage,
                                   E.Name + NameSuffix, M);
    D->setAttributes(AttributeList::get(Ctx, AttributeSet(), E.Attrs.getRetAttrs(),
                                        [&] {
                                          SmallVector<AttributeSet, 8> P;
                                          for (unsigned I = 0; I < E.Type->getNumParams(); ++I)
                                            P.push_back(E.Attrs.getParamAttrs(I));
                                          return P;
                                        }()));
    D->addFnAttr("target-cpu", Family.CPU);
    D->addFnAttr("target-features", Family.Features);
    D->addFnAttr(Attribute::NoUnwind);
    BasicBlock *BB = BasicBlock::Create(Ctx, "entry", D);
    IRBuilder<> B(BB);
    Value *VScale = B.CreateVScale(B.getInt64Ty(), "vscale");
    std::vector<Value *> Args;
    for (Argument &A : D->args())
      Args.push_back(&A);
    // Longest first; the shortest variant runs on every vector length.
    for (unsigned I = Variants.size(); I-- > 0;) {
      const TargetDesc &V = *Variants[I];
      Function *Impl = M.getFunction(E.Name + "_" + symbolSuffix(V));
      Impl->setLinkage(GlobalValue::InternalLinkage);
      BasicBlock *Call = BasicBlock::Create(Ctx, symbolSuffix(V), D);
      BasicBlock *Next = I ? BasicBlock::Create(Ctx, "shorter", D) : nullptr;
      if (Next)
        B.CreateCondBr(B.CreateICmpUGE(VScale, B.getInt64(V.SVEVScale)), Call, Next);
      else
        B.CreateBr(Call);
      forwardCall(Call, Impl, Args);
      if (Next)
        B.SetInsertPoint(Next);
    }
  }
}

namespace {

/// `int __spmdc_dispatch_choice()`: index of the best target this CPU runs,
/// computed on the first call and cached in a module-local global.
Function *buildChoiceFunction(Module &M, ArrayRef<const TargetDesc *> Targets) {
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  auto *Cache = new GlobalVariable(M, I32, false, GlobalValue::InternalLinkage,
                                   ConstantInt::getSigned(I32, -1), "__spmdc_dispatch_cache");

  Function *Choice = Function::Create(FunctionType::get(I32, false),
                                      GlobalValue::InternalLinkage, "__spmdc_dispatch_choice", M);
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", Choice);
  BasicBlock *Compute = BasicBlock::Create(Ctx, "compute", Choice);
  IRBuilder<> B(Entry);
  Value *Cached = B.CreateLoad(I32, Cache, "cached");
  BasicBlock *Done = BasicBlock::Create(Ctx, "cached", Choice);
  B.CreateCondBr(B.CreateICmpSGE(Cached, B.getInt32(0)), Done, Compute);
  B.SetInsertPoint(Done);
  B.CreateRet(Cached);

  B.SetInsertPoint(Compute);
  std::string Names;
  for (unsigned I = 0; I < Targets.size(); ++I) {
    Names += (I ? ", " : "") + std::string(Targets[I]->Name);
    Value *Ok = emitCpuRuns(B, *Targets[I]);
    BasicBlock *Found = BasicBlock::Create(Ctx, "found", Choice);
    BasicBlock *Next = BasicBlock::Create(Ctx, "next", Choice);
    B.CreateCondBr(Ok, Found, Next);
    B.SetInsertPoint(Found);
    B.CreateStore(B.getInt32(I), Cache);
    B.CreateRet(B.getInt32(I));
    B.SetInsertPoint(Next);
  }
  emitNoSupportedTarget(B, Names);
  return Choice;
}

} // namespace

std::unique_ptr<Module> buildDispatchModule(LLVMContext &Ctx, ArrayRef<ExportedFunction> Exports,
                                            ArrayRef<const TargetDesc *> Targets) {
  auto M = std::make_unique<Module>("spmdc-dispatch", Ctx);
  M->setTargetTriple(Triple(tripleFor(*Targets.front())));
  Function *Choice = buildChoiceFunction(*M, Targets);

  for (const ExportedFunction &E : Exports) {
    Function *D = Function::Create(E.Type, GlobalValue::ExternalLinkage, E.Name, *M);
    BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", D);
    IRBuilder<> B(Entry);
    std::vector<Value *> Args;
    for (Argument &A : D->args())
      Args.push_back(&A);
    Value *Idx = B.CreateCall(Choice, {}, "choice");
    BasicBlock *Fallback = BasicBlock::Create(Ctx, "unreachable", D);
    SwitchInst *SW = B.CreateSwitch(Idx, Fallback, Targets.size());
    for (unsigned I = 0; I < Targets.size(); ++I) {
      BasicBlock *Call = BasicBlock::Create(Ctx, Targets[I]->Name, D);
      SW->addCase(B.getInt32(I), Call);
      forwardCall(Call, M->getOrInsertFunction(
                            E.Name + "_" + symbolSuffix(*Targets[I]), E.Type),
                  Args);
    }
    IRBuilder<>(Fallback).CreateUnreachable();
  }
  return M;
}

} // namespace spmdc
