//===- VectorMathTest.cpp - scalable vector math calls and the sve library ===//
//
// linkVectorMath on scalable calls (one call per float gang, two per
// double gang through llvm.vector.extract/insert, a padded narrow call),
// the errors where a scalable call cannot be served, and the embedded
// `sve` bitcode: scalable entry points for every function the NEON
// library has. The fixed-width cases are in CrossLaneTest.cpp.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/VectorMath.h"
#include "runtime/vmath/VMathBitcode.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace llvm;
using namespace spmdc;

namespace {

std::string toBitcode(LLVMContext &C, const char *IR) {
  SMDiagnostic Err;
  auto Lib = parseAssemblyString(IR, Err, C);
  EXPECT_TRUE(Lib) << Err.getMessage().str();
  std::string Buf;
  raw_string_ostream OS(Buf);
  WriteBitcodeToFile(*Lib, OS);
  return Buf;
}

/// A stand-in `sve` library: scalable sin (float), exp and atan2 (double).
const char *const FakeSveLib =
    "define <vscale x 4 x float> @__spmd_vm_sin_f32(<vscale x 4 x float> %x) "
    "{\n  %r = fadd <vscale x 4 x float> %x, %x\n"
    "  ret <vscale x 4 x float> %r\n}\n"
    "define <vscale x 2 x double> @__spmd_vm_exp_f64(<vscale x 2 x double> "
    "%x) {\n  %r = fadd <vscale x 2 x double> %x, %x\n"
    "  ret <vscale x 2 x double> %r\n}\n"
    "define <vscale x 2 x double> @__spmd_vm_atan2_f64(<vscale x 2 x double> "
    "%y, <vscale x 2 x double> %x) {\n"
    "  %r = fsub <vscale x 2 x double> %y, %x\n"
    "  ret <vscale x 2 x double> %r\n}\n";

unsigned countCalls(Function &F, Intrinsic::ID ID) {
  unsigned N = 0;
  for (Instruction &I : instructions(F))
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      N += II->getIntrinsicID() == ID;
  return N;
}

unsigned countCalls(Function &F, StringRef Name) {
  unsigned N = 0;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (CI->getCalledFunction() && CI->getCalledFunction()->getName() == Name)
        ++N;
  return N;
}

/// Counts the error diagnostics of \p C from now on.
struct ErrorCounter {
  unsigned N = 0;
  explicit ErrorCounter(LLVMContext &C) {
    C.setDiagnosticHandlerCallBack(
        [](const DiagnosticInfo *DI, void *Ctx) {
          if (DI->getSeverity() == DS_Error)
            ++static_cast<ErrorCounter *>(Ctx)->N;
        },
        this);
  }
};

TEST(VectorMath, ScalableCallsSplitAndPad) {
  LLVMContext C;
  std::string Lib = toBitcode(C, FakeSveLib);
  SMDiagnostic Err;
  auto M = parseAssemblyString(
      "define <vscale x 4 x float> @f(<vscale x 4 x float> %x) "
      "\"target-cpu\"=\"generic\" \"target-features\"=\"+sve\" "
      "vscale_range(1,16) {\n"
      "  %s = call <vscale x 4 x float> @llvm.sin.nxv4f32(<vscale x 4 x "
      "float> %x)\n  ret <vscale x 4 x float> %s\n}\n"
      "define <vscale x 4 x double> @d(<vscale x 4 x double> %x) "
      "\"target-cpu\"=\"generic\" {\n"
      "  %e = call <vscale x 4 x double> @llvm.exp.nxv4f64(<vscale x 4 x "
      "double> %x)\n"
      "  %a = call <vscale x 4 x double> @llvm.atan2.nxv4f64(<vscale x 4 x "
      "double> %e, <vscale x 4 x double> %x)\n"
      "  ret <vscale x 4 x double> %a\n}\n"
      "define <vscale x 1 x double> @narrow(<vscale x 1 x double> %x) "
      "\"target-cpu\"=\"generic\" {\n"
      "  %e = call <vscale x 1 x double> @llvm.exp.nxv1f64(<vscale x 1 x "
      "double> %x)\n  ret <vscale x 1 x double> %e\n}\n",
      Err, C);
  ASSERT_TRUE(M) << Err.getMessage().str();
  ErrorCounter Errors(C);
  ASSERT_TRUE(linkVectorMath(*M, Lib));
  EXPECT_EQ(Errors.N, 0u);
  EXPECT_FALSE(verifyModule(*M, &errs()));
  Function &F = *M->getFunction("f");
  EXPECT_EQ(countCalls(F, "__spmd_vm_sin_f32"), 1u);
  EXPECT_EQ(countCalls(F, Intrinsic::vector_extract), 0u);
  // A gang of doubles: two library calls on the halves.
  Function &D = *M->getFunction("d");
  EXPECT_EQ(countCalls(D, "__spmd_vm_exp_f64"), 2u);
  EXPECT_EQ(countCalls(D, "__spmd_vm_atan2_f64"), 2u);
  EXPECT_EQ(countCalls(D, Intrinsic::vector_extract), 2u + 4u);
  EXPECT_EQ(countCalls(D, Intrinsic::vector_insert), 2u + 2u);
  EXPECT_EQ(countCalls(D, Intrinsic::exp), 0u);
  // vscale × 1 lanes: padded into one call.
  Function &N = *M->getFunction("narrow");
  EXPECT_EQ(countCalls(N, "__spmd_vm_exp_f64"), 1u);
  EXPECT_EQ(countCalls(N, Intrinsic::vector_insert), 1u);
  EXPECT_EQ(countCalls(N, Intrinsic::vector_extract), 1u);
  Function *S = M->getFunction("__spmd_vm_sin_f32");
  ASSERT_TRUE(S && !S->isDeclaration());
  EXPECT_TRUE(S->hasInternalLinkage());
  EXPECT_TRUE(S->hasFnAttribute(Attribute::AlwaysInline));
  EXPECT_EQ(S->getFnAttribute("target-features").getValueAsString(), "+sve");
  EXPECT_TRUE(S->hasFnAttribute(Attribute::VScaleRange));
}

// Fixed-length SVE code with the scalable library (sve-256 ... sve-2048):
// pieces as long as the library's vector at the function's smallest vscale,
// inserted into vectors of 1.0.
TEST(VectorMath, FixedCallsOfAScalableLibrary) {
  LLVMContext C;
  std::string Lib = toBitcode(C, FakeSveLib);
  SMDiagnostic Err;
  auto M = parseAssemblyString(
      "define <16 x float> @f(<16 x float> %x) vscale_range(4,16) {\n"
      "  %s = call <16 x float> @llvm.sin.v16f32(<16 x float> %x)\n"
      "  ret <16 x float> %s\n}\n"
      "define <16 x double> @d(<16 x double> %x) vscale_range(4,16) {\n"
      "  %e = call <16 x double> @llvm.exp.v16f64(<16 x double> %x)\n"
      "  ret <16 x double> %e\n}\n"
      "define <4 x float> @short(<4 x float> %x) vscale_range(1,16) {\n"
      "  %s = call <4 x float> @llvm.sin.v4f32(<4 x float> %x)\n"
      "  ret <4 x float> %s\n}\n",
      Err, C);
  ASSERT_TRUE(M) << Err.getMessage().str();
  ErrorCounter Errors(C);
  ASSERT_TRUE(linkVectorMath(*M, Lib));
  EXPECT_EQ(Errors.N, 0u);
  EXPECT_FALSE(verifyModule(*M, &errs()));
  // 16 floats fit in <vscale x 4 x float> at vscale 4: one call.
  Function &F = *M->getFunction("f");
  EXPECT_EQ(countCalls(F, "__spmd_vm_sin_f32"), 1u);
  EXPECT_EQ(countCalls(F, Intrinsic::vector_insert), 1u);
  EXPECT_EQ(countCalls(F, Intrinsic::vector_extract), 1u);
  // 16 doubles: two calls of 8.
  Function &D = *M->getFunction("d");
  EXPECT_EQ(countCalls(D, "__spmd_vm_exp_f64"), 2u);
  EXPECT_EQ(countCalls(D, Intrinsic::vector_insert), 2u);
  EXPECT_EQ(countCalls(D, Intrinsic::vector_extract), 2u);
  EXPECT_EQ(countCalls(*M->getFunction("short"), "__spmd_vm_sin_f32"), 1u);
}

TEST(VectorMath, ScalableCallsWithoutAFitAreReported) {
  LLVMContext C;
  const char *Kernel =
      "define <vscale x 4 x float> @f(<vscale x 4 x float> %x) {\n"
      "  %s = call <vscale x 4 x float> @llvm.%s.nxv4f32(<vscale x 4 x "
      "float> %x)\n  ret <vscale x 4 x float> %s\n}\n";
  auto kernel = [&](StringRef Fn) {
    std::string IR = Kernel;
    IR.replace(IR.find("llvm.%s"), 7, ("llvm." + Fn).str());
    SMDiagnostic Err;
    auto M = parseAssemblyString(IR, Err, C);
    EXPECT_TRUE(M) << Err.getMessage().str();
    return M;
  };
  // Not in the library: LLVM could not unroll the call into libm calls.
  {
    auto M = kernel("cos");
    ErrorCounter Errors(C);
    linkVectorMath(*M, toBitcode(C, FakeSveLib));
    EXPECT_EQ(Errors.N, 1u);
  }
  // A fixed-width library for a scalable call.
  {
    auto M = kernel("sin");
    ErrorCounter Errors(C);
    linkVectorMath(*M, toBitcode(C, "define <4 x float> @__spmd_vm_sin_f32("
                                    "<4 x float> %x) {\n  ret <4 x float> "
                                    "%x\n}\n"));
    EXPECT_EQ(Errors.N, 1u);
    EXPECT_FALSE(verifyModule(*M, &errs()));
  }
}

/// The embedded libraries' definitions: name → return type.
std::map<std::string, Type *> definitions(LLVMContext &C, const char *Isa) {
  EmbeddedBitcode BC = vectorMathBitcode(Isa);
  EXPECT_TRUE(BC.Size) << Isa;
  std::map<std::string, Type *> Defs;
  if (!BC.Size)
    return Defs;
  auto M = parseBitcodeFile(
      MemoryBufferRef(
          StringRef(reinterpret_cast<const char *>(BC.Data), BC.Size), Isa),
      C);
  EXPECT_TRUE(bool(M)) << Isa;
  if (!M)
    return Defs;
  for (Function &F : **M)
    if (!F.isDeclaration() && F.getName().starts_with("__spmd_vm_"))
      Defs[F.getName().str()] = F.getReturnType();
  return Defs;
}

TEST(VectorMath, SveLibraryHasEveryFunctionScalable) {
  LLVMContext C;
  for (const char *Sve : {"sve", "sve_fast"}) {
    auto Neon = definitions(C, "neon");
    auto Sve_ = definitions(C, Sve);
    EXPECT_GE(Neon.size(), 24u);
    for (auto &[Name, T] : Neon)
      EXPECT_TRUE(Sve_.count(Name)) << Name << " missing in " << Sve;
    for (auto &[Name, T] : Sve_) {
      EXPECT_TRUE(Neon.count(Name)) << Name << " only in " << Sve;
      auto *ST = dyn_cast<ScalableVectorType>(T);
      ASSERT_TRUE(ST) << Name;
      bool F32 = StringRef(Name).ends_with("_f32");
      EXPECT_EQ(ST->getMinNumElements(), F32 ? 4u : 2u) << Name;
      EXPECT_TRUE(F32 ? ST->getElementType()->isFloatTy()
                      : ST->getElementType()->isDoubleTy())
          << Name;
    }
  }
}

} // namespace
