// RefereeRun: a referee session (vision/session) running on its own thread, frame after frame,
// for the live table and for refereeing a video in review. The window learns what happens
// through signals only: frames to draw (dropped when the window is behind, never the events),
// and updates carrying the events, the position and the score.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QImage>
#include <QObject>
#include <QThread>
#include <nlohmann/json.hpp>

#include "arbitre/engine/reconciler.h"
#include "arbitre/engine/score.h"
#include "arbitre/session/referee_session.h"
#include "arbitre/session/table_overlay.h"

class QTimer;

namespace arbitre::studio {

struct RefereeSetup {
  std::string calibration;  // the board's calibration profile (JSON)
  std::string game;         // the variant refereed (calibration::playable_variants); empty:
                            // the calibration's own
  std::string source;       // a camera ("0", "/dev/video2") or a video file
  bool camera = false;
  bool real_time = true;    // a video: at its pace (live) or as fast as it reads (review)
  std::string record;       // the game record written as the game goes
  std::string start_state;  // a state JSON to start from; empty: the game's start
  uint64_t seed = 0;        // the start's seed (who opens)
  nlohmann::json options;   // game options over the calibration's (match settings); null: none
  nlohmann::json players;   // names and colours per seat, kept in the record's header
  // Opens the frames instead of `source` (the tests' fake camera); called on the run's thread.
  std::function<engine::Result<std::unique_ptr<watch::FrameSource>>()> open_source;
};

struct FrameShot {
  QImage image;
  // What the last reading placed in the picture: shared by the frames until the next reading.
  std::shared_ptr<const session::TableOverlay> overlay;
  int frame = 0;
  double time_s = 0;
  int total_frames = -1;
  bool settled = false;
};

struct RefereeUpdate {
  std::vector<session::SessionEvent> events;  // new since the last update
  nlohmann::json state;                       // the record's position now
  std::string drawing;                        // the engine's drawing of it
  engine::Score score;
  std::optional<engine::RefereeEvent> open_flag;
  std::vector<std::string> disagreeing;  // places where the table differs from the record
};

using FrameShotPtr = std::shared_ptr<const FrameShot>;
using RefereeUpdatePtr = std::shared_ptr<const RefereeUpdate>;

// Lives on the run's thread; RefereeRun is its face on the window's thread.
class RefereeWorker : public QObject {
  Q_OBJECT
 public:
  explicit RefereeWorker(std::atomic<int>& frames_pending);
  ~RefereeWorker() override;

 public slots:
  void start(const arbitre::studio::RefereeSetup& setup);
  void stop();
  void answer(int answer);
  void enter(const QString& chance, const QString& move);
  void enter_throw(const QString& chance);

 signals:
  void opened(const QString& description, const QString& game, int total_frames);
  void frameReady(arbitre::studio::FrameShotPtr shot);
  void updated(arbitre::studio::RefereeUpdatePtr update);
  void sourceLost(const QString& why);
  void sourceBack();
  void finished(const QString& summary);
  void failed(const QString& error);
  void entryRefused(const QString& error);

 private:
  void step();
  void open(const RefereeSetup& setup);
  void publish(std::vector<session::SessionEvent> events);
  void show_frame(const watch::Frame& frame);
  void end(const QString& summary);

  std::atomic<int>& frames_pending_;
  QTimer* timer_ = nullptr;
  RefereeSetup setup_;
  std::unique_ptr<watch::FrameSource> source_;
  std::unique_ptr<engine::RecordWriter> record_;
  std::unique_ptr<session::RefereeSession> session_;
  int total_frames_ = -1;
  bool lost_ = false;
  double last_shown_wall_s_ = -1;
  // The overlay of the last reading, projected once for the frames that show it; null when a
  // reading, an answer or an entry may have changed it.
  std::shared_ptr<const session::TableOverlay> overlay_;
  int overlay_readings_ = -1;  // the session's readings when overlay_ was made
  int moves_ = 0;
  int flags_ = 0;
};

class RefereeRun : public QObject {
  Q_OBJECT
 public:
  explicit RefereeRun(QObject* parent = nullptr);
  ~RefereeRun() override;  // stops the run (the record is complete) and joins its thread

  void start(const RefereeSetup& setup);
  void stop();  // the stream ends here: what the referee still records is written
  void answer(engine::Answer answer);
  void enter(const QString& chance, const QString& move);
  void enter_throw(const QString& chance);
  // The window drew the last frame it was given: the run may send the next one.
  void frame_drawn();
  bool running() const { return running_; }

 signals:
  void opened(const QString& description, const QString& game, int total_frames);
  void frameReady(arbitre::studio::FrameShotPtr shot);
  void updated(arbitre::studio::RefereeUpdatePtr update);
  void sourceLost(const QString& why);
  void sourceBack();
  void finished(const QString& summary);
  void failed(const QString& error);
  void entryRefused(const QString& error);

 private:
  QThread thread_;
  std::atomic<int> frames_pending_{0};
  RefereeWorker* worker_;
  bool running_ = false;
};

}  // namespace arbitre::studio

Q_DECLARE_METATYPE(arbitre::studio::RefereeSetup)
Q_DECLARE_METATYPE(arbitre::studio::FrameShotPtr)
Q_DECLARE_METATYPE(arbitre::studio::RefereeUpdatePtr)
