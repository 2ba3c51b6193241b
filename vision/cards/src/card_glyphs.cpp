// The glyph stage of the card reader: index frames found from an index's own ink, a rank
// glyph printed over its suit pip, for the corners no outline shows. A card on a table as pale
// as itself, a card whose corner lies on another card, a corner under a thumb: the masks see
// no corner there, but the index still shows as two small dark or red marks on white paper.
#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "card_internal.h"

namespace arbitre::cards {
namespace {

struct Glyph {
  cv::Point2f centre;
  float size = 0;  // the longer side of its box, px (work scale)
};

// The mean of `darkest` over `box` (clipped to the picture) from its integral `sums`.
double box_mean(const cv::Mat& sums, cv::Rect box) {
  box &= cv::Rect(0, 0, sums.cols - 1, sums.rows - 1);
  if (box.area() == 0) return 0;
  const int sum = sums.at<int>(box.br().y, box.br().x) - sums.at<int>(box.y, box.br().x) -
                  sums.at<int>(box.br().y, box.x) + sums.at<int>(box.y, box.x);
  return static_cast<double>(sum) / box.area();
}

// Whether a mark lies on paper: at least half of eight small squares around it (a third of
// its size, 0.9 of its size away) reach the paper's level. An index glyph lies a few mm from
// its card's edges, so the squares on the outer side may fall on the table.
bool on_paper(const cv::Mat& sums, cv::Point2f centre, float size, double paper) {
  const int side = std::max(2, cvRound(size / 3));
  int bright = 0;
  for (int k = 0; k < 8; ++k) {
    const double angle = k * CV_PI / 4;
    const cv::Point at(cvRound(centre.x + 0.9 * size * std::cos(angle)),
                       cvRound(centre.y + 0.9 * size * std::sin(angle)));
    if (box_mean(sums, {at.x - side / 2, at.y - side / 2, side, side}) >= paper) ++bright;
  }
  return bright >= 4;
}

// Marks darker than their neighbourhood, glyph-sized, with paper around them.
std::vector<Glyph> find_glyphs(const cv::Mat& darkest, double bright, const CardParams& params) {
  const int shorter = std::min(darkest.cols, darkest.rows);
  // A window of an eighth of the picture holds a card's paper around its index.
  const int window = std::max(15, (shorter / 8) | 1);
  cv::Mat ink, labels, stats, centroids;
  cv::adaptiveThreshold(darkest, ink, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY_INV,
                        window, params.glyph_ink_margin);
  // Grana's block-based labelling: the same labels and statistics as the default (Spaghetti),
  // whose statistics pass cost twice as much on the work picture's ink in OpenCV 4.6.
  const int count =
      cv::connectedComponentsWithStats(ink, labels, stats, centroids, 8, CV_32S, cv::CCL_GRANA);
  cv::Mat sums;
  // Integer sums are exact and cheaper: 8-bit levels over the work picture (at most
  // work_width x work_height, 640x640 by default) stay far below 2^31.
  cv::integral(darkest, sums, CV_32S);
  const double paper = params.glyph_paper * bright;
  const double largest = params.glyph_max_share * shorter;
  std::vector<Glyph> glyphs;
  for (int i = 1; i < count; ++i) {
    const int w = stats.at<int>(i, cv::CC_STAT_WIDTH), h = stats.at<int>(i, cv::CC_STAT_HEIGHT);
    const float size = static_cast<float>(std::max(w, h));
    if (size < params.glyph_min_px || size > largest) continue;
    // A glyph's strokes fill a fair share of its box; a thin diagonal line does not.
    if (stats.at<int>(i, cv::CC_STAT_AREA) < 0.15 * w * h) continue;
    const cv::Point2f centre(static_cast<float>(centroids.at<double>(i, 0)),
                             static_cast<float>(centroids.at<double>(i, 1)));
    if (!on_paper(sums, centre, size, paper)) continue;
    glyphs.push_back({centre, size});
  }
  std::sort(glyphs.begin(), glyphs.end(),
            [](const Glyph& a, const Glyph& b) { return a.centre.x < b.centre.x; });
  return glyphs;
}

// The pips a rank glyph may stand over: near it (0.7 to 2.2 of its size), not much larger or
// much smaller than it; the nearest `glyph_partners` of them.
std::vector<int> partners(const std::vector<Glyph>& glyphs, int rank, const CardParams& params) {
  const Glyph& glyph = glyphs[rank];
  const float reach = 2.2f * glyph.size;
  std::vector<std::pair<float, int>> near;
  auto j = std::lower_bound(glyphs.begin(), glyphs.end(), glyph.centre.x - reach,
                            [](const Glyph& g, float x) { return g.centre.x < x; });
  for (; j != glyphs.end() && j->centre.x <= glyph.centre.x + reach; ++j) {
    const int index = static_cast<int>(j - glyphs.begin());
    if (index == rank) continue;
    const float distance = static_cast<float>(cv::norm(j->centre - glyph.centre));
    if (distance < 0.7f * glyph.size || distance > reach) continue;
    if (j->size < 0.4f * glyph.size || j->size > 1.3f * glyph.size) continue;
    near.emplace_back(distance, index);
  }
  const std::size_t kept = std::min<std::size_t>(near.size(), params.glyph_partners);
  std::partial_sort(near.begin(), near.begin() + kept, near.end());
  std::vector<int> out;
  for (std::size_t k = 0; k < kept; ++k) out.push_back(near[k].second);
  return out;
}

}  // namespace

cv::Point2f index_glyph(const CornerFrame& frame, const CardParams& params) {
  return frame.origin + frame.x_axis * static_cast<float>(params.glyph_x_mm) +
         frame.y_axis * static_cast<float>(params.glyph_y_mm);
}

void put_index_glyph_at(CornerFrame& frame, cv::Point2f glyph, const CardParams& params) {
  frame.origin = glyph - frame.x_axis * static_cast<float>(params.glyph_x_mm) -
                 frame.y_axis * static_cast<float>(params.glyph_y_mm);
}

std::vector<CornerFrame> glyph_frames(const cv::Mat& darkest, double bright,
                                      const CardParams& params, double to_picture,
                                      cv::Point2f offset) {
  std::vector<CornerFrame> frames;
  if (params.glyph_partners <= 0 || darkest.empty()) return frames;
  const std::vector<Glyph> glyphs = find_glyphs(darkest, bright, params);
  const auto scale = static_cast<float>(to_picture);
  for (int rank = 0; rank < static_cast<int>(glyphs.size()); ++rank) {
    for (int pip : partners(glyphs, rank, params)) {
      // The pip lies below the glyph along the card's long edge: y runs from glyph to pip,
      // x turns clockwise from it, as outline_corners orients an index corner.
      const cv::Point2f along = glyphs[pip].centre - glyphs[rank].centre;
      const float distance = static_cast<float>(cv::norm(along));
      const cv::Point2f unit = along * (1.f / distance);
      const float px_per_mm = distance / static_cast<float>(params.glyph_pair_mm) * scale;
      CornerFrame frame;
      frame.y_axis = unit * px_per_mm;
      frame.x_axis = cv::Point2f(unit.y, -unit.x) * px_per_mm;
      put_index_glyph_at(frame, glyphs[rank].centre * scale + offset, params);
      frame.from_glyphs = true;
      frames.push_back(frame);
    }
  }
  return frames;
}

}  // namespace arbitre::cards
