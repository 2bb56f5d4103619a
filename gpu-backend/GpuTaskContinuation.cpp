//===- GpuTaskContinuation.cpp - Code after a `sync` as its own kernel ----===//
//
// \file
// See GpuTaskContinuation.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuTaskContinuation.h"
#include "gpu-backend/GpuCrossLane.h"
#include "gpu-backend/GpuLowering.h"
#include "gpu-backend/GpuTasks.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace spmdc {
namespace {

/// Bytes of one lane's copy of one value in the frame.
constexpr uint64_t SlotBytes = 8;
/// Continuations made per module at most (a guard, far above real code).
constexpr unsigned MaxSplits = 256;

bool isEntry(const Function &F) {
  StringRef K = F.getFnAttribute("spmd.kind").getValueAsString();
  return K == "export" || K == "task";
}

} // namespace

SmallPtrSet<const Value *, 8> gpuTaskHandles(Module &M) {
  SmallPtrSet<const Value *, 8> H;
  for (const char *Name : {"ISPCAlloc", "ISPCLaunch", "ISPCSync"})
    if (Function *F = M.getFunction(Name))
      for (User *U : F->users())
        if (auto *CB = dyn_cast<CallBase>(U); CB && CB->arg_size() > 0) {
          Value *Arg = CB->getArgOperand(0);
          if (auto *Ld = dyn_cast<LoadInst>(Arg);
              Ld && F->getName() == "ISPCSync")
            Arg = Ld->getPointerOperand(); // sync takes the handle's value
          const Value *O = getUnderlyingObject(Arg);
          if (!isa<Constant>(O) || isa<GlobalVariable>(O))
            H.insert(O);
        }
  return H;
}

namespace {

/// The frontend's `if (handle != null) sync`: a branch on the task handle,
/// which is uniform (UniformityInfo sees a load from private memory).
bool isHandleGuard(const BasicBlock &X,
                   const SmallPtrSetImpl<const Value *> &Handles) {
  auto *Br = dyn_cast<BranchInst>(X.getTerminator());
  auto *Cmp = Br && Br->isConditional() ? dyn_cast<ICmpInst>(Br->getCondition())
                                        : nullptr;
  if (!Cmp)
    return false;
  Value *L = Cmp->getOperand(0), *Null = Cmp->getOperand(1);
  if (isa<ConstantPointerNull>(L))
    std::swap(L, Null);
  if (!isa<ConstantPointerNull>(Null))
    return false;
  auto *Ld = dyn_cast<LoadInst>(L);
  return Ld && Handles.count(getUnderlyingObject(Ld->getPointerOperand()));
}

/// Why the gang may not reach \p S all together exactly once ("" if it does).
std::string convergenceProblem(CallInst &S, FunctionAnalysisManager &FAM,
                               const SmallPtrSetImpl<const Value *> &Handles) {
  Function &F = *S.getFunction();
  BasicBlock *BB = S.getParent();
  if (!isEntry(F))
    return "it is not in a task or export function";
  if (!F.getReturnType()->isVoidTy())
    return "the function returns a value, which the host reads when the "
           "kernel ends";
  SmallVector<BasicBlock *, 16> Work(successors(BB));
  SmallPtrSet<BasicBlock *, 32> Seen;
  while (!Work.empty()) {
    BasicBlock *X = Work.pop_back_val();
    if (X == BB)
      return "it is in a loop";
    if (Seen.insert(X).second)
      append_range(Work, successors(X));
  }
  // The frontend syncs only `if (handle != null)`, and the GPU lowering
  // drops the handle (its loads read null: GpuTasks.h), which would skip
  // the sync and run the code after it at once. Here the sync path is
  // always taken: with nothing launched the continuation runs after no
  // tasks, which is what the code after the sync would see. (Done before
  // the uniformity check, so that the sync post-dominates what precedes
  // the guard; a refused sync is an error anyway.)
  for (BasicBlock *X :
       SmallVector<BasicBlock *, 4>(predecessors(S.getParent())))
    if (isHandleGuard(*X, Handles)) {
      auto *Br = cast<BranchInst>(X->getTerminator());
      for (BasicBlock *Succ : successors(X))
        if (Succ != S.getParent())
          Succ->removePredecessor(X);
      BranchInst::Create(S.getParent(), Br->getIterator());
      Br->eraseFromParent();
    }
  FAM.invalidate(F, PreservedAnalyses::none());
  auto &UI = FAM.getResult<UniformityInfoAnalysis>(F);
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  Work.assign(pred_begin(BB), pred_end(BB));
  Seen.clear();
  while (!Work.empty()) {
    BasicBlock *X = Work.pop_back_val();
    if (!Seen.insert(X).second)
      continue;
    if (UI.hasDivergentTerminator(*X) && !PDT.dominates(BB, X) &&
        !isHandleGuard(*X, Handles))
      return "it is under varying control flow";
    append_range(Work, predecessors(X));
  }
  return "";
}

/// A workgroup (gang-shared) variable among the operands of \p I, other
/// than a task handle (which the lowering removes: GpuTasks.h).
bool usesWorkgroupMemory(const Instruction &I,
                         const SmallPtrSetImpl<const Value *> &Handles) {
  SmallVector<const Value *, 8> Work(I.operands());
  SmallPtrSet<const Value *, 8> Seen;
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    if (auto *GV = dyn_cast<GlobalVariable>(V)) {
      if (GV->getAddressSpace() == GpuSharedAS && !Handles.count(GV))
        return true;
    } else if (auto *CE = dyn_cast<ConstantExpr>(V)) {
      append_range(Work, CE->operands());
    }
  }
  return false;
}

