#include "arbitre/calibration/board_pose.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <opencv2/calib3d.hpp>

#include "arbitre/vision/fiducials.h"

namespace arbitre::calibration {
namespace {

constexpr int kFiducialsNeeded = 3;
// How far beyond its own size a missing fiducial is sought around where two others place it:
// the tracker's reach from the last frame (TrackerParams::reach_px).
constexpr double kSecondLookReachPx = 32;
// Fiducials agree when the pose fitted to their corners reprojects them within this (rms, px):
// through the lens, fits stay under 0.9 px on 200 rendered toc-6 stills (1280x720, unseen seeds
// 20300-20319); one misdecoded marker among them puts the fit tens of pixels off. A homography
// (no intrinsics) ignores the lens: 1.9 px at most on the same stills (k1 = -0.10), and a
// webcam's wider lens bends three times as much.
constexpr double kAgreeingRmsPx = 3;
constexpr double kAgreeingHomographyRmsPx = 12;
// A fiducial corner is left out of the fit when it lies this far (px) from where a fit to the
// other corners puts it, and this many times the median corner's such distance. Looked into
// only when the fit's rms exceeds kTrimAboveRmsPx: fits through the lens stayed under 0.7 px
// on 199 of 200 rendered toc-6 stills (unseen seeds 20300-20319; the 200th is 20319/42).
constexpr double kTrimAboveRmsPx = 0.5;
constexpr double kCornerOutlierPx = 1.5;
constexpr double kCornerOutlierRatio = 3;
constexpr int kCornersLeftOutAtMost = 2;
constexpr std::size_t kCornersKeptAtLeast = 8;  // two fiducials' worth
// Detections of one id tried (a board prints each id once: the others are misdecodings).
constexpr std::size_t kDetectionsTriedPerId = 3;

struct Correspondences {
  std::vector<cv::Point3d> board_mm;
  std::vector<cv::Point2d> image_px;
};

cv::Point2d apply(const cv::Matx33d& h, const cv::Point2d& p) {
  const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
  return {q[0] / q[2], q[1] / q[2]};
}

void fit_with_intrinsics(const Correspondences& c, const vision::BoardLayout& layout,
                         const Intrinsics& camera, BoardPose& pose) {
  cv::Vec3d rvec, tvec;
  cv::solvePnP(c.board_mm, c.image_px, camera.matrix, camera.distortion, rvec, tvec, false,
               cv::SOLVEPNP_IPPE);
  cv::solvePnPRefineLM(c.board_mm, c.image_px, camera.matrix, camera.distortion, rvec, tvec);
  pose.rvec = rvec;
  pose.tvec = tvec;
  std::vector<cv::Point3d> outline;
  for (const auto& p : layout.corners()) outline.emplace_back(p.x, p.y, 0);
  std::vector<cv::Point2d> corners, reprojected;
  cv::projectPoints(outline, rvec, tvec, camera.matrix, camera.distortion, corners);
  cv::projectPoints(c.board_mm, rvec, tvec, camera.matrix, camera.distortion, reprojected);
  for (int k = 0; k < 4; ++k) pose.corners_px[k] = corners[k];
  double sum = 0;
  for (size_t i = 0; i < reprojected.size(); ++i) {
    const cv::Point2d d = reprojected[i] - c.image_px[i];
    sum += d.dot(d);
  }
  pose.rms_px = std::sqrt(sum / static_cast<double>(reprojected.size()));
  // The plane's homography in undistorted pixels, from the pose: K [r1 r2 t].
  cv::Matx33d rotation;
  cv::Rodrigues(rvec, rotation);
  const cv::Matx33d plane(rotation(0, 0), rotation(0, 1), tvec[0], rotation(1, 0), rotation(1, 1),
                          tvec[1], rotation(2, 0), rotation(2, 1), tvec[2]);
  pose.image_to_board = (camera.matrix * plane).inv();
}

void fit_without_intrinsics(const Correspondences& c, const vision::BoardLayout& layout,
                            BoardPose& pose) {
  std::vector<cv::Point2d> board_2d;
  for (const auto& p : c.board_mm) board_2d.emplace_back(p.x, p.y);
  const cv::Mat h = cv::findHomography(c.image_px, board_2d, 0);
  pose.image_to_board = cv::Matx33d(h);
  const cv::Matx33d board_to_image = pose.image_to_board.inv();
  const auto outline = layout.corners();
  for (int k = 0; k < 4; ++k) {
    pose.corners_px[k] = apply(board_to_image, {outline[k].x, outline[k].y});
  }
  double sum = 0;
  for (size_t i = 0; i < board_2d.size(); ++i) {
    const cv::Point2d d = apply(board_to_image, board_2d[i]) - c.image_px[i];
    sum += d.dot(d);
  }
  pose.rms_px = std::sqrt(sum / static_cast<double>(board_2d.size()));
}

void fit_all(const Correspondences& c, const vision::BoardLayout& layout,
             const std::optional<Intrinsics>& camera, BoardPose& pose) {
  if (camera) {
    fit_with_intrinsics(c, layout, *camera, pose);
  } else {
    fit_without_intrinsics(c, layout, pose);
  }
}

// How far corner `i` lies from where a fit to the other corners puts it (px): a least-squares
// fit spreads one corner's error over all of them, so that its own residual hardly stands out.
double deleted_residual(const Correspondences& c, std::size_t i, const vision::BoardLayout& layout,
                        const std::optional<Intrinsics>& camera) {
  Correspondences others = c;
  others.board_mm.erase(others.board_mm.begin() + static_cast<std::ptrdiff_t>(i));
  others.image_px.erase(others.image_px.begin() + static_cast<std::ptrdiff_t>(i));
  BoardPose pose;
  fit_all(others, layout, camera, pose);
  const auto where = board_to_image(pose, {{c.board_mm[i].x, c.board_mm[i].y}}, camera);
  return cv::norm(where.front() - c.image_px[i]);
}

// The fit, with a corner that stands out left out (up to kCornersLeftOutAtMost, one at a
// time). A marker's edge beside a shadow or a card can be refined a few pixels off: on unseen
// toc-6 still 20319/42 two corners of fiducial 16 lay 3.3 and 1.5 px off, the far fiducial
// hidden, and the board's far corner moved 4.5 px, enough to misread six places. Only a fit
// whose rms exceeds kTrimAboveRmsPx is looked into (a fit to each corner's others, up to 16),
// and only through the lens: a homography's residuals are mostly the lens's own bending.
void fit(Correspondences c, const vision::BoardLayout& layout,
         const std::optional<Intrinsics>& camera, BoardPose& pose) {
  fit_all(c, layout, camera, pose);
  if (!camera) return;
  for (int left_out = 0; left_out < kCornersLeftOutAtMost; ++left_out) {
    if (pose.rms_px < kTrimAboveRmsPx || c.image_px.size() <= kCornersKeptAtLeast) return;
    std::vector<double> residuals;
    for (std::size_t i = 0; i < c.image_px.size(); ++i)
      residuals.push_back(deleted_residual(c, i, layout, camera));
    const auto worst = std::max_element(residuals.begin(), residuals.end()) - residuals.begin();
    const double worst_px = residuals[static_cast<std::size_t>(worst)];
    std::nth_element(residuals.begin(), residuals.begin() + residuals.size() / 2, residuals.end());
    const double median_px = residuals[residuals.size() / 2];
    if (worst_px < kCornerOutlierPx || worst_px < kCornerOutlierRatio * median_px) return;
    c.board_mm.erase(c.board_mm.begin() + worst);
    c.image_px.erase(c.image_px.begin() + worst);
    fit_all(c, layout, camera, pose);
  }
}

// The detections of this board's fiducials, by id (ascending); `other_board` names another
// board whose fiducial was seen, if any.
std::vector<std::vector<const vision::FoundFiducial*>> detections_by_id(
    const std::vector<vision::FoundFiducial>& fiducials, const vision::BoardLayout& layout,
    std::string& other_board) {
  std::vector<std::vector<const vision::FoundFiducial*>> by_id;  // each non-empty
  for (const auto& found : fiducials) {
    if (layout_fiducial(layout, found.id) == nullptr) {
      if (auto board = vision::board_for_fiducial(found.id); board && other_board.empty()) {
        other_board = *board;
      }
      continue;
    }
    auto at = std::lower_bound(
        by_id.begin(), by_id.end(), found.id,
        [](const auto& detections, int id) { return detections.front()->id < id; });
    if (at == by_id.end() || at->front()->id != found.id) {
      at = by_id.insert(at, {&found});
    } else if (at->size() < kDetectionsTriedPerId) {
      at->push_back(&found);
    }
  }
  return by_id;
}

BoardPose fit_to(const std::vector<const vision::FoundFiducial*>& chosen,
                 const vision::BoardLayout& layout, const std::optional<Intrinsics>& camera) {
  BoardPose pose;
  Correspondences c;
  for (const vision::FoundFiducial* found : chosen) {
    pose.fiducials.push_back(found->id);
    const auto corners_mm = layout_fiducial(layout, found->id)->corners();
    for (int k = 0; k < 4; ++k) {
      c.board_mm.emplace_back(corners_mm[k].x, corners_mm[k].y, 0);
      c.image_px.push_back(found->corners[k]);
    }
  }
  pose.status = BoardPose::Status::kFound;
  fit(c, layout, camera, pose);
  return pose;
}

// The pose fitted to the most fiducials that agree (rms under the bar above), one detection
// an id; the lowest rms among those. A marker decoded on the print or a card (toc-6 still
// 20317/15: a 12 px "17" inside the track, found before the real 17) gave a pose 93 px off
// that was taken as found, and every place was read where it was not. Almost always all the
// fiducials agree at the first fit; the subsets are tried only when they do not.
std::optional<BoardPose> agreeing_pose(
    const std::vector<std::vector<const vision::FoundFiducial*>>& by_id,
    const vision::BoardLayout& layout, const std::optional<Intrinsics>& camera, int needed) {
  std::vector<std::vector<const vision::FoundFiducial*>> choices{{}};
  for (const auto& detections : by_id) {  // every choice of one detection or none an id
    const std::size_t before = choices.size();
    for (std::size_t i = 0; i < before; ++i) {
      for (const vision::FoundFiducial* found : detections) {
        choices.push_back(choices[i]);
        choices.back().push_back(found);
      }
    }
  }
  std::stable_sort(choices.begin(), choices.end(),
                   [](const auto& a, const auto& b) { return a.size() > b.size(); });
  const double bar = camera ? kAgreeingRmsPx : kAgreeingHomographyRmsPx;
  std::optional<BoardPose> best;
  for (const auto& chosen : choices) {
    if (static_cast<int>(chosen.size()) < needed) break;
    if (best && chosen.size() < best->fiducials.size()) break;
    BoardPose pose = fit_to(chosen, layout, camera);
    if (pose.rms_px <= bar && (!best || pose.rms_px < best->rms_px)) best = pose;
  }
  return best;
}

// The pose from `fiducials` when at least `needed` of this board's are among them and agree.
BoardPose pose_from_at_least(const std::vector<vision::FoundFiducial>& fiducials,
                             const vision::BoardLayout& layout,
                             const std::optional<Intrinsics>& camera, int needed) {
  BoardPose seen;
  const auto by_id = detections_by_id(fiducials, layout, seen.other_board);
  for (const auto& detections : by_id) seen.fiducials.push_back(detections.front()->id);
  if (static_cast<int>(by_id.size()) >= needed) {
    if (auto pose = agreeing_pose(by_id, layout, camera, needed)) return *pose;
  }
  seen.status = !seen.fiducials.empty()     ? BoardPose::Status::kTooFewFiducials
                : !seen.other_board.empty() ? BoardPose::Status::kWrongBoard
                                            : BoardPose::Status::kNotVisible;
  return seen;
}

}  // namespace

const vision::Fiducial* layout_fiducial(const vision::BoardLayout& layout, int id) {
  const auto it = std::find_if(layout.fiducials.begin(), layout.fiducials.end(),
                               [id](const vision::Fiducial& f) { return f.id == id; });
  return it == layout.fiducials.end() ? nullptr : &*it;
}

const char* status_name(BoardPose::Status status) {
  switch (status) {
    case BoardPose::Status::kFound:
      return "found";
    case BoardPose::Status::kNotVisible:
      return "board not visible";
    case BoardPose::Status::kTooFewFiducials:
      return "too few fiducials";
    case BoardPose::Status::kWrongBoard:
      return "wrong game's board";
  }
  return "?";
}

BoardPose pose_from_fiducials(const std::vector<vision::FoundFiducial>& fiducials,
                              const vision::BoardLayout& layout,
                              const std::optional<Intrinsics>& camera) {
  return pose_from_at_least(fiducials, layout, camera, kFiducialsNeeded);
}

// Two of the board's fiducials place the others within a few pixels: each missing one is looked
// for again in its own small window, as the tracker looks from the last frame's pose. The
// whole-picture search misses or misdecodes a far, blurred marker that the window's own
// threshold decodes (report still toc-4 3003/21: two markers of four). A pose still needs three
// of the board's fiducials.
std::vector<vision::FoundFiducial> find_board_fiducials(const cv::Mat& image,
                                                        const vision::BoardLayout& layout,
                                                        const std::optional<Intrinsics>& camera) {
  auto found = vision::find_fiducials(image);
  std::set<int> mine;
  for (const auto& fiducial : found) {
    if (layout_fiducial(layout, fiducial.id) != nullptr) mine.insert(fiducial.id);
  }
  if (mine.size() != 2) return found;  // enough for a pose, or too few to place the others
  const BoardPose placed = pose_from_at_least(found, layout, camera, 2);
  const auto again = vision::find_fiducials_near(
      image, fiducials_expected(placed, layout, camera, placed.fiducials), kSecondLookReachPx);
  found.insert(found.end(), again.begin(), again.end());
  return found;
}

BoardPose find_board_pose(const cv::Mat& image, const vision::BoardLayout& layout,
                          const std::optional<Intrinsics>& camera) {
  return pose_from_fiducials(find_board_fiducials(image, layout, camera), layout, camera);
}

std::vector<cv::Point2d> board_to_image(const BoardPose& pose,
                                        const std::vector<cv::Point2d>& board_mm,
                                        const std::optional<Intrinsics>& camera) {
  std::vector<cv::Point2d> image_px;
  if (camera && pose.rvec && pose.tvec) {
    std::vector<cv::Point3d> points;
    for (const auto& p : board_mm) points.emplace_back(p.x, p.y, 0);
    cv::projectPoints(points, *pose.rvec, *pose.tvec, camera->matrix, camera->distortion, image_px);
    return image_px;
  }
  const cv::Matx33d board_to_picture = pose.image_to_board.inv();
  for (const auto& p : board_mm) image_px.push_back(apply(board_to_picture, p));
  return image_px;
}

std::vector<vision::FoundFiducial> fiducials_expected(const BoardPose& pose,
                                                      const vision::BoardLayout& layout,
                                                      const std::optional<Intrinsics>& camera,
                                                      const std::vector<int>& seen) {
  std::vector<vision::FoundFiducial> expected;
  for (const auto& fiducial : layout.fiducials) {
    if (std::count(seen.begin(), seen.end(), fiducial.id) > 0) continue;
    std::vector<cv::Point2d> corners_mm;
    for (const auto& corner : fiducial.corners()) corners_mm.emplace_back(corner.x, corner.y);
    const auto corners_px = board_to_image(pose, corners_mm, camera);
    vision::FoundFiducial guess{fiducial.id, {}};
    std::copy(corners_px.begin(), corners_px.end(), guess.corners.begin());
    expected.push_back(guess);
  }
  return expected;
}

std::vector<cv::Point2d> image_to_board_plane(const BoardPose& pose,
                                              const std::vector<cv::Point2d>& image_px,
                                              const std::optional<Intrinsics>& camera) {
  std::vector<cv::Point2d> undistorted = image_px;
  if (camera) {
    cv::undistortPoints(image_px, undistorted, camera->matrix, camera->distortion, cv::noArray(),
                        camera->matrix);
  }
  std::vector<cv::Point2d> on_plane;
  for (const auto& p : undistorted) {
    const cv::Vec3d q = pose.image_to_board * cv::Vec3d(p.x, p.y, 1);
    on_plane.emplace_back(q[0] / q[2], q[1] / q[2]);
  }
  return on_plane;
}

BoardPose pose_from_corners(const std::array<cv::Point2d, 4>& corners_px,
                            const vision::BoardLayout& layout,
                            const std::optional<Intrinsics>& camera) {
  BoardPose pose;
  Correspondences c;
  const auto outline = layout.corners();
  for (int k = 0; k < 4; ++k) {
    c.board_mm.emplace_back(outline[k].x, outline[k].y, 0);
    c.image_px.push_back(corners_px[k]);
  }
  pose.status = BoardPose::Status::kFound;
  fit(c, layout, camera, pose);
  return pose;
}

}  // namespace arbitre::calibration
