#include "test_static.isph"
// A print test with no .expected file: skipped, not counted.
task void print_f(uniform float in[]) {}
task void print_result() {}
