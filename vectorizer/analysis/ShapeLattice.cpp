//===- ShapeLattice.cpp - The shape lattice ---------------------------------===//
//
// See ShapeLattice.h: join and the transfer functions on strides.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/analysis/ShapeLattice.h"

#include "llvm/ADT/bit.h"
#include "llvm/IR/Value.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <optional>

using namespace llvm;

namespace spmdc {

//===----------------------------------------------------------------------===//
// The lattice
//===----------------------------------------------------------------------===//

Shape Shape::join(const Shape &A, const Shape &B) {
  if (A.Undef)
    return B;
  if (B.Undef)
    return A;
  if (A.Varying || B.Varying || A.Stride != B.Stride || A.Sym != B.Sym)
    return varying();
  Shape R = A;
  R.NoSignedWrap = A.NoSignedWrap && B.NoSignedWrap;
  R.NoUnsignedWrap = A.NoUnsignedWrap && B.NoUnsignedWrap;
  R.BaseTZ = std::min(A.BaseTZ, B.BaseTZ);
  return R;
}

unsigned Shape::laneTZ() const {
  if (Undef || Varying)
    return 0;
  if (Sym || Stride == 0)
    return Sym ? 0 : BaseTZ; // a symbolic stride's bits are unknown here
  return std::min<unsigned>(BaseTZ, llvm::countr_zero(uint64_t(Stride)));
}

namespace {
/// a + c*b for the strides of two non-undef, non-varying shapes; nullopt if
/// the result is not representable.
std::optional<Shape> combine(const Shape &A, const Shape &B, int64_t C) {
  int64_t BS, S;
  if (__builtin_mul_overflow(B.Stride, C, &BS) ||
      __builtin_add_overflow(A.Stride, BS, &S))
    return std::nullopt;
  if (A.Sym && B.Sym && A.Sym != B.Sym)
    return std::nullopt;
  const Value *Sym = A.Sym ? A.Sym : B.Sym;
  // A symbolic stride plus a nonzero constant one is not a single stride.
  if ((A.Sym && !B.Sym && B.Stride != 0) || (B.Sym && !A.Sym && A.Stride != 0))
    return std::nullopt;
  Shape R = Shape::affine(S);
  if (Sym && S != 0)
    R.Sym = Sym;
  return R;
}
} // namespace

Shape Shape::add(const Shape &A, const Shape &B) {
  if (A.Undef || B.Undef)
    return undef();
  if (A.Varying || B.Varying)
    return varying();
  std::optional<Shape> R = combine(A, B, 1);
  if (!R)
    return varying();
  R->NoSignedWrap = R->isUniform() || (A.NoSignedWrap && B.NoSignedWrap);
  R->NoUnsignedWrap =
      R->isUniform() || (A.NoUnsignedWrap && B.NoUnsignedWrap);
  R->BaseTZ = std::min(A.BaseTZ, B.BaseTZ);
  return *R;
}

Shape Shape::sub(const Shape &A, const Shape &B) {
  if (A.Undef || B.Undef)
    return undef();
  if (A.Varying || B.Varying)
    return varying();
  std::optional<Shape> R = combine(A, B, -1);
  if (!R)
    return varying();
  R->NoSignedWrap = R->isUniform() || (A.NoSignedWrap && B.NoSignedWrap);
  R->NoUnsignedWrap = R->isUniform();
  R->BaseTZ = std::min(A.BaseTZ, B.BaseTZ);
  return *R;
}

Shape Shape::scale(const Shape &A, int64_t C) {
  if (A.Undef || A.Varying)
    return A;
  int64_t S;
  if (__builtin_mul_overflow(A.Stride, C, &S))
    return varying();
  Shape R = A.Sym ? symbolic(A.Sym, S, A.NoSignedWrap)
                  : affine(S, A.NoSignedWrap, A.NoUnsignedWrap && C >= 0);
  if (C == 0)
    return R.withBaseTZ(KnownZeroBase);
  return R.withBaseTZ(A.BaseTZ + llvm::countr_zero(uint64_t(C)));
}

Shape Shape::scaleBy(const Shape &A, const Value *U, unsigned UTZ) {
  if (A.Undef || A.Varying)
    return A;
  if (A.isUniform())
    return A.withBaseTZ(A.BaseTZ + UTZ);
  if (A.Sym)
    return varying(); // u * v is not a single symbolic stride
  return symbolic(U, A.Stride, A.NoSignedWrap).withBaseTZ(A.BaseTZ + UTZ);
}

std::string Shape::str(bool IsPointer) const {
  if (Undef)
    return "undef";
  if (Varying)
    return "varying";
  if (Stride == 0)
    return "uniform";
  std::string R = "affine(stride=";
  raw_string_ostream OS(R);
  if (Sym) {
    if (Stride != 1)
      OS << Stride << "*";
    Sym->printAsOperand(OS, /*PrintType=*/false);
  } else {
    OS << Stride;
  }
  OS << (IsPointer ? " bytes)" : ")");
  if (BaseTZ >= KnownZeroBase)
    OS << " base==0";
  else if (BaseTZ > 0)
    OS << " base%" << (uint64_t(1) << BaseTZ) << "==0";
  return R;
}

} // namespace spmdc
