// The compile_time example, compiled by nvcc as CUDA code.
#include "compile_time.cpp"
