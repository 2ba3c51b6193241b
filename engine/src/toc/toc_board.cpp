#include "arbitre/engine/toc/toc_board.h"

#include "arbitre/engine/diagnosis.h"

namespace arbitre::engine::toc {
namespace {

constexpr const char* kLetters = "RGBYKW";
// The seats' names are words of the breach messages (toc_diagnose.cpp): marked for translators.
constexpr const char* kColours[] = {
    ARBITRE_TRANSLATE_NOOP("RuleTerm", "Red"),   ARBITRE_TRANSLATE_NOOP("RuleTerm", "Green"),
    ARBITRE_TRANSLATE_NOOP("RuleTerm", "Blue"),  ARBITRE_TRANSLATE_NOOP("RuleTerm", "Yellow"),
    ARBITRE_TRANSLATE_NOOP("RuleTerm", "Black"), ARBITRE_TRANSLATE_NOOP("RuleTerm", "White")};

// Reads a 1- or 2-digit number; -1 when it is not one.
int small_number(std::string_view text) {
  if (text.empty() || text.size() > 2) return -1;
  int value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
  }
  return value;
}

}  // namespace

char seat_letter(int seat) {
  return seat >= 0 && seat < kMaxSeats ? kLetters[seat] : '?';
}

std::string seat_colour(int seat) {
  return seat >= 0 && seat < kMaxSeats ? kColours[seat] : "?";
}

int seat_from_letter(char letter, int seats) {
  for (int seat = 0; seat < seats; ++seat) {
    if (kLetters[seat] == letter) return seat;
  }
  return -1;
}

std::string loop_cell_id(int square) {
  std::string out;
  append_cell_id(out, 0, square);
  return out;
}

void append_cell_id(std::string& out, int seat, int location) {
  if (location == kWait) {
    out += "wait.";
    out += seat_letter(seat);
  } else if (is_home(location)) {
    out += "home.";
    out += seat_letter(seat);
    out += '.';
    out += static_cast<char>('0' + location - kHome);
  } else {
    const int square = location % kSectionSquares + 1;
    out += 's';
    out += static_cast<char>('1' + location / kSectionSquares);
    out += '.';
    out += static_cast<char>('0' + square / 10);
    out += static_cast<char>('0' + square % 10);
  }
}

std::string home_cell_id(int seat, int home_square) {
  return std::string("home.") + seat_letter(seat) + "." + std::to_string(home_square);
}

std::string wait_cell_id(int seat) {
  return std::string("wait.") + seat_letter(seat);
}

std::string location_cell_id(int seat, int location) {
  std::string out;
  append_cell_id(out, seat, location);
  return out;
}

CellRef parse_cell_id(std::string_view id, int seats) {
  CellRef ref;
  if (id.size() == 6 && id.substr(0, 5) == "wait.") {
    ref.seat = seat_from_letter(id[5], seats);
    if (ref.seat >= 0) ref.kind = CellRef::Kind::kWaitingArea;
    return ref;
  }
  if (id.size() == 8 && id.substr(0, 5) == "home." && id[6] == '.') {
    ref.seat = seat_from_letter(id[5], seats);
    ref.index = small_number(id.substr(7));
    if (ref.seat >= 0 && ref.index >= 1 && ref.index <= kHomeSquares) {
      ref.kind = CellRef::Kind::kHomeSquare;
    }
    return ref;
  }
  const auto dot = id.find('.');
  if (id.size() >= 4 && id[0] == 's' && dot != std::string_view::npos && id.size() - dot - 1 == 2) {
    const int section = small_number(id.substr(1, dot - 1));
    const int square = small_number(id.substr(dot + 1));
    if (section >= 1 && section <= seats && square >= 1 && square <= kSectionSquares &&
        id.substr(1, dot - 1)[0] != '0') {
      ref.kind = CellRef::Kind::kLoop;
      ref.index = (section - 1) * kSectionSquares + square - 1;
    }
  }
  return ref;
}

std::vector<std::string> cell_ids(int seats) {
  std::vector<std::string> ids;
  for (int square = 0; square < loop_size(seats); ++square) ids.push_back(loop_cell_id(square));
  for (int seat = 0; seat < seats; ++seat) {
    for (int h = 1; h <= kHomeSquares; ++h) ids.push_back(home_cell_id(seat, h));
  }
  for (int seat = 0; seat < seats; ++seat) ids.push_back(wait_cell_id(seat));
  return ids;
}

}  // namespace arbitre::engine::toc
