#include "outline_stages.h"

#include <algorithm>
#include <cmath>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

namespace arbitre::calibration::outline {
namespace {

constexpr int kTableClusters = 3;
// The border in stretches (four per side), to tell the table, all round it, from something
// lying across one stretch.
constexpr int kBorderStretches = 16;
constexpr int kMaxBorderSamples = 4000;
constexpr int kRansacRounds = 60;
constexpr double kRansacInlierPx = 1.5;
// Profiles start this share of the side's length away from each corner: corners are where
// pieces stack and where the hull's simplification is least sure.
constexpr double kCornerSkip = 0.06;
constexpr int kStepWindow = 3;  // pixels averaged either side of a step
// A trimmed blob's hull is simplified this far (share of its perimeter) before its longest
// edges are taken for the board's sides.
constexpr double kTrimmedHullEpsilon = 0.01;

double percentile(std::vector<float> values, double share) {
  if (values.empty()) return 0;
  const auto k = static_cast<size_t>(share * static_cast<double>(values.size() - 1));
  std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(k), values.end());
  return values[k];
}

cv::Vec3f sample_bgr(const cv::Mat& bgr, const cv::Point2d& p) {
  const int x = static_cast<int>(std::floor(p.x));
  const int y = static_cast<int>(std::floor(p.y));
  const int x1 = std::clamp(x + 1, 0, bgr.cols - 1), y1 = std::clamp(y + 1, 0, bgr.rows - 1);
  const int x0 = std::clamp(x, 0, bgr.cols - 1), y0 = std::clamp(y, 0, bgr.rows - 1);
  const float fx = static_cast<float>(p.x - x), fy = static_cast<float>(p.y - y);
  auto at = [&](int r, int c) { return cv::Vec3f(bgr.at<cv::Vec3b>(r, c)); };
  return (at(y0, x0) * (1 - fx) + at(y0, x1) * fx) * (1 - fy) +
         (at(y1, x0) * (1 - fx) + at(y1, x1) * fx) * fy;
}

// How far a profile reaches across a side, inward and outward, in pixels.
struct Reach {
  int in = 0;
  int out = 0;
};

// What a search across the board's sides looks at.
struct SideSearch {
  const cv::Mat& bgr;
  const Lens& lens;
  const TableModel& table;
  const OutlineParams& params;
};

struct EdgePoint {
  cv::Point2d ideal;
  double step = 0;
};

// The outermost strong colour step along one profile across a side, sub-pixel. The step at a
// position compares the mean colours of kStepWindow pixels on either side, so a thin line
// (wood grain, a rim) steps less than the board's edge. Profiles are sampled in ideal pixels
// and looked up in the raw picture through the lens.
std::optional<EdgePoint> outer_step(const SideSearch& search, const cv::Point2d& origin,
                                    const cv::Point2d& normal, Reach reach) {
  const cv::Mat& bgr = search.bgr;
  const int n = reach.in + reach.out + 2 * kStepWindow + 1;  // sample i: offset i - in - window
  std::vector<cv::Vec3f> sums{cv::Vec3f()};                  // prefix sums of the colours
  for (int i = 0; i < n; ++i) {
    const double offset = i - reach.in - kStepWindow;
    const cv::Point2d raw = search.lens.distort(origin + normal * offset);
    if (raw.x < 0 || raw.y < 0 || raw.x > bgr.cols - 1 || raw.y > bgr.rows - 1) {
      if (offset <= kStepWindow) return {};
      break;  // a board close to the picture's edge: search outward only up to it
    }
    sums.push_back(sums.back() + sample_bgr(bgr, raw));
  }
  // steps[j]: offset j - in, between samples j + window - 1 and j + window + 1.
  const int positions = static_cast<int>(sums.size()) - 1 - 2 * kStepWindow;
  if (positions < reach.in + 2) return {};  // nothing left outside the line
  std::vector<double> steps;
  for (int j = 0; j < positions; ++j) {
    const auto at = [&](int i) { return sums[static_cast<size_t>(i)]; };
    const int centre = j + kStepWindow;
    const cv::Vec3f inner = (at(centre) - at(centre - kStepWindow)) / kStepWindow;
    const cv::Vec3f outer = (at(centre + 1 + kStepWindow) - at(centre + 1)) / kStepWindow;
    steps.push_back(cv::norm(outer - inner));
  }
  const auto step_at = [&](int j) { return steps[static_cast<size_t>(j)]; };
  const auto mean_at = [&](int first) {  // mean colour of the window from sample `first`
    return (sums[static_cast<size_t>(first + kStepWindow)] - sums[static_cast<size_t>(first)]) /
           kStepWindow;
  };
  const double strongest = *std::max_element(steps.begin(), steps.end());
  const double min_step = search.params.min_step;
  if (strongest < min_step) return {};
  // The outermost step with the table outside it and something less like the table inside:
  // not the strongest step, since a frame's inlays and the field inside it step more, and
  // not a seam of the table itself (table on both sides).
  for (int j = positions - 2; j >= 1; --j) {
    const double c = step_at(j), l = step_at(j - 1), r = step_at(j + 1);
    if (c < search.params.min_step_share * strongest || c < min_step || c < l || c < r) continue;
    const double outside = search.table.distance(mean_at(j + kStepWindow + 1));
    const double inside = search.table.distance(mean_at(j));
    if (outside > search.params.table_distance ||
        inside < outside + search.params.board_side_spreads)
      continue;
    const double curvature = l - 2 * c + r;
    const double offset = curvature < 0 ? std::clamp(0.5 * (l - r) / curvature, -0.5, 0.5) : 0;
    return EdgePoint{origin + normal * (j - reach.in + offset), c};
  }
  return {};
}

double distance_to_line(const cv::Point2d& p, const cv::Point2d& on, const cv::Point2d& dir) {
  const cv::Point2d d = p - on;
  return std::abs(d.x * dir.y - d.y * dir.x);
}

// A line through the points: RANSAC over pairs (pieces, dice and shadows cut a side), then
// least squares over the inliers, twice.
std::optional<FittedSide> fit_side(const std::vector<EdgePoint>& points, double inlier_px) {
  if (points.size() < 4) return {};
  cv::RNG rng(0x5eed);  // fixed: the same picture always gives the same outline
  size_t best_count = 0;
  cv::Point2d best_on, best_dir;
  for (int round = 0; round < kRansacRounds; ++round) {
    const auto& a = points[static_cast<size_t>(rng.uniform(0, static_cast<int>(points.size())))];
    const auto& b = points[static_cast<size_t>(rng.uniform(0, static_cast<int>(points.size())))];
    const cv::Point2d d = b.ideal - a.ideal;
    const double length = cv::norm(d);
    if (length < 10) continue;
    size_t count = 0;
    for (const auto& p : points) {
      count += distance_to_line(p.ideal, a.ideal, d / length) < kRansacInlierPx ? 1 : 0;
    }
    if (count > best_count) best_count = count, best_on = a.ideal, best_dir = d / length;
  }
  if (best_count < 4) return {};
  FittedSide side{best_on, best_dir, 0, 0};
  double tolerance = kRansacInlierPx;
  for (int pass = 0; pass < 2; ++pass, tolerance = inlier_px) {
    std::vector<cv::Point2f> inliers;
    for (const auto& p : points) {
      if (distance_to_line(p.ideal, side.point, side.direction) < tolerance) {
        inliers.emplace_back(static_cast<float>(p.ideal.x), static_cast<float>(p.ideal.y));
      }
    }
    if (inliers.size() < 4) return {};
    cv::Vec4f line;
    cv::fitLine(inliers, line, cv::DIST_L2, 0, 0.01, 0.01);
    side.direction = {line[0], line[1]};
    side.point = {line[2], line[3]};
  }
  return side;
}

// Searches across the side from a to b (ideal pixels) for the board's edge and fits it.
FittedSide refine_side(const SideSearch& search, const cv::Point2d& a, const cv::Point2d& b) {
  const OutlineParams& params = search.params;
  const double length = cv::norm(b - a);
  const cv::Point2d dir = (b - a) / std::max(length, 1e-9);
  // Clockwise corners, y down: the outward normal is (dir.y, -dir.x).
  const cv::Point2d outward(dir.y, -dir.x);
  const int profiles =
      std::max(2, static_cast<int>(length * (1 - 2 * kCornerSkip) / params.sample_step_px));
  FittedSide side{a, dir, 0, 0};
  // First a wide search, farther outward: where the frame is the table's colour the blob is
  // only the field, and the edge lies a frame's width outside. Then a narrow one to refine.
  const int inward_reach = static_cast<int>(params.search_px);
  const int outward_reach =
      std::max(inward_reach, static_cast<int>(params.search_out_share * length));
  for (const Reach reach : {Reach{inward_reach, outward_reach}, Reach{4, 4}}) {
    std::vector<EdgePoint> points;
    for (int i = 0; i < profiles; ++i) {
      const double t = length * (kCornerSkip + (1 - 2 * kCornerSkip) * i / (profiles - 1));
      // The profile's origin on the current line, nearest the point at t along a-b.
      const cv::Point2d guess = a + dir * t;
      const cv::Point2d on = side.point + side.direction * (guess - side.point).dot(side.direction);
      if (auto p = outer_step(search, on, outward, reach)) points.push_back(*p);
    }
    auto fitted = fit_side(points, params.inlier_px);
    if (!fitted) return {a, dir, 0, 0};
    if (fitted->direction.dot(dir) < 0) fitted->direction = -fitted->direction;
    side = *fitted;
    std::vector<float> steps;
    for (const auto& p : points) {
      if (distance_to_line(p.ideal, side.point, side.direction) < params.inlier_px) {
        steps.push_back(static_cast<float>(p.step));
      }
    }
    side.support = static_cast<double>(steps.size()) / profiles;
    side.contrast = percentile(steps, 0.5);
  }
  return side;
}

std::optional<cv::Point2d> intersect(const FittedSide& s, const FittedSide& t) {
  const double det = s.direction.x * t.direction.y - s.direction.y * t.direction.x;
  if (std::abs(det) < 0.05) return {};  // under 3 degrees apart: no corner
  const cv::Point2d d = t.point - s.point;
  const double u = (d.x * t.direction.y - d.y * t.direction.x) / det;
  return s.point + s.direction * u;
}

// Colours along the picture's border, each with the stretch of the border it comes from.
struct BorderSamples {
  std::vector<cv::Vec3f> colours;
  std::vector<int> stretch;  // 0 .. kBorderStretches - 1: four per side
};

BorderSamples sample_border(const cv::Mat& lab, const OutlineParams& params) {
  const int band = std::max(2, static_cast<int>(params.border_band * std::min(lab.rows, lab.cols)));
  const int perimeter = 2 * (lab.rows + lab.cols);
  const int stride = std::max(1, perimeter * band / kMaxBorderSamples);
  const int per_side = kBorderStretches / 4;
  BorderSamples border;
  int counter = 0;
  for (int r = 0; r < lab.rows; ++r) {
    for (int c = 0; c < lab.cols; ++c) {
      const bool in_band = r < band || c < band || r >= lab.rows - band || c >= lab.cols - band;
      if (!in_band) {
        c = lab.cols - band - 1;  // skip the middle of the row
        continue;
      }
      if (counter++ % stride != 0) continue;
      const int along_row = c * per_side / lab.cols, along_column = r * per_side / lab.rows;
      const int stretch = r < band               ? along_row
                          : r >= lab.rows - band ? per_side + along_row
                          : c < band             ? 2 * per_side + along_column
                                                 : 3 * per_side + along_column;
      border.colours.push_back(lab.at<cv::Vec3f>(r, c));
      border.stretch.push_back(stretch);
    }
  }
  return border;
}

// A cluster is the table when it is common along the border, or when it is spread all
// round it. Something lying across the border (a board pushed off the picture's edge, a die)
// fills a few neighbouring stretches only.
bool is_table_cluster(const BorderSamples& border, const cv::Mat& labels, int cluster,
                      const OutlineParams& params) {
  std::vector<int> in_stretch(kBorderStretches, 0), of_stretch(kBorderStretches, 0);
  int count = 0;
  for (int i = 0; i < labels.rows; ++i) {
    const auto stretch = static_cast<size_t>(border.stretch[static_cast<size_t>(i)]);
    ++of_stretch[stretch];
    if (labels.at<int>(i) == cluster) ++in_stretch[stretch], ++count;
  }
  const double share = count / static_cast<double>(std::max(1, labels.rows));
  if (share < params.min_cluster_share) return false;
  if (share >= params.common_cluster_share) return true;
  int stretches = 0;
  for (size_t j = 0; j < in_stretch.size(); ++j) {
    stretches += in_stretch[j] >= params.stretch_presence * std::max(1, of_stretch[j]) ? 1 : 0;
  }
  return stretches >= params.min_table_stretches;
}

// The corners where the four longest edges of a convex polygon meet, in its order; nullopt
// when it has fewer than four edges or two neighbouring ones are nearly parallel.
std::optional<std::vector<cv::Point2d>> corners_of_longest_edges(
    const std::vector<cv::Point>& polygon) {
  const size_t n = polygon.size();
  if (n < 4) return {};
  std::vector<size_t> order(n);
  for (size_t i = 0; i < n; ++i) order[i] = i;
  const auto length = [&](size_t i) { return cv::norm(polygon[(i + 1) % n] - polygon[i]); };
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return length(a) > length(b); });
  order.resize(4);
  std::sort(order.begin(), order.end());
  std::array<FittedSide, 4> lines;
  for (size_t k = 0; k < 4; ++k) {
    const cv::Point2d a = polygon[order[k]], b = polygon[(order[k] + 1) % n];
    lines[k] = {a, (b - a) / std::max(1e-9, cv::norm(b - a)), 0, 0};
  }
  std::vector<cv::Point2d> corners;
  for (size_t k = 0; k < 4; ++k) {
    const auto corner = intersect(lines[(k + 3) % 4], lines[k]);
    if (!corner) return {};
    corners.push_back(*corner);
  }
  return corners;
}

}  // namespace

