//===- VectorMath.cpp - Highway vector math linked into a module ----------===//
//
// See VectorMath.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/VectorMath.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/MemoryBuffer.h"

#include <set>

using namespace llvm;

namespace spmdc {

namespace {

/// The library's name for intrinsic \p ID, or null.
const char *libraryName(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::sin:
    return "sin";
  case Intrinsic::cos:
    return "cos";
  case Intrinsic::tan:
    return "tan";
  case Intrinsic::asin:
    return "asin";
  case Intrinsic::acos:
    return "acos";
  case Intrinsic::atan:
    return "atan";
  case Intrinsic::atan2:
    return "atan2";
  case Intrinsic::exp:
    return "exp";
  case Intrinsic::exp2:
    return "exp2";
  case Intrinsic::log:
    return "log";
  case Intrinsic::log2:
    return "log2";
  case Intrinsic::pow:
    return "pow";
  default:
    return nullptr;
  }
}

void report(Module &M, const Twine &Msg) {
  M.getContext().diagnose(DiagnosticInfoGeneric(
      "spmd-vector-math: internal error, please report: " + Msg, DS_Error));
}

/// Lanes [From, From + N) of \p V (of \p Total lanes).
Value *piece(IRBuilder<> &B, Value *V, unsigned From, unsigned N) {
  SmallVector<int, 64> Idx;
  for (unsigned K = 0; K < N; ++K)
    Idx.push_back(From + K);
  return B.CreateShuffleVector(V, Idx);
}

/// \p V (W lanes) widened to \p Total lanes, the new ones 1.0.
Value *pad(IRBuilder<> &B, Value *V, unsigned W, unsigned Total) {
  if (W == Total)
    return V;
  SmallVector<int, 64> Idx;
  for (unsigned K = 0; K < Total; ++K)
    Idx.push_back(K < W ? K : W);
  Value *One = ConstantFP::get(V->getType(), 1.0);
  return B.CreateShuffleVector(V, One, Idx);
}

/// The pieces \p Parts (N lanes each) put back together, first W lanes.
Value *concat(IRBuilder<> &B, ArrayRef<Value *> Parts, unsigned N, unsigned W) {
  SmallVector<Value *, 8> Cur(Parts.begin(), Parts.end());
  unsigned Len = N;
  while (Cur.size() > 1) {
    if (Cur.size() % 2) // pad with an undefined piece of the same size
      Cur.push_back(PoisonValue::get(Cur.back()->getType()));
    SmallVector<Value *, 8> Next;
    SmallVector<int, 128> Idx;
    for (unsigned K = 0; K < 2 * Len; ++K)
      Idx.push_back(K);
    for (size_t K = 0; K < Cur.size(); K += 2)
      Next.push_back(B.CreateShuffleVector(Cur[K], Cur[K + 1], Idx));
    Cur = std::move(Next);
    Len *= 2;
  }
  if (Len == W)
    return Cur[0];
  SmallVector<int, 64> Idx;
  for (unsigned K = 0; K < W; ++K)
    Idx.push_back(K);
  return B.CreateShuffleVector(Cur[0], Idx);
}

/// Replaces the scalable intrinsic call \p II (type \p CT, vscale × K
/// lanes) by calls of \p LibF (vscale × N lanes), declared in \p II's
/// module: when N divides K, K/N calls on the pieces llvm.vector.extract
/// takes at 0, N, 2N, … and llvm.vector.insert puts back (a gang of floats
/// is one call, of doubles two); when K divides N, one call on the operands
/// inserted at 0 into a vector of 1.0 (a harmless argument everywhere). K
/// and N are powers of two in practice. False, and nothing changed, if
/// \p LibF is not scalable, the element types or the arities differ, or
/// neither count divides the other.
bool callScalable(IntrinsicInst *II, ScalableVectorType *CT, Function &LibF) {
  auto *LT = dyn_cast<ScalableVectorType>(LibF.getReturnType());
  if (!LT || LT->getElementType() != CT->getElementType() ||
      LibF.arg_size() != II->arg_size() ||
      any_of(LibF.args(), [&](Argument &A) { return A.getType() != LT; }))
    return false;
  unsigned K = CT->getMinNumElements(), N = LT->getMinNumElements();
  if (K % N != 0 && N % K != 0)
    return false;
  FunctionCallee Callee = II->getModule()->getOrInsertFunction(
      LibF.getName(), LibF.getFunctionType());
  IRBuilder<> B(II);
  Value *R;
  if (K >= N) {
    R = PoisonValue::get(CT);
    for (unsigned From = 0; From < K; From += N) {
      SmallVector<Value *, 2> Args;
      for (Value *A : II->args())
        Args.push_back(K == N ? A : B.CreateExtractVector(LT, A, From));
      Value *Part = B.CreateCall(Callee, Args);
      R = K == N ? Part : B.CreateInsertVector(CT, R, Part, From);
    }
  } else {
    Value *Ones = ConstantFP::get(LT, 1.0);
    SmallVector<Value *, 2> Args;
    for (Value *A : II->args())
      Args.push_back(B.CreateInsertVector(LT, Ones, A, uint64_t(0)));
    R = B.CreateExtractVector(CT, B.CreateCall(Callee, Args), uint64_t(0));
  }
  R->takeName(II);
  II->replaceAllUsesWith(R);
  II->eraseFromParent();
  return true;
}

/// The lanes of a fixed-width piece that one call of a library function
/// returning \p LT takes in \p F: all of a fixed \p LT; of a scalable one
/// (fixed-length SVE code calling the `sve` library), the lanes it has at
/// the smallest vscale \p F may run at (vscale_range).
unsigned fixedLanes(const Function &F, VectorType *LT) {
  if (auto *FT = dyn_cast<FixedVectorType>(LT))
    return FT->getNumElements();
  unsigned VMin = 1;
  Attribute VR = F.getFnAttribute(Attribute::VScaleRange);
  if (VR.isValid())
    VMin = std::max(1u, VR.getVScaleRangeMin());
  return cast<ScalableVectorType>(LT)->getMinNumElements() * VMin;
}

/// The call of \p Callee on the \p N-lane pieces \p Args. A scalable
/// library takes them inserted at 0 into a vector of 1.0 (lanes beyond N
/// exist on longer vectors; 1.0 keeps them on the fast path) and gives
/// back the first N lanes.
Value *callPiece(IRBuilder<> &B, FunctionCallee Callee, ArrayRef<Value *> Args,
                 VectorType *LT, unsigned N) {
  if (isa<FixedVectorType>(LT))
    return B.CreateCall(Callee, Args);
  Value *Ones = ConstantFP::get(LT, 1.0);
  SmallVector<Value *, 2> Wide;
  for (Value *A : Args)
    Wide.push_back(B.CreateInsertVector(LT, Ones, A, uint64_t(0)));
  return B.CreateExtractVector(FixedVectorType::get(LT->getElementType(), N),
                               B.CreateCall(Callee, Wide), uint64_t(0));
}

} // namespace

