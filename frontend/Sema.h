//===- Sema.h - types, variability and ISPC rules ---------------*- C++ -*-===//
//
// \file
// Semantic analysis of a parsed TranslationUnit, following ISPC's rules:
// applies variability defaults (unqualified locals/params varying; export
// parameters must be uniform), merges forward declarations with definitions
// (so functions may be used before they are defined) and resolves overloads,
// resolves names (variables, programIndex/programCount, the math builtins),
// computes every expression's type and variability, inserts implicit
// conversions (C's usual arithmetic conversions; 8/16-bit integers are not
// promoted, as in ISPC), and reports ISPC's errors: varying values flowing
// into uniform variables/parameters/returns, break inside foreach (outside a
// switch), case labels and gotos (SemaSwitch.cpp), tasks, launch and sync
// (SemaTasks.cpp),
// unknown identifiers (with a "did you mean"), wrong argument counts, and
// constructs outside the subset.
//
// Implemented in SemaDecl.cpp (functions, overloads), SemaSwitch.cpp
// (switch, case values, labels, goto), SemaStmt.cpp, SemaExpr.cpp
// (expressions and builtins), SemaInit.cpp (array sizes, initializers),
// SemaStruct.cpp (structs, member access), SemaPointer.cpp (pointer rules,
// `&`, pointer arithmetic), SemaGlobal.cpp (enums, global variables) and
// SemaAlloc.cpp (sizeof, new, delete) and SemaTemplate.cpp (function
// templates: deduction, instantiation on use, specializations). Overload
// resolution ranks conversions as ISPC does; default arguments are checked
// at the declaration and copied into each call that omits them.
//
// Expects: a TU parsed without errors. Guarantees: when it returns true,
// every Expr has a type, every Name/Call is resolved, every implicit
// conversion is an explicit Cast node (kinds only; uniform->varying needs no
// node), and Stmt::VaryingCond is set; FuncDecl::IRName is unique.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_SEMA_H
#define SPMDC_FRONTEND_SEMA_H

#include "frontend/GangRule.h"
#include "frontend/AST.h"
#include "frontend/Diagnostics.h"
#include "frontend/Tasks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <vector>

namespace spmdc {
namespace fe {

/// One template argument's value: a type, or a non-type parameter's value
/// (in the parameter's type, sign-extended). Set: given or deduced.
struct TemplateArgValue {
  bool IsType = true;
  Type Ty;
  uint64_t Val = 0;
  bool Set = false;
};

class Sema {
public:
  /// Longest chain of instantiations requested from instantiations.
  static constexpr unsigned MaxInstantiationDepth = 64;

  /// ProgramCount: the gang width when it is a compile-time constant (it
  /// then folds in constant expressions such as array sizes, as in ISPC);
  /// 0 for scalable targets. VaryingGlobalLanes: the copies a varying
  /// global has (FrontendOptions::VaryingGlobalLanes); a scalable target
  /// accepts varying globals only when the driver gave it a count.
  Sema(ASTContext &Ctx, DiagReporter &D, unsigned ProgramCount = 0,
       unsigned VaryingGlobalLanes = 0)
      : Ctx(Ctx), Diag(D), ProgramCount(ProgramCount),
        VaryingGlobalLanes(VaryingGlobalLanes ? VaryingGlobalLanes
                                              : ProgramCount) {}

  /// Checks everything. Returns the function definitions to generate, in
  /// source order (empty on errors; check the reporter's error count).
  std::vector<FuncDecl *> run(TranslationUnit &TU);

  /// C size and alignment of T in bytes (one program instance's value;
  /// C's struct layout, bool one byte, pointers 8).
  /// The alignment a variable of type \p T needs because T holds, by
  /// value, a struct declared `aligned(N)` (C's alignment of T then);
  /// 0 if it holds none.
  static uint64_t declaredAlign(const Type &T);
  static std::pair<uint64_t, uint64_t> sizeAlign(const Type &T);

private:
  enum class ConvCtx { Assign, Init, Arg, Return, Other };
  enum class LoopKind { Loop, Foreach, Switch };

