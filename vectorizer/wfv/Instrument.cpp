//===- Instrument.cpp - Per-block lane-utilization counters ---------------===//
//
// See Instrument.h. The counters are one `[N x [2 x i64]]` array per module;
// the table handed to spmdrt mirrors `struct spmdrt_instrument_block` and
// `struct spmdrt_instrument_module` of runtime/include/spmdrt.h field for
// field (the version number guards the layout).
//
//===----------------------------------------------------------------------===//
#include "vectorizer/wfv/Instrument.h"
#include "vectorizer/wfv/MaskedVariants.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

namespace spmdc {

namespace {

/// Layout version shared with spmdrt (SPMDRT_INSTRUMENT_VERSION).
constexpr unsigned TableVersion = 1;
constexpr const char *CountersName = "spmdc.instr.counters";
constexpr const char *GpuCountersName = "spmdc_instr_counters";

struct BlockInfo {
  BasicBlock *BB;
  std::string Function, Label;
  unsigned Line = 0;
  unsigned Instructions = 0;
};

/// The instructions of \p BB that do the block's work (no phis, debug
/// intrinsics, or terminator).
unsigned workInstructions(const BasicBlock &BB) {
  unsigned N = 0;
  for (const Instruction &I : BB)
    if (!isa<PHINode>(I) && !I.isTerminator() && !isa<DbgInfoIntrinsic>(I))
      ++N;
  return N;
}

/// The first source line of \p BB (its terminator's if nothing else has
/// one), 0 if none.
unsigned sourceLine(const BasicBlock &BB) {
  for (const Instruction &I : BB)
    if (const DebugLoc &DL = I.getDebugLoc(); DL && DL.getLine())
      return DL.getLine();
  return 0;
}

FunctionCallee declareInstrument(Module &M, unsigned AS) {
  LLVMContext &Ctx = M.getContext();
  FunctionType *FT = FunctionType::get(Type::getVoidTy(Ctx),
                                       {PointerType::get(Ctx, AS)}, false);
  FunctionCallee FC = M.getOrInsertFunction(InstrumentName, FT);
  if (auto *F = dyn_cast<Function>(FC.getCallee())) {
    // Convergent and touching only memory no one else sees: nothing moves
    // it to another block or merges two of them before it is lowered.
    F->setConvergent();
    F->setDoesNotThrow();
    F->setWillReturn();
    F->setMemoryEffects(MemoryEffects::inaccessibleMemOnly());
  }
  return FC;
}

Constant *cString(Module &M, StringRef S, const Twine &Name) {
  auto *Init = ConstantDataArray::getString(M.getContext(), S);
  auto *GV = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                                GlobalValue::PrivateLinkage, Init, Name);
  GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  GV->setAlignment(Align(1));
  return GV;
}

/// The block table, the module descriptor and a constructor that registers
/// them with spmdrt.
void emitRegistration(Module &M, ArrayRef<BlockInfo> Blocks,
                      GlobalVariable *Counters, const InstrumentOptions &Opts) {
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  PointerType *Ptr = PointerType::get(Ctx, 0);
  // struct spmdrt_instrument_block { const char *function, *label;
  //                                  uint32_t line, instructions; }
  StructType *BlockTy = StructType::get(Ctx, {Ptr, Ptr, I32, I32});
  StringMap<Constant *> Strings;
  auto Str = [&](StringRef S) {
    Constant *&C = Strings[S];
    if (!C)
      C = cString(M, S, "spmdc.instr.str");
    return C;
  };
  SmallVector<Constant *, 32> Rows;
  for (const BlockInfo &B : Blocks)
    Rows.push_back(ConstantStruct::get(
        BlockTy, {Str(B.Function), Str(B.Label), ConstantInt::get(I32, B.Line),
                  ConstantInt::get(I32, B.Instructions)}));
  auto *TableTy = ArrayType::get(BlockTy, Rows.size());
  auto *Table = new GlobalVariable(
      M, TableTy, /*isConstant=*/true, GlobalValue::PrivateLinkage,
      ConstantArray::get(TableTy, Rows), "spmdc.instr.blocks");
  // struct spmdrt_instrument_module { uint32_t version, lanes, num_blocks,
  //   lane_bits; const char *file, *target; const blocks *; uint64_t
  //   *counters; struct spmdrt_instrument_module *next; }
  StructType *ModTy =
      StructType::get(Ctx, {I32, I32, I32, I32, Ptr, Ptr, Ptr, Ptr, Ptr});
  Constant *Desc = ConstantStruct::get(
      ModTy,
      {ConstantInt::get(I32, TableVersion), ConstantInt::get(I32, Opts.Lanes),
       ConstantInt::get(I32, Blocks.size()),
       ConstantInt::get(I32, Opts.Lanes ? 0 : Opts.ScalableLaneBits),
       Str(M.getSourceFileName()), Str(Opts.TargetName), Table, Counters,
       ConstantPointerNull::get(Ptr)});
  // Written by spmdrt (the list link), so not constant.
  auto *DescGV = new GlobalVariable(M, ModTy, /*isConstant=*/false,
                                    GlobalValue::InternalLinkage, Desc,
                                    "spmdc.instr.module");

  FunctionCallee Reg = M.getOrInsertFunction(
      "spmdrt_instrument_register",
      FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false));
  Function *Ctor =
      Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                       GlobalValue::InternalLinkage, "spmdc.instr.register", M);
  Ctor->setDoesNotThrow();
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", Ctor));
  B.CreateCall(Reg, {DescGV});
  B.CreateRetVoid();
  appendToGlobalCtors(M, Ctor, /*Priority=*/65535);
}

} // namespace

