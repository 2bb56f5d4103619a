// Host for task-queue-order.test: the task-queue runner of a generated GPU
// header (spmdc_gpu::runTasks) against a queue in host memory whose "grids"
// record more grids when they run, as device code does. Depth-first order
// is what ISPC's sync needs: a grid's launches (and theirs) finish before
// the next record, e.g. before a continuation recorded after the grid.
#include STUB_HEADER
#include <cstdio>
#include <cstring>

namespace {
const char *const Names[] = {"A", "B", "A1", "A2", "A1a", "A_cont"};
unsigned char Queue[16 + 16 * 24 + 64];
const spmdc_gpu::TaskQueueLayout Layout = {16, 16, 16 + 16 * 24, 64};

void record(unsigned Task, unsigned N0) {
  unsigned *Header = reinterpret_cast<unsigned *>(Queue);
  unsigned Rec[6] = {Task, 0, N0, 1, 1, 0};
  std::memcpy(Queue + 16 + 24 * Header[0], Rec, sizeof Rec);
  ++Header[0];
}

struct Rt {
  int toHost(void *H, const void *D, size_t N) { std::memcpy(H, D, N); return 0; }
  int toDevice(void *D, const void *H, size_t N) { std::memcpy(D, H, N); return 0; }
  int launchGrid(spmdc_gpu::Kernel &, const char *Name, unsigned, unsigned G0,
                 unsigned, unsigned, void **) {
    std::printf("%s[%u] ", Name, G0);
    if (!std::strcmp(Name, "A")) { // launch[2] A1; launch A2; sync; ...
      record(2, 2);
      record(3, 1);
      record(5, 1);
    } else if (!std::strcmp(Name, "A1")) {
      record(4, 3);
    }
    return 0;
  }
  int fail(int Code, const char *Fmt, unsigned X, unsigned Y = 0) {
    std::printf("fail: ");
    std::printf(Fmt, X, Y);
    std::printf("\n");
    return Code;
  }
};
} // namespace

int main() {
  spmdc_gpu::Kernel Kernels[6];
  record(0, 1); // what the export kernel launched: A, then B
  record(1, 1);
  Rt R;
  int Status = spmdc_gpu::runTasks(R, reinterpret_cast<char *>(Queue), Layout,
                                   Names, Kernels, 6, 64);
  unsigned Count;
  std::memcpy(&Count, Queue, sizeof Count);
  std::printf("\nstatus %d, queue emptied: %s\n", Status, Count == 0 ? "yes" : "no");
  return Status;
}
