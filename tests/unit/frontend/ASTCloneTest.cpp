//===- ASTCloneTest.cpp - unit tests of ASTClone --------------------------===//
//
// Template substitution of types (frontend/ASTClone.h) and deep copies:
// the copy shares no node with the original, variables stay consistent,
// non-type parameters become literals.
//
//===----------------------------------------------------------------------===//
#include "frontend/ASTClone.h"
#include "gtest/gtest.h"

using namespace spmdc::fe;

namespace {

Type paramType(const TemplateParam *P, Variability V) {
  Type T;
  T.TParam = P;
  T.Var = V;
  return T;
}

TEST(SubstituteType, PlainTKeepsTheArgumentsVariability) {
  TemplateParam P;
  std::string Err;
  Type Bound = Type::scalar(ScalarKind::Float, Variability::Varying);
  Type R = substituteType(paramType(&P, Variability::Unbound), Bound, Err);
  EXPECT_TRUE(Err.empty());
  EXPECT_EQ(R.Kind, ScalarKind::Float);
  EXPECT_EQ(R.Var, Variability::Varying);
  EXPECT_EQ(R.TParam, nullptr);
}

TEST(SubstituteType, WrittenVariabilityWins) {
  TemplateParam P;
  std::string Err;
  Type Bound = Type::scalar(ScalarKind::Int32, Variability::Varying);
  Type W = paramType(&P, Variability::Uniform);
  W.IsConst = true;
  Type R = substituteType(W, Bound, Err);
  EXPECT_EQ(R.Kind, ScalarKind::Int32);
  EXPECT_EQ(R.Var, Variability::Uniform);
  EXPECT_TRUE(R.IsConst);
}

TEST(SubstituteType, PointerToT) {
  TemplateParam P;
  std::string Err;
  Type W = paramType(&P, Variability::Uniform); // `T * uniform`
  W.IsPointer = true;
  W.PointeeVar = Variability::Unbound;
  Type R = substituteType(
      W, Type::scalar(ScalarKind::Double, Variability::Varying), Err);
  EXPECT_TRUE(Err.empty());
  EXPECT_TRUE(R.IsPointer);
  EXPECT_EQ(R.Kind, ScalarKind::Double);
  EXPECT_EQ(R.PointeeVar, Variability::Varying);
  EXPECT_EQ(R.Var, Variability::Uniform);
  // `uniform T *` keeps the written pointee variability.
  W.PointeeVar = Variability::Uniform;
  R = substituteType(W, Type::scalar(ScalarKind::Double, Variability::Varying),
                     Err);
  EXPECT_EQ(R.PointeeVar, Variability::Uniform);
}

TEST(SubstituteType, PointerToPointerIsAnError) {
  TemplateParam P;
  std::string Err;
  Type W = paramType(&P, Variability::Uniform);
  W.IsPointer = true;
  Type Bound = Type::scalar(ScalarKind::Float, Variability::Uniform);
  Bound.IsPointer = true;
  substituteType(W, Bound, Err);
  EXPECT_FALSE(Err.empty());
}

TEST(ASTCloner, DeepCopyWithSubstitution) {
  ASTContext Ctx;
  TemplateParam T, N;
  T.Name = "T";
  N.Name = "N";
  N.IsType = false;
  N.ValTy = Type::scalar(ScalarKind::Int32, Variability::Uniform);
  // T f(T x) { T y = x; return y + N; }
  FuncDecl *F = Ctx.newFunc();
  F->Name = "f";
  F->RetTy = paramType(&T, Variability::Unbound);
  VarDecl *X = Ctx.newVar();
  X->Name = "x";
  X->IsParam = true;
  X->Ty = paramType(&T, Variability::Unbound);
  F->Params.push_back(X);
  VarDecl *Y = Ctx.newVar();
  Y->Name = "y";
  Y->Ty = paramType(&T, Variability::Uniform);
  Y->Init = Ctx.newExpr(ExprKind::Name, {});
  Y->Init->Name = "x";
  Stmt *D = Ctx.newStmt(StmtKind::Decl, {});
  D->Decls.push_back(Y);
  Expr *YRef = Ctx.newExpr(ExprKind::Name, {});
  YRef->Name = "y";
  Expr *NRef = Ctx.newExpr(ExprKind::Name, {});
  NRef->Name = "N";
  Expr *Sum = Ctx.newExpr(ExprKind::Binary, {});
  Sum->O = Op::Add;
  Sum->A = YRef;
  Sum->B = NRef;
  Stmt *R = Ctx.newStmt(StmtKind::Return, {});
  R->E = Sum;
  Stmt *Body = Ctx.newStmt(StmtKind::Compound, {});
  Body->Children = {D, R};
  F->Body = Body;

  TemplateBindings B;
  B.Types[&T] = Type::scalar(ScalarKind::Float, Variability::Varying);
  B.Values[&N] = 7;
  B.ValueParams.push_back(&N);
  ASTCloner C(Ctx, &B);
  FuncDecl *G = C.cloneFunction(F);
  ASSERT_TRUE(C.Error.empty());
  ASSERT_NE(G, F);
  EXPECT_EQ(G->RetTy.Kind, ScalarKind::Float);
  EXPECT_EQ(G->RetTy.Var, Variability::Varying);
  ASSERT_EQ(G->Params.size(), 1u);
  EXPECT_NE(G->Params[0], X);
  EXPECT_EQ(G->Params[0]->Ty.TParam, nullptr);
  ASSERT_NE(G->Body, Body);
  ASSERT_EQ(G->Body->Children.size(), 2u);
  Stmt *GD = G->Body->Children[0];
  EXPECT_NE(GD, D);
  ASSERT_EQ(GD->Decls.size(), 1u);
  EXPECT_NE(GD->Decls[0], Y);
  EXPECT_EQ(GD->Decls[0]->Ty.Var, Variability::Uniform); // `uniform T y`
  EXPECT_EQ(GD->Decls[0]->Ty.Kind, ScalarKind::Float);
  EXPECT_NE(GD->Decls[0]->Init, Y->Init);
  Expr *GSum = G->Body->Children[1]->E;
  ASSERT_NE(GSum, Sum);
  EXPECT_EQ(GSum->A->Kind, ExprKind::Name);
  EXPECT_NE(GSum->A, YRef);
  EXPECT_EQ(GSum->B->Kind, ExprKind::IntLit); // N became 7
  EXPECT_EQ(GSum->B->IntVal, 7u);
  EXPECT_EQ(GSum->B->Ty.Kind, ScalarKind::Int32);
  // The original is untouched.
  EXPECT_EQ(NRef->Kind, ExprKind::Name);
  EXPECT_EQ(F->Params[0]->Ty.TParam, &T);
}

} // namespace
