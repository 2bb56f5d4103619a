//===- SemaOperators.cpp - operator overloading for structs ---------------===//
//
// \file
// The part of Sema (see Sema.h) for ISPC's operator overloading: a function
// named `operator+` (the parser's `operator` syntax; one of + - * / % << >>
// & | ^ == != < > <= >= && ||) with two parameters, at least one of them a
// struct (by value or by reference), says what that binary operator means
// when an operand is a struct. `a * b` with a struct operand becomes the
// call `operator*(a, b)`, resolved among the overloads like any call (so
// reference parameters need lvalue operands, and the result is the
// function's). Without a matching operator function a struct operand is an
// error as before. ISPC 1.28's unary and assignment operators work the same
// way: `-s`, `!s`, `~s` call `operator-(S)` ...; `++s` calls
// `operator++(S &)`, `s++` `operator++(S &, int)` with a dummy 0; `s += t`
// calls `operator+=(S &, T)`, and `s = t` calls `operator=(S &, T)` when
// t is not an S (an S is copied member by member).
//
// Guarantees: an operator function is an ordinary internal function (its
// IR name spells the operator in letters, `operator__mul`); the rewritten
// expression is an ExprKind::Call checked by checkCall.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

namespace {
struct OperatorName {
  const char *Spelling, *Word;
};
// clang-format off
constexpr OperatorName OperatorNames[] = {
    {"+", "add"},   {"-", "sub"},  {"*", "mul"},  {"/", "div"},
    {"%", "rem"},   {"<<", "shl"}, {">>", "shr"}, {"&", "and"},
    {"|", "or"},    {"^", "xor"},  {"==", "eq"},  {"!=", "ne"},
    {"<", "lt"},    {">", "gt"},   {"<=", "le"},  {">=", "ge"},
    {"&&", "land"}, {"||", "lor"},
    // unary (ISPC 1.28): `-` is "sub" with one parameter
    {"!", "not"},   {"~", "bitnot"}, {"++", "inc"}, {"--", "dec"},
    // assignment (ISPC 1.28)
    {"=", "assign"},       {"+=", "add_assign"}, {"-=", "sub_assign"},
    {"*=", "mul_assign"},  {"/=", "div_assign"}, {"%=", "rem_assign"},
    {"<<=", "shl_assign"}, {">>=", "shr_assign"}, {"&=", "and_assign"},
    {"|=", "or_assign"},   {"^=", "xor_assign"}};
// clang-format on

bool isAssignOperator(llvm::StringRef Sp) {
  return Sp == "=" || (Sp.size() >= 2 && Sp.ends_with("=") && Sp != "==" &&
                       Sp != "!=" && Sp != "<=" && Sp != ">=");
}

/// A parameter type that makes a function an operator for structs.
bool isStructOperand(const Type &T) {
  return T.isStruct() && !isShortVector(T);
}
} // namespace

bool Sema::isOperatorName(const std::string &Name) {
  llvm::StringRef N(Name);
  if (!N.consume_front("operator"))
    return false;
  for (const OperatorName &O : OperatorNames)
    if (N == O.Spelling)
      return true;
  return false;
}

std::string Sema::operatorIRName(const std::string &Name) {
  llvm::StringRef N = llvm::StringRef(Name).drop_front(8);
  for (const OperatorName &O : OperatorNames)
    if (N == O.Spelling)
      return std::string("operator__") + O.Word;
  return Name;
}

