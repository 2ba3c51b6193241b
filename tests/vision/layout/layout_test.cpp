// The bundled layouts (vision/layouts/*.json): they load, place exactly the engine's cells,
// carry the board's fiducials with clear quiet zones, and survive a JSON round trip.
#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "arbitre/engine/game.h"
#include "arbitre/vision/layout.h"

namespace arbitre::vision {
namespace {

const std::vector<std::string> kBoards = {"jacquet", "jacotte", "jeson-jam", "toc-4", "toc-6"};

BoardLayout bundled(const std::string& name) {
  auto layout = bundled_layout(name);
  EXPECT_TRUE(layout.ok()) << name << ": " << (layout ? "" : layout.error().to_string());
  return layout ? *layout : BoardLayout{};
}

nlohmann::json file_json(const std::string& board) {
  std::ifstream in(std::string(ARBITRE_LAYOUTS_DIR) + "/" + board + ".json");
  return nlohmann::json::parse(in, nullptr, false);
}

struct Box {
  double x0, y0, x1, y1;
};

// The bounding box of a shape, computed here rather than by the library under test.
Box bounds(const CellShape& shape) {
  if (shape.kind == CellShape::Kind::kCircle) {
    return {shape.center.x - shape.radius, shape.center.y - shape.radius,
            shape.center.x + shape.radius, shape.center.y + shape.radius};
  }
  Box box{1e9, 1e9, -1e9, -1e9};
  for (const PointMm& p : shape.polygon) {
    box = {std::min(box.x0, p.x), std::min(box.y0, p.y), std::max(box.x1, p.x),
           std::max(box.y1, p.y)};
  }
  return box;
}

bool disjoint(const Box& a, const Box& b) {
  return a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
}

TEST(BundledLayouts, EveryBoardLoadsAndFitsAnA3Page) {
  EXPECT_EQ(bundled_layout_names(), kBoards);
  for (const auto& name : kBoards) {
    const BoardLayout layout = bundled(name);
    EXPECT_EQ(layout.name, name);
    EXPECT_EQ(layout.dictionary, "DICT_4X4_50");
    EXPECT_LE(layout.width_mm, 400) << name;
    EXPECT_LE(layout.height_mm, 277) << name;
    for (const Cell& cell : layout.cells) {
      const Box box = bounds(cell.shape);
      EXPECT_TRUE(box.x0 >= 0 && box.y0 >= 0 && box.x1 <= layout.width_mm &&
                  box.y1 <= layout.height_mm)
          << name << " " << cell.id;
    }
  }
}

TEST(BundledLayouts, VariantsFindTheirBoard) {
  const std::map<std::string, std::string> boards = {
      {"jacquet", "jacquet"},   {"jacquet-advanced", "jacquet"},
      {"jacotte-2", "jacotte"}, {"jacotte-3", "jacotte"},
      {"jacotte-4", "jacotte"}, {"jeson-jam", "jeson-jam"},
      {"toc-2", "toc-4"},       {"toc-4", "toc-4"},
      {"toc-6", "toc-6"}};
  for (const auto& variant : engine::game_names()) {
    ASSERT_TRUE(boards.contains(variant)) << variant << " has no board in this test";
    auto layout = bundled_layout(variant);
    ASSERT_TRUE(layout.ok()) << variant << ": " << layout.error().to_string();
    EXPECT_EQ(layout->name, boards.at(variant));
    EXPECT_NE(std::find(layout->variants.begin(), layout->variants.end(), variant),
              layout->variants.end())
        << variant;
  }
  auto unknown = bundled_layout("chess");
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.error().field, "board");
}

// The layout places exactly the union of its variants' cells; each variant's are all there.
TEST(BundledLayouts, CellIdsAreTheEnginesExactly) {
  const std::map<std::string, std::size_t> counts = {
      {"jacquet", 26}, {"jacotte", 28}, {"jeson-jam", 23}, {"toc-4", 92}, {"toc-6", 138}};
  for (const auto& name : kBoards) {
    const BoardLayout layout = bundled(name);
    std::set<std::string> placed;
    for (const Cell& cell : layout.cells) EXPECT_TRUE(placed.insert(cell.id).second) << cell.id;
    EXPECT_EQ(placed.size(), counts.at(name)) << name;
    std::set<std::string> all;
    for (const auto& variant : layout.variants) {
      auto game = engine::make_game(variant);
      ASSERT_TRUE(game.ok()) << variant;
      for (const auto& id : (*game)->cell_ids()) {
        EXPECT_TRUE(placed.contains(id)) << variant << ": " << id;
        all.insert(id);
      }
    }
    EXPECT_EQ(all, placed) << name;
  }
  // Jacquet's off trays exist in the original rules only, Blue's camp at 4 colours only.
  EXPECT_EQ((*engine::make_game("jacquet-advanced"))->cell_ids().size(), 24u);
  EXPECT_EQ((*engine::make_game("jacotte-3"))->cell_ids().size(), 26u);
}

TEST(BundledLayouts, FiducialsNameTheBoardAndKeepTheirQuietZoneClear) {
  for (std::size_t k = 0; k < kBoards.size(); ++k) {
    const BoardLayout layout = bundled(kBoards[k]);
    ASSERT_EQ(layout.fiducials.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
      const Fiducial& f = layout.fiducials[i];
      EXPECT_EQ(f.id, static_cast<int>(4 * k + i));
      EXPECT_EQ(board_for_fiducial(f.id), kBoards[k]);
      EXPECT_GE(f.margin_mm, f.size_mm / 6);
      EXPECT_GE(f.size_mm, 24);
      EXPECT_LE(f.size_mm, 30);
      const double half = f.size_mm / 2 + f.margin_mm;
      const Box quiet{f.center.x - half, f.center.y - half, f.center.x + half, f.center.y + half};
      EXPECT_TRUE(quiet.x0 >= 0 && quiet.y0 >= 0 && quiet.x1 <= layout.width_mm &&
                  quiet.y1 <= layout.height_mm);
      // Clockwise from the top-left corner.
      EXPECT_EQ(f.center.x > layout.width_mm / 2, i == 1 || i == 2) << kBoards[k] << " " << i;
      EXPECT_EQ(f.center.y > layout.height_mm / 2, i >= 2) << kBoards[k] << " " << i;
      for (const Cell& cell : layout.cells) {
        EXPECT_TRUE(disjoint(quiet, bounds(cell.shape))) << kBoards[k] << " " << cell.id;
      }
      for (const Zone& zone : layout.zones) {
        const CellShape shape{CellShape::Kind::kPolygon, {}, 0, zone.polygon};
        EXPECT_TRUE(disjoint(quiet, bounds(shape))) << kBoards[k] << " " << zone.kind;
      }
    }
  }
  EXPECT_FALSE(board_for_fiducial(20).has_value());  // ChArUco sheets
  EXPECT_FALSE(board_for_fiducial(-1).has_value());
}

TEST(BundledLayouts, FiducialCornersComeInArucoOrder) {
  const Fiducial f = bundled("jacquet").fiducials[0];
  EXPECT_EQ(f.center.x, 20);
  EXPECT_EQ(f.size_mm, 26);
  const auto corners = f.corners();
  ASSERT_EQ(corners.size(), 4u);
  const std::vector<std::pair<double, double>> expected = {{7, 7}, {33, 7}, {33, 33}, {7, 33}};
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(corners[i].x, expected[i].first) << i;
    EXPECT_EQ(corners[i].y, expected[i].second) << i;
  }
}

