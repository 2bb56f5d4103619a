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
    {"avg_up", Builtin::AvgUp, R::IntAverage, 2, 2},
    {"avg_down", Builtin::AvgDown, R::IntAverage, 2, 2},
    {"__fast_idiv", Builtin::FastIdiv, R::FastIdiv, 2, 2},
    {"__add_sat", Builtin::AddSat, R::IntAverage, 2, 2},
    {"__sub_sat", Builtin::SubSat, R::IntAverage, 2, 2},
    {"alloca", Builtin::Alloca, R::Alloca, 1, 1},
    {"sin", Builtin::Sin, R::MathFloat, 1, 1},
    {"cos", Builtin::Cos, R::MathFloat, 1, 1},
    {"tan", Builtin::Tan, R::MathFloat, 1, 1},
    {"asin", Builtin::Asin, R::MathFloat, 1, 1},
    {"acos", Builtin::Acos, R::MathFloat, 1, 1},
    {"atan", Builtin::Atan, R::MathFloat, 1, 1},
    {"atan2", Builtin::Atan2, R::MathFloat, 2, 2},
    {"exp", Builtin::Exp, R::MathFloat, 1, 1},
    {"exp2", Builtin::Exp2, R::MathFloat, 1, 1},
    {"log", Builtin::Log, R::MathFloat, 1, 1},
    {"log2", Builtin::Log2, R::MathFloat, 1, 1},
    {"pow", Builtin::Pow, R::MathFloat, 2, 2},
    {"fmod", Builtin::Fmod, R::MathFloat, 2, 2},
    {"round", Builtin::Round, R::MathFloat, 1, 1},
    {"trunc", Builtin::Trunc, R::MathFloat, 1, 1},
    {"sign", Builtin::Sign, R::MathFloat, 1, 1},
    {"ldexp", Builtin::Ldexp, R::Ldexp, 2, 2},
    {"isnan", Builtin::IsNan, R::FloatTest, 1, 1},
    {"isinf", Builtin::IsInf, R::FloatTest, 1, 1},
    // Bits.
    {"intbits", Builtin::IntBits, R::ToIntBits, 1, 1},
    {"signbits", Builtin::SignBits, R::ToIntBits, 1, 1},
    {"floatbits", Builtin::FloatBits, R::FromIntBits, 1, 1},
    {"doublebits", Builtin::DoubleBits, R::FromIntBits, 1, 1},
    {"float16bits", Builtin::Float16Bits, R::FromIntBits, 1, 1},
    {"select", Builtin::Select, R::Select, 3, 3},
    {"half_to_float", Builtin::HalfToFloat, R::HalfToFloat, 1, 1},
    {"float_to_half", Builtin::FloatToHalf, R::FloatToHalf, 1, 1},
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
    {"reduce_equal", Builtin::ReduceEqual, R::ReduceEqual, 1, 2},
    {"broadcast", Builtin::Broadcast, R::LaneValue, 2, 2},
    {"extract", Builtin::Extract, R::LaneValue, 2, 2},
    {"insert", Builtin::Insert, R::Insert, 3, 3},
    {"rotate", Builtin::Rotate, R::LaneValue, 2, 2},
    {"shift", Builtin::Shift, R::LaneValue, 2, 2},
    {"shuffle", Builtin::Shuffle, R::Shuffle, 2, 3},
    {"exclusive_scan_add", Builtin::ExclusiveScanAdd, R::Scan, 1, 1},
    {"exclusive_scan_and", Builtin::ExclusiveScanAnd, R::Scan, 1, 1},
    {"exclusive_scan_or", Builtin::ExclusiveScanOr, R::Scan, 1, 1},
    // Atomics.
    {"atomic_add_global", Builtin::AtomicAdd, R::Atomic, 2, 2},
    {"atomic_add_local", Builtin::AtomicAdd, R::Atomic, 2, 2},
    {"atomic_subtract_global", Builtin::AtomicSub, R::Atomic, 2, 2},
    {"atomic_subtract_local", Builtin::AtomicSub, R::Atomic, 2, 2},
    {"atomic_min_global", Builtin::AtomicMin, R::Atomic, 2, 2},
    {"atomic_min_local", Builtin::AtomicMin, R::Atomic, 2, 2},
    {"atomic_max_global", Builtin::AtomicMax, R::Atomic, 2, 2},
    {"atomic_max_local", Builtin::AtomicMax, R::Atomic, 2, 2},
    {"atomic_and_global", Builtin::AtomicAnd, R::Atomic, 2, 2},
    {"atomic_and_local", Builtin::AtomicAnd, R::Atomic, 2, 2},
    {"atomic_or_global", Builtin::AtomicOr, R::Atomic, 2, 2},
    {"atomic_or_local", Builtin::AtomicOr, R::Atomic, 2, 2},
    {"atomic_xor_global", Builtin::AtomicXor, R::Atomic, 2, 2},
    {"atomic_xor_local", Builtin::AtomicXor, R::Atomic, 2, 2},
    // Memory.
    {"memcpy", Builtin::Memcpy, R::MemCopy, 3, 3},
    {"memcpy64", Builtin::Memcpy, R::MemCopy, 3, 3},
    {"memmove", Builtin::Memmove, R::MemCopy, 3, 3},
    {"memmove64", Builtin::Memmove, R::MemCopy, 3, 3},
    {"memset", Builtin::Memset, R::MemSet, 3, 3},
    {"memset64", Builtin::Memset, R::MemSet, 3, 3},
    {"prefetch_l1", Builtin::Prefetch, R::Prefetch, 1, 2},
    {"prefetch_l2", Builtin::Prefetch, R::Prefetch, 1, 2},
    {"prefetch_l3", Builtin::Prefetch, R::Prefetch, 1, 2},
    {"prefetch_nt", Builtin::Prefetch, R::Prefetch, 1, 2},
    {"assert", Builtin::Assert, R::Assert, 1, 1},
    {"packed_store_active", Builtin::PackedStoreActive, R::PackedStore, 2,
     3},
    {"print", Builtin::Print, R::Print, 1, 256},
    {"atomic_swap_global", Builtin::AtomicSwap, R::Atomic, 2, 2},
    {"atomic_swap_local", Builtin::AtomicSwap, R::Atomic, 2, 2},
    {"atomic_compare_exchange_global", Builtin::AtomicCmpXchg, R::Atomic, 3,
     3},
    {"atomic_compare_exchange_local", Builtin::AtomicCmpXchg, R::Atomic, 3, 3},
    {"memory_barrier", Builtin::MemoryBarrier, R::NoArgsVoid, 0, 0},
    {"packed_load_active", Builtin::PackedLoadActive, R::PackedLoad, 2, 2},
    {"num_cores", Builtin::NumCores, R::NoArgsInt, 0, 0},
    {"clock", Builtin::Clock, R::NoArgsInt, 0, 0},
    {"streaming_store", Builtin::StreamingStore, R::Streaming, 2, 2},
    {"streaming_load", Builtin::StreamingLoad, R::Streaming, 1, 1},
    {"streaming_load_uniform", Builtin::StreamingLoadUniform, R::Streaming, 1,
     1},
    // ISPC's variants that spmdc implements exactly like the plain ones.
    {"packed_store_active2", Builtin::PackedStoreActive, R::PackedStore, 2,
     2},
    {"half_to_float_fast", Builtin::HalfToFloat, R::HalfToFloat, 1, 1},
    {"float_to_half_fast", Builtin::FloatToHalf, R::FloatToHalf, 1, 1},
    // Audit of session 11 (docs/stdlib.md): ISPC's forms spmdc lacked.
    {"prefetchw_l1", Builtin::Prefetch, R::Prefetch, 1, 1},
    {"prefetchw_l2", Builtin::Prefetch, R::Prefetch, 1, 1},
    {"prefetchw_l3", Builtin::Prefetch, R::Prefetch, 1, 1},
    {"assume", Builtin::Assume, R::Assume, 1, 1},
    {"rdrand", Builtin::Rdrand, R::Rdrand, 1, 1},
    {"fastmath", Builtin::FastMath, R::NoArgsVoid, 0, 0},
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
