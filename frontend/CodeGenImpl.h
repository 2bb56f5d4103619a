//===- CodeGenImpl.h - SPMD IR generation internals -------------*- C++ -*-===//
//
// \file
// Private to the CodeGen*.cpp files: the per-module helper (types,
// function declarations, the spmd.* intrinsics) and the per-function emitter.
// See CodeGen.h for what the generated IR looks like.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_FRONTEND_CODEGENIMPL_H
#define SPMDC_FRONTEND_CODEGENIMPL_H

#include "frontend/AST.h"
#include "frontend/DebugInfo.h"
#include "frontend/GangRule.h"
#include "vectorizer/analysis/CrossLaneOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include <functional>
#include <vector>

namespace spmdc {
namespace fe {

/// A convergent call to the cross-lane intrinsic \p Op on \p Args
/// (declared on first use); \p ValTy picks the overload (the type of the
/// per-lane value; default: the first argument's). CodeGenBuiltins.cpp.
llvm::Value *crossLane(llvm::IRBuilder<> &B, llvm::Module &M, CrossLaneOp Op,
                       llvm::Type *RetTy, llvm::ArrayRef<llvm::Value *> Args,
                       llvm::Type *ValTy = nullptr);

class ModuleEmitter {
public:
  ModuleEmitter(llvm::LLVMContext &Ctx, llvm::Module &M, DebugInfoEmitter &DI)
      : Ctx(Ctx), M(M), DI(DI) {}

  /// Register type: bool is i1.
  llvm::Type *regType(ScalarKind K);
  /// Memory type: bool is i8.
  llvm::Type *memType(ScalarKind K);
  llvm::Type *valueType(const Type &T);
  /// In-memory type of a variable: arrays nest `[N x ...]` of memType;
  /// a struct is a named LLVM struct of its members' storage types.
  llvm::Type *storageType(const Type &T);
  llvm::StructType *structType(const StructDecl *SD);
  /// The LLVM element of member \p K of SD's struct type: members lie at
  /// C's offsets (Sema::sizeAlign), which can need padding elements
  /// before a short vector member (aligned to its padded size).
  unsigned fieldIndex(const StructDecl *SD, size_t K);
  /// SD's struct constant of the members' constants \p Members (padding
  /// elements zero).
  llvm::Constant *structConstant(const StructDecl *SD,
                                 llvm::ArrayRef<llvm::Constant *> Members);
  /// The global variable of V (created on first use).
  llvm::GlobalVariable *global(VarDecl *V);
  /// C's nested arrays as their innermost elements (of type LeafTy), in
  /// memory order (a global sized by programCount, VarDecl::GangStorageElems).
  void flattenConstant(llvm::Constant *C, llvm::Type *LeafTy,
                       llvm::SmallVectorImpl<llvm::Constant *> &Out);
  /// (CodeGenGangGlobals.cpp) The module constructor that stores each
  /// GangInits variable's value for the gang width that runs (Rule:
  /// GangRule.h).
  void emitGangGlobalsInit(GangRule Rule);
  /// Globals whose initializer depends on the gang width (VarDecl::GangInit).
  std::vector<VarDecl *> GangInits;
  /// The constant of the folded initializer I (literals and brace lists,
  /// see SemaGlobal.cpp) for type T; null initializer: zero.
  llvm::Constant *constantFor(Expr *I, const Type &T);
  /// Every scalar element of an object of type T set to the folded
  /// literal Lit, converted (a SplatInit initializer of a global).
  llvm::Constant *splatConstant(Expr *Lit, const Type &T);
  /// The link-time address of a global (element); see Sema::isConstAddress.
  llvm::Constant *constantLValue(Expr *E);
  llvm::Constant *constantAddress(Expr *E);
  llvm::Function *function(FuncDecl *FD);
  llvm::FunctionCallee laneIndex();
  llvm::FunctionCallee laneCount();
  llvm::FunctionCallee gangShared();
  /// @spmd.gang.join (vectorizer/analysis/SpmdTTI.h GangJoinName).
  llvm::FunctionCallee gangJoin();
  /// @spmd.loop.begin / @spmd.loop.end (SpmdTTI.h LoopBeginName).
  llvm::FunctionCallee loopMarker(llvm::StringRef Name);
  /// The next loop's N in those markers (unique in the module).
  unsigned NextLoopId = 0;
  // CodeGenUniformMembers.cpp: uniform members of varying structs.
  /// The byte ranges (offset from Base, size) of the members of SD that
  /// one instance (uniform or varying) shares across the gang: its
  /// uniform members, also inside nested structs and their arrays.
  void uniformMemberRanges(
      const StructDecl *SD, uint64_t Base, bool UniformInstance,
      llvm::SmallVectorImpl<std::pair<uint64_t, uint64_t>> &Out);
  /// @spmd.uniform.members (SpmdTTI.h UniformMembersName).
  llvm::FunctionCallee uniformMembersMarker();
  // CodeGenTasks.cpp: the task entry, its argument block, ISPC's runtime.
  llvm::Function *createTaskFunction(FuncDecl *FD);
  llvm::StructType *taskArgsType(FuncDecl *FD);
  llvm::FunctionCallee ispcAlloc();
  llvm::FunctionCallee ispcLaunch();
  llvm::FunctionCallee ispcSync();
  /// spmdrt's aligned allocator (`uniform new`, `delete`).
  /// The alignment soa<N> blocks of SD need (Soa.h): max(N, the block's).
  uint64_t soaAlign(const StructDecl *SD, unsigned N);
  llvm::FunctionCallee alignedAlloc();
  llvm::FunctionCallee alignedFree();

