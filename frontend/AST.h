//===- AST.h - spmdc abstract syntax tree -----------------------*- C++ -*-===//
//
// \file
// The AST the Parser builds, Sema annotates (types, resolved names, implicit
// conversions, variability of conditions) and CodeGen reads. Nodes are plain
// structs tagged with a kind, owned by an ASTContext arena; children are raw
// pointers into the same arena.
//
// Expects: nodes are created only through ASTContext. Guarantees: a node's
// fields that a kind does not use stay null/zero. The tree depth is bounded
// by the Parser's nesting limit, so recursive walkers cannot overflow.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_AST_H
#define SPMDC_FRONTEND_AST_H

#include "frontend/Types.h"
#include "clang/Basic/SourceLocation.h"
#include <memory>
#include <string>
#include <vector>

namespace spmdc {
namespace fe {

struct VarDecl;
struct FuncDecl;
struct Expr;
struct TemplateDecl;

/// One template argument as written (`f<float, 4>`): a type or an
/// expression (a non-type argument, an integer constant).
struct TemplateArg {
  bool IsType = true;
  Type Ty;           ///< IsType
  Expr *E = nullptr; ///< !IsType
  clang::SourceLocation Loc;
};

enum class ExprKind : uint8_t {
  IntLit,
  FloatLit,
  BoolLit,
  Name, ///< variable or builtin variable (programIndex/programCount)
  Unary,
  Binary,
  Assign, ///< Op == None: plain `=`; otherwise compound `op=`
  Cond,   ///< A ? B : C
  Cast,   ///< explicit (Implicit=false) or inserted by Sema
  Call,
  Index, ///< A[B]
  Comma,
  InitList, ///< `{a, b, ...}` (Args): only as a declaration's initializer
  Member,   ///< A.Name, or A->Name when O == Op::Deref; IntVal: field index
  SizeOf,   ///< sizeof(A), or sizeof(type) with the type in Ty (A null)
  New,      ///< `uniform new T[A]` (A null: one T); Ty: the allocated type
  StringLit ///< "..." (Name: the bytes); only as print's format
};

enum class Op : uint8_t {
  None,
  // unary
  Neg,
  Plus,
  Not,
  BitNot,
  PreInc,
  PreDec,
  PostInc,
  PostDec,
  Deref,
  AddrOf,
  // binary
  Add,
  Sub,
  Mul,
  Div,
  Rem,
  Shl,
  Shr,
  BitAnd,
  BitOr,
  BitXor,
  LT,
  GT,
  LE,
  GE,
  EQ,
  NE,
  LAnd,
  LOr
};

const char *opSpelling(Op O);

enum class Builtin : uint8_t {
  None,
  ProgramIndex,
  ProgramCount,
  Sqrt,
  Abs,
  Min,
  Max,
  Floor,
  Ceil,
  Clamp,
  Rsqrt,
  Rcp,
  AvgUp,   ///< avg_up(a, b): (a + b + 1) / 2 without overflow
  AvgDown, ///< avg_down(a, b): (a + b) / 2 without overflow
  FastIdiv, ///< __fast_idiv(n, uniform d): n / d
  AddSat,   ///< __add_sat(a, b): a + b clamped to the kind's range
  SubSat,   ///< __sub_sat(a, b): a - b clamped to the kind's range
  // The rest of the standard library: see frontend/Builtins.h.
  Any,
  All,
  None_, ///< ISPC `none()` (None is taken)
  LaneMask,
  Popcnt,
  CountLeadingZeros,
  CountTrailingZeros,
  ReduceAdd,
  ReduceMin,
  ReduceMax,
  ReduceEqual,
  Broadcast,
  Extract,
  Insert,
  Rotate,
  Shift,
  Shuffle,
  ExclusiveScanAdd,
  ExclusiveScanAnd,
  ExclusiveScanOr,
  PackedStoreActive,
  // Math (float/double): LLVM intrinsics, see docs/stdlib.md.
  Sin,
  Cos,
  Tan,
  Asin,
  Acos,
  Atan,
  Atan2,
  Exp,
  Exp2,
  Log,
  Log2,
  Pow,
  Fmod,
  Round,
  Trunc,
  Sign,
  Ldexp,
  IsNan,
  IsInf,
  // Bit reinterpretation and selection.
  IntBits,
  FloatBits,
  DoubleBits,
  Float16Bits,
  SignBits,
  Select,
  HalfToFloat,
  FloatToHalf,
  // Atomics on a uniform pointer (global and local alike).
  AtomicAdd,
  AtomicSub,
  AtomicMin,
  AtomicMax,
  AtomicAnd,
  AtomicOr,
  AtomicXor,
  // Memory.
  Memcpy,
  Memmove,
  Memset,
  Prefetch,
  Assert, ///< Sema puts the message ("file:line:col: ...") into Expr::Name
  Print,  ///< print("fmt", args...): Args[0] is the StringLit format
  AtomicSwap,
  AtomicCmpXchg, ///< atomic_compare_exchange_*(p, compare, new)
  MemoryBarrier,
  PackedLoadActive, ///< packed_load_active(uniform T * uniform p, &v)
  NumCores,
  Clock,                ///< uniform int64 clock(): the cycle counter
  StreamingStore,       ///< streaming_store(uniform T a[], T v)
  StreamingLoad,        ///< streaming_load(uniform T a[]) -> varying T
  StreamingLoadUniform, ///< streaming_load_uniform(uniform T a[]) -> uniform T
  Alloca, ///< alloca(uniform size_t n): n bytes of the gang's stack frame
  Assume,   ///< assume(uniform bool c): llvm.assume
  Rdrand,   ///< rdrand(T * p): random bits (getrandom) -> success
  FastMath  ///< fastmath(): flush denormals to zero (FTZ/DAZ, FPCR.FZ)
};

struct Expr {
  ExprKind Kind;
  clang::SourceLocation Loc;   ///< operator (or the token itself)
  clang::SourceLocation Begin; ///< first token of the expression
  Type Ty;                     ///< set by Sema
  Op O = Op::None;
  Expr *A = nullptr, *B = nullptr, *C = nullptr;
  std::vector<Expr *> Args; ///< call arguments
  std::string Name;         ///< Name/Call: the identifier
  uint64_t IntVal = 0;
  double FPVal = 0;
  bool Implicit = false;  ///< Cast inserted by Sema
  bool PointerCast = false; ///< Cast: a pointer (or NULL) to a pointer type
  /// Cast: a pointer to an integer type or an integer to a pointer type.
  bool PointerIntCast = false;
  VarDecl *Var = nullptr; ///< Name: resolved variable
  FuncDecl *Fn = nullptr; ///< Call: resolved user function
  Builtin BI = Builtin::None;
  /// Assign with a compound op / ++ / --: the kind the operation is done in.
  ScalarKind CompKind = ScalarKind::Void;
  unsigned Depth = 1; ///< height of this subtree (parser limit)
  /// Name: a task builtin variable (taskIndex, ...; TaskVar in Tasks.h).
  uint8_t TaskVar = 0;
  /// Call: explicit template arguments (`f<float>(x)`); HasTemplateArgs
  /// tells `f<>(x)` from `f(x)`.
  std::vector<TemplateArg> TemplateArgs;
  bool HasTemplateArgs = false;
  /// Member of a short vector with several elements (`v.zyx`): the element
  /// indices (Sema); the expression is a new short vector.
  std::vector<uint8_t> Swizzle;
  /// A dimension of a typedef of an array type (`typedef float Row[4];`):
  /// the node is shared by every declarator that uses the typedef, so Sema
  /// evaluates it once in the file scope (SemaTypedef.cpp) and clones keep
  /// it (ASTClone.h).
  bool TypedefDim = false;
  /// InitList made by Sema for ISPC's single-value initializer of an array
  /// or struct (`uniform float x[4][8] = 0;`): Args[0], a scalar, is
  /// converted to and stored in every scalar element (SemaInit.cpp).
  bool SplatInit = false;
  /// Assign, ++/--: it writes gang memory where lanes may be off
  /// (VaryingControlFlow.cpp): uniform memory other than a local variable
  /// of this function (a global, an element or member of one, memory
  /// reached through a pointer or a reference) under varying control flow
  /// or in a function that may be entered with lanes off; or a uniform
  /// local, or an element or member of a uniform local array or struct,
  /// under control flow varying relative to its declaration. Codegen tags
  /// its stores GangStoreMDName.
  bool GangStore = false;
};

/// Which statement a StmtKind::Foreach is (they share scoping, goto and
/// `break` rules and the varying-control-flow treatment of their body).
enum class ForeachKind : uint8_t {
  Range,  ///< foreach / foreach_tiled (i = a ... b, ...)
  Active, ///< foreach_active (i): Decls[0] the uniform int64 lane index
  Unique  ///< foreach_unique (v in e): Bounds[0] e, Decls[0] the uniform v
};

enum class StmtKind : uint8_t {
  Compound,
  Decl,
  ExprS,
  If,
  For,
  While,
  Do,
  Break,
  Continue,
  Return,
  Foreach,
  Empty,
  Switch,  ///< E: condition; Body: the body (usually a compound)
  Case,    ///< E: the label's expression; Body: the labelled statement
  Default, ///< Body: the labelled statement
  Label,   ///< Name: the label; Body: the labelled statement
  Goto,    ///< Name: the label; Target: resolved by Sema
  Launch,  ///< E: the task call; LaunchCounts: count0..2 (Tasks.h)
  Sync,    ///< `sync;`
  Delete   ///< `delete p;` / `delete[] p;` (E: the pointer)
};

struct Stmt {
  StmtKind Kind;
  clang::SourceLocation Loc;
  Expr *E = nullptr;    ///< condition / expression / return value
  Expr *Step = nullptr; ///< for: step
  /// foreach: per dimension d (outermost first), Bounds[2d] ... Bounds[2d+1]
  /// for the index variable Decls[d].
  std::vector<Expr *> Bounds;
  Stmt *Init = nullptr; ///< for: init statement
  Stmt *Body = nullptr; ///< then / loop body
  Stmt *Else = nullptr;
  std::vector<Stmt *> Children; ///< compound
  std::vector<VarDecl *> Decls; ///< declaration; foreach: the index variables
  bool VaryingCond = false;     ///< set by Sema: the condition is varying
  /// cif/cfor/cwhile/cdo: ISPC's coherence hint (the lanes usually agree on
  /// the condition); the condition's branch gets !spmd.coherent.
  bool Coherent = false;
  std::string Name;             ///< label / goto: the label's name
  Stmt *Target = nullptr;       ///< goto: the Label statement (Sema)
  uint64_t CaseVal = 0;  ///< case: value, in the switch condition's type (Sema)
  bool LabelUsed = false; ///< label: some goto names it (Sema)
  ForeachKind FK = ForeachKind::Range; ///< foreach: which one
  /// compound: an `unmasked { }` block (every program instance on inside).
  bool Unmasked = false;
  /// if/loop/switch with varying control flow whose body writes gang
  /// memory or calls a function that does (VaryingControlFlow.cpp): where
  /// the lanes join again, codegen puts a call of @spmd.gang.join, so that
  /// no scalar cleanup moves a read of what some lane wrote across the join.
  /// An if with an else and a switch also get one at the start of each
  /// side (case): the sides run one after the other for the gang, so a
  /// side's read must not be given a value stored before the branch when
  /// the side that ran first wrote it (`if (c) acc += 1; else acc += 2;`
  /// adds 3 when both sides run).
  bool GangJoin = false;
  /// while/do/for whose condition is a non-zero constant or absent
  /// (`while (true)`, `for (;;)`): only its breaks and returns leave it
  /// (set by Sema; codegen marks where those paths end, SpmdTTI.h
  /// LoopBeginName).
  bool NoOtherExit = false;
  /// launch: the task counts in ISPC's count0, count1, count2 order (null:
  /// not given, 1).
  Expr *LaunchCounts[3] = {nullptr, nullptr, nullptr};
};

/// The keyword of a foreach statement (for diagnostics).
inline const char *foreachKeyword(const Stmt *S) {
  switch (S->FK) {
  case ForeachKind::Active:
    return "foreach_active";
  case ForeachKind::Unique:
    return "foreach_unique";
  case ForeachKind::Range:
    break;
  }
  return "foreach";
}

struct VarDecl {
  std::string Name;
  clang::SourceLocation Loc;
  Type Ty;
  Expr *Init = nullptr;
  /// Array dimensions as written (`a[N][M]`); null for `[]`. Sema fills
  /// Ty.Dims from them.
  std::vector<Expr *> DimExprs;
  /// A pointer to an array (`int (*p)[10]`, `float a[][4]` parameters):
  /// the pointed-to array's dimensions as written. Sema puts them into the
  /// array type Ty.PtrTo (SemaArrayPointer.cpp).
  std::vector<Expr *> PointeeDimExprs;
  bool IsParam = false;
  /// `__attribute__((aligned(N)))`: the variable's storage is aligned to
  /// at least N bytes (a power of two); 0: the type's own alignment.
  uint64_t Align = 0;
  /// Sema, a pointer parameter of an internal function: bit K is set when
  /// pointer level K was written without a variability (level 0 the
  /// parameter itself, level 1 the pointer it points to, ...). Those
  /// levels are uniform in the function as declared; a call passing a
  /// varying pointer there uses an instance with them varying
  /// (SemaPointerInstances.cpp).
  uint8_t UnboundPtrLevels = 0;
  /// A parameter's default argument (`uniform int n = 4`), unchecked: Sema
  /// checks a copy at each call that omits the argument.
  Expr *DefaultArg = nullptr;
  /// Set by the varying-control-flow analysis: a uniform variable assigned
  /// under control flow that is varying relative to its declaration.
  bool GangShared = false;
  /// Set by the same analysis: a uniform array or struct local whose
  /// elements or members are written under varying control flow (relative
  /// to its declaration), or whose address escapes (a decay, `&`): its
  /// element stores must stay conditional (CodeGen marks the alloca).
  bool GangElementWrites = false;
  /// Set by the same analysis: its initializer runs where the variable is
  /// gang-shared and lanes may be off (in a `switch` with a varying
  /// condition, or a function with a goto under varying control flow):
  /// codegen tags its stores GangStoreMDName, as for Expr::GangStore.
  bool InitGangStore = false;
  unsigned DeclDepth = 0; ///< varying-control-flow depth at the declaration
  bool Invalid = false;   ///< its declaration had errors; uses are silent
  /// Sema: `&` is applied to it (a uniform one is then gang memory).
  bool AddressTaken = false;
  /// A global variable (file scope); with `static` (internal linkage) or
  /// `extern` (defined elsewhere, no initializer).
  bool IsGlobal = false, IsStatic = false, IsExtern = false;
  /// Sema: the IR name of a static local (`function.name`).
  std::string GlobalName;
  /// Sema, a global in a build whose gang width is picked at run time
  /// (FrontendOptions::RuntimeGang): an array whose size depends on
  /// programCount is stored as GangStorageElems elements of its innermost
  /// element type (its size at the widest of the gang widths 4..64), so
  /// every part of the build lays it out alike; 0 otherwise.
  uint64_t GangStorageElems = 0;
  /// ... and a dimension other than its first depends on programCount.
  bool GangInnerDims = false;
  /// Sema: a scalar initializer that depends on programCount, folded at
  /// each gang width 4 << k (k < 5); CodeGen's module constructor stores
  /// the running width's value (a float's as the bits of a double). Empty
  /// otherwise.
  std::vector<uint64_t> GangInit;
  /// A global or static varying scalar initialized with one value per
  /// program instance (`static varying int v = { 1, 2, 3, 4 };`): the
  /// folded constant of each lane (Init is lane 0's); CodeGen gives copy k
  /// of the variable LaneInits[k]. Empty otherwise.
  std::vector<Expr *> LaneInits;
};

/// `enum Name { A, B = 4, ... };` Each enumerator is a uniform int32
/// constant; Sema computes Value.
struct EnumDecl;
struct EnumConst {
  std::string Name;
  const EnumDecl *Owner = nullptr; ///< its enum (Parser)
  clang::SourceLocation Loc;
  Expr *Init = nullptr; ///< `= expr`, or null (previous + 1)
  int64_t Value = 0;
};

struct EnumDecl {
  std::string Name; ///< empty for an anonymous enum
  clang::SourceLocation Loc;
  std::vector<EnumConst> Consts;
};

/// One member of a struct. Its variability stays Unbound unless written:
/// it then takes the instance's (ISPC).
struct FieldDecl {
  std::string Name;
  clang::SourceLocation Loc;
  Type Ty;
  std::vector<Expr *> DimExprs; ///< `T a[N]` members (Sema fills Ty.Dims)
};

struct StructDecl {
  std::string Name;
  clang::SourceLocation Loc;
  std::vector<FieldDecl> Fields;
  bool Invalid = false; ///< Sema: a member had errors
  /// False for `struct S;` not (yet) followed by a definition: only
  /// pointers to it may be used (Sema::requireComplete).
  bool Defined = true;
  /// A short vector type `T<N>` (ASTContext::shortVector): N elements of
  /// VecKind in one member `v` (an array padded to a power of two, as
  /// ISPC lays out uniform short vectors); 0 for a plain struct.
  unsigned VecN = 0;
  ScalarKind VecKind = ScalarKind::Void;
  /// `aligned(N)` on the struct type (ParseAttributes.cpp): its alignment
  /// is at least this (Sema::sizeAlign); 0: its members' alignment.
  uint64_t Align = 0;
  std::string CName; ///< short vector: its name in the header (`float3`)
  /// An soa<N> block (ASTContext::soaStruct): the struct it lays out and N.
  const StructDecl *SoaOf = nullptr;
  unsigned SoaN = 0;
  /// The soa blocks made of this struct so far, by width.
  std::vector<std::pair<unsigned, const StructDecl *>> SoaBlocks;
  /// The soa<N> block of this struct, or null if Sema made none.
  const StructDecl *soaBlock(unsigned N) const {
    for (const auto &[W, Blk] : SoaBlocks)
      if (W == N)
        return Blk;
    return nullptr;
  }
  /// The index of the member called Name, or -1.
  int findField(const std::string &N) const {
    for (size_t I = 0; I < Fields.size(); ++I)
      if (Fields[I].Name == N)
        return int(I);
    return -1;
  }
};

enum class StorageKind : uint8_t { Plain, Static, Export };

/// One GNU-style attribute, `__attribute__((Name))` or `Name(Arg)`
/// (ISPC 1.25+, docs/language.md "Attributes"; ParseAttributes.cpp).
struct DeclAttribute {
  std::string Name;
  clang::SourceLocation Loc;
  enum ArgKind : uint8_t { None, Int, String } Arg = None;
  uint64_t IntArg = 0;
  std::string StrArg;
};

struct FuncDecl {
  std::string Name;
  std::string IRName; ///< set by Sema (mangled when overloaded)
  clang::SourceLocation Loc;
  Type RetTy;
  std::vector<VarDecl *> Params;
  Stmt *Body = nullptr; ///< null for a declaration
  StorageKind Storage = StorageKind::Plain;
  bool IsInline = false;
  /// `noinline`: an internal function stays a function that its callers
  /// call (under their execution mask), on every target (docs/language.md).
  bool IsNoInline = false;
  bool IsTask = false;   ///< `task`: entered only through launch (Tasks.h)
  /// `extern "C"`: a C function the application provides (declaration
  /// only; C linkage and calling convention, uniform signature, one call
  /// per gang, made only if some program instance is active: ExternC.h).
  bool IsExternC = false;
  bool IsUnmasked = false; ///< `unmasked`: the body runs with every lane on
  /// `__attribute__((unmangled))`: the symbol is the plain name even when
  /// the function is overloaded (Sema::assignIRNames).
  bool Unmangled = false;
  /// `__attribute__((deprecated[("why")]))`: calls warn (SemaCall.cpp).
  bool Deprecated = false;
  std::string DeprecatedMsg;
  /// Sema: its address is taken (`f` or `&f` as a value), so calls through
  /// function pointers of its signature may reach it.
  bool AddressTaken = false;
  const FuncSig *AddrSig = nullptr; ///< Sema: its signature, if AddressTaken
  bool Launches = false; ///< Sema: the body launches tasks (implicit sync)
  /// VaryingControlFlow: a call of this function under varying control flow.
  clang::SourceLocation VaryingCallLoc;
  /// Task: some launch of it may run with lanes off (markPartialLaunches);
  /// its argument block carries the launching lanes (Tasks.h).
  bool PartialEntry = false;
  /// Sema: the definition this declaration refers to (itself if defined).
  FuncDecl *Canonical = nullptr;
  /// Sema: calls made by this function's body, with their location
  /// (markPartialLaunches follows them).
  std::vector<std::pair<FuncDecl *, clang::SourceLocation>> Callees;
  bool Invalid = false;
  /// `template <> R f<args>(...)` (explicit specialization) or
  /// `template R f<args>(...);` (explicit instantiation; no body): the
  /// arguments written after the name (HasTemplateArgs: `<...>` present).
  bool IsSpecialization = false, IsExplicitInstantiation = false;
  bool HasTemplateArgs = false;
  std::vector<TemplateArg> TemplateArgs;
  /// Sema: an instantiation of a template (or an explicit specialization):
  /// its template and the printable argument list ("float, 4").
  TemplateDecl *FromTemplate = nullptr;
  std::string TemplateArgsText;
  /// Sema: where the instantiation was first requested (notes), and the
  /// instantiation whose body requested it, if any.
  clang::SourceLocation InstantiatedAt;
  FuncDecl *InstantiatedIn = nullptr;
  /// Sema: an instance of VaryingPtrOf (a definition) whose unqualified
  /// pointer parameters listed in VaryingPtrParams ("'p', 'q'") are
  /// varying; InstantiatedAt is the first call that needed it.
  FuncDecl *VaryingPtrOf = nullptr;
  std::string VaryingPtrParams;
};

/// A template parameter: `typename T` / `class T` (a type) or `int N` (a
/// non-type parameter; ValTy is its type).
struct TemplateParam {
  std::string Name;
  clang::SourceLocation Loc;
  bool IsType = true;
  Type ValTy;
  /// A default argument (`typename T = float`, `int N = 4`): DefaultTy or
  /// DefaultE (unchecked; Sema checks a copy), used for a parameter that is
  /// neither written nor deduced at a call.
  bool HasDefault = false;
  Type DefaultTy;
  Expr *DefaultE = nullptr;
};

/// `template <params> function-definition`. Pattern is the function as
/// parsed (types mentioning the parameters carry Type::TParam, non-type
/// parameters are plain names in expressions); Sema never checks it, only
/// its instantiations (SemaTemplate.cpp).
struct TemplateDecl {
  std::string Name;
  clang::SourceLocation Loc;
  std::vector<TemplateParam *> Params;
  FuncDecl *Pattern = nullptr;
};

struct TranslationUnit {
  std::vector<FuncDecl *> Funcs;     ///< every declaration, in source order
  std::vector<StructDecl *> Structs; ///< struct definitions, in source order
  std::vector<EnumDecl *> Enums;     ///< enum definitions, in source order
  std::vector<VarDecl *> Globals;    ///< global variables, in source order
  /// Function templates, in source order. Explicit specializations and
  /// instantiations are in Funcs (FuncDecl::IsSpecialization, ...).
  std::vector<TemplateDecl *> Templates;
  /// The dimensions of every typedef of an array type, in source order
  /// (Expr::TypedefDim), so Sema checks each once even if unused.
  std::vector<Expr *> TypedefDims;
};

/// Owns every node.
class ASTContext {
public:
  Expr *newExpr(ExprKind K, clang::SourceLocation L) {
    Exprs.push_back(std::make_unique<Expr>());
    Exprs.back()->Kind = K;
    Exprs.back()->Loc = L;
    Exprs.back()->Begin = L;
    return Exprs.back().get();
  }
  Stmt *newStmt(StmtKind K, clang::SourceLocation L) {
    Stmts.push_back(std::make_unique<Stmt>());
    Stmts.back()->Kind = K;
    Stmts.back()->Loc = L;
    return Stmts.back().get();
  }
  VarDecl *newVar() {
    Vars.push_back(std::make_unique<VarDecl>());
    return Vars.back().get();
  }
  FuncDecl *newFunc() {
    Funcs.push_back(std::make_unique<FuncDecl>());
    return Funcs.back().get();
  }
  StructDecl *newStruct() {
    Structs.push_back(std::make_unique<StructDecl>());
    return Structs.back().get();
  }
  TemplateDecl *newTemplate() {
    Templates.push_back(std::make_unique<TemplateDecl>());
    return Templates.back().get();
  }
  TemplateParam *newTemplateParam() {
    TParams.push_back(std::make_unique<TemplateParam>());
    return TParams.back().get();
  }
  EnumDecl *newEnum() {
    Enums.push_back(std::make_unique<EnumDecl>());
    return Enums.back().get();
  }
  /// The struct that represents the short vector type `K<N>` (one per
  /// kind and length; see StructDecl::VecN).
  const StructDecl *shortVector(ScalarKind K, unsigned N);
  /// The soa<N> block of SD (Soa.h), with the blocks of its struct members;
  /// made once per struct and width. SD's members must be resolved.
  const StructDecl *soaStruct(const StructDecl *SD, unsigned N);
  /// The interned signature (Ret, Params), defaults applied
  /// (FunctionPointers.cpp).
  const FuncSig *funcSig(Type Ret, std::vector<Type> Params,
                         bool IsTask = false);

private:
  std::vector<std::unique_ptr<Expr>> Exprs;
  std::vector<std::unique_ptr<Stmt>> Stmts;
  std::vector<std::unique_ptr<VarDecl>> Vars;
  std::vector<std::unique_ptr<FuncDecl>> Funcs;
  std::vector<std::unique_ptr<StructDecl>> Structs;
  std::vector<std::unique_ptr<EnumDecl>> Enums;
  std::vector<std::unique_ptr<TemplateDecl>> Templates;
  std::vector<std::unique_ptr<TemplateParam>> TParams;
  std::vector<const StructDecl *> ShortVectors;
  std::vector<std::unique_ptr<FuncSig>> Sigs;
};

/// Is T a short vector value (`float<3>`; not a pointer to one or an array
/// of them)?
inline bool isShortVector(const Type &T) {
  return T.isStruct() && T.Struct->VecN != 0;
}

} // namespace fe
} // namespace spmdc

#endif