  // SemaDecl.cpp
  bool resolveSignature(FuncDecl *F);
  void declareFunction(FuncDecl *F);
  void assignIRNames();
  void checkBody(FuncDecl *F);
  /// Picks the best of Cands for Call (its arguments checked). The last
  /// NumTemplate candidates are template instantiations (a non-template
  /// wins a tie); Ignored are notes for templates that were not viable.
  FuncDecl *resolveOverload(
      Expr *Call, std::vector<FuncDecl *> &Cands, size_t NumTemplate = 0,
      const std::vector<std::pair<clang::SourceLocation, std::string>>
          &Ignored = {});
  /// Appends the default arguments Call omits (copies, checked in the
  /// file scope, as C++ does); false on errors.
  bool addDefaultArgs(Expr *Call, FuncDecl *F);
  /// Checks F's body: the function being defined, in a fresh scope.
  void checkDefinition(FuncDecl *F);

  // SemaTemplate.cpp: function templates.
  /// Registers templates, explicit specializations (their definitions are
  /// appended to Defs) and explicit instantiations.
  void declareTemplates(TranslationUnit &TU, std::vector<FuncDecl *> &Defs);
  /// Template arguments as written at Loc, checked against TD's parameters
  /// (count, kind, constant values) into Out (the first Args.size()).
  bool evalTemplateArgs(TemplateDecl *TD, std::vector<TemplateArg> &Args,
                        clang::SourceLocation Loc,
                        std::vector<TemplateArgValue> &Out);
  /// Deduces TD's remaining arguments from the argument types; on failure
  /// returns false with the reason in Why.
  /// The value of integer template argument E for parameter P.
  bool templateIntArg(TemplateParam *P, Expr *&E, clang::SourceLocation Loc,
                      uint64_t &Out);
  /// P's default argument (a copy of a non-type one, checked).
  bool defaultTemplateArg(TemplateParam *P, TemplateArgValue &V);
  bool deduceTemplateArgs(TemplateDecl *TD, const std::vector<Type> &ArgTys,
                          std::vector<TemplateArgValue> &Vals,
                          std::string &Why);
  /// The instantiation (or explicit specialization) of TD for Vals, its
  /// signature checked; memoized. Null if the signature is invalid.
  FuncDecl *instantiate(TemplateDecl *TD,
                        const std::vector<TemplateArgValue> &Vals,
                        clang::SourceLocation At);
  /// The instantiation F is called: its body is checked (once) later.
  void useInstance(FuncDecl *F);
  /// Candidates for a call of a template name: each template's
  /// instantiation for the explicit/deduced arguments.
  void addTemplateCandidates(
      Expr *Call, std::vector<TemplateDecl *> &TDs,
      std::vector<FuncDecl *> &Cands,
      std::vector<std::pair<clang::SourceLocation, std::string>> &Ignored,
      bool &Failed);
  // SemaExportCalls.cpp: export functions called from SPMD code.
  /// The internal twin of export function F that SPMD callers call (made
  /// on first use); null after an error (F is not defined in this file).
  FuncDecl *exportCallTarget(Expr *Call, FuncDecl *F);
  /// After the bodies: brings each twin up to date with its definition
  /// and appends it to Defs.
  void finishExportTwins(std::vector<FuncDecl *> &Defs);
  // SemaPointerInstances.cpp: varying arguments to unqualified pointer
  // parameters.
  /// Records which pointer levels of F's parameters were written without
  /// a variability (before resolveSignature binds them).
  void recordUnboundPtrLevels(FuncDecl *F);
  /// Keeps an unchecked copy of F's body for its varying-pointer
  /// instances (before F's body is checked).
  void keepPristineBody(FuncDecl *F);
  /// P's type with the unqualified pointer levels at which argument type A
  /// is varying made varying; Flips counts them.
  static Type flipPointerLevels(const VarDecl *P, const Type &A,
                                unsigned &Flips);
  /// The function a call of F with Call's arguments runs: F itself, or
  /// its instance with varying pointer parameters (made and queued on
  /// first use). Null after an error (F has no body here).
  FuncDecl *varyingPointerInstance(Expr *Call, FuncDecl *F);
  /// Takes the definitions with unqualified pointer parameters out of
  /// Defs: their declared (uniform) form is checked only when used.
  void deferDeclaredForms(std::vector<FuncDecl *> &Defs);
  /// F's declared form is called or its address taken: queue its body.
  void useDeclaredForm(FuncDecl *F);
  /// After the bodies: queues the deferred definitions none of whose
  /// forms was used (checked as declared, as every definition is); true
  /// if any.
  bool queueUnusedDeclaredForms();
  /// Checks the queued instantiation bodies (appending them to Defs).
  void checkInstances(std::vector<FuncDecl *> &Defs);
  std::string templateArgsText(TemplateDecl *TD,
                               const std::vector<TemplateArgValue> &Vals);

