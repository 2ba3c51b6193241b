// The live table refereeing the bundled game from its video, the set-up dialog, the
// calibration wizard on the sample's pictures, and the French translation.
#include <gtest/gtest.h>

#include <QApplication>
#include <QFileInfo>
#include <QPushButton>
#include <QTabWidget>
#include <QTranslator>
#include <opencv2/videoio.hpp>
#include <thread>

#include "arbitre/calibration/camera_file.h"
#include "arbitre/calibration/profile.h"
#include "arbitre/engine/record.h"
#include "arbitre/engine/referee.h"
#include "calibration/rendered_film.h"
#include "calibration_wizard.h"
#include "event_log_model.h"
#include "event_text.h"
#include "flag_panel.h"
#include "frame_view.h"
#include "live_page.h"
#include "main_window.h"
#include "qt_convert.h"
#include "score_panel.h"
#include "setup_dialog.h"
#include "studio/studio_test_util.h"
#include "translations.h"

namespace arbitre::studio {
namespace {

using testing::sample;
using testing::temp_path;

RefereeSetup sample_setup(const QString& record) {
  RefereeSetup setup;
  setup.calibration = ss(sample("board.json"));
  setup.source = ss(sample("video.mp4"));
  setup.start_state = ss(sample("start.json"));
  setup.record = ss(record);
  setup.real_time = false;  // the test need not wait the video's 33 seconds
  setup.players = nlohmann::json::array(
      {{{"seat", "White"}, {"name", "Alice"}}, {{"seat", "Black"}, {"name", "Bob"}}});
  return setup;
}

TEST(StudioLive, TheBundledGameIsRefereedLiveWithItsLogScoreAndPicture) {
  MainWindow window;
  window.resize(1280, 800);
  window.show();
  LivePage& live = *window.live();
  const QString record = temp_path(QStringLiteral("live.jsonl"));
  QSignalSpy done(&live, &LivePage::finished);
  live.start(sample_setup(record),
             {{"White", QStringLiteral("Alice")}, {"Black", QStringLiteral("Bob")}},
             {QColor(240, 240, 230), QColor(40, 30, 30)});
  EXPECT_TRUE(live.running());
  ASSERT_TRUE(testing::wait_for(done, 600));
  EXPECT_FALSE(live.running());
  EXPECT_GE(live.log()->moves(), 8);
  EXPECT_GE(live.log()->flags(), 3);
  EXPECT_GT(live.frames_drawn(), 0);
  EXPECT_FALSE(live.view()->frame().isNull());
  EXPECT_FALSE(live.score()->summary().isEmpty());
  EXPECT_TRUE(live.position_text().contains(QStringLiteral("W")) ||
              live.position_text().contains(QStringLiteral("B")));
  EXPECT_TRUE(live.banner().isEmpty());
  // The player column names the players; the record keeps them.
  bool named = false;
  for (int row = 0; row < live.log()->rowCount(); ++row) {
    named |= live.log()
                 ->data(live.log()->index(row, EventLogModel::kPlayer), Qt::DisplayRole)
                 .toString()
                 .contains(QStringLiteral("Alice"));
  }
  EXPECT_TRUE(named);
  const auto written = engine::read_record(ss(record));
  ASSERT_TRUE(written.ok()) << written.error().to_string();
  EXPECT_EQ(written->header["players"][0]["name"], "Alice");
  EXPECT_TRUE(testing::save_screenshot(window, QStringLiteral("live-table")));
  QFile::remove(record);
}

TEST(StudioLive, AVideoThatCannotBeOpenedIsShownInTheBanner) {
  LivePage live;
  auto setup = sample_setup(temp_path(QStringLiteral("missing.jsonl")));
  setup.source = "/nonexistent/game.mp4";
  live.start(setup, {}, {});
  live.show();
  testing::wait_until([&] { return !live.banner().isEmpty(); }, 60);
  EXPECT_TRUE(live.banner().contains(QStringLiteral("/nonexistent/game.mp4"))) << ss(live.banner());
}

TEST(StudioLive, RulesTheCalibrationCannotReadAreRefusedInTheBanner) {
  LivePage live;
  const QString record = temp_path(QStringLiteral("other-game.jsonl"));
  auto setup = sample_setup(record);
  setup.game = "toc-4";
  live.start(setup, {}, {});
  live.show();
  testing::wait_until([&] { return !live.banner().isEmpty(); }, 60);
  EXPECT_TRUE(live.banner().contains(QStringLiteral("can referee jacquet, jacquet-advanced")))
      << ss(live.banner());
  EXPECT_FALSE(QFileInfo::exists(record));  // nothing recorded for a game that never started
}

// A camera that gives the sample video's frames, is unplugged for a few reads, then comes back.
class UnpluggedCamera : public watch::Capture {
 public:
  bool open(const std::string&, const watch::CameraOptions&, cv::Size& size, double& fps) override {
    if (!video_.isOpened()) video_.open(ss(sample("video.mp4")));
    size = cv::Size(1280, 720);
    fps = 30;
    return true;
  }
  bool read(cv::Mat& image) override {
    ++reads_;
    if (reads_ > 60 && reads_ <= 64) {  // unplugged long enough for the window to show it
      std::this_thread::sleep_for(std::chrono::milliseconds(250));
      return false;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));  // a camera paces its frames
    if (video_.read(image)) return true;
    video_.set(cv::CAP_PROP_POS_FRAMES, 0);  // a camera never ends: the video loops
    return video_.read(image);
  }
  void close() override {}

