// BoardTracker: the board's pose frame after frame in a video. Each frame is searched first
// around where the fiducials were (a fraction of a whole search), then, if too few are found
// there, over the whole picture, so a bumped board is found where it now lies. When hands leave
// fewer than three of its fiducials in view, those still seen confirm the last pose (they have not
// moved) or, two of them, carry it to where the board slid on the table; a single fiducial that
// moved loses the board rather than guess.
#pragma once

#include <optional>

#include <opencv2/core.hpp>

#include "arbitre/calibration/board_pose.h"

namespace arbitre::calibration {

struct TrackerParams {
  // A fiducial corner within this distance (pixels) of where the last pose puts it has not
  // moved. Corners are found to about 0.2 px; a pose fitted from a different subset of
  // fiducials (a hand covering one) shifts the prediction by up to about 0.5 px.
  double still_px = 1.5;
  // The board's corners moving more than this (pixels) between found frames mark a bump.
  double moved_px = 1.5;
  // How far (pixels, beyond a marker's own size) a fiducial is looked for around its last
  // place before the whole picture is searched: a bump moves a 720p board by 5-30 px.
  double reach_px = 32;
  // A slide of the board on the table that leaves its fiducials' corners further than this
  // (pixels, root mean square) from where they are seen does not explain them (the camera
  // moved, or a fiducial was misread): the board is lost rather than guessed.
  double slide_rms_px = 1.5;
};

// `last` with the board slid and turned on its own plane (a bump) so that the board points
// `board_mm` fall where they are seen (`seen_px`), camera unchanged; rms_px is the fit's.
std::optional<BoardPose> slide_on_table(const BoardPose& last,
                                        const std::vector<cv::Point2d>& board_mm,
                                        const std::vector<cv::Point2d>& seen_px,
                                        const vision::BoardLayout& layout,
                                        const std::optional<Intrinsics>& camera);

class BoardTracker {
 public:
  BoardTracker(const vision::BoardLayout& layout, std::optional<Intrinsics> camera,
               TrackerParams params = {});

  // The pose in the next frame of the video.
  BoardPose track(const cv::Mat& frame);

  // Forget the last pose (a new video, a camera that was moved on purpose).
  void reset() { last_.reset(); }
  // Take `pose` (found, in pictures of the frames' size) as the last one seen: a calibration
  // profile's, for a picture taken later by the same camera.
  void start_from(const BoardPose& pose) {
    if (pose.found()) last_ = pose;
  }

 private:
  struct Sighting {
    std::vector<int> ids;
    std::vector<cv::Point2d> board_mm;
    std::vector<cv::Point2d> image_px;
  };
  Sighting sighting(const std::vector<vision::FoundFiducial>& mine) const;
  double offset_from_last(const Sighting& seen) const;
  BoardPose judge(const std::vector<vision::FoundFiducial>& fiducials) const;
  void remember(const BoardPose& pose);
  std::optional<BoardPose> follow(const std::vector<vision::FoundFiducial>& mine) const;
  bool moved_since_last(const BoardPose& pose) const;

  const vision::BoardLayout& layout_;
  std::optional<Intrinsics> camera_;
  TrackerParams params_;
  std::optional<BoardPose> last_;
};

// The board's pose in one picture taken by the camera that saw it at `known` (a calibration
// profile's pose, in pictures of this one's size): found from its fiducials as
// find_board_pose finds it; when too few of them are found, as a BoardTracker that saw `known`
// last finds it (its fiducials sought again where `known` puts them; one or two still there
// keep `known`, two moved carry it where the board slid).
BoardPose find_board_pose_since(const cv::Mat& image, const vision::BoardLayout& layout,
                                const std::optional<Intrinsics>& camera, const BoardPose& known);

}  // namespace arbitre::calibration
