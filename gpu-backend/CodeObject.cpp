//===- CodeObject.cpp - GPU code generation: code objects and PTX ---------===//
//
// \file
// See CodeObject.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/CodeObject.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <cstdlib>

using namespace llvm;

namespace spmdc {
namespace {

bool runCodegen(Module &M, TargetMachine &TM, CodeGenFileType FT,
                std::string &Out, std::string &Err) {
  SmallString<0> Buf;
  raw_svector_ostream OS(Buf);
  legacy::PassManager PM;
  if (TM.addPassesToEmitFile(PM, OS, nullptr, FT)) {
    Err = "the GPU target cannot emit this file type";
    return false;
  }
  PM.run(M);
  Out.assign(Buf.begin(), Buf.end());
  return true;
}

/// Links the relocatable AMDGPU object \p Obj into a code object.
bool linkCodeObject(const std::string &Obj, std::string &Image,
                    std::string &Err) {
  std::string Lld = findLld();
  if (Lld.empty()) {
    Err = "cannot find ld.lld to link the AMDGPU code object (install lld "
          "or set SPMDC_LLD)";
    return false;
  }
  SmallString<128> In, Out;
  if (std::error_code EC = sys::fs::createTemporaryFile("spmdc-gpu", "o", In)) {
    Err = "cannot create a temporary file: " + EC.message();
    return false;
  }
  scope_exit RemoveIn([&] { sys::fs::remove(In); });
  if (std::error_code EC =
          sys::fs::createTemporaryFile("spmdc-gpu", "hsaco", Out)) {
    Err = "cannot create a temporary file: " + EC.message();
    return false;
  }
  scope_exit RemoveOut([&] { sys::fs::remove(Out); });
  {
    std::error_code EC;
    raw_fd_ostream OS(In, EC, sys::fs::OF_None);
    if (EC) {
      Err = "cannot write '" + In.str().str() + "': " + EC.message();
      return false;
    }
    OS << Obj;
  }
  StringRef Args[] = {Lld, "-flavor", "gnu", "-shared", "--no-undefined",
                      In.str(), "-o", Out.str()};
  std::string ExecErr;
  int RC = sys::ExecuteAndWait(Lld, Args, std::nullopt, {}, 0, 0, &ExecErr);
  if (RC != 0) {
    Err = "ld.lld failed to link the AMDGPU code object" +
          (ExecErr.empty() ? "" : ": " + ExecErr);
    return false;
  }
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Out);
  if (!Buf) {
    Err = "cannot read the linked code object: " + Buf.getError().message();
    return false;
  }
  Image = (*Buf)->getBuffer().str();
  return true;
}

} // namespace

std::string findLld() {
  if (const char *Env = std::getenv("SPMDC_LLD"))
    return Env;
  std::string Major = std::to_string(LLVM_VERSION_MAJOR);
  SmallString<128> NextToTools("/usr/lib/llvm-" + Major + "/bin/ld.lld");
  if (sys::fs::can_execute(NextToTools))
    return NextToTools.str().str();
  for (std::string Name : {"ld.lld-" + Major, std::string("ld.lld")})
    if (ErrorOr<std::string> P = sys::findProgramByName(Name))
      return *P;
  return "";
}

bool emitGpuImage(Module &M, TargetMachine &TM, Arch A, GpuImageKind Kind,
                  std::string &Image, std::string &Err) {
  if (A == Arch::NVPTX || Kind == GpuImageKind::Assembly)
    return runCodegen(M, TM, CodeGenFileType::AssemblyFile, Image, Err);
  std::string Obj;
  return runCodegen(M, TM, CodeGenFileType::ObjectFile, Obj, Err) &&
         linkCodeObject(Obj, Image, Err);
}

} // namespace spmdc
