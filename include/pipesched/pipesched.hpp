#pragma once
// Everything of the schedule library in one include.
#include "analysis/memory.hpp"
#include "analysis/simulate.hpp"
#include "analysis/validate.hpp"
#include "core/building_block.hpp"
#include "core/error.hpp"
#include "core/placement.hpp"
#include "core/vocabulary.hpp"
#include "generate.hpp"
#include "io.hpp"
#include "schedule.hpp"
#include "static_schedule.hpp"
#include "version.hpp"