  // SemaStmt.cpp
  void checkStmt(Stmt *S);
  void checkCompound(Stmt *S, bool NewScope);
  void checkDecl(Stmt *S);
  bool resolveLocalType(VarDecl *V);
  /// False (after an error at L naming What) if T is, or is an array of, a
  /// struct that was declared (`struct S;`) but never defined; with
  /// Pointee, if T points to one (arithmetic, `*p`, `p[i]`, `p->f`).
  bool requireComplete(const Type &T, clang::SourceLocation L,
                       const std::string &What, bool Pointee = false);
  // SemaRefs.cpp
  /// Binds the checked expression A to a reference of type RefTy (What
  /// names it in errors: "'x' of 'f'" for a parameter, "'r'" otherwise);
  /// false after reporting why it cannot.
  bool bindReference(Expr *A, const Type &RefTy, const std::string &What,
                     bool Param);
  /// A local reference variable `T &r = lvalue;` (type resolved).
  bool checkRefVar(VarDecl *V);
  /// A reference result must not name the function's own local variables
  /// or by-value parameters (they end with the call).
  bool checkRefEscape(const Expr *E);
  void pushScope() { Scopes.emplace_back(); }
  void popScope() { Scopes.pop_back(); }
  bool declareVar(VarDecl *V);
  VarDecl *lookupVar(llvm::StringRef Name);

  // SemaForeachActive.cpp: the head of foreach_active / foreach_unique.
  /// Types the statement's variable (and checks foreach_unique's
  /// expression); false on errors (the variable is then Invalid).
  bool checkForeachActiveHead(Stmt *S);
  /// Reports a break/continue/return/goto/label S that would leave (or
  /// enter) the innermost `unmasked { }` block; false if it did.
  bool checkUnmaskedExit(Stmt *S);

  // SemaShortVector.cpp: short vector types (`float<3>`).
  Type vecType(ScalarKind K, unsigned N, Variability V);
  /// E (a scalar or short vector) as a short vector of K<N> (broadcast,
  /// element conversion); E itself if it already is one.
  Expr *vecCast(Expr *E, ScalarKind K, unsigned N);
  /// convert() when To or E is a short vector; Explicit for casts.
  Expr *convertShortVector(Expr *E, const Type &To, ConvCtx C,
                           llvm::StringRef What, bool Explicit);
  Expr *checkVecBinary(Expr *E, Expr *A, Expr *B);
  Expr *checkVecUnary(Expr *E);
  /// `.x`, `.xy`, `.rgba`, ... of a short vector (E->A checked).
  Expr *checkSwizzle(Expr *E);
  /// The element array (member `v`) of the short vector Base.
  Expr *vecElements(Expr *Base);
  /// `v op= x` on a short vector v.
  Expr *checkVecCompound(Expr *E, Expr *L, Expr *R, const std::string &What);
  /// `c ? a : b` where c, a or b (checked) is a short vector.
  Expr *checkVecCond(Expr *E, Expr *C, Expr *T, Expr *F);
  /// Is E (arguments checked) a call of one of ISPC's element-wise
  /// standard-library functions with a short vector argument?
  bool isVecStdlibCall(const Expr *E) const;
  /// Such a call: E->C becomes the scalar call made for each element.
  Expr *checkVecCall(Expr *E);
  /// `v.xy` as the target of an assignment: distinct elements of an
  /// assignable vector.
  bool checkSwizzleAssignable(Expr *E);

