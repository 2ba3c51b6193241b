// A rendered film's truth agrees with the engine (every state follows from the recorded moves)
// and with its pictures (fiducials and board corners are where the truth says, within 1 px).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgcodecs.hpp>

#include "arbitre/engine/game.h"
#include "arbitre/film/film.h"
#include "arbitre/render/camera.h"
#include "arbitre/vision/fiducials.h"
#include "arbitre/vision/layout.h"

namespace arbitre::film {
namespace {

struct Truth {
  nlohmann::json header;
  std::vector<nlohmann::json> states, beats, frames;
};

Truth read_truth(const std::filesystem::path& path) {
  Truth truth;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    auto json = nlohmann::json::parse(line);
    const auto type = json.at("type").get<std::string>();
    if (type == "header") truth.header = json;
    if (type == "state") truth.states.push_back(json);
    if (type == "beat") truth.beats.push_back(json);
    if (type == "frame") truth.frames.push_back(json);
  }
  return truth;
}

void check_states(const std::filesystem::path& dir, int expected_moves);

struct Case {
  std::string variant;
  uint64_t seed;
  bool wooden;
  bool ideal_sensor = false;
  bool bumped = false;  // the seed bumps the board before a still: the pose moves mid-film
};

void PrintTo(const Case& c, std::ostream* os) {
  *os << c.variant << " seed " << c.seed << (c.wooden ? " wooden" : "")
      << (c.ideal_sensor ? " ideal sensor" : "");
}

// One film per board, a wooden board, and two through an ideal sensor.
const std::vector<Case> kAllCases = {
    {"jacquet", 3, false},
    {"toc-4", 7, false},
    {"jacotte-4", 5, false},
    {"jeson-jam", 6, false},
    {"jacquet", 4, true},
    {"toc-6", 8, false},
    {"jacquet", 9, false, true, true},
    {"toc-4", 7, false, true},
};
// The sanitizers' build renders the first films only (tests/vision/film/CMakeLists.txt).
#ifdef ARBITRE_TRUTH_FILMS
const std::vector<Case> kCases(kAllCases.begin(), kAllCases.begin() + ARBITRE_TRUTH_FILMS);
#else
const std::vector<Case>& kCases = kAllCases;
#endif

class TruthTest : public ::testing::TestWithParam<Case> {
 protected:
  static std::filesystem::path render(const Case& c) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("arbitre-truth-" + c.variant + "-" + std::to_string(c.seed) +
                      (c.ideal_sensor ? "-ideal" : ""));
    std::filesystem::remove_all(dir);
    FilmOptions options;
    options.variant = c.variant;
    options.seed = c.seed;
    options.max_moves = 3;
    options.illegal_probability = 0.5;
    // Two frames a second: every pause still ends on its still, and the checks look at every
    // state and every still, not at the frames between.
    options.fps = 2;
    options.video = false;
    // 720p, the resolution the figures of issue 4 are quoted at: at 640x480 ArUco itself
    // misses small blurred markers, which is the detector's problem, not the renderer's.
    options.width = 1280;
    options.height = 720;
    options.wooden_board = c.wooden;
    options.wooden_allowed = c.wooden;
    options.ideal_sensor = c.ideal_sensor;
    auto report = film_game(options, dir);
    EXPECT_TRUE(report.ok()) << report.error().to_string();
    return dir;
  }
  void check_fiducials(const std::filesystem::path& dir);
};

// Every state of the truth follows from the one before by the recorded chance and move.
void check_states(const std::filesystem::path& dir, int expected_moves) {
  const Truth truth = read_truth(dir / "truth.jsonl");
  ASSERT_EQ(truth.header.value("format", ""), "arbitre-truth/1");
  ASSERT_EQ(truth.states.size(), truth.header.at("states").get<size_t>());
  auto game =
      engine::make_game(truth.header.at("variant").get<std::string>(), truth.header.at("options"));
  ASSERT_TRUE(game.ok());
  auto state = (*game)->state_from_json(truth.states.at(0).at("state"));
  ASSERT_TRUE(state.ok());
  // start.json, for `arbitre review --start`, is the truth's first state.
  std::ifstream start_file(dir / "start.json");
  ASSERT_TRUE(start_file.good());
  EXPECT_EQ(nlohmann::json::parse(start_file), truth.states.at(0).at("state"));
  int moves = 0;
  for (const auto& beat : truth.beats) {
    if (beat.at("kind") != "move") continue;
    auto chance = (*state)->parse_chance(beat.at("chance").get<std::string>());
    ASSERT_TRUE(chance.ok()) << beat.dump();
    auto move = (*state)->parse_move(*chance, beat.at("move").get<std::string>());
    ASSERT_TRUE(move.ok()) << beat.dump();
    (*state)->apply(*chance, *move);
    const int id = beat.at("state").get<int>();
    EXPECT_EQ((*state)->to_json(), truth.states.at(id).at("state")) << beat.dump();
    EXPECT_EQ(nlohmann::json((*state)->occupancy()), truth.states.at(id).at("occupancy"));
    ++moves;
  }
  EXPECT_EQ(moves, expected_moves);
  int last_state = 0;
  for (const auto& frame : truth.frames) {
    EXPECT_GE(frame.at("state").get<int>(), last_state) << "frames go forward in the game";
    last_state = frame.at("state").get<int>();
    if (!frame.at("settled").get<bool>() || frame.at("shows_illegal").get<bool>()) continue;
    const auto& occupancy = truth.states.at(last_state).at("occupancy");
    for (const auto& knocked : frame.value("knocked", nlohmann::json::array())) {
      EXPECT_TRUE(occupancy.contains(knocked.at("cell").get<std::string>()))
          << "a knocked piece stands on an occupied cell: " << knocked.dump();
    }
  }
  EXPECT_EQ(last_state, expected_moves);
}

