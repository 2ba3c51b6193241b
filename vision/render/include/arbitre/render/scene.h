// The still part of a scene: the table, the board lying on it and the light over them, drawn
// once per camera; and the sensor that turns linear light into the frames a camera records.
#pragma once

#include <opencv2/core.hpp>

#include "arbitre/engine/random.h"
#include "arbitre/render/canvas.h"

namespace arbitre::render {

// What the table and the board's surface look like.
struct TableLook {
  enum class Surface { kWood, kCloth, kLaminate };
  Surface surface = Surface::kWood;
  cv::Vec3f colour{0.25f, 0.35f, 0.5f};  // linear BGR base colour
  double grain_mm = 8;                   // scale of the texture
  uint64_t texture_seed = 1;
  float board_specular = 0.f;  // printed board: 0 matt paper .. 0.6 glossy
  float board_shininess = 30.f;
};
TableLook random_table_look(engine::Random& random, bool glossy_allowed = true);

// The board's picture: a texture in linear BGR covering the board's outline, `px_per_mm`
// texels per millimetre (board_art.h draws it from the layout).
struct BoardTexture {
  cv::Mat texture;
  double px_per_mm = 4;
};

// Where the board lies on the table. The renderer's world is the board's frame (mm, z into the
// table), so a board bumped across the table is drawn by moving the camera, the light and the
// table's texture the other way: table point = R(angle) * board point + offset.
struct BoardOnTable {
  cv::Point2d offset_mm{0, 0};
  double angle_deg = 0;

  bool moved() const { return offset_mm != cv::Point2d(0, 0) || angle_deg != 0; }
  cv::Point2d to_table(double x_mm, double y_mm) const;
  // The camera and light, fixed over the table, as seen from the board's frame.
  Camera camera_over(const Camera& table_camera) const;
  Lighting light_over(const Lighting& table_light) const;
};

// Table and board seen through the camera under the light, linear BGR CV_32FC3: each pixel's
// ray meets the table (Camera::plane_map), takes the board's or the table's colour there, and
// is lit (direction, uneven light, glossy highlight). Drawn once per camera and light.
// `camera` and `light` are in the board's frame (BoardOnTable::camera_over, light_over); the
// table's texture is looked up where `placement` puts each point of that frame.
cv::Mat render_background(const Camera& camera, const Lighting& light, const TableLook& table,
                          const BoardTexture& board, const BoardOnTable& placement = {});

// The camera's sensor and lens beyond geometry.
struct SensorLook {
  double noise_sigma = 0.01;         // read noise, share of full scale
  double shot_noise = 0.01;          // photon noise scale (grows with brightness)
  double focus_blur_px = 0;          // Gaussian sigma of defocus
  double vignetting = 0.2;           // light lost in the corners (0..0.5)
  double exposure = 1.0;             // gain before the tone curve
  cv::Vec3d white_balance{1, 1, 1};  // camera's BGR gains (an imperfect auto white balance)
  int jpeg_quality = 90;             // stills: compression artefacts (video: the codec's own)
};
SensorLook random_sensor_look(engine::Random& random);

// A region moving during the exposure (a hand, a rolling die): smeared along `motion_px`.
struct MotionBlur {
  cv::Rect region;
  cv::Point2d motion_px;
};

// Linear frame -> 8-bit BGR as the camera records it: motion blur of the moving regions,
// focus blur, vignetting, white balance, exposure and tone curve, noise. `random` draws the
// noise, so the same seed gives the same frame.
cv::Mat expose(const cv::Mat& linear, const SensorLook& sensor,
               const std::vector<MotionBlur>& moving, engine::Random& random);
// Draws from `random` what expose draws for a frame of `size`, without a frame: a film that
// skips the frames it keeps no picture of still exposes the others with the same noise.
void skip_exposure(cv::Size size, engine::Random& random);
// JPEG round trip at the sensor's quality, for stills.
cv::Mat compress(const cv::Mat& frame, int jpeg_quality);

}  // namespace arbitre::render