  llvm::LLVMContext &Ctx;
  llvm::Module &M;
  DebugInfoEmitter &DI; ///< locations and variables (DebugInfo.h)
  /// FrontendOptions::SingleLoopForeach.
  bool SingleLoopForeach = false;
  /// FrontendOptions::DisableAssertions.
  bool DisableAssertions = false;
  /// The copies a varying global has (FrontendOptions::VaryingGlobalLanes).
  unsigned VaryingGlobalLanes = 0;
  /// The functions whose address is taken, in source order
  /// (CodeGenFunctionPointers.cpp).
  std::vector<FuncDecl *> AddressTaken;
  /// The value of a pointer to FD: the address of its tag, a private i8
  /// constant (never merged with another), so the function itself stays
  /// unreferenced and is inlined like any other. A generic (address
  /// space 0) pointer, as every pointer value (GPU globals live elsewhere).
  llvm::Constant *functionTag(FuncDecl *FD);

private:
  llvm::FunctionCallee pureI32(llvm::StringRef Name);
  llvm::DenseMap<FuncDecl *, llvm::Function *> Fns;
  llvm::DenseMap<const StructDecl *, llvm::StructType *> Structs;
  /// Per struct with padding elements: the LLVM element of each member
  /// (absent: member K is element K).
  llvm::DenseMap<const StructDecl *, llvm::SmallVector<unsigned, 8>>
      FieldIndices;
  llvm::DenseMap<VarDecl *, llvm::GlobalVariable *> Globals;
  llvm::DenseMap<FuncDecl *, llvm::Constant *> FunctionTags;
};

class FunctionEmitter {
public:
  FunctionEmitter(ModuleEmitter &ME, FuncDecl &FD);
  void emit();

private:
  // Statements (CodeGen.cpp).
  void emitStmt(Stmt *S);
  void markCoherent(Stmt *S, llvm::Instruction *Br);
  /// At the join of S: @spmd.gang.join if S->GangJoin.
  void gangJoin(Stmt *S);
  void emitIf(Stmt *S);
  void emitWhile(Stmt *S);
  void emitDo(Stmt *S);
  void emitFor(Stmt *S);
  void emitForeach(Stmt *S);
  /// Dimension D of a foreach (outer dimensions are uniform loops).
  void emitForeachDim(Stmt *S, unsigned D, llvm::ArrayRef<llvm::Value *> Bounds);
  // CodeGenShortVector.cpp: short vector values are addresses, as structs.
  /// A new temporary object of short vector type T.
  llvm::Value *vecTemp(const Type &T);
  /// The address of element I of the short vector of type T at Addr.
  llvm::Value *vecElement(llvm::Value *Addr, const Type &T, unsigned I);
  /// Element-wise casts, unary and binary operators, swizzles.
  llvm::Value *emitVecExpr(Expr *E);
  /// `v op= x`.
  llvm::Value *emitVecCompound(Expr *E);
  /// `++v`, `v--`, ... of a short vector: every element steps by one.
  llvm::Value *emitVecIncDec(Expr *E);
  /// `v.zx = w`, `v.xy op= w`: the selected elements of the vector.
  llvm::Value *emitSwizzleAssign(Expr *E);
  // CodeGenFunctionPointers.cpp: a call through a function pointer.
  llvm::Value *emitIndirectCall(Expr *E);
  // CodeGenExternC.cpp: a call of an extern "C" function (once per gang,
  // if any program instance is active).
  llvm::Value *emitExternCCall(Expr *E);
  // CodeGenForeachActive.cpp: foreach_active and foreach_unique.
  void emitForeachActive(Stmt *S);
  void emitForeachUnique(Stmt *S);
  /// The loop over the bits of the active-lane mask both statements share.
  /// PickLane runs in the pick block with the remaining bits and returns
  /// the varying guard of the body and the bits left after this iteration
  /// (null: `rem & (rem - 1)`, computed in the next block).
  using MaskBitPick =
      std::function<std::pair<llvm::Value *, llvm::Value *>(llvm::Value *)>;
  void emitMaskBitLoop(Stmt *S, llvm::StringRef BlockPrefix,
                       llvm::StringRef ValuePrefix,
                       const MaskBitPick &PickLane);
  void emitSingleLoopForeach(Stmt *S, llvm::AllocaInst *Base,
                             llvm::AllocaInst *IVSlot, llvm::Value *Hi,
                             llvm::StringRef Name);
  void emitDecl(Stmt *S);
  /// Stores the initializer I (checked against T: a brace list for arrays
  /// and structs, else an expression) to Addr; what a list leaves out is
  /// zeroed.
  void emitInit(llvm::Value *Addr, const Type &T, Expr *I);
  /// Calls Elem(k) for k in [From, N): unrolled (constant k) for at most 16
  /// elements, otherwise as a loop in uniform control flow whose blocks are
  /// named Prefix.body / Prefix.end.
  void forEachIndex(uint64_t From, uint64_t N, llvm::StringRef Prefix,
                    llvm::function_ref<void(llvm::Value *)> Elem);
  /// The loop of forEachIndex and forEachIndexUpTo: Elem(k) for k in
  /// [From, N); MayBeEmpty adds the N > From guard.
  void indexLoop(uint64_t From, llvm::Value *N, llvm::StringRef Prefix,
                 llvm::function_ref<void(llvm::Value *)> Elem,
                 bool MayBeEmpty);
  /// Applies Leaf(dst, src, scalar type) to every scalar of an object of
  /// type T at Dst (and Src, if not null); arrays of more than 16 elements
  /// are walked with a loop, elements [From, count) of the outermost
  /// dimension only.
  void forEachScalar(
      llvm::Value *Dst, llvm::Value *Src, const Type &T, uint64_t From,
      const std::function<void(llvm::Value *, llvm::Value *, const Type &)>
          &Leaf);
  // CodeGenRuntimeArrays.cpp: programCount-sized local arrays on a
  // scalable target (Type::RtDims).
  /// The size of run-time dimension D (i64), computed once per function
  /// in the entry block.
  llvm::Value *runtimeDimValue(const RuntimeDim &D);
  /// Dimension I of array type T (i64), constant or run-time.
  llvm::Value *runtimeDimValue(const Type &T, size_t I);
  /// The entry-block allocation of a local of run-time-sized type T.
  llvm::AllocaInst *runtimeArraySlot(const Type &T, const llvm::Twine &Name);
  /// The address of element Idx (i64) of the array of type T at Base.
  llvm::Value *arrayElementAddress(llvm::Value *Base, const Type &T,
                                   llvm::Value *Idx,
                                   const llvm::Twine &Name = "");
  /// Elem(k) for k in [From, N) with a run-time N, as a loop in uniform
  /// control flow (nothing when N <= From).
  void forEachIndexUpTo(uint64_t From, llvm::Value *N, llvm::StringRef Prefix,
                        llvm::function_ref<void(llvm::Value *)> Elem);
  /// Zeroes the object of type T at Addr (elements [From, ...) of an array).
  void emitZero(llvm::Value *Addr, const Type &T, uint64_t From = 0);
  /// Copies the object of type T at Src to Dst, scalar by scalar (no
  /// aggregate loads or stores: the vectorizer widens scalars).
  void emitCopy(llvm::Value *Dst, llvm::Value *Src, const Type &T);
  // CodeGenSwitch.cpp: switch, case/default, labels, goto.
  void emitSwitch(Stmt *S);
  void emitCaseLabel(Stmt *S);
  void emitLabel(Stmt *S);
  void emitGoto(Stmt *S);
  llvm::BasicBlock *labelBlock(Stmt *Label);
  // CodeGenTasks.cpp: launch, sync, the task prologue and task variables.
  void emitLaunch(Stmt *S);
  /// The allocation of Task's argument block, its filling with Args (and
  /// the launching lanes) and the ISPCLaunch of Counts tasks.
  void launchTask(FuncDecl *Task, llvm::ArrayRef<llvm::Value *> Args,
                  llvm::Value *const Counts[3]);
  /// `if (handle) { ISPCSync(handle); handle = null; }` if this function
  /// launches (explicit sync, and the implicit one before returning).
  void emitSync();
  void emitTaskPrologue();
  llvm::Value *taskVar(Expr *E);
  llvm::AllocaInst *taskHandle();
  /// This lane's element of a varying task parameter's array.
  llvm::Value *laneElement(llvm::Type *ArrayTy, llvm::Value *Array);
  /// Emits one copy of a foreach body: labels inside it get their own blocks.
  void emitForeachBody(Stmt *Body);
  llvm::BasicBlock *newBlock(const llvm::Twine &Name);
  /// Starts an unmasked region in a new block (UnmaskedRegions.h); returns
  /// its token for endUnmasked, which ends it in another new block.
  llvm::Value *beginUnmasked();
  void endUnmasked(llvm::Value *Region);
  /// Branches to Dest unless the block is already terminated.
  void branchTo(llvm::BasicBlock *Dest);
  /// After break/continue/return: continue in a fresh, unreachable block.
  void startDeadBlock();
  llvm::AllocaInst *slotFor(VarDecl *V);
  /// The address of a variable: its global or its slot.
  llvm::Value *varAddress(VarDecl *V);
  /// A is private memory of type T: if T mixes variabilities (a varying
  /// struct with uniform members, a uniform one with varying members,
  /// StructMembers.h), marks A so that spmd-privatize gives the uniform
  /// members one slot for the gang (CodeGenUniformMembers.cpp).
  void shareUniformMembers(llvm::AllocaInst *A, const Type &T);
  /// A temporary of struct type T in the entry block (a call's result or
  /// the callee's copy of an argument), its uniform members shared.
  llvm::AllocaInst *structTemp(const Type &T, const llvm::Twine &Name);
  /// Appends a call's arguments to Args as every call passes them: for a
  /// reference parameter (ByRef(I)) the lvalue's address, a struct by
  /// value as a pointer to a copy (CopyName), anything else its value.
  void emitCallArgs(Expr *Call, llvm::function_ref<bool(size_t)> ByRef,
                    const llvm::Twine &CopyName,
                    std::vector<llvm::Value *> &Args);

