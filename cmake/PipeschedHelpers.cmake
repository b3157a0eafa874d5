# Build helpers for pipesched's own targets (tests, GPU tests, compile-fail tests, CUDA).
# Included by the top-level CMakeLists.txt; not installed.
#
#   pipesched_cuda_target(<target>)
#   pipesched_test_flags(<target>)
#   pipesched_add_catch_tests(TARGET <name> SOURCES <src>... [LIBS <lib>...]
#                             [PROPERTIES <name> <value>...] [LABELS <label>...] [NO_UNITY])
#   pipesched_add_gpu_test(TARGET <name> SOURCES <src>... [LIBS <lib>...])
#   pipesched_add_compile_fail_test(NAME <name> SOURCE <file> REGEX <regex>
#                                   [LIBS <lib>...] [DEFINITIONS <def>...] [STANDARD <N>]
#                                   [MAX_ERRORS <N>])
#   pipesched_add_consumer_test(NAME <name> SOURCE_DIR <dir> [MODE <mode>] [COMPONENTS <c>...]
#                               [CUDA] [MISSING_COMPONENT_DIR <dir>] [LABELS <label>...])
#   pipesched_check_header_version(<version.hpp>)

include_guard(GLOBAL)

set(_PIPESCHED_HELPERS_DIR "${CMAKE_CURRENT_LIST_DIR}")

# A ctest test whose Catch2 filter matches no TEST_CASE fails instead of passing empty.
# (Catch2 v2's discovery splits a test name at `;`: keep semicolons out of test names.)
set(_PIPESCHED_CATCH_ARGS EXTRA_ARGS --warn NoTests)

# Compile a target's CUDA sources as C++20. CMake 3.25 silently drops
# CMAKE_CUDA_STANDARD 20 for nvcc 13 (no -std is passed and nvcc defaults to C++17), and
# CUDA_STANDARD_REQUIRED makes configure fail, so pass the flag ourselves.
# Every .cu target is also warning-free by construction: the host compiler's -Wall -Wextra,
# nvcc's own diagnostics and ptxas's warnings are errors (PIPESCHED_CUDA_WERROR=OFF to build
# with a newer toolkit that warns about something new). ptxas's -Werror alone lets a spill
# through (it is no warning unless asked for): -warn-spills makes every spill an error.
option(PIPESCHED_CUDA_WERROR "Warnings are errors in .cu files (host compiler, nvcc, ptxas)" ON)
function(pipesched_cuda_target target)
  get_target_property(_type ${target} TYPE)
  if(_type STREQUAL "INTERFACE_LIBRARY")
    set(_scope INTERFACE)
  else()
    set(_scope PRIVATE)
  endif()
  target_compile_options(${target} ${_scope} $<$<COMPILE_LANGUAGE:CUDA>:-std=c++20>)
  if(PIPESCHED_CUDA_WERROR)
    target_compile_options(${target} ${_scope}
      $<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=-Wall,-Wextra,-Werror -Werror=all-warnings -Xptxas=-Werror,-warn-spills>)
  endif()
endfunction()

# C++ flags for the test code only: the Catch2 suites, their shared main and the MPI test
# (pipesched_test_flags(<target>)), never the libraries, the tool, the examples or the
# benches they test. They come after the build type's flags, so -O1 wins over Release's -O3:
# scripts/build.sh sets -O1, which halves the suites' compile time (most of a test TU's time
# is optimising the header-only library and Catch2's expansions: dualpipe_v_test.cpp 29 s of
# CPU at -O3, families_test.cpp 15 s at -O3 and 9 s at -O1) while the compiled runtime
# libraries and the tool keep the build type's flags (the header-only core is compiled into
# the tests, so it is tested at these flags, as under sanitize.sh). Empty: the build type's.
set(PIPESCHED_TEST_CXX_FLAGS "" CACHE STRING
  "C++ flags added to the test executables only (scripts/build.sh: -O1); empty = the build type's")
# PIPESCHED_CATCH_MAIN_CXX_FLAGS: after those, for Catch2's shared main alone (test/catch_main.cpp,
# Catch2's runner, none of this project's code). scripts/sanitize.sh sets
# "-fno-sanitize=all -g0": instrumented, that one TU took 66 s of CPU, against 20 s without.
set(PIPESCHED_CATCH_MAIN_CXX_FLAGS "" CACHE STRING
  "C++ flags added to Catch2's shared main only (scripts/sanitize.sh: -fno-sanitize=all -g0)")
