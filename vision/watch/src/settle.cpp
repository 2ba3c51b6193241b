// SettleDetector: frame differences on a shrunk grey picture, brightness-matched, thresholded
// at a multiple of the level noise alone reaches on a still table (settle.h says why).
#include "arbitre/watch/settle.h"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace arbitre::watch {
namespace {

// Pixels darker than this (grey levels) say little about a brightness ratio: their noise and
// the camera's black level dominate.
constexpr float kLeastLevelForRatio = 16.f;
// Channel values (of the shrunk picture) from which a pixel counts as a highlight that may be
// clipped: compared as equal to any other highlight, and no help for the brightness ratio.
constexpr float kHighlight = 240.f;
// Blue, green and red as a grey picture weighs them (ITU-R BT.601, as cv::COLOR_BGR2GRAY).
constexpr float kGreyWeights[3] = {0.114f, 0.587f, 0.299f};
// Brightness ratios beyond these are a light switched on or off, not a flicker: compared as
// they are, the picture counts as changed.
constexpr double kLeastRatio = 0.5, kMostRatio = 2.0;
// The brightness ratio is the median over every kRatioStep-th pixel: 1800 of a 160x90 picture,
// plenty for a ratio that varies by a percent between pixels of a still table.
constexpr int kRatioStep = 8;
// changed_level keeps up to this many largest differences in a sorted list.
constexpr size_t kLongestTopList = 64;
// Without a quiet frame in the window, the noise level is this quantile of all the frames'
// levels: frames where something moved give high levels, and a quarter of the frames still is
// enough to measure the noise.
constexpr double kQuietQuantile = 0.25;
// A frame whose level is within this many times the threshold counts for the noise estimate:
// the noise's own tail is in there (a flickering lamp on highlights that clip), a hand (30
// levels and more) is not. Only the frames within the threshold would bias the estimate low,
// and a noise that often crosses it would never raise it.
constexpr double kQuietFactor = 2.0;
// Equal times within this are one instant (frame times are sums of floating fractions).
constexpr double kTimeSlack = 1e-6;

float median_of(std::vector<float>& values) {
  const auto middle = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
  std::nth_element(values.begin(), middle, values.end());
  return *middle;
}

}  // namespace

const char* motion_name(TableMotion motion) {
  switch (motion) {
    case TableMotion::kMoving:
      return "moving";
    case TableMotion::kSettling:
      return "settling";
    case TableMotion::kSettled:
      return "settled";
  }
  return "moving";
}

SettleDetector::SettleDetector(SettleParams params) : params_(std::move(params)) {}

void SettleDetector::reset() {
  started_ = false;
  settled_ = false;
  levels_.clear();
  noise_level_ = 0;
  region_ = {};
  frame_size_ = {};
}

SettleUpdate SettleDetector::update(const cv::Mat& frame, double time_s, cv::Rect region) {
  const int channels = frame.channels();
  if (frame.empty() || frame.depth() != CV_8U ||
      (channels != 1 && channels != 3 && channels != 4)) {
    reset();
    return {};
  }
  const cv::Rect whole(0, 0, frame.cols, frame.rows);
  const cv::Rect watched = region.empty() ? whole : (region & whole);
  if (watched.empty()) {
    reset();
    return {};
  }
  if (started_ &&
      (watched != region_ || frame.size() != frame_size_ || time_s + kTimeSlack < last_time_s_)) {
    reset();
  }
  region_ = watched;
  frame_size_ = frame.size();
  shrink(frame, watched);
  if (!started_) {  // nothing to compare with yet: the still period starts here
    started_ = true;
    current_.copyTo(previous_);
    current_.copyTo(anchor_);
    still_since_s_ = last_time_s_ = time_s;
    return still_update(time_s);
  }
  last_time_s_ = time_s;

  // Against the previous frame: fast motion, and the level noise reaches in this frame.
  difference(previous_);
  const double level = changed_level();
  const double threshold =
      std::clamp(params_.noise_factor * noise_level_, params_.min_change, params_.max_change);
  remember_level(time_s, level, level <= kQuietFactor * threshold);
  const double pixels = static_cast<double>(diff_.total());
  double moved = static_cast<double>(changed_pixels(threshold)) / pixels;
  // Against the start of the still period: slow motion adds up there.
  if (moved <= params_.moved_share) {
    difference(anchor_);
    moved = std::max(moved, static_cast<double>(changed_pixels(threshold)) / pixels);
  }
  std::swap(previous_, current_);  // previous_ now holds this frame; current_ is a free buffer
  SettleUpdate out;
  if (moved > params_.moved_share) {
    previous_.copyTo(anchor_);
    still_since_s_ = time_s;
    settled_ = false;
  } else {
    out = still_update(time_s);
  }
  out.moved_share = moved;
  out.threshold = threshold;
  out.noise_level = level;
  return out;
}

