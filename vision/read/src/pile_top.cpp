// The top card of the played pile (pile_top.h): a card-sized rectangle whose whole outline
// shows, in the play zone rectified to board millimetres.
#include "arbitre/read/pile_top.h"

#include <algorithm>
#include <cmath>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace arbitre::read {
namespace {

constexpr double kPi = 3.14159265358979323846;

// The gradient across direction `normal` at `p` (nearest pixel), in levels per px.
float across(const cv::Mat& gx, const cv::Mat& gy, cv::Point2d p, cv::Point2d normal) {
  const int x = cvRound(p.x), y = cvRound(p.y);
  if (x < 0 || y < 0 || x >= gx.cols || y >= gx.rows) return 0;
  return std::abs(gx.at<float>(y, x) * float(normal.x) + gy.at<float>(y, x) * float(normal.y));
}

// The share of a side's length along which an edge runs along it, not across it: at each point
// (the best of three across the side) the gradient across less the gradient along, saturated at
// `level`. A card's side is such an edge; the print of a card lying over it (a figure's face,
// pips) has gradients every way, and scores the same across and along.
double side_along_support(const cv::Mat& gx, const cv::Mat& gy, cv::Point2d a, cv::Point2d b,
                          double inset, float level) {
  const double length = cv::norm(b - a);
  const cv::Point2d along = (b - a) / length;
  const cv::Point2d normal(along.y, -along.x);
  double sum = 0;
  int count = 0;
  for (double t = inset; t <= length - inset; t += 1.0, ++count) {
    float best = 0;
    for (int o = -1; o <= 1; ++o) {
      const cv::Point2d q = a + along * t + normal * o;
      best = std::max(best, across(gx, gy, q, normal) - across(gx, gy, q, along));
    }
    sum += std::clamp(best, 0.f, level) / level;
  }
  return count > 0 ? sum / count : 0;
}

// The lines in Hough's order (most votes first) without those that repeat a line kept before:
// one edge gives a bundle of lines, a thin printed border two.
std::vector<cv::Vec2f> distinct_lines(const std::vector<cv::Vec2f>& lines, int most) {
  constexpr double kSameRhoPx = 4, kSameTheta = 2 * kPi / 180;
  std::vector<cv::Vec2f> kept;
  for (const cv::Vec2f& line : lines) {
    const bool repeat = std::any_of(kept.begin(), kept.end(), [&](const cv::Vec2f& k) {
      const double turn = std::abs(double(line[1]) - k[1]);
      if (turn < kSameTheta) return std::abs(line[0] - k[0]) < kSameRhoPx;
      return kPi - turn < kSameTheta && std::abs(line[0] + k[0]) < kSameRhoPx;
    });
    if (!repeat) kept.push_back(line);
    if (static_cast<int>(kept.size()) == most) break;
  }
  return kept;
}

// Where the line through `a` and `b` crosses the one through `c` and `d`.
cv::Point2d crossing(cv::Point2d a, cv::Point2d b, cv::Point2d c, cv::Point2d d) {
  const cv::Point2d r = b - a, s = d - c;
  const double denominator = r.x * s.y - r.y * s.x;
  if (std::abs(denominator) < 1e-9) return (b + c) / 2;
  const double t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / denominator;
  return a + r * t;
}

}  // namespace

std::array<cv::Point2d, 4> PileTopFinder::Rectangle::corners() const {
  const cv::Point2d along(-across.y, across.x);
  const cv::Point2d half_short = across * (short_px / 2), half_long = along * (long_px / 2);
  return {centre - half_short - half_long, centre + half_short - half_long,
          centre + half_short + half_long, centre - half_short + half_long};
}

