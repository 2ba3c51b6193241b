// Shared set-ups of the renderer's tests: a board, cameras straight above, a plain light.
#pragma once

#include <opencv2/core.hpp>

#include "arbitre/render/camera.h"
#include "arbitre/render/canvas.h"
#include "arbitre/vision/layout.h"

namespace arbitre::render::testing {

// A 400 x 277 mm sheet (the Jacquet board's size), no cells: the renderer only needs its
// outline.
inline vision::BoardLayout test_layout() {
  vision::BoardLayout layout;
  layout.name = "test";
  layout.width_mm = 400;
  layout.height_mm = 277;
  return layout;
}

// A camera without distortion looking straight down at `over` from `height_mm`, image x
// along the board's x; fx = fy = focal_px, principal point at the image centre.
inline Camera camera_above(cv::Point2d over, double height_mm, cv::Size size = {640, 480},
                           double focal_px = 800) {
  Camera camera;
  camera.resolution = size;
  camera.intrinsics = cv::Matx33d(focal_px, 0, (size.width - 1) / 2.0, 0, focal_px,
                                  (size.height - 1) / 2.0, 0, 0, 1);
  camera.rvec = {0, 0, 0};
  camera.tvec = {-over.x, -over.y, height_mm};
  return camera;
}

// Nothing but ambient light: every surface shows its own colour, whatever its slope. The
// lamp is low, so that glossy surfaces seen from above show no highlight.
inline Lighting flat_light() {
  Lighting light;
  light.direction = cv::normalize(cv::Vec3d(1, 0, -0.3));
  light.ambient = 1;
  light.falloff = 0;
  light.shadow_strength = 0;
  return light;
}

inline cv::Mat plain_image(cv::Size size, float value) {
  return cv::Mat(size, CV_32FC3, cv::Scalar::all(value));
}

}  // namespace arbitre::render::testing
