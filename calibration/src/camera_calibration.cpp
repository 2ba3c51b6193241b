// Calibrating the camera from the collected views, and deciding whether to trust it.
#include "arbitre/calibration/camera_calibration.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

namespace arbitre::calibration {
namespace {

// Coverage is counted on this many cells across the picture (and as many down as keep them
// square): fine enough that a view's hull edge matters, coarse enough to be cheap.
constexpr int kCoverageColumns = 32;

std::string format(const char* pattern, double a, double b = 0) {
  char text[200];
  std::snprintf(text, sizeof text, pattern, a, b);
  return text;
}

struct CalibrationRun {
  cv::Matx33d matrix;
  cv::Mat distortion;
  std::vector<double> view_errors;
  cv::Mat deviations;
  double rms = 0;
};

CalibrationRun run_calibration(const std::vector<const CalibrationView*>& views, cv::Size size,
                               const cv::Ptr<cv::aruco::CharucoBoard>& board) {
  std::vector<std::vector<cv::Point2f>> corners;
  std::vector<std::vector<int>> ids;
  for (const auto* view : views) {
    corners.push_back(view->found.corners);
    ids.push_back(view->found.ids);
  }
  CalibrationRun run;
  cv::Mat matrix, extrinsic_deviations, errors;
  std::vector<cv::Mat> rvecs, tvecs;
  run.rms = cv::aruco::calibrateCameraCharuco(corners, ids, board, size, matrix, run.distortion,
                                              rvecs, tvecs, run.deviations, extrinsic_deviations,
                                              errors, cv::CALIB_FIX_K3);
  run.matrix = cv::Matx33d(matrix);
  errors.reshape(1, 1).copyTo(run.view_errors);
  return run;
}

// Views whose error stands far above the others': wrong corners or a blurred picture.
std::vector<const CalibrationView*> without_outliers(
    const std::vector<const CalibrationView*>& views, const std::vector<double>& errors,
    const CameraCalibrationParams& params) {
  std::vector<double> sorted = errors;
  std::sort(sorted.begin(), sorted.end());
  const double limit =
      std::max(params.min_outlier_px, params.outlier_factor * sorted[sorted.size() / 2]);
  std::vector<const CalibrationView*> kept;
  for (size_t k = 0; k < views.size(); ++k) {
    if (errors[k] <= limit) kept.push_back(views[k]);
  }
  return kept;
}

void refuse(CameraCalibration& result, Refusal refusal, std::string reason) {
  result.refusal = refusal;
  result.reason = std::move(reason);
}

// The checks that need the calibration: error and focal uncertainty.
void judge(CameraCalibration& result, const CameraCalibrationParams& params) {
  if (result.rms_px > params.max_rms_px) {
    refuse(result, Refusal::kHighRms,
           format("RMS reprojection error too high: %.2f px, at most %.2f px allowed (blurred "
                  "or moving pictures, a sheet not flat, or a lens the model does not fit)",
                  result.rms_px, params.max_rms_px));
  } else if (!(result.focal_uncertainty <= params.max_focal_uncertainty)) {
    refuse(result, Refusal::kUncertainFocal,
           format("focal length too uncertain: %.2f%% (one standard deviation), at most %.2f%% "
                  "allowed (tilt the sheet more, 20 to 50 degrees, in varied directions)",
                  100 * result.focal_uncertainty, 100 * params.max_focal_uncertainty));
  }
}

}  // namespace

const char* refusal_name(Refusal refusal) {
  switch (refusal) {
    case Refusal::kNone:
      return "none";
    case Refusal::kTooFewViews:
      return "too-few-views";
    case Refusal::kPoorCoverage:
      return "poor-coverage";
    case Refusal::kHighRms:
      return "high-rms";
    case Refusal::kUncertainFocal:
      return "uncertain-focal";
  }
  return "unknown";
}

double corner_coverage(const std::vector<CalibrationView>& views, cv::Size size) {
  if (size.width <= 0 || size.height <= 0) return 0;
  const double cell = static_cast<double>(size.width) / kCoverageColumns;
  const int rows = std::max(1, static_cast<int>(std::lround(size.height / cell)));
  cv::Mat covered = cv::Mat::zeros(rows, kCoverageColumns, CV_8U);
  const double sy = static_cast<double>(rows) / size.height;
  for (const auto& view : views) {
    if (view.found.corners.size() < 3) continue;
    std::vector<cv::Point2f> hull;
    cv::convexHull(view.found.corners, hull);
    std::vector<cv::Point> cells;
    // Hull in cell units, 16x fixed point so that partial cells round to the nearest.
    for (const auto& p : hull) {
      cells.emplace_back(static_cast<int>(std::lround(p.x / cell * 16 - 8)),
                         static_cast<int>(std::lround(p.y * sy * 16 - 8)));
    }
    cv::fillConvexPoly(covered, cells, cv::Scalar(1), cv::LINE_8, 4);
  }
  return static_cast<double>(cv::countNonZero(covered)) / covered.total();
}

CameraCalibration calibrate_camera(const ViewSet& set, const CameraCalibrationParams& params) {
  CameraCalibration result;
  result.views_seen = set.seen;
  std::vector<const CalibrationView*> usable;
  std::vector<CalibrationView> usable_copy;
  for (const auto& view : set.views) {
    if (static_cast<int>(view.found.ids.size()) < params.min_corners_per_view) continue;
    usable.push_back(&view);
    usable_copy.push_back(view);
  }
  result.views_usable = static_cast<int>(usable.size());
  if (result.views_usable < params.min_views) {
    refuse(result, Refusal::kTooFewViews,
           "too few usable views: " + std::to_string(result.views_usable) + " found, " +
               std::to_string(params.min_views) + " needed (a view needs " +
               std::to_string(params.min_corners_per_view) + " of the sheet's corners; " +
               std::to_string(set.seen) + " pictures searched)");
    return result;
  }
  result.coverage = corner_coverage(usable_copy, set.image_size);
  if (result.coverage < params.min_coverage) {
    refuse(result, Refusal::kPoorCoverage,
           format("views cover too little of the picture: %.0f%%, at least %.0f%% needed (show "
                  "the sheet near every edge and corner of the picture too)",
                  100 * result.coverage, 100 * params.min_coverage));
    return result;
  }
  const auto board = charuco_board();
  CalibrationRun run = run_calibration(usable, set.image_size, board);
  auto kept = without_outliers(usable, run.view_errors, params);
  if (kept.size() < usable.size() && static_cast<int>(kept.size()) >= params.min_views) {
    run = run_calibration(kept, set.image_size, board);
  } else {
    kept = usable;
  }
  result.views_used = static_cast<int>(kept.size());
  for (const auto* view : kept) result.view_sources.push_back(view->source);
  result.view_errors_px = run.view_errors;
  result.rms_px = run.rms;
  for (int k = 0; k < 4; ++k) result.deviations[k] = run.deviations.at<double>(k);
  result.focal_uncertainty =
      std::max(result.deviations[0] / run.matrix(0, 0), result.deviations[1] / run.matrix(1, 1));
  auto& intrinsics = result.camera.intrinsics;
  intrinsics.matrix = run.matrix;
  for (int k = 0; k < 5; ++k) intrinsics.distortion[k] = run.distortion.at<double>(k);
  intrinsics.image_size = set.image_size;
  result.camera.rms_px = run.rms;
  result.camera.views = result.views_used;
  result.camera.source = set.source;
  judge(result, params);
  return result;
}

}  // namespace arbitre::calibration