bool linkVectorMath(Module &M, StringRef Bitcode) {
  // The calls to replace, and the library functions they need.
  SmallVector<std::pair<IntrinsicInst *, std::string>, 16> Calls;
  for (Function &F : M)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB) {
        auto *II = dyn_cast<IntrinsicInst>(&I);
        if (!II)
          continue;
        const char *Name = libraryName(II->getIntrinsicID());
        auto *VT = dyn_cast<VectorType>(II->getType());
        if (!Name || !VT ||
            (isa<FixedVectorType>(VT) &&
             cast<FixedVectorType>(VT)->getNumElements() < 2))
          continue;
        Type *ET = VT->getElementType();
        if (!ET->isFloatTy() && !ET->isDoubleTy())
          continue;
        Calls.push_back({II, std::string("__spmd_vm_") + Name +
                                 (ET->isFloatTy() ? "_f32" : "_f64")});
      }
  if (Calls.empty())
    return false;

  auto LibOr =
      parseBitcodeFile(MemoryBufferRef(Bitcode, "spmd_vmath"), M.getContext());
  if (!LibOr) {
    report(M, "cannot read the vector math bitcode: " +
                  toString(LibOr.takeError()));
    return false;
  }
  std::unique_ptr<Module> Lib = std::move(*LibOr);
  Lib->setTargetTriple(M.getTargetTriple());
  Lib->setDataLayout(M.getDataLayout());

  // The target attributes every function of the module carries.
  AttrBuilder TargetAttrs(M.getContext());
  for (Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute("target-cpu")) {
      for (const char *A : {"target-cpu", "target-features", "tune-cpu",
                            "prefer-vector-width", "min-legal-vector-width"})
        if (F.hasFnAttribute(A))
          TargetAttrs.addAttribute(F.getFnAttribute(A));
      if (F.hasFnAttribute(Attribute::VScaleRange))
        TargetAttrs.addAttribute(F.getFnAttribute(Attribute::VScaleRange));
      break;
    }

  bool Changed = false;
  std::set<std::string> Used;
  for (auto &[II, Name] : Calls) {
    Function *LibF = Lib->getFunction(Name);
    if (!LibF || LibF->isDeclaration()) {
      if (isa<ScalableVectorType>(II->getType())) {
        // LLVM cannot unroll a scalable call into per-lane libm calls.
        report(M, "the vector math library has no @" + Name +
                      " for a scalable call");
        return Changed;
      }
      continue; // not in the library: per-lane libm
    }
    if (auto *CT = dyn_cast<ScalableVectorType>(II->getType())) {
      // A length-agnostic module needs the `sve` library, a fixed-width one
      // fixed-width entry points: a mix-up is the caller's bug.
      if (!callScalable(II, CT, *LibF)) {
        report(M, "@" + Name + " does not fit a scalable call of " +
                      Twine(CT->getMinNumElements()) + " x vscale lanes");
        return Changed;
      }
      Used.insert(Name);
      Changed = true;
      continue;
    }
    auto *VT = cast<FixedVectorType>(II->getType());
    auto *LT = dyn_cast<VectorType>(LibF->getReturnType());
    if (!LT || LT->getElementType() != VT->getElementType() ||
        LibF->arg_size() != II->arg_size()) {
      report(M, "unexpected signature of @" + Name);
      return Changed;
    }
    unsigned W = VT->getNumElements(), N = fixedLanes(*II->getFunction(), LT);
    unsigned Total = (W + N - 1) / N * N;
    FunctionCallee Callee =
        M.getOrInsertFunction(Name, LibF->getFunctionType());
    IRBuilder<> B(II);
    SmallVector<Value *, 2> Args;
    for (Value *A : II->args())
      Args.push_back(pad(B, A, W, Total));
    SmallVector<Value *, 8> Parts;
    for (unsigned From = 0; From < Total; From += N) {
      SmallVector<Value *, 2> PArgs;
      for (Value *A : Args)
        PArgs.push_back(Total == N ? A : piece(B, A, From, N));
      Parts.push_back(callPiece(B, Callee, PArgs, LT, N));
    }
    Value *R = concat(B, Parts, N, W);
    R->takeName(II);
    II->replaceAllUsesWith(R);
    II->eraseFromParent();
    Used.insert(Name);
    Changed = true;
  }
  if (!Changed)
    return false;

  std::set<std::string> LibDefs;
  for (Function &F : *Lib)
    if (!F.isDeclaration())
      LibDefs.insert(F.getName().str());
  if (Linker::linkModules(M, std::move(Lib), Linker::Flags::LinkOnlyNeeded)) {
    report(M, "cannot link the vector math bitcode");
    return true;
  }
  for (const std::string &Name : LibDefs) {
    Function *F = M.getFunction(Name);
    if (!F || F->isDeclaration())
      continue;
    F->setLinkage(GlobalValue::InternalLinkage);
    for (const char *A : {"target-cpu", "target-features", "tune-cpu",
                          "prefer-vector-width", "min-legal-vector-width"})
      F->removeFnAttr(A);
    F->removeFnAttr(Attribute::VScaleRange);
    F->addFnAttrs(TargetAttrs);
    if (Used.count(Name)) {
      F->removeFnAttr(Attribute::NoInline);
      F->removeFnAttr(Attribute::OptimizeNone);
      F->addFnAttr(Attribute::AlwaysInline);
    }
  }
  return true;
}

PreservedAnalyses SpmdVectorMathPass::run(Module &M, ModuleAnalysisManager &) {
  if (Bitcode.empty())
    return PreservedAnalyses::all();
  return linkVectorMath(M, Bitcode) ? PreservedAnalyses::none()
                                    : PreservedAnalyses::all();
}

} // namespace spmdc
