//===- HeaderOutput.cpp - the -h header of a compile ----------------------===//
//
// See HeaderOutput.h.
//
//===----------------------------------------------------------------------===//
#include "tools/spmdc/HeaderOutput.h"

#include "gpu-backend/CodeObject.h"
#include "gpu-backend/GpuLowering.h"
#include "gpu-backend/GpuTasks.h"
#include "gpu-backend/HostStub.h"
#include "vectorizer/wfv/Instrument.h"

#include "llvm/IR/Module.h"
#include "llvm/Support/Path.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <cctype>

using namespace llvm;

namespace spmdc {

std::string headerGuardFor(StringRef HeaderPath) {
  std::string Guard = "ISPC_";
  for (char C : sys::path::filename(HeaderPath))
    Guard += isalnum(static_cast<unsigned char>(C)) ? toupper(C) : '_';
  return Guard;
}

bool buildGpuHostHeader(const Module &M, TargetMachine &TM, const TargetDesc &T,
                        StringRef HeaderPath, StringRef InputPath,
                        const std::vector<CSignature> &Sigs,
                        std::string &Header, std::string &Err) {
  // Code generation changes the module: the header's image comes from a
  // copy, so that -o can still take something else from the same module.
  std::unique_ptr<Module> Copy = CloneModule(M);
  std::string Image;
  if (!emitGpuImage(*Copy, TM, T.TheArch, GpuImageKind::Loadable, Image, Err))
    return false;
  GpuHeaderOptions HO;
  HO.FileName = sys::path::filename(HeaderPath).str();
  HO.Guard = headerGuardFor(HeaderPath);
  HO.ModuleId = sys::path::stem(InputPath).str();
  HO.TaskKernels = gpuTaskKernels(M);
  HO.NumCores = M.getNamedGlobal(GpuNumCoresName) != nullptr;
  HO.Instr = readInstrumentTable(M);
  Header = writeGpuHostHeader(Sigs, T, Image, HO);
  return true;
}

} // namespace spmdc
