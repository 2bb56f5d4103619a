#include "e2e_check.h"
#include "struct_forward_decls_ispc.h"

int main() {
  const int L = 9, N = 21;
  ispc::Node nodes[L];
  ispc::Tree tree;
  tree.root = &nodes[0];
  tree.bias = 5;
  for (int k = 0; k < L; ++k) {
    nodes[k].v = 1.5f * k - 2;
    nodes[k].owner = &tree;
    nodes[k].next = k + 1 < L ? &nodes[k + 1] : nullptr;
  }
  float out[N];
  ispc::struct_forward_decls(&tree, nullptr, out, N);
  for (int i = 0; i < N; ++i) {
    int k = i < L - 1 ? i : L - 1;
    e2e_expect_near("walk", i, out[i], nodes[k].v + 5);
  }
  return e2e_finish("struct_forward_decls");
}
