//===- CrossLaneOps.h - The cross-lane SPMD intrinsics ----------*- C++ -*-===//
//
// \file
// The names and shapes of the cross-lane operations of SPMD IR
// (docs/spmd-ir.md, "Cross-lane operations"): `any`, `all`, reductions,
// broadcasts, shuffles, scans, packed loads and stores. Each is an external
// function `spmd.<op>` or `spmd.<op>.<type>` (type suffix `i1`, `i8` … `i64`,
// `f32`, `f64`), declared `convergent nounwind willreturn` with
// `memory(inaccessiblemem: readwrite)` (packed loads/stores also touch their
// pointer argument), so that no pass moves one across a divergent branch,
// merges two of them or deletes one whose mask matters.
//
// The frontend (frontend/CodeGenBuiltins.cpp) emits them with the names below;
// the shape analysis asks crossLaneResult() for the variability of their
// result; spmd-widen lowers every one against the execution mask of its block
// (vectorizer/wfv/CrossLane.cpp).
//
// Header-only, so the frontend can use the names without linking the
// vectorizer.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_ANALYSIS_CROSSLANEOPS_H
#define SPMDC_VECTORIZER_ANALYSIS_CROSSLANEOPS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <optional>

namespace spmdc {

enum class CrossLaneOp {
  Any,         ///< i1 (i1 v): some active lane has v                 uniform
  All,         ///< i1 (i1 v): every active lane has v                uniform
  None,        ///< i1 (i1 v): no active lane has v                   uniform
  LaneMask,    ///< i64 (): bit k set iff lane k is active             uniform
  Count,       ///< i32 (i1 v): number of active lanes with v          uniform
  ReduceAdd,   ///< T (T v): sum over active lanes (0 if none)         uniform
  ReduceFAdd,  ///< float/double sum over active lanes (-0.0 if none)  uniform
  ReduceSMin,  ///< T (T v): minimum over active lanes (identity if none)
  ReduceSMax,
  ReduceUMin,
  ReduceUMax,
  ReduceFMin, ///< ISPC semantics: NaN lanes never win (a < b ? a : b)
  ReduceFMax,
  ReduceEqual, ///< i1 (T v): all active lanes hold the same value     uniform
  Extract,     ///< T (T v, i32 i): v in lane i (broadcast, extract)   uniform
  Insert,      ///< T (T v, i32 i, T x): v with lane i set to x        varying
  Rotate,      ///< T (T v, i32 k): lane j gets v[(j+k) mod W]         as v
  Shift,       ///< T (T v, i32 k): lane j gets v[j+k], 0 outside      varying
  Shuffle,     ///< T (T v, i32 p): lane j gets v[p_j mod W]           as v,p
  Shuffle2,    ///< T (T a, T b, i32 p): lane j gets (a‖b)[p_j mod 2W] as a,b,p
  ScanAdd,     ///< T (T v): exclusive prefix sum over active lanes   varying
  ScanFAdd,
  ScanAnd,
  ScanOr,
  PackedLoad,  ///< T (ptr p, T old): active lane of rank r gets p[r]   varying
  PackedStore, ///< void (ptr p, T v): p[r] = v of the active lane of rank r
  Atomic,      ///< T (ptr p, T v), spmd.atomic.<rmw>.T: every active lane
               ///< does `*p = *p rmw v` in lane order; each gets the value
               ///< it saw                                              varying
  AtomicOnce,  ///< T (ptr p, T v), spmd.atomic.once.<rmw>.T: one
               ///< `*p = *p rmw v` if any lane is active; the old value  uniform
};

/// The read-modify-write operations of Atomic/AtomicOnce (the <rmw> part of
/// the name): add sub and or xor min max umin umax on integers, fadd fsub
/// fmin fmax on float/double (fmin/fmax as llvm.minnum/maxnum).
inline std::optional<llvm::AtomicRMWInst::BinOp>
atomicRMWFromName(llvm::StringRef Rmw) {
  using B = llvm::AtomicRMWInst::BinOp;
  return llvm::StringSwitch<std::optional<B>>(Rmw)
      .Case("add", B::Add)
      .Case("sub", B::Sub)
      .Case("and", B::And)
      .Case("or", B::Or)
      .Case("xor", B::Xor)
      .Case("min", B::Min)
      .Case("max", B::Max)
      .Case("umin", B::UMin)
      .Case("umax", B::UMax)
      .Case("fadd", B::FAdd)
      .Case("fsub", B::FSub)
      .Case("fmin", B::FMin)
      .Case("fmax", B::FMax)
      .Default(std::nullopt);
}

inline const char *atomicRMWName(llvm::AtomicRMWInst::BinOp Op) {
  using B = llvm::AtomicRMWInst::BinOp;
  switch (Op) {
  case B::Add: return "add";
  case B::Sub: return "sub";
  case B::And: return "and";
  case B::Or: return "or";
  case B::Xor: return "xor";
  case B::Min: return "min";
  case B::Max: return "max";
  case B::UMin: return "umin";
  case B::UMax: return "umax";
  case B::FAdd: return "fadd";
  case B::FSub: return "fsub";
  case B::FMin: return "fmin";
  case B::FMax: return "fmax";
  default: return "";
  }
}

/// The variability of a cross-lane call's result.
enum class CrossLaneResult {
  Uniform,       ///< the same in every lane whatever the operands
  AsOperands,    ///< uniform iff every operand is
  Varying,       ///< varying whatever the operands
  None           ///< void
};

/// The operation of the function named \p Name (without a type suffix).
inline std::optional<CrossLaneOp> crossLaneOpFromBaseName(llvm::StringRef N) {
  using O = CrossLaneOp;
  auto R = llvm::StringSwitch<std::optional<O>>(N)
               .Case("spmd.any", O::Any)
               .Case("spmd.all", O::All)
               .Case("spmd.none", O::None)
               .Case("spmd.lanemask", O::LaneMask)
               .Case("spmd.count", O::Count)
               .Case("spmd.reduce.add", O::ReduceAdd)
               .Case("spmd.reduce.fadd", O::ReduceFAdd)
               .Case("spmd.reduce.smin", O::ReduceSMin)
               .Case("spmd.reduce.smax", O::ReduceSMax)
               .Case("spmd.reduce.umin", O::ReduceUMin)
               .Case("spmd.reduce.umax", O::ReduceUMax)
               .Case("spmd.reduce.fmin", O::ReduceFMin)
               .Case("spmd.reduce.fmax", O::ReduceFMax)
               .Case("spmd.reduce.equal", O::ReduceEqual)
               .Case("spmd.extract", O::Extract)
               .Case("spmd.insert", O::Insert)
               .Case("spmd.rotate", O::Rotate)
               .Case("spmd.shift", O::Shift)
               .Case("spmd.shuffle", O::Shuffle)
               .Case("spmd.shuffle2", O::Shuffle2)
               .Case("spmd.scan.add", O::ScanAdd)
               .Case("spmd.scan.fadd", O::ScanFAdd)
               .Case("spmd.scan.and", O::ScanAnd)
               .Case("spmd.scan.or", O::ScanOr)
               .Case("spmd.packed.load", O::PackedLoad)
               .Case("spmd.packed.store", O::PackedStore)
               .Default(std::nullopt);
  return R;
}

/// Base name (no type suffix) of \p Op, as the frontend emits it.
inline const char *crossLaneBaseName(CrossLaneOp Op) {
  using O = CrossLaneOp;
  switch (Op) {
  case O::Any: return "spmd.any";
  case O::All: return "spmd.all";
  case O::None: return "spmd.none";
  case O::LaneMask: return "spmd.lanemask";
  case O::Count: return "spmd.count";
  case O::ReduceAdd: return "spmd.reduce.add";
  case O::ReduceFAdd: return "spmd.reduce.fadd";
  case O::ReduceSMin: return "spmd.reduce.smin";
  case O::ReduceSMax: return "spmd.reduce.smax";
  case O::ReduceUMin: return "spmd.reduce.umin";
  case O::ReduceUMax: return "spmd.reduce.umax";
  case O::ReduceFMin: return "spmd.reduce.fmin";
  case O::ReduceFMax: return "spmd.reduce.fmax";
  case O::ReduceEqual: return "spmd.reduce.equal";
  case O::Extract: return "spmd.extract";
  case O::Insert: return "spmd.insert";
  case O::Rotate: return "spmd.rotate";
  case O::Shift: return "spmd.shift";
  case O::Shuffle: return "spmd.shuffle";
  case O::Shuffle2: return "spmd.shuffle2";
  case O::ScanAdd: return "spmd.scan.add";
  case O::ScanFAdd: return "spmd.scan.fadd";
  case O::ScanAnd: return "spmd.scan.and";
  case O::ScanOr: return "spmd.scan.or";
  case O::PackedLoad: return "spmd.packed.load";
  case O::PackedStore: return "spmd.packed.store";
  case O::Atomic: return "spmd.atomic";
  case O::AtomicOnce: return "spmd.atomic.once";
  }
  return "";
}

/// True for the operations whose name carries a type suffix.
inline bool crossLaneIsOverloaded(CrossLaneOp Op) {
  return Op != CrossLaneOp::Any && Op != CrossLaneOp::All &&
         Op != CrossLaneOp::None && Op != CrossLaneOp::LaneMask &&
         Op != CrossLaneOp::Count;
}

/// The <rmw> of a call to an Atomic/AtomicOnce operation.
inline std::optional<llvm::AtomicRMWInst::BinOp>
atomicRMWOf(const llvm::CallBase &CB) {
  llvm::StringRef N = CB.getCalledFunction()->getName();
  if (!N.consume_front("spmd.atomic."))
    return std::nullopt;
  N.consume_front("once.");
  return atomicRMWFromName(N.split('.').first);
}

/// The cross-lane operation \p CB calls, if any. Overloaded names are
/// `<base>.<suffix>`; the suffix is not checked here (spmd-verify does).
inline std::optional<CrossLaneOp> getCrossLaneOp(const llvm::CallBase &CB) {
  const llvm::Function *F = CB.getCalledFunction();
  if (!F || !F->getName().starts_with("spmd."))
    return std::nullopt;
  llvm::StringRef N = F->getName();
  if (auto Op = crossLaneOpFromBaseName(N); Op && !crossLaneIsOverloaded(*Op))
    return Op;
  if (N.consume_front("spmd.atomic.")) {
    bool Once = N.consume_front("once.");
    if (atomicRMWFromName(N.split('.').first))
      return Once ? CrossLaneOp::AtomicOnce : CrossLaneOp::Atomic;
    return std::nullopt;
  }
  auto Op = crossLaneOpFromBaseName(N.rsplit('.').first);
  if (Op && crossLaneIsOverloaded(*Op))
    return Op;
  return std::nullopt;
}

inline std::optional<CrossLaneOp> getCrossLaneOp(const llvm::Value *V) {
  if (const auto *CB = llvm::dyn_cast<llvm::CallBase>(V))
    return getCrossLaneOp(*CB);
  return std::nullopt;
}

inline CrossLaneResult crossLaneResult(CrossLaneOp Op) {
  using O = CrossLaneOp;
  switch (Op) {
  case O::Insert:
  case O::ScanAdd:
  case O::ScanFAdd:
  case O::ScanAnd:
  case O::ScanOr:
  case O::PackedLoad:
  case O::Atomic:
    return CrossLaneResult::Varying;
  case O::Shift: // the lanes shifted in are 0
    return CrossLaneResult::Varying;
  case O::Rotate:
  case O::Shuffle:
  case O::Shuffle2:
    return CrossLaneResult::AsOperands;
  case O::PackedStore:
    return CrossLaneResult::None;
  default:
    return CrossLaneResult::Uniform;
  }
}

/// Declares the cross-lane intrinsic \p Name of type \p FT with the
/// attributes every cross-lane operation carries (see the file comment).
/// Used by the frontend and by passes that create cross-lane calls (DARM).
inline llvm::FunctionCallee declareCrossLaneOp(llvm::Module &M,
                                               CrossLaneOp Op,
                                               llvm::StringRef Name,
                                               llvm::FunctionType *FT) {
  llvm::FunctionCallee C = M.getOrInsertFunction(Name, FT);
  if (auto *Fn = llvm::dyn_cast<llvm::Function>(C.getCallee())) {
    Fn->addFnAttr(llvm::Attribute::Convergent);
    Fn->addFnAttr(llvm::Attribute::NoUnwind);
    Fn->addFnAttr(llvm::Attribute::WillReturn);
    llvm::MemoryEffects ME = llvm::MemoryEffects::inaccessibleMemOnly();
    if (Op == CrossLaneOp::PackedLoad)
      ME |= llvm::MemoryEffects::argMemOnly(llvm::ModRefInfo::Ref);
    else if (Op == CrossLaneOp::PackedStore)
      ME |= llvm::MemoryEffects::argMemOnly(llvm::ModRefInfo::Mod);
    Fn->setMemoryEffects(ME);
  }
  return C;
}

} // namespace spmdc

#endif
