// The colours of each player's pieces, sampled from a picture of the starting position: a
// small disc on top of every piece the engine's initial occupancy puts on the board, and the
// bare board around the cells. The reader (issue 5) tells pieces apart with them.
//
// Colours are kept in CIELab of the linearised picture (D65) and, to cope with the light's
// colour, as chromaticity after dividing by the bare board's colour (a von Kries white
// balance on the board itself).
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/calibration/camera_file.h"
#include "arbitre/engine/occupancy.h"
#include "arbitre/vision/layout.h"

namespace arbitre::calibration {

// One small disc of the picture, averaged in linear RGB.
struct ColourSample {
  cv::Vec3d linear_rgb;  // 0..1, sRGB primaries
  cv::Vec3d lab;         // CIELab (D65) of linear_rgb
};

// Robust statistics of a set of samples.
struct ColourStats {
  cv::Vec3d lab;                   // median of each channel
  cv::Vec3d spread;                // 1.4826 x median absolute deviation of each channel
  std::array<double, 2> chroma{};  // r/(r+g+b), g/(r+g+b) of the median divided by the board's
  int samples = 0;
};

struct PieceColours {
  std::map<char, ColourStats> pieces;  // by occupancy letter (W B, R Y G B N, L D, ...)
  ColourStats board;                   // the bare board around the cells
};

// What one picture of the starting position shows.
struct StartReading {
  std::map<char, std::vector<ColourSample>> pieces;  // the top of every pile, by letter
  std::vector<ColourSample> board;                   // bare board between cells and zones
  std::vector<ColourSample> empty_cells;             // where a piece would stand, empty at start
  std::vector<cv::Vec3d> empty_surrounds;            // CIELab of the board around each of those
  cv::Mat board_look;  // the board's luminance (board_look.h)
  int pieces_expected = 0;
  int pieces_missing = 0;  // pile tops whose colour is far from their letter's
  int intruders = 0;       // empty cells whose colour is a piece letter's
  bool looks_like_start = false;
  std::string reason;  // why not, in a player's words
};

// Samples `image` where `start` (the engine's initial occupancy of `variant`) puts its pieces
// on `layout`, through `pose` (its rvec/tvec with `camera`, else its homography on the board
// plane), and judges whether the pieces stand on their starting places.
StartReading read_start(const cv::Mat& image, const vision::BoardLayout& layout,
                        const std::string& variant, const engine::Occupancy& start,
                        const BoardPose& pose, const std::optional<Intrinsics>& camera);

// The colours of several readings of the start (frames of a video), pooled.
PieceColours summarise_colours(const std::vector<StartReading>& readings);

// A board found by its outline is known up to a half turn. Reads the start both ways: the
// reading whose start cells look occupied wins; when both do, the one whose colours fit the
// letters' names (W lighter than B, R red...). Neither clearly: not ok, with the reason.
struct OrientedStart {
  bool ok = false;
  std::string reason;
  BoardPose pose;
  StartReading reading;
  bool turned = false;  // the outline's corners were read half a turn round
};
OrientedStart orient_by_start(const cv::Mat& image, const vision::BoardLayout& layout,
                              const std::string& variant, const engine::Occupancy& start,
                              const std::array<cv::Point2d, 4>& outline_corners,
                              const std::optional<Intrinsics>& camera);

// Whether a point of the board (mm) lies clear of every cell, zone and fiducial by `margin` mm:
// where the bare board shows. The calibration samples the board's colour there, and the reader
// follows the light on it.
bool on_bare_board(const vision::BoardLayout& layout, vision::PointMm p, double margin);

// Colour conversions shared with the tests: sRGB hex ("#e5bf9c") or 8-bit BGR to CIELab.
cv::Vec3d lab_of_linear(const cv::Vec3d& linear_rgb);
std::optional<cv::Vec3d> lab_of_hex(const std::string& hex);
double delta_e(const cv::Vec3d& a, const cv::Vec3d& b);

}  // namespace arbitre::calibration
