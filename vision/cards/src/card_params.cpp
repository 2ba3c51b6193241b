// CardParams to and from JSON; readings as JSON and labels; reading picture files.
#include <cmath>
#include <fstream>

#include <opencv2/imgcodecs.hpp>
#include <type_traits>

#include "arbitre/cards/card_reader.h"
#include "arbitre/engine/json_fields.h"

namespace arbitre::cards {

nlohmann::json CardParams::to_json() const {
  return {{"work_width", work_width},
          {"work_height", work_height},
          {"white_min", white_min},
          {"white_max_saturation", white_max_saturation},
          {"extra_levels", extra_levels},
          {"local_window", local_window},
          {"local_margin", local_margin},
          {"edge_split", edge_split},
          {"open_px", open_px},
          {"close_px", close_px},
          {"min_card_share", min_card_share},
          {"poly_epsilon_px", poly_epsilon_px},
          {"max_corner_gap_px", max_corner_gap_px},
          {"corner_min_deg", corner_min_deg},
          {"corner_max_deg", corner_max_deg},
          {"min_edge_px", min_edge_px},
          {"min_confidence", min_confidence},
          {"same_card_overlap", same_card_overlap},
          {"distinct_card_p", distinct_card_p},
          {"glyph_partners", glyph_partners},
          {"glyph_ink_margin", glyph_ink_margin},
          {"glyph_min_px", glyph_min_px},
          {"glyph_max_share", glyph_max_share},
          {"glyph_paper", glyph_paper},
          {"glyph_pair_mm", glyph_pair_mm},
          {"glyph_x_mm", glyph_x_mm},
          {"glyph_y_mm", glyph_y_mm},
          {"glyph_min_confidence", glyph_min_confidence},
          {"model", model},
          {"face_model", face_model}};
}

engine::Result<CardParams> CardParams::from_json(const nlohmann::json& json) {
  if (!json.is_object()) return engine::make_error("", "card parameters must be a JSON object");
  CardParams params;
  for (const auto& [key, value] : json.items()) {
    if (!params.to_json().contains(key)) return engine::make_error(key, "unknown parameter");
    const bool file = key == "model" || key == "face_model";
    if (file ? !value.is_string() : !value.is_number()) {
      return engine::make_error(key, file ? "must be a file name" : "must be a number");
    }
  }
  const auto number = [&](const char* key, auto& field, double low, double high) -> bool {
    if (!json.contains(key)) return true;
    const double value = json[key].get<double>();
    if (value < low || value > high) return false;
    field = static_cast<std::remove_reference_t<decltype(field)>>(value);
    return true;
  };
  bool ok = true;
  std::string bad;
  const auto check = [&](bool fine, const char* key) {
    if (!fine && ok) ok = false, bad = key;
  };
  check(number("work_width", params.work_width, 32, 8192), "work_width");
  check(number("work_height", params.work_height, 32, 8192), "work_height");
  check(number("white_min", params.white_min, 0, 1), "white_min");
  check(number("white_max_saturation", params.white_max_saturation, 0, 255),
        "white_max_saturation");
  check(number("extra_levels", params.extra_levels, 0, 8), "extra_levels");
  check(number("local_window", params.local_window, 0, 1), "local_window");
  check(number("local_margin", params.local_margin, 0, 255), "local_margin");
  check(number("edge_split", params.edge_split, 0, 1000), "edge_split");
  check(number("open_px", params.open_px, 0, 20), "open_px");
  check(number("close_px", params.close_px, 0, 20), "close_px");
  check(number("min_card_share", params.min_card_share, 0, 1), "min_card_share");
  check(number("poly_epsilon_px", params.poly_epsilon_px, 0.1, 50), "poly_epsilon_px");
  check(number("max_corner_gap_px", params.max_corner_gap_px, 0, 1000), "max_corner_gap_px");
  check(number("corner_min_deg", params.corner_min_deg, 0, 180), "corner_min_deg");
  check(number("corner_max_deg", params.corner_max_deg, 0, 180), "corner_max_deg");
  check(number("min_edge_px", params.min_edge_px, 0, 1000), "min_edge_px");
  check(number("min_confidence", params.min_confidence, 0, 1), "min_confidence");
  check(number("same_card_overlap", params.same_card_overlap, 0, 1), "same_card_overlap");
  check(number("distinct_card_p", params.distinct_card_p, 0, 1), "distinct_card_p");
  check(number("glyph_partners", params.glyph_partners, 0, 16), "glyph_partners");
  check(number("glyph_ink_margin", params.glyph_ink_margin, 0, 255), "glyph_ink_margin");
  check(number("glyph_min_px", params.glyph_min_px, 1, 1000), "glyph_min_px");
  check(number("glyph_max_share", params.glyph_max_share, 0, 1), "glyph_max_share");
  check(number("glyph_paper", params.glyph_paper, 0, 1), "glyph_paper");
  check(number("glyph_pair_mm", params.glyph_pair_mm, 1, 30), "glyph_pair_mm");
  check(number("glyph_x_mm", params.glyph_x_mm, 0, 30), "glyph_x_mm");
  check(number("glyph_y_mm", params.glyph_y_mm, 0, 30), "glyph_y_mm");
  check(number("glyph_min_confidence", params.glyph_min_confidence, 0, 1), "glyph_min_confidence");
  if (!ok) return engine::make_error(bad, "out of range");
  if (params.corner_min_deg >= params.corner_max_deg) {
    return engine::make_error("corner_min_deg", "must be below corner_max_deg");
  }
  if (json.contains("model")) params.model = json["model"].get<std::string>();
  if (json.contains("face_model")) params.face_model = json["face_model"].get<std::string>();
  return params;
}

engine::Result<CardParams> load_card_params(const std::filesystem::path& file) {
  return engine::load_json_file(
      file.string(), [](const nlohmann::json& json) { return CardParams::from_json(json); });
}

engine::Status save_card_params(const CardParams& params, const std::filesystem::path& file) {
  std::ofstream out(file);
  out << params.to_json().dump(2) << "\n";
  if (!out) return engine::make_error(file.string(), "cannot write the card parameters");
  return engine::Ok{};
}

namespace {

std::string rank_text(const engine::Card& card) {
  if (card.rank == engine::kJoker) return "JOKER";
  const std::string text = card.to_string();
  return text.substr(0, text.size() - 1);
}

bool suit_told(const CardReading& reading) {
  return reading.card.rank != engine::kJoker && reading.suit_known;
}

}  // namespace

std::string reading_label(const CardReading& reading) {
  const std::string rank = rank_text(reading.card);
  return suit_told(reading) ? rank + " " + reading.card.to_string().back() : rank;
}

nlohmann::ordered_json readings_json(const std::vector<CardReading>& readings) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const CardReading& r : readings) {
    const nlohmann::ordered_json suit =
        suit_told(r) ? nlohmann::ordered_json(std::string(1, r.card.to_string().back()))
                     : nlohmann::ordered_json(nullptr);
    list.push_back({{"rank", rank_text(r.card)},
                    {"suit", suit},
                    {"box", {r.box.x, r.box.y, r.box.width, r.box.height}},
                    {"confidence", std::round(r.confidence * 1000) / 1000}});
  }
  return {{"cards", list}};
}

engine::Result<cv::Mat> read_picture(const std::filesystem::path& file) {
  if (!std::filesystem::is_regular_file(file))
    return engine::make_error(file.string(), "no such file");
  cv::Mat image = cv::imread(file.string(), cv::IMREAD_COLOR);
  if (image.empty()) return engine::make_error(file.string(), "not a picture OpenCV can read");
  return image;
}

}  // namespace arbitre::cards
