// ctest version.macros_match_project: the header's version macros against CMake's
// project(VERSION), passed in by test/CMakeLists.txt as PROJECT_MAJOR/MINOR/PATCH.
#include <pipesched/version.hpp>

#include <cstdio>
#include <string>

int main() {
  const int expected = PROJECT_MAJOR * 10000 + PROJECT_MINOR * 100 + PROJECT_PATCH;
  const std::string expected_string =
      std::to_string(PROJECT_MAJOR) + "." + std::to_string(PROJECT_MINOR) + "." + std::to_string(PROJECT_PATCH);
  if (PIPESCHED_VERSION_MAJOR != PROJECT_MAJOR || PIPESCHED_VERSION_MINOR != PROJECT_MINOR ||
      PIPESCHED_VERSION_PATCH != PROJECT_PATCH || PIPESCHED_VERSION != expected ||
      expected_string != PIPESCHED_VERSION_STRING || pipesched::version_major != PROJECT_MAJOR ||
      pipesched::version_minor != PROJECT_MINOR || pipesched::version_patch != PROJECT_PATCH) {
    std::fprintf(stderr, "version.hpp says %d.%d.%d (PIPESCHED_VERSION %d, \"%s\"), CMake says %s (%d)\n",
                 PIPESCHED_VERSION_MAJOR, PIPESCHED_VERSION_MINOR, PIPESCHED_VERSION_PATCH, PIPESCHED_VERSION,
                 PIPESCHED_VERSION_STRING, expected_string.c_str(), expected);
    return 1;
  }
  std::printf("pipesched %s: PIPESCHED_VERSION %d\n", PIPESCHED_VERSION_STRING, PIPESCHED_VERSION);
  return 0;
}
