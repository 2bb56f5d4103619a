//===- SpmdIRVerifier.cpp - Checks the SPMD IR contract -------------------===//
//
// See SpmdIRVerifier.h.
//
//===----------------------------------------------------------------------===//
#include "vectorizer/analysis/SpmdIRVerifier.h"
#include "vectorizer/analysis/UnmaskedRegions.h"
#include "vectorizer/analysis/CrossLaneOps.h"
#include "vectorizer/analysis/SpmdTTI.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace spmdc {

namespace {

class Checker {
public:
  explicit Checker(Module &M) : M(M) {}

  unsigned run() {
    checkDeclarations();
    for (Function &F : M)
      if (F.hasFnAttribute("spmd.kind"))
        checkFunction(F);
    return Errors;
  }

  unsigned runOn(Function &F) {
    checkDeclarations();
    if (F.hasFnAttribute("spmd.kind"))
      checkFunction(F);
    return Errors;
  }

private:
  Module &M;
  unsigned Errors = 0;

  void error(const Twine &Msg) {
    ++Errors;
    std::string S = ("spmd-verify: " + Msg).str();
    M.getContext().diagnose(DiagnosticInfoGeneric(S, DS_Error));
  }

  void checkSignature(StringRef Name, FunctionType *Expected) {
    Function *F = M.getFunction(Name);
    if (F && F->getFunctionType() != Expected)
      error("@" + Name + " has the wrong signature");
  }

  void checkDeclarations() {
    LLVMContext &C = M.getContext();
    Type *I32 = Type::getInt32Ty(C);
    checkSignature(LaneIndexName, FunctionType::get(I32, false));
    checkSignature(LaneCountName, FunctionType::get(I32, false));
    checkSignature(GangSharedName,
                   FunctionType::get(Type::getVoidTy(C),
                                     {PointerType::get(C, 0)}, false));
    for (const char *Marker : {LoopBeginName, LoopEndName})
      checkSignature(Marker, FunctionType::get(Type::getVoidTy(C), {I32},
                                               false));
  }

  void checkFunction(Function &F) {
    StringRef Kind = F.getFnAttribute("spmd.kind").getValueAsString();
    if (Kind != "export" && Kind != "internal" && Kind != "task" &&
        Kind != "masked")
      error("function @" + F.getName() + " has unknown spmd.kind '" + Kind +
            "'");
    if (F.isDeclaration())
      return;
    bool Widened = F.hasFnAttribute(WidenedAttrName);
    if (Kind == "export" && !Widened) {
      if (F.getReturnType()->isVectorTy())
        error("export function @" + F.getName() + " returns a vector");
      for (Argument &A : F.args())
        if (A.getType()->isVectorTy())
          error("export function @" + F.getName() + " takes a vector");
    }
    unsigned Rets = 0;
    for (Instruction &I : instructions(F)) {
      if (isa<ReturnInst>(I))
        ++Rets;
      if (!Widened && I.getType()->isVectorTy())
        error("function @" + F.getName() +
              " holds a vector value before widening");
      if (Widened && isCallTo(&I, LaneIndexName))
        error("widened function @" + F.getName() + " still calls @" +
              LaneIndexName);
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (getCrossLaneOp(*CB)) {
          if (Widened)
            error("widened function @" + F.getName() +
                  " still calls cross-lane operation @" +
                  CB->getCalledFunction()->getName());
          if (!CB->isConvergent())
            error("call to cross-lane operation @" +
                  CB->getCalledFunction()->getName() + " in @" + F.getName() +
                  " is not convergent");
        }
      if (isCallTo(&I, LoopBeginName) || isCallTo(&I, LoopEndName)) {
        if (Widened)
          error("widened function @" + F.getName() +
                " still holds a loop marker");
        if (!isa<ConstantInt>(cast<CallBase>(I).getArgOperand(0)))
          error("a loop marker in @" + F.getName() +
                " names its loop by a value that is not a constant");
      }
      if (Widened && isUnmaskedMarker(&I))
        error("widened function @" + F.getName() +
              " still marks an unmasked region");
      if (isCallTo(&I, GangSharedName) &&
          !isa<AllocaInst>(cast<CallBase>(I).getArgOperand(0)))
        error("the operand of @" + Twine(GangSharedName) + " in @" +
              F.getName() + " is not an alloca");
    }
    if (std::string Why = checkUnmaskedRegions(F); !Why.empty())
      error("in @" + F.getName() + ": " + Why);
    if (Rets == 0)
      error("function '" + F.getName() +
            "' never returns (a loop without an exit); every program "
            "instance must be able to return");
    else if (Rets != 1)
      error("function @" + F.getName() + " has " + Twine(Rets) +
            " ret instructions, expected exactly one");
  }
};

} // namespace

unsigned verifySpmdModule(Module &M) { return Checker(M).run(); }

unsigned verifySpmdFunction(Function &F) {
  return Checker(*F.getParent()).runOn(F);
}

} // namespace spmdc
