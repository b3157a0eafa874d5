// `pipesched train --transport`: a name of hub, nccl or auto, for cuda only; anything else
// is one line, exit 2, before any step.
#include <string>

#include <catch2/catch.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;
using pipesched::test::small_model;

TEST_CASE("train --transport belongs to cuda and takes hub, nccl or auto", "[cli][train]") {
  require_one_error_line(run_cli("train --backend cpu --transport hub " + small_model));
  require_one_error_line(run_cli("train --backend cpu-streams --transport nccl " + small_model));
  require_one_error_line(run_cli("train --backend cuda --transport mpi " + small_model));
  // auto with the default transport runs wherever it runs today.
  const cli_result r = run_cli("train --backend auto --transport auto --devices 2 --microbatches 2 --steps 1 " +
                               small_model);
  INFO(r.err);
  CHECK(r.status == 0);
}
