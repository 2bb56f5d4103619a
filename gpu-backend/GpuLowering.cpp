//===- GpuLowering.cpp - SPMD IR to SIMT kernels (AMDGPU, NVPTX) ----------===//
//
// \file
// See GpuLowering.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuLowering.h"
#include "gpu-backend/GpuCrossLane.h"
#include "gpu-backend/GpuDeviceLibs.h"
#include "gpu-backend/GpuMath.h"
#include "gpu-backend/GpuPrint.h"
#include "gpu-backend/GpuPredicate.h"
#include "gpu-backend/GpuPrivateMemOps.h"
#include "gpu-backend/GpuRecursion.h"
#include "gpu-backend/GpuTasks.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/wfv/ExitPathsInLoops.h"


#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace spmdc {
namespace {

/// Marks the workgroup-memory globals made from gang-shared variables.
constexpr const char *GangSharedMD = "spmd.gang.shared";

bool isExport(const Function &F) {
  return F.getFnAttribute("spmd.kind").getValueAsString() == "export";
}

/// Export and task functions: each activation is one kernel's (one
/// workgroup's) own.
bool isEntry(const Function &F) {
  StringRef K = F.getFnAttribute("spmd.kind").getValueAsString();
  return K == "export" || K == "task";
}

void lowerLaneIndex(Module &M, Arch A) {
  Function *LI = M.getFunction(LaneIndexName);
  if (!LI)
    return;
  for (User *U : make_early_inc_range(LI->users())) {
    auto *CI = dyn_cast<CallInst>(U);
    if (!CI)
      continue;
    IRBuilder<> B(CI);
    Value *Id = emitGpuLaneId(B, A);
    CI->replaceAllUsesWith(Id);
    CI->eraseFromParent();
  }
}

/// Rebuilds \p GEP (into a gang-shared variable, on its generic pointer) on
/// \p NewBase, the variable's workgroup copy or a GEP into it: its loads and
/// stores become volatile accesses of the workgroup address, other uses
/// get a generic pointer.
void rebaseOnWorkgroupCopy(GetElementPtrInst &GEP, Value &NewBase) {
  IRBuilder<> B(&GEP);
  SmallVector<Value *, 4> Idx(GEP.indices());
  Value *N = B.CreateGEP(GEP.getSourceElementType(), &NewBase, Idx,
                         GEP.getName(), GEP.getNoWrapFlags());
  for (User *U : make_early_inc_range(GEP.users())) {
    if (auto *G = dyn_cast<GetElementPtrInst>(U);
        G && G->getPointerOperand() == &GEP) {
      rebaseOnWorkgroupCopy(*G, *N);
    } else if (auto *Ld = dyn_cast<LoadInst>(U); Ld && !Ld->isAtomic()) {
      Ld->setVolatile(true);
      Ld->setOperand(Ld->getPointerOperandIndex(), N);
    } else if (auto *St = dyn_cast<StoreInst>(U);
               St && St->getPointerOperand() == &GEP && !St->isAtomic()) {
      St->setVolatile(true);
      St->setOperand(St->getPointerOperandIndex(), N);
    }
  }
  if (!GEP.use_empty())
    GEP.replaceAllUsesWith(B.CreateAddrSpaceCast(N, GEP.getType()));
  GEP.eraseFromParent();
}

/// Moves the gang-shared variable \p Slot of \p F, used through the generic
/// pointer \p Generic (the alloca itself, or its cast to generic), into
/// workgroup memory.
void moveToWorkgroupMemory(AllocaInst &Slot, Value &Generic, Function &F,
                           Module &M) {
  auto *GV = new GlobalVariable(
      M, Slot.getAllocatedType(), /*isConstant=*/false,
      GlobalValue::InternalLinkage, PoisonValue::get(Slot.getAllocatedType()),
      F.getName() + "." + Slot.getName() + ".gang", nullptr,
      GlobalValue::NotThreadLocal, GpuSharedAS);
  GV->setAlignment(Slot.getAlign());
  GV->setMetadata(GangSharedMD, MDNode::get(M.getContext(), {}));
  Constant *Shared =
      ConstantExpr::getAddrSpaceCast(GV, PointerType::get(M.getContext(), 0));
  // Every lane reads what any lane wrote: no value may stay in a register
  // across the memory operations of other lanes. Loads and stores address
  // the workgroup copy directly (ds_* / ld.shared: LLVM does not infer the
  // address space of volatile accesses); other uses get a generic pointer.
  for (User *U : make_early_inc_range(Generic.users())) {
    if (auto *Ld = dyn_cast<LoadInst>(U)) {
      Ld->setVolatile(true);
      Ld->setOperand(Ld->getPointerOperandIndex(), GV);
    } else if (auto *St = dyn_cast<StoreInst>(U)) {
      if (St->getPointerOperand() != &Generic)
        continue;
      St->setVolatile(true);
      St->setOperand(St->getPointerOperandIndex(), GV);
    }
  }
  // Elements and members (a uniform array or struct): the same, through
  // their GEPs rebuilt on the workgroup copy, so that no cleanup forwards
  // a lane's own earlier store past another lane's or speculates a store
  // under a lane's branch, and the accesses stay ds_* / ld.shared.
  if (Slot.getMetadata(GangElementsMDName))
    for (User *U : make_early_inc_range(Generic.users()))
      if (auto *G = dyn_cast<GetElementPtrInst>(U);
          G && G->getPointerOperand() == &Generic)
        rebaseOnWorkgroupCopy(*G, *GV);
  Generic.replaceAllUsesWith(Shared);
  if (&Generic != &Slot)
    cast<Instruction>(Generic).eraseFromParent();
  if (Slot.use_empty())
    Slot.eraseFromParent();
}

/// Moves every gang-shared variable into workgroup memory.
void lowerGangShared(Module &M) {
  Function *GS = M.getFunction(GangSharedName);
  if (!GS)
    return;
  for (User *U : make_early_inc_range(GS->users())) {
    auto *CI = dyn_cast<CallInst>(U);
    if (!CI)
      continue;
    auto *Slot = dyn_cast<AllocaInst>(CI->getArgOperand(0));
    Function &F = *CI->getFunction();
    DebugLoc DL = CI->getDebugLoc();
    CI->eraseFromParent();
    // ISPC's alloca: a gang-wide block of a run-time size, which workgroup
    // memory (sized when the kernel is built) cannot hold.
    if (Slot && (Slot->isArrayAllocation() || !Slot->isStaticAlloca())) {
      M.getContext().diagnose(DiagnosticInfoUnsupported(
          F, "'alloca' is not supported on GPU targets yet (use a local "
             "array or 'uniform new')",
          DL));
      continue;
    }
    if (Slot)
      moveToWorkgroupMemory(*Slot, *Slot, F, M);
  }
}

/// One workgroup copy serves one activation: a gang-shared variable of a
/// function that may be entered again before it returns (a recursive one)
/// cannot live there. Kernels and the functions the inliner kept that are
/// not recursive (`noinline` ones) have one activation at a time, and one
/// copy serves each call in turn.
bool checkGangSharedInKernelsOnly(Module &M) {
  bool Ok = true;
  SmallPtrSet<const Function *, 8> Recursive;
  bool Computed = false;
  for (GlobalVariable &GV : M.globals()) {
    if (!GV.getMetadata(GangSharedMD))
      continue;
    SmallVector<User *, 8> Users(GV.users());
    while (!Users.empty()) {
      User *U = Users.pop_back_val();
      if (isa<ConstantExpr>(U)) {
        append_range(Users, U->users());
        continue;
      }
      auto *I = dyn_cast<Instruction>(U);
      if (!I || isEntry(*I->getFunction()))
        continue;
      if (!Computed) {
        Recursive = possiblyRecursiveFunctions(M);
        Computed = true;
      }
      if (!Recursive.contains(I->getFunction()))
        continue;
      M.getContext().diagnose(DiagnosticInfoUnsupported(
          *I->getFunction(),
          "a uniform variable assigned under varying control flow in a "
          "recursive function is not supported on GPU targets (it would need "
          "one gang-wide copy per call)",
          I->getDebugLoc()));
      Ok = false;
      break;
    }
  }
  return Ok;
}

/// An export function taking a function pointer (the frontend's
/// "spmd.host.fnptr"): the host would pass one of its own functions,
/// which the device cannot run.
bool checkNoHostFunctionPointers(Module &M) {
  bool Ok = true;
  for (Function &F : M) {
    if (F.isDeclaration() || !isExport(F))
      continue;
    for (Argument &A : F.args())
      if (A.hasAttribute("spmd.host.fnptr")) {
        M.getContext().diagnose(DiagnosticInfoUnsupported(
            F,
            "export function '" + F.getName() + "' takes a function pointer "
            "(parameter '" + A.getName() + "'), which is not supported on "
            "GPU targets (the host's functions cannot run on the device)",
            F.getSubprogram() ? DiagnosticLocation(F.getSubprogram())
                              : DiagnosticLocation()));
        Ok = false;
      }
  }
  return Ok;
}

} // namespace

