//===- HeaderWriter.h - ISPC-shaped C/C++ header ----------------*- C++ -*-===//
//
// \file
// Writes the header a host includes to call the export functions, in the
// shape ISPC generates (guard, <stdint.h>, `namespace ispc`, `extern "C"`),
// so ISPC hosts compile unchanged. Types: int32 -> int32_t, unsigned ->
// uint32_t, int64 -> int64_t, ..., float, double, bool; `uniform T a[]` and
// `uniform T * uniform p` -> `T * a`; `const` is kept.
//
// Expects: checked definitions. Guarantees: only export functions appear,
// in source order; every struct an export parameter or result reaches
// through its pointer levels is defined before them (or declared, when
// the source only declares it).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_HEADERWRITER_H
#define SPMDC_FRONTEND_HEADERWRITER_H

#include "frontend/AST.h"
#include "frontend/Frontend.h"
#include <string>
#include <vector>

namespace spmdc {
namespace fe {

/// The export functions among \p Defs, in source order, as writeHeader
/// declares them.
std::vector<CSignature> exportSignatures(const std::vector<FuncDecl *> &Defs);

/// FileName is what the comment names (e.g. "simple_ispc.h"); Guard the
/// include guard macro.
std::string writeHeader(const std::vector<FuncDecl *> &Defs,
                        const std::string &FileName, const std::string &Guard,
                        const std::vector<EnumDecl *> &Enums = {});

/// ISPC's default guard for a header file name: "simple_ispc.h" ->
/// "ISPC_SIMPLE_ISPC_H".
std::string defaultHeaderGuard(const std::string &FileName);

} // namespace fe
} // namespace spmdc

#endif
