# The public headers of pipesched::runtime_cuda, as directories of the source tree: one list
# read by the install rules (cmake/PipeschedInstall.cmake, which installs each directory's
# headers under include/pipesched/runtime_cuda/<dir>) and by the check that docs/api.md has a
# section for every one of them (test/docs/api_doc_test.cmake, a script: set() only here).
#   PIPESCHED_RUNTIME_CUDA_HEADER_DIRS      always installed with runtime_cuda
#   PIPESCHED_RUNTIME_CUDA_MPI_HEADER_DIRS  installed too when it was built with MPI
#   PIPESCHED_RUNTIME_CUDA_HEADER_GLOBS     which files of a directory are its headers
set(PIPESCHED_RUNTIME_CUDA_HEADER_DIRS runtime/cuda runtime/stream kernels kernels/cuda)
set(PIPESCHED_RUNTIME_CUDA_MPI_HEADER_DIRS runtime/mpi)
set(PIPESCHED_RUNTIME_CUDA_HEADER_GLOBS *.hpp *.cuh)