/// How a value the continuation uses gets there.
enum class Carry { Frame, Recreate };

/// The private variable \p V is (itself or its cast to generic), or null.
AllocaInst *privateSlot(Value *V) {
  if (auto *AI = dyn_cast<AllocaInst>(V))
    return AI;
  if (auto *C = dyn_cast<AddrSpaceCastInst>(V))
    return dyn_cast<AllocaInst>(C->getPointerOperand());
  return nullptr;
}

/// Whether every use of the private variable \p AI (directly or through its
/// casts) is in \p R: the continuation can have its own.
bool onlyUsedIn(AllocaInst &AI, const SmallPtrSetImpl<BasicBlock *> &R) {
  for (User *U : AI.users()) {
    auto *I = cast<Instruction>(U);
    if (auto *C = dyn_cast<AddrSpaceCastInst>(I)) {
      for (User *CU : C->users())
        if (!R.count(cast<Instruction>(CU)->getParent()))
          return false;
    } else if (!R.count(I->getParent())) {
      return false;
    }
  }
  return true;
}

/// Why value \p V cannot be carried to the continuation ("" if it can).
std::string carryProblem(Value *V, const DataLayout &DL, Carry &How,
                         const SmallPtrSetImpl<BasicBlock *> &R,
                         const SmallPtrSetImpl<const Value *> &Handles) {
  if (AllocaInst *AI = privateSlot(V)) {
    if (Handles.count(AI) || onlyUsedIn(*AI, R)) {
      How = Carry::Recreate;
      return "";
    }
    return "a private variable is used both before and after it";
  }
  How = Carry::Frame;
  Type *T = V->getType();
  if (T->isPointerTy()) {
    unsigned AS = T->getPointerAddressSpace();
    if (AS != GpuGenericAS && AS != GpuGlobalAS)
      return "a pointer to private or workgroup memory is used after it";
    if (isa<AllocaInst>(getUnderlyingObject(V)))
      return "a pointer to a private variable is used after it";
  }
  bool Scalar = T->isIntegerTy() || T->isFloatingPointTy() ||
                T->isPointerTy() || isa<FixedVectorType>(T);
  if (!Scalar || DL.getTypeStoreSize(T) > SlotBytes)
    return "a value of a type wider than 8 bytes is used after it";
  return "";
}

/// A fresh name for the continuation of \p F.
std::string continuationName(Module &M, StringRef F) {
  for (unsigned N = 1;; ++N) {
    std::string Name = (F + "_cont" + Twine(N)).str();
    if (!M.getNamedValue(Name))
      return Name;
  }
}

