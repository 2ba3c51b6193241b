// FrameReaderParams in one JSON file: the board reader's fields at the top (ReaderParams), the
// dice reader's in a "dice" object (dice::DiceParams), the card reader's in a "cards" object
// (cards::CardParams), "table_margin", the far dice's fields and "dice_print_share".
#include "arbitre/engine/json_fields.h"
#include "arbitre/read/frame_reader.h"

namespace arbitre::read {

engine::Result<FrameReaderParams> frame_reader_params_from_json(nlohmann::json json) {
  if (!json.is_object()) return engine::make_error("", "reader parameters are not a JSON object");
  FrameReaderParams params;
  if (json.contains("dice")) {
    auto dice = dice::dice_params_from_json(json.at("dice"), params.dice);
    if (!dice) return engine::make_error("dice." + dice.error().field, dice.error().message);
    params.dice = *dice;
    json.erase("dice");
  }
  if (json.contains("cards")) {
    auto cards = cards::CardParams::from_json(json.at("cards"));
    if (!cards) return engine::make_error("cards." + cards.error().field, cards.error().message);
    params.cards = *cards;
    json.erase("cards");
  }
  const std::pair<const char*, double*> numbers[] = {
      {"table_margin", &params.table_margin},
      {"far_die_mm", &params.far_die_mm},
      {"far_die_px", &params.far_die_px},
      {"far_fine_pip_px", &params.far_fine_pip_px},
      {"largest_die_mm", &params.largest_die_mm},
      {"largest_pip_share", &params.largest_pip_share},
      {"dice_print_share", &params.dice_print_share}};
  for (const auto& [name, value] : numbers) {
    if (!json.contains(name)) continue;
    const auto& field = json.at(name);
    if (!field.is_number() || field.get<double>() < 0) {
      return engine::make_error(name, "is not a number of 0 or more");
    }
    *value = field.get<double>();
    json.erase(name);
  }
  auto board = ReaderParams::from_json(json);
  if (!board) return board.error();
  params.board = *board;
  return params;
}

nlohmann::json frame_reader_params_to_json(const FrameReaderParams& params) {
  nlohmann::json out = params.board.to_json();
  out["dice"] = dice::dice_params_to_json(params.dice);
  out["cards"] = params.cards.to_json();
  out["table_margin"] = params.table_margin;
  out["far_die_mm"] = params.far_die_mm;
  out["far_die_px"] = params.far_die_px;
  out["far_fine_pip_px"] = params.far_fine_pip_px;
  out["largest_die_mm"] = params.largest_die_mm;
  out["largest_pip_share"] = params.largest_pip_share;
  out["dice_print_share"] = params.dice_print_share;
  return out;
}

engine::Result<FrameReaderParams> load_frame_reader_params(const std::filesystem::path& path) {
  return engine::load_json_file(path.string(), frame_reader_params_from_json);
}

}  // namespace arbitre::read
