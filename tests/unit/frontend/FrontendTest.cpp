//===- FrontendTest.cpp - unit tests of spmdc::runFrontend ----------------===//
//
// The library API of the frontend (frontend/Frontend.h): results, header,
// dependencies, warning options, and that hostile input yields errors and a
// null module instead of a crash. Diagnostics still print to stderr.
//
//===----------------------------------------------------------------------===//
#include "frontend/Frontend.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <string>

namespace {

/// A temporary directory with files written into it, removed at the end.
class TempDir {
public:
  TempDir() { llvm::sys::fs::createUniqueDirectory("spmdc-fe-test", Dir); }
  ~TempDir() { llvm::sys::fs::remove_directories(Dir); }
  std::string write(const std::string &Name, const std::string &Text) {
    llvm::SmallString<256> P(Dir);
    llvm::sys::path::append(P, Name);
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << Text;
    return std::string(P);
  }
  std::string path() const { return std::string(Dir); }

private:
  llvm::SmallString<256> Dir;
};

spmdc::FrontendResult compile(const std::string &Path, spmdc::FrontendOptions O,
                              llvm::LLVMContext &Ctx) {
  O.InputPath = Path;
  if (O.TargetTriple.empty())
    O.TargetTriple = "x86_64-unknown-linux-gnu";
  return spmdc::runFrontend(O, Ctx);
}

TEST(Frontend, CompilesAndVerifies) {
  TempDir D;
  std::string P = D.write("k.spmd", R"(
    static float sq(float x) { return x * x; }
    export void k(uniform float a[], uniform int n) {
      foreach (i = 0 ... n) a[i] = sq(a[i]);
    })");
  llvm::LLVMContext Ctx;
  spmdc::FrontendResult R = compile(P, {}, Ctx);
  ASSERT_TRUE(R.Module);
  EXPECT_EQ(R.NumErrors, 0u);
  EXPECT_FALSE(llvm::verifyModule(*R.Module, &llvm::errs()));
  llvm::Function *K = R.Module->getFunction("k");
  ASSERT_TRUE(K);
  EXPECT_FALSE(K->hasLocalLinkage());
  EXPECT_EQ(K->getFnAttribute("spmd.kind").getValueAsString(), "export");
  EXPECT_TRUE(K->getArg(1)->hasAttribute("spmd.uniform"));
  llvm::Function *Sq = R.Module->getFunction("sq");
  ASSERT_TRUE(Sq);
  EXPECT_TRUE(Sq->hasInternalLinkage());
  EXPECT_EQ(Sq->getFnAttribute("spmd.kind").getValueAsString(), "internal");
  EXPECT_TRUE(R.Header.empty()); // not asked for
}

TEST(Frontend, HeaderAndDependencies) {
  TempDir D;
  D.write("inc.isph", "#define N 4\n");
  std::string P = D.write("k.spmd", R"(#include "inc.isph"
    export uniform int k(const uniform int a[], uniform int64 n) { return N; })");
  spmdc::FrontendOptions O;
  O.WantHeader = true;
  O.HeaderPath = "/some/dir/k_ispc.h";
  O.CollectDependencies = true;
  llvm::LLVMContext Ctx, Ctx2; // outlive R's modules
  spmdc::FrontendResult R = compile(P, O, Ctx);
  ASSERT_TRUE(R.Module);
  EXPECT_NE(R.Header.find("// k_ispc.h"), std::string::npos);
  EXPECT_NE(R.Header.find("#ifndef ISPC_K_ISPC_H"), std::string::npos);
  EXPECT_NE(R.Header.find("extern int32_t k(const int32_t * a, int64_t n);"),
            std::string::npos)
      << R.Header;
  ASSERT_EQ(R.Dependencies.size(), 2u);
  EXPECT_EQ(llvm::sys::path::filename(R.Dependencies[0]), "k.spmd");
  EXPECT_EQ(llvm::sys::path::filename(R.Dependencies[1]), "inc.isph");

  O.HeaderGuard = "MY_GUARD";
  R = compile(P, O, Ctx2);
  EXPECT_NE(R.Header.find("#ifndef MY_GUARD"), std::string::npos);
}

TEST(Frontend, DefinesAndIncludeDirs) {
  TempDir D;
  D.write("defs.isph", "#define SCALE 2\n");
  std::string P = D.write("k.spmd", R"(#include <defs.isph>
    #if TARGET_WIDTH != 8
    #error wrong width
    #endif
    export void k(uniform int a[]) { a[0] = SCALE * EXTRA; })");
  spmdc::FrontendOptions O;
  O.IncludeDirs.push_back(D.path());
  O.Defines.push_back("EXTRA=3");
  O.ProgramCount = 8;
  llvm::LLVMContext Ctx;
  EXPECT_TRUE(compile(P, O, Ctx).Module);
  O.Undefines.push_back("EXTRA");
  llvm::LLVMContext Ctx2;
  spmdc::FrontendResult R = compile(P, O, Ctx2);
  EXPECT_FALSE(R.Module);
  EXPECT_GT(R.NumErrors, 0u);
}

TEST(Frontend, WarningOptions) {
  TempDir D;
  std::string P =
      D.write("w.spmd", "export void w(uniform int a[]) { a[0] = a[1] / 0; }");
  llvm::LLVMContext C1, C2, C3;
  spmdc::FrontendResult R = compile(P, {}, C1);
  EXPECT_TRUE(R.Module);
  EXPECT_EQ(R.NumWarnings, 1u);
  spmdc::FrontendOptions O;
  O.NoWarnings = true;
  R = compile(P, O, C2);
  EXPECT_TRUE(R.Module);
  EXPECT_EQ(R.NumWarnings, 0u);
  O = {};
  O.WarningsAsErrors = true;
  R = compile(P, O, C3);
  EXPECT_FALSE(R.Module);
  EXPECT_EQ(R.NumErrors, 1u);
}

TEST(Frontend, ErrorsGiveNullModule) {
  TempDir D;
  llvm::LLVMContext Ctx;
  const char *Bad[] = {
      "export void f() { int x = ; }",
      "export void f(uniform int a[]) { a[0] = programIndex; }",
      "export void f() { undefined_thing(); }",
      "export void f() { break; }",
      "export void f() { goto nowhere; }",
      "#include \"missing.isph\"\n",
  };
  for (const char *Src : Bad) {
    std::string P = D.write("bad.spmd", Src);
    spmdc::FrontendResult R = compile(P, {}, Ctx);
    EXPECT_FALSE(R.Module) << Src;
    EXPECT_GT(R.NumErrors, 0u) << Src;
  }
}

TEST(Frontend, MissingInputFile) {
  llvm::LLVMContext Ctx;
  spmdc::FrontendResult R = compile("/nonexistent/dir/x.spmd", {}, Ctx);
  EXPECT_FALSE(R.Module);
  EXPECT_GT(R.NumErrors, 0u);
}

TEST(Frontend, HostileInputDoesNotCrash) {
  TempDir D;
  std::string Deep =
      "export void f(uniform int a[]) { a[0] = " + std::string(20000, '(') +
      "1" + std::string(20000, ')') + "; }";
  std::string Braces = "export void f() " + std::string(20000, '{');
  std::string Junk;
  for (unsigned I = 0; I < 4096; ++I)
    Junk += static_cast<char>((I * 7919u + 13u) & 0xff);
  std::string Laughs = "#define L0 x\n";
  for (int I = 1; I < 40; ++I)
    Laughs += "#define L" + std::to_string(I) + " L" + std::to_string(I - 1) +
              " L" + std::to_string(I - 1) + "\n";
  Laughs += "export void f() { L39 }\n";
  std::string Truncated = "export void f(uniform float a[], uniform int n) "
                          "{ foreach (i = 0 ... n) { a[i] = (";
  for (const std::string &Src : {Deep, Braces, Junk, Laughs, Truncated}) {
    llvm::LLVMContext Ctx;
    std::string P = D.write("hostile.spmd", Src);
    spmdc::FrontendResult R = compile(P, {}, Ctx);
    EXPECT_FALSE(R.Module);
    EXPECT_GT(R.NumErrors, 0u);
  }
}

} // namespace
