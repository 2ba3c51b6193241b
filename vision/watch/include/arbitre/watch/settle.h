// The settle detector: is the table still? The referee reads a position only once nothing has
// moved on the table for a while; this gate runs on every frame and costs a fraction of a
// millisecond, so that the full reading (tens of milliseconds) runs only when it says so.
//
// Every frame, the watched region is shrunk to a small picture (box averaging: most of the
// sensor noise averages out) and compared with the previous frame (fast motion) and with the
// frame that opened the still period (slow motion, which creeps below any frame-to-frame
// threshold but adds up against a fixed reference). Before comparing, the older picture is
// scaled channel by channel by the brightness ratio between the two (a robust median), so that
// a lamp's flicker, the camera's auto exposure or its white balance is not motion; highlights
// that may have clipped are compared as equal. Differences are weighed into grey levels. The table
// moves when more than `moved_share` of the region's pixels changed by more than a threshold.
//
// The threshold follows the camera rather than one film's guess. Neither sensor noise nor
// compression is a single number: a video encoder copies most blocks unchanged from frame to
// frame and re-draws a few a couple of levels off, a webcam's noise is fresh in every pixel.
// What matters is the same for both: the level that `moved_share` of the pixels exceed between
// two frames of a still table. The detector measures that level on every frame and keeps the
// last seconds of it; the threshold is a multiple of its median over the quiet frames (those
// within twice the threshold: noise and its tail, not a hand). With no quiet frame in that
// time (the start, or a camera grown much noisier) it takes a low quantile of all the frames'
// levels instead, so that it never locks itself into "moving".
#pragma once

#include <filesystem>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "arbitre/engine/result.h"

namespace arbitre::watch {

struct SettleParams {
  // Seconds the table must stay still before it counts as settled. A verdict is due within
  // 0.3 s of the table settling (issue 6): at 30 fps a move recorded at the first reading comes
  // 5 frames (0.17 s) and a reading after the table stood still; at 0.2 s a move that waited for
  // the next reading (`SessionParams::reread_s` later) took the p95 of Toc's films to 0.36 s
  // (docs/referee.md, "The settle time").
  double settle_s = 0.15;
  // Pixels: motion is measured on the region shrunk to this width (160: a 720p picture's
  // 8x8 blocks averaged; a 13 mm die seen from 60 cm still covers 5x5 pixels there).
  int gate_width = 160;
  // Share of the region's pixels that must change for the table to be moving (0.0005: 8
  // pixels of a 160x90 picture, a third of a small die's).
  double moved_share = 0.0005;
  // A pixel has changed when it differs by more than noise_factor times the noise level: the
  // change that moved_share of the pixels exceed between two frames of a still table (the
  // median over the quiet frames of the last noise_window_s seconds, settle.cpp). Rendered
  // films' still frames reach 1.5 times their usual level now and then; 2 leaves a margin.
  double noise_factor = 2.0;
  double noise_window_s = 10.0;
  // Grey levels (0-255): the threshold never falls below min_change (a clean picture's
  // rounding and the encoder's one- or two-level block steps) nor above max_change (a very
  // noisy camera must still see a hand, which changes pixels by 30 levels and more, and a
  // rolling die, 10 and more).
  double min_change = 3.0;
  double max_change = 16.0;

  // Every field by name; all optional; unknown or invalid fields refused, naming the field.
  static engine::Result<SettleParams> from_json(const nlohmann::json& json);
  nlohmann::json to_json() const;
};

// One JSON file each way; errors name the file (and the field).
engine::Result<SettleParams> load_settle_params(const std::filesystem::path& path);
engine::Status save_settle_params(const SettleParams& params, const std::filesystem::path& path);

enum class TableMotion { kMoving, kSettling, kSettled };
const char* motion_name(TableMotion motion);  // "moving", "settling", "settled"

struct SettleUpdate {
  TableMotion motion = TableMotion::kMoving;
  bool just_settled = false;  // the first frame of a settled period (read the table now)
  double still_for_s = 0;     // how long the table has been still
  double moved_share = 0;     // share of the region that changed (for debugging / overlays)
  double threshold = 0;       // grey levels a pixel had to change by (for debugging)
  double noise_level = 0;     // this frame's level moved_share of the pixels exceeded
};

class SettleDetector {
 public:
  explicit SettleDetector(SettleParams params = {});

  // `region`: the part of the picture to watch (the board and the table around it, pixels);
  // empty: the whole picture. A region change (or a picture size change) resets the detector;
  // so does an empty frame, which counts as motion. `time_s` must grow from frame to frame (a
  // time going back resets too). Frames: 8-bit BGR, BGRA or grey.
  SettleUpdate update(const cv::Mat& frame_bgr, double time_s, cv::Rect region = {});
  void reset();

  const SettleParams& params() const { return params_; }
  // The noise level the threshold comes from (grey levels; 0 before the second frame).
  double noise_level() const { return noise_level_; }

 private:
  void shrink(const cv::Mat& frame, const cv::Rect& region);
  cv::Vec3f brightness_ratios(const cv::Mat& older);
  void difference(const cv::Mat& older);
  double changed_level();
  size_t changed_pixels(double threshold) const;
  void remember_level(double time_s, double level, bool quiet);
  SettleUpdate still_update(double time_s);

  SettleParams params_;
  cv::Rect region_;
  cv::Size frame_size_;
  bool started_ = false;
  double last_time_s_ = 0;
  double still_since_s_ = 0;
  bool settled_ = false;
  struct Level {
    double time_s = 0;
    float level = 0;     // the level moved_share of the pixels exceeded against the last frame
    bool quiet = false;  // ...within twice the threshold (settle.cpp)
  };
  std::vector<Level> levels_;  // the recent frames'
  double noise_level_ = 0;
  // Buffers kept between frames.
  cv::Mat half_a_, half_b_;              // the region halved, and halved again (8-bit colour)
  cv::Mat small_;                        // the shrunk region, 8-bit
  cv::Mat current_, previous_, anchor_;  // CV_32F, colour: this frame, the last, the still start
  cv::Mat diff_;                         // CV_32F |current - ratio * older|
  std::vector<float> samples_;
};

}  // namespace arbitre::watch
