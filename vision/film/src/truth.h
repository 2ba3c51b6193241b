// The truth file (docs/truth.md): JSON Lines, a header, every state and beat of the script,
// then one line per frame. Generated data, so written buffered, not synced line by line.
#pragma once

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "arbitre/engine/result.h"
#include "arbitre/film/script.h"

namespace arbitre::film {

inline constexpr const char* kTruthFormat = "arbitre-truth/1";

class TruthWriter {
 public:
  static engine::Result<std::unique_ptr<TruthWriter>> create(const std::filesystem::path& path);
  // The header, then the script's states and beats.
  engine::Status write_script(nlohmann::json header, const GameScript& script);
  engine::Status write_frame(const nlohmann::json& frame);
  engine::Status close();

 private:
  explicit TruthWriter(std::filesystem::path path) : path_(std::move(path)) {}
  engine::Status write_line(const nlohmann::json& line);

  std::filesystem::path path_;
  std::ofstream out_;
};

nlohmann::json beat_json(const Beat& beat, int index);

}  // namespace arbitre::film
