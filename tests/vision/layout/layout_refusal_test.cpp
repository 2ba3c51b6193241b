// Broken layouts are refused with the field at fault and a message saying what is wrong.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "arbitre/vision/layout.h"

namespace arbitre::vision {
namespace {

using json = nlohmann::json;

json bundled_json(const std::string& board) {
  std::ifstream in(std::string(ARBITRE_LAYOUTS_DIR) + "/" + board + ".json");
  return json::parse(in, nullptr, false);
}

// The index of the cell `id` in the JSON's cell list.
std::size_t cell_index(const json& layout, const std::string& id) {
  for (std::size_t i = 0; i < layout["cells"].size(); ++i) {
    if (layout["cells"][i]["id"] == id) return i;
  }
  ADD_FAILURE() << "no cell " << id;
  return 0;
}

engine::Error refusal(const json& layout) {
  auto read = layout_from_json(layout);
  EXPECT_FALSE(read.ok()) << "the layout was accepted";
  return read ? engine::Error{} : read.error();
}

TEST(LayoutRefusals, TheBundledJsonIsAcceptedAsIs) {
  for (const auto& board : bundled_layout_names()) {
    auto read = layout_from_json(bundled_json(board));
    EXPECT_TRUE(read.ok()) << board << ": " << (read ? "" : read.error().to_string());
  }
}

TEST(LayoutRefusals, MissingFields) {
  json layout = bundled_json("jacquet");
  layout["cells"][3].erase("role");
  EXPECT_EQ(refusal(layout).field, "cells[3].role");
  EXPECT_EQ(refusal(layout).message, "missing");
  layout = bundled_json("jacquet");
  layout.erase("piece");
  EXPECT_EQ(refusal(layout).field, "piece");
  layout = bundled_json("jacquet");
  layout["fiducials"][1].erase("margin_mm");
  EXPECT_EQ(refusal(layout).field, "fiducials[1].margin_mm");
  layout = bundled_json("jeson-jam");
  layout["cells"][0]["shape"].erase("radius");
  EXPECT_EQ(refusal(layout).field, "cells[0].shape.radius");
}

TEST(LayoutRefusals, WrongTypesAndUnknownFields) {
  json layout = bundled_json("jacquet");
  layout["size_mm"] = "big";
  EXPECT_EQ(refusal(layout).field, "size_mm");
  layout = bundled_json("jacquet");
  layout["cells"][2]["shape"]["points"][1][0] = "left";
  EXPECT_EQ(refusal(layout).field, "cells[2].shape.points[1][0]");
  layout = bundled_json("jacquet");
  layout["cells"][0]["colour"] = "red";
  EXPECT_EQ(refusal(layout).field, "cells[0].colour");
  layout = bundled_json("jacquet");
  layout["format"] = "arbitre-layout/2";
  EXPECT_EQ(refusal(layout).field, "format");
}

TEST(LayoutRefusals, UnknownDuplicateAndMissingCells) {
  json layout = bundled_json("jacquet");
  layout["cells"][3]["id"] = "y";
  engine::Error error = refusal(layout);
  EXPECT_EQ(error.field, "cells[3].id");
  EXPECT_EQ(error.message, "'y' is not a cell of jacquet or jacquet-advanced");

  layout = bundled_json("jacquet");
  layout["cells"][3]["id"] = layout["cells"][2]["id"];
  error = refusal(layout);
  EXPECT_EQ(error.field, "cells[3].id");
  EXPECT_EQ(error.message, "'c' is placed twice (also cells[2])");

  layout = bundled_json("jacquet");
  layout["cells"].erase(cell_index(layout, "off-white"));
  error = refusal(layout);
  EXPECT_EQ(error.field, "cells");
  EXPECT_EQ(error.message, "no place for jacquet's 'off-white'");

  // Blue's camp belongs to jacotte-2 and jacotte-4 only; the shared board still needs it.
  layout = bundled_json("jacotte");
  layout["cells"].erase(cell_index(layout, "camp4"));
  EXPECT_EQ(refusal(layout).message, "no place for jacotte-2's 'camp4'");
}

TEST(LayoutRefusals, RolesShapesAndSeats) {
  json layout = bundled_json("toc-4");
  const std::size_t wait = cell_index(layout, "wait.R");
  layout["cells"][wait]["role"] = "home";
  EXPECT_EQ(refusal(layout).field, "cells[" + std::to_string(wait) + "].role");

  layout = bundled_json("jacquet");
  layout["cells"][0]["shape"]["points"][0] = {401, 269};
  engine::Error error = refusal(layout);
  EXPECT_EQ(error.field, "cells[0].shape");
  EXPECT_EQ(error.message, "reaches (401, 269), outside the 400 x 277 mm sheet");

  layout = bundled_json("jacquet");
  const std::size_t tray = cell_index(layout, "off-white");
  auto& corners = layout["cells"][tray]["shape"]["points"];
  std::reverse(corners.begin(), corners.end());
  EXPECT_EQ(refusal(layout).field, "cells[" + std::to_string(tray) + "].shape.points");

  layout = bundled_json("jacquet");
  layout["cells"][tray]["seat"] = 2;
  EXPECT_EQ(refusal(layout).field, "cells[" + std::to_string(tray) + "].seat");

  layout = bundled_json("jacquet");
  layout["size_mm"] = {420, 297};
  EXPECT_EQ(refusal(layout).field, "size_mm");
}

TEST(LayoutRefusals, VariantsAndZones) {
  json layout = bundled_json("jacquet");
  layout["variants"][1] = "backgammon";
  EXPECT_EQ(refusal(layout).field, "variants[1]");
  layout = bundled_json("toc-4");
  layout["variants"].push_back("toc-6");
  EXPECT_EQ(refusal(layout).message, "'toc-6' is not played on the toc-4 board");
  layout = bundled_json("jacotte");
  layout["zones"] = json::array();
  EXPECT_EQ(refusal(layout).field, "zones");
  layout = bundled_json("toc-6");
  layout["zones"][0]["kind"] = "dice";
  EXPECT_EQ(refusal(layout).message, "toc-6 lays down cards: the board needs a 'cards' zone");
}

TEST(LayoutRefusals, Fiducials) {
  json layout = bundled_json("jacotte");
  layout["fiducials"][2]["id"] = 7;
  engine::Error error = refusal(layout);
  EXPECT_EQ(error.field, "fiducials[2].id");
  EXPECT_EQ(error.message,
            "expected 6: the jacotte board uses ids 4..7, clockwise from the top-left");

  layout = bundled_json("jacotte");
  layout["fiducials"].erase(3);
  EXPECT_EQ(refusal(layout).field, "fiducials");

  layout = bundled_json("jacotte");
  layout["fiducials"][0]["margin_mm"] = 4;  // one module of a 26 mm marker is 4.33 mm
  EXPECT_EQ(refusal(layout).field, "fiducials[0].margin_mm");

  layout = bundled_json("jacotte");
  std::swap(layout["fiducials"][0]["center"], layout["fiducials"][1]["center"]);
  EXPECT_EQ(refusal(layout).field, "fiducials[0].center");

  // The tray moved into the top-left marker's quiet zone.
  layout = bundled_json("jacquet");
  layout["cells"][cell_index(layout, "off-black")]["shape"]["points"] =
      json::array({{30, 30}, {58, 30}, {58, 146}, {30, 146}});
  error = refusal(layout);
  EXPECT_EQ(error.field, "fiducials[0]");
  EXPECT_EQ(error.message, "its quiet zone overlaps cell 'off-black'");
}

TEST(LayoutRefusals, LoadLayoutNamesTheFile) {
  const auto folder = std::filesystem::temp_directory_path() /
                      ("arbitre-layout-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  json layout = bundled_json("jacquet");
  layout["cells"][3]["id"] = "y";
  std::ofstream(folder / "broken.json") << layout.dump();
  std::ofstream(folder / "garbage.json") << "{\"format\": ";
  auto broken = load_layout(folder / "broken.json");
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.error().to_string(),
            "broken.json: cells[3].id: 'y' is not a cell of jacquet or jacquet-advanced");
  auto garbage = load_layout(folder / "garbage.json");
  ASSERT_FALSE(garbage.ok());
  EXPECT_EQ(garbage.error().field, "garbage.json");
  auto absent = load_layout(folder / "absent.json");
  ASSERT_FALSE(absent.ok());
  EXPECT_EQ(absent.error().field, "absent.json");
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace arbitre::vision
