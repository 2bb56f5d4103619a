//===- CodeGenImpl.h - SPMD IR generation internals -------------*- C++ -*-===//
//
// \file
// Private to CodeGen.cpp, CodeGenExpr.cpp and CodeGenSwitch.cpp: the per-module helper (types,
// function declarations, the spmd.* intrinsics) and the per-function emitter.
// See CodeGen.h for what the generated IR looks like.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_CODEGENIMPL_H
#define SPMDC_FRONTEND_CODEGENIMPL_H

#include "frontend/AST.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include <vector>

namespace spmdc {
namespace fe {

class ModuleEmitter {
public:
  ModuleEmitter(llvm::LLVMContext &Ctx, llvm::Module &M) : Ctx(Ctx), M(M) {}

  /// Register type: bool is i1.
  llvm::Type *regType(ScalarKind K);
  /// Memory type: bool is i8.
  llvm::Type *memType(ScalarKind K);
  llvm::Type *valueType(const Type &T);
  llvm::Function *function(FuncDecl *FD);
  llvm::FunctionCallee laneIndex();
  llvm::FunctionCallee laneCount();
  llvm::FunctionCallee gangShared();

  llvm::LLVMContext &Ctx;
  llvm::Module &M;
  /// FrontendOptions::SingleLoopForeach.
  bool SingleLoopForeach = false;

private:
  llvm::FunctionCallee pureI32(llvm::StringRef Name);
  llvm::DenseMap<FuncDecl *, llvm::Function *> Fns;
};

class FunctionEmitter {
public:
  FunctionEmitter(ModuleEmitter &ME, FuncDecl &FD);
  void emit();

private:
  // Statements (CodeGen.cpp).
  void emitStmt(Stmt *S);
  void emitIf(Stmt *S);
  void emitWhile(Stmt *S);
  void emitDo(Stmt *S);
  void emitFor(Stmt *S);
  void emitForeach(Stmt *S);
  /// Dimension D of a foreach (outer dimensions are uniform loops).
  void emitForeachDim(Stmt *S, unsigned D, llvm::ArrayRef<llvm::Value *> Bounds);
  void emitSingleLoopForeach(Stmt *S, llvm::AllocaInst *Base,
                             llvm::AllocaInst *IVSlot, llvm::Value *Hi,
                             llvm::StringRef Name);
  void emitDecl(Stmt *S);
  // CodeGenSwitch.cpp: switch, case/default, labels, goto.
  void emitSwitch(Stmt *S);
  void emitCaseLabel(Stmt *S);
  void emitLabel(Stmt *S);
  void emitGoto(Stmt *S);
  llvm::BasicBlock *labelBlock(Stmt *Label);
  /// Emits one copy of a foreach body: labels inside it get their own blocks.
  void emitForeachBody(Stmt *Body);
  llvm::BasicBlock *newBlock(const llvm::Twine &Name);
  /// Branches to Dest unless the block is already terminated.
  void branchTo(llvm::BasicBlock *Dest);
  /// After break/continue/return: continue in a fresh, unreachable block.
  void startDeadBlock();
  llvm::AllocaInst *slotFor(VarDecl *V);

  // Expressions (CodeGenExpr.cpp).
  llvm::Value *emitExpr(Expr *E);
  llvm::Value *emitAddress(Expr *E);
  llvm::Value *emitUnary(Expr *E);
  llvm::Value *emitBinary(Expr *E);
  llvm::Value *emitAssign(Expr *E);
  llvm::Value *emitCond(Expr *E);
  llvm::Value *emitLogical(Expr *E);
  llvm::Value *emitCall(Expr *E);
  llvm::Value *emitBuiltin(Expr *E);
  llvm::Value *convert(llvm::Value *V, ScalarKind From, ScalarKind To);
  llvm::Value *arith(Op O, llvm::Value *L, llvm::Value *R, ScalarKind K);
  llvm::Value *compare(Op O, llvm::Value *L, llvm::Value *R, ScalarKind K);
  llvm::Value *load(llvm::Value *Addr, ScalarKind K, const llvm::Twine &N = "");
  void store(llvm::Value *V, llvm::Value *Addr, ScalarKind K);
  llvm::Value *laneIndex();
  llvm::Value *laneCount();

  ModuleEmitter &ME;
  llvm::LLVMContext &Ctx;
  FuncDecl &FD;
  llvm::Function *F = nullptr;
  llvm::IRBuilder<> B;
  llvm::Instruction *AllocaPt = nullptr;
  llvm::BasicBlock *RetBB = nullptr;
  llvm::AllocaInst *RetSlot = nullptr;
  llvm::DenseMap<VarDecl *, llvm::AllocaInst *> Slots;
  struct LoopTargets {
    llvm::BasicBlock *Break, *Continue;
  };
  std::vector<LoopTargets> Loops;
  std::vector<llvm::SwitchInst *> Switches; ///< enclosing switches
  llvm::DenseMap<Stmt *, llvm::BasicBlock *> LabelBlocks;
};

} // namespace fe
} // namespace spmdc

#endif
