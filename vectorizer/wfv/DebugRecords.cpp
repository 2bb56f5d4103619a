//===- DebugRecords.cpp - Debug records through widening ------------------===//
//
// See DebugRecords.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/DebugRecords.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/ConstantFold.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace spmdc {

void stripSpmdDebugInfo(Module &M, bool KeepLineTables) {
  if (NamedMDNode *N = M.getNamedMetadata(VaryingDebugVarsName))
    M.eraseNamedMetadata(N);
  if (KeepLineTables)
    stripNonLineTableDebugInfo(M);
  else
    StripDebugInfo(M);
}

namespace {

bool isVectorDIType(const DIType *T) {
  const auto *CT = dyn_cast_or_null<DICompositeType>(T);
  return CT && CT->isVector();
}

Type *debuggerElementType(Type *T) {
  return T->isIntegerTy(1) ? Type::getInt8Ty(T->getContext()) : T;
}

/// DWARF has no vector constants (LLVM turns a vector constant into
/// "optimized out"): describe \p C as integers of up to 64 bits, one
/// fragment each. False if an element is not a plain number.
bool describeConstant(DbgVariableRecord &DVR, Constant *C,
                      const DataLayout &DL) {
  auto *VT = dyn_cast<FixedVectorType>(C->getType());
  if (!VT)
    return false;
  unsigned EB = DL.getTypeSizeInBits(VT->getElementType());
  unsigned Total = EB * VT->getNumElements();
  APInt Bits(Total, 0);
  for (unsigned K = 0; K < VT->getNumElements(); ++K) {
    Constant *E = C->getAggregateElement(K);
    APInt V(EB, 0);
    if (auto *CI = dyn_cast_or_null<ConstantInt>(E))
      V = CI->getValue();
    else if (auto *CF = dyn_cast_or_null<ConstantFP>(E))
      V = CF->getValueAPF().bitcastToAPInt();
    else if (!E || !(E->isNullValue() || isa<UndefValue>(E)))
      return false;
    Bits.insertBits(V.zextOrTrunc(EB), K * EB);
  }
  LLVMContext &Ctx = C->getContext();
  DbgVariableRecord *Prev = &DVR;
  for (unsigned Off = 0; Off < Total; Off += 64) {
    unsigned Size = std::min(64u, Total - Off);
    DbgVariableRecord *R =
        Off == 0 ? &DVR : cast<DbgVariableRecord>(DVR.clone());
    R->replaceVariableLocationOp(
        0u, ConstantInt::get(Ctx, Bits.extractBits(Size, Off)));
    DIExpression *Expr = DIExpression::get(Ctx, {});
    if (Size < Total) // a fragment may not cover the whole variable
      Expr = *DIExpression::createFragmentExpression(Expr, Off, Size);
    R->setExpression(Expr);
    if (R != &DVR) {
      DVR.getMarker()->insertDbgRecordAfter(R, Prev);
      Prev = R;
    }
  }
  return true;
}

} // namespace

DebugRecordWidener::DebugRecordWidener(Function &F, const GangWidth &GW,
                                       const ShapeInfo &SI, bool DebugInMemory)
    : F(F), GW(GW), SI(SI), InMemory(DebugInMemory) {
  DISubprogram *SP = F.getSubprogram();
  Active = SP && SP->getUnit() &&
           SP->getUnit()->getEmissionKind() == DICompileUnit::FullDebug;
  if (!Active)
    return;
  if (NamedMDNode *N = F.getParent()->getNamedMetadata(VaryingDebugVarsName))
    for (MDNode *List : N->operands())
      for (const MDOperand &Op : List->operands())
        if (Op)
          DeclaredVarying.insert(Op.get());
}

DIType *DebugRecordWidener::vectorType(DIType *Elem) {
  DIBuilder DIB(*F.getParent(), /*AllowUnresolved=*/false);
  if (GW.isScalable()) {
    // As clang describes svfloat32_t: the upper bound is read from the
    // AArch64 VG register (DWARF 46, the number of 64-bit granules, 2 ×
    // vscale): vscale × N lanes end at VG × N/2 - 1. No static size.
    assert(GW.MinLanes % 2 == 0 && "SVE gangs have an even lane count");
    DIExpression *Upper = DIB.createExpression(
        {dwarf::DW_OP_constu, GW.MinLanes / 2, dwarf::DW_OP_bregx, 46, 0,
         dwarf::DW_OP_mul, dwarf::DW_OP_constu, 1, dwarf::DW_OP_minus});
    Metadata *Range =
        DIB.getOrCreateSubrange(nullptr,
                                ConstantAsMetadata::get(ConstantInt::getSigned(
                                    Type::getInt64Ty(F.getContext()), 0)),
                                Upper, nullptr);
    return DIB.createVectorType(0, /*AlignInBits=*/0, Elem,
                                DIB.getOrCreateArray({Range}));
  }
  unsigned W = GW.fixedLanes();
  Metadata *Range = DIB.getOrCreateSubrange(0, int64_t(W));
  return DIB.createVectorType(uint64_t(W) * Elem->getSizeInBits(),
                              /*AlignInBits=*/0, Elem,
                              DIB.getOrCreateArray({Range}));
}

