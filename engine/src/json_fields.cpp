#include "arbitre/engine/json_fields.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

namespace arbitre::engine {

Result<nlohmann::json> read_json_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) return make_error(path, "cannot open the file");
  std::stringstream text;
  text << in.rdbuf();
  try {
    return nlohmann::json::parse(text.str());
  } catch (const nlohmann::json::parse_error& error) {
    return make_error(path, "not valid JSON (byte " + std::to_string(error.byte) + ")");
  }
}
namespace {

std::string joined(std::initializer_list<std::string_view> choices) {
  std::string out;
  for (auto choice : choices) out += (out.empty() ? "" : ", ") + std::string(choice);
  return out;
}

// `path`.key, or just the key at the top ("" path).
std::string field_path(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}

// A bound as people write it: 0.5, 100, 1e+09 (std::to_string gives 0.500000).
std::string shortest(double number) {
  std::ostringstream out;
  out << number;
  return out.str();
}

}  // namespace

JsonFields::JsonFields(const nlohmann::json& object, std::string path)
    : object_(object), path_(std::move(path)) {
  if (!object_.is_object()) fail(path_, "expected a JSON object");
}

std::string JsonFields::child_path(std::string_view key) const {
  return field_path(path_, key);
}

std::string JsonFields::child_path(std::size_t index) const {
  return path_ + "[" + std::to_string(index) + "]";
}

void JsonFields::fail(std::string field, std::string message) {
  if (!error_) error_ = Error{std::move(field), std::move(message)};
}

void JsonFields::adopt(const std::optional<Error>& error) {
  if (error && !error_) error_ = error;
}

Status JsonFields::status() const {
  if (error_) return *error_;
  return Ok{};
}

bool JsonFields::has(std::string_view key) const {
  return object_.is_object() && object_.contains(key);
}

const nlohmann::json* JsonFields::find(std::string_view key, bool required) {
  if (error_ || !object_.is_object()) return nullptr;
  auto it = object_.find(key);
  if (it == object_.end()) {
    if (required) fail(child_path(key), "missing");
    return nullptr;
  }
  return &*it;
}

int JsonFields::integer(std::string_view key, int min, int max) {
  const auto* value = find(key, true);
  if (!value) return min;
  if (!value->is_number_integer()) {
    fail(child_path(key), "expected an integer, got " + value->dump());
    return min;
  }
  const auto number = value->get<long long>();
  if (number < min || number > max) {
    fail(child_path(key), std::to_string(number) + " is out of range " + std::to_string(min) +
                              ".." + std::to_string(max));
    return min;
  }
  return static_cast<int>(number);
}

double JsonFields::number(std::string_view key, double min, double max) {
  const auto* value = find(key, true);
  if (!value) return min;
  if (!value->is_number()) {
    fail(child_path(key), "expected a number, got " + value->dump());
    return min;
  }
  const double number = value->get<double>();
  if (!(number >= min && number <= max)) {
    fail(child_path(key), value->dump() + " is out of range");
    return min;
  }
  return number;
}

bool JsonFields::boolean(std::string_view key) {
  const auto* value = find(key, true);
  if (!value) return false;
  if (!value->is_boolean()) {
    fail(child_path(key), "expected true or false, got " + value->dump());
    return false;
  }
  return value->get<bool>();
}

std::string JsonFields::text(std::string_view key) {
  const auto* value = find(key, true);
  if (!value) return {};
  if (!value->is_string()) {
    fail(child_path(key), "expected a string, got " + value->dump());
    return {};
  }
  return value->get<std::string>();
}

std::string JsonFields::choice(std::string_view key,
                               std::initializer_list<std::string_view> choices) {
  std::string value = text(key);
  if (error_) return std::string(*choices.begin());
  if (std::find(choices.begin(), choices.end(), value) == choices.end()) {
    fail(child_path(key), "'" + value + "' is not one of " + joined(choices));
    return std::string(*choices.begin());
  }
  return value;
}

