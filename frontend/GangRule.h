//===- GangRule.h - how a run-time gang width is chosen -------*- C++ -*-===//
//
// \file
// Shared by the driver, Sema and CodeGen: in a build whose gang width is
// picked at run time (`-target sve`, `sve-multi`), which width runs on a
// CPU with a given SVE vector length. It must match the dispatchers of
// tools/spmdc/Dispatch.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_GANGRULE_H
#define SPMDC_FRONTEND_GANGRULE_H

#include <cstdint>

namespace spmdc {

/// None: the gang width is a compile-time constant of the whole object.
/// Scalable (`sve`: the scalable variant and its sve-128 fallback): the
/// vector's 32-bit lanes when that is a power of two from 4 to 64, else 4
/// (addFallbackDispatch). ByLength (`sve-multi`): the largest power of two
/// from 4 to 64 not above them (addLengthDispatch).
enum class GangRule : uint8_t { None, Scalable, ByLength };

} // namespace spmdc

#endif
