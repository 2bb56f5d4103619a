//===- DebugInfo.cpp - Debug info for SPMD IR -----------------------------===//
//
// \file
// See DebugInfo.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/DebugInfo.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace spmdc {

namespace fe {

namespace {

struct FileLine {
  std::string File;
  unsigned Line = 0, Col = 0;
};

/// Where L is, as a debugger shows it: macro expansions at the expansion,
/// #line directives honoured.
FileLine presumed(const clang::SourceManager &SM, clang::SourceLocation L) {
  FileLine R;
  if (L.isInvalid())
    return R;
  clang::PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(L));
  if (P.isInvalid())
    return R;
  R.File = P.getFilename();
  R.Line = P.getLine();
  R.Col = P.getColumn();
  return R;
}

std::string currentDirectory() {
  SmallString<256> CWD;
  if (sys::fs::current_path(CWD))
    return "";
  return std::string(CWD);
}

} // namespace

DebugInfoEmitter::DebugInfoEmitter(Module &M, const clang::SourceManager &SM,
                                   StringRef MainFile, StringRef Producer,
                                   bool Optimized)
    : M(M), SM(SM), DIB(M) {
  M.addModuleFlag(Module::Warning, "Dwarf Version", 5);
  M.addModuleFlag(Module::Warning, "Debug Info Version",
                  DEBUG_METADATA_VERSION);
  CU = DIB.createCompileUnit(DISourceLanguageName(dwarf::DW_LANG_C99),
                             fileFor(MainFile), Producer, Optimized,
                             /*Flags=*/"", /*RV=*/0);
}

void DebugInfoEmitter::finalize() {
  DIB.finalize();
  if (!VaryingVars.empty())
    M.getOrInsertNamedMetadata(VaryingVarsMDName)
        ->addOperand(MDNode::get(M.getContext(), VaryingVars));
}

DIFile *DebugInfoEmitter::fileFor(StringRef Name) {
  auto It = Files.find(Name);
  if (It != Files.end())
    return It->second;
  // Relative names resolve against the compilation directory, as clang
  // writes them; gdb's `break k.spmd:LINE` matches on the file name.
  SmallString<256> Clean(Name);
  sys::path::remove_dots(Clean, /*remove_dot_dot=*/false);
  DIFile *F = sys::path::is_absolute(Clean)
                  ? DIB.createFile(sys::path::filename(Clean),
                                   sys::path::parent_path(Clean))
                  : DIB.createFile(Clean, currentDirectory());
  Files[Name] = F;
  return F;
}

DIType *DebugInfoEmitter::basicType(ScalarKind K) {
  auto It = BasicTypes.find(unsigned(K));
  if (It != BasicTypes.end())
    return It->second;
  unsigned Enc = isFloatKind(K)          ? dwarf::DW_ATE_float
                 : K == ScalarKind::Bool ? dwarf::DW_ATE_boolean
                 : isSigned(K)           ? dwarf::DW_ATE_signed
                                         : dwarf::DW_ATE_unsigned;
  // bool is a byte in memory (and in the debugger), like C's _Bool.
  unsigned Bits = K == ScalarKind::Bool ? 8 : bitWidth(K);
  DIType *T = DIB.createBasicType(cTypeName(K), Bits, Enc);
  BasicTypes[unsigned(K)] = T;
  return T;
}

DIType *DebugInfoEmitter::typeFor(const Type &T) {
  if (T.isVoid())
    return nullptr;
  DIType *Base = T.PtrTo ? typeFor(T.pointee()) : basicType(T.Kind);
  if (T.IsPointer) {
    if (T.PointeeConst)
      Base = DIB.createQualifiedType(dwarf::DW_TAG_const_type, Base);
    return DIB.createPointerType(Base,
                                 M.getDataLayout().getPointerSizeInBits());
  }
  return Base;
}

