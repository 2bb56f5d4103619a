//===- stdlib.cpp - the standard library functions spmdrt provides -------===//
//
// spmdrt_num_cores: ISPC's num_cores(). spmdrt_print: what a
// `print("fmt", ...)` statement compiles to
// (frontend/CodeGenPrint.cpp). Each `%` of the format is replaced by the
// next value: a uniform value as printf's %d / %u / %lld / %llu / %f / %p
// prints it (bool: true/false); a varying one as `[v0,v1,...]` over all
// programCount lanes, with the lanes that are not active written as
// `((v))` (bool: `_________`), as ISPC prints them. The whole line is built
// first and written to stdout with one fputs, then stdout is flushed, so
// prints from concurrently running tasks do not interleave mid-line.
//
//===----------------------------------------------------------------------===//
#include "spmdrt.h"

#include <cstdarg>
#include <thread>
#include <cstdio>
#include <cstring>
#include <string>

namespace {

/// printf into \p Out (any length: %f of a huge double is long).
void appendf(std::string &Out, const char *Fmt, ...) {
  char Buf[64];
  va_list Ap, Ap2;
  va_start(Ap, Fmt);
  va_copy(Ap2, Ap);
  int Len = std::vsnprintf(Buf, sizeof Buf, Fmt, Ap);
  va_end(Ap);
  if (Len >= 0 && size_t(Len) < sizeof Buf) {
    Out += Buf;
  } else if (Len > 0) {
    size_t At = Out.size();
    Out.resize(At + size_t(Len) + 1);
    std::vsnprintf(&Out[At], size_t(Len) + 1, Fmt, Ap2);
    Out.resize(At + size_t(Len));
  }
  va_end(Ap2);
}

/// Appends the value of type letter \p Code (lowercase) at \p P.
void appendValue(std::string &Out, char Code, const void *P) {
  switch (Code) {
  case 'b':
    Out += *static_cast<const int32_t *>(P) ? "true" : "false";
    return;
  case 'i':
    return appendf(Out, "%d", *static_cast<const int32_t *>(P));
  case 'u':
    return appendf(Out, "%u", *static_cast<const uint32_t *>(P));
  case 'l':
    return appendf(Out, "%lld", (long long)*static_cast<const int64_t *>(P));
  case 'm':
    return appendf(Out, "%llu",
                   (unsigned long long)*static_cast<const uint64_t *>(P));
  case 'f':
    return appendf(Out, "%f", (double)*static_cast<const float *>(P));
  case 'd':
    return appendf(Out, "%f", *static_cast<const double *>(P));
  case 'p':
    return appendf(Out, "%p", *static_cast<void *const *>(P));
  default:
    Out += "<?>";
  }
}

size_t elementSize(char Code) {
  switch (Code) {
  case 'l':
  case 'm':
  case 'd':
    return 8;
  case 'p':
    return sizeof(void *);
  default:
    return 4;
  }
}

} // namespace

extern "C" void spmdrt_print(const char *format, const char *types, int width,
                             uint64_t mask, const void *const *args) {
  std::string Out;
  size_t Arg = 0;
  for (const char *F = format; *F; ++F) {
    if (*F != '%' || !types[Arg]) {
      Out += *F;
      continue;
    }
    char Code = types[Arg];
    const void *P = args[Arg];
    ++Arg;
    if (Code >= 'a' && Code <= 'z') {
      appendValue(Out, Code, P);
      continue;
    }
    Code = char(Code - 'A' + 'a');
    size_t Size = elementSize(Code);
    Out += '[';
    for (int Lane = 0; Lane < width; ++Lane) {
      const void *E = static_cast<const char *>(P) + Size * size_t(Lane);
      bool On = Lane < 64 && ((mask >> Lane) & 1);
      if (On)
        appendValue(Out, Code, E);
      else if (Code == 'b')
        Out += "_________";
      else {
        Out += "((";
        appendValue(Out, Code, E);
        Out += "))";
      }
      Out += Lane == width - 1 ? ']' : ',';
    }
  }
  std::fputs(Out.c_str(), stdout);
  std::fflush(stdout);
}

extern "C" int spmdrt_num_cores(void) {
  unsigned N = std::thread::hardware_concurrency();
  return N ? int(N) : 1;
}
