//===- MeldPad.h - DARM: padding subgraph sequences -------------*- C++ -*-===//
//
// Part of DARM (Darm.h), used by the subgraph-sequence alignment
// (MeldSequence.h): gives the two sides of an alignment one shape --
// poison phis so that the entries of aligned pairs pair, an empty
// counterpart of each unaligned subgraph on the other side (its blocks
// without instructions, constant branches toward its exit, carry phis),
// an empty block on an edge facing a one-block arm -- and records every
// change in the Replica for undoReplica. Split from MeldSequence.cpp in
// session 16.
//
// Expects: the subgraphs handed in are current (MeldSubgraph.h) and the
// LoopInfo is current for their blocks. Guarantees: the function is valid
// IR after each call; each change is recorded (Replica::AddedPhis,
// Redirected, Incoming, Arms with their epochs, Solos, Nested).
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_VECTORIZER_DARM_MELDPAD_H
#define SPMDC_VECTORIZER_DARM_MELDPAD_H

#include "vectorizer/darm/MeldRegion.h"
#include "vectorizer/darm/MeldSubgraph.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

namespace llvm {
class Loop;
class LoopInfo;
} // namespace llvm

namespace spmdc::darm {

/// Pads the sides along an alignment (see MeldSequence.h), recording each
/// change in the Replica for undoReplica.
class Padder {
public:
  Padder(llvm::BasicBlock *X, llvm::LoopInfo &LI, Replica &Out)
      : X(X), LI(LI), Out(Out) {}
  /// Registers the subgraphs of a sequence about to be padded: an edge into
  /// a subgraph's entry from inside it (a loop's back edge) is no edge from
  /// before it.
  void addSubgraphs(llvm::ArrayRef<Subgraph> Seq) {
    for (const Subgraph &G : Seq)
      Inner[G.Entry].insert(G.Set.begin(), G.Set.end());
  }
  /// Gives the entries \p A and \p B of an aligned pair phi lists of the
  /// same types, position by position, with poison phis.
  void padPhis(llvm::BasicBlock *A, llvm::BasicBlock *B);
  /// Puts an empty counterpart of \p G (of the other side) in side \p S in
  /// front of \p N, on N's edges from the blocks \p From (the head and
  /// subgraphs of the sequence N is in; when N is a subgraph's entry, not
  /// its own back edges, unless \p AtExit: N is the sequence's exit, a loop
  /// body's being its header); returns the counterpart's entry, whose
  /// blocks join the loop \p L.
  llvm::BasicBlock *
  insertCopy(const Subgraph &G, unsigned S, llvm::BasicBlock *N,
             const llvm::SmallPtrSetImpl<llvm::BasicBlock *> &From,
             llvm::Loop *L, bool AtExit);
  /// Puts an empty block on the edge from \p P (an if's entry) straight to
  /// the if's exit \p Exit, where the other side's if has an arm of one
  /// block (a Kind::Pad replica); returns it.
  llvm::BasicBlock *padEdge(llvm::BasicBlock *P, llvm::BasicBlock *Exit);

private:
  llvm::BasicBlock *X;
  llvm::LoopInfo &LI;
  Replica &Out;
  llvm::SmallPtrSet<llvm::BasicBlock *, 16> New;
  llvm::DenseMap<llvm::BasicBlock *, llvm::SmallPtrSet<llvm::BasicBlock *, 8>>
      Inner;
  llvm::SmallPtrSet<llvm::PHINode *, 8> Added, Recorded;
  size_t RecordedEpoch = 0;

  llvm::PHINode *poisonPhi(llvm::Type *T, llvm::BasicBlock *B,
                           llvm::BasicBlock::iterator Pos,
                           const llvm::Twine &Name) {
    llvm::PHINode *P = llvm::PHINode::Create(T, 2, Name, Pos);
    for (llvm::BasicBlock *Pred : llvm::predecessors(B))
      P->addIncoming(llvm::PoisonValue::get(T), Pred);
    if (!New.count(B)) {
      Out.AddedPhis.push_back(P);
      Out.AddedPhiEpoch.push_back(Out.Nested.size());
      Added.insert(P);
    }
    return P;
  }
  void record(llvm::PHINode *P) {
    // Once per epoch (Replica::IncomingEpoch): a nested replica made since
    // the last record may have changed the phi, and restores its own record.
    if (RecordedEpoch != Out.Nested.size()) {
      Recorded.clear();
      RecordedEpoch = Out.Nested.size();
    }
    if (New.count(P->getParent()) || Added.count(P) ||
        !Recorded.insert(P).second)
      return;
    Out.IncomingEpoch.push_back(RecordedEpoch);
    Out.Incoming.push_back({P, {}});
    for (unsigned K = 0; K < P->getNumIncomingValues(); ++K)
      Out.Incoming.back().second.push_back(
          {P->getIncomingValue(K), P->getIncomingBlock(K)});
  }
};

} // namespace spmdc::darm

#endif
