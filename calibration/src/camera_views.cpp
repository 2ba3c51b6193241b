// Collecting calibration views: every picture of a folder, or chosen frames of a video.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

#include "arbitre/calibration/camera_calibration.h"

namespace arbitre::calibration {
namespace {

namespace fs = std::filesystem;

bool is_picture(const fs::path& path) {
  static const std::set<std::string> kExtensions{".jpg", ".jpeg", ".png", ".bmp", ".tif", ".tiff"};
  std::string extension = path.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return kExtensions.count(extension) > 0;
}

// Variance of the Laplacian over the corners' bounding box: high when the picture is sharp.
double sharpness(const cv::Mat& gray, const std::vector<cv::Point2f>& corners) {
  if (corners.empty()) return 0;
  const cv::Rect box = cv::boundingRect(corners) & cv::Rect(0, 0, gray.cols, gray.rows);
  if (box.area() == 0) return 0;
  cv::Mat laplacian;
  cv::Laplacian(gray(box), laplacian, CV_32F);
  cv::Scalar mean, deviation;
  cv::meanStdDev(laplacian, mean, deviation);
  return deviation[0] * deviation[0];
}

// Where the sheet's grid outline lies in the picture, from the corners' homography: a
// description of the view's pose that needs no intrinsics. Empty when the corners are too few.
std::vector<cv::Point2f> grid_outline(const CharucoCorners& found,
                                      const cv::Ptr<cv::aruco::CharucoBoard>& board) {
  if (found.ids.size() < 6) return {};
  std::vector<cv::Point2f> grid;
  for (int id : found.ids) {
    const cv::Point3f& p = board->chessboardCorners[id];
    grid.emplace_back(p.x, p.y);
  }
  const cv::Mat homography = cv::findHomography(grid, found.corners);
  if (homography.empty()) return {};
  const cv::Size squares = board->getChessboardSize();
  const float w = squares.width * board->getSquareLength();
  const float h = squares.height * board->getSquareLength();
  std::vector<cv::Point2f> outline{{0, 0}, {w, 0}, {w, h}, {0, h}}, projected;
  cv::perspectiveTransform(outline, projected, homography);
  return projected;
}

double outline_distance(const std::vector<cv::Point2f>& a, const std::vector<cv::Point2f>& b) {
  double farthest = 0;
  for (size_t k = 0; k < a.size(); ++k) farthest = std::max(farthest, cv::norm(a[k] - b[k]));
  return farthest;
}

// Median displacement of the corners both frames show; infinity when they share too few.
double corner_motion(const CharucoCorners& now, const CharucoCorners& before) {
  std::vector<double> moves;
  for (size_t i = 0; i < now.ids.size(); ++i) {
    const auto at = std::find(before.ids.begin(), before.ids.end(), now.ids[i]);
    if (at == before.ids.end()) continue;
    moves.push_back(cv::norm(now.corners[i] - before.corners[at - before.ids.begin()]));
  }
  if (moves.size() < 4) return HUGE_VAL;
  std::nth_element(moves.begin(), moves.begin() + moves.size() / 2, moves.end());
  return moves[moves.size() / 2];
}

struct Candidate {
  CalibrationView view;
  std::vector<cv::Point2f> outline;
};

// The sharpest candidates first, each kept only when its pose differs from every kept one.
std::vector<CalibrationView> choose_diverse(std::vector<Candidate> candidates, cv::Size size,
                                            const CameraCalibrationParams& params) {
  std::stable_sort(candidates.begin(), candidates.end(), [](const auto& a, const auto& b) {
    return a.view.sharpness > b.view.sharpness;
  });
  const double min_change = params.min_pose_change * std::hypot(size.width, size.height);
  std::vector<const Candidate*> kept;
  for (const auto& candidate : candidates) {
    if (static_cast<int>(kept.size()) >= params.max_views) break;
    const bool differs = std::all_of(kept.begin(), kept.end(), [&](const Candidate* other) {
      return outline_distance(candidate.outline, other->outline) >= min_change;
    });
    if (differs) kept.push_back(&candidate);
  }
  std::vector<CalibrationView> views;
  for (const auto* candidate : kept) views.push_back(candidate->view);
  return views;
}

}  // namespace

engine::Result<ViewSet> views_from_images(const fs::path& folder,
                                          const CameraCalibrationParams& params) {
  std::error_code error;
  if (!fs::is_directory(folder, error)) {
    return engine::make_error(folder.string(),
                              "not a folder (--images takes a folder of pictures)");
  }
  std::vector<fs::path> pictures;
  for (const auto& entry : fs::directory_iterator(folder, error)) {
    if (entry.is_regular_file() && is_picture(entry.path())) pictures.push_back(entry.path());
  }
  std::sort(pictures.begin(), pictures.end());
  if (pictures.empty()) {
    return engine::make_error(folder.string(),
                              "holds no picture (.jpg, .jpeg, .png, .bmp, .tif, .tiff)");
  }
  const auto board = charuco_board();
  ViewSet set;
  set.source = folder.string();
  std::vector<Candidate> candidates;
  for (const auto& path : pictures) {
    const cv::Mat image = cv::imread(path.string(), cv::IMREAD_GRAYSCALE);
    if (image.empty()) return engine::make_error(path.string(), "cannot read the picture");
    if (set.seen > 0 && image.size() != set.image_size) {
      return engine::make_error(
          path.string(), "is " + std::to_string(image.cols) + "x" + std::to_string(image.rows) +
                             ", the first picture " + std::to_string(set.image_size.width) + "x" +
                             std::to_string(set.image_size.height) +
                             ": one camera at one resolution, please");
    }
    set.image_size = image.size();
    ++set.seen;
    Candidate candidate{{path.filename().string(), find_charuco(image, board), 0}, {}};
    if (static_cast<int>(candidate.view.found.ids.size()) < params.min_corners_per_view) continue;
    candidate.outline = grid_outline(candidate.view.found, board);
    // With pictures, more corners rank first where views must be dropped.
    candidate.view.sharpness = static_cast<double>(candidate.view.found.ids.size());
    if (!candidate.outline.empty()) candidates.push_back(std::move(candidate));
  }
  if (static_cast<int>(candidates.size()) <= params.max_views) {
    for (auto& candidate : candidates) set.views.push_back(std::move(candidate.view));
  } else {
    set.views = choose_diverse(std::move(candidates), set.image_size, params);
  }
  return set;
}

engine::Result<ViewSet> views_from_video(const fs::path& video,
                                         const CameraCalibrationParams& params) {
  std::error_code error;
  cv::VideoCapture capture;
  // FFmpeg alone: letting OpenCV probe every backend (GStreamer, FireWire) on a file that is
  // not a video leaks their state and takes longer.
  if (fs::is_regular_file(video, error)) capture.open(video.string(), cv::CAP_FFMPEG);
  if (!capture.isOpened()) return engine::make_error(video.string(), "cannot open the video");
  const double fps = capture.get(cv::CAP_PROP_FPS);
  // Search every n-th frame only: neighbouring frames of a hand-held video are near copies.
  const int step = fps > params.max_frames_per_second
                       ? static_cast<int>(std::ceil(fps / params.max_frames_per_second))
                       : 1;
  const auto board = charuco_board();
  ViewSet set;
  set.source = video.string();
  std::vector<Candidate> candidates;
  CharucoCorners previous;
  cv::Mat frame, gray;
  int index = -1;
  int frames = 0;
  while (capture.read(frame)) {
    ++frames;
    if (++index % step != 0) continue;
    cv::cvtColor(frame, gray, cv::COLOR_BGR2GRAY);
    set.image_size = gray.size();
    ++set.seen;
    CharucoCorners found = find_charuco(gray, board);
    const double motion = corner_motion(found, previous);
    previous = found;
    if (static_cast<int>(found.ids.size()) < params.min_corners_per_view) continue;
    if (motion > params.max_motion_px) continue;
    Candidate candidate{{"frame " + std::to_string(index), std::move(found), 0}, {}};
    candidate.view.sharpness = sharpness(gray, candidate.view.found.corners);
    candidate.outline = grid_outline(candidate.view.found, board);
    if (!candidate.outline.empty()) candidates.push_back(std::move(candidate));
  }
  if (frames == 0) return engine::make_error(video.string(), "holds no frame that can be read");
  set.views = choose_diverse(std::move(candidates), set.image_size, params);
  return set;
}

ViewCollector::ViewCollector(CameraCalibrationParams params)
    : params_(params), board_(charuco_board()) {
  views_.source = "camera";
}

bool ViewCollector::offer(const cv::Mat& frame, const std::string& source) {
  ++views_.seen;
  if (views_.image_size.empty()) views_.image_size = frame.size();
  const CharucoCorners before = std::move(last_);
  last_ = find_charuco(frame, board_);
  if (frame.size() != views_.image_size ||
      static_cast<int>(last_.ids.size()) < params_.min_corners_per_view ||
      static_cast<int>(views_.views.size()) >= params_.max_views ||
      corner_motion(last_, before) > params_.max_motion_px) {
    return false;
  }
  auto outline = grid_outline(last_, board_);
  if (outline.empty()) return false;
  const double min_change =
      params_.min_pose_change * std::hypot(frame.size().width, frame.size().height);
  for (const auto& kept : outlines_) {
    if (outline_distance(outline, kept) < min_change) return false;
  }
  cv::Mat gray;
  if (frame.channels() == 3) {
    cv::cvtColor(frame, gray, cv::COLOR_BGR2GRAY);
  } else {
    gray = frame;
  }
  outlines_.push_back(std::move(outline));
  views_.views.push_back({source, last_, sharpness(gray, last_.corners)});
  return true;
}

}  // namespace arbitre::calibration
