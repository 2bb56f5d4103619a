//===- Statistics.cpp - spmdc's pass counters, printed by -stats ----------===//

#include "vectorizer/Statistics.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"

#include <algorithm>
#include <cstring>
#include <vector>

using namespace llvm;

namespace spmdc {
namespace {

/// A function-local static: enrolments run during static initialisation of
/// other files, in no particular order.
std::vector<const TrackingStatistic *> &enrolled() {
  static std::vector<const TrackingStatistic *> All;
  return All;
}

} // namespace

StatisticEnrolment::StatisticEnrolment(const TrackingStatistic &S) {
  enrolled().push_back(&S);
}

bool printStatisticsIfRequested(raw_ostream &OS) {
  if (!AreStatisticsEnabled())
    return false;
  std::vector<const TrackingStatistic *> Shown;
  for (const TrackingStatistic *S : enrolled())
    if (S->getValue())
      Shown.push_back(S);
  llvm::sort(Shown, [](const TrackingStatistic *A, const TrackingStatistic *B) {
    int C = StringRef(A->getDebugType()).compare(B->getDebugType());
    return C ? C < 0 : StringRef(A->getName()) < StringRef(B->getName());
  });
  size_t ValueWidth = 0, TypeWidth = 0;
  for (const TrackingStatistic *S : Shown) {
    ValueWidth = std::max(ValueWidth, utostr(S->getValue()).size());
    TypeWidth = std::max(TypeWidth, strlen(S->getDebugType()));
  }
  OS << "===" << std::string(73, '-') << "===\n"
     << "                          ... Statistics Collected ...\n"
     << "===" << std::string(73, '-') << "===\n\n";
  for (const TrackingStatistic *S : Shown)
    OS << format_decimal(S->getValue(), ValueWidth) << " "
       << left_justify(S->getDebugType(), TypeWidth) << " - " << S->getDesc()
       << "\n";
  OS << "\n";
  OS.flush();
  // LLVM's own printer (at llvm_shutdown) would add "Statistics are
  // disabled" in a release build: the counters it knows of are printed.
  if (auto *Opt = cl::getRegisteredOptions().lookup("stats"))
    Opt->addOccurrence(0, "stats", "false");
  return true;
}

} // namespace spmdc
