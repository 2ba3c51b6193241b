// The half turn an outline leaves open, settled by the starting position: where the pieces
// stand, then which colour stands where.
#include <algorithm>
#include <cmath>
#include <map>

#include "arbitre/calibration/piece_colours.h"

namespace arbitre::calibration {
namespace {

// Two readings' colour costs must differ by this much (CIELab) for one to win.
constexpr double kMinColourMargin = 20;

// What each occupancy letter's name says its pieces look like, by board (docs/games/*.md).
const std::map<char, std::string>& named_colours(const std::string& board) {
  static const std::map<std::string, std::map<char, std::string>> by_board = {
      {"jacquet", {{'W', "#f0f0f0"}, {'B', "#202020"}}},
      {"jeson-jam", {{'L', "#f0f0f0"}, {'D', "#202020"}}},
      {"jacotte",
       {{'R', "#d03020"}, {'Y', "#f0d040"}, {'G', "#30a040"}, {'B', "#2050c0"}, {'N', "#d0b890"}}},
      {"toc-4",
       {{'R', "#d03020"},
        {'Y', "#f0d040"},
        {'G', "#30a040"},
        {'B', "#2050c0"},
        {'K', "#202020"},
        {'W', "#f0f0f0"}}},
  };
  static const std::map<char, std::string> none;
  const auto it = by_board.find(board == "toc-6" ? "toc-4" : board);
  return it == by_board.end() ? none : it->second;
}

// How far a reading's colours, balanced on the bare board, lie from their letters' names.
double colour_cost(const StartReading& reading, const std::string& board) {
  const PieceColours colours = summarise_colours({reading});
  cv::Vec3d white(1, 1, 1);
  std::vector<double> r, g, b;
  for (const auto& s : reading.board) {
    r.push_back(s.linear_rgb[0]), g.push_back(s.linear_rgb[1]), b.push_back(s.linear_rgb[2]);
  }
  auto median = [](std::vector<double>& v) {
    if (v.empty()) return 1.0;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
    return std::max(v[v.size() / 2], 1e-6);
  };
  white = {median(r), median(g), median(b)};
  double cost = 0;
  for (const auto& [letter, samples] : reading.pieces) {
    const auto it = named_colours(board).find(letter);
    if (it == named_colours(board).end() || samples.empty()) continue;
    std::vector<double> distances;
    for (const auto& s : samples) {
      cv::Vec3d balanced;
      for (int k = 0; k < 3; ++k) balanced[k] = std::min(s.linear_rgb[k] / white[k], 1.5);
      distances.push_back(delta_e(lab_of_linear(balanced), *lab_of_hex(it->second)));
    }
    std::nth_element(distances.begin(),
                     distances.begin() + static_cast<std::ptrdiff_t>(distances.size() / 2),
                     distances.end());
    cost += distances[distances.size() / 2];
  }
  return cost;
}

}  // namespace

OrientedStart orient_by_start(const cv::Mat& image, const vision::BoardLayout& layout,
                              const std::string& variant, const engine::Occupancy& start,
                              const std::array<cv::Point2d, 4>& outline_corners,
                              const std::optional<Intrinsics>& camera) {
  const std::array<cv::Point2d, 4> turned_corners = {outline_corners[2], outline_corners[3],
                                                     outline_corners[0], outline_corners[1]};
  OrientedStart as_given, turned;
  as_given.pose = pose_from_corners(outline_corners, layout, camera);
  as_given.reading = read_start(image, layout, variant, start, as_given.pose, camera);
  turned.pose = pose_from_corners(turned_corners, layout, camera);
  turned.reading = read_start(image, layout, variant, start, turned.pose, camera);
  turned.turned = true;
  const bool given_ok = as_given.reading.looks_like_start;
  const bool turned_ok = turned.reading.looks_like_start;
  if (given_ok != turned_ok) {
    OrientedStart& winner = given_ok ? as_given : turned;
    winner.ok = true;
    return winner;
  }
  if (!given_ok) {
    as_given.reason = as_given.reading.reason + " either way round the board";
    return as_given;
  }
  const double given_cost = colour_cost(as_given.reading, layout.name);
  const double turned_cost = colour_cost(turned.reading, layout.name);
  if (std::abs(given_cost - turned_cost) < kMinColourMargin) {
    as_given.reason =
        "cannot tell which way round the board lies: the pieces look like the starting position "
        "both ways, and their colours do not say which player is which";
    return as_given;
  }
  OrientedStart& winner = given_cost < turned_cost ? as_given : turned;
  winner.ok = true;
  return winner;
}

}  // namespace arbitre::calibration
