// The calibration profile: its file read back exactly, its faults named; the pieces' colours
// sampled on rendered starting positions, and a position that is not the start refused.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include "arbitre/calibration/board_look.h"
#include "arbitre/calibration/piece_colours.h"
#include "arbitre/calibration/profile.h"
#include "arbitre/film/film.h"
#include "arbitre/render/camera.h"
#include "arbitre/vision/layout.h"
#include "calibration/rendered_film.h"

// A named namespace: test files are compiled in batches, their helpers must not collide.
namespace arbitre::calibration::profile_tests {
namespace {

// A rendered film of a few moves: its truth header, and its first and last stills with their
// frame lines.
struct StartFilm {
  nlohmann::json header;
  render::Camera camera;
  engine::Occupancy start;
  cv::Mat first, last;
  nlohmann::json first_frame, last_frame;
};

StartFilm film_start(const std::string& variant, uint64_t seed, int moves, bool wooden) {
  auto options = testing::still_film(variant, seed, moves, 960, 540);
  options.wooden_board = wooden;
  options.wooden_allowed = wooden;
  const auto rendered = testing::render_film(options);
  return {rendered.header,
          rendered.camera,
          rendered.start,
          rendered.stills.front().image,
          rendered.stills.back().image,
          rendered.stills.front().frame,
          rendered.stills.back().frame};
}

Intrinsics camera_of(const StartFilm& film) {
  return {film.camera.intrinsics, film.camera.distortion, film.camera.resolution};
}

std::array<cv::Point2d, 4> truth_corners(const nlohmann::json& frame) {
  std::array<cv::Point2d, 4> corners;
  for (int k = 0; k < 4; ++k) {
    corners[k] = {frame.at("corners")[k][0].get<double>(), frame.at("corners")[k][1].get<double>()};
  }
  return corners;
}

// A piece's colour in the truth ("#rrggbb", sRGB) as the film's light shows it: its linear
// colour times the light's tint (BGR gains in the truth), in CIELab. Exposure and the
// camera's white balance error are left out: they move every colour alike.
cv::Vec3d lit_lab(const std::string& hex, const nlohmann::json& tint_bgr) {
  auto channel = [&](int offset) {
    const double c = std::stoi(hex.substr(1 + offset, 2), nullptr, 16) / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
  };
  return lab_of_linear({channel(0) * tint_bgr[2].get<double>(),
                        channel(2) * tint_bgr[1].get<double>(),
                        channel(4) * tint_bgr[0].get<double>()});
}

// Each letter's sampled colour lies nearer its own piece colour in the truth, lit by the
// film's light, than any other's.
void expect_colours_match_truth(const PieceColours& colours, const nlohmann::json& header) {
  const auto& truth = header.at("look").at("pieces");
  const auto& tint = header.at("look").at("light").at("tint");
  for (const auto& [letter, stats] : colours.pieces) {
    const std::string own(1, letter);
    const double own_distance = delta_e(stats.lab, lit_lab(truth.at(own), tint));
    for (const auto& [other, hex] : truth.items()) {
      if (other == own || colours.pieces.count(other[0]) == 0) continue;
      EXPECT_LT(own_distance, delta_e(stats.lab, lit_lab(hex.get<std::string>(), tint)))
          << header.at("variant") << " " << own << " nearer " << other;
    }
  }
}

// Every two players' sampled colours differ by more than either one's spread (and by 10
// CIELab units at least): the reader can tell them apart.
void expect_colours_apart(const PieceColours& colours, const std::string& variant) {
  for (const auto& [a, first] : colours.pieces) {
    for (const auto& [b, second] : colours.pieces) {
      if (a >= b) continue;
      const double spread = std::max(cv::norm(first.spread), cv::norm(second.spread));
      EXPECT_GT(delta_e(first.lab, second.lab), std::max(10.0, spread))
          << variant << " " << a << " and " << b;
    }
  }
}

Profile sample_profile() {
  Profile profile;
  profile.game = "jacotte-4";
  profile.options = {{"rounds", 0}};
  CameraFile camera;
  camera.intrinsics.matrix = cv::Matx33d(900, 0, 640, 0, 905, 360, 0, 0, 1);
  camera.intrinsics.distortion = {-0.1, 0.02, 0.001, 0, 0};
  camera.intrinsics.image_size = {1280, 720};
  camera.rms_px = 0.3;
  camera.views = 12;
  camera.source = "views/";
  profile.camera = camera;
  profile.source = "start.jpg";
  profile.method = BoardMethod::kFiducials;
  profile.fiducials = {4, 5, 7};
  profile.rms_px = 0.25;
  profile.image_size = {1280, 720};
  profile.corners_px = {cv::Point2d(100.5, 80), {1100, 90}, {1120, 650}, {90, 640.25}};
  profile.image_to_board = cv::Matx33d(0.4, 0.01, -30, -0.02, 0.41, -20, 1e-5, 2e-5, 1);
  profile.rvec = cv::Vec3d(0.1, -0.2, 1.5);
  profile.tvec = cv::Vec3d(-150, 200, 800);
  profile.colours.board = {{90, 2, 8}, {1, 0.5, 0.7}, {0.35, 0.33}, 300};
  profile.colours.pieces['R'] = {{50, 60, 40}, {2, 3, 2}, {0.6, 0.25}, 5};
  profile.colours.pieces['N'] = {{75, 5, 25}, {1, 1, 2}, {0.4, 0.35}, 4};
  return profile;
}

std::string error_of(const nlohmann::json& json) {
  const auto result = profile_from_json(json, "board.json");
  return result ? std::string("no error") : result.error().to_string();
}

TEST(Profile, ReadsBackWhatItWrote) {
  const Profile profile = sample_profile();
  const auto path = std::filesystem::temp_directory_path() / "arbitre-profile-test.json";
  ASSERT_TRUE(save_profile(profile, path).ok());
  const auto loaded = load_profile(path);
  std::filesystem::remove(path);
  ASSERT_TRUE(loaded.ok()) << loaded.error().to_string();
  EXPECT_EQ(profile_to_json(*loaded), profile_to_json(profile));
  EXPECT_EQ(loaded->method, BoardMethod::kFiducials);
  EXPECT_EQ(loaded->corners_px[3], profile.corners_px[3]);
  EXPECT_EQ(loaded->colours.pieces.at('R').samples, 5);
  ASSERT_TRUE(loaded->camera.has_value());
  EXPECT_EQ(loaded->camera->intrinsics.matrix, profile.camera->intrinsics.matrix);
  EXPECT_EQ(*loaded->tvec, *profile.tvec);

  Profile plain = profile;  // no camera, found by its corners: no rvec or tvec either
  plain.camera.reset();
  plain.rvec.reset();
  plain.tvec.reset();
  plain.method = BoardMethod::kCorners;
  const auto again = profile_from_json(profile_to_json(plain), "x");
  ASSERT_TRUE(again.ok()) << again.error().to_string();
  EXPECT_FALSE(again->camera.has_value());
  EXPECT_FALSE(again->rvec.has_value());
  EXPECT_EQ(again->method, BoardMethod::kCorners);
}

TEST(Profile, NamesTheFileAndTheFieldAtFault) {
  const nlohmann::json good = profile_to_json(sample_profile());
  auto broken = [&](const nlohmann::json::json_pointer& at, const nlohmann::json& value) {
    nlohmann::json json = good;
    json[at] = value;
    return error_of(json);
  };
  EXPECT_EQ(error_of(good), "no error");
  EXPECT_NE(broken("/format"_json_pointer, "arbitre-profile/9").find("board.json: format"),
            std::string::npos);
  EXPECT_NE(broken("/game"_json_pointer, "chess").find("board.json: game: 'chess'"),
            std::string::npos);
  EXPECT_NE(broken("/board/corners_px/2"_json_pointer, "x").find("board.corners_px[2]"),
            std::string::npos);
  EXPECT_NE(broken("/board/method"_json_pointer, "guess").find("board.method"), std::string::npos);
  EXPECT_NE(broken("/board/image_to_board"_json_pointer, {1, 2}).find("board.image_to_board"),
            std::string::npos);
  EXPECT_NE(broken("/camera/fx"_json_pointer, -3).find("camera.fx"), std::string::npos);
  EXPECT_NE(broken("/colours/pieces/R/lab"_json_pointer, {1, 2}).find("colours.pieces.R.lab"),
            std::string::npos);
  EXPECT_NE(broken("/colours/pieces/red"_json_pointer, good["colours"]["pieces"]["R"])
                .find("colours.pieces.red"),
            std::string::npos);
  EXPECT_NE(broken("/colour"_json_pointer, 1).find("colour: is not a field"), std::string::npos);
  EXPECT_NE(broken("/board/skew"_json_pointer, 1).find("board.skew: is not a field"),
            std::string::npos);
  nlohmann::json no_board = good;
  no_board.erase("board");
  EXPECT_NE(error_of(no_board).find("board: missing"), std::string::npos);
}

// A Toc profile keeps the board's look (the start's luminance) exactly through its file; a look
// that is not base64, not a grey PNG, of another scale or of another board's size is refused by
// its field.
TEST(Profile, KeepsTheBoardLookAndRefusesABrokenOne) {
  Profile profile = sample_profile();
  profile.game = "toc-4";
  profile.options = nlohmann::json::object();
  const auto layout = vision::bundled_layout("toc-4").value();
  profile.board_look.create(static_cast<int>(std::lround(layout.height_mm * kBoardLookPxPerMm)),
                            static_cast<int>(std::lround(layout.width_mm * kBoardLookPxPerMm)),
                            CV_8U);
  cv::randu(profile.board_look, 0, 256);
  profile.board_look.row(3).setTo(0);  // not seen
  const nlohmann::json json = profile_to_json(profile);
  const auto loaded = profile_from_json(json, "board.json");
  ASSERT_TRUE(loaded.ok()) << loaded.error().to_string();
  ASSERT_EQ(loaded->board_look.size(), profile.board_look.size());
  EXPECT_EQ(cv::norm(loaded->board_look, profile.board_look, cv::NORM_INF), 0);

  auto broken = [&](const std::string& field, const nlohmann::json& value) {
    nlohmann::json copy = json;
    copy["board_look"][field] = value;
    return error_of(copy);
  };
  EXPECT_NE(broken("png", "ab!d").find("board.json: board_look.png: is not valid base64"),
            std::string::npos);
  EXPECT_NE(broken("png", "aGVsbG8=").find("board_look.png: is not an 8-bit grey PNG"),
            std::string::npos);
  EXPECT_NE(broken("px_per_mm", 3).find("board_look.px_per_mm"), std::string::npos);
  EXPECT_NE(broken("size", 3).find("board_look.size: is not a field"), std::string::npos);
  nlohmann::json small = json;
  small["board_look"] = board_look_to_json(cv::Mat(10, 12, CV_8U, cv::Scalar(128)));
  EXPECT_NE(error_of(small).find("board_look.png: is 12x10 px, the board needs"),
            std::string::npos);
}

// Looks of several frames of one video: each pixel the mean of the frames that saw it.
TEST(BoardLook, AveragesOnlyTheFramesThatSawEachPixel) {
  cv::Mat a(2, 2, CV_8U, cv::Scalar(100)), b(2, 2, CV_8U, cv::Scalar(200));
  a.at<uchar>(0, 0) = 0;
  const cv::Mat mean = average_board_looks({a, b});
  EXPECT_EQ(mean.at<uchar>(0, 0), 200);
  EXPECT_EQ(mean.at<uchar>(1, 1), 150);
  EXPECT_TRUE(average_board_looks({a, cv::Mat(3, 2, CV_8U)}).empty());
}

TEST(PieceColours, SampledOnTheStartNearTheirTruthColours) {
  for (const auto& [variant, seed] :
       {std::pair<std::string, uint64_t>{"jacotte-4", 31}, {"toc-6", 32}, {"jacquet", 33}}) {
    const StartFilm film = film_start(variant, seed, 1, false);
    const auto layout = *vision::bundled_layout(variant);
    const auto camera = camera_of(film);
    const auto pose = find_board_pose(film.first, layout, camera);
    ASSERT_TRUE(pose.found()) << variant;
    const auto reading = read_start(film.first, layout, variant, film.start, pose, camera);
    EXPECT_TRUE(reading.looks_like_start) << variant << ": " << reading.reason;
    EXPECT_EQ(reading.pieces_missing, 0) << variant;
    const PieceColours colours = summarise_colours({reading});
    EXPECT_EQ(colours.pieces.size(),
              film.header.at("look").at("pieces").size() - (variant == "jacquet" ? 0
                                                            : variant == "toc-6" ? 1
                                                                                 : 2))
        << variant;
    EXPECT_GT(colours.board.samples, 50) << variant;
    if (variant == "toc-6") {
      // Toc-6 pawns are 8 mm across, three or four pixels at this seed's distance: the disc
      // sampled up a pawn's axis takes in the printed home zone it stands on, which pales a
      // blue pawn toward the black one's truth. The colours still tell the players apart.
      expect_colours_apart(colours, variant);
    } else {
      expect_colours_match_truth(colours, film.header);
    }
  }
}

TEST(PieceColours, ALaterPositionIsNotTheStart) {
  const StartFilm film = film_start("jeson-jam", 34, 6, false);
  const auto layout = *vision::bundled_layout("jeson-jam");
  const auto pose = find_board_pose(film.last, layout, std::nullopt);
  ASSERT_TRUE(pose.found());
  const auto reading = read_start(film.last, layout, "jeson-jam", film.start, pose, std::nullopt);
  EXPECT_FALSE(reading.looks_like_start);
  EXPECT_NE(reading.reason.find("the pieces are not on their starting places"), std::string::npos)
      << reading.reason;
}

TEST(PieceColours, CornersOfAWoodenBoardGiveTheTruePoseAndItsHalfTurn) {
  const StartFilm film = film_start("jacquet", 35, 1, true);
  const auto layout = *vision::bundled_layout("jacquet");
  const auto camera = camera_of(film);
  const auto corners = truth_corners(film.first_frame);
  const auto pose = pose_from_corners(corners, layout, camera);
  ASSERT_TRUE(pose.tvec.has_value());
  EXPECT_LT(cv::norm(*pose.tvec - film.camera.tvec), 5.0);
  // An outline gives the corners up to a half turn: the start settles it, either way given.
  for (bool turn : {false, true}) {
    auto given = corners;
    if (turn) given = {corners[2], corners[3], corners[0], corners[1]};
    const auto oriented = orient_by_start(film.first, layout, "jacquet", film.start, given, camera);
    ASSERT_TRUE(oriented.ok) << oriented.reason;
    EXPECT_EQ(oriented.turned, turn);
    EXPECT_LT(cv::norm(oriented.pose.corners_px[0] - corners[0]), 0.5);
    expect_colours_match_truth(summarise_colours({oriented.reading}), film.header);
  }
}

}  // namespace
}  // namespace arbitre::calibration::profile_tests
