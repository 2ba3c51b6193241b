// RefereeSession: the referee's pipeline over a stream of frames, as `arbitre review`, `arbitre
// live`, `arbitre eval referee` and (issue 7) the Qt program all run it:
//
//   frame -> settle detector (every frame, cheap) -> when the table has just settled, or is
//   settled but disagrees with the record (every `reread_s`): board pose, full reading, table
//   view -> reconciler -> events, each written to the game record as it happens.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "arbitre/calibration/board_tracker.h"
#include "arbitre/calibration/profile.h"
#include "arbitre/engine/reconciler.h"
#include "arbitre/engine/record.h"
#include "arbitre/read/frame_reader.h"
#include "arbitre/session/table_overlay.h"
#include "arbitre/vision/layout.h"
#include "arbitre/watch/frame_source.h"
#include "arbitre/watch/settle.h"

namespace arbitre::session {

struct SessionParams {
  watch::SettleParams settle;
  read::FrameReaderParams reader;
  engine::ReconcileParams reconcile;
  // While the table stays settled but disagrees with the record, it is read again this often
  // (seconds): a misreading seldom repeats, and a flag needs the same table read twice.
  double reread_s = 0.15;
  // At most this many readings again in one settled period: a table that stays unexplained
  // costs a few readings, not one every `reread_s` (review speed).
  int max_rereads = 6;
  // Every reading's view is written to the record ("view" lines): a review can be refereed
  // again from the record alone.
  bool record_views = true;
};

struct SessionEvent {
  engine::RefereeEvent event;
  int frame = 0;
  double time_s = 0;
};

struct SessionStats {
  int frames = 0;
  int readings = 0;
  double gate_ms = 0;       // settle detector, all frames
  double read_ms = 0;       // pose and full readings
  double reconcile_ms = 0;  // the reconciler
  double last_read_ms = 0;  // the last reading, pose included, and its reconciliation
};

class RefereeSession {
 public:
  // `record` may be null (nothing written); it must outlive the session.
  static engine::Result<std::unique_ptr<RefereeSession>> create(
      const calibration::Profile& profile, std::unique_ptr<engine::State> start,
      SessionParams params = {}, engine::RecordWriter* record = nullptr);

  // One frame of the stream; the events it led to, already in the record. An error only when
  // the record cannot be written.
  engine::Result<std::vector<SessionEvent>> feed(const watch::Frame& frame);
  // The players' answer to the open flag, recorded at the last frame's time.
  engine::Result<std::vector<SessionEvent>> answer(engine::Answer answer);
  // A move entered by hand (the camera could not see it): the chance and the move as the
  // engine writes them ("6-5", "a/f f/k"); an error naming which is not legal.
  engine::Result<std::vector<SessionEvent>> enter(const std::string& chance,
                                                  const std::string& move);
  // A throw (or card) entered by hand for the player to move: the next move is judged with it.
  engine::Result<std::vector<SessionEvent>> enter_throw(const std::string& chance);
  // The stream ended: what the reconciler still records (a forced pass), at the last frame's
  // time.
  engine::Result<std::vector<SessionEvent>> finish();

  const engine::Reconciler& reconciler() const { return reconciler_; }
  const SessionStats& stats() const { return stats_; }
  const watch::SettleUpdate& motion() const { return motion_; }
  const std::optional<read::Observation>& last_observation() const { return observation_; }
  // The board's pose at the last reading (status not visible before the first one).
  const calibration::BoardPose& last_pose() const { return pose_; }
  const vision::BoardLayout& layout() const { return layout_; }
  // The last reading placed in the picture, with the places that disagree with the record.
  TableOverlay overlay() const;

 private:
  RefereeSession(const calibration::Profile& profile, vision::BoardLayout layout,
                 read::FrameReader reader, std::unique_ptr<engine::State> start,
                 SessionParams params, engine::RecordWriter* record);
  bool wants_reading(const watch::Frame& frame) const;
  engine::Result<std::vector<SessionEvent>> read_and_reconcile(const watch::Frame& frame);
  engine::Status write(const nlohmann::json& line);
  // Writes `events` at the last frame's index and time.
  engine::Result<std::vector<SessionEvent>> record_now(
      const std::vector<engine::RefereeEvent>& events);
  cv::Rect watched_region(const cv::Size& size) const;

  vision::BoardLayout layout_;  // before the tracker, which keeps a reference to it
  calibration::BoardTracker tracker_;
  read::FrameReader reader_;
  engine::ChanceKind chance_kind_;
  engine::Reconciler reconciler_;
  watch::SettleDetector settle_;
  SessionParams params_;
  engine::RecordWriter* record_;
  std::optional<calibration::Intrinsics> camera_;
  std::array<cv::Point2d, 4> board_corners_;  // where the board was last seen
  // The calibration's pose, taken as the tracker's last one at the first reading of frames of
  // the calibration's size: a game whose first settled table has a hand over fiducials is read
  // through it, as a still is (find_board_pose_since), instead of waiting for a clear frame.
  std::optional<calibration::BoardPose> profile_pose_;
  cv::Size profile_size_;
  calibration::BoardPose pose_;
  watch::SettleUpdate motion_;
  std::optional<read::Observation> observation_;
  double last_read_s_ = -1;
  int rereads_ = 0;  // readings again in this settled period
  int last_frame_ = 0;
  double last_time_s_ = 0;
  SessionStats stats_;
};

}  // namespace arbitre::session