bool isInstrumentCall(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  const Function *F = CI ? CI->getCalledFunction() : nullptr;
  return F && F->getName() == InstrumentName;
}

void emitInstrumentCount(IRBuilder<> &B, Value *Pair, Value *ActiveLanes) {
  Type *I64 = B.getInt64Ty();
  Type *PairTy = ArrayType::get(I64, 2);
  // Monotonic: the counters are only read after the kernels are done
  // (spmdrt's report, or the host after a launch), and tasks on other
  // threads add to the same counters.
  B.CreateAtomicRMW(
      AtomicRMWInst::Add, B.CreateConstInBoundsGEP2_32(PairTy, Pair, 0, 0),
      ConstantInt::get(I64, 1), MaybeAlign(8), AtomicOrdering::Monotonic);
  B.CreateAtomicRMW(AtomicRMWInst::Add,
                    B.CreateConstInBoundsGEP2_32(PairTy, Pair, 0, 1),
                    B.CreateZExtOrTrunc(ActiveLanes, I64), MaybeAlign(8),
                    AtomicOrdering::Monotonic);
}

bool instrumentModule(Module &M, const InstrumentOptions &Opts) {
  if (M.getFunction(InstrumentName) || M.getNamedGlobal(CountersName) ||
      M.getNamedGlobal(GpuCountersName))
    return false; // already instrumented
  std::vector<BlockInfo> Blocks;
  for (Function &F : M) {
    if (!isGangEntryFunction(F))
      continue;
    unsigned Unnamed = 0;
    for (BasicBlock &BB : F) {
      unsigned N = workInstructions(BB);
      if (N == 0)
        continue;
      BlockInfo Info;
      Info.BB = &BB;
      Info.Function = F.getName().str();
      Info.Label =
          BB.hasName() ? BB.getName().str() : "bb" + std::to_string(Unnamed++);
      Info.Line = sourceLine(BB);
      Info.Instructions = N;
      Blocks.push_back(std::move(Info));
    }
  }
  if (Blocks.empty())
    return false;

  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  auto *PairTy = ArrayType::get(I64, 2);
  auto *ArrTy = ArrayType::get(PairTy, Blocks.size());
  // Without the spmdrt registration (GPU code objects, PTX) the counters
  // are an exported symbol, `spmdc_instr_counters`, that a host can look up
  // in the loaded module (hipModuleGetGlobal / cuModuleGetGlobal).
  auto *Counters = new GlobalVariable(
      M, ArrTy, /*isConstant=*/false,
      Opts.Register ? GlobalValue::InternalLinkage
                    : GlobalValue::ExternalLinkage,
      ConstantAggregateZero::get(ArrTy),
      Opts.Register ? CountersName : GpuCountersName, nullptr,
      GlobalValue::NotThreadLocal, Opts.CounterAddrSpace);
  Counters->setAlignment(Align(8));
  FunctionCallee Count = declareInstrument(M, Opts.CounterAddrSpace);
  for (size_t K = 0; K < Blocks.size(); ++K) {
    BasicBlock &BB = *Blocks[K].BB;
    IRBuilder<> B(&*BB.getFirstInsertionPt());
    Value *Pair = B.CreateConstInBoundsGEP2_64(ArrTy, Counters, 0, K);
    CallInst *CI = B.CreateCall(Count, {Pair});
    CI->setConvergent();
  }
  if (Opts.Register) {
    emitRegistration(M, Blocks, Counters, Opts);
    return true;
  }
  NamedMDNode *MD = M.getOrInsertNamedMetadata(InstrumentTableMDName);
  auto Int = [&](unsigned V) {
    return ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), V));
  };
  MD->addOperand(MDNode::get(Ctx, {MDString::get(Ctx, M.getSourceFileName()),
                                   MDString::get(Ctx, Opts.TargetName),
                                   Int(Opts.Lanes)}));
  for (const BlockInfo &B : Blocks)
    MD->addOperand(MDNode::get(Ctx, {MDString::get(Ctx, B.Function),
                                     MDString::get(Ctx, B.Label),
                                     Int(B.Line), Int(B.Instructions)}));
  return true;
}

InstrumentTable readInstrumentTable(const Module &M) {
  InstrumentTable T;
  const NamedMDNode *MD = M.getNamedMetadata(InstrumentTableMDName);
  if (!MD || MD->getNumOperands() == 0)
    return T;
  auto Str = [](const MDNode *N, unsigned I) {
    return cast<MDString>(N->getOperand(I))->getString().str();
  };
  auto Int = [](const MDNode *N, unsigned I) {
    return unsigned(
        mdconst::extract<ConstantInt>(N->getOperand(I))->getZExtValue());
  };
  const MDNode *Head = MD->getOperand(0);
  T.File = Str(Head, 0);
  T.Target = Str(Head, 1);
  T.Lanes = Int(Head, 2);
  for (unsigned I = 1; I < MD->getNumOperands(); ++I) {
    const MDNode *N = MD->getOperand(I);
    T.Blocks.push_back({Str(N, 0), Str(N, 1), Int(N, 2), Int(N, 3)});
  }
  return T;
}

PreservedAnalyses SpmdInstrumentPass::run(Module &M, ModuleAnalysisManager &) {
  return instrumentModule(M, Opts) ? PreservedAnalyses::none()
                                   : PreservedAnalyses::all();
}

} // namespace spmdc
