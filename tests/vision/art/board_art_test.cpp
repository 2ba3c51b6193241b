// Board textures: exact size, every fiducial found by ArUco where the layout puts it, quiet
// zones left blank, and the wooden Jacquet board without markers.
#include <cmath>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <opencv2/aruco.hpp>
#include <opencv2/core.hpp>
#include "art_test_util.h"

#include "arbitre/art/art.h"
#include "arbitre/vision/layout.h"

namespace arbitre::art {
namespace {

constexpr double kPxPerMm = 4;

using test::bundled;

struct Detection {
  std::vector<int> ids;
  std::vector<std::vector<cv::Point2f>> corners;
};

Detection detect(const cv::Mat& image) {
  const auto dictionary = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50);
  auto parameters = cv::aruco::DetectorParameters::create();
  // Without refinement ArUco reports the centres of the outermost black pixels, a pixel off.
  parameters->cornerRefinementMethod = cv::aruco::CORNER_REFINE_SUBPIX;
  Detection found;
  cv::aruco::detectMarkers(image, dictionary, found.corners, found.ids, parameters);
  return found;
}

class BundledBoardTest : public testing::TestWithParam<std::string> {};

TEST_P(BundledBoardTest, ImageCoversTheSheetAtTheAskedResolution) {
  const auto layout = bundled(GetParam());
  const cv::Mat image = board_image(layout, BoardStyle::kPrinted, kPxPerMm);
  EXPECT_EQ(image.type(), CV_8UC3);
  EXPECT_EQ(image.cols, std::lround(layout.width_mm * kPxPerMm));
  EXPECT_EQ(image.rows, std::lround(layout.height_mm * kPxPerMm));
  const cv::Mat small = board_image(layout, BoardStyle::kPrinted, 1.3);
  EXPECT_EQ(small.cols, std::lround(layout.width_mm * 1.3));
  EXPECT_EQ(small.rows, std::lround(layout.height_mm * 1.3));
}

TEST_P(BundledBoardTest, EveryFiducialIsDetectedAtItsLayoutCorners) {
  const auto layout = bundled(GetParam());
  ASSERT_EQ(layout.fiducials.size(), 4u);
  const Detection found = detect(board_image(layout, BoardStyle::kPrinted, kPxPerMm));
  ASSERT_EQ(found.ids.size(), layout.fiducials.size());
  for (const auto& fiducial : layout.fiducials) {
    SCOPED_TRACE("fiducial " + std::to_string(fiducial.id));
    size_t k = 0;
    while (k < found.ids.size() && found.ids[k] != fiducial.id) ++k;
    ASSERT_LT(k, found.ids.size()) << "not detected";
    const auto expected = fiducial.corners();
    for (size_t c = 0; c < 4; ++c) {
      EXPECT_NEAR(found.corners[k][c].x, expected[c].x * kPxPerMm, 0.3) << "corner " << c;
      EXPECT_NEAR(found.corners[k][c].y, expected[c].y * kPxPerMm, 0.3) << "corner " << c;
    }
  }
}

// Pixels are centred on (col, row) / px_per_mm: the ring between the marker and the edge of
// its quiet zone must be pure paper, a pixel's width of anti-aliasing aside.
TEST_P(BundledBoardTest, QuietZonesArePlainWhite) {
  const auto layout = bundled(GetParam());
  const cv::Mat image = board_image(layout, BoardStyle::kPrinted, kPxPerMm);
  for (const auto& fiducial : layout.fiducials) {
    const double inner = fiducial.size_mm / 2 + 1 / kPxPerMm;
    const double outer = fiducial.size_mm / 2 + fiducial.margin_mm - 1 / kPxPerMm;
    int checked = 0, not_white = 0;
    for (int row = 0; row < image.rows; ++row) {
      for (int col = 0; col < image.cols; ++col) {
        const double dx = std::abs(col / kPxPerMm - fiducial.center.x);
        const double dy = std::abs(row / kPxPerMm - fiducial.center.y);
        const double d = std::max(dx, dy);
        if (d <= inner || d >= outer) continue;
        ++checked;
        if (image.at<cv::Vec3b>(row, col) != cv::Vec3b(255, 255, 255)) ++not_white;
      }
    }
    EXPECT_GT(checked, 1000) << "fiducial " << fiducial.id;
    EXPECT_EQ(not_white, 0) << "fiducial " << fiducial.id;
  }
}

TEST_P(BundledBoardTest, SameLayoutSameImage) {
  const auto layout = bundled(GetParam());
  const cv::Mat a = board_image(layout, BoardStyle::kPrinted, 2);
  const cv::Mat b = board_image(layout, BoardStyle::kPrinted, 2);
  EXPECT_EQ(cv::norm(a, b, cv::NORM_INF), 0);
}

INSTANTIATE_TEST_SUITE_P(Boards, BundledBoardTest,
                         testing::Values("jacquet", "jacotte", "jeson-jam", "toc-4", "toc-6"),
                         [](const auto& param_info) {
                           std::string name = param_info.param;
                           for (char& c : name) {
                             if (c == '-') c = '_';
                           }
                           return name;
                         });

TEST(WoodenBoardTest, HasNoMarkerAndVariesWithTheSeed) {
  const auto layout = bundled("jacquet");
  const cv::Mat first = board_image(layout, BoardStyle::kWooden, kPxPerMm, 1);
  EXPECT_EQ(first.cols, 1600);
  EXPECT_EQ(first.rows, 1108);
  EXPECT_TRUE(detect(first).ids.empty());
  const cv::Mat again = board_image(layout, BoardStyle::kWooden, kPxPerMm, 1);
  EXPECT_EQ(cv::norm(first, again, cv::NORM_INF), 0) << "a seed must reproduce its board";
  const cv::Mat other = board_image(layout, BoardStyle::kWooden, kPxPerMm, 2);
  EXPECT_GT(cv::norm(first, other, cv::NORM_L1) / first.total(), 5.0);
}

TEST(WoodenBoardTest, SeedsGiveWoodsAndPaintsOfEveryKind) {
  const auto layout = bundled("jacquet");
  // The middle of point a, at 1 px/mm.
  const auto* point = layout.find_cell("a");
  ASSERT_NE(point, nullptr);
  ASSERT_EQ(point->shape.polygon.size(), 3u);
  const auto& corners = point->shape.polygon;
  const cv::Point point_px(static_cast<int>(std::lround(corners[2].x)),
                           static_cast<int>(std::lround((corners[0].y + corners[2].y) / 2)));
  double darkest = 255, lightest = 0;
  for (uint64_t seed = 0; seed < 12; ++seed) {
    const cv::Mat image = board_image(layout, BoardStyle::kWooden, 1, seed);
    const cv::Vec3b paint = image.at<cv::Vec3b>(point_px);
    const double brightness = (paint[0] + paint[1] + paint[2]) / 3.0;
    darkest = std::min(darkest, brightness);
    lightest = std::max(lightest, brightness);
  }
  EXPECT_LT(darkest, 60) << "no black or dark paint among 12 seeds";
  EXPECT_GT(lightest, 180) << "no ivory paint among 12 seeds";
}

TEST(WoodenBoardTest, BoardsWithoutPointsGetTheirPrintedSheet) {
  const auto layout = bundled("toc-4");
  const cv::Mat wooden = board_image(layout, BoardStyle::kWooden, 2, 5);
  const cv::Mat printed = board_image(layout, BoardStyle::kPrinted, 2);
  EXPECT_EQ(cv::norm(wooden, printed, cv::NORM_INF), 0);
}

TEST(BoardImageTest, ImpossibleSizesGiveAnEmptyImage) {
  const auto layout = bundled("jeson-jam");
  EXPECT_TRUE(board_image(layout, BoardStyle::kPrinted, 0).empty());
  EXPECT_TRUE(board_image(layout, BoardStyle::kPrinted, -3).empty());
  EXPECT_TRUE(board_image(layout, BoardStyle::kPrinted, 1000).empty());
  EXPECT_TRUE(board_image(vision::BoardLayout{}, BoardStyle::kPrinted, 4).empty());
}

}  // namespace
}  // namespace arbitre::art
