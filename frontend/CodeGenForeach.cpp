//===- CodeGenForeach.cpp - foreach loops ---------------------------------===//
//
// \file
// FunctionEmitter::emitForeach: the shapes of docs/spmd-ir.md "Control
// flow":
//
//   foreach (i = a ... b) body
//     entry:       base = a
//     main.cond:   (b - base) >= programCount ? main.body : tail.check
//     main.body:   i = base + programIndex (nsw); body       ; all lanes on
//     main.latch:  base += programCount; br main.cond
//     tail.check:  base < b ? tail.body : foreach.end
//     tail.body:   i = base + programIndex; i < b ? tail.run : foreach.end
//     tail.run:    body; br foreach.end                      ; the lane guard
//
//   with FrontendOptions::SingleLoopForeach (GPU targets) instead:
//     entry:       base = a; base < b ? body : foreach.end
//     body:        i = base + programIndex; i < b ? run : latch
//     run:         body; br latch                            ; the lane guard
//     latch:       b - base > programCount ? next : foreach.end
//     next:        base += programCount; br body
//
//   foreach (j = c ... d, i = a ... b) body: all bounds evaluated first;
//   every dimension but the innermost is a uniform loop (j = c; j < d; ++j)
//   around the one-dimensional form for i.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "vectorizer/analysis/SpmdTTI.h"

using namespace llvm;

