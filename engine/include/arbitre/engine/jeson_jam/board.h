// The Jeson Jam board (RULINGS.md S1): a six-pointed star of two equilateral triangles with
// the three diameters joining opposite tips, 19 intersections and nine roads of five.
//
// Geometry (Popova 1974, as RULINGS.md S1 records it): the star is inscribed in a circle of
// radius R = 1 board unit, centred on the centre C, x to the right and y up, tip T1 at the
// top and T1..T6 clockwise. The hexagon corners H1..H6 are where the sides of the two
// triangles cross (radius 1/sqrt(3)); Hi lies between tips Ti and Ti+1. The midpoint Mi is
// where the diameter through Ti crosses the inner hexagon (radius 1/2); it is also the middle
// of the triangle side joining the two neighbours of Ti. Along a triangle side the points are
// not evenly spaced: tip to corner sqrt(3)/3, corner to midpoint sqrt(3)/6.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace arbitre::engine::jeson_jam {

constexpr int kCells = 19;
constexpr int kRoads = 9;
constexpr int kRoadLength = 5;
constexpr int kAdjacencies = 36;

// Cell indices: the centre, then the midpoints, the hexagon corners and the tips, each
// numbered 1..6 clockwise from the top.
constexpr int kCentre = 0;
constexpr int midpoint(int i) {
  return i;
}  // M1..M6 -> 1..6
constexpr int corner(int i) {
  return 6 + i;
}  // H1..H6 -> 7..12
constexpr int tip(int i) {
  return 12 + i;
}  // T1..T6 -> 13..18

using CellMask = uint32_t;  // bit c set when cell c belongs to the set
constexpr CellMask cell_bit(int cell) {
  return CellMask{1} << cell;
}
constexpr CellMask kAllCells = (CellMask{1} << kCells) - 1;

// A point on the board, in units of the radius of the circle through the six tips.
struct Point {
  double x = 0.0;
  double y = 0.0;
};

// "C", "M1".."M6", "H1".."H6", "T1".."T6".
std::string_view cell_id(int cell);
// The index of a cell id, or -1 when the id names no intersection.
int cell_index(std::string_view id);
Point cell_point(int cell);

// Roads 0..5 are the triangle sides, road i-1 joining T(i-1), H(i-1), Mi, Hi, T(i+1) (its
// middle is Mi); roads 6..8 are the diameters T1-T4, T2-T5, T3-T6. Cells in road order.
const std::array<int, kRoadLength>& road_cells(int road);
CellMask road_mask(int road);
// "T1-T3": the two tips at the ends of the road, lower number first.
std::string_view road_id(int road);
// The index of a road id, or -1.
int road_index(std::string_view id);
// The roads through a cell, as a mask of road bits (bit r for road r).
uint16_t roads_through(int cell);
// The cells adjacent to a cell along a road.
CellMask neighbours(int cell);
bool adjacent(int a, int b);

}  // namespace arbitre::engine::jeson_jam
