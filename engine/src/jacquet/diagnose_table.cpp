// The last resort of diagnose(): reading the table itself when no relaxed rule explains it.
#include <functional>
#include <numeric>

#include "diagnose.h"

namespace arbitre::engine::jacquet {
namespace {

constexpr const char* kMoveSection = "jacquet.txt Déplacement des dames";

// "W3", "B15", "W1^", "W1B2": (colour, count, tip) parts; false when the text is no content.
bool read_cell(const std::string& text, const std::function<void(int, int)>& add) {
  std::size_t i = 0;
  if (text.empty()) return false;
  while (i < text.size()) {
    if (text[i] != 'W' && text[i] != 'B') return false;
    const int player = text[i++] == 'W' ? kWhite : kBlack;
    int count = 0;
    const std::size_t digits = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - digits < 2) {
      count = count * 10 + (text[i++] - '0');
    }
    if (count < 1 || count > kCheckers) return false;
    if (i < text.size() && text[i] == '^') ++i;
    add(player, count);
  }
  return true;
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
  return out.empty() ? "none" : out;
}

std::string roll_text(const Chance& chance) {
  return std::to_string(chance.values[0]) + "-" + std::to_string(chance.values[1]);
}

}  // namespace

TableReading read_table(const Options& options, const Occupancy& after,
                        const std::array<bool, 2>& bearing) {
  TableReading table;
  for (const auto& [id, text] : after) {
    int index = -1;
    int off_player = -1;
    if (id.size() == 1 && id[0] >= 'a' && id[0] <= 'x') index = id[0] - 'a';
    if (!options.advanced && id == "off-white") off_player = kWhite;
    if (!options.advanced && id == "off-black") off_player = kBlack;
    if (index < 0 && off_player < 0) {
      table.error = "cell '" + id + "' is no cell of the Jacquet board";
      return table;
    }
    bool colour_ok = true;
    const bool read = read_cell(text, [&](int player, int count) {
      if (off_player >= 0) {
        colour_ok = colour_ok && player == off_player;
        table.count[player][kRail] += count;
        return;
      }
      const int point = point_of_letter(player, index);
      // Advanced rules: borne-off checkers stand on the opponent's talon (J7).
      const bool off = options.advanced && mirror(point) == 1 && bearing[player];
      table.count[player][off ? kRail : point] += count;
    });
    if (!read || !colour_ok) {
      table.error =
          "cell " + id + " shows '" + text + "', which is no Jacquet content (as W3, B15)";
      return table;
    }
  }
  return table;
}

RuleBreach explain_table(const JacquetState& state, const Chance& chance, const Occupancy& after) {
  const Position& position = state.position();
  const int mover = position.to_move;
  const int opponent = 1 - mover;
  const std::string changed = joined(differing_cells(state.occupancy(), after));
  const std::array<bool, 2> bearing = {position.sides[kWhite].outside_last_quadrant() == 0,
                                       position.sides[kBlack].outside_last_quadrant() == 0};
  const TableReading table = read_table(state.options(), after, bearing);
  if (!table.error.empty())
    return {"unexplained", "", table.error + " (changed cells: " + changed + ")"};
  std::vector<std::string> touched;
  for (int point = 1; point <= kRail; ++point) {
    if (table.count[opponent][point] != position.sides[opponent].count[point]) {
      touched.push_back(point_name(opponent, point));
    }
  }
  if (!touched.empty()) {
    return {kMoveSection, quote::kDice,
            "it is " + player_name(mover) + "'s turn: " + player_name(opponent) +
                "'s checkers must not move (they changed on " + joined(touched) + ")"};
  }
  const auto& seen = table.count[mover];
  const auto& before = position.sides[mover].count;
  const int total = std::accumulate(seen.begin() + 1, seen.end(), 0);
  if (total != kCheckers) {
    return {"unexplained", "",
            player_name(mover) + " has " + std::to_string(total) +
                " checkers on the table instead of 15 (changed cells: " + changed + ")"};
  }
  int lowest_lost = kRail + 1;
  int moved = 0;
  int pips = 0;
  for (int point = 1; point <= kRail; ++point) {
    const int diff = seen[point] - before[point];
    if (diff < 0) lowest_lost = std::min(lowest_lost, point);
    if (diff > 0) moved += diff;
    pips += diff * point;
  }
  for (int point = 1; point < lowest_lost && point <= kRail; ++point) {
    if (seen[point] > before[point]) {
      return {"J1", quote::kCircuit,
              "checkers only move forward along " + player_name(mover) + "'s circuit (" +
                  letters(mover, 1, 12) + ", then " + letters(mover, 13, kPoints) +
                  "): a checker arrived on " + point_name(mover, point) +
                  ", behind every point that lost one"};
    }
  }
  const int high = chance.values[0];
  const int low = chance.values[1];
  const bool is_double = high == low;
  const int most = is_double ? 4 : 2;
  const int full = is_double ? 4 * high : high + low;
  if (moved > most) {
    return {kMoveSection, quote::kDice,
            player_name(mover) + " moved " + std::to_string(moved) + " checkers, but a roll of " +
                roll_text(chance) + " moves at most " + std::to_string(most)};
  }
  const bool partial_ok = is_double ? pips > 0 && pips % high == 0 && pips <= full
                                    : pips == high || pips == low || pips == full;
  const bool bore_off = seen[kRail] > before[kRail];
  if (pips > full || (!bore_off && !partial_ok)) {
    return {
        kMoveSection, quote::kDice,
        "the checkers moved " + std::to_string(pips) + " points in all, but " + roll_text(chance) +
            " moves " + std::to_string(full) +
            (is_double ? " (or a multiple of " + std::to_string(high) + " when fewer can be played)"
                       : " (or " + std::to_string(high) + " or " + std::to_string(low) +
                             " when one die cannot be played)")};
  }
  return {"unexplained", "",
          "no play of " + roll_text(chance) + " by " + player_name(mover) +
              " leads to this position (changed cells: " + changed + ")"};
}

}  // namespace arbitre::engine::jacquet
