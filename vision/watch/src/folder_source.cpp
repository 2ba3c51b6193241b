// A folder of pictures, sorted by name, as frames at a given rate.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>
#include <vector>

#include <opencv2/imgcodecs.hpp>

#include "arbitre/watch/frame_source.h"

namespace arbitre::watch {
namespace {

bool is_picture_name(const std::filesystem::path& path) {
  std::string ext = path.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext == ".jpg" || ext == ".jpeg" || ext == ".png";
}

class FolderSource final : public FrameSource {
 public:
  FolderSource(std::filesystem::path dir, std::vector<std::filesystem::path> files, double fps)
      : dir_(std::move(dir)), files_(std::move(files)), fps_(fps) {}

  SourceStatus next(Frame& frame) override {
    while (next_file_ < files_.size()) {
      const auto& file = files_[next_file_++];
      frame.image = cv::imread(file.string(), cv::IMREAD_COLOR);
      if (frame.image.empty()) {
        skipped_.push_back(file.filename().string());
        continue;
      }
      frame.index = delivered_++;
      frame.time_s = frame.index / fps_;
      return SourceStatus::kFrame;
    }
    return SourceStatus::kEnd;
  }

  std::string describe() const override {
    std::ostringstream out;
    out << "folder " << dir_.string() << " (" << files_.size() << " pictures, " << fps_ << " fps)";
    return out.str();
  }
  double fps() const override { return fps_; }
  int frame_count() const override { return static_cast<int>(files_.size()); }

  std::string why() const override {
    if (skipped_.empty()) return {};
    std::string text = "skipped " + std::to_string(skipped_.size()) + " file" +
                       (skipped_.size() > 1 ? "s" : "") + " that could not be decoded:";
    for (const auto& name : skipped_) text += " " + name;
    return text;
  }

 private:
  std::filesystem::path dir_;
  std::vector<std::filesystem::path> files_;
  double fps_;
  size_t next_file_ = 0;
  int delivered_ = 0;
  std::vector<std::string> skipped_;
};

}  // namespace

engine::Result<std::unique_ptr<FrameSource>> open_folder(const std::filesystem::path& dir,
                                                         double fps) {
  if (!std::isfinite(fps) || fps <= 0) {
    return engine::make_error(dir.string(), "the frame rate must be a positive number");
  }
  std::error_code error;
  if (!std::filesystem::is_directory(dir, error)) {
    return engine::make_error(dir.string(), "no such folder");
  }
  std::vector<std::filesystem::path> files;
  for (std::filesystem::directory_iterator it(dir, error), end; !error && it != end;
       it.increment(error)) {
    if (it->is_regular_file(error) && is_picture_name(it->path())) files.push_back(it->path());
  }
  if (error) return engine::make_error(dir.string(), "cannot be listed: " + error.message());
  if (files.empty()) {
    return engine::make_error(dir.string(), "no .jpg, .jpeg or .png picture in the folder");
  }
  std::sort(files.begin(), files.end());
  return std::unique_ptr<FrameSource>(std::make_unique<FolderSource>(dir, std::move(files), fps));
}

}  // namespace arbitre::watch
