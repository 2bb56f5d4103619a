//===- GpuPrint.cpp - print() and assert messages on GPU targets ----------===//
//
// \file
// See GpuPrint.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuPrint.h"
#include "gpu-backend/GpuCrossLane.h"
#include "gpu-backend/GpuRecursion.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/AMDGPUEmitPrintf.h"

#include <map>

using namespace llvm;

namespace spmdc {

//===----------------------------------------------------------------------===//
// The format plan
//===----------------------------------------------------------------------===//

StringRef gpuPrintDecoration(GpuPrintfArg::KindT K, bool PrevOn, bool NextOn) {
  switch (K) {
  case GpuPrintfArg::Open:
    return NextOn ? "" : "((";
  case GpuPrintfArg::Close:
    return PrevOn ? "" : "))";
  case GpuPrintfArg::Between:
    if (PrevOn)
      return NextOn ? "," : ",((";
    return NextOn ? "))," : ")),((";
  default:
    return "";
  }
}

namespace {

using K = GpuPrintfArg;

/// Builds the calls of one plan: literal text and conversions, starting a
/// new call when a conversion would pass the argument limit.
class PlanBuilder {
public:
  explicit PlanBuilder(unsigned MaxArgs) : MaxArgs(MaxArgs), Calls(1) {}

  void text(StringRef S) {
    for (char C : S) {
      Calls.back().Format += C;
      if (C == '%') // literal in printf
        Calls.back().Format += '%';
    }
  }

  void conv(StringRef Spec, GpuPrintfArg A) {
    if (MaxArgs && Calls.back().Args.size() + 1 > MaxArgs)
      Calls.emplace_back();
    Calls.back().Format += Spec;
    Calls.back().Args.push_back(A);
  }

  /// One value of type letter \p Code (lower case) of argument \p Arg.
  void value(char Code, unsigned Arg, int Lane) {
    switch (Code) {
    case 'b':
      return conv("%s", {K::BoolText, Arg, Lane});
    case 'i':
      return conv("%d", {K::Int32, Arg, Lane});
    case 'u':
      return conv("%u", {K::Int32, Arg, Lane});
    case 'l':
      return conv("%lld", {K::Int64, Arg, Lane});
    case 'm':
      return conv("%llu", {K::Int64, Arg, Lane});
    case 'f':
    case 'd':
      return conv("%f", {K::Double, Arg, Lane});
    case 'p':
      // glibc's %p: "(nil)" or 0x and the hex digits; %.0llx of 0 prints
      // nothing.
      conv("%s", {K::PtrPrefix, Arg, Lane});
      return conv("%.0llx", {K::PtrBits, Arg, Lane});
    default:
      return text("<?>"); // as spmdrt
    }
  }

  std::vector<GpuPrintfCall> take() {
    if (Calls.back().Format.empty())
      Calls.pop_back();
    return std::move(Calls);
  }

private:
  unsigned MaxArgs;
  std::vector<GpuPrintfCall> Calls;
};

} // namespace

std::vector<GpuPrintfCall> planGpuPrint(StringRef Fmt, StringRef Types,
                                        unsigned Width, unsigned MaxArgs) {
  PlanBuilder P(MaxArgs);
  unsigned Arg = 0;
  for (char C : Fmt) {
    // spmdrt_print: a `%` with no argument left is printed as it is.
    if (C != '%' || Arg >= Types.size()) {
      P.text(StringRef(&C, 1));
      continue;
    }
    char Code = Types[Arg];
    unsigned I = Arg++;
    if (Code >= 'a' && Code <= 'z') {
      P.value(Code, I, -1);
      continue;
    }
    Code = char(Code - 'A' + 'a');
    P.text("[");
    for (unsigned L = 0; L < Width; ++L) {
      int Lane = int(L);
      if (Code == 'b') {
        // An off lane shows no value: one string per lane.
        P.value('b', I, Lane);
        P.text(L + 1 == Width ? "]" : ",");
        continue;
      }
      if (L == 0)
        P.conv("%s", {K::Open, I, 0});
      P.value(Code, I, Lane);
      if (L + 1 == Width)
        P.conv("%s", {K::Close, I, Lane});
      else
        P.conv("%s", {K::Between, I, Lane + 1});
    }
    if (Code != 'b')
      P.text("]");
  }
  return P.take();
}

//===----------------------------------------------------------------------===//
// Device code
//===----------------------------------------------------------------------===//

namespace {

class PrintLowering {
public:
  PrintLowering(Module &M, Arch A, unsigned W)
      : M(M), Ctx(M.getContext()), A(A), W(W) {}

  bool run();

private:
  /// The functions that may have two activations (GpuRecursion.h), found
  /// at the first print outside a kernel.
  SmallPtrSet<const Function *, 8> Recursive;
  bool RecursiveKnown = false;