  // SemaFunctionPointers.cpp: function pointers.
  /// A function's name used as a value (or under `&`).
  Expr *checkFunctionDesignator(Expr *E);
  // SemaFunctionPointers.cpp: `FuncType fp = min;` (an overloaded or
  // standard-library function converted to a function pointer type).
  /// E (a Name, or `&` of one) is about to be converted to To: a
  /// function pointer type picks the overload of the name that matches it.
  Expr *checkWithTarget(Expr *E, const Type &To);
  /// E names function F: a uniform pointer of F's signature.
  Expr *designate(Expr *E, FuncDecl *F);
  /// The function `R name(P a0, ...) { return name(a0, ...); }` whose
  /// address stands for a standard-library function at signature Sig.
  FuncDecl *libraryWrapper(const std::string &Name, const FuncSig *Sig,
                           clang::SourceLocation At);
  /// The designator (a Name) checkName resolves against DesignatorTo.
  Expr *DesignatorExpr = nullptr;
  const FuncSig *DesignatorTo = nullptr;
  std::map<std::pair<std::string, const FuncSig *>, FuncDecl *> LibWrappers;
  /// A call through a function pointer: `fp(args)` (E->Name names the
  /// pointer variable, E->A null) or `(*fp)(args)`, `ops[i](args)`,
  /// `s.op(args)` (the callee expression in E->A, unchecked).
  Expr *checkIndirectCall(Expr *E);

  // SemaSwitch.cpp
  void checkSwitch(Stmt *S);
  void checkCaseLabel(Stmt *S);
  void checkLabel(Stmt *S);
  void checkGoto(Stmt *S);
  /// After a body: resolves gotos, reports undefined and unused labels.
  void resolveGotos();
  /// Evaluates an integer constant expression (already checked), or
  /// reports that E is not one. The result is in E's type, sign- or
  /// zero-extended to 64 bits.
  bool evalConstInt(Expr *E, uint64_t &Out,
                    llvm::StringRef What = "case value");
  /// evalConstInt with programCount taken as Gang (a scalable target's
  /// run-time widths); the diagnostic says which width failed.
  bool evalConstIntAtGang(Expr *E, unsigned Gang, uint64_t &Out,
                          llvm::StringRef What, bool Report = true);

  // SemaStruct.cpp: struct definitions and member access.
  void resolveStruct(StructDecl *SD);
  /// Does SD (or a struct inside it) have an explicitly varying member?
  bool hasVaryingMember(const StructDecl *SD);
  Expr *checkMember(Expr *E);
  /// The type of member FD of an instance with variability V.
  static Type memberType(const FieldDecl &FD, Variability V, bool ConstBase);

