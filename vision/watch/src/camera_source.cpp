// A camera through V4L2, reopened when it goes away; the capture device and the clock are
// seams, so that the lost-and-back sequence is tested without hardware.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <sstream>
#include <thread>

#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

#include "arbitre/watch/frame_source.h"

namespace arbitre::watch {
namespace {

bool is_camera_index(const std::string& device) {
  return !device.empty() && device.size() <= 4 &&
         std::all_of(device.begin(), device.end(),
                     [](unsigned char c) { return std::isdigit(c) != 0; });
}

class V4l2Capture final : public Capture {
 public:
  bool open(const std::string& device, const CameraOptions& options, cv::Size& actual_size,
            double& actual_fps) override {
    close();
    const bool opened = is_camera_index(device) ? capture_.open(std::stoi(device), cv::CAP_V4L2)
                                                : capture_.open(device, cv::CAP_V4L2);
    if (!opened || !capture_.isOpened()) return false;
    // The format first: the sizes and rates a camera offers depend on it.
    if (options.fourcc.size() == 4) {
      const auto& f = options.fourcc;
      capture_.set(cv::CAP_PROP_FOURCC, cv::VideoWriter::fourcc(f[0], f[1], f[2], f[3]));
    }
    capture_.set(cv::CAP_PROP_FRAME_WIDTH, options.width);
    capture_.set(cv::CAP_PROP_FRAME_HEIGHT, options.height);
    capture_.set(cv::CAP_PROP_FPS, options.fps);
    actual_size = {static_cast<int>(capture_.get(cv::CAP_PROP_FRAME_WIDTH)),
                   static_cast<int>(capture_.get(cv::CAP_PROP_FRAME_HEIGHT))};
    actual_fps = capture_.get(cv::CAP_PROP_FPS);
    return true;
  }
  bool read(cv::Mat& image) override { return capture_.isOpened() && capture_.read(image); }
  void close() override { capture_.release(); }

 private:
  cv::VideoCapture capture_;
};

class CameraSource final : public FrameSource {
 public:
  CameraSource(std::string device, CameraOptions options, std::unique_ptr<Capture> capture,
               Clock clock)
      : device_(std::move(device)),
        options_(std::move(options)),
        capture_(std::move(capture)),
        clock_(std::move(clock)) {}

  engine::Status open() {
    if (!capture_->open(device_, options_, size_, fps_)) {
      return engine::make_error("camera " + device_,
                                "cannot be opened through V4L2 (absent, busy, or not a camera)");
    }
    opened_at_s_ = clock_.now_s();
    return engine::Ok{};
  }

  SourceStatus next(Frame& frame) override {
    if (lost_ && !reopen()) return SourceStatus::kLost;
    if (!capture_->read(frame.image) || frame.image.empty()) {
      capture_->close();
      lost_ = true;
      lost_at_s_ = last_try_s_ = clock_.now_s();
      why_ = "camera " + device_ +
             " stopped giving frames (unplugged, or its driver gave up); reopening it every " +
             seconds_text(options_.reopen_s);
      return SourceStatus::kLost;
    }
    if (frame.image.channels() == 1) cv::cvtColor(frame.image, frame.image, cv::COLOR_GRAY2BGR);
    frame.index = delivered_++;
    frame.time_s = clock_.now_s() - opened_at_s_;
    return SourceStatus::kFrame;
  }

  std::string describe() const override {
    std::ostringstream out;
    out << "camera " << device_ << " (" << size_.width << "x" << size_.height << ", " << fps()
        << " fps)";
    return out.str();
  }
  double fps() const override { return std::isfinite(fps_) && fps_ > 0 ? fps_ : 0; }
  std::string why() const override { return why_; }

 private:
  static std::string seconds_text(double seconds) {
    std::ostringstream out;
    out << seconds << " s";
    return out.str();
  }

  // One try to get the camera back, after waiting out the rest of the reopening interval.
  bool reopen() {
    const double wait = last_try_s_ + options_.reopen_s - clock_.now_s();
    if (wait > 0) clock_.sleep_s(wait);
    last_try_s_ = clock_.now_s();
    if (!capture_->open(device_, options_, size_, fps_)) {
      why_ = "camera " + device_ + " lost for " + seconds_text(last_try_s_ - lost_at_s_) +
             "; it cannot be reopened yet, trying again every " + seconds_text(options_.reopen_s);
      return false;
    }
    lost_ = false;
    why_ = "camera " + device_ + " back after " + seconds_text(last_try_s_ - lost_at_s_);
    return true;
  }

  std::string device_;
  CameraOptions options_;
  std::unique_ptr<Capture> capture_;
  Clock clock_;
  cv::Size size_;
  double fps_ = 0;
  double opened_at_s_ = 0;
  bool lost_ = false;
  double lost_at_s_ = 0;
  double last_try_s_ = 0;
  int delivered_ = 0;
  std::string why_;
};

}  // namespace

std::unique_ptr<Capture> v4l2_capture() {
  return std::make_unique<V4l2Capture>();
}

Clock steady_clock() {
  return {
      [] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
            .count();
      },
      [](double seconds) { std::this_thread::sleep_for(std::chrono::duration<double>(seconds)); }};
}

engine::Result<std::unique_ptr<FrameSource>> open_camera(const std::string& device,
                                                         CameraOptions options,
                                                         std::unique_ptr<Capture> capture,
                                                         Clock clock) {
  if (device.empty()) return engine::make_error("camera", "no device given");
  if (!(options.width > 0 && options.height > 0 && options.fps > 0 && options.reopen_s >= 0)) {
    return engine::make_error("camera " + device,
                              "width, height and fps must be positive, reopen_s 0 or more");
  }
  if (!options.fourcc.empty() && options.fourcc.size() != 4) {
    return engine::make_error("camera " + device + ": fourcc",
                              "'" + options.fourcc + "' is not four characters");
  }
  auto source = std::make_unique<CameraSource>(device, std::move(options), std::move(capture),
                                               std::move(clock));
  if (auto status = source->open(); !status) return status.error();
  return std::unique_ptr<FrameSource>(std::move(source));
}

engine::Result<std::unique_ptr<FrameSource>> open_camera(const std::string& device,
                                                         CameraOptions options) {
  return open_camera(device, std::move(options), v4l2_capture(), steady_clock());
}

}  // namespace arbitre::watch
