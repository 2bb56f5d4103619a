//===- SemaSwitch.cpp - switch, case labels, named labels and goto --------===//
//
// \file
// The Sema half of C's unstructured control flow (see Sema.h):
//  - switch: the condition is an integer (bool and, as in ISPC, float and
//    double convert to int32), uniform or
//    varying (ISPC rejects a varying one; spmdc accepts it). `break` in the
//    body leaves the switch, `continue` still belongs to the enclosing loop.
//  - case: an integer constant expression (evalConstInt), converted to the
//    condition's type (a value that does not fit is an error); duplicates
//    and a second `default` are errors with a note at the first one.
//  - labels have function scope; duplicates are errors, unused ones warn
//    (`-Wunused-label`); a goto to an undefined label is an error at the
//    goto. A goto (or case label) may not enter or leave a `foreach` body:
//    the body is emitted twice (docs/spmd-ir.md), so its labels have two
//    copies, and leaving it is the `break` that ISPC forbids.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <cmath>

using namespace clang;

namespace spmdc {
namespace fe {

namespace {

/// V truncated to K's width and sign- or zero-extended back to 64 bits.
uint64_t normalize(uint64_t V, ScalarKind K) {
  if (K == ScalarKind::Bool)
    return V != 0;
  unsigned W = bitWidth(K);
  if (W >= 64)
    return V;
  uint64_t Mask = (uint64_t(1) << W) - 1;
  V &= Mask;
  if (isSigned(K) && (V >> (W - 1)) & 1)
    V |= ~Mask;
  return V;
}

/// A floating constant as C allows one in an integer constant
/// expression: a literal, possibly negated, as the operand of a cast.
bool floatLiteral(const Expr *E, double &Out) {
  if (E->Kind == ExprKind::FloatLit) {
    Out = E->FPVal;
    return true;
  }
  if (E->Kind == ExprKind::Unary && (E->O == Op::Neg || E->O == Op::Plus) &&
      floatLiteral(E->A, Out)) {
    if (E->O == Op::Neg)
      Out = -Out;
    return true;
  }
  if (E->Kind == ExprKind::Cast && isFloatKind(E->Ty.Kind) &&
      isFloatKind(E->A->Ty.Kind))
    return floatLiteral(E->A, Out);
  return false;
}

std::string valueText(uint64_t V, ScalarKind K) {
  return isSigned(K) ? llvm::itostr(int64_t(V)) : llvm::utostr(V);
}

/// Folds a checked integer expression; on failure sets Bad to the offending
/// node and Why to the reason.
class ConstFolder {
public:
  explicit ConstFolder(unsigned ProgramCount) : ProgramCount(ProgramCount) {}
  Expr *Bad = nullptr;
  const char *Why = "is not an integer constant expression";
  bool ReadProgramCount = false;
  /// The failure is programCount on a scalable target (the driver may
  /// build a fixed-width target instead: DiagReporter::gangWidthNeeded).
  bool NeedsGangWidth = false;

  /// `(int)2.5`, `uniform int64 s = 100.;`: the literal truncated toward
  /// zero, as C converts; a value the integer type cannot hold is not a
  /// constant (C leaves it undefined).
  bool floatToInt(Expr *E, uint64_t &Out) {
    double F;
    ScalarKind K = E->Ty.Kind;
    if (!floatLiteral(E->A, F))
      return fail(E);
    if (K == ScalarKind::Bool) {
      Out = F != 0;
      return true;
    }
    double T = std::trunc(F);
    unsigned W = bitWidth(K);
    double Lo = isSigned(K) ? -std::ldexp(1.0, int(W) - 1) : 0;
    double Hi = isSigned(K) ? std::ldexp(1.0, int(W) - 1) : std::ldexp(1.0, int(W));
    if (!(T >= Lo && T < Hi)) { // NaN fails too
      Why = "converts a floating value the integer type cannot hold";
      return fail(E);
    }
    Out = isSigned(K) ? normalize(uint64_t(int64_t(T)), K)
                      : normalize(uint64_t(T), K);
    return true;
  }

