// Reading options and saved states with errors that name the field.
//
// Both readers keep the first error they meet and return harmless defaults afterwards, so
// a parser reads every field in a row and checks once at the end.
#pragma once

#include <initializer_list>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

#include "arbitre/engine/result.h"

namespace arbitre::engine {

// A whole JSON file (a state, options); errors name the file: "cannot open the file", "not
// valid JSON (byte N)".
Result<nlohmann::json> read_json_file(const std::string& path);

// A parameters file: read_json_file, then `from_json` (JSON -> Result<Params>); an error in a
// field is named after the file ("reader.json: dice.pip_contrast").
template <class FromJson>
auto load_json_file(const std::string& path, FromJson from_json) {
  using Loaded = decltype(from_json(std::declval<nlohmann::json>()));
  auto json = read_json_file(path);
  if (!json) return Loaded(json.error());
  auto loaded = from_json(std::move(*json));
  if (!loaded) {
    const Error& error = loaded.error();
    return Loaded(
        make_error(error.field.empty() ? path : path + ": " + error.field, error.message));
  }
  return loaded;
}

// Reads the fields of one JSON object; `path` prefixes every field named in an error
// ("state.points").
class JsonFields {
 public:
  JsonFields(const nlohmann::json& object, std::string path);
  // The reader keeps a reference: a temporary object would dangle.
  JsonFields(const nlohmann::json&& object, std::string path) = delete;

  bool has(std::string_view key) const;
  int integer(std::string_view key, int min, int max);
  double number(std::string_view key, double min, double max);
  bool boolean(std::string_view key);
  std::string text(std::string_view key);
  std::string choice(std::string_view key, std::initializer_list<std::string_view> choices);
  // The array under `key`; with `size` >= 0 it must have exactly that many elements.
  const nlohmann::json& array(std::string_view key, int size = -1);
  const nlohmann::json& object(std::string_view key);

  // The path of a child, for nested readers: path() + "." + key (or "[i]").
  std::string child_path(std::string_view key) const;
  std::string child_path(std::size_t index) const;

  // Records an error found by the caller (a value out of the rules' range, say).
  void fail(std::string field, std::string message);
  // Adopts the error of a nested reader or parser, if any.
  void adopt(const std::optional<Error>& error);

  bool ok() const { return !error_; }
  const std::optional<Error>& error() const { return error_; }
  Status status() const;

 private:
  const nlohmann::json* find(std::string_view key, bool required);

  const nlohmann::json& object_;
  std::string path_;
  std::optional<Error> error_;
};

// Reads options or parameters with defaults. Keys never read are refused by status() as
// unknown. Errors name the field `path`.key ("options.match_points"; just the key when `path`
// is empty).
class OptionReader {
 public:
  explicit OptionReader(const nlohmann::json& options, std::string path = "options");

  bool boolean(std::string_view key, bool fallback);
  int integer(std::string_view key, int fallback, int min, int max);
  double number(std::string_view key, double fallback, double min, double max);
  std::string choice(std::string_view key, std::string_view fallback,
                     std::initializer_list<std::string_view> choices);

  // The first bad value, or the first key no option read.
  Status status() const;

 private:
  const nlohmann::json* take(std::string_view key);
  std::string field(std::string_view key) const;

  nlohmann::json options_;
  std::string path_;
  std::set<std::string, std::less<>> read_;
  std::optional<Error> error_;
};

}  // namespace arbitre::engine
