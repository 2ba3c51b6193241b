// One spec for every source: a camera's index or /dev path, a folder, or a video file.
#include <algorithm>
#include <cctype>

#include "arbitre/watch/frame_source.h"

namespace arbitre::watch {
namespace {

bool names_a_camera(const std::string& spec) {
  const bool digits =
      !spec.empty() && spec.size() <= 4 &&
      std::all_of(spec.begin(), spec.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
  return digits || spec.rfind("/dev/", 0) == 0;
}

}  // namespace

engine::Result<std::unique_ptr<FrameSource>> open_source(const std::string& spec,
                                                         const SourceOptions& options) {
  if (spec.empty()) return engine::make_error("input", "no video, folder or camera given");
  std::error_code error;
  // A file or folder of that name in the working directory wins over a camera index.
  const bool exists = std::filesystem::exists(spec, error);
  if (names_a_camera(spec) && (!exists || spec.rfind("/dev/", 0) == 0)) {
    return open_camera(spec, options.camera);
  }
  if (std::filesystem::is_directory(spec, error)) return open_folder(spec, options.folder_fps);
  if (!exists) return engine::make_error(spec, "no such video file, folder or camera");
  return open_video(spec, options.real_time);
}

}  // namespace arbitre::watch
