// Built against an installed pipesched by test/consumer/CMakeLists.txt.
#include <pipesched/version.hpp>

#include <cstdio>
#include <string_view>

static_assert(__cplusplus >= 202002L, "pipesched::pipesched must bring C++20 to its users");

int main() {
    constexpr std::string_view header = PIPESCHED_VERSION_STRING;
    constexpr std::string_view package = PIPESCHED_FOUND_VERSION;  // from find_package

    char numbers[32];
    std::snprintf(numbers, sizeof numbers, "%d.%d.%d", pipesched::version_major,
                  pipesched::version_minor, pipesched::version_patch);

    if (header != package || std::string_view{numbers} != package) {
        std::fprintf(stderr,
                     "version mismatch: find_package found %s, header says %s (%s)\n",
                     PIPESCHED_FOUND_VERSION, PIPESCHED_VERSION_STRING, numbers);
        return 1;
    }
    std::printf("pipesched %s found and usable\n", PIPESCHED_VERSION_STRING);
    return 0;
}
