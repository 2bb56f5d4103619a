//===- CodeGenUniformMembers.cpp - uniform members of varying structs -----===//
//
// \file
// The part of the function emitter (see CodeGenImpl.h) that keeps ISPC's
// rule for a `uniform` member of a varying struct (`struct S { uniform int
// n; float x; }; S s; s.n = 3;`): the gang shares one value of it. In SPMD
// IR a varying struct is one `%struct.S` per program instance, members
// included, so the frontend marks every private object that holds such
// structs: its alloca carries `!spmd.uniform.members !{i64 Stride, i64
// Off0, i64 Size0, ...}` (the byte ranges of the uniform members within
// each Stride-byte struct) and is passed to `@spmd.uniform.members`, which
// keeps SROA from promoting those members into per-lane values.
// spmd-privatize then points every access that lands in a listed range at
// lane 0's slot of the structure-of-arrays copy: one slot for the gang,
// read and written at a uniform address (a store there happens when any
// program instance executes it). Writes under varying control flow are
// gang stores (VaryingControlFlow.cpp), kept in order by the cleanup as
// other gang memory is.
//
//===----------------------------------------------------------------------===//
#include "frontend/CodeGenImpl.h"
#include "frontend/StructMembers.h"
#include "vectorizer/analysis/SpmdTTI.h"

#include "llvm/IR/DataLayout.h"

using namespace llvm;

namespace spmdc {
namespace fe {

void ModuleEmitter::uniformMemberRanges(
    const StructDecl *SD, uint64_t Base, bool UniformInstance,
    SmallVectorImpl<std::pair<uint64_t, uint64_t>> &Out) {
  const DataLayout &DL = M.getDataLayout();
  const StructLayout *SL = DL.getStructLayout(structType(SD));
  for (size_t K = 0; K < SD->Fields.size(); ++K) {
    const Type &FT = SD->Fields[K].Ty;
    uint64_t Off = Base + SL->getElementOffset(fieldIndex(SD, K));
    // A member without its own qualifier takes the instance's variability.
    bool Uniform = FT.Var == Variability::Unbound ? UniformInstance
                                                  : FT.isUniform();
    bool Nested = FT.Struct && !FT.IsPointer && !FT.Soa && !FT.Struct->VecN;
    if (Nested && (Uniform ? hasVaryingMember(FT.Struct)
                           : hasUniformMember(FT.Struct))) {
      // A struct (or array of them) that mixes too: member by member.
      Type ET = FT;
      ET.Dims.clear();
      uint64_t N = 1;
      for (uint64_t D : FT.Dims)
        N *= D;
      uint64_t Stride = DL.getTypeAllocSize(storageType(ET)).getFixedValue();
      SmallVector<std::pair<uint64_t, uint64_t>, 4> Inner;
      uniformMemberRanges(FT.Struct, 0, Uniform, Inner);
      for (uint64_t I = 0; I < N; ++I)
        for (auto [O, S] : Inner)
          Out.push_back({Off + I * Stride + O, S});
      continue;
    }
    if (Uniform) // the whole member, arrays and structs included
      Out.push_back({Off, DL.getTypeAllocSize(storageType(FT)).getFixedValue()});
  }
}

FunctionCallee ModuleEmitter::uniformMembersMarker() {
  FunctionCallee C = M.getOrInsertFunction(
      UniformMembersName,
      FunctionType::get(llvm::Type::getVoidTy(Ctx),
                        {PointerType::getUnqual(Ctx)}, false));
  if (auto *Fn = dyn_cast<Function>(C.getCallee()))
    Fn->addFnAttr(Attribute::NoUnwind);
  return C;
}

void FunctionEmitter::shareUniformMembers(AllocaInst *A, const Type &T) {
  if (!mixesVariability(T))
    return;
  SmallVector<std::pair<uint64_t, uint64_t>, 4> R;
  ME.uniformMemberRanges(T.Struct, 0, T.isUniform(), R);
  Type ET = T;
  ET.Dims.clear();
  ET.RtDims = nullptr;
  const DataLayout &DL = ME.M.getDataLayout();
  llvm::Type *I64 = llvm::Type::getInt64Ty(Ctx);
  SmallVector<Metadata *, 8> Ops{ConstantAsMetadata::get(ConstantInt::get(
      I64, DL.getTypeAllocSize(ME.storageType(ET)).getFixedValue()))};
  for (auto [O, S] : R) {
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I64, O)));
    Ops.push_back(ConstantAsMetadata::get(ConstantInt::get(I64, S)));
  }
  A->setMetadata(UniformMembersMDName, MDNode::get(Ctx, Ops));
  IRBuilder<> AB(A->getNextNode());
  AB.CreateCall(ME.uniformMembersMarker(), {A});
}

} // namespace fe
} // namespace spmdc
