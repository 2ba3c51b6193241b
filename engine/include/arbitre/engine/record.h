// Game records: JSON Lines, one object a line, written as the game goes.
//
// The first line is the header (format, version, game, options, seed, initial state); each
// later line is one event (a move, a chance event, a flag, a correction, a score change, or
// an observation of the table). Every line is flushed and synced as it is written, so a
// crash or a power cut loses at most the event being written; a reader reports a torn last
// line and keeps everything before it.
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "arbitre/engine/game.h"
#include "arbitre/engine/result.h"

namespace arbitre::engine {

constexpr const char* kRecordFormat = "arbitre-record";
constexpr int kRecordVersion = 1;

struct Record {
  nlohmann::json header;               // format, version, game, options, seed, state
  std::vector<nlohmann::json> events;  // in order
  bool torn_tail = false;              // the last line was cut short (and dropped)
};

// A header for a game starting from `state`.
nlohmann::json record_header(const Game& game, uint64_t seed, const State& state);

class RecordWriter {
 public:
  // Creates (or truncates) `path` and writes the header line.
  static Result<std::unique_ptr<RecordWriter>> create(const std::string& path,
                                                      const nlohmann::json& header);
  ~RecordWriter();
  RecordWriter(const RecordWriter&) = delete;
  RecordWriter& operator=(const RecordWriter&) = delete;

  // Appends one event and makes it durable before returning.
  Status append(const nlohmann::json& event);

 private:
  RecordWriter(std::FILE* file, std::string path) : file_(file), path_(std::move(path)) {}
  Status write_line(const nlohmann::json& object);

  std::FILE* file_;
  std::string path_;
};

// Reads a record; errors name the file, the line and the field.
Result<Record> read_record(const std::string& path);

// Makes the game a record's header names, and its initial state.
struct RecordStart {
  std::unique_ptr<Game> game;
  std::unique_ptr<State> state;
};
Result<RecordStart> start_from_header(const nlohmann::json& header, const std::string& where);

}  // namespace arbitre::engine
