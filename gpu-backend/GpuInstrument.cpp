//===- GpuInstrument.cpp - --instrument counters on a wavefront -----------===//
//
// \file
// See GpuInstrument.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuInstrument.h"
#include "vectorizer/wfv/Instrument.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

namespace spmdc {

namespace {

/// The exec mask as an integer (bit k: lane k active) and this lane's index
/// in the wave.
std::pair<Value *, Value *> execMaskAndLane(IRBuilder<> &B, Arch A,
                                            unsigned WaveSize) {
  if (A == Arch::AMDGCN) {
    Type *MaskTy = B.getIntNTy(WaveSize);
    Value *Exec = B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {MaskTy},
                                    {B.getTrue()}, nullptr, "exec");
    // mbcnt(~0): the number of lanes below this one, i.e. its index.
    Value *Lane =
        B.CreateIntrinsic(Intrinsic::amdgcn_mbcnt_lo, {},
                          {B.getInt32(~0u), B.getInt32(0)}, nullptr, "lane");
    if (WaveSize == 64)
      Lane = B.CreateIntrinsic(Intrinsic::amdgcn_mbcnt_hi, {},
                               {B.getInt32(~0u), Lane}, nullptr, "lane");
    return {Exec, Lane};
  }
  Value *Exec =
      B.CreateIntrinsic(Intrinsic::nvvm_activemask, {}, {}, nullptr, "exec");
  Value *Lane = B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_laneid, {}, {},
                                  nullptr, "lane");
  return {Exec, Lane};
}

} // namespace

bool lowerGpuInstrumentCalls(Module &M, Arch TheArch, unsigned WaveSize) {
  Function *Count = M.getFunction(InstrumentName);
  if (!Count)
    return false;
  for (User *U : make_early_inc_range(Count->users())) {
    auto *CI = dyn_cast<CallInst>(U);
    if (!CI)
      continue;
    IRBuilder<> B(CI);
    auto [Exec, Lane] = execMaskAndLane(B, TheArch, WaveSize);
    Value *Active =
        B.CreateZExtOrTrunc(B.CreateUnaryIntrinsic(Intrinsic::ctpop, Exec),
                            B.getInt64Ty(), "active");
    Value *First = B.CreateZExtOrTrunc(
        B.CreateBinaryIntrinsic(Intrinsic::cttz, Exec, B.getTrue()),
        B.getInt32Ty());
    Value *Leader = B.CreateICmpEQ(Lane, First, "leader");
    Instruction *Then = SplitBlockAndInsertIfThen(Leader, CI, false);
    IRBuilder<> TB(Then);
    emitInstrumentCount(TB, CI->getArgOperand(0), Active);
    CI->eraseFromParent();
  }
  Count->eraseFromParent();
  return true;
}

} // namespace spmdc
