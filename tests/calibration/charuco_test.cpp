// The ChArUco calibration sheet: one definition, drawn by the art code, found by OpenCV with
// every inner corner where the definition puts it; printed at true scale.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "arbitre/art/charuco_art.h"
#include "arbitre/calibration/charuco.h"

namespace arbitre::calibration {
namespace {

TEST(CharucoSheetTest, FitsA3WithTheIdsLeftToSheets) {
  const auto sheet = vision::charuco_sheet();
  EXPECT_LE(sheet.grid_width_mm(), 400);  // A3 less 10 mm margins
  EXPECT_LE(sheet.grid_height_mm(), 277);
  EXPECT_LE(sheet.markers(), 30);
  EXPECT_EQ(sheet.first_id(), vision::kCharucoFirstId);
  EXPECT_LT(sheet.first_id() + sheet.markers() - 1, 50);  // inside DICT_4X4_50
  const auto a4 = vision::charuco_sheet(vision::CharucoPaper::kA4);
  EXPECT_LE(a4.grid_width_mm(), 277);
  EXPECT_LE(a4.grid_height_mm(), 190);
  EXPECT_DOUBLE_EQ(a4.marker_mm / a4.square_mm, sheet.marker_mm / sheet.square_mm);
}

TEST(CharucoSheetTest, OpenCvBoardAgreesWithTheSheet) {
  const auto sheet = vision::charuco_sheet();
  const auto board = charuco_board(sheet);
  ASSERT_EQ(static_cast<int>(board->ids.size()), sheet.markers());
  ASSERT_EQ(static_cast<int>(board->chessboardCorners.size()), sheet.corners());
  const double inset = (sheet.square_mm - sheet.marker_mm) / 2;
  for (int k = 0; k < sheet.markers(); ++k) {
    EXPECT_EQ(board->ids[k], sheet.first_id() + k);
    const auto [column, row] = sheet.marker_square(k);
    EXPECT_EQ((column + row) % 2, 1) << "marker " << k << " on a black square";
    EXPECT_NEAR(board->objPoints[k][0].x, column * sheet.square_mm + inset, 1e-4) << k;
    EXPECT_NEAR(board->objPoints[k][0].y, row * sheet.square_mm + inset, 1e-4) << k;
  }
  for (int k = 0; k < sheet.corners(); ++k) {
    EXPECT_NEAR(board->chessboardCorners[k].x, sheet.corner_in_grid(k).x, 1e-4) << k;
    EXPECT_NEAR(board->chessboardCorners[k].y, sheet.corner_in_grid(k).y, 1e-4) << k;
  }
}

TEST(CharucoSheetTest, DrawnSheetShowsEveryCornerWhereTheSheetSays) {
  for (const auto paper : {vision::CharucoPaper::kA3, vision::CharucoPaper::kA4}) {
    const auto sheet = vision::charuco_sheet(paper);
    const double px_per_mm = 3;
    const cv::Mat image = art::charuco_image(sheet, px_per_mm);
    ASSERT_FALSE(image.empty());
    EXPECT_EQ(image.cols, std::lround(sheet.paper_width_mm * px_per_mm));
    const auto found = find_charuco(image, charuco_board(sheet));
    EXPECT_EQ(found.markers, sheet.markers()) << sheet.paper;
    ASSERT_EQ(static_cast<int>(found.ids.size()), sheet.corners()) << sheet.paper;
    for (size_t i = 0; i < found.ids.size(); ++i) {
      const auto mm = sheet.corner_on_paper(found.ids[i]);
      EXPECT_NEAR(found.corners[i].x, mm.x * px_per_mm, 0.15) << sheet.paper << found.ids[i];
      EXPECT_NEAR(found.corners[i].y, mm.y * px_per_mm, 0.15) << sheet.paper << found.ids[i];
    }
  }
}

TEST(CharucoSheetTest, GameBoardMarkersAreNotTakenForTheSheet) {
  // A marker of a game board (id 3) drawn on a white page: no sheet corner, no sheet marker.
  cv::Mat page(400, 400, CV_8U, cv::Scalar(255)), marker;
  cv::aruco::drawMarker(cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50), 3, 120, marker,
                        1);
  marker.copyTo(page(cv::Rect(140, 140, 120, 120)));
  const auto found = find_charuco(page, charuco_board());
  EXPECT_EQ(found.markers, 0);
  EXPECT_TRUE(found.empty());
}

TEST(CharucoPrintTest, PdfAndSvgAtTrueScale) {
  const auto dir = std::filesystem::temp_directory_path() / "arbitre-charuco-print";
  std::filesystem::create_directories(dir);
  const auto sheet = vision::charuco_sheet();
  const auto pdf = art::print_charuco(sheet, dir / "sheet.pdf");
  ASSERT_TRUE(pdf.ok()) << pdf.error().to_string();
  EXPECT_EQ(pdf->paper, "A3 landscape");
  const auto svg = art::print_charuco(sheet, dir / "sheet.svg");
  ASSERT_TRUE(svg.ok()) << svg.error().to_string();
  std::ifstream in(dir / "sheet.svg");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("width=\"420mm\""), std::string::npos);
  EXPECT_NE(text.find("height=\"297mm\""), std::string::npos);
  const auto refused = art::print_charuco(sheet, dir / "sheet.png");
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().field, "output");
}

}  // namespace
}  // namespace arbitre::calibration
