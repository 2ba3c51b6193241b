// arbitre calibrate board: a board's calibration profile from a picture or a video of the
// starting position; arbitre locate: the board frame by frame through a profile.
#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <sstream>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include "arbitre/calibration/board_outline.h"
#include "arbitre/calibration/board_tracker.h"
#include "arbitre/calibration/piece_colours.h"
#include "arbitre/calibration/profile.h"
#include "arbitre/calibration/start_frame.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {
namespace {

namespace cal = arbitre::calibration;

// A video's start: frames read at most, and still frames of the board pooled for colours.
constexpr int kMostStartFrames = 300;
constexpr int kStillFramesWanted = 5;
// The board is still when no corner moved more than this between found frames.
constexpr double kStillPx = 1.0;
// locate, boards without fiducials: an outline whose corners lie farther than this share of
// the picture's diagonal from the profile's means the board moved.
constexpr double kMovedShare = 0.01;

struct BoardOptions {
  GameChoice game;
  std::string input;
  std::string output;
  std::string camera;
  std::string corners;
};

std::array<cv::Point2d, 4> parse_corners(const std::string& text) {
  std::vector<double> values;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    try {
      std::size_t used = 0;
      values.push_back(std::stod(item, &used));
      if (used != item.size()) values.clear(), values.resize(9);
    } catch (const std::exception&) {
      values.resize(9);
    }
  }
  if (values.size() != 8) {
    throw InputError(
        "--corners: expected x1,y1,x2,y2,x3,y3,x4,y4 (eight numbers, pixels, the "
        "board's top-left, top-right, bottom-right, bottom-left), got '" +
        text + "'");
  }
  std::array<cv::Point2d, 4> corners;
  for (int k = 0; k < 4; ++k) corners[k] = {values[2 * k], values[2 * k + 1]};
  return corners;
}

std::string point_text(const cv::Point2d& p) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(1) << "(" << p.x << ", " << p.y << ")";
  return out.str();
}

std::string corners_text(const std::array<cv::Point2d, 4>& corners) {
  std::string text;
  for (const auto& c : corners) text += (text.empty() ? "" : " ") + point_text(c);
  return text;
}

// The frames of an input: one image, a video, or a folder of images (sorted by name).
class FrameSource {
 public:
  explicit FrameSource(const std::string& path) : path_(path) {
    namespace fs = std::filesystem;
    if (fs::is_directory(path)) {
      for (const auto& entry : fs::directory_iterator(path)) {
        auto ext = entry.path().extension().string();
        std::transform(ext.begin(), ext.end(), ext.begin(), ::tolower);
        if (ext == ".jpg" || ext == ".jpeg" || ext == ".png") files_.push_back(entry.path());
      }
      std::sort(files_.begin(), files_.end());
      if (files_.empty()) throw InputError(path + ": no .jpg or .png picture in the folder");
      return;
    }
    if (!fs::exists(path)) throw InputError(path + ": no such file");
    single_ = cv::imread(path, cv::IMREAD_COLOR);
    if (!single_.empty()) return;
    video_.open(path, cv::CAP_FFMPEG);  // FFmpeg alone, as calibrate camera
    if (!video_.isOpened()) throw InputError(path + ": neither a picture nor a video");
  }

  // The next frame and its name; false at the end.
  bool next(cv::Mat& frame, std::string& name) {
    const int index = index_++;
    if (!files_.empty()) {
      if (index >= static_cast<int>(files_.size())) return false;
      frame = cv::imread(files_[index].string(), cv::IMREAD_COLOR);
      name = files_[index].filename().string();
      if (frame.empty()) throw InputError(files_[index].string() + ": not a picture");
      return true;
    }
    if (!single_.empty()) {
      if (index > 0) return false;
      frame = single_;
      name = std::filesystem::path(path_).filename().string();
      return true;
    }
    name = "frame " + std::to_string(index);
    return video_.read(frame);
  }
  bool is_video() const { return video_.isOpened(); }

 private:
  std::string path_;
  std::vector<std::filesystem::path> files_;
  cv::Mat single_;
  cv::VideoCapture video_;
  int index_ = 0;
};

using cal::StartFrame;

double corner_shift(const cal::BoardPose& a, const cal::BoardPose& b) {
  double worst = 0;
  for (int k = 0; k < 4; ++k) worst = std::max(worst, cv::norm(a.corners_px[k] - b.corners_px[k]));
  return worst;
}

