// The state a TableReader keeps between frames: the places, the printed board's colours,
// the bare-board spots, the projection buffers. Shared by table_reader.cpp and sticks.cpp.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/calibration/profile.h"
#include "arbitre/read/table_reader.h"
#include "arbitre/vision/layout.h"
#include "colour.h"
#include "places.h"
#include "start_look.h"
#include "sticks_bars.h"
#include "structure.h"

namespace arbitre::read::detail {

inline constexpr double kArtPxPerMm = 2;
// Points projected per spot: its centre, a point one sampling radius away, the ring.
inline constexpr int kRingPoints = 8;
inline constexpr int kPointsPerSpot = 2 + kRingPoints;

// One point sampled in every frame.
struct Spot {
  cv::Point3d point;  // board frame, mm (z < 0 above the board)
  double radius_mm = 0;
  double ring_mm = 0;           // the ring's radius around the centre
  std::vector<int> neighbours;  // the nearest bare-board spots, for the local board colour
  // Per print class: its nearest points outside the spot's own place, for the local gain of
  // that print colour (the spot's own place may be full of pieces).
  std::vector<std::vector<int>> class_neighbours;
};

// The kPointsPerSpot board points sampled for `spot`, appended to `points`: its centre, a point
// one sampling radius away, the ring.
void add_spot_points(const Spot& spot, std::vector<cv::Point3d>& points);

// What one spot showed in this frame.
struct SpotSample {
  bool seen = false;                        // false: off the picture
  cv::Vec3d linear;                         // the centre's median colour, linear RGB
  cv::Vec3d lab;                            // ... in CIELab
  std::array<cv::Vec3d, kRingPoints> ring;  // the ring points' colours, CIELab
  cv::Vec3d gain;                           // the local bare-board gain
  double empty = 1e9;                       // weighted ΔE from the empty board's print
  double print_contrast = 0;  // the most a ring point's print differs from the centre's
};

// Board frame -> picture for one frame, through the 3-D pose when there is one.
struct Projection {
  std::optional<cv::Matx33d> rotation;  // with the 3-D pose
  cv::Vec3d rvec, tvec;
  cv::Point3d camera_mm;  // the camera's centre in the board frame
  std::optional<calibration::Intrinsics> intrinsics;
  cv::Matx33d board_to_image = cv::Matx33d::eye();
  // Where the ray from the camera through `p` meets the board (p itself without a 3-D pose).
  cv::Point2d ground(const cv::Point3d& p) const;
  // `points` (board frame, mm) in the picture, written to `pixels`: through the camera with the
  // 3-D pose, else through the board plane's homography (heights ignored).
  void project(const std::vector<cv::Point3d>& points, std::vector<cv::Point2d>& pixels) const;
};

// The sticks' per-frame buffers: the zone points unlike the print, and the bars' search.
struct StickBuffers {
  std::vector<cv::Vec3d> labs;            // CIELab
  std::vector<cv::Point2d> ground;        // board frame, mm
  std::vector<cv::Point2d> pixels;        // picture
  std::vector<int> cells;                 // stick grid cell
  std::vector<double> distances, sorted;  // from the plain wood
  std::vector<char> side;                 // colour group
  std::vector<int> which;                 // the points a bar search covers
  BarBuffers bars;
};

struct ReaderState {
  ReaderParams params;
  calibration::Profile profile;
  vision::BoardLayout layout;
  std::vector<Place> places;
  std::vector<int> first_spot;      // per place: index of its first spot in `spots`
  std::vector<int> postillon_spot;  // per place: index, -1 for none
  std::vector<Spot> spots;
  std::string letters;                 // seat order, for the occupancy text (no N)
  std::string classes;                 // every piece letter the profile knows
  std::map<char, cv::Vec3d> relative;  // piece colour / board colour at calibration, linear
  cv::Mat art;                         // the printed board, linear RGB float, kArtPxPerMm
  cv::Mat art_bgr8;                    // the same in 8-bit sRGB, as drawn: `art` is its table
  std::vector<cv::Point2d> grid;       // bare-board spots, mm
  std::vector<cv::Vec3d> grid_art;     // the print's colour there
  cv::Vec3d art_board;                 // the print's bare-board colour (median)
  // The print's flat colours (linear RGB: the sheet, each point's colour, the bar...) and
  // points where each shows alone: every frame re-learns each colour's own gain, since gloss
  // and a tinted light do not scale a red print as they scale the cream sheet.
  std::vector<cv::Vec3d> print_classes;
  std::vector<cv::Point2d> class_points;
  std::vector<int> class_of_point;
  std::vector<cv::Vec3d> class_point_art;
  std::vector<int> class_point_place;  // the layout cell holding each point, -1 for none
  std::vector<char> class_learns;      // per class: its gain is learned in every frame
  // Sticks: the throwing zone's grid at the sticks' top.
  std::vector<cv::Point3d> stick_points;
  cv::Size stick_grid;                // columns, rows of the zone grid (row-major in stick_points)
  std::vector<int> stick_grid_index;  // grid cell of each stick point
  std::vector<int> zone_neighbours;   // bare-board spots around the zone
  Spot zone_spot;                     // the zone's centre, for the print's local gains
  std::vector<PrintPatch> patches;    // per place: its printed pattern (Toc squares)
  // La Jacotte: the neutrals in the game (they never leave the board); -1 on other boards.
  int neutrals = -1;
  // Jeson Jam: each colour's stones in the game (stone_counts.h); -1 on other boards.
  int stones = -1;

