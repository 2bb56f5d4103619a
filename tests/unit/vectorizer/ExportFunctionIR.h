//===- ExportFunctionIR.h - SPMD IR snippets for vectorizer tests -*- C++ -*-===//
//
// Wraps the body of a test function into a module: `@f(i32 %n)`, an export
// function, with @spmd.lane.index declared. Parse errors are printed under
// \p Who and give a null module. blockNamed finds a block of a parsed
// function by its label.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TESTS_UNIT_VECTORIZER_EXPORTFUNCTIONIR_H
#define SPMDC_TESTS_UNIT_VECTORIZER_EXPORTFUNCTIONIR_H

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ValueSymbolTable.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>

inline std::unique_ptr<llvm::Module>
parseExportFunction(llvm::LLVMContext &C, llvm::StringRef Body,
                    const char *Who) {
  std::string Text = ("declare i32 @spmd.lane.index()\n"
                      "define void @f(i32 %n) \"spmd.kind\"=\"export\" {\n" +
                      Body + "}\n")
                         .str();
  llvm::SMDiagnostic Err;
  auto M = llvm::parseAssemblyString(Text, Err, C);
  if (!M)
    Err.print(Who, llvm::errs());
  return M;
}

/// The block labelled \p Name in \p F, or null.
inline llvm::BasicBlock *blockNamed(llvm::Function &F, llvm::StringRef Name) {
  return llvm::dyn_cast_or_null<llvm::BasicBlock>(
      F.getValueSymbolTable()->lookup(Name));
}

#endif
