// Device code of user_programs_lang24.spmd's extern "C" function, for
// the GPU targets (spmdc --device-lib; docs/gpu.md), compiled by the e2e
// kernels-compile test (tests/lit/gpu/compile_e2e_for_gpus.py). The CPU
// host (hosts/user_programs_lang24.cpp) defines the same function.
int host_mix(int a, float b) { return a * 7 + (int)(b * 4) - 3; }
