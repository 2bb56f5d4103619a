//===- GpuTasks.cpp - ISPC tasks as grids of gangs on a GPU ---------------===//
//
// \file
// See GpuTasks.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuTasks.h"
#include "gpu-backend/GpuCrossLane.h"
#include "gpu-backend/GpuLowering.h"
#include "gpu-backend/GpuTaskContinuation.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace spmdc {
namespace {

using Q = GpuTaskQueue;

bool isTask(const Function &F) {
  return !F.isDeclaration() &&
         F.getFnAttribute("spmd.kind").getValueAsString() == "task";
}

void error(Instruction &I, const Twine &Msg) {
  I.getContext().diagnose(
      DiagnosticInfoUnsupported(*I.getFunction(), Msg, I.getDebugLoc()));
}

/// The queue global, created on first use.
GlobalVariable *queue(Module &M) {
  if (GlobalVariable *GV = M.getGlobalVariable(Q::Name))
    return GV;
  auto *T = ArrayType::get(Type::getInt8Ty(M.getContext()), Q::TotalBytes);
  // External: the host stub finds it by name (hipModuleGetGlobal /
  // cuModuleGetGlobal). Zero-initialized, so it costs no image bytes.
  auto *GV = new GlobalVariable(M, T, false, GlobalValue::ExternalLinkage,
                                ConstantAggregateZero::get(T), Q::Name,
                                nullptr, GlobalValue::NotThreadLocal,
                                GpuGlobalAS);
  GV->setAlignment(Align(16));
  return GV;
}

/// The generic address of byte \p Offset of the queue.
Value *queueAddr(IRBuilder<> &B, Module &M, Value *Offset) {
  Value *P = B.CreateGEP(B.getInt8Ty(), queue(M), Offset);
  return B.CreateAddrSpaceCast(P, B.getPtrTy(GpuGenericAS));
}
Value *queueAddr(IRBuilder<> &B, Module &M, uint32_t Offset) {
  return queueAddr(B, M, B.getInt32(Offset));
}

void setOverflow(IRBuilder<> &B, Module &M, Value *Overflowed) {
  B.CreateAtomicRMW(AtomicRMWInst::Max, queueAddr(B, M, 8),
                    B.CreateZExt(Overflowed, B.getInt32Ty()), Align(4),
                    AtomicOrdering::Monotonic);
}

/// ISPCAlloc(handle, size, align): a 16-byte aligned block of the queue.
bool lowerAlloc(CallInst *CI, Arch A, unsigned W) {
  Module &M = *CI->getModule();
  auto *Size = dyn_cast<ConstantInt>(CI->getArgOperand(1));
  if (!Size || Size->getZExtValue() > Q::SinkBytes) {
    error(*CI, "a task argument block larger than " +
                   Twine(Q::SinkBytes) +
                   " bytes is not supported on GPU targets");
    return false;
  }
  uint32_t Bytes = alignTo(Size->getZExtValue(), 16);
  Value *Off = emitOncePerGang(CI, A, W, [&](IRBuilder<> &B) -> Value * {
    return B.CreateAtomicRMW(AtomicRMWInst::Add, queueAddr(B, M, 4),
                             B.getInt32(Bytes), Align(4),
                             AtomicOrdering::Monotonic);
  });
  IRBuilder<> B(CI);
  Value *Fits = B.CreateICmpULE(Off, B.getInt32(Q::ArgBytes - Bytes));
  setOverflow(B, M, B.CreateNot(Fits));
  // A block that does not fit is written to the sink; its launch is not
  // recorded (overflow is set), so nothing reads it.
  Value *At = B.CreateSelect(Fits, Off, B.getInt32(Q::ArgBytes));
  Value *P = queueAddr(B, M, B.CreateAdd(At, B.getInt32(Q::ArgsOffset)));
  CI->replaceAllUsesWith(P);
  CI->eraseFromParent();
  return true;
}

/// ISPCLaunch(handle, f, data, n0, n1, n2): one record, if the grid is not
/// empty.
bool lowerLaunch(CallInst *CI, const DenseMap<Function *, unsigned> &Ids,
                 Arch A, unsigned W) {
  Module &M = *CI->getModule();
  auto *F = dyn_cast<Function>(CI->getArgOperand(1)->stripPointerCasts());
  auto It = F ? Ids.find(F) : Ids.end();
  if (It == Ids.end()) {
    error(*CI, "this launch cannot be mapped on GPU targets: its target is "
               "not a task function of the module");
    return false;
  }
  IRBuilder<> B(CI);
  Value *N0 = CI->getArgOperand(3), *N1 = CI->getArgOperand(4),
        *N2 = CI->getArgOperand(5);
  Value *Zero = B.getInt32(0);
  Value *NonEmpty = B.CreateAnd(
      B.CreateAnd(B.CreateICmpSGT(N0, Zero), B.CreateICmpSGT(N1, Zero)),
      B.CreateICmpSGT(N2, Zero));
  Instruction *Then = SplitBlockAndInsertIfThen(NonEmpty, CI, false);
  Value *Idx = emitOncePerGang(Then, A, W, [&](IRBuilder<> &TB) -> Value * {
    return TB.CreateAtomicRMW(AtomicRMWInst::Add, queueAddr(TB, M, uint32_t(0)),
                              TB.getInt32(1), Align(4),
                              AtomicOrdering::Monotonic);
  });
  B.SetInsertPoint(Then);
  Value *Fits = B.CreateICmpULT(Idx, B.getInt32(Q::MaxRecords));
  setOverflow(B, M, B.CreateNot(Fits));
  Instruction *Store = SplitBlockAndInsertIfThen(Fits, Then, false);
  B.SetInsertPoint(Store);
  Value *Base = B.CreatePtrToInt(queueAddr(B, M, Q::ArgsOffset), B.getInt64Ty());
  Value *Data = B.CreatePtrToInt(CI->getArgOperand(2), B.getInt64Ty());
  Value *Offset = B.CreateTrunc(B.CreateSub(Data, Base), B.getInt32Ty());
  Value *Rec = B.CreateAdd(B.CreateMul(Idx, B.getInt32(Q::RecordWords * 4)),
                           B.getInt32(Q::RecordsOffset));
  // Every active lane stores the same words (uniform stores).
  Value *Words[Q::RecordWords] = {B.getInt32(It->second), Offset, N0, N1, N2,
                                  Zero};
  for (unsigned I = 0; I < Q::RecordWords; ++I)
    B.CreateAlignedStore(
        Words[I], queueAddr(B, M, B.CreateAdd(Rec, B.getInt32(4 * I))),
        Align(4));
  CI->eraseFromParent();
  return true;
}

/// Whether \p I, after a sync, only does launch machinery or nothing to
/// memory (see the file comment).
bool harmlessAfterSync(const Instruction &I,
                       const SmallPtrSetImpl<const Value *> &Handles,
                       const SmallPtrSetImpl<const Function *> &Runtime) {
  if (!I.mayReadOrWriteMemory())
    return true;
  if (auto *CB = dyn_cast<CallBase>(&I)) {
    if (const Function *F = CB->getCalledFunction()) {
      if (Runtime.count(F))
        return true;
      if (F->isIntrinsic() && !isa<MemIntrinsic>(CB))
        return !CB->mayWriteToMemory() ||
               isa<DbgInfoIntrinsic>(CB) || CB->isLifetimeStartOrEnd();
    }
    if (auto *MI = dyn_cast<MemSetInst>(CB)) {
      const Value *O = getUnderlyingObject(MI->getDest());
      auto *Alloc = dyn_cast<CallBase>(O);
      return Alloc && Alloc->getCalledFunction() &&
             Alloc->getCalledFunction()->getName() == "ISPCAlloc";
    }
    return false;
  }
  const Value *Ptr = getLoadStorePointerOperand(&I);
  if (!Ptr)
    return false;
  const Value *O = getUnderlyingObject(Ptr);
  if (Handles.count(O))
    return true; // the task handle
  if (auto *Alloc = dyn_cast<CallBase>(O))
    return Alloc->getCalledFunction() &&
           Alloc->getCalledFunction()->getName() == "ISPCAlloc" &&
           isa<StoreInst>(I); // filling a later launch's argument block
  return false;
}

/// The first instruction after \p Sync, in its function or (through
/// returns) in a caller, that the deferred launches could make wrong.
const Instruction *
firstConflictAfter(CallInst *Sync, const SmallPtrSetImpl<const Value *> &Handles,
                   const SmallPtrSetImpl<const Function *> &Runtime) {
  SmallVector<const Instruction *, 16> Work = {Sync->getNextNode()};
  SmallPtrSet<const Instruction *, 32> Seen;
  while (!Work.empty()) {
    const Instruction *I = Work.pop_back_val();
    if (!I || !Seen.insert(I).second)
      continue;
    for (; I; I = I->getNextNode()) {
      if (!harmlessAfterSync(*I, Handles, Runtime))
        return I;
      if (isa<ReturnInst>(I)) {
        // A function that is not an entry returns into its callers.
        const Function *F = I->getFunction();
        // (Only calls: a task's other use, as a launch's target, does not
        // continue after the task returns.)
        for (const User *U : F->users())
          if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getCalledOperand() == F)
            Work.push_back(CB->getNextNode());
      }
      if (I->isTerminator())
        for (const BasicBlock *S : successors(I->getParent()))
          Work.push_back(&S->front());
    }
  }
  return nullptr;
}

