#include "arbitre/dice/dice_reader.h"

#include <cmath>

#include "arbitre/engine/json_fields.h"

namespace arbitre::dice {

engine::Result<DiceParams> dice_params_from_json(const nlohmann::json& json,
                                                 const DiceParams& base) {
  if (!json.is_object()) return engine::make_error("", "dice parameters must be a JSON object");
  // Left-out fields keep base's values; a misspelt one is refused by name.
  engine::OptionReader fields(json, "");
  constexpr double kMost = 1e9;  // no bound but sense
  constexpr int kMostWhole = 1 << 20;
  DiceParams params = base;
  params.max_side_px = fields.integer("max_side_px", params.max_side_px, 64, kMostWhole);
  params.die_size_px = fields.number("die_size_px", params.die_size_px, 0, kMost);
  params.min_pip_px = fields.number("min_pip_px", params.min_pip_px, 1, kMost);
  params.max_pip_px = fields.number("max_pip_px", params.max_pip_px, 2, kMost);
  params.fine_pip_px = fields.number("fine_pip_px", params.fine_pip_px, 0, kMost);
  params.pip_contrast = fields.number("pip_contrast", params.pip_contrast, 1, 255);
  params.split_pip_level = fields.number("split_pip_level", params.split_pip_level, 0, 1);
  params.max_pip_elongation =
      fields.number("max_pip_elongation", params.max_pip_elongation, 1, kMost);
  params.min_pip_fill = fields.number("min_pip_fill", params.min_pip_fill, 0, 1);
  params.link_diameters = fields.number("link_diameters", params.link_diameters, 0, kMost);
  params.max_face_diameters =
      fields.number("max_face_diameters", params.max_face_diameters, 1, kMost);
  params.crop_diameters = fields.number("crop_diameters", params.crop_diameters, 2, kMost);
  params.max_proposals = fields.integer("max_proposals", params.max_proposals, 1, kMostWhole);
  params.min_die_probability =
      fields.number("min_die_probability", params.min_die_probability, 0, 1);
  params.min_confidence = fields.number("min_confidence", params.min_confidence, 0, 1);
  params.merge_overlap = fields.number("merge_overlap", params.merge_overlap, 0, 1);
  params.refine_below = fields.number("refine_below", params.refine_below, 0, 1);
  params.refine_face_share = fields.number("refine_face_share", params.refine_face_share, 0.05, 1);
  params.refit_share = fields.number("refit_share", params.refit_share, 0, 1);
  params.colour_spread = fields.number("colour_spread", params.colour_spread, 0, 255);
  params.colour_sure = fields.number("colour_sure", params.colour_sure, 0, 1);
  if (auto status = fields.status(); !status) return status.error();
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
          {"split_pip_level", params.split_pip_level},
          {"max_pip_elongation", params.max_pip_elongation},
          {"min_pip_fill", params.min_pip_fill},
          {"link_diameters", params.link_diameters},
          {"max_face_diameters", params.max_face_diameters},
          {"crop_diameters", params.crop_diameters},
          {"max_proposals", params.max_proposals},
          {"min_die_probability", params.min_die_probability},
          {"min_confidence", params.min_confidence},
          {"merge_overlap", params.merge_overlap},
          {"refine_below", params.refine_below},
          {"refine_face_share", params.refine_face_share},
          {"refit_share", params.refit_share},
          {"colour_spread", params.colour_spread},
          {"colour_sure", params.colour_sure}};
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
