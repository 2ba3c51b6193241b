// Jeu de Toc board geometry (T1, T2, T10) and the cell ids a printed board and a camera use.
//
// The loop has 18 squares per seat, clockwise. Section k (1-based, "s1".."s6") belongs to the
// seat of index k-1 (Red, Green, Blue, Yellow, Black, White). Square 18 of a section is its
// seat's entry square, the home branch of 4 squares leaves after square 16, square 7 is a jump
// square. Cell ids: "s2.07" (section 2 square 7), "home.R.1" (first home square of Red, 4 is
// the back), "wait.R" (Red's waiting area). See docs/games/toc.md.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbitre::engine::toc {

constexpr int kSectionSquares = 18;
constexpr int kEntrySquare = 18;       // 1-based square number in the seat's section
constexpr int kHomeBranchSquare = 16;  // the home branch leaves after this square
constexpr int kJumpSquare = 7;
constexpr int kPawnsPerSeat = 4;
constexpr int kHomeSquares = 4;
constexpr int kMaxSeats = 6;
constexpr int kMaxLoop = kMaxSeats * kSectionSquares;

// Pawn locations as the engine stores them: loop squares 0..loop-1 (section index * 18 +
// square - 1), kHome + h for square h (1..4) of the pawn's own home, kWait for its waiting
// area. Sorted ascending, a colour's pawns read loop, home, waiting.
constexpr int kHome = 200;
constexpr int kWait = 255;

inline int loop_size(int seats) {
  return seats * kSectionSquares;
}
inline int entry_square(int seat) {
  return seat * kSectionSquares + kEntrySquare - 1;
}
inline bool is_jump_square(int square) {
  return square % kSectionSquares == kJumpSquare - 1;
}
inline bool is_home(int location) {
  return location > kHome && location <= kHome + kHomeSquares;
}

char seat_letter(int seat);                    // R G B Y K W
std::string seat_colour(int seat);             // "Red"
int seat_from_letter(char letter, int seats);  // -1 when unknown

std::string loop_cell_id(int square);                 // "s1.07"
std::string home_cell_id(int seat, int home_square);  // "home.R.1"
std::string wait_cell_id(int seat);                   // "wait.R"
// The cell of a pawn of `seat` at `location` (wait.X for the waiting area).
std::string location_cell_id(int seat, int location);
// Appends that cell id to `out` without formatting calls (move texts and JSON are hot paths).
void append_cell_id(std::string& out, int seat, int location);

struct CellRef {
  enum class Kind { kNone, kLoop, kHomeSquare, kWaitingArea };
  Kind kind = Kind::kNone;
  int seat = -1;   // owner of a home or waiting area
  int index = -1;  // loop square, or home square 1..4
};
CellRef parse_cell_id(std::string_view id, int seats);

// Every cell of the board for `seats` seats: loop in order, then homes, then waiting areas.
std::vector<std::string> cell_ids(int seats);

}  // namespace arbitre::engine::toc
