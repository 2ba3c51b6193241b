// The camera's sensor: blur, vignetting, white balance, tone curve, noise, compression.
#include <algorithm>
#include <array>
#include <cmath>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "arbitre/render/scene.h"
#include "internal.h"

namespace arbitre::render {
namespace {

// Standard normal quantiles at 4096 evenly spaced probabilities (small enough to stay in the
// first-level cache): a noise sample is one 12-bit draw, five per call of the generator, the
// same on every platform.
class GaussianTable {
 public:
  static const GaussianTable& instance() {
    static const GaussianTable table;
    return table;
  }
  static constexpr int kBits = 12;
  static constexpr int kPerDraw = 64 / kBits;  // table indices one 64-bit random value gives
  float operator[](uint64_t index) const { return values_[index]; }

 private:
  GaussianTable() {
    for (int i = 0; i < kSize; ++i) {
      const double p = (i + 0.5) / kSize;
      // Newton's method on the normal distribution function.
      double x = 0;
      for (int step = 0; step < 60; ++step) {
        const double cdf = 0.5 * std::erfc(-x / std::sqrt(2.0));
        const double pdf = std::exp(-x * x / 2) / std::sqrt(2 * detail::kPi);
        const double move = std::clamp((cdf - p) / std::max(pdf, 1e-300), -1.0, 1.0);
        x -= move;
        if (std::abs(move) < 1e-12) break;
      }
      values_[i] = static_cast<float>(x);
    }
  }
  static constexpr int kSize = 1 << kBits;
  std::array<float, kSize> values_{};
};

// The path of a point during the exposure: samples along the motion, each spread over its
// four nearest kernel cells (so a horizontal motion stays on one row), normalised.
cv::Mat motion_kernel(const cv::Point2d& motion) {
  const int reach = static_cast<int>(std::ceil(cv::norm(motion) / 2)) + 1;
  cv::Mat kernel(2 * reach + 1, 2 * reach + 1, CV_32F, cv::Scalar(0));
  const int samples = static_cast<int>(std::ceil(cv::norm(motion) * 4)) + 1;
  for (int i = 0; i < samples; ++i) {
    const double share = samples == 1 ? 0.5 : static_cast<double>(i) / (samples - 1);
    const cv::Point2d at = cv::Point2d(reach, reach) + motion * (share - 0.5);
    const int x = static_cast<int>(std::floor(at.x));
    const int y = static_cast<int>(std::floor(at.y));
    const float fx = static_cast<float>(at.x - x);
    const float fy = static_cast<float>(at.y - y);
    kernel.at<float>(y, x) += (1 - fx) * (1 - fy);
    if (fx > 0) kernel.at<float>(y, x + 1) += fx * (1 - fy);
    if (fy > 0) kernel.at<float>(y + 1, x) += (1 - fx) * fy;
    if (fx > 0 && fy > 0) kernel.at<float>(y + 1, x + 1) += fx * fy;
  }
  return kernel / cv::sum(kernel)[0];
}

// Smears a region along its motion, feathered into its surroundings over the kernel's reach.
void blur_motion(cv::Mat& image, const MotionBlur& moving) {
  if (cv::norm(moving.motion_px) < 0.5) return;
  const cv::Mat kernel = motion_kernel(moving.motion_px);
  if (kernel.empty()) return;
  const int pad = kernel.rows / 2 + 2;
  const cv::Rect image_box(0, 0, image.cols, image.rows);
  const cv::Rect inner = moving.region & image_box;
  if (inner.empty()) return;
  const cv::Rect outer =
      cv::Rect(inner.x - pad, inner.y - pad, inner.width + 2 * pad, inner.height + 2 * pad) &
      image_box;
  cv::Mat smeared;
  cv::filter2D(image(outer), smeared, -1, kernel, cv::Point(-1, -1), 0, cv::BORDER_REFLECT);
  for (int row = 0; row < outer.height; ++row) {
    auto* out = image.ptr<cv::Vec3f>(outer.y + row) + outer.x;
    const auto* blurred = smeared.ptr<cv::Vec3f>(row);
    const int y = outer.y + row;
    const int dy = std::max({inner.y - y, y - (inner.br().y - 1), 0});
    for (int col = 0; col < outer.width; ++col) {
      const int x = outer.x + col;
      const int dx = std::max({inner.x - x, x - (inner.br().x - 1), 0});
      const float weight = std::clamp(1.f - static_cast<float>(std::max(dx, dy)) / pad, 0.f, 1.f);
      out[col] = out[col] * (1 - weight) + blurred[col] * weight;
    }
  }
}

}  // namespace

SensorLook random_sensor_look(engine::Random& random) {
  SensorLook sensor;
  // From a clean camera to a phone's in dim light.
  sensor.noise_sigma = 0.002 + 0.018 * random.unit() * random.unit();
  sensor.shot_noise = uniform(random, 0, 0.04);
  sensor.focus_blur_px = random.unit() < 0.35 ? uniform(random, 0.3, 1.5) : 0;
  sensor.vignetting = uniform(random, 0, 0.5);
  sensor.exposure = uniform(random, 0.8, 1.2);
  for (int c = 0; c < 3; ++c) sensor.white_balance[c] = uniform(random, 0.85, 1.15);
  sensor.jpeg_quality = 60 + static_cast<int>(random.below(36));
  return sensor;
}

cv::Mat expose(const cv::Mat& linear, const SensorLook& sensor,
               const std::vector<MotionBlur>& moving, engine::Random& random) {
  cv::Mat image;
  linear.convertTo(image, CV_32F);
  if (image.channels() != 3) cv::cvtColor(image, image, cv::COLOR_GRAY2BGR);
  for (const MotionBlur& blur : moving) blur_motion(image, blur);
  if (sensor.focus_blur_px > 0.2) cv::GaussianBlur(image, image, cv::Size(), sensor.focus_blur_px);

  const detail::ToneCurve& tone = detail::ToneCurve::instance();
  const GaussianTable& gaussian = GaussianTable::instance();
  // Noise in levels for each output level: read noise plus photon noise, which grows with
  // the light collected (linear value of that level).
  std::array<float, 256> sigma{};
  for (int level = 0; level < 256; ++level) {
    const double light = srgb_to_linear(cv::Vec3b(level, level, level))[0];
    sigma[level] =
        static_cast<float>(255 * std::sqrt(sensor.noise_sigma * sensor.noise_sigma +
                                           sensor.shot_noise * sensor.shot_noise * light));
  }
  const double cx = (image.cols - 1) / 2.0;
  const double cy = (image.rows - 1) / 2.0;
  const double corner2 = std::max(cx * cx + cy * cy, 1.0);
  std::vector<float> gain_x(image.cols);
  for (int col = 0; col < image.cols; ++col) {
    gain_x[col] = static_cast<float>(sensor.vignetting * (col - cx) * (col - cx) / corner2);
  }
  const cv::Vec3f balance(sensor.white_balance * sensor.exposure);
  cv::Mat frame(image.size(), CV_8UC3);
  uint64_t bits = 0;
  int bits_left = 0;
  for (int row = 0; row < image.rows; ++row) {
    const float vignette_y =
        static_cast<float>(sensor.vignetting * (row - cy) * (row - cy) / corner2);
    const float* in = image.ptr<float>(row);
    uint8_t* out = frame.ptr<uint8_t>(row);
    for (int col = 0; col < image.cols; ++col) {
      const float gain = 1.f - gain_x[col] - vignette_y;
      for (int c = 0; c < 3; ++c) {
        const float level = tone.level(in[3 * col + c] * balance[c] * gain);
        if (bits_left == 0) {
          bits = random.next();
          bits_left = GaussianTable::kPerDraw;
        }
        const uint64_t draw = bits & ((1u << GaussianTable::kBits) - 1);
        bits >>= GaussianTable::kBits;
        --bits_left;
        const float noisy = level + sigma[static_cast<int>(level + 0.5f)] * gaussian[draw];
        out[3 * col + c] = static_cast<uint8_t>(std::clamp(noisy + 0.5f, 0.f, 255.f));
      }
    }
  }
  return frame;
}

void skip_exposure(cv::Size size, engine::Random& random) {
  // expose takes one table index per channel of each pixel, starting each frame on a fresh draw.
  constexpr uint64_t kPerDraw = GaussianTable::kPerDraw;
  const uint64_t indices = 3ull * static_cast<uint64_t>(size.area());
  for (uint64_t k = 0; k < (indices + kPerDraw - 1) / kPerDraw; ++k) random.next();
}

cv::Mat compress(const cv::Mat& frame, int jpeg_quality) {
  std::vector<uchar> bytes;
  const std::vector<int> parameters{cv::IMWRITE_JPEG_QUALITY, std::clamp(jpeg_quality, 1, 100)};
  if (frame.empty() || !cv::imencode(".jpg", frame, bytes, parameters)) return frame.clone();
  return cv::imdecode(bytes, cv::IMREAD_COLOR);
}

}  // namespace arbitre::render
