// ReviewPage: a recorded game, move by move. The timeline with its marks, the frame of the step
// and the position after it side by side, the list of steps; step forward and back, jump to the
// next flag, correct a move (the rest of the game is refereed again), export the record. A
// video without a record is refereed on the spot, with a progress bar.
#pragma once

#include <memory>

#include <QWidget>
#include <opencv2/videoio.hpp>

#include "arbitre/calibration/profile.h"
#include "arbitre/vision/layout.h"
#include "referee_run.h"

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QTableView;

namespace arbitre::studio {

class EventLogModel;
class FrameView;
class ReviewModel;
class Timeline;

class ReviewPage : public QWidget {
  Q_OBJECT
 public:
  explicit ReviewPage(QWidget* parent = nullptr);
  ~ReviewPage() override;

  // A record (and its video, when the header's source is a file that exists); false with the
  // error shown when it cannot be read.
  bool open_record(const QString& record_path, const QString& video_path = {});
  // Referees `video` through `calibration` into `record_path` (a progress bar), then reviews it.
  void referee_video(const QString& video, const QString& calibration, const QString& start_state,
                     const QString& record_path);
  bool refereeing() const;

  ReviewModel* model() const { return model_; }
  EventLogModel* log() const { return log_; }
  FrameView* view() const { return view_; }
  Timeline* timeline() const { return timeline_; }
  QString position_text() const;
  QString error() const { return error_; }

  // The actions the window's menus and shortcuts call.
  void step_forward();
  void step_back();
  void jump_to_next_flag();
  void correct_dialog();  // asks for the move, then corrects
  void export_dialog();

 signals:
  void status(const QString& message);
  void refereed(const QString& summary);  // the on-the-spot refereeing is over

 private:
  void show_step(int index);
  void refresh_steps();
  void show_error(const QString& error);
  void load_board(const QString& record_path);
  void show_reading(int index);

  ReviewModel* model_;
  EventLogModel* log_;
  FrameView* view_;
  QPlainTextEdit* position_;
  QLabel* caption_;
  QTableView* steps_view_;
  Timeline* timeline_;
  QProgressBar* progress_;
  cv::VideoCapture video_;
  // The record's calibration, to place what was read over the frame (when it can be found).
  std::optional<calibration::Profile> profile_;
  std::optional<vision::BoardLayout> layout_;
  QString video_path_;
  std::unique_ptr<RefereeRun> run_;
  QString error_;
};

}  // namespace arbitre::studio