void prepareGpuModule(Module &M) {
  lowerGangShared(M);
  lowerPrivateMemIntrinsics(M);
  moveAllocasToPrivate(M);
}

void moveAllocasToPrivate(Module &M) {
  unsigned AS = M.getDataLayout().getAllocaAddrSpace();
  if (AS == 0)
    return;
  for (Function &F : M)
    for (Instruction &I : make_early_inc_range(instructions(F))) {
      auto *AI = dyn_cast<AllocaInst>(&I);
      if (!AI || AI->getAddressSpace() == AS)
        continue;
      IRBuilder<> B(AI);
      AllocaInst *New = B.CreateAlloca(AI->getAllocatedType(), AS,
                                       AI->getArraySize(), AI->getName());
      New->setAlignment(AI->getAlign());
      Value *Generic = B.CreateAddrSpaceCast(New, AI->getType());
      AI->replaceAllUsesWith(Generic);
      New->takeName(AI);
      AI->eraseFromParent();
    }
}

void setGpuKernelAttributes(Function &K, const Function &Body, Arch A,
                            unsigned WaveSize) {
  K.setCallingConv(A == Arch::AMDGCN ? CallingConv::AMDGPU_KERNEL
                                     : CallingConv::PTX_Kernel);
  for (const char *Copied : {"target-cpu", "target-features", "spmd.kind"})
    if (Body.hasFnAttribute(Copied))
      K.addFnAttr(Body.getFnAttribute(Copied));
  K.addFnAttr(Attribute::NoUnwind);
  std::string W = std::to_string(WaveSize);
  if (A == Arch::AMDGCN) {
    // One wave per workgroup: the backend knows workitem.id.x < W and that
    // no barrier is ever needed between waves of the gang.
    K.addFnAttr("amdgpu-flat-work-group-size", W + "," + W);
    K.addFnAttr("uniform-work-group-size", "true");
  } else {
    K.addFnAttr("nvvm.reqntid", W);
  }
}

