#include "arbitre/calibration/start_frame.h"

#include "arbitre/calibration/board_outline.h"

namespace arbitre::calibration {

std::string failure_advice(const BoardPose& pose) {
  switch (pose.status) {
    case BoardPose::Status::kFound:
      return {};
    case BoardPose::Status::kTooFewFiducials:
      return "too few fiducials visible: " + std::to_string(pose.fiducials.size()) +
             " of 4 found; uncover the board's corners, move the camera so the whole board shows, "
             "or check for glare on the markers";
    case BoardPose::Status::kWrongBoard:
      return "the fiducials are those of another board (" + pose.other_board +
             "): choose that game, or print this game's board";
    case BoardPose::Status::kNotVisible:
      return "no fiducial visible: is the board in view and lit without glare? A board without "
             "fiducials: click its four corners";
  }
  return {};
}

StartFrame read_start_frame(const cv::Mat& frame, const vision::BoardLayout& layout,
                            const std::string& variant, const engine::Occupancy& start,
                            const std::optional<Intrinsics>& camera,
                            const std::optional<std::array<cv::Point2d, 4>>& corners) {
  StartFrame out;
  if (corners) {
    out.method = BoardMethod::kCorners;
    out.pose = pose_from_corners(*corners, layout, camera);
  } else {
    out.pose = find_board_pose(frame, layout, camera);
    if (!out.pose.found() && out.pose.status != BoardPose::Status::kNotVisible) {
      out.failure = status_name(out.pose.status);
      if (!out.pose.other_board.empty()) out.failure += " (" + out.pose.other_board + ")";
      return out;
    }
    if (!out.pose.found()) {  // no fiducial at all: a board without them
      const auto outline = find_board_outline(frame, layout, camera);
      if (!outline.found) {
        out.failure = std::string("board not visible: no fiducial, and ") + outline.reason;
        return out;
      }
      out.method = BoardMethod::kOutline;
      auto oriented = orient_by_start(frame, layout, variant, start, outline.corners_px, camera);
      out.pose = oriented.pose;
      out.reading = oriented.reading;
      if (!oriented.ok) out.failure = oriented.reason;
      return out;
    }
  }
  out.reading = read_start(frame, layout, variant, start, out.pose, camera);
  if (!out.reading.looks_like_start) out.failure = out.reading.reason;
  return out;
}

}  // namespace arbitre::calibration
