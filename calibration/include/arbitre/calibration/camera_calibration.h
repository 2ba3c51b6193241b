// Camera intrinsics from views of the ChArUco sheet (`arbitre calibrate camera`): views are
// collected from a folder of pictures or from a video, the camera is calibrated, and the
// result is refused, with the reason named, when it cannot be trusted (docs/calibration.md).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/calibration/camera_file.h"
#include "arbitre/calibration/charuco.h"
#include "arbitre/engine/result.h"

namespace arbitre::calibration {

// Every threshold of camera calibration, with why it has its value. Tuned on rendered seeds
// 1-99 only (arbitre eval camera); figures are reported on seeds 3000 and up.
struct CameraCalibrationParams {
  // A view counts when it shows this many of the sheet's 45 inner corners: a quarter of the
  // sheet, enough for its pose to be fixed well by the corners alone.
  int min_corners_per_view = 12;
  // Fewer views than this leave the five distortion terms poorly constrained; OpenCV's
  // tutorial asks for at least ten.
  int min_views = 10;
  // More views add little precision and cost time (calibration grows with the views):
  // beyond this many, the most different views are kept.
  int max_views = 40;
  // The inner corners are found to a few tenths of a pixel; a larger RMS reprojection error
  // means wrong corners, a moving camera or a lens the model does not fit.
  double max_rms_px = 1.0;
  // One standard deviation of fx or fy, as a share of it: at 1%, two deviations stay within
  // the 2% the board pose needs.
  double max_focal_uncertainty = 0.01;
  // Share of the picture the views' corners cover (the union of each view's corner hull,
  // counted on a grid of cells): distortion is only measured where corners were seen, and
  // grows toward the edges. Sets that fill the frame in turn reach 52-68% (the sheet's
  // corners stop short of its paper edge; seeds 1-30); 40% leaves a band of the picture
  // unseen on every side.
  double min_coverage = 0.4;
  // A view whose error is more than this many times the views' median (and above
  // min_outlier_px) holds a wrong corner or a blurred picture: it is left out once.
  double outlier_factor = 3;
  double min_outlier_px = 0.5;
  // Video: a frame is kept only when its corners moved less than this since the previous
  // frame (a still camera; a moving one smears them), and when its sheet outline differs
  // from every kept frame's by this share of the picture's diagonal.
  double max_motion_px = 1.0;
  double min_pose_change = 0.05;
  // Video: at most this many frames a second are searched for the sheet.
  double max_frames_per_second = 10;
};

// One picture's corners, with where it came from.
struct CalibrationView {
  std::string source;  // file name, or "frame N" of a video
  CharucoCorners found;
  double sharpness = 0;  // variance of the Laplacian around the corners (video choice)
};

// Views found in a folder or a video, ready to calibrate.
struct ViewSet {
  cv::Size image_size;
  int seen = 0;                        // pictures or frames searched
  std::vector<CalibrationView> views;  // those with enough corners, chosen (video)
  std::string source;
};

// Every picture of the folder (.jpg, .jpeg, .png, .bmp, .tif, .tiff, in name order). Errors,
// naming the folder or the file: a folder that is missing or holds no picture, a picture
// that cannot be read, pictures of different sizes.
engine::Result<ViewSet> views_from_images(const std::filesystem::path& folder,
                                          const CameraCalibrationParams& params = {});
// Frames of a video, chosen still (corners not moving) and different in pose from each other,
// the sharpest of each pose first. Errors: a video that cannot be opened or has no frame.
engine::Result<ViewSet> views_from_video(const std::filesystem::path& video,
                                         const CameraCalibrationParams& params = {});

// Views collected one frame at a time, as a live camera gives them (the Qt program's wizard):
// a frame's view is kept when it shows `min_corners_per_view` corners, the sheet has not moved
// since the previous frame (`max_motion_px`), and its pose differs from every kept view's
// (`min_pose_change`), up to `max_views`.
class ViewCollector {
 public:
  explicit ViewCollector(CameraCalibrationParams params = {});
  // Looks for the sheet in `frame`; true when its view was kept.
  bool offer(const cv::Mat& frame, const std::string& source);
  const ViewSet& views() const { return views_; }
  const CharucoCorners& last_found() const { return last_; }

 private:
  CameraCalibrationParams params_;
  cv::Ptr<cv::aruco::CharucoBoard> board_;
  ViewSet views_;
  std::vector<std::vector<cv::Point2f>> outlines_;  // of the kept views
  CharucoCorners last_;
};

// Why a calibration is not trusted.
enum class Refusal { kNone, kTooFewViews, kPoorCoverage, kHighRms, kUncertainFocal };
const char* refusal_name(Refusal refusal);  // "too-few-views", "poor-coverage", ...

struct CameraCalibration {
  Refusal refusal = Refusal::kNone;
  std::string reason;  // the refusal in words, with its figures; empty when trusted
  CameraFile camera;   // the intrinsics (filled whenever calibration ran)
  int views_seen = 0;  // pictures or frames searched
  int views_usable = 0;
  int views_used = 0;  // after leaving out outliers
  double rms_px = 0;
  std::vector<double> view_errors_px;  // per used view, RMS
  std::vector<std::string> view_sources;
  cv::Vec4d deviations{0, 0, 0, 0};  // standard deviations of fx, fy, cx, cy (pixels)
  double focal_uncertainty = 0;      // max(sd fx / fx, sd fy / fy)
  double coverage = 0;               // share of the picture covered by corners
  bool trusted() const { return refusal == Refusal::kNone; }
};

// Calibrates (k1, k2, p1, p2; k3 stays 0, which phone and webcam lenses need not and which
// over-fits sparse views) and checks the result against `params`.
CameraCalibration calibrate_camera(const ViewSet& views,
                                   const CameraCalibrationParams& params = {});

// Share of a picture of `size` covered by the convex hulls of the views' corners, counted on
// a grid of cells.
double corner_coverage(const std::vector<CalibrationView>& views, cv::Size size);

}  // namespace arbitre::calibration
