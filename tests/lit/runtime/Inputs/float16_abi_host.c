// Host for float16-abi.spmd: C, where _Float16 is the header's float16.
#include <stdio.h>

int main(void) {
  _Float16 r = fma3((_Float16)2.5f, (_Float16)0.75f, (_Float16)-1.0f);
  printf("fma3 2.5 0.75 -1 = %g\n", (double)r);
  _Float16 out[4];
  scale((_Float16)1.5f, out, 4);
  printf("scale 1.5 -> %g %g %g %g\n", (double)out[0], (double)out[1], (double)out[2],
         (double)out[3]);
  _Float16 third = (_Float16)(1.0f / 3.0f);
  printf("mix %g 7 = %g\n", (double)third, (double)mix(third, 7));
  return 0;
}
