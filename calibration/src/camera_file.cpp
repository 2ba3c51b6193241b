#include "arbitre/calibration/camera_file.h"

#include "arbitre/engine/json_fields.h"
#include "json_file.h"

namespace arbitre::calibration {
namespace {

constexpr const char* kCameraFormat = "arbitre-camera/1";

}  // namespace

Intrinsics Intrinsics::scaled_to(cv::Size size) const {
  if (image_size.width <= 0 || size == image_size) return *this;
  Intrinsics scaled = *this;
  const double sx = static_cast<double>(size.width) / image_size.width;
  const double sy = static_cast<double>(size.height) / image_size.height;
  scaled.matrix(0, 0) *= sx;
  scaled.matrix(0, 2) = (matrix(0, 2) + 0.5) * sx - 0.5;  // pixel centres, not edges, scale
  scaled.matrix(1, 1) *= sy;
  scaled.matrix(1, 2) = (matrix(1, 2) + 0.5) * sy - 0.5;
  scaled.image_size = size;
  return scaled;
}

nlohmann::json camera_to_json(const CameraFile& camera) {
  const auto& k = camera.intrinsics.matrix;
  const auto& d = camera.intrinsics.distortion;
  return {{"format", kCameraFormat},
          {"image_size", {camera.intrinsics.image_size.width, camera.intrinsics.image_size.height}},
          {"fx", k(0, 0)},
          {"fy", k(1, 1)},
          {"cx", k(0, 2)},
          {"cy", k(1, 2)},
          {"distortion", {d[0], d[1], d[2], d[3], d[4]}},
          {"rms_px", camera.rms_px},
          {"views", camera.views},
          {"source", camera.source}};
}

engine::Result<CameraFile> camera_from_json(const nlohmann::json& json, const std::string& where) {
  engine::JsonFields fields(json, "");
  CameraFile camera;
  if (fields.has("format") && fields.text("format") != kCameraFormat) {
    fields.fail("format", std::string("must be \"") + kCameraFormat + "\"");
  }
  const auto& size = fields.array("image_size", 2);
  if (fields.ok()) {
    if (!size[0].is_number_integer() || !size[1].is_number_integer() || size[0].get<int>() < 16 ||
        size[1].get<int>() < 16) {
      fields.fail("image_size", "must be [width, height] in pixels, at least 16 each");
    } else {
      camera.intrinsics.image_size = {size[0].get<int>(), size[1].get<int>()};
    }
  }
  auto& k = camera.intrinsics.matrix;
  k(0, 0) = fields.number("fx", 1, 1e6);
  k(1, 1) = fields.number("fy", 1, 1e6);
  k(0, 2) = fields.number("cx", -1e5, 1e5);
  k(1, 2) = fields.number("cy", -1e5, 1e5);
  const auto& distortion = fields.array("distortion", 5);
  for (int i = 0; fields.ok() && i < 5; ++i) {
    if (!distortion[i].is_number()) {
      fields.fail(fields.child_path("distortion") + "[" + std::to_string(i) + "]",
                  "must be a number");
    } else {
      camera.intrinsics.distortion[i] = distortion[i].get<double>();
    }
  }
  camera.rms_px = fields.number("rms_px", 0, 1e3);
  camera.views = fields.integer("views", 0, 100000);
  camera.source = fields.text("source");
  for (const auto& [key, value] : json.items()) {
    static const char* known[] = {"format", "image_size", "fx",     "fy",    "cx",
                                  "cy",     "distortion", "rms_px", "views", "source"};
    if (std::find(std::begin(known), std::end(known), key) == std::end(known)) {
      fields.fail(key, "is not a field of a camera file (docs/calibration.md)");
    }
  }
  if (!fields.ok()) {
    auto error = *fields.error();
    error.field = where + (error.field.empty() ? "" : ": " + error.field);
    return error;
  }
  return camera;
}

engine::Status save_camera(const CameraFile& camera, const std::filesystem::path& path) {
  return detail::write_json_file(camera_to_json(camera), path, "the camera file");
}

engine::Result<CameraFile> load_camera(const std::filesystem::path& path) {
  auto json = detail::read_json_file(path, "the camera file");
  if (!json) return json.error();
  return camera_from_json(*json, path.string());
}

}  // namespace arbitre::calibration
