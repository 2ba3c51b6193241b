// The referee's pipeline on a small rendered film: every frame through the settle detector, the
// readings and the reconciler, against the film's truth; and the record it writes.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/engine/game.h"
#include "arbitre/session/referee_session.h"
#include "calibration/rendered_film.h"

namespace arbitre::session {
namespace {

struct FilmedGame {
  std::filesystem::path dir;
  testing::RenderedFilm film;
  std::vector<std::string> moves;  // the truth's moves, "chance move"
  nlohmann::json start;            // state 0
  // Per frame: when the truth's settled run holding it began (its own time when not settled).
  std::vector<double> settled_since_s;
};

FilmedGame film_game(const std::string& variant, uint64_t seed, int moves, double illegal) {
  film::FilmOptions options;
  options.variant = variant;
  options.seed = seed;
  options.max_moves = moves;
  options.illegal_probability = illegal;
  options.fps = 10;
  options.width = 640;
  options.height = 360;
  options.wooden_allowed = false;
  FilmedGame game;
  game.dir = std::filesystem::temp_directory_path() /
             ("arbitre-session-test-" + std::to_string(::getpid()) + "-" + variant);
  game.film = testing::render_film_in(options, game.dir);
  std::ifstream in(game.dir / "truth.jsonl");
  std::string line;
  bool settled_before = false;
  while (std::getline(in, line)) {
    const auto json = nlohmann::json::parse(line);
    if (json.at("type") == "state" && json.at("id") == 0) game.start = json.at("state");
    if (json.at("type") == "frame") {
      const double time_s = json.at("time_s").get<double>();
      const bool settled = json.at("settled").get<bool>();
      // settled_before: a frame came before, so settled_since_s is not empty.
      game.settled_since_s.push_back(settled && settled_before ? game.settled_since_s.back()
                                                               : time_s);
      settled_before = settled;
    }
    if (json.at("type") == "beat" && json.at("kind") == "move") {
      game.moves.push_back(json.value("chance", "") + " " + json.at("move").get<std::string>());
    }
  }
  return game;
}

TEST(RefereeSession, RefereesAFilmedGameAndRecordsIt) {
  const FilmedGame game = film_game("jeson-jam", 2, 3, 0);
  const auto variant = std::string("jeson-jam");
  auto made = engine::make_game(variant);
  ASSERT_TRUE(made.ok());
  auto start = (*made)->state_from_json(game.start);
  ASSERT_TRUE(start.ok()) << start.error().to_string();
  const auto record_path = game.dir / "record.jsonl";
  auto writer =
      engine::RecordWriter::create(record_path.string(), engine::record_header(**made, 0, **start));
  ASSERT_TRUE(writer.ok());
  auto session = RefereeSession::create(testing::start_profile(game.film, variant),
                                        std::move(*start), {}, writer->get());
  ASSERT_TRUE(session.ok()) << session.error().to_string();
  auto source = watch::open_video(game.dir / "video.mp4");
  ASSERT_TRUE(source.ok()) << source.error().to_string();
  std::vector<std::string> moves;
  int flags = 0;
  watch::Frame frame;
  while ((*source)->next(frame) == watch::SourceStatus::kFrame) {
    auto events = (*session)->feed(frame);
    ASSERT_TRUE(events.ok()) << events.error().to_string();
    for (const auto& event : *events) {
      if (event.event.kind == engine::EventKind::kMove) {
        moves.push_back(event.event.chance + " " + event.event.move);
        // Issue 6: a verdict within 0.3 s of the table settling (the film's time; the reading's
        // own time is measured by `eval referee`).
        ASSERT_LT(event.frame, static_cast<int>(game.settled_since_s.size()));
        EXPECT_LE(event.time_s - game.settled_since_s[event.frame], 0.3 + 1e-9)
            << event.event.move << " at frame " << event.frame;
      }
      flags += event.event.kind == engine::EventKind::kFlag;
    }
  }
  EXPECT_EQ(moves, game.moves);
  EXPECT_EQ(flags, 0);
  // The last reading placed in the picture: every place of the layout, inside the picture, read
  // as the record says (the table agreed with it).
  const TableOverlay overlay = (*session)->overlay();
  ASSERT_TRUE(overlay.board_found);
  ASSERT_EQ(overlay.places.size(), (*session)->layout().cells.size());
  const auto occupancy = (*session)->reconciler().state().occupancy();
  for (const auto& place : overlay.places) {
    EXPECT_TRUE(place.read && place.visible && !place.disagrees) << place.cell;
    EXPECT_GE(place.outline.size(), 3u) << place.cell;
    EXPECT_TRUE(cv::Rect(0, 0, 640, 360).contains(place.centre)) << place.cell;
    const auto it = occupancy.find(place.cell);
    EXPECT_EQ(place.content, it == occupancy.end() ? "" : it->second) << place.cell;
  }
  // A move entered by hand: refused with the field named unless legal, else recorded.
  // Jeson Jam throws nothing: a throw entered by hand is refused, the field named.
  const auto no_throw = (*session)->enter_throw("6-5");
  ASSERT_FALSE(no_throw.ok());
  EXPECT_EQ(no_throw.error().field, "chance");
  const auto wrong = (*session)->enter("", "Z9");
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error().field, "move");
  const auto legal = (*session)->reconciler().state().legal_moves(engine::Chance::none());
  ASSERT_FALSE(legal.empty());
  const auto entered = (*session)->enter("", legal.front().text);
  ASSERT_TRUE(entered.ok()) << entered.error().to_string();
  ASSERT_FALSE(entered->empty());
  EXPECT_EQ(entered->front().event.kind, engine::EventKind::kMove);
  EXPECT_EQ(entered->front().event.move, legal.front().text);
  moves.push_back(" " + legal.front().text);
  // Full readings ran only on settled tables: far fewer than the frames.
  const auto& stats = (*session)->stats();
  EXPECT_GT(stats.readings, 0);
  EXPECT_LT(stats.readings * 5, stats.frames);
  // The record holds every move, each with its frame and the state after it.
  writer->reset();
  const auto record = engine::read_record(record_path.string());
  ASSERT_TRUE(record.ok()) << record.error().to_string();
  std::vector<std::string> recorded;
  for (const auto& event : record->events) {
    if (event.at("type") != "move") continue;
    EXPECT_TRUE(event.contains("frame") && event.contains("time_s") && event.contains("state"));
    recorded.push_back(event.at("chance").get<std::string>() + " " +
                       event.at("move").get<std::string>());
  }
  EXPECT_EQ(recorded, moves);
  std::filesystem::remove_all(game.dir);
}

// A game whose first settled table has a sleeve over two of the board's four fiducials (too few
// for a pose of its own): the session reads it through the calibration's pose, which the two in
// view confirm, instead of waiting for a clear frame.
TEST(RefereeSession, AFirstTableWithFiducialsCoveredIsReadThroughTheCalibrationsPose) {
  const std::string variant = "jeson-jam";
  const auto film = testing::render_film(testing::still_film(variant, 2, 1, 640, 360));
  ASSERT_FALSE(film.stills.empty());
  cv::Mat covered = film.stills.front().image.clone();
  for (int index : {0, 1}) {  // a sleeve painted over the fiducial's area
    std::vector<cv::Point> quad;
    for (const auto& c : film.stills.front().frame.at("fiducials")[index].at("corners")) {
      quad.emplace_back(cvRound(c[0].get<double>()), cvRound(c[1].get<double>()));
    }
    const cv::Rect box = cv::boundingRect(quad);
    cv::rectangle(covered, box + cv::Size(16, 16) - cv::Point(8, 8), cv::Scalar(60, 80, 150),
                  cv::FILLED);
  }
  const auto profile = testing::start_profile(film, variant);
  const auto layout = vision::bundled_layout(variant);
  ASSERT_TRUE(layout.ok());
  ASSERT_EQ(calibration::find_board_pose(covered, *layout, film.intrinsics()).status,
            calibration::BoardPose::Status::kTooFewFiducials);
  auto made = engine::make_game(variant);
  ASSERT_TRUE(made.ok());
  auto session = RefereeSession::create(profile, (*made)->new_initial_state(0), {}, nullptr);
  ASSERT_TRUE(session.ok()) << session.error().to_string();
  for (int i = 0; i < 20; ++i) {  // two seconds of the same table
    const watch::Frame frame{covered, i, i * 0.1};
    auto events = (*session)->feed(frame);
    ASSERT_TRUE(events.ok()) << events.error().to_string();
    EXPECT_TRUE(events->empty());
  }
  ASSERT_GT((*session)->stats().readings, 0);
  const TableOverlay overlay = (*session)->overlay();
  ASSERT_TRUE(overlay.board_found);
  int read = 0;
  for (const auto& place : overlay.places) {
    EXPECT_FALSE(place.disagrees) << place.cell;
    read += place.read && place.visible;
  }
  EXPECT_GT(read * 10, static_cast<int>(overlay.places.size()) * 9);  // the sleeve hides the rest
}

}  // namespace
}  // namespace arbitre::session
