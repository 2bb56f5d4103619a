//===- UnmaskedRegions.h - ISPC `unmasked` regions in SPMD IR ---*- C++ -*-===//
//
// \file
// An `unmasked { }` block or the body of an `unmasked` function runs with
// every lane of the gang on, whatever the mask where it starts; the mask is
// restored where it ends (ISPC semantics). SPMD IR marks such a region with
// a pair of calls (docs/spmd-ir.md, "Unmasked regions"):
//
//   %r = call i32 @spmd.unmasked.begin()     ; starts a block
//   ...                                      ; the region
//   call void @spmd.unmasked.end(i32 %r)     ; starts a block
//
// The region is single-entry single-exit: the begin block dominates the end
// block, the end block post-dominates it, and no path leaves the region
// except through the end block; the end's operand is its begin call itself
// (never a phi). Both are `convergent nomerge` (no pass hoists, sinks or
// merges two of them, which could put two regions' markers together) and
// may touch any memory, so no memory operation moves into or out of a
// region. The value of %r means nothing; it only pairs the two calls.
//
// The frontend emits the pair; spmd-widen (wfv/Widen.cpp) gives the begin
// block the all-ones mask and the end block the begin block's own mask,
// then deletes both calls. spmd-verify checks the structure.
//
// The declarations are header-only, so the frontend can use them without
// linking the vectorizer.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_ANALYSIS_UNMASKEDREGIONS_H
#define SPMDC_VECTORIZER_ANALYSIS_UNMASKEDREGIONS_H

#include "llvm/IR/Attributes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <string>

namespace llvm {
class DominatorTree;
class PostDominatorTree;
} // namespace llvm

namespace spmdc {

inline constexpr const char *UnmaskedBeginName = "spmd.unmasked.begin";
inline constexpr const char *UnmaskedEndName = "spmd.unmasked.end";

/// The attributes of both markers (see the file comment).
inline void setUnmaskedMarkerAttrs(llvm::FunctionCallee FC) {
  if (auto *F = llvm::dyn_cast<llvm::Function>(FC.getCallee())) {
    F->addFnAttr(llvm::Attribute::Convergent);
    F->addFnAttr(llvm::Attribute::NoMerge);
    F->addFnAttr(llvm::Attribute::NoUnwind);
    F->addFnAttr(llvm::Attribute::WillReturn);
  }
}

/// `i32 @spmd.unmasked.begin()`, declared on first use.
inline llvm::FunctionCallee declareUnmaskedBegin(llvm::Module &M) {
  llvm::FunctionCallee FC = M.getOrInsertFunction(
      UnmaskedBeginName,
      llvm::FunctionType::get(llvm::Type::getInt32Ty(M.getContext()), false));
  setUnmaskedMarkerAttrs(FC);
  return FC;
}

/// `void @spmd.unmasked.end(i32)`, declared on first use.
inline llvm::FunctionCallee declareUnmaskedEnd(llvm::Module &M) {
  llvm::LLVMContext &C = M.getContext();
  llvm::FunctionCallee FC = M.getOrInsertFunction(
      UnmaskedEndName,
      llvm::FunctionType::get(llvm::Type::getVoidTy(C),
                              {llvm::Type::getInt32Ty(C)}, false));
  setUnmaskedMarkerAttrs(FC);
  return FC;
}

inline bool isNamedCall(const llvm::Instruction *I, llvm::StringRef Name) {
  auto *CI = llvm::dyn_cast_or_null<llvm::CallInst>(I);
  if (!CI)
    return false;
  const llvm::Function *F = CI->getCalledFunction();
  return F && F->getName() == Name;
}

/// The begin call starting \p BB (after its phis), or null.
inline llvm::CallInst *unmaskedBeginAt(llvm::BasicBlock &BB) {
  llvm::Instruction *I = &*BB.getFirstNonPHIIt();
  return isNamedCall(I, UnmaskedBeginName) ? llvm::cast<llvm::CallInst>(I)
                                           : nullptr;
}

/// The end call starting \p BB (after its phis), or null.
inline llvm::CallInst *unmaskedEndAt(llvm::BasicBlock &BB) {
  llvm::Instruction *I = &*BB.getFirstNonPHIIt();
  return isNamedCall(I, UnmaskedEndName) ? llvm::cast<llvm::CallInst>(I)
                                         : nullptr;
}

inline bool isUnmaskedMarker(const llvm::Instruction *I) {
  return isNamedCall(I, UnmaskedBeginName) || isNamedCall(I, UnmaskedEndName);
}

/// Splits blocks so that every begin and end call starts its block
/// (SimplifyCFG may have merged them into their neighbours). Returns true
/// if it changed F.
bool splitAtUnmaskedMarkers(llvm::Function &F);

/// Checks the structure of F's regions (see the file comment); returns the
/// first problem, or an empty string.
std::string checkUnmaskedRegions(llvm::Function &F);

/// Deletes every begin and end call of F.
void eraseUnmaskedMarkers(llvm::Function &F);

} // namespace spmdc

#endif
