//===- MaskedVariants.h - Masked vector variants of SPMD functions -*- C++ -*-===//
//
// Internal SPMD functions are inlined into their callers; the ones the
// inliner cannot inline (recursive ones) or must not (`noinline` in the
// source: the NoInline attribute) are called for real, under the
// caller's execution mask. This file gives each of them a *masked variant*
// in two steps around the rest of the pipeline:
//
//  1. createMaskedVariants (pipeline step "spmd-variants", after inlining):
//     every internal function F that is still called becomes `F.masked`,
//     the same scalar SPMD body with a leading varying `i1` parameter (the
//     lane's entry mask bit) and "spmd.kind"="masked"; every call
//     `F(args)` becomes `F.masked(i1 true, args)` (a lane that executes the
//     call is active). The result is ordinary SPMD IR: shape analysis and
//     spmd-reconverge treat it like an export function whose varying
//     parameters are the divergence sources.
//  2. spmd-widen widens masked functions like export functions, with the
//     mask parameter's vector as the entry mask (no block is assumed
//     all-on), and rewrites each call into a call of the *widened shell*
//     (createWidenedShell): `F.masked.W(<W x i1> m(B) & mask, uniform
//     parameters as scalars, varying ones as <W x T>)` returning a scalar
//     for a uniform return and `<W x T>` otherwise. moveIntoShell then moves
//     the widened body into the shell and deletes the scalar function.
//
// Expects: SPMD IR (docs/spmd-ir.md) after the inliner. Guarantees: after
// step 1 no call to an internal function remains outside masked functions'
// call sites; after step 2 only shells are called.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_MASKEDVARIANTS_H
#define SPMDC_VECTORIZER_WFV_MASKEDVARIANTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

#include "vectorizer/wfv/GangWidth.h"

#include <string>

namespace spmdc {

inline constexpr const char *MaskedKind = "masked";

/// extern SPMD functions (docs/language.md, "Functions across objects"):
/// the frontend gives every plain SPMD function (not static, export, task,
/// C or template instance) this attribute, valued with its source-level
/// signature; a prototype without a body in the file is an external
/// declaration with it. The definition keeps an external masked variant,
/// the declaration's calls call one: both named by externVariantName.
inline constexpr const char *ExternNameAttr = "spmd.extern";

/// `__spmdc_<signature>_w<W>_<target>`: the symbol of the widened masked
/// variant of the function carrying ExternNameAttr, for a gang of \p GW
/// lanes (`_wvla_` for a scalable one) of the target whose symbol suffix is
/// \p TargetSuffix. Width, target and the signature are all in the name, so
/// objects that disagree do not link.
std::string externVariantName(const llvm::Function &F, const GangWidth &GW,
                              llvm::StringRef TargetSuffix);

/// True if \p F carries ExternNameAttr.
bool hasExternVariant(const llvm::Function &F);

/// True for a defined function of kind "masked".
bool isMaskedFunction(const llvm::Function &F);

/// True for the functions spmd-reconverge and spmd-widen transform: export,
/// task (entered through ISPC's task ABI with only uniform parameters, all
/// lanes on) and masked functions.
bool isGangEntryFunction(const llvm::Function &F);

/// Markers the widener leaves in a masked function for moveIntoShell: a
/// call `<W x T> spmd.variant.param.<T>()` stands for a varying parameter's
/// vector, `void spmd.variant.return.<T>(<W x T>)` holds the returned
/// vector. Calls, so that no dead-code sweep removes them.
inline constexpr const char *VariantParamName = "spmd.variant.param";
inline constexpr const char *VariantReturnName = "spmd.variant.return";
llvm::FunctionCallee variantMarker(llvm::Module &M, llvm::StringRef Kind,
                                   llvm::Type *VecTy);

/// Before the inliner: adds the defined functions with ExternNameAttr to
/// llvm.compiler.used, so that inlining them into their callers in this
/// file does not delete them; createMaskedVariants takes them out again.
void retainExternDefinitions(llvm::Module &M);

/// Before step 1, for the functions the source marks `noinline` (the
/// frontend's NoInline attribute): a call that passes the address of a
/// private variable of its caller (an alloca that is not gang memory:
/// a varying local, the copy of a struct returned by value) would make
/// spmd-privatize lay the variable out lane-contiguous, each lane's copy
/// in one piece, and the callee reach it by gathers and scatters (23-32
/// times the time of the inlined code, session 22); the variable may also
/// be one that layout cannot carry (uniform members, a memset). Those
/// calls are inlined, each with a missed-optimization remark
/// (`-Rpass-missed=inline`), and again for the calls an inlined body
/// hands the address on to (a few rounds); the other calls of the
/// function stay calls, and so do the calls of a recursive function
/// (directly or mutually), where inlining one level would only move the
/// call. Returns true if the module changed.
bool inlineNoInlineCallsWithPrivateAddresses(llvm::Module &M);

/// Step 1. Every defined function with ExternNameAttr gets its masked
/// variant too, called or not; every called declaration with it becomes a
/// masked declaration (no body) whose shell spmd-widen declares under
/// externVariantName. Returns true if the module changed.
bool createMaskedVariants(llvm::Module &M);

/// The declaration of the widened form of the masked function \p F for a
/// gang of \p GW lanes, named `<F>.<W>` (`<F>.nxv<N>` if scalable):
/// parameter 0 is the <W x i1> mask, uniform parameters keep their type,
/// varying ones become <W x T>; the return is <W x T> unless it is uniform.
llvm::Function *createWidenedShell(llvm::Function &F, const GangWidth &GW);

/// Moves the widened body of \p F into \p Shell: \p ArgVectors[k] is the
/// marker call that stood for the vector of F's k-th parameter in the body
/// (nullptr for uniform parameters, which are replaced by the shell's own),
/// \p RetVector the return marker call (nullptr if the return is uniform or
/// void). Deletes F.
void moveIntoShell(llvm::Function &F, llvm::Function &Shell,
                   llvm::ArrayRef<llvm::Value *> ArgVectors,
                   llvm::Value *RetVector);

} // namespace spmdc

#endif