  bool eval(Expr *E, uint64_t &Out) {
    if (!E)
      return fail(E);
    ScalarKind K = E->Ty.Kind;
    if (E->Ty.IsPointer || !(isIntegerKind(K) || K == ScalarKind::Bool))
      return fail(E);
    switch (E->Kind) {
    case ExprKind::IntLit:
    case ExprKind::BoolLit:
      Out = normalize(E->IntVal, K);
      return true;
    case ExprKind::Cast: {
      uint64_t A;
      if (isFloatKind(E->A->Ty.Kind) && !E->A->Ty.IsPointer)
        return floatToInt(E, Out);
      if (!eval(E->A, A))
        return false;
      Out = K == ScalarKind::Bool ? A != 0 : normalize(A, K);
      return true;
    }
    case ExprKind::Name: // a const uniform global with a literal value
      if (E->BI == Builtin::ProgramCount) { // constant for fixed-width targets
        ReadProgramCount = true;
        if (!ProgramCount) {
          Why = "uses programCount, which is not a compile-time constant on "
                "a scalable target";
          NeedsGangWidth = true;
          return fail(E);
        }
        Out = ProgramCount;
        return true;
      }
      if (E->Var && E->Var->IsGlobal && E->Ty.IsConst && E->Var->Init &&
          !E->Ty.isVarying() && !E->Ty.isArray() &&
          E->Var->Init->Kind != ExprKind::InitList)
        return eval(E->Var->Init, Out);
      return fail(E);
    case ExprKind::Unary:
      return unary(E, Out);
    case ExprKind::Binary:
      return binary(E, Out);
    case ExprKind::Cond: {
      uint64_t C;
      if (!eval(E->A, C))
        return false;
      return eval(C ? E->B : E->C, Out);
    }
    default:
      return fail(E);
    }
  }

private:
  unsigned ProgramCount;

  bool fail(Expr *E) {
    if (!Bad)
      Bad = E;
    return false;
  }

  bool unary(Expr *E, uint64_t &Out) {
    uint64_t A;
    if (!eval(E->A, A))
      return false;
    ScalarKind K = E->Ty.Kind;
    switch (E->O) {
    case Op::Neg:
      Out = normalize(0 - A, K);
      return true;
    case Op::Plus:
      Out = normalize(A, K);
      return true;
    case Op::BitNot:
      Out = normalize(~A, K);
      return true;
    case Op::Not:
      Out = A == 0;
      return true;
    default:
      return fail(E);
    }
  }

