//===- ShapeAnalysis.cpp - Affine divergence (shape) analysis -------------===//
//
// See ShapeAnalysis.h. Divergence comes from LLVM's UniformityInfo driven by
// SpmdTTI; this file adds the affine (stride) layer on top.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/analysis/ShapeAnalysis.h"
#include "vectorizer/analysis/SpmdTTI.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/PassInstrumentation.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace spmdc {

AnalysisKey ShapeAnalysis::Key;

//===----------------------------------------------------------------------===//
// The lattice
//===----------------------------------------------------------------------===//

Shape Shape::join(const Shape &A, const Shape &B) {
  if (A.Varying || B.Varying || A.Stride != B.Stride)
    return varying();
  Shape R = A;
  R.NoSignedWrap = A.NoSignedWrap && B.NoSignedWrap;
  R.NoUnsignedWrap = A.NoUnsignedWrap && B.NoUnsignedWrap;
  return R;
}

Shape Shape::add(const Shape &A, const Shape &B) {
  if (A.Varying || B.Varying)
    return varying();
  int64_t S;
  if (__builtin_add_overflow(A.Stride, B.Stride, &S))
    return varying();
  return affine(S, A.NoSignedWrap && B.NoSignedWrap,
                A.NoUnsignedWrap && B.NoUnsignedWrap);
}

Shape Shape::sub(const Shape &A, const Shape &B) {
  if (A.Varying || B.Varying)
    return varying();
  int64_t S;
  if (__builtin_sub_overflow(A.Stride, B.Stride, &S))
    return varying();
  return affine(S, A.NoSignedWrap && B.NoSignedWrap, false);
}

Shape Shape::scale(const Shape &A, int64_t C) {
  if (A.Varying)
    return varying();
  int64_t S;
  if (__builtin_mul_overflow(A.Stride, C, &S))
    return varying();
  return affine(S, A.NoSignedWrap, A.NoUnsignedWrap && C >= 0);
}

std::string Shape::str(bool IsPointer) const {
  if (Varying)
    return "varying";
  if (Stride == 0)
    return "uniform";
  return "affine(stride=" + std::to_string(Stride) +
         (IsPointer ? " bytes)" : ")");
}

//===----------------------------------------------------------------------===//
// ShapeInfo
//===----------------------------------------------------------------------===//

Shape ShapeInfo::getShape(const Value *V) const {
  auto It = Shapes.find(V);
  return It == Shapes.end() ? Shape::uniform() : It->second;
}

void ShapeInfo::print(raw_ostream &OS, const Function &F) const {
  OS << "shapes for function '" << F.getName() << "':\n";
  auto Line = [&](const Value &V) {
    OS << "  ";
    V.printAsOperand(OS, /*PrintType=*/false);
    OS << ": " << getShape(&V).str(V.getType()->isPointerTy()) << "\n";
  };
  for (const Argument &A : F.args())
    Line(A);
  for (const BasicBlock &BB : F) {
    for (const Instruction &I : BB) {
      if (!I.getType()->isVoidTy())
        Line(I);
      const auto *Br = dyn_cast<BranchInst>(&I);
      if (Br && Br->isConditional()) {
        OS << "  br in ";
        BB.printAsOperand(OS, false);
        OS << ": " << (hasDivergentBranch(&BB) ? "divergent" : "uniform")
           << "\n";
      }
    }
  }
}

//===----------------------------------------------------------------------===//
// The affine layer
//===----------------------------------------------------------------------===//

namespace {

/// Shape of a divergent (per UniformityInfo) instruction from its operands.
Shape affineShape(const Instruction &I, const ShapeInfo &SI,
                  const DataLayout &DL) {
  if (isCallTo(&I, LaneIndexName))
    return Shape::affine(1, true, true);

  auto Op = [&](unsigned K) { return SI.getShape(I.getOperand(K)); };
  auto ConstOp = [&](unsigned K) -> std::optional<int64_t> {
    if (const auto *C = dyn_cast<ConstantInt>(I.getOperand(K)))
      if (C->getBitWidth() <= 64)
        return C->getSExtValue();
    return std::nullopt;
  };

  switch (I.getOpcode()) {
  case Instruction::Add: {
    Shape S = Shape::add(Op(0), Op(1));
    S.NoSignedWrap &= I.hasNoSignedWrap();
    S.NoUnsignedWrap &= I.hasNoUnsignedWrap();
    return S;
  }
  case Instruction::Sub: {
    Shape S = Shape::sub(Op(0), Op(1));
    S.NoSignedWrap &= I.hasNoSignedWrap();
    S.NoUnsignedWrap = false;
    return S;
  }
  case Instruction::Or:
    if (cast<PossiblyDisjointInst>(I).isDisjoint()) {
      Shape S = Shape::add(Op(0), Op(1));
      S.NoSignedWrap = S.NoUnsignedWrap = false;
      return S;
    }
    return Shape::varying();
  case Instruction::Mul: {
    for (unsigned K = 0; K < 2; ++K)
      if (auto C = ConstOp(K)) {
        Shape S = Shape::scale(Op(1 - K), *C);
        S.NoSignedWrap &= I.hasNoSignedWrap();
        S.NoUnsignedWrap &= I.hasNoUnsignedWrap();
        return S;
      }
    return Shape::varying();
  }
  case Instruction::Shl: {
    auto C = ConstOp(1);
    if (!C || *C < 0 || *C >= 63 ||
        *C >= (int64_t)I.getType()->getScalarSizeInBits())
      return Shape::varying();
    Shape S = Shape::scale(Op(0), int64_t(1) << *C);
    S.NoSignedWrap &= I.hasNoSignedWrap();
    S.NoUnsignedWrap &= I.hasNoUnsignedWrap();
    return S;
  }
  case Instruction::SExt: {
    Shape S = Op(0);
    if (S.Varying || !S.NoSignedWrap)
      return Shape::varying();
    return Shape::affine(S.Stride, true, false);
  }
  case Instruction::ZExt: {
    Shape S = Op(0);
    if (S.Varying || !S.NoUnsignedWrap)
      return Shape::varying();
    return Shape::affine(S.Stride, false, true);
  }
  case Instruction::Trunc: {
    Shape S = Op(0);
    if (S.Varying)
      return S;
    unsigned Bits = I.getType()->getScalarSizeInBits();
    int64_t Stride = S.Stride;
    if (Bits < 64) // the stride of the truncated value, sign-extended
      Stride = SignExtend64(uint64_t(Stride), Bits);
    return Shape::affine(Stride, false, false);
  }
  case Instruction::GetElementPtr: {
    const auto &GEP = cast<GetElementPtrInst>(I);
    Shape Acc = SI.getShape(GEP.getPointerOperand());
    if (Acc.Varying)
      return Acc;
    unsigned IdxBits = DL.getIndexTypeSizeInBits(GEP.getType());
    for (gep_type_iterator GTI = gep_type_begin(GEP), E = gep_type_end(GEP);
         GTI != E; ++GTI) {
      Shape IS = SI.getShape(GTI.getOperand());
      if (IS.isUniform())
        continue;
      if (IS.Varying || GTI.isStruct())
        return Shape::varying();
      if (GTI.getOperand()->getType()->getScalarSizeInBits() < IdxBits &&
          !IS.NoSignedWrap)
        return Shape::varying(); // implicit sext of a wrapping index
      TypeSize Size = GTI.getSequentialElementStride(DL);
      if (Size.isScalable())
        return Shape::varying();
      Acc = Shape::add(Acc, Shape::scale(IS, (int64_t)Size.getFixedValue()));
      if (Acc.Varying)
        return Acc;
    }
    return Shape::affine(Acc.Stride, false, false);
  }
  case Instruction::BitCast:
  case Instruction::Freeze:
    return Op(0);
  default:
    return Shape::varying();
  }
}

} // namespace