SettleUpdate SettleDetector::still_update(double time_s) {
  SettleUpdate out;
  out.still_for_s = time_s - still_since_s_;
  if (out.still_for_s + kTimeSlack < params_.settle_s) {
    out.motion = TableMotion::kSettling;
    return out;
  }
  out.motion = TableMotion::kSettled;
  out.just_settled = !settled_;
  settled_ = true;
  return out;
}

// current_: the region shrunk to gate_width, as floats, colour kept (grey when the frame is).
// Halving an even-sized picture with bilinear interpolation averages 2x2 blocks exactly, and
// OpenCV does it with SIMD: three halvings of 720p are an 8x8 box average in a third of
// INTER_AREA's time. The last step, by less than two, is bilinear.
void SettleDetector::shrink(const cv::Mat& frame, const cv::Rect& region) {
  const int width = std::clamp(params_.gate_width, 1, region.width);
  const int height = std::max(
      1, static_cast<int>(std::lround(static_cast<double>(region.height) * width / region.width)));
  cv::Mat level = frame(region);
  bool into_first = true;
  while (level.cols >= 2 * width && level.rows >= 2) {
    const cv::Mat even = level(cv::Rect(0, 0, level.cols & ~1, level.rows & ~1));
    cv::Mat& half = into_first ? half_a_ : half_b_;
    cv::resize(even, half, {even.cols / 2, even.rows / 2}, 0, 0, cv::INTER_LINEAR);
    level = half;
    into_first = !into_first;
  }
  if (level.cols != width || level.rows != height) {
    cv::resize(level, small_, {width, height}, 0, 0, cv::INTER_LINEAR);
  } else {
    level.copyTo(small_);
  }
  if (small_.channels() == 4) cv::cvtColor(small_, small_, cv::COLOR_BGRA2BGR);
  small_.convertTo(current_, CV_32F);
}

// The median ratio current / older of each channel, over pixels bright enough to say and not
// clipped: the lamp's or the exposure's share of the change (and the white balance's, channel
// by channel), which a hand over part of the picture hardly moves.
cv::Vec3f SettleDetector::brightness_ratios(const cv::Mat& older) {
  cv::Vec3f ratios(1, 1, 1);
  const int channels = current_.channels();
  const auto* now = current_.ptr<float>();
  const auto* before = older.ptr<float>();
  const size_t count = current_.total();  // both continuous, same size
  for (int c = 0; c < channels; ++c) {
    samples_.clear();
    for (size_t i = 0; i < count; i += kRatioStep) {
      const float a = now[i * channels + c], b = before[i * channels + c];
      if (b >= kLeastLevelForRatio && a >= kLeastLevelForRatio && a < kHighlight &&
          b < kHighlight) {
        samples_.push_back(a / b);
      }
    }
    if (samples_.size() < 32) continue;
    const double ratio = median_of(samples_);
    if (ratio >= kLeastRatio && ratio <= kMostRatio) ratios[c] = static_cast<float>(ratio);
  }
  return ratios;
}