  // SemaGlobal.cpp: enums and global variables.
  void resolveEnum(EnumDecl *ED);
  /// A global, or (Local) a static local of the current function: uniform,
  /// constant initializer. Only globals are entered in Globals.
  void resolveGlobal(VarDecl *V, bool Local = false);
  /// Global \p V has the name of \p Prev: true when it declares the same
  /// variable (one of them `extern`, neither `static`; a conflicting type
  /// is reported here), false for a redefinition.
  bool redeclaresGlobal(VarDecl *Prev, VarDecl *V);
  /// The initializers of file-scope function pointer globals, checked once
  /// every function is declared (a function defined after the global may
  /// be named in it, and functions are declared after file-scope data).
  void resolveDeferredGlobalInits();
  /// Replaces each scalar of a global's initializer by a literal; reports
  /// (and returns false) if one is not a constant.
  bool foldConstInit(Expr *&E, const std::string &Name,
                     VarDecl *Top = nullptr);
  /// A global array sized by programCount in a run-time-gang build:
  /// GangStorageElems, and the checks on its type and initializer.
  bool resolveGangSizedGlobal(VarDecl *V, const char *What);
  /// In a run-time-gang build, a constant address Base[Off] (or Base + Off)
  /// whose offset depends on programCount (sets GangAddress).
  bool gangDependentAddress(Expr *Base, Expr *Off);
  bool GangAddress = false;
  bool isConstLValue(Expr *E);
  bool isConstAddress(Expr *E);
  bool evalConstFloat(Expr *E, double &Out);
  /// evalConstInt without a diagnostic; *NeedsGangWidth (when given) tells
  /// whether it failed on programCount on a scalable target.
  bool evalConstIntQuiet(Expr *E, uint64_t &Out,
                         bool *NeedsGangWidth = nullptr);

  // SemaAlloc.cpp: sizeof, new, delete.
  Expr *checkSizeOf(Expr *E);
  Expr *checkNew(Expr *E);
  void checkDelete(Stmt *S);

  // SemaPointer.cpp: ISPC's pointer rules.
  Expr *checkAddrOf(Expr *E);
  /// `p + n`, `n + p`, `p - n`, `p - q`, comparisons of pointers.
  Expr *checkPointerBinary(Expr *E, Expr *A, Expr *B);
  /// X itself, or the pointer an array X decays to (to its first element;
  /// an array of arrays to a pointer to its first row), as in C; null
  /// after an error.
  Expr *decayArray(Expr *X);
  /// A one-dimensional array of pointers that decays to a pointer to its
  /// first pointer (not one of uniform pointers to varying data: lane views).
  static bool isDecayablePointerArray(const Type &T);
  /// `p == array`, `c ? array : p`: the operands are an array and a
  /// pointer, a null pointer constant or another array (they decay).
  bool decaysAgainst(const Expr *A, const Expr *B);
  /// `p += n`, `p -= n`.
  Expr *checkPointerCompound(Expr *E, Expr *L, Expr *R,
                             const std::string &What);
  Expr *pointerToBool(Expr *E);
  /// `(T *)p` of a pointer or NULL: C's reinterpretation (no code).
  Expr *checkPointerCast(Expr *E, Expr *A, Type To);
  /// The end of every cast: an unqualified target type takes the operand's
  /// variability (ISPC), a varying operand cannot become uniform ("cannot
  /// cast a varying <What> to type ..."), and the result is not const.
  /// False after the error.
  bool bindCastType(Expr *E, const Expr *A, Type &To, const char *What);
  /// NULL, or an integer literal 0.
  static bool isNullPointerConstant(const Expr *E);

