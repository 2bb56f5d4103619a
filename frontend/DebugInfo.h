//===- DebugInfo.h - Debug info for SPMD IR ---------------------*- C++ -*-===//
//
// \file
// The frontend always describes the source in the SPMD IR it emits, with or
// without -g: one DICompileUnit (producer "spmdc <version>", language C99 --
// the ISPC language is C99 with qualifiers, and gdb's C expression parser
// then reads `print a[i]`), a DISubprogram per function, a DILexicalBlock per
// compound statement and per for/foreach header, a DILocation on every
// instruction, and dbg.declare records for parameters and locals. Optimization
// remarks take their file:line:col from these locations; the driver keeps the
// debug info only for -g (docs/user-guide.md "Debugging").
//
// Variables are described per lane: a varying `float v` has the DIType
// `float` in SPMD IR, like the per-lane value it describes, and is listed in
// the named metadata `!spmd.dbg.varying`, which tells spmd-widen to retype it
// to a vector of W floats when it moves its records onto <W x float> values
// (vectorizer/wfv/DebugRecords.h). Uniform variables stay scalar.
//
// Expects: the clang SourceManager of the translation unit. Guarantees:
// every location's scope belongs to the subprogram of the function being
// emitted, so the module passes the verifier's debug-info checks; locations
// inside macro expansions are those of the expansion; code from an
// #include'd file is scoped in a DILexicalBlockFile of that file.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_DEBUGINFO_H
#define SPMDC_FRONTEND_DEBUGINFO_H

#include "frontend/AST.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include <vector>

namespace clang {
class SourceManager;
}

namespace spmdc {

/// The named metadata listing the DILocalVariables declared varying (read
/// by spmd-widen, removed by spmd-finalize; see docs/spmd-ir.md).
inline constexpr const char *VaryingVarsMDName = "spmd.dbg.varying";

namespace fe {

/// Gives the instructions B creates the location L until the guard dies,
/// then restores the previous one (so an operator's own instruction is not
/// left with its last operand's location).
class ScopedDebugLoc {
public:
  ScopedDebugLoc(llvm::IRBuilderBase &B, llvm::DebugLoc L)
      : B(B), Saved(B.getCurrentDebugLocation()) {
    B.SetCurrentDebugLocation(std::move(L));
  }
  ~ScopedDebugLoc() { B.SetCurrentDebugLocation(Saved); }
  ScopedDebugLoc(const ScopedDebugLoc &) = delete;
  ScopedDebugLoc &operator=(const ScopedDebugLoc &) = delete;

private:
  llvm::IRBuilderBase &B;
  llvm::DebugLoc Saved;
};

class DebugInfoEmitter {
public:
  DebugInfoEmitter(llvm::Module &M, const clang::SourceManager &SM,
                   llvm::StringRef MainFile, llvm::StringRef Producer,
                   bool Optimized);
  /// Resolves the DIBuilder's nodes and writes `!spmd.dbg.varying`.
  void finalize();

  /// Creates F's DISubprogram; FD's body is emitted next.
  void beginFunction(llvm::Function &F, const FuncDecl &FD);
  void endFunction();
  /// Opens the lexical block of S (the same block for every copy of S, so
  /// both copies of a foreach body see the same variables).
  void pushBlock(const Stmt *S);
  void popBlock();

  /// L in the innermost open scope (line 0 for an invalid location).
  llvm::DebugLoc location(clang::SourceLocation L);
  /// Compiler-generated code of the current function: line 0.
  llvm::DebugLoc artificial();

  /// Describes V (stored in Slot) once: a dbg.declare before \p InsertBefore,
  /// in the scope that is innermost now. ArgNo: 1-based for parameters.
  void declareVariable(const VarDecl &V, llvm::AllocaInst *Slot, unsigned ArgNo,
                       llvm::Instruction *InsertBefore);

private:
  llvm::DIFile *fileFor(llvm::StringRef Name);
  llvm::DIType *typeFor(const Type &T);
  llvm::DIType *basicType(ScalarKind K);
  /// The scope for code at L: the innermost scope, or a DILexicalBlockFile
  /// of it when L lies in another file.
  llvm::DIScope *scopeAt(llvm::DIFile *File);

  llvm::Module &M;
  const clang::SourceManager &SM;
  llvm::DIBuilder DIB;
  llvm::DICompileUnit *CU = nullptr;
  llvm::DISubprogram *SP = nullptr;
  std::vector<llvm::DIScope *> Scopes;
  llvm::StringMap<llvm::DIFile *> Files;
  llvm::DenseMap<const Stmt *, llvm::DILexicalBlock *> Blocks;
  llvm::DenseMap<std::pair<llvm::DIScope *, llvm::DIFile *>,
                 llvm::DILexicalBlockFile *>
      BlockFiles;
  llvm::DenseMap<unsigned, llvm::DIType *> BasicTypes;
  llvm::DenseMap<const VarDecl *, llvm::DILocalVariable *> Vars;
  std::vector<llvm::Metadata *> VaryingVars;
};

} // namespace fe
} // namespace spmdc

#endif
