// LivePage: the live table. The camera picture with what was read drawn over it, the engine's
// drawing of the record's position, the move log with each verdict, the score board and its
// chart, the open flag with the players' answers, and a move or a throw entered by hand. The
// referee runs on its own thread (RefereeRun); a lost camera shows a banner, the game is kept.
#pragma once

#include <map>
#include <memory>

#include <QWidget>

#include "arbitre/engine/game.h"
#include "referee_run.h"

class QLabel;
class QLineEdit;
class QComboBox;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace arbitre::studio {

class EventLogModel;
class FlagPanel;
class FrameView;
class ScorePanel;

class LivePage : public QWidget {
  Q_OBJECT
 public:
  explicit LivePage(QWidget* parent = nullptr);
  ~LivePage() override;

  void start(const RefereeSetup& setup, const std::map<std::string, QString>& names,
             const std::vector<QColor>& colours);
  void stop();
  bool running() const;
  QString record_path() const { return record_path_; }

  EventLogModel* log() const { return log_; }
  ScorePanel* score() const { return score_; }
  FlagPanel* flag() const { return flag_; }
  FrameView* view() const { return view_; }
  QString banner() const;
  QString position_text() const;
  int frames_drawn() const { return frames_drawn_; }

 signals:
  void status(const QString& message);
  void finished(const QString& summary, const QString& record_path);

 private:
  void on_update(const RefereeUpdatePtr& update);
  void on_frame(const FrameShotPtr& shot);
  void fill_moves();
  QWidget* make_entry();

  std::unique_ptr<RefereeRun> run_;
  FrameView* view_;
  QLabel* banner_;
  QPlainTextEdit* position_;
  EventLogModel* log_;
  QTableView* log_view_;
  ScorePanel* score_;
  FlagPanel* flag_;
  QLineEdit* chance_;
  QComboBox* move_;
  QPushButton* enter_;
  QPushButton* enter_throw_;
  QLabel* entry_error_;
  std::unique_ptr<engine::Game> game_;
  std::unique_ptr<engine::State> state_;  // the record's position, as the last update gave it
  QString record_path_;
  std::vector<QColor> colours_;  // the players', in seat order
  int frames_drawn_ = 0;
};

}  // namespace arbitre::studio
