// Board layouts: geometry helpers, the boards and their fiducial ids, and validate_layout()
// (docs/layout.md lists its rules). Reading and writing JSON is in layout_json.cpp.
#include "arbitre/vision/layout.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <set>

#include "arbitre/engine/game.h"
#include "text.h"

namespace arbitre::vision {
namespace {

using engine::Error;
using engine::make_error;
using engine::Status;

// Geometry tolerance: a micrometre, far below what a printer or a camera resolves.
constexpr double kEpsilon = 1e-6;
// An A3 landscape page (420 x 297 mm) inside 10 mm margins.
constexpr double kMaxWidthMm = 400;
constexpr double kMaxHeightMm = 277;
constexpr std::array<const char*, 5> kBoards = {"jacquet", "jacotte", "jeson-jam", "toc-4",
                                                "toc-6"};
constexpr std::array<const char*, 4> kZoneKinds = {"dice", "cards", "talon", "centre"};

struct Rect {
  double x0, y0, x1, y1;
};

std::string mm(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", value);
  return text;
}

using detail::quoted;

int board_index(const std::string& name) {
  for (std::size_t k = 0; k < kBoards.size(); ++k) {
    if (name == kBoards[k]) return static_cast<int>(k);
  }
  return -1;
}

std::string board_list() {
  std::string list;
  for (const char* board : kBoards) list += (list.empty() ? "" : ", ") + std::string(board);
  return list;
}

double distance_to_segment(PointMm p, PointMm a, PointMm b) {
  const double dx = b.x - a.x;
  const double dy = b.y - a.y;
  const double length2 = dx * dx + dy * dy;
  double t = length2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2 : 0;
  t = std::clamp(t, 0.0, 1.0);
  return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

double distance_to_boundary(const std::vector<PointMm>& polygon, PointMm p) {
  double best = INFINITY;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    best = std::min(best, distance_to_segment(p, polygon[i], polygon[(i + 1) % polygon.size()]));
  }
  return best;
}

// Crossing number; points on an edge are inside.
bool polygon_contains(const std::vector<PointMm>& polygon, PointMm p) {
  if (polygon.size() < 3) return false;
  if (distance_to_boundary(polygon, p) <= kEpsilon) return true;
  bool inside = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const PointMm& a = polygon[i];
    const PointMm& b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

double cross(PointMm o, PointMm a, PointMm b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

bool segments_cross(PointMm a, PointMm b, PointMm c, PointMm d) {
  const double d1 = cross(c, d, a);
  const double d2 = cross(c, d, b);
  const double d3 = cross(a, b, c);
  const double d4 = cross(a, b, d);
  return ((d1 > kEpsilon && d2 < -kEpsilon) || (d1 < -kEpsilon && d2 > kEpsilon)) &&
         ((d3 > kEpsilon && d4 < -kEpsilon) || (d3 < -kEpsilon && d4 > kEpsilon));
}

// Whether the shape and the rectangle share some area (touching edges do not count).
bool overlaps(const CellShape& shape, const Rect& rect) {
  if (shape.kind == CellShape::Kind::kCircle) {
    const double dx = shape.center.x - std::clamp(shape.center.x, rect.x0, rect.x1);
    const double dy = shape.center.y - std::clamp(shape.center.y, rect.y0, rect.y1);
    return std::hypot(dx, dy) < shape.radius - kEpsilon;
  }
  const std::vector<PointMm> box = {
      {rect.x0, rect.y0}, {rect.x1, rect.y0}, {rect.x1, rect.y1}, {rect.x0, rect.y1}};
  for (const PointMm& p : shape.polygon) {
    if (p.x > rect.x0 + kEpsilon && p.x < rect.x1 - kEpsilon && p.y > rect.y0 + kEpsilon &&
        p.y < rect.y1 - kEpsilon) {
      return true;
    }
  }
  for (const PointMm& corner : box) {
    if (polygon_contains(shape.polygon, corner) &&
        distance_to_boundary(shape.polygon, corner) > kEpsilon) {
      return true;
    }
  }
  for (std::size_t i = 0; i < shape.polygon.size(); ++i) {
    for (std::size_t j = 0; j < box.size(); ++j) {
      if (segments_cross(shape.polygon[i], shape.polygon[(i + 1) % shape.polygon.size()], box[j],
                         box[(j + 1) % box.size()])) {
        return true;
      }
    }
  }
  return false;
}

Rect quiet_zone(const Fiducial& fiducial) {
  const double half = fiducial.size_mm / 2 + fiducial.margin_mm;
  return {fiducial.center.x - half, fiducial.center.y - half, fiducial.center.x + half,
          fiducial.center.y + half};
}

// The role an engine id has on its board ("" when the board is unknown).
std::string expected_role(const std::string& board, const std::string& id) {
  if (board == "jacquet") return id.starts_with("off-") ? "off" : "point";
  if (board == "jeson-jam") {
    return id == "LH" || id == "DH" || id == "LP" || id == "DP" ? "tray" : "intersection";
  }
  if (board == "jacotte") {
    if (id.starts_with("camp")) return "camp";
    if (id.starts_with("loot")) return "loot";
    return id.starts_with("C") ? "centre" : "lane";
  }
  if (board.starts_with("toc")) {
    if (id.starts_with("home.")) return "home";
    return id.starts_with("wait.") ? "wait" : "square";
  }
  return "";
}

// What the layout's variants need to know of the engine.
struct Variants {
  std::vector<std::unique_ptr<engine::Game>> games;
  std::set<std::string> all_ids;  // the union of the variants' cell_ids()
  int seats = 0;                  // the most seats of any variant
};

engine::Result<Variants> read_variants(const BoardLayout& layout) {
  if (layout.variants.empty()) return make_error("variants", "a board plays at least one game");
  Variants variants;
  for (std::size_t i = 0; i < layout.variants.size(); ++i) {
    const std::string field = "variants[" + std::to_string(i) + "]";
    const std::string& name = layout.variants[i];
    auto game = engine::make_game(name);
    if (!game) return make_error(field, game.error().message);
    if (board_of_variant(name) != layout.name) {
      return make_error(field, quoted(name) + " is not played on the " + layout.name + " board");
    }
    for (const auto& id : (*game)->cell_ids()) variants.all_ids.insert(id);
    variants.seats = std::max(variants.seats, (*game)->num_seats());
    variants.games.push_back(std::move(*game));
  }
  return variants;
}

Status check_header(const BoardLayout& layout) {
  if (board_index(layout.name) < 0) {
    return make_error("name", quoted(layout.name) + " is not a board (" + board_list() + ")");
  }
  if (!(layout.width_mm > 0 && layout.height_mm > 0 && layout.width_mm <= kMaxWidthMm &&
        layout.height_mm <= kMaxHeightMm)) {
    return make_error("size_mm", mm(layout.width_mm) + " x " + mm(layout.height_mm) +
                                     " mm: a sheet is positive and at most 400 x 277 mm (A3 "
                                     "landscape inside 10 mm margins)");
  }
  if (layout.dictionary != "DICT_4X4_50") {
    return make_error("dictionary", quoted(layout.dictionary) +
                                        ": every board uses the ArUco dictionary DICT_4X4_50");
  }
  if (!(layout.piece.diameter_mm > 0)) return make_error("piece.diameter_mm", "must be positive");
  if (!(layout.piece.height_mm > 0)) return make_error("piece.height_mm", "must be positive");
  return engine::Ok{};
}

Status check_seat_colours(const BoardLayout& layout, int seats) {
  if (static_cast<int>(layout.seat_colours.size()) != seats) {
    return make_error("seat_colours", "lists " + std::to_string(layout.seat_colours.size()) +
                                          " colours for " + std::to_string(seats) + " seats");
  }
  for (std::size_t i = 0; i < layout.seat_colours.size(); ++i) {
    const std::string& colour = layout.seat_colours[i];
    const bool hex = colour.size() == 7 && colour[0] == '#' &&
                     colour.find_first_not_of("0123456789abcdefABCDEF", 1) == std::string::npos;
    if (!hex) {
      return make_error("seat_colours[" + std::to_string(i) + "]",
                        quoted(colour) + " is not a colour \"#rrggbb\"");
    }
  }
  return engine::Ok{};
}

// `field` names the shape ("cells[3].shape", "zones[0]"); `points` its corner list's key.
Status check_shape(const CellShape& shape, const std::string& field, const std::string& points,
                   const BoardLayout& layout) {
  std::vector<PointMm> extent = shape.polygon;
  if (shape.kind == CellShape::Kind::kCircle) {
    if (!(shape.radius > 0)) return make_error(field + ".radius", "must be positive");
    const PointMm c = shape.center;
    extent = {{c.x - shape.radius, c.y - shape.radius}, {c.x + shape.radius, c.y + shape.radius}};
  } else if (shape.kind == CellShape::Kind::kTriangle && shape.polygon.size() != 3) {
    return make_error(field + "." + points, "a triangle has 3 corners: base end, base end, tip");
  } else if (shape.polygon.size() < 3) {
    return make_error(field + "." + points, "a polygon has at least 3 corners");
  } else if (std::abs(signed_area(shape.polygon)) < kEpsilon) {
    return make_error(field + "." + points, "the corners enclose no area");
  } else if (shape.kind == CellShape::Kind::kPolygon && signed_area(shape.polygon) < 0) {
    return make_error(field + "." + points, "the corners must run clockwise on the sheet");
  }
  for (const PointMm& p : extent) {
    if (p.x < -kEpsilon || p.y < -kEpsilon || p.x > layout.width_mm + kEpsilon ||
        p.y > layout.height_mm + kEpsilon) {
      return make_error(field, "reaches (" + mm(p.x) + ", " + mm(p.y) + "), outside the " +
                                   mm(layout.width_mm) + " x " + mm(layout.height_mm) +
                                   " mm sheet");
    }
  }
  return engine::Ok{};
}

Status check_seat(int seat, int seats, const std::string& field) {
  if (seat < -1 || seat >= seats) {
    return make_error(field, std::to_string(seat) + " is not a seat (0.." +
                                 std::to_string(seats - 1) + ", or absent)");
  }
  return engine::Ok{};
}

Status check_cell(const BoardLayout& layout, const Variants& variants, std::size_t index) {
  const Cell& cell = layout.cells[index];
  const std::string field = "cells[" + std::to_string(index) + "]";
  if (!variants.all_ids.contains(cell.id)) {
    std::string games;
    for (std::size_t i = 0; i < layout.variants.size(); ++i) {
      games += (i == 0 ? "" : i + 1 == layout.variants.size() ? " or " : ", ") + layout.variants[i];
    }
    return make_error(field + ".id", quoted(cell.id) + " is not a cell of " + games);
  }
  const std::string role = expected_role(layout.name, cell.id);
  if (cell.role != role) {
    return make_error(field + ".role",
                      quoted(cell.id) + " is a " + role + ", not " + quoted(cell.role));
  }
  if (role == "point" && cell.shape.kind != CellShape::Kind::kTriangle) {
    return make_error(field + ".shape.kind", "a point is a triangle (base end, base end, tip)");
  }
  if (auto status = check_shape(cell.shape, field + ".shape", "points", layout); !status) {
    return status;
  }
  return check_seat(cell.seat, variants.seats, field + ".seat");
}

Status check_cells(const BoardLayout& layout, const Variants& variants) {
  std::map<std::string, std::size_t> placed;
  for (std::size_t i = 0; i < layout.cells.size(); ++i) {
    if (auto status = check_cell(layout, variants, i); !status) return status;
    const auto [at, inserted] = placed.emplace(layout.cells[i].id, i);
    if (!inserted) {
      return make_error("cells[" + std::to_string(i) + "].id",
                        quoted(layout.cells[i].id) + " is placed twice (also cells[" +
                            std::to_string(at->second) + "])");
    }
  }
  for (const auto& game : variants.games) {
    std::string missing;
    for (const auto& id : game->cell_ids()) {
      if (!placed.contains(id)) missing += (missing.empty() ? "" : ", ") + quoted(id);
    }
    if (!missing.empty()) {
      return make_error("cells", "no place for " + game->name() + "'s " + missing);
    }
  }
  return engine::Ok{};
}

Status check_zones(const BoardLayout& layout, const Variants& variants) {
  for (std::size_t i = 0; i < layout.zones.size(); ++i) {
    const Zone& zone = layout.zones[i];
    const std::string field = "zones[" + std::to_string(i) + "]";
    if (std::find(kZoneKinds.begin(), kZoneKinds.end(), zone.kind) == kZoneKinds.end()) {
      return make_error(field + ".kind",
                        quoted(zone.kind) + " is not a zone kind (dice, cards, talon, centre)");
    }
    const CellShape shape{CellShape::Kind::kPolygon, {}, 0, zone.polygon};
    if (auto status = check_shape(shape, field, "points", layout); !status) return status;
    if (auto status = check_seat(zone.seat, variants.seats, field + ".seat"); !status) {
      return status;
    }
  }
  for (const auto& game : variants.games) {
    const auto chance = game->new_initial_state(0)->chance_kind();
    const bool dice =
        chance == engine::ChanceKind::kDicePair || chance == engine::ChanceKind::kStickThrow;
    if (dice && !layout.find_zone("dice")) {
      return make_error("zones", game->name() +
                                     " throws dice or sticks: the board needs a "
                                     "'dice' zone");
    }
    if (chance == engine::ChanceKind::kCardPlayed && !layout.find_zone("cards")) {
      return make_error("zones", game->name() + " lays down cards: the board needs a 'cards' zone");
    }
  }
  return engine::Ok{};
}

// Four markers, ids 4k..4k+3 clockwise from the top-left, each near its corner, with a quiet
// zone of at least one module (size/6) inside the sheet and clear of every cell and zone.
Status check_fiducial(const BoardLayout& layout, std::size_t i) {
  const Fiducial& fiducial = layout.fiducials[i];
  const std::string field = "fiducials[" + std::to_string(i) + "]";
  const int first = kFiducialsPerBoard * board_index(layout.name);
  if (fiducial.id != first + static_cast<int>(i)) {
    return make_error(field + ".id", "expected " + std::to_string(first + static_cast<int>(i)) +
                                         ": the " + layout.name + " board uses ids " +
                                         std::to_string(first) + ".." + std::to_string(first + 3) +
                                         ", clockwise from the top-left");
  }
  if (!(fiducial.size_mm > 0)) return make_error(field + ".size_mm", "must be positive");
  if (!(fiducial.margin_mm >= fiducial.size_mm / 6 - kEpsilon)) {
    return make_error(field + ".margin_mm", mm(fiducial.margin_mm) +
                                                " mm is less than one marker module (" +
                                                mm(fiducial.size_mm / 6) + " mm)");
  }
  const bool right = fiducial.center.x > layout.width_mm / 2;
  const bool bottom = fiducial.center.y > layout.height_mm / 2;
  static constexpr std::array<const char*, 4> kCorners = {"top-left", "top-right", "bottom-right",
                                                          "bottom-left"};
  if (right != (i == 1 || i == 2) || bottom != (i >= 2)) {
    return make_error(field + ".center", std::string("fiducial ") + std::to_string(i) +
                                             " belongs near the " + kCorners[i] +
                                             " corner of the sheet");
  }
  const Rect quiet = quiet_zone(fiducial);
  if (quiet.x0 < -kEpsilon || quiet.y0 < -kEpsilon || quiet.x1 > layout.width_mm + kEpsilon ||
      quiet.y1 > layout.height_mm + kEpsilon) {
    return make_error(field + ".center", "the marker and its quiet zone leave the sheet");
  }
  for (const Cell& cell : layout.cells) {
    if (overlaps(cell.shape, quiet)) {
      return make_error(field, "its quiet zone overlaps cell " + quoted(cell.id));
    }
  }
  for (std::size_t z = 0; z < layout.zones.size(); ++z) {
    const CellShape shape{CellShape::Kind::kPolygon, {}, 0, layout.zones[z].polygon};
    if (overlaps(shape, quiet)) {
      return make_error(field, "its quiet zone overlaps the " + quoted(layout.zones[z].kind) +
                                   " zone (zones[" + std::to_string(z) + "])");
    }
  }
  return engine::Ok{};
}

Status check_fiducials(const BoardLayout& layout) {
  if (layout.fiducials.size() != kFiducialsPerBoard) {
    return make_error("fiducials", "a board has 4 fiducials, this one " +
                                       std::to_string(layout.fiducials.size()));
  }
  for (std::size_t i = 0; i < layout.fiducials.size(); ++i) {
    if (auto status = check_fiducial(layout, i); !status) return status;
  }
  return engine::Ok{};
}

}  // namespace

std::vector<PointMm> Fiducial::corners() const {
  const double h = size_mm / 2;
  return {{center.x - h, center.y - h},
          {center.x + h, center.y - h},
          {center.x + h, center.y + h},
          {center.x - h, center.y + h}};
}

const Cell* BoardLayout::find_cell(const std::string& id) const {
  for (const Cell& cell : cells) {
    if (cell.id == id) return &cell;
  }
  return nullptr;
}

const Zone* BoardLayout::find_zone(const std::string& kind) const {
  for (const Zone& zone : zones) {
    if (zone.kind == kind) return &zone;
  }
  return nullptr;
}

std::vector<PointMm> BoardLayout::corners() const {
  return {{0, 0}, {width_mm, 0}, {width_mm, height_mm}, {0, height_mm}};
}

std::optional<std::string> board_for_fiducial(int id) {
  if (id < 0 || id >= kFiducialsPerBoard * static_cast<int>(kBoards.size())) return std::nullopt;
  return kBoards[static_cast<std::size_t>(id / kFiducialsPerBoard)];
}

std::optional<std::string> board_of_variant(const std::string& variant) {
  if (board_index(variant) >= 0) return variant;
  if (variant == "jacquet-advanced") return "jacquet";
  if (variant == "jacotte-2" || variant == "jacotte-3" || variant == "jacotte-4") return "jacotte";
  if (variant == "toc-2") return "toc-4";  // toc-2 is the 4-seat game (docs/games/toc.md)
  return std::nullopt;
}

double signed_area(const std::vector<PointMm>& polygon) {
  double twice = 0;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const PointMm& a = polygon[i];
    const PointMm& b = polygon[(i + 1) % polygon.size()];
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

PointMm polygon_centroid(const std::vector<PointMm>& polygon) {
  if (polygon.empty()) return {};
  const double area = signed_area(polygon);
  if (std::abs(area) < kEpsilon) return polygon.front();
  double cx = 0;
  double cy = 0;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const PointMm& a = polygon[i];
    const PointMm& b = polygon[(i + 1) % polygon.size()];
    const double w = a.x * b.y - b.x * a.y;
    cx += (a.x + b.x) * w;
    cy += (a.y + b.y) * w;
  }
  return {cx / (6 * area), cy / (6 * area)};
}

bool shape_contains(const CellShape& shape, PointMm point) {
  if (shape.kind == CellShape::Kind::kCircle) {
    return std::hypot(point.x - shape.center.x, point.y - shape.center.y) <=
           shape.radius + kEpsilon;
  }
  return polygon_contains(shape.polygon, point);
}

bool shape_contains_disc(const CellShape& shape, PointMm center, double radius) {
  if (shape.kind == CellShape::Kind::kCircle) {
    return std::hypot(center.x - shape.center.x, center.y - shape.center.y) + radius <=
           shape.radius + kEpsilon;
  }
  return polygon_contains(shape.polygon, center) &&
         distance_to_boundary(shape.polygon, center) >= radius - kEpsilon;
}

Status validate_layout(const BoardLayout& layout) {
  if (auto status = check_header(layout); !status) return status;
  auto variants = read_variants(layout);
  if (!variants) return variants.error();
  if (auto status = check_seat_colours(layout, variants->seats); !status) return status;
  if (auto status = check_cells(layout, *variants); !status) return status;
  if (auto status = check_zones(layout, *variants); !status) return status;
  return check_fiducials(layout);
}

std::vector<std::string> bundled_layout_names() {
  return {kBoards.begin(), kBoards.end()};
}

}  // namespace arbitre::vision
