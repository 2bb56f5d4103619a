// Device code of user_programs_lang23.spmd's extern "C" function, for
// the GPU targets (spmdc --device-lib; docs/gpu.md), compiled by the e2e
// kernels-compile test (tests/lit/gpu/compile_e2e_for_gpus.py). The CPU
// host (hosts/user_programs_lang23.cpp) defines the same function.
int host_scale(int x) { return x * 11; }
