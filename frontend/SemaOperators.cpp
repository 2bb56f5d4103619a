//===- SemaOperators.cpp - operator overloading for structs ---------------===//
//
// \file
// The part of Sema (see Sema.h) for ISPC's operator overloading: a function
// named `operator+` (the parser's `operator` syntax; one of + - * / % << >>
// & | ^ == != < > <= >=) with two parameters, at least one of them a struct
// (by value or by reference), says what that binary operator means when an
// operand is a struct. `a * b` with a struct operand becomes the call
// `operator*(a, b)`, resolved among the overloads like any call (so
// reference parameters need lvalue operands, and the result is the
// function's). Without a matching operator function a struct operand is an
// error as before.
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
constexpr OperatorName OperatorNames[] = {
    {"+", "add"},   {"-", "sub"},  {"*", "mul"},  {"/", "div"},
    {"%", "rem"},   {"<<", "shl"}, {">>", "shr"}, {"&", "and"},
    {"|", "or"},    {"^", "xor"},  {"==", "eq"},  {"!=", "ne"},
    {"<", "lt"},    {">", "gt"},   {"<=", "le"},  {">=", "ge"}};

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
  if (F->Params.size() != 2) {
    Diag.error(F->Loc, "operator function '" + F->Name +
                           "' must have two parameters (ISPC overloads "
                           "binary operators only), not " +
                           std::to_string(F->Params.size()));
    return false;
  }
  if (!isStructOperand(F->Params[0]->Ty) &&
      !isStructOperand(F->Params[1]->Ty)) {
    Diag.error(F->Loc, "operator function '" + F->Name +
                           "' needs a struct parameter (operators of other "
                           "types cannot be overloaded)");
    return false;
  }
  return true;
}

Expr *Sema::checkOperatorCall(Expr *E, Expr *A, Expr *B, bool &Handled) {
  std::string Name = std::string("operator") + opSpelling(E->O);
  Handled = isOperatorName(Name) && Overloads.count(Name);
  if (!Handled)
    return nullptr;
  E->Kind = ExprKind::Call;
  E->Name = Name;
  E->Args = {A, B};
  E->A = E->B = nullptr;
  E->O = Op::None;
  return checkCall(E, /*ArgsChecked=*/true);
}

} // namespace fe
} // namespace spmdc
