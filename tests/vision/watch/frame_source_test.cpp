// Frame sources: a video written here and read back (count, times, indices), real-time pacing
// dropping frames for a slow reader, a folder of pictures, the errors naming their input, and
// a fake camera that goes away and comes back.
#include <gtest/gtest.h>

#include <unistd.h>
#include <chrono>
#include <deque>
#include <fstream>
#include <thread>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include "arbitre/watch/frame_source.h"

namespace arbitre::watch {
namespace {

namespace fs = std::filesystem;

// A folder of its own under the temporary directory, removed afterwards.
class TempDir {
 public:
  explicit TempDir(const std::string& name)
      : path_(fs::temp_directory_path() /
              ("arbitre-watch-" + name + "-" + std::to_string(::getpid()))) {
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() { fs::remove_all(path_); }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

// Frame k of the test videos: a flat grey of 20 * k, so that frames can be told apart after
// compression.
cv::Mat grey_frame(int k, cv::Size size = {64, 48}) {
  return cv::Mat(size, CV_8UC3, cv::Scalar::all(20 * k));
}

// Writes `frames` frames at `fps` through FFmpeg (MPEG-4 part 2, else H.264).
void write_video(const fs::path& path, int frames, double fps) {
  cv::VideoWriter writer;
  for (const int fourcc :
       {cv::VideoWriter::fourcc('m', 'p', '4', 'v'), cv::VideoWriter::fourcc('a', 'v', 'c', '1')}) {
    if (writer.open(path.string(), cv::CAP_FFMPEG, fourcc, fps, {64, 48})) break;
  }
  ASSERT_TRUE(writer.isOpened()) << "no FFmpeg video writer for " << path;
  for (int k = 0; k < frames; ++k) writer.write(grey_frame(k));
}

TEST(VideoSource, ReadsEveryFrameWithItsIndexAndTime) {
  TempDir dir("video");
  const auto path = dir.path() / "game.mp4";
  write_video(path, 12, 10);
  auto source = open_video(path);
  ASSERT_TRUE(source) << source.error().to_string();
  EXPECT_NEAR((*source)->fps(), 10, 1e-6);
  EXPECT_EQ((*source)->frame_count(), 12);
  EXPECT_EQ((*source)->describe(), "video game.mp4 (64x48, 10 fps, 12 frames)");
  Frame frame;
  for (int k = 0; k < 12; ++k) {
    ASSERT_EQ((*source)->next(frame), SourceStatus::kFrame) << "frame " << k;
    EXPECT_EQ(frame.index, k);
    EXPECT_NEAR(frame.time_s, k / 10.0, 1e-3);
    EXPECT_EQ(frame.image.type(), CV_8UC3);
    EXPECT_EQ(frame.image.size(), cv::Size(64, 48));
    EXPECT_NEAR(cv::mean(frame.image)[0], 20 * k, 6) << "frame " << k;
  }
  EXPECT_EQ((*source)->next(frame), SourceStatus::kEnd);
  EXPECT_EQ((*source)->next(frame), SourceStatus::kEnd);
  EXPECT_EQ((*source)->why(), "");
}

// A reader slower than the video, in real time, misses frames as it would miss a camera's: the
// index counts frames delivered, the times jump.
TEST(VideoSource, RealTimeDropsTheFramesASlowReaderMissed) {
  TempDir dir("realtime");
  const auto path = dir.path() / "game.mp4";
  write_video(path, 12, 30);
  auto source = open_video(path, /*real_time=*/true);
  ASSERT_TRUE(source) << source.error().to_string();
  Frame frame;
  std::vector<Frame> delivered;
  while ((*source)->next(frame) == SourceStatus::kFrame) {
    delivered.push_back(frame);
    std::this_thread::sleep_for(std::chrono::milliseconds(100));  // three frames' time
  }
  ASSERT_GE(delivered.size(), 2u);
  EXPECT_LT(delivered.size(), 12u);
  for (size_t k = 1; k < delivered.size(); ++k) {
    EXPECT_EQ(delivered[k].index, static_cast<int>(k));
    EXPECT_GT(delivered[k].time_s, delivered[k - 1].time_s + 1.5 / 30);
  }
}

TEST(VideoSource, ErrorsNameTheFile) {
  auto missing = open_video("/nonexistent/arbitre/game.mp4");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().to_string(), "/nonexistent/arbitre/game.mp4: no such file");

  TempDir dir("notvideo");
  const auto path = dir.path() / "notes.mp4";
  std::ofstream(path) << "not a video at all\n";
  auto garbage = open_video(path);
  ASSERT_FALSE(garbage);
  EXPECT_EQ(garbage.error().field, path.string());
  EXPECT_NE(garbage.error().message.find("not a video"), std::string::npos);
}

TEST(FolderSource, ReadsPicturesByNameAndSkipsUndecodableOnes) {
  TempDir dir("folder");
  ASSERT_TRUE(cv::imwrite((dir.path() / "b.jpg").string(), grey_frame(2)));
  ASSERT_TRUE(cv::imwrite((dir.path() / "a.png").string(), grey_frame(1)));
  ASSERT_TRUE(cv::imwrite((dir.path() / "c.JPEG").string(), grey_frame(3)));
  std::ofstream(dir.path() / "d.png") << "half-written";     // not a picture: skipped
  std::ofstream(dir.path() / "notes.txt") << "not a frame";  // not a picture name: ignored
  auto source = open_folder(dir.path(), 5);
  ASSERT_TRUE(source) << source.error().to_string();
  EXPECT_EQ((*source)->frame_count(), 4);
  EXPECT_EQ((*source)->fps(), 5);
  Frame frame;
  for (int k = 0; k < 3; ++k) {
    ASSERT_EQ((*source)->next(frame), SourceStatus::kFrame);
    EXPECT_EQ(frame.index, k);
    EXPECT_DOUBLE_EQ(frame.time_s, k / 5.0);
    EXPECT_NEAR(cv::mean(frame.image)[0], 20 * (k + 1), 3);
  }
  EXPECT_EQ((*source)->next(frame), SourceStatus::kEnd);
  EXPECT_EQ((*source)->why(), "skipped 1 file that could not be decoded: d.png");
}

TEST(FolderSource, ErrorsNameTheFolder) {
  auto missing = open_folder("/nonexistent/arbitre/frames");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().to_string(), "/nonexistent/arbitre/frames: no such folder");
  TempDir dir("empty");
  auto empty = open_folder(dir.path());
  ASSERT_FALSE(empty);
  EXPECT_EQ(empty.error().field, dir.path().string());
  auto bad_rate = open_folder(dir.path(), 0);
  ASSERT_FALSE(bad_rate);
  EXPECT_NE(bad_rate.error().message.find("frame rate"), std::string::npos);
}

TEST(OpenSource, ChoosesBySpec) {
  TempDir dir("spec");
  ASSERT_TRUE(cv::imwrite((dir.path() / "a.png").string(), grey_frame(1)));
  auto folder = open_source(dir.path().string());
  ASSERT_TRUE(folder) << folder.error().to_string();
  EXPECT_EQ((*folder)->describe().rfind("folder ", 0), 0u);

  auto missing = open_source("/nonexistent/arbitre/game.mp4");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().to_string(),
            "/nonexistent/arbitre/game.mp4: no such video file, folder or camera");

