//===- DebugRecords.h - Debug records through widening ----------*- C++ -*-===//
//
// \file
// Part of spmd-widen (Widen.h): carries the debugger's view of the program
// from the per-lane SPMD IR to the W-wide vector program.
//
//  - A variable the frontend declared varying (listed in `!spmd.dbg.varying`,
//    frontend/DebugInfo.h) is retyped, once per module (all of them the
//    first time spmd-widen runs on a function with debug info), to a vector of
//    W lanes (a DICompositeType array with the vector flag, so gdb prints
//    `{1, 2, 3, ...}`), and each of its #dbg_value records moves to the
//    vector of the value it described: the widened value for a varying one,
//    a splat for a uniform one. Records with DIExpression operations or
//    argument lists, which do not describe vectors, become "optimized out".
//  - Uniform variables keep their scalar records (at -O0, slots: below).
//  - The execution mask is the artificial variable `__mask` (a vector of W
//    bools), described at the start of every block.
//
// DWARF has no vector constants, so a constant vector is described as
// integers of up to 64 bits, one DW_OP_piece each. A vector of i1 (a varying
// bool, the mask) is shown through a zext to bytes, the debugger's bool.
//
// Two modes:
//  - DebugInMemory (-O0 -g, as clang keeps -O0 variables in memory): every
//    varying variable and the mask get a <W x T> stack slot described by a
//    #dbg_declare, and each #dbg_value becomes a volatile store of the
//    vector (splats of uniform values and zexts of bools included) to the
//    slot; every uniform variable (parameters included) gets a scalar slot
//    the same way. Code generation at -O0 drops instructions nobody uses and loses
//    values that live in registers across blocks; the slots survive both,
//    so gdb shows each variable on every line after its assignment.
//  - otherwise (optimized code): records move to the vectors that exist
//    anyway; what would need a new instruction (a splat of a uniform
//    non-constant value, a varying bool, a non-constant mask) is
//    "optimized out". The generated code is the same as without -g.
// Without full debug info (no -g) nothing here runs.
//
// Expects: called in phase 8 of spmd-widen, before the scalar divergent
// code is removed. Guarantees: records only refer to values that dominate
// them, and every record's variable and location belong to F's subprogram
// or to a function inlined into it (the verifier's debug-info checks pass).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_WFV_DEBUGRECORDS_H
#define SPMDC_VECTORIZER_WFV_DEBUGRECORDS_H

#include "vectorizer/analysis/ShapeAnalysis.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

namespace spmdc {

/// The named metadata in which the frontend lists varying variables.
inline constexpr const char *VaryingDebugVarsName = "spmd.dbg.varying";

/// Removes debug info from \p M: all of it, or (KeepLineTables) everything
/// but the locations. Also drops `!spmd.dbg.varying`.
void stripSpmdDebugInfo(llvm::Module &M, bool KeepLineTables);

class DebugRecordWidener {
public:
  DebugRecordWidener(llvm::Function &F, const GangWidth &GW,
                     const ShapeInfo &SI, bool DebugInMemory);

  /// Moves the records onto the vector program (Vec: divergent scalar ->
  /// its vector) and describes \p BlockMask (block -> m(B)) as `__mask`.
  void run(const llvm::DenseMap<llvm::Value *, llvm::Value *> &Vec,
           const llvm::DenseMap<llvm::BasicBlock *, llvm::Value *> &BlockMask);

private:
  llvm::DIType *vectorType(llvm::DIType *Elem);
  bool isVaryingVariable(llvm::DILocalVariable *Var);
  /// The vector a record of a varying variable describes instead of V, or
  /// null if there is none (in this mode).
  llvm::Value *
  vectorFor(llvm::Value *V,
            const llvm::DenseMap<llvm::Value *, llvm::Value *> &Vec);
  /// V as a vector the debugger reads: bytes for i1 elements.
  llvm::Value *forDebugger(llvm::Value *V);
  /// A helper right after V's definition (before any record there).
  llvm::BasicBlock::iterator afterDefinition(llvm::Value *V);
  /// DebugInMemory: the stack slot of Var (inlined at \p DL's inlinedAt).
  llvm::AllocaInst *slotFor(llvm::DILocalVariable *Var, llvm::Type *Ty,
                            const llvm::DILocation *DL);
  /// Describes \p V (a vector) as \p Var's value at \p DVR, whose
  /// location it replaces (a store to the slot in DebugInMemory mode).
  void describe(llvm::DbgVariableRecord &DVR, llvm::Value *V);

  llvm::Function &F;
  GangWidth GW;
  const ShapeInfo &SI;
  bool InMemory;
  bool Active = false;
  llvm::SmallPtrSet<llvm::Metadata *, 16> DeclaredVarying;
  llvm::DenseMap<llvm::Value *, llvm::Value *> Helpers;
  llvm::DenseMap<std::pair<llvm::DILocalVariable *, llvm::DILocation *>,
                 llvm::AllocaInst *>
      Slots;
  llvm::SmallVector<llvm::DbgVariableRecord *, 16> Replaced;
};

} // namespace spmdc

#endif
