//===- GpuMath.cpp - Device math libraries for the GPU targets ------------===//
//
// \file
// See GpuMath.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuMath.h"
#include "gpu-backend/BitcodeLink.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <map>
#include <set>

using namespace llvm;

namespace spmdc {
namespace {

/// The library name of the math intrinsic \p ID ("" if it needs none).
StringRef mathName(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::sin: return "sin";
  case Intrinsic::cos: return "cos";
  case Intrinsic::tan: return "tan";
  case Intrinsic::asin: return "asin";
  case Intrinsic::acos: return "acos";
  case Intrinsic::atan: return "atan";
  case Intrinsic::atan2: return "atan2";
  case Intrinsic::sinh: return "sinh";
  case Intrinsic::cosh: return "cosh";
  case Intrinsic::tanh: return "tanh";
  case Intrinsic::exp: return "exp";
  case Intrinsic::exp2: return "exp2";
  case Intrinsic::exp10: return "exp10";
  case Intrinsic::log: return "log";
  case Intrinsic::log2: return "log2";
  case Intrinsic::log10: return "log10";
  case Intrinsic::pow: return "pow";
  default: return "";
  }
}

/// Whether the backend of \p A selects \p Name on \p T accurately itself.
bool backendExpands(Arch A, StringRef Name, Type *T) {
  if (A == Arch::NVPTX || !T->isFloatTy())
    return false; // NVPTX: approximations only under fast-math flags
  return StringSwitch<bool>(Name)
      .Cases({"sin", "cos", "exp", "exp2", "log", "log2", "log10"}, true)
      .Default(false);
}

std::string libraryFunction(Arch A, StringRef Name, Type *T) {
  bool F32 = T->isFloatTy();
  if (A == Arch::NVPTX)
    return ("__nv_" + Name + (F32 ? "f" : "")).str();
  return ("__ocml_" + Name + (F32 ? "_f32" : "_f64")).str();
}

/// The first existing file of $Env and \p Candidates; "" if none.
std::string findLibrary(const char *Env, ArrayRef<std::string> Candidates) {
  if (auto V = sys::Process::GetEnv(Env))
    return *V;
  for (const std::string &C : Candidates)
    if (sys::fs::exists(C))
      return C;
  return "";
}

std::string libdevicePath() {
  std::vector<std::string> C;
  for (const char *Env : {"CUDA_HOME", "CUDA_PATH"})
    if (auto V = sys::Process::GetEnv(Env))
      C.push_back(*V + "/nvvm/libdevice/libdevice.10.bc");
  C.push_back("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc");
  C.push_back("/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc");
  return findLibrary("SPMDC_LIBDEVICE", C);
}

std::string ocmlPath() {
  std::vector<std::string> C = {
      "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc",
      "/usr/lib/aarch64-linux-gnu/amdgcn/bitcode/ocml.bc",
      "/opt/rocm/amdgcn/bitcode/ocml.bc",
      "/opt/rocm/lib/llvm/lib/clang/amdgcn/bitcode/ocml.bc"};
  return findLibrary("SPMDC_OCML", C);
}

/// ocml's __oclc_ISA_version for \p Processor (major*1000 + minor*100 +
/// stepping, stepping a hex digit).
unsigned isaVersion(StringRef Processor) {
  StringRef V = Processor;
  if (!V.consume_front("gfx") || V.size() < 3)
    return 0;
  unsigned Major = 0, Minor = 0, Step = 0;
  if (V.drop_back(2).getAsInteger(10, Major) ||
      V.substr(V.size() - 2, 1).getAsInteger(10, Minor) ||
      V.take_back(1).getAsInteger(16, Step))
    return 0;
  return Major * 1000 + Minor * 100 + Step;
}

/// Defines ocml's control variables that \p M declares (see GpuMath.h).
void defineOclcControls(Module &M, StringRef Processor, unsigned WaveSize) {
  std::map<std::string, uint64_t> Values = {
      {"__oclc_finite_only_opt", 0},
      {"__oclc_unsafe_math_opt", 0},
      {"__oclc_daz_opt", 0},
      {"__oclc_correctly_rounded_sqrt32", 1},
      {"__oclc_wavefrontsize64", WaveSize == 64},
      {"__oclc_ISA_version", isaVersion(Processor)},
      {"__oclc_ABI_version", 500}};
  for (GlobalVariable &GV : M.globals()) {
    if (!GV.isDeclaration() || !GV.getName().starts_with("__oclc_"))
      continue;
    auto It = Values.find(GV.getName().str());
    uint64_t V = It == Values.end() ? 0 : It->second;
    auto *T = dyn_cast<IntegerType>(GV.getValueType());
    if (!T)
      continue;
    GV.setInitializer(ConstantInt::get(T, V));
    GV.setConstant(true);
    GV.setLinkage(GlobalValue::InternalLinkage);
  }
}

void unsupported(Module &M, CallBase &CB, const Twine &Msg) {
  M.getContext().diagnose(DiagnosticInfoUnsupported(*CB.getFunction(), Msg,
                                                    CB.getDebugLoc()));
}

} // namespace

