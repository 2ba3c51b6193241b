#include "truth.h"

namespace arbitre::film {
namespace {

const char* kind_name(Beat::Kind kind) {
  switch (kind) {
    case Beat::Kind::kChance:
      return "chance";
    case Beat::Kind::kMove:
      return "move";
    case Beat::Kind::kIllegal:
      return "illegal";
    case Beat::Kind::kTakeBack:
      return "take-back";
  }
  return "?";
}

}  // namespace

nlohmann::json beat_json(const Beat& beat, int index) {
  nlohmann::json line = {{"type", "beat"},
                         {"index", index},
                         {"kind", kind_name(beat.kind)},
                         {"seat", beat.seat},
                         {"chance", beat.chance.to_string()},
                         {"state", beat.state}};
  if (beat.kind == Beat::Kind::kMove) line["move"] = beat.move;
  if (beat.kind == Beat::Kind::kIllegal) {
    line["rule"] = beat.move;
    line["shown"] = beat.after;  // what the table shows instead of a legal result
  }
  return line;
}

engine::Result<std::unique_ptr<TruthWriter>> TruthWriter::create(
    const std::filesystem::path& path) {
  std::unique_ptr<TruthWriter> writer(new TruthWriter(path));
  writer->out_.open(path, std::ios::trunc);
  if (!writer->out_) return engine::make_error(path.string(), "cannot write the truth file");
  return writer;
}

engine::Status TruthWriter::write_line(const nlohmann::json& line) {
  out_ << line.dump() << '\n';
  if (!out_) return engine::make_error(path_.string(), "write failed (disk full?)");
  return engine::Ok{};
}

engine::Status TruthWriter::write_script(nlohmann::json header, const GameScript& script) {
  header["type"] = "header";
  header["format"] = kTruthFormat;
  header["states"] = script.states.size();
  header["beats"] = script.beats.size();
  if (auto status = write_line(header); !status) return status;
  for (size_t i = 0; i < script.states.size(); ++i) {
    const nlohmann::json line = {{"type", "state"},
                                 {"id", i},
                                 {"state", script.states[i]},
                                 {"occupancy", script.occupancies[i]}};
    if (auto status = write_line(line); !status) return status;
  }
  for (size_t i = 0; i < script.beats.size(); ++i) {
    if (auto status = write_line(beat_json(script.beats[i], static_cast<int>(i))); !status) {
      return status;
    }
  }
  return engine::Ok{};
}

engine::Status TruthWriter::write_frame(const nlohmann::json& frame) {
  return write_line(frame);
}

engine::Status TruthWriter::close() {
  out_.close();
  if (out_.fail()) return engine::make_error(path_.string(), "could not finish the truth file");
  return engine::Ok{};
}

}  // namespace arbitre::film
