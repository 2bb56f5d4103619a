//===- Darm.h - Control-flow melding of divergent branches ------*- C++ -*-===//
//
// DARM (Saumya, Sundararajah, Kulkarni, "DARM: Control-Flow Melding for SIMT
// Thread Divergence Reduction", CGO 2022) on SPMD IR, before
// spmd-reconverge: the two sides of a *divergent* branch that do similar
// work are melded into one path that every lane of the branch runs, so a
// SIMD target executes the common work once instead of once per side.
//
// Regions. For a block X ending in `br c, T, F` that the shape analysis
// calls divergent, with J its immediate post-dominator: the T-region (F-
// region) is everything reachable from T (F) without passing J. Both must
// be disjoint, entered only from X and left only to J, with T, F != J;
// loops wholly inside a side are allowed (its entry may be a loop header).
// The two regions must be isomorphic: walking them in parallel pairs every
// block with one block of the other side with the same successor structure
// (single blocks -- the usual if/else; the bitonic compare-and-swap `if
// (up) { if (a > b) swap } else { if (a < b) swap }` pairs two diamonds;
// two loops with different per-lane trip counts pair header and body).
// When they do not pair as they stand (MeldRegion.h): a side that is a
// straight line of blocks is merged into one (an `else if` chain whose
// inner pair melded). Otherwise each side is cut into its ordered sequence
// of single-entry single-exit subgraphs (blocks, ifs, loops) and the two
// sequences are aligned by dynamic programming scored with the cost model
// (MeldSequence.h): isomorphic pairs; a block against a one-level `if`
// (replicated into the `if`'s shape, its work opposite the most alike
// arm: block-region); two ifs of different shapes (a diamond against a
// triangle: the arms paired by likeness, one branch inverted if the
// pairing crosses, an empty block where an edge to the join faces an arm;
// at any depth, each arm pair aligned as two sequences in turn); two loops
// whose bodies differ with the same exit structure (a header that exits,
// a `break` after other work, a `do` loop's latch: the exiting blocks
// paired in order, the segments between them aligned as sequences).
// A block against an `if`, or two ifs, as whole sides are the one-pair
// case. Each unaligned subgraph gets an empty counterpart on the other
// side, and runs as one guarded run on its own lanes, in order (an `if`
// and a loop against a loop alone; a block in the middle; an `if` at the
// end; a loop against an edge inside an if): one guard around it, not one
// per block. Constant branches steer the padded side's lanes; a change not
// taken is undone exactly (use-list order included). These changes are
// tried only when no region melds as it stands (inner melds first).
//
// Alignment. The instructions of each block pair are aligned by dynamic
// programming (a global alignment with affine gaps -- Needleman-Wunsch /
// Gotoh -- which, unlike Smith-Waterman's local alignment, can use every
// profitable match in the blocks) maximizing the saved cost. Matches need
// the same opcode, type, flags that change semantics (predicates, callee,
// memory attributes, GEP source element type, immarg operands); never
// convergent or volatile/atomic operations; never a phi or terminator; a
// compare matches its swapped form (`a > b` with `b < a`) when that lines
// up an operand.
// Shapes guard the memory system: a match whose result is not varying on
// both sides (melding would make it varying) is refused unless both sides
// compute it from the same operands (or operands known to meld: paired
// phis, earlier matches), and a load/store is matched only when both
// addresses are the same value or both already varying.
//
// Cost model: what the CPU runs, from TargetTransformInfo (reciprocal
// throughput) for the gang of W lanes: a divergent operation on <W x T>
// priced with the operands it will have (a constant divisor that becomes a
// select is a real division), loads/stores as scalar, masked vector or
// gather/scatter accesses by their TTI cost, selects on the condition
// (mask blends as mask logic), a guard branch (two mask operations, the
// any() test, the branch) per guarded run, and the coherence test. A
// gather's or scatter's per-lane work is not saved by melding (two
// half-masked scatters cost one full one on the bench machine); blocks in
// loops of a side weigh ScalarEvolution's constant or maximum trip count
// per level where it knows one of at least 8, else 8; loop-invariant work
// once. Melding happens when saved / (cost of both sides) reaches the
// threshold (--darm-threshold, default 0.2), or a quarter of it for the
// enclosing tests of an else-if chain whose inner pair melded on their
// credit (--darm-complete-chains).
//
// Code generation. One melded block sequence per block pair: matched
// instructions once, with `select c, t, f` for operands that differ (a
// safe match that needs nothing of a pending unmatched run is computed
// ahead of it, so shared address arithmetic does not split the guards);
// unmatched runs of either side that are cheap and safe (compares, adds:
// no memory, no division, no call) are computed for every lane; other
// runs go in guarded blocks (`br c, gap, cont`, so the widener runs them
// masked -- nothing one-sided that could fault or store is speculated, no
// load+select+store for one-sided stores) whose values reach later code
// through phis with poison on the other edge (a select on c never picks
// the poison; after the last round, such a phi of cheap integer or pointer
// arithmetic over values that dominate it is replaced by that arithmetic,
// MeldCodegenRemat.h, so the value keeps its shape). Branches inside the
// regions branch on select(c, cT, cF);
// phis of paired blocks and of J take selected incoming values. Repeats
// until nothing melds (at most 8 melds per function; a round that only
// merges a side's blocks does not count).
//
// Coherence. The melded path replaces the two sides, unless the condition
// can be the same for the whole gang (it is computed, not loaded, from a
// uniform non-constant value, like bitonic sort's (i & k) == 0 for k >= W)
// and the melded path costs more than one side by more than the test: then
// X ends in `br all(c) | none(c), orig, melded` (the cross-lane operations
// spmd.all and spmd.none, lowered by the widener against X's mask) and a
// gang whose lanes agree runs its one side as without melding.
//
// Subsumption (Subsume.h) runs first: a branch whose one side, specialized
// to the other side's lanes, computes exactly the other side's work (SRAD's
// clamped border side) becomes a branch to that side, when it pays.
//
// Expects: SPMD IR after the scalar cleanup (LCSSA not required).
// Guarantees: valid IR, each lane executes exactly the instructions of its
// own side with its own operands, in its own order (plus cheap, safe,
// side-effect-free ones of the other side whose results it ignores);
// melds are reported as remarks (pass "darm"). Join phis take poison on the
// edges that do not compute a value; the shape analysis makes those at
// divergent joins varying (docs/shapes.md, "Known gaps") -- except the
// cheap ones MeldCodegenRemat recomputes on the CPU path.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_DARM_H
#define SPMDC_VECTORIZER_DARM_DARM_H

