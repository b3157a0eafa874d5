# cmake -D SOURCE_DIR=... -P api_doc_test.cmake   (ctest docs.api_lists_every_public_header)
#
# docs/api.md must have a section `## `<header>`` for every public header: each header
# under include/pipesched outside detail/ directories, each header the CPU runtime installs
# as <pipesched/cpu/NAME> (runtime/cpu/*.hpp, cmake/PipeschedInstall.cmake), and each header
# pipesched::runtime_cuda installs as <DIR/NAME> (the directories and globs of
# cmake/PipeschedRuntimeCudaHeaders.cmake, the list the install rules read; runtime/mpi's
# too, which is installed only when built with MPI: the doc is the same either way, so this
# checks them whether or not CUDA or MPI is built). A section for a header that no longer
# exists fails too.
cmake_minimum_required(VERSION 3.25)
include("${SOURCE_DIR}/cmake/PipeschedRuntimeCudaHeaders.cmake")
file(READ "${SOURCE_DIR}/docs/api.md" _api)
file(GLOB_RECURSE _core RELATIVE "${SOURCE_DIR}/include" "${SOURCE_DIR}/include/pipesched/*.hpp")
file(GLOB _cpu RELATIVE "${SOURCE_DIR}/runtime/cpu" "${SOURCE_DIR}/runtime/cpu/*.hpp")
set(_public)
foreach(_h IN LISTS _core)
  if(NOT _h MATCHES "/detail/")
    list(APPEND _public "${_h}")
  endif()
endforeach()
foreach(_h IN LISTS _cpu)
  list(APPEND _public "pipesched/cpu/${_h}")
endforeach()
foreach(_dir IN LISTS PIPESCHED_RUNTIME_CUDA_HEADER_DIRS PIPESCHED_RUNTIME_CUDA_MPI_HEADER_DIRS)
  list(TRANSFORM PIPESCHED_RUNTIME_CUDA_HEADER_GLOBS PREPEND "${SOURCE_DIR}/${_dir}/" OUTPUT_VARIABLE _globs)
  file(GLOB _cuda RELATIVE "${SOURCE_DIR}" ${_globs})
  if(NOT _cuda)  # a directory renamed or emptied: PipeschedRuntimeCudaHeaders.cmake is stale
    message(FATAL_ERROR "cmake/PipeschedRuntimeCudaHeaders.cmake: no header in ${_dir}")
  endif()
  list(APPEND _public ${_cuda})
endforeach()
set(_missing)
foreach(_h IN LISTS _public)
  string(FIND "${_api}" "\n## `<${_h}>`\n" _at)
  if(_at EQUAL -1)
    list(APPEND _missing "${_h}")
  endif()
endforeach()
string(REGEX MATCHALL "\n## `<[^>]+>`\n" _sections "${_api}")
set(_stale)
foreach(_s IN LISTS _sections)
  string(REGEX REPLACE "\n## `<([^>]+)>`\n" "\\1" _h "${_s}")
  if(NOT _h IN_LIST _public)
    list(APPEND _stale "${_h}")
  endif()
endforeach()
list(LENGTH _public _n)
if(_missing OR _stale)
  list(JOIN _missing ", " _m)
  list(JOIN _stale ", " _st)
  message(FATAL_ERROR "docs/api.md: public headers without a `## `<header>`` section: [${_m}]; "
    "sections naming no public header: [${_st}]")
endif()
message(STATUS "docs/api.md lists all ${_n} public headers")
