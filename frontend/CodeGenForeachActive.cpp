//===- CodeGenForeachActive.cpp - foreach_active and foreach_unique -------===//
//
// \file
// FunctionEmitter::emitForeachActive / emitForeachUnique: uniform loops over
// the bits of the gang's active-lane mask, one skeleton (emitMaskBitLoop)
// with a per-statement pick step (docs/spmd-ir.md, "Control
// flow"). Each iteration picks the lowest remaining lane and guards the body
// with a varying compare, so the body runs with exactly the lanes the
// statement defines and the vectorizer masks it like any varying `if`:
//
//   foreach_active (i) body         foreach_unique (v in e) body
//   rem = spmd.lanemask()           x = e; rem = spmd.lanemask()
//   while (rem != 0)                while (rem != 0)
//     i = cttz(rem)                   f = cttz(rem); v = spmd.extract(x, f)
//                                     on = x == v || lane == f
//                                     rem &= ~spmd.reduce.add(on ? 1<<lane : 0)
//     if (lane == i) body             if (on) body
//     rem &= rem - 1
//
// The loop control is uniform (lanemask, extract and the reduction are
// uniform cross-lane operations); `continue` in the body goes to the next
// iteration. `lane == f` keeps a NaN value from looping forever: its lane
// runs the body alone with v = NaN.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace spmdc {
namespace fe {

void FunctionEmitter::emitMaskBitLoop(Stmt *S, StringRef BlockPrefix,
                                      StringRef ValuePrefix,
                                      const MaskBitPick &PickLane) {
  llvm::Type *I64 = B.getInt64Ty();
  Value *Mask = crossLane(B, ME.M, CrossLaneOp::LaneMask, I64, {});
  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Head = newBlock(BlockPrefix + ".head");
  BasicBlock *Pick = newBlock(BlockPrefix + ".pick");
  BasicBlock *Run = newBlock(BlockPrefix + ".body");
  BasicBlock *Next = newBlock(BlockPrefix + ".next");
  BasicBlock *End = newBlock(BlockPrefix + ".end");
  B.CreateBr(Head);

  B.SetInsertPoint(Head);
  PHINode *Rem = B.CreatePHI(I64, 2, ValuePrefix + ".rem");
  Rem->addIncoming(Mask, Pre);
  B.CreateCondBr(B.CreateICmpNE(Rem, B.getInt64(0)), Pick, End);

  B.SetInsertPoint(Pick);
  auto [Guard, Rest] = PickLane(Rem);
  B.CreateCondBr(Guard, Run, Next);

  B.SetInsertPoint(Run);
  Loops.push_back({nullptr, Next});
  emitForeachBody(S->Body);
  Loops.pop_back();
  branchTo(Next);

  Next->moveAfter(B.GetInsertBlock());
  B.SetInsertPoint(Next);
  if (!Rest) // clear the lowest set bit
    Rest = B.CreateAnd(Rem, B.CreateSub(Rem, B.getInt64(1)),
                       ValuePrefix + ".rest");
  Rem->addIncoming(Rest, Next);
  B.CreateBr(Head);
  End->moveAfter(Next);
  B.SetInsertPoint(End);
}

void FunctionEmitter::emitForeachActive(Stmt *S) {
  VarDecl *V = S->Decls[0];
  emitMaskBitLoop(S, "foreach_active", "active", [&](Value *Rem) {
    llvm::Type *I64 = B.getInt64Ty();
    Value *Lane = B.CreateBinaryIntrinsic(Intrinsic::cttz, Rem, B.getTrue(),
                                          nullptr, "active.lane");
    store(Lane, slotFor(V), V->Ty.Kind);
    ME.DI.declareVariable(*V, slotFor(V), 0, AllocaPt);
    Value *Mine =
        B.CreateICmpEQ(B.CreateZExt(laneIndex(), I64), Lane, "active.mine");
    return std::pair<Value *, Value *>(Mine, nullptr);
  });
}

void FunctionEmitter::emitForeachUnique(Stmt *S) {
  VarDecl *V = S->Decls[0];
  Value *X = emitExpr(S->Bounds[0]);
  emitMaskBitLoop(S, "foreach_unique", "unique", [&](Value *Rem) {
    llvm::Type *I64 = B.getInt64Ty();
    Value *First = B.CreateTrunc(
        B.CreateBinaryIntrinsic(Intrinsic::cttz, Rem, B.getTrue()),
        B.getInt32Ty(), "unique.first");
    Value *U =
        crossLane(B, ME.M, CrossLaneOp::Extract, X->getType(), {X, First});
    store(U, slotFor(V), V->Ty.Kind);
    ME.DI.declareVariable(*V, slotFor(V), 0, AllocaPt);
    Value *Same;
    if (X->getType()->isFloatingPointTy())
      Same = B.CreateFCmpOEQ(X, U);
    else
      Same = B.CreateICmpEQ(X, U);
    Value *Lane = laneIndex();
    Value *On = B.CreateOr(Same, B.CreateICmpEQ(Lane, First), "unique.on");
    Value *Bit = B.CreateShl(B.getInt64(1), B.CreateZExt(Lane, I64));
    Value *Set = crossLane(B, ME.M, CrossLaneOp::ReduceAdd, I64,
                           {B.CreateSelect(On, Bit, B.getInt64(0))});
    Value *Rest = B.CreateAnd(Rem, B.CreateNot(Set), "unique.rest");
    return std::pair<Value *, Value *>(On, Rest);
  });
}

} // namespace fe
} // namespace spmdc