ShapeInfo computeShapes(Function &F, DominatorTree &DT, CycleInfo &CI) {
  ShapeInfo SI;
  if (F.isDeclaration())
    return SI;
  const DataLayout &DL = F.getDataLayout();
  // UniformityInfo::compute() is not usable outside libLLVM (its
  // implementation class is incomplete in the headers), so run LLVM's
  // analysis through a private analysis manager whose TTI is the SPMD one.
  FunctionAnalysisManager FAM;
  FAM.registerPass([&] {
    return TargetIRAnalysis(
        [&](const Function &) { return makeSpmdTTI(DL); });
  });
  FAM.registerPass([] { return DominatorTreeAnalysis(); });
  FAM.registerPass([] { return CycleAnalysis(); });
  FAM.registerPass([] { return PassInstrumentationAnalysis(); });
  UniformityInfo UI = UniformityInfoAnalysis().run(F, FAM);

  for (Argument &A : F.args())
    if (UI.isDivergent(&A))
      SI.setShape(&A, Shape::varying());

  ReversePostOrderTraversal<Function *> RPOT(&F);
  for (BasicBlock *BB : RPOT) {
    if (UI.hasDivergentTerminator(*BB) &&
        (isa<BranchInst>(BB->getTerminator()) ||
         isa<SwitchInst>(BB->getTerminator())))
      SI.setDivergentBranch(BB);
    for (Instruction &I : *BB) {
      if (I.getType()->isVoidTy() || !UI.isDivergent(&I))
        continue;
      Shape S = isa<PHINode>(I) ? Shape::varying() : affineShape(I, SI, DL);
      if (S.isUniform()) // UniformityInfo says divergent: stay conservative
        S = Shape::varying();
      SI.setShape(&I, S);
    }
  }
  // Unreachable blocks: everything varying (never widened, only printed).
  for (BasicBlock &BB : F)
    if (!DT.isReachableFromEntry(&BB))
      for (Instruction &I : BB)
        if (!I.getType()->isVoidTy())
          SI.setShape(&I, Shape::varying());
  return SI;
}

ShapeInfo computeShapes(Function &F) {
  DominatorTree DT(F);
  CycleInfo CI;
  CI.compute(F);
  return computeShapes(F, DT, CI);
}

ShapeInfo ShapeAnalysis::run(Function &F, FunctionAnalysisManager &FAM) {
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &CI = FAM.getResult<CycleAnalysis>(F);
  return computeShapes(F, DT, CI);
}

Value *materializeBase(Value *V, const ShapeInfo &SI,
                       DenseMap<Value *, Value *> &Cache) {
  Shape S = SI.getShape(V);
  if (S.isUniform())
    return V;
  if (S.Varying)
    return nullptr;
  if (isCallTo(V, LaneIndexName))
    return ConstantInt::get(V->getType(), 0);
  auto It = Cache.find(V);
  if (It != Cache.end())
    return It->second;
  auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return nullptr;
  SmallVector<Value *, 4> Ops;
  for (Value *Op : I->operands()) {
    Value *B = materializeBase(Op, SI, Cache);
    if (!B)
      return nullptr;
    Ops.push_back(B);
  }
  Instruction *Clone = I->clone();
  for (unsigned K = 0; K < Ops.size(); ++K)
    Clone->setOperand(K, Ops[K]);
  Clone->dropPoisonGeneratingFlags();
  if (I->hasName())
    Clone->setName(I->getName() + ".base");
  Clone->insertAfter(I->getIterator());
  Cache[V] = Clone;
  return Clone;
}

} // namespace spmdc
