// La Jacotte: the table (what a camera sees) as occupancy and as the places of the state's
// JSON "position", read back with errors that name the place. The JSON text is written and
// read in place, without temporary strings: the conformance tests do both after every move.
#include <algorithm>
#include <cstring>
#include <string_view>

#include "arbitre/engine/jacotte/jacotte_state.h"

namespace arbitre::engine::jacotte {
namespace {

std::string quoted(std::string_view text) {
  return "'" + std::string(text) + "'";
}

// The field an error names ("L1.2" for an occupancy, "position.L1.2" in a state's JSON),
// built only when there is an error.
struct Field {
  std::string_view prefix;
  std::string_view id;
  std::string name() const {
    return prefix.empty() ? std::string(id) : std::string(prefix) + "." + std::string(id);
  }
};

// A stack as letters, bottom first: known colours, a coloured top (C5) and never two neutrals
// on one another (C6).
std::optional<Error> parse_stack(const JacotteConfig& config, std::string_view letters,
                                 const Field& field, Stack& stack) {
  stack = Stack{};
  if (letters.size() > static_cast<std::size_t>(kMaxStack)) {
    return Error{field.name(), "a stack holds at most " + std::to_string(kMaxStack) + " pieces"};
  }
  for (char letter : letters) {
    const int piece = piece_of_letter(letter);
    if (piece < 0 || (piece != kNeutral && piece >= config.colours)) {
      return Error{field.name(), quoted(letters) + ": unknown piece '" + std::string(1, letter) +
                                     "' (expected " + (config.colours == 3 ? "RYG" : "RYGB") +
                                     " or N)"};
    }
    if (piece == kNeutral && stack.size > 0 && stack.top() == kNeutral) {
      return Error{field.name(), quoted(letters) + ": two neutrals on one another (C6)"};
    }
    stack.pieces[stack.size++] = static_cast<uint8_t>(piece);
  }
  if (!stack.empty() && stack.top() == kNeutral) {
    return Error{field.name(), quoted(letters) + ": a neutral cannot top a stack (C5)"};
  }
  return std::nullopt;
}

char* put_run(char* at, char letter, int count) {
  std::fill_n(at, count, letter);
  return at + count;
}

void append_stack(std::string& out, const Stack& stack) {
  for (int i = 0; i < stack.size; ++i) out += piece_letter(stack.pieces[i]);
}

// A loot: neutrals first, then prisoners in seat order.
void append_loot(std::string& out, const JacotteConfig& config, const std::array<int8_t, 5>& loot) {
  out.append(loot[kNeutral], 'N');
  for (int colour = 0; colour < config.colours; ++colour) {
    out.append(loot[colour], piece_letter(colour));
  }
}

std::optional<Error> parse_loot(const JacotteConfig& config, int holder, std::string_view letters,
                                const Field& field, std::array<int8_t, 5>& loot) {
  loot = {};
  int previous = 0;  // the order: N (0), then R, Y, G, B (1..4)
  for (char letter : letters) {
    const int piece = piece_of_letter(letter);
    if (piece < 0 || (piece != kNeutral && piece >= config.colours) || loot[piece] >= 12) {
      return Error{field.name(),
                   quoted(letters) + ": unknown piece '" + std::string(1, letter) + "'"};
    }
    if (piece != kNeutral && config.same_side(piece, holder)) {
      return Error{field.name(), colour_name(holder) + " cannot hold its own side's pawns"};
    }
    const int rank = piece == kNeutral ? 0 : piece + 1;
    if (rank < previous) {
      return Error{field.name(), quoted(letters) + " is not in order: neutrals, then " +
                                     (config.colours == 3 ? "R, Y, G" : "R, Y, G, B")};
    }
    previous = rank;
    ++loot[piece];
  }
  return std::nullopt;
}

// The content of centre cell `centre`: the stack, then '+' and its loose neutrals.
void append_centre(std::string& out, const Table& table, int centre) {
  append_stack(out, table.cells[kCentreBase + centre]);
  if (table.loose[centre] > 0) {
    out += '+';
    out.append(table.loose[centre], 'N');
  }
}

std::optional<Error> parse_centre(const JacotteConfig& config, int centre, std::string_view content,
                                  const Field& field, Table& table) {
  const auto plus = content.find('+');
  if (auto error =
          parse_stack(config, content.substr(0, plus), field, table.cells[kCentreBase + centre])) {
    return error;
  }
  const std::string_view loose =
      plus == std::string_view::npos ? std::string_view() : content.substr(plus + 1);
  if (loose.empty() == (plus != std::string_view::npos) ||
      loose.find_first_not_of('N') != std::string_view::npos ||
      static_cast<int>(loose.size()) > config.initial_neutrals(centre)) {
    return Error{field.name(), quoted(content) + ": expected the stack, then '+' and at most " +
                                   std::to_string(config.initial_neutrals(centre)) +
                                   " loose neutrals N"};
  }
  table.loose[centre] = static_cast<int8_t>(loose.size());
  return std::nullopt;
}

// Places of the table, in the order of their ids: C1..C4, L1.1..L4.4, camp1.., loot1..
// (the order of an Occupancy, a map). Calls `visit(id, content)` for every non-empty place.
template <class Visit>
void for_each_place(const JacotteConfig& config, const Table& table, Visit&& visit) {
  std::string content;
  std::string id;
  for (int cell = kCentreBase; cell < kCells; ++cell) {
    content.clear();
    append_centre(content, table, cell - kCentreBase);
    if (!content.empty())
      visit(std::string_view("C1C2C3C4").substr(2 * (cell - kCentreBase), 2), content);
  }
  for (int cell = 0; cell < kCentreBase; ++cell) {
    if (table.cells[cell].empty()) continue;
    content.clear();
    append_stack(content, table.cells[cell]);
    id.clear();
    append_cell_id(id, cell);
    visit(std::string_view(id), content);
  }
  for (int colour = 0; colour < config.colours; ++colour) {
    if (table.camp[colour] == 0) continue;
    content.assign(table.camp[colour], piece_letter(colour));
    id.assign("camp");
    id += static_cast<char>('1' + colour);
    visit(std::string_view(id), content);
  }
  for (int colour = 0; colour < config.colours; ++colour) {
    content.clear();
    append_loot(content, config, table.loot[colour]);
    if (content.empty()) continue;
    id.assign("loot");
    id += static_cast<char>('1' + colour);
    visit(std::string_view(id), content);
  }
}

// Place ids: cells 0..19 as numbered in jacotte_state.h, camps 20.., loots 24..
constexpr int kCampPlace = kCells;
constexpr int kLootPlace = kCells + kMaxColours;
constexpr int kPlaces = kCells + 2 * kMaxColours;

// The place an id names, or -1; compared character by character (this runs for every place
// of every state read).
int place_of_id(const JacotteConfig& config, std::string_view id) {
  auto digit = [](char c, int max) { return c >= '1' && c < '1' + max ? c - '1' : -1; };
  if (id.size() == 2 && id[0] == 'C') {
    const int centre = digit(id[1], kMaxColours);
    return centre < 0 ? -1 : kCentreBase + centre;
  }
  if (id.size() == 4 && id[0] == 'L' && id[2] == '.') {
    const int lane = digit(id[1], kMaxColours);
    const int latitude = digit(id[3], kLatitudes);
    return lane < 0 || latitude < 0 ? -1 : lane_cell(lane, latitude + 1);
  }
  const int seat = id.size() == 5 ? digit(id[4], config.colours) : -1;
  if (seat < 0) return -1;
  if (id[0] == 'c' && id[1] == 'a' && id[2] == 'm' && id[3] == 'p') return kCampPlace + seat;
  if (id[0] == 'l' && id[1] == 'o' && id[2] == 'o' && id[3] == 't') return kLootPlace + seat;
  return -1;
}

std::optional<Error> read_place(const JacotteConfig& config, int place, std::string_view content,
                                const Field& field, Table& table) {
  if (place < kCentreBase) return parse_stack(config, content, field, table.cells[place]);
  if (place < kCells) return parse_centre(config, place - kCentreBase, content, field, table);
  if (place < kLootPlace) {
    const int colour = place - kCampPlace;
    if (content.size() > static_cast<std::size_t>(kPawnsPerColour) ||
        content.find_first_not_of(piece_letter(colour)) != std::string_view::npos) {
      return Error{field.name(),
                   quoted(content) + ": a camp holds only its own colour's pawns, at most five"};
    }
    table.camp[colour] = static_cast<int8_t>(content.size());
    return std::nullopt;
  }
  const int holder = place - kLootPlace;
  return parse_loot(config, holder, content, field, table.loot[holder]);
}

}  // namespace

Occupancy write_table(const JacotteConfig& config, const Table& table) {
  Occupancy out;
  for_each_place(config, table, [&](std::string_view id, const std::string& content) {
    out.emplace_hint(out.end(), std::string(id), content);
  });
  return out;
}

Result<Table> read_table(const JacotteConfig& config, const Occupancy& occupancy) {
  Table table;
  for (const auto& [id, content] : occupancy) {
    const int place = place_of_id(config, id);
    if (place < 0) return make_error(id, "no such place on the " + config.name + " board");
    if (auto error = read_place(config, place, content, Field{{}, id}, table)) return *error;
  }
  return table;
}

// A consistent table has 32 pieces and 4 '+' at most, in at most 28 places of 7 characters
// and a space: fewer than kTableTextMax characters.
char* put_table_text(char* at, const JacotteConfig& config, const Table& table) {
  auto put_stack = [&](const Stack& stack) {
    for (int i = 0; i < stack.size; ++i) *at++ = piece_letter(stack.pieces[i]);
  };
  // " C1", " L2", " camp3": the id's letters (a literal, copied whole) and its digit.
  auto start = [&]<std::size_t N>(const char(&id)[N], int digit) {
    std::memcpy(at, id, N - 1);
    at += N - 1;
    *at++ = static_cast<char>('1' + digit);
  };
  for (int centre = 0; centre < kMaxColours; ++centre) {
    const Stack& stack = table.cells[kCentreBase + centre];
    if (stack.empty() && table.loose[centre] == 0) continue;
    start(" C", centre);
    *at++ = '=';
    put_stack(stack);
    if (table.loose[centre] > 0) {
      *at++ = '+';
      at = put_run(at, 'N', table.loose[centre]);
    }
  }
  for (int cell = 0; cell < kCentreBase; ++cell) {
    if (table.cells[cell].empty()) continue;
    start(" L", lane_of(cell));
    *at++ = '.';
    *at++ = static_cast<char>('0' + latitude_of(cell));
    *at++ = '=';
    put_stack(table.cells[cell]);
  }
  for (int colour = 0; colour < config.colours; ++colour) {
    if (table.camp[colour] == 0) continue;
    start(" camp", colour);
    *at++ = '=';
    at = put_run(at, piece_letter(colour), table.camp[colour]);
  }
  for (int holder = 0; holder < config.colours; ++holder) {
    const auto& loot = table.loot[holder];
    int pieces = 0;
    for (int piece = 0; piece <= kNeutral; ++piece) pieces += loot[piece];
    if (pieces == 0) continue;
    start(" loot", holder);
    *at++ = '=';
    at = put_run(at, 'N', loot[kNeutral]);
    for (int colour = 0; colour < config.colours; ++colour) {
      at = put_run(at, piece_letter(colour), loot[colour]);
    }
  }
  return at;
}

Result<Table> read_table_text(const JacotteConfig& config, std::string_view text,
                              std::string_view field) {
  Table table;
  std::array<bool, kPlaces> seen{};
  const char* at = text.data();
  const char* const last = at + text.size();
  while (at != last) {
    // " id=content": the id up to '=', the content up to the next space.
    const char* const start = at;
    const bool spaced = *at++ == ' ';
    const char* equals = at;
    while (equals != last && *equals != '=' && *equals != ' ') ++equals;
    const char* end = equals;
    while (end != last && *end != ' ') ++end;
    const std::string_view id(at, static_cast<std::size_t>(equals - at));
    const int place = spaced && equals != last && *equals == '=' ? place_of_id(config, id) : -1;
    if (place < 0) {
      return make_error(std::string(field),
                        quoted(std::string_view(start, static_cast<std::size_t>(end - start))) +
                            " is no place=content of the " + config.name +
                            " board (L1.2=R, C1=+NNN, camp1=RRRRR, loot1=NY)");
    }
    const Field where{field, id};
    if (seen[place]) return make_error(where.name(), "given twice");
    seen[place] = true;
    const std::string_view content(equals + 1, static_cast<std::size_t>(end - equals - 1));
    if (content.empty()) return make_error(where.name(), "empty places are left out");
    if (auto error = read_place(config, place, content, where, table)) return *error;
    at = end;
  }
  return table;
}

}  // namespace arbitre::engine::jacotte
