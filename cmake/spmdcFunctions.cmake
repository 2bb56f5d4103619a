# spmdc_add_library(<name> SOURCES <file.spmd>...
#                   [TARGETS <isa>...] [HEADER_DIR <dir>] [FLAGS <flag>...])
#
# Compiles each source with spmdc into an object per target, generates the
# ISPC-style header <stem>_ispc.h into HEADER_DIR (default:
# ${CMAKE_CURRENT_BINARY_DIR}/<name>_headers, which is put on the library's
# include path), tracks #included files through depfiles, and creates a static
# library <name> that links spmdc::runtime.
#
# With more than one target, spmdc writes <stem>_<isa>.o per target plus a
# dispatch object that picks the best one at run time.
function(spmdc_add_library name)
  cmake_parse_arguments(ARG "" "HEADER_DIR" "SOURCES;TARGETS;FLAGS" ${ARGN})
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "spmdc_add_library(${name}): no SOURCES")
  endif()
  if(NOT ARG_TARGETS)
    set(ARG_TARGETS avx512)
  endif()
  if(NOT ARG_HEADER_DIR)
    set(ARG_HEADER_DIR ${CMAKE_CURRENT_BINARY_DIR}/${name}_headers)
  endif()
  file(MAKE_DIRECTORY ${ARG_HEADER_DIR})
  set(_objdir ${CMAKE_CURRENT_BINARY_DIR}/${name}_objects)
  file(MAKE_DIRECTORY ${_objdir})
  list(JOIN ARG_TARGETS "," _target_list)
  list(LENGTH ARG_TARGETS _ntargets)

  set(_objects)
  set(_headers)
  foreach(src ${ARG_SOURCES})
    get_filename_component(_abs ${src} ABSOLUTE)
    get_filename_component(_stem ${src} NAME_WE)
    set(_header ${ARG_HEADER_DIR}/${_stem}_ispc.h)
    set(_obj ${_objdir}/${_stem}.o)
    set(_outs ${_obj})
    if(_ntargets GREATER 1)
      foreach(t ${ARG_TARGETS})
        list(APPEND _outs ${_objdir}/${_stem}_${t}.o)
      endforeach()
    endif()
    add_custom_command(
      OUTPUT ${_outs} ${_header}
      COMMAND spmdc::spmdc ${_abs} --target=${_target_list} ${ARG_FLAGS}
              -o ${_obj} -h ${_header} -MMD -MF ${_obj}.d -MT ${_obj}
      DEPENDS ${_abs} spmdc::spmdc
      DEPFILE ${_obj}.d
      COMMENT "spmdc ${src} (${_target_list})"
      VERBATIM)
    list(APPEND _objects ${_outs})
    list(APPEND _headers ${_header})
  endforeach()

  add_library(${name} STATIC ${_objects} ${_headers})
  set_target_properties(${name} PROPERTIES LINKER_LANGUAGE CXX)
  target_include_directories(${name} PUBLIC ${ARG_HEADER_DIR})
  target_link_libraries(${name} PUBLIC spmdc::runtime)
endfunction()
