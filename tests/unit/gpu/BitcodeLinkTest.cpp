// The one bitcode-linking helper of the GPU backend (gpu-backend/
// BitcodeLink.h): only what the module declares is linked, what came from
// the library is internal (but declared variables stay external when
// asked, protected), library functions take the module's processor when
// asked, llvm.* globals keep their appending linkage, and the parser takes
// IR text as well as bitcode.
#include "gpu-backend/BitcodeLink.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <gtest/gtest.h>

using namespace llvm;
using namespace spmdc;

namespace {

constexpr const char *Kernel = R"(
target triple = "amdgcn-amd-amdhsa"
@counter = external addrspace(1) global i32
define void @k(ptr %p) "target-cpu"="gfx942" "target-features"="+wavefrontsize64" {
  %v = call i32 @f(i32 1)
  %c = load i32, ptr addrspace(1) @counter
  %s = add i32 %v, %c
  store i32 %s, ptr %p
  ret void
}
declare i32 @f(i32)
)";

// Compiled for no processor; `unused` is not needed by the kernel.
constexpr const char *Library = R"(
target triple = "amdgcn-amd-amdhsa"
@counter = hidden addrspace(1) global i32 7
@own = addrspace(1) global i32 0
@keep = internal addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @keep to ptr)], section "llvm.metadata"
define i32 @f(i32 %x) {
  %o = load i32, ptr addrspace(1) @own
  %y = call i32 @g(i32 %x)
  %r = add i32 %y, %o
  ret i32 %r
}
define i32 @g(i32 %x) { ret i32 %x }
define i32 @unused() { ret i32 0 }
)";

std::unique_ptr<Module> parse(const char *Text, LLVMContext &Ctx) {
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(Text, Err, Ctx);
  if (!M)
    ADD_FAILURE() << Err.getMessage().str();
  return M;
}

TEST(BitcodeLink, LinksOnlyWhatIsNeededAndMakesItInternal) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parse(Kernel, Ctx);
  ASSERT_TRUE(M);
  BitcodeLinkOptions Opts;
  Opts.AdoptTargetAttributes = true;
  Opts.KeepDeclaredVariablesExternal = true;
  ASSERT_FALSE(errorToBool(linkBitcodeLibrary(*M, parse(Library, Ctx), Opts)));
  EXPECT_FALSE(verifyModule(*M, &errs()));

  Function *F = M->getFunction("f"), *G = M->getFunction("g");
  ASSERT_TRUE(F && G);
  EXPECT_FALSE(F->isDeclaration());
  EXPECT_TRUE(F->hasInternalLinkage());
  EXPECT_TRUE(G->hasInternalLinkage()); // what f needs comes along
  EXPECT_EQ(M->getFunction("unused"), nullptr);
  for (Function *X : {F, G}) {
    EXPECT_EQ(X->getFnAttribute("target-cpu").getValueAsString(), "gfx942");
    EXPECT_EQ(X->getFnAttribute("target-features").getValueAsString(),
              "+wavefrontsize64");
  }
  // The module's extern variable: defined, external, in the symbol table
  // but not preemptible; the library's own variable: internal.
  GlobalVariable *Counter = M->getNamedGlobal("counter");
  ASSERT_TRUE(Counter && !Counter->isDeclaration());
  EXPECT_TRUE(Counter->hasExternalLinkage());
  EXPECT_TRUE(Counter->hasProtectedVisibility());
  GlobalVariable *Own = M->getNamedGlobal("own");
  ASSERT_TRUE(Own);
  EXPECT_TRUE(Own->hasInternalLinkage());
  // llvm.* globals keep their linkage (the verifier rejects anything else).
  if (GlobalVariable *Used = M->getNamedGlobal("llvm.compiler.used"))
    EXPECT_TRUE(Used->hasAppendingLinkage());
  // The kernel itself is untouched.
  Function *K = M->getFunction("k");
  EXPECT_TRUE(K->hasExternalLinkage());
}

TEST(BitcodeLink, DefaultsInternalizeEverythingAndKeepAttributes) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parse(Kernel, Ctx);
  ASSERT_TRUE(M);
  ASSERT_FALSE(errorToBool(linkBitcodeLibrary(*M, parse(Library, Ctx))));
  EXPECT_FALSE(verifyModule(*M, &errs()));
  EXPECT_TRUE(M->getNamedGlobal("counter")->hasInternalLinkage());
  EXPECT_FALSE(M->getFunction("f")->hasFnAttribute("target-cpu"));
}

TEST(BitcodeLink, ParsesBitcodeAndTextAndReportsJunk) {
  LLVMContext Ctx;
  std::unique_ptr<Module> Lib = parse(Library, Ctx);
  ASSERT_TRUE(Lib);
  std::string Bitcode;
  raw_string_ostream OS(Bitcode);
  WriteBitcodeToFile(*Lib, OS);
  for (StringRef Bytes : {StringRef(Bitcode), StringRef(Library)}) {
    auto Parsed = parseBitcodeLibrary(MemoryBufferRef(Bytes, "lib"), Ctx);
    ASSERT_TRUE(bool(Parsed)) << toString(Parsed.takeError());
    EXPECT_NE((*Parsed)->getFunction("f"), nullptr);
  }
  auto Junk = parseBitcodeLibrary(MemoryBufferRef("not IR", "junk"), Ctx);
  ASSERT_FALSE(bool(Junk));
  EXPECT_EQ(toString(Junk.takeError()), "line 1: expected top-level entity");
}

} // namespace
