//===- CodeGenRuntimeArrays.cpp - programCount-sized local arrays ---------===//
//
// \file
// The part of CodeGen (CodeGenImpl.h) for local arrays whose size depends
// on programCount on a scalable target (Type::RtDims: Sema folded each
// size at every gang width the target can have, 4 << k for k < 5).
//
// Expects: only function-local arrays and uniform global and static
// arrays carry run-time dimensions (Sema keeps struct members, soa arrays
// and sizes in other positions constant); the type is otherwise an
// ordinary array. A global's storage is ModuleEmitter::global's, sized
// for the widest gang (VarDecl::GangStorageElems); only its indexing,
// sizeof and copies come from here.
//
// Guarantees:
//  - Storage is a run of blocks, a block being the part of the array
//    inside its innermost run-time dimension (a constant-sized LLVM type):
//    `T a[programCount][4]` is `alloca [4 x T], i64 n`, `T a[4][programCount]`
//    is `alloca T, i64 4·n`. An element's address is a GEP over blocks
//    with the run-time stride of the dimensions inside it.
//  - The allocation and every size it needs are emitted in the entry
//    block (programCount does not change within a function), so the
//    array is allocated once even when declared in a loop, and no
//    stacksave/stackrestore is needed. Privatize turns a varying one
//    into one run-time-sized structure-of-arrays copy.
//  - A size is emitted from its folded values: A·vscale + B (vscale =
//    programCount / 4) when the sizes are affine in the gang width, else a
//    select on programCount over the five values, so the run-time value
//    equals Sema's folding exactly.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"

using namespace llvm;

namespace spmdc {
namespace fe {

namespace {
/// The index of T's innermost run-time dimension (T has one).
size_t lastRuntimeDim(const fe::Type &T) {
  size_t Last = 0;
  for (size_t I = 0; I < T.Dims.size(); ++I)
    if (T.isRuntimeDim(I))
      Last = I;
  return Last;
}

/// The part of T inside its innermost run-time dimension: constant-sized.
fe::Type blockType(const fe::Type &T) {
  fe::Type Block = T;
  Block.Dims.erase(Block.Dims.begin(),
                   Block.Dims.begin() + lastRuntimeDim(T) + 1);
  Block.RtDims = nullptr;
  return Block;
}
} // namespace

Value *FunctionEmitter::runtimeDimValue(const RuntimeDim &D) {
  if (D.isConstant())
    return B.getInt64(D.Size[0]);
  for (auto &[Key, V] : RuntimeDimValues)
    if (Key == D)
      return V;
  IRBuilder<> AB(AllocaPt);
  AB.SetCurrentDebugLocation(ME.DI.location(FD.Loc));
  if (!EntryLaneCount)
    EntryLaneCount = AB.CreateZExt(AB.CreateCall(ME.laneCount(), {}, "count"),
                                   AB.getInt64Ty(), "count.i64",
                                   /*IsNonNeg=*/true);
  Value *Count = EntryLaneCount;
  Value *V;
  int64_t A, Bias;
  if (D.affineInVscale(A, Bias)) {
    // programCount is a multiple of 4: (programCount / 4)·A + B.
    Value *Scaled =
        A == 4 ? Count
        : A % 4 == 0
            ? AB.CreateMul(Count, AB.getInt64(uint64_t(A / 4)), "dim.scaled")
            : AB.CreateMul(AB.CreateLShr(Count, 2, "vscale"),
                           AB.getInt64(uint64_t(A)), "dim.scaled");
    V = Bias ? AB.CreateAdd(Scaled, AB.getInt64(uint64_t(Bias)), "dim")
             : Scaled;
  } else {
    V = AB.getInt64(D.Size[ScalableGangWidths - 1]);
    for (unsigned K = ScalableGangWidths - 1; K-- > 0;)
      V = AB.CreateSelect(AB.CreateICmpEQ(Count, AB.getInt64(4u << K)),
                          AB.getInt64(D.Size[K]), V, "dim");
  }
  RuntimeDimValues.push_back({D, V});
  return V;
}

Value *FunctionEmitter::runtimeDimValue(const fe::Type &T, size_t I) {
  if (T.isRuntimeDim(I))
    return runtimeDimValue((*T.RtDims)[I]);
  return B.getInt64(T.Dims[I]);
}

AllocaInst *FunctionEmitter::runtimeArraySlot(const fe::Type &T,
                                              const Twine &Name) {
  // The number of blocks: every dimension up to the innermost run-time one.
  // The sizes are computed at AllocaPt, before the alloca that uses them.
  IRBuilder<> AB(AllocaPt);
  AB.SetCurrentDebugLocation(ME.DI.location(FD.Loc));
  Value *Blocks = nullptr;
  for (size_t I = 0; I <= lastRuntimeDim(T); ++I) {
    Value *D = T.isRuntimeDim(I) ? runtimeDimValue((*T.RtDims)[I])
                                 : AB.getInt64(T.Dims[I]);
    Blocks = Blocks ? AB.CreateNUWMul(Blocks, D, Name + ".blocks") : D;
  }
  return AB.CreateAlloca(ME.storageType(blockType(T)), Blocks, Name);
}

Value *FunctionEmitter::arrayElementAddress(Value *Base, const fe::Type &T,
                                            Value *Idx, const Twine &Name) {
  if (!T.hasRuntimeDims()) // in bounds of the array object, as in C
    return B.CreateInBoundsGEP(ME.storageType(T), Base, {B.getInt64(0), Idx},
                               Name);
  // Element Idx starts Idx·(blocks per element) blocks in.
  Value *Stride = nullptr;
  for (size_t I = 1; I <= lastRuntimeDim(T); ++I) {
    Value *D = runtimeDimValue(T, I);
    Stride = Stride ? B.CreateNUWMul(Stride, D, "stride") : D;
  }
  if (Stride)
    Idx = B.CreateNSWMul(Idx, Stride, "idx.scaled");
  return B.CreateInBoundsGEP(ME.storageType(blockType(T)), Base, Idx, Name);
}

void FunctionEmitter::forEachIndexUpTo(uint64_t From, Value *N,
                                       StringRef Prefix,
                                       function_ref<void(Value *)> Elem) {
  // N may be From (a brace list that fills the array at the narrowest gang).
  indexLoop(From, N, Prefix, Elem, /*MayBeEmpty=*/true);
}

} // namespace fe
} // namespace spmdc
