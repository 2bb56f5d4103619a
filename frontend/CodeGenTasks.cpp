//===- CodeGenTasks.cpp - SPMD IR for tasks, launch and sync --------------===//
//
// \file
// Lowers ISPC's task parallelism to ISPC's task ABI (docs/spmd-ir.md
// "Tasks"), so a host that brings its own task system links unchanged:
//
//   task void f(uniform T0 a, varying T1 b)
//     → define internal void @f(ptr %data, i32 %threadIndex,
//           i32 %threadCount, i32 %taskIndex, i32 %taskCount,
//           i32 %taskIndex0, i32 %taskIndex1, i32 %taskIndex2,
//           i32 %taskCount0, i32 %taskCount1, i32 %taskCount2)
//       "spmd.kind"="task", every parameter "spmd.uniform"; the prologue
//       loads a and b from the argument block { T0, [64 x T1] } at %data
//       (each lane its own element of a varying parameter's array; a
//       reference parameter's field is the referenced object's address, a
//       struct parameter's a copy of the struct). The vectorizer widens it
//       like an export function (all lanes on).
//
//   launch[n0, n1, n2] f(x, y)
//     → %mem = call ptr @ISPCAlloc(ptr %task.handle, i64 size, i32 align)
//       store x, y into { T0, [64 x T1] } at %mem (y: element programIndex)
//       call void @ISPCLaunch(ptr %task.handle, ptr @f, ptr %mem, n0, n1, n2)
//
//   launch[n] fp(x) through a uniform pointer to task functions
//     → compare fp with the tag of each address-taken task of its
//       signature (as a call through a function pointer does) and launch
//       the one it equals, as above
//
//   sync (and the implicit one before a launching function returns)
//     → %h = load ptr %task.handle; if (%h != null) {
//         call void @ISPCSync(ptr %h); store ptr null, ptr %task.handle }
//
// %task.handle is one `void *` per function, null at entry. All of this is
// uniform (the widener keeps it scalar, executed once per gang) except the
// per-lane stores of varying arguments and of the launch mask: a task that
// some launch may start with lanes off (FuncDecl::PartialEntry) gets a
// [64 x i8] mask last in its block, which every launch zeroes and each
// active lane sets, and the task's entry skips the body in lanes whose byte
// is 0.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "frontend/Tasks.h"

using namespace llvm;