namespace {

/// ROCm's ockl.bc (printf's hostcall functions): $SPMDC_OCKL, else next to
/// the ocml.bc in use, else the usual places.
std::string ocklPath() {
  std::vector<std::string> C;
  std::string Ocml = ocmlPath();
  if (!Ocml.empty())
    C.push_back((sys::path::parent_path(Ocml) + "/ockl.bc").str());
  C.push_back("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc");
  C.push_back("/usr/lib/aarch64-linux-gnu/amdgcn/bitcode/ockl.bc");
  C.push_back("/opt/rocm/amdgcn/bitcode/ockl.bc");
  C.push_back("/opt/rocm/lib/llvm/lib/clang/amdgcn/bitcode/ockl.bc");
  return findLibrary("SPMDC_OCKL", C);
}

/// A vendor library: the prefix of the functions it defines, how to find it
/// and how to name it in an error.
struct DeviceLib {
  StringRef Prefix;
  std::string (*Path)();
  const char *What;
  const char *User; ///< what needs it, for the error
};

const DeviceLib Libdevice = {"__nv_", libdevicePath,
                             "CUDA's libdevice (libdevice.10.bc; set "
                             "SPMDC_LIBDEVICE or CUDA_HOME)",
                             "this math function"};
const DeviceLib Ocml = {"__ocml_", ocmlPath,
                        "ROCm's ocml.bc (Debian package rocm-device-libs; "
                        "set SPMDC_OCML)",
                        "this math function"};
const DeviceLib Ockl = {"__ockl_", ocklPath,
                        "ROCm's ockl.bc (Debian package rocm-device-libs; "
                        "set SPMDC_OCKL)",
                        "print (the device printf)"};

/// The first call, in module order (the error names its line), of a
/// declared function of \p M named \p Prefix*.
CallBase *firstCallOf(Module &M, StringRef Prefix) {
  bool Any = any_of(M, [&](Function &F) {
    return F.isDeclaration() && !F.use_empty() &&
           F.getName().starts_with(Prefix);
  });
  if (!Any)
    return nullptr;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction();
            Callee && Callee->isDeclaration() &&
            Callee->getName().starts_with(Prefix))
          return CB;
  return nullptr;
}

/// Links what \p M needs of \p L, its definitions made internal.
bool linkLibrary(Module &M, const DeviceLib &L, CallBase &FirstCall) {
  std::string Path = L.Path();
  if (Path.empty()) {
    unsupported(M, FirstCall,
                Twine(L.User) + " needs " + L.What + ", not found");
    return false;
  }
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf) {
    unsupported(M, FirstCall,
                "cannot read " + Path + ": " + Buf.getError().message());
    return false;
  }
  Expected<std::unique_ptr<Module>> Lib =
      parseBitcodeLibrary((*Buf)->getMemBufferRef(), M.getContext());
  if (!Lib) {
    unsupported(M, FirstCall,
                "cannot load " + Path + ": " + toString(Lib.takeError()));
    return false;
  }
  // The libraries carry a generic triple ("nvptx64-nvidia-gpulibs", or an
  // older data layout): they are meant to be linked into any module. What
  // they bring in is private to this module: not a kernel, not exported,
  // dropped once inlined.
  if (Error E = linkBitcodeLibrary(M, std::move(*Lib))) {
    unsupported(M, FirstCall,
                "cannot link " + Path + ": " + toString(std::move(E)));
    return false;
  }
  return true;
}

} // namespace

bool linkGpuDeviceLibraries(Module &M, Arch A, StringRef Processor,
                            unsigned WaveSize) {
  bool Nv = A == Arch::NVPTX;
  static const DeviceLib *const NvLibs[] = {&Libdevice};
  static const DeviceLib *const AmdLibs[] = {&Ocml, &Ockl};
  ArrayRef<const DeviceLib *> Libs = Nv ? ArrayRef(NvLibs) : ArrayRef(AmdLibs);
  bool Linked = false;
  // A library may call into another one (each is linked once).
  std::set<const DeviceLib *> Done;
  for (bool Again = true; Again;) {
    Again = false;
    for (const DeviceLib *L : Libs) {
      CallBase *First = Done.count(L) ? nullptr : firstCallOf(M, L->Prefix);
      if (!First)
        continue;
      if (!linkLibrary(M, *L, *First))
        return false;
      Done.insert(L);
      Linked = Again = true;
    }
  }
  if (!Linked)
    return true;
  if (Nv)
    // IEEE denormals: NVVMReflect folds __nvvm_reflect("__CUDA_FTZ") to 0.
    M.addModuleFlag(Module::Override, "nvvm-reflect-ftz", uint32_t(0));
  else
    // Once, after every library is in: a control a later library declares
    // would otherwise not resolve to the internal definition.
    defineOclcControls(M, Processor, WaveSize);
  return true;
}

bool linkGpuMath(Module &M, Arch A, StringRef Processor, unsigned WaveSize) {
  for (Function &F : make_early_inc_range(M)) {
    StringRef Name = mathName(F.getIntrinsicID());
    if (Name.empty() || F.use_empty())
      continue;
    Type *T = F.getReturnType();
    if (!T->isFloatTy() && !T->isDoubleTy())
      continue; // vector or half: never produced on the GPU path
    if (backendExpands(A, Name, T))
      continue;
    FunctionCallee Lib =
        M.getOrInsertFunction(libraryFunction(A, Name, T), F.getFunctionType());
    for (User *U : make_early_inc_range(F.users())) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI)
        continue;
      SmallVector<Value *, 2> Args(CI->args());
      CallInst *New = CallInst::Create(Lib, Args, "", CI->getIterator());
      New->takeName(CI);
      New->setDebugLoc(CI->getDebugLoc());
      New->copyFastMathFlags(CI);
      CI->replaceAllUsesWith(New);
      CI->eraseFromParent();
    }
  }
  return linkGpuDeviceLibraries(M, A, Processor, WaveSize);
}

} // namespace spmdc