const nlohmann::json& JsonFields::array(std::string_view key, int size) {
  static const nlohmann::json kEmpty = nlohmann::json::array();
  const auto* value = find(key, true);
  if (!value) return kEmpty;
  if (!value->is_array()) {
    fail(child_path(key), "expected an array");
    return kEmpty;
  }
  if (size >= 0 && value->size() != static_cast<std::size_t>(size)) {
    fail(child_path(key),
         "expected " + std::to_string(size) + " elements, got " + std::to_string(value->size()));
    return kEmpty;
  }
  return *value;
}

const nlohmann::json& JsonFields::object(std::string_view key) {
  static const nlohmann::json kEmpty = nlohmann::json::object();
  const auto* value = find(key, true);
  if (!value) return kEmpty;
  if (!value->is_object()) {
    fail(child_path(key), "expected an object");
    return kEmpty;
  }
  return *value;
}

OptionReader::OptionReader(const nlohmann::json& options, std::string path)
    : options_(options), path_(std::move(path)) {
  if (options_.is_null()) options_ = nlohmann::json::object();
  if (!options_.is_object()) error_ = Error{path_, "expected a JSON object of options"};
}

std::string OptionReader::field(std::string_view key) const {
  return field_path(path_, key);
}

const nlohmann::json* OptionReader::take(std::string_view key) {
  read_.insert(std::string(key));
  if (error_) return nullptr;
  auto it = options_.find(key);
  return it == options_.end() ? nullptr : &*it;
}

bool OptionReader::boolean(std::string_view key, bool fallback) {
  const auto* value = take(key);
  if (!value) return fallback;
  if (value->is_boolean()) return value->get<bool>();
  // Options typed on the command line arrive as text.
  if (value->is_string() && (*value == "true" || *value == "false")) return *value == "true";
  error_ = Error{field(key), "expected true or false, got " + value->dump()};
  return fallback;
}

int OptionReader::integer(std::string_view key, int fallback, int min, int max) {
  const auto* value = take(key);
  if (!value) return fallback;
  long long number = 0;
  bool parsed = value->is_number_integer();
  if (parsed) {
    number = value->get<long long>();
  } else if (value->is_string()) {
    const std::string text = value->get<std::string>();
    std::size_t used = 0;
    try {
      number = std::stoll(text, &used);
      parsed = used == text.size();
    } catch (const std::exception&) {
      parsed = false;
    }
  }
  if (!parsed || number < min || number > max) {
    error_ = Error{field(key), "expected an integer from " + std::to_string(min) + " to " +
                                   std::to_string(max) + ", got " + value->dump()};
    return fallback;
  }
  return static_cast<int>(number);
}

double OptionReader::number(std::string_view key, double fallback, double min, double max) {
  const auto* value = take(key);
  if (!value) return fallback;
  double number = 0;
  bool parsed = value->is_number();
  if (parsed) {
    number = value->get<double>();
  } else if (value->is_string()) {
    const std::string text = value->get<std::string>();
    std::size_t used = 0;
    try {
      number = std::stod(text, &used);
      parsed = used == text.size();
    } catch (const std::exception&) {
      parsed = false;
    }
  }
  if (!parsed || !(number >= min && number <= max)) {
    error_ = Error{field(key), "expected a number from " + shortest(min) + " to " + shortest(max) +
                                   ", got " + value->dump()};
    return fallback;
  }
  return number;
}

std::string OptionReader::choice(std::string_view key, std::string_view fallback,
                                 std::initializer_list<std::string_view> choices) {
  const auto* value = take(key);
  if (!value) return std::string(fallback);
  if (!value->is_string() ||
      std::find(choices.begin(), choices.end(), value->get<std::string>()) == choices.end()) {
    error_ = Error{field(key), "expected one of " + joined(choices) + ", got " + value->dump()};
    return std::string(fallback);
  }
  return value->get<std::string>();
}

Status OptionReader::status() const {
  if (error_) return *error_;
  for (const auto& [key, value] : options_.items()) {
    if (!read_.contains(key)) return Error{field(key), "unknown option"};
  }
  return Ok{};
}

}  // namespace arbitre::engine
