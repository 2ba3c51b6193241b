#include "arbitre/calibration/board_look.h"

#include <algorithm>
#include <array>
#include <cmath>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace arbitre::calibration {
namespace {

constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

std::string to_base64(const std::vector<uchar>& bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
    uint32_t v = 0;
    for (std::size_t k = 0; k < 3; ++k) v = v << 8 | (k < n ? bytes[i + k] : 0u);
    for (std::size_t k = 0; k < 4; ++k) {
      out += k <= n ? kBase64[(v >> (18 - 6 * k)) & 63] : '=';
    }
  }
  return out;
}

std::optional<std::vector<uchar>> from_base64(const std::string& text) {
  std::array<int, 256> value;
  value.fill(-1);
  for (std::size_t k = 0; k < kBase64.size(); ++k) value[static_cast<uchar>(kBase64[k])] = int(k);
  if (text.size() % 4 != 0) return std::nullopt;
  std::vector<uchar> out;
  out.reserve(text.size() / 4 * 3);
  for (std::size_t i = 0; i < text.size(); i += 4) {
    uint32_t v = 0;
    int pad = 0;
    for (std::size_t k = 0; k < 4; ++k) {
      const char c = text[i + k];
      // Padding only at the very end, at most two.
      if (c == '=' && i + 4 == text.size() && k >= 2) {
        ++pad;
        v <<= 6;
        continue;
      }
      const int d = value[static_cast<uchar>(c)];
      if (d < 0 || pad > 0) return std::nullopt;
      v = v << 6 | static_cast<uint32_t>(d);
    }
    for (int k = 0; k < 3 - pad; ++k) out.push_back(static_cast<uchar>((v >> (16 - 8 * k)) & 255));
  }
  return out;
}

}  // namespace

cv::Mat rectify_board_look(const cv::Mat& image, double width_mm, double height_mm,
                           const BoardPose& pose, const std::optional<Intrinsics>& camera) {
  const cv::Size size(static_cast<int>(std::lround(width_mm * kBoardLookPxPerMm)),
                      static_cast<int>(std::lround(height_mm * kBoardLookPxPerMm)));
  if (image.empty() || image.type() != CV_8UC3 || size.area() <= 0) return {};
  // Each look pixel's centre on the board plane, as a picture point.
  std::vector<cv::Point2d> board_mm;
  board_mm.reserve(static_cast<std::size_t>(size.area()));
  for (int y = 0; y < size.height; ++y) {
    for (int x = 0; x < size.width; ++x) {
      board_mm.emplace_back((x + 0.5) / kBoardLookPxPerMm, (y + 0.5) / kBoardLookPxPerMm);
    }
  }
  const auto picture = board_to_image(pose, board_mm, camera);
  cv::Mat map(size, CV_32FC2);
  std::transform(picture.begin(), picture.end(), map.begin<cv::Point2f>(),
                 [](const cv::Point2d& p) { return cv::Point2f(p); });
  cv::Mat luminance;
  cv::transform(image, luminance, cv::Matx13f(0.0722f, 0.7152f, 0.2126f));  // BGR
  cv::Mat look;
  cv::remap(luminance, look, map, cv::noArray(), cv::INTER_LINEAR, cv::BORDER_CONSTANT, 0);
  const cv::Rect2f inside(0, 0, static_cast<float>(image.cols - 1),
                          static_cast<float>(image.rows - 1));
  auto at = map.begin<cv::Point2f>();
  for (auto v = look.begin<uchar>(); v != look.end<uchar>(); ++v, ++at) {
    *v = inside.contains(*at) ? std::max<uchar>(*v, 1) : 0;
  }
  return look;
}

cv::Mat average_board_looks(const std::vector<cv::Mat>& looks) {
  if (looks.empty()) return {};
  cv::Mat sum(looks.front().size(), CV_32F, cv::Scalar(0)), count = sum.clone();
  for (const auto& look : looks) {
    if (look.size() != sum.size() || look.type() != CV_8U) return {};
    cv::Mat seen = look > 0, as_float;
    look.convertTo(as_float, CV_32F);
    cv::add(sum, as_float, sum);
    cv::add(count, cv::Scalar(1), count, seen);
  }
  cv::Mat mean = sum / cv::max(count, 1), out;
  mean.convertTo(out, CV_8U);  // rounds; a pixel seen at least once stays >= 1
  return out;
}

nlohmann::json board_look_to_json(const cv::Mat& look) {
  std::vector<uchar> png;
  cv::imencode(".png", look, png, {cv::IMWRITE_PNG_COMPRESSION, 9});
  return {{"px_per_mm", kBoardLookPxPerMm}, {"png", to_base64(png)}};
}

engine::Result<cv::Mat> board_look_from_json(const nlohmann::json& json, const std::string& path) {
  if (!json.is_object()) return engine::make_error(path, "must be an object");
  for (const auto& [key, value] : json.items()) {
    if (key != "px_per_mm" && key != "png")
      return engine::make_error(path + "." + key, "is not a field of the board's look");
  }
  if (!json.contains("px_per_mm") || !json.at("px_per_mm").is_number() ||
      json.at("px_per_mm").get<double>() != kBoardLookPxPerMm) {
    return engine::make_error(path + ".px_per_mm", "must be 2 (the look's scale, px per mm)");
  }
  if (!json.contains("png") || !json.at("png").is_string())
    return engine::make_error(path + ".png", "must be a PNG picture in base64");
  const auto bytes = from_base64(json.at("png").get<std::string>());
  if (!bytes) return engine::make_error(path + ".png", "is not valid base64");
  cv::Mat look = cv::imdecode(*bytes, cv::IMREAD_UNCHANGED);
  if (look.empty() || look.type() != CV_8U)
    return engine::make_error(path + ".png", "is not an 8-bit grey PNG picture");
  return look;
}

}  // namespace arbitre::calibration