# PIPESCHED_TEST_UNITY_BATCH: a Catch2 suite compiles as unity batches of this many test
# files (CMake's UNITY_BUILD, BATCH mode); 0 = one translation unit per file. scripts/build.sh
# and scripts/sanitize.sh set 8: the files of a suite include the same headers and instantiate
# the same generators, and each batch compiles them once (cold, CCACHE_DISABLE=1, -O1, CPU
# seconds on a shared 2-core machine: core suite 201 -> 68, CLI suite 226 -> 58, runtime suite
# 68 -> 25; under sanitize.sh's ASan+UBSan 705 -> 220, 577 -> 176, 227 -> 73). File-local names
# (anonymous namespaces, file-scope using-directives) then share a translation unit with the
# other files of the batch: give helpers names of their own, or pass NO_UNITY for a suite whose
# files share a fixture vocabulary (config, S, m, chaos, ...).
set(PIPESCHED_TEST_UNITY_BATCH 0 CACHE STRING
  "Catch2 suites compile as unity batches of this many files (scripts/build.sh: 8); 0 = off")
# PIPESCHED_SKIP_SUITES: Catch2 suites (target names) this build neither builds by default
# nor registers with ctest, because another build runs them: CI's plain build (.ci/run)
# skips the core, runtime and CLI suites, which scripts/sanitize.sh builds and runs under
# ASan+UBSan, instead of compiling and running them twice.
set(PIPESCHED_SKIP_SUITES "" CACHE STRING
  "Catch2 suites (target names) left out of this build and its ctest (.ci/run: the sanitized ones)")
function(pipesched_test_flags target)
  set(_all "${PIPESCHED_TEST_CXX_FLAGS}")
  if(target STREQUAL "pipesched_catch_main")
    string(APPEND _all " ${PIPESCHED_CATCH_MAIN_CXX_FLAGS}")
  endif()
  separate_arguments(_flags UNIX_COMMAND "${_all}")
  if(_flags)
    target_compile_options(${target} PRIVATE "$<$<COMPILE_LANGUAGE:CXX>:${_flags}>")
  endif()
endfunction()

# A Catch2 v2 test executable: links the shared main (pipesched_catch_main, defined in
# test/CMakeLists.txt), pipesched::pipesched, Catch2::Catch2 and the project warnings, and
# registers every TEST_CASE as its own ctest test (labelled with the target's name).
# LIBS are linked PRIVATE; PROPERTIES (name value ...) are set on every discovered test
# (Catch2 v2 passes them on as one flat list, so each property takes a single value).
# LABELS: more ctest labels for every test, beside the target's name; the target also
# joins the custom target pipesched_<label>_tests, which builds everything so labelled
# (scripts/tsan.sh builds pipesched_streams_tests and runs `ctest -L streams`).
# NO_UNITY: compile each file on its own even when PIPESCHED_TEST_UNITY_BATCH is set.
function(pipesched_add_catch_tests)
  cmake_parse_arguments(PARSE_ARGV 0 arg "NO_UNITY" "TARGET" "SOURCES;LIBS;PROPERTIES;LABELS")
  _pipesched_catch_executable(${arg_TARGET} "${arg_SOURCES}" "${arg_LIBS}")
  if(arg_NO_UNITY)
    set_target_properties(${arg_TARGET} PROPERTIES UNITY_BUILD OFF)
  endif()
  # A suite another build runs (CI: scripts/sanitize.sh runs these under ASan+UBSan) is
  # still defined, so the code naming it stays valid, but left out of `all` and of ctest.
  if(arg_TARGET IN_LIST PIPESCHED_SKIP_SUITES)
    message(STATUS "pipesched: ${arg_TARGET} not built or run here (PIPESCHED_SKIP_SUITES)")
    set_target_properties(${arg_TARGET} PROPERTIES EXCLUDE_FROM_ALL ON)
    return()
  endif()
  catch_discover_tests(${arg_TARGET} ${_PIPESCHED_CATCH_ARGS}
    PROPERTIES LABELS "${arg_TARGET}" ${arg_PROPERTIES})
  if(arg_LABELS)
    _pipesched_label_catch_tests(${arg_TARGET} ${arg_LABELS})
  endif()
endfunction()

# Catch2 v2's discovery cannot pass a property two values, so the labels are set again,
# all of them, by a ctest script included after the discovered tests: it reads the list
# of their names that discovery leaves in <target>_TESTS.
function(_pipesched_label_catch_tests target)
  set(_labels ${target} ${ARGN})
  set(_script "${CMAKE_CURRENT_BINARY_DIR}/${target}_labels.cmake")
  file(WRITE "${_script}"
    "foreach(_test IN LISTS ${target}_TESTS)\n"
    "  set_tests_properties(\"\${_test}\" PROPERTIES LABELS [==[${_labels}]==])\n"
    "endforeach()\n")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${_script}")
  foreach(_label IN LISTS ARGN)
    if(NOT TARGET pipesched_${_label}_tests)
      add_custom_target(pipesched_${_label}_tests)
    endif()
    add_dependencies(pipesched_${_label}_tests ${target})
  endforeach()
