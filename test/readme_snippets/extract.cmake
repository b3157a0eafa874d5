# cmake -D README=... -D NAME=... -D NAMES=a,b,c -D OUT=... -P extract.cmake
#
# Writes the C++ block that follows `<!-- snippet: NAME -->` in README to OUT (only when it
# changed, so an edit elsewhere in the README recompiles nothing). Fails when the block is
# missing, or when the README marks a snippet that is not in NAMES: every snippet the README
# shows is compiled and run by test/CMakeLists.txt, none is left out silently.
cmake_minimum_required(VERSION 3.25)
file(READ "${README}" _text)
string(REPLACE "," ";" _known "${NAMES}")
string(REGEX MATCHALL "<!-- snippet: [A-Za-z0-9_]+ -->" _markers "${_text}")
foreach(_marker IN LISTS _markers)
  string(REGEX REPLACE "<!-- snippet: ([A-Za-z0-9_]+) -->" "\\1" _name "${_marker}")
  if(NOT _name IN_LIST _known)
    message(FATAL_ERROR "${README}: snippet '${_name}' is not compiled: add it to "
      "PIPESCHED_README_SNIPPETS in test/CMakeLists.txt")
  endif()
endforeach()
set(_open "<!-- snippet: ${NAME} -->\n```cpp\n")
string(FIND "${_text}" "${_open}" _at)
if(_at EQUAL -1)
  message(FATAL_ERROR "${README}: no `<!-- snippet: ${NAME} -->` line right before a ```cpp block")
endif()
string(LENGTH "${_open}" _skip)
math(EXPR _from "${_at} + ${_skip}")
string(SUBSTRING "${_text}" ${_from} -1 _rest)
string(FIND "${_rest}" "\n```" _end)
if(_end EQUAL -1)
  message(FATAL_ERROR "${README}: snippet ${NAME}: the ```cpp block does not end")
endif()
math(EXPR _end "${_end} + 1")
string(SUBSTRING "${_rest}" 0 ${_end} _code)
file(CONFIGURE OUTPUT "${OUT}" CONTENT "// Extracted from README.md (snippet ${NAME}) by test/readme_snippets/extract.cmake.\n${_code}" @ONLY)
