//===- HeaderOutput.h - the -h header of a compile --------------*- C++ -*-===//
//
// \file
// What `spmdc ... -h k.h` writes, for the driver. The header's text comes
// from two writers: the frontend's (frontend/HeaderWriter.h: the ISPC-shaped
// CPU header, built while the source is parsed) and the GPU host-stub
// writer (gpu-backend/HostStub.h, which embeds the code object and so runs
// after code generation). This file holds what joins them to the command
// line: the include guard derived from the header's file name, and the
// assembly of a GPU header from the compiled module.
//
// Expects: the header path as given with -h; for a GPU header, a module
// that has been through the whole pipeline (spmd-gpu-lower, optimize) and
// the export signatures the frontend collected. Guarantees: the same
// guard for the same file name on every target (ISPC's `ISPC_<NAME>`), and
// a GPU header that embeds the loadable image of exactly this module,
// which is left unchanged (the image is generated from a copy).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TOOLS_SPMDC_HEADEROUTPUT_H
#define SPMDC_TOOLS_SPMDC_HEADEROUTPUT_H

#include "frontend/Frontend.h"
#include "tools/spmdc/Targets.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace spmdc {

/// `ISPC_` followed by the file name of \p HeaderPath (no directories) in
/// upper case, every character that is not a letter or digit as `_`:
/// `out/k.h` -> `ISPC_K_H`, as ISPC names its guards.
std::string headerGuardFor(llvm::StringRef HeaderPath);

/// The host header of a GPU compile: the launch stubs of \p Sigs for
/// target \p T, the loadable image of \p M (generated from a clone, since
/// code generation changes a module), the task kernels, the num_cores
/// global and the --instrument table \p M holds. \p HeaderPath is the -h
/// path (its file name is quoted in the header, and gives the guard);
/// \p InputPath the source, whose stem names the image. Returns false and
/// sets \p Err if the image cannot be generated.
bool buildGpuHostHeader(const llvm::Module &M, llvm::TargetMachine &TM,
                        const TargetDesc &T, llvm::StringRef HeaderPath,
                        llvm::StringRef InputPath,
                        const std::vector<CSignature> &Sigs,
                        std::string &Header, std::string &Err);

} // namespace spmdc

#endif
