//===- CodeGenGangGlobals.cpp - Globals whose value depends on the gang -===//
//
// \file
// The part of ModuleEmitter (CodeGenImpl.h) for globals of a build whose
// gang width is picked at run time (`sve`, `sve-multi`): Sema folded such a
// global's initializer at every width (VarDecl::GangInit), and a module
// constructor stores the value for the width that runs.
//
// Expects: GangInits holds the non-extern globals with a GangInit, each
// already emitted by ModuleEmitter::global (not constant, holding width
// 4's value). Guarantees: at most one internal constructor per module, at
// priority 101 (before C++'s default-priority constructors); it stores
// nothing on a CPU without SVE.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"

#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

namespace spmdc {
namespace fe {

void ModuleEmitter::flattenConstant(Constant *C, llvm::Type *LeafTy,
                                    SmallVectorImpl<Constant *> &Out) {
  if (C->getType() == LeafTy) {
    Out.push_back(C);
    return;
  }
  auto *AT = cast<ArrayType>(C->getType());
  for (uint64_t K = 0; K < AT->getNumElements(); ++K)
    flattenConstant(C->getAggregateElement(unsigned(K)), LeafTy, Out);
}

void ModuleEmitter::emitGangGlobalsInit(GangRule Rule) {
  if (GangInits.empty() || Rule == GangRule::None)
    return;
  // Each part of the build (the scalable variant and its fallback, or
  // each sve-multi variant) adds its own copy of this constructor; they
  // store the same values, so running all of them is harmless. The width
  // comes from prctl(PR_SVE_GET_VL), not from an SVE instruction: the
  // constructor also runs on CPUs without SVE (`-target neon,sve`), where
  // prctl fails and nothing is stored (no SVE variant runs there).
  auto *I32 = llvm::Type::getInt32Ty(Ctx);
  Function *F = Function::Create(FunctionType::get(llvm::Type::getVoidTy(Ctx),
                                                   false),
                                 GlobalValue::InternalLinkage,
                                 "__spmdc_gang_globals_init", M);
  F->addFnAttr(Attribute::NoUnwind);
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", F);
  BasicBlock *Store = BasicBlock::Create(Ctx, "store", F);
  BasicBlock *Done = BasicBlock::Create(Ctx, "done", F);
  IRBuilder<> B(Entry);
  FunctionCallee Prctl = M.getOrInsertFunction(
      "prctl", FunctionType::get(I32, {I32}, /*isVarArg=*/true));
  constexpr int PrSveGetVl = 51; // linux/prctl.h
  Value *VL = B.CreateCall(Prctl, {B.getInt32(PrSveGetVl), B.getInt64(0),
                                   B.getInt64(0), B.getInt64(0),
                                   B.getInt64(0)},
                           "vl");
  B.CreateCondBr(B.CreateICmpSLT(VL, B.getInt32(0)), Done, Store);
  B.SetInsertPoint(Store);
  // The 32-bit lanes of the vector: the low 16 bits are its bytes.
  Value *Lanes = B.CreateLShr(B.CreateAnd(VL, B.getInt32(0xffff)), 2, "lanes");
  for (VarDecl *V : GangInits) {
    GlobalVariable *G = Globals.lookup(V);
    llvm::Type *Ty = G->getValueType();
    // Width 4's value unless a wider width runs (Rule: GangRule.h).
    auto At = [&](unsigned K) -> Constant * {
      if (Ty->isFloatingPointTy())
        return ConstantFP::get(Ty, llvm::bit_cast<double>(V->GangInit[K]));
      return ConstantInt::get(Ty, V->GangInit[K]);
    };
    Value *Val = At(0);
    for (unsigned K = 1; K < ScalableGangWidths; ++K) {
      Value *Runs =
          Rule == GangRule::Scalable
              ? B.CreateICmpEQ(Lanes, B.getInt32(4u << K))
              : B.CreateICmpUGE(Lanes, B.getInt32(4u << K));
      Val = B.CreateSelect(Runs, At(K), Val,
                           V->Name + ".at");
    }
    B.CreateStore(Val, G);
  }
  B.CreateBr(Done);
  B.SetInsertPoint(Done);
  B.CreateRetVoid();
  // Before the default priority (65535), so before C++ static
  // constructors that may read these variables.
  appendToGlobalCtors(M, F, /*Priority=*/101);
}

} // namespace fe
} // namespace spmdc
