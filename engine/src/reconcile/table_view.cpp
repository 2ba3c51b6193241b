#include "arbitre/engine/table_view.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace arbitre::engine {
namespace {

// "W14^" -> {"W", 14, "^"}; no digits -> nullopt.
struct CountedText {
  std::string letters;
  int count = 0;
  std::string suffix;
};

std::optional<CountedText> split_counted(std::string_view text) {
  const auto first_digit = text.find_first_of("0123456789");
  if (first_digit == std::string_view::npos) return std::nullopt;
  auto end = first_digit;
  while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
  if (end - first_digit > 3) return std::nullopt;
  CountedText out;
  out.letters = std::string(text.substr(0, first_digit));
  out.count = std::stoi(std::string(text.substr(first_digit, end - first_digit)));
  out.suffix = std::string(text.substr(end));
  return out;
}

// "NR+NN" -> {"NR", "+NN"}; the loose part keeps its '+'.
std::pair<std::string_view, std::string_view> split_stack(std::string_view text) {
  const auto plus = text.find('+');
  if (plus == std::string_view::npos) return {text, {}};
  return {text.substr(0, plus), text.substr(plus)};
}

bool within(int value, const PlaceView& seen) {
  return value >= seen.count_min && value <= seen.count_max;
}

}  // namespace

bool TableView::complete(const std::vector<std::string>& cells) const {
  return hidden(cells) == 0;
}

int TableView::hidden(const std::vector<std::string>& cells) const {
  return static_cast<int>(std::count_if(cells.begin(), cells.end(), [&](const std::string& cell) {
    const auto it = places.find(cell);
    return it == places.end() || !it->second.visible;
  }));
}

bool place_agrees(std::string_view expected, const PlaceView& seen) {
  if (!seen.visible || seen.content == expected) return true;
  if (seen.count_max <= seen.count_min || expected.empty() || seen.content.empty()) return false;
  // A pile the reader could not count: the same colour, a count within its range.
  const auto want = split_counted(expected);
  const auto got = split_counted(seen.content);
  if (want && got) {
    return want->letters == got->letters && want->suffix == got->suffix &&
           within(want->count, seen);
  }
  if (want || got) return false;
  // A stack seen from above: its top letter; the loose pieces beside it are counted.
  const auto [want_stack, want_loose] = split_stack(expected);
  const auto [got_stack, got_loose] = split_stack(seen.content);
  if (want_loose != got_loose || got_stack.size() != 1 || want_stack.empty()) return false;
  return want_stack.back() == got_stack.front() &&
         within(static_cast<int>(want_stack.size()), seen);
}

bool only_count_differs(std::string_view expected, const PlaceView& seen) {
  const auto want = split_counted(expected);
  const auto got = split_counted(seen.content);
  return want && got && !want->letters.empty() && want->letters == got->letters &&
         want->suffix == got->suffix;
}

bool counts_fewer(std::string_view expected, const PlaceView& seen) {
  const auto want = split_counted(expected);
  const auto got = split_counted(seen.content);
  return want && got && !want->letters.empty() && want->letters == got->letters &&
         want->suffix == got->suffix && got->count < want->count;
}

