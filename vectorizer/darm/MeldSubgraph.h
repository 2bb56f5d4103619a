//===- MeldSubgraph.h - DARM: single-entry single-exit subgraphs -*- C++
//-*-===//
//
// Part of DARM (Darm.h), used by the subgraph-sequence alignment
// (MeldSequence.h): a side of a divergent branch cut into its ordered
// sequence of single-entry single-exit subgraphs along the post-dominator
// tree (a block, an `if` of any depth, a loop), the arms of an `if` and the
// segments of a loop between its exiting blocks as such sequences, and the
// block-by-block pairing of two isomorphic subgraphs.
//
// Expects: the PostDominatorTree passed in is current for the blocks it is
// asked about. Guarantees: pure, except refresh and computeDist, which
// update only the Subgraph they are given; nothing here changes the IR.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDSUBGRAPH_H
#define SPMDC_VECTORIZER_DARM_MELDSUBGRAPH_H

#include "vectorizer/darm/MeldRegion.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace llvm {
class BasicBlock;
class PostDominatorTree;
class Type;
} // namespace llvm

namespace spmdc::darm {

/// Subgraphs per side and blocks per side, at most (the DP is quadratic in
/// the first, each pair's score aligns instructions).
constexpr unsigned MaxSubgraphs = 16, MaxBlocks = 64;

/// One single-entry single-exit subgraph of a side: Entry and what it
/// reaches without passing Exit (Entry's immediate post-dominator; for a
/// `do` loop's header, whose latch post-dominates it, the first
/// post-dominator outside the loop).
struct Subgraph {
  llvm::BasicBlock *Entry = nullptr, *Exit = nullptr;
  llvm::SmallVector<llvm::BasicBlock *, 8>
      Blocks; ///< reverse post-order from Entry
  llvm::SmallPtrSet<llvm::BasicBlock *, 8> Set;
  /// Blocks on the shortest path from each block to Exit (Exit: 0): an
  /// empty counterpart's constant branches follow it.
  llvm::DenseMap<llvm::BasicBlock *, unsigned> Dist;
  unsigned dist(llvm::BasicBlock *B) const {
    return Set.count(B) ? Dist.lookup(B) : 0;
  }
};

/// Fills G.Dist; false unless every block of G reaches its exit (so that
/// a counterpart's constant path ends).
bool computeDist(Subgraph &G);

/// Cuts the side entered at \p Entry into its subgraphs, in order; false if
/// a subgraph is not single-entry, or the side is too large.
bool decompose(llvm::BasicBlock *Entry, llvm::BasicBlock *X,
               llvm::BasicBlock *J, const llvm::PostDominatorTree &PDT,
               llvm::SmallVectorImpl<Subgraph> &Out);

/// Recomputes what \p G's entry reaches without passing its exit, after
/// blocks were added inside it (replicas, empty arms, counterparts).
void refresh(Subgraph &G);

/// Consecutive subgraphs of one side joined into one: the chain from the
/// first's entry to the last's exit is single-entry single-exit too.
Subgraph joinRun(llvm::ArrayRef<Subgraph> Run);

/// The arms of the if at \p G: for each successor of G's entry, its
/// subgraph sequence up to G's exit (empty when the edge goes straight to
/// the exit). False unless G's entry ends in a conditional branch to two
/// different blocks, is no loop header inside G, and G is exactly its
/// entry and its two (disjoint, single-entry) arms.
bool ifArms(const Subgraph &G, const llvm::PostDominatorTree &PDT,
            llvm::SmallVector<Subgraph, 8> (&Arms)[2]);

/// A loop at a subgraph G cut at the blocks that leave it (DARM's
/// loop-loop case): one iteration, from the header, is a chain of
/// segments, each a subgraph sequence, separated by the exiting blocks --
/// a `while`/`for` loop's header that tests and exits, a `break` after
/// other work in the body, a `do` loop's latch. Two loops pair when their
/// cuts have the same exit structure: the exiting blocks pair in order
/// (one loop, each lane leaving at each exit on its own side's
/// condition), the segments between them align as sequences.
struct LoopCut {
  /// The exiting blocks in iteration order (the header first when it
  /// exits), each ending in a conditional branch with one edge to G's exit,
  /// the other (successor index InLoop[k]) inside the loop.
  llvm::SmallVector<llvm::BasicBlock *, 4> Exiting;
  llvm::SmallVector<unsigned, 4> InLoop;
  /// A `do` form: the header does not exit. Segs[0] then begins with the
  /// header's own subgraph (the header, and the if it ends in up to its
  /// immediate post-dominator), which must pair with the other loop's.
  bool Lead = false;
  /// The segments, in order: Segs[0] from the header (Lead) or from the
  /// first exiting block's successor inside the loop; each from Heads[k]
  /// (the header or the exiting block before it) to Exits[k] (the next
  /// exiting block, or the header for the last). A segment may be empty.
  llvm::SmallVector<llvm::SmallVector<Subgraph, 8>, 4> Segs;
  llvm::SmallVector<llvm::BasicBlock *, 4> Heads, Exits;
};

/// Cuts the loop at \p G (G's entry its header) into \p Cut. False unless
/// every edge leaving the loop is a conditional branch's edge to G's exit
/// (no return, no other exit), the exiting blocks lie on one chain through
/// the iteration, and every segment cuts into single-entry single-exit
/// subgraphs (a `do` loop's header's subgraph holds no exiting block).
bool cutLoop(const Subgraph &G, const llvm::PostDominatorTree &PDT,
             LoopCut &Cut);

/// The phi types of \p B, in order.
llvm::SmallVector<llvm::Type *, 4> phiTypes(llvm::BasicBlock *B);

/// Pairs the blocks of \p A (T side) and \p B (F side) by walking them in
/// parallel, their exits standing for each other; false unless isomorphic
/// (same successor structure; same phi types except at the entries, which
/// padding lines up). \p Pairs follows A's reverse post-order.
bool pairSubgraphs(
    const Subgraph &A, const Subgraph &B, std::vector<BlockPair> &Pairs,
    llvm::DenseMap<llvm::BasicBlock *, llvm::BasicBlock *> &AtoB);

/// Whether \p G is one block going straight to its exit.
bool isPlainBlock(const Subgraph &G);
/// Whether a value defined in \p G is used outside it other than by the
/// phis of G's exit on edges from G. Giving G an if's shape leaves such
/// uses undominated: a block replicated into an if moves its work into an
/// arm (inside a sequence the block is followed by more of its side -- a
/// loop using a value it computed, seed 14001's kernel 365 -- where a
/// whole side's block is followed only by the join); a loop wrapped in a
/// one-arm if (wrapInArm) may be skipped (its results leave it through its
/// exit's LCSSA phis).
bool definesValuesUsedLater(const Subgraph &G);
/// The blocks outside \p G with an edge into G's entry, each once.
llvm::SmallVector<llvm::BasicBlock *, 2> enteringBlocks(const Subgraph &G);

} // namespace spmdc::darm

#endif
