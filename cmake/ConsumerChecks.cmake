# Checks of an installed pipesched beyond find_package, for cmake/RunConsumerTest.cmake.

# pipesched.pc: pkg-config finds it in PREFIX, its -I leads to the headers (a program
# compiled with those flags alone checks PIPESCHED_VERSION), its version is the package's.
function(pipesched_check_pkg_config prefix cxx work_dir)
  find_program(_pkg_config NAMES pkg-config pkgconf)
  if(NOT _pkg_config)
    message(STATUS "consumer test: no pkg-config, pipesched.pc not checked")
    return()
  endif()
  set(ENV{PKG_CONFIG_PATH} "${prefix}/share/pkgconfig")
  execute_process(COMMAND "${_pkg_config}" --cflags pipesched OUTPUT_VARIABLE _cflags
    RESULT_VARIABLE _r1 OUTPUT_STRIP_TRAILING_WHITESPACE)
  execute_process(COMMAND "${_pkg_config}" --modversion pipesched OUTPUT_VARIABLE _version
    RESULT_VARIABLE _r2 OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT _r1 EQUAL 0 OR NOT _r2 EQUAL 0)
    message(FATAL_ERROR "consumer test: pkg-config does not find pipesched in ${prefix}/share/pkgconfig")
  endif()
  string(REGEX MATCHALL "[0-9]+" _n "${_version}")
  list(GET _n 0 _major)
  list(GET _n 1 _minor)
  list(GET _n 2 _patch)
  math(EXPR _number "${_major} * 10000 + ${_minor} * 100 + ${_patch}")
  file(WRITE "${work_dir}/pc_version.cpp"
    "#include <pipesched/version.hpp>\n"
    "static_assert(PIPESCHED_VERSION == ${_number}, \"pipesched.pc says ${_version}\");\n")
  separate_arguments(_flags UNIX_COMMAND "${_cflags}")
  if(NOT cxx)
    set(cxx c++)
  endif()
  execute_process(COMMAND "${cxx}" -std=c++20 ${_flags} -fsyntax-only "${work_dir}/pc_version.cpp"
    RESULT_VARIABLE _r ERROR_VARIABLE _err)
  if(NOT _r EQUAL 0)
    message(FATAL_ERROR "consumer test: `${cxx} -std=c++20 ${_cflags}` (pipesched.pc) fails: ${_err}")
  endif()
  message(STATUS "consumer test: pipesched.pc ${_version}, ${_cflags}: compiles")
endfunction()

# A component asked for and not installed: pipesched_FOUND false, one message naming it.
function(pipesched_check_missing_component prefix source_dir work_dir generator)
  set(_args -S "${source_dir}" -B "${work_dir}/missing" "-DCMAKE_PREFIX_PATH=${prefix}"
    -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF -DCMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF)
  if(generator)
    list(APPEND _args -G "${generator}")
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" ${_args}
    RESULT_VARIABLE _r OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  string(REGEX REPLACE "[ \t\r\n]+" " " _flat "${_out}")
  if(_r EQUAL 0 OR NOT _flat MATCHES "missing component runtime_cuda \\(not installed")
    message("${_out}")
    message(FATAL_ERROR "consumer test: asking for runtime_cuda without it installed did not fail with 'missing component runtime_cuda (not installed ...'")
  endif()
  message(STATUS "consumer test: a missing component is refused by name")
endfunction()
