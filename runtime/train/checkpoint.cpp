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

#include <fcntl.h>   // open (to fsync the directory)
#include <unistd.h>  // fsync

#include <nlohmann/json.hpp>

namespace pipesched::train {

// The data are the floats' bytes as they sit in memory.
static_assert(std::endian::native == std::endian::little, "checkpoints are written on little-endian hosts only");

namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;
using gpt::parameter;

constexpr std::string_view format_name = "pipesched-checkpoint";
constexpr std::string_view format_version = "1";
constexpr std::uint64_t max_header_bytes = 100u << 20;  // the safetensors reference's limit
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

// Writes the header and the tensors to `path` and flushes them to disk. Returns "" or
// why it failed.
std::string write_file(const fs::path& path, const std::string& head, const std::vector<slot>& slots,
                       std::span<const adamw_moments> moments) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return errno_text();
  std::string why;
  auto check = [&](bool ok) {
    if (!ok && why.empty()) why = errno_text();
  };
  check(std::fwrite(head.data(), 1, head.size(), f) == head.size());
  for (const slot& s : slots)
    if (why.empty()) check(std::fwrite(source(s, moments), 1, s.bytes(), f) == s.bytes());
  if (why.empty()) check(std::fflush(f) == 0 && ::fsync(fileno(f)) == 0);
  check(std::fclose(f) == 0);
  return why;
}

// Makes the rename itself durable; best effort (some file systems refuse a directory fsync).
void sync_directory(const fs::path& dir) {
  const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
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

  fnv1a64 sum;
  json header = json::object();
  std::uint64_t offset = 0;
  for (const slot& s : slots) {
    sum.add(source(s, optimizer.moments()), s.bytes());
    header[s.name] = {{"dtype", "F32"}, {"shape", s.shape}, {"data_offsets", {offset, offset + s.bytes()}}};
    offset += s.bytes();
  }
  json meta(metadata);
  meta["format"] = format_name;
  meta["format_version"] = format_version;
  meta["config"] = config;
  meta["optimizer_step"] = std::to_string(optimizer.steps());
  meta["checksum"] = sum.hex();
  header["__metadata__"] = std::move(meta);

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

  fs::path tmp = file;
  tmp += ".tmp";
  if (const std::string why = write_file(tmp, head, slots, optimizer.moments()); !why.empty()) {
    std::error_code ignored;
    fs::remove(tmp, ignored);
    fail(file, "cannot write " + tmp.string() + " (" + why + ")");
  }
  std::error_code ec;
  fs::rename(tmp, file, ec);
  if (ec) {
    std::error_code ignored;
    fs::remove(tmp, ignored);
    fail(file, "cannot rename " + tmp.string() + " over it (" + ec.message() + ")");
  }
  sync_directory(file.parent_path());
}

checkpoint_metadata load_checkpoint(const fs::path& file, stage_list stages, adamw_optimizer& optimizer) {
  const std::string config = config_of(file, stages);
  const std::vector<slot> slots = slots_of(file, stages, optimizer.moments());

  // The whole file, into a temporary buffer.
  std::vector<unsigned char> bytes;
  {
    std::error_code ec;
    if (fs::is_directory(file, ec)) fail(file, "is a directory, not a file");
    std::FILE* f = std::fopen(file.c_str(), "rb");
    if (!f) fail(file, "cannot be opened (" + errno_text() + ")");
    unsigned char buf[1 << 16];
    std::size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) bytes.insert(bytes.end(), buf, buf + n);
    const bool bad = std::ferror(f);
    std::fclose(f);
    if (bad) fail(file, "cannot be read");
  }

  if (bytes.size() < 8)
    fail(file, "is " + std::to_string(bytes.size()) + " bytes, too short for a safetensors file");
  const std::uint64_t header_len = read_le64(bytes.data());
  if (header_len > max_header_bytes || header_len > bytes.size() - 8)
    fail(file, "header length " + std::to_string(header_len) + " does not fit in the file's " +
                   std::to_string(bytes.size()) + " bytes (truncated, or not a safetensors file)");
  const auto* header_begin = bytes.data() + 8;
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
  fnv1a64 sum;
  sum.add(data, data_size);
  if (sum.hex() != meta_value("checksum"))
    fail(file, "data checksum " + sum.hex() + " does not match the stored " + meta_value("checksum") +
                   " (the file is corrupt)");

  // Everything checked: copy. Sizes match, so nothing below can fail.
  for (std::size_t i = 0; i < slots.size(); ++i)
    std::memcpy(target(slots[i], optimizer.moments()), data + begin_of[i], slots[i].bytes());
  optimizer.set_steps(optimizer_step);
  for (const std::string& key : reserved_keys) meta.erase(key);
  return meta;
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
