//===- X86MaskFalseDeps.h - Mask idioms without a k0 read -*- C++ -*-===//
//
// \file
// x86-mask-false-deps: a machine pass run right after LLVM's post-RA pseudo
// expansion on x86. LLVM 22 expands the all-ones and all-zeros mask pseudos
// (KSET1*, KSET0*) to `kxnorw %k0, %k0, %kN` / `kxorw %k0, %k0, %kN`: the
// sources are `undef`, any register gives the same result, but the CPU
// still waits for the last write of %k0. Neither idiom breaks dependencies
// (not on the EPYC, znver4), and the register allocator hands %k0 to
// compares. A gather clears its mask, so a loop re-materializes the
// all-ones mask before every gather of an all-on region: with a compare
// writing %k0 later in the iteration, each iteration's gathers wait for
// the previous iteration's compare, a loop-carried chain through the
// whole body. DARM's melded loops run their gathers under all-on masks
// where the sides ran them under their own masks: probe23's
// `clip_channels` melded ran 1.78x the time of one side (0.56x of
// --no-darm on gang-coherent data), as one side's time with the chain
// broken (docs/darm-history.md, "Probes (session 23)").
//
// What it does: each KXNOR/KXOR with both sources one undef register gets
// as sources a mask register that no instruction of the function writes,
// else one that no instruction of the innermost loop around it writes
// (a call's clobber is not a write here: a loop calling libm, as the
// math routines' per-lane fallback does, would have none); when there is
// none, the instruction stays.
//
// Expects: x86 machine code after register allocation and
// ExpandPostRAPseudos. Guarantees: the same results (the sources are
// undef); only source registers of those instructions change.
//
//===----------------------------------------------------------------------===//
#ifndef SPMDC_TOOLS_SPMDC_X86MASKFALSEDEPS_H
#define SPMDC_TOOLS_SPMDC_X86MASKFALSEDEPS_H

namespace spmdc {

/// Makes every x86 code generation pipeline built from now on (spmdc's
/// object and assembly output) run x86-mask-false-deps. Call once, before
/// the first addPassesToEmitFile.
void registerX86MaskFalseDeps();

} // namespace spmdc

#endif
