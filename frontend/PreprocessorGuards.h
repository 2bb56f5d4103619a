//===- PreprocessorGuards.h - keep Clang's preprocessor safe ----*- C++ -*-===//
//
// \file
// Clang's preprocessor trusts its input more than a compiler fed hostile
// files may: `#if` with 200,000 nested parentheses recurses until the stack
// overflows, deeply nested macro arguments take quadratic time, and
// exponentially growing macros ("billion laughs") inside `#if` never finish.
// These callbacks stop all three before they start:
//
// - when a file is entered, its raw bracket nesting ((, [, { together) is
//   measured; past MaxRawNesting the file is cut off (its lexer returns EOF)
//   and a fatal error "nesting too deep" points at the offending bracket;
// - macro expansions are counted; past MaxMacroExpansions a fatal error is
//   reported and every macro is undefined, so the expansion in progress
//   drains in linear time.
//
// Expects: a Preprocessor not yet lexing. Guarantees: preprocessing ends in
// time proportional to the input plus MaxMacroExpansions, with recursion
// bounded by MaxRawNesting; a tripped guard leaves a fatal error (so the
// frontend stops after lexing).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_PREPROCESSORGUARDS_H
#define SPMDC_FRONTEND_PREPROCESSORGUARDS_H

#include <cstddef>

namespace clang {
class Preprocessor;
}

namespace spmdc {
namespace fe {

constexpr size_t MaxRawNesting = 2048;
constexpr size_t MaxMacroExpansions = 1'000'000;

void installPreprocessorGuards(clang::Preprocessor &PP);

} // namespace fe
} // namespace spmdc

#endif
