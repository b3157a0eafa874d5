#include "runtime/train/checkpoint.hpp"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <set>
#include <string_view>
#include <vector>

#include <fcntl.h>     // open
#include <sys/stat.h>  // stat
#include <unistd.h>    // read

#include <pipesched/core/limits.hpp>

#include "runtime/io/safe_file.hpp"

#include <nlohmann/json.hpp>

namespace pipesched::train {

// The data are the floats' bytes as they sit in memory.
static_assert(std::endian::native == std::endian::little, "checkpoints are written on little-endian hosts only");

namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;
using gpt::parameter;

constexpr std::string_view format_name = "pipesched-checkpoint";
// Version 2: the checksum covers the header (metadata and tensor entries) too, not only the data.
constexpr std::string_view format_version = "2";
const std::set<std::string, std::less<>> reserved_keys{"format", "format_version", "config", "optimizer_step",
                                                        "checksum"};

[[noreturn]] void fail(const fs::path& file, const std::string& what) {
  throw checkpoint_error("checkpoint " + file.string() + ": " + what);
}

// One tensor of the file and where it lives: a parameter's value (moment == nullptr)
// or one of its moments in the optimizer.
struct slot {
  std::string name;
  std::vector<std::uint64_t> shape;
  parameter<float>* param;
  std::size_t moments_index;
  std::vector<float> adamw_moments::*moment;
  std::uint64_t bytes() const { return param->size() * sizeof(float); }
};

// parameter keeps flat storage; the shape follows from its name: a matrix with decay is
// [OC, IC] (IC = 4C for the MLP's output projection), everything else 1-D.
std::vector<std::uint64_t> shape_of(const gpt::gpt_config& c, const parameter<float>& p) {
  if (!p.decay) return {p.size()};
  const std::size_t in = static_cast<std::size_t>(p.name.ends_with("mlp.proj.weight") ? 4 * c.dim : c.dim);
  return {p.size() / in, in};
}

std::string to_string(const std::vector<std::uint64_t>& shape) {
  std::string s = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (i > 0) s += ',';
    s += std::to_string(shape[i]);
  }
  return s + "]";
}

std::string config_of(const fs::path& file, stage_list stages) {
  if (stages.empty()) fail(file, "no stages given");
  for (const gpt::gpt_params<float>* s : stages)
    if (!(s->config == stages.front()->config)) fail(file, "the given stages belong to different model configs");
  return gpt::to_string(stages.front()->config);
}

// Every tensor the file holds for `stages`, in file order. Fails unless the optimizer
// holds moments for exactly these parameters.
std::vector<slot> slots_of(const fs::path& file, stage_list stages, std::span<const adamw_moments> moments) {
  std::vector<slot> out;
  std::size_t params = 0;
  for (gpt::gpt_params<float>* s : stages)
    s->for_each([&](parameter<float>& p) {
      const auto it = std::find_if(moments.begin(), moments.end(), [&](const adamw_moments& m) { return m.name == p.name; });
      if (it == moments.end() || it->exp_avg.size() != p.size() || it->exp_avg_sq.size() != p.size())
        fail(file, "the optimizer has no moments for parameter " + p.name + " (built for other stages?)");
      const std::size_t k = static_cast<std::size_t>(it - moments.begin());
      const auto shape = shape_of(s->config, p);
      out.push_back({p.name, shape, &p, k, nullptr});
      out.push_back({p.name + ".exp_avg", shape, &p, k, &adamw_moments::exp_avg});
      out.push_back({p.name + ".exp_avg_sq", shape, &p, k, &adamw_moments::exp_avg_sq});
      ++params;
    });
  if (params != moments.size())
    fail(file, "the optimizer holds " + std::to_string(moments.size()) + " parameters, the stages " +
                   std::to_string(params) + " (built for other stages?)");
  return out;
}

const float* source(const slot& s, std::span<const adamw_moments> moments) {
  return s.moment ? (moments[s.moments_index].*s.moment).data() : s.param->value.data();
}
float* target(const slot& s, std::span<adamw_moments> moments) {
  return s.moment ? (moments[s.moments_index].*s.moment).data() : s.param->value.data();
}