void makeAlwaysInlinedBody(Function &F) {
  F.setLinkage(GlobalValue::InternalLinkage);
  F.removeFnAttr(Attribute::NoInline);
  F.removeFnAttr(Attribute::OptimizeNone);
  F.addFnAttr(Attribute::AlwaysInline);
  F.addFnAttr("spmd.kind", "internal");
}

namespace {

/// The kernel parameter type for an export parameter of type \p T.
Type *kernelParamType(Type *T) {
  if (T->isPointerTy())
    return PointerType::get(T->getContext(), GpuGlobalAS);
  if (T->isIntegerTy(1))
    return Type::getInt8Ty(T->getContext());
  return T;
}

/// Makes export function \p F the body of a new kernel that takes its name.
void makeKernel(Function &F, Arch A, unsigned WaveSize) {
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  FunctionType *FT = F.getFunctionType();
  SmallVector<Type *, 8> Params;
  for (Type *T : FT->params())
    Params.push_back(kernelParamType(T));
  bool HasResult = !FT->getReturnType()->isVoidTy();
  if (HasResult)
    Params.push_back(PointerType::get(Ctx, GpuGlobalAS));
  auto *KT = FunctionType::get(Type::getVoidTy(Ctx), Params, false);

  std::string Name = F.getName().str();
  F.setName(Name + ".body");
  Function *K = Function::Create(KT, GlobalValue::ExternalLinkage, Name, M);
  setGpuKernelAttributes(*K, F, A, WaveSize);
  makeAlwaysInlinedBody(F);

  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", K));
  SmallVector<Value *, 8> Args;
  for (auto [Formal, Actual] : zip(F.args(), K->args())) {
    Actual.setName(Formal.getName());
    Value *V = &Actual;
    if (V->getType()->isPointerTy() && Formal.getType() != V->getType())
      V = B.CreateAddrSpaceCast(V, Formal.getType());
    else if (Formal.getType()->isIntegerTy(1))
      V = B.CreateICmpNE(V, B.getInt8(0));
    Args.push_back(V);
  }
  CallInst *Call = B.CreateCall(&F, Args);
  if (HasResult) {
    // The result is uniform: every lane stores the same value to one word.
    Argument *Out = K->getArg(K->arg_size() - 1);
    Out->setName(GpuResultParamName);
    Value *R = Call;
    if (R->getType()->isIntegerTy(1))
      R = B.CreateZExt(R, B.getInt8Ty());
    B.CreateStore(R, Out);
  }
  B.CreateRetVoid();
}

/// `assert`'s failure path (frontend: write(2, msg, n) then abort()): the
/// message is printed once per gang (GpuPrint.h), then the kernel traps, so
/// the launch fails and the host stub reports it.
void lowerAssertAbort(Module &M) {
  Function *Abort = M.getFunction("abort");
  if (!Abort)
    return;
  for (User *U : make_early_inc_range(Abort->users()))
    if (auto *CI = dyn_cast<CallInst>(U); CI && CI->arg_empty()) {
      IRBuilder<> B(CI);
      B.CreateIntrinsic(Intrinsic::trap, ArrayRef<Type *>(),
                        ArrayRef<Value *>());
      CI->eraseFromParent();
    }
}

/// num_cores() (spmdrt_num_cores()) reads `spmdc_num_cores`: the host stub
/// writes the device's compute-unit / SM count there once, after loading
/// the module and before any launch, so a plain load is enough.
void lowerNumCores(Module &M) {
  Function *F = M.getFunction("spmdrt_num_cores");
  if (!F || F->use_empty())
    return;
  Type *I32 = Type::getInt32Ty(M.getContext());
  auto *GV = new GlobalVariable(M, I32, /*isConstant=*/false,
                                GlobalValue::ExternalLinkage,
                                ConstantInt::get(I32, 1), GpuNumCoresName,
                                nullptr, GlobalValue::NotThreadLocal,
                                GpuGlobalAS);
  GV->setAlignment(Align(4));
  for (User *U : make_early_inc_range(F->users()))
    if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledFunction() == F) {
      IRBuilder<> B(CI);
      LoadInst *N = B.CreateAlignedLoad(I32, GV, Align(4), "num_cores");
      CI->replaceAllUsesWith(B.CreateZExtOrTrunc(N, CI->getType()));
      CI->eraseFromParent();
    }
  if (F->use_empty())
    F->eraseFromParent();
}

