#include "test_static.isph"
// Deliberately wrong in the last lane.
task void f_v(uniform float dst[]) {
  dst[programIndex] = programIndex == programCount - 1 ? -1 : 2 * programIndex;
}
task void result(uniform float dst[]) { dst[programIndex] = 2 * programIndex; }
