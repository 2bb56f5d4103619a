//===- MeldSequence.h - DARM: subgraph-sequence alignment -------*- C++ -*-===//
//
// Part of DARM (Darm.h). When the two sides of a divergent branch are not
// isomorphic as a whole, each side is cut into its ordered sequence of
// single-entry single-exit subgraphs -- from the side's entry, each
// subgraph runs from its entry e to e's immediate post-dominator, the next
// entry: a block, an `if`/`if-else` (any depth), a loop -- and the two
// sequences are aligned (DARM's subgraph-sequence alignment, CGO 2022 §4.2)
// so that isomorphic subgraphs meld and the rest keep their order.
//
// Alignment: a global alignment (Needleman-Wunsch, the choice MeldAlign
// made for instructions: every profitable pair in the sequences counts,
// not only the best local run). A pair scores what the cost model says
// melding those two subgraphs alone saves (MeldCost::estimate on the pair,
// its instructions aligned by alignRegion); isomorphic pairs (block-block,
// regions of the same shape, loop-loop; entry phis may differ) may pair,
// and so may
//  - a plain block and a one-level if of the other side (block-region: the
//    block is replicated into the if's shape, replicateInto, its work
//    opposite the if's block most like it);
//  - a plain block or a loop against an if whose arm is longer than one
//    block: the block is replicated into a one-arm if (replicateIntoArm),
//    the loop gets a constant branch in front of it (wrapInArm: `if (a)
//    loop; else if (b) loop;`), and the two pair as ifs of different
//    shapes (below);
//  - two ifs of different shapes (region-region, any depth): their entries
//    pair as blocks, their arms pair by likeness (the F if's branch
//    inverted when the pairing crosses), and each arm pair aligns as two
//    subgraph sequences -- the same alignment, recursively; an edge
//    straight to the if's exit against an arm of one block gets an empty
//    block, against a longer arm an empty counterpart of the whole arm;
//  - two loops whose bodies differ, with the same exit structure (LoopCut,
//    MeldSubgraph.h: the blocks that leave the loop -- a header that tests
//    and exits, a `break` after other work, a `do` loop's latch -- in the
//    same order, all to the loop's exit): the exiting blocks pair as
//    blocks (an F one's branch inverted when it stays in the loop on the
//    other edge), a `do` loop's headers' subgraphs pair with each other
//    (as they stand or as ifs of different shapes: a header stays a
//    header), and the segments between the exits align as sequences,
//    recursively (a segment against an empty one: one guarded run).
// The whole sides are the outermost level: a block against a one-level if,
// or two one-level ifs, as whole sides are its one-pair case. Each
// unaligned subgraph costs one guard branch (it runs as one guarded run,
// MeldCodegen.h; in the alignment's score weighed by 8 per loop level
// inside a loop body -- the static guess, not the trip counts with which
// MeldCost::weights weighs the pairs' blocks and the estimate of the
// chosen alignment); so
// does a run of them on one side between two pairs, which is joined into
// one subgraph (the chain from the first's entry to the last's exit is
// single-entry single-exit) before padding: an affine gap cost. Nesting is
// bounded (MaxDepth levels of arms and bodies).
//
// Padding (at every level, after the level's pairs got their shapes):
// every unaligned subgraph G of one side gets an empty counterpart at its
// place in the other side's sequence (an arm's, a body's): G's blocks copied empty (no
// instructions; poison phis where G has phis), each conditional branch
// constant, steering toward G's exit, so the other side's lanes pass
// through without work; the counterpart's entry carries the values the
// next block's phis received (carry phis), and G's entry gets matching
// poison phis. Entry blocks of aligned pairs whose phis differ get poison
// phis so that their lists pair. The two sides are then isomorphic; G and
// its counterpart are recorded as a Solo, which the melded code runs as
// one guarded run of G's own code, in G's place, on G's lanes.
//
// Expects: X ends in a conditional branch with immediate post-dominator J;
// \p PDT and \p LI are current; the ShapeInfo inside \p Cost is current.
// Guarantees: on true, the function is valid IR, each lane runs exactly
// its own side's instructions in their order, and \p Out records every
// change for undoReplica, which restores the function exactly (same
// blocks, instructions, phi incoming order, use-list order; replications
// undone after the padding); on false, nothing changed.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDSEQUENCE_H
#define SPMDC_VECTORIZER_DARM_MELDSEQUENCE_H

#include "vectorizer/darm/MeldCost.h"
#include "vectorizer/darm/MeldRegion.h"

namespace llvm {
class LoopInfo;
class PostDominatorTree;
} // namespace llvm

namespace spmdc::darm {

/// Aligns the subgraph sequences of X's two sides (recursively inside the
/// ifs and loops it pairs), gives the pairs one shape and pads each
/// unaligned subgraph with an empty counterpart (see above). False, with
/// nothing changed, when a side does not cut into SESE subgraphs, when no
/// pair aligns, or when the sides need no change. With \p Reformed, \p Out
/// is already the Sequence replica of X's loops given one form
/// (unifyLoopForms, MeldLoopForm.h; PDT computed after it): the changes
/// are added to it, and on false it is left as it is.
bool alignSequences(llvm::BasicBlock *X, llvm::BasicBlock *J,
                    const llvm::PostDominatorTree &PDT, llvm::LoopInfo &LI,
                    const MeldCost &Cost, Replica &Out, bool Reformed = false);

} // namespace spmdc::darm

#endif