bool DebugRecordWidener::isVaryingVariable(DILocalVariable *Var) {
  return isVectorDIType(Var->getType()) || DeclaredVarying.count(Var);
}

BasicBlock::iterator DebugRecordWidener::afterDefinition(Value *V) {
  BasicBlock::iterator It;
  if (isa<Argument>(V))
    It = F.getEntryBlock().getFirstInsertionPt();
  else if (auto *Phi = dyn_cast<PHINode>(V))
    It = Phi->getParent()->getFirstInsertionPt();
  else
    It = std::next(cast<Instruction>(V)->getIterator());
  // Before the records attached there: they may describe the helper.
  It.setHeadBit(true);
  return It;
}

Value *DebugRecordWidener::forDebugger(Value *V) {
  auto *VT = cast<VectorType>(V->getType());
  Type *ElemTy = debuggerElementType(VT->getElementType());
  if (ElemTy == VT->getElementType())
    return V;
  Type *Ty = VectorType::get(ElemTy, VT->getElementCount());
  if (auto *C = dyn_cast<Constant>(V))
    return ConstantFoldCastInstruction(Instruction::ZExt, C, Ty);
  if (!InMemory) // a new instruction only for the debugger
    return nullptr;
  if (Value *H = Helpers.lookup(V))
    return H;
  auto *Z = new ZExtInst(V, Ty, V->getName() + ".dbg", afterDefinition(V));
  Helpers[V] = Z;
  return Z;
}

Value *DebugRecordWidener::vectorFor(Value *V,
                                     const DenseMap<Value *, Value *> &Vec) {
  if (SI.isDivergent(V)) {
    Value *N = Vec.lookup(V);
    return N && N->getType()->isVectorTy() ? forDebugger(N) : nullptr;
  }
  Type *ElemTy = debuggerElementType(V->getType());
  if (auto *C = dyn_cast<Constant>(V)) {
    if (ElemTy != V->getType())
      C = ConstantFoldCastInstruction(Instruction::ZExt, C, ElemTy);
    return C ? GW.splat(C) : nullptr;
  }
  if (!InMemory)
    return nullptr;
  if (Value *H = Helpers.lookup(V))
    return H;
  BasicBlock::iterator At = afterDefinition(V);
  IRBuilder<> B(At->getParent(), At);
  Value *S = V;
  if (ElemTy != V->getType())
    S = B.CreateZExt(S, ElemTy, V->getName() + ".dbg");
  S = GW.splat(B, S, V->getName() + ".dbg");
  Helpers[V] = S;
  return S;
}

AllocaInst *DebugRecordWidener::slotFor(DILocalVariable *Var, Type *Ty,
                                        const DILocation *DL) {
  auto Key = std::make_pair(Var, DL->getInlinedAt());
  if (AllocaInst *A = Slots.lookup(Key))
    return A;
  BasicBlock &Entry = F.getEntryBlock();
  auto *A =
      new AllocaInst(Ty, F.getDataLayout().getAllocaAddrSpace(),
                     Var->getName() + ".dbg.slot", Entry.getFirstInsertionPt());
  // A scalable stack object cannot be aligned above 16 bytes (LLVM 22's
  // AArch64 frame lowering refuses), and SVE stores need less.
  if (isa<ScalableVectorType>(Ty))
    A->setAlignment(std::min(A->getAlign(), Align(16)));
  DIBuilder DIB(*F.getParent(), /*AllowUnresolved=*/false);
  DIB.insertDeclare(A, Var, DIB.createExpression(), DL,
                    std::next(A->getIterator()));
  Slots[Key] = A;
  return A;
}

