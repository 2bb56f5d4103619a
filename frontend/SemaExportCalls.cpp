//===- SemaExportCalls.cpp - export functions called from SPMD code ------===//
//
// \file
// The part of Sema (see Sema.h) that lets SPMD code call an export
// function, as ISPC does. The export function itself is the application's
// entry point: C linkage, entered with every program instance on. A call
// from SPMD code runs under the caller's execution mask, so it goes to an
// internal twin of the definition: the same checked body (shared, not
// copied: both compile the same statements), static storage, its own IR
// name (the export's plus "___spmd"), compiled like any internal function
// (a masked variant, inlined or called). The export function keeps its C
// entry; the header declares only it.
//
// Expects: assignIRNames ran (the export's IR name is final). Guarantees:
// at most one twin per export definition; its Canonical is the definition,
// so the varying-control-flow marking (VaryingControlFlow.cpp) treats the
// shared body as one that may be entered with lanes off; after
// finishExportTwins each twin carries what checking the body recorded on
// the definition (callees, launches) and is in Defs.
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

/// T becomes Def's internal twin (keeping T's identity: calls point at it).
static void copyAsTwin(FuncDecl &T, FuncDecl &Def) {
  T = Def;
  T.Storage = StorageKind::Static;
  T.IRName = Def.IRName + "___spmd";
  T.Canonical = &Def;
  // Only calls name the twin; a pointer to the function is the export.
  T.AddressTaken = false;
  T.AddrSig = nullptr;
}

FuncDecl *Sema::exportCallTarget(Expr *Call, FuncDecl *F) {
  FuncDecl *Def = F->Canonical && F->Canonical->Body ? F->Canonical : F;
  if (!Def->Body) {
    Diag.error(Call->Loc,
               "export function '" + F->Name +
                   "' is not defined in this file: SPMD code can call an "
                   "export function only in the file that defines it "
                   "(declare it without 'export' to call it from another "
                   "object)");
    Diag.note(F->Loc, "declared here");
    return nullptr;
  }
  auto [It, New] = ExportTwins.insert({Def, nullptr});
  if (New) {
    It->second = Ctx.newFunc();
    copyAsTwin(*It->second, *Def);
  }
  return It->second;
}

void Sema::finishExportTwins(std::vector<FuncDecl *> &Defs) {
  for (auto &[Def, Twin] : ExportTwins) {
    // The definition's body may have been checked after the first call.
    copyAsTwin(*Twin, *Def);
    if (!Def->Invalid)
      Defs.push_back(Twin);
  }
}

} // namespace fe
} // namespace spmdc
