// Host for host-stub-globals.test: num_cores() as the device sees it, and
// --instrument's counters as spmdrt reports them after two launches.
#include STUB_HEADER
#include <cstdio>

int main() {
  int Cores = ispc::cores();
  std::printf("cores: %d, last_error: %d\n", Cores, GPU_NS::last_error());
  int *Out = static_cast<int *>(GPU_NS::alloc(64 * sizeof(int)));
  ispc::count(Out, 64);
  ispc::count(Out, 64);
  std::printf("count: last_error: %d\n", GPU_NS::last_error());
  size_t N = spmdrt_instrument_num_blocks();
  std::printf("blocks: %zu\n", N);
  for (size_t I = 0; I < 2 && I < N; ++I) {
    spmdrt_instrument_stats S;
    spmdrt_instrument_get(I, &S);
    std::printf("block %zu: %s %s lanes %u: %llu executions, %llu active\n", I,
                S.function, S.target, S.lanes, (unsigned long long)S.executions,
                (unsigned long long)S.active_lanes);
  }
  GPU_NS::release(Out);
  return 0;
}
