//===- instrument.cpp - the registry and report of --instrument -----------===//
//
// Objects compiled with `spmdc --instrument` register one
// spmdrt_instrument_module each from a static constructor
// (vectorizer/wfv/Instrument.h); the kernels add to its counters with
// relaxed atomic adds. The report is printed once at exit (atexit, set up
// by the first registration) and whenever the program asks for it.
//
//===----------------------------------------------------------------------===//
#include "spmdrt.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>

#if defined(__aarch64__) && defined(__linux__)
#include <sys/prctl.h>
#endif

namespace {

std::mutex Lock;
spmdrt_instrument_module *Head = nullptr; // newest first
spmdrt_instrument_module **Tail = &Head;  // registration order kept

uint64_t load(const uint64_t *P) {
  return __atomic_load_n(P, __ATOMIC_RELAXED);
}

/// Where the report goes: stderr, $SPMDRT_INSTRUMENT_OUTPUT, or nowhere.
FILE *openOutput(bool *Close) {
  *Close = false;
  const char *Path = std::getenv("SPMDRT_INSTRUMENT_OUTPUT");
  if (!Path || !*Path || std::strcmp(Path, "-") == 0)
    return stderr;
  if (std::strcmp(Path, "none") == 0)
    return nullptr;
  FILE *F = std::fopen(Path, "a");
  if (!F) {
    std::fprintf(stderr,
                 "spmdrt: cannot open %s for the --instrument report; "
                 "writing it to stderr\n",
                 Path);
    return stderr;
  }
  *Close = true;
  return F;
}

double percent(double Num, double Den) {
  return Den > 0 ? 100.0 * Num / Den : 0.0;
}

void printModule(FILE *Out, const spmdrt_instrument_module &M) {
  uint64_t Execs = 0, Active = 0;
  double WExecs = 0, WActive = 0;
  unsigned NeverRan = 0;
  for (uint32_t K = 0; K < M.num_blocks; ++K) {
    Execs += load(&M.counters[2 * K]);
    Active += load(&M.counters[2 * K + 1]);
  }
  if (Execs == 0)
    return; // e.g. a multi-target object's variants this CPU did not run
  std::fprintf(Out, "%s, target %s, %u lanes per gang\n", M.file, M.target,
               M.lanes);
  std::fprintf(Out, "  %6s  %-24s %-22s %12s %14s %7s\n", "line", "function",
               "block", "executions", "active lanes", "util");
  for (uint32_t K = 0; K < M.num_blocks; ++K) {
    const spmdrt_instrument_block &B = M.blocks[K];
    uint64_t E = load(&M.counters[2 * K]), A = load(&M.counters[2 * K + 1]);
    if (E == 0) {
      ++NeverRan;
      continue;
    }
    WExecs += double(E) * B.instructions;
    WActive += double(A) * B.instructions;
    char Line[16];
    if (B.line)
      std::snprintf(Line, sizeof Line, "%u", B.line);
    else
      std::snprintf(Line, sizeof Line, "?");
    std::fprintf(Out, "  %6s  %-24s %-22s %12llu %14llu %6.1f%%\n", Line,
                 B.function, B.label, (unsigned long long)E,
                 (unsigned long long)A,
                 percent(double(A), double(E) * M.lanes));
  }
  if (NeverRan)
    std::fprintf(Out, "  (%u of %u blocks never ran)\n", NeverRan,
                 M.num_blocks);
  std::fprintf(Out,
               "  overall: %llu active lane-executions / (%u lanes x %llu "
               "block executions) = %.1f%%\n",
               (unsigned long long)Active, M.lanes, (unsigned long long)Execs,
               percent(double(Active), double(Execs) * M.lanes));
  std::fprintf(Out, "  weighted by instructions per block: %.1f%%\n",
               percent(WActive, WExecs * M.lanes));
}

void report() {
  std::lock_guard<std::mutex> G(Lock);
  bool Close;
  FILE *Out = openOutput(&Close);
  if (!Out)
    return;
  std::fprintf(Out, "spmdrt: SIMD utilization (spmdc --instrument)\n");
  for (spmdrt_instrument_module *M = Head; M; M = M->next)
    printModule(Out, *M);
  std::fflush(Out);
  if (Close)
    std::fclose(Out);
}

void reportAtExit() { report(); }

/// The lanes of \p LaneBits bits in this thread's SVE vector: the gang
/// width of a scalable (length-agnostic) object. Read from the kernel
/// (prctl), so spmdrt itself needs no SVE instructions; 0 without SVE, where
/// such an object's scalable code never runs.
uint32_t scalableLanes(uint32_t LaneBits) {
#if defined(__aarch64__) && defined(__linux__) && defined(PR_SVE_GET_VL)
  int VL = prctl(PR_SVE_GET_VL, 0, 0, 0, 0);
  if (VL < 0 || LaneBits == 0)
    return 0;
  return uint32_t(VL & PR_SVE_VL_LEN_MASK) * 8 / LaneBits;
#else
  (void)LaneBits;
  return 0;
#endif
}

} // namespace

extern "C" {

void spmdrt_instrument_register(spmdrt_instrument_module *M) {
  if (!M || M->version != SPMDRT_INSTRUMENT_VERSION) {
    std::fprintf(stderr,
                 "spmdrt: an object compiled with --instrument uses "
                 "counter table version %u, this spmdrt reads %u; its "
                 "counts are not reported\n",
                 M ? M->version : 0u, unsigned(SPMDRT_INSTRUMENT_VERSION));
    return;
  }
  if (M->lanes == 0) // a scalable gang: its width is the vector length's
    M->lanes = scalableLanes(M->lane_bits);
  std::lock_guard<std::mutex> G(Lock);
  bool First = Head == nullptr;
  M->next = nullptr;
  *Tail = M;
  Tail = &M->next;
  if (First)
    std::atexit(reportAtExit);
}

size_t spmdrt_instrument_num_blocks(void) {
  std::lock_guard<std::mutex> G(Lock);
  size_t N = 0;
  for (spmdrt_instrument_module *M = Head; M; M = M->next)
    N += M->num_blocks;
  return N;
}

int spmdrt_instrument_get(size_t Index, spmdrt_instrument_stats *Out) {
  std::lock_guard<std::mutex> G(Lock);
  for (spmdrt_instrument_module *M = Head; M; M = M->next) {
    if (Index >= M->num_blocks) {
      Index -= M->num_blocks;
      continue;
    }
    const spmdrt_instrument_block &B = M->blocks[Index];
    Out->file = M->file;
    Out->target = M->target;
    Out->function = B.function;
    Out->label = B.label;
    Out->line = B.line;
    Out->lanes = M->lanes;
    Out->instructions = B.instructions;
    Out->executions = load(&M->counters[2 * Index]);
    Out->active_lanes = load(&M->counters[2 * Index + 1]);
    return 0;
  }
  return -1;
}

void spmdrt_instrument_report(void) { report(); }

void spmdrt_instrument_reset(void) {
  std::lock_guard<std::mutex> G(Lock);
  for (spmdrt_instrument_module *M = Head; M; M = M->next)
    for (uint32_t K = 0; K < 2 * M->num_blocks; ++K)
      __atomic_store_n(&M->counters[K], 0, __ATOMIC_RELAXED);
}

} // extern "C"
