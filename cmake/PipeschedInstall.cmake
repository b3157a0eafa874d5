# Install rules, one component per target a user links, each installable alone
# (`cmake --install BUILD --component NAME`); `cmake --install BUILD` installs them all.
#   pipesched     the headers, pipesched::pipesched, the package config, pipesched.pc, LICENSE
#   generate      pipesched::generate (static): the entry points of <pipesched/compiled.hpp>
#   runtime_cpu   pipesched::runtime_cpu (static) and <pipesched/cpu/...>
#   runtime_cuda  pipesched::runtime_cuda (static: probe, CUDA streams and pools, kernels,
#                 NCCL links when built) and its headers under include/pipesched/runtime_cuda
#   cli           the pipesched tool (CMakeLists.txt)
# A component is two files beside pipeschedConfig.cmake, which loads the ones asked for:
# pipesched-NAME-targets.cmake (its own export set) and pipesched-NAME-dependencies.cmake
# (the packages its targets link). Included by CMakeLists.txt when PIPESCHED_INSTALL is ON.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/PipeschedRuntimeCudaHeaders.cmake")  # runtime_cuda's header dirs

set(PIPESCHED_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/pipesched"
  CACHE STRING "Where to install pipeschedConfig.cmake (relative to the prefix)")

# _pipesched_install_component(NAME TARGETS <t>... [DEPENDENCIES "<package> [args]"...])
# The dependencies file finds each package quietly and lists the ones not found in
# _pipesched_dependency_missing: pipeschedConfig.cmake then names them for a component
# asked for, and skips the component when none was named (find_dependency would fail the
# whole package for a component nobody asked for).
function(_pipesched_install_component name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "TARGETS;DEPENDENCIES")
  install(TARGETS ${arg_TARGETS} EXPORT pipesched-${name} COMPONENT ${name})
  install(EXPORT pipesched-${name} FILE pipesched-${name}-targets.cmake NAMESPACE pipesched::
    DESTINATION ${PIPESCHED_INSTALL_CMAKEDIR} COMPONENT ${name})
  set(_text "# What pipesched::${name} links (cmake/PipeschedInstall.cmake).\n")
  foreach(_dep IN LISTS arg_DEPENDENCIES)
    separate_arguments(_args UNIX_COMMAND "${_dep}")
    list(POP_FRONT _args _package)
    list(JOIN _args " " _args)
    string(APPEND _text "find_package(${_package} QUIET ${_args})\n"
      "if(NOT ${_package}_FOUND)\n  list(APPEND _pipesched_dependency_missing ${_package})\nendif()\n")
  endforeach()
  set(_file "${PROJECT_BINARY_DIR}/pipesched-${name}-dependencies.cmake")
  file(WRITE "${_file}" "${_text}")
  install(FILES "${_file}" DESTINATION ${PIPESCHED_INSTALL_CMAKEDIR} COMPONENT ${name})
endfunction()

# --- pipesched: the header-only core ----------------------------------------------------

install(DIRECTORY "${PROJECT_SOURCE_DIR}/include/" DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  COMPONENT pipesched)
_pipesched_install_component(pipesched TARGETS pipesched)
configure_package_config_file(
  "${PROJECT_SOURCE_DIR}/cmake/pipeschedConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/pipeschedConfig.cmake"
  INSTALL_DESTINATION ${PIPESCHED_INSTALL_CMAKEDIR})
# The core is header-only, but the runtimes are compiled libraries: the package fits only
# this architecture (the version file checks the pointer size).
write_basic_package_version_file(
  "${PROJECT_BINARY_DIR}/pipeschedConfigVersion.cmake"
  COMPATIBILITY SameMajorVersion)
install(FILES
  "${PROJECT_BINARY_DIR}/pipeschedConfig.cmake"
  "${PROJECT_BINARY_DIR}/pipeschedConfigVersion.cmake"
  DESTINATION ${PIPESCHED_INSTALL_CMAKEDIR} COMPONENT pipesched)