std::vector<std::string> disagreeing_places(const Occupancy& expected, const TableView& view,
                                            const std::vector<std::string>& cells) {
  std::vector<std::string> out;
  for (const auto& cell : cells) {
    const auto seen = view.places.find(cell);
    if (seen == view.places.end() || !seen->second.visible) continue;
    if (!place_agrees(content_at(expected, cell), seen->second)) {
      out.push_back(cell);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

namespace {

// Pieces per colour, over the places whose text is a count of one letter ("W14").
std::map<std::string, int> totals(const Occupancy& occupancy) {
  std::map<std::string, int> out;
  for (const auto& [cell, text] : occupancy) {
    const auto counted = split_counted(text);
    if (counted && counted->letters.size() == 1) out[counted->letters] += counted->count;
  }
  return out;
}

// Where the only uncounted pile of a colour was given the record's count, and the places seen
// moved pieces of that colour elsewhere, the pile holds what keeps the colour's total: a
// player who moves a checker off a full row leaves one fewer there.
void keep_totals(const TableView& view, const Occupancy& record, Occupancy& table) {
  const auto before = totals(record);
  const auto now = totals(table);
  std::map<std::string, std::vector<std::string>> open;
  for (const auto& [cell, text] : table) {
    const auto seen = view.places.find(cell);
    const auto counted = split_counted(text);
    if (seen == view.places.end() || !counted || counted->letters.size() != 1 ||
        seen->second.count_max <= seen->second.count_min)
      continue;
    if (record.count(cell) && record.at(cell) == text) open[counted->letters].push_back(cell);
  }
  for (const auto& [letter, piles] : open) {
    if (piles.size() != 1 || !before.count(letter)) continue;
    const std::string& cell = piles.front();
    const auto counted = *split_counted(table[cell]);
    const int count = counted.count + before.at(letter) - now.at(letter);
    if (!within(count, view.places.at(cell)) || count == counted.count || count <= 0) continue;
    table[cell] = letter + std::to_string(count) + counted.suffix;
  }
}

}  // namespace

Occupancy view_occupancy(const TableView& view, const Occupancy& record,
                         const std::vector<std::string>& cells) {
  Occupancy out;
  for (const auto& cell : cells) {
    const std::string expected = content_at(record, cell);
    const auto seen = view.places.find(cell);
    const bool agrees = seen == view.places.end() || place_agrees(expected, seen->second);
    const std::string content = agrees ? expected : seen->second.content;
    if (!content.empty()) out[cell] = content;
  }
  keep_totals(view, record, out);
  return out;
}

std::map<char, int> pieces_in(std::string_view text) {
  std::map<char, int> pieces;
  const auto counted = split_counted(text);
  for (char c : counted ? std::string_view(counted->letters) : text) {
    if (std::isalpha(static_cast<unsigned char>(c))) pieces[c] += counted ? counted->count : 1;
  }
  return pieces;
}

std::map<char, int> pieces_on(const Occupancy& occupancy) {
  std::map<char, int> pieces;
  for (const auto& [cell, text] : occupancy) {
    for (const auto& [letter, count] : pieces_in(text)) pieces[letter] += count;
  }
  return pieces;
}

int pieces_of_no_letter(const Occupancy& occupancy) {
  int pieces = 0;
  for (const auto& [cell, text] : occupancy) {
    const auto counted = split_counted(text);
    if (counted && counted->letters.empty()) pieces += counted->count;
  }
  return pieces;
}

bool same_throw(const ChanceView& a, const ChanceView& b) {
  return a.chance == b.chance && a.thrower == b.thrower;
}

bool lies_where(const DieSpot& die, const DieSpot& was) {
  return std::hypot(die.x - was.x, die.y - was.y) <= std::max(die.side, was.side);
}

double die_sureness(const ChanceView& read, std::size_t i) {
  return read.die_confidence.size() == read.chance.values.size() ? read.die_confidence[i]
                                                                 : read.confidence;
}

bool thrown_again(const ChanceView& before, const ChanceView& now) {
  if (before.dice_at.empty() || now.dice_at.empty()) return false;
  return std::any_of(now.dice_at.begin(), now.dice_at.end(), [&](const DieSpot& die) {
    return std::none_of(before.dice_at.begin(), before.dice_at.end(),
                        [&](const DieSpot& was) { return lies_where(die, was); });
  });
}

bool same_dice_read_again(const ChanceView& before, const ChanceView& now, double trust) {
  if (before.chance.kind != ChanceKind::kDicePair || now.chance.kind != ChanceKind::kDicePair ||
      before.dice_at.size() != 2 || now.dice_at.size() != 2)
    return false;
  // Die i of `now` as die (i + shift) % 2 of `before`.
  const auto matches = [&](std::size_t shift) {
    for (std::size_t i = 0; i < 2; ++i) {
      const std::size_t as = (i + shift) % 2;
      if (!lies_where(now.dice_at[i], before.dice_at[as])) return false;
      if (now.chance.die(static_cast<int>(i)) != before.chance.die(static_cast<int>(as)) &&
          die_sureness(before, as) >= trust)
        return false;
    }
    return true;
  };
  return matches(0) || matches(1);
}

bool could_misread(const ChanceView& seen, const Chance& other, double trust) {
  if (seen.chance == other) return true;
  if (seen.chance.kind != other.kind) return false;
  const auto& read = seen.chance.values;
  if (seen.chance.kind != ChanceKind::kDicePair || seen.die_confidence.size() != read.size()) {
    return seen.confidence < trust;
  }
  // The dice are not told apart: either die of `other` may be the one read first.
  const auto unsure_where_changed = [&](int first, int second) {
    const int as[] = {first, second};
    for (int i = 0; i < 2; ++i) {
      if (read[i] != other.die(as[i]) && seen.die_confidence[i] >= trust) return false;
    }
    return true;
  };
  return unsure_where_changed(0, 1) || unsure_where_changed(1, 0);
}

namespace {

double rounded(double confidence) {
  return std::round(confidence * 100) / 100;
}

}  // namespace

nlohmann::json table_view_to_json(const TableView& view) {
  nlohmann::json places = nlohmann::json::object();
  for (const auto& [cell, place] : view.places) {
    nlohmann::json entry = {{"content", place.content}, {"confidence", rounded(place.confidence)}};
    if (!place.visible) entry["visible"] = false;
    if (place.count_max > place.count_min) entry["count"] = {place.count_min, place.count_max};
    places[cell] = std::move(entry);
  }
  nlohmann::json out = {{"places", std::move(places)}};
  if (view.chance) {
    out["chance"] = {{"text", view.chance->chance.to_string()},
                     {"confidence", rounded(view.chance->confidence)}};
    if (!view.chance->thrower.empty()) out["chance"]["thrower"] = view.chance->thrower;
    if (!view.chance->die_confidence.empty()) {
      auto& dice = out["chance"]["die_confidence"] = nlohmann::json::array();
      for (double confidence : view.chance->die_confidence) dice.push_back(rounded(confidence));
    }
    if (!view.chance->dice_at.empty()) {
      auto& spots = out["chance"]["dice_at"] = nlohmann::json::array();
      for (const DieSpot& die : view.chance->dice_at) {
        spots.push_back({std::round(die.x * 10) / 10, std::round(die.y * 10) / 10,
                         std::round(die.side * 10) / 10});
      }
    }
  }
  return out;
}

namespace {

Result<PlaceView> place_from_json(const nlohmann::json& json, const std::string& field) {
  if (!json.is_object()) return make_error(field, "expected an object");
  PlaceView place;
  if (!json.contains("content") || !json["content"].is_string()) {
    return make_error(field + ".content", "missing or not a string");
  }
  place.content = json["content"].get<std::string>();
  if (json.contains("visible")) {
    if (!json["visible"].is_boolean())
      return make_error(field + ".visible", "expected true or false");
    place.visible = json["visible"].get<bool>();
  }
  if (json.contains("confidence")) {
    if (!json["confidence"].is_number())
      return make_error(field + ".confidence", "expected a number");
    place.confidence = json["confidence"].get<double>();
  }
  if (json.contains("count")) {
    const auto& count = json["count"];
    if (!count.is_array() || count.size() != 2 || !count[0].is_number_integer() ||
        !count[1].is_number_integer() || count[0].get<int>() > count[1].get<int>()) {
      return make_error(field + ".count", "expected [least, most] pieces");
    }
    place.count_min = count[0].get<int>();
    place.count_max = count[1].get<int>();
  }
  return place;
}

Result<ChanceView> chance_from_json(const nlohmann::json& chance, ChanceKind kind) {
  if (!chance.is_object() || !chance.contains("text") || !chance["text"].is_string()) {
    return make_error("chance.text", "missing or not a string");
  }
  auto parsed = parse_chance(kind, chance["text"].get<std::string>());
  if (!parsed) return make_error("chance.text", parsed.error().message);
  ChanceView seen{*parsed, chance.value("thrower", ""), 1.0, {}, {}};
  if (chance.contains("confidence")) {
    if (!chance["confidence"].is_number()) {
      return make_error("chance.confidence", "expected a number");
    }
    seen.confidence = chance["confidence"].get<double>();
  }
  if (chance.contains("die_confidence")) {
    const auto& dice = chance["die_confidence"];
    const bool numbers =
        dice.is_array() &&
        std::all_of(dice.begin(), dice.end(), [](const auto& d) { return d.is_number(); });
    if (!numbers || dice.size() != parsed->values.size() || kind != ChanceKind::kDicePair) {
      return make_error("chance.die_confidence", "expected a number for each die");
    }
    for (const auto& die : dice) seen.die_confidence.push_back(die.get<double>());
  }
  if (chance.contains("dice_at")) {
    const auto& spots = chance["dice_at"];
    const auto is_spot = [](const nlohmann::json& spot) {
      return spot.is_array() && spot.size() == 3 &&
             std::all_of(spot.begin(), spot.end(), [](const auto& v) { return v.is_number(); });
    };
    if (!spots.is_array() || spots.size() != parsed->values.size() ||
        kind != ChanceKind::kDicePair || !std::all_of(spots.begin(), spots.end(), is_spot)) {
      return make_error("chance.dice_at", "expected [x, y, side] in pixels for each die");
    }
    for (const auto& spot : spots) {
      seen.dice_at.push_back({spot[0].get<double>(), spot[1].get<double>(), spot[2].get<double>()});
    }
  }
  return seen;
}

}  // namespace

Result<TableView> table_view_from_json(const nlohmann::json& json, ChanceKind kind) {
  if (!json.is_object() || !json.contains("places") || !json["places"].is_object()) {
    return make_error("places", "missing or not an object of cell -> reading");
  }
  TableView view;
  for (const auto& [cell, entry] : json["places"].items()) {
    auto place = place_from_json(entry, "places." + cell);
    if (!place) return place.error();
    view.places[cell] = std::move(*place);
  }
  if (json.contains("chance")) {
    auto seen = chance_from_json(json["chance"], kind);
    if (!seen) return seen.error();
    view.chance = std::move(*seen);
  }
  return view;
}

}  // namespace arbitre::engine
