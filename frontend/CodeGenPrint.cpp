//===- CodeGenPrint.cpp - ISPC's print() as a call into spmdrt ------------===//
//
// \file
// FunctionEmitter::emitPrint: `print("fmt", a, b, ...)` (typed by
// Sema::checkPrint) becomes one uniform call
//
//   call void @spmdrt_print(ptr %fmt, ptr %types, i32 %programCount,
//                           i64 %lanemask, ptr %args)
//
// executed once per gang when any program instance reaches it (a uniform
// call in a block entered with a non-empty mask, docs/vectorizer.md).
// `%types` has one letter per argument (spmdrt.h): b i u l m f d p for
// uniform bool/int32/uint32/int64/uint64/float/double/pointer, the capital
// letter for the varying ones. `%args` is an array of pointers to the
// values: a uniform value in a gang-shared slot, a varying one in a
// gang-shared `[64 x T]` (64: the widest gang) filled lane by lane with
// `spmd.extract` in a uniform loop over programCount lanes, so inactive
// lanes are printed too (ISPC shows them in double parentheses) even though
// a vector store from a masked block would skip them. bool travels as i32.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"

using namespace llvm;

namespace spmdc {
namespace fe {

namespace {

/// The type letter of a print argument of type \p T (uniform; the caller
/// capitalizes it for varying values) and the type it is stored as.
char printCode(const fe::Type &T) {
  if (T.IsPointer)
    return 'p';
  switch (T.Kind) {
  case ScalarKind::Bool:
    return 'b';
  case ScalarKind::Int32:
    return 'i';
  case ScalarKind::UInt32:
    return 'u';
  case ScalarKind::Int64:
    return 'l';
  case ScalarKind::UInt64:
    return 'm';
  case ScalarKind::Float:
    return 'f';
  case ScalarKind::Double:
    return 'd';
  default: // Sema widened 8/16-bit integers
    return 'i';
  }
}

constexpr unsigned MaxGang = 64;

} // namespace

Value *FunctionEmitter::emitPrint(Expr *E) {
  Module &M = ME.M;
  const std::string &Fmt = E->Args[0]->Name;
  size_t N = E->Args.size() - 1;
  IRBuilder<> AB(AllocaPt);
  llvm::Type *PtrTy = B.getPtrTy();
  AllocaInst *Ptrs =
      AB.CreateAlloca(ArrayType::get(PtrTy, std::max<size_t>(N, 1)), nullptr,
                      "print.args");
  AB.CreateCall(ME.gangShared(), {Ptrs});

  struct VaryingArg {
    Value *V;
    llvm::Type *MemTy;
    AllocaInst *Slot;
  };
  std::vector<VaryingArg> Varyings;
  std::string Types;
  for (size_t I = 0; I < N; ++I) {
    Expr *A = E->Args[I + 1];
    Value *V = emitExpr(A);
    char Code = printCode(A->Ty);
    llvm::Type *MemTy = A->Ty.isBool() ? B.getInt32Ty() : V->getType();
    bool Varying = !A->Ty.isUniform();
    AllocaInst *Slot = AB.CreateAlloca(
        Varying ? (llvm::Type *)ArrayType::get(MemTy, MaxGang) : MemTy, nullptr,
        "print.val");
    AB.CreateCall(ME.gangShared(), {Slot});
    if (Varying) {
      Code = char(Code - 'a' + 'A');
      Varyings.push_back({V, MemTy, Slot});
    } else {
      B.CreateStore(A->Ty.isBool() ? B.CreateZExt(V, MemTy) : V, Slot);
    }
    Types += Code;
    B.CreateStore(Slot, B.CreateConstInBoundsGEP2_64(Ptrs->getAllocatedType(),
                                                     Ptrs, 0, I));
  }

  Value *Count = laneCount();
  if (!Varyings.empty()) {
    // for (uniform i = 0; i < programCount; ++i) slot[i] = extract(v, i)
    BasicBlock *Pre = B.GetInsertBlock();
    BasicBlock *Loop = newBlock("print.lanes");
    BasicBlock *Body = newBlock("print.lane");
    BasicBlock *Done = newBlock("print.lanes.done");
    B.CreateBr(Loop);
    B.SetInsertPoint(Loop);
    PHINode *Lane = B.CreatePHI(B.getInt32Ty(), 2, "print.i");
    Lane->addIncoming(B.getInt32(0), Pre);
    B.CreateCondBr(B.CreateICmpSLT(Lane, Count), Body, Done);
    B.SetInsertPoint(Body);
    for (VaryingArg &VA : Varyings) {
      Value *X = crossLane(B, M, CrossLaneOp::Extract, VA.V->getType(),
                           {VA.V, Lane});
      if (X->getType() != VA.MemTy)
        X = B.CreateZExt(X, VA.MemTy);
      B.CreateStore(X, B.CreateInBoundsGEP(VA.Slot->getAllocatedType(),
                                           VA.Slot, {B.getInt64(0), Lane}));
    }
    Lane->addIncoming(B.CreateAdd(Lane, B.getInt32(1)), B.GetInsertBlock());
    B.CreateBr(Loop);
    B.SetInsertPoint(Done);
  }

  Value *Mask = crossLane(B, M, CrossLaneOp::LaneMask, B.getInt64Ty(), {});
  FunctionCallee Print = M.getOrInsertFunction(
      "spmdrt_print",
      FunctionType::get(B.getVoidTy(),
                        {PtrTy, PtrTy, B.getInt32Ty(), B.getInt64Ty(), PtrTy},
                        false));
  B.CreateCall(Print, {B.CreateGlobalString(Fmt, "print.fmt"),
                       B.CreateGlobalString(Types, "print.types"), Count, Mask,
                       Ptrs});
  return nullptr;
}

} // namespace fe
} // namespace spmdc
