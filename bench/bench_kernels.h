// The options-pricing, rendering, noise and stencil bench kernels
// (bench_kernels.cpp): problem set-up, correctness checks against the
// scalar baselines, and their Google Benchmark registrations.
#pragma once

// Registers BM_<kernel>/<variant> for every kernel and variant (scalar,
// avx2, avx512, highway_avx2, highway_avx512) and the tasked binomial on 1
// and 2 threads. Each benchmark checks its output against the scalar
// baseline after timing and reports an error if it differs.
void registerKernelBenchmarks();

// Runs every kernel once per variant the CPU supports and compares it with
// the scalar baseline; prints one line per variant. True if all match.
bool checkAllKernels();