  bool binary(Expr *E, uint64_t &Out) {
    if (E->O == Op::LAnd || E->O == Op::LOr) {
      uint64_t A, B;
      if (!eval(E->A, A))
        return false;
      if ((E->O == Op::LAnd && !A) || (E->O == Op::LOr && A)) {
        Out = E->O == Op::LOr;
        return true;
      }
      if (!eval(E->B, B))
        return false;
      Out = B != 0;
      return true;
    }
    uint64_t A, B;
    if (!eval(E->A, A) || !eval(E->B, B))
      return false;
    ScalarKind OK = E->A->Ty.Kind; // operands share a kind after Sema
    bool S = isSigned(OK);
    int64_t SA = int64_t(A), SB = int64_t(B);
    ScalarKind K = E->Ty.Kind;
    switch (E->O) {
    case Op::Add:
      Out = normalize(A + B, K);
      return true;
    case Op::Sub:
      Out = normalize(A - B, K);
      return true;
    case Op::Mul:
      Out = normalize(A * B, K);
      return true;
    case Op::Div:
    case Op::Rem:
      if (B == 0) {
        Why = "divides by zero";
        return fail(E);
      }
      if (S && SB == -1) // avoid INT64_MIN / -1
        Out = E->O == Op::Div ? 0 - A : 0;
      else if (S)
        Out = E->O == Op::Div ? uint64_t(SA / SB) : uint64_t(SA % SB);
      else
        Out = E->O == Op::Div ? A / B : A % B;
      Out = normalize(Out, K);
      return true;
    case Op::Shl:
    case Op::Shr:
      if (B >= bitWidth(K)) {
        Why = "shifts by the width of its type or more";
        return fail(E);
      }
      if (E->O == Op::Shl)
        Out = normalize(A << B, K);
      else
        Out = normalize(isSigned(K) ? uint64_t(SA >> B) : A >> B, K);
      return true;
    case Op::BitAnd:
      Out = normalize(A & B, K);
      return true;
    case Op::BitOr:
      Out = normalize(A | B, K);
      return true;
    case Op::BitXor:
      Out = normalize(A ^ B, K);
      return true;
    case Op::LT:
      Out = S ? SA < SB : A < B;
      return true;
    case Op::GT:
      Out = S ? SA > SB : A > B;
      return true;
    case Op::LE:
      Out = S ? SA <= SB : A <= B;
      return true;
    case Op::GE:
      Out = S ? SA >= SB : A >= B;
      return true;
    case Op::EQ:
      Out = A == B;
      return true;
    case Op::NE:
      Out = A != B;
      return true;
    default:
      return fail(E);
    }
  }
};

} // namespace

bool Sema::evalConstIntQuiet(Expr *E, uint64_t &Out, bool *NeedsGangWidth) {
  ConstFolder F(ProgramCount);
  bool Ok = F.eval(E, Out);
  if (NeedsGangWidth)
    *NeedsGangWidth = !Ok && F.NeedsGangWidth;
  return Ok;
}

bool Sema::evalConstInt(Expr *E, uint64_t &Out, llvm::StringRef What) {
  ConstFolder F(ProgramCount);
  if (F.eval(E, Out))
    return true;
  Expr *Bad = F.Bad ? F.Bad : E;
  if (F.NeedsGangWidth)
    Diag.gangWidthNeeded(Bad->Loc, What + " " + F.Why, /*IsError=*/true);
  else
    Diag.error(Bad->Loc, What + " " + F.Why);
  return false;
}

bool Sema::evalConstIntAtGang(Expr *E, unsigned Gang, uint64_t &Out,
                              llvm::StringRef What, bool Report) {
  ConstFolder F(Gang);
  if (F.eval(E, Out))
    return true;
  if (!Report)
    return false;
  Expr *Bad = F.Bad ? F.Bad : E;
  Diag.error(Bad->Loc, What + " " + F.Why +
                           (F.ReadProgramCount
                                ? " when programCount is " + llvm::utostr(Gang)
                                : std::string()));
  return false;
}

void Sema::checkSwitch(Stmt *S) {
  Expr *C = checkExpr(S->E);
  // ISPC converts a floating-point condition to int32 (truncating).
  if (C && !C->Ty.IsPointer && !C->Ty.isArray() && C->Ty.isFloating())
    C = castKind(C, ScalarKind::Int32);
  if (C && (C->Ty.IsPointer || !(C->Ty.isInteger() || C->Ty.isBool()))) {
    Diag.error(C->Begin, "the condition of a switch must be an integer (it "
                         "has type '" +
                             typeName(C->Ty) + "')");
    C = nullptr;
  }
  if (C && C->Ty.isBool())
    C = castKind(C, ScalarKind::Int32);
  S->E = C;
  S->VaryingCond = C && C->Ty.isVarying();
  SwitchInfo SI;
  SI.S = S;
  SI.ForeachDepth = Foreaches.size();
  Switches.push_back(std::move(SI));
  Loops.push_back(LoopKind::Switch);
  pushScope();
  checkStmt(S->Body);
  popScope();
  Loops.pop_back();
  Switches.pop_back();
}

void Sema::checkCaseLabel(Stmt *S) {
  const char *What = S->Kind == StmtKind::Case ? "case" : "default";
  if (Switches.empty()) {
    Diag.error(S->Loc, llvm::Twine("'") + What +
                           "' statement not in a switch statement");
    if (S->Kind == StmtKind::Case)
      checkExpr(S->E);
    checkStmt(S->Body);
    return;
  }
  SwitchInfo &SW = Switches.back();
  if (Foreaches.size() != SW.ForeachDepth)
    Diag.error(S->Loc, llvm::Twine("'") + What +
                           "' label inside a 'foreach' body that is inside "
                           "its switch (the switch cannot jump into it)");
  if (S->Kind == StmtKind::Default) {
    if (SW.Default) {
      Diag.error(S->Loc, "multiple default labels in one switch");
      Diag.note(SW.Default->Loc, "previous default label is here");
    } else {
      SW.Default = S;
    }
  } else if (Expr *E = checkExpr(S->E)) {
    uint64_t V;
    if (E->Ty.IsPointer || !(E->Ty.isInteger() || E->Ty.isBool())) {
      Diag.error(E->Begin, "case value must be an integer (it has type '" +
                               typeName(E->Ty) + "')");
    } else if (evalConstInt(E, V) && SW.S->E) {
      ScalarKind CK = SW.S->E->Ty.Kind, EK = E->Ty.Kind;
      uint64_t Conv = normalize(V, CK);
      // Both are 64-bit patterns extended from their types: the value fits
      // when the pattern and the sign agree.
      bool NegV = isSigned(EK) && int64_t(V) < 0;
      bool NegC = isSigned(CK) && int64_t(Conv) < 0;
      bool Lost = Conv != V || NegV != NegC;
      if (Lost) {
        Diag.error(E->Begin, "case value " + valueText(V, EK) +
                                 " does not fit in the switch condition's "
                                 "type '" +
                                 kindName(CK) + "'");
      } else {
        auto [It, New] = SW.Cases.try_emplace(Conv, S);
        if (!New) {
          Diag.error(E->Begin,
                     "duplicate case value " + valueText(Conv, CK));
          Diag.note(It->second->Loc, "previous case is here");
        }
        S->CaseVal = Conv;
      }
    }
    S->E = E;
  }
  checkStmt(S->Body);
}

void Sema::checkLabel(Stmt *S) {
  auto [It, New] = Labels.try_emplace(S->Name, LabelInfo{S, Foreaches});
  if (!New) {
    Diag.error(S->Loc, "redefinition of label '" + S->Name + "'");
    Diag.note(It->second.S->Loc, "previous definition is here");
  }
  checkStmt(S->Body);
}

void Sema::checkGoto(Stmt *S) { Gotos.push_back({S, Foreaches}); }

void Sema::resolveGotos() {
  for (LabelInfo &G : Gotos) {
    Stmt *S = G.S;
    auto It = Labels.find(S->Name);
    if (It == Labels.end()) {
      Diag.error(S->Loc, "use of undeclared label '" + S->Name + "'");
      continue;
    }
    LabelInfo &L = It->second;
    L.S->LabelUsed = true;
    S->Target = L.S;
    if (L.Foreaches == G.Foreaches)
      continue;
    bool Leaves = G.Foreaches.size() > L.Foreaches.size() ||
                  !std::equal(G.Foreaches.begin(), G.Foreaches.end(),
                              L.Foreaches.begin());
    Diag.error(S->Loc, "'goto " + S->Name + "' " +
                           (Leaves ? "leaves" : "enters") +
                           " a 'foreach' body, which is not allowed");
    Diag.note(L.S->Loc, "label '" + S->Name + "' is here");
  }
  std::vector<Stmt *> Unused;
  for (auto &KV : Labels)
    if (!KV.second.S->LabelUsed)
      Unused.push_back(KV.second.S);
  llvm::sort(Unused, [](Stmt *A, Stmt *B) {
    return A->Loc.getRawEncoding() < B->Loc.getRawEncoding();
  });
  for (Stmt *L : Unused)
    Diag.warning(L->Loc, "unused label '" + L->Name + "' [-Wunused-label]");
}

} // namespace fe
} // namespace spmdc
