#include "arbitre/engine/jeson_jam/board.h"

namespace arbitre::engine::jeson_jam {
namespace {

constexpr double kSqrt3 = 1.7320508075688772;

// Wraps 1..6 numbering: wrap(0) == 6, wrap(7) == 1.
constexpr int wrap(int i) {
  return (i + 5) % 6 + 1;
}

constexpr std::array<std::string_view, kCells> kIds = {"C",  "M1", "M2", "M3", "M4", "M5", "M6",
                                                       "H1", "H2", "H3", "H4", "H5", "H6", "T1",
                                                       "T2", "T3", "T4", "T5", "T6"};

// Tips on the unit circle at 90, 30, -30, ... degrees; midpoints halfway to the centre;
// hexagon corners at 60, 0, -60, ... degrees on the circle of radius 1/sqrt(3).
constexpr std::array<Point, kCells> kPoints = {{
    {0.0, 0.0},         {0.0, 0.5},           {kSqrt3 / 4, 0.25},  {kSqrt3 / 4, -0.25},
    {0.0, -0.5},        {-kSqrt3 / 4, -0.25}, {-kSqrt3 / 4, 0.25}, {kSqrt3 / 6, 0.5},
    {kSqrt3 / 3, 0.0},  {kSqrt3 / 6, -0.5},   {-kSqrt3 / 6, -0.5}, {-kSqrt3 / 3, 0.0},
    {-kSqrt3 / 6, 0.5}, {0.0, 1.0},           {kSqrt3 / 2, 0.5},   {kSqrt3 / 2, -0.5},
    {0.0, -1.0},        {-kSqrt3 / 2, -0.5},  {-kSqrt3 / 2, 0.5},
}};

constexpr std::array<std::array<int, kRoadLength>, kRoads> make_roads() {
  std::array<std::array<int, kRoadLength>, kRoads> roads{};
  for (int i = 1; i <= 6; ++i) {
    roads[i - 1] = {tip(wrap(i - 1)), corner(wrap(i - 1)), midpoint(i), corner(i),
                    tip(wrap(i + 1))};
  }
  for (int i = 1; i <= 3; ++i) {
    roads[5 + i] = {tip(i), midpoint(i), kCentre, midpoint(i + 3), tip(i + 3)};
  }
  return roads;
}

constexpr auto kRoadCells = make_roads();

constexpr std::array<std::string_view, kRoads> kRoadIds = {
    "T2-T6", "T1-T3", "T2-T4", "T3-T5", "T4-T6", "T1-T5", "T1-T4", "T2-T5", "T3-T6"};

struct Tables {
  std::array<CellMask, kRoads> road_masks{};
  std::array<uint16_t, kCells> roads_through{};
  std::array<CellMask, kCells> neighbours{};
};

constexpr Tables make_tables() {
  Tables tables;
  for (int road = 0; road < kRoads; ++road) {
    const auto& cells = kRoadCells[road];
    for (int k = 0; k < kRoadLength; ++k) {
      tables.road_masks[road] |= cell_bit(cells[k]);
      tables.roads_through[cells[k]] |= static_cast<uint16_t>(1u << road);
      if (k > 0) {
        tables.neighbours[cells[k]] |= cell_bit(cells[k - 1]);
        tables.neighbours[cells[k - 1]] |= cell_bit(cells[k]);
      }
    }
  }
  return tables;
}

constexpr Tables kTables = make_tables();

}  // namespace

std::string_view cell_id(int cell) {
  return kIds.at(cell);
}

int cell_index(std::string_view id) {
  for (int cell = 0; cell < kCells; ++cell) {
    if (kIds[cell] == id) return cell;
  }
  return -1;
}

Point cell_point(int cell) {
  return kPoints.at(cell);
}

const std::array<int, kRoadLength>& road_cells(int road) {
  return kRoadCells.at(road);
}

CellMask road_mask(int road) {
  return kTables.road_masks.at(road);
}

std::string_view road_id(int road) {
  return kRoadIds.at(road);
}

int road_index(std::string_view id) {
  for (int road = 0; road < kRoads; ++road) {
    if (kRoadIds[road] == id) return road;
  }
  return -1;
}

uint16_t roads_through(int cell) {
  return kTables.roads_through.at(cell);
}

CellMask neighbours(int cell) {
  return kTables.neighbours.at(cell);
}

bool adjacent(int a, int b) {
  return (neighbours(a) & cell_bit(b)) != 0;
}

}  // namespace arbitre::engine::jeson_jam