  /// A generic pointer to constant string \p S.
  Constant *str(StringRef S) {
    Constant *&C = Strings[S];
    if (!C) {
      // AMDGPU: the constant address space, as clang puts string literals.
      unsigned AS = A == Arch::AMDGCN ? 4 : 0;
      Constant *Init = ConstantDataArray::getString(Ctx, S);
      auto *GV = new GlobalVariable(
          M, Init->getType(), true, GlobalValue::PrivateLinkage, Init,
          "gpu.print.str", nullptr, GlobalValue::NotThreadLocal, AS);
      GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
      GV->setAlignment(Align(1));
      C = ConstantExpr::getPointerCast(GV, PointerType::get(Ctx, 0));
    }
    return C;
  }

  void emitPrintf(IRBuilder<> &B, StringRef Fmt, ArrayRef<Value *> Args);
  bool lowerPrint(CallInst &CI);
  void lowerAssertMessage(CallInst &CI, StringRef Msg);
  void unsupported(CallInst &CI, const Twine &Msg) {
    Ctx.diagnose(
        DiagnosticInfoUnsupported(*CI.getFunction(), Msg, CI.getDebugLoc()));
  }

  Module &M;
  LLVMContext &Ctx;
  Arch A;
  unsigned W;
  StringMap<Constant *> Strings;
};

/// One device printf call: CUDA's vprintf with the arguments packed at
/// their natural alignment (as CUDA's printf lays them out), or ROCm's
/// hostcall printf through LLVM's emitter.
void PrintLowering::emitPrintf(IRBuilder<> &B, StringRef Fmt,
                               ArrayRef<Value *> Args) {
  if (A == Arch::AMDGCN) {
    SmallVector<Value *, 16> All = {str(Fmt)};
    append_range(All, Args);
    emitAMDGPUPrintfCall(B, All, /*isBuffered=*/false);
    return;
  }
  FunctionCallee VPrintf = M.getOrInsertFunction(
      "vprintf",
      FunctionType::get(B.getInt32Ty(), {B.getPtrTy(), B.getPtrTy()}, false));
  Value *Buf = ConstantPointerNull::get(B.getPtrTy());
  if (!Args.empty()) {
    SmallVector<Type *, 16> Types;
    for (Value *V : Args)
      Types.push_back(V->getType());
    StructType *ST = StructType::get(Ctx, Types);
    Function *F = B.GetInsertBlock()->getParent();
    IRBuilder<> EB(&*F->getEntryBlock().getFirstInsertionPt());
    AllocaInst *AI = EB.CreateAlloca(ST, nullptr, "printf.args");
    for (auto [I, V] : enumerate(Args))
      B.CreateStore(V, B.CreateStructGEP(ST, AI, I));
    Buf = AI;
  }
  B.CreateCall(VPrintf, {str(Fmt), Buf});
}

/// The size of one lane's value of type letter \p Code in the frontend's
/// `[64 x T]` slots (bool travels as i32).
Type *slotType(LLVMContext &Ctx, char Code) {
  switch (Code) {
  case 'l':
  case 'm':
    return Type::getInt64Ty(Ctx);
  case 'f':
    return Type::getFloatTy(Ctx);
  case 'd':
    return Type::getDoubleTy(Ctx);
  case 'p':
    return PointerType::get(Ctx, 0);
  default:
    return Type::getInt32Ty(Ctx);
  }
}

bool PrintLowering::lowerPrint(CallInst &CI) {
  StringRef Fmt, Types;
  auto *Count = dyn_cast<ConstantInt>(CI.getArgOperand(2));
  if (CI.arg_size() != 5 || !getConstantStringInfo(CI.getArgOperand(0), Fmt) ||
      !getConstantStringInfo(CI.getArgOperand(1), Types) || !Count ||
      Count->getZExtValue() == 0 || Count->getZExtValue() > 64) {
    unsupported(CI, "internal error: a print whose format, types or gang "
                    "size is not a constant (please report)");
    return false;
  }
  // The values pass through the frontend's gang-shared slots, one
  // workgroup copy per print statement: an activation that prints while an
  // outer one of the same function is between filling them and printing
  // would overwrite them. Kernels (export and task functions, everything
  // inlined into them) and the non-recursive functions the inliner kept
  // (`noinline`) have one activation at a time.
  StringRef Kind =
      CI.getFunction()->getFnAttribute("spmd.kind").getValueAsString();
  if (Kind != "export" && Kind != "task") {
    if (!RecursiveKnown) {
      Recursive = possiblyRecursiveFunctions(M);
      RecursiveKnown = true;
    }
    if (Recursive.contains(CI.getFunction())) {
      unsupported(CI, "'print' in a recursive function is not supported on "
                      "GPU targets (its values pass through one gang-wide "
                      "copy per print)");
      return false;
    }
  }
  unsigned Width = unsigned(Count->getZExtValue());
  std::vector<GpuPrintfCall> Plan = planGpuPrint(
      Fmt, Types, Width, A == Arch::NVPTX ? NvptxPrintfMaxArgs : 0);
  Value *Mask = CI.getArgOperand(3);
  Value *ArgsPtr = CI.getArgOperand(4);
  const DataLayout &DL = M.getDataLayout();

  emitInFirstActiveLane(&CI, A, W, [&](IRBuilder<> &B) {
    Type *PtrTy = B.getPtrTy();
    // Each slot pointer and each lane's value is loaded once.
    DenseMap<unsigned, Value *> Slots;
    std::map<std::pair<unsigned, int>, Value *> Loaded;
    DenseMap<int, Value *> OnBits;
    auto Slot = [&](unsigned I) {
      Value *&S = Slots[I];
      if (!S)
        S = B.CreateLoad(PtrTy, B.CreateConstInBoundsGEP1_64(PtrTy, ArgsPtr, I),
                         "print.slot");
      return S;
    };
    auto Load = [&](unsigned I, int Lane) {
      Value *&V = Loaded[{I, Lane}];
      if (!V) {
        char Code = char(Types[I] | 0x20); // lower case
        Type *T = slotType(Ctx, Code);
        Value *P = Slot(I);
        if (Lane >= 0)
          P = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), P,
                                           DL.getTypeAllocSize(T) * Lane);
        V = B.CreateLoad(T, P, "print.val");
      }
      return V;
    };
    auto On = [&](int Lane) {
      Value *&V = OnBits[Lane];
      if (!V)
        V = B.CreateTrunc(B.CreateLShr(Mask, uint64_t(Lane)), B.getInt1Ty(),
                          "print.on");
      return V;
    };
    auto Decoration = [&](K::KindT Kind, int Lane) -> Value * {
      auto D = [&](bool P, bool N) {
        return str(gpuPrintDecoration(Kind, P, N));
      };
      if (Kind == K::Open)
        return B.CreateSelect(On(0), D(true, true), D(true, false));
      if (Kind == K::Close)
        return B.CreateSelect(On(Lane), D(true, true), D(false, true));
      Value *N = On(Lane);
      return B.CreateSelect(On(Lane - 1),
                            B.CreateSelect(N, D(true, true), D(true, false)),
                            B.CreateSelect(N, D(false, true), D(false, false)));
    };
    for (const GpuPrintfCall &Call : Plan) {
      SmallVector<Value *, 32> Vals;
      for (const GpuPrintfArg &PA : Call.Args) {
        Value *V = nullptr;
        switch (PA.Kind) {
        case K::Int32:
        case K::Int64:
        case K::PtrBits:
          V = Load(PA.Arg, PA.Lane);
          if (V->getType()->isPointerTy())
            V = B.CreatePtrToInt(V, B.getInt64Ty());
          break;
        case K::Double:
          V = B.CreateFPExt(Load(PA.Arg, PA.Lane), B.getDoubleTy());
          break;
        case K::BoolText:
          V = B.CreateSelect(
              B.CreateICmpNE(Load(PA.Arg, PA.Lane), B.getInt32(0)), str("true"),
              str("false"));
          if (PA.Lane >= 0)
            V = B.CreateSelect(On(PA.Lane), V, str("_________"));
          break;
        case K::PtrPrefix:
          V = B.CreateSelect(B.CreateIsNull(Load(PA.Arg, PA.Lane)),
                             str("(nil)"), str("0x"));
          break;
        case K::Open:
        case K::Between:
        case K::Close:
          V = Decoration(PA.Kind, PA.Lane);
          break;
        }
        Vals.push_back(V);
      }
      emitPrintf(B, Call.Format, Vals);
    }
  });
  CI.eraseFromParent();
  return true;
}

