//===- ASTClone.h - deep copies of AST subtrees, with substitution -*- C++ -*-===//
//
// \file
// Copies unchecked AST (a function template's pattern, a default argument)
// into fresh nodes of the same ASTContext, optionally substituting template
// parameters: a type mentioning a type parameter (Type::TParam) takes the
// bound type with the qualifiers written at the use (`uniform T` makes the
// bound type uniform, `T *` points to it), and a name of a non-type
// parameter becomes an integer literal of the parameter's type.
//
// Expects: unchecked nodes (Sema fields null), as the Parser leaves them.
// Guarantees: the copy shares no node with the original (variables are
// copied once and references to them stay consistent); no Type of the copy
// mentions a bound parameter. A type that cannot be formed (a pointer to a
// pointer) is reported through Error/ErrorLoc (the first one) and the copy
// keeps the parameter's bound type without the extra pointer.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_ASTCLONE_H
#define SPMDC_FRONTEND_ASTCLONE_H

#include "frontend/AST.h"
#include "llvm/ADT/DenseMap.h"

namespace spmdc {
namespace fe {

/// The arguments of one instantiation: a type per type parameter, a value
/// per non-type parameter.
struct TemplateBindings {
  llvm::DenseMap<const TemplateParam *, Type> Types;
  llvm::DenseMap<const TemplateParam *, uint64_t> Values;
  /// The non-type parameters, found by name in expressions.
  std::vector<const TemplateParam *> ValueParams;
};

/// The type Written (which may mention a template parameter) with the
/// parameter replaced by Bound. Sets Err when the result cannot be formed.
Type substituteType(const Type &Written, const Type &Bound, std::string &Err);

class ASTCloner {
public:
  explicit ASTCloner(ASTContext &Ctx, const TemplateBindings *B = nullptr)
      : Ctx(Ctx), B(B) {}

  Expr *clone(const Expr *E);
  Stmt *clone(const Stmt *S);
  /// A copy of F's signature and body; Sema fields cleared.
  FuncDecl *cloneFunction(const FuncDecl *F);

  std::string Error;
  clang::SourceLocation ErrorLoc;

private:
  Type subst(const Type &T, clang::SourceLocation L);
  VarDecl *cloneVar(const VarDecl *V);

  ASTContext &Ctx;
  const TemplateBindings *B;
  llvm::DenseMap<const VarDecl *, VarDecl *> Vars;
};

} // namespace fe
} // namespace spmdc

#endif