Lens::Lens(const std::optional<Intrinsics>& camera) : camera_(camera) {}

cv::Point2d Lens::undistort(const cv::Point2d& raw) const {
  if (!camera_) return raw;
  std::vector<cv::Point2d> in{raw}, out;
  cv::undistortPoints(in, out, camera_->matrix, camera_->distortion, cv::noArray(), camera_->matrix,
                      cv::TermCriteria(cv::TermCriteria::COUNT | cv::TermCriteria::EPS, 30, 1e-9));
  return out[0];
}

cv::Point2d Lens::distort(const cv::Point2d& ideal) const {
  if (!camera_) return ideal;
  const auto& k = camera_->matrix;
  const auto& d = camera_->distortion;
  const double x = (ideal.x - k(0, 2)) / k(0, 0), y = (ideal.y - k(1, 2)) / k(1, 1);
  const double r2 = x * x + y * y;
  const double radial = 1 + r2 * (d[0] + r2 * (d[1] + r2 * d[4]));
  const double xd = x * radial + 2 * d[2] * x * y + d[3] * (r2 + 2 * x * x);
  const double yd = y * radial + d[2] * (r2 + 2 * y * y) + 2 * d[3] * x * y;
  return {k(0, 0) * xd + k(0, 2), k(1, 1) * yd + k(1, 2)};
}

