// Observation <-> JSON (docs/reading.md "Observation").
#include "arbitre/read/observation.h"

#include <algorithm>
#include <cctype>
#include <iterator>

namespace arbitre::read {
namespace {

using engine::make_error;
using nlohmann::json;

json box_json(const Box& box) {
  return json::array({box[0], box[1], box[2], box[3]});
}

// Field readers that throw an engine::Error naming the field; caught once below.
template <class T>
T field(const json& object, const std::string& key, const std::string& where) {
  if (!object.is_object() || !object.contains(key)) throw make_error(where + key, "missing");
  try {
    return object.at(key).get<T>();
  } catch (const json::exception&) {
    throw make_error(where + key, "has the wrong type");
  }
}

Box box_field(const json& object, const std::string& key, const std::string& where) {
  const auto values = field<std::vector<double>>(object, key, where);
  if (values.size() != 4) throw make_error(where + key, "is not [x, y, w, h]");
  return {values[0], values[1], values[2], values[3]};
}

char letter_field(const json& object, const std::string& key, const std::string& where) {
  const auto text = field<std::string>(object, key, where);
  if (text.size() != 1) throw make_error(where + key, "is not one letter");
  return text[0];
}

}  // namespace

bool Observation::all_visible() const {
  for (const auto& cell : cells) {
    if (!cell.visible) return false;
  }
  return board_found();
}

std::optional<engine::Occupancy> Observation::occupancy() const {
  if (!all_visible()) return std::nullopt;
  engine::Occupancy occupancy;
  for (const auto& cell : cells) {
    if (!cell.content.empty()) occupancy[cell.cell] = cell.content;
  }
  return occupancy;
}

namespace {

// The chance outcome the table shows, for a game awaiting `kind`.
std::optional<engine::ChanceView> chance_shown(const Observation& seen, engine::ChanceKind kind) {
  using engine::ChanceKind;
  if (kind == ChanceKind::kDicePair) {
    // Two dice read. An unreadable window beside them is no third die the game has (two
    // dice are thrown): most are checkers or shadows the network half takes for a die, and
    // a cocked die would leave at most one die read.
    std::vector<DieReading> read;
    std::copy_if(seen.dice.begin(), seen.dice.end(), std::back_inserter(read),
                 [](const DieReading& die) { return die.value >= 1; });
    if (read.size() != 2) return std::nullopt;  // none, one, or a third die read
    // In the throw's order: the higher die first, the less sure first for a double.
    if (std::pair(read[0].value, -read[0].confidence) <
        std::pair(read[1].value, -read[1].confidence))
      std::swap(read[0], read[1]);
    const auto spot = [](const DieReading& die) {  // box: x, y, width, height
      const auto& [x, y, width, height] = die.box;
      return engine::DieSpot{x + width / 2, y + height / 2, std::max(width, height)};
    };
    return engine::ChanceView{engine::Chance::dice(read[0].value, read[1].value),
                              "",
                              std::min(read[0].confidence, read[1].confidence),
                              {read[0].confidence, read[1].confidence},
                              {spot(read[0]), spot(read[1])}};
  }
  if (kind == ChanceKind::kStickThrow) {
    if (!seen.sticks || !seen.sticks->present) return std::nullopt;
    const std::string thrower =
        seen.sticks->colour == '?' ? std::string() : std::string(1, seen.sticks->colour);
    return engine::ChanceView{
        engine::Chance::sticks(seen.sticks->coloured), thrower, seen.sticks->confidence, {}, {}};
  }
  if (kind == ChanceKind::kCardPlayed) {
    for (const auto& card : seen.cards) {
      if (!card.played) continue;
      const auto parsed = engine::parse_card(card.card);
      if (!parsed) return std::nullopt;  // the rank alone: the suit could not be told
      return engine::ChanceView{engine::Chance::card(*parsed), "", card.confidence, {}, {}};
    }
  }
  return std::nullopt;
}

}  // namespace

engine::TableView table_view(const Observation& observation, engine::ChanceKind kind) {
  engine::TableView view;
  for (const auto& cell : observation.cells) {
    const auto range = cell.seen_range.value_or(std::array{cell.count_min, cell.count_max});
    view.places[cell.cell] = {cell.visible, cell.content, range[0], range[1], cell.confidence};
  }
  view.chance = chance_shown(observation, kind);
  return view;
}

bool range_holds(const CellReading& reading, const std::string& content) {
  if (reading.count_min >= reading.count_max) return false;
  return engine::place_agrees(
      content, {true, reading.content, reading.count_min, reading.count_max, reading.confidence});
}

json observation_to_json(const Observation& o) {
  json out = {{"status", o.status},
              {"board_ms", o.board_ms},
              {"cells", json::array()},
              {"dice", json::array()},
              {"cards", json::array()}};
  for (const auto& c : o.cells) {
    out["cells"].push_back({{"cell", c.cell},
                            {"visible", c.visible},
                            {"content", c.content},
                            {"count_min", c.count_min},
                            {"count_max", c.count_max},
                            {"confidence", c.confidence}});
    if (c.seen_range) out["cells"].back()["seen_range"] = *c.seen_range;
  }
  if (o.sticks) {
    json boxes = json::array();
    for (const auto& b : o.sticks->boxes) boxes.push_back(box_json(b));
    out["sticks"] = {{"present", o.sticks->present},
                     {"coloured", o.sticks->coloured},
                     {"colour", std::string(1, o.sticks->colour)},
                     {"confidence", o.sticks->confidence},
                     {"boxes", boxes}};
  }
  for (const auto& d : o.dice) {
    out["dice"].push_back(
        {{"value", d.value}, {"box", box_json(d.box)}, {"confidence", d.confidence}});
  }
  for (const auto& c : o.cards) {
    out["cards"].push_back({{"card", c.card},
                            {"box", box_json(c.box)},
                            {"confidence", c.confidence},
                            {"played", c.played}});
  }
  return out;
}

engine::Result<Observation> observation_from_json(const json& in) {
  try {
    Observation o;
    o.status = field<std::string>(in, "status", "");
    o.board_ms = field<double>(in, "board_ms", "");
    const auto cells = field<json>(in, "cells", "");
    if (!cells.is_array()) return make_error("cells", "is not an array");
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const std::string where = "cells[" + std::to_string(i) + "].";
      CellReading c;
      c.cell = field<std::string>(cells[i], "cell", where);
      c.visible = field<bool>(cells[i], "visible", where);
      c.content = field<std::string>(cells[i], "content", where);
      c.count_min = field<int>(cells[i], "count_min", where);
      c.count_max = field<int>(cells[i], "count_max", where);
      c.confidence = field<double>(cells[i], "confidence", where);
      if (c.count_max < c.count_min) return make_error(where + "count_max", "is below count_min");
      if (cells[i].contains("seen_range")) {
        const auto range = field<std::vector<int>>(cells[i], "seen_range", where);
        if (range.size() != 2 || range[1] < range[0])
          return make_error(where + "seen_range", "is not [least, most]");
        c.seen_range = std::array{range[0], range[1]};
      }
      o.cells.push_back(c);
    }
    if (in.contains("sticks")) {
      const json& s = in.at("sticks");
      SticksReading sticks;
      sticks.present = field<bool>(s, "present", "sticks.");
      sticks.coloured = field<int>(s, "coloured", "sticks.");
      sticks.colour = letter_field(s, "colour", "sticks.");
      sticks.confidence = field<double>(s, "confidence", "sticks.");
      const auto boxes = field<json>(s, "boxes", "sticks.");
      for (std::size_t i = 0; i < boxes.size(); ++i) {
        sticks.boxes.push_back(
            box_field(json{{"box", boxes[i]}}, "box", "sticks.boxes[" + std::to_string(i) + "]."));
      }
      if (sticks.coloured < 0 || sticks.coloured > 4) {
        return make_error("sticks.coloured", "is not 0..4");
      }
      o.sticks = sticks;
    }
    const auto dice = field<json>(in, "dice", "");
    for (std::size_t i = 0; i < dice.size(); ++i) {
      const std::string where = "dice[" + std::to_string(i) + "].";
      o.dice.push_back({field<int>(dice[i], "value", where), box_field(dice[i], "box", where),
                        field<double>(dice[i], "confidence", where)});
    }
    const auto cards = field<json>(in, "cards", "");
    for (std::size_t i = 0; i < cards.size(); ++i) {
      const std::string where = "cards[" + std::to_string(i) + "].";
      o.cards.push_back(
          {field<std::string>(cards[i], "card", where), box_field(cards[i], "box", where),
           field<double>(cards[i], "confidence", where), field<bool>(cards[i], "played", where)});
    }
    return o;
  } catch (const engine::Error& error) {
    return error;
  }
}

}  // namespace arbitre::read