/// assert's `write(2, msg, n)`: the message once per gang (the frontend
/// branches to it when any lane failed, with all lanes still there; the
/// trap that follows ends the wave).
void PrintLowering::lowerAssertMessage(CallInst &CI, StringRef Msg) {
  std::string Text = Msg.str();
  emitInFirstActiveLane(&CI, A, W, [&](IRBuilder<> &B) {
    // "%s": the message (a file name) may contain '%'.
    emitPrintf(B, "%s", {str(Text)});
  });
  CI.eraseFromParent();
}

bool PrintLowering::run() {
  bool Ok = true;
  if (Function *P = M.getFunction("spmdrt_print")) {
    for (User *U : make_early_inc_range(P->users()))
      if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledOperand() == P)
        Ok &= lowerPrint(*CI);
  }
  if (Function *Write = M.getFunction("write")) {
    for (User *U : make_early_inc_range(Write->users())) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI || CI->getCalledOperand() != Write || CI->arg_size() != 3 ||
          !CI->use_empty())
        continue;
      auto *Fd = dyn_cast<ConstantInt>(CI->getArgOperand(0));
      StringRef Msg;
      if (!Fd || Fd->getZExtValue() != 2 ||
          !getConstantStringInfo(CI->getArgOperand(1), Msg))
        continue; // not assert's: diagnosed as a library call
      lowerAssertMessage(*CI, Msg);
    }
  }
  return Ok;
}

} // namespace

bool lowerGpuPrint(Module &M, Arch A, unsigned WaveSize) {
  return PrintLowering(M, A, WaveSize).run();
}

} // namespace spmdc
