//===- GpuHeap.cpp - `uniform new`/`delete` on a GPU: the device heap -----===//
//
// \file
// See GpuHeap.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuHeap.h"
#include "gpu-backend/BitcodeLink.h"
#include "gpu-backend/GpuCrossLane.h"
#include "gpu-backend/GpuLowering.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

extern const unsigned char spmdc_device_heap_amdgcn[];
extern const unsigned long spmdc_device_heap_amdgcn_size;
extern const unsigned char spmdc_device_heap_nvptx[];
extern const unsigned long spmdc_device_heap_nvptx_size;

using namespace llvm;

namespace spmdc {
namespace {

constexpr const char *AllocName = "spmdc_heap_alloc";
constexpr const char *FreeName = "spmdc_heap_free";

SmallVector<CallInst *, 8> callsOf(Module &M, StringRef Name) {
  SmallVector<CallInst *, 8> Calls;
  if (Function *F = M.getFunction(Name))
    for (User *U : F->users())
      if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledFunction() == F)
        Calls.push_back(CI);
  return Calls;
}

void error(Instruction &I, const Twine &Msg) {
  I.getContext().diagnose(
      DiagnosticInfoUnsupported(*I.getFunction(), Msg, I.getDebugLoc()));
}

/// The heap global, created on first use.
GlobalVariable *heap(Module &M, uint64_t Bytes) {
  if (GlobalVariable *GV = M.getGlobalVariable(GpuHeapName))
    return GV;
  auto *T = ArrayType::get(Type::getInt8Ty(M.getContext()), Bytes);
  // Zero-initialised: no image bytes, and all zeros is the empty heap.
  // External: the host can find it (hipModuleGetGlobal / cuModuleGetGlobal).
  auto *GV = new GlobalVariable(
      M, T, false, GlobalValue::ExternalLinkage, ConstantAggregateZero::get(T),
      GpuHeapName, nullptr, GlobalValue::NotThreadLocal, GpuGlobalAS);
  GV->setAlignment(Align(256));
  return GV;
}

/// Links the allocator's bitcode for \p A into \p M (only what \p M
/// declares), internal to \p M and compiled for \p M's processor.
bool linkAllocator(Module &M, Arch A, Instruction &At) {
  bool Amd = A == Arch::AMDGCN;
  StringRef Bytes(reinterpret_cast<const char *>(Amd ? spmdc_device_heap_amdgcn
                                                     : spmdc_device_heap_nvptx),
                  Amd ? spmdc_device_heap_amdgcn_size
                      : spmdc_device_heap_nvptx_size);
  Expected<std::unique_ptr<Module>> Lib = parseBitcodeLibrary(
      MemoryBufferRef(Bytes, "device-heap"), M.getContext());
  if (!Lib) {
    error(At,
          "cannot load the embedded device heap: " + toString(Lib.takeError()));
    return false;
  }
  // The bitcode names no processor: the kernels' one.
  BitcodeLinkOptions Opts;
  Opts.AdoptTargetAttributes = true;
  if (Error E = linkBitcodeLibrary(M, std::move(*Lib), Opts)) {
    error(At,
          "cannot link the embedded device heap: " + toString(std::move(E)));
    return false;
  }
  return true;
}

} // namespace

bool lowerGpuHeap(Module &M, Arch A, unsigned W, uint64_t HeapBytes) {
  SmallVector<CallInst *, 8> Allocs = callsOf(M, "spmdrt_aligned_alloc");
  SmallVector<CallInst *, 8> Frees = callsOf(M, "spmdrt_aligned_free");
  if (Allocs.empty() && Frees.empty())
    return true;

  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  PointerType *Ptr = PointerType::get(Ctx, GpuGenericAS);
  FunctionCallee Alloc = M.getOrInsertFunction(
      AllocName, FunctionType::get(Ptr, {Ptr, I64, I64, I64}, false));
  FunctionCallee Free = M.getOrInsertFunction(
      FreeName,
      FunctionType::get(Type::getVoidTy(Ctx), {Ptr, I64, Ptr}, false));
  Constant *Heap = ConstantExpr::getAddrSpaceCast(heap(M, HeapBytes), Ptr);
  Constant *Size = ConstantInt::get(I64, HeapBytes);

  bool Ok = true;
  for (CallInst *CI : Allocs) {
    if (CI->arg_size() != 2) {
      error(*CI, "unexpected call to spmdrt_aligned_alloc");
      Ok = false;
      continue;
    }
    // One block for the gang: the first active lane allocates.
    Value *Bits = emitOncePerGang(CI, A, W, [&](IRBuilder<> &B) -> Value * {
      Value *P = B.CreateCall(
          Alloc, {Heap, Size, B.CreateZExtOrTrunc(CI->getArgOperand(0), I64),
                  B.CreateZExtOrTrunc(CI->getArgOperand(1), I64)});
      return B.CreatePtrToInt(P, I64);
    });
    IRBuilder<> B(CI);
    Value *P = B.CreateIntToPtr(Bits, CI->getType());
    P->takeName(CI);
    CI->replaceAllUsesWith(P);
    CI->eraseFromParent();
  }
  for (CallInst *CI : Frees) {
    if (CI->arg_size() != 1) {
      error(*CI, "unexpected call to spmdrt_aligned_free");
      Ok = false;
      continue;
    }
    emitOncePerGang(CI, A, W, [&](IRBuilder<> &B) -> Value * {
      B.CreateCall(Free, {Heap, Size, CI->getArgOperand(0)});
      return B.getInt32(0);
    });
    CI->eraseFromParent();
  }
  if (!Ok)
    return false;
  Instruction *First = nullptr;
  for (Function *F : {M.getFunction(AllocName), M.getFunction(FreeName)}) {
    if (F && F->use_empty()) // link only what is called
      F->eraseFromParent();
    else if (F && !First)
      First = cast<Instruction>(F->user_back());
  }
  for (const char *Old : {"spmdrt_aligned_alloc", "spmdrt_aligned_free"})
    if (Function *F = M.getFunction(Old); F && F->use_empty())
      F->eraseFromParent();
  return linkAllocator(M, A, *First);
}

} // namespace spmdc