void DebugInfoEmitter::beginFunction(Function &F, const FuncDecl &FD) {
  FileLine FL = presumed(SM, FD.Loc);
  DIFile *File = FL.File.empty() ? CU->getFile() : fileFor(FL.File);
  SmallVector<Metadata *, 8> Sig;
  Sig.push_back(typeFor(FD.RetTy));
  for (const VarDecl *P : FD.Params)
    Sig.push_back(typeFor(P->Ty));
  DISubroutineType *Ty =
      DIB.createSubroutineType(DIB.getOrCreateTypeArray(Sig));
  DISubprogram::DISPFlags Flags = DISubprogram::SPFlagDefinition;
  if (CU->isOptimized())
    Flags |= DISubprogram::SPFlagOptimized;
  if (F.hasLocalLinkage())
    Flags |= DISubprogram::SPFlagLocalToUnit;
  StringRef Linkage = F.getName() == FD.Name ? StringRef() : F.getName();
  SP = DIB.createFunction(File, FD.Name, Linkage, File, FL.Line, Ty, FL.Line,
                          DINode::FlagPrototyped, Flags);
  F.setSubprogram(SP);
  Scopes.assign(1, SP);
  // Blocks and variables belong to one function; a body compiled twice
  // (an export function and its internal twin) gets its own in each.
  Blocks.clear();
  Vars.clear();
}

void DebugInfoEmitter::endFunction() {
  DIB.finalizeSubprogram(SP);
  Scopes.clear();
  SP = nullptr;
}

void DebugInfoEmitter::pushBlock(const Stmt *S) {
  auto It = Blocks.find(S);
  if (It != Blocks.end()) {
    Scopes.push_back(It->second);
    return;
  }
  FileLine FL = presumed(SM, S->Loc);
  DIFile *File = FL.File.empty() ? Scopes.back()->getFile() : fileFor(FL.File);
  // The parent must be a scope of this function (not a DILexicalBlockFile
  // of another file: the block has its own file).
  DILexicalBlock *LB =
      DIB.createLexicalBlock(Scopes.back(), File, FL.Line, FL.Col);
  Blocks[S] = LB;
  Scopes.push_back(LB);
}

void DebugInfoEmitter::popBlock() { Scopes.pop_back(); }

DIScope *DebugInfoEmitter::scopeAt(DIFile *File) {
  DIScope *S = Scopes.back();
  if (!File || S->getFile() == File)
    return S;
  auto Key = std::make_pair(S, File);
  auto It = BlockFiles.find(Key);
  if (It != BlockFiles.end())
    return It->second;
  DILexicalBlockFile *BF = DIB.createLexicalBlockFile(S, File);
  BlockFiles[Key] = BF;
  return BF;
}

DebugLoc DebugInfoEmitter::location(clang::SourceLocation L) {
  FileLine FL = presumed(SM, L);
  DIScope *Scope = scopeAt(FL.File.empty() ? nullptr : fileFor(FL.File));
  return DILocation::get(M.getContext(), FL.Line, FL.Col, Scope);
}

DebugLoc DebugInfoEmitter::artificial() {
  return DILocation::get(M.getContext(), 0, 0, SP);
}

void DebugInfoEmitter::declareVariable(const VarDecl &V, AllocaInst *Slot,
                                       unsigned ArgNo,
                                       Instruction *InsertBefore) {
  if (V.Name.empty() || Vars.count(&V))
    return;
  FileLine FL = presumed(SM, V.Loc);
  DIFile *File = FL.File.empty() ? Scopes.back()->getFile() : fileFor(FL.File);
  DIScope *Scope = Scopes.back();
  DIType *Ty = typeFor(V.Ty);
  // AlwaysPreserve: a variable that optimization removed still shows up,
  // as <optimized out>.
  DILocalVariable *Var =
      ArgNo ? DIB.createParameterVariable(Scope, V.Name, ArgNo, File, FL.Line,
                                          Ty, /*AlwaysPreserve=*/true)
            : DIB.createAutoVariable(Scope, V.Name, File, FL.Line, Ty,
                                     /*AlwaysPreserve=*/true);
  Vars[&V] = Var;
  if (V.Ty.isVarying())
    VaryingVars.push_back(Var);
  DIB.insertDeclare(Slot, Var, DIB.createExpression(),
                    DILocation::get(M.getContext(), FL.Line, FL.Col, Scope),
                    InsertBefore->getIterator());
}

} // namespace fe
} // namespace spmdc
