// Host for host-stub.test: the generated header's runtime and stubs, used
// the documented way (device buffers, copies, one call per gang).
#include STUB_HEADER
#include <cstdio>

int main() {
  int Status = GPU_NS::init();
  std::printf("init: %d\n", Status);
  float Host[4] = {1, 2, 3, 4};
  float *A = static_cast<float *>(GPU_NS::alloc(sizeof Host));
  float *Out = static_cast<float *>(GPU_NS::alloc(sizeof Host));
  if (A)
    GPU_NS::copy_to_device(A, Host, sizeof Host);
  ispc::scale(A, Out, 2.5f, 4);
  int W = ispc::width(true);
  std::printf("width: %d, last_error: %d\n", W, GPU_NS::last_error());
  if (Out && GPU_NS::copy_to_host(Host, Out, sizeof Host) == 0)
    std::printf("out: %g %g\n", Host[0], Host[3]);
  int *Cells = static_cast<int *>(GPU_NS::alloc(6 * sizeof(int)));
  if (Cells) {
    ispc::spawn(Cells);
    std::printf("spawn: last_error: %d\n", GPU_NS::last_error());
    GPU_NS::release(Cells);
  }
  GPU_NS::release(A);
  GPU_NS::release(Out);
  return Status;
}
