# cmake -D BUILD_DIR=... -D WORK_DIR=... -D CONSUMER_SOURCE_DIR=... [-D CONFIG=...]
#       [-D GENERATOR=...] [-D CXX_COMPILER=...] [-D CTEST_COMMAND=...]
#       -P RunConsumerTest.cmake
#
# The ctest test consumer_find_package: install the (already built) build tree BUILD_DIR
# into WORK_DIR/prefix, then configure, build and run the separate project in
# CONSUMER_SOURCE_DIR against it with find_package(pipesched).

foreach(_var BUILD_DIR WORK_DIR CONSUMER_SOURCE_DIR)
  if(NOT DEFINED ${_var})
    message(FATAL_ERROR "RunConsumerTest.cmake: -D ${_var}=... is required")
  endif()
endforeach()

set(_prefix "${WORK_DIR}/prefix")
set(_build "${WORK_DIR}/build")
file(REMOVE_RECURSE "${_prefix}" "${_build}")

if(NOT CTEST_COMMAND)
  set(CTEST_COMMAND ctest)
endif()

set(_config_args)
set(_ctest_config_args)
set(_build_type_args)
if(CONFIG)
  set(_config_args --config "${CONFIG}")
  set(_ctest_config_args -C "${CONFIG}")
  set(_build_type_args "-DCMAKE_BUILD_TYPE=${CONFIG}")
endif()
set(_generator_args)
if(GENERATOR)
  set(_generator_args -G "${GENERATOR}")
endif()
set(_compiler_args)
if(CXX_COMPILER)
  set(_compiler_args "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}")
endif()

function(_step what)
  message(STATUS "consumer test: ${what}")
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE _result)
  if(NOT _result EQUAL 0)
    message(FATAL_ERROR "consumer test: ${what} failed (${_result})")
  endif()
endfunction()

_step("install ${BUILD_DIR} into ${_prefix}"
  "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${_prefix}" ${_config_args})

_step("configure ${CONSUMER_SOURCE_DIR}"
  "${CMAKE_COMMAND}" -S "${CONSUMER_SOURCE_DIR}" -B "${_build}"
    ${_generator_args} ${_compiler_args} ${_build_type_args}
    "-DCMAKE_PREFIX_PATH=${_prefix}"
    -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
    -DCMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF)

# The package must come from the prefix just installed, not from anywhere else.
file(STRINGS "${_build}/CMakeCache.txt" _dir REGEX "^pipesched_DIR:")
string(REGEX REPLACE "^pipesched_DIR:[A-Z]*=" "" _dir "${_dir}")
file(REAL_PATH "${_prefix}" _real_prefix)
file(REAL_PATH "${_dir}" _real_dir)
string(FIND "${_real_dir}/" "${_real_prefix}/" _at)
if(NOT _at EQUAL 0)
  message(FATAL_ERROR "consumer test: found pipesched in ${_dir}, not under ${_prefix}")
endif()

_step("build" "${CMAKE_COMMAND}" --build "${_build}" ${_config_args})

_step("run" "${CTEST_COMMAND}" --test-dir "${_build}" --output-on-failure
  ${_ctest_config_args})
