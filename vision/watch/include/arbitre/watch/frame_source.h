// Frame sources: a video file, a folder of pictures or a camera, frame after frame behind one
// interface, so that the referee's pipeline does not care where its pictures come from.
//
// A video or a folder ends (kEnd). A camera never ends: when it stops giving frames (read fails,
// unplugged) it is reported lost (kLost) and reopened on later calls; the frame index and the
// clock go on across the gap, and the game in progress is the caller's to keep.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include <opencv2/core.hpp>

#include "arbitre/engine/result.h"

namespace arbitre::watch {

struct Frame {
  cv::Mat image;      // 8-bit BGR
  int index = 0;      // frames delivered so far by this source, from 0 (not reset on reopen)
  double time_s = 0;  // video: its timestamp; folder: index / fps; camera: seconds since opened
};

enum class SourceStatus { kFrame, kEnd, kLost };

class FrameSource {
 public:
  virtual ~FrameSource() = default;
  // kFrame: `frame` filled. kEnd: a video or folder is over. kLost: a camera stopped giving
  // frames; later calls try to reopen it (every CameraOptions::reopen_s, waiting out the rest
  // of that interval so that a caller's loop does not spin) and give kFrame again once it is
  // back. `why()` says what happened in words for kLost, and for a kEnd that came early.
  virtual SourceStatus next(Frame& frame) = 0;
  virtual std::string describe() const = 0;       // "video game.mp4 (1280x720, 30 fps, 912 frames)"
  virtual double fps() const = 0;                 // 0 when unknown
  virtual int frame_count() const { return -1; }  // -1 when unknown (progress bars)
  virtual std::string why() const { return {}; }
};

struct CameraOptions {
  int width = 1280;  // pixels asked of the camera; it may give another size (describe() says)
  int height = 720;
  double fps = 30;        // frames per second asked of the camera
  double reopen_s = 1.0;  // seconds between two tries to reopen a lost camera
  // The pixel format asked of the camera (V4L2 fourcc). Most USB webcams give 720p at 30 fps
  // only compressed (MJPG); raw YUYV tops out near 10 fps there. Empty: the camera's default.
  std::string fourcc = "MJPG";
};

// A video file read through FFmpeg. `real_time`: frames are delivered at the video's pace, as a
// camera would give them (`arbitre live --video`); a caller slower than the video misses frames
// as it would miss a camera's (index counts the frames delivered, time_s keeps the video's
// timestamps). A frame that fails to decode mid-file ends the video early; why() says so.
engine::Result<std::unique_ptr<FrameSource>> open_video(const std::filesystem::path& path,
                                                        bool real_time = false);

// The .jpg, .jpeg and .png files of a folder (any case), sorted by name; other files are not
// frames and are ignored. A picture file that cannot be decoded is skipped, not fatal (a folder
// of camera snapshots may hold a half-written last one): next() goes on with the following
// file and why() names the files skipped so far. A folder without pictures is an error.
engine::Result<std::unique_ptr<FrameSource>> open_folder(const std::filesystem::path& dir,
                                                         double fps = 30);

// A camera through V4L2: "3" is /dev/video3's index, or a path such as "/dev/video2".
engine::Result<std::unique_ptr<FrameSource>> open_camera(const std::string& device,
                                                         CameraOptions options = {});

struct SourceOptions {
  bool real_time = false;  // a video: paced as a camera (open_video)
  double folder_fps = 30;  // a folder: the frame rate its time_s assumes
  CameraOptions camera;    // a camera
};

// "3" or "/dev/video2" -> camera; a folder -> folder; else a video file. Errors name the input.
engine::Result<std::unique_ptr<FrameSource>> open_source(const std::string& spec,
                                                         const SourceOptions& options = {});

// ---- The camera's seams, for tests that have no camera ----

// What the camera source needs of a capture device. The V4L2 one wraps cv::VideoCapture.
class Capture {
 public:
  virtual ~Capture() = default;
  // Opens (or reopens) the device; false when it gives no frame. `actual` receives the size
  // and rate the device settled on (0 where it does not say).
  virtual bool open(const std::string& device, const CameraOptions& options, cv::Size& actual_size,
                    double& actual_fps) = 0;
  virtual bool read(cv::Mat& image) = 0;  // false: no frame (a failure, or unplugged)
  virtual void close() = 0;
};

// Time for the camera source: seconds on a steady clock, and waiting.
struct Clock {
  std::function<double()> now_s;
  std::function<void(double seconds)> sleep_s;
};

std::unique_ptr<Capture> v4l2_capture();
Clock steady_clock();

// open_camera on a given capture and clock (tests pass fakes).
engine::Result<std::unique_ptr<FrameSource>> open_camera(const std::string& device,
                                                         CameraOptions options,
                                                         std::unique_ptr<Capture> capture,
                                                         Clock clock);

}  // namespace arbitre::watch
