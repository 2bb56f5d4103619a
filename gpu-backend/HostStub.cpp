//===- HostStub.cpp - host header with GPU launch stubs -------------------===//
//
// \file
// See HostStub.h; the runtime text itself is in HostRuntimeText.h.
//
//===----------------------------------------------------------------------===//
#include "gpu-backend/HostStub.h"
#include "gpu-backend/HostRuntimeText.h"
#include "gpu-backend/GpuTasks.h"

#include <cctype>
#include <cstdio>

namespace spmdc {
namespace {

/// The image as a C array initializer, 16 bytes per line.
std::string byteArray(const std::string &Bytes, bool AppendNul) {
  std::string S;
  S.reserve(Bytes.size() * 6 + 64);
  size_t N = Bytes.size() + (AppendNul ? 1 : 0);
  char Buf[8];
  for (size_t I = 0; I < N; ++I) {
    if (I % 16 == 0)
      S += "\n   ";
    unsigned char C = I < Bytes.size() ? (unsigned char)Bytes[I] : 0;
    std::snprintf(Buf, sizeof Buf, " 0x%02x,", C);
    S += Buf;
  }
  return S;
}

/// \p S as a C string literal.
std::string literal(const std::string &S) {
  std::string L = "\"";
  char Buf[8];
  for (unsigned char C : S) {
    if (C == '"' || C == '\\') {
      L += '\\';
      L += char(C);
    } else if (C < 0x20 || C >= 0x7f) {
      std::snprintf(Buf, sizeof Buf, "\\%03o", C);
      L += Buf;
    } else {
      L += char(C);
    }
  }
  return L + "\"";
}

/// --instrument: the block table, the host totals and their registration
/// with spmdrt (struct spmdrt_instrument_module, runtime/include/spmdrt.h).
std::string instrumentTables(const InstrumentTable &T) {
  std::string N = std::to_string(T.Blocks.size());
  std::string H = "// --instrument: the block table and the host's totals of "
                  "the device counters.\n";
  H += "inline const spmdrt_instrument_block instr_blocks[] = {\n";
  for (const InstrumentBlockRow &B : T.Blocks)
    H += "    {" + literal(B.Function) + ", " + literal(B.Label) + ", " +
         std::to_string(B.Line) + ", " + std::to_string(B.Instructions) +
         "},\n";
  H += "};\n";
  H += "inline uint64_t instr_counters[2 * " + N + "];\n";
  H += "inline spmdrt_instrument_module instr_module = {"
       "SPMDRT_INSTRUMENT_VERSION, " +
       std::to_string(T.Lanes) + ", " + N + ", 0, " + literal(T.File) + ", " +
       literal(T.Target) + ", instr_blocks, instr_counters, nullptr};\n";
  H += "inline void instr_register() { "
       "spmdrt_instrument_register(&instr_module); }\n";
  H += "inline spmdc_gpu::Counters instr{{}, {}, &instr_register, "
       "instr_counters, 2 * " + N + "};\n";
  return H;
}

std::string identifier(const std::string &S) {
  std::string Id;
  for (char C : S)
    Id += std::isalnum((unsigned char)C) ? C : '_';
  if (Id.empty() || std::isdigit((unsigned char)Id[0]))
    Id = "m_" + Id;
  return Id;
}

/// `T * ` / `int32_t` + name -> a declarator.
std::string declarator(const CParam &P) {
  bool Glued = !P.Type.empty() && P.Type.back() == ' ';
  return P.Type + (Glued ? "" : " ") + P.Name + P.Suffix;
}

std::string stub(const CSignature &Sig, const char *NS,
                 const std::string &ImageNS, unsigned Threads, bool Tasks) {
  std::string S = "inline " + Sig.ReturnType + " " + Sig.Name + "(";
  for (size_t I = 0; I < Sig.Params.size(); ++I)
    S += (I ? ", " : "") + declarator(Sig.Params[I]);
  if (Sig.Params.empty())
    S += "void";
  S += ") {\n";
  S += "  static spmdc_gpu::Kernel spmdc_kernel_;\n";
  bool HasResult = Sig.ReturnType != "void";
  if (HasResult) {
    S += "  " + Sig.ReturnType + " spmdc_result_ = 0;\n";
    S += "  void *spmdc_out_ = " + std::string(NS) +
         "::alloc(sizeof spmdc_result_);\n";
    S += "  if (!spmdc_out_)\n    return spmdc_result_;\n";
  }
  S += "  void *spmdc_args_[] = {";
  for (const CParam &P : Sig.Params)
    S += "(void *)&" + P.Name + ", ";
  if (HasResult)
    S += "&spmdc_out_, ";
  S += "nullptr};\n";
  std::string Launch = std::string(NS) + "::launch(" + ImageNS + "::image, " +
                       ImageNS + "::bytes, spmdc_kernel_, \"" + Sig.Name +
                       "\", " + std::to_string(Threads) + ", spmdc_args_)";
  if (Tasks)
    // Then the grids of gangs the kernel (and its tasks) launched.
    Launch = "(" + Launch + " ? " + NS + "::last_error() : " + NS +
             "::run_tasks(" + ImageNS + "::image, " + ImageNS + "::bytes, " +
             ImageNS + "::task_queue, " + ImageNS + "::task_names, " +
             ImageNS + "::task_kernels, " + ImageNS + "::task_count, " +
             std::to_string(Threads) + "))";
  if (!HasResult) {
    S += "  " + Launch + ";\n}\n";
    return S;
  }
  S += "  if (" + Launch + " == 0)\n";
  S += "    " + std::string(NS) +
       "::copy_to_host(&spmdc_result_, spmdc_out_, sizeof spmdc_result_);\n";
  S += "  " + std::string(NS) + "::release(spmdc_out_);\n";
  S += "  return spmdc_result_;\n}\n";
  return S;
}

} // namespace

std::string writeGpuHostHeader(const std::vector<CSignature> &Sigs,
                               const TargetDesc &T, const std::string &Image,
                               const GpuHeaderOptions &Opts) {
  bool Amd = T.TheArch == Arch::AMDGCN;
  const char *NS = Amd ? "spmdc_hip" : "spmdc_cuda";
  std::string ImageNS = "spmdc_image_" + identifier(Opts.ModuleId);
  std::string H;
  H += "//\n// " + Opts.FileName + "\n";
  H += "// (Header automatically generated by spmdc for target " +
       std::string(T.Name) + ", " + T.CPU + ": a gang is one " +
       (Amd ? "wavefront" : "warp") + " of " + std::to_string(T.Width) +
       " lanes)\n//\n";
  H += "// Pointer parameters are DEVICE pointers: allocate them with " +
       std::string(NS) + "::alloc()\n// and move data with " + NS +
       "::copy_to_device() / copy_to_host(). Each call runs\n// one gang "
       "and returns when it is done. " +
       NS + "::init() reports (and returns)\n// why no GPU can be used; the "
       "stubs then return 0 and set last_error().\n//\n\n";
  H += "#ifndef " + Opts.Guard + "\n#define " + Opts.Guard + "\n\n";
  H += "#if !defined(__cplusplus) || __cplusplus < 201703L\n";
  H += "#error \"this spmdc GPU header needs C++17\"\n#endif\n\n";
  H += "#include <stdint.h>\n";
  bool Instr = !Opts.Instr.Blocks.empty();
  if (Instr) // the counters are reported by spmdrt, as on the CPU
    H += "#include <spmdrt.h>\n";
  // float16 parameters (the CPU header's macro; here _Float16, which the
  // C++17 compilers GPU hosts are built with accept).
  H += "#ifndef SPMDC_FLOAT16_T\n#define SPMDC_FLOAT16_T _Float16\n#endif\n";
  H += GpuRuntimeCommonText;
  H += Amd ? HipRuntimeText : CudaRuntimeText;
  H += "\nnamespace " + ImageNS + " {\n";
  H += std::string("// ") + (Amd ? "HSA code object (ELF)" : "PTX text, NUL-terminated") +
       ", " + std::to_string(Image.size()) + " bytes\n";
  H += "inline constexpr unsigned char bytes[] = {" + byteArray(Image, !Amd) +
       "\n};\n";
  if (Instr)
    H += instrumentTables(Opts.Instr);
  if (Opts.NumCores || Instr)
    // What loading the image sets up: num_cores() on the device, the
    // counters' registration with spmdrt.
    H += std::string("inline spmdc_gpu::Image image{{}, nullptr, 0, ") +
         (Opts.NumCores ? "true" : "false") + ", " +
         (Instr ? "&instr" : "nullptr") + "};\n";
  else
    H += "inline spmdc_gpu::Image image;\n";
  if (!Opts.TaskKernels.empty()) {
    using Q = GpuTaskQueue;
    H += "// The task kernels by task id, and the device's task queue.\n";
    H += "inline constexpr unsigned task_count = " +
         std::to_string(Opts.TaskKernels.size()) + ";\n";
    H += "inline const char *const task_names[] = {";
    for (const std::string &N : Opts.TaskKernels)
      H += "\"" + N + "\", ";
    H += "};\n";
    H += "inline spmdc_gpu::Kernel task_kernels[task_count];\n";
    H += "inline constexpr spmdc_gpu::TaskQueueLayout task_queue = {" +
         std::to_string(Q::MaxRecords) + ", " +
         std::to_string(Q::RecordsOffset) + ", " +
         std::to_string(Q::ArgsOffset) + ", " + std::to_string(Q::ArgBytes) +
         "};\n";
  }
  H += "} // namespace " + ImageNS + "\n\n";
  H += "namespace ispc { /* namespace */\nextern \"C\" {\n";
  for (const CSignature &Sig : Sigs)
    H += stub(Sig, NS, ImageNS, T.Width, !Opts.TaskKernels.empty());
  H += "} /* end extern C */\n} /* namespace */\n\n";
  H += "#endif // " + Opts.Guard + "\n";
  return H;
}

} // namespace spmdc