// White (seat 0) sits at the bottom: a..l along the bottom edge, x..m along the top.
TEST(BundledLayouts, JacquetPointsRunFromBaseToTip) {
  const BoardLayout layout = bundled("jacquet");
  const Cell* a = layout.find_cell("a");
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(a->role, "point");
  ASSERT_EQ(a->shape.kind, CellShape::Kind::kTriangle);
  const std::vector<std::pair<double, double>> corners = {{67, 269}, {42, 269}, {54.5, 159}};
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(a->shape.polygon[i].x, corners[i].first);
    EXPECT_EQ(a->shape.polygon[i].y, corners[i].second);
  }
  EXPECT_LT(layout.find_cell("x")->shape.center.x, 100);  // above a, at the top-left
  EXPECT_LT(layout.find_cell("x")->shape.center.y, 100);
  EXPECT_GT(layout.find_cell("m")->shape.center.x, 300);  // White's talon, top right
  EXPECT_GT(layout.find_cell("l")->shape.center.y, 200);  // White's last point, bottom right
  const Zone* talon = layout.find_zone("talon");
  ASSERT_NE(talon, nullptr);
  EXPECT_EQ(talon->seat, 0);  // White's talon, m
  EXPECT_EQ(layout.find_cell("off-white")->seat, 0);
  EXPECT_EQ(layout.find_cell("off-black")->role, "off");
}

TEST(BundledLayouts, ZonesWhereDiceAndCardsGo) {
  for (const auto& name : kBoards) {
    const BoardLayout layout = bundled(name);
    const bool dice = name == "jacquet" || name == "jacotte";
    EXPECT_EQ(layout.find_zone("dice") != nullptr, dice) << name;
    EXPECT_EQ(layout.find_zone("cards") != nullptr, name.starts_with("toc")) << name;
  }
}

TEST(BundledLayouts, JsonRoundTripsExactly) {
  for (const auto& name : kBoards) {
    const BoardLayout layout = bundled(name);
    const nlohmann::json written = layout_to_json(layout);
    EXPECT_EQ(written, file_json(name)) << name << ": the file holds what the loader read";
    auto again = layout_from_json(written);
    ASSERT_TRUE(again.ok()) << again.error().to_string();
    EXPECT_EQ(layout_to_json(*again), written);
    for (std::size_t i = 0; i < layout.cells.size(); ++i) {
      EXPECT_EQ(again->cells[i].shape.center.x, layout.cells[i].shape.center.x);
      EXPECT_EQ(again->cells[i].shape.center.y, layout.cells[i].shape.center.y);
    }
  }
}

TEST(LayoutGeometry, CentroidsAndContainment) {
  const std::vector<PointMm> square = {{0, 0}, {10, 0}, {10, 10}, {0, 10}};
  EXPECT_EQ(signed_area(square), 100);  // clockwise on the sheet: positive
  const PointMm centre = polygon_centroid(square);
  EXPECT_DOUBLE_EQ(centre.x, 5);
  EXPECT_DOUBLE_EQ(centre.y, 5);
  const CellShape shape{CellShape::Kind::kPolygon, centre, 0, square};
  EXPECT_TRUE(shape_contains(shape, {10, 5}));
  EXPECT_FALSE(shape_contains(shape, {10.1, 5}));
  EXPECT_TRUE(shape_contains_disc(shape, {5, 5}, 5));
  EXPECT_FALSE(shape_contains_disc(shape, {4, 5}, 5));
  const CellShape circle{CellShape::Kind::kCircle, {0, 0}, 10, {}};
  EXPECT_TRUE(shape_contains_disc(circle, {3, 4}, 5));
  EXPECT_FALSE(shape_contains_disc(circle, {3, 4}, 5.1));
}

}  // namespace
}  // namespace arbitre::vision
