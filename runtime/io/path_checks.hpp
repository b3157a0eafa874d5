#pragma once
// Every path one command reads or writes, checked together before any work, so that no
// output problem is found after a finished run (issue 29). The rule:
//
// 1. Each output is probed (check_output_path in safe_file.hpp).
// 2. A binary output (a safetensors checkpoint) given as "-" is refused when standard
//    output is a terminal or the command prints its text there too; a binary output whose
//    path leads to a terminal, or to standard output while the text goes there, likewise.
//    Text outputs (svg, json, trace, csv) may go to standard output and terminals.
// 3. Two outputs may not be one file that is *replaced* (a regular file, or a new one): the
//    later rename would drop the other output. Standard output counts as an output when
//    the command prints there (`--trace out.txt > out.txt`: the rename would leave the
//    printed text in the unlinked old file). Outputs that are one *stream* (written in
//    place: "-", a FIFO, a pipe, a device) follow one another there and may share it,
//    except that a binary output shares a stream only where nothing is kept or shown
//    (a character device other than a terminal: /dev/null).
// 4. An output may replace an input only with the same content: every input is read whole
//    before the first output is written and every replacement is a rename, so
//    `--resume ck --save ck` continues a checkpoint as intended, while `--resume ck --trace
//    ck` or `plan --profile p.json -o p.json` would replace the checkpoint or the measured
//    profile with something else, work a typo must not throw away.
//
// "The same file": the same device and inode where the file exists (links, "./", bind
// mounts and /dev/stdout all resolved by the kernel); for a file not made yet, the same
// name in the same directory (its path with links followed, the directory's made canonical).
#include <string>
#include <vector>

namespace pipesched::io {

struct path_use {
  std::string option;   // "--save", "-o": starts every message
  std::string path;     // as given ("-": standard output)
  bool output = false;  // written (else read)
  std::string content;  // what the file holds ("a checkpoint", "a trace", ...): rule 4, messages
  bool binary = false;  // bytes no terminal or text stream should get (rule 2)
};

// Throws file_error, one line naming both options where two clash. `stdout_text`: what the
// command prints on standard output besides the outputs in `uses` ("" when nothing).
void check_paths(const std::vector<path_use>& uses, const std::string& stdout_text);

}  // namespace pipesched::io
