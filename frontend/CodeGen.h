//===- CodeGen.h - SPMD IR generation ---------------------------*- C++ -*-===//
//
// \file
// Lowers checked function definitions to SPMD IR exactly as docs/spmd-ir.md
// specifies: one program instance per function body, no vectors or masks;
// "spmd.kind" function attributes and "spmd.uniform" parameter/return
// attributes; every local in an entry-block alloca (bool as i8 in memory),
// gang-shared uniform locals passed to @spmd.gang.shared right after their
// alloca; a single return block; `nsw` on signed add/sub/mul; array indices
// sign- (or zero-) extended to i64; `programIndex`/`programCount` as
// @spmd.lane.index/@spmd.lane.count; math through LLVM intrinsics; foreach
// as the two-piece (main loop all-on, guarded tail) form with its body
// emitted twice; switch as an LLVM `switch`, labels as blocks, goto as a
// branch; debug info and a location on every instruction (DebugInfo.h).
// Implemented in CodeGen.cpp (module, functions, statements),
// CodeGenTypes.cpp (types, struct layout, constants, globals),
// CodeGenSwitch.cpp (switch, labels, goto), CodeGenExpr.cpp (expressions)
// and the other CodeGen*.cpp files (one language feature each).
//
// Expects: definitions that passed Sema and the varying-control-flow
// analysis. Guarantees: a module that passes llvm::verifyModule, or null with
// the verifier's message in Err (an internal error, not a user error).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_CODEGEN_H
#define SPMDC_FRONTEND_CODEGEN_H

#include "frontend/AST.h"
#include "frontend/Frontend.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include <memory>
#include <string>
#include <vector>

namespace clang {
class SourceManager;
}

namespace spmdc {
namespace fe {

/// SM gives the debug info (DebugInfo.h) its files, lines and columns.
/// \p Globals (the file's global variables) are defined even when no
/// function of the file uses them: another object may declare them
/// `extern`, or the application (C's linkage).
std::unique_ptr<llvm::Module>
generateSpmdIR(const std::vector<FuncDecl *> &Defs,
               const std::vector<VarDecl *> &Globals, llvm::LLVMContext &Ctx,
               const FrontendOptions &Opts, llvm::StringRef ModuleName,
               const clang::SourceManager &SM, std::string &Err);

} // namespace fe
} // namespace spmdc

#endif
