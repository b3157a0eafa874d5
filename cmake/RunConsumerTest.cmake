# cmake -D WORK_DIR=... -D CONSUMER_SOURCE_DIR=... [-D MODE=find_package|add_subdirectory|fetchcontent]
#       [-D BUILD_DIR=...] [-D COMPONENTS=a,b] [-D PIPESCHED_SOURCE_DIR=...] [-D CONFIG=...]
#       [-D GENERATOR=...] [-D CXX_COMPILER=...] [-D CUDA_COMPILER=... -D CUDA_ARCHITECTURES=...]
#       [-D CTEST_COMMAND=...] [-D MISSING_COMPONENT_DIR=...] -P RunConsumerTest.cmake
#
# The ctest tests consumer.* and consumer_custom_stage: configure, build and run the ctest of
# the separate project CONSUMER_SOURCE_DIR against pipesched.
#   find_package: first install COMPONENTS (default: all) of the built tree BUILD_DIR into
#     WORK_DIR/prefix; the package must be found there; then pipesched.pc is checked, and
#     MISSING_COMPONENT_DIR (a project asking for runtime_cuda, not installed) must fail.
#   add_subdirectory, fetchcontent: the project takes PIPESCHED_SOURCE_DIR itself, configured
#     without a build type; building it must compile no library but runtime_cpu.
# CUDA_COMPILER: the project also builds its .cu (PIPESCHED_CONSUMER_CUDA).

foreach(_var WORK_DIR CONSUMER_SOURCE_DIR)
  if(NOT DEFINED ${_var})
    message(FATAL_ERROR "RunConsumerTest.cmake: -D ${_var}=... is required")
  endif()
endforeach()
if(NOT MODE)
  set(MODE find_package)
endif()
if(NOT CTEST_COMMAND)
  set(CTEST_COMMAND ctest)
endif()
string(TIMESTAMP _start "%s")

set(_prefix "${WORK_DIR}/prefix")
set(_build "${WORK_DIR}/build")
file(REMOVE_RECURSE "${_prefix}" "${_build}")

function(_step what)
  message(STATUS "consumer test: ${what}")
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE _result)
  if(NOT _result EQUAL 0)
    message(FATAL_ERROR "consumer test: ${what} failed (${_result})")
  endif()
endfunction()

set(_args -S "${CONSUMER_SOURCE_DIR}" -B "${_build}")
set(_build_args)
set(_ctest_args)
if(GENERATOR)
  list(APPEND _args -G "${GENERATOR}")
endif()
if(CXX_COMPILER)
  list(APPEND _args "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}")
endif()
if(CUDA_COMPILER)
  list(APPEND _args -DPIPESCHED_CONSUMER_CUDA=ON "-DCMAKE_CUDA_COMPILER=${CUDA_COMPILER}"
    "-DCMAKE_CUDA_ARCHITECTURES=${CUDA_ARCHITECTURES}")
endif()
# The package must come from the prefix just installed or the tree given, nowhere else.
list(APPEND _args -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF)

if(MODE STREQUAL "find_package")
  if(NOT BUILD_DIR)
    message(FATAL_ERROR "RunConsumerTest.cmake: MODE find_package needs -D BUILD_DIR=...")
  endif()
  set(_config_args)
  if(CONFIG)
    set(_config_args --config "${CONFIG}")
    set(_build_args --config "${CONFIG}")
    set(_ctest_args -C "${CONFIG}")
  endif()
  if(COMPONENTS)
    string(REPLACE "," ";" _components "${COMPONENTS}")
    foreach(_c IN LISTS _components)
      _step("install component ${_c} of ${BUILD_DIR} into ${_prefix}"
        "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${_prefix}" --component "${_c}" ${_config_args})
    endforeach()
  else()
    _step("install ${BUILD_DIR} into ${_prefix}"
      "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${_prefix}" ${_config_args})
  endif()
  list(APPEND _args "-DCMAKE_PREFIX_PATH=${_prefix}")
elseif(MODE MATCHES "^(add_subdirectory|fetchcontent)$")
  if(NOT PIPESCHED_SOURCE_DIR)
    message(FATAL_ERROR "RunConsumerTest.cmake: MODE ${MODE} needs -D PIPESCHED_SOURCE_DIR=...")
  endif()
  list(APPEND _args "-DPIPESCHED_CONSUMER_MODE=${MODE}" "-DPIPESCHED_SOURCE_DIR=${PIPESCHED_SOURCE_DIR}")
else()
  message(FATAL_ERROR "RunConsumerTest.cmake: MODE is '${MODE}': give find_package, add_subdirectory or fetchcontent")
endif()

# No build type: the consumer's own choice (none: no optimisation, a cheap build; below it
# pipesched must leave it empty).
_step("configure ${CONSUMER_SOURCE_DIR} (${MODE})" "${CMAKE_COMMAND}" ${_args})

if(MODE STREQUAL "find_package")
  file(STRINGS "${_build}/CMakeCache.txt" _dir REGEX "^pipesched_DIR:")
  string(REGEX REPLACE "^pipesched_DIR:[A-Z]*=" "" _dir "${_dir}")
  file(REAL_PATH "${_prefix}" _real_prefix)
  file(REAL_PATH "${_dir}" _real_dir)
  string(FIND "${_real_dir}/" "${_real_prefix}/" _at)
  if(NOT _at EQUAL 0)
    message(FATAL_ERROR "consumer test: found pipesched in ${_dir}, not under ${_prefix}")
  endif()
endif()

_step("build" "${CMAKE_COMMAND}" --build "${_build}" ${_build_args})

if(NOT MODE STREQUAL "find_package")
  # Nothing of pipesched is compiled that the consumer does not link.
  file(GLOB_RECURSE _libraries RELATIVE "${_build}" "${_build}/*.a" "${_build}/*.so")
  list(FILTER _libraries EXCLUDE REGEX "(^|/)libpipesched_runtime_cpu\\.a$")
  if(_libraries)
    message(FATAL_ERROR "consumer test: ${MODE} compiled libraries the consumer does not link: ${_libraries}")
  endif()
endif()

_step("run" "${CTEST_COMMAND}" --test-dir "${_build}" --output-on-failure ${_ctest_args})

include("${CMAKE_CURRENT_LIST_DIR}/ConsumerChecks.cmake")
if(MODE STREQUAL "find_package" AND EXISTS "${_prefix}/share/pkgconfig/pipesched.pc")
  pipesched_check_pkg_config("${_prefix}" "${CXX_COMPILER}" "${WORK_DIR}")
endif()
if(MODE STREQUAL "find_package" AND MISSING_COMPONENT_DIR)
  pipesched_check_missing_component("${_prefix}" "${MISSING_COMPONENT_DIR}" "${WORK_DIR}" "${GENERATOR}")
endif()

string(TIMESTAMP _end "%s")
math(EXPR _seconds "${_end} - ${_start}")
message(STATUS "consumer test (${MODE}) passed in ${_seconds} s")
