//===- MeldCodegenRemat.h - DARM: values carried out of runs ----*- C++ -*-===//
//
// Part of DARM (Darm.h), run by the driver once after its last round on a
// function that melded. The melded code (MeldCodegen.h) carries a value
// computed in a guarded run, or in a solo's copy, to later code through a
// phi with poison on the edges that do not compute it (`phi [v, poison]`).
// Such a phi is a divergent join: spmd-reconverge reroutes its edges
// (demotes it to a slot whose value on the other edges is whatever the
// slot held, in a loop the value of an earlier iteration), the widener
// blends it, and the shape analysis calls it varying, whatever v's shape.
// A contiguous address carried that way becomes a scatter or a gather
// (probe18's `utf8_encode`: the F side's `nb[s]` address computed in a
// guarded run of the melded 3/4-byte block and stored in the solo after
// it: three masked.scatter on avx512, 0.93x against --no-darm).
//
// So a phi that something reads, with poison on at least one edge and one
// value v on all the others, is replaced:
//  - by v itself when v dominates the phi (or is a constant or argument)
//    and is in no loop the phi's block is outside of (a value leaving a
//    loop keeps its exit phi for the widener);
//  - by a copy of v's computation at the start of the phi's block when v
//    is cheap integer or pointer arithmetic safe for every lane (GEP, cast,
//    add, shift, logic, compare: no memory, no call, no division), whose
//    operands are available there in the same sense (or are such
//    arithmetic in turn, at most MaxChain instructions in all and as
//    deep), and either v alone is copied (one
//    instruction for the blend it replaces) or v is not varying (uniform or
//    affine: the copy keeps the shape the blend loses).
// Poison on the other edges makes the copy a refinement: on the edges
// that carry v the copy computes v's value (its operands dominate the
// phi, so they hold the values v was computed from), on the others any
// value may replace poison. Undef on an edge is not replaced (the copy may
// be poison where undef was not).
//
// Expects: a function DARM melded in (CPU gangs: on a GPU wave the phi
// costs nothing the copy would save).
// Guarantees: valid IR with the same meaning (a refinement of it); no phi
// that is read is left with the form above (`[v, poison]`, v cheap and
// its operands available as said) after at most MaxPasses sweeps (a copy
// can make another phi's value one; unread padding phis stay for the
// dead-code passes), so a value leaving a guarded run or a solo keeps the
// shape of its computation; nothing else changes (the originals in the
// runs are deleted when unused). `-darm-remat=false` turns it off.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDCODEGENREMAT_H
#define SPMDC_VECTORIZER_DARM_MELDCODEGENREMAT_H

#include "vectorizer/wfv/GangWidth.h"

namespace llvm {
class Function;
} // namespace llvm

namespace spmdc::darm {

/// Replaces the phis of \p F that carry one cheap value and poison (see
/// above); \p Lanes is the gang width for the shape analysis. Returns the
/// number of phis replaced.
unsigned rematerializeCarriedValues(llvm::Function &F, const GangWidth &Lanes);

} // namespace spmdc::darm

#endif
