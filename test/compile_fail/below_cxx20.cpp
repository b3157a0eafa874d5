// expect-error: pipesched needs C\+\+20: compile with -std=c\+\+20
// cxx-standard: 17
// A user compiling as C++17 (nvcc's default) gets one line saying what to do, from the
// first public header included, instead of a hundred unrelated errors.
#include <pipesched/pipesched.hpp>

int main() { return pipesched::version_major; }
