// Conversions between sRGB images and linear light, and small colour helpers.
#include <algorithm>
#include <array>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "arbitre/render/canvas.h"
#include "internal.h"

namespace arbitre::render {
namespace {

double decode(double encoded) {
  return encoded <= 0.04045 ? encoded / 12.92 : std::pow((encoded + 0.055) / 1.055, 2.4);
}

double encode(double linear) {
  return linear <= 0.0031308 ? 12.92 * linear : 1.055 * std::pow(linear, 1 / 2.4) - 0.055;
}

struct DecodeTable {
  std::array<float, 256> values{};
  DecodeTable() {
    for (int i = 0; i < 256; ++i) values[i] = static_cast<float>(decode(i / 255.0));
  }
};

const DecodeTable& decode_table() {
  static const DecodeTable table;
  return table;
}

// Linear -> 8-bit code, exactly rounded: a coarse table gives the code at the start of each
// bucket and the thresholds between codes settle the rest.
struct EncodeTable {
  static constexpr int kBuckets = 4096;
  std::array<uint8_t, kBuckets + 1> first_code{};
  std::array<float, 256> threshold{};  // linear value where code k+1 begins
  EncodeTable() {
    for (int k = 0; k < 256; ++k) {
      threshold[k] = k == 255 ? 2.f : static_cast<float>(decode((k + 0.5) / 255.0));
    }
    for (int b = 0; b <= kBuckets; ++b) {
      const float start = static_cast<float>(b) / kBuckets;
      int code = 0;
      while (code < 255 && start >= threshold[code]) ++code;
      first_code[b] = static_cast<uint8_t>(code);
    }
  }
  uint8_t code(float linear) const {
    if (!(linear > 0.f)) return 0;
    if (linear >= 1.f) return 255;
    int code = first_code[static_cast<int>(linear * kBuckets)];
    while (code < 255 && linear >= threshold[code]) ++code;
    return static_cast<uint8_t>(code);
  }
};

const EncodeTable& encode_table() {
  static const EncodeTable table;
  return table;
}

}  // namespace

cv::Mat srgb_to_linear(const cv::Mat& bgr8) {
  if (bgr8.empty()) return {};
  cv::Mat source = bgr8;
  if (source.depth() != CV_8U) source.convertTo(source, CV_8U);
  if (source.channels() == 1) cv::cvtColor(source, source, cv::COLOR_GRAY2BGR);
  if (source.channels() == 4) cv::cvtColor(source, source, cv::COLOR_BGRA2BGR);
  const auto& table = decode_table().values;
  cv::Mat linear(source.size(), CV_32FC3);
  for (int row = 0; row < source.rows; ++row) {
    const uint8_t* in = source.ptr<uint8_t>(row);
    float* out = linear.ptr<float>(row);
    for (int i = 0; i < source.cols * 3; ++i) out[i] = table[in[i]];
  }
  return linear;
}

cv::Vec3f srgb_to_linear(const cv::Vec3b& bgr8) {
  const auto& table = decode_table().values;
  return {table[bgr8[0]], table[bgr8[1]], table[bgr8[2]]};
}

cv::Mat linear_to_srgb(const cv::Mat& linear) {
  if (linear.empty()) return {};
  cv::Mat source = linear;
  if (source.depth() != CV_32F) source.convertTo(source, CV_32F);
  if (source.channels() == 1) cv::cvtColor(source, source, cv::COLOR_GRAY2BGR);
  const EncodeTable& table = encode_table();
  cv::Mat bgr8(source.size(), CV_8UC3);
  for (int row = 0; row < source.rows; ++row) {
    const float* in = source.ptr<float>(row);
    uint8_t* out = bgr8.ptr<uint8_t>(row);
    for (int i = 0; i < source.cols * 3; ++i) out[i] = table.code(in[i]);
  }
  return bgr8;
}

namespace detail {

ToneCurve::ToneCurve() {
  for (int i = 0; i <= kSteps; ++i) {
    table_[i] = static_cast<float>(255.0 * encode(static_cast<double>(i) / kSteps));
  }
}

const ToneCurve& ToneCurve::instance() {
  static const ToneCurve curve;
  return curve;
}

cv::Vec3f linear_from_srgb(double r, double g, double b) {
  return {static_cast<float>(decode(b / 255.0)), static_cast<float>(decode(g / 255.0)),
          static_cast<float>(decode(r / 255.0))};
}

Material scaled(const Material& material, float gain) {
  Material out = material;
  out.colour *= gain;
  return out;
}

}  // namespace detail
}  // namespace arbitre::render
