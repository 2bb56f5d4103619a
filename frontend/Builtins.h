//===- Builtins.h - The standard-library functions the compiler knows -*- C++
//-*-===//
//
// \file
// One table of the ISPC standard-library functions spmdc implements inside
// the compiler: the name, how many arguments it takes, and which group of
// typing rules applies. Sema (SemaBuiltins.cpp) types a call from the
// group's rules (ISPC's overloads by type and variability, see
// docs/stdlib.md); CodeGen (CodeGenBuiltins.cpp) lowers it to LLVM
// intrinsics or to the cross-lane SPMD intrinsics (docs/spmd-ir.md).
//
// Guarantees: lookupBuiltin() is total; every entry has a distinct name.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_BUILTINS_H
#define SPMDC_FRONTEND_BUILTINS_H

#include "frontend/AST.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace spmdc {
namespace fe {

/// How a builtin's arguments and result are typed (SemaBuiltins.cpp).
enum class BuiltinRule : uint8_t {
  MathFloat,   ///< f(x): float/double; ints become float; variability of x
  MathSame,    ///< f(x…): the common numeric kind of the arguments
  IntAverage,  ///< avg_up/avg_down/__add_sat/__sub_sat(a, b): the common
               ///< integer kind
  FastIdiv,    ///< __fast_idiv(n, uniform d): n's integer kind
  VaryingBool, ///< f(bool v) -> uniform bool
  NoArgsMask,  ///< lanemask() -> uniform int64
  Popcnt,      ///< popcnt(bool) -> uniform int32; popcnt(int) -> int32
  BitCount,    ///< clz/ctz(int32/int64 x) -> int32, variability of x
  Reduce,      ///< reduce_*(T x) -> uniform T (reduce_add widens 8..32-bit)
  ReduceEqual, ///< reduce_equal(T x) -> uniform bool
  LaneValue,   ///< f(T x, uniform int i) -> T (broadcast varying, extract
               ///< uniform)
  Insert,      ///< insert(T x, uniform int i, uniform T v) -> varying T
  Shuffle,     ///< shuffle(T x, int p) / shuffle(T a, T b, int p) -> varying T
  Scan,        ///< exclusive_scan_*(T x) -> varying T
  PackedStore, ///< packed_store_active(uniform T * uniform p, T v) -> uniform
               ///< int
  Ldexp,       ///< ldexp(float/double x, int n) -> kind of x
  FloatTest,   ///< isnan/isinf(float/double x) -> bool, variability of x
  ToIntBits,   ///< intbits(float/double) -> unsigned int32/int64;
               ///< signbits(float) -> unsigned int32
  FromIntBits, ///< floatbits(int32) -> float; doublebits(int64) -> double
  Select,      ///< select(bool c, T a, T b) -> the common T
  HalfToFloat, ///< half_to_float(unsigned int16) -> float
  FloatToHalf, ///< float_to_half(float) -> unsigned int16
  Atomic,      ///< atomic_*(uniform T * p, T v[, T new]) -> T; varying if
               ///< p or v is (Sema::checkAtomic)
  MemCopy,  ///< memcpy/memmove(uniform pointer, uniform pointer, uniform int n)
  MemSet,   ///< memset(uniform pointer, uniform int8 v, uniform int n)
  Prefetch, ///< prefetch_*(uniform pointer): a hint
  Assert,   ///< assert(bool c): abort with a message if an active lane has !c
  Print,    ///< print("fmt", args...): one `%` per argument, numbers/pointers
  NoArgsVoid, ///< memory_barrier()
  PackedLoad, ///< packed_load_active(uniform T * uniform p,
              ///< varying T * uniform v) -> uniform int
  NoArgsInt,  ///< num_cores() -> uniform int32; clock() -> uniform int64
  Streaming,  ///< streaming_store(uniform T * uniform a, T v) -> void;
              ///< streaming_load[_uniform](uniform T * uniform a) -> T
  Alloca,     ///< alloca(uniform integer n) -> uniform void * uniform
  Assume,     ///< assume(uniform bool c) -> void
  Rdrand      ///< rdrand(T * p) -> bool: uniform for uniform T * uniform
};

struct BuiltinInfo {
  const char *Name;
  Builtin BI;
  BuiltinRule Rule;
  unsigned MinArgs, MaxArgs;
};

/// The builtin called \p Name, or null.
const BuiltinInfo *lookupBuiltin(llvm::StringRef Name);

/// Every builtin (for "did you mean").
llvm::ArrayRef<BuiltinInfo> allBuiltins();

} // namespace fe
} // namespace spmdc

#endif
