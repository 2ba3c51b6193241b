// SettleParams <-> JSON: every field by name, all optional, unknown or invalid ones refused.
#include <fstream>
#include <optional>
#include <type_traits>

#include "arbitre/watch/settle.h"

namespace arbitre::watch {
namespace {

// Every field of SettleParams by its JSON name, with the least value it may take and whether
// that least value itself is allowed.
template <class Params, class Visit>
void visit_settle_fields(Params& p, Visit visit) {
  visit("settle_s", p.settle_s, 0.0, true);
  visit("gate_width", p.gate_width, 8.0, true);
  visit("moved_share", p.moved_share, 0.0, true);
  visit("noise_factor", p.noise_factor, 0.0, false);
  visit("noise_window_s", p.noise_window_s, 0.0, true);
  visit("min_change", p.min_change, 0.0, false);
  visit("max_change", p.max_change, 0.0, false);
}

}  // namespace

nlohmann::json SettleParams::to_json() const {
  nlohmann::json out = nlohmann::json::object();
  visit_settle_fields(
      *this, [&](const char* name, const auto& value, double, bool) { out[name] = value; });
  return out;
}

engine::Result<SettleParams> SettleParams::from_json(const nlohmann::json& json) {
  if (!json.is_object()) return engine::make_error("", "settle parameters are not a JSON object");
  SettleParams params;
  const nlohmann::json known = params.to_json();
  for (const auto& [key, value] : json.items()) {
    if (!known.contains(key)) return engine::make_error(key, "unknown field");
  }
  std::optional<engine::Error> error;
  visit_settle_fields(params, [&](const char* name, auto& value, double least, bool inclusive) {
    using Value = std::remove_reference_t<decltype(value)>;
    if (error || !json.contains(name)) return;
    const auto& v = json.at(name);
    const bool integral = std::is_integral_v<Value>;
    if (!v.is_number() || (integral && !v.is_number_integer())) {
      error = engine::make_error(name, integral ? "is not a whole number" : "is not a number");
      return;
    }
    const double number = v.get<double>();
    if (!(inclusive ? number >= least : number > least)) {
      error =
          engine::make_error(name, std::string("must be ") + (inclusive ? "at least " : "above ") +
                                       nlohmann::json(least).dump());
      return;
    }
    value = v.get<Value>();
  });
  if (error) return *error;
  if (params.moved_share >= 1) return engine::make_error("moved_share", "must be below 1");
  if (params.max_change < params.min_change) {
    return engine::make_error("max_change", "is below min_change");
  }
  return params;
}

engine::Result<SettleParams> load_settle_params(const std::filesystem::path& path) {
  std::ifstream in(path);
  if (!in) return engine::make_error(path.string(), "cannot be read");
  nlohmann::json json;
  try {
    in >> json;
  } catch (const nlohmann::json::exception& e) {
    return engine::make_error(path.string(), std::string("not JSON: ") + e.what());
  }
  auto params = SettleParams::from_json(json);
  if (!params) {
    const auto& e = params.error();
    return engine::make_error(path.string() + (e.field.empty() ? "" : ": " + e.field), e.message);
  }
  return params;
}

engine::Status save_settle_params(const SettleParams& params, const std::filesystem::path& path) {
  std::ofstream out(path);
  if (!out) return engine::make_error(path.string(), "cannot be written");
  out << params.to_json().dump(2) << "\n";
  if (!out) return engine::make_error(path.string(), "cannot be written");
  return engine::Ok{};
}

}  // namespace arbitre::watch
