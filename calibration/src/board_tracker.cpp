#include "arbitre/calibration/board_tracker.h"

#include <algorithm>
#include <cmath>

#include <opencv2/calib3d.hpp>

namespace arbitre::calibration {
// The last pose with the board slid and turned on its own plane so that its points `board_mm`
// land where they are seen: the least-squares rigid motion of the plane (closed form), taken
// through the last pose's camera. rms_px says how well the slide explains what is seen.
std::optional<BoardPose> slide_on_table(const BoardPose& last,
                                        const std::vector<cv::Point2d>& board_mm,
                                        const std::vector<cv::Point2d>& seen_px,
                                        const vision::BoardLayout& layout,
                                        const std::optional<Intrinsics>& camera) {
  if (board_mm.size() < 2 || board_mm.size() != seen_px.size()) return std::nullopt;
  const auto now = image_to_board_plane(last, seen_px, camera);  // in the last board frame
  cv::Point2d from_mean(0, 0), to_mean(0, 0);
  for (size_t i = 0; i < now.size(); ++i) from_mean += board_mm[i], to_mean += now[i];
  from_mean *= 1.0 / now.size();
  to_mean *= 1.0 / now.size();
  double dot = 0, cross = 0;
  for (size_t i = 0; i < now.size(); ++i) {
    const cv::Point2d a = board_mm[i] - from_mean, b = now[i] - to_mean;
    dot += a.x * b.x + a.y * b.y;
    cross += a.x * b.y - a.y * b.x;
  }
  const double angle = std::atan2(cross, dot);
  const double c = std::cos(angle), s = std::sin(angle);
  const cv::Point2d shift =
      to_mean - cv::Point2d(c * from_mean.x - s * from_mean.y, s * from_mean.x + c * from_mean.y);
  // New board frame -> last board frame, then the last pose.
  const cv::Matx33d motion(c, -s, shift.x, s, c, shift.y, 0, 0, 1);
  BoardPose pose = last;
  pose.image_to_board = motion.inv() * last.image_to_board;
  if (last.rvec && last.tvec) {
    cv::Matx33d rotation;
    cv::Rodrigues(*last.rvec, rotation);
    const cv::Matx33d turn(c, -s, 0, s, c, 0, 0, 0, 1);
    cv::Vec3d rvec;
    cv::Rodrigues(rotation * turn, rvec);
    pose.rvec = rvec;
    pose.tvec = rotation * cv::Vec3d(shift.x, shift.y, 0) + *last.tvec;
  }
  std::vector<cv::Point2d> outline;
  for (const auto& p : layout.corners()) outline.emplace_back(p.x, p.y);
  const auto corners = board_to_image(pose, outline, camera);
  std::copy(corners.begin(), corners.end(), pose.corners_px.begin());
  const auto reprojected = board_to_image(pose, board_mm, camera);
  double sum = 0;
  for (size_t i = 0; i < reprojected.size(); ++i) {
    const cv::Point2d d = reprojected[i] - seen_px[i];
    sum += d.dot(d);
  }
  pose.rms_px = std::sqrt(sum / static_cast<double>(reprojected.size()));
  return pose;
}

BoardTracker::BoardTracker(const vision::BoardLayout& layout, std::optional<Intrinsics> camera,
                           TrackerParams params)
    : layout_(layout), camera_(std::move(camera)), params_(params) {}

BoardPose BoardTracker::track(const cv::Mat& frame) {
  if (last_) {
    const auto expected = fiducials_expected(*last_, layout_, camera_);
    BoardPose pose = judge(vision::find_fiducials_near(frame, expected, params_.reach_px));
    if (pose.found()) {
      remember(pose);
      return pose;
    }
  }
  BoardPose pose = judge(find_board_fiducials(frame, layout_, camera_));
  remember(pose);
  return pose;
}

// The pose these fiducials give, with what the last pose adds: whether the board moved, and
// a pose kept or carried when fewer than three are seen.
BoardPose BoardTracker::judge(const std::vector<vision::FoundFiducial>& fiducials) const {
  BoardPose pose = pose_from_fiducials(fiducials, layout_, camera_);
  std::vector<vision::FoundFiducial> mine;
  for (const auto& found : fiducials) {
    if (layout_fiducial(layout_, found.id) != nullptr) mine.push_back(found);
  }
  if (pose.found()) {
    if (last_ && offset_from_last(sighting(mine)) <= params_.still_px) {
      // Not moved. A pose fitted to another subset of fiducials (a hand over one) differs by
      // a fraction of a pixel at the far corners: keep the one fitted to more of them, so
      // that what is read does not shift while nothing moved.
      if (last_->fiducials.size() < pose.fiducials.size()) return pose;
      BoardPose kept = *last_;
      kept.fiducials = pose.fiducials;
      return kept;
    }
    pose.moved = moved_since_last(pose);
    return pose;
  }
  if (pose.status != BoardPose::Status::kTooFewFiducials || !last_) return pose;
  if (auto followed = follow(mine)) {
    followed->moved = moved_since_last(*followed);
    return *followed;
  }
  return pose;
}

void BoardTracker::remember(const BoardPose& pose) {
  if (pose.found()) {
    last_ = pose;
    last_->tracked = false;  // what is kept is the pose, not how this frame saw it
    last_->moved = false;
  } else if (pose.status == BoardPose::Status::kTooFewFiducials) {
    last_.reset();  // the fiducials in view say the board moved, and too few to say where
  }
  // No fiducial at all (an arm over the board): the board has not been seen to move.
}

// The last pose, confirmed or carried by the one or two fiducials in view; nullopt when they
// say the board moved and cannot say where.
std::optional<BoardPose> BoardTracker::follow(
    const std::vector<vision::FoundFiducial>& mine) const {
  const Sighting seen = sighting(mine);
  BoardPose pose = *last_;
  pose.fiducials = seen.ids;
  pose.tracked = true;
  if (offset_from_last(seen) <= params_.still_px) return pose;
  const auto& ids = seen.ids;
  const auto& board_mm = seen.board_mm;
  const auto& seen_px = seen.image_px;
  // Moved: a bumped board slides and turns on the table, the camera stays. Two fiducials
  // (eight corners along a side of the board) pin that slide; one alone turns it too loosely
  // to place the far side of the board.
  if (ids.size() < 2) return std::nullopt;
  auto slid = slide_on_table(*last_, board_mm, seen_px, layout_, camera_);
  if (!slid || slid->rms_px > params_.slide_rms_px) return std::nullopt;
  slid->fiducials = ids;
  slid->tracked = true;
  return slid;
}

// This board's fiducials in view, once each: ids sorted, corners in the board and the picture.
BoardTracker::Sighting BoardTracker::sighting(
    const std::vector<vision::FoundFiducial>& mine) const {
  Sighting seen;
  for (const auto& found : mine) {
    if (std::count(seen.ids.begin(), seen.ids.end(), found.id) > 0) continue;
    seen.ids.push_back(found.id);
    const auto corners = layout_fiducial(layout_, found.id)->corners();
    for (int k = 0; k < 4; ++k) {
      seen.board_mm.emplace_back(corners[k].x, corners[k].y);
      seen.image_px.push_back(found.corners[k]);
    }
  }
  std::sort(seen.ids.begin(), seen.ids.end());
  return seen;
}

// The farthest any seen fiducial corner lies from where the last pose puts it (pixels).
double BoardTracker::offset_from_last(const Sighting& seen) const {
  const auto predicted = board_to_image(*last_, seen.board_mm, camera_);
  double worst = 0;
  for (size_t i = 0; i < predicted.size(); ++i) {
    worst = std::max(worst, cv::norm(predicted[i] - seen.image_px[i]));
  }
  return worst;
}

bool BoardTracker::moved_since_last(const BoardPose& pose) const {
  if (!last_) return false;
  double worst = 0;
  for (int k = 0; k < 4; ++k) {
    worst = std::max(worst, cv::norm(pose.corners_px[k] - last_->corners_px[k]));
  }
  return worst > params_.moved_px;
}

BoardPose find_board_pose_since(const cv::Mat& image, const vision::BoardLayout& layout,
                                const std::optional<Intrinsics>& camera, const BoardPose& known) {
  BoardPose pose = find_board_pose(image, layout, camera);
  if (pose.status != BoardPose::Status::kTooFewFiducials || !known.found()) return pose;
  BoardTracker tracker(layout, camera);
  tracker.start_from(known);
  return tracker.track(image);
}

}  // namespace arbitre::calibration