/// Calls the GPU path cannot lower yet are errors at the call, not link or
/// instruction-selection failures later: cross-lane operations, atomics and
/// other spmd.* calls (CPU lowerings live in spmd-widen), tasks (ISPC's task
/// runtime is a CPU library), library functions (no libc or libm on the
/// device), and math intrinsics neither backend expands without a device
/// library (on NVPTX also sin, cos, exp and log: it selects them only as
/// approximations under fast-math flags, else it crashes or finds no
/// libcall).
bool checkGpuLowerable(Module &M, Arch A) {
  bool Ok = true;
  for (Function &Callee : M) {
    if (!Callee.isDeclaration() || Callee.use_empty())
      continue;
    StringRef N = Callee.getName();
    std::string What, Hint;
    switch (Callee.getIntrinsicID()) {
    case Intrinsic::not_intrinsic:
      if (N == "__nvvm_reflect" || (A == Arch::NVPTX && N == "vprintf") ||
          N == GpuFullWaveName)
        break; // libdevice's (NVVMReflect folds it); CUDA's device printf;
               // removed by spmd-gpu-check after optimization
      if (N.starts_with("ISPC"))
        What = "tasks (launch/sync)";
      else if (N.starts_with("spmd."))
        What = "'" + N.drop_front(5).str() + "'";
      else if (N == "getrandom") // ISPC's rdrand (frontend/CodeGenSystem.cpp)
        What = "'rdrand' (the operating system's random source)";
      else
        What = "a call to '" + N.str() + "' (no device library)";
      if (Callee.hasFnAttribute(ExternCAttrName))
        Hint = "; give its device code with --device-lib=<file.bc>";
      break;
    default:
      break;
    }
    if (What.empty())
      continue;
    for (User *U : Callee.users())
      if (auto *CB = dyn_cast<CallBase>(U)) {
        M.getContext().diagnose(DiagnosticInfoUnsupported(
            *CB->getFunction(),
            What + " is not supported on GPU targets yet" + Hint,
            CB->getDebugLoc()));
        Ok = false;
        break;
      }
  }
  // The application's variables (`extern uniform int x;`) are out of the
  // device's reach; with --device-lib, linkDeviceLibraries resolved them.
  for (GlobalVariable &GV : M.globals()) {
    if (!GV.isDeclaration() || GV.use_empty() ||
        GV.getName().starts_with("llvm."))
      continue;
    SmallVector<User *, 8> Users(GV.users());
    while (!Users.empty()) {
      User *U = Users.pop_back_val();
      auto *I = dyn_cast<Instruction>(U);
      if (!I) {
        append_range(Users, U->users());
        continue;
      }
      M.getContext().diagnose(DiagnosticInfoUnsupported(
          *I->getFunction(),
          "the 'extern' global variable '" + GV.getName() +
              "' (no device library) is not supported on GPU targets yet; "
              "give its device definition with --device-lib=<file.bc>",
          I->getDebugLoc()));
      Ok = false;
      break;
    }
  }
  return Ok;
}

} // namespace