endfunction()

# Like pipesched_add_catch_tests, for tests that need a GPU: each test case exits with
# code 77 when no device is present, which ctest reports as skipped (SKIP_RETURN_CODE 77).
# Every such target also joins the custom target pipesched_gpu_tests.
# Links CUDA::cudart and compiles .cu sources as C++20. Does nothing (with a status
# message) when PIPESCHED_CUDA is OFF.
function(pipesched_add_gpu_test)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "TARGET" "SOURCES;LIBS")
  if(NOT PIPESCHED_CUDA)
    message(STATUS "pipesched: not building GPU test ${arg_TARGET} (PIPESCHED_CUDA is OFF)")
    return()
  endif()
  _pipesched_catch_executable(${arg_TARGET} "${arg_SOURCES}" "${arg_LIBS};CUDA::cudart")
  pipesched_cuda_target(${arg_TARGET})
  # Catch2 v2 flattens PROPERTIES into one list: one value per property here.
  catch_discover_tests(${arg_TARGET} ${_PIPESCHED_CATCH_ARGS}
    PROPERTIES LABELS gpu SKIP_RETURN_CODE 77)
  # One target builds every GPU test (bench/gpu-check.sh: `--target pipesched_gpu_tests`).
  if(NOT TARGET pipesched_gpu_tests)
    add_custom_target(pipesched_gpu_tests)
  endif()
  add_dependencies(pipesched_gpu_tests ${arg_TARGET})
endfunction()

function(_pipesched_catch_executable target sources libs)
  if(NOT target OR NOT sources)
    message(FATAL_ERROR "pipesched: a test needs TARGET <name> and SOURCES <files...>")
  endif()
  if(NOT TARGET pipesched_catch_main)
    message(FATAL_ERROR "pipesched: pipesched_catch_main is defined in test/CMakeLists.txt; "
                        "add test executables there (or below it)")
  endif()
  if(NOT TARGET Catch2::Catch2)
    find_package(Catch2 2 REQUIRED)
  endif()
  if(NOT COMMAND catch_discover_tests)
    include(Catch)
  endif()
  add_executable(${target} ${sources})
  target_link_libraries(${target} PRIVATE
    pipesched_catch_main pipesched::pipesched Catch2::Catch2 pipesched_warnings ${libs})
  pipesched_test_flags(${target})
  if(PIPESCHED_TEST_UNITY_BATCH GREATER 0)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE BATCH
      UNITY_BUILD_BATCH_SIZE ${PIPESCHED_TEST_UNITY_BATCH})
  endif()
endfunction()

# A test that passes only when SOURCE does NOT compile and the compiler's output matches
# REGEX (a CMake regular expression). SOURCE becomes an EXCLUDE_FROM_ALL object library
# (linking pipesched::pipesched and LIBS; with STANDARD N, only pipesched's include path,
# compiled as C++N); the ctest test `compile_fail.<NAME>` builds it
# through cmake/ExpectCompileFailure.cmake, which fails when the build succeeds and when
# the output lacks REGEX. With MAX_ERRORS N it also fails when more than N lines of the
# output contain `error:` (the compilers' tag of an error diagnostic): a wrong input must
# make one error, not a cascade. The exit code decides: no PASS_REGULAR_EXPRESSION is set,
# since that would make ctest ignore the exit code.
function(pipesched_add_compile_fail_test)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "NAME;SOURCE;REGEX;STANDARD;MAX_ERRORS" "LIBS;DEFINITIONS")
  if(NOT arg_NAME OR NOT arg_SOURCE OR "${arg_REGEX}" STREQUAL "")
    message(FATAL_ERROR "pipesched_add_compile_fail_test needs NAME, SOURCE and REGEX")
  endif()
  set(_target pipesched_compile_fail_${arg_NAME})
  add_library(${_target} OBJECT EXCLUDE_FROM_ALL ${arg_SOURCE})
  if(arg_STANDARD)
    # pipesched::pipesched's cxx_std_20 would win: its include path alone, as C++<STANDARD>.
    target_include_directories(${_target} PRIVATE $<TARGET_PROPERTY:pipesched,INTERFACE_INCLUDE_DIRECTORIES>)
    set_target_properties(${_target} PROPERTIES CXX_STANDARD ${arg_STANDARD} CXX_EXTENSIONS OFF)
  else()
    target_link_libraries(${_target} PRIVATE pipesched::pipesched)
  endif()
  target_link_libraries(${_target} PRIVATE ${arg_LIBS})
  target_compile_definitions(${_target} PRIVATE ${arg_DEFINITIONS})

  # The regex goes through a file, so any character (quotes, `;`, brackets) survives.
  set(_regex_file "${CMAKE_CURRENT_BINARY_DIR}/compile_fail/${arg_NAME}.regex")
  file(WRITE "${_regex_file}" "${arg_REGEX}")

  add_test(NAME compile_fail.${arg_NAME}
    COMMAND ${CMAKE_COMMAND}
      -D "BUILD_DIR=${CMAKE_BINARY_DIR}"
      -D "TARGET=${_target}"
      -D "CONFIG=$<CONFIG>"
      -D "REGEX_FILE=${_regex_file}"
      -D "MAX_ERRORS=${arg_MAX_ERRORS}"
      -P "${_PIPESCHED_HELPERS_DIR}/ExpectCompileFailure.cmake")
  # Each test runs the build tool in the shared build tree: never two at once.
  set_tests_properties(compile_fail.${arg_NAME} PROPERTIES
    LABELS compile_fail
    RESOURCE_LOCK pipesched_build_tree
    TIMEOUT 300)
