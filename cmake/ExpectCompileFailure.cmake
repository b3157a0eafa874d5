# cmake -D BUILD_DIR=... -D TARGET=... -D REGEX_FILE=... [-D CONFIG=...] [-D MAX_ERRORS=N]
#       -P ExpectCompileFailure.cmake
#
# Builds TARGET in BUILD_DIR and succeeds only when the build FAILS and its output matches
# the regular expression stored in REGEX_FILE, and (MAX_ERRORS set) at most N lines of it
# contain `error:`. Used by pipesched_add_compile_fail_test().

foreach(_var BUILD_DIR TARGET REGEX_FILE)
  if(NOT DEFINED ${_var})
    message(FATAL_ERROR "ExpectCompileFailure.cmake: -D ${_var}=... is required")
  endif()
endforeach()

file(READ "${REGEX_FILE}" _regex)

set(_config_args)
if(CONFIG)
  set(_config_args --config "${CONFIG}")
endif()

# C locale: ASCII quotes in GCC's diagnostics, whatever the caller's locale.
execute_process(
  COMMAND "${CMAKE_COMMAND}" -E env LC_ALL=C LANG=C
          "${CMAKE_COMMAND}" --build "${BUILD_DIR}" --target "${TARGET}" ${_config_args}
  RESULT_VARIABLE _result
  OUTPUT_VARIABLE _output
  ERROR_VARIABLE _output)

# Drop colour escapes in case the compiler was told to colour its diagnostics.
string(ASCII 27 _esc)
string(REGEX REPLACE "${_esc}\\[[0-9;]*[mK]" "" _output "${_output}")

# Plain message() lines are printed unwrapped (FATAL_ERROR text is re-wrapped), so tests
# can match them.
if(_result EQUAL 0)
  message("${_output}")
  message("${TARGET} compiled without error, but it must not compile.")
  message(FATAL_ERROR "expected a compile error matching: ${_regex}")
endif()

if(NOT _output MATCHES "${_regex}")
  message("${_output}")
  message("${TARGET} failed to compile, but not with the expected error.")
  message(FATAL_ERROR "the output above does not match: ${_regex}")
endif()

if(NOT "${MAX_ERRORS}" STREQUAL "")
  if(NOT MAX_ERRORS MATCHES "^[0-9]+$")
    message(FATAL_ERROR "ExpectCompileFailure.cmake: MAX_ERRORS must be a count, not '${MAX_ERRORS}'")
  endif()
  # Lines, not matches (a line may quote a second `error:`); `;` would split a list item.
  string(REPLACE ";" "," _text "${_output}")
  string(REGEX MATCHALL "[^\n]*error:[^\n]*" _error_lines "${_text}")
  list(LENGTH _error_lines _errors)
  if(_errors GREATER MAX_ERRORS)
    message("${_output}")
    message("${TARGET} failed to compile with ${_errors} error lines, more than the ${MAX_ERRORS} allowed.")
    message(FATAL_ERROR "expected at most ${MAX_ERRORS} lines with `error:`, got ${_errors}")
  endif()
endif()

message(STATUS "${TARGET} does not compile, as expected (output matches: ${_regex})")