  // SemaInit.cpp: array declarators and initializers.
  /// Fills V->Ty.Dims from V->DimExprs (constant, positive sizes). With
  /// Runtime (a function's local on a scalable target) a size that
  /// mentions programCount becomes a run-time dimension (Type::RtDims).
  /// Where: what V is, for the note on a programCount-sized array that
  /// cannot have a run-time size ("a global variable", ...).
  bool resolveArrayDims(VarDecl *V, bool Runtime = false,
                        llvm::StringRef Where = "");
  /// A pointer to an array (V->PointeeDimExprs, SemaArrayPointer.cpp):
  /// the pointed-to array type gets its dimensions. True if V is not one.
  bool resolveArrayPointer(VarDecl *V);
  /// A uniform pointer to array type \p Arr (its first dimension is the
  /// one the pointer steps over: `int a[2][10]` decays to `int (*)[10]`
  /// when \p Arr is `int[10]`), the pointed-to data of Arr's variability.
  static Type arrayPointerType(const Type &Arr);
  /// Fills Dims from DimExprs for a variable or struct member Name.
  bool resolveDims(std::vector<Expr *> &DimExprs, Type &Ty,
                   const std::string &Name, clang::SourceLocation Loc,
                   Expr *Init, bool Runtime = false,
                   llvm::StringRef Where = "");
  /// After an array size D was reported as not constant: on a scalable
  /// target, a note that a size depending on programCount is a run-time
  /// size only for a function's local arrays, and Name is Where.
  void noteRuntimeSizeOnlyLocal(Expr *D, llvm::StringRef Name,
                                llvm::StringRef Where);
  /// The size of run-time dimension D as a uniform uint64 expression of
  /// programCount (sizeof of a run-time-sized array).
  Expr *runtimeDimExpr(const RuntimeDim &D, clang::SourceLocation Loc);
  /// Reports a size N of D that is zero or negative (Gang: at that
  /// programCount, 0 for a constant size).
  bool checkPositiveSize(Expr *D, uint64_t N, unsigned Gang);
  /// Checks the initializer I of a variable of type T (brace lists for
  /// arrays, recursively); returns the converted initializer or null.
  Expr *checkInit(Expr *I, const Type &T, llvm::StringRef Name);
  /// ISPC: one scalar value I initializes every scalar element of the
  /// array or struct type T; an InitList with SplatInit set, or null after
  /// an error. A struct value of type T is an ordinary copy.
  Expr *checkSplatInit(Expr *I, const Type &T, llvm::StringRef Name);
  /// The distinct scalar (and pointer) types of T's elements, with the
  /// variability and constness a member has in an instance of its struct.
  static void collectLeafTypes(const Type &T, std::vector<Type> &Out);

  // SemaExternC.cpp: `extern "C"` functions.
  /// What the export rules (resolveSignature) do not cover: references.
  bool checkExternCSignature(FuncDecl *F);

  // SemaTypedef.cpp: dimensions of typedefs of array types.
  /// The value of typedef dimension D (Expr::TypedefDim), evaluated once in
  /// the file scope; false if it is invalid (reported once).
  bool typedefDim(Expr *D, uint64_t &Out);
  /// Evaluates every typedef's dimensions (errors in unused typedefs too).
  void checkTypedefDims(const TranslationUnit &TU);
  enum class TypedefDimState : uint8_t { Busy, Valid, Invalid };
  llvm::DenseMap<const Expr *, std::pair<uint64_t, TypedefDimState>>
      TypedefDimValues;

  // SemaTasks.cpp: task functions, launch, sync, task variables.
  bool checkTaskSignature(FuncDecl *F);
  void checkLaunch(Stmt *S);
  void checkSync(Stmt *S);
  Expr *checkTaskVarName(Expr *E, TaskVar TV);
  /// Call resolved to F: reports a direct call of a task or a launch of a
  /// non-task.
  bool checkTaskCallee(Expr *Call, FuncDecl *F);