namespace spmdc {
namespace fe {

void FunctionEmitter::emitForeach(Stmt *S) {
  // All bounds are evaluated once, in order, before the first iteration.
  SmallVector<Value *, 6> Bounds;
  for (Expr *E : S->Bounds)
    Bounds.push_back(emitExpr(E));
  emitForeachDim(S, 0, Bounds);
}

void FunctionEmitter::emitForeachDim(Stmt *S, unsigned D,
                                     ArrayRef<Value *> Bounds) {
  VarDecl *IV = S->Decls[D];
  Value *Lo = Bounds[2 * D], *Hi = Bounds[2 * D + 1];
  if (D + 1 < S->Decls.size()) {
    // An outer dimension: a uniform loop whose index is the same in every
    // lane; the innermost dimension spreads over the gang.
    AllocaInst *Ctr;
    {
      IRBuilder<> AB(AllocaPt);
      Ctr = AB.CreateAlloca(B.getInt32Ty(), nullptr, "foreach.outer");
    }
    B.CreateStore(Lo, Ctr);
    BasicBlock *Cond = newBlock("foreach.outer.cond");
    BasicBlock *Body = newBlock("foreach.outer.body");
    BasicBlock *Latch = newBlock("foreach.outer.latch");
    BasicBlock *End = newBlock("foreach.outer.end");
    B.CreateBr(Cond);
    B.SetInsertPoint(Cond);
    Value *Cur = B.CreateLoad(B.getInt32Ty(), Ctr, IV->Name + ".outer");
    B.CreateCondBr(B.CreateICmpSLT(Cur, Hi, "outer.more"), Body, End);
    Body->moveAfter(Cond);
    B.SetInsertPoint(Body);
    // Described like the innermost index, so a debugger shows every
    // dimension's index, not only the innermost one.
    ME.DI.declareVariable(*IV, slotFor(IV), 0, AllocaPt);
    B.CreateStore(Cur, slotFor(IV));
    emitForeachDim(S, D + 1, Bounds);
    branchTo(Latch);
    Latch->moveAfter(B.GetInsertBlock());
    B.SetInsertPoint(Latch);
    Cur = B.CreateLoad(B.getInt32Ty(), Ctr, IV->Name + ".outer");
    B.CreateStore(B.CreateNSWAdd(Cur, B.getInt32(1), "outer.next"), Ctr);
    B.CreateBr(Cond);
    End->moveAfter(Latch);
    B.SetInsertPoint(End);
    return;
  }
  AllocaInst *Base;
  {
    IRBuilder<> AB(AllocaPt);
    Base = AB.CreateAlloca(B.getInt32Ty(), nullptr, "foreach.base");
  }
  AllocaInst *IVSlot = slotFor(IV);
  ME.DI.declareVariable(*IV, IVSlot, 0, AllocaPt);
  B.CreateStore(Lo, Base);
  if (ME.SingleLoopForeach) {
    emitSingleLoopForeach(S, Base, IVSlot, Hi, IV->Name);
    return;
  }
  BasicBlock *MainCond = newBlock("foreach.main.cond");
  BasicBlock *MainBody = newBlock("foreach.main.body");
  BasicBlock *MainLatch = newBlock("foreach.main.latch");
  BasicBlock *TailCheck = newBlock("foreach.tail.check");
  BasicBlock *TailBody = newBlock("foreach.tail.body");
  BasicBlock *TailRun = newBlock("foreach.tail.run");
  BasicBlock *End = newBlock("foreach.end");
  B.CreateBr(MainCond);

  // Main loop: whole gangs, all lanes on.
  B.SetInsertPoint(MainCond);
  Value *Cur = B.CreateLoad(B.getInt32Ty(), Base, "base");
  Value *Left = B.CreateNSWSub(Hi, Cur, "left");
  B.CreateCondBr(B.CreateICmpSGE(Left, laneCount(), "full"), MainBody,
                 TailCheck);
  B.SetInsertPoint(MainBody);
  Cur = B.CreateLoad(B.getInt32Ty(), Base, "base");
  B.CreateStore(B.CreateNSWAdd(Cur, laneIndex(), IV->Name), IVSlot);
  Loops.push_back({nullptr, MainLatch});
  emitForeachBody(S->Body);
  Loops.pop_back();
  branchTo(MainLatch);
  MainLatch->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(MainLatch);
  Cur = B.CreateLoad(B.getInt32Ty(), Base, "base");
  B.CreateStore(B.CreateNSWAdd(Cur, laneCount(), "base.next"), Base);
  B.CreateBr(MainCond);

  // Tail: one partial gang, guarded per lane.
  TailCheck->moveAfter(MainLatch);
  B.SetInsertPoint(TailCheck);
  Cur = B.CreateLoad(B.getInt32Ty(), Base, "base");
  B.CreateCondBr(B.CreateICmpSLT(Cur, Hi, "has.tail"), TailBody, End);
  TailBody->moveAfter(TailCheck);
  B.SetInsertPoint(TailBody);
  Cur = B.CreateLoad(B.getInt32Ty(), Base, "base");
  Value *Idx = B.CreateNSWAdd(Cur, laneIndex(), IV->Name);
  B.CreateStore(Idx, IVSlot);
  // The tail gang is never full (the main loop took every full one): no
  // all-on fast path for it (wfv/AllOnFastPath.h).
  B.CreateCondBr(B.CreateICmpSLT(Idx, Hi, "in.range"), TailRun, End)
      ->setMetadata("spmd.partial", MDNode::get(B.getContext(), {}));
  TailRun->moveAfter(TailBody);
  B.SetInsertPoint(TailRun);
  Loops.push_back({nullptr, End});
  emitForeachBody(S->Body);
  Loops.pop_back();
  branchTo(End);
  End->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(End);
}

void FunctionEmitter::emitSingleLoopForeach(Stmt *S, AllocaInst *Base,
                                            AllocaInst *IVSlot, Value *Hi,
                                            StringRef Name) {
  BasicBlock *Body = newBlock("foreach.body");
  BasicBlock *Run = newBlock("foreach.run");
  BasicBlock *Latch = newBlock("foreach.latch");
  BasicBlock *Next = newBlock("foreach.next");
  BasicBlock *End = newBlock("foreach.end");
  Value *Cur = B.CreateLoad(B.getInt32Ty(), Base, "base");
  B.CreateCondBr(B.CreateICmpSLT(Cur, Hi, "any"), Body, End);
  B.SetInsertPoint(Body);
  Cur = B.CreateLoad(B.getInt32Ty(), Base, "base");
  Value *Idx = B.CreateNSWAdd(Cur, laneIndex(), Name);
  B.CreateStore(Idx, IVSlot);
  B.CreateCondBr(B.CreateICmpSLT(Idx, Hi, "in.range"), Run, Latch);
  B.SetInsertPoint(Run);
  Loops.push_back({nullptr, Latch});
  emitForeachBody(S->Body);
  Loops.pop_back();
  branchTo(Latch);
  Latch->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(Latch);
  // Another gang only while elements remain past this one: base never
  // steps beyond b, so base + programCount cannot overflow.
  Cur = B.CreateLoad(B.getInt32Ty(), Base, "base");
  Value *Left = B.CreateNSWSub(Hi, Cur, "left");
  B.CreateCondBr(B.CreateICmpSGT(Left, laneCount(), "more"), Next, End);
  Next->moveAfter(Latch);
  B.SetInsertPoint(Next);
  B.CreateStore(B.CreateNSWAdd(Cur, laneCount(), "base.next"), Base);
  B.CreateBr(Body);
  End->moveAfter(Next);
  B.SetInsertPoint(End);
}

} // namespace fe
} // namespace spmdc
