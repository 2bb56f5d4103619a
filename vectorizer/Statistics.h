//===- Statistics.h - spmdc's pass counters, printed by -stats --*- C++ -*-===//
//
// Debian's LLVM is a release build: LLVM's STATISTIC counters compile to
// nothing there, and `-stats` only prints "Statistics are disabled". spmdc's
// passes count with SPMDC_STATISTIC instead: an always-enabled LLVM
// statistic that also enrols itself here, so that the tools print spmdc's
// counters (in LLVM's format) when `-stats` is given, whatever LLVM's build.
//
//===----------------------------------------------------------------------===//

#ifndef SPMDC_VECTORIZER_STATISTICS_H
#define SPMDC_VECTORIZER_STATISTICS_H

#include "llvm/ADT/Statistic.h"
#include "llvm/Support/raw_ostream.h"

namespace spmdc {

/// Enrols one counter at static initialisation (SPMDC_STATISTIC).
struct StatisticEnrolment {
  explicit StatisticEnrolment(const llvm::TrackingStatistic &S);
};

/// Prints the counters that are not zero, as LLVM's `-stats` does (value,
/// pass, description; sorted by pass and name), if `-stats` was given; and
/// then keeps LLVM's release build from adding "Statistics are disabled"
/// at shutdown. Returns whether it printed.
bool printStatisticsIfRequested(llvm::raw_ostream &OS);

} // namespace spmdc

/// STATISTIC for spmdc's passes (the file's DEBUG_TYPE names the pass).
#define SPMDC_STATISTIC(VARNAME, DESC)                                         \
  ALWAYS_ENABLED_STATISTIC(VARNAME, DESC);                                     \
  static const ::spmdc::StatisticEnrolment VARNAME##Enrolment(VARNAME)

#endif
