// The top card of the played pile, outlined through the board's pose. A card lying on a white
// board is white on white: the card reader's masks see one white sheet. The board's pose gives
// what the masks lack: the card's size on the board is known, so the finder looks for a
// card-sized rectangle in the play zone seen from above. Pipeline (docs/reading.md):
//   rectify  the zone and a margin around it, warped to board millimetres through the pose
//   edges    Canny edges of the rectified colours, and their gradient
//   angles   the orientations of the strongest straight lines (Hough) and of the gradient
//   sweep    for each, every card-sized rectangle centred in the zone, scored by its weakest
//            side's gradient: the card on top shows its whole outline, those under it parts
//   refine   each side of the best one refitted to the edge points along it
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/calibration/camera_file.h"
#include "arbitre/vision/layout.h"

namespace arbitre::read {

struct PileParams {
  double px_per_mm = 1.5;  // scale of the rectified zone (720p sees 1 to 2.5 px per board mm)
  double margin_mm = 45;   // around the zone's box: a card laid askew reaches out of the zone
  // The card's size (mm): poker, and a narrower deck (bridge).
  double short_mm = 63;
  double long_mm = 88;
  double narrow_short_mm = 57;
  double narrow_long_mm = 89;
  // Orientations tried: those of the strongest Hough lines, then the gradient's peaks.
  int max_lines = 48;              // Hough lines kept...
  double line_votes = 0.5;         // ...with edge pixels along this share of a card's short side
  int line_angles = 4;             // orientations from the lines
  int gradient_angles = 2;         // ...and from the gradient's histogram
  double angle_tolerance_deg = 3;  // orientations nearer than this are one
  double sweep_step_mm = 1;        // centres tried on this grid over the zone
  // An edge runs across a side where the gradient reaches edge_min levels per px, or
  // edge_noise times the zone's median gradient (its noise: most of the zone is flat) when
  // that is more. A card's outline may be no more than its printed border, a faint thin line.
  double edge_min = 2;
  double edge_noise = 3;
  // Gaussian sigma before the gradient (px of the rectified zone); a second look with the
  // second when the first finds no card (a noisy or defocused picture).
  double blur_px = 1.0;
  double retry_blur_px = 2.5;
  double edge_search_px = 2;  // how far across a side the edge is looked for (refit)
  double corner_mm = 5;       // rounded corners: the sides are scored without them
  // The card on top shows its whole outline: an edge runs along at least this share of its
  // weakest side. Half: where a mostly white face (an ace, a low club) lies over another
  // white card, the shadow its side casts there is fainter than the edge level (tuning toc-4
  // 1-40: 0.6 missed 5 played cards whose weakest side showed along 0.50-0.60).
  double min_side_support = 0.5;
  // A rectangle whose weakest side shows along this share is taken at once, when its sides are
  // edges along them over this share too (not print crossing them): the orientations after it
  // are not swept (the strongest line is most often the card's side; on toc-4 seeds 1-10,
  // stopping at 0.9 left a better rectangle untried in 1 look of 110, 0.990 against 0.991, and
  // spared the sweep in 74).
  double sure_side = 0.9;
};

// The top card's outline: corners in board mm, clockwise seen from above (board x right,
// y down), the first two along a short side.
struct PileTop {
  std::array<cv::Point2d, 4> corners_mm;
  double weakest_side = 0;  // share of its weakest side with an edge along it, 0..1
};

class PileTopFinder {
 public:
  explicit PileTopFinder(PileParams params = {}) : params_(params) {}

  // The top card of the pile lying in `zone` (board mm), or none: no card there, or no
  // card-sized outline that shows whole (a hand over the pile).
  std::optional<PileTop> find(const cv::Mat& bgr, const calibration::BoardPose& pose,
                              const std::optional<calibration::Intrinsics>& camera,
                              const vision::Zone& zone);

  // When set, find() writes rectified.png, edges.png and pile.png (the lines and the outline
  // found) there.
  void set_debug_dir(std::filesystem::path dir) { debug_dir_ = std::move(dir); }
  const PileParams& params() const { return params_; }

  struct Rectangle {
    cv::Point2d centre;  // rectified px
    cv::Point2d across;  // unit vector along the short side
    double short_px = 0, long_px = 0;
    double weakest = 0;  // share of its weakest side with an edge along it
    std::array<cv::Point2d, 4> corners() const;
  };

 private:
  void rectify(const cv::Mat& bgr, const calibration::BoardPose& pose,
               const std::optional<calibration::Intrinsics>& camera, const vision::Zone& zone);
  void find_edges(double blur_px);
  // The share of `rectangle`'s weakest side along which an edge runs along it, not across.
  double along_support(const Rectangle& rectangle) const;
  void strongest_channel();
  std::optional<Rectangle> best_rectangle();
  std::vector<double> side_angles();
  std::optional<Rectangle> sweep(double angle);  // pile_sweep.cpp
  std::array<cv::Point2d, 4> refine(const Rectangle& rectangle) const;
  void dump(const std::optional<Rectangle>& best) const;

  PileParams params_;
  std::filesystem::path debug_dir_;
  cv::Point2d origin_mm_;  // board mm of the rectified picture's top-left pixel
  cv::Mat rectified_, blurred_, dx_, dy_, edges_, gx_, gy_, magnitude_;
  cv::Mat degrees_;             // side_angles(): each pixel's gradient orientation
  double noise_ = 0;            // the zone's median gradient, levels per px
  std::vector<float> samples_;  // every third gradient magnitude, for the median
  double edge_min_ = 0;         // this frame's edge level (edge_min, edge_noise)
  cv::Rect zone_px_;            // the zone's box in the rectified picture
  cv::Mat across_u_, across_v_, turned_u_, turned_v_, sum_u_, sum_v_;  // sweep()
  std::vector<cv::Vec2f> lines_;
};

}  // namespace arbitre::read
