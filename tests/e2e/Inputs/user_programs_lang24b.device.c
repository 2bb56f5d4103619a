// Device code of user_programs_lang24b.spmd's extern "C" functions, for
// the GPU targets (spmdc --device-lib; docs/gpu.md), compiled by the e2e
// kernels-compile test (tests/lit/gpu/compile_e2e_for_gpus.py). The CPU
// host (hosts/user_programs_lang24b.cpp) defines the same functions.
float host_scale(float x, int lane) { return x * 10 + lane * 0.0f; }
static int logged;
void host_log(int tag, int *d, int n) { logged = tag + d[0] + d[n - 1]; }