  // CodeGenLaneViews.cpp: a uniform pointer to varying data assigned
  // under varying control flow.
  /// V is one: each lane holds its own view of the pointer (the address
  /// of its own element), so the gang-shared slot has one per lane.
  bool holdsLaneViews(const VarDecl *V) const;
  /// Its slot: gang memory of VaryingGlobalLanes pointers.
  llvm::AllocaInst *laneViewsSlot(VarDecl *V);
  /// An assignment (`p = q`, `p += n`, `++p`, `p--`) to such a variable.
  llvm::Value *emitLaneViewsAssign(Expr *E);
  /// Emits Body in an unmasked region entered when any lane is active, so
  /// that a store of lane views there reaches the lanes that are off too.
  void unmaskedIfAnyActive(llvm::function_ref<void()> Body);
  /// V is a uniform array of uniform pointers to varying data (`varying
  /// float * uniform a[2]`): each lane keeps its own copy of it (its views
  /// of the pointers), not one gang-shared object.
  bool holdsLaneViewArray(const VarDecl *V) const;
  /// `a[i] = q`, `a[i] += n` or `++a[i]` into such an array (E->A an
  /// element of it): every lane stores its own view when any lane
  /// executes the assignment.
  llvm::Value *emitLaneViewArrayAssign(Expr *E);
  /// The array E->A is an element of, if it is such an array.
  VarDecl *laneViewArrayOf(const Expr *E) const;
  /// The lvalue E is one pointer element of such an array (not a row).
  bool isLaneViewElement(const Expr *E) const {
    return E->Kind == ExprKind::Index && E->Ty.IsPointer &&
           !E->Ty.isArray() && laneViewArrayOf(E);
  }

