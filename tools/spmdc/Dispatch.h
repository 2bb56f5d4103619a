//===- Dispatch.h - run-time dispatch for multi-target builds ---*- C++ -*-===//
//
// \file
// `spmdc k.spmd --target=avx2,avx512 -o k.o` compiles the kernel once per
// target, renaming each exported function `f` to `f_<isa>` in `k_<isa>.o`,
// and writes `k.o` with the dispatchers built here: `f` asks the CPU once
// which of the targets it runs (best first; DispatchCpuCheck.h, without
// spmdrt), caches the answer, and calls that target's `f_<isa>`. A CPU
// that runs none of them gets a clear message instead of an illegal
// instruction.
//
// A length-agnostic target (`sve`) is several fixed-length variants in one
// object: addLengthDispatch() gives each export function `f` a dispatcher
// that reads the vector length (llvm.vscale) on every call -- one
// instruction -- and calls the variant for the longest length not above it.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TOOLS_DISPATCH_H
#define SPMDC_TOOLS_DISPATCH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/Module.h"
#include <memory>
#include <string>
#include <vector>

namespace spmdc {

struct TargetDesc;

/// An exported function as the dispatcher must re-export it.
struct ExportedFunction {
  std::string Name;
  llvm::FunctionType *Type;
  llvm::AttributeList Attrs;
};

/// Exported functions of a frontend module (before any renaming).
std::vector<ExportedFunction> collectExports(llvm::Module &M);

/// Renames every exported function `f` of \p M to `f_<isa>` (symbolSuffix).
void suffixExports(llvm::Module &M, const TargetDesc &T);

/// In \p M, which holds every variant of the length-agnostic \p Family
/// (`f_sve_128`, ..., made internal here), defines the dispatcher
/// `f<NameSuffix>` for each of \p Exports. \p Variants: smallest first.
void addLengthDispatch(llvm::Module &M, llvm::ArrayRef<ExportedFunction> Exports,
                       const TargetDesc &Family,
                       llvm::ArrayRef<const TargetDesc *> Variants,
                       const std::string &NameSuffix);

/// In \p M, which holds the variants of the scalable \p Family and of its
/// fixed-length \p Fallback (`f_sve_vla`, `f_sve_128`, made internal
/// here), defines the dispatcher `f<NameSuffix>` for each of \p Exports:
/// the scalable variant when vscale is a power of two (1 … 16: LLVM
/// compiles scalable code assuming so), else the fallback.
void addFallbackDispatch(llvm::Module &M,
                         llvm::ArrayRef<ExportedFunction> Exports,
                         const TargetDesc &Family, const TargetDesc &Fallback,
                         const std::string &NameSuffix);

/// Builds the dispatch module. \p Targets must be ordered best first.
std::unique_ptr<llvm::Module>
buildDispatchModule(llvm::LLVMContext &Ctx, llvm::ArrayRef<ExportedFunction> Exports,
                    llvm::ArrayRef<const TargetDesc *> Targets);

} // namespace spmdc

#endif
