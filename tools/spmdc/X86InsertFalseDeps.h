//===- X86InsertFalseDeps.h - Inserts into undef without a wait -*- C++ -*-===//
//
// \file
// x86-insert-false-deps: a machine pass run right after LLVM's post-RA
// pseudo expansion on x86. A masked load or gather that LLVM scalarizes
// (float16 or 8/16-bit elements at a stride: `<24 x half>` under the mask
// every third lane of a struct or RGB array) builds its vector with
// `pinsrw`/`pinsrb` from memory into an undef vector: `vpinsrw $0, (mem),
// %xmm0, %xmm0`. The undef source is still read (the other lanes pass
// through), LLVM's BreakFalseDeps does not cover these opcodes, and the
// register allocator hands the source a register the loop writes last: in
// probe25's melded `blend_modes` (avx2) the first insert of each
// iteration waited for the previous iteration's final blend, one chain
// through the whole loop body: 0.57x of --no-darm on random sides, 0.48x
// gang-coherent; 0.83x / 1.03x without the chain, and --no-darm itself
// 1.00x / 1.07x faster (docs/darm-history.md, "Probes (session 25)").
//
// What it does: each PINSRB/W/D/Q (SSE, VEX and EVEX forms) in a loop
// whose merged-into source is undef and not written earlier in its block
// (so its last write may be the previous iteration's) reads its own
// destination instead, zeroed just before by the dependency-breaking
// idiom `(v)pxor dst, dst, dst`, which the CPU resolves at rename.
//
// Expects: x86 machine code after register allocation and
// ExpandPostRAPseudos. Guarantees: the same results (the source was
// undef); only those instructions' sources change, plus one zero idiom
// before each.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TOOLS_SPMDC_X86INSERTFALSEDEPS_H
#define SPMDC_TOOLS_SPMDC_X86INSERTFALSEDEPS_H

namespace spmdc {

/// Makes every x86 code generation pipeline built from now on (spmdc's
/// object and assembly output) run x86-insert-false-deps. Call once,
/// before the first addPassesToEmitFile.
void registerX86InsertFalseDeps();

} // namespace spmdc

#endif