  // CodeGenSoa.cpp: elements of soa<N> arrays and soa pointers (Soa.h).
  /// An object inside an soa<N> block: the address of its storage there
  /// (of type soaStorageType) and its lane (i64).
  struct SoaRef {
    llvm::Value *Addr, *Lane;
  };
  SoaRef emitSoaRef(Expr *E, unsigned N);
  /// The storage a short-vector assignment changes: Vec's own address, or
  /// for a vector inside an soa<W> block a copy that endVecUpdate writes
  /// back.
  struct VecUpdate {
    llvm::Value *Addr;
    SoaRef Ref;
    unsigned W;
  };
  VecUpdate beginVecUpdate(Expr *Vec);
  void endVecUpdate(const VecUpdate &U, const Type &VT);
  /// The block and lane an soa pointer P (of type PT) names, and back.
  SoaRef soaPointerRef(llvm::Value *P, const Type &PT);
  llvm::Value *soaPointer(const SoaRef &R);
  /// Element Idx after lane Lane0 (null: 0) of the block at Block0, in an
  /// array of blocks of soa type T (InArray) or through a pointer.
  SoaRef soaStep(llvm::Value *Block0, llvm::Value *Lane0, llvm::Value *Idx,
                 const Type &T, bool InArray);
  /// The address of a scalar or pointer of type T at R.
  llvm::Value *soaLeafAddress(const SoaRef &R, const Type &T, unsigned N);
  /// Copies the object of type T between R and the ordinary object at
  /// Plain, scalar by scalar.
  void soaCopy(const SoaRef &R, llvm::Value *Plain, const Type &T, unsigned N,
               bool ToSoa);
  /// emitAddress of E with soaWidth(E) == N: a scalar's own address, a
  /// struct's copy in a temporary.
  llvm::Value *emitSoaAddress(Expr *E, unsigned N);
  /// Dst (an soa element or struct member of one) = the struct at Src.
  void emitSoaStore(Expr *Dst, unsigned N, llvm::Value *Src);
  /// Soa pointer arithmetic: P + N elements (N: i64); L - R in elements.
  llvm::Value *soaAdvance(llvm::Value *P, const Type &PT, llvm::Value *N);
  llvm::Value *soaDiff(llvm::Value *L, llvm::Value *R, const Type &PT);
  /// An index expression, extended to i64.
  llvm::Value *indexValue(Expr *I);

