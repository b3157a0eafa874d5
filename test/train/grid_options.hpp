#pragma once
// The trainer tests' model and options: 8 layers, so that the V and interleaved families
// on 4 devices (8 stages) can cut it, and small enough that a grid of runs takes seconds.
#include "runtime/gpt/gpt_config.hpp"
#include "runtime/train/trainer.hpp"

namespace pipesched::train::test {

inline const gpt::gpt_config grid_model = gpt::parse_gpt_config("layers=8,dim=8,heads=2,seq=4,vocab=16,batch=2");

inline trainer_options grid_options(family f, int devices, int microbatches) {
  trainer_options o;
  o.fam = f;
  o.devices = devices;
  o.microbatches = microbatches;
  o.model = grid_model;
  o.optimizer.lr = 3e-2f;
  return o;
}

}  // namespace pipesched::train::test
