// A video file through FFmpeg, as fast as the caller reads it or paced like a camera.
#include <chrono>
#include <cmath>
#include <sstream>
#include <thread>

#include <opencv2/videoio.hpp>

#include "arbitre/watch/frame_source.h"

namespace arbitre::watch {
namespace {

class VideoSource final : public FrameSource {
 public:
  VideoSource(std::filesystem::path path, bool real_time)
      : path_(std::move(path)), real_time_(real_time) {}

  engine::Status open() {
    std::error_code error;
    if (!std::filesystem::exists(path_, error)) {
      return engine::make_error(path_.string(), "no such file");
    }
    if (std::filesystem::is_directory(path_, error)) {
      return engine::make_error(path_.string(), "is a folder, not a video");
    }
    video_.open(path_.string(), cv::CAP_FFMPEG);  // FFmpeg alone: the same decoder everywhere
    if (!video_.isOpened()) {
      return engine::make_error(path_.string(), "not a video FFmpeg can read");
    }
    fps_ = video_.get(cv::CAP_PROP_FPS);
    if (!std::isfinite(fps_) || fps_ <= 0 || fps_ > 1000) fps_ = 0;
    const double count = video_.get(cv::CAP_PROP_FRAME_COUNT);
    frame_count_ = count >= 1 ? static_cast<int>(std::lround(count)) : -1;
    size_ = {static_cast<int>(video_.get(cv::CAP_PROP_FRAME_WIDTH)),
             static_cast<int>(video_.get(cv::CAP_PROP_FRAME_HEIGHT))};
    return engine::Ok{};
  }

  SourceStatus next(Frame& frame) override {
    if (ended_) return SourceStatus::kEnd;
    double time_s = 0;
    if (!grab_due_frame(time_s)) {
      end_of_file();
      return SourceStatus::kEnd;
    }
    if (!video_.retrieve(frame.image) || frame.image.empty()) {
      ended_ = true;
      why_ = "frame " + std::to_string(decoded_ - 1) + " of " + path_.filename().string() +
             " could not be decoded: the video ends there";
      return SourceStatus::kEnd;
    }
    frame.index = delivered_++;
    frame.time_s = time_s;
    return SourceStatus::kFrame;
  }

  std::string describe() const override {
    std::ostringstream out;
    out << "video " << path_.filename().string() << " (" << size_.width << "x" << size_.height
        << ", " << (fps_ > 0 ? fps_ : 0) << " fps, ";
    if (frame_count_ > 0) {
      out << frame_count_ << " frames)";
    } else {
      out << "length unknown)";
    }
    return out.str();
  }
  double fps() const override { return fps_; }
  int frame_count() const override { return frame_count_; }
  std::string why() const override { return why_; }

 private:
  using WallClock = std::chrono::steady_clock;

  // The timestamp of the frame just grabbed: the container's, else its rank over the rate.
  double grabbed_time_s() const {
    const double ms = video_.get(cv::CAP_PROP_POS_MSEC);
    const int rank = decoded_ - 1;
    if (std::isfinite(ms) && (ms > 0 || rank == 0)) return ms / 1000.0;
    return fps_ > 0 ? rank / fps_ : 0;
  }

  // Grabs the next frame to deliver; in real time, waits for its moment, or passes over the
  // frames whose moment went by more than a frame ago (a camera's late frames are gone too).
  bool grab_due_frame(double& time_s) {
    for (;;) {
      if (!video_.grab()) return false;
      ++decoded_;
      time_s = grabbed_time_s();
      if (!real_time_) return true;
      const auto now = WallClock::now();
      if (decoded_ == 1) {
        started_ = now;
        first_time_s_ = time_s;
      }
      const double since_start = std::chrono::duration<double>(now - started_).count();
      const double due = time_s - first_time_s_;
      const double period = fps_ > 0 ? 1.0 / fps_ : 0.04;
      if (since_start > due + period) continue;  // late: dropped, as a camera drops it
      if (due > since_start)
        std::this_thread::sleep_for(std::chrono::duration<double>(due - since_start));
      return true;
    }
  }

  void end_of_file() {
    ended_ = true;
    // Containers announce a count that can be off by a frame or two; fewer than that is a
    // decoding failure worth saying.
    if (frame_count_ > 0 && decoded_ + 2 < frame_count_) {
      why_ = "no frame could be decoded after frame " + std::to_string(decoded_ - 1) + " of " +
             path_.filename().string() + " (" + std::to_string(frame_count_) +
             " announced): the video ends there";
    }
  }

  std::filesystem::path path_;
  bool real_time_ = false;
  cv::VideoCapture video_;
  double fps_ = 0;
  int frame_count_ = -1;
  cv::Size size_;
  int decoded_ = 0;    // frames grabbed from the file
  int delivered_ = 0;  // frames given to the caller
  bool ended_ = false;
  std::string why_;
  WallClock::time_point started_;
  double first_time_s_ = 0;
};

}  // namespace

engine::Result<std::unique_ptr<FrameSource>> open_video(const std::filesystem::path& path,
                                                        bool real_time) {
  auto source = std::make_unique<VideoSource>(path, real_time);
  if (auto status = source->open(); !status) return status.error();
  return std::unique_ptr<FrameSource>(std::move(source));
}

}  // namespace arbitre::watch
