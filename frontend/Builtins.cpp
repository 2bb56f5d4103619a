//===- Builtins.cpp - The standard-library functions the compiler knows ---===//
//
// See Builtins.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/Builtins.h"

namespace spmdc {
namespace fe {

namespace {

using R = BuiltinRule;

const BuiltinInfo Table[] = {
    // Math (more in docs/stdlib.md as they land).
    {"sqrt", Builtin::Sqrt, R::MathFloat, 1, 1},
    {"rsqrt", Builtin::Rsqrt, R::MathFloat, 1, 1},
    {"rcp", Builtin::Rcp, R::MathFloat, 1, 1},
    {"floor", Builtin::Floor, R::MathFloat, 1, 1},
    {"ceil", Builtin::Ceil, R::MathFloat, 1, 1},
    {"abs", Builtin::Abs, R::MathSame, 1, 1},
    {"min", Builtin::Min, R::MathSame, 2, 2},
    {"max", Builtin::Max, R::MathSame, 2, 2},
    {"clamp", Builtin::Clamp, R::MathSame, 3, 3},
    // Bits.
    {"count_leading_zeros", Builtin::CountLeadingZeros, R::BitCount, 1, 1},
    {"count_trailing_zeros", Builtin::CountTrailingZeros, R::BitCount, 1, 1},
    // Cross-lane operations.
    {"any", Builtin::Any, R::VaryingBool, 1, 1},
    {"all", Builtin::All, R::VaryingBool, 1, 1},
    {"none", Builtin::None_, R::VaryingBool, 1, 1},
    {"lanemask", Builtin::LaneMask, R::NoArgsMask, 0, 0},
    {"popcnt", Builtin::Popcnt, R::Popcnt, 1, 1},
    {"reduce_add", Builtin::ReduceAdd, R::Reduce, 1, 1},
    {"reduce_min", Builtin::ReduceMin, R::Reduce, 1, 1},
    {"reduce_max", Builtin::ReduceMax, R::Reduce, 1, 1},
    {"reduce_equal", Builtin::ReduceEqual, R::ReduceEqual, 1, 1},
    {"broadcast", Builtin::Broadcast, R::LaneValue, 2, 2},
    {"extract", Builtin::Extract, R::LaneValue, 2, 2},
    {"insert", Builtin::Insert, R::Insert, 3, 3},
    {"rotate", Builtin::Rotate, R::LaneValue, 2, 2},
    {"shift", Builtin::Shift, R::LaneValue, 2, 2},
    {"shuffle", Builtin::Shuffle, R::Shuffle, 2, 3},
    {"exclusive_scan_add", Builtin::ExclusiveScanAdd, R::Scan, 1, 1},
    {"exclusive_scan_and", Builtin::ExclusiveScanAnd, R::Scan, 1, 1},
    {"exclusive_scan_or", Builtin::ExclusiveScanOr, R::Scan, 1, 1},
    {"packed_store_active", Builtin::PackedStoreActive, R::PackedStore, 2, 2},
};

} // namespace

const BuiltinInfo *lookupBuiltin(llvm::StringRef Name) {
  for (const BuiltinInfo &B : Table)
    if (Name == B.Name)
      return &B;
  return nullptr;
}

llvm::ArrayRef<BuiltinInfo> allBuiltins() { return Table; }

} // namespace fe
} // namespace spmdc
