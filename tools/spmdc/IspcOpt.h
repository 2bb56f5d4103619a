//===- IspcOpt.h - ISPC's --opt=<option> values ------------------*- C++ -*-===//
//
// \file
// The meaning of ISPC's `--opt=` values in spmdc: the four that change what
// spmdc generates, the ISPC values that have no meaning here (each with the
// reason a warning gives), and an error for anything else. The driver owns
// the command line and how warnings are shown (--woff, --werror); this file
// only interprets the values, so the table is in one place.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TOOLS_SPMDC_ISPCOPT_H
#define SPMDC_TOOLS_SPMDC_ISPCOPT_H

#include "llvm/ADT/ArrayRef.h"

#include <string>
#include <vector>

namespace spmdc {

/// What the --opt= values asked for.
struct IspcOptSettings {
  bool FastMath = false;
  bool DisableFMA = false;
  bool DisableAssertions = false;
  bool DisableLoopUnroll = false;
};

/// One message about a value, in the order of the values.
struct IspcOptMessage {
  bool IsError; // an unknown value; otherwise a warning (no effect here)
  std::string Text;
};

struct IspcOptResult {
  IspcOptSettings Settings;
  /// Warnings, then at most one error, which ends the reading.
  std::vector<IspcOptMessage> Messages;
};

/// Interprets \p Values, the --opt= arguments in command-line order.
IspcOptResult parseIspcOpts(llvm::ArrayRef<std::string> Values);

} // namespace spmdc

#endif
