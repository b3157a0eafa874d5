// The one main() shared by every Catch2 test executable (compiled once, as the static
// library pipesched_catch_main).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