bool Sema::checkOperatorSignature(FuncDecl *F) {
  const char *Bad = F->Storage == StorageKind::Export ? "export"
                    : F->IsTask                       ? "task"
                    : F->IsExternC                    ? "extern \"C\""
                                                      : nullptr;
  if (Bad) {
    Diag.error(F->Loc, "operator function '" + F->Name + "' cannot be '" +
                           Bad + "'");
    return false;
  }
  llvm::StringRef Sp = llvm::StringRef(F->Name).drop_front(8);
  size_t N = F->Params.size();
  // `!x`, `~x`: one parameter; `++x` one, `x++` two (the second a dummy
  // int); `-x` one or `a - b` two; assignments two, the first a reference
  // to the struct assigned to; the other binary operators two.
  bool Unary = Sp == "!" || Sp == "~";
  bool IncDec = Sp == "++" || Sp == "--";
  bool OK = Unary                   ? N == 1
            : (IncDec || Sp == "-") ? (N == 1 || N == 2)
                                    : N == 2;
  if (!OK) {
    Diag.error(F->Loc, "operator function '" + F->Name + "' must have " +
                           (Unary    ? std::string("one parameter")
                            : IncDec ? std::string("one parameter (prefix) or "
                                                   "two (postfix, the second "
                                                   "an int)")
                            : Sp == "-" ? std::string("one or two parameters")
                                        : std::string("two parameters")) +
                           ", not " + std::to_string(N));
    return false;
  }
  if (IncDec && N == 2 &&
      (!F->Params[1]->Ty.isInteger() || F->Params[1]->Ty.IsPointer)) {
    Diag.error(F->Params[1]->Loc, "the second parameter of postfix '" +
                                      F->Name + "' must be an int");
    return false;
  }
  if ((IncDec || isAssignOperator(Sp)) &&
      !(F->Params[0]->Ty.IsRef && isStructOperand(F->Params[0]->Ty))) {
    Diag.error(F->Params[0]->Loc,
               "the first parameter of '" + F->Name +
                   "' must be a reference to a struct (the operand it "
                   "changes)");
    return false;
  }
  if (!isStructOperand(F->Params[0]->Ty) &&
      (N == 1 || !isStructOperand(F->Params[1]->Ty))) {
    Diag.error(F->Loc, "operator function '" + F->Name +
                           "' needs a struct parameter (operators of other "
                           "types cannot be overloaded)");
    return false;
  }
  return true;
}

/// Rewrites E into the call `Name(Args...)` if an operator function of
/// that name exists (Handled), and checks the call.
Expr *Sema::toOperatorCall(Expr *E, const std::string &Name,
                           std::vector<Expr *> Args, bool &Handled) {
  Handled =
      isOperatorName(Name) &&
      (Overloads.count(Name) || Templates.count(Name)); // templates: ISPC 1.22
  if (!Handled)
    return nullptr;
  E->Kind = ExprKind::Call;
  E->Name = Name;
  E->Args = std::move(Args);
  E->A = E->B = E->C = nullptr;
  E->O = Op::None;
  return checkCall(E, /*ArgsChecked=*/true);
}

Expr *Sema::checkOperatorCall(Expr *E, Expr *A, Expr *B, bool &Handled) {
  return toOperatorCall(E, std::string("operator") + opSpelling(E->O), {A, B},
                        Handled);
}

Expr *Sema::checkUnaryOperatorCall(Expr *E, Expr *A, bool &Handled) {
  Handled = false;
  std::vector<Expr *> Args = {A};
  switch (E->O) {
  case Op::Neg:
  case Op::Not:
  case Op::BitNot:
  case Op::PreInc:
  case Op::PreDec:
    break;
  case Op::PostInc:
  case Op::PostDec: {
    // `x++` calls `operator++(S &s, int)` with a dummy 0, as in C++.
    Expr *Zero = Ctx.newExpr(ExprKind::IntLit, E->Loc);
    Zero->Begin = E->Loc;
    Zero->Ty = Type::scalar(ScalarKind::Int32, Variability::Uniform);
    Args.push_back(Zero);
    break;
  }
  default:
    return nullptr;
  }
  return toOperatorCall(E, std::string("operator") + opSpelling(E->O),
                        std::move(Args), Handled);
}

Expr *Sema::checkAssignOperatorCall(Expr *E, Expr *L, Expr *R, bool &Handled) {
  Handled = false;
  // A plain `=` between values of the same struct type stays the member
  // copy; `operator=` is for other right-hand types (ISPC's example
  // assigns a FloatMatrix to a Matrix).
  if (E->O == Op::None && R->Ty.Struct == L->Ty.Struct && !R->Ty.IsPointer &&
      !R->Ty.isArray())
    return nullptr;
  std::string Name = std::string("operator") +
                     (E->O == Op::None ? "" : opSpelling(E->O)) + "=";
  return toOperatorCall(E, Name, {L, R}, Handled);
}

} // namespace fe
} // namespace spmdc