/// Task function \p T becomes the body of a kernel of its name.
void makeTaskKernel(Function &T, Arch A, unsigned W) {
  Module &M = *T.getParent();
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  auto *KT = FunctionType::get(Type::getVoidTy(Ctx),
                               {PointerType::get(Ctx, GpuGlobalAS), I32, I32, I32},
                               false);
  std::string Name = T.getName().str();
  T.setName(Name + ".body");
  Function *K = Function::Create(KT, GlobalValue::ExternalLinkage, Name, M);
  setGpuKernelAttributes(*K, T, A, W);
  makeAlwaysInlinedBody(T);
  Argument *Data = K->getArg(0);
  Data->setName("data");
  K->getArg(1)->setName("n0");
  K->getArg(2)->setName("n1");
  K->getArg(3)->setName("n2");

  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", K));
  auto GroupId = [&](unsigned D) -> Value * {
    static const Intrinsic::ID Amd[] = {Intrinsic::amdgcn_workgroup_id_x,
                                        Intrinsic::amdgcn_workgroup_id_y,
                                        Intrinsic::amdgcn_workgroup_id_z};
    static const Intrinsic::ID Nv[] = {Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                                       Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                                       Intrinsic::nvvm_read_ptx_sreg_ctaid_z};
    return B.CreateIntrinsic(A == Arch::AMDGCN ? Amd[D] : Nv[D], {}, {},
                             nullptr, "taskIndex" + Twine(D));
  };
  Value *I0 = GroupId(0), *I1 = GroupId(1), *I2 = GroupId(2);
  Value *N0 = K->getArg(1), *N1 = K->getArg(2), *N2 = K->getArg(3);
  Value *Index =
      B.CreateAdd(I0, B.CreateMul(N0, B.CreateAdd(I1, B.CreateMul(N1, I2))),
                  "taskIndex");
  Value *Count = B.CreateMul(B.CreateMul(N0, N1), N2, "taskCount");
  Value *Args[] = {B.CreateAddrSpaceCast(Data, B.getPtrTy(GpuGenericAS)),
                   Index, Count, Index, Count, I0, I1, I2, N0, N1, N2};
  B.CreateCall(&T, Args);
  B.CreateRetVoid();
}