/// Deletes the frontend's @spmd.uniform.members markers: on a GPU every
/// thread keeps its own copy of a varying struct (uniform members too);
/// nothing gives them one slot for the wave (docs/gpu.md).
static void dropUniformMemberMarkers(Module &M) {
  if (Function *UM = M.getFunction(UniformMembersName)) {
    for (User *U : make_early_inc_range(UM->users()))
      if (auto *CI = dyn_cast<CallInst>(U))
        CI->eraseFromParent();
    if (UM->use_empty())
      UM->eraseFromParent();
  }
}

PreservedAnalyses SpmdGpuLowerPass::run(Module &M,
                                        ModuleAnalysisManager &MAM) {
  dropUniformMemberMarkers(M);
  // The loop markers (SpmdTTI.h LoopBeginName) serve spmd-reconverge,
  // which does not run on GPUs.
  for (Function &F : M)
    if (!F.isDeclaration())
      dropLoopMarkers(F);
  // First: the predication of kernels with `unmasked` regions wants the
  // SPMD cross-lane calls, which it may put under per-lane guards.
  if (!lowerGpuUnmaskedRegions(M, TheArch, WaveSize))
    return PreservedAnalyses::none();
  lowerLaneIndex(M, TheArch);
  lowerGpuCrossLaneOps(M, TheArch, WaveSize);
  lowerAssertAbort(M);
  lowerNumCores(M);
  bool PrintOk = lowerGpuPrint(M, TheArch, WaveSize);
  // Tasks first: the task handle, a gang-shared variable also in recursive
  // functions that launch, goes away with the launch machinery.
  if (!PrintOk ||
      // Before the math: library code may use math intrinsics too.
      !linkDeviceLibraries(M, TheArch, WaveSize, Processor, DeviceLibs) ||
      !linkGpuMath(M, TheArch, Processor, WaveSize) ||
      !lowerGpuTasks(
          M, TheArch, WaveSize,
          MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager()) ||
      !lowerGpuHeap(M, TheArch, WaveSize, HeapBytes) ||
      !checkGangSharedInKernelsOnly(M) || !checkNoHostFunctionPointers(M) ||
      !checkGpuLowerable(M, TheArch))
    return PreservedAnalyses::none();
  makeGpuTaskKernels(M, TheArch, WaveSize);
  SmallVector<Function *, 8> Exports;
  for (Function &F : M)
    if (!F.isDeclaration() && isExport(F))
      Exports.push_back(&F);
  for (Function *F : Exports)
    makeKernel(*F, TheArch, WaveSize);
  return PreservedAnalyses::none();
}

} // namespace spmdc
