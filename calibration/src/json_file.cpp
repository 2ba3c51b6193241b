#include "json_file.h"

#include <algorithm>
#include <fstream>

namespace arbitre::calibration::detail {

void refuse_unknown(engine::JsonFields& fields, const nlohmann::json& json,
                    std::initializer_list<std::string_view> known, const std::string& what) {
  if (!json.is_object()) return;
  for (const auto& [key, value] : json.items()) {
    if (std::find(known.begin(), known.end(), key) == known.end()) {
      fields.fail(fields.child_path(key), "is not a field of " + what + " (docs/calibration.md)");
    }
  }
}

engine::Error in_file(const engine::JsonFields& fields, const std::string& where) {
  engine::Error error = fields.error().value_or(engine::Error{});
  error.field = where + (error.field.empty() ? "" : ": " + error.field);
  return error;
}

engine::Result<nlohmann::json> read_json_file(const std::filesystem::path& path,
                                              const std::string& what) {
  std::ifstream in(path);
  if (!in) return engine::make_error(path.string(), "cannot open " + what);
  try {
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::parse_error& error) {
    return engine::make_error(path.string(), std::string("not JSON: ") + error.what());
  }
}

engine::Status write_json_file(const nlohmann::json& json, const std::filesystem::path& path,
                               const std::string& what) {
  std::ofstream out(path);
  out << json.dump(2) << "\n";
  out.close();
  if (!out) return engine::make_error(path.string(), "cannot write " + what);
  return engine::Ok{};
}

}  // namespace arbitre::calibration::detail
