// The reading tests' fixture: a rendered film, its layout and a reader calibrated on its first
// still, and the places read otherwise than the renderer's truth.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/read/table_reader.h"
#include "calibration/rendered_film.h"

namespace arbitre::read {

namespace cal = arbitre::calibration;

struct ReadFixture {
  testing::RenderedFilm film;
  vision::BoardLayout layout;
  TableReader reader;
};

// Films `variant`, calibrates a profile from its first still (as `calibrate board` does) and
// makes a reader of it.
inline ReadFixture make_fixture(const std::string& variant, uint64_t seed, int moves = 1) {
  auto film = testing::render_film(testing::still_film(variant, seed, moves));
  auto layout = vision::bundled_layout(variant).value();
  cal::BoardPose pose;
  const auto profile = testing::start_profile(film, variant, &pose);
  EXPECT_TRUE(pose.found());
  auto reader = TableReader::create(profile).value();
  return {std::move(film), std::move(layout), std::move(reader)};
}

inline Observation read_still(ReadFixture& f, const cv::Mat& image) {
  return f.reader.read(image, cal::find_board_pose(image, f.layout, f.film.intrinsics()));
}

// Every still of `f` read; `places` whose reading differs from the truth of the still's state,
// as "still place: read, truth" ("not visible" is wrong where no hand covers the place).
inline std::vector<std::string> places_read_otherwise_than_the_truth(
    ReadFixture& f, const std::vector<std::string>& places) {
  std::vector<std::string> wrong;
  for (const auto& still : f.film.stills) {
    const auto& truth = f.film.states.at(still.frame.at("state").get<std::size_t>());
    const auto covered = still.frame.value("covered_cells", nlohmann::json::array());
    const auto o = read_still(f, still.image);
    EXPECT_TRUE(o.board_found());
    std::size_t found = 0;
    for (const auto& cell : o.cells) {
      if (std::find(places.begin(), places.end(), cell.cell) == places.end()) continue;
      ++found;
      const auto it = truth.find(cell.cell);
      const std::string want = it == truth.end() ? "" : it->second;
      const bool hidden = std::find(covered.begin(), covered.end(), cell.cell) != covered.end();
      const std::string read = cell.visible || hidden ? cell.content : "not visible";
      if (read != want)
        wrong.push_back(still.frame.at("still").get<std::string>() + " " + cell.cell + ": " + read +
                        ", " + want);
    }
    EXPECT_EQ(found, places.size()) << "places missing from the reading";
  }
  return wrong;
}

}  // namespace arbitre::read