  // Per-frame buffers.
  std::vector<cv::Point3d> object_points;
  std::vector<cv::Point2d> image_points;
  // A spot raised to a pile's top (stacked_rows.h), and its points in the picture.
  std::vector<cv::Point3d> raised_object_points;
  std::vector<cv::Point2d> raised_points;
  std::vector<cv::Vec3d> grid_gain;
  std::vector<char> grid_ok;
  std::vector<cv::Vec3d> gathered;
  std::vector<SpotSample> samples;
  std::vector<cv::Vec3d> class_gain;        // per print class: its gain over the board's gain
  std::vector<cv::Vec3d> class_point_gain;  // frame / print at each class point
  std::vector<char> class_point_ok;
  std::vector<std::vector<cv::Vec3d>> class_gathered;
  std::vector<double> patch_match;  // per place: frame vs print correlation, -2 unmeasured
  std::vector<float> patch_seen;
  std::vector<float> patch_print;
  // Per place: its range in look_offsets / look_seen, the patch's offsets in reach and in the
  // frame and the frame's luminance there.
  std::vector<std::pair<std::size_t, std::size_t>> look_range;
  std::vector<std::size_t> look_offsets;
  std::vector<float> look_seen;
  std::vector<SpotLook> spot_looks;            // per spot (start_look.h)
  std::vector<std::size_t> spot_look_offsets;  // one spot's, as look_offsets / look_seen
  std::vector<float> spot_look_seen;
  std::vector<double> spot_margins;   // one Jacquet point's row spots' colour margins
  std::vector<float> look_pair_seen;  // of those, where the shifted look was seen
  std::vector<float> look_values;
  cv::Mat print_luminance;  // the print blurred like the frame, gamma-encoded luminance
  StickBuffers stick_buffers;
  DiscSampler sampler;
  StageTimes times;

  // The local gain (frame colour / print colour) from the given bare-board spots.
  cv::Vec3d gain_from(const std::vector<int>& neighbours);
  // What the print colour `print` (linear) looks like now under the local gain `gain`.
  // Near `spot` the print class's own gain is used when its points around are seen.
  cv::Vec3d print_now(const cv::Vec3d& print, const cv::Vec3d& gain, const Spot& spot);
};

// Whether the stick grid covers `p` (mm): inside the throwing zone, or within
// stick_margin_mm of it and outside every place of the layout.
bool in_stick_area(const ReaderState& state, const vision::Zone& zone, cv::Point2d p);

// Sticks in the throwing zone; `first_point` is where the zone's points start in
// state.image_points.
SticksReading read_sticks(ReaderState& state, const cv::Mat& frame, const Projection& projection,
                          std::size_t first_point);

}  // namespace arbitre::read::detail
