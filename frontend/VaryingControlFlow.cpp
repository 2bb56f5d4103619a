//===- VaryingControlFlow.cpp - find gang-shared uniform locals -----------===//
//
// \file
// See VaryingControlFlow.h. Depth counts nested varying regions; a uniform
// variable declared at depth d and assigned at depth > d is gang-shared.
// Unstructured control flow is handled conservatively: inside a switch with
// a varying condition every uniform assignment (and initialization) marks
// its variable, and if any goto is under varying control flow the whole
// function is walked again marking every uniform variable assigned anywhere.
//
//===----------------------------------------------------------------------===//
#include "frontend/VaryingControlFlow.h"
#include "frontend/StructMembers.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

namespace spmdc {
namespace fe {

namespace {

bool hasVaryingExit(const Stmt *Body);

/// Does S contain a break/continue of the enclosing loop (when not inside a
/// nested loop) or a return, at a relative varying depth > 0?
bool scanExits(const Stmt *S, unsigned Rel, bool InNested) {
  if (!S)
    return false;
  switch (S->Kind) {
  case StmtKind::Break:
  case StmtKind::Continue:
    return !InNested && Rel > 0;
  case StmtKind::Return:
  case StmtKind::Goto: // may leave the loop: conservatively an exit
    return Rel > 0;
  case StmtKind::Case:
  case StmtKind::Default:
  case StmtKind::Label:
    return scanExits(S->Body, Rel, InNested);
  case StmtKind::Switch: // a break in it counts (conservatively) as an exit
    return scanExits(S->Body, Rel + (S->VaryingCond ? 1 : 0), InNested);
  case StmtKind::Compound:
    for (const Stmt *C : S->Children)
      if (scanExits(C, Rel, InNested))
        return true;
    return false;
  case StmtKind::If: {
    unsigned R = Rel + (S->VaryingCond ? 1 : 0);
    return scanExits(S->Body, R, InNested) || scanExits(S->Else, R, InNested);
  }
  case StmtKind::For:
  case StmtKind::While:
  case StmtKind::Do:
  case StmtKind::Foreach: {
    unsigned R = Rel + (S->VaryingCond ? 1 : 0);
    if (R == Rel && hasVaryingExit(S->Body))
      ++R;
    return scanExits(S->Body, R, /*InNested=*/true);
  }
  default:
    return false;
  }
}

bool hasVaryingExit(const Stmt *Body) { return scanExits(Body, 0, false); }

class Walker {
public:
  Walker(bool MarkAll, bool EntryMasked)
      : MarkAll(MarkAll), EntryMasked(EntryMasked) {}
  void stmt(Stmt *S);
  void expr(Expr *E);
  /// Some goto is under varying control flow.
  bool sawVaryingGoto() const { return VaryingGoto; }

private:
  unsigned cur() const { return Depth + Boost; }
  bool forced() const { return MarkAll || InVaryingSwitch > 0; }
  /// V is written (by E, or by its initializer when E is null): under
  /// control flow varying relative to its declaration it is gang-shared,
  /// and the write's stores are tagged (Expr::GangStore) so that the
  /// scalar cleanup keeps them where they are.
  void mark(VarDecl *V, Expr *E) {
    if (V && V->Ty.isUniform() && (forced() || cur() > V->DeclDepth)) {
      V->GangShared = true;
      if (E)
        E->GangStore = true;
      else
        V->InitGangStore = true;
      gangWrite(V);
    }
  }
  /// E (an assignment, ++ or --) writes LHS.
  void assigned(Expr *E, Expr *LHS) {
    if (!LHS)
      return;
    // A uniform member of a local struct that mixes variabilities (or a
    // whole such struct) has one slot for the gang (CodeGenUniformMembers
    // .cpp): written deeper in varying control flow than the struct was
    // declared, the store happens when any lane makes it.
    if (VarDecl *V = sharedMemberRoot(LHS)) {
      if (forced() || cur() > V->DeclDepth) {
        E->GangStore = true;
        gangWrite(V);
      }
      return;
    }
    // (`a = b` of a whole uniform local array writes its elements: below.)
    if (LHS->Kind == ExprKind::Name && LHS->Var && !LHS->Var->IsGlobal &&
        !LHS->Var->Ty.IsRef && !(LHS->Ty.isArray() && !LHS->Ty.IsPointer)) {
      mark(LHS->Var, E);
      return;
    }
    if (VarDecl *V = aggregateRoot(LHS)) {
      if (forced() || cur() > V->DeclDepth) {
        V->GangElementWrites = true;
        E->GangStore = true;
        gangWrite(V);
      }
      return;
    }
    // Uniform memory that is not this function's own local: the write
    // must happen when any lane makes it, whatever the lanes' paths.
    if (LHS->Ty.isUniform() && !isLocalObject(LHS)) {
      WritesGangMemory = true;
      if (forced() || cur() > 0 || EntryMasked) {
        E->GangStore = true;
        gangWrite(nullptr);
      }
    }
  }
  /// The lvalue is (an element or member of) a local variable of this
  /// function, not memory reached through a pointer or a reference.
  static VarDecl *isLocalObject(Expr *E) {
    while (E && ((E->Kind == ExprKind::Index && E->A &&
                  (E->A->Ty.isArray() || !E->A->Ty.IsPointer)) ||
                 (E->Kind == ExprKind::Member && E->O != Op::Deref)))
      E = E->A;
    if (E && E->Kind == ExprKind::Name && E->Var && !E->Var->IsGlobal &&
        !E->Var->Ty.IsRef && !(E->Var->IsParam && E->Var->Ty.isArray()))
      return E->Var;
    return nullptr;
  }
  /// The uniform array or struct local an element or member lvalue
  /// (`a[i]`, `s.f`, `m[i][j].f`) is in, or null.
  static VarDecl *aggregateRoot(Expr *E) {
    while (E && ((E->Kind == ExprKind::Index && E->A && E->A->Ty.isArray()) ||
                 (E->Kind == ExprKind::Member && E->O != Op::Deref)))
      E = E->A;
    if (!E || E->Kind != ExprKind::Name || !E->Var || E->Var->IsGlobal)
      return nullptr;
    const Type &T = E->Var->Ty;
    if (E->Var->IsParam && T.isArray())
      return nullptr; // `int a[]`: the caller's array, through a pointer
    return T.isUniform() && (T.isArray() || T.isStruct()) ? E->Var : nullptr;
  }
  /// The local struct (or array of them) mixing variabilities
  /// (StructMembers.h) whose uniform member the lvalue E is in, or which E
  /// writes whole, or null.
  static VarDecl *sharedMemberRoot(Expr *E) {
    bool Shared = E->Ty.isUniform() ||
                  (E->Ty.Struct && !E->Ty.IsPointer &&
                   (hasUniformMember(E->Ty.Struct) ||
                    hasVaryingMember(E->Ty.Struct)));
    if (!Shared)
      return nullptr;
    while (E && ((E->Kind == ExprKind::Index && E->A && E->A->Ty.isArray()) ||
                 (E->Kind == ExprKind::Member && E->O != Op::Deref)))
      E = E->A;
    if (!E || E->Kind != ExprKind::Name || !E->Var || E->Var->IsGlobal ||
        E->Var->Ty.IsRef || (E->Var->IsParam && E->Var->Ty.isArray()))
      return nullptr;
    return mixesVariability(E->Var->Ty) ? E->Var : nullptr;
  }
  /// Its address escapes: any store may reach it through a pointer.
  static void escapes(Expr *E) {
    if (VarDecl *V = aggregateRoot(E))
      V->GangElementWrites = true;
  }
  unsigned Depth = 0;
  unsigned Boost = 0; ///< 1 after a varying return
  /// Every uniform assignment counts as under varying control flow: the
  /// function has a goto under varying control (gotos may make loops and
  /// joins anywhere).
  bool MarkAll;
  /// The function may be entered with lanes off (an internal function, or
  /// an export one that SPMD code calls): its writes to memory it does not
  /// own are under varying control flow even outside its own varying ifs.
  bool EntryMasked;
  /// Inside the body of a switch with a varying condition, where case
  /// labels are joins of lanes from several places: mark everything.
  unsigned InVaryingSwitch = 0;
  bool VaryingGoto = false;
  /// The order in which the locals were declared (from 1; parameters and
  /// globals 0), for which varying statement a write joins after.
  llvm::DenseMap<const VarDecl *, unsigned> DeclSeq;
  unsigned NextSeq = 0;
  void declared(const VarDecl *V) { DeclSeq[V] = ++NextSeq; }
  /// The varying statements being walked: how many locals were declared
  /// when each started, and whether it wrote gang memory declared before.
  struct OpenStmt {
    unsigned StartSeq;
    bool Wrote;
  };
  llvm::SmallVector<OpenStmt, 8> Open;
  /// Gang memory was written: the local V, or (null) memory the function
  /// does not own, or by a callee. Every open varying statement that V
  /// was declared before needs a join; one that declares V (a loop's
  /// `uniform int j`, a local of an if's arm) does not: nothing reads V
  /// after it, and the join only orders what is read after the statement
  /// (a join there kept SimplifyCFG from folding the exit blocks of loops
  /// with varying exits, and after widening their reconvergence carried
  /// more blends: e2e early_return's IR grew 544 -> 609 lines in session
  /// 11).
  void gangWrite(const VarDecl *V) {
    auto It = V ? DeclSeq.find(V) : DeclSeq.end();
    unsigned Seq = It == DeclSeq.end() ? 0 : It->second;
    for (OpenStmt &O : Open)
      if (Seq <= O.StartSeq)
        O.Wrote = true;
  }
public:
  /// The function writes uniform memory that is not its own local.
  bool WritesGangMemory = false;
  /// When set: the functions it calls, and those it calls under varying
  /// control flow (canonical declarations).
  llvm::SmallPtrSetImpl<const FuncDecl *> *Callees = nullptr;
  llvm::SmallPtrSetImpl<const FuncDecl *> *VaryingCallees = nullptr;
  /// The functions that do, or call one that does (null: not known yet).
  const llvm::SmallPtrSetImpl<const FuncDecl *> *WritesGang = nullptr;
private:
  /// Runs Body (a varying statement's, which started when StartSeq locals
  /// were declared) and sets S->GangJoin if it wrote gang memory declared
  /// before it or called a function that writes gang memory.
  template <typename F>
  void varyingBody(Stmt *S, bool Varying, unsigned StartSeq, F Body) {
    if (!Varying) {
      Body();
      return;
    }
    Open.push_back({StartSeq, false});
    Body();
    if (Open.back().Wrote)
      S->GangJoin = true;
    Open.pop_back();
  }
};

void Walker::expr(Expr *E) {
  if (!E)
    return;
  switch (E->Kind) {
  case ExprKind::Assign:
    expr(E->A);
    expr(E->B);
    assigned(E, E->A);
    return;
  case ExprKind::Unary:
    expr(E->A);
    if (E->O == Op::PreInc || E->O == Op::PreDec || E->O == Op::PostInc ||
        E->O == Op::PostDec)
      assigned(E, E->A);
    if (E->O == Op::AddrOf)
      escapes(E->A);
    return;
  case ExprKind::Cast:
    expr(E->A);
    if (E->A && E->A->Ty.isArray()) // a decay to a pointer
      escapes(E->A);
    return;
  case ExprKind::Binary:
    expr(E->A);
    if ((E->O == Op::LAnd || E->O == Op::LOr) && E->A && E->A->Ty.isVarying()) {
      ++Depth;
      expr(E->B);
      --Depth;
    } else {
      expr(E->B);
    }
    return;
  case ExprKind::Cond:
    expr(E->A);
    if (E->A && E->A->Ty.isVarying()) {
      ++Depth;
      expr(E->B);
      expr(E->C);
      --Depth;
    } else {
      expr(E->B);
      expr(E->C);
    }
    return;
  case ExprKind::Call:
  case ExprKind::InitList:
    for (Expr *A : E->Args)
      expr(A);
    if (E->Kind == ExprKind::Call)
      expr(E->C); // the per-element call of `sqrt(v)` (SemaShortVector.cpp)
    if (E->Fn && (cur() > 0 || forced()) && E->Fn->VaryingCallLoc.isInvalid())
      E->Fn->VaryingCallLoc = E->Loc; // for reportVaryingLaunches
    if (E->Fn && Callees) {
      const FuncDecl *C = E->Fn->Canonical ? E->Fn->Canonical : E->Fn;
      Callees->insert(C);
      if (cur() > 0 || forced())
        VaryingCallees->insert(C);
    }
    if (E->Kind == ExprKind::Call && E->Fn && WritesGang &&
        WritesGang->count(E->Fn->Canonical ? E->Fn->Canonical : E->Fn))
      gangWrite(nullptr); // the callee writes gang memory
    return;
  default:
    expr(E->A);
    expr(E->B);
    expr(E->C);
    return;
  }
}

void Walker::stmt(Stmt *S) {
  if (!S)
    return;
  switch (S->Kind) {
  case StmtKind::Compound:
    for (Stmt *C : S->Children)
      stmt(C);
    return;
  case StmtKind::Decl:
    for (VarDecl *V : S->Decls) {
      V->DeclDepth = cur();
      declared(V);
      expr(V->Init);
      if (V->Init && forced())
        mark(V, nullptr);
    }
    return;
  case StmtKind::ExprS:
    expr(S->E);
    return;
  case StmtKind::If: {
    expr(S->E);
    unsigned Inc = S->VaryingCond ? 1 : 0;
    Depth += Inc;
    varyingBody(S, Inc, NextSeq, [&] {
      stmt(S->Body);
      stmt(S->Else);
    });
    Depth -= Inc;
    return;
  }
  case StmtKind::For:
  case StmtKind::While:
  case StmtKind::Do:
  case StmtKind::Foreach: {
    unsigned Start = NextSeq; // before the loop's own `uniform int j = 0`
    stmt(S->Init);
    for (Expr *B : S->Bounds)
      expr(B);
    unsigned Inc = (S->VaryingCond || hasVaryingExit(S->Body)) ? 1 : 0;
    Depth += Inc;
    for (VarDecl *V : S->Decls) {
      V->DeclDepth = cur();
      declared(V);
    }
    varyingBody(S, Inc && S->Kind != StmtKind::Foreach, Start, [&] {
      if (S->Kind != StmtKind::Foreach) {
        expr(S->E);
        expr(S->Step);
      }
      stmt(S->Body);
    });
    Depth -= Inc;
    return;
  }
  case StmtKind::Return:
    expr(S->E);
    if (cur() > 0)
      Boost = 1;
    return;
  case StmtKind::Switch: {
    expr(S->E);
    unsigned Inc = (S->VaryingCond || hasVaryingExit(S->Body)) ? 1 : 0;
    unsigned Force = S->VaryingCond ? 1 : 0;
    Depth += Inc;
    InVaryingSwitch += Force;
    varyingBody(S, Inc, NextSeq, [&] { stmt(S->Body); });
    InVaryingSwitch -= Force;
    Depth -= Inc;
    return;
  }
  case StmtKind::Case:
  case StmtKind::Default:
  case StmtKind::Label:
    stmt(S->Body);
    return;
  case StmtKind::Goto:
    if (cur() > 0)
      VaryingGoto = true;
    return;
  case StmtKind::Launch:
    // Recorded for reportVaryingLaunches (SemaTasks.cpp).
    S->VaryingCond = cur() > 0 || forced();
    for (Expr *C : S->LaunchCounts)
      expr(C);
    if (S->E) // the arguments; a launch is no call
      for (Expr *A : S->E->Args)
        expr(A);
  case StmtKind::Delete:
    expr(S->E);
    return;
  case StmtKind::Break:
  case StmtKind::Continue:
  case StmtKind::Empty:
  case StmtKind::Sync:
    return;
  }
}

} // namespace

namespace {

using FuncSet = llvm::SmallPtrSetImpl<const FuncDecl *>;

/// Walks F; returns whether it writes uniform memory that is not its own
/// local. EntryMasked: F may be entered with lanes off. WritesGang,
/// Callees, VaryingCallees: see Walker.
bool walkFunction(FuncDecl &F, bool EntryMasked, const FuncSet *WritesGang,
                  FuncSet *Callees = nullptr,
                  FuncSet *VaryingCallees = nullptr) {
  for (VarDecl *P : F.Params)
    P->DeclDepth = 0;
  Walker W(/*MarkAll=*/false, EntryMasked);
  W.WritesGang = WritesGang;
  W.Callees = Callees;
  W.VaryingCallees = VaryingCallees;
  W.stmt(F.Body);
  if (W.sawVaryingGoto()) {
    // A goto under varying control flow: be conservative everywhere.
    Walker All(/*MarkAll=*/true, EntryMasked);
    All.WritesGang = WritesGang;
    All.Callees = Callees;
    All.VaryingCallees = VaryingCallees;
    All.stmt(F.Body);
  }
  return W.WritesGangMemory;
}

const FuncDecl *canonical(const FuncDecl *F) {
  return F->Canonical ? F->Canonical : F;
}

} // namespace

void markGangSharedVariables(FuncDecl &F, bool CalledBySpmdCode) {
  // Export functions and tasks start with every lane on unless SPMD code
  // calls them (or may, through a pointer); `unmasked` ones always do.
  bool EntryMasked =
      !F.IsUnmasked && (CalledBySpmdCode || F.AddressTaken ||
                        (F.Storage != StorageKind::Export && !F.IsTask));
  walkFunction(F, EntryMasked, nullptr);
}

void markGangSharedVariables(llvm::ArrayRef<FuncDecl *> Defs) {
  llvm::SmallPtrSet<const FuncDecl *, 16> Writes;
  // First walk: which functions write gang memory themselves, and which
  // functions each calls, under varying control flow or not. It assumes
  // every entry is with all lanes on: what it marks holds either way, and
  // the last walk adds the writes of the functions that may be entered
  // with lanes off.
  llvm::DenseMap<const FuncDecl *, llvm::SmallPtrSet<const FuncDecl *, 8>>
      CalleesOf;
  llvm::SmallPtrSet<const FuncDecl *, 16> VaryingCalled;
  for (FuncDecl *F : Defs)
    if (walkFunction(*F, /*EntryMasked=*/false, nullptr,
                     &CalleesOf[canonical(F)], &VaryingCalled))
      Writes.insert(canonical(F));
  // A function may be entered with lanes off (its writes to memory it does
  // not own then need the tag although no varying `if` of its own
  // surrounds them) when it is called under varying control flow, called
  // by a function that may itself be entered with lanes off, reached
  // through a pointer, or a plain (non-static) function another object may
  // call with any mask. A static or export function whose every call site
  // is in uniform control flow of functions entered with all lanes on (an
  // export function called from C, a task) runs with all lanes on. The
  // calls are all known: every definition is in Defs.
  llvm::SmallPtrSet<const FuncDecl *, 16> Masked;
  llvm::SmallVector<const FuncDecl *, 16> Work;
  auto AddMasked = [&](const FuncDecl *F) {
    if (Masked.insert(F).second)
      Work.push_back(F);
  };
  for (const FuncDecl *F : VaryingCalled)
    AddMasked(F);
  for (FuncDecl *F : Defs)
    if (F->AddressTaken || (F->Storage == StorageKind::Plain && !F->IsTask))
      AddMasked(canonical(F));
  while (!Work.empty()) {
    const FuncDecl *F = Work.pop_back_val();
    auto It = CalleesOf.find(F);
    if (It != CalleesOf.end())
      for (const FuncDecl *C : It->second)
        AddMasked(C);
  }
  auto EntryMasked = [&](const FuncDecl &F) {
    return !F.IsUnmasked && (F.AddressTaken || Masked.count(canonical(&F)));
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (FuncDecl *F : Defs)
      if (!Writes.count(canonical(F)))
        for (auto &[Callee, Loc] : F->Callees)
          if (Callee && Writes.count(canonical(Callee))) {
            Changed = Writes.insert(canonical(F)).second;
            break;
          }
  }
  for (FuncDecl *F : Defs)
    walkFunction(*F, EntryMasked(*F), &Writes);
}

} // namespace fe
} // namespace spmdc
