// The Jeson Jam board: RULINGS.md S1 (Popova 1974).
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <set>
#include <string>

#include "arbitre/engine/jeson_jam/board.h"

namespace arbitre::engine::jeson_jam {
namespace {

double distance(int a, int b) {
  return std::hypot(cell_point(a).x - cell_point(b).x, cell_point(a).y - cell_point(b).y);
}

double radius(int cell) {
  return std::hypot(cell_point(cell).x, cell_point(cell).y);
}

// S1: "19 intersections: 6 tips, 6 inner-hexagon corners, 6 midpoints and the centre".
TEST(JesonJamBoard, S1_NineteenIntersectionsWithStableIds) {
  EXPECT_EQ(kCells, 19);
  std::set<std::string> ids;
  for (int cell = 0; cell < kCells; ++cell) {
    ids.insert(std::string(cell_id(cell)));
    EXPECT_EQ(cell_index(cell_id(cell)), cell);
  }
  EXPECT_EQ(ids, (std::set<std::string>{"C", "H1", "H2", "H3", "H4", "H5", "H6", "M1", "M2", "M3",
                                        "M4", "M5", "M6", "T1", "T2", "T3", "T4", "T5", "T6"}));
  EXPECT_EQ(cell_index("T7"), -1);
  EXPECT_EQ(cell_index("c"), -1);
}

// jeson-jam.txt "Le Jeson jam, signifiant 9 routes"; S1: "Nine roads of five intersections each:
// the six triangle sides (tip, hexagon corner, midpoint, hexagon corner, tip) and the three
// diameters (tip, midpoint, centre, midpoint, tip)".
TEST(JesonJamBoard, S1_NineRoadsOfFive) {
  EXPECT_EQ(kRoads, 9);
  std::set<std::string> ids;
  for (int road = 0; road < kRoads; ++road) {
    EXPECT_EQ(std::popcount(road_mask(road)), 5) << road_id(road);
    EXPECT_EQ(road_index(road_id(road)), road);
    ids.insert(std::string(road_id(road)));
  }
  EXPECT_EQ(ids.size(), 9u);
  const auto side = road_cells(road_index("T1-T3"));
  EXPECT_EQ(side, (std::array<int, 5>{tip(1), corner(1), midpoint(2), corner(2), tip(3)}));
  const auto diameter = road_cells(road_index("T2-T5"));
  EXPECT_EQ(diameter, (std::array<int, 5>{tip(2), midpoint(2), kCentre, midpoint(5), tip(5)}));
  EXPECT_EQ(road_index("T1-T2"), -1);  // two tips of different triangles: no road
}

// S1: "36 adjacencies; the centre has 6 neighbours, tips 3, the others 4".
TEST(JesonJamBoard, S1_ThirtySixAdjacenciesAndDegrees) {
  int degree_sum = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    const int degree = std::popcount(neighbours(cell));
    degree_sum += degree;
    const char kind = cell_id(cell)[0];
    EXPECT_EQ(degree, kind == 'C' ? 6 : kind == 'T' ? 3 : 4) << cell_id(cell);
    for (int other = 0; other < kCells; ++other) {
      EXPECT_EQ(adjacent(cell, other), adjacent(other, cell));
    }
  }
  EXPECT_EQ(degree_sum / 2, kAdjacencies);
  EXPECT_EQ(kAdjacencies, 36);
  EXPECT_TRUE(adjacent(tip(1), corner(1)));
  EXPECT_TRUE(adjacent(corner(1), midpoint(2)));
  EXPECT_TRUE(adjacent(midpoint(1), kCentre));
  EXPECT_FALSE(adjacent(tip(1), kCentre));
  EXPECT_FALSE(adjacent(corner(1), corner(2)));  // M2 lies between them
}

// S1: the star inscribed in a circle of radius 1; corners where the triangle sides cross;
// midpoints where the diameters cross the inner hexagon.
TEST(JesonJamBoard, S1_CoordinatesFollowTheStar) {
  for (int i = 1; i <= 6; ++i) {
    EXPECT_NEAR(radius(tip(i)), 1.0, 1e-12);
    EXPECT_NEAR(radius(corner(i)), 1.0 / std::sqrt(3.0), 1e-12);
    EXPECT_NEAR(radius(midpoint(i)), 0.5, 1e-12);
  }
  EXPECT_NEAR(cell_point(tip(1)).y, 1.0, 1e-12);
  EXPECT_GT(cell_point(tip(2)).x, 0.0);  // clockwise from the top
  // Every road is straight: its cells are collinear and in order.
  for (int road = 0; road < kRoads; ++road) {
    const auto& cells = road_cells(road);
    const double length = distance(cells[0], cells[4]);
    EXPECT_NEAR(length, road >= 6 ? 2.0 : std::sqrt(3.0), 1e-12) << road_id(road);
    double along = 0;
    for (int k = 1; k < 5; ++k) along += distance(cells[k - 1], cells[k]);
    EXPECT_NEAR(along, length, 1e-12) << road_id(road);
  }
}

// S1: "Points are not evenly spaced along a triangle side."
TEST(JesonJamBoard, S1_PointsNotEvenlySpacedAlongASide) {
  EXPECT_NEAR(distance(tip(1), corner(1)), std::sqrt(3.0) / 3, 1e-12);
  EXPECT_NEAR(distance(corner(1), midpoint(2)), std::sqrt(3.0) / 6, 1e-12);
  EXPECT_NEAR(distance(midpoint(2), corner(2)), std::sqrt(3.0) / 6, 1e-12);
  // The diameters are evenly spaced: tip, midpoint, centre at 1/2 steps.
  EXPECT_NEAR(distance(tip(1), midpoint(1)), 0.5, 1e-12);
  EXPECT_NEAR(distance(midpoint(1), kCentre), 0.5, 1e-12);
}

}  // namespace
}  // namespace arbitre::engine::jeson_jam