// The start frames to calibrate from: a picture's one frame, or a video's first frames where
// the board is found and still (the first failure is kept to explain a refusal).
std::vector<StartFrame> start_frames(FrameSource& source, const BoardOptions& options,
                                     const vision::BoardLayout& layout,
                                     const engine::Occupancy& start,
                                     const std::optional<cal::CameraFile>& camera_file,
                                     cv::Size& image_size) {
  const auto corners =
      options.corners.empty() ? std::nullopt : std::optional(parse_corners(options.corners));
  std::vector<StartFrame> still;
  std::string first_failure;
  cv::Mat frame;
  std::string name;
  for (int i = 0; i < kMostStartFrames && source.next(frame, name); ++i) {
    image_size = frame.size();
    std::optional<cal::Intrinsics> camera;
    if (camera_file) camera = camera_file->intrinsics.scaled_to(frame.size());
    StartFrame read =
        cal::read_start_frame(frame, layout, options.game.name, start, camera, corners);
    if (!read.failure.empty()) {
      if (first_failure.empty()) first_failure = name + ": " + read.failure;
      if (!source.is_video() || still.size() >= 2) break;
      still.clear();  // a hand or a bump: the still run starts again
      continue;
    }
    if (!still.empty() && corner_shift(still.back().pose, read.pose) > kStillPx) {
      if (still.size() >= 2) break;
      still.clear();
    }
    still.push_back(std::move(read));
    if (static_cast<int>(still.size()) >= kStillFramesWanted) break;
  }
  if (still.empty() || (source.is_video() && still.size() < 2)) {
    throw InputError(
        options.input + ": " +
        (first_failure.empty() ? "no frame where the board is found and still" : first_failure));
  }
  return still;
}

void print_profile(const cal::Profile& profile, std::size_t frames) {
  std::cout << "board: found by " << cal::method_name(profile.method);
  if (profile.method == cal::BoardMethod::kFiducials) {
    std::cout << " (fiducials";
    for (int id : profile.fiducials) std::cout << " " << id;
    std::cout << std::fixed << std::setprecision(2) << ", rms " << profile.rms_px << " px)";
  }
  std::cout << " in " << frames << " frame" << (frames == 1 ? "" : "s") << "\n";
  std::cout << "corners: " << corners_text(profile.corners_px) << "\n";
  auto colour_line = [](const std::string& what, const cal::ColourStats& stats) {
    std::cout << std::fixed << std::setprecision(1) << what << ": Lab (" << stats.lab[0] << ", "
              << stats.lab[1] << ", " << stats.lab[2] << ") spread (" << stats.spread[0] << ", "
              << stats.spread[1] << ", " << stats.spread[2] << "), " << stats.samples
              << " samples\n";
  };
  for (const auto& [letter, stats] : profile.colours.pieces) {
    colour_line(std::string("pieces ") + letter, stats);
  }
  colour_line("board surface", profile.colours.board);
}

int run_calibrate_board(const BoardOptions& options) {
  const auto game = make_game(options.game);
  const auto layout = take(vision::bundled_layout(options.game.name), "--game");
  const engine::Occupancy start = game->new_initial_state(1)->occupancy();
  std::optional<cal::CameraFile> camera_file;
  if (!options.camera.empty()) camera_file = take(cal::load_camera(options.camera), "");
  FrameSource source(options.input);
  cv::Size image_size;
  const auto frames = start_frames(source, options, layout, start, camera_file, image_size);

  const StartFrame& last = frames.back();
  std::vector<cal::StartReading> readings;
  for (const auto& f : frames) readings.push_back(f.reading);
  cal::Profile profile = cal::make_profile(options.game.name, game->options(), camera_file,
                                           last.method, last.pose, image_size, readings);
  profile.source = options.input;
  if (!camera_file) {
    std::cerr << "warning: no camera given (--camera camera.json): working undistorted\n";
  }
  print_profile(profile, frames.size());
  take(cal::save_profile(profile, options.output), "");
  std::cout << "wrote " << options.output << "\n";
  return kExitOk;
}

// --- locate ------------------------------------------------------------------------------

struct LocateOptions {
  std::string input;
  std::string calibration;
  bool json = false;
};

// The board in the frames of a video or a folder, through a profile: fiducials tracked frame
// after frame, or for a board without them the profile's pose, re-checked on its outline.
class Locator {
 public:
  explicit Locator(const LoadedCalibration& loaded)
      : profile_(loaded.profile), layout_(loaded.layout) {}

  cal::BoardPose locate(const cv::Mat& frame) {
    std::optional<cal::Intrinsics> camera;
    if (profile_.camera) camera = profile_.camera->intrinsics.scaled_to(frame.size());
    if (profile_.method == cal::BoardMethod::kFiducials) {
      if (!tracker_ || frame.size() != size_) {
        tracker_.emplace(layout_, camera);
        size_ = frame.size();
      }
      return tracker_->track(frame);
    }
    return by_outline(frame, camera);
  }
  const std::string& note() const { return note_; }