// Fiducials found in the stills sit where the truth says; the board's corners, computed from
// them through the truth's camera, are where the truth puts them.
void TruthTest::check_fiducials(const std::filesystem::path& dir) {
  const Truth truth = read_truth(dir / "truth.jsonl");
  auto camera = render::Camera::from_json(truth.header.at("camera"));
  ASSERT_TRUE(camera.ok());
  auto layout = vision::bundled_layout(GetParam().variant);
  ASSERT_TRUE(layout.ok());
  int stills = 0, well_seen = 0, stills_after_bump = 0;
  std::vector<double> errors, corner_errors;
  for (const auto& frame : truth.frames) {
    if (!frame.contains("still")) continue;
    ++stills;
    stills_after_bump += frame.contains("board_on_table") ? 1 : 0;
    const cv::Mat image = cv::imread((dir / frame.at("still").get<std::string>()).string());
    ASSERT_FALSE(image.empty());
    std::vector<cv::Point2f> seen_px;
    std::vector<cv::Point2f> seen_mm;
    for (const auto& found : vision::find_fiducials(image)) {
      for (const auto& fiducial : frame.at("fiducials")) {
        if (fiducial.at("id") != found.id || fiducial.at("covered").get<bool>()) continue;
        for (int k = 0; k < 4; ++k) {
          const cv::Point2f truth_px(fiducial.at("corners")[k][0].get<float>(),
                                     fiducial.at("corners")[k][1].get<float>());
          const cv::Point2f seen(found.corners[k]);
          const double error = cv::norm(truth_px - seen);
          errors.push_back(error);
          if (GetParam().ideal_sensor) {
            EXPECT_LT(error, 1.0) << "still " << frame.at("still") << " fiducial " << found.id
                                  << " corner " << k;
          }
          seen_px.push_back(seen);
        }
        for (const auto& c : layout->fiducials.at(found.id % 4).corners()) {
          seen_mm.emplace_back(static_cast<float>(c.x), static_cast<float>(c.y));
        }
      }
    }
    if (seen_px.size() < 16) continue;  // the corners are extrapolated from all four
    ++well_seen;
    // Board corners from the fiducials: undistort, fit the plane's homography, map the layout's
    // corners, distort again.
    std::vector<cv::Point2f> undistorted;
    cv::undistortPoints(seen_px, undistorted, cv::Mat(camera->intrinsics),
                        cv::Mat(camera->distortion));
    const cv::Mat homography = cv::findHomography(seen_mm, undistorted);
    for (int k = 0; k < 4; ++k) {
      const auto corner = layout->corners()[k];
      const cv::Mat p = homography * (cv::Mat_<double>(3, 1) << corner.x, corner.y, 1);
      const cv::Point3d ray(p.at<double>(0) / p.at<double>(2), p.at<double>(1) / p.at<double>(2),
                            1);
      std::vector<cv::Point2d> projected;
      cv::projectPoints(std::vector<cv::Point3d>{ray}, cv::Vec3d(0, 0, 0), cv::Vec3d(0, 0, 0),
                        camera->intrinsics, camera->distortion, projected);
      const cv::Point2d truth_px(frame.at("corners")[k][0].get<double>(),
                                 frame.at("corners")[k][1].get<double>());
      corner_errors.push_back(cv::norm(projected[0] - truth_px));
      if (GetParam().ideal_sensor) {
        EXPECT_LT(corner_errors.back(), 1.0) << "board corner " << k;
      }
    }
  }
  ASSERT_GT(stills, 0);
  ASSERT_FALSE(errors.empty());
  // Through a real sensor (blur, noise, JPEG) single corners may be measured a pixel or more
  // off; half of them must still be within a pixel.
  auto median = [](std::vector<double> values) {
    std::nth_element(values.begin(), values.begin() + values.size() / 2, values.end());
    return values[values.size() / 2];
  };
  EXPECT_LT(median(errors), 1.0) << "fiducial corners";
  if (!corner_errors.empty()) {
    EXPECT_LT(median(corner_errors), 1.0) << "board corners";
  }
  EXPECT_GE(well_seen * 10, stills * 8) << "every fiducial found in most stills";
  if (GetParam().bumped) {
    EXPECT_GT(stills_after_bump, 0) << "the board was bumped";
  }
}

// One film per case, read by both checks (a film takes seconds to render).
TEST_P(TruthTest, StatesFollowTheMovesAndFiducialsAreWhereTheTruthSays) {
  const auto dir = render(GetParam());
  check_states(dir, 3);
  if (!GetParam().wooden) check_fiducials(dir);  // a wooden board has no fiducials
}

INSTANTIATE_TEST_SUITE_P(EveryBoard, TruthTest, ::testing::ValuesIn(kCases),
                         [](const auto& param_info) {
                           std::string name =
                               param_info.param.variant +
                               (param_info.param.wooden ? "_wooden" : "") +
                               (param_info.param.ideal_sensor ? "_ideal_sensor" : "");
                           for (char& c : name) c = c == '-' ? '_' : c;
                           return name;
                         });

// The bundled samples (scripts/make-samples.sh) are films of 4 legal moves each.
TEST(Samples, EveryRenderedSampleFollowsTheRules) {
  const std::filesystem::path samples(ARBITRE_SAMPLES_DIR);
  int films = 0;
  for (const auto& entry : std::filesystem::directory_iterator(samples / "render")) {
    SCOPED_TRACE(entry.path().string());
    check_states(entry.path(), 4);
    ++films;
  }
  EXPECT_GE(films, 5) << "one rendered sample per board";
}

}  // namespace
}  // namespace arbitre::film