/// The task handle \p H (a gang-shared variable or an alloca) only served
/// ISPCSync: its loads read null, its stores go away, and so does \p H.
void removeHandle(Value *H) {
  SmallVector<User *, 8> Users(H->users());
  while (!Users.empty()) {
    User *U = Users.pop_back_val();
    if (auto *CE = dyn_cast<ConstantExpr>(U); CE && CE->isCast()) {
      append_range(Users, CE->users());
    } else if (auto *Ld = dyn_cast<LoadInst>(U)) {
      Ld->replaceAllUsesWith(Constant::getNullValue(Ld->getType()));
      Ld->eraseFromParent();
    } else if (auto *St = dyn_cast<StoreInst>(U);
               St && St->getValueOperand() != H) {
      St->eraseFromParent();
    } else if (auto *Cast = dyn_cast<AddrSpaceCastInst>(U)) {
      append_range(Users, Cast->users());
    }
  }
  if (auto *GV = dyn_cast<GlobalVariable>(H)) {
    GV->removeDeadConstantUsers();
    if (GV->use_empty())
      GV->eraseFromParent();
  } else if (auto *I = dyn_cast<Instruction>(H); I && I->use_empty()) {
    I->eraseFromParent();
  }
}

} // namespace

bool lowerGpuTasks(Module &M, Arch A, unsigned W, FunctionAnalysisManager &FAM) {
  auto RuntimeFns = [&] {
    SmallPtrSet<const Function *, 4> Runtime;
    for (const char *N : {"ISPCAlloc", "ISPCLaunch", "ISPCSync"})
      if (Function *R = M.getFunction(N))
        Runtime.insert(R);
    return Runtime;
  };
  // Syncs with memory accesses after them: continuation kernels where
  // sound, else an error. The check follows the launch machinery as the
  // frontend wrote it (and as the splitting rewrote it).
  auto Conflicts = [&](CallInst &CI) {
    return firstConflictAfter(&CI, gpuTaskHandles(M), RuntimeFns()) != nullptr;
  };
  auto Refuse = [&](CallInst &CI, const std::string &Why) {
    // The implicit sync at a return has no source location: point at the
    // access after it instead.
    const Instruction *Bad =
        firstConflictAfter(&CI, gpuTaskHandles(M), RuntimeFns());
    Instruction &At = CI.getDebugLoc() && CI.getDebugLoc().getLine()
                          ? CI
                          : const_cast<Instruction &>(Bad ? *Bad : CI);
    error(At, "this 'sync' cannot be mapped on GPU targets: tasks launched "
              "from GPU code run after the launching kernel has finished, "
              "and code after the sync accesses memory they may write; it "
              "cannot become a continuation kernel because " + Why);
  };
  if (!splitSyncContinuations(M, A, W, FAM, Conflicts, Refuse))
    return false;

  Function *Alloc = M.getFunction("ISPCAlloc");
  Function *Launch = M.getFunction("ISPCLaunch");
  Function *Sync = M.getFunction("ISPCSync");
  SmallVector<Function *, 8> Tasks;
  for (Function &F : M)
    if (isTask(F))
      Tasks.push_back(&F);
  if (Tasks.empty() && !Launch && !Alloc && !Sync)
    return true;

  DenseMap<Function *, unsigned> Ids;
  for (auto [I, T] : enumerate(Tasks))
    Ids[T] = I;
  SmallPtrSet<const Value *, 8> Handles = gpuTaskHandles(M);
  bool Ok = true;

  auto CallsOf = [](Function *F) {
    SmallVector<CallInst *, 8> Calls;
    if (F)
      for (User *U : F->users())
        if (auto *CI = dyn_cast<CallInst>(U))
          Calls.push_back(CI);
    return Calls;
  };
  for (CallInst *CI : CallsOf(Sync))
    CI->eraseFromParent();
  for (CallInst *CI : CallsOf(Launch))
    Ok &= lowerLaunch(CI, Ids, A, W);
  for (CallInst *CI : CallsOf(Alloc))
    Ok &= lowerAlloc(CI, A, W);
  if (!Ok)
    return false;

  for (const Value *H : Handles)
    removeHandle(const_cast<Value *>(H));

  NamedMDNode *MD = M.getOrInsertNamedMetadata(GpuTasksMDName);
  for (Function *T : Tasks)
    MD->addOperand(MDNode::get(M.getContext(),
                               MDString::get(M.getContext(), T->getName())));
  return true;
}

void makeGpuTaskKernels(Module &M, Arch A, unsigned W) {
  SmallVector<Function *, 8> Tasks;
  for (Function &F : M)
    if (isTask(F))
      Tasks.push_back(&F);
  for (Function *T : Tasks)
    makeTaskKernel(*T, A, W);
}

std::vector<std::string> gpuTaskKernels(const Module &M) {
  std::vector<std::string> Names;
  if (const NamedMDNode *MD = M.getNamedMetadata(GpuTasksMDName))
    for (const MDNode *N : MD->operands())
      Names.push_back(cast<MDString>(N->getOperand(0))->getString().str());
  return Names;
}

} // namespace spmdc
