// BoardLayout: the physical board as geometry, in millimetres, read from a layout file
// (vision/layouts/*.json, format in docs/layout.md).
//
// Board frame: origin at the top-left corner of the printed sheet, x to the right, y down
// (as the board is seen by the player of seat 0 sitting at the bottom edge), z into the
// table, so a point at height h above the board has z = -h. The printer, the renderer, the
// calibration and the reader all use this frame.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "arbitre/engine/result.h"

namespace arbitre::vision {

struct PointMm {
  double x = 0;
  double y = 0;
};

// The shape of one place. A Jacquet point is a triangle: checkers stand in a row from the
// middle of `base` toward `tip`. Intersections and round places are circles; track squares,
// camps, trays and zones are polygons (corners in order, clockwise on the sheet).
struct CellShape {
  enum class Kind { kCircle, kPolygon, kTriangle };
  Kind kind = Kind::kCircle;
  PointMm center;                // kCircle: centre; others: the centroid, filled by the loader
  double radius = 0;             // kCircle
  std::vector<PointMm> polygon;  // kPolygon; kTriangle: base end, base end, tip
};

// One place the engine knows (its occupancy id), or a zone of the board that is not a cell.
struct Cell {
  std::string id;    // engine id: "a", "L1.3", "C", "s1.07", "home.R.2", "wait.R", "LH"
  std::string role;  // "point", "off" (Jacquet), "lane", "centre", "camp", "loot" (Jacotte),
                     // "intersection", "tray" (Jeson Jam), "square", "home", "wait" (Toc)
  CellShape shape;
  int seat = -1;  // the seat the place belongs to (camps, homes, talons), -1 for none
};

// A region that is not an engine cell: "dice" (where dice and sticks are thrown), "cards"
// (where a card is laid down), "talon" (a Jacquet talon, drawn for the players), "centre"
// (a board's middle, drawn only).
struct Zone {
  std::string kind;
  std::vector<PointMm> polygon;
  int seat = -1;
};

// An ArUco marker printed on the board; corners in ArUco order (top-left, top-right,
// bottom-right, bottom-left of the marker as printed), black border included.
struct Fiducial {
  int id = 0;
  PointMm center;
  double size_mm = 0;    // side of the black square
  double margin_mm = 0;  // white quiet zone around it, kept clear of any drawing
  std::vector<PointMm> corners() const;
};

// How big the physical pieces are, so that the renderer draws and the reader expects them.
struct PieceSize {
  double diameter_mm = 0;
  double height_mm = 0;
};

struct BoardLayout {
  std::string name;                   // "jacquet", "jacotte", "jeson-jam", "toc-4", "toc-6"
  std::vector<std::string> variants;  // engine variants played on it: "jacquet", ...
  double width_mm = 0;
  double height_mm = 0;
  std::string dictionary = "DICT_4X4_50";  // the one ArUco dictionary of every board
  std::vector<Fiducial> fiducials;         // exactly four, ids tell the board (below)
  std::vector<Cell> cells;
  std::vector<Zone> zones;
  PieceSize piece;
  std::vector<std::string> seat_colours;  // display colour per seat, "#rrggbb"

  const Cell* find_cell(const std::string& id) const;
  const Zone* find_zone(const std::string& kind) const;
  // The board's outline corners (top-left, top-right, bottom-right, bottom-left).
  std::vector<PointMm> corners() const;
};

// Fiducial ids of each board in DICT_4X4_50: board k uses 4k .. 4k+3, clockwise from the top
// left. ChArUco calibration sheets use ids from kCharucoFirstId on.
inline constexpr int kFiducialsPerBoard = 4;
inline constexpr int kCharucoFirstId = 20;
// The layout name whose fiducials include `id`, or nullopt.
std::optional<std::string> board_for_fiducial(int id);

// Reads and checks a layout: every field present and typed, the cell ids exactly the union of
// the listed variants' Game::cell_ids() (variants sharing a board need not use all of it),
// each placed once, four fiducials with the board's ids, shapes inside the sheet. Errors name
// the file and the field ("jacquet.json: cells[3].id: 'y' is not a cell of jacquet or
// jacquet-advanced"); layout_from_json's name only the field.
engine::Result<BoardLayout> load_layout(const std::filesystem::path& path);
engine::Result<BoardLayout> layout_from_json(const nlohmann::json& json);
nlohmann::json layout_to_json(const BoardLayout& layout);

// Checks a layout, whether read from JSON or built in code: the rules above, plus roles that
// fit the ids, seats in range, polygons clockwise, fiducial quiet zones clear of every cell
// and zone, and a "dice" ("cards") zone on a board whose games throw dice or sticks (lay down
// cards). docs/layout.md lists every rule. Fields are named as in the JSON ("cells[3].id").
engine::Status validate_layout(const BoardLayout& layout);

// The board a variant plays on ("jacquet-advanced" -> "jacquet", "toc-2" -> "toc-4"), also
// for a board's own name; nullopt for anything else.
std::optional<std::string> board_of_variant(const std::string& variant);

// Geometry in the board frame. A point on an edge counts as inside.
bool shape_contains(const CellShape& shape, PointMm point);
// Whether a disc of `radius` around `center` lies wholly inside the shape.
bool shape_contains_disc(const CellShape& shape, PointMm center, double radius);
// Area-weighted centroid of a polygon (its first vertex when the area is zero).
PointMm polygon_centroid(const std::vector<PointMm>& polygon);
// The signed area in mm², positive when the corners run clockwise on the sheet (y down).
double signed_area(const std::vector<PointMm>& polygon);

// The bundled layout of a board or an engine variant ("toc-4", "jacquet-advanced",
// "jacotte-3"), from the layouts folder compiled into the program.
engine::Result<BoardLayout> bundled_layout(const std::string& board_or_variant);
std::vector<std::string> bundled_layout_names();

}  // namespace arbitre::vision
