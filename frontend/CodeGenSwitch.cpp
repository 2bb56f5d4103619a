//===- CodeGenSwitch.cpp - SPMD IR for switch, labels and goto ------------===//
//
// \file
// The unstructured statements (see CodeGenImpl.h):
//
//   switch (c) body      sw = switch c, default sw.end (or the default label)
//                        then body in a fresh block (code before the first
//                        label is unreachable unless a goto enters it);
//                        `break` goes to sw.end, `continue` to the enclosing
//                        loop's continue target.
//   case K: stmt         sw.case: fall-through from the previous statement,
//                        and a case K of the innermost switch.
//   L: stmt / goto L     one block per label (per copy of a foreach body),
//                        created on first use; goto branches to it.
//
// The switch is an ordinary LLVM `switch` in the SPMD IR whatever the
// variability of its condition; the pipeline's cleanup lowers it to
// branches, and spmd-reconverge handles the arbitrary (even irreducible)
// control flow that gotos make.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"

using namespace llvm;

namespace spmdc {
namespace fe {

void FunctionEmitter::emitSwitch(Stmt *S) {
  Value *C = emitExpr(S->E);
  BasicBlock *End = newBlock("sw.end");
  SwitchInst *SI = B.CreateSwitch(C, End);
  Switches.push_back(SI);
  SwitchJoins.push_back(S->GangJoin);
  Loops.push_back({End, Loops.empty() ? nullptr : Loops.back().Continue});
  startDeadBlock();
  emitStmt(S->Body);
  Loops.pop_back();
  Switches.pop_back();
  SwitchJoins.pop_back();
  branchTo(End);
  End->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(End);
  gangJoin(S);
}

void FunctionEmitter::emitCaseLabel(Stmt *S) {
  bool IsCase = S->Kind == StmtKind::Case;
  BasicBlock *BB = newBlock(IsCase ? "sw.case" : "sw.default");
  branchTo(BB); // fall-through
  B.SetInsertPoint(BB);
  if (!Switches.empty()) { // Sema rejects labels outside a switch
    SwitchInst *SI = Switches.back();
    if (IsCase) {
      unsigned W = SI->getCondition()->getType()->getIntegerBitWidth();
      uint64_t Mask = W >= 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1;
      SI->addCase(ConstantInt::get(Ctx, APInt(W, S->CaseVal & Mask)), BB);
    } else {
      SI->setDefaultDest(BB);
    }
    // Cases run one after the other for the gang (AST.h GangJoin).
    if (SwitchJoins.back())
      B.CreateCall(ME.gangJoin());
  }
  emitStmt(S->Body);
}

BasicBlock *FunctionEmitter::labelBlock(Stmt *Label) {
  BasicBlock *&BB = LabelBlocks[Label];
  if (!BB)
    BB = newBlock("label." + Label->Name);
  return BB;
}

void FunctionEmitter::emitLabel(Stmt *S) {
  BasicBlock *BB = labelBlock(S);
  branchTo(BB);
  BB->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(BB);
  emitStmt(S->Body);
}

void FunctionEmitter::emitGoto(Stmt *S) {
  if (S->Target) // Sema resolved every goto
    B.CreateBr(labelBlock(S->Target));
  startDeadBlock();
}

void FunctionEmitter::emitForeachBody(Stmt *Body) {
  // Gotos never cross a foreach body's boundary (Sema), so the labels
  // inside are only reached from this copy.
  DenseMap<Stmt *, BasicBlock *> Outer = LabelBlocks;
  emitStmt(Body);
  LabelBlocks = std::move(Outer);
}

} // namespace fe
} // namespace spmdc
