//===- SemaExpr.cpp - expression types, variability, builtins -------------===//
//
// \file
// The expression half of Sema (see Sema.h). Every check function returns
// the (possibly wrapped) expression, or null after reporting exactly one
// error; parents return null silently, so errors do not cascade.
//
//===----------------------------------------------------------------------===//
#include "frontend/ASTClone.h"
#include "frontend/Builtins.h"
#include "frontend/Sema.h"
#include "frontend/Soa.h"
#include "frontend/StructMembers.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace spmdc {
namespace fe {

const char *opSpelling(Op O) {
  switch (O) {
  case Op::None:
    return "=";
  case Op::Neg:
    return "-";
  case Op::Plus:
    return "+";
  case Op::Not:
    return "!";
  case Op::BitNot:
    return "~";
  case Op::PreInc:
  case Op::PostInc:
    return "++";
  case Op::PreDec:
  case Op::PostDec:
    return "--";
  case Op::Deref:
    return "*";
  case Op::AddrOf:
    return "&";
  case Op::Add:
    return "+";
  case Op::Sub:
    return "-";
  case Op::Mul:
    return "*";
  case Op::Div:
    return "/";
  case Op::Rem:
    return "%";
  case Op::Shl:
    return "<<";
  case Op::Shr:
    return ">>";
  case Op::BitAnd:
    return "&";
  case Op::BitOr:
    return "|";
  case Op::BitXor:
    return "^";
  case Op::LT:
    return "<";
  case Op::GT:
    return ">";
  case Op::LE:
    return "<=";
  case Op::GE:
    return ">=";
  case Op::EQ:
    return "==";
  case Op::NE:
    return "!=";
  case Op::LAnd:
    return "&&";
  case Op::LOr:
    return "||";
  }
  return "?";
}

bool isUnsupportedStdlib(llvm::StringRef N) {
  static const char *const Names[] = {
      "programIndex_", "aos_to_soa3", "soa_to_aos3", "invoke_sycl",
      "ISPCAlloc"};
  for (const char *S : Names)
    if (N == S)
      return true;
  return false;
}

std::string Sema::didYouMean(llvm::StringRef Name, bool Functions) {
  std::string Best;
  if (Name.size() < 3)
    return Best;
  unsigned BestD = Name.size() <= 4 ? 1 : 2;
  auto Try = [&](llvm::StringRef C) {
    if (C == Name)
      return;
    unsigned D = Name.edit_distance(C, true, BestD + 1);
    if (D <= BestD && (Best.empty() || D < BestD || C < Best)) {
      Best = C.str();
      BestD = D;
    }
  };
  if (!Functions) {
    for (auto &S : Scopes)
      for (auto &KV : S)
        Try(KV.getKey());
    Try("programIndex");
    Try("programCount");
  } else {
    for (auto &KV : Overloads)
      Try(KV.getKey());
    for (const BuiltinInfo &B : allBuiltins())
      Try(B.Name);
  }
  return Best.empty() ? std::string() : "; did you mean '" + Best + "'?";
}

Expr *Sema::castKind(Expr *E, ScalarKind K) {
  if (!E || E->Ty.IsPointer || E->Ty.Kind == K)
    return E;
  Expr *C = Ctx.newExpr(ExprKind::Cast, E->Loc);
  C->A = E;
  C->Implicit = true;
  C->Begin = E->Begin;
  C->Ty = Type::scalar(K, E->Ty.Var);
  C->Depth = E->Depth + 1;
  return C;
}

bool Sema::requireNumeric(Expr *E, llvm::StringRef OpName) {
  if (E->Ty.isArray() || E->Ty.isStruct()) {
    Diag.error(E->Loc, "invalid operand of '" + OpName + "': " +
                           (E->Ty.isArray() ? "an array" : "a struct") +
                           " ('" + typeName(E->Ty) + "')");
    return false;
  }
  if (E->Ty.IsPointer) {
    Diag.error(E->Loc, "invalid operand of '" + OpName + "': a pointer ('" +
                           typeName(E->Ty) + "')");
    return false;
  }
  if (E->Ty.isVoid()) {
    Diag.error(E->Loc, "operand of '" + OpName + "' has type void");
    return false;
  }
  return true;
}

Expr *Sema::toBool(Expr *E) {
  if (!E)
    return nullptr;
  if (E->Ty.IsPointer) // p != NULL
    return pointerToBool(E);
  if (E->Ty.isArray() || E->Ty.isStruct()) {
    Diag.error(E->Loc, std::string(E->Ty.isArray()   ? "an array"
                                   : isShortVector(E->Ty) ? "a short vector"
                                                          : "a struct") +
                           " cannot be used as a condition");
    return nullptr;
  }
  if (E->Ty.isVoid()) {
    Diag.error(E->Loc, "a void value cannot be used as a condition");
    return nullptr;
  }
  return castKind(E, ScalarKind::Bool);
}

Expr *Sema::convert(Expr *E, const Type &To, ConvCtx C, llvm::StringRef What) {
  if (!E)
    return nullptr;
  const Type &From = E->Ty;
  if (From.isVoid()) {
    Diag.error(E->Begin, "a void value cannot be used here");
    return nullptr;
  }
  if (From.isArray() && soaWidth(E)) {
    Diag.error(E->Begin, "an array inside an soa<" +
                             llvm::Twine(soaWidth(E)) +
                             "> element is not contiguous and cannot be "
                             "converted to '" +
                             typeName(To) + "'; use its elements");
    return nullptr;
  }
  if (From.isArray()) {
    // A one-dimensional array decays to a pointer to its first element;
    // an array of arrays to a pointer to its first array.
    bool OK = To.IsPointer && From.Dims.size() == 1 && To.Kind == From.Kind &&
              To.Struct == From.Struct && To.Soa == From.Soa &&
              To.PointeeVar == From.Var && (!From.IsConst || To.PointeeConst);
    if (From.Dims.size() > 1 && !From.hasRuntimeDims() && To.IsPointer &&
        To.PtrTo && To.PtrTo->isArray() && !From.Soa)
      OK = samePointeeType(To, arrayPointerType(From.elementType())) &&
           To.PointeeVar == From.Var && (!From.IsConst || To.PointeeConst);
    // An array of pointers (`uniform float * uniform rows[2]`) decays to
    // a pointer to its first pointer (`uniform float * uniform * uniform`),
    // as in C. The Kind test above compares the element pointers'
    // pointees with the target's (void for a pointer to a pointer), so
    // such arrays never decayed. Not an array of uniform pointers to
    // varying data: its elements are per-instance views
    // (CodeGenLaneViews.cpp), not addresses laid out one after another.
    if (isDecayablePointerArray(From))
      OK = To.IsPointer && To.PtrTo &&
           samePointeeType(To, From.elementType().pointerTo()) &&
           To.PointeeVar == From.Var && (!From.IsConst || To.PointeeConst);
    if (!OK) {
      std::string Msg =
          "cannot convert '" + typeName(From) + "' to '" + typeName(To) + "'";
      if (C == ConvCtx::Arg)
        Msg += " for parameter " + What.str();
      if (To.IsPointer && From.IsPointer && From.isUniform() &&
          From.PointeeVar == Variability::Varying)
        Msg += " (an array of uniform pointers to varying data holds one "
               "view per program instance and does not decay to a pointer; "
               "use its elements)";
      Diag.error(E->Begin, Msg);
      return nullptr;
    }
    Expr *D = Ctx.newExpr(ExprKind::Cast, E->Loc);
    D->A = E;
    D->Implicit = true;
    D->Begin = E->Begin;
    D->Ty = To;
    D->Depth = E->Depth + 1;
    return D;
  }
  if ((isShortVector(From) || isShortVector(To)) && From.Struct != To.Struct)
    return convertShortVector(E, To, C, What, /*Explicit=*/false);
  if ((From.isStruct() || To.isStruct()) && From.Struct != To.Struct) {
    std::string Msg =
        "cannot convert '" + typeName(From) + "' to '" + typeName(To) + "'";
    if (C == ConvCtx::Arg)
      Msg += " for parameter " + What.str();
    Diag.error(E->Begin, Msg);
    return nullptr;
  }
  if (To.IsPointer && isNullPointerConstant(E)) {
    E->Ty = To; // NULL or 0
    E->Ty.IsConst = false;
    return E;
  }
  if (To.IsPointer && From.IsPointer && To.isUniform() && From.isVarying()) {
    Diag.error(E->Begin, "cannot convert a varying pointer ('" +
                             typeName(From) + "') to a uniform one ('" +
                             typeName(To) + "')");
    return nullptr;
  }
  // As in C and ISPC, a pointer converts to bool (`bool b = p;`, a bool
  // parameter or result): `p != NULL`, checked for variability below.
  bool PtrToBool = From.IsPointer && !From.isArray() && To.isBool();
  if ((To.IsPointer || From.IsPointer) && !PtrToBool) {
    // As in C, a pointer to any data converts to `void *` and back (not a
    // function pointer, and not an soa pointer, which is not one address).
    bool Void = To.IsPointer && From.IsPointer &&
                (To.isVoidPointer() || From.isVoidPointer()) && !To.Fn &&
                !From.Fn && !To.Soa && !From.Soa;
    bool OK = To.IsPointer && From.IsPointer &&
              (Void || (samePointeeType(To, From) && To.Soa == From.Soa &&
                        To.PointeeVar == From.PointeeVar)) &&
              (!From.PointeeConst || To.PointeeConst);
    if (!OK) {
      std::string Msg =
          "cannot convert '" + typeName(From) + "' to '" + typeName(To) + "'";
      if (C == ConvCtx::Arg)
        Msg += " for parameter " + What.str();
      if (From.IsPointer && To.IsPointer && From.PointeeConst &&
          !To.PointeeConst)
        Msg += " (it discards 'const')";
      Diag.error(E->Begin, Msg);
      return nullptr;
    }
    return E;
  }
  if (To.isUniform() && From.isVarying()) {
    switch (C) {
    case ConvCtx::Assign:
      Diag.error(E->Begin,
                 "cannot assign a varying value to uniform " + What.str());
      break;
    case ConvCtx::Init:
      Diag.error(E->Begin, "cannot initialize uniform variable '" + What +
                               "' with a varying value");
      break;
    case ConvCtx::Arg:
      Diag.error(E->Begin, "cannot pass a varying value to uniform parameter " +
                               What.str());
      break;
    case ConvCtx::Return:
      Diag.error(E->Begin, "cannot return a varying value from function '" +
                               What + "', whose return type is uniform");
      break;
    case ConvCtx::Other:
      Diag.error(E->Begin, "cannot convert a varying value to type '" +
                               typeName(To) + "'");
      break;
    }
    return nullptr;
  }
  if (PtrToBool)
    return pointerToBool(E);
  return castKind(E, To.Kind);
}

bool Sema::isPartOfStructSelect(const Expr *E) {
  // `(c ? s : t).f`: a selection of structs or short vectors is a copy
  // (checkCond, checkVecCond), so a write into it, or a reference to it,
  // would be lost (before session 24 `(c ? v : w).x = 7` silently was).
  for (const Expr *X = E;
       X && ((X->Kind == ExprKind::Index && X->A->Ty.isArray()) ||
             (X->Kind == ExprKind::Member && X->O != Op::Deref));
       X = X->A)
    if (X->A->Kind == ExprKind::Cond)
      return true;
  return false;
}

bool Sema::checkAssignable(Expr *E) {
  if (E->Ty.isArray()) {
    Diag.error(E->Loc, "cannot assign to an array ('" + typeName(E->Ty) +
                           "'); assign its elements");
    return false;
  }
  if (E->Kind == ExprKind::Name && E->Var) {
    if (E->Ty.IsConst) {
      Diag.error(E->Loc, "cannot assign to const variable '" + E->Name + "'");
      return false;
    }
    return true;
  }
  if (E->Kind == ExprKind::Member && !E->Swizzle.empty())
    return checkSwizzleAssignable(E); // `v.xy = ...` (SemaShortVector.cpp)
  // `v.xy.y`, `v.zx[0]`: an element of a swizzle's new vector.
  for (const Expr *X = E;
       X && (X->Kind == ExprKind::Index ||
             (X->Kind == ExprKind::Member && X->O != Op::Deref));
       X = X->A)
    if (X->Kind == ExprKind::Member && !X->Swizzle.empty()) {
      Diag.error(E->Loc, "cannot assign to an element of swizzle '" +
                             X->Name + "' (a new vector); assign the "
                             "swizzle or the element of the vector");
      return false;
    }
  // (A whole `(c ? s : t) = v` is rewritten into assignments to the arms
  // by checkAssign.)
  if (isPartOfStructSelect(E)) {
    Diag.error(E->Loc, "cannot assign to a part of a '?:' result (a copy); "
                       "assign to each arm's part instead");
    return false;
  }
  if (E->Kind == ExprKind::Index || E->Kind == ExprKind::Member ||
      (E->Kind == ExprKind::Unary && E->O == Op::Deref) ||
      (E->Kind == ExprKind::Call && E->Fn && E->Fn->RetTy.IsRef)) {
    if (E->Ty.IsConst) {
      Diag.error(E->Loc, "cannot assign to a const location");
      return false;
    }
    return true;
  }
  Diag.error(E->Loc, "expression is not assignable");
  return false;
}

Expr *Sema::checkExpr(Expr *E) {
  if (!E)
    return nullptr;
  switch (E->Kind) {
  case ExprKind::IntLit:
  case ExprKind::FloatLit:
    return E; // typed by the parser
  case ExprKind::BoolLit:
    E->Ty = Type::scalar(ScalarKind::Bool, Variability::Uniform);
    return E;
  case ExprKind::Name:
    return checkName(E);
  case ExprKind::Unary:
    return checkUnary(E);
  case ExprKind::Binary:
    return checkBinary(E);
  case ExprKind::Assign:
    return checkAssign(E);
  case ExprKind::Cond:
    return checkCond(E);
  case ExprKind::Cast:
    return checkCast(E);
  case ExprKind::Call:
    return checkCall(E);
  case ExprKind::Index:
    return checkIndex(E);
  case ExprKind::Member:
    return checkMember(E);
  case ExprKind::SizeOf:
    return checkSizeOf(E);
  case ExprKind::New:
    return checkNew(E);
  case ExprKind::StringLit: // checkCall takes print's format before this
    Diag.error(E->Loc, "string literals are only supported as the format "
                       "argument of 'print'");
    return nullptr;
  case ExprKind::Comma: {
    E->A = checkExpr(E->A);
    E->B = checkExpr(E->B);
    if (!E->A || !E->B)
      return nullptr;
    if (E->B->Ty.isArray()) {
      Diag.error(E->B->Begin, "an array cannot be used as a value");
      return nullptr;
    }
    E->Ty = E->B->Ty;
    return E;
  }
  case ExprKind::InitList:
    Diag.error(E->Loc, "a brace-enclosed list can only initialize a "
                       "variable");
    return nullptr;
  }
  return nullptr;
}

Expr *Sema::checkName(Expr *E) {
  if (VarDecl *V = lookupVar(E->Name)) {
    if (V->Invalid)
      return nullptr;
    E->Var = V;
    E->Ty = V->Ty;
    E->Ty.IsRef = false; // the referenced object
    return E;
  }
  if (E->Name == "programIndex") {
    E->BI = Builtin::ProgramIndex;
    E->Ty = Type::scalar(ScalarKind::Int32, Variability::Varying);
    return E;
  }
  if (EnumConst *C = EnumConsts.lookup(E->Name)) {
    E->Kind = ExprKind::IntLit;
    E->IntVal = uint64_t(C->Value);
    E->Ty = Type::scalar(ScalarKind::Int32, Variability::Uniform);
    if (C->Owner && !C->Owner->Name.empty())
      E->Ty.Enum = C->Owner; // picks `F(Foo)` over `F(Bar)`
    return E;
  }
  if (E->Name == "NULL") {
    E->Kind = ExprKind::IntLit; // the null pointer constant
    E->IntVal = 0;
    E->Ty = Type::scalar(ScalarKind::Void, Variability::Uniform);
    E->Ty.IsPointer = true;
    return E;
  }
  if (E->Name == "programCount") {
    E->BI = Builtin::ProgramCount;
    E->Ty = Type::scalar(ScalarKind::Int32, Variability::Uniform);
    return E;
  }
  if (TaskVar TV = taskVarFor(E->Name))
    return checkTaskVarName(E, TV);
  if (Overloads.count(E->Name))
    return checkFunctionDesignator(E);
  if (DesignatorExpr == E && DesignatorTo && lookupBuiltin(E->Name)) {
    // `FuncType fp = min;`: a function that calls the library's.
    FuncDecl *W = libraryWrapper(E->Name, DesignatorTo, E->Loc);
    return W ? designate(E, W) : nullptr;
  }
  if (lookupBuiltin(E->Name)) {
    Diag.error(E->Loc, "the address of builtin function '" + E->Name +
                           "' cannot be taken");
    return nullptr;
  }
  if (isUnsupportedStdlib(E->Name)) {
    Diag.error(E->Loc, "'" + E->Name + "' is not supported yet");
    return nullptr;
  }
  // TARGET_WIDTH outside an #if (`#define N TARGET_WIDTH + 1`): undefined
  // where the gang width is known only at run time.
  if (E->Name == "TARGET_WIDTH" && !ProgramCount) {
    Diag.gangWidthNeeded(E->Loc,
                         "TARGET_WIDTH is not defined on a scalable target "
                         "(the gang width is known only at run time)",
                         /*IsError=*/true);
    return nullptr;
  }
  Diag.error(E->Loc, "use of undeclared identifier '" + E->Name + "'" +
                         didYouMean(E->Name, false));
  return nullptr;
}

Expr *Sema::checkUnary(Expr *E) {
  Expr *A = checkExpr(E->A);
  if (!A)
    return nullptr;
  E->A = A;
  if (isShortVector(A->Ty) && E->O != Op::AddrOf)
    return checkVecUnary(E);
  if (A->Ty.isStruct() && !A->Ty.IsPointer && !A->Ty.isArray()) {
    bool Handled = false; // ISPC 1.28's unary operator functions
    Expr *C = checkUnaryOperatorCall(E, A, Handled);
    if (Handled)
      return C;
  }
  const char *OpName = opSpelling(E->O);
  switch (E->O) {
  case Op::Neg:
  case Op::Plus: {
    if (!requireNumeric(A, OpName))
      return nullptr;
    if (A->Ty.isBool())
      E->A = A = castKind(A, ScalarKind::Int32);
    E->Ty = Type::scalar(A->Ty.Kind, A->Ty.Var);
    return E;
  }
  case Op::Not:
    E->A = toBool(A);
    if (!E->A)
      return nullptr;
    E->Ty = Type::scalar(ScalarKind::Bool, A->Ty.Var);
    return E;
  case Op::BitNot:
    if (!requireNumeric(A, OpName))
      return nullptr;
    if (A->Ty.isBool())
      E->A = A = castKind(A, ScalarKind::Int32);
    if (!A->Ty.isInteger()) {
      Diag.error(E->Loc,
                 "invalid operand to '~' (have '" + typeName(A->Ty) + "')");
      return nullptr;
    }
    E->Ty = Type::scalar(A->Ty.Kind, A->Ty.Var);
    return E;
  case Op::PreInc:
  case Op::PreDec:
  case Op::PostInc:
  case Op::PostDec:
    if (!checkAssignable(A))
      return nullptr;
    if (A->Ty.isBool() || (A->Ty.Struct && !A->Ty.IsPointer)) {
      Diag.error(E->Loc, llvm::Twine("cannot apply '") + OpName + "' to a " +
                             (A->Ty.isBool() ? "bool" : "struct"));
      return nullptr;
    }
    if (A->Ty.isVoidPointer()) {
      Diag.error(E->Loc, llvm::Twine("cannot apply '") + OpName +
                             "' to a void pointer");
      return nullptr;
    }
    E->CompKind = A->Ty.Kind;
    E->Ty = A->Ty.unqualified();
    return E;
  case Op::Deref:
    if (A->Ty.Fn) { // (*fp): the function pointer itself, to be called
      E->Ty = A->Ty;
      return A;
    }
    if (!A->Ty.IsPointer) {
      Diag.error(E->Loc, "cannot dereference a value of type '" +
                             typeName(A->Ty) + "'");
      return nullptr;
    }
    if (A->Ty.isVoidPointer()) {
      Diag.error(E->Loc, "cannot dereference a null or void pointer");
      return nullptr;
    }
    if (!requireComplete(A->Ty, E->Loc, "'*'", /*Pointee=*/true))
      return nullptr;
    E->Ty = A->Ty.pointee();
    // Through a varying pointer each lane reads its own location.
    E->Ty.Var = joinVar(A->Ty.PointeeVar, A->Ty.Var);
    return E;
  case Op::AddrOf:
    if (A->Kind == ExprKind::Name && A->Fn) // &f: the function's address
      return A;
    return checkAddrOf(E);
  default:
    Diag.error(E->Loc, "unexpected unary operator");
    return nullptr;
  }
}

/// The kind in which `A op B` is computed, or Void with an error message.
static ScalarKind binaryKind(Op O, const Type &A, const Type &B,
                             std::string &Err) {
  ScalarKind K;
  if (O == Op::Shl || O == Op::Shr) {
    K = A.Kind == ScalarKind::Bool ? ScalarKind::Int32 : A.Kind;
    ScalarKind KB = B.Kind == ScalarKind::Bool ? ScalarKind::Int32 : B.Kind;
    if (!isIntegerKind(K) || !isIntegerKind(KB)) {
      Err = "integer";
      return ScalarKind::Void;
    }
    return K;
  }
  K = commonKind(A.Kind, B.Kind);
  bool IntOnly =
      O == Op::Rem || O == Op::BitAnd || O == Op::BitOr || O == Op::BitXor;
  if (IntOnly && !isIntegerKind(K)) {
    Err = "integer";
    return ScalarKind::Void;
  }
  return K;
}

Expr *Sema::checkBinary(Expr *E) {
  Expr *A = checkExpr(E->A);
  Expr *B = checkExpr(E->B);
  if (!A || !B)
    return nullptr;
  if (isShortVector(A->Ty) || isShortVector(B->Ty))
    return checkVecBinary(E, A, B);
  if ((A->Ty.isStruct() && !A->Ty.IsPointer && !A->Ty.isArray()) ||
      (B->Ty.isStruct() && !B->Ty.IsPointer && !B->Ty.isArray())) {
    bool Handled = false;
    Expr *C = checkOperatorCall(E, A, B, Handled);
    if (Handled)
      return C;
  }
  const char *OpName = opSpelling(E->O);
  Variability V = joinVar(A->Ty.Var, B->Ty.Var);
  if (E->O == Op::LAnd || E->O == Op::LOr) {
    E->A = toBool(A);
    E->B = toBool(B);
    if (!E->A || !E->B)
      return nullptr;
    E->Ty = Type::scalar(ScalarKind::Bool, V);
    return E;
  }
  // `array + n` / `n + array` / `array - n`: a one-dimensional array of
  // values decays to a pointer to its first element, as in C.
  auto Decay = [&](Expr *&X) {
    X = decayArray(X);
    return X != nullptr;
  };
  if (E->O == Op::Add || E->O == Op::Sub) {
    // `p - array`: a pointer difference with the decayed array.
    bool DecayB = E->O == Op::Add || (A->Ty.IsPointer && !A->Ty.isArray());
    if (!Decay(A) || (DecayB && !Decay(B)))
      return nullptr;
  } else if (E->O >= Op::LT && E->O <= Op::NE && decaysAgainst(A, B)) {
    // `p == array`, `array != NULL`, `a < b` of two arrays: the arrays
    // decay to pointers to their first elements and the addresses compare,
    // as in C.
    if (!Decay(A) || !Decay(B))
      return nullptr;
  }
  if ((A->Ty.IsPointer && !A->Ty.isArray()) ||
      (B->Ty.IsPointer && !B->Ty.isArray()))
    return checkPointerBinary(E, A, B);
  if (!requireNumeric(A, OpName) || !requireNumeric(B, OpName))
    return nullptr;
  std::string Err;
  ScalarKind K = binaryKind(E->O, A->Ty, B->Ty, Err);
  if (K == ScalarKind::Void) {
    Diag.error(E->Loc, "invalid operands to binary '" + std::string(OpName) +
                           "' ('" + typeName(A->Ty) + "' and '" +
                           typeName(B->Ty) + "'): " + Err +
                           " operands required");
    return nullptr;
  }
  if ((E->O == Op::Div || E->O == Op::Rem) && isIntegerKind(K) &&
      B->Kind == ExprKind::IntLit && B->IntVal == 0)
    Diag.warning(B->Loc, "division by zero is undefined");
  if ((E->O == Op::Shl || E->O == Op::Shr) && B->Kind == ExprKind::IntLit &&
      B->IntVal >= bitWidth(K))
    Diag.warning(B->Loc, "shift count >= width of type");
  E->A = castKind(A, K);
  E->B = castKind(B, K);
  bool Cmp = E->O >= Op::LT && E->O <= Op::NE;
  E->Ty = Type::scalar(Cmp ? ScalarKind::Bool : K, V);
  return E;
}

Expr *Sema::checkAssign(Expr *E) {
  // `(c ? a : b) = v` (ISPC 1.23: a selection of lvalues is an lvalue) is
  // `c ? (a = v) : (b = v)`: `?:` evaluates one arm per program instance,
  // so each instance evaluates v once and writes the object its condition
  // picks (also for `op=`).
  if (E->A && E->A->Kind == ExprKind::Cond) {
    Expr *C = E->A;
    auto AssignTo = [&](Expr *Target, Expr *Value) {
      Expr *A = Ctx.newExpr(ExprKind::Assign, E->Loc);
      A->O = E->O;
      A->A = Target;
      A->B = Value;
      A->Begin = Target->Begin;
      return A;
    };
    ASTCloner Cl(Ctx);
    C->B = AssignTo(C->B, E->B);
    C->C = AssignTo(C->C, Cl.clone(E->B));
    *E = *C;
    return checkCond(E);
  }
  Expr *L = checkExpr(E->A);
  Expr *R = L && E->O == Op::None ? checkWithTarget(E->B, L->Ty)
                                  : checkExpr(E->B);
  if (!L || !R)
    return nullptr;
  if (E->O == Op::None && L->Ty.isArray() && !L->Ty.IsPointer)
    return checkArrayAssign(E, L, R); // `a = b;` copies every element
  if (L->Ty.isStruct() && !L->Ty.IsPointer && !L->Ty.isArray() &&
      !isShortVector(L->Ty)) {
    bool Handled = false; // ISPC 1.28's assignment operator functions
    Expr *C = checkAssignOperatorCall(E, L, R, Handled);
    if (Handled)
      return C;
  }
  if (!checkAssignable(L))
    return nullptr;
  E->A = L;
  Type LT = L->Ty.unqualified();
  std::string What = L->Kind == ExprKind::Name ? "variable '" + L->Name + "'"
                     : L->Kind == ExprKind::Index
                         ? std::string("array element (its index is uniform)")
                     : L->Kind == ExprKind::Member && !L->Swizzle.empty()
                         ? "elements '" + L->Name + "'"
                     : L->Kind == ExprKind::Member
                         ? "member '" + L->Name + "'"
                         : std::string("location (through a uniform pointer)");
  if (E->O == Op::None) {
    E->B = convert(R, LT, ConvCtx::Assign, What);
    if (!E->B)
      return nullptr;
    E->Ty = LT;
    return E;
  }
  const char *OpName = opSpelling(E->O);
  if (LT.IsPointer)
    return checkPointerCompound(E, L, R, What);
  if (isShortVector(LT))
    return checkVecCompound(E, L, R, What);
  if (!requireNumeric(R, OpName))
    return nullptr;
  std::string Err;
  ScalarKind K = binaryKind(E->O, LT, R->Ty, Err);
  if (K == ScalarKind::Void) {
    Diag.error(E->Loc, "invalid operands to '" + std::string(OpName) + "=' ('" +
                           typeName(LT) + "' and '" + typeName(R->Ty) +
                           "'): " + Err + " operands required");
    return nullptr;
  }
  if (LT.isUniform() && R->Ty.isVarying()) {
    Diag.error(R->Begin, "cannot assign a varying value to uniform " + What);
    return nullptr;
  }
  if ((E->O == Op::Div || E->O == Op::Rem) && isIntegerKind(K) &&
      R->Kind == ExprKind::IntLit && R->IntVal == 0)
    Diag.warning(R->Loc, "division by zero is undefined");
  E->B = castKind(R, K);
  E->CompKind = K;
  E->Ty = LT;
  return E;
}

bool Sema::isDecayablePointerArray(const Type &T) {
  return T.isArray() && T.IsPointer && T.Dims.size() == 1 && !T.Soa &&
         !T.hasRuntimeDims() &&
         !(T.isUniform() && T.PointeeVar == Variability::Varying);
}

Expr *Sema::decayArray(Expr *X) {
  if (!X->Ty.isArray() ||
      (X->Ty.IsPointer && !isDecayablePointerArray(X->Ty)) ||
      (X->Ty.Dims.size() > 1 && (X->Ty.Soa || X->Ty.hasRuntimeDims())))
    return X;
  Type PT = X->Ty.Dims.size() == 1 ? X->Ty.elementType().pointerTo()
                                   : arrayPointerType(X->Ty.elementType());
  return convert(X, PT, ConvCtx::Other, "");
}

bool Sema::decaysAgainst(const Expr *A, const Expr *B) {
  auto IsArray = [](const Expr *X) {
    return X->Ty.isArray() &&
           (!X->Ty.IsPointer || isDecayablePointerArray(X->Ty));
  };
  auto IsPointer = [](const Expr *X) {
    return X->Ty.IsPointer && !X->Ty.isArray();
  };
  if (!IsArray(A) && !IsArray(B))
    return false;
  return (IsArray(A) && IsArray(B)) || IsPointer(A) || IsPointer(B) ||
         isNullPointerConstant(A) || isNullPointerConstant(B);
}

Expr *Sema::checkCond(Expr *E) {
  Expr *C = checkExpr(E->A);
  Expr *T = checkExpr(E->B);
  Expr *F = checkExpr(E->C);
  if (!C || !T || !F)
    return nullptr;
  if (isShortVector(C->Ty) || isShortVector(T->Ty) || isShortVector(F->Ty))
    return checkVecCond(E, C, T, F);
  C = toBool(C);
  if (!C)
    return nullptr;
  E->A = C;
  if (T->Ty.isVoid() && F->Ty.isVoid()) {
    E->Ty = Type();
    E->B = T;
    E->C = F;
    return E;
  }
  if (decaysAgainst(T, F)) { // `c ? array : p`
    T = decayArray(T);
    F = decayArray(F);
    if (!T || !F)
      return nullptr;
  }
  if (T->Ty.IsPointer || F->Ty.IsPointer) {
    // Two pointers to the same type (or one and NULL); either may be
    // varying.
    const Type &PT = T->Ty.IsPointer && !isNullPointerConstant(T) ? T->Ty
                                                                  : F->Ty;
    Type U = PT;
    U.Var = Variability::Uniform;
    U.IsConst = false;
    auto Fits = [&](Expr *&X) {
      if (isNullPointerConstant(X)) {
        X = convert(X, U, ConvCtx::Other, "");
        return X != nullptr;
      }
      return X->Ty.IsPointer && samePointeeType(X->Ty, U) &&
             X->Ty.Soa == U.Soa &&
             X->Ty.PointeeVar == U.PointeeVar &&
             X->Ty.PointeeConst == U.PointeeConst;
    };
    if (PT.IsPointer && Fits(T) && Fits(F)) {
      E->B = T;
      E->C = F;
      E->Ty = U;
      E->Ty.Var = joinVar(C->Ty.Var, joinVar(T->Ty.Var, F->Ty.Var));
      return E;
    }
  }
  if (T->Ty.isStruct() && F->Ty.isStruct() && T->Ty.Struct == F->Ty.Struct) {
    // Two structs of one type (ISPC's "more general type"): varying if the
    // condition or either arm is; a uniform arm converts as in `V v = u;`.
    // A uniform member is one slot for the gang, so a varying condition
    // cannot give each program instance its own arm's value of it: CodeGen
    // copies the two arms into one temporary under their masks and the
    // last copy's member would be every instance's (session 24's review).
    // A selection of lvalues (`(c ? a : b) = v`, arms that are assignments)
    // writes each arm in place and is not such a copy.
    if (C->Ty.isVarying() && hasUniformMember(T->Ty.Struct) &&
        !(T->Kind == ExprKind::Assign && F->Kind == ExprKind::Assign)) {
      Diag.error(E->Loc, "'?:' with a varying condition cannot select '" +
                             typeName(T->Ty.unqualified()) +
                             "': its uniform members hold one value for "
                             "the gang; use if/else");
      return nullptr;
    }
    E->B = T;
    E->C = F;
    E->Ty = T->Ty.unqualified();
    E->Ty.Var = joinVar(C->Ty.Var, joinVar(T->Ty.Var, F->Ty.Var));
    return E;
  }
  if (T->Ty.isVoid() || F->Ty.isVoid() || T->Ty.IsPointer || F->Ty.IsPointer ||
      T->Ty.isArray() || F->Ty.isArray() || T->Ty.Struct || F->Ty.Struct) {
    Diag.error(E->Loc, "incompatible operand types in '?:' ('" +
                           typeName(T->Ty) + "' and '" + typeName(F->Ty) +
                           "')");
    return nullptr;
  }
  ScalarKind K = T->Ty.Kind == F->Ty.Kind ? T->Ty.Kind
                                          : commonKind(T->Ty.Kind, F->Ty.Kind);
  E->B = castKind(T, K);
  E->C = castKind(F, K);
  E->Ty = Type::scalar(K, joinVar(C->Ty.Var, joinVar(T->Ty.Var, F->Ty.Var)));
  return E;
}

Expr *Sema::checkCast(Expr *E) {
  Expr *A = checkExpr(E->A);
  if (!A)
    return nullptr;
  E->A = A;
  Type To = E->Ty;
  if (To.IsPointer || A->Ty.IsPointer)
    return checkPointerCast(E, A, To);
  if (isShortVector(To) || isShortVector(A->Ty)) {
    if (To.Var == Variability::Unbound)
      To.Var = A->Ty.Var;
    return convertShortVector(A, To, ConvCtx::Other, "", /*Explicit=*/true);
  }
  if (A->Ty.isArray() || A->Ty.Struct || To.Struct) {
    Diag.error(E->Loc, "cannot cast " +
                           std::string(A->Ty.isArray() ? "an array" : "a struct") +
                           " ('" + typeName(A->Ty) + "' to '" + typeName(To) +
                           "')");
    return nullptr;
  }
  if (To.isVoid()) {
    E->Ty = Type();
    return E;
  }
  if (A->Ty.isVoid()) {
    Diag.error(E->Loc, "cannot cast a void value");
    return nullptr;
  }
  if (!bindCastType(E, A, To, "value"))
    return nullptr;
  E->Ty = To;
  return E;
}

bool Sema::bindCastType(Expr *E, const Expr *A, Type &To, const char *What) {
  if (To.Var == Variability::Unbound)
    To.Var = A->Ty.Var; // ISPC: an unqualified cast keeps the variability
  if (To.isUniform() && A->Ty.isVarying()) {
    Diag.error(E->Loc, std::string("cannot cast a varying ") + What +
                           " to type '" + typeName(To) + "'");
    return false;
  }
  To.IsConst = false;
  return true;
}

Expr *Sema::checkIndex(Expr *E) {
  Expr *Base = checkExpr(E->A);
  Expr *Idx = checkExpr(E->B);
  if (!Base || !Idx)
    return nullptr;
  if (isShortVector(Base->Ty)) // its element array
    Base = vecElements(Base);
  if (Base->Ty.isArray() && Base->Kind != ExprKind::Name &&
      Base->Kind != ExprKind::Index && Base->Kind != ExprKind::Member &&
      !(Base->Kind == ExprKind::Unary && Base->O == Op::Deref)) {
    Diag.error(E->Loc, "only an array variable, an element of one or a "
                       "struct member can be subscripted");
    return nullptr;
  }
  if (!requireComplete(Base->Ty, E->Loc, "a subscript", /*Pointee=*/true))
    return nullptr;
  if (!Base->Ty.IsPointer && !Base->Ty.isArray()) {
    Diag.error(E->Loc, "subscripted value is not an array or pointer (it "
                       "has type '" +
                           typeName(Base->Ty) + "')");
    return nullptr;
  }
  // ISPC converts a bool or floating-point subscript to int32 (a float
  // index truncates toward zero, as a cast would).
  if (!Idx->Ty.IsPointer && !Idx->Ty.isArray() &&
      (Idx->Ty.isBool() || Idx->Ty.isFloating()))
    Idx = castKind(Idx, ScalarKind::Int32);
  if (!Idx->Ty.isInteger()) {
    Diag.error(Idx->Loc, "array subscript is not an integer (it has type '" +
                             typeName(Idx->Ty) + "')");
    return nullptr;
  }
  E->A = Base;
  E->B = Idx;
  if (Base->Ty.Soa)
    return checkSoaIndex(E, Base);
  E->Ty = Base->Ty.isArray() ? Base->Ty.elementType() : Base->Ty.pointee();
  // An array element has the array's variability; through a pointer the
  // pointed-to data's counts too (`a[0]` of a `varying float * uniform a`,
  // or of a `float a[]` parameter, is varying), as for `*p`.
  Variability PV = Base->Ty.isArray() ? Variability::Uniform
                                      : Base->Ty.PointeeVar;
  E->Ty.Var = joinVar(PV, joinVar(Base->Ty.Var, Idx->Ty.Var));
  return E;
}

} // namespace fe
} // namespace spmdc