/// Splits \p F at sync \p S (checked) into F and a new continuation task;
/// "" or why it cannot.
std::string split(CallInst &S, Arch A, unsigned W, FunctionAnalysisManager &FAM,
                  const SmallPtrSetImpl<const Value *> &Handles,
                  Function *&Cont) {
  Function &F = *S.getFunction();
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  const DataLayout &DL = M.getDataLayout();
  if (std::string Why = convergenceProblem(S, FAM, Handles); !Why.empty())
    return Why;

  // The blocks of the continuation: everything reachable after the sync.
  BasicBlock *Tail =
      S.getParent()->splitBasicBlock(S.getNextNode(), "sync.cont");
  FAM.invalidate(F, PreservedAnalyses::none());
  SmallPtrSet<BasicBlock *, 32> R;
  SmallVector<BasicBlock *, 16> Work = {Tail};
  while (!Work.empty()) {
    BasicBlock *X = Work.pop_back_val();
    if (R.insert(X).second)
      append_range(Work, successors(X));
  }
  // The values defined before the sync that the continuation uses.
  SetVector<Value *> Live;
  for (BasicBlock *BB : R)
    for (Instruction &I : *BB) {
      if (usesWorkgroupMemory(I, Handles))
        return "a gang-shared variable is used after it (workgroup memory "
               "does not outlive the kernel)";
      for (Use &U : I.operands()) {
        if (auto *Phi = dyn_cast<PHINode>(&I);
            Phi && !R.count(Phi->getIncomingBlock(U)))
          continue; // an edge the continuation never takes
        Value *V = U.get();
        if (isa<Argument>(V) || (isa<Instruction>(V) &&
                                 !R.count(cast<Instruction>(V)->getParent())))
          Live.insert(V);
      }
    }
  SmallVector<Value *, 16> Framed;
  SmallVector<Value *, 16> Recreated;
  for (Value *V : Live) {
    Carry How = Carry::Frame;
    if (std::string Why = carryProblem(V, DL, How, R, Handles); !Why.empty())
      return Why;
    (How == Carry::Frame ? Framed : Recreated).push_back(V);
  }
  uint64_t FrameBytes = std::max<uint64_t>(Framed.size(), 1) * W * SlotBytes;
  if (FrameBytes > GpuTaskQueue::SinkBytes)
    return "too many values are live across it";

  // The continuation: a task of the module (GpuTasks.h's signature) whose
  // entry reads the frame, then F's blocks after the sync.
  Type *I32 = Type::getInt32Ty(Ctx);
  PointerType *Ptr = PointerType::get(Ctx, GpuGenericAS);
  SmallVector<Type *, 11> Params = {Ptr};
  Params.append(10, I32);
  Cont = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), Params, false),
      GlobalValue::InternalLinkage, continuationName(M, F.getName()), M);
  BasicBlock *Entry = BasicBlock::Create(Ctx, "cont.entry", Cont);
  IRBuilder<> EB(Entry);
  Value *Lane = EB.CreateZExt(emitGpuLaneId(EB, A), EB.getInt64Ty());
  // Lane L's copy of value K: frame[K][L].
  auto SlotAddr = [&](IRBuilder<> &B, Value *Frame, Value *L, unsigned K) {
    Value *Off = B.CreateMul(B.CreateAdd(B.getInt64(uint64_t(K) * W), L),
                             B.getInt64(SlotBytes));
    return B.CreateGEP(B.getInt8Ty(), Frame, Off);
  };
  ValueToValueMapTy VMap;
  SmallVector<Value *, 16> Loads;
  for (auto [K, V] : enumerate(Framed)) {
    Value *Addr = SlotAddr(EB, Cont->getArg(0), Lane, K);
    Type *T = V->getType();
    Value *L;
    if (T->isIntegerTy(1))
      L = EB.CreateTrunc(EB.CreateAlignedLoad(EB.getInt8Ty(), Addr, Align(8)),
                         T, V->getName());
    else
      L = EB.CreateAlignedLoad(T, Addr, Align(8), V->getName());
    Loads.push_back(L);
    if (isa<Argument>(V))
      VMap[V] = L;
  }
  for (Argument &Arg : F.args())
    if (!VMap.count(&Arg))
      VMap[&Arg] = PoisonValue::get(Arg.getType());
  SmallVector<ReturnInst *, 4> Returns;
  CloneFunctionInto(Cont, &F, VMap, CloneFunctionChangeType::LocalChangesOnly,
                    Returns);
  // CloneFunctionInto copied F's attributes, parameters' included: Cont is a
  // task of its own signature.
  AttributeList FnAttrs = F.getAttributes();
  Cont->setAttributes(
      AttributeList::get(Ctx, AttributeList::FunctionIndex,
                         AttrBuilder(Ctx, FnAttrs.getFnAttrs())));
  Cont->addFnAttr("spmd.kind", "task");
  Cont->setLinkage(GlobalValue::InternalLinkage);
  for (auto [K, V] : enumerate(Framed))
    if (auto *I = dyn_cast<Instruction>(V))
      cast<Instruction>(VMap[I])->replaceAllUsesWith(Loads[K]);
  // Private variables only the continuation uses, and the task handle
  // (null: nothing launched yet), are its own.
  SetVector<AllocaInst *> Slots;
  for (Value *V : Recreated)
    Slots.insert(privateSlot(V));
  for (AllocaInst *AI : Slots) {
    auto *NewAI = cast<AllocaInst>(VMap[AI]);
    NewAI->moveBefore(*Entry, Entry->end());
    for (Value *V : Recreated)
      if (V != AI && privateSlot(V) == AI)
        cast<Instruction>(VMap[V])->moveBefore(*Entry, Entry->end());
    if (Handles.count(AI)) {
      IRBuilder<> HB(Entry);
      HB.CreateStore(Constant::getNullValue(AI->getAllocatedType()), NewAI);
    }
  }
  EB.SetInsertPoint(Entry);
  EB.CreateBr(cast<BasicBlock>(VMap[Tail]));
  removeUnreachableBlocks(*Cont);

  // F: the frame, the launch of the continuation, and return.
  IRBuilder<> B(&S);
  if (A == Arch::NVPTX) // one converged warp records the continuation
    B.CreateIntrinsic(Intrinsic::nvvm_bar_warp_sync, {}, {B.getInt32(-1)});
  Value *Handle = ConstantPointerNull::get(Ptr);
  if (auto *Ld = dyn_cast<LoadInst>(S.getArgOperand(0)))
    Handle = Ld->getPointerOperand();
  FunctionCallee Alloc = M.getOrInsertFunction(
      "ISPCAlloc", FunctionType::get(Ptr, {Ptr, B.getInt64Ty(), I32}, false));
  FunctionCallee Launch = M.getOrInsertFunction(
      "ISPCLaunch",
      FunctionType::get(B.getVoidTy(), {Ptr, Ptr, Ptr, I32, I32, I32}, false));
  Value *Frame = B.CreateCall(
      Alloc, {Handle, B.getInt64(FrameBytes), B.getInt32(SlotBytes)},
      "cont.frame");
  Value *MyLane = B.CreateZExt(emitGpuLaneId(B, A), B.getInt64Ty());
  for (auto [K, V] : enumerate(Framed)) {
    Value *Addr = SlotAddr(B, Frame, MyLane, K);
    Value *Val =
        V->getType()->isIntegerTy(1) ? B.CreateZExt(V, B.getInt8Ty()) : V;
    B.CreateAlignedStore(Val, Addr, Align(8));
  }
  B.CreateCall(Launch, {Handle, Cont, Frame, B.getInt32(1), B.getInt32(1),
                        B.getInt32(1)});
  BasicBlock *Head = S.getParent();
  S.eraseFromParent();
  Head->getTerminator()->eraseFromParent();
  ReturnInst::Create(Ctx, Head);
  removeUnreachableBlocks(F);
  FAM.invalidate(F, PreservedAnalyses::none());
  return "";
}

} // namespace

bool splitSyncContinuations(
    Module &M, Arch A, unsigned W, FunctionAnalysisManager &FAM,
    function_ref<bool(CallInst &)> NeedsSplit,
    function_ref<void(CallInst &, const std::string &)> Refuse) {
  Function *Sync = M.getFunction("ISPCSync");
  if (!Sync)
    return true;
  bool Ok = true;
  unsigned Splits = 0;
  SmallPtrSet<CallInst *, 8> Refused;
  for (;;) {
    CallInst *Next = nullptr;
    for (User *U : Sync->users())
      if (auto *CI = dyn_cast<CallInst>(U);
          CI && !Refused.count(CI) && NeedsSplit(*CI)) {
        Next = CI;
        break;
      }
    if (!Next)
      return Ok;
    Function *Cont = nullptr;
    std::string Why = Splits < MaxSplits
                          ? split(*Next, A, W, FAM, gpuTaskHandles(M), Cont)
                          : "too many syncs to split";
    if (!Why.empty()) {
      Refuse(*Next, Why);
      Refused.insert(Next);
      Ok = false;
      continue;
    }
    ++Splits;
  }
}

} // namespace spmdc
