#include "arbitre/engine/record.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>

#include "arbitre/engine/json_fields.h"

namespace arbitre::engine {

nlohmann::json record_header(const Game& game, uint64_t seed, const State& state) {
  return {{"format", kRecordFormat},
          {"version", kRecordVersion},
          {"game", game.name()},
          {"options", game.options()},
          {"seed", seed},
          {"state", state.to_json()}};
}

Result<std::unique_ptr<RecordWriter>> RecordWriter::create(const std::string& path,
                                                           const nlohmann::json& header) {
  std::FILE* file = std::fopen(path.c_str(), "w");
  if (file == nullptr) {
    return make_error(path, std::string("cannot write the record: ") + std::strerror(errno));
  }
  std::unique_ptr<RecordWriter> writer(new RecordWriter(file, path));
  if (auto status = writer->write_line(header); !status) return status.error();
  return writer;
}

RecordWriter::~RecordWriter() {
  std::fclose(file_);
}

Status RecordWriter::append(const nlohmann::json& event) {
  return write_line(event);
}

Status RecordWriter::write_line(const nlohmann::json& object) {
  const std::string line = object.dump() + "\n";
  if (std::fwrite(line.data(), 1, line.size(), file_) != line.size() || std::fflush(file_) != 0 ||
      ::fsync(::fileno(file_)) != 0) {
    return make_error(path_, std::string("cannot write the record: ") + std::strerror(errno));
  }
  return Ok{};
}

Result<Record> read_record(const std::string& path) {
  std::ifstream in(path);
  if (!in) return make_error(path, "cannot open the record");
  Record record;
  std::string line;
  int line_number = 0;
  bool last_line_parsed = true;
  while (std::getline(in, line)) {
    ++line_number;
    if (line.empty()) continue;
    if (!last_line_parsed) {
      // A bad line followed by more lines is damage, not a torn tail.
      return make_error(path + ":" + std::to_string(line_number - 1), "not valid JSON");
    }
    const bool ends_with_newline = !in.eof();
    auto object = nlohmann::json::parse(line, nullptr, false);
    if (object.is_discarded() || !object.is_object()) {
      if (!ends_with_newline) {
        record.torn_tail = true;  // the event being written when the writer stopped
        break;
      }
      last_line_parsed = false;
      continue;
    }
    if (record.header.is_null()) {
      record.header = std::move(object);
    } else {
      record.events.push_back(std::move(object));
    }
  }
  if (!last_line_parsed)
    return make_error(path + ":" + std::to_string(line_number), "not valid JSON");
  if (record.header.is_null()) return make_error(path, "empty record: no header line");
  JsonFields header(record.header, path + ":1");
  if (header.text("format") != kRecordFormat && header.ok()) {
    header.fail(path + ":1.format",
                "not an Arbitre record (expected \"" + std::string(kRecordFormat) + "\")");
  }
  header.integer("version", kRecordVersion, kRecordVersion);
  header.text("game");
  if (!header.ok()) return *header.error();
  return record;
}

Result<RecordStart> start_from_header(const nlohmann::json& header, const std::string& where) {
  JsonFields fields(header, where);
  const std::string name = fields.text("game");
  const auto& options = fields.has("options") ? fields.object("options") : nlohmann::json::object();
  if (!fields.ok()) return *fields.error();
  auto game = make_game(name, options);
  if (!game) return Error{where + "." + game.error().field, game.error().message};
  if (!header.contains("state")) {
    const uint64_t seed = header.value("seed", uint64_t{0});
    auto state = (*game)->new_initial_state(seed);
    return RecordStart{std::move(*game), std::move(state)};
  }
  auto state = (*game)->state_from_json(header.at("state"));
  if (!state) return Error{where + ".state." + state.error().field, state.error().message};
  return RecordStart{std::move(*game), std::move(*state)};
}

}  // namespace arbitre::engine
