//===- GpuPrivateMemOps.cpp - memset/memcpy of varying locals on GPUs ----===//
//
// \file
// See GpuPrivateMemOps.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuPrivateMemOps.h"
#include "vectorizer/analysis/SpmdTTI.h"
#include "vectorizer/wfv/Privatize.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace spmdc {
namespace {

/// True if \p Ptr points into a lane's own object (a private alloca).
bool isPrivate(Value *Ptr) {
  auto *AI = dyn_cast<AllocaInst>(getUnderlyingObject(Ptr));
  return AI && !isGangMemory(*AI);
}

} // namespace

void lowerPrivateMemIntrinsics(Module &M) {
  SmallVector<MemIntrinsic *, 8> Work;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *MI = dyn_cast<MemIntrinsic>(&I))
        Work.push_back(MI);
  if (Work.empty())
    return;
  LLVMContext &Ctx = M.getContext();
  FunctionCallee Count;
  for (MemIntrinsic *MI : Work) {
    bool Dest = isPrivate(MI->getRawDest());
    auto *MT = dyn_cast<MemTransferInst>(MI);
    bool Src = MT && isPrivate(MT->getRawSource());
    if (!Dest && !Src)
      continue;
    if (MT && Dest != Src) {
      Ctx.diagnose(DiagnosticInfoUnsupported(
          *MI->getFunction(),
          "a copy between a varying local and other memory is not supported "
          "on GPU targets (each program instance keeps its own copy of the "
          "local; copy element by element)",
          MI->getDebugLoc()));
      continue;
    }
    if (!Count) {
      Count = M.getOrInsertFunction(
          LaneCountName, FunctionType::get(Type::getInt32Ty(Ctx), false));
      if (auto *Fn = dyn_cast<Function>(Count.getCallee()))
        Fn->setDoesNotAccessMemory();
    }
    IRBuilder<> B(MI);
    Value *Len = MI->getLength();
    Value *W = B.CreateZExt(B.CreateCall(Count, {}, "count"), Len->getType());
    MI->setLength(B.CreateUDiv(Len, W, "lane.len"));
  }
}

} // namespace spmdc
