// The printed boards of Jeson Jam and La Jacotte, drawn from their layouts.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <vector>

#include "arbitre/engine/jeson_jam/board.h"
#include "art_internal.h"

namespace arbitre::art::detail {

namespace {

using vision::BoardLayout;
using vision::Cell;
using vision::PointMm;

constexpr Rgb kRoad{0.36, 0.27, 0.21};
constexpr Rgb kCream{0.96, 0.93, 0.86};

// --- Jeson Jam ---

// The two triangles of the star, filled as one shape.
void draw_star(cairo_t* cr, const std::map<int, PointMm>& at) {
  namespace jj = engine::jeson_jam;
  for (int first : {1, 2}) {
    const int a = jj::tip(first), b = jj::tip(first + 2), c = jj::tip(first + 4);
    if (!at.count(a) || !at.count(b) || !at.count(c)) continue;
    polygon_path(cr, {at.at(a), at.at(b), at.at(c)});
  }
  set_colour(cr, kCream);
  cairo_fill(cr);
}

// The trays' seat: Light's ("L...") is seat 0, Dark's ("D...") seat 1, unless the layout says.
int tray_seat(const Cell& cell) {
  if (cell.seat >= 0) return cell.seat;
  return !cell.id.empty() && cell.id[0] == 'D' ? 1 : 0;
}

// --- Jacotte ---

struct LaneId {
  int lane = 0;
  int latitude = 0;
};

bool parse_lane(const std::string& id, LaneId& out) {
  char rest = 0;
  return std::sscanf(id.c_str(), "L%d.%d%c", &out.lane, &out.latitude, &rest) == 2;
}

// The number after a fixed prefix ("camp3" -> 3), or -1.
int suffix_number(const std::string& id, const std::string& prefix) {
  if (id.rfind(prefix, 0) != 0 || id.size() == prefix.size()) return -1;
  int value = 0;
  for (size_t i = prefix.size(); i < id.size(); ++i) {
    if (id[i] < '0' || id[i] > '9') return -1;
    value = value * 10 + (id[i] - '0');
  }
  return value;
}

int jacotte_seat(const Cell& cell) {
  if (cell.seat >= 0) return cell.seat;
  LaneId lane;
  if (parse_lane(cell.id, lane)) return lane.lane - 1;
  for (const char* prefix : {"camp", "loot", "C"}) {
    const int q = suffix_number(cell.id, prefix);
    if (q >= 1) return q - 1;
  }
  return -1;
}

PointMm mean_point(const std::vector<PointMm>& points) {
  PointMm mean;
  for (const auto& p : points) {
    mean.x += p.x;
    mean.y += p.y;
  }
  if (!points.empty()) {
    mean.x /= static_cast<double>(points.size());
    mean.y /= static_cast<double>(points.size());
  }
  return mean;
}

// The farthest any part of the shape reaches from `middle`.
double reach_from(const vision::CellShape& shape, PointMm middle) {
  if (shape.kind == vision::CellShape::Kind::kCircle) {
    return std::hypot(shape.center.x - middle.x, shape.center.y - middle.y) + shape.radius;
  }
  double reach = 0;
  for (const auto& p : shape.polygon) {
    reach = std::max(reach, std::hypot(p.x - middle.x, p.y - middle.y));
  }
  return reach;
}

void draw_central_round(cairo_t* cr, const std::vector<const Cell*>& centre, PointMm middle) {
  double radius = 0;
  for (const Cell* cell : centre) radius = std::max(radius, reach_from(cell->shape, middle) + 3);
  cairo_new_sub_path(cr);
  cairo_arc(cr, middle.x, middle.y, radius, 0, 2 * M_PI);
  set_colour(cr, kCream);
  cairo_fill_preserve(cr);
  set_colour(cr, kRoad);
  cairo_set_line_width(cr, 1.2);
  cairo_stroke(cr);
}

// Lines along each lane (camp, latitudes 1..4, centre cell) and round each latitude.
void draw_jacotte_lines(cairo_t* cr, const BoardLayout& layout, PointMm middle) {
  std::map<int, std::map<int, PointMm>> lanes;  // lane -> latitude -> centre; 0 camp, 5 centre
  for (const auto& cell : layout.cells) {
    LaneId lane;
    if (parse_lane(cell.id, lane)) lanes[lane.lane][lane.latitude] = centroid(cell.shape);
    if (cell.role == "camp" || cell.role == "centre") {
      const int seat = jacotte_seat(cell);
      if (seat >= 0) lanes[seat + 1][cell.role == "camp" ? 0 : 5] = centroid(cell.shape);
    }
  }
  for (const auto& [q, stops] : lanes) {
    bool first = true;
    for (const auto& [latitude, p] : stops) {
      (first ? cairo_move_to : cairo_line_to)(cr, p.x, p.y);
      first = false;
    }
    set_colour(cr, outline_ink(seat_colour(layout, q - 1)));
    cairo_set_line_width(cr, 1.4);
    cairo_stroke(cr);
  }
  for (int latitude = 1; latitude <= 4; ++latitude) {
    std::vector<std::pair<double, PointMm>> ring;
    for (const auto& [q, stops] : lanes) {
      if (!stops.count(latitude)) continue;
      const PointMm p = stops.at(latitude);
      ring.push_back({std::atan2(p.y - middle.y, p.x - middle.x), p});
    }
    if (ring.size() < 2) continue;
    std::sort(ring.begin(), ring.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<PointMm> points;
    for (const auto& entry : ring) points.push_back(entry.second);
    polygon_path(cr, points);
    set_colour(cr, kRoad, 0.6);
    cairo_set_line_width(cr, 0.8);
    cairo_stroke(cr);
  }
}

}  // namespace

void draw_jeson_jam(cairo_t* cr, const BoardLayout& layout) {
  namespace jj = engine::jeson_jam;
  std::map<int, PointMm> at;
  const auto nodes = cells_with_role(layout, "intersection");
  for (const Cell* node : nodes) {
    const int index = jj::cell_index(node->id);
    if (index >= 0) at[index] = centroid(node->shape);
  }
  draw_star(cr, at);
  // The roads: a line between every two adjacent intersections, as the engine knows them.
  for (const auto& [a, pa] : at) {
    for (const auto& [b, pb] : at) {
      if (a < b && jj::adjacent(a, b)) line_path(cr, pa, pb);
    }
  }
  set_colour(cr, kRoad);
  cairo_set_line_width(cr, 1.6);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke(cr);
  for (const Cell* node : nodes) {
    paint_cell(cr, *node, kWhite, kRoad, 0.8);
    const PointMm c = centroid(node->shape);
    cairo_new_sub_path(cr);
    cairo_arc(cr, c.x, c.y, std::min(2.0, cell_size(node->shape) / 6), 0, 2 * M_PI);
    set_colour(cr, kRoad);
    cairo_fill(cr);
    label_cell(cr, *node, -0.25);
  }
  for (const Cell* tray : cells_with_role(layout, "tray")) {
    const Rgb seat = seat_colour(layout, tray_seat(*tray));
    const Rgb fill = mix(seat, kWhite, 0.75);
    paint_cell(cr, *tray, fill, outline_ink(seat), 0.8);
    label_cell(cr, *tray, 0.0, fill);
  }
}

void draw_jacotte(cairo_t* cr, const BoardLayout& layout) {
  const auto centre = cells_with_role(layout, "centre");
  std::vector<PointMm> centres;
  for (const Cell* cell : centre) centres.push_back(centroid(cell->shape));
  const PointMm middle =
      centres.empty() ? PointMm{layout.width_mm / 2, layout.height_mm / 2} : mean_point(centres);
  // Lines first: camps, the round and the cells cover their ends.
  draw_jacotte_lines(cr, layout, middle);
  for (const Cell* camp : cells_with_role(layout, "camp")) {
    const Rgb seat = seat_colour(layout, jacotte_seat(*camp));
    paint_cell(cr, *camp, mix(seat, kWhite, 0.55), outline_ink(seat), 1.0);
    label_cell(cr, *camp, 0.0, mix(seat, kWhite, 0.55));
  }
  for (const Cell* loot : cells_with_role(layout, "loot")) {
    const Rgb seat = seat_colour(layout, jacotte_seat(*loot));
    paint_cell(cr, *loot, mix(seat, kWhite, 0.82), outline_ink(seat), 0.6);
    label_cell(cr, *loot, 0.0, mix(seat, kWhite, 0.82));
  }
  // The latitudes stop at the round instead of crossing it.
  if (!centre.empty()) draw_central_round(cr, centre, middle);
  for (const Cell* lane : cells_with_role(layout, "lane")) {
    paint_cell(cr, *lane, kWhite, outline_ink(seat_colour(layout, jacotte_seat(*lane))), 1.0);
    label_cell(cr, *lane, -0.3);
  }
  const Rgb centre_fill = mix(kCream, kRoad, 0.12);
  for (const Cell* cell : centre) {
    paint_cell(cr, *cell, centre_fill, kRoad, 0.8);
    label_cell(cr, *cell, 0.0, centre_fill);
  }
}

}  // namespace arbitre::art::detail
