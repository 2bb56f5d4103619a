//===- X86MaskFalseDeps.cpp - Mask idioms without a k0 read ----------===//
//
// See X86MaskFalseDeps.h.
//
//===----------------------------------------------------------------------===//
#include "tools/spmdc/X86MaskFalseDeps.h"
#include "vectorizer/Passes.h"
#include "vectorizer/Statistics.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
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

#define DEBUG_TYPE "x86-mask-false-deps"

SPMDC_STATISTIC(NumMaskSourcesMoved,
                "Mask idioms given a source register nothing near writes");

static cl::opt<bool> MaskFalseDeps(
    "x86-mask-false-deps", cl::init(true), cl::Hidden,
    cl::desc("x86: read a mask register nothing in the function (or loop) "
             "writes in the kxnor/kxor that make all-ones and all-zeros "
             "masks, not k0 (tools/spmdc/X86MaskFalseDeps.h)"),
    cl::cat(spmdc::passOptionCategory()));

namespace spmdc {
namespace {

/// Whether \p MI is LLVM's expansion of a mask constant: a KXNOR or KXOR
/// of one undef register with itself (the opcode names are all this pass
/// needs of the x86 backend's private tables).
bool isMaskIdiom(const MachineInstr &MI, const TargetInstrInfo &TII) {
  StringRef Name = TII.getName(MI.getOpcode());
  if (!(Name.starts_with("KXNOR") || Name.starts_with("KXOR")) ||
      !Name.ends_with("kk") || MI.getNumExplicitOperands() != 3)
    return false;
  const MachineOperand &A = MI.getOperand(1), &B = MI.getOperand(2);
  return A.isReg() && B.isReg() && A.isUndef() && B.isUndef() &&
         A.getReg() == B.getReg();
}


class X86MaskFalseDepsPass : public MachineFunctionPass {
public:
  static char ID;
  X86MaskFalseDepsPass() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "spmdc x86 mask idioms without false dependencies";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }

  bool runOnMachineFunction(MachineFunction &MF) override {
    const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
    const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
    SmallVector<MachineInstr *, 16> Idioms;
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &MI : MBB)
        if (isMaskIdiom(MI, TII))
          Idioms.push_back(&MI);
    if (Idioms.empty())
      return false;
    SmallVector<MCRegister, 8> MaskRegs = maskRegisters(TRI);
    auto WrittenIn = [&](MCRegister Reg, auto Blocks) {
      for (MachineBasicBlock *MBB : Blocks)
        for (const MachineInstr &MI : *MBB)
          // A result naming Reg (or a pair holding it), not a call's
          // clobber of every mask register: a loop calling libm, as the
          // math routines' per-lane fallback does, would have no free
          // register, while what the callee last wrote there is long
          // retired when the loop comes back to the idiom.
          if (MI.definesRegister(Reg, &TRI))
            return true;
      return false;
    };
    SmallVector<MachineBasicBlock *, 32> AllBlocks;
    for (MachineBasicBlock &MBB : MF)
      AllBlocks.push_back(&MBB);
    MCRegister FreeInFunction;
    for (MCRegister Reg : MaskRegs)
      if (!WrittenIn(Reg, AllBlocks)) {
        FreeInFunction = Reg;
        break;
      }
    MachineLoopInfo &LI = getAnalysis<MachineLoopInfoWrapperPass>().getLI();
    bool Changed = false;
    for (MachineInstr *MI : Idioms) {
      MCRegister Source = FreeInFunction;
      MachineLoop *L = LI.getLoopFor(MI->getParent());
      if (!Source && L)
        for (MCRegister Reg : MaskRegs)
          if (!WrittenIn(Reg, L->getBlocks())) {
            Source = Reg;
            break;
          }
      // Outside loops a write of k0 shortly before delays one
      // instruction once; inside, it chains iterations.
      if (!Source || Source == MI->getOperand(1).getReg().asMCReg())
        continue;
      MI->getOperand(1).setReg(Source);
      MI->getOperand(2).setReg(Source);
      ++NumMaskSourcesMoved;
      Changed = true;
    }
    return Changed;
  }

private:
  /// K0-K7, found by name (the x86 register enum is private to LLVM).
  static SmallVector<MCRegister, 8>
  maskRegisters(const TargetRegisterInfo &TRI) {
    SmallVector<MCRegister, 8> Regs;
    for (unsigned R = 1, E = TRI.getNumRegs(); R != E; ++R) {
      StringRef Name = TRI.getName(R);
      if (Name.size() == 2 && Name[0] == 'K' && Name[1] >= '0' &&
          Name[1] <= '7')
        Regs.push_back(MCRegister(R));
    }
    return Regs;
  }
};

char X86MaskFalseDepsPass::ID = 0;

} // namespace

void registerX86MaskFalseDeps() {
  static RegisterTargetPassConfigCallback Callback(
      [](TargetMachine &TM, PassManagerBase &, TargetPassConfig *Config) {
        if (MaskFalseDeps && TM.getTargetTriple().isX86())
          Config->insertPass(&ExpandPostRAPseudosID,
                             new X86MaskFalseDepsPass());
      });
}

} // namespace spmdc
