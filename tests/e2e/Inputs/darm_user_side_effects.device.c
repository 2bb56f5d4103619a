// Device code of darm_user_side_effects.spmd's extern "C" function, for
// the GPU targets (spmdc --device-lib; docs/gpu.md), compiled by the e2e
// kernels-compile test (tests/lit/gpu/compile_e2e_for_gpus.py) with clang
// for each processor. The CPU host (hosts/darm_user_side_effects.cpp) logs
// each call; on the device each call runs once per gang and only counts.
int host_log_calls = 0;

int host_log(int tag, int val) {
  (void)val;
  __atomic_fetch_add(&host_log_calls, 1, __ATOMIC_RELAXED);
  return tag * 10;
}