double TableModel::distance(const cv::Vec3f& bgr) const {
  const cv::Mat pixel(1, 1, CV_32FC3, cv::Scalar(bgr[0] / 255, bgr[1] / 255, bgr[2] / 255));
  cv::Mat lab;
  cv::cvtColor(pixel, lab, cv::COLOR_BGR2Lab);
  cv::Vec3f weighted = lab.at<cv::Vec3f>(0, 0);
  weighted[0] *= lightness_weight;
  double nearest = 1e9;
  for (const auto& c : colours) nearest = std::min(nearest, cv::norm(weighted - c));
  return nearest / spread;
}

WorkImage prepare_work_image(const cv::Mat& bgr, const OutlineParams& params) {
  WorkImage work;
  const int long_side = std::max(bgr.cols, bgr.rows);
  work.scale = std::min(1.0, params.work_long_side_px / static_cast<double>(long_side));
  cv::Mat small;
  cv::resize(bgr, small, cv::Size(), work.scale, work.scale, cv::INTER_AREA);
  // Smoothing first: wood grain and cloth weave are finer than the board's border.
  cv::GaussianBlur(small, small, cv::Size(5, 5), 0);
  small.convertTo(small, CV_32FC3, 1.0 / 255);
  cv::cvtColor(small, work.lab, cv::COLOR_BGR2Lab);
  std::vector<cv::Mat> planes;
  cv::split(work.lab, planes);
  planes[0] *= params.lightness_weight;
  cv::merge(planes, work.lab);
  return work;
}

