// The Qt program's models and small widgets without a game: the move log, the score history,
// the colours of what was read, the timeline, the flag panel.
#include <gtest/gtest.h>

#include <QMouseEvent>
#include <QPushButton>
#include <QSignalSpy>

#include "event_log_model.h"
#include "event_text.h"
#include "flag_panel.h"
#include "qt_convert.h"
#include "score_panel.h"
#include "timeline.h"

namespace arbitre::studio {
namespace {

session::SessionEvent event_of(engine::EventKind kind, const std::string& seat, int frame) {
  session::SessionEvent event;
  event.event.kind = kind;
  event.event.seat_name = seat;
  event.event.move = "a/f";
  event.event.chance = "6-5";
  event.frame = frame;
  event.time_s = frame / 30.0;
  return event;
}

TEST(EventLogModel, EventsBecomeRowsWithTheirFrameAndFlagsMarked) {
  EventLogModel log;
  log.set_player_names({{"White", QStringLiteral("Alice")}});
  log.append({event_of(engine::EventKind::kMove, "White", 30),
              event_of(engine::EventKind::kScore, "", 31),  // shown by the score board
              event_of(engine::EventKind::kFlag, "Black", 60)});
  ASSERT_EQ(log.rowCount(), 2);
  EXPECT_EQ(log.moves(), 1);
  EXPECT_EQ(log.flags(), 1);
  EXPECT_EQ(log.data(log.index(0, EventLogModel::kTime), Qt::DisplayRole).toString(),
            QStringLiteral("00:01.0"));
  EXPECT_EQ(log.data(log.index(0, EventLogModel::kPlayer), Qt::DisplayRole).toString(),
            QStringLiteral("Alice (White)"));
  EXPECT_EQ(log.data(log.index(1, EventLogModel::kPlayer), Qt::DisplayRole).toString(),
            QStringLiteral("Black"));
  EXPECT_EQ(log.data(log.index(0, EventLogModel::kWhat), Qt::DisplayRole).toString(),
            QStringLiteral("White 6-5 a/f (legal)"));
  EXPECT_EQ(log.data(log.index(1, 0), EventLogModel::kFrameRole).toInt(), 60);
  EXPECT_TRUE(log.data(log.index(1, 0), EventLogModel::kFlagRole).toBool());
  EXPECT_TRUE(log.data(log.index(1, 0), Qt::BackgroundRole).isValid());
  EXPECT_FALSE(log.data(log.index(0, 0), Qt::BackgroundRole).isValid());
  log.clear();
  EXPECT_EQ(log.rowCount(), 0);
}

// In English the window says what the terminal says (RefereeEvent::to_string).
TEST(EventText, EnglishIsTheTerminalsText) {
  std::vector<engine::RefereeEvent> events(7);
  events[0].kind = engine::EventKind::kChance;
  events[1].kind = engine::EventKind::kMove;
  events[2].kind = engine::EventKind::kMove;
  events[2].chance_seen = false;
  events[2].differing = {"c", "h"};
  events[3].kind = engine::EventKind::kFlag;
  events[3].flag = engine::FlagKind::kIllegal;
  events[3].breach = {"J3", "", "only the 6 was played"};
  events[3].alternatives = {"r/x a/e"};
  events[4].kind = engine::EventKind::kFlag;
  events[4].differing = {"m"};
  events[4].note =
      "the table differs from the record: put the pieces as the record says, or play on";
  events[5].kind = engine::EventKind::kResolved;
  events[5].note = "the table matches the record again";
  events[6].kind = engine::EventKind::kRevised;
  events[6].differing = {"3-1 f/g g/j"};
  events[6].note = "the table shows the position before them again";
  for (auto& event : events) {
    event.seat_name = "Black";
    event.chance = "6-4";
    event.move = "r/x a/e";
    EXPECT_EQ(EventText::event(event), qs(event.to_string()));
  }
  EXPECT_EQ(EventText::note("a note the window does not know"),
            QStringLiteral("a note the window does not know"));
}

// A move recorded at the recording's end, on a throw nobody played or read unsurely, says so in
// the window (the terminal's line leaves notes to the record).
TEST(EventText, AMoveRecordedAtTheEndSaysWhy) {
  engine::RefereeEvent event;
  event.kind = engine::EventKind::kMove;
  event.seat_name = "White";
  event.chance = "6-1";
  event.move = "pass";
  event.note = std::string(engine::kUnsurePassNote);
  EXPECT_EQ(EventText::event(event),
            QStringLiteral("White 6-1 pass (legal, throw read unsurely, taken up without a move: a "
                           "pass, all it allowed)"));
  event.note = "the recording ended with the throw not played";
  EXPECT_EQ(
      EventText::event(event),
      QStringLiteral("White 6-1 pass (legal, the recording ended with the throw not played)"));
}

TEST(ScoreHistory, KeepsEachChangeOnceAndStartsAgainForANewGame) {
  ScoreHistory history;
  engine::Score score{{{"White", 0}, {"Black", 0}}, "White 0, Black 0"};
  EXPECT_TRUE(history.add(score));
  EXPECT_FALSE(history.add(score));
  score.lines[1].points = 2;
  EXPECT_TRUE(history.add(score));
  EXPECT_EQ(history.points, (std::vector<std::vector<int>>{{0, 0}, {0, 2}}));
  EXPECT_TRUE(history.add(engine::Score{{{"Light", 1}, {"Dark", 0}}, ""}));
  EXPECT_EQ(history.points.size(), 1u);
}

TEST(QtConvert, ReadingsAreColouredByTheirSeat) {
  const std::string letters = seat_letters({"White", "Black"});
  EXPECT_EQ(letters, "WB");
  EXPECT_EQ(seat_of_content("W15", letters), 0);
  EXPECT_EQ(seat_of_content("B2", letters), 1);
  EXPECT_EQ(seat_of_content("", letters), -1);
  // A Jacotte stack shows its top, the last letter.
  EXPECT_EQ(seat_of_content("GYR", seat_letters({"Red", "Green", "Yellow"})), 0);
  EXPECT_EQ(seat_of_content("N", seat_letters({"Red", "Green"})), -1);
  EXPECT_EQ(clock_text(62.34), QStringLiteral("01:02.3"));
  cv::Mat bgr(2, 3, CV_8UC3, cv::Scalar(255, 0, 0));  // blue
  const QImage image = to_qimage(bgr);
  ASSERT_EQ(image.size(), QSize(3, 2));
  EXPECT_EQ(image.pixelColor(1, 1), QColor(0, 0, 255));
}

TEST(Timeline, AClickPicksTheNearestMark) {
  Timeline timeline;
  timeline.resize(220, 40);
  timeline.set_marks({{0, false}, {50, true}, {100, false}}, 100);
  QSignalSpy clicked(&timeline, &Timeline::markClicked);
  QMouseEvent press(QEvent::MouseButtonPress, QPointF(112, 20), QPointF(112, 20), Qt::LeftButton,
                    Qt::LeftButton, Qt::NoModifier);
  QCoreApplication::sendEvent(&timeline, &press);
  ASSERT_EQ(clicked.size(), 1);
  EXPECT_EQ(clicked.front().front().toInt(), 1);
}

TEST(FlagPanel, AFlagIsShownInWordsWithItsRuleAndAnswered) {
  FlagPanel panel;
  EXPECT_FALSE(panel.text().contains(QStringLiteral("Illegal")));
  engine::RefereeEvent flag;
  flag.kind = engine::EventKind::kFlag;
  flag.flag = engine::FlagKind::kIllegal;
  flag.seat_name = "White";
  flag.chance = "6-5";
  flag.breach.rule = "J4";
  flag.breach.quote = "On ne peut caser dans le jan de retour";
  flag.breach.message = "a checker went where the rule forbids";
  flag.alternatives = {"a/f f/k", "a/g g/k"};
  panel.show_flag(flag);
  EXPECT_TRUE(panel.text().contains(QStringLiteral("J4")));
  EXPECT_TRUE(panel.text().contains(QStringLiteral("On ne peut caser")));
  EXPECT_TRUE(panel.text().contains(QStringLiteral("a/g g/k")));
  QSignalSpy answered(&panel, &FlagPanel::answered);
  for (auto* button : panel.findChildren<QPushButton*>()) button->click();
  ASSERT_EQ(answered.size(), 3);
  EXPECT_EQ(answered[1].front().value<engine::Answer>(), engine::Answer::kTakeBack);
  panel.show_flag(std::nullopt);
  for (auto* button : panel.findChildren<QPushButton*>()) EXPECT_FALSE(button->isEnabled());
}

}  // namespace
}  // namespace arbitre::studio
