// ReaderParams <-> JSON: every field by name, unknown fields refused.
#include <fstream>

#include "arbitre/engine/json_fields.h"
#include "arbitre/read/table_reader.h"

namespace arbitre::read {
namespace {

// Every field of ReaderParams, by its JSON name.
template <class Visit>
void visit_fields(ReaderParams& p, Visit visit) {
  visit("disc_sample_share", p.disc_sample_share);
  visit("pawn_sample_height", p.pawn_sample_height);
  visit("pawn_sample_share", p.pawn_sample_share);
  visit("ring_share", p.ring_share);
  visit("print_slack_mm", p.print_slack_mm);
  visit("slack_ring_mm", p.slack_ring_mm);
  visit("board_grid_mm", p.board_grid_mm);
  visit("board_neighbours", p.board_neighbours);
  visit("lightness_weight", p.lightness_weight);
  visit("unknown_delta_e", p.unknown_delta_e);
  visit("piece_margin", p.piece_margin);
  visit("learn_margin", p.learn_margin);
  visit("learned_contrast", p.learned_contrast);
  visit("stick_grid_mm", p.stick_grid_mm);
  visit("stick_height_mm", p.stick_height_mm);
  visit("stick_margin_mm", p.stick_margin_mm);
  visit("stick_delta_e", p.stick_delta_e);
  visit("stick_plain_margin", p.stick_plain_margin);
  visit("stick_lightness_weight", p.stick_lightness_weight);
  visit("stick_length_mm", p.stick_length_mm);
  visit("stick_width_mm", p.stick_width_mm);
  visit("stick_angles", p.stick_angles);
  visit("stick_least_share", p.stick_least_share);
  visit("stick_paint_delta_e", p.stick_paint_delta_e);
  visit("stick_split_delta_e", p.stick_split_delta_e);
  visit("stick_chroma_margin", p.stick_chroma_margin);
  visit("stick_plain_r", p.stick_plain_srgb[0]);
  visit("stick_plain_g", p.stick_plain_srgb[1]);
  visit("stick_plain_b", p.stick_plain_srgb[2]);
  visit("patch_step_mm", p.patch_step_mm);
  visit("patch_half_mm", p.patch_half_mm);
  visit("patch_blur_mm", p.patch_blur_mm);
  visit("patch_least_std", p.patch_least_std);
  visit("patch_empty_match", p.patch_empty_match);
  visit("patch_margin_mm", p.patch_margin_mm);
  visit("patch_own_entry_match", p.patch_own_entry_match);
  visit("look_empty_match", p.look_empty_match);
  visit("look_own_entry_match", p.look_own_entry_match);
  visit("look_outlier_mads", p.look_outlier_mads);
  visit("look_outlier_apart", p.look_outlier_apart);
  visit("sure_colour_margin", p.sure_colour_margin);
  visit("sure_colour_ground_match", p.sure_colour_ground_match);
  visit("look_shift_mm", p.look_shift_mm);
  visit("look_covered_match", p.look_covered_match);
  visit("look_start_match", p.look_start_match);
  visit("look_flat_std", p.look_flat_std);
  visit("look_postillon_match", p.look_postillon_match);
  visit("look_shadow_match", p.look_shadow_match);
  visit("look_shadow_least_gain", p.look_shadow_least_gain);
  visit("look_shadow_most_gain", p.look_shadow_most_gain);
  visit("look_row_empty_match", p.look_row_empty_match);
  visit("own_entry_empty_confidence", p.own_entry_empty_confidence);
  visit("faint_colour_share", p.faint_colour_share);
  visit("pile_px_per_mm", p.pile.px_per_mm);
  visit("pile_margin_mm", p.pile.margin_mm);
  visit("pile_short_mm", p.pile.short_mm);
  visit("pile_long_mm", p.pile.long_mm);
  visit("pile_narrow_short_mm", p.pile.narrow_short_mm);
  visit("pile_narrow_long_mm", p.pile.narrow_long_mm);
  visit("pile_max_lines", p.pile.max_lines);
  visit("pile_line_votes", p.pile.line_votes);
  visit("pile_line_angles", p.pile.line_angles);
  visit("pile_gradient_angles", p.pile.gradient_angles);
  visit("pile_sure_side", p.pile.sure_side);
  visit("pile_angle_tolerance_deg", p.pile.angle_tolerance_deg);
  visit("pile_sweep_step_mm", p.pile.sweep_step_mm);
  visit("pile_edge_min", p.pile.edge_min);
  visit("pile_edge_noise", p.pile.edge_noise);
  visit("pile_blur_px", p.pile.blur_px);
  visit("pile_retry_blur_px", p.pile.retry_blur_px);
  visit("pile_edge_search_px", p.pile.edge_search_px);
  visit("pile_corner_mm", p.pile.corner_mm);
  visit("pile_min_side_support", p.pile.min_side_support);
}

}  // namespace

nlohmann::json ReaderParams::to_json() const {
  nlohmann::json out = nlohmann::json::object();
  ReaderParams copy = *this;
  visit_fields(copy, [&](const char* name, auto& value) { out[name] = value; });
  return out;
}

engine::Result<ReaderParams> ReaderParams::from_json(const nlohmann::json& json) {
  if (!json.is_object()) return engine::make_error("", "reader parameters are not a JSON object");
  ReaderParams params;
  std::string error_field;
  int known = 0;
  visit_fields(params, [&](const char* name, auto& value) {
    if (!json.contains(name)) return;
    ++known;
    const auto& v = json.at(name);
    if (!v.is_number() && error_field.empty()) {
      error_field = name;
      return;
    }
    value = v.get<std::remove_reference_t<decltype(value)>>();
    if (value <= 0 && error_field.empty()) error_field = name;
  });
  if (!error_field.empty()) return engine::make_error(error_field, "is not a positive number");
  if (known != static_cast<int>(json.size())) {
    for (const auto& [key, value] : json.items()) {
      if (!ReaderParams().to_json().contains(key)) return engine::make_error(key, "unknown field");
    }
  }
  return params;
}

engine::Result<ReaderParams> load_reader_params(const std::filesystem::path& path) {
  return engine::load_json_file(
      path.string(), [](const nlohmann::json& json) { return ReaderParams::from_json(json); });
}

engine::Status save_reader_params(const ReaderParams& params, const std::filesystem::path& path) {
  std::ofstream out(path);
  if (!out) return engine::make_error(path.string(), "cannot be written");
  out << params.to_json().dump(2) << "\n";
  return engine::Ok{};
}

}  // namespace arbitre::read