# pkg-config for the headers, in share/ (nothing in it is architecture-specific); prefix is
# found from the file's own place, so the installed tree can move.
set(PIPESCHED_PKGCONFIG_DIR "${CMAKE_INSTALL_DATADIR}/pkgconfig")
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(PIPESCHED_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  file(RELATIVE_PATH _rel "/root/${PIPESCHED_PKGCONFIG_DIR}" "/root")
  set(PIPESCHED_PC_INCLUDEDIR "\${pcfiledir}/${_rel}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
configure_file("${PROJECT_SOURCE_DIR}/cmake/pipesched.pc.in" "${PROJECT_BINARY_DIR}/pipesched.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/pipesched.pc" DESTINATION ${PIPESCHED_PKGCONFIG_DIR}
  COMPONENT pipesched)
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT pipesched)

# --- generate: the core's run-time entry points, compiled -------------------------------

if(TARGET pipesched_generate)
  _pipesched_install_component(generate TARGETS pipesched_generate)
endif()

# --- runtime_cpu: the CPU backend -------------------------------------------------------

if(TARGET pipesched_runtime_cpu)
  _pipesched_install_component(runtime_cpu TARGETS pipesched_runtime_cpu
    DEPENDENCIES Threads)
  file(GLOB _cpu_headers "${PROJECT_SOURCE_DIR}/runtime/cpu/*.hpp")
  install(FILES ${_cpu_headers} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/pipesched/cpu
    COMPONENT runtime_cpu)
endif()

# --- runtime_cuda: the CUDA runtime and kernels -----------------------------------------

if(TARGET pipesched_runtime_cuda)
  set(_targets pipesched_runtime_cuda pipesched_cuda_runtime pipesched_stream pipesched_stream_cuda
    pipesched_kernels pipesched_kernels_cuda)
  set(_dirs ${PIPESCHED_RUNTIME_CUDA_HEADER_DIRS})
  set(_deps Threads CUDAToolkit)
  if(TARGET pipesched_nccl_links)
    list(APPEND _targets pipesched_nccl_links)
    # FindNCCL.cmake is installed beside the config (which puts its directory on
    # CMAKE_MODULE_PATH while it loads); NCCL_ROOT still picks another NCCL.
    list(APPEND _deps NCCL)
    install(FILES "${PROJECT_SOURCE_DIR}/cmake/FindNCCL.cmake"
      DESTINATION ${PIPESCHED_INSTALL_CMAKEDIR} COMPONENT runtime_cuda)
    get_target_property(_nccl_links_deps pipesched_nccl_links INTERFACE_LINK_LIBRARIES)
    if("pipesched_runtime_mpi" IN_LIST _nccl_links_deps)  # built with MPI: the ids go by MPI
      list(APPEND _targets pipesched_runtime_mpi)
      list(APPEND _dirs ${PIPESCHED_RUNTIME_CUDA_MPI_HEADER_DIRS})
      list(APPEND _deps "MPI COMPONENTS CXX")
    endif()
  endif()
  _pipesched_install_component(runtime_cuda TARGETS ${_targets} DEPENDENCIES ${_deps})
  # The headers include each other from the project root ("runtime/stream/...",
  # <kernels/cuda/...>): that tree, under include/pipesched/runtime_cuda.
  foreach(_dir IN LISTS _dirs)
    list(TRANSFORM PIPESCHED_RUNTIME_CUDA_HEADER_GLOBS PREPEND "${PROJECT_SOURCE_DIR}/${_dir}/"
      OUTPUT_VARIABLE _globs)
    file(GLOB _headers ${_globs})
    if(NOT TARGET pipesched_nccl_links)  # built without NCCL: its headers would not compile
      list(FILTER _headers EXCLUDE REGEX "/nccl_[^/]*$")
    endif()
    install(FILES ${_headers} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/pipesched/runtime_cuda/${_dir}
      COMPONENT runtime_cuda)
  endforeach()
endif()
