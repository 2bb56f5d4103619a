//===- VaryingControlFlow.h - find gang-shared uniform locals ---*- C++ -*-===//
//
// \file
// Decides which `uniform` locals (and parameters) need the gang-shared
// marker of docs/spmd-ir.md: those assigned under control flow that is
// varying relative to the variable's declaration. A statement is under
// varying control flow when it is inside a varying `if`, a loop with a
// varying condition or with a varying `break`/`continue`/`return` anywhere
// in its body (later iterations run with fewer lanes), a `foreach` body
// (its tail runs partially), the arms of a varying `?:` or the right side
// of a varying `&&`/`||`, after a varying `return` in the function, in a
// `switch` with a varying condition or a varying `break` (fall-through makes
// case labels joins), or anywhere in a function that has a `goto` under
// varying control flow (a goto can make a loop or a join anywhere).
// Conservative by design: marking too much costs speed, never correctness.
//
// Expects: a function body that passed Sema (Stmt::VaryingCond set).
// Guarantees: sets VarDecl::GangShared, Expr::GangStore of writes to
// uniform memory that is not a local of the function (under varying
// control flow, or anywhere in a function that may be entered with lanes
// off: one called under varying control flow or by such a function,
// through a pointer, or a non-static one other objects may call; the
// call sites are all in the definitions given) and of writes to a uniform
// local or an element or member of a uniform local array or struct under
// control flow varying relative to its declaration (VarDecl::InitGangStore
// for such an initializer; the stores' tag is the one mechanism that keeps
// gang-memory stores in place through the scalar cleanup,
// docs/spmd-ir.md), Stmt::GangJoin of varying statements whose body
// writes gang memory read after them (memory the function does not own, a
// local declared before the statement, or by calling a function that
// writes gang memory), Stmt::VaryingCond of each `launch` to whether it is
// under varying control flow (by the same rules), and
// FuncDecl::VaryingCallLoc of functions called under varying control flow;
// touches nothing else.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_VARYINGCONTROLFLOW_H
#define SPMDC_FRONTEND_VARYINGCONTROLFLOW_H

#include "frontend/AST.h"
#include "llvm/ADT/ArrayRef.h"

namespace spmdc {
namespace fe {

/// One definition; CalledBySpmdCode: another SPMD function calls it, so
/// it may be entered with lanes off.
void markGangSharedVariables(FuncDecl &F, bool CalledBySpmdCode);
/// Every definition of the program (finds which ones SPMD code calls).
void markGangSharedVariables(llvm::ArrayRef<FuncDecl *> Defs);

} // namespace fe
} // namespace spmdc

#endif