TableModel model_table(const WorkImage& work, const OutlineParams& params) {
  const BorderSamples border = sample_border(work.lab, params);
  cv::Mat data(static_cast<int>(border.colours.size()), 3, CV_32F,
               const_cast<cv::Vec3f*>(border.colours.data()));
  cv::Mat labels, centres;
  const int k = std::min(kTableClusters, data.rows);
  cv::setRNGSeed(0x7ab1e);  // the same picture always gives the same outline
  cv::kmeans(data, k, labels, cv::TermCriteria(cv::TermCriteria::COUNT, 10, 0), 2,
             cv::KMEANS_PP_CENTERS, centres);
  TableModel table;
  table.lightness_weight = static_cast<float>(params.lightness_weight);
  std::vector<bool> kept(static_cast<size_t>(k), false);
  for (int j = 0; j < k; ++j) {
    if (!is_table_cluster(border, labels, j, params)) continue;
    kept[static_cast<size_t>(j)] = true;
    table.colours.emplace_back(centres.at<float>(j, 0), centres.at<float>(j, 1),
                               centres.at<float>(j, 2));
  }
  // How far the table's own samples stray from its colours: texture and uneven light. The
  // samples of something lying across the border are left out.
  std::vector<float> distances;
  for (size_t i = 0; i < border.colours.size(); ++i) {
    if (!kept[static_cast<size_t>(labels.at<int>(static_cast<int>(i)))]) continue;
    double nearest = 1e9;
    for (const auto& c : table.colours)
      nearest = std::min(nearest, cv::norm(border.colours[i] - c));
    distances.push_back(static_cast<float>(nearest));
  }
  table.spread = static_cast<float>(std::max(params.min_table_spread, percentile(distances, 0.9)));
  return table;
}

