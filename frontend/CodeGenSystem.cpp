//===- CodeGenSystem.cpp - rdrand and fastmath ----------------------------===//
//
// \file
// ISPC's rdrand(T * p) and fastmath().
//
// rdrand: ISPC reads the x86 RDRAND instruction. spmdc's CPU targets
// include ones without it (sse2/sse4 CPUs, AArch64 before FEAT_RNG), so
// the random bits come from the operating system's generator instead:
// libc's getrandom(buf, size, 0), one call of sizeof(T) bytes per value, which for
// at most 256 bytes never returns fewer. `uniform T * uniform p`: one value,
// stored once when some program instance runs the call; `varying T *
// uniform` and `uniform T * varying`: every active program instance its own
// value, in lane order (a uniform loop over the active lanes, so the call
// never has varying operands), stored through the pointer as a per-lane
// store. The result is true where the bytes were filled. float values are
// uniform in [0, 1): 23 random mantissa bits, as ISPC's frandom. On GPU
// targets the getrandom call is reported by GPU lowering (no device
// library).
//
// fastmath: ISPC sets the x86 flush-to-zero and denormals-are-zero bits
// of MXCSR for the calling thread; spmdc does the same on x86 (bits 15 and
// 6) and sets FPCR.FZ (bit 24) on AArch64. GPU targets: no code.
//
// Expects: Sema typed the call (SemaBuiltins.cpp, rules Rdrand and
// NoArgsVoid). Guarantees: no scalar call with varying operands.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "vectorizer/analysis/CrossLaneOps.h"

#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsAArch64.h"
#include "llvm/IR/IntrinsicsX86.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace spmdc {
namespace fe {

Value *FunctionEmitter::emitRdrand(Expr *E, Value *Ptr) {
  Module &M = ME.M;
  const fe::Type &PT = E->Args[0]->Ty;
  ScalarKind K = PT.Kind;
  llvm::Type *T = ME.regType(K);
  unsigned Bytes = M.getDataLayout().getTypeStoreSize(T);
  llvm::Type *IntT = B.getIntNTy(Bytes * 8);
  FunctionCallee GetRandom = M.getOrInsertFunction(
      "getrandom", FunctionType::get(B.getInt64Ty(),
                                     {B.getPtrTy(), B.getInt64Ty(),
                                      B.getInt32Ty()},
                                     false));
  // One buffer in the entry block, reused by every call.
  IRBuilder<> EB(&B.GetInsertBlock()->getParent()->getEntryBlock(),
                 B.GetInsertBlock()->getParent()->getEntryBlock().begin());
  AllocaInst *Buf = EB.CreateAlloca(IntT, nullptr, "rdrand.buf");
  AllocaInst *AllOk = EB.CreateAlloca(B.getInt1Ty(), nullptr, "rdrand.ok");
  // One copy for the gang (not one per program instance): the calls are
  // uniform.
  EB.CreateCall(ME.gangShared(), {Buf});
  EB.CreateCall(ME.gangShared(), {AllOk});
  // One uniform value: its bits and whether getrandom filled them.
  auto OneValue = [&]() -> std::pair<Value *, Value *> {
    Value *Got = B.CreateCall(GetRandom, {Buf, B.getInt64(Bytes), B.getInt32(0)});
    Value *Ok = B.CreateICmpEQ(Got, B.getInt64(Bytes), "rdrand.filled");
    Value *Bits = B.CreateLoad(IntT, Buf, "rdrand.bits");
    Value *V = Bits;
    if (K == ScalarKind::Float) // [0, 1): 1.m - 1 with 23 random bits
      V = B.CreateFSub(
          B.CreateBitCast(B.CreateOr(B.CreateAnd(Bits, 0x7fffff), 0x3f800000),
                          T),
          ConstantFP::get(T, 1.0), "rdrand.float");
    return {V, Ok};
  };
  bool Uniform = PT.isUniform() && PT.PointeeVar == Variability::Uniform;
  if (Uniform) {
    // Once, when any program instance runs the call (uniform branch).
    Value *Any = crossLane(B, M, CrossLaneOp::Any, B.getInt1Ty(), {B.getTrue()});
    BasicBlock *Do = newBlock("rdrand.do");
    BasicBlock *Cont = newBlock("rdrand.cont");
    B.CreateStore(B.getFalse(), AllOk);
    B.CreateCondBr(Any, Do, Cont);
    B.SetInsertPoint(Do);
    auto [V, Ok] = OneValue();
    B.CreateStore(V, Ptr);
    B.CreateStore(Ok, AllOk);
    B.CreateBr(Cont);
    B.SetInsertPoint(Cont);
    return B.CreateLoad(B.getInt1Ty(), AllOk, "rdrand");
  }
  B.CreateStore(B.getTrue(), AllOk);
  Value *Vals = forEachActiveLane(T, [&](Value *) {
    auto [V, Ok] = OneValue();
    B.CreateStore(B.CreateAnd(B.CreateLoad(B.getInt1Ty(), AllOk), Ok), AllOk);
    return V;
  });
  B.CreateStore(Vals, Ptr); // per lane: through its slot or its own pointer
  return B.CreateLoad(B.getInt1Ty(), AllOk, "rdrand");
}

void FunctionEmitter::emitFastMath() {
  Module &M = ME.M;
  Triple TT(M.getTargetTriple());
  if (TT.isX86()) {
    // MXCSR |= FTZ (bit 15) | DAZ (bit 6), through a stack slot.
    IRBuilder<> EB(&B.GetInsertBlock()->getParent()->getEntryBlock(),
                   B.GetInsertBlock()->getParent()->getEntryBlock().begin());
    AllocaInst *Slot = EB.CreateAlloca(B.getInt32Ty(), nullptr, "mxcsr");
    EB.CreateCall(ME.gangShared(), {Slot});
    B.CreateIntrinsic(B.getVoidTy(), Intrinsic::x86_sse_stmxcsr, {Slot});
    Value *Old = B.CreateLoad(B.getInt32Ty(), Slot);
    B.CreateStore(B.CreateOr(Old, (1u << 15) | (1u << 6)), Slot);
    B.CreateIntrinsic(B.getVoidTy(), Intrinsic::x86_sse_ldmxcsr, {Slot});
    return;
  }
  if (TT.isAArch64()) {
    Value *Old = B.CreateIntrinsic(B.getInt64Ty(), Intrinsic::aarch64_get_fpcr, {});
    B.CreateIntrinsic(B.getVoidTy(), Intrinsic::aarch64_set_fpcr,
                      {B.CreateOr(Old, B.getInt64(1ull << 24))});
  }
}

} // namespace fe
} // namespace spmdc