void DebugRecordWidener::describe(DbgVariableRecord &DVR, Value *V) {
  if (!V) {
    DVR.setKillLocation();
    return;
  }
  if (InMemory) {
    AllocaInst *Slot =
        slotFor(DVR.getVariable(), V->getType(), DVR.getDebugLoc().get());
    if (Slot->getAllocatedType() != V->getType()) { // one type per slot
      DVR.setKillLocation();
      return;
    }
    // Where the record was, after the definition of V (see afterDefinition).
    BasicBlock::iterator At = DVR.getMarker()->MarkedInstr->getIterator();
    At.setHeadBit(true);
    auto *St = new StoreInst(V, Slot, /*isVolatile=*/true, At);
    St->setDebugLoc(DILocation::get(F.getContext(), 0, 0,
                                    DVR.getDebugLoc()->getScope(),
                                    DVR.getDebugLoc()->getInlinedAt()));
    Replaced.push_back(&DVR);
    return;
  }
  if (auto *C = dyn_cast<Constant>(V)) {
    if (!describeConstant(DVR, C, F.getDataLayout()))
      DVR.setKillLocation();
    return;
  }
  DVR.replaceVariableLocationOp(0u, V);
}

/// A #dbg_value of one value without DIExpression operations (the only
/// kind a vector or a slot can take over).
static bool isSimpleValueRecord(const DbgVariableRecord &DVR) {
  return DVR.isDbgValue() && !DVR.hasArgList() && !DVR.isKillLocation() &&
         !DVR.getExpression()->getNumElements();
}

void DebugRecordWidener::run(const DenseMap<Value *, Value *> &Vec,
                             const DenseMap<BasicBlock *, Value *> &BlockMask) {
  if (!Active)
    return;
  LLVMContext &Ctx = F.getContext();

  SmallVector<DbgVariableRecord *, 32> Records;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      for (DbgVariableRecord &DVR : filterDbgVars(I.getDbgRecordRange()))
        Records.push_back(&DVR);

  SmallSetVector<DILocalVariable *, 16> ToRetype;
  SmallVector<std::pair<DbgVariableRecord *, Value *>, 32> Described;
  for (DbgVariableRecord *DVR : Records) {
    DILocalVariable *Var = DVR->getVariable();
    if (!isVaryingVariable(Var)) {
      // A uniform variable with a divergent value (cannot be described).
      for (Value *V : DVR->location_ops())
        if (V && SI.isDivergent(V))
          DVR->setKillLocation();
      // At -O0 a uniform variable (a parameter too) gets a scalar slot
      // like a varying one: code generation keeps a register value only
      // until the register is reused.
      if (InMemory && isSimpleValueRecord(*DVR))
        if (Value *Old = DVR->getVariableLocationOp(0);
            Old && !isa<UndefValue>(Old))
          Described.push_back({DVR, Old});
      continue;
    }
    if (!isVectorDIType(Var->getType()))
      ToRetype.insert(Var);
    if (DVR->isKillLocation())
      continue;
    if (!isSimpleValueRecord(*DVR)) {
      DVR->setKillLocation();
      continue;
    }
    Value *Old = DVR->getVariableLocationOp(0);
    Described.push_back({DVR, Old ? vectorFor(Old, Vec) : nullptr});
  }
  // Every varying variable of the module, also those left without records
  // (still shown, as <optimized out>, with their vector type).
  for (Metadata *MD : DeclaredVarying)
    if (auto *Var = dyn_cast<DILocalVariable>(MD))
      ToRetype.insert(Var);
  for (DILocalVariable *Var : ToRetype)
    if (!isVectorDIType(Var->getType()))
      Var->replaceOperandWith(3, vectorType(Var->getType()));
  // After the retyping: the slots' declares name the retyped variables.
  for (auto [DVR, V] : Described)
    describe(*DVR, V);

  // The execution mask, at the start of every block.
  DISubprogram *SP = F.getSubprogram();
  DIBuilder DIB(*F.getParent(), /*AllowUnresolved=*/false);
  DIType *Bool = DIB.createBasicType("bool", 8, dwarf::DW_ATE_boolean);
  DILocalVariable *MaskVar = DIB.createAutoVariable(
      SP, "__mask", SP->getFile(), SP->getLine(), vectorType(Bool),
      /*AlwaysPreserve=*/false, DINode::FlagArtificial);
  DILocation *Loc = DILocation::get(Ctx, 0, 0, SP);
  for (BasicBlock &BB : F) {
    Value *M = BlockMask.lookup(&BB);
    if (!M)
      continue;
    Value *D = forDebugger(M);
    BasicBlock::iterator At = D && isa<Instruction>(D)
                                  ? afterDefinition(D)
                                  : BB.getFirstInsertionPt();
    DbgInstPtr R =
        DIB.insertDbgValueIntrinsic(D ? D : PoisonValue::get(M->getType()),
                                    MaskVar, DIB.createExpression(), Loc, At);
    describe(*cast<DbgVariableRecord>(cast<DbgRecord *>(R)), D);
  }
  for (DbgVariableRecord *DVR : Replaced)
    DVR->eraseFromParent();
}

} // namespace spmdc
