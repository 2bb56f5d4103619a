//===- HeaderWriter.cpp - ISPC-shaped C/C++ header ------------------------===//
//
// \file
// See HeaderWriter.h.
//
//===----------------------------------------------------------------------===//
#include "frontend/HeaderWriter.h"
#include <cctype>
#include <set>

namespace spmdc {
namespace fe {

std::string defaultHeaderGuard(const std::string &FileName) {
  std::string Base = FileName;
  size_t Slash = Base.find_last_of("/\\");
  if (Slash != std::string::npos)
    Base = Base.substr(Slash + 1);
  std::string G = "ISPC_";
  for (char C : Base)
    G += std::isalnum((unsigned char)C) ? (char)std::toupper((unsigned char)C)
                                        : '_';
  return G;
}

/// The header's spelling of a scalar kind: float16 is the macro
/// SPMDC_FLOAT16_T that Float16Prelude defines.
static std::string cScalar(ScalarKind K) {
  return K == ScalarKind::Float16 ? "SPMDC_FLOAT16_T" : cTypeName(K);
}

/// Put in front of the declarations when the header mentions float16.
/// `_Float16` (clang, C, GCC 13+ C++) and, on AArch64, `__fp16` are passed
/// by value as LLVM passes `half`; GCC 12's C++ has no half type on x86,
/// so there float16 data are their bits (uint16_t, same size and
/// alignment) and the functions taking or returning float16 by value
/// (whose ABI needs a real half type) are left out. A host may define
/// SPMDC_FLOAT16_T (and SPMDC_FLOAT16_BY_VALUE) itself.
static const char *const Float16Prelude =
    "#ifndef SPMDC_FLOAT16_T\n"
    "#if defined(__clang__) || !defined(__cplusplus) || "
    "(defined(__GNUC__) && __GNUC__ >= 13)\n"
    "#define SPMDC_FLOAT16_T _Float16\n"
    "#define SPMDC_FLOAT16_BY_VALUE 1\n"
    "#elif defined(__aarch64__)\n"
    "#define SPMDC_FLOAT16_T __fp16\n"
    "#define SPMDC_FLOAT16_BY_VALUE 1\n"
    "#else // no half-precision type: float16 data as their bits\n"
    "#define SPMDC_FLOAT16_T uint16_t\n"
    "#endif\n"
    "#endif // SPMDC_FLOAT16_T\n\n";

/// The C spelling of T's scalar or struct type (no pointer, no array).
static std::string cBaseName(const Type &T) {
  if (T.Struct && T.Soa && T.Struct->soaBlock(T.Soa)) // its block (Soa.h)
    return "struct " + T.Struct->soaBlock(T.Soa)->Name;
  if (T.Struct)
    return "struct " + (T.Struct->VecN ? T.Struct->CName : T.Struct->Name);
  return cScalar(T.Kind);
}

/// The C spelling of the data a pointer of type T points to, with the
/// stars of the inner levels ("float", "const float * const *", ...): the
/// caller appends the outermost " * ".
static std::string cPointeeName(const Type &T) {
  std::string S;
  if (T.PtrTo) {
    Type P = T.pointee();
    S = cPointeeName(P) + " *";
    if (P.IsConst)
      S += " const";
    return S;
  }
  if (T.PointeeConst)
    S += "const ";
  return S + cBaseName(T);
}

/// The struct \p T holds or reaches through its pointer levels (`S`, `S *`,
/// `S **`, `S a[]`, `S m[][4]`; an soa pointer's block), or null.
static const StructDecl *reachedStruct(const Type &T) {
  if (T.Struct)
    return T.Soa ? T.Struct->soaBlock(T.Soa) : T.Struct;
  if (T.IsPointer && T.PtrTo)
    return reachedStruct(*T.PtrTo);
  return nullptr;
}

/// Appends the definition of SD, after the structs it contains, once.
/// ISPC's guard per struct lets two headers that define it coexist.
static void writeStruct(const StructDecl *SD, std::string &H,
                        std::set<const StructDecl *> &Done) {
  if (!Done.insert(SD).second)
    return;
  if (!SD->Defined) { // only declared: an opaque type to the host too
    H += "struct " + SD->Name + ";\n\n";
    return;
  }
  if (SD->VecN) {
    // ISPC's form: the elements, aligned like the padded vector SPMD code
    // stores (ShortVector.cpp), so sizeof and array strides agree.
    const Type &ET = SD->Fields[0].Ty;
    unsigned Align = unsigned(ET.Dims[0]) *
                     (ET.Kind == ScalarKind::Bool ? 1 : bitWidth(ET.Kind) / 8);
    std::string Guard = "__ISPC_VECTOR_" + SD->CName + "__";
    std::string Body = "struct " + SD->CName + " { " +
                       cScalar(SD->VecKind) + " v[" +
                       std::to_string(SD->VecN) + "]; }";
    H += "#ifndef " + Guard + "\n#define " + Guard + "\n";
    H += "#ifdef _MSC_VER\n__declspec( align(" + std::to_string(Align) +
         ") ) " + Body + ";\n#else\n" + Body + " __attribute__ ((aligned(" +
         std::to_string(Align) + ")));\n#endif\n#endif\n\n";
    return;
  }
  for (const FieldDecl &FD : SD->Fields) {
    const StructDecl *Member = reachedStruct(FD.Ty);
    if (Member && Member != SD)
      writeStruct(Member, H, Done);
  }
  std::string Guard = "__ISPC_STRUCT_" + SD->Name + "__";
  H += "#ifndef " + Guard + "\n";
  H += "#define " + Guard + "\n";
  if (SD->Align) // aligned(N) on the type: the same layout in C++
    H += "#ifdef _MSC_VER\n__declspec( align(" + std::to_string(SD->Align) +
         ") ) struct " + SD->Name + " {\n#else\nstruct __attribute__ ((aligned(" +
         std::to_string(SD->Align) + "))) " + SD->Name + " {\n#endif\n";
  else
    H += "struct " + SD->Name + " {\n";
  for (const FieldDecl &FD : SD->Fields) {
    H += "    ";
    if (FD.Ty.IsPointer) {
      H += cPointeeName(FD.Ty) + " * ";
      if (FD.Ty.IsConst)
        H += "const ";
      H += FD.Name;
      for (uint64_t D : FD.Ty.Dims) // an array of pointers
        H += "[" + std::to_string(D) + "]";
      H += ";\n";
      continue;
    }
    if (FD.Ty.IsConst)
      H += "const ";
    H += cBaseName(FD.Ty) + " " + FD.Name;
    for (uint64_t D : FD.Ty.Dims)
      H += "[" + std::to_string(D) + "]";
    H += ";\n";
  }
  H += "};\n";
  H += "#endif\n\n";
}

/// The C spelling of a uniform value or pointer of a function pointer's
/// signature (Sema allows only those in export signatures).
static std::string cValue(const Type &T) {
  if (T.isVoid())
    return "void";
  if (!T.IsPointer)
    return cScalar(T.Kind);
  return cPointeeName(T) + " *";
}

static CParam cParam(const VarDecl *P, unsigned Index) {
  const Type &T = P->Ty;
  std::string Name = P->Name.empty() ? "_arg" + std::to_string(Index) : P->Name;
  if (T.Fn) { // a uniform function pointer: `float (*f)(float, int32_t)`
    std::string Params;
    for (const Type &A : T.Fn->Params)
      Params += (Params.empty() ? "" : ", ") + cValue(A);
    return {cValue(T.Fn->Ret) + " (*" + (T.IsConst ? " const" : ""), Name,
            ")(" + (Params.empty() ? std::string("void") : Params) + ")"};
  }
  if (T.IsPointer && T.PtrTo && T.PtrTo->isArray()) {
    // `uniform float m[4][4]` / `m[][4]` / `(*m)[4]`: a pointer to the
    // first row; C's `float m[][4]` (`float (* const m)[4]` for a const
    // pointer) passes the same pointer and lets the host pass `float[4][4]`.
    const Type &Arr = *T.PtrTo;
    Type Elem = Arr;
    Elem.Dims.clear();
    Elem.RtDims = nullptr;
    std::string Rows;
    for (uint64_t D : Arr.Dims)
      Rows += "[" + std::to_string(D) + "]";
    std::string Ty = (T.PointeeConst ? "const " : "") + cBaseName(Elem);
    if (T.IsConst)
      return {Ty + " (* const", Name, ")" + Rows};
    return {Ty, Name, "[]" + Rows};
  }
  std::string S;
  if (T.IsPointer) {
    S += cPointeeName(T);
    S += " * ";
    if (T.IsConst)
      S += "const ";
  } else {
    if (T.IsConst)
      S += "const ";
    S += cBaseName(T);
    S += T.IsRef ? " &" : " ";
  }
  // "int32_t " -> "int32_t"; pointers keep "T * " for the header's spelling.
  if (!T.IsPointer || T.IsConst)
    while (!S.empty() && S.back() == ' ')
      S.pop_back();
  return {S, Name, ""};
}

// An export function's result: a scalar or a uniform pointer (Sema
// rejects the rest).
static std::string cReturnType(const Type &T) {
  if (T.isVoid())
    return "void";
  if (!T.IsPointer)
    return cScalar(T.Kind);
  return (T.PointeeConst ? "const " : "") + cBaseName(T) + " *";
}

static std::string paramDecl(const VarDecl *P, unsigned Index) {
  CParam C = cParam(P, Index);
  bool Glued = !C.Type.empty() && C.Type.back() == ' ';
  return C.Type + (Glued ? "" : " ") + C.Name + C.Suffix;
}

std::vector<CSignature> exportSignatures(const std::vector<FuncDecl *> &Defs) {
  std::vector<CSignature> Out;
  for (const FuncDecl *F : Defs) {
    if (F->Storage != StorageKind::Export)
      continue;
    CSignature S;
    S.Name = F->Name;
    S.ReturnType = cReturnType(F->RetTy);
    for (unsigned I = 0; I < F->Params.size(); ++I)
      S.Params.push_back(cParam(F->Params[I], I));
    Out.push_back(std::move(S));
  }
  return Out;
}

std::string writeHeader(const std::vector<FuncDecl *> &Defs,
                        const std::string &FileName, const std::string &Guard,
                        const std::vector<EnumDecl *> &Enums) {
  static const char *const ExternCCond =
      "#if defined(__cplusplus) && (! defined(__ISPC_NO_EXTERN_C) || "
      "!__ISPC_NO_EXTERN_C )\n";
  std::string H;
  H += "//\n";
  H += "// " + FileName + "\n";
  H += "// (Header automatically generated by spmdc)\n";
  H += "//\n\n";
  H += "#ifndef " + Guard + "\n";
  H += "#define " + Guard + "\n\n";
  H += "#include <stdint.h>\n\n";
  H += "#if !defined(__cplusplus)\n";
  H += "#include <stdbool.h>\n";
  H += "#endif // !__cplusplus\n\n";
  H += "#ifdef __cplusplus\n";
  H += "namespace ispc { /* namespace */\n";
  H += "#endif // __cplusplus\n\n";
  // Named enums, each under ISPC's guard (enum parameters are int32_t).
  bool AnyEnum = false;
  for (const EnumDecl *ED : Enums) {
    if (ED->Name.empty())
      continue;
    if (!AnyEnum) {
      H += "/////////////////////////////////////////////////////////////////"
           "//////////\n";
      H += "// Enumerator types with external visibility from spmdc code\n";
      H += "/////////////////////////////////////////////////////////////////"
           "//////////\n";
      AnyEnum = true;
    }
    std::string G = "__ISPC_ENUM_" + ED->Name + "__";
    H += "#ifndef " + G + "\n#define " + G + "\n";
    H += "enum " + ED->Name + " {\n";
    for (size_t K = 0; K < ED->Consts.size(); ++K)
      H += "    " + ED->Consts[K].Name + " = " +
           std::to_string(ED->Consts[K].Value) +
           (K + 1 < ED->Consts.size() ? ",\n" : "\n");
    H += "};\n#endif\n\n";
  }
  std::set<const StructDecl *> Done;
  std::string Structs;
  // Every struct a parameter or the result reaches (by pointer, array or
  // reference; `uniform S * uniform f()` too): the host must see it
  // defined to use the data.
  for (const FuncDecl *F : Defs)
    if (F->Storage == StorageKind::Export) {
      for (const VarDecl *P : F->Params)
        if (const StructDecl *SD = reachedStruct(P->Ty))
          writeStruct(SD, Structs, Done);
      if (const StructDecl *SD = reachedStruct(F->RetTy))
        writeStruct(SD, Structs, Done);
    }
  if (!Structs.empty()) {
    H += "///////////////////////////////////////////////////////////////////"
         "////////\n";
    H += "// Struct types exported from spmdc code\n";
    H += "///////////////////////////////////////////////////////////////////"
         "////////\n";
    H += Structs;
  }
  H += "///////////////////////////////////////////////////////////////////////"
       "////\n";
  H += "// Functions exported from spmdc code\n";
  H += "///////////////////////////////////////////////////////////////////////"
       "////\n";
  H += ExternCCond;
  H += "extern \"C\" {\n";
  H += "#endif // __cplusplus\n";
  for (const FuncDecl *F : Defs) {
    if (F->Storage != StorageKind::Export)
      continue;
    auto IsHalfValue = [](const Type &T) {
      return !T.IsPointer && !T.isArray() && !T.IsRef && !T.Struct &&
             T.Kind == ScalarKind::Float16;
    };
    bool HalfByValue = IsHalfValue(F->RetTy);
    for (const VarDecl *P : F->Params)
      HalfByValue |= IsHalfValue(P->Ty);
    if (HalfByValue)
      H += "#ifdef SPMDC_FLOAT16_BY_VALUE\n";
    H += "    extern ";
    H += cReturnType(F->RetTy);
    H += " " + F->Name + "(";
    for (unsigned I = 0; I < F->Params.size(); ++I) {
      if (I)
        H += ", ";
      H += paramDecl(F->Params[I], I);
    }
    if (F->Params.empty())
      H += "void";
    H += ");\n";
    if (HalfByValue)
      H += "#endif // SPMDC_FLOAT16_BY_VALUE\n";
  }
  H += ExternCCond;
  H += "} /* end extern C */\n";
  H += "#endif // __cplusplus\n\n";
  H += "#ifdef __cplusplus\n";
  H += "} /* namespace */\n";
  H += "#endif // __cplusplus\n\n";
  H += "#endif // " + Guard + "\n";
  if (H.find("SPMDC_FLOAT16_T") != std::string::npos) {
    std::string Ns = "#ifdef __cplusplus\nnamespace ispc {";
    H.insert(H.find(Ns), Float16Prelude);
  }
  return H;
}

} // namespace fe
} // namespace spmdc