 private:
  cv::VideoCapture video_;
  int reads_ = 0;
};

TEST(StudioLive, ALostCameraShowsABannerAndTheGameGoesOnWhenItIsBack) {
  LivePage live;
  live.show();
  auto setup = sample_setup(temp_path(QStringLiteral("camera.jsonl")));
  setup.camera = true;
  setup.source = "fake";
  setup.open_source = [] {
    auto now = std::make_shared<double>(0);
    watch::Clock clock{[now] { return *now += 1.0 / 30; }, [now](double s) { *now += s; }};
    return watch::open_camera("fake", {}, std::make_unique<UnpluggedCamera>(), clock);
  };
  live.start(setup, {}, {});
  ASSERT_TRUE(testing::wait_until([&] { return !live.banner().isEmpty(); }, 120));
  EXPECT_TRUE(live.banner().startsWith(QStringLiteral("Camera lost"))) << ss(live.banner());
  const int frames_before = live.frames_drawn();
  ASSERT_TRUE(testing::wait_until([&] { return live.banner().isEmpty(); }, 120));  // back
  ASSERT_TRUE(testing::wait_until([&] { return live.frames_drawn() > frames_before + 3; }, 120));
  EXPECT_TRUE(live.running());  // the game was kept
  QSignalSpy done(&live, &LivePage::finished);
  live.stop();
  ASSERT_TRUE(testing::wait_for(done, 60));
  QFile::remove(qs(setup.record));
}

// The players answer a flag with the panel's button while the video plays at its pace, as a
// camera would give it: the answer goes into the record.
TEST(StudioLive, AFlagIsAnsweredFromThePanelAndTheAnswerRecorded) {
  LivePage live;
  live.show();
  auto setup = sample_setup(temp_path(QStringLiteral("answer.jsonl")));
  setup.real_time = true;
  live.start(setup, {}, {});
  QPushButton* take_back = nullptr;
  for (auto* button : live.flag()->findChildren<QPushButton*>()) {
    if (button->text() == QStringLiteral("&Take back")) take_back = button;
  }
  ASSERT_NE(take_back, nullptr);
  // The sample's first illegal move is flagged about 12 s into the video.
  ASSERT_TRUE(testing::wait_until([&] { return take_back->isEnabled(); }, 120));
  EXPECT_TRUE(live.flag()->text().contains(QStringLiteral("Illegal move")));
  take_back->click();
  ASSERT_TRUE(testing::wait_until(
      [&] {
        for (int row = 0; row < live.log()->rowCount(); ++row) {
          if (live.log()->row_at(row).what.startsWith(QStringLiteral("answer: move taken back"))) {
            return true;
          }
        }
        return false;
      },
      60));
  QSignalSpy done(&live, &LivePage::finished);
  live.stop();
  ASSERT_TRUE(testing::wait_for(done, 60));
  const auto record = engine::read_record(setup.record);
  ASSERT_TRUE(record.ok()) << record.error().to_string();
  EXPECT_TRUE(std::any_of(record->events.begin(), record->events.end(), [](const auto& line) {
    return line.value("type", "") == "answer" && line.value("answer", "") == "take-back";
  }));
  QFile::remove(qs(setup.record));
}

TEST(StudioSetup, TheCalibrationOffersItsRulesSettingsAndPlayers) {
  SetupDialog dialog;
  dialog.set_calibration(sample("board.json"));
  dialog.set_video(QStringLiteral("/nonexistent/game.mp4"));
  dialog.set_record(temp_path(QStringLiteral("setup.jsonl")));
  EXPECT_TRUE(dialog.problem().contains(QStringLiteral("/nonexistent/game.mp4")));
  dialog.set_video(sample("video.mp4"));
  EXPECT_TRUE(dialog.problem().isEmpty()) << ss(dialog.problem());
  const RefereeSetup setup = dialog.setup();
  EXPECT_EQ(setup.options.value("match_points", 0), 1);
  EXPECT_EQ(dialog.player_names().size(), 2u);
  EXPECT_EQ(dialog.player_colours().size(), 2u);
  EXPECT_FALSE(setup.camera);
  EXPECT_EQ(setup.game, "jacquet");
  // The rules: the calibration's, or another its board and pieces play, with that game's own
  // settings; not a game whose pieces it never saw.
  EXPECT_EQ(dialog.variants(),
            (QStringList{QStringLiteral("jacquet"), QStringLiteral("jacquet-advanced")}));
  EXPECT_FALSE(dialog.set_variant(QStringLiteral("toc-4")));
  ASSERT_TRUE(dialog.set_variant(QStringLiteral("jacquet-advanced")));
  const RefereeSetup advanced = dialog.setup();
  EXPECT_EQ(advanced.game, "jacquet-advanced");
  EXPECT_TRUE(advanced.options.contains("simple_scoring"));
  EXPECT_EQ(dialog.player_names().size(), 2u);
  EXPECT_TRUE(dialog.problem().isEmpty()) << ss(dialog.problem());
  SetupDialog empty;
  empty.set_calibration(QString());
  EXPECT_FALSE(empty.problem().isEmpty());
  empty.set_calibration(QStringLiteral("/nonexistent/board.json"));
  EXPECT_FALSE(empty.problem().isEmpty());
}

TEST(StudioCalibration, TheWizardFindsTheSampleBoardAndSavesItsProfile) {
  CalibrationWizard wizard;
  wizard.resize(900, 700);
  wizard.show();
  wizard.next();  // no camera calibrated: Arbitre works undistorted
  BoardPage& board = *wizard.board_page();
  ASSERT_EQ(wizard.currentPage(), &board);
  EXPECT_FALSE(board.isComplete());
  board.set_game(QStringLiteral("jacquet"));
  ASSERT_TRUE(board.load_picture(sample("video.mp4")));  // the video's first frame
  board.find_board();
  ASSERT_TRUE(board.found().has_value()) << ss(board.message());
  EXPECT_TRUE(board.isComplete());
  EXPECT_EQ(board.found()->method, calibration::BoardMethod::kFiducials);
  EXPECT_TRUE(testing::save_screenshot(wizard, QStringLiteral("calibration-board")));
  // The same board by its four corners, clicked where the sample's profile has them.
  const auto profile = calibration::load_profile(ss(sample("board.json")));
  ASSERT_TRUE(profile.ok());
  board.start_clicking();
  for (const auto& corner : profile->corners_px) board.click_corner(QPointF(corner.x, corner.y));
  ASSERT_TRUE(board.found().has_value()) << ss(board.message());
  EXPECT_EQ(board.found()->method, calibration::BoardMethod::kCorners);

  wizard.next();
  ProfilePage& save = *wizard.profile_page();
  ASSERT_EQ(wizard.currentPage(), &save);
  EXPECT_TRUE(save.summary().contains(QStringLiteral("Pieces W")));
  const QString output = temp_path(QStringLiteral("board.json"));
  save.set_output(output);
  ASSERT_TRUE(save.validatePage());
  const auto saved = calibration::load_profile(ss(output));
  ASSERT_TRUE(saved.ok()) << saved.error().to_string();
  EXPECT_EQ(saved->game, "jacquet");
  EXPECT_EQ(saved->colours.pieces.count('W'), 1u);
  QFile::remove(output);
}

TEST(StudioCalibration, APictureWithoutTheBoardSaysWhy) {
  CalibrationWizard wizard;
  BoardPage& board = *wizard.board_page();
  board.set_game(QStringLiteral("jacquet"));
  const auto still =
      std::filesystem::path(ARBITRE_SAMPLES_DIR) / "calibration" / "charuco" / "stills";
  std::string first;
  for (const auto& entry : std::filesystem::directory_iterator(still)) {
    if (first.empty() || entry.path().string() < first) first = entry.path().string();
  }
  ASSERT_TRUE(board.load_picture(qs(first)));
  board.find_board();
  EXPECT_FALSE(board.found().has_value());
  EXPECT_FALSE(board.isComplete());
  EXPECT_TRUE(board.message().startsWith(QStringLiteral("Not calibrated"))) << ss(board.message());
  EXPECT_FALSE(board.load_picture(QStringLiteral("/nonexistent/start.png")));
  EXPECT_TRUE(board.message().contains(QStringLiteral("/nonexistent/start.png")));
}

TEST(StudioCalibration, TheCameraIsCalibratedFromTheSampleSheetPictures) {
  CalibrationWizard wizard;
  CameraPage& camera = *wizard.camera_page();
  EXPECT_FALSE(camera.camera().has_value());
  camera.calibrate_folder(
      qs((std::filesystem::path(ARBITRE_SAMPLES_DIR) / "calibration" / "charuco" / "stills")
             .string()));
  EXPECT_TRUE(camera.feedback().startsWith(QStringLiteral("Calibrated from")))
      << ss(camera.feedback());
  EXPECT_TRUE(camera.camera().has_value());
  camera.calibrate_folder(QStringLiteral("/nonexistent/sheet"));
  EXPECT_TRUE(camera.feedback().contains(QStringLiteral("/nonexistent/sheet")));
}

// The camera step's live collection (its worker thread), on a rendered video of the sheet held
// in twelve poses: the page reports the views and calibrates once there are enough.
TEST(StudioCalibration, TheCameraStepCollectsViewsFromAVideoOfTheSheet) {
  const auto dir = std::filesystem::path(ss(temp_path(QStringLiteral("sheet"))));
  ASSERT_TRUE(film::film_charuco_views(arbitre::testing::held_sheet_video(), dir).ok());
  CalibrationWizard wizard;
  CameraPage& camera = *wizard.camera_page();
  camera.collect_from(qs((dir / "video.mp4").string()));
  // The calibration and the progress line that reports it are two signals: wait for both
  // (under the sanitizers the second may come a few event loops after the first).
  testing::wait_until(
      [&] {
        return camera.camera().has_value() &&
               camera.feedback().contains(QStringLiteral("Error so far"));
      },
      300);
  ASSERT_TRUE(camera.camera().has_value()) << ss(camera.feedback());
  EXPECT_TRUE(camera.feedback().contains(QStringLiteral("Calibrated"))) << ss(camera.feedback());
  EXPECT_TRUE(camera.feedback().contains(QStringLiteral("Error so far"))) << ss(camera.feedback());
  const QString lens = temp_path(QStringLiteral("camera.json"));
  camera.set_save_to(lens);
  EXPECT_TRUE(camera.validatePage());  // saves the lens where the page says
  EXPECT_TRUE(calibration::load_camera(ss(lens)).ok());
  QFile::remove(lens);
  std::filesystem::remove_all(dir);
}

TEST(StudioTranslation, FrenchFollowsTheLocaleAndEnglishNeedsNone) {
  auto& app = *qobject_cast<QApplication*>(QCoreApplication::instance());
  EXPECT_EQ(install_translation(app, QLocale(QLocale::English)), nullptr);
  QTranslator* french = install_translation(app, QLocale(QLocale::French));
  ASSERT_NE(french, nullptr);
  {
    MainWindow window;
    EXPECT_EQ(window.tabs()->tabText(0), QStringLiteral("Table en &direct"));
    FlagPanel flag;
    EXPECT_EQ(flag.title(), QStringLiteral("Signalement"));
    // The referee's events too, composed from their fields; the engine's colour names in
    // French, a player's own name as written.
    EXPECT_EQ(EventText::term("White"), QStringLiteral("Blanc"));
    EXPECT_EQ(EventText::term("Light"), QStringLiteral("Clair"));
    EXPECT_EQ(EventText::term("Ana"), QStringLiteral("Ana"));
    engine::RefereeEvent resolved;
    resolved.kind = engine::EventKind::kResolved;
    resolved.note = "the table matches the record again";
    EXPECT_EQ(EventText::event(resolved),
              QStringLiteral("signalement levé : la table est de nouveau conforme à la partie "
                             "enregistrée"));
    // A rule's explanation: the engine's template translated, its words (a colour, a kind of
    // chance) translated one by one, its figures as the engine gave them.
    const auto game = engine::make_game("jacquet", {});
    ASSERT_TRUE(game.ok());
    const auto start = game.value()->new_initial_state(1);
    engine::Occupancy moved = start->occupancy();
    moved["m"] = "W14";
    moved["n"] = "W1";
    const auto wrong_throw = engine::check(*start, engine::Chance::sticks(2), moved);
    EXPECT_EQ(EventText::explanation(wrong_throw.breach),
              QStringLiteral("cette position attend un jet de deux dés, pas un lancer de "
                             "bâtonnets"));
    const auto short_move = engine::check(*start, engine::Chance::dice(6, 5), moved);
    EXPECT_EQ(EventText::explanation(short_move.breach),
              QStringLiteral("les dames ont avancé d'un point en tout, mais un coup de 6-5 vaut "
                             "11 points (ou 6 ou 5 quand un dé ne peut pas être joué)"));
    // A record's flag line keeps the template and its arguments for the review.
    engine::RefereeEvent flagged;
    flagged.kind = engine::EventKind::kFlag;
    flagged.breach = short_move.breach;
    EXPECT_EQ(EventText::explanation(flagged.to_json()), EventText::explanation(short_move.breach));
  }
  QCoreApplication::removeTranslator(french);
  delete french;
  MainWindow english;
  EXPECT_EQ(english.tabs()->tabText(0), QStringLiteral("&Live table"));
  const nlohmann::json older_record = {{"explanation", "as written"}};  // no message
  EXPECT_EQ(EventText::explanation(older_record), QStringLiteral("as written"));
}

}  // namespace
}  // namespace arbitre::studio
