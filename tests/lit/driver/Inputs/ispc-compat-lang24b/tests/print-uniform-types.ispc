#include "test_static.isph"
// print of uniform values of every type (the text must match exactly)
enum Mode { M_OFF, M_ON = 9 };
task void print_uf(uniform float b) {
  uniform int8 i8 = -(int8)b;
  uniform uint8 u8 = 250;
  uniform int16 i16 = -300;
  uniform uint16 u16 = 65000;
  uniform int64 i64 = -9000000000ll;
  uniform uint64 u64 = 18000000000000000000ull;
  uniform double d = b * -0.5d;
  uniform bool t = b > 4;
  uniform float16 h = (float16)(b / 4);
  uniform Mode m = M_ON;
  print("% % % % % %\n", i8, u8, i16, u16, i64, u64);
  print("%|%|%|%|%|%\n", b, d, t, !t, h, m);
  print("sum %, max %\n", reduce_add(programIndex >= 0 ? 1 : 0) > 0,
        reduce_max((int)b));
}
task void print_result() { print("done\n"); }
