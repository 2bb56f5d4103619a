//===- Stdlib.h - The part of the standard library written in spmdc -*- C++ -*-===//
//
// \file
// The standard-library functions that are most naturally written in the
// language itself (ISPC's RNG, AoS/SoA helpers, saturating arithmetic, ...)
// are a source text, `stdlibSource()`, that SourceSession puts in front of
// every translation unit (in Clang's predefines buffer, `<built-in>`, before
// the user's -D macros, so those cannot change it). It is parsed and checked
// with the user's code; afterwards `dropUnusedStdlib` removes the library
// functions no user function calls (directly or through other library
// functions), so they cost nothing in the IR and are never vectorized.
//
// Guarantees: the source compiles without errors or warnings on every
// target; user code sees its structs and functions as if declared first.
// The builtins implemented inside the compiler are in Builtins.h.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_STDLIB_H
#define SPMDC_FRONTEND_STDLIB_H

#include "frontend/AST.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace clang {
class SourceManager;
}

namespace spmdc {
namespace fe {

/// The library's source text.
llvm::StringRef stdlibSource();

/// \p Defs without the library functions (those defined in the predefines
/// buffer) that no other function of \p Defs reaches through calls.
std::vector<FuncDecl *> dropUnusedStdlib(const std::vector<FuncDecl *> &Defs,
                                         const clang::SourceManager &SM);

} // namespace fe
} // namespace spmdc

#endif
