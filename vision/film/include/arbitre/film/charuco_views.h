// Filming the ChArUco calibration sheet (vision/charuco_sheet.h) lying on a table, as a
// player calibrating a camera would: one camera (the seed's lens, resolution, light, table
// and sensor) seen from many poses, each held still, with short moves between.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "arbitre/engine/result.h"
#include "arbitre/render/camera.h"

namespace arbitre::film {

struct CharucoViewsOptions {
  uint64_t seed = 1;  // the lens, resolution, light, table, sensor and every pose
  int views = 24;
  int width = 0;  // 0: the resolution the seed picks; else force width x height
  int height = 0;
  // The sheet's tilt from facing the camera, drawn per view within these (degrees): views
  // tilted in varied directions are what fix the focal length.
  double min_tilt_deg = 0;
  double max_tilt_deg = 50;
  bool stills = true;  // stills/NNN.jpg, one per view
  bool video = false;  // video.mp4: each view held hold_s, then a move_s move to the next
  double fps = 10;
  double hold_s = 0.5;
  double move_s = 0.3;
};

struct CharucoViewsReport {
  int views = 0;
  int frames = 0;  // video frames written
  std::string resolution;
  render::Camera lens;  // the intrinsics (rvec, tvec of the first view)
};

// Writes `out_dir`/truth.json (format "arbitre-charuco-truth/1", docs/calibration.md),
// stills/ and, when asked, video.mp4. The folder is created; files of these names replaced.
engine::Result<CharucoViewsReport> film_charuco_views(const CharucoViewsOptions& options,
                                                      const std::filesystem::path& out_dir);

}  // namespace arbitre::film
