#include "dice_look.h"

#include <cmath>
#include <vector>

#include "structure.h"

namespace arbitre::read::detail {
namespace {

constexpr int kRing = 8;          // samples on the ring around the spot
constexpr double kShiftMm = 0.5;  // the look's spot sought this far around, each way
// The ring's luminance in the frame over the look's within 1/kLightGain..kLightGain: the same
// ground under the light of another moment (a die there instead would be its body's colour).
constexpr double kLightGain = 1.6;

// frame_luminance where the frame holds `p` and its neighbours; -1 elsewhere.
double luminance_at(const cv::Mat& frame, const cv::Point2d& p) {
  const bool inside = p.x >= 0 && p.y >= 0 && p.x + 1 < frame.cols && p.y + 1 < frame.rows;
  return inside ? frame_luminance(frame, p) : -1;
}

}  // namespace

bool spot_in_start_look(const cv::Mat& frame, const cv::Point2d& centre_px, double diameter_px,
                        bool dark, const calibration::BoardPose& pose,
                        const std::optional<calibration::Intrinsics>& camera, const cv::Mat& look,
                        double share) {
  if (look.empty() || frame.type() != CV_8UC3) return false;
  // The spot's centre, then the ring one diameter out (clear of the spot, within a pip's die).
  std::vector<cv::Point2d> image_px{centre_px};
  for (int k = 0; k < kRing; ++k) {
    const double angle = 2 * CV_PI * k / kRing;
    image_px.push_back(centre_px + diameter_px * cv::Point2d(std::cos(angle), std::sin(angle)));
  }
  const double sign = dark ? 1 : -1;  // contrast: the ring's excess over the spot
  double ring_frame = 0;
  for (int k = 1; k <= kRing; ++k) {
    const double value = luminance_at(frame, image_px[k]);
    if (value < 0) return false;
    ring_frame += value / kRing;
  }
  const double spot_frame = luminance_at(frame, centre_px);
  const double frame_contrast = sign * (ring_frame - spot_frame);
  if (spot_frame < 0 || frame_contrast <= 0) return false;
  const auto board_mm = calibration::image_to_board_plane(pose, image_px, camera);
  double ring_look = 0;
  for (int k = 1; k <= kRing; ++k) {
    const double value = look_at(look, board_mm[k]);
    if (value < 0) return false;
    ring_look += value / kRing;
  }
  // The look's own spot, darkest (lightest) within kShiftMm of the centre.
  double spot_look = -1;
  for (double dy = -kShiftMm; dy <= kShiftMm; dy += kShiftMm) {
    for (double dx = -kShiftMm; dx <= kShiftMm; dx += kShiftMm) {
      const double value = look_at(look, board_mm[0] + cv::Point2d(dx, dy));
      if (value >= 0 && (spot_look < 0 || sign * (spot_look - value) > 0)) spot_look = value;
    }
  }
  if (spot_look < 0) return false;
  if (ring_frame > kLightGain * ring_look || ring_look > kLightGain * ring_frame) return false;
  return sign * (ring_look - spot_look) >= share * frame_contrast;
}

}  // namespace arbitre::read::detail
