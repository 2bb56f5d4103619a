//===- SemaTasks.cpp - task functions, launch, sync and task variables ----===//
//
// \file
// The task half of Sema (see Sema.h and Tasks.h), following ISPC's rules:
//   - a task function returns void and is not `export`; its parameters are
//     those of any function (a varying argument is copied for every lane);
//   - it is entered only through `launch`; calling it directly is an error,
//     and so is launching a function that is not a task;
//   - launch counts are uniform integers (converted to uniform int32);
//   - taskIndex, taskCount, taskIndex0..2, taskCount0..2, threadIndex and
//     threadCount are uniform int32 values available inside task functions
//     only (a local of the same name hides them);
//   - a function that launches gets an implicit sync before it returns
//     (FuncDecl::Launches tells CodeGen).
// markPartialLaunches runs after the varying-control-flow analysis and finds
// the launches that may run with program instances off: their tasks get
// the launching instances in the argument block and start with only those
// active, as in ISPC.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"
#include "frontend/Tasks.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace spmdc {
namespace fe {

TaskVar taskVarFor(llvm::StringRef Name) {
  return llvm::StringSwitch<TaskVar>(Name)
      .Case("threadIndex", TV_ThreadIndex)
      .Case("threadCount", TV_ThreadCount)
      .Case("taskIndex", TV_TaskIndex)
      .Case("taskCount", TV_TaskCount)
      .Case("taskIndex0", TV_TaskIndex0)
      .Case("taskIndex1", TV_TaskIndex1)
      .Case("taskIndex2", TV_TaskIndex2)
      .Case("taskCount0", TV_TaskCount0)
      .Case("taskCount1", TV_TaskCount1)
      .Case("taskCount2", TV_TaskCount2)
      .Default(TV_None);
}

bool Sema::checkTaskSignature(FuncDecl *F) {
  if (F->Storage == StorageKind::Export) {
    Diag.error(F->Loc, "function '" + F->Name +
                           "' cannot be both 'export' and 'task'; export a "
                           "function that launches the task");
    return false;
  }
  if (!F->RetTy.isVoid()) {
    Diag.error(F->Loc, "task function '" + F->Name + "' must return void");
    return false;
  }
  return true;
}

Expr *Sema::checkTaskVarName(Expr *E, TaskVar TV) {
  if (!CurFn || !CurFn->IsTask) {
    Diag.error(E->Loc, "'" + E->Name +
                           "' is only available inside a task function");
    return nullptr;
  }
  E->TaskVar = TV;
  E->Ty = Type::scalar(ScalarKind::Int32, Variability::Uniform);
  E->Ty.IsConst = true;
  return E;
}

void Sema::checkLaunch(Stmt *S) {
  static const char *const CountName[] = {"count0", "count1", "count2"};
  Type UI = Type::scalar(ScalarKind::Int32, Variability::Uniform);
  for (unsigned I = 0; I < 3; ++I) {
    Expr *&C = S->LaunchCounts[I];
    if (!C)
      continue;
    Expr *E = checkExpr(C);
    if (E && (!E->Ty.isInteger() && !E->Ty.isBool())) {
      Diag.error(E->Begin, llvm::Twine("the number of tasks to launch (") +
                               CountName[I] + ") must be an integer, not '" +
                               typeName(E->Ty) + "'");
      E = nullptr;
    } else if (E && E->Ty.isVarying()) {
      Diag.error(E->Begin, llvm::Twine("the number of tasks to launch (") +
                               CountName[I] +
                               ") must be uniform; this value is varying");
      E = nullptr;
    }
    C = E ? convert(E, UI, ConvCtx::Other, "") : nullptr;
  }
  // checkCall (via checkTaskCallee) accepts a task for this call only.
  LaunchedCall = S->E;
  S->E = checkExpr(S->E);
  LaunchedCall = nullptr;
  if (CurFn)
    CurFn->Launches = true;
}

void Sema::checkSync(Stmt *S) {
  // Nothing to check: a sync with no outstanding tasks does nothing.
  (void)S;
}

bool Sema::checkTaskCallee(Expr *Call, FuncDecl *F) {
  bool Launched = Call == LaunchedCall;
  if (F->IsTask && !Launched) {
    Diag.error(Call->Loc, "task function '" + F->Name +
                              "' cannot be called directly; use 'launch " +
                              F->Name + "(...)'");
    Diag.note(F->Loc, "'" + F->Name + "' declared here");
    return false;
  }
  if (!F->IsTask && Launched) {
    Diag.error(Call->Loc, "cannot launch '" + F->Name +
                              "': it is not a task function (declare it "
                              "'task void " +
                              F->Name + "(...)')");
    Diag.note(F->Loc, "'" + F->Name + "' declared here");
    return false;
  }
  return true;
}

namespace {

/// Marks the launches in S: all of them if InPartial (the function may run
/// with lanes off), else those under varying control flow. A launch
/// through a task function pointer may start any task of its signature
/// whose address is taken (\p Defs).
void markIn(Stmt *S, bool InPartial, const std::vector<FuncDecl *> &Defs) {
  if (!S)
    return;
  if (S->Kind == StmtKind::Launch && S->E && (S->E->Fn || S->E->A)) {
    S->VaryingCond |= InPartial;
    if (S->VaryingCond && S->E->Fn)
      S->E->Fn->PartialEntry = true;
    if (S->VaryingCond && !S->E->Fn)
      for (FuncDecl *F : Defs)
        if (F->IsTask && F->AddressTaken && F->AddrSig == S->E->A->Ty.Fn)
          F->PartialEntry = true;
  }
  markIn(S->Init, InPartial, Defs);
  markIn(S->Body, InPartial, Defs);
  markIn(S->Else, InPartial, Defs);
  for (Stmt *C : S->Children)
    markIn(C, InPartial, Defs);
}

} // namespace

void markPartialLaunches(const std::vector<FuncDecl *> &Defs) {
  // Functions that may run with lanes off: those called under varying
  // control flow, tasks some launch starts partially, and everything they
  // call (the call graph is acyclic). Marking launches can make more tasks
  // partial, so repeat until nothing changes.
  for (bool Changed = true; Changed;) {
    llvm::SmallPtrSet<FuncDecl *, 8> Partial;
    std::vector<FuncDecl *> Work;
    for (FuncDecl *F : Defs)
      if ((F->VaryingCallLoc.isValid() || F->PartialEntry) &&
          Partial.insert(F).second)
        Work.push_back(F);
    while (!Work.empty()) {
      FuncDecl *F = Work.back();
      Work.pop_back();
      for (auto &[Callee, Loc] : F->Callees)
        if (Partial.insert(Callee).second)
          Work.push_back(Callee);
    }
    unsigned Before = 0, After = 0;
    for (FuncDecl *F : Defs)
      Before += F->PartialEntry;
    for (FuncDecl *F : Defs)
      if (F->Launches)
        markIn(F->Body, Partial.count(F) != 0, Defs);
    for (FuncDecl *F : Defs)
      After += F->PartialEntry;
    Changed = After != Before;
  }
}

} // namespace fe
} // namespace spmdc
