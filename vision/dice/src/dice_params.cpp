#include "arbitre/dice/dice_reader.h"

#include <cmath>

#include "arbitre/engine/json_fields.h"

namespace arbitre::dice {

namespace {

// Reads json[key] into `value` when present; a wrong type or a value below `minimum` is an
// error naming the field.
template <class T>
engine::Status read_number(const nlohmann::json& json, const char* key, T& value, T minimum) {
  if (!json.contains(key)) return engine::Ok{};
  const auto& field = json.at(key);
  if (!field.is_number()) return engine::make_error(key, "must be a number");
  const T read = field.get<T>();
  if (read < minimum) return engine::make_error(key, "must be at least " + std::to_string(minimum));
  value = read;
  return engine::Ok{};
}

}  // namespace

engine::Result<DiceParams> dice_params_from_json(const nlohmann::json& json) {
  if (!json.is_object()) return engine::make_error("", "dice parameters must be a JSON object");
  DiceParams params;
  const engine::Status statuses[] = {
      read_number(json, "max_side_px", params.max_side_px, 64),
      read_number(json, "die_size_px", params.die_size_px, 0.0),
      read_number(json, "min_pip_px", params.min_pip_px, 1.0),
      read_number(json, "max_pip_px", params.max_pip_px, 2.0),
      read_number(json, "fine_pip_px", params.fine_pip_px, 0.0),
      read_number(json, "pip_contrast", params.pip_contrast, 1.0),
      read_number(json, "max_pip_elongation", params.max_pip_elongation, 1.0),
      read_number(json, "min_pip_fill", params.min_pip_fill, 0.0),
      read_number(json, "link_diameters", params.link_diameters, 0.0),
      read_number(json, "max_face_diameters", params.max_face_diameters, 1.0),
      read_number(json, "crop_diameters", params.crop_diameters, 2.0),
      read_number(json, "max_proposals", params.max_proposals, 1),
      read_number(json, "min_die_probability", params.min_die_probability, 0.0),
      read_number(json, "min_confidence", params.min_confidence, 0.0),
      read_number(json, "merge_overlap", params.merge_overlap, 0.0),
  };
  for (const auto& status : statuses) {
    if (!status) return status.error();
  }
  if (params.max_pip_px < params.min_pip_px) {
    return engine::make_error("max_pip_px", "must be at least min_pip_px");
  }
  return params;
}

engine::Result<DiceParams> load_dice_params(const std::filesystem::path& file) {
  return engine::load_json_file(
      file.string(), [](const nlohmann::json& json) { return dice_params_from_json(json); });
}

nlohmann::json dice_params_to_json(const DiceParams& params) {
  return {{"max_side_px", params.max_side_px},
          {"die_size_px", params.die_size_px},
          {"min_pip_px", params.min_pip_px},
          {"max_pip_px", params.max_pip_px},
          {"fine_pip_px", params.fine_pip_px},
          {"pip_contrast", params.pip_contrast},
          {"max_pip_elongation", params.max_pip_elongation},
          {"min_pip_fill", params.min_pip_fill},
          {"link_diameters", params.link_diameters},
          {"max_face_diameters", params.max_face_diameters},
          {"crop_diameters", params.crop_diameters},
          {"max_proposals", params.max_proposals},
          {"min_die_probability", params.min_die_probability},
          {"min_confidence", params.min_confidence},
          {"merge_overlap", params.merge_overlap}};
}

nlohmann::json dice_to_json(const std::vector<DieReading>& dice) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& die : dice) {
    list.push_back({{"value", die.value},
                    {"box", {die.box.x, die.box.y, die.box.width, die.box.height}},
                    {"confidence", std::round(die.confidence * 1000) / 1000}});
  }
  return {{"dice", list}};
}

engine::Status check_dice_image(const cv::Mat& image) {
  if (image.empty()) return engine::make_error("image", "empty");
  if (image.depth() != CV_8U || (image.channels() != 1 && image.channels() != 3)) {
    return engine::make_error("image", "must be 8-bit grey or BGR");
  }
  return engine::Ok{};
}

}  // namespace arbitre::dice
