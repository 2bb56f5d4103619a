//===- GpuRecursion.cpp - functions that may have two activations --------===//
//
// \file
// See GpuRecursion.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/GpuRecursion.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace spmdc {
namespace {

using FnSet = SmallPtrSet<const Function *, 8>;

/// Everything reachable from \p Roots in the call graph (\p Forward) or
/// everything that reaches them (the reverse edges in \p Callers).
FnSet closure(const CallGraph &CG, ArrayRef<const Function *> Roots,
              const DenseMap<const Function *, SmallVector<const Function *, 4>>
                  *Callers) {
  FnSet Seen;
  SmallVector<const Function *, 16> Work(Roots.begin(), Roots.end());
  while (!Work.empty()) {
    const Function *F = Work.pop_back_val();
    if (!Seen.insert(F).second)
      continue;
    if (Callers) {
      if (auto It = Callers->find(F); It != Callers->end())
        append_range(Work, It->second);
      continue;
    }
    if (const CallGraphNode *N = CG[F])
      for (const CallGraphNode::CallRecord &R : *N)
        if (const Function *Callee = R.second->getFunction();
            Callee && !Callee->isDeclaration())
          Work.push_back(Callee);
  }
  return Seen;
}

} // namespace

FnSet possiblyRecursiveFunctions(Module &M) {
  CallGraph CG(M);
  FnSet Out;
  // Direct recursion: a cyclic SCC (one function calling itself counts).
  for (auto I = scc_begin(&CG); !I.isAtEnd(); ++I)
    if (I.hasCycle())
      for (const CallGraphNode *N : *I)
        if (const Function *F = N->getFunction())
          Out.insert(F);
  // A call through a pointer is an edge to the call graph's "calls
  // external" node, so a cycle closed by one is invisible above. Its
  // callee is some address-taken function; a function on the way from one
  // of those to an indirect call may be on such a cycle.
  SmallVector<const Function *, 8> AddressTaken, CallsIndirectly;
  DenseMap<const Function *, SmallVector<const Function *, 4>> Callers;
  for (const Function &F : M) {
    if (F.isDeclaration())
      continue;
    if (F.hasAddressTaken())
      AddressTaken.push_back(&F);
    for (const Instruction &I : instructions(F))
      if (const auto *CB = dyn_cast<CallBase>(&I)) {
        if (CB->isIndirectCall()) {
          CallsIndirectly.push_back(&F);
        } else if (const Function *Callee = CB->getCalledFunction();
                   Callee && !Callee->isDeclaration()) {
          Callers[Callee].push_back(&F);
        }
      }
  }
  if (AddressTaken.empty() || CallsIndirectly.empty())
    return Out;
  FnSet FromAddressTaken = closure(CG, AddressTaken, nullptr);
  FnSet ToIndirect = closure(CG, CallsIndirectly, &Callers);
  for (const Function *F : FromAddressTaken)
    if (ToIndirect.contains(F))
      Out.insert(F);
  return Out;
}

} // namespace spmdc
