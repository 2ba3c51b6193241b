// Printing: PDF pages per paper size, tiling of boards larger than a page, the SVG's size in
// millimetres, and the refusals (extension, unwritable path).
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include <unistd.h>
#include "art_test_util.h"

#include "arbitre/art/art.h"
#include "arbitre/vision/layout.h"

namespace arbitre::art {
namespace {

namespace fs = std::filesystem;

class PrintTest : public testing::Test {
 protected:
  void SetUp() override {
    const auto* test = testing::UnitTest::GetInstance()->current_test_info();
    folder_ = fs::temp_directory_path() /
              (std::string("arbitre_art_") + test->name() + "_" + std::to_string(::getpid()));
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }

  static std::string read(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
  }

  // Page objects, not the /Pages tree node.
  static int pdf_pages(const std::string& pdf) {
    const std::regex page(R"(/Type\s*/Page[^s])");
    return static_cast<int>(
        std::distance(std::sregex_iterator(pdf.begin(), pdf.end(), page), std::sregex_iterator()));
  }

  fs::path folder_;
};

using test::bundled;

// A board of any size, with one fiducial, for the page plans.
vision::BoardLayout plain_board(double width, double height) {
  vision::BoardLayout layout;
  layout.name = "test";
  layout.width_mm = width;
  layout.height_mm = height;
  layout.fiducials.push_back({0, {20, 20}, 26, 5});
  return layout;
}

TEST_F(PrintTest, EveryBundledBoardFitsOneA3PageAndThreeA4Pages) {
  for (const auto& name : vision::bundled_layout_names()) {
    SCOPED_TRACE(name);
    const auto layout = bundled(name);
    PrintOptions options;
    const auto a3 = print_board(layout, options, folder_ / (name + "-a3.pdf"));
    ASSERT_TRUE(a3.ok()) << a3.error().to_string();
    EXPECT_EQ(a3->pages, 1);
    EXPECT_EQ(a3->paper, "A3 landscape");
    const std::string pdf = read(folder_ / (name + "-a3.pdf"));
    EXPECT_EQ(pdf.rfind("%PDF", 0), 0u);
    EXPECT_EQ(pdf_pages(pdf), 1);
    // 400 x 277 mm inside 190 x 277 mm (portrait, 10 mm margins): three columns, one row.
    options.paper = PrintOptions::Paper::kA4;
    const auto a4 = print_board(layout, options, folder_ / (name + "-a4.pdf"));
    ASSERT_TRUE(a4.ok()) << a4.error().to_string();
    EXPECT_EQ(a4->pages, 3);
    EXPECT_EQ(a4->columns, 3);
    EXPECT_EQ(a4->rows, 1);
    EXPECT_EQ(a4->paper, "A4 portrait");
    EXPECT_EQ(pdf_pages(read(folder_ / (name + "-a4.pdf"))), 3);
  }
}

TEST_F(PrintTest, TilesCoverLargeBoardsWithTheFewestPages) {
  PrintOptions options;
  options.paper = PrintOptions::Paper::kA4;
  // Fits A4 landscape's 277 x 190 mm printable area: one page.
  auto plan = print_board(plain_board(270, 180), options, folder_ / "small.pdf");
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan->pages, 1);
  EXPECT_EQ(plan->paper, "A4 landscape");
  // 600 x 400 on A3 with 10 mm of overlap: landscape (400 x 277 printable) needs 2 x 2 pages,
  // portrait (277 x 400) 3 x 1.
  options.paper = PrintOptions::Paper::kA3;
  plan = print_board(plain_board(600, 400), options, folder_ / "large.pdf");
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan->pages, 3);
  EXPECT_EQ(plan->columns, 3);
  EXPECT_EQ(plan->rows, 1);
  EXPECT_EQ(plan->paper, "A3 portrait");
  EXPECT_EQ(pdf_pages(read(folder_ / "large.pdf")), 3);
  // 800 x 500: landscape 3 x 2 = 6 pages, portrait 3 x 2 = 6: landscape wins ties.
  plan = print_board(plain_board(800, 500), options, folder_ / "larger.pdf");
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan->pages, 6);
  EXPECT_EQ(plan->paper, "A3 landscape");
}

TEST_F(PrintTest, SvgIsOnePageTheSizeOfTheBoardInMillimetres) {
  const auto layout = bundled("jeson-jam");
  const auto written = print_board(layout, {}, folder_ / "jeson-jam.SVG");
  ASSERT_TRUE(written.ok()) << written.error().to_string();
  EXPECT_EQ(written->pages, 1);
  const std::string svg = read(folder_ / "jeson-jam.SVG");
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  EXPECT_NE(svg.find("width=\"400mm\""), std::string::npos) << svg.substr(0, 300);
  EXPECT_NE(svg.find("height=\"277mm\""), std::string::npos);
  EXPECT_NE(svg.find("viewBox=\"0 0 400 277\""), std::string::npos);
}

TEST_F(PrintTest, AnotherExtensionIsRefusedNamingTheFile) {
  const auto written = print_board(bundled("toc-4"), {}, folder_ / "board.png");
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(written.error().field, "output");
  EXPECT_NE(written.error().message.find("board.png"), std::string::npos);
  EXPECT_FALSE(fs::exists(folder_ / "board.png"));
}

TEST_F(PrintTest, AnUnwritablePathIsAnErrorNamingIt) {
  const fs::path missing = folder_ / "no-such-folder" / "board.pdf";
  for (const auto& path : {missing, missing.parent_path() / "board.svg"}) {
    const auto written = print_board(bundled("jacquet"), {}, path);
    ASSERT_FALSE(written.ok()) << path;
    EXPECT_EQ(written.error().field, "output");
    EXPECT_NE(written.error().message.find(path.string()), std::string::npos)
        << written.error().message;
  }
}

TEST_F(PrintTest, MarginsThatLeaveNoRoomAreRefused) {
  PrintOptions options;
  options.margin_mm = 140;
  const auto written = print_board(plain_board(100, 100), options, folder_ / "x.pdf");
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(written.error().field, "options");
}

}  // namespace
}  // namespace arbitre::art
