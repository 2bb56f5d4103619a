//===- ScalableLaneLoops.cpp - Per-lane loops for scalable vectors --------===//
//
// See ScalableLaneLoops.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/ScalableLaneLoops.h"
#include "vectorizer/Statistics.h"
#include "vectorizer/wfv/WidenSupport.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

#define DEBUG_TYPE "sve-lane-loops"

SPMDC_STATISTIC(NumLaneLoops, "Scalable operations turned into per-lane loops");

namespace spmdc {

bool needsLaneLoop(const Instruction &I, bool AllMath) {
  if (!isa<ScalableVectorType>(I.getType()))
    return false;
  if (I.getOpcode() == Instruction::FRem)
    return true;
  const auto *CI = dyn_cast<CallInst>(&I);
  if (!CI)
    return false;
  Intrinsic::ID ID = CI->getIntrinsicID();
  if (ID == Intrinsic::ldexp)
    return true;
  return AllMath && ID != Intrinsic::not_intrinsic &&
         isTriviallyVectorizable(ID) && !hasScalableForm(ID);
}

namespace {

/// The scalar form of \p I applied to \p Ops (element i of each operand).
Value *scalarOp(IRBuilder<> &B, Instruction &I, ArrayRef<Value *> Ops) {
  if (I.getOpcode() == Instruction::FRem) {
    Value *R = B.CreateFRem(Ops[0], Ops[1]);
    if (auto *RI = dyn_cast<Instruction>(R))
      RI->copyIRFlags(&I);
    return R;
  }
  auto &CI = cast<CallInst>(I);
  Intrinsic::ID ID = CI.getIntrinsicID();
  // The overloaded types of the scalar declaration, as the loop vectorizer
  // picks those of the vector one.
  SmallVector<Type *, 2> Tys;
  if (isVectorIntrinsicWithOverloadTypeAtArg(ID, -1, nullptr))
    Tys.push_back(I.getType()->getScalarType());
  for (unsigned A = 0; A < CI.arg_size(); ++A)
    if (isVectorIntrinsicWithOverloadTypeAtArg(ID, A, nullptr))
      Tys.push_back(Ops[A]->getType());
  Function *Decl = Intrinsic::getOrInsertDeclaration(I.getModule(), ID, Tys);
  CallInst *R = B.CreateCall(Decl, Ops);
  R->copyIRFlags(&I);
  return R;
}

/// Entry-block slot for one whole value of scalable type \p T.
AllocaInst *slotFor(Function &F, Type *T) {
  IRBuilder<> B(&*F.getEntryBlock().getFirstInsertionPt());
  AllocaInst *A = B.CreateAlloca(T);
  // LLVM 22 refuses scalable stack objects aligned above 16 bytes.
  A->setAlignment(Align(16));
  return A;
}

///   pre:   store the vector operands; n = vscale × N
///   loop:  i = phi [0, pre], [i + 1, loop]
///          r[i] = op(a[i], b[i], …); br i + 1 < n, loop, post
///   post:  the result = load r
void lowerOne(Instruction &I) {
  Function &F = *I.getFunction();
  auto *VT = cast<ScalableVectorType>(I.getType());
  const DataLayout &DL = F.getDataLayout();
  IRBuilder<> B(&I);
  B.SetCurrentDebugLocation(I.getDebugLoc());
  SmallVector<AllocaInst *, 3> Slots;
  for (Value *Op : I.operand_values()) {
    if (isa<Function>(Op)) // the callee
      continue;
    AllocaInst *S = nullptr;
    if (isa<ScalableVectorType>(Op->getType())) {
      S = slotFor(F, Op->getType());
      B.CreateStore(Op, S);
    }
    Slots.push_back(S);
  }
  AllocaInst *Out = slotFor(F, VT);
  Type *I64 = B.getInt64Ty();
  Value *N = B.CreateElementCount(I64, VT->getElementCount());

  BasicBlock *Pre = I.getParent();
  BasicBlock *Post = SplitBlock(Pre, &I);
  BasicBlock *Loop = BasicBlock::Create(F.getContext(), "lane.loop", &F, Post);
  Pre->getTerminator()->setSuccessor(0, Loop);

  B.SetInsertPoint(Loop);
  PHINode *Idx = B.CreatePHI(I64, 2, "lane");
  Idx->addIncoming(B.getInt64(0), Pre);
  SmallVector<Value *, 3> Ops;
  unsigned K = 0;
  for (Value *Op : I.operand_values()) {
    if (isa<Function>(Op))
      continue;
    AllocaInst *S = Slots[K++];
    if (!S) {
      Ops.push_back(Op); // a uniform operand (powi's exponent)
      continue;
    }
    Type *ET = cast<VectorType>(Op->getType())->getElementType();
    Value *P = B.CreateInBoundsGEP(ET, S, Idx);
    Ops.push_back(B.CreateAlignedLoad(ET, P, DL.getABITypeAlign(ET)));
  }
  Type *RT = VT->getElementType();
  Value *R = scalarOp(B, I, Ops);
  B.CreateAlignedStore(R, B.CreateInBoundsGEP(RT, Out, Idx),
                       DL.getABITypeAlign(RT));
  Value *Next = B.CreateNUWAdd(Idx, B.getInt64(1));
  Idx->addIncoming(Next, Loop);
  BranchInst *Br = B.CreateCondBr(B.CreateICmpULT(Next, N), Loop, Post);
  // The loop exists because no vector form selects: the loop vectorizer
  // must not turn it back into one.
  LLVMContext &Ctx = F.getContext();
  MDNode *NoVec =
      MDNode::get(Ctx, {MDString::get(Ctx, "llvm.loop.vectorize.enable"),
                        ConstantAsMetadata::get(ConstantInt::getFalse(Ctx))});
  MDNode *LoopID = MDNode::getDistinct(Ctx, {nullptr, NoVec});
  LoopID->replaceOperandWith(0, LoopID);
  Br->setMetadata(LLVMContext::MD_loop, LoopID);

  B.SetInsertPoint(&I);
  Value *V = B.CreateAlignedLoad(VT, Out, Align(16));
  V->takeName(&I);
  I.replaceAllUsesWith(V);
  I.eraseFromParent();
  ++NumLaneLoops;
}

} // namespace

bool lowerToLaneLoops(Function &F, bool AllMath) {
  SmallVector<Instruction *, 8> Work;
  for (Instruction &I : instructions(F))
    if (needsLaneLoop(I, AllMath))
      Work.push_back(&I);
  for (Instruction *I : Work)
    lowerOne(*I);
  return !Work.empty();
}

PreservedAnalyses SveLaneLoopsPass::run(Function &F,
                                        FunctionAnalysisManager &) {
  return lowerToLaneLoops(F, AllMath) ? PreservedAnalyses::none()
                                      : PreservedAnalyses::all();
}

} // namespace spmdc