// diff_: how far each pixel is from the older picture brought to the current brightness, in
// grey levels (the channels' differences weighted as grey weighs them). Values are compared
// clipped at kHighlight: where a brighter lamp pushes highlights into the sensor's ceiling, the
// ratio no longer holds, and the highlight is no change.
void SettleDetector::difference(const cv::Mat& older) {
  const cv::Vec3f ratio = brightness_ratios(older);
  diff_.create(current_.size(), CV_32F);
  const auto* now = current_.ptr<float>();
  const auto* before = older.ptr<float>();
  auto* out = diff_.ptr<float>();
  const size_t count = current_.total();
  auto change = [&](size_t k, int c) {
    return std::abs(std::min(now[k], kHighlight) - std::min(ratio[c] * before[k], kHighlight));
  };
  if (current_.channels() == 1) {
    for (size_t i = 0; i < count; ++i) out[i] = change(i, 0);
    return;
  }
  for (size_t i = 0; i < count; ++i) {
    out[i] = kGreyWeights[0] * change(3 * i, 0) + kGreyWeights[1] * change(3 * i + 1, 1) +
             kGreyWeights[2] * change(3 * i + 2, 2);
  }
}

// The level that more than moved_share of diff_'s pixels reach: the table moves when it is
// beyond the threshold. That is the smallest of the `allowed + 1` largest differences, kept in
// a short sorted list in one pass (most pixels fail the first comparison); a large share falls
// back on a selection.
double SettleDetector::changed_level() {
  const size_t count = diff_.total();
  const auto* d = diff_.ptr<float>();
  const size_t allowed =
      std::min(count - 1, static_cast<size_t>(params_.moved_share * static_cast<double>(count)));
  const size_t kept = allowed + 1;
  if (kept > kLongestTopList) {
    samples_.assign(d, d + count);
    const auto rank = samples_.end() - static_cast<std::ptrdiff_t>(kept);
    std::nth_element(samples_.begin(), rank, samples_.end());
    return *rank;
  }
  samples_.assign(kept, -1.f);  // ascending: samples_[0] is the smallest kept
  for (size_t i = 0; i < count; ++i) {
    const float v = d[i];
    if (v <= samples_[0]) continue;
    size_t k = 1;
    for (; k < kept && samples_[k] < v; ++k) samples_[k - 1] = samples_[k];
    samples_[k - 1] = v;
  }
  return samples_[0];
}

size_t SettleDetector::changed_pixels(double threshold) const {
  const auto* d = diff_.ptr<float>();
  const size_t count = diff_.total();
  const float t = static_cast<float>(threshold);
  size_t changed = 0;
  for (size_t i = 0; i < count; ++i) changed += d[i] > t ? 1 : 0;
  return changed;
}

// Keeps the levels of the last noise_window_s seconds, and from them the noise level: the
// median level of the quiet frames, else (no quiet frame in the window: the start, or a camera
// that became much noisier) the low quantile of them all.
void SettleDetector::remember_level(double time_s, double level, bool quiet) {
  const double oldest = time_s - params_.noise_window_s;
  levels_.erase(std::remove_if(levels_.begin(), levels_.end(),
                               [&](const Level& entry) { return entry.time_s < oldest; }),
                levels_.end());
  levels_.push_back({time_s, static_cast<float>(level), quiet});
  samples_.clear();
  for (const auto& entry : levels_) {
    if (entry.quiet) samples_.push_back(entry.level);
  }
  double quantile = 0.5;
  if (samples_.empty()) {
    for (const auto& entry : levels_) samples_.push_back(entry.level);
    quantile = kQuietQuantile;
  }
  const auto rank = samples_.begin() + static_cast<std::ptrdiff_t>(
                                           quantile * static_cast<double>(samples_.size() - 1));
  std::nth_element(samples_.begin(), rank, samples_.end());
  noise_level_ = *rank;
}

}  // namespace arbitre::watch