namespace spmdc {
namespace fe {

//===----------------------------------------------------------------------===//
// ModuleEmitter
//===----------------------------------------------------------------------===//

Function *ModuleEmitter::createTaskFunction(FuncDecl *FD) {
  static const char *const ParamNames[TaskEntryParams] = {
      "data",       "threadIndex", "threadCount", "taskIndex",
      "taskCount",  "taskIndex0",  "taskIndex1",  "taskIndex2",
      "taskCount0", "taskCount1",  "taskCount2"};
  llvm::Type *I32 = llvm::Type::getInt32Ty(Ctx);
  SmallVector<llvm::Type *, TaskEntryParams> Params(TaskEntryParams, I32);
  Params[0] = PointerType::getUnqual(Ctx);
  auto *FT = FunctionType::get(llvm::Type::getVoidTy(Ctx), Params, false);
  // Internal: reached only through the pointer handed to ISPCLaunch.
  Function *Fn =
      Function::Create(FT, GlobalValue::InternalLinkage, FD->IRName, M);
  Fn->addFnAttr("spmd.kind", "task");
  Fn->addFnAttr(Attribute::NoUnwind);
  for (unsigned I = 0; I < TaskEntryParams; ++I) {
    Fn->getArg(I)->setName(ParamNames[I]);
    Fn->addParamAttr(I, Attribute::get(Ctx, "spmd.uniform"));
  }
  return Fn;
}

llvm::StructType *ModuleEmitter::taskArgsType(FuncDecl *FD) {
  SmallVector<llvm::Type *, 8> Fields;
  for (VarDecl *P : FD->Params) {
    // A reference travels as the referenced object's address, a struct as
    // a copy of its value (as calls pass them, CodeGenExpr.cpp).
    llvm::Type *T = P->Ty.IsPointer || P->Ty.IsRef ? PointerType::getUnqual(Ctx)
                    : P->Ty.isStruct()             ? storageType(P->Ty)
                                                   : memType(P->Ty.Kind);
    if (P->Ty.isVarying())
      T = ArrayType::get(T, TaskMaxLanes);
    Fields.push_back(T);
  }
  if (FD->PartialEntry) // the launching lanes
    Fields.push_back(ArrayType::get(llvm::Type::getInt8Ty(Ctx), TaskMaxLanes));
  if (Fields.empty()) // never ask a task system for zero bytes
    Fields.push_back(llvm::Type::getInt8Ty(Ctx));
  return StructType::get(Ctx, Fields);
}

FunctionCallee ModuleEmitter::ispcAlloc() {
  auto *Ptr = PointerType::getUnqual(Ctx);
  FunctionCallee C = M.getOrInsertFunction(
      ISPCAllocName,
      FunctionType::get(Ptr,
                        {Ptr, llvm::Type::getInt64Ty(Ctx),
                         llvm::Type::getInt32Ty(Ctx)},
                        false));
  if (auto *Fn = dyn_cast<Function>(C.getCallee()))
    Fn->addFnAttr(Attribute::NoUnwind);
  return C;
}

FunctionCallee ModuleEmitter::ispcLaunch() {
  auto *Ptr = PointerType::getUnqual(Ctx);
  auto *I32 = llvm::Type::getInt32Ty(Ctx);
  FunctionCallee C = M.getOrInsertFunction(
      ISPCLaunchName, FunctionType::get(llvm::Type::getVoidTy(Ctx),
                                        {Ptr, Ptr, Ptr, I32, I32, I32}, false));
  if (auto *Fn = dyn_cast<Function>(C.getCallee()))
    Fn->addFnAttr(Attribute::NoUnwind);
  return C;
}

FunctionCallee ModuleEmitter::ispcSync() {
  FunctionCallee C = M.getOrInsertFunction(
      ISPCSyncName, FunctionType::get(llvm::Type::getVoidTy(Ctx),
                                      {PointerType::getUnqual(Ctx)}, false));
  if (auto *Fn = dyn_cast<Function>(C.getCallee()))
    Fn->addFnAttr(Attribute::NoUnwind);
  return C;
}

//===----------------------------------------------------------------------===//
// FunctionEmitter
//===----------------------------------------------------------------------===//

AllocaInst *FunctionEmitter::taskHandle() {
  if (TaskHandle)
    return TaskHandle;
  IRBuilder<> AB(AllocaPt);
  auto *Ptr = PointerType::getUnqual(Ctx);
  TaskHandle = AB.CreateAlloca(Ptr, nullptr, "task.handle");
  // One handle for the gang, not one per lane (spmd-privatize).
  AB.CreateCall(ME.gangShared(), {TaskHandle});
  AB.CreateStore(ConstantPointerNull::get(Ptr), TaskHandle);
  return TaskHandle;
}

void FunctionEmitter::emitTaskPrologue() {
  StructType *ST = ME.taskArgsType(&FD);
  Value *Data = F->getArg(0);
  for (unsigned I = 0; I < FD.Params.size(); ++I) {
    VarDecl *P = FD.Params[I];
    if (P->Name.empty())
      continue;
    Value *Field = B.CreateStructGEP(ST, Data, I, P->Name + ".arg");
    if (P->Ty.isVarying())
      Field = laneElement(ST->getElementType(I), Field);
    if (P->Ty.IsRef) // the slot holds the referenced object's address
      B.CreateStore(B.CreateLoad(PointerType::getUnqual(Ctx), Field, P->Name),
                    slotFor(P));
    else if (P->Ty.isStruct()) // the task's own copy
      emitCopy(slotFor(P), Field, P->Ty);
    else if (P->Ty.IsPointer)
      B.CreateStore(B.CreateLoad(PointerType::getUnqual(Ctx), Field, P->Name),
                    holdsLaneViews(P) ? varAddress(P) : slotFor(P));
    else
      store(load(Field, P->Ty.Kind, P->Name), slotFor(P), P->Ty.Kind);
  }
  if (!FD.PartialEntry)
    return;
  // Only the program instances that were active at the launch run the body.
  unsigned MaskField = ST->getNumElements() - 1;
  Value *Mask = B.CreateStructGEP(ST, Data, MaskField, "launch.mask");
  Value *On = B.CreateLoad(B.getInt8Ty(),
                           laneElement(ST->getElementType(MaskField), Mask),
                           "launched");
  BasicBlock *Body = newBlock("task.body");
  B.CreateCondBr(B.CreateICmpNE(On, B.getInt8(0), "active"), Body, RetBB);
  B.SetInsertPoint(Body);
}

Value *FunctionEmitter::laneElement(llvm::Type *ArrayTy, Value *Array) {
  Value *Lane = B.CreateZExt(laneIndex(), B.getInt64Ty());
  return B.CreateInBoundsGEP(ArrayTy, Array, {B.getInt64(0), Lane},
                             "task.arg.lane");
}

Value *FunctionEmitter::taskVar(Expr *E) {
  // Sema allows task variables only inside task functions.
  return F->getArg(E->TaskVar);
}

void FunctionEmitter::emitLaunch(Stmt *S) {
  Expr *Call = S->E;
  // Arguments first (a pointer's callee before them), then counts: source
  // order.
  Value *Callee = Call->Fn ? nullptr : emitExpr(Call->A);
  // As for a call: a reference argument's address, a struct's copy.
  const FuncSig *Sig = Call->Fn ? nullptr : Call->A->Ty.Fn;
  std::vector<Value *> Args;
  emitCallArgs(
      Call,
      [&](size_t I) {
        return Call->Fn ? Call->Fn->Params[I]->Ty.IsRef : Sig->Params[I].IsRef;
      },
      "task.agg.arg", Args);
  Value *Counts[3];
  for (unsigned I = 0; I < 3; ++I)
    Counts[I] =
        S->LaunchCounts[I] ? emitExpr(S->LaunchCounts[I]) : B.getInt32(1);
  if (Call->Fn) {
    launchTask(Call->Fn, Args, Counts);
    return;
  }
  // Through a (uniform) task function pointer: like a call through a
  // function pointer (CodeGenFunctionPointers.cpp), a chain of tag
  // compares over this file's address-taken tasks of the signature; each
  // packs the arguments in its own block. NULL or a task of another file
  // launches nothing.
  BasicBlock *End = newBlock("launch.end");
  for (FuncDecl *C : ME.AddressTaken) {
    if (C->AddrSig != Sig)
      continue;
    BasicBlock *Hit = newBlock("launch." + C->Name);
    BasicBlock *Next = newBlock("launch.next");
    B.CreateCondBr(B.CreateICmpEQ(Callee, ME.functionTag(C)), Hit, Next);
    B.SetInsertPoint(Hit);
    launchTask(C, Args, Counts);
    B.CreateBr(End);
    B.SetInsertPoint(Next);
  }
  B.CreateBr(End);
  End->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(End);
}

void FunctionEmitter::launchTask(FuncDecl *Task, ArrayRef<Value *> Args,
                                 Value *const Counts[3]) {
  StructType *ST = ME.taskArgsType(Task);
  const DataLayout &DL = ME.M.getDataLayout();
  AllocaInst *Handle = taskHandle();
  Value *Mem = B.CreateCall(
      ME.ispcAlloc(),
      {Handle, B.getInt64(DL.getTypeAllocSize(ST).getFixedValue()),
       B.getInt32(DL.getABITypeAlign(ST).value())},
      "task.args");
  for (unsigned I = 0; I < Args.size(); ++I) {
    Value *Field = B.CreateStructGEP(ST, Mem, I, "task.arg");
    VarDecl *P = Task->Params[I];
    if (P->Ty.isVarying())
      Field = laneElement(ST->getElementType(I), Field);
    if (P->Ty.IsPointer || P->Ty.IsRef)
      B.CreateStore(Args[I], Field);
    else if (P->Ty.isStruct())
      emitCopy(Field, Args[I], P->Ty);
    else
      store(Args[I], Field, P->Ty.Kind);
  }
  if (Task->PartialEntry) {
    // The launching lanes: all zero, then each active lane sets its byte.
    unsigned MaskField = ST->getNumElements() - 1;
    Value *Mask = B.CreateStructGEP(ST, Mem, MaskField, "launch.mask");
    B.CreateMemSet(Mask, B.getInt8(0), TaskMaxLanes, MaybeAlign(1));
    B.CreateStore(B.getInt8(1),
                  laneElement(ST->getElementType(MaskField), Mask));
  }
  B.CreateCall(ME.ispcLaunch(), {Handle, ME.function(Task), Mem, Counts[0],
                                 Counts[1], Counts[2]});
}

void FunctionEmitter::emitSync() {
  if (!FD.Launches)
    return; // no task was launched: nothing to wait for
  AllocaInst *Handle = taskHandle();
  auto *Ptr = PointerType::getUnqual(Ctx);
  Value *H = B.CreateLoad(Ptr, Handle, "task.handle.val");
  BasicBlock *Wait = newBlock("sync.wait");
  BasicBlock *Done = newBlock("sync.done");
  B.CreateCondBr(B.CreateIsNotNull(H, "has.tasks"), Wait, Done);
  B.SetInsertPoint(Wait);
  B.CreateCall(ME.ispcSync(), {H});
  B.CreateStore(ConstantPointerNull::get(Ptr), Handle);
  B.CreateBr(Done);
  B.SetInsertPoint(Done);
}

} // namespace fe
} // namespace spmdc
