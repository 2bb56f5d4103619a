//===- SemaExternC.cpp - extern "C" functions ------------------------------===//
//
// \file
// The part of Sema (see Sema.h) for `extern "C"` declarations: functions
// the application provides and SPMD code calls (ISPC's user guide,
// "Interoperability Overview"). Their signature follows the export rules
// (resolveSignature: uniform scalars, `uniform T * uniform` pointers to
// uniform data, uniform or void results; no structs or short vectors by
// value, no function pointers); this file adds what C cannot express, a
// reference parameter. They keep their C name (assignIRNames), cannot be
// overloaded or have their address taken, and may be called under any
// control flow: one call for the gang, made only if some program instance
// is active (CodeGenExternC.cpp).
//
//===----------------------------------------------------------------------===//
#include "frontend/Sema.h"

namespace spmdc {
namespace fe {

bool Sema::checkExternCSignature(FuncDecl *F) {
  for (VarDecl *P : F->Params)
    if (P->Ty.IsRef) {
      Diag.error(P->Loc, "extern \"C\" function '" + F->Name +
                             "' cannot take a reference (parameter '" +
                             (P->Name.empty() ? "<unnamed>" : P->Name) +
                             "'); pass a 'uniform T * uniform' pointer");
      return false;
    }
  return true;
}

} // namespace fe
} // namespace spmdc
