// BoardOutline: the outline of a board without fiducials (a commercial wooden backgammon
// board), found as the quadrilateral that stands out from the table. Its corners feed
// pose_from_corners like corners clicked by the player. A frame where the outline cannot be
// found gets a reason, never a guess.
//
// Pipeline (each stage timed, outline_stages.h):
//   1. table model: the colours along the picture's border (the camera frames the whole
//      board with a margin, so the border is table), in Lab with lightness weighed down;
//   2. board blob: pixels far from every table colour, the largest connected region (an arm
//      reaching in from the picture's edge cut off by a wide opening);
//   3. quadrilateral hypothesis: the blob's convex hull simplified to four corners;
//   4. side refinement: along each side, the outermost colour step from the board to the
//      table across the side in the full-size picture (undistorted with the intrinsics), a
//      robust line fit to those edge points; corners are the sides' intersections;
//   5. checks: edge support along every side, convexity, size, inside the picture, and the
//      board's aspect once seen through a plausible camera (the intrinsics when given).
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <string>

#include <opencv2/core.hpp>

#include "arbitre/calibration/camera_file.h"
#include "arbitre/vision/layout.h"

namespace arbitre::calibration {

// Every threshold of the outline search, with its unit. Defaults tuned on rendered wooden
// boards of seeds 1-99 (`arbitre eval outline`).
struct OutlineParams {
  int work_long_side_px = 640;    // the picture is searched for the blob at this size
  double border_band = 0.015;     // table sample: this share of the picture's short side
  double lightness_weight = 0.4;  // Lab L counts this much against a and b (uneven light)
  double table_distance = 3.0;    // board pixel: this many table spreads from every table colour
  double min_table_spread = 2.5;  // Lab units: the floor of a table's spread (plain cloth)
  // Table clusters: fewer than min_cluster_share of the border samples is no table colour;
  // common_cluster_share or more always is; in between, only when it holds stretch_presence of
  // the samples of min_table_stretches of the border's 16 stretches (a board pushed across
  // the picture's edge fills a few neighbouring stretches; the table is all round).
  double min_cluster_share = 0.1;
  double common_cluster_share = 0.4;
  double stretch_presence = 0.2;
  int min_table_stretches = 6;
  // A blob reaching the picture's edge is opened with a disc of this share of its short side,
  // which cuts off an arm reaching in (an arm is narrower than the board).
  double arm_opening_share = 0.3;
  double min_area_share = 0.04;  // blob: at least this share of the picture
  double search_px = 10;         // side refinement: first search, pixels inward (outward at least)
  double search_out_share = 0.08;  // ...and outward up to this share of the side's length
  double inlier_px = 1.0;          // side refinement: edge points this close to the line count
  double sample_step_px = 3;       // side refinement: one profile every this many pixels
  double min_step = 12;            // edge point: colour step across the side, 0..255 BGR norm
  double min_step_share = 0.15;    // ...and at least this share of the profile's strongest step
  // The board's side of an edge lies this many table spreads further from the table's
  // colours than the table's side (a seam between two planks has table on both sides).
  double board_side_spreads = 1.5;
  double min_side_support = 0.45;  // each side: share of its length with an edge on the line
  // When the blob covers less than grown_area_share of the fitted outline (the frame is near
  // the table's colour), each side needs an edge along grown_min_side_support of it.
  double grown_area_share = 0.9;
  double grown_min_side_support = 0.75;
  double min_support = 0.7;        // all sides: share of the border with an edge on the line
  double aspect_tolerance = 0.06;  // |measured / layout - 1| at most, with intrinsics
  double aspect_tolerance_guessed = 0.12;  // the same through a guessed camera
  double guessed_focal = 0.8;              // no intrinsics: focal length as a share of the width
  double edge_margin_px = 2;        // corners closer than this to the picture's edge: cut off
  std::filesystem::path debug_dir;  // non-empty: intermediate images are written there
};

struct BoardOutline {
  bool found = false;
  std::string reason;  // not found: why ("no quadrilateral stands out from the table", ...)
  // The outline in the picture (lens distortion included), in layout.corners() order:
  // top-left, top-right, bottom-right, bottom-left of the layout.
  std::array<cv::Point2d, 4> corners_px;
  // A quadrilateral fits the layout two ways 180 degrees apart; the reading returned puts the
  // layout's top edge (y = 0) higher in the picture. True always: the orientation is this
  // convention, not something seen (the pieces of the starting position settle it).
  bool orientation_assumed = true;
  double edge_contrast = 0;  // median colour step across the sides, 0..255 BGR norm
  double support = 0;        // share of the border with an edge on the fitted sides
  double aspect = 0;         // measured width / height of the board, through the camera
  struct Timing {
    double table_ms = 0, blob_ms = 0, quad_ms = 0, refine_ms = 0, check_ms = 0;
    double total_ms() const { return table_ms + blob_ms + quad_ms + refine_ms + check_ms; }
  } timing;
};

// Finds `layout`'s outline in `image` (8-bit BGR). With intrinsics the sides are fitted in
// undistorted pixels and the aspect is measured through that camera; without, through a
// guessed one (centred, square pixels, focal length from the quadrilateral or guessed).
BoardOutline find_board_outline(const cv::Mat& image, const vision::BoardLayout& layout,
                                const std::optional<Intrinsics>& camera,
                                const OutlineParams& params = {});

}  // namespace arbitre::calibration