void PileTopFinder::rectify(const cv::Mat& bgr, const calibration::BoardPose& pose,
                            const std::optional<calibration::Intrinsics>& camera,
                            const vision::Zone& zone) {
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  for (const vision::PointMm& p : zone.polygon) {
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  origin_mm_ = {x0 - params_.margin_mm, y0 - params_.margin_mm};
  const double s = params_.px_per_mm;
  zone_px_ = cv::Rect(cvRound(params_.margin_mm * s), cvRound(params_.margin_mm * s),
                      cvRound((x1 - x0) * s), cvRound((y1 - y0) * s));
  const cv::Size size(cvRound((x1 - x0 + 2 * params_.margin_mm) * s),
                      cvRound((y1 - y0 + 2 * params_.margin_mm) * s));
  // A homography fitted to a grid of points through the pose and the lens: over a zone this
  // small the lens's distortion is nearly projective, and one warp is cheaper than a remap.
  std::vector<cv::Point2d> grid_px, grid_mm;
  for (int i = 0; i <= 4; ++i) {
    for (int j = 0; j <= 4; ++j) {
      grid_px.emplace_back(size.width * i / 4.0, size.height * j / 4.0);
      grid_mm.push_back(origin_mm_ + grid_px.back() / s);
    }
  }
  const std::vector<cv::Point2d> grid_image = calibration::board_to_image(pose, grid_mm, camera);
  const cv::Mat to_image = cv::findHomography(grid_px, grid_image);
  rectified_.release();
  if (to_image.empty()) return;
  cv::warpPerspective(bgr, rectified_, to_image, size, cv::INTER_LINEAR | cv::WARP_INVERSE_MAP,
                      cv::BORDER_REPLICATE);
}

void PileTopFinder::find_edges(double blur_px) {
  // Each colour channel's gradient: a card's printed border may differ from the board in hue
  // alone (red ink on a pink sheet).
  cv::GaussianBlur(rectified_, blurred_, {}, blur_px);
  cv::Sobel(blurred_, dx_, CV_16S, 1, 0, 3);
  cv::Sobel(blurred_, dy_, CV_16S, 0, 1, 3);
  strongest_channel();
  // The median of every third pixel: the zone's noise, at a third of the cost.
  // (magnitude_ is made whole by create(); a Mat iterator's steps cost more than the median.)
  samples_.clear();
  const float* magnitude = magnitude_.ptr<float>();
  for (std::size_t i = 0; i < magnitude_.total(); i += 3) samples_.push_back(magnitude[i]);
  std::nth_element(samples_.begin(), samples_.begin() + samples_.size() / 2, samples_.end());
  noise_ = samples_[samples_.size() / 2];
  edge_min_ = std::max(params_.edge_min, params_.edge_noise * noise_);
  // Canny's gradient is the unscaled Sobel's L1 norm (its strongest channel): 8 times the
  // grey levels per px.
  cv::Canny(dx_, dy_, edges_, 8 * edge_min_, 16 * edge_min_);
}

// Each pixel's gradient in its strongest colour channel (levels per px), and its magnitude.
void PileTopFinder::strongest_channel() {
  gx_.create(dx_.size(), CV_32F);
  gy_.create(dx_.size(), CV_32F);
  magnitude_.create(dx_.size(), CV_32F);
  for (int y = 0; y < dx_.rows; ++y) {
    const cv::Vec3s* dx = dx_.ptr<cv::Vec3s>(y);
    const cv::Vec3s* dy = dy_.ptr<cv::Vec3s>(y);
    float* gx = gx_.ptr<float>(y);
    float* gy = gy_.ptr<float>(y);
    float* magnitude = magnitude_.ptr<float>(y);
    for (int x = 0; x < dx_.cols; ++x) {
      int strongest = 0, best = -1;
      for (int c = 0; c < 3; ++c) {
        const int m = dx[x][c] * dx[x][c] + dy[x][c] * dy[x][c];
        if (m > best) best = m, strongest = c;
      }
      gx[x] = dx[x][strongest] / 8.0f;  // the Sobel kernel's weights sum to 8
      gy[x] = dy[x][strongest] / 8.0f;
      magnitude[x] = std::sqrt(float(best)) / 8.0f;
    }
  }
}

double PileTopFinder::along_support(const Rectangle& rectangle) const {
  const auto corners = rectangle.corners();
  const double inset = params_.corner_mm * params_.px_per_mm;
  double weakest = 1;
  for (int k = 0; k < 4; ++k) {
    weakest = std::min(weakest, side_along_support(gx_, gy_, corners[k], corners[(k + 1) % 4],
                                                   inset, static_cast<float>(edge_min_)));
  }
  return weakest;
}

std::optional<PileTopFinder::Rectangle> PileTopFinder::best_rectangle() {
  const int votes = static_cast<int>(params_.line_votes * params_.short_mm * params_.px_per_mm);
  std::vector<cv::Vec2f> lines;
  cv::HoughLines(edges_, lines, 1, kPi / 180, votes);
  lines_ = distinct_lines(lines, params_.max_lines);
  std::optional<Rectangle> best;
  for (double angle : side_angles()) {
    auto found = sweep(angle);
    if (!found || (best && found->weakest <= best->weakest)) continue;
    best = found;
    // The card, no need to look on: sure both of its sides' edges and of their running along
    // them, not across (print of a card over a hidden side has gradients every way).
    if (best->weakest >= params_.sure_side && along_support(*best) >= params_.sure_side) break;
  }
  if (!debug_dir_.empty()) dump(best);
  // Every side must show: else no card lies there, or a hand covers part of the pile.
  if (best && best->weakest < params_.min_side_support) best.reset();
  return best;
}

std::optional<PileTop> PileTopFinder::find(const cv::Mat& bgr, const calibration::BoardPose& pose,
                                           const std::optional<calibration::Intrinsics>& camera,
                                           const vision::Zone& zone) {
  if (bgr.empty() || bgr.type() != CV_8UC3 || !pose.found() || zone.polygon.size() < 3) {
    return std::nullopt;
  }
  rectify(bgr, pose, camera, zone);
  if (rectified_.empty()) return std::nullopt;
  std::optional<Rectangle> best;
  // A second look, blurred more, when the first finds no card: a noisy or defocused picture
  // breaks a card's faint edges into bits too short for a line.
  for (double blur_px : {params_.blur_px, params_.retry_blur_px}) {
    find_edges(blur_px);
    best = best_rectangle();
    if (best || blur_px <= 0) break;
  }
  if (!best) return std::nullopt;
  const auto corners = refine(*best);
  PileTop top;
  for (int k = 0; k < 4; ++k) top.corners_mm[k] = origin_mm_ + corners[k] / params_.px_per_mm;
  top.weakest_side = best->weakest;
  return top;
}

// Each side refitted to the edge points along it (where across it the gradient peaks), the
// corners where the refitted sides cross: the card's outline to a fraction of a pixel, and
// sides that are not quite a rectangle's (perspective left by the pose, a bent card).
std::array<cv::Point2d, 4> PileTopFinder::refine(const Rectangle& rectangle) const {
  const auto corners = rectangle.corners();
  const double inset = params_.corner_mm * params_.px_per_mm;
  const int reach = static_cast<int>(std::ceil(params_.edge_search_px)) + 1;
  std::array<std::pair<cv::Point2d, cv::Point2d>, 4> sides;
  for (int k = 0; k < 4; ++k) {
    const cv::Point2d a = corners[k], b = corners[(k + 1) % 4];
    sides[k] = {a, b};
    const double length = cv::norm(b - a);
    const cv::Point2d along = (b - a) / length;
    const cv::Point2d normal(along.y, -along.x);
    std::vector<cv::Point2f> points;
    for (double t = inset; t <= length - inset; t += 1.0) {
      const cv::Point2d q = a + along * t;
      float best = 0;
      int at = 0;
      for (int o = -reach; o <= reach; ++o) {
        const float value = across(gx_, gy_, q + normal * o, normal);
        if (value > best) best = value, at = o;
      }
      if (best < edge_min_ || std::abs(at) == reach) continue;
      // The peak between its neighbours (a parabola through three samples).
      const float before = across(gx_, gy_, q + normal * (at - 1), normal);
      const float after = across(gx_, gy_, q + normal * (at + 1), normal);
      const float curve = before - 2 * best + after;
      const double shift = curve < 0 ? 0.5 * (before - after) / curve : 0;
      points.emplace_back(q + normal * (at + shift));
    }
    if (points.size() < 8) continue;
    // Least squares, then again without the points more than a pixel and a half off the
    // first fit (a pip or an index touching the side).
    cv::Vec4f line;
    cv::fitLine(points, line, cv::DIST_L2, 0, 0.01, 0.01);
    std::erase_if(points, [&](const cv::Point2f& p) {
      return std::abs((p.x - line[2]) * line[1] - (p.y - line[3]) * line[0]) > 1.5f;
    });
    if (points.size() < 8) continue;
    cv::fitLine(points, line, cv::DIST_L2, 0, 0.01, 0.01);
    const cv::Point2d direction(line[0], line[1]), through(line[2], line[3]);
    sides[k] = {through, through + direction};
  }
  std::array<cv::Point2d, 4> refined;
  for (int k = 0; k < 4; ++k) {
    const auto& before = sides[(k + 3) % 4];
    const auto& after = sides[k];
    refined[k] = crossing(before.first, before.second, after.first, after.second);
    // A refit gone astray (too few points on a side) keeps the rectangle's corner.
    if (cv::norm(refined[k] - corners[k]) > 3 * params_.edge_search_px + 2) refined[k] = corners[k];
  }
  return refined;
}

void PileTopFinder::dump(const std::optional<Rectangle>& best) const {
  std::filesystem::create_directories(debug_dir_);
  cv::imwrite((debug_dir_ / "rectified.png").string(), rectified_);
  cv::imwrite((debug_dir_ / "edges.png").string(), edges_);
  cv::Mat drawn = rectified_.clone();
  for (const cv::Vec2f& line : lines_) {
    const double c = std::cos(line[1]), s = std::sin(line[1]);
    const cv::Point2d at(c * line[0], s * line[0]), run(-s * 2000, c * 2000);
    cv::line(drawn, at - run, at + run, cv::Scalar(200, 160, 160), 1);
  }
  cv::rectangle(drawn, zone_px_, cv::Scalar(255, 0, 0), 1);
  if (best) {
    std::vector<cv::Point> points;
    for (const cv::Point2d& p : best->corners()) points.emplace_back(cvRound(p.x), cvRound(p.y));
    const bool kept = best->weakest >= params_.min_side_support;
    cv::polylines(drawn, points, true, kept ? cv::Scalar(0, 200, 0) : cv::Scalar(0, 0, 255), 2);
    cv::putText(drawn, cv::format("weakest side %.2f, noise %.2f", best->weakest, noise_), {4, 16},
                cv::FONT_HERSHEY_SIMPLEX, 0.5, cv::Scalar(0, 0, 0), 1);
  }
  cv::imwrite((debug_dir_ / "pile.png").string(), drawn);
}

}  // namespace arbitre::read
