//===- X86InsertFalseDeps.cpp - Inserts into undef without a wait ----===//
//
// See X86InsertFalseDeps.h.
//
//===----------------------------------------------------------------------===//
#include "tools/spmdc/X86InsertFalseDeps.h"
#include "vectorizer/Passes.h"
#include "vectorizer/Statistics.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "x86-insert-false-deps"

SPMDC_STATISTIC(NumInsertSourcesZeroed,
                "Inserts into an undef vector given a zeroed source");

static cl::opt<bool> InsertFalseDeps(
    "x86-insert-false-deps", cl::init(true), cl::Hidden,
    cl::desc("x86: a pinsrb/w/d/q in a loop that merges into an undef "
             "vector reads its destination, zeroed just before, not a "
             "register the loop writes (tools/spmdc/X86InsertFalseDeps.h)"),
    cl::cat(spmdc::passOptionCategory()));

namespace spmdc {
namespace {

/// Whether \p MI is an element insert (PINSRB/W/D/Q in any encoding: the
/// opcode names are all this pass needs of the x86 backend's private
/// tables) whose merged-into vector, operand 1, is undef.
bool isUndefInsert(const MachineInstr &MI, const TargetInstrInfo &TII) {
  StringRef Name = TII.getName(MI.getOpcode());
  if (!Name.contains("PINSR") || MI.getNumExplicitOperands() < 3)
    return false;
  const MachineOperand &Dst = MI.getOperand(0), &Src = MI.getOperand(1);
  return Dst.isReg() && Dst.isDef() && Src.isReg() && Src.isUse() &&
         Src.isUndef();
}


class X86InsertFalseDepsPass : public MachineFunctionPass {
public:
  static char ID;
  X86InsertFalseDepsPass() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "spmdc x86 element inserts without false dependencies";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.setPreservesCFG();
    AU.addPreserved<MachineLoopInfoWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
    const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
    MachineLoopInfo &LI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
    bool Changed = false;
    for (MachineBasicBlock &MBB : MF) {
      // Outside loops a late write of the source delays one insert once;
      // inside, it chains iterations.
      if (!LI.getLoopFor(&MBB))
        continue;
      SmallVector<MachineInstr *, 8> Inserts;
      for (MachineInstr &MI : MBB) {
        if (!isUndefInsert(MI, TII))
          continue;
        Register Src = MI.getOperand(1).getReg();
        bool WrittenBefore = false;
        for (MachineInstr &Prior : MBB) {
          if (&Prior == &MI)
            break;
          if (Prior.modifiesRegister(Src, &TRI)) {
            WrittenBefore = true;
            break;
          }
        }
        if (!WrittenBefore)
          Inserts.push_back(&MI);
      }
      for (MachineInstr *MI : Inserts)
        Changed |= zeroSource(*MI, TII, TRI);
    }
    return Changed;
  }

private:
  StringMap<unsigned> Opcodes;

  /// The opcode named \p Name (searched once by name, as the x86 opcode
  /// enum is private to LLVM), or 0.
  unsigned opcodeNamed(const TargetInstrInfo &TII, StringRef Name) {
    auto [It, New] = Opcodes.try_emplace(Name, 0);
    if (New)
      for (unsigned Op = 1, E = TII.getNumOpcodes(); Op != E; ++Op)
        if (TII.getName(Op) == Name) {
          It->second = Op;
          break;
        }
    return It->second;
  }

  /// Makes \p MI read its destination, zeroed just before it.
  bool zeroSource(MachineInstr &MI, const TargetInstrInfo &TII,
                  const TargetRegisterInfo &TRI) {
    Register Dst = MI.getOperand(0).getReg();
    StringRef Name = TII.getName(MI.getOpcode());
    // The SSE form's source is tied to the destination; the VEX form can
    // only name XMM0-15, the EVEX one also XMM16-31.
    StringRef ZeroName = !Name.starts_with("V") ? "PXORrr"
                         : Name.contains("Z")   ? "VPXORDZ128rr"
                                                : "VPXORrr";
    unsigned Zero = opcodeNamed(TII, ZeroName);
    if (!Zero || !StringRef(TRI.getName(Dst)).starts_with("XMM"))
      return false;
    BuildMI(*MI.getParent(), MI, MI.getDebugLoc(), TII.get(Zero), Dst)
        .addReg(Dst, RegState::Undef)
        .addReg(Dst, RegState::Undef);
    MachineOperand &Src = MI.getOperand(1);
    Src.setReg(Dst);
    Src.setIsUndef(false);
    Src.setIsKill(true);
    ++NumInsertSourcesZeroed;
    return true;
  }
};

char X86InsertFalseDepsPass::ID = 0;

} // namespace

void registerX86InsertFalseDeps() {
  static RegisterTargetPassConfigCallback Callback(
      [](TargetMachine &TM, PassManagerBase &, TargetPassConfig *Config) {
        if (InsertFalseDeps && TM.getTargetTriple().isX86())
          Config->insertPass(&ExpandPostRAPseudosID,
                             new X86InsertFalseDepsPass());
      });
}

} // namespace spmdc
