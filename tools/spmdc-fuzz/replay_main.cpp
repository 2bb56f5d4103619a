//===- replay_main.cpp - run fuzz inputs without libFuzzer ----------------===//
//
// \file
// `spmdc-fuzz-replay FILE...` passes each file to LLVMFuzzerTestOneInput
// (spmdc_fuzz.cpp), as libFuzzer would replay a corpus, so the regression
// inputs run in every build and in CI. Exit status 0 when none aborted.
//
//===----------------------------------------------------------------------===//
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

extern "C" int LLVMFuzzerInitialize(int *, char ***);
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);

int main(int argc, char **argv) {
  LLVMFuzzerInitialize(&argc, &argv);
  int Ran = 0;
  for (int I = 1; I < argc; ++I) {
    std::ifstream In(argv[I], std::ios::binary);
    if (!In) {
      std::fprintf(stderr, "spmdc-fuzz-replay: cannot read %s\n", argv[I]);
      return 2;
    }
    std::string Data((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(Data.data()), Data.size());
    ++Ran;
  }
  std::printf("spmdc-fuzz-replay: %d inputs, no crash\n", Ran);
  return 0;
}
