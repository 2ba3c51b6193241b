// BoardPose: where the board lies in a picture, from the fiducials printed on it. Gives the
// homography from the (undistorted) image to board millimetres, the board's corners in the
// picture and, with the camera's intrinsics, its 3-D pose. A frame where the board cannot be
// found gets a status saying why, never a guess.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/calibration/camera_file.h"
#include "arbitre/vision/fiducials.h"
#include "arbitre/vision/layout.h"

namespace arbitre::calibration {

struct BoardPose {
  enum class Status {
    kFound,            // three fiducials or more of this board that agree: the pose below holds
    kNotVisible,       // no fiducial at all
    kTooFewFiducials,  // one or two of this board's fiducials (hands, framing), or disagreeing
    kWrongBoard,       // fiducials of another board and none of this one
  };
  Status status = Status::kNotVisible;
  std::string other_board;     // kWrongBoard: the board the fiducials name
  std::vector<int> fiducials;  // ids used, sorted
  // Undistorted pixel -> board mm (with intrinsics; else raw pixel -> board mm).
  cv::Matx33d image_to_board = cv::Matx33d::eye();
  std::array<cv::Point2d, 4> corners_px;  // the board's outline corners in the picture
  double rms_px = 0;                      // fiducial corners' reprojection error
  // Video (BoardTracker): the pose was kept or updated from fewer than three fiducials
  // seen in this frame, because the board did not move since the last full sighting.
  bool tracked = false;
  // Video (BoardTracker): the board moved since the previous found frame (a bump) by more
  // than BoardTracker's threshold; what was read before may have shifted with it.
  bool moved = false;
  // With intrinsics: board frame -> camera frame (Rodrigues rotation, mm).
  std::optional<cv::Vec3d> rvec;
  std::optional<cv::Vec3d> tvec;

  bool found() const { return status == Status::kFound; }
};

const char* status_name(BoardPose::Status status);

// `layout`'s fiducial with this id, or nullptr for another board's.
const vision::Fiducial* layout_fiducial(const vision::BoardLayout& layout, int id);

// The fiducials in `image` (vision::find_fiducials); when only two of `layout`'s are among
// them, the others are looked for again where those two place them
// (vision::find_fiducials_near).
std::vector<vision::FoundFiducial> find_board_fiducials(const cv::Mat& image,
                                                        const vision::BoardLayout& layout,
                                                        const std::optional<Intrinsics>& camera);

// Finds `layout`'s fiducials in `image` (find_board_fiducials) and fits the pose to their
// 16 corners or fewer, three fiducials at least that agree (a misdecoded marker is left out):
// a plane-to-image homography, and with intrinsics a planar PnP whose projection gives the
// corners (lens distortion included).
BoardPose find_board_pose(const cv::Mat& image, const vision::BoardLayout& layout,
                          const std::optional<Intrinsics>& camera);

// The same from fiducials already found in the picture (BoardTracker looks at them too).
BoardPose pose_from_fiducials(const std::vector<vision::FoundFiducial>& found,
                              const vision::BoardLayout& layout,
                              const std::optional<Intrinsics>& camera);

// Where board points (mm) appear in the picture under a found pose: through the 3-D pose and
// the lens when the pose has one, else through the homography.
std::vector<cv::Point2d> board_to_image(const BoardPose& pose,
                                        const std::vector<cv::Point2d>& board_mm,
                                        const std::optional<Intrinsics>& camera);

// Where `layout`'s fiducials other than those in `seen` lie in the picture under `pose`: the
// windows in which the tracker, and a second look from two fiducials, seek them again.
std::vector<vision::FoundFiducial> fiducials_expected(const BoardPose& pose,
                                                      const vision::BoardLayout& layout,
                                                      const std::optional<Intrinsics>& camera,
                                                      const std::vector<int>& seen = {});

// Where picture points lie on the board's plane (mm): undistorted with the lens when it is
// known, then through the pose's homography. The inverse of board_to_image.
std::vector<cv::Point2d> image_to_board_plane(const BoardPose& pose,
                                              const std::vector<cv::Point2d>& image_px,
                                              const std::optional<Intrinsics>& camera);

// The pose of a board without fiducials from its four outline corners in the picture, in
// the order of layout.corners() (clicked by the player, `--corners`, or found by
// find_board_outline). Status kFound; rms_px is 0 (four points fit exactly).
BoardPose pose_from_corners(const std::array<cv::Point2d, 4>& corners_px,
                            const vision::BoardLayout& layout,
                            const std::optional<Intrinsics>& camera);

}  // namespace arbitre::calibration
