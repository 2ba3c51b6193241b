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

std::string ids_or_none(const std::vector<std::string>& ids) {
  return ids.empty() ? ARBITRE_TRANSLATE_NOOP("RuleTerm", "none") : joined_ids(ids);
}

std::string roll_text(const Chance& chance) {
  return std::to_string(chance.values[0]) + "-" + std::to_string(chance.values[1]);
}

RuleBreach explain_unreadable(const TableReading& table, const std::string& changed) {
  if (table.unknown_cell) {
    return make_breach("unexplained", "",
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "cell '%1' is no cell of the Jacquet board (changed "
                                              "cells: %2)"),
                       {table.bad_cell, changed});
  }
  return make_breach("unexplained", "",
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "cell %1 shows '%2', which is no Jacquet content (as "
                                            "W3, B15) (changed cells: %3)"),
                     {table.bad_cell, table.bad_content, changed});
}

// The mover's checkers moved the wrong distance for the roll (pips in all).
RuleBreach explain_distance(const Chance& chance, int pips) {
  const int high = chance.values[0];
  const int low = chance.values[1];
  const std::string total = std::to_string(pips);
  const std::string roll = roll_text(chance);
  if (high == low) {
    const std::string full = std::to_string(4 * high);
    if (pips == 1) {
      return make_breach(kMoveSection, quote::kDice,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "the checkers moved 1 point in all, but %1 moves "
                                                "%2 (or a multiple of %3 when fewer can be "
                                                "played)"),
                         {roll, full, std::to_string(high)});
    }
    return make_breach(kMoveSection, quote::kDice,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "the checkers moved %1 points in all, but %2 moves "
                                              "%3 (or a multiple of %4 when fewer can be played)"),
                       {total, roll, full, std::to_string(high)});
  }
  const std::string full = std::to_string(high + low);
  if (pips == 1) {
    return make_breach(kMoveSection, quote::kDice,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "the checkers moved 1 point in all, but %1 moves %2 "
                                              "(or %3 or %4 when one die cannot be played)"),
                       {roll, full, std::to_string(high), std::to_string(low)});
  }
  return make_breach(kMoveSection, quote::kDice,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "the checkers moved %1 points in all, but %2 moves %3 "
                                            "(or %4 or %5 when one die cannot be played)"),
                     {total, roll, full, std::to_string(high), std::to_string(low)});
}

// The mover's checkers on the table (`seen`, 15 of them) against `before`: moved backwards,
// too many, or the wrong distance for the roll.
RuleBreach explain_moves(int mover, const Chance& chance, const std::array<int, 26>& seen,
                         const std::array<uint8_t, 26>& before, const std::string& changed) {
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
      return make_breach("J1", quote::kCircuit,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "checkers only move forward along %1's circuit "
                                                "(%2, then %3): a checker arrived on %4, behind "
                                                "every point that lost one"),
                         {player_name(mover), letters(mover, 1, 12), letters(mover, 13, kPoints),
                          point_name(mover, point)});
    }
  }
  const int high = chance.values[0];
  const int low = chance.values[1];
  const bool is_double = high == low;
  const int most = is_double ? 4 : 2;
  const int full = is_double ? 4 * high : high + low;
  if (moved > most) {
    return make_breach(
        kMoveSection, quote::kDice,
        ARBITRE_TRANSLATE_NOOP("RuleBreach",
                               "%1 moved %2 checkers, but a roll of %3 moves at most %4"),
        {player_name(mover), std::to_string(moved), roll_text(chance), std::to_string(most)});
  }
  const bool partial_ok = is_double ? pips > 0 && pips % high == 0 && pips <= full
                                    : pips == high || pips == low || pips == full;
  const bool bore_off = seen[kRail] > before[kRail];
  if (pips > full || (!bore_off && !partial_ok)) return explain_distance(chance, pips);
  return make_breach("unexplained", "",
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "no play of %1 by %2 leads to this position (changed "
                                            "cells: %3)"),
                     {roll_text(chance), player_name(mover), changed});
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
      table.bad_cell = id;
      table.bad_content = text;
      table.unknown_cell = true;
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
      table.bad_cell = id;
      table.bad_content = text;
      return table;
    }
  }
  return table;
}

RuleBreach explain_table(const JacquetState& state, const Chance& chance, const Occupancy& after) {
  const Position& position = state.position();
  const int mover = position.to_move;
  const int opponent = 1 - mover;
  const std::string changed = ids_or_none(differing_cells(state.occupancy(), after));
  const std::array<bool, 2> bearing = {position.sides[kWhite].outside_last_quadrant() == 0,
                                       position.sides[kBlack].outside_last_quadrant() == 0};
  const TableReading table = read_table(state.options(), after, bearing);
  if (!table.bad_cell.empty()) return explain_unreadable(table, changed);
  std::vector<std::string> touched;
  for (int point = 1; point <= kRail; ++point) {
    if (table.count[opponent][point] != position.sides[opponent].count[point]) {
      touched.push_back(point_name(opponent, point));
    }
  }
  if (!touched.empty()) {
    return make_breach(kMoveSection, quote::kDice,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "it is %1's turn: %2's checkers must not move (they "
                                              "changed on %3)"),
                       {player_name(mover), player_name(opponent), ids_or_none(touched)});
  }
  const auto& seen = table.count[mover];
  const int total = std::accumulate(seen.begin() + 1, seen.end(), 0);
  if (total != kCheckers) {
    return make_breach("unexplained", "",
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "%1 has %2 checkers on the table instead of 15 "
                                              "(changed cells: %3)"),
                       {player_name(mover), std::to_string(total), changed});
  }
  return explain_moves(mover, chance, seen, position.sides[mover].count, changed);
}

}  // namespace arbitre::engine::jacquet
