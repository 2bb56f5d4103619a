//===- DispatchCpuCheck.cpp - CPU checks inside a dispatcher -------------===//

#include "tools/spmdc/DispatchCpuCheck.h"
#include "tools/spmdc/Targets.h"

#include "llvm/IR/Module.h"
#include "llvm/TargetParser/X86TargetParser.h"

using namespace llvm;

namespace spmdc {
namespace {

/// The x86 features (LLVM's `__builtin_cpu_supports` names) target \p Name
/// needs, empty for one every x86-64 CPU runs.
SmallVector<StringRef, 4> x86Needs(StringRef Name) {
  if (Name.starts_with("avx512"))
    return {"avx512f", "avx512bw", "avx512dq", "avx512vl"};
  if (Name.starts_with("avx2"))
    return {"avx2", "fma"};
  if (Name.starts_with("avx1"))
    return {"avx"};
  if (Name.starts_with("sse4"))
    return {"sse4.2"};
  return {};
}

/// `__builtin_cpu_supports(Needs...)` as Clang emits it: the bits of the
/// feature words that libgcc's (or compiler-rt's) `__cpu_indicator_init`
/// fills in, called first in case no constructor has run it yet (it
/// returns at once when it has).
Value *emitX86Supports(IRBuilder<> &B, ArrayRef<StringRef> Needs) {
  Module &M = *B.GetInsertBlock()->getModule();
  LLVMContext &Ctx = M.getContext();
  Type *I32 = B.getInt32Ty();
  B.CreateCall(M.getOrInsertFunction("__cpu_indicator_init",
                                     FunctionType::get(I32, false)));
  std::array<uint32_t, 4> Mask = X86::getCpuSupportsMask(Needs);
  Value *All = B.getTrue();
  auto Test = [&](Value *Word, uint32_t Bits) {
    Value *Have = B.CreateAnd(Word, B.getInt32(Bits));
    All = B.CreateAnd(All, B.CreateICmpEQ(Have, B.getInt32(Bits)));
  };
  if (Mask[0]) {
    // struct { unsigned vendor, type, subtype; unsigned features[1]; }
    auto *ModelTy =
        StructType::get(Ctx, {I32, I32, I32, ArrayType::get(I32, 1)});
    Constant *Model = M.getOrInsertGlobal("__cpu_model", ModelTy);
    Value *Word = B.CreateInBoundsGEP(
        ModelTy, Model, {B.getInt32(0), B.getInt32(3), B.getInt32(0)});
    Test(B.CreateAlignedLoad(I32, Word, Align(4)), Mask[0]);
  }
  auto *MoreTy = ArrayType::get(I32, 3);
  for (unsigned I = 1; I < 4; ++I) {
    if (!Mask[I])
      continue;
    Constant *More = M.getOrInsertGlobal("__cpu_features2", MoreTy);
    Value *Word = B.CreateInBoundsGEP(MoreTy, More,
                                      {B.getInt32(0), B.getInt32(I - 1)});
    Test(B.CreateAlignedLoad(I32, Word, Align(4)), Mask[I]);
  }
  return All;
}

/// SVE with at least \p MinBytes bytes per vector (0: any length), from
/// Linux's hardware capabilities and the thread's vector length.
Value *emitSveSupports(IRBuilder<> &B, uint64_t MinBytes) {
  Module &M = *B.GetInsertBlock()->getModule();
  Type *I64 = B.getInt64Ty(), *I32 = B.getInt32Ty();
  const uint64_t AtHwcap = 16, HwcapSve = 1u << 22;
  const int PrSveGetVl = 51;
  Value *Caps = B.CreateCall(
      M.getOrInsertFunction("getauxval", FunctionType::get(I64, {I64}, false)),
      {B.getInt64(AtHwcap)});
  Value *Has = B.CreateICmpNE(B.CreateAnd(Caps, B.getInt64(HwcapSve)),
                              B.getInt64(0));
  if (!MinBytes)
    return Has;
  // prctl is variadic; asking for the length when SVE is absent returns
  // -1, whose low 16 bits would pass, so both tests count.
  Value *VL = B.CreateCall(
      M.getOrInsertFunction("prctl", FunctionType::get(I32, {I32}, true)),
      {B.getInt32(PrSveGetVl)});
  Value *Bytes = B.CreateAnd(VL, B.getInt32(0xffff));
  return B.CreateAnd(Has, B.CreateICmpUGE(Bytes, B.getInt32(MinBytes)));
}

} // namespace

Value *emitCpuRuns(IRBuilder<> &B, const TargetDesc &T) {
  StringRef Name = T.Name;
  if (T.TheArch == Arch::X86_64) {
    SmallVector<StringRef, 4> Needs = x86Needs(Name);
    return Needs.empty() ? B.getTrue() : emitX86Supports(B, Needs);
  }
  if (T.TheArch == Arch::AArch64 && Name.starts_with("sve")) {
    uint64_t MinBits = 0; // `sve-256` needs 256 bits, `sve` any length
    if (Name.starts_with("sve-"))
      Name.drop_front(4).getAsInteger(10, MinBits);
    return emitSveSupports(B, MinBits / 8);
  }
  return B.getTrue(); // neon, scalar
}

void emitNoSupportedTarget(IRBuilder<> &B, StringRef Targets) {
  Module &M = *B.GetInsertBlock()->getModule();
  LLVMContext &Ctx = M.getContext();
  std::string Text = ("spmdc: this CPU runs none of the targets this "
                      "program was compiled for (" + Targets +
                      "); recompile with a target it supports\n").str();
  Type *I64 = B.getInt64Ty(), *Ptr = PointerType::get(Ctx, 0);
  B.CreateCall(M.getOrInsertFunction(
                   "write", FunctionType::get(I64, {B.getInt32Ty(), Ptr, I64},
                                              false)),
               {B.getInt32(2), B.CreateGlobalString(Text),
                B.getInt64(Text.size())});
  B.CreateCall(M.getOrInsertFunction(
      "abort", FunctionType::get(Type::getVoidTy(Ctx), false)));
  B.CreateUnreachable();
}

} // namespace spmdc