  // SemaExpr.cpp
  Expr *checkExpr(Expr *E);
  Expr *checkName(Expr *E);
  Expr *checkUnary(Expr *E);
  Expr *checkBinary(Expr *E);
  Expr *checkAssign(Expr *E);
  /// `a = b;` of two arrays of the same type (SemaArrayPointer.cpp).
  Expr *checkArrayAssign(Expr *E, Expr *L, Expr *R);
  Expr *checkCond(Expr *E);
  Expr *checkCast(Expr *E);
  /// ArgsChecked: E's arguments are already checked (an operator call).
  Expr *checkCall(Expr *E, bool ArgsChecked = false);
  // SemaOperators.cpp: ISPC's operator overloading for structs.
  /// `operator+` ... : a name only the parser's `operator` syntax makes.
  static bool isOperatorName(const std::string &Name);
  /// The IR name of operator function Name (`operator__add`).
  static std::string operatorIRName(const std::string &Name);
  /// Two parameters, at least one a struct (by value or reference), or
  /// one for the unary operators; assignments and ++/-- take the struct
  /// by reference first; not export, task or extern "C".
  bool checkOperatorSignature(FuncDecl *F);
  /// E, a binary operator with checked operands A and B of which one is a
  /// struct: the call of the user's operator function if one is declared
  /// (null after an error); Handled false when none is, for the ordinary
  /// rules to report.
  Expr *checkOperatorCall(Expr *E, Expr *A, Expr *B, bool &Handled);
  Expr *toOperatorCall(Expr *E, const std::string &Name,
                       std::vector<Expr *> Args, bool &Handled);
  /// `-s`, `!s`, `~s`, `++s`, `s++`, ... of a struct operand A.
  Expr *checkUnaryOperatorCall(Expr *E, Expr *A, bool &Handled);
  /// `l = r` (r not an S) and `l op= r` of a struct lvalue L.
  Expr *checkAssignOperatorCall(Expr *E, Expr *L, Expr *R, bool &Handled);
  Expr *checkBuiltin(Expr *E, Builtin BI);
  Expr *checkPrint(Expr *E); ///< the Print rule of checkBuiltin
  Expr *checkAtomic(Expr *E, Builtin BI); ///< the Atomic rule
  Expr *checkPointerAtomic(Expr *E); ///< swap/compare-exchange of pointers
  Expr *checkIndex(Expr *E);
  // SemaSoa.cpp: soa<N> types (Soa.h).
  /// Checks an soa type written in source (no varying members), makes it
  /// uniform (its pointee, for a pointer) and makes its blocks.
  bool checkSoaType(Type &T, clang::SourceLocation L);
  /// A variable of soa type: a one-dimensional array or a pointer.
  bool checkSoaVar(VarDecl *V);
  /// `a[i]` of an soa array or pointer: element i, a plain struct value.
  Expr *checkSoaIndex(Expr *E, Expr *Base);
  /// `&e` of an element inside an soa block: an soa pointer to an element,
  /// a plain pointer to a scalar member; false after an error.
  bool checkSoaAddrOf(Expr *E, Type &T);
  /// Converts E to type To (kind and variability), reporting ISPC's
  /// varying-to-uniform errors. What names the target (variable, parameter).
  Expr *convert(Expr *E, const Type &To, ConvCtx C, llvm::StringRef What);
  /// Inserts an implicit kind conversion (same variability).
  Expr *castKind(Expr *E, ScalarKind K);
  Expr *toBool(Expr *E);
  /// Requires a numeric (non-pointer, non-void) operand.
  bool requireNumeric(Expr *E, llvm::StringRef OpName);
  /// A member or element of a `?:` of structs or short vectors (a copy,
  /// not an lvalue).
  bool isPartOfStructSelect(const Expr *E);
  /// Checks that E is an assignable lvalue; reports otherwise.
  bool checkAssignable(Expr *E);
  std::string didYouMean(llvm::StringRef Name, bool Functions);

