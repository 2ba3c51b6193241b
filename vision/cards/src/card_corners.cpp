// The proposal stages of the card reader: the mask of card faces, the corners of its
// outlines, and the index patch each corner would hold.
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "arbitre/cards/card_reader.h"
#include "card_internal.h"

namespace arbitre::cards {
namespace {

// A partly hidden card's outline shrinks to no less than half its visible edges' scale: an
// outline a quarter of the card's (its index corner and little more) still holds its index.
constexpr float kMinOutlineShare = 0.5f;

// Two pieces of outline within 15 degrees of each other are one edge.
constexpr float kSameDirectionCos = 0.966f;

float cross(cv::Point2f a, cv::Point2f b) {
  return a.x * b.y - a.y * b.x;
}
double cross(cv::Point a, cv::Point b) {
  return double(a.x) * b.y - double(a.y) * b.x;
}
float length(cv::Point2f a) {
  return std::sqrt(a.x * a.x + a.y * a.y);
}

// A straight edge of an outline, refitted to the contour points between two polygon
// corners (approxPolyDP's corners sit on the card's rounded corner, not where the edges
// would meet).
struct Edge {
  cv::Point2f point, direction;  // a point on the line and its unit direction
  float length = 0;              // between the two polygon corners
};

Edge fit_edge(const std::vector<cv::Point>& contour, int from, int to) {
  const int n = static_cast<int>(contour.size());
  const int span = (to - from + n) % n;
  Edge edge;
  const cv::Point2f a = contour[from], b = contour[to];
  edge.length = length(b - a);
  // The middle of the edge only: its ends curve into the rounded corners.
  std::vector<cv::Point2f> middle;
  for (int i = span / 5; i <= span - span / 5; ++i) middle.push_back(contour[(from + i) % n]);
  if (middle.size() < 4) {
    edge.point = a;
    edge.direction = (b - a) * (1.f / std::max(edge.length, 1e-3f));
    return edge;
  }
  cv::Vec4f line;
  cv::fitLine(middle, line, cv::DIST_HUBER, 0, 0.01, 0.01);
  edge.direction = {line[0], line[1]};
  if (edge.direction.dot(b - a) < 0) edge.direction = -edge.direction;
  edge.point = {line[2], line[3]};
  return edge;
}

// Where two edges' lines meet; false when they are nearly parallel.
bool meet(const Edge& a, const Edge& b, cv::Point2f& at) {
  const float denominator = cross(a.direction, b.direction);
  if (std::abs(denominator) < 0.3f) return false;
  const float t = cross(b.point - a.point, b.direction) / denominator;
  at = a.point + a.direction * t;
  return true;
}

// Indices in `contour` of the polygon's corners (approxPolyDP returns contour points).
std::vector<int> corner_indices(const std::vector<cv::Point>& contour,
                                const std::vector<cv::Point>& polygon) {
  std::vector<int> indices;
  std::size_t next = 0;
  for (const cv::Point& corner : polygon) {
    for (std::size_t tried = 0; tried < contour.size(); ++tried) {
      const std::size_t i = (next + tried) % contour.size();
      if (contour[i] == corner) {
        indices.push_back(static_cast<int>(i));
        next = i + 1;
        break;
      }
    }
  }
  return indices;
}

// A whole card's outline: it fills its smallest enclosing rectangle, whose sides are in a
// card's proportion. `short_side` gets the direction of the rectangle's short side.
bool whole_card(const std::vector<cv::Point>& contour, cv::Point2f& short_side, float& short_px,
                float& long_px) {
  const cv::RotatedRect rect = cv::minAreaRect(contour);
  const float a = rect.size.width, b = rect.size.height;
  if (a < 1 || b < 1 || cv::contourArea(contour) < 0.9 * a * b) return false;
  const float ratio = std::max(a, b) / std::min(a, b);
  const float want = static_cast<float>(kCardHeightMm / kCardWidthMm);
  if (ratio < want * 0.8f || ratio > want * 1.25f) return false;
  const float angle = rect.angle * static_cast<float>(CV_PI / 180);
  const cv::Point2f width_dir(std::cos(angle), std::sin(angle));  // along rect.size.width
  short_side = a < b ? width_dir : cv::Point2f(-width_dir.y, width_dir.x);
  short_px = std::min(a, b);
  long_px = std::max(a, b);
  return true;
}

// The straight edges of an outline as contour index spans: polygon sides long enough (the
// short ones are the rounded corners and the noise that approxPolyDP cut into pieces), and
// sides that go on in the same direction joined (a slightly bent edge cut in two would
// otherwise tell a card smaller than it is).
std::vector<std::pair<int, int>> straight_spans(const std::vector<cv::Point>& contour,
                                                const std::vector<int>& at,
                                                const CardParams& params) {
  std::vector<std::pair<int, int>> spans;
  const auto direction = [&](const std::pair<int, int>& span) {
    const cv::Point2f d = contour[span.second] - contour[span.first];
    return d * (1.f / std::max(length(d), 1e-3f));
  };
  const int size = static_cast<int>(contour.size());
  for (std::size_t i = 0; i < at.size(); ++i) {
    const int from = at[i], to = at[(i + 1) % at.size()];
    if (cv::norm(contour[to] - contour[from]) < params.min_edge_px) continue;
    if (!spans.empty()) {
      const int gap = (from - spans.back().second + size) % size;
      if (gap <= params.max_corner_gap_px &&
          direction(spans.back()).dot(direction({from, to})) > kSameDirectionCos) {
        spans.back().second = to;
        continue;
      }
    }
    spans.push_back({from, to});
  }
  // The last edge may go on into the first.
  if (spans.size() > 2) {
    const int gap = (spans.front().first - spans.back().second + size) % size;
    if (gap <= params.max_corner_gap_px &&
        direction(spans.back()).dot(direction(spans.front())) > kSameDirectionCos) {
      spans.front().first = spans.back().first;
      spans.pop_back();
    }
  }
  return spans;
}

// The scale (px/mm) of a card seen only in part, from its two visible edges' lengths. Either
// may be short (hidden under another card) or too long (the next card's edge goes on in line
// with it: a fanned hand's bottom edges make one), so the largest scale whose card still lies
// on the outline is taken: a card outlined too large reaches out over the table. Where the
// card would leave the picture nothing is known, and those points count as on it.
float partial_card_scale(const std::vector<cv::Point>& outline, cv::Size picture,
                         cv::Point2f origin, cv::Point2f x_dir, cv::Point2f y_dir, float x_scale,
                         float y_scale) {
  const float low = std::min(x_scale, y_scale), high = std::max(x_scale, y_scale);
  const cv::Rect2f frame_rect(0, 0, static_cast<float>(picture.width),
                              static_cast<float>(picture.height));
  constexpr int kSteps = 7;
  constexpr float kMinOnOutline = 0.9f;
  for (float scale = high; scale > low; scale *= 0.94f) {
    int on = 0, tried = 0;
    for (int i = 0; i < kSteps; ++i) {
      for (int j = 0; j < kSteps; ++j) {
        const float u = (0.5f + i) / kSteps, v = (0.5f + j) / kSteps;
        const cv::Point2f p = origin + x_dir * (u * scale * static_cast<float>(kCardWidthMm)) +
                              y_dir * (v * scale * static_cast<float>(kCardHeightMm));
        ++tried;
        if (!frame_rect.contains(p) || cv::pointPolygonTest(outline, p, false) >= 0) ++on;
      }
    }
    if (on >= kMinOnOutline * static_cast<float>(tried)) return scale;
  }
  return low;
}

// The level that 99% of an 8-bit picture's pixels do not exceed (the value of rank n * 99 / 100
// in sorted order), counted in a histogram: copying and partially sorting every pixel cost more
// than the masks it sets.
uchar percentile_99(const cv::Mat& grey) {
  std::array<int, 256> counts{};
  for (int y = 0; y < grey.rows; ++y) {
    const uchar* row = grey.ptr<uchar>(y);
    for (int x = 0; x < grey.cols; ++x) ++counts[row[x]];
  }
  const std::size_t rank = grey.total() * 99 / 100;
  std::size_t below = 0;
  for (int level = 0; level < 256; ++level) {
    below += static_cast<std::size_t>(counts[level]);
    if (below > rank) return static_cast<uchar>(level);
  }
  return 255;
}

}  // namespace

std::array<cv::Point2f, 4> CornerFrame::card_outline() const {
  const cv::Point2f across = x_axis * static_cast<float>(outline_share * kCardWidthMm);
  const cv::Point2f down = y_axis * static_cast<float>(outline_share * kCardHeightMm);
  return {origin, origin + across, origin + across + down, origin + down};
}

void darkest_and_grey(const cv::Mat& bgr, int max_saturation, cv::Mat& darkest, cv::Mat& grey) {
  // cv::COLOR_BGR2HSV's saturation of 8-bit colours: (max - min) * round(255 * 4096 / max),
  // rounded back by 12 bits; one pass here costs less than the conversion, a split and two
  // minima did.
  static const std::array<int, 256> over_max = [] {
    std::array<int, 256> table{};
    for (int v = 1; v < 256; ++v) table[v] = cvRound((255 << 12) / static_cast<double>(v));
    return table;
  }();
  darkest.create(bgr.size(), CV_8U);
  grey.create(bgr.size(), CV_8U);
  for (int y = 0; y < bgr.rows; ++y) {
    const uchar* p = bgr.ptr<uchar>(y);
    uchar* dark = darkest.ptr<uchar>(y);
    uchar* ok = grey.ptr<uchar>(y);
    for (int x = 0; x < bgr.cols; ++x, p += 3) {
      const int low = std::min({p[0], p[1], p[2]}), high = std::max({p[0], p[1], p[2]});
      const int saturation = ((high - low) * over_max[high] + (1 << 11)) >> 12;
      dark[x] = static_cast<uchar>(low);
      ok[x] = saturation > max_saturation ? 0 : 255;
    }
  }
}

void card_masks(const cv::Mat& work, const CardParams& params, MaskBuffers& buffers,
                std::vector<cv::Mat>& masks) {
  masks.clear();
  // Whiteness: the darkest channel (a white face is bright in all three). Wood and carpet can
  // be bright too, but not grey; red pips inside a face leave holes that only the inner
  // contours see.
  darkest_and_grey(work, params.white_max_saturation, buffers.darkest, buffers.grey);
  const cv::Mat& darkest = buffers.darkest;
  // The faces are the bright mode: Otsu between them and the table, never below a share of
  // the brightest level seen (a picture that is nearly all card or nearly all table).
  cv::Mat scratch;
  const double otsu = cv::threshold(darkest, scratch, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
  buffers.bright = percentile_99(darkest);
  const double bright = buffers.bright;
  const double level = std::max(otsu, params.white_min * bright);
  // One level rarely suits the whole picture: bright wood or paper next to a card merges
  // with it, a card in shadow falls below the level. Higher levels split the first; a
  // threshold against the neighbourhood's mean (a card is brighter than the table around
  // it, whatever the light) finds the second. Every mask proposes its corners; the network
  // rejects the false ones.
  // The global masks are thresholds of one image, the darkest channel where the colour is grey
  // (0 elsewhere), and are nested: opening and closing with a flat disc commute with any
  // threshold (a disc's minimum is over t where every pixel is, its maximum where one is), so
  // that image is opened and closed once and then thresholded at each level, exactly as each
  // mask opened and closed on its own, at a third of the cost.
  cv::bitwise_and(darkest, buffers.grey, buffers.white);
  const cv::Mat open_disc = cv::getStructuringElement(
      cv::MORPH_ELLIPSE, {2 * params.open_px + 1, 2 * params.open_px + 1});
  const cv::Mat close_disc = cv::getStructuringElement(
      cv::MORPH_ELLIPSE, {2 * params.close_px + 1, 2 * params.close_px + 1});
  const auto open_close = [&](cv::Mat& image) {
    if (params.open_px > 0) cv::morphologyEx(image, image, cv::MORPH_OPEN, open_disc);
    // An index printed close to the edge bites a notch into the outline, right at the corner
    // that matters: closing fills it.
    if (params.close_px > 0) cv::morphologyEx(image, image, cv::MORPH_CLOSE, close_disc);
  };
  // Cards lying on cards: white on white, one outline for all. The edges of the cards on
  // top (a thin shadow, a printed border) cut the first mask into each card's visible part,
  // whose corners include the free corners of the covered cards.
  cv::Mat split;
  if (params.edge_split > 0) {
    cv::Canny(darkest, scratch, params.edge_split, 2 * params.edge_split);
    cv::dilate(scratch, scratch, cv::Mat());
    cv::threshold(buffers.white, split, level, 255, cv::THRESH_BINARY);
    cv::bitwise_and(split, ~scratch, split);
    open_close(split);
  }
  open_close(buffers.white);
  for (int k = 0; k <= params.extra_levels; ++k) {
    const double at = level + (bright - level) * k / (params.extra_levels + 1.0);
    cv::Mat mask;
    cv::threshold(buffers.white, mask, at, 255, cv::THRESH_BINARY);
    masks.push_back(mask);
  }
  if (params.local_window > 0) {
    int window = static_cast<int>(params.local_window * std::max(work.cols, work.rows)) | 1;
    window = std::max(window, 3);
    cv::adaptiveThreshold(darkest, scratch, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY,
                          window, -params.local_margin);
    cv::Mat mask;
    cv::bitwise_and(scratch, buffers.grey, mask);
    open_close(mask);
    masks.push_back(mask);
  }
  if (!split.empty()) masks.push_back(split);
}

bool same_frame(const CornerFrame& a, const CornerFrame& b) {
  const float mm = static_cast<float>(std::min(cv::norm(a.x_axis), cv::norm(b.x_axis)));
  if (cv::norm(a.origin - b.origin) > 3 * mm) return false;
  const float ax = static_cast<float>(cv::norm(a.x_axis)),
              bx = static_cast<float>(cv::norm(b.x_axis));
  if (a.x_axis.dot(b.x_axis) < 0.97f * ax * bx) return false;
  return std::abs(ax - bx) < 0.15f * std::max(ax, bx);
}

void add_new_frames(const std::vector<CornerFrame>& found, std::vector<CornerFrame>& frames) {
  const std::size_t before = frames.size();
  for (const CornerFrame& frame : found) {
    bool seen = false;
    for (std::size_t i = 0; i < before && !seen; ++i) seen = same_frame(frames[i], frame);
    if (!seen) frames.push_back(frame);
  }
}

std::vector<CornerFrame> outline_corners(const cv::Mat& mask, const CardParams& params,
                                         double to_picture, cv::Point2f offset,
                                         const std::vector<cv::Point2f>& ignored) {
  std::vector<std::vector<cv::Point>> contours;
  cv::findContours(mask, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE);
  // The ignored polygon in the mask's pixels, grown by 3% about its centre.
  std::vector<cv::Point2f> skip;
  if (ignored.size() >= 3) {
    cv::Point2f centre(0, 0);
    for (const auto& p : ignored) centre += p * (1.f / static_cast<float>(ignored.size()));
    const float scale = static_cast<float>(1 / to_picture);
    for (const auto& p : ignored) skip.push_back((centre + (p - centre) * 1.03f - offset) * scale);
  }
  const auto inside_skip = [&](const std::vector<cv::Point>& contour) {
    if (skip.empty()) return false;
    // Two pixels more: a blurred sheet's outline may bulge past the pose's outline.
    for (std::size_t i = 0; i < contour.size(); i += 8) {
      if (cv::pointPolygonTest(skip, cv::Point2f(contour[i]), true) < -2) return false;
    }
    return true;
  };
  const double min_area = params.min_card_share * mask.total();
  const float cos_min = std::cos(params.corner_max_deg * CV_PI / 180);
  const float cos_max = std::cos(params.corner_min_deg * CV_PI / 180);
  std::vector<CornerFrame> frames;
  for (const auto& contour : contours) {
    if (cv::contourArea(contour) < min_area || inside_skip(contour)) continue;
    std::vector<cv::Point> polygon;
    cv::approxPolyDP(contour, polygon, params.poly_epsilon_px, true);
    const std::vector<int> at = corner_indices(contour, polygon);
    // The straight edges: polygon sides long enough; the short ones between them are the
    // rounded corners (and the noise) that approxPolyDP cut into pieces.
    std::vector<std::pair<int, int>> spans = straight_spans(contour, at, params);
    const int n = static_cast<int>(spans.size());
    if (n < 2) continue;
    std::vector<Edge> edges;
    for (const auto& [from, to] : spans) edges.push_back(fit_edge(contour, from, to));
    const int size = static_cast<int>(contour.size());
    std::vector<cv::Point2f> sharp(n);
    std::vector<bool> sharp_ok(n);
    for (int i = 0; i < n; ++i) {
      const int gap = (spans[i].first - spans[(i + n - 1) % n].second + size) % size;
      sharp_ok[i] =
          gap <= params.max_corner_gap_px && meet(edges[(i + n - 1) % n], edges[i], sharp[i]);
    }
    cv::Point2f short_side;
    float short_px = 0, long_px = 0;
    const bool whole = whole_card(contour, short_side, short_px, long_px);
    // A face's print near its edge bites notches into the outline; its hull is the card's.
    std::vector<cv::Point> hull;
    cv::convexHull(contour, hull);
    // The outline's turning direction: corners of the card turn the same way, notches the other.
    double turning = 0;
    for (std::size_t i = 0; i < at.size(); ++i)
      turning += cross(contour[at[i]], contour[at[(i + 1) % at.size()]]);
    for (int i = 0; i < n; ++i) {
      if (!sharp_ok[i]) continue;
      const Edge& before = edges[(i + n - 1) % n];
      const Edge& after = edges[i];
      const cv::Point2f back = -before.direction, ahead = after.direction;
      const float turn = cross(before.direction, after.direction);
      if ((turn > 0) != (turning > 0)) continue;  // a notch between two cards
      const float c = back.dot(ahead);
      if (c < cos_min || c > cos_max) continue;
      // The frame turns clockwise on the picture (x right, y down): index corners then show
      // their index upright whichever way the card lies.
      const bool ahead_is_x = cross(ahead, back) > 0;
      const cv::Point2f x_dir = ahead_is_x ? ahead : back;
      const cv::Point2f y_dir = ahead_is_x ? back : ahead;
      float x_len = ahead_is_x ? after.length : before.length;
      float y_len = ahead_is_x ? before.length : after.length;
      CornerFrame frame;
      frame.origin = sharp[i];
      frame.whole_card = whole;
      double x_mm = kCardWidthMm, y_mm = kCardHeightMm;
      if (whole) {
        frame.x_short = std::abs(x_dir.dot(short_side)) > 0.7f;
        x_len = frame.x_short ? short_px : long_px;
        y_len = frame.x_short ? long_px : short_px;
        if (!frame.x_short) std::swap(x_mm, y_mm);
        frame.x_axis = x_dir * static_cast<float>(x_len / x_mm);
        frame.y_axis = y_dir * static_cast<float>(y_len / y_mm);
      } else {
        // Part of the card may be hidden: the longer visible share sets the index's scale, and
        // the outline shrinks to what lies on the outline.
        const float x_scale = static_cast<float>(x_len / x_mm);
        const float y_scale = static_cast<float>(y_len / y_mm);
        const float scale = std::max(x_scale, y_scale);
        frame.x_axis = x_dir * scale;
        frame.y_axis = y_dir * scale;
        const float fitted =
            partial_card_scale(hull, mask.size(), frame.origin, x_dir, y_dir, x_scale, y_scale);
        frame.outline_share = std::max(fitted / scale, kMinOutlineShare);
      }
      frame.origin = frame.origin * static_cast<float>(to_picture) + offset;
      frame.x_axis *= static_cast<float>(to_picture);
      frame.y_axis *= static_cast<float>(to_picture);
      frames.push_back(frame);
    }
  }
  return frames;
}

cv::Mat index_patch(const cv::Mat& bgr, const CornerFrame& frame) {
  const float px_x = kPatchWidth / static_cast<float>(kPatchWidthMm);
  const float px_y = kPatchHeight / static_cast<float>(kPatchHeightMm);
  const cv::Point2f from[3] = {{0, 0}, {kPatchWidth, 0}, {0, kPatchHeight}};
  const cv::Point2f to[3] = {frame.origin, frame.origin + frame.x_axis * (kPatchWidth / px_x),
                             frame.origin + frame.y_axis * (kPatchHeight / px_y)};
  const cv::Mat patch_to_picture = cv::getAffineTransform(from, to);
  cv::Mat patch;
  cv::warpAffine(bgr, patch, patch_to_picture, {kPatchWidth, kPatchHeight},
                 cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
  return patch;
}

}  // namespace arbitre::cards