cv::Mat board_mask(const WorkImage& work, const TableModel& table, const OutlineParams& params) {
  cv::Mat nearest(work.lab.size(), CV_32F, cv::Scalar(1e9));
  for (const auto& colour : table.colours) {
    cv::Mat diff = work.lab - cv::Scalar(colour[0], colour[1], colour[2]);
    diff = diff.mul(diff);
    cv::Mat squared;
    cv::transform(diff, squared, cv::Matx13f(1, 1, 1));
    nearest = cv::min(nearest, squared);
  }
  const double threshold = params.table_distance * table.spread;
  cv::Mat mask = nearest > threshold * threshold;
  // Opening drops plank seams and specks; closing mends the border where a piece's shadow
  // or a light patch of the board comes near the table's colour.
  const auto ellipse = [](int size) {
    return cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(size, size));
  };
  cv::morphologyEx(mask, mask, cv::MORPH_OPEN, ellipse(5));
  cv::morphologyEx(mask, mask, cv::MORPH_CLOSE, ellipse(9));
  return mask;
}

std::optional<Blob> largest_blob(const cv::Mat& mask, const OutlineParams& params) {
  std::vector<std::vector<cv::Point>> contours;
  cv::findContours(mask, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
  const std::vector<cv::Point>* largest = nullptr;
  double largest_area = 0;
  for (const auto& contour : contours) {
    const double area = cv::contourArea(contour);
    if (area > largest_area) largest_area = area, largest = &contour;
  }
  const double share = largest_area / (mask.rows * static_cast<double>(mask.cols));
  if (largest == nullptr || share < params.min_area_share) return {};
  Blob blob;
  cv::convexHull(*largest, blob.hull);
  blob.area_share = share;
  const cv::Rect box = cv::boundingRect(*largest);
  blob.touches_edge =
      box.x <= 0 || box.y <= 0 || box.br().x >= mask.cols || box.br().y >= mask.rows;
  return blob;
}

std::optional<Blob> without_arm(const cv::Mat& mask, const Blob& blob,
                                const OutlineParams& params) {
  // The opening is done at a quarter size: the kernel is wide, and only its reach matters.
  constexpr double kCoarse = 0.25;
  const cv::Rect box = cv::boundingRect(blob.hull);
  const int size = std::max(
      3, static_cast<int>(kCoarse * params.arm_opening_share * std::min(box.width, box.height)));
  cv::Mat coarse;
  cv::resize(mask, coarse, cv::Size(), kCoarse, kCoarse, cv::INTER_AREA);
  coarse = coarse > 127;
  cv::morphologyEx(coarse, coarse, cv::MORPH_OPEN,
                   cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(size, size)));
  cv::resize(coarse, coarse, mask.size(), 0, 0, cv::INTER_NEAREST);
  auto trimmed = largest_blob(mask & coarse, params);
  if (!trimmed || trimmed->touches_edge) return {};
  trimmed->trimmed = true;
  return trimmed;
}

