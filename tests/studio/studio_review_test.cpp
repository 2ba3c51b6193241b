// The review driven through the main window on the bundled recorded game: refereed on the
// spot from its video, opened, stepped through, a flag found and corrected (the rest of the
// game refereed again), exported; and a damaged record refused with its name.
#include <gtest/gtest.h>

#include <fstream>

#include <QTabWidget>

#include "arbitre/engine/record.h"
#include "event_log_model.h"
#include "frame_view.h"
#include "main_window.h"
#include "qt_convert.h"
#include "review_model.h"
#include "review_page.h"
#include "studio/studio_test_util.h"
#include "timeline.h"

namespace arbitre::studio {
namespace {

using testing::sample;
using testing::temp_path;

class StudioReview : public ::testing::Test {
 protected:
  // The bundled game refereed once, on the spot, for every test of the suite.
  static void SetUpTestSuite() {
    record_ = new QString(temp_path(QStringLiteral("review.jsonl")));
    MainWindow window;
    QSignalSpy done(window.review(), &ReviewPage::refereed);
    window.review()->referee_video(sample("video.mp4"), sample("board.json"), sample("start.json"),
                                   *record_);
    EXPECT_TRUE(window.review()->refereeing());
    ASSERT_TRUE(testing::wait_for(done, 600));
    summary_ = new QString(done.front().front().toString());
    // Once refereed, the page reviews the record it wrote.
    moves_ = window.review()->log()->moves();
    flags_ = window.review()->log()->flags();
  }
  static void TearDownTestSuite() {
    QFile::remove(*record_);
    delete record_;
    delete summary_;
  }
  static QString* record_;
  static QString* summary_;
  static int moves_;
  static int flags_;
};
QString* StudioReview::record_ = nullptr;
QString* StudioReview::summary_ = nullptr;
int StudioReview::moves_ = 0;
int StudioReview::flags_ = 0;

TEST_F(StudioReview, AVideoIsRefereedOnTheSpotIntoARecord) {
  EXPECT_TRUE(summary_->contains(QStringLiteral("moves"))) << ss(*summary_);
  // `arbitre review` of the same video records 11 moves and raises 3 flags (one for each
  // illegal move the table showed long enough: tests/session's eval scores them all flagged).
  EXPECT_GE(moves_, 8);
  EXPECT_GE(flags_, 3);
  const auto record = engine::read_record(ss(*record_));
  ASSERT_TRUE(record.ok()) << record.error().to_string();
  EXPECT_EQ(record->header.value("game", ""), "jacquet");
}

TEST_F(StudioReview, StepsJumpsToAFlagCorrectsItAndExports) {
  MainWindow window;
  window.resize(1280, 800);
  ReviewPage& review = *window.review();
  ASSERT_TRUE(review.open_record(*record_, sample("video.mp4"))) << ss(review.error());
  ReviewModel& model = *review.model();
  EXPECT_EQ(model.current(), -1);
  EXPECT_EQ(review.position_text(), model.drawing(-1));
  EXPECT_EQ(review.log()->rowCount(), static_cast<int>(model.steps().size()));

  review.step_forward();
  ASSERT_GE(model.current(), 0);
  EXPECT_EQ(model.step(model.current())->kind, engine::ReviewStep::Kind::kMove);
  EXPECT_EQ(review.position_text(), model.drawing(model.current()));
  EXPECT_NE(review.position_text(), model.drawing(-1));
  EXPECT_FALSE(review.view()->frame().isNull());  // the video's frame at that move
  review.step_back();
  EXPECT_EQ(model.current(), -1);

  review.jump_to_next_flag();
  ASSERT_GE(model.current(), 0);
  const engine::ReviewStep flag = *model.step(model.current());
  ASSERT_EQ(flag.kind, engine::ReviewStep::Kind::kFlag);
  EXPECT_EQ(review.timeline()->current(), model.current());
  // What the camera read then, over the frame: the flagged table differs from the record.
  ASSERT_TRUE(review.view()->overlay().has_value());
  const auto& places = review.view()->overlay()->places;
  EXPECT_EQ(places.size(), 26u);  // Jacquet's 24 points and 2 off trays
  EXPECT_TRUE(std::any_of(places.begin(), places.end(),
                          [](const session::PlaceMark& place) { return place.disagrees; }));
  window.tabs()->setCurrentWidget(window.review());
  window.show();
  EXPECT_TRUE(testing::save_screenshot(window, QStringLiteral("review-flag")));

  // Corrected with the first legal move offered (the flag's nearest legal moves come first).
  const QStringList moves = model.legal_moves(model.current(), qs(flag.chance));
  ASSERT_FALSE(moves.isEmpty());
  const auto corrected = model.correct(qs(flag.chance), moves.front());
  ASSERT_TRUE(corrected.ok()) << corrected.error().to_string();
  const engine::ReviewStep now = *model.step(model.current());
  EXPECT_EQ(now.kind, engine::ReviewStep::Kind::kMove);
  EXPECT_EQ(qs(now.move), moves.front());
  EXPECT_TRUE(model.record().events[now.event].value("corrected", false));
  EXPECT_TRUE(model.modified());
  EXPECT_EQ(review.log()->rowCount(), static_cast<int>(model.steps().size()));
  EXPECT_EQ(review.position_text(), model.drawing(model.current()));

  const QString exported = temp_path(QStringLiteral("exported.jsonl"));
  ASSERT_TRUE(model.export_to(exported).ok());
  EXPECT_FALSE(model.modified());
  const auto back = engine::read_record(ss(exported));
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(back->events, model.record().events);
  QFile::remove(exported);
}

TEST_F(StudioReview, ADamagedRecordIsNamedAndTheReviewKept) {
  MainWindow window;
  ReviewPage& review = *window.review();
  ASSERT_TRUE(review.open_record(*record_));
  const auto steps = review.model()->steps().size();
  const QString damaged = temp_path(QStringLiteral("damaged.jsonl"));
  std::ofstream(ss(damaged)) << "{\"format\":\"arbitre-record\"\n{oops\n{}\n";
  EXPECT_FALSE(review.open_record(damaged));
  EXPECT_TRUE(review.error().contains(damaged)) << ss(review.error());
  EXPECT_EQ(review.model()->steps().size(), steps);
  EXPECT_FALSE(review.open_record(QStringLiteral("/nonexistent/game.jsonl")));
  EXPECT_TRUE(review.error().contains(QStringLiteral("/nonexistent/game.jsonl")));
  QFile::remove(damaged);
}

}  // namespace
}  // namespace arbitre::studio
