//===- CodeGenBuiltins.cpp - SPMD IR of the standard-library builtins -----===//
//
// \file
// FunctionEmitter::emitBuiltin: calls to builtins (Builtins.h), already typed
// and converted by Sema, become per-lane IR:
//   - math through LLVM intrinsics; ISPC's float min/max are fcmp+select
//     (`a < b ? a : b`), integer ones llvm.smin/smax/umin/umax; rsqrt/rcp in
//     full precision;
//   - bit counts through llvm.ctpop/ctlz/cttz (zero input: the bit width);
//   - cross-lane operations through the `spmd.*` intrinsics of
//     vectorizer/analysis/CrossLaneOps.h, declared convergent and touching
//     inaccessible memory, so no pass before spmd-widen moves, merges or
//     deletes them (docs/spmd-ir.md, "Cross-lane operations").
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "vectorizer/analysis/CrossLaneOps.h"

#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/Support/ModRef.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace spmdc {
namespace fe {

namespace {

/// The type suffix of an overloaded cross-lane intrinsic: i1, i32, f32, ...
std::string typeSuffix(llvm::Type *T) {
  if (T->isHalfTy())
    return "f16";
  if (T->isFloatTy())
    return "f32";
  if (T->isDoubleTy())
    return "f64";
  if (T->isPointerTy())
    return "p0";
  return "i" + std::to_string(T->getIntegerBitWidth());
}

} // namespace

Value *crossLane(IRBuilder<> &B, Module &M, CrossLaneOp Op, llvm::Type *RetTy,
                 ArrayRef<Value *> Args, llvm::Type *ValTy) {
  std::string Name = crossLaneBaseName(Op);
  if (crossLaneIsOverloaded(Op))
    Name += "." + typeSuffix(ValTy ? ValTy : Args[0]->getType());
  SmallVector<llvm::Type *, 3> Params;
  for (Value *A : Args)
    Params.push_back(A->getType());
  FunctionCallee C = declareCrossLaneOp(
      M, Op, Name, FunctionType::get(RetTy, Params, false));
  CallInst *CI = B.CreateCall(C, Args);
  CI->setConvergent();
  return CI;
}

/// A call to spmd.atomic[.once].<rmw>.T (CrossLaneOps.h): per-lane results
/// for a varying value, one operation and a uniform result for a uniform one.
static Value *atomicCall(IRBuilder<> &B, Module &M, StringRef Rmw, bool Once,
                         Value *Ptr, Value *V) {
  std::string Name = std::string("spmd.atomic.") + (Once ? "once." : "") +
                     Rmw.str() + "." + typeSuffix(V->getType());
  FunctionCallee C = M.getOrInsertFunction(
      Name,
      FunctionType::get(V->getType(), {Ptr->getType(), V->getType()}, false));
  if (auto *Fn = dyn_cast<Function>(C.getCallee())) {
    Fn->addFnAttr(Attribute::Convergent);
    Fn->addFnAttr(Attribute::NoUnwind);
    Fn->addFnAttr(Attribute::WillReturn);
    Fn->setMemoryEffects(MemoryEffects::inaccessibleMemOnly() |
                         MemoryEffects::argMemOnly());
  }
  CallInst *CI = B.CreateCall(C, {Ptr, V});
  CI->setConvergent();
  return CI;
}

Value *FunctionEmitter::emitBuiltin(Expr *E) {
  if (E->BI == Builtin::Print) // its format is no value
    return emitPrint(E);
  if (isLaneSerialAtomic(E))
    return emitLaneSerialAtomic(E);
  // --opt=disable-assertions: as C's NDEBUG, the condition is not even
  // evaluated (sema has checked it).
  if (E->BI == Builtin::Assert && ME.DisableAssertions)
    return nullptr;
  ScalarKind K = E->Ty.Kind;
  bool FP = isFloatKind(K), S = isSigned(K);
  std::vector<Value *> A;
  for (Expr *X : E->Args)
    A.push_back(emitExpr(X));
  llvm::Type *RetTy = ME.regType(K);
  Module &M = ME.M;
  auto MinMax = [&](bool Min, Value *X, Value *Y) -> Value * {
    if (FP) // ISPC: min(a,b) = a < b ? a : b
      return B.CreateSelect(Min ? B.CreateFCmpOLT(X, Y) : B.CreateFCmpOGT(X, Y),
                            X, Y, Min ? "min" : "max");
    Intrinsic::ID ID = Min ? (S ? Intrinsic::smin : Intrinsic::umin)
                           : (S ? Intrinsic::smax : Intrinsic::umax);
    return B.CreateBinaryIntrinsic(ID, X, Y, nullptr, Min ? "min" : "max");
  };
  auto XL = [&](CrossLaneOp Op, ArrayRef<Value *> Args,
                llvm::Type *ValTy = nullptr) {
    return crossLane(B, M, Op, RetTy, Args, ValTy);
  };
  using O = CrossLaneOp;
  switch (E->BI) {
  case Builtin::Sqrt:
    return B.CreateUnaryIntrinsic(Intrinsic::sqrt, A[0], nullptr, "sqrt");
  case Builtin::Floor:
    return B.CreateUnaryIntrinsic(Intrinsic::floor, A[0], nullptr, "floor");
  case Builtin::Ceil:
    return B.CreateUnaryIntrinsic(Intrinsic::ceil, A[0], nullptr, "ceil");
  case Builtin::Rsqrt: {
    Value *Sq = B.CreateUnaryIntrinsic(Intrinsic::sqrt, A[0]);
    return B.CreateFDiv(ConstantFP::get(Sq->getType(), 1.0), Sq, "rsqrt");
  }
  case Builtin::Rcp:
    return B.CreateFDiv(ConstantFP::get(A[0]->getType(), 1.0), A[0], "rcp");
  case Builtin::Abs:
    if (FP)
      return B.CreateUnaryIntrinsic(Intrinsic::fabs, A[0], nullptr, "abs");
    if (!S)
      return A[0];
    return B.CreateBinaryIntrinsic(Intrinsic::abs, A[0], B.getFalse(), nullptr,
                                   "abs");
  case Builtin::Min:
    return MinMax(true, A[0], A[1]);
  case Builtin::Max:
    return MinMax(false, A[0], A[1]);
  case Builtin::Clamp:
    return MinMax(true, MinMax(false, A[0], A[1]), A[2]);
  case Builtin::Alloca: {
    // ISPC's alloca: one block of the gang's frame, 16-byte aligned, freed
    // when the function returns. Marked gang-shared, so the vectorizer
    // keeps one copy for every lane (not one per lane); GPU lowering
    // rejects it (a run-time size has no place in workgroup memory).
    AllocaInst *AI = B.CreateAlloca(B.getInt8Ty(), A[0], "alloca");
    AI->setAlignment(Align(16));
    B.CreateCall(ME.gangShared(), {AI});
    return AI;
  }
  case Builtin::FastIdiv:
    return S ? B.CreateSDiv(A[0], A[1], "idiv") : B.CreateUDiv(A[0], A[1], "idiv");
  case Builtin::AddSat:
    // LLVM's saturating intrinsics: one instruction where the target has
    // it (x86's padds/psubus for bytes and words), and one call that
    // DARM sees as an opaque operation, not an add, a clamp and a
    // truncation it might pair with a subtraction's.
    return B.CreateBinaryIntrinsic(S ? Intrinsic::sadd_sat
                                     : Intrinsic::uadd_sat,
                                   A[0], A[1], nullptr, "add_sat");
  case Builtin::SubSat:
    return B.CreateBinaryIntrinsic(S ? Intrinsic::ssub_sat
                                     : Intrinsic::usub_sat,
                                   A[0], A[1], nullptr, "sub_sat");
  case Builtin::AvgUp:
  case Builtin::AvgDown: {
    // floor((a+b)/2) = (a & b) + ((a ^ b) >> 1) and ceil((a+b)/2) =
    // (a | b) - ((a ^ b) >> 1): exact without a wider type; the shift is
    // arithmetic for signed kinds.
    Value *Half = B.CreateXor(A[0], A[1]);
    Half = S ? B.CreateAShr(Half, 1) : B.CreateLShr(Half, 1);
    if (E->BI == Builtin::AvgDown)
      return B.CreateAdd(B.CreateAnd(A[0], A[1]), Half, "avg_down");
    return B.CreateSub(B.CreateOr(A[0], A[1]), Half, "avg_up");
  }

  case Builtin::Sin:
    return B.CreateUnaryIntrinsic(Intrinsic::sin, A[0], nullptr, "sin");
  case Builtin::Cos:
    return B.CreateUnaryIntrinsic(Intrinsic::cos, A[0], nullptr, "cos");
  case Builtin::Tan:
    return B.CreateUnaryIntrinsic(Intrinsic::tan, A[0], nullptr, "tan");
  case Builtin::Asin:
    return B.CreateUnaryIntrinsic(Intrinsic::asin, A[0], nullptr, "asin");
  case Builtin::Acos:
    return B.CreateUnaryIntrinsic(Intrinsic::acos, A[0], nullptr, "acos");
  case Builtin::Atan:
    return B.CreateUnaryIntrinsic(Intrinsic::atan, A[0], nullptr, "atan");
  case Builtin::Atan2:
    return B.CreateBinaryIntrinsic(Intrinsic::atan2, A[0], A[1], nullptr,
                                   "atan2");
  case Builtin::Exp:
    return B.CreateUnaryIntrinsic(Intrinsic::exp, A[0], nullptr, "exp");
  case Builtin::Exp2:
    return B.CreateUnaryIntrinsic(Intrinsic::exp2, A[0], nullptr, "exp2");
  case Builtin::Log:
    return B.CreateUnaryIntrinsic(Intrinsic::log, A[0], nullptr, "log");
  case Builtin::Log2:
    return B.CreateUnaryIntrinsic(Intrinsic::log2, A[0], nullptr, "log2");
  case Builtin::Pow:
    return B.CreateBinaryIntrinsic(Intrinsic::pow, A[0], A[1], nullptr, "pow");
  case Builtin::Fmod: {
    // C's fmod has x's sign, which `frem` already gives a number; ISPC's
    // also gives a NaN result (x infinite, y zero) x's sign, where the
    // hardware's default NaN has a fixed one (negative on x86, positive on
    // AArch64). copysign makes both hold on every target.
    Value *R = B.CreateFRem(A[0], A[1], "frem");
    return B.CreateBinaryIntrinsic(Intrinsic::copysign, R, A[0], nullptr,
                                   "fmod");
  }
  case Builtin::Round: // ISPC: to nearest, ties to even
    return B.CreateUnaryIntrinsic(Intrinsic::roundeven, A[0], nullptr, "round");
  case Builtin::Trunc:
    return B.CreateUnaryIntrinsic(Intrinsic::trunc, A[0], nullptr, "trunc");
  case Builtin::Sign: // ±1 with the sign bit of x
    return B.CreateBinaryIntrinsic(Intrinsic::copysign,
                                   ConstantFP::get(RetTy, 1.0), A[0], nullptr,
                                   "sign");
  case Builtin::Ldexp:
    return B.CreateIntrinsic(Intrinsic::ldexp, {RetTy, B.getInt32Ty()},
                             {A[0], A[1]}, nullptr, "ldexp");
  case Builtin::IsNan:
    return B.CreateFCmpUNO(A[0], A[0], "isnan");
  case Builtin::IsInf:
    return B.CreateFCmpOEQ(B.CreateUnaryIntrinsic(Intrinsic::fabs, A[0]),
                           ConstantFP::getInfinity(A[0]->getType()), "isinf");
  case Builtin::IntBits:
    return B.CreateBitCast(A[0], RetTy, "intbits");
  case Builtin::SignBits:
    // The sign bit in place: 0x80000000 (float) or 1 << 63 (double).
    return B.CreateAnd(B.CreateBitCast(A[0], RetTy),
                       ConstantInt::get(RetTy, APInt::getSignMask(
                                                   RetTy->getIntegerBitWidth())),
                       "signbits");
  case Builtin::FloatBits:
  case Builtin::DoubleBits:
  case Builtin::Float16Bits:
    return B.CreateBitCast(A[0], RetTy, "floatbits");
  case Builtin::Select:
    return B.CreateSelect(A[0], A[1], A[2], "select");
  case Builtin::HalfToFloat:
    return B.CreateFPExt(B.CreateBitCast(A[0], B.getHalfTy()), RetTy,
                         "half_to_float");
  case Builtin::FloatToHalf:
    return B.CreateBitCast(B.CreateFPTrunc(A[0], B.getHalfTy()), RetTy,
                           "float_to_half");

  case Builtin::CountLeadingZeros:
    return B.CreateBinaryIntrinsic(Intrinsic::ctlz, A[0], B.getFalse(), nullptr,
                                   "clz");
  case Builtin::CountTrailingZeros:
    return B.CreateBinaryIntrinsic(Intrinsic::cttz, A[0], B.getFalse(), nullptr,
                                   "ctz");
  case Builtin::Popcnt:
    if (E->Args[0]->Ty.isBool())
      return XL(O::Count, {A[0]});
    return B.CreateZExtOrTrunc(B.CreateUnaryIntrinsic(Intrinsic::ctpop, A[0]),
                               RetTy, "popcnt");

  case Builtin::Any:
    return XL(O::Any, {A[0]});
  case Builtin::All:
    return XL(O::All, {A[0]});
  case Builtin::None_:
    return XL(O::None, {A[0]});
  case Builtin::LaneMask:
    return XL(O::LaneMask, {});
  case Builtin::ReduceAdd:
    return XL(FP ? O::ReduceFAdd : O::ReduceAdd, {A[0]});
  case Builtin::ReduceMin:
    return XL(FP ? O::ReduceFMin : S ? O::ReduceSMin : O::ReduceUMin, {A[0]});
  case Builtin::ReduceMax:
    return XL(FP ? O::ReduceFMax : S ? O::ReduceSMax : O::ReduceUMax, {A[0]});
  case Builtin::ReduceEqual: {
    Value *Eq = XL(O::ReduceEqual, {A[0]});
    if (A.size() == 1)
      return Eq;
    // reduce_equal(x, &v): when true, v = x of the first active lane.
    Value *Mask = crossLane(B, M, O::LaneMask, B.getInt64Ty(), {});
    Value *First = B.CreateTrunc(
        B.CreateBinaryIntrinsic(Intrinsic::cttz, Mask, B.getFalse()),
        B.getInt32Ty());
    Value *V = crossLane(B, M, O::Extract, A[0]->getType(), {A[0], First});
    Function *Fn = B.GetInsertBlock()->getParent();
    BasicBlock *Set = BasicBlock::Create(Ctx, "reduce_equal.set", Fn);
    BasicBlock *Cont = BasicBlock::Create(Ctx, "reduce_equal.cont", Fn);
    B.CreateCondBr(Eq, Set, Cont);
    B.SetInsertPoint(Set);
    store(V, A[1], E->Args[0]->Ty.Kind);
    B.CreateBr(Cont);
    B.SetInsertPoint(Cont);
    return Eq;
  }
  case Builtin::Broadcast:
  case Builtin::Extract:
    return XL(O::Extract, {A[0], A[1]});
  case Builtin::Insert:
    return XL(O::Insert, {A[0], A[1], A[2]});
  case Builtin::Rotate:
    return XL(O::Rotate, {A[0], A[1]});
  case Builtin::Shift:
    return XL(O::Shift, {A[0], A[1]});
  case Builtin::Shuffle:
    if (A.size() == 3)
      return XL(O::Shuffle2, {A[0], A[1], A[2]});
    return XL(O::Shuffle, {A[0], A[1]});
  case Builtin::ExclusiveScanAdd:
    return XL(FP ? O::ScanFAdd : O::ScanAdd, {A[0]});
  case Builtin::ExclusiveScanAnd:
    return XL(O::ScanAnd, {A[0]});
  case Builtin::ExclusiveScanOr:
    return XL(O::ScanOr, {A[0]});
  case Builtin::AtomicAdd:
  case Builtin::AtomicSub:
  case Builtin::AtomicMin:
  case Builtin::AtomicMax:
  case Builtin::AtomicAnd:
  case Builtin::AtomicOr:
  case Builtin::AtomicXor: {
    StringRef Rmw;
    switch (E->BI) {
    case Builtin::AtomicAdd:
      Rmw = FP ? "fadd" : "add";
      break;
    case Builtin::AtomicSub:
      Rmw = FP ? "fsub" : "sub";
      break;
    case Builtin::AtomicMin:
      Rmw = FP ? "fmin" : S ? "min" : "umin";
      break;
    case Builtin::AtomicMax:
      Rmw = FP ? "fmax" : S ? "max" : "umax";
      break;
    case Builtin::AtomicAnd:
      Rmw = "and";
      break;
    case Builtin::AtomicOr:
      Rmw = "or";
      break;
    default:
      Rmw = "xor";
      break;
    }
    return atomicCall(B, M, Rmw, E->Ty.isUniform(), A[0], A[1]);
  }
  case Builtin::Memcpy:
  case Builtin::Memmove:
  case Builtin::Memset:
  case Builtin::Prefetch: {
    // prefetch_<level> reads, prefetchw_<level> (ISPC) prefetches for a
    // write; ISPC's optional size argument is not needed for a hint.
    StringRef Level = StringRef(E->Name).rsplit('_').second;
    bool Write = StringRef(E->Name).starts_with("prefetchw");
    int Locality = Level == "l1"   ? 3
                   : Level == "l2" ? 2
                   : Level == "l3" ? 1
                                   : 0;
    // The operation on uniform operands, N the count.
    auto Apply = [&](ArrayRef<Value *> V, Value *N) {
      if (E->BI == Builtin::Prefetch)
        B.CreateIntrinsic(
            Intrinsic::prefetch, {V[0]->getType()},
            {V[0], B.getInt32(Write), B.getInt32(Locality), B.getInt32(1)});
      else if (E->BI == Builtin::Memset)
        B.CreateMemSet(V[0], V[1], N, MaybeAlign());
      else if (E->BI == Builtin::Memcpy)
        B.CreateMemCpy(V[0], MaybeAlign(), V[1], MaybeAlign(), N);
      else
        B.CreateMemMove(V[0], MaybeAlign(), V[1], MaybeAlign(), N);
    };
    auto Count = [&](Value *C) { return B.CreateSExtOrTrunc(C, B.getInt64Ty()); };
    bool Varying = llvm::any_of(E->Args, [](const Expr *X) {
      return !X->Ty.isUniform();
    });
    if (!Varying) {
      if (E->BI == Builtin::Prefetch) { // a hint: no lane test needed
        Apply(A, nullptr);
        return nullptr;
      }
      // ISPC: done once if any program instance executes the call; with no
      // lane active the count is 0.
      Value *Any = crossLane(B, M, O::Any, B.getInt1Ty(), {B.getTrue()});
      Value *N = B.CreateSelect(Any, Count(A[2]), B.getInt64(0), "count");
      Apply(A, N);
      return nullptr;
    }
    // A varying pointer, value or count: each active program instance in
    // turn, with its own operands.
    forEachActiveLane(B.getInt8Ty(), [&](Value *L) {
      SmallVector<Value *, 3> V;
      for (unsigned I = 0; I < A.size(); ++I)
        V.push_back(E->Args[I]->Ty.isUniform()
                        ? A[I]
                        : crossLane(B, M, O::Extract, A[I]->getType(),
                                    {A[I], L}));
      Apply(V, E->BI == Builtin::Prefetch ? nullptr : Count(V[2]));
      return B.getInt8(0);
    });
    return nullptr;
  }
  case Builtin::Assert: {
    // ISPC: if the condition is false in any active program instance, print
    // where and abort. The branch is on a uniform value.
    Value *Bad =
        crossLane(B, M, O::Any, B.getInt1Ty(), {B.CreateNot(A[0], "failed")});
    Function *F = B.GetInsertBlock()->getParent();
    BasicBlock *Fail = BasicBlock::Create(Ctx, "assert.fail", F);
    BasicBlock *Cont = BasicBlock::Create(Ctx, "assert.cont", F);
    B.CreateCondBr(Bad, Fail, Cont);
    B.SetInsertPoint(Fail);
    // write(2, …): unbuffered, so the message survives the abort.
    FunctionCallee Write = M.getOrInsertFunction(
        "write", FunctionType::get(
                     B.getInt64Ty(),
                     {B.getInt32Ty(), B.getPtrTy(), B.getInt64Ty()}, false));
    FunctionCallee Abort =
        M.getOrInsertFunction("abort", FunctionType::get(B.getVoidTy(), false));
    std::string Msg = E->Name + "\n";
    B.CreateCall(Write, {B.getInt32(2), B.CreateGlobalString(Msg, "assert.msg"),
                         B.getInt64(Msg.size())});
    B.CreateCall(Abort);
    B.CreateBr(Cont);
    B.SetInsertPoint(Cont);
    return nullptr;
  }
  case Builtin::PackedLoadActive: {
    // The active lanes, in order, load p[0], p[1], ...; the others keep
    // their value.
    llvm::Type *T = ME.regType(E->Args[0]->Ty.Kind);
    Value *Old = B.CreateLoad(T, A[1], "packed.old");
    Value *New = crossLane(B, M, O::PackedLoad, T, {A[0], Old}, T);
    B.CreateStore(New, A[1]);
    return XL(O::Count, {B.getTrue()});
  }
  case Builtin::NumCores:
    return B.CreateCall(M.getOrInsertFunction(
                            "spmdrt_num_cores",
                            FunctionType::get(B.getInt32Ty(), false)),
                        {}, "num_cores");
  case Builtin::Clock: {
    // ISPC's clock(): a uniform 64-bit counter. x86 (and the GPUs):
    // llvm.readcyclecounter, rdtsc. AArch64: that intrinsic would read
    // PMCCNTR_EL0, which Linux does not let user code read, and
    // llvm.readsteadycounter is free of side effects there (two reads fold
    // into one), so the virtual counter CNTVCT_EL0 is read by a volatile
    // `mrs`.
    if (Triple(M.getTargetTriple()).isAArch64()) {
      InlineAsm *Mrs =
          InlineAsm::get(FunctionType::get(B.getInt64Ty(), false),
                         "mrs $0, cntvct_el0", "=r", /*hasSideEffects=*/true);
      return B.CreateCall(Mrs, {}, "clock");
    }
    return B.CreateIntrinsic(Intrinsic::readcyclecounter, {}, {}, nullptr,
                             "clock");
  }
  case Builtin::StreamingStore:
  case Builtin::StreamingLoad:
  case Builtin::StreamingLoadUniform: {
    // a[programIndex] (varying forms) or a[0] (uniform ones) with the
    // !nontemporal hint, which spmd-widen keeps on unmasked contiguous
    // vector accesses (movnt* / stnt1 when aligned).
    ScalarKind EK = E->Args[0]->Ty.Kind;
    llvm::Type *T = ME.memType(EK);
    bool Lane = E->BI == Builtin::StreamingLoad ||
                (E->BI == Builtin::StreamingStore && E->Args[1]->Ty.isVarying());
    Value *Addr = Lane ? B.CreateInBoundsGEP(T, A[0], laneIndex(), "stream.addr")
                       : A[0];
    MDNode *NT = MDNode::get(
        Ctx, ConstantAsMetadata::get(ConstantInt::get(B.getInt32Ty(), 1)));
    Align Al = M.getDataLayout().getABITypeAlign(T);
    if (E->BI == Builtin::StreamingStore) {
      Value *V = A[1];
      if (EK == ScalarKind::Bool)
        V = B.CreateZExt(V, T);
      B.CreateAlignedStore(V, Addr, Al)
          ->setMetadata(LLVMContext::MD_nontemporal, NT);
      return nullptr;
    }
    LoadInst *L = B.CreateAlignedLoad(T, Addr, Al, "stream.load");
    L->setMetadata(LLVMContext::MD_nontemporal, NT);
    return L;
  }
  case Builtin::MemoryBarrier:
    B.CreateFence(AtomicOrdering::SequentiallyConsistent);
    return nullptr;
  case Builtin::PackedStoreActive: {
    if (A.size() == 3) {
      // packed_store_active(active, p, v): the store runs under `if
      // (active)`, so only those program instances store; the count is
      // theirs.
      BasicBlock *St = newBlock("packed.active");
      BasicBlock *Cont = newBlock("packed.cont");
      B.CreateCondBr(A[0], St, Cont);
      B.SetInsertPoint(St);
      crossLane(B, M, O::PackedStore, B.getVoidTy(), {A[1], A[2]},
                A[2]->getType());
      B.CreateBr(Cont);
      B.SetInsertPoint(Cont);
      return XL(O::Count, {A[0]});
    }
    crossLane(B, M, O::PackedStore, B.getVoidTy(), {A[0], A[1]},
              A[1]->getType());
    return XL(O::Count, {B.getTrue()});
  }
  case Builtin::Assume:
    B.CreateAssumption(A[0]);
    return nullptr;
  case Builtin::Rdrand:
    return emitRdrand(E, A[0]);
  case Builtin::FastMath:
    emitFastMath();
    return nullptr;
  default:
    return nullptr;
  }
}

} // namespace fe
} // namespace spmdc