struct fnv1a64 {
  std::uint64_t h = 1469598103934665603ull;
  void add(const void* data, std::size_t n) {
    const auto* b = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < n; ++i) h = (h ^ b[i]) * 1099511628211ull;
  }
  std::string hex() const {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
  }
};

std::string errno_text() { return std::strerror(errno); }

// The header as the checksum sees it: dump()'s text (keys sorted, no spaces) with the
// "checksum" entry left out, so an edited metadata value or tensor entry is caught as well
// as a flipped data byte, and re-spacing the JSON is not.
fnv1a64 header_sum(json header) {
  header["__metadata__"].erase("checksum");
  const std::string text = header.dump(-1, ' ', false, json::error_handler_t::replace);
  fnv1a64 sum;
  sum.add(text.data(), text.size());
  return sum;
}

std::string checksum_of(const json& header, const unsigned char* data, std::size_t size) {
  fnv1a64 sum = header_sum(header);
  sum.add(data, size);
  return sum.hex();
}

// The bytes of `file`, refused unless it is a regular file of at most `max_bytes` bytes
// (a device or FIFO could feed bytes forever; a longer file cannot be these stages').
std::string read_whole_file(const fs::path& file, std::uint64_t max_bytes) {
  struct stat st {};
  if (::stat(file.c_str(), &st) != 0) fail(file, "cannot be opened (" + errno_text() + ")");
  if (S_ISDIR(st.st_mode)) fail(file, "is a directory, not a file");
  if (!S_ISREG(st.st_mode)) fail(file, "is not a regular file (a device, FIFO or socket), so not a checkpoint");
  // O_NONBLOCK: should the path be swapped for a FIFO after the stat, open does not wait.
  const int fd = ::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) fail(file, "cannot be opened (" + errno_text() + ")");
  std::string bytes;
  std::string why;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    why = "is not a regular file (a device, FIFO or socket), so not a checkpoint";
  } else if (static_cast<std::uint64_t>(st.st_size) > max_bytes) {
    why = "is " + std::to_string(st.st_size) + " bytes, more than a checkpoint of these stages can be (" +
          std::to_string(max_bytes) + ": their data and a header of at most " +
          std::to_string(limits::max_checkpoint_header_bytes) + " bytes)";
  } else {
    bytes.resize(static_cast<std::size_t>(st.st_size));
    std::size_t got = 0;
    while (got < bytes.size()) {
      const ssize_t n = ::read(fd, bytes.data() + got, bytes.size() - got);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) why = "cannot be read (" + errno_text() + ")";
      if (n <= 0) break;
      got += static_cast<std::size_t>(n);
    }
    bytes.resize(got);  // shrunk while read: the parser reports it as truncated
  }
  ::close(fd);
  if (!why.empty()) fail(file, why);
  return bytes;
}

std::uint64_t read_le64(const unsigned char* p) {
  std::uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = (v << 8) | p[i];
  return v;
}

}  // namespace

void save_checkpoint(const fs::path& file, stage_list stages, const adamw_optimizer& optimizer,
                     const checkpoint_metadata& metadata) {
  const std::string config = config_of(file, stages);
  for (const auto& [key, value] : metadata)
    if (reserved_keys.contains(key)) fail(file, "metadata key \"" + key + "\" is reserved for the library");
  const std::vector<slot> slots = slots_of(file, stages, optimizer.moments());

  json header = json::object();
  std::uint64_t offset = 0;
  for (const slot& s : slots) {
    header[s.name] = {{"dtype", "F32"}, {"shape", s.shape}, {"data_offsets", {offset, offset + s.bytes()}}};
    offset += s.bytes();
  }
  json meta(metadata);
  meta["format"] = format_name;
  meta["format_version"] = format_version;
  meta["config"] = config;
  meta["optimizer_step"] = std::to_string(optimizer.steps());
  header["__metadata__"] = std::move(meta);
  fnv1a64 sum = header_sum(header);
  for (const slot& s : slots) sum.add(source(s, optimizer.moments()), s.bytes());
  header["__metadata__"]["checksum"] = sum.hex();

  std::string text;
  try {
    text = header.dump();
  } catch (const json::exception&) {
    fail(file, "metadata is not valid UTF-8");
  }
  text.append((8 - text.size() % 8) % 8, ' ');  // the spec's padding: data starts 8-aligned
  std::string head(8, '\0');
  for (int i = 0; i < 8; ++i) head[static_cast<std::size_t>(i)] = static_cast<char>((text.size() >> (8 * i)) & 0xff);
  head += text;

  // A unique temporary file renamed over a regular <file>, written in place to a device or
  // FIFO (safe_file.hpp); an exception on the way removes the temporary file.
  try {
    io::output_file out(file.string());
    out.write(head);
    for (const slot& s : slots) out.write(source(s, optimizer.moments()), s.bytes());
    out.commit();
  } catch (const io::file_error& e) {
    fail(file, e.what());
  }
}