  // Expressions (CodeGenExpr.cpp).
  llvm::Value *emitExpr(Expr *E);
  llvm::Value *emitAddress(Expr *E);
  bool isUniformPartOfVaryingStruct(const Expr *E) const;
  bool isOneVaryingInstance(const Expr *E) const;
  llvm::Value *firstActiveLane(llvm::Value *V);
  llvm::Value *emitUnary(Expr *E);
  llvm::Value *emitBinary(Expr *E);
  llvm::Value *emitAssign(Expr *E);
  llvm::Value *emitCond(Expr *E);
  llvm::Value *emitLogical(Expr *E);
  llvm::Value *emitCall(Expr *E);
  llvm::Value *emitBuiltin(Expr *E);
  /// print(...) as a call to spmdrt_print (CodeGenPrint.cpp).
  llvm::Value *emitPrint(Expr *E);
  // CodeGenAtomics.cpp: the atomics spmd.atomic.* does not cover.
  static bool isLaneSerialAtomic(const Expr *E);
  llvm::Value *emitLaneSerialAtomic(Expr *E);
  // CodeGenSystem.cpp: ISPC's rdrand (from getrandom) and fastmath.
  llvm::Value *emitRdrand(Expr *E, llvm::Value *Ptr);
  void emitFastMath();
  /// Runs Op(lane) for every active lane in lane order (a uniform loop over
  /// the lane mask's set bits); the results, one per lane, as a varying
  /// value of type ResTy (0 in inactive lanes).
  llvm::Value *
  forEachActiveLane(llvm::Type *ResTy,
                    const std::function<llvm::Value *(llvm::Value *)> &Op);
  // CodeGenAlloc.cpp: `new` (uniform: one block; otherwise one block per
  // active lane) and `delete`.
  llvm::Value *emitNew(Expr *E);
  /// `uniform new varying T[N]` (Size: bytes of one per-lane T).
  llvm::Value *emitUniformNewOfVarying(llvm::Value *N, uint64_t Size);
  void emitDelete(Stmt *S);
  /// Pointer ± integer, pointer - pointer, pointer comparisons.
  llvm::Value *emitPointerBinary(Expr *E);
  /// P advanced by N elements of T's pointee (N sign- or zero-extended).
  llvm::Value *advance(llvm::Value *P, const Type &T, llvm::Value *N,
                       ScalarKind NK);
  /// Stores V (of type T: a pointer or a scalar) to Addr.
  void storeValue(llvm::Value *V, llvm::Value *Addr, const Type &T);
  /// A store of V to Addr, tagged GangStoreMDName while TagGangStores.
  llvm::StoreInst *createStore(llvm::Value *V, llvm::Value *Addr);
  /// Set (llvm::SaveAndRestore) around the stores that write the left side
  /// of an Expr::GangStore assignment: the scalar cleanup must not move,
  /// merge or speculate them (vectorizer/Passes.h SpmdProtectGangStoresPass).
  bool TagGangStores = false;
  llvm::Value *convert(llvm::Value *V, ScalarKind From, ScalarKind To);
  llvm::Value *arith(Op O, llvm::Value *L, llvm::Value *R, ScalarKind K);
  llvm::Value *compare(Op O, llvm::Value *L, llvm::Value *R, ScalarKind K);
  llvm::Value *load(llvm::Value *Addr, ScalarKind K, const llvm::Twine &N = "");
  void store(llvm::Value *V, llvm::Value *Addr, ScalarKind K);
  llvm::Value *laneIndex();
  llvm::Value *laneCount();