std::optional<std::array<cv::Point2d, 4>> quad_from_blob(const Blob& blob, double scale) {
  const double perimeter = cv::arcLength(blob.hull, true);
  std::vector<cv::Point> corners = blob.hull;
  std::vector<cv::Point2d> found;
  if (blob.trimmed) {
    // What is left of an arm adds short hull edges: the board's sides are the four longest.
    cv::approxPolyDP(blob.hull, corners, kTrimmedHullEpsilon * perimeter, true);
    if (auto sides = corners_of_longest_edges(corners)) found = *sides;
  }
  if (found.empty()) {
    for (double epsilon = 0.01 * perimeter; corners.size() > 4 && epsilon < 0.2 * perimeter;
         epsilon *= 1.25) {
      cv::approxPolyDP(blob.hull, corners, epsilon, true);
    }
    if (corners.size() != 4) return {};
    for (const auto& c : corners) found.emplace_back(c.x, c.y);
  }
  std::array<cv::Point2d, 4> quad;
  for (size_t k = 0; k < 4; ++k) {
    quad[k] = cv::Point2d((found[k].x + 0.5) / scale - 0.5, (found[k].y + 0.5) / scale - 0.5);
  }
  // Clockwise on screen (y down): positive shoelace sum.
  double twice_area = 0;
  for (size_t k = 0; k < 4; ++k) twice_area += quad[k].cross(quad[(k + 1) % 4]);
  if (twice_area < 0) std::reverse(quad.begin(), quad.end());
  return quad;
}

RefinedQuad refine_quad(const cv::Mat& bgr, const std::array<cv::Point2d, 4>& quad,
                        const Lens& lens, const TableModel& table, const OutlineParams& params) {
  RefinedQuad refined;
  std::array<cv::Point2d, 4> ideal;
  for (size_t k = 0; k < 4; ++k) ideal[k] = lens.undistort(quad[k]);
  const SideSearch search{bgr, lens, table, params};
  for (size_t k = 0; k < 4; ++k) {
    refined.sides[k] = refine_side(search, ideal[k], ideal[(k + 1) % 4]);
  }
  for (size_t k = 0; k < 4; ++k) {
    const auto corner = intersect(refined.sides[(k + 3) % 4], refined.sides[k]);
    if (!corner) {
      refined.intersect = false;
      return refined;
    }
    refined.corners_ideal[k] = *corner;
  }
  return refined;
}

}  // namespace arbitre::calibration::outline