  // A /dev path is a camera, here one that does not exist.
  auto camera = open_source("/dev/arbitre-no-such-camera");
  ASSERT_FALSE(camera);
  EXPECT_EQ(camera.error().field, "camera /dev/arbitre-no-such-camera");
}

// ---- The camera, on a fake capture and a fake clock ----

// Plays a script: each open() and read() takes the next answer of its list (the last one
// repeats). Every read advances the clock by a frame.
class FakeCapture final : public Capture {
 public:
  FakeCapture(std::deque<bool> opens, std::deque<bool> reads, double& now_s)
      : opens_(std::move(opens)), reads_(std::move(reads)), now_s_(now_s) {}

  bool open(const std::string&, const CameraOptions& options, cv::Size& size,
            double& fps) override {
    ++open_calls;
    size = {options.width, options.height};
    fps = options.fps;
    return take(opens_);
  }
  bool read(cv::Mat& image) override {
    now_s_ += 1.0 / 30;
    if (!take(reads_)) return false;
    image = grey_frame(1, {32, 24});
    return true;
  }
  void close() override { ++close_calls; }

  int open_calls = 0;
  int close_calls = 0;

 private:
  static bool take(std::deque<bool>& answers) {
    const bool answer = answers.front();
    if (answers.size() > 1) answers.pop_front();
    return answer;
  }
  std::deque<bool> opens_, reads_;
  double& now_s_;
};

struct FakeClock {
  double now_s = 100;
  double slept_s = 0;
  Clock clock() {
    return {[this] { return now_s; },
            [this](double seconds) {
              slept_s += seconds;
              now_s += seconds;
            }};
  }
};

TEST(CameraSource, LostThenReopenedKeepsCounting) {
  FakeClock time;
  // Opened; two frames; the read fails (unplugged); the first reopening fails; the second
  // works and frames flow again.
  auto capture = std::make_unique<FakeCapture>(
      std::deque<bool>{true, false, true}, std::deque<bool>{true, true, false, true}, time.now_s);
  FakeCapture* fake = capture.get();
  CameraOptions options;
  options.reopen_s = 1.0;
  auto source = open_camera("/dev/video7", options, std::move(capture), time.clock());
  ASSERT_TRUE(source) << source.error().to_string();
  EXPECT_EQ((*source)->describe(), "camera /dev/video7 (1280x720, 30 fps)");

  Frame frame;
  ASSERT_EQ((*source)->next(frame), SourceStatus::kFrame);
  EXPECT_EQ(frame.index, 0);
  ASSERT_EQ((*source)->next(frame), SourceStatus::kFrame);
  EXPECT_EQ(frame.index, 1);
  const double before_loss_s = frame.time_s;

  ASSERT_EQ((*source)->next(frame), SourceStatus::kLost);
  EXPECT_NE((*source)->why().find("stopped giving frames"), std::string::npos);
  EXPECT_EQ(fake->close_calls, 1);
  EXPECT_EQ(time.slept_s, 0);  // reported at once, not after a wait

  ASSERT_EQ((*source)->next(frame), SourceStatus::kLost);  // waits, tries, fails
  EXPECT_NEAR(time.slept_s, 1.0, 1e-9);
  EXPECT_NE((*source)->why().find("cannot be reopened"), std::string::npos);

  ASSERT_EQ((*source)->next(frame), SourceStatus::kFrame);  // waits, tries, back
  EXPECT_NEAR(time.slept_s, 2.0, 1e-9);
  EXPECT_EQ(fake->open_calls, 3);
  EXPECT_EQ(frame.index, 2);  // the count goes on across the gap
  EXPECT_GT(frame.time_s, before_loss_s + 2.0);
  EXPECT_NE((*source)->why().find("back after"), std::string::npos);
  ASSERT_EQ((*source)->next(frame), SourceStatus::kFrame);
  EXPECT_EQ(frame.index, 3);
}

TEST(CameraSource, OpeningErrorsNameTheDevice) {
  FakeClock time;
  auto absent = open_camera(
      "3", {},
      std::make_unique<FakeCapture>(std::deque<bool>{false}, std::deque<bool>{true}, time.now_s),
      time.clock());
  ASSERT_FALSE(absent);
  EXPECT_EQ(absent.error().field, "camera 3");

  CameraOptions bad;
  bad.fourcc = "MJPEG";
  auto refused = open_camera(
      "3", bad,
      std::make_unique<FakeCapture>(std::deque<bool>{true}, std::deque<bool>{true}, time.now_s),
      time.clock());
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().field, "camera 3: fourcc");
}

}  // namespace
}  // namespace arbitre::watch