  ModuleEmitter &ME;
  llvm::LLVMContext &Ctx;
  FuncDecl &FD;
  llvm::Function *F = nullptr;
  llvm::IRBuilder<> B;
  llvm::Instruction *AllocaPt = nullptr;
  llvm::BasicBlock *RetBB = nullptr;
  llvm::AllocaInst *RetSlot = nullptr;
  llvm::Value *RetPtr = nullptr; ///< a struct result: the caller's object
  llvm::DenseMap<VarDecl *, llvm::AllocaInst *> Slots;
  /// Run-time dimension sizes already computed in the entry block.
  std::vector<std::pair<RuntimeDim, llvm::Value *>> RuntimeDimValues;
  /// programCount as an i64 in the entry block, for those sizes.
  llvm::Value *EntryLaneCount = nullptr;
  struct LoopTargets {
    llvm::BasicBlock *Break, *Continue;
  };
  std::vector<LoopTargets> Loops;
  /// The enclosing loops with no other exit (Stmt::NoOtherExit), by their
  /// marker N, and those a return leaves (the return block marks their
  /// end too).
  std::vector<unsigned> NoExitLoops, ReturnLoops;
  /// A loop with no other exit: the begin marker before \p Enter (its
  /// branch into the loop); returns N (or ~0u for another loop).
  unsigned beginLoop(Stmt *S, llvm::Instruction *Enter);
  /// After the loop's body: at the start of End (its breaks' target) the
  /// end marker.
  void endLoop(unsigned Id, llvm::BasicBlock *End);
  std::vector<llvm::SwitchInst *> Switches; ///< enclosing switches
  std::vector<bool> SwitchJoins; ///< their Stmt::GangJoin
  llvm::DenseMap<Stmt *, llvm::BasicBlock *> LabelBlocks;
  llvm::AllocaInst *TaskHandle = nullptr; ///< ISPC's launch handle (void *)
};

} // namespace fe
} // namespace spmdc

#endif
