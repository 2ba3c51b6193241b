// The printed Jeu de Toc board (4 or 6 seats): the track, jump squares, entries, homes and
// waiting areas in the seats' colours.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <utility>

#include "arbitre/engine/toc/toc_board.h"
#include "art_internal.h"

namespace arbitre::art::detail {

namespace {

using vision::BoardLayout;
using vision::Cell;
using vision::PointMm;
using TrackSquares = std::map<std::pair<int, int>, const Cell*>;  // (section, square) order

struct SquareId {
  int section = 0;
  int square = 0;
};

bool parse_square(const std::string& id, SquareId& out) {
  char rest = 0;
  return std::sscanf(id.c_str(), "s%d.%d%c", &out.section, &out.square, &rest) == 2;
}

// Sections belong to seat section-1; "home.R.2" and "wait.R" carry the seat's letter.
int toc_seat(const Cell& cell) {
  if (cell.seat >= 0) return cell.seat;
  SquareId square;
  if (parse_square(cell.id, square)) return square.section - 1;
  const size_t dot = cell.id.find('.');
  if (dot == std::string::npos || dot + 1 >= cell.id.size()) return -1;
  return engine::toc::seat_from_letter(cell.id[dot + 1], engine::toc::kMaxSeats);
}

void draw_track_line(cairo_t* cr, const TrackSquares& squares) {
  bool first = true;
  for (const auto& [key, cell] : squares) {
    const PointMm p = centroid(cell->shape);
    (first ? cairo_move_to : cairo_line_to)(cr, p.x, p.y);
    first = false;
  }
  cairo_close_path(cr);
  set_colour(cr, kInk, 0.5);
  cairo_set_line_width(cr, 0.8);
  cairo_stroke(cr);
}

// A line from square 16 of the seat's section, where the home branch leaves, to home 1.
void draw_home_branches(cairo_t* cr, const BoardLayout& layout, const TrackSquares& squares) {
  for (const Cell* home : cells_with_role(layout, "home")) {
    const int seat = toc_seat(*home);
    const auto branch = squares.find({seat + 1, engine::toc::kHomeBranchSquare});
    if (branch == squares.end() || home->id.back() != '1') continue;
    line_path(cr, centroid(branch->second->shape), centroid(home->shape));
    set_colour(cr, outline_ink(seat_colour(layout, seat)));
    cairo_set_line_width(cr, 1.2);
    cairo_stroke(cr);
  }
}

// The entry: an arrow from the waiting area to the entry square when there is room between
// them, and always an arrow on the entry square, pointing the way pawns come in.
void draw_entry_arrow(cairo_t* cr, const BoardLayout& layout, const Cell& wait, const Cell& entry) {
  const PointMm from = centroid(wait.shape), to = centroid(entry.shape);
  const double length = std::hypot(to.x - from.x, to.y - from.y);
  if (length < 1e-6) return;
  const double ux = (to.x - from.x) / length, uy = (to.y - from.y) / length;
  const Rgb seat = seat_colour(layout, toc_seat(wait));
  const double start = cell_size(wait.shape) / 2 + 1, end = cell_size(entry.shape) / 2 + 1;
  if (length - start - end >= 3) {
    draw_arrow(cr, {from.x + ux * start, from.y + uy * start}, {to.x - ux * end, to.y - uy * end},
               outline_ink(seat), 1.2);
  }
  // Below the id, which sits in the square's upper part.
  const double half = cell_size(entry.shape) * 0.3;
  const double drop = cell_size(entry.shape) * 0.12;
  draw_arrow(cr, {to.x - ux * half, to.y - uy * half + drop},
             {to.x + ux * half, to.y + uy * half + drop}, luma(seat) < 0.6 ? kWhite : kInk,
             std::max(0.4, half * 0.2));
}

}  // namespace

void draw_toc(cairo_t* cr, const BoardLayout& layout) {
  TrackSquares squares;
  for (const Cell* cell : cells_with_role(layout, "square")) {
    SquareId id;
    if (parse_square(cell->id, id)) squares[{id.section, id.square}] = cell;
  }
  if (!squares.empty()) draw_track_line(cr, squares);
  draw_home_branches(cr, layout, squares);
  for (const auto& [key, cell] : squares) {
    const bool entry = key.second == engine::toc::kEntrySquare;
    const Rgb seat = seat_colour(layout, key.first - 1);
    const Rgb fill = entry ? seat : mix(seat, kWhite, 0.92);
    paint_cell(cr, *cell, fill, kInk, 0.5);
    if (key.second == engine::toc::kJumpSquare) {
      const PointMm c = centroid(cell->shape);
      cairo_new_sub_path(cr);
      cairo_arc(cr, c.x, c.y, cell_size(cell->shape) * 0.2, 0, 2 * M_PI);
      cairo_set_source_rgb(cr, 0, 0, 0);
      cairo_fill(cr);
    }
    label_cell(cr, *cell, -0.32, fill);
  }
  for (const Cell* home : cells_with_role(layout, "home")) {
    const Rgb seat = seat_colour(layout, toc_seat(*home));
    paint_cell(cr, *home, mix(seat, kWhite, 0.45), outline_ink(seat), 0.8);
    label_cell(cr, *home, -0.32, mix(seat, kWhite, 0.45));
  }
  for (const Cell* wait : cells_with_role(layout, "wait")) {
    const int seat = toc_seat(*wait);
    const Rgb colour = seat_colour(layout, seat);
    paint_cell(cr, *wait, mix(colour, kWhite, 0.7), outline_ink(colour), 1.0);
    label_cell(cr, *wait, -0.3, mix(colour, kWhite, 0.7));
    const auto entry = squares.find({seat + 1, engine::toc::kEntrySquare});
    if (entry != squares.end()) draw_entry_arrow(cr, layout, *wait, *entry->second);
  }
}

}  // namespace arbitre::art::detail