#include "llvm/IR/Function.h"

#include "vectorizer/wfv/GangWidth.h"

#include <string>

namespace llvm {
class OptimizationRemarkEmitter;
class TargetTransformInfo;
namespace cl {
class OptionCategory;
} // namespace cl
} // namespace llvm

namespace spmdc {

struct DarmOptions {
  double Threshold = 0.2; ///< minimum saved share of the two sides' cost
  unsigned MaxRounds = 8; ///< melds per function, at most
  /// The gang width if known: shapes, and vector costs (a scalable gang is
  /// costed at its shortest length, MinLanes).
  GangWidth Lanes;
  /// A GPU wave of Lanes lanes (SIMT): shapes for W lanes, but each
  /// instruction costs what it costs once (TTI on scalar types), as a wave
  /// issues it once; no diverged-gang prices and no MeldCodegenRemat. A
  /// meld that keeps the original sides behind the coherence test is taken
  /// as on a CPU: spmd-gpu-lower lowers its spmd.all/spmd.none to ballots
  /// against the exec mask (session 17, docs/darm.md, "On GPUs").
  bool Simt = false;
  /// Block-region replication, padded ifs (MeldRegion.h), subgraph-
  /// sequence padding (MeldSequence.h) and loop forms (MeldLoopForm.h):
  /// every reshaping of the sides; spmdc's `--darm-replicate=false`
  /// turns it off.
  bool Replicate = true;
  /// A side that computes the other's work replaces the branch
  /// (Subsume.h); spmdc's `--darm-subsume=false` turns it off.
  bool Subsume = true;
  /// The x86 vector math library spmd-vector-math will call ("avx512",
  /// "avx2", "sse4"; VectorMath.h), or empty (libm, or not measured): its
  /// routines' measured prices replace TTI's scalarized ones
  /// (MeldMathCost.h).
  std::string MathIsa;
};

/// The category of every DARM `cl::opt` ("DARM options"). spmdc and
/// spmdc-opt hide the options outside their own categories
/// (cl::HideUnrelatedOptions) and pass this one too, so that `--help` lists
/// `--no-darm` and `--darm-threshold` and `--help-hidden` the tuning and
/// measurement switches (docs/darm.md, "Options").
llvm::cl::OptionCategory &darmOptionCategory();

/// Melds the divergent branches of the export or masked function \p F.
/// Returns the number of changes (regions melded plus sides simplified by
/// merging blocks); 0 exactly when \p F is unchanged.
unsigned meldDivergentRegions(llvm::Function &F,
                              const llvm::TargetTransformInfo &TTI,
                              const DarmOptions &Opts,
                              llvm::OptimizationRemarkEmitter *ORE = nullptr);

} // namespace spmdc

#endif