 private:
  cal::BoardPose by_outline(const cv::Mat& frame, const std::optional<cal::Intrinsics>& camera) {
    const double sx = static_cast<double>(frame.cols) / profile_.image_size.width;
    const double sy = static_cast<double>(frame.rows) / profile_.image_size.height;
    std::array<cv::Point2d, 4> kept = last_corners_.value_or(profile_.corners_px);
    if (!last_corners_) {
      for (auto& c : kept) c = {c.x * sx, c.y * sy};
    }
    note_.clear();
    const auto outline = cal::find_board_outline(frame, layout_, camera);
    cal::BoardPose pose;
    if (!outline.found) {
      pose = cal::pose_from_corners(kept, layout_, camera);
      pose.tracked = true;  // the pose is the profile's (or last seen), not seen in this frame
      note_ = "outline not re-checked: " + outline.reason;
      return pose;
    }
    // The outline's half turn is a convention: keep the reading nearer the known corners.
    std::array<cv::Point2d, 4> seen = outline.corners_px;
    const std::array<cv::Point2d, 4> turned = {seen[2], seen[3], seen[0], seen[1]};
    auto shift = [&](const std::array<cv::Point2d, 4>& corners) {
      double worst = 0;
      for (int k = 0; k < 4; ++k) worst = std::max(worst, cv::norm(corners[k] - kept[k]));
      return worst;
    };
    if (shift(turned) < shift(seen)) seen = turned;
    const double diagonal = std::hypot(frame.cols, frame.rows);
    const bool moved = shift(seen) > kMovedShare * diagonal;
    pose = cal::pose_from_corners(seen, layout_, camera);
    pose.moved = moved && last_corners_.has_value();
    last_corners_ = seen;
    return pose;
  }

  const cal::Profile& profile_;
  const vision::BoardLayout& layout_;
  std::optional<cal::BoardTracker> tracker_;
  cv::Size size_;
  std::optional<std::array<cv::Point2d, 4>> last_corners_;
  std::string note_;
};

nlohmann::json pose_json(const std::string& name, const cal::BoardPose& pose,
                         const std::string& note) {
  nlohmann::json json = {{"frame", name},
                         {"status", cal::status_name(pose.status)},
                         {"tracked", pose.tracked},
                         {"moved", pose.moved}};
  if (!pose.other_board.empty()) json["other_board"] = pose.other_board;
  if (!pose.found()) return json;
  json["fiducials"] = pose.fiducials;
  json["rms_px"] = pose.rms_px;
  json["corners_px"] = nlohmann::json::array();
  for (const auto& c : pose.corners_px) json["corners_px"].push_back({c.x, c.y});
  if (!note.empty()) json["note"] = note;
  return json;
}

std::string pose_text(const std::string& name, const cal::BoardPose& pose,
                      const std::string& note) {
  std::ostringstream out;
  out << name << ": " << cal::status_name(pose.status);
  if (!pose.other_board.empty()) out << " (" << pose.other_board << ")";
  if (!pose.found()) return out.str();
  if (!pose.fiducials.empty()) {
    out << " fiducials";
    for (int id : pose.fiducials) out << " " << id;
    out << std::fixed << std::setprecision(2) << " rms " << pose.rms_px << " px";
  }
  if (pose.tracked) out << " tracked";
  if (pose.moved) out << " MOVED";
  out << " corners " << corners_text(pose.corners_px);
  if (!note.empty()) out << " (" << note << ")";
  return out.str();
}

int run_locate(const LocateOptions& options) {
  const LoadedCalibration loaded = load_calibration(options.calibration);
  FrameSource source(options.input);
  Locator locator(loaded);
  cv::Mat frame;
  std::string name;
  int frames = 0, found = 0, moved = 0;
  while (source.next(frame, name)) {
    const auto pose = locator.locate(frame);
    ++frames;
    found += pose.found() ? 1 : 0;
    moved += pose.moved ? 1 : 0;
    if (options.json) {
      std::cout << pose_json(name, pose, locator.note()).dump() << "\n";
    } else {
      std::cout << pose_text(name, pose, locator.note()) << "\n";
    }
  }
  if (!options.json) {
    std::cout << "summary: frames=" << frames << " found=" << found << " moved=" << moved << "\n";
  }
  return kExitOk;
}

}  // namespace

void register_locate_commands(CLI::App& app, int& exit_status) {
  auto options = std::make_shared<LocateOptions>();
  auto* locate = app.add_subcommand(
      "locate", "The board in every frame of a picture, a video or a folder, through a profile");
  locate->add_option("input", options->input, "A picture, a video or a folder of pictures")
      ->required();
  add_calibration_option(*locate, options->calibration);
  locate->add_flag("--json", options->json, "One JSON object per frame");
  locate->callback([options, &exit_status] { exit_status = run_locate(*options); });
}

void register_calibrate_board(CLI::App& calibrate, int& exit_status) {
  auto options = std::make_shared<BoardOptions>();
  auto* board = calibrate.add_subcommand(
      "board", "A board's calibration profile from a picture or video of the starting position");
  add_game_options(*board, options->game);
  board->add_option("input", options->input, "A picture or a video of the starting position")
      ->required();
  board->add_option("-o,--output", options->output, "The profile to write (board.json)")
      ->required();
  board->add_option("--camera", options->camera, "The camera's intrinsics (calibrate camera)");
  board->add_option("--corners", options->corners,
                    "x1,y1,...,x4,y4: the board's corners in pixels (boards without fiducials)");
  board->callback([options, &exit_status] { exit_status = run_calibrate_board(*options); });
}

}  // namespace arbitre::app