  ASTContext &Ctx;
  DiagReporter &Diag;
  unsigned ProgramCount; ///< gang width, 0 when not a compile-time constant
  unsigned VaryingGlobalLanes; ///< copies of a varying global, 0: none fit
public:
  /// FrontendOptions::RuntimeGang (set before run()).
  GangRule RuntimeGang = GangRule::None;
private:
  llvm::StringMap<std::vector<FuncDecl *>> Overloads; ///< one per signature
  llvm::StringSet<> InvalidFuncs;    ///< names whose declaration had errors
  std::vector<VarDecl *> DeferredGlobalInits; ///< see resolveDeferredGlobalInits
  std::vector<FuncDecl *> DeclOrder; ///< signatures, in order
  std::vector<llvm::StringMap<VarDecl *>> Scopes;
  llvm::StringMap<VarDecl *> Globals;      ///< file-scope variables
  llvm::StringMap<EnumConst *> EnumConsts; ///< enumerators
  std::vector<LoopKind> Loops;
  /// Loops.size() at each enclosing `unmasked { }` block (innermost last):
  /// break/continue/return/goto may not leave one (SemaForeachActive.cpp).
  std::vector<size_t> UnmaskedLoops;
  struct SwitchInfo {
    Stmt *S;
    std::map<uint64_t, Stmt *> Cases; ///< (DenseMap reserves ~0 keys)
    Stmt *Default = nullptr;
    size_t ForeachDepth; ///< Foreaches.size() at the switch
  };
  std::vector<SwitchInfo> Switches;
  std::vector<Stmt *> Foreaches; ///< enclosing foreach statements
  struct LabelInfo {
    Stmt *S;
    std::vector<Stmt *> Foreaches; ///< enclosing foreach statements
  };
  llvm::StringMap<LabelInfo> Labels; ///< function scope
  std::vector<LabelInfo> Gotos;
  FuncDecl *CurFn = nullptr;
  llvm::StringMap<std::vector<TemplateDecl *>> Templates;
  /// Instantiations and explicit specializations by "template|args".
  std::map<std::pair<TemplateDecl *, std::string>, FuncDecl *> Instances;
  /// Explicit specializations with their arguments.
  std::vector<std::pair<FuncDecl *, std::vector<TemplateArgValue>>> SpecArgs;
  std::vector<FuncDecl *> PendingInstances; ///< bodies to check
  llvm::SmallPtrSet<FuncDecl *, 16> QueuedInstances;
  /// Unchecked copies of definitions with unqualified pointer parameters,
  /// and their varying-pointer instances by (definition, flipped levels).
  llvm::DenseMap<FuncDecl *, FuncDecl *> PristineFuncs;
  std::map<std::pair<FuncDecl *, std::string>, FuncDecl *> VaryingPtrInsts;
  /// Export definitions called from SPMD code, and their internal twins.
  llvm::MapVector<FuncDecl *, FuncDecl *> ExportTwins;
  /// Definitions whose declared form is not checked yet (source order).
  std::vector<FuncDecl *> DeferredForms;
  size_t NextPending = 0; ///< checkInstances' position in PendingInstances
  Expr *LaunchedCall = nullptr; ///< the call of the launch being checked
};

/// ISPC-like short code of a parameter type for mangled IR names.
std::string mangleType(const Type &T);
/// ISPC standard-library names this compiler does not provide
/// (SemaExpr.cpp).
bool isUnsupportedStdlib(llvm::StringRef N);

/// Why the plain function \p F has no masked vector variant other objects
/// can call (docs/language.md, "Functions across objects"), or "" if it
/// has one: its parameters and result must be scalars or plain pointers
/// (no structs, short vectors, references, soa or function pointers,
/// pointers to pointers), and it must not be `unmasked`. CodeGen keeps
/// the variant of a definition only then; a call of such a prototype
/// without a definition is an error.
std::string externVariantUnsupported(const FuncDecl &F);

/// After markGangSharedVariables on every definition: finds the launches
/// that may run with some program instances off (under varying control
/// flow, or in a function called under varying control flow, directly or
/// through callers) and marks them (Stmt::VaryingCond) and the tasks they
/// launch (FuncDecl::PartialEntry), so the tasks start with the launching
/// instances only, as in ISPC (SemaTasks.cpp).
void markPartialLaunches(const std::vector<FuncDecl *> &Defs);

} // namespace fe
} // namespace spmdc

#endif
