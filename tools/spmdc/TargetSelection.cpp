//===- TargetSelection.cpp - what -target selects -------------------------===//

#include "tools/spmdc/TargetSelection.h"

#include "gpu-backend/GpuTarget.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace spmdc {

int driverError(const Twine &Msg) {
  WithColor::error(errs(), "spmdc") << Msg << "\n";
  return 1;
}

namespace {

std::string ispcFileSuffix(StringRef Spelling) {
  std::string Isa = Spelling.split('-').first.lower();
  return Isa == "avx1" ? "avx" : Isa;
}

/// ISPC's Xeon Phi target: spmdc has no code generation for it. In a list
/// of targets it is left out with a warning (the dispatcher then runs the
/// best other target the CPU supports, as ISPC's lists also name avx2);
/// alone it is an error.
bool isXeonPhiTarget(StringRef Spelling) {
  return Spelling.lower().rfind("avx512knl", 0) == 0;
}

} // namespace

std::string perTargetPath(StringRef Path, const TargetDesc &T,
                          const TargetSelection &Selection) {
  auto It = Selection.FileSuffix.find(&T);
  std::string Suffix = It != Selection.FileSuffix.end() ? It->second
                                                         : std::string(T.Name);
  SmallString<256> P(sys::path::parent_path(Path));
  sys::path::append(P, sys::path::stem(Path) + "_" + Suffix +
                           sys::path::extension(Path));
  return std::string(P);
}

// AArch64 at -O0: SelectionDAG, not LLVM 22's defaults there. GlobalISel
// took minutes on a fixed-length SVE masked load of 24 floats (aos_to_soa3
// at sve-256: 113 s; SelectionDAG 0.03 s). FastISel, which SelectionDAG
// runs first at -O0, reads a <64 x i1> or <128 x i1> parameter from the
// wrong registers (its fastLowerArguments takes it for a 64- or 128-bit
// vector in d0/q0; the calling convention passes its lanes in w0-w7 and on
// the stack), so the masked variants of sve-2048's 64-lane gang got
// garbage parameters. TargetPassConfig chooses FastISel from LLVM's
// -fast-isel option alone; set it unless the user did.
static void selectWithSelectionDAGOnly(TargetMachine &TM) {
  TM.setGlobalISel(false);
  cl::Option *FastISel = cl::getRegisteredOptions().lookup("fast-isel");
  if (FastISel && FastISel->getNumOccurrences() == 0)
    FastISel->addOccurrence(0, "fast-isel", "false");
}

std::unique_ptr<TargetMachine>
createTargetMachine(const TargetDesc &T, const CodeGenSettings &Settings) {
  std::string Err;
  llvm::Triple TT(tripleFor(T));
  const llvm::Target *TheTarget = TargetRegistry::lookupTarget(TT, Err);
  if (!TheTarget) {
    driverError("this LLVM cannot generate code for " + TT.str() + ": " + Err);
    return nullptr;
  }
  TargetOptions TOpts;
  // The backend fuses fmul+fadd pairs (SPMD IR carries no `contract` flags
  // but with --opt=fast-math, whose flags Standard honours).
  TOpts.AllowFPOpFusion =
      Settings.FuseFMA ? FPOpFusion::Fast : FPOpFusion::Standard;
  unsigned L = Settings.OptLevel;
  CodeGenOptLevel CGLevel = L == 0   ? CodeGenOptLevel::None
                            : L == 1 ? CodeGenOptLevel::Less
                            : L == 2 ? CodeGenOptLevel::Default
                                     : CodeGenOptLevel::Aggressive;
  std::unique_ptr<TargetMachine> TM(TheTarget->createTargetMachine(
      TT, T.CPU, T.Features, TOpts, Reloc::PIC_, std::nullopt, CGLevel));
  if (!TM) {
    driverError("cannot create a target machine for " + TT.str());
    return nullptr;
  }
  if (TT.isAArch64() && CGLevel == CodeGenOptLevel::None)
    selectWithSelectionDAGOnly(*TM);
  return TM;
}

bool parseTargetList(StringRef Spec, const WarningPolicy &Warnings,
                     TargetSelection &Selection) {
  std::vector<const TargetDesc *> &Out = Selection.Targets;
  SmallVector<StringRef, 4> Names;
  Spec.split(Names, ',', -1, /*KeepEmpty=*/false);
  if (Names.empty()) {
    driverError("no target given; known targets: " + targetNameList());
    return false;
  }
  bool OnlyXeonPhi = llvm::all_of(
      Names, [](StringRef N) { return isXeonPhiTarget(N.trim()); });
  for (StringRef N : Names) {
    if (isXeonPhiTarget(N.trim()) && !OnlyXeonPhi) {
      if (Warnings.WarningsAsErrors) {
        driverError("target '" + N.trim() + "' (Xeon Phi) is not supported "
                    "(warning treated as error)");
        return false;
      }
      if (!Warnings.NoWarnings)
        WithColor::warning(errs(), "spmdc")
            << "target '" << N.trim()
            << "' (Xeon Phi) is not supported and is left out; such a CPU "
               "runs the best other target of the list\n";
      continue;
    }
    if (isXeonPhiTarget(N.trim())) {
      driverError("target '" + N.trim() + "' (Xeon Phi) is not supported; "
                  "use avx2-i32x8 or avx512skx-x16");
      return false;
    }
    const TargetDesc *T = lookupTarget(N.trim());
    if (!T) {
      driverError("unknown target '" + N.trim() +
                  "'; known targets: " + targetNameList());
      return false;
    }
    if (is_contained(Out, T)) {
      driverError("target '" + N.trim() + "' given twice");
      return false;
    }
    if (!Out.empty() &&
        (isGpuArch(T->TheArch) || isGpuArch(Out.front()->TheArch))) {
      driverError("GPU target '" +
                  Twine(isGpuArch(T->TheArch) ? T->Name : Out.front()->Name) +
                  "' cannot be combined with other targets");
      return false;
    }
    // The scalable target is in development: one target per build.
    if (T->Hidden && Names.size() > 1) {
      driverError("target '" + Twine(T->Name) +
                  "' cannot be combined with other targets yet");
      return false;
    }
    if (!Out.empty() && Out.front()->TheArch != T->TheArch) {
      driverError("targets '" + Twine(Out.front()->Name) + "' and '" +
                  T->Name + "' are for different architectures");
      return false;
    }
    Out.push_back(T);
    std::string Spelling = N.trim().lower();
    Selection.FileSuffix[T] =
        Spelling == T->Name ? Spelling : ispcFileSuffix(Spelling);
  }
  // Best first: the target table lists each architecture's targets that way.
  auto Rank = [](const TargetDesc *T) { return T - allTargets().data(); };
  llvm::sort(Out, [&](auto *A, auto *B) { return Rank(A) < Rank(B); });
  return true;
}

} // namespace spmdc