checkpoint_metadata load_checkpoint_bytes(std::string_view bytes, stage_list stages, adamw_optimizer& optimizer,
                                          const fs::path& file) {
  const std::string config = config_of(file, stages);
  const std::vector<slot> slots = slots_of(file, stages, optimizer.moments());

  if (bytes.size() < 8)
    fail(file, "is " + std::to_string(bytes.size()) + " bytes, too short for a safetensors file");
  const auto* start = reinterpret_cast<const unsigned char*>(bytes.data());
  const std::uint64_t header_len = read_le64(start);
  if (header_len > static_cast<std::uint64_t>(limits::max_checkpoint_header_bytes))
    fail(file, "header length " + std::to_string(header_len) + " is above the limit of " +
                   std::to_string(limits::max_checkpoint_header_bytes) + " bytes (not a safetensors file?)");
  if (header_len > bytes.size() - 8)
    fail(file, "header length " + std::to_string(header_len) + " does not fit in the file's " +
                   std::to_string(bytes.size()) + " bytes (truncated, or not a safetensors file)");
  const auto* header_begin = start + 8;
  const json header = json::parse(header_begin, header_begin + header_len, nullptr, /*allow_exceptions=*/false);
  if (header.is_discarded() || !header.is_object())
    fail(file, "the header is not a JSON object (not a safetensors file)");

  // Metadata: ours, and the model it was saved for.
  const auto meta_it = header.find("__metadata__");
  if (meta_it == header.end() || !meta_it->is_object())
    fail(file, "has no __metadata__ (not a pipesched checkpoint)");
  checkpoint_metadata meta;
  for (const auto& [key, value] : meta_it->items()) {
    if (!value.is_string()) fail(file, "metadata \"" + key + "\" is not a string");
    meta[key] = value.get<std::string>();
  }
  auto meta_value = [&](const std::string& key) -> const std::string& {
    const auto it = meta.find(key);
    if (it == meta.end()) fail(file, "metadata has no \"" + key + "\" (not a pipesched checkpoint)");
    return it->second;
  };
  if (meta_value("format") != format_name)
    fail(file, "format \"" + meta_value("format") + "\" is not " + std::string(format_name));
  if (meta_value("format_version") != format_version)
    fail(file, "format version " + meta_value("format_version") + ", this build reads version " +
                   std::string(format_version));
  if (meta_value("config") != config)
    fail(file, "was saved for model " + meta_value("config") + ", the model is " + config);
  int optimizer_step = 0;
  {
    const std::string& text = meta_value("optimizer_step");
    char* end = nullptr;
    errno = 0;
    const long long v = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || errno != 0 || v < 0 || v > std::numeric_limits<int>::max())
      fail(file, "optimizer_step \"" + text + "\" is not a step count");
    optimizer_step = static_cast<int>(v);
  }

  // Tensors: exactly the expected ones, each F32 of the expected shape, tiling the data.
  const std::uint64_t data_size = bytes.size() - 8 - header_len;
  std::map<std::string, std::size_t, std::less<>> expected;
  for (std::size_t i = 0; i < slots.size(); ++i) expected.emplace(slots[i].name, i);
  std::vector<std::uint64_t> begin_of(slots.size());
  std::vector<bool> seen(slots.size(), false);
  std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
  for (const auto& [name, entry] : header.items()) {
    if (name == "__metadata__") continue;
    const auto it = expected.find(name);
    if (it == expected.end())
      fail(file, "holds tensor " + name + ", which the given stages do not have (saved for another partition?)");
    const slot& s = slots[it->second];
    if (!entry.is_object()) fail(file, "tensor " + name + " is not described by a JSON object");
    const auto dtype = entry.find("dtype");
    if (dtype == entry.end() || !dtype->is_string() || *dtype != "F32")
      fail(file, "tensor " + name + " has dtype " + (dtype == entry.end() ? "(none)" : dtype->dump()) +
                     ", expected \"F32\"");
    const auto shape = entry.find("shape");
    std::vector<std::uint64_t> dims;
    if (shape == entry.end() || !shape->is_array()) fail(file, "tensor " + name + " has no shape");
    for (const json& d : *shape) {
      if (!d.is_number_unsigned()) fail(file, "tensor " + name + " has shape " + shape->dump() + ", not a shape");
      dims.push_back(d.get<std::uint64_t>());
    }
    if (dims != s.shape)
      fail(file, "tensor " + name + " has shape " + to_string(dims) + ", the model expects " + to_string(s.shape));
    const auto offsets = entry.find("data_offsets");
    if (offsets == entry.end() || !offsets->is_array() || offsets->size() != 2 || !(*offsets)[0].is_number_unsigned() ||
        !(*offsets)[1].is_number_unsigned())
      fail(file, "tensor " + name + " has no valid data_offsets");
    const std::uint64_t b = (*offsets)[0].get<std::uint64_t>(), e = (*offsets)[1].get<std::uint64_t>();
    if (e < b || e - b != s.bytes())
      fail(file, "tensor " + name + " has data_offsets [" + std::to_string(b) + "," + std::to_string(e) + "] for its " +
                     std::to_string(s.bytes()) + " bytes");
    if (e > data_size)
      fail(file, "is truncated: tensor " + name + " ends at data byte " + std::to_string(e) + ", the file holds " +
                     std::to_string(data_size) + " data bytes");
    seen[it->second] = true;
    begin_of[it->second] = b;
    ranges.emplace_back(b, e);
  }
  for (std::size_t i = 0; i < slots.size(); ++i)
    if (!seen[i]) fail(file, "tensor " + slots[i].name + " is missing");
  std::sort(ranges.begin(), ranges.end());
  std::uint64_t next = 0;
  for (const auto& [b, e] : ranges) {
    if (b != next) fail(file, "tensor data overlaps or leaves a gap at data byte " + std::to_string(std::min(b, next)));
    next = e;
  }
  if (next != data_size)
    fail(file, "has " + std::to_string(data_size - next) + " data bytes after the last tensor");

  const unsigned char* data = header_begin + header_len;
  const std::string sum = checksum_of(header, data, data_size);
  if (sum != meta_value("checksum"))
    fail(file, "checksum " + sum + " does not match the stored " + meta_value("checksum") +
                   " (the file is corrupt or was edited)");

  // Everything checked: copy. Sizes match, so nothing below can fail.
  for (std::size_t i = 0; i < slots.size(); ++i)
    std::memcpy(target(slots[i], optimizer.moments()), data + begin_of[i], slots[i].bytes());
  optimizer.set_steps(optimizer_step);
  for (const std::string& key : reserved_keys) meta.erase(key);
  return meta;
}

checkpoint_metadata load_checkpoint(const fs::path& file, stage_list stages, adamw_optimizer& optimizer) {
  config_of(file, stages);
  std::uint64_t data_bytes = 0;
  for (const slot& s : slots_of(file, stages, optimizer.moments())) data_bytes += s.bytes();
  const std::string bytes = read_whole_file(file, 8 + static_cast<std::uint64_t>(limits::max_checkpoint_header_bytes) + data_bytes);
  return load_checkpoint_bytes(bytes, stages, optimizer, file);
}

fs::path rank_checkpoint_path(const fs::path& file, int rank, int ranks) {
  if (ranks < 1 || rank < 0 || rank >= ranks)
    throw std::invalid_argument("rank " + std::to_string(rank) + " of " + std::to_string(ranks) + " is not a rank");
  if (ranks == 1) return file;
  fs::path out = file;
  out.replace_filename(file.stem().string() + ".rank" + std::to_string(rank) + "-of-" + std::to_string(ranks) +
                       file.extension().string());
  return out;
}

}  // namespace pipesched::train
