// A camera's intrinsics and the file that keeps them (camera.json, format
// "arbitre-camera/1", docs/calibration.md). `arbitre calibrate camera` writes it; every
// command that takes a camera or a calibration profile reads it.
#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "arbitre/engine/result.h"

namespace arbitre::calibration {

// A camera's intrinsics (OpenCV's pinhole model with k1, k2, p1, p2, k3), in pixels of
// `image_size`. Without them Arbitre works on raw pixels, undistorted.
struct Intrinsics {
  cv::Matx33d matrix = cv::Matx33d::eye();
  cv::Vec<double, 5> distortion{0, 0, 0, 0, 0};
  cv::Size image_size;  // the resolution the matrix is in pixels of (0x0: unknown)

  // The same lens at another resolution of the same aspect (a camera set to 640x360 after a
  // 1280x720 calibration): focal lengths and centre scale, distortion does not.
  Intrinsics scaled_to(cv::Size size) const;
};

// What `calibrate camera` found, as saved.
struct CameraFile {
  Intrinsics intrinsics;
  double rms_px = 0;   // reprojection error of the calibration views
  int views = 0;       // views the calibration used
  std::string source;  // where the views came from (a folder or a video), for the player
};

nlohmann::json camera_to_json(const CameraFile& camera);
// Every field checked; errors name `where` (the file) and the field.
engine::Result<CameraFile> camera_from_json(const nlohmann::json& json, const std::string& where);

engine::Status save_camera(const CameraFile& camera, const std::filesystem::path& path);
engine::Result<CameraFile> load_camera(const std::filesystem::path& path);

}  // namespace arbitre::calibration
