//===- MeldRegion.h - DARM: the two sides of a divergent branch -*- C++ -*-===//
//
// Part of DARM (Darm.h). For a block X ending in `br c, T, F` with J =
// ipdom(X), finds the T-region and the F-region (what T, F reach without
// passing J) and pairs their blocks.
//
// Expects: X's branch is conditional and J is its immediate post-dominator.
// Guarantees: on success both sides are disjoint, entered only from X (a
// side's entry may also be a loop header of that side), left only to J,
// their values used outside only by J's phis, no unmasked region inside,
// and the sides isomorphic: Pairs lists every T block with the F block of
// the same successor structure and phi count/types, in reverse post-order
// of the T side.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDREGION_H
#define SPMDC_VECTORIZER_DARM_MELDREGION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instruction.h"

#include <memory>
#include <tuple>
#include <utility>
#include <vector>

namespace llvm {
class Loop;
class LoopInfo;
} // namespace llvm

namespace spmdc::darm {

using BlockPair = std::pair<llvm::BasicBlock *, llvm::BasicBlock *>;
/// One aligned position: a T-side instruction, an F-side one, or both.
using Aligned = std::pair<llvm::Instruction *, llvm::Instruction *>;

/// An unaligned subgraph of a subgraph sequence (MeldSequence.h) and its
/// empty counterpart on the other side. The melded code runs it as one
/// guarded run (MeldCodegen.h): a branch on the side's condition around a
/// copy of the subgraph, entered only by its own side's lanes.
struct Solo {
  bool RealT = true; ///< the T side holds the subgraph, the F side the copy
  /// The T-side blocks of its pairs (the subgraph's, or the counterpart's),
  /// entry first.
  llvm::SmallVector<llvm::BasicBlock *, 8> TBlocks;
};

/// The two isomorphic sides of one divergent branch.
struct Region {
  llvm::BasicBlock *X = nullptr, *J = nullptr;
  llvm::Value *Cond = nullptr; // the T side runs where Cond is true
  llvm::SmallPtrSet<llvm::BasicBlock *, 8> TBlocks, FBlocks;
  std::vector<BlockPair> Pairs; // topological order of the T side
  llvm::DenseMap<llvm::BasicBlock *, llvm::BasicBlock *> TtoF;
  /// Loops inside the side around each of its blocks (for the weights).
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> LoopDepth;
  std::vector<std::vector<Aligned>> Alignment; // per pair
  /// Blocks made by replication (Replica): not in the original program,
  /// so they cost the unmelded side nothing.
  llvm::SmallPtrSet<const llvm::BasicBlock *, 4> ReplicaBlocks;
  /// Blocks a loop-form change added (MeldLoopForm.h: a rotated loop's
  /// new header, a split latch): they hold the loop's own test and work,
  /// but the unmelded loop had no block boundary there, so they cost the
  /// unmelded side no guard.
  llvm::SmallPtrSet<const llvm::BasicBlock *, 4> FormBlocks;
  /// A side's loop was given the shape of a one-arm if (Replica::Kind::
  /// Wrap) to pair with a loop in an arm of the other side: no exit price
  /// (MeldCost.h; session 22, e2e pb_decode).
  bool WrapsLoop = false;
  /// Unaligned subgraphs of a padded sequence, each emitted as one guarded
  /// run; SoloOf maps each of their T-side blocks to its index.
  std::vector<Solo> Solos;
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> SoloOf;
  void setSolos(llvm::ArrayRef<Solo> S) {
    Solos.assign(S.begin(), S.end());
    SoloOf.clear();
    for (auto [K, G] : llvm::enumerate(Solos))
      for (llvm::BasicBlock *B : G.TBlocks)
        SoloOf[B] = unsigned(K);
  }
  /// The solo \p A belongs to, or nullptr.
  const Solo *soloOf(const llvm::BasicBlock *A) const {
    auto It = SoloOf.find(A);
    return It == SoloOf.end() ? nullptr : &Solos[It->second];
  }
};

/// The T-side block through which the other side's lanes leave solo \p S
/// (the counterpart's constant branches lead them to it).
llvm::BasicBlock *soloConstExit(const Region &R, const Solo &S);
/// The T-side block after solo \p S (an aligned pair's, another solo's, or
/// J).
llvm::BasicBlock *soloExit(const Solo &S);

/// A change that gives the two sides one shape (MeldSequence.h), recorded
/// for undoReplica. Block: a block S replicated into the shape of a one-
/// level if it aligns with (replicateInto): a constant branch to new blocks
/// in the places of the if's arms, S's work moved opposite the most alike
/// block (the N-Queens step against the backtracking `if`); side effects
/// stay on S's lanes (the melded code guards unmatched ones); never through
/// a loop. Pad: two ifs of different shapes -- a diamond against a triangle
/// (N-Queens: place a queen, counting or pushing, against backtrack,
/// popping if the stack is not empty), or arms on opposite edges -- given
/// one shape: one records an inversion of the F if's branch (when the arms
/// pair crossed), another an empty block on an edge to the if's exit facing
/// an arm of one block. Wrap: a loop given the shape of a one-arm if
/// (wrapInArm), to pair with an if whose arm holds a loop. Sequence: the
/// whole alignment, its nested Block, Pad and Wrap changes at any depth,
/// the empty counterparts of unaligned subgraphs. Rotate and Split: a loop
/// given another loop's form before the alignment (MeldLoopForm.h): a `do`
/// loop rotated into the header-exit form (Home its old header, S its
/// latch, J its exit block, Arms = {the new header}), a one-block `do`
/// loop's block split into header and latch (Home the header, Arms = {the
/// latch}).
struct Replica {
  /// See above.
  enum class Kind { Block, Pad, Wrap, Sequence, Rotate, Split } K = Kind::Block;
  llvm::BasicBlock *S = nullptr, *J = nullptr;
  llvm::BasicBlock *X = nullptr; ///< Sequence
  /// Sequence: poison phis added to existing blocks.
  llvm::SmallVector<llvm::PHINode *, 4> AddedPhis;
  /// Sequence: edges redirected to an empty counterpart (the branch, its
  /// successor index, the block it went to before).
  llvm::SmallVector<
      std::tuple<llvm::Instruction *, unsigned, llvm::BasicBlock *>, 4>
      Redirected;
  /// Pad: the side entry whose branch was inverted (successors swapped),
  /// and how: its compare's predicate inverted in place, or a `not`.
  llvm::BasicBlock *Inverted = nullptr;
  llvm::CmpInst *InvertedCmp = nullptr;
  llvm::Instruction *Not = nullptr;
  llvm::BasicBlock *Home = nullptr; ///< where S's instructions are now
  /// Block: S's branch to J, kept detached (no operands) while S ends in
  /// the constant branch, and put back by the undo: the same user of J, so
  /// the enclosing Sequence's use-list restore puts S's edge back in its
  /// place among J's predecessors (a new branch went last). Deleted with
  /// the replica when the meld is taken.
  struct DeleteValue {
    void operator()(llvm::Instruction *I) const { I->deleteValue(); }
  };
  std::unique_ptr<llvm::Instruction, DeleteValue> OldTerm;
  llvm::SmallVector<llvm::BasicBlock *, 2> Arms; ///< the new blocks
  /// Rotate: the old header's phis, now the first MovedPhis of the new
  /// header's; the latch's old branch's operands (OldTerm is kept
  /// detached, without them, as for Block).
  unsigned MovedPhis = 0;
  llvm::SmallVector<llvm::Value *, 3> OldOps;
  /// Rotate: the exit test's instructions moved from the latch to the new
  /// header (each with the instruction it stood before), and the operands
  /// they had before (instruction, operand number, value).
  llvm::SmallVector<std::pair<llvm::Instruction *, llvm::Instruction *>, 4>
      MovedInsts;
  llvm::SmallVector<std::tuple<llvm::Instruction *, unsigned, llvm::Value *>, 4>
      ChangedOps;
  /// Sequence: the use-list order of every value of the function with two
  /// uses or more (each use as its user and operand number), restored by
  /// the undo: redirected edges and rebuilt phis reorder the uses of
  /// blocks and values, and with them the order later passes visit
  /// predecessors in.
  std::vector<
      std::pair<llvm::Value *, std::vector<std::pair<llvm::User *, unsigned>>>>
      UseOrder;
  /// J's phis and their incoming values and blocks before replication
  /// (Sequence: every existing phi whose incoming edges changed).
  std::vector<std::pair<llvm::PHINode *,
                        std::vector<std::pair<llvm::Value *, llvm::BasicBlock *>>>>
      Incoming;
  /// Sequence: the unaligned subgraphs and their counterparts.
  std::vector<Solo> Solos;
  /// Sequence: blocks replicated into the shape of the if they align with
  /// (Kind::Block replicas, J their block's successor), and the branch
  /// inversions and empty arms that gave two ifs of different shapes one
  /// shape (Kind::Pad replicas, J the if's exit), at any depth; undone
  /// after the padding, latest first.
  std::vector<Replica> Nested;
  /// Sequence: the epoch of each entry of Incoming, Redirected, AddedPhis
  /// and Arms -- how many Nested replicas had been made when it was. The
  /// padding and the nested replicas interleave (a block inside an arm is
  /// replicated after the counterparts of the outer level went in, and it
  /// records the exit's phis with their edges), so the undo goes back in
  /// the reverse of the order the changes were made: each epoch's own
  /// changes, then the nested replica made before them.
  llvm::SmallVector<unsigned, 4> IncomingEpoch, RedirectedEpoch,
      AddedPhiEpoch, ArmEpoch;
  /// Sequence: pairs of ifs of different shapes given one shape, and pairs
  /// of loops whose bodies were aligned (at any depth), for the remark.
  unsigned ShapedIfs = 0, ShapedLoops = 0;
};

/// Whether \p P ends in `br p, P0, P1` with each Pk either \p PExit or a
/// block entered only from P that goes straight to PExit (no phis).
bool isOneLevelIf(llvm::BasicBlock *P, llvm::BasicBlock *PExit);
/// The block of the one-level if at \p P most like \p S (opcode
/// multiset): P, or one of its arms (P on a tie). S's work goes opposite
/// it when S is replicated into the if's shape.
llvm::BasicBlock *replicaHome(llvm::BasicBlock *S, llvm::BasicBlock *P,
                              llvm::BasicBlock *PExit);
/// Replicates the block \p S (ending in `br E`) into the shape of the
/// one-level if at \p P (isOneLevelIf(P, PExit)): new blocks going to E in
/// the places of P's arms, a constant branch steering S's lanes to the one
/// holding S's work (replicaHome's partner), E's phis taking S's value on
/// that edge and poison on the others. Recorded in \p Out (Kind::Block,
/// J = E) for undoReplica. The subgraph sequences (MeldSequence.h) apply
/// it to a block aligned with an if (a whole side, or one inside a
/// sequence).
void replicateInto(llvm::BasicBlock *S, llvm::BasicBlock *P,
                   llvm::BasicBlock *PExit, llvm::LoopInfo &LI, Replica &Out);

/// Replicates the block \p S (ending in `br E`) into the shape of an if
/// with one arm: S ends in a constant branch whose successor \p HomeK is a
/// new block holding S's work (going to E) and whose other successor is E,
/// S's lanes steered to the new block; E's phis take S's value on that
/// edge and poison on the other. Recorded in \p Out (Kind::Block, J = E)
/// for undoReplica. The subgraph sequences give a block aligned with an if
/// whose arms are longer than one block this shape, and then pair it with
/// the if as two ifs of different shapes (their arms aligned as sequences).
void replicateIntoArm(llvm::BasicBlock *S, unsigned HomeK, llvm::LoopInfo &LI,
                      Replica &Out);

/// Wraps the subgraph from \p Entry to \p Exit (a loop: no if, no plain
/// block) in an if with one arm: a new block W, which the blocks \p Preds
/// (the ones outside it with edges into Entry) now enter instead, ends in
/// a constant branch whose successor \p HomeK is Entry and whose other
/// successor is Exit, every lane steered to Entry; Entry's phis take their
/// values from outside through W (phis of W when Preds are several),
/// Exit's phis poison on W's edge. W joins the loop \p L (the sequence's,
/// not the wrapped loop). Recorded in \p Out (Kind::Wrap: Home = Entry,
/// J = Exit, Arms = {W}, the redirected edges) for undoReplica. The
/// subgraph sequences give a loop aligned with an if whose arm holds a
/// loop this shape (`if (a) loop; else if (b) loop;`), then pair the two
/// as ifs of different shapes.
void wrapInArm(llvm::BasicBlock *Entry, llvm::BasicBlock *Exit,
               llvm::ArrayRef<llvm::BasicBlock *> Preds, llvm::Loop *L,
               unsigned HomeK, llvm::LoopInfo &LI, Replica &Out);

/// Inverts the conditional branch ending \p B (successors swapped, the
/// condition negated: its compare's predicate when the branch is the
/// compare's only user in B, else a `not`) and records how in \p Rep
/// (Kind::Pad, Inverted = B); undoReplica inverts it back.
void invertBranch(llvm::BasicBlock *B, Replica &Rep);

/// Records in \p Rep the use-list order of the values of \p F (see
/// Replica::UseOrder), for an undo that restores it.
void recordUseOrder(llvm::Function &F, Replica &Rep);

/// Restores the side \p Rep replicated (when the meld was not taken).
void undoReplica(Replica &Rep, llvm::LoopInfo &LI);

/// Appends \p B's phis with their incoming values and blocks, in order, to
/// \p Out.Incoming (what undoReplica restores exactly).
void recordPhis(llvm::BasicBlock *B, Replica &Out);

/// Puts back the phis recordPhis recorded in \p Rep.Incoming: each with
/// exactly its old incoming values and blocks, in order.
void restorePhis(Replica &Rep);

/// Sends every edge from a block of \p Preds to \p Old to \p New instead,
/// recording each in \p Out.Redirected (what undoReplica sends back).
void redirectEdges(llvm::ArrayRef<llvm::BasicBlock *> Preds,
                   llvm::BasicBlock *Old, llvm::BasicBlock *New,
                   Replica &Out);

/// Whether \p X and \p Y are compares of the same kind whose predicates are
/// each other's swap (`a > b` against `b < a`): they match with Y's two
/// operands exchanged.
bool isSwappedCompare(const llvm::Instruction *X, const llvm::Instruction *Y);

/// The operand of \p Y that lines up with operand \p K of \p X when the two
/// are matched: the same position, or the other one for a swapped compare.
inline llvm::Value *pairedOperand(const llvm::Instruction *X,
                                  const llvm::Instruction *Y, unsigned K) {
  return Y->getOperand(isSwappedCompare(X, Y) ? 1 - K : K);
}

/// The blocks of \p Within reachable from \p Entry inside it, in reverse
/// post-order (a topological order of an acyclic part, loop headers before
/// their bodies).
llvm::SmallVector<llvm::BasicBlock *, 8>
reversePostOrder(llvm::BasicBlock *Entry,
                 const llvm::SmallPtrSetImpl<llvm::BasicBlock *> &Within);

/// Non-phi, non-terminator instructions of \p BB.
llvm::SmallVector<llvm::Instruction *, 16> body(llvm::BasicBlock *BB);

/// Sets R.LoopDepth from R.Pairs: both blocks of a pair get the deeper of
/// their two loop depths below X. Paired real blocks have equal depths; an
/// empty counterpart of a loop (MeldSequence.h) is no loop in LoopInfo, yet
/// after melding it is the same loop as its partner, so every reader (the
/// cost weights, the exit phis emitMeld keeps) must see the loop's depth.
void setPairLoopDepths(Region &R, const llvm::LoopInfo &LI);

/// Fills \p R (X, J, Cond, the sides, their pairing and loop depths) for
/// the branch ending \p X whose immediate post-dominator is \p J; false if
/// the two sides do not form a meldable pair of regions.
bool findRegion(llvm::BasicBlock *X, llvm::BasicBlock *J,
                const llvm::LoopInfo &LI, Region &R);

/// Region simplification: merges each block of X's two sides (what X's
/// successors reach without passing \p J) that has a single predecessor
/// ending in an unconditional branch into that predecessor, so a side that
/// is a straight line of blocks becomes one block (an `else if` chain whose
/// inner pair was melded is then a block against a block). Returns whether
/// anything changed (the blocks merged away, now deleted, are added to
/// \p Erased); analyses of the function are stale then.
bool mergeSideChains(llvm::BasicBlock *X, llvm::BasicBlock *J,
                     llvm::SmallVectorImpl<llvm::BasicBlock *> &Erased);

} // namespace spmdc::darm

#endif
