//===- MeldOrder.h - DARM: a canonical order for aligning blocks -*- C++ -*-===//
//
// Part of DARM (Darm.h). The instruction alignment (MeldAlign.h) keeps each
// side's order, so the arbitrary order of independent instructions inside
// a block can hide pairs from it: a loop counter's increment that LLVM CSE'd
// with `j + 1` at the top of one side's body and left at the bottom of the
// other's pairs only by giving up everything in between (issue #9, probe21
// `trips`: the increments pair only after the rest of one side). Here a
// block's body is listed as a stable list schedule that puts each
// instruction as early as its operands allow: by dependence depth inside
// the block (phis and values from outside are depth 0), ties by opcode,
// then in program order. Instructions that touch memory, have side
// effects, may not return or are not safe to speculate form one chain
// kept in its relative order (never a load across a store, nothing across
// a call), so both orders compute the same.
//
// alignRegion aligns a region with no block in a loop in this order too
// (in loops the estimate of the result ran 0.60x: probe q6's binomial,
// docs/darm.md) and keeps it only when its estimate saves more than the
// original order's; the code generator emits each side in the alignment's
// order (MeldCodegen.h), so a region where it does not win comes out
// unchanged.
//
// Expects: \p BB well formed (defs before uses).
// Guarantees: pure; the result holds exactly body(BB), in an order where
// every operand defined in BB comes before its user and the chain of
// ordered instructions keeps its relative order.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDORDER_H
#define SPMDC_VECTORIZER_DARM_MELDORDER_H

#include "vectorizer/darm/MeldRegion.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/BasicBlock.h"

namespace spmdc::darm {

/// body(BB) as a stable list schedule by dependence depth (see above).
llvm::SmallVector<llvm::Instruction *, 16>
canonicalOrder(llvm::BasicBlock *BB);

/// Whether \p R has no block in a loop and canonicalOrder differs from
/// body() for a block of one of its pairs (whether aligning in it is
/// tried).
bool canonicalOrderDiffers(const Region &R);

} // namespace spmdc::darm

#endif