endfunction()

# Fail configure unless the header's version equals project(VERSION).
function(pipesched_check_header_version header)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${header}")
  file(READ "${header}" _text)
  foreach(_part MAJOR MINOR PATCH)
    if(NOT _text MATCHES "#define PIPESCHED_VERSION_${_part} ([0-9]+)\n")
      message(FATAL_ERROR "${header}: no `#define PIPESCHED_VERSION_${_part} N`")
    endif()
    set(_${_part} ${CMAKE_MATCH_1})
  endforeach()
  if(NOT _text MATCHES "#define PIPESCHED_VERSION_STRING \"([^\"]*)\"")
    message(FATAL_ERROR "${header}: no `#define PIPESCHED_VERSION_STRING \"...\"`")
  endif()
  set(_string ${CMAKE_MATCH_1})
  set(_numbers "${_MAJOR}.${_MINOR}.${_PATCH}")
  if(NOT _numbers STREQUAL PROJECT_VERSION OR NOT _string STREQUAL PROJECT_VERSION)
    message(FATAL_ERROR
      "${header} says ${_numbers} (string \"${_string}\") but project(pipesched VERSION "
      "${PROJECT_VERSION}): change both together")
  endif()
endfunction()

# A ctest that configures, builds and runs the ctest of SOURCE_DIR as a separate project
# using pipesched (cmake/RunConsumerTest.cmake). MODE find_package (default) first installs
# COMPONENTS (default: all) of this build into a temporary prefix; add_subdirectory and
# fetchcontent take this source tree. CUDA: the project builds its .cu too (when
# PIPESCHED_CUDA). MISSING_COMPONENT_DIR: a project that must fail to find runtime_cuda.
# Labelled consumer and install, plus LABELS.
function(pipesched_add_consumer_test)
  cmake_parse_arguments(PARSE_ARGV 0 arg "CUDA" "NAME;SOURCE_DIR;MODE;MISSING_COMPONENT_DIR"
    "LABELS;COMPONENTS")
  if(NOT arg_MODE)
    set(arg_MODE find_package)
  endif()
  get_property(_multi_config GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
  if(_multi_config)
    set(_config "$<CONFIG>")
  else()
    set(_config "${CMAKE_BUILD_TYPE}")
  endif()
  list(JOIN arg_COMPONENTS "," _components)
  set(_cuda)
  if(arg_CUDA AND PIPESCHED_CUDA)
    list(GET CMAKE_CUDA_ARCHITECTURES 0 _arch)
    set(_cuda -D "CUDA_COMPILER=${CMAKE_CUDA_COMPILER}" -D "CUDA_ARCHITECTURES=${_arch}")
  endif()
  add_test(NAME ${arg_NAME}
    COMMAND ${CMAKE_COMMAND}
      -D "MODE=${arg_MODE}"
      -D "BUILD_DIR=${CMAKE_BINARY_DIR}"
      -D "PIPESCHED_SOURCE_DIR=${PROJECT_SOURCE_DIR}"
      -D "WORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/${arg_NAME}"
      -D "CONSUMER_SOURCE_DIR=${arg_SOURCE_DIR}"
      -D "COMPONENTS=${_components}"
      -D "MISSING_COMPONENT_DIR=${arg_MISSING_COMPONENT_DIR}"
      -D "CONFIG=${_config}"
      -D "GENERATOR=${CMAKE_GENERATOR}"
      -D "CXX_COMPILER=${CMAKE_CXX_COMPILER}"
      -D "CTEST_COMMAND=${CMAKE_CTEST_COMMAND}"
      ${_cuda}
      -P "${_PIPESCHED_HELPERS_DIR}/RunConsumerTest.cmake")
  set_tests_properties(${arg_NAME} PROPERTIES LABELS "consumer;install;${arg_LABELS}" TIMEOUT 600)
endfunction()
