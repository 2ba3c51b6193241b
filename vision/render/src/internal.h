// Pieces shared by the renderer's sources and not part of its interface: a fast projection
// that stays sane far outside the picture, shading, and convex meshes built from rings.
#pragma once

#include <cmath>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/engine/random.h"
#include "arbitre/render/camera.h"
#include "arbitre/render/canvas.h"
#include "arbitre/render/scene.h"

namespace arbitre::render::detail {

inline constexpr double kPi = 3.14159265358979323846;

// The lens model of cv::projectPoints, evaluated point by point without its call overhead.
// Beyond `radius_limit` (normalised, undistorted) the distortion polynomial may fold back
// into the picture, so it is continued along its tangent there: far-away points (a forearm
// reaching in from outside the picture) then stay outside.
class Projector {
 public:
  explicit Projector(const Camera& camera);

  // The point in the camera frame (mm); z is its depth.
  cv::Vec3d to_camera(const cv::Point3d& board_point) const;
  // Pixel position; false when the point is not in front of the camera.
  bool project(const cv::Point3d& board_point, cv::Point2d& pixel) const;
  // Normalised undistorted coordinates -> distorted ones (the OpenCV polynomial).
  cv::Point2d distort(const cv::Point2d& undistorted) const;
  cv::Point3d camera_position() const { return position_; }

 private:
  cv::Matx33d rotation_;
  cv::Vec3d translation_;
  double fx_, fy_, cx_, cy_;
  cv::Vec<double, 5> k_;
  double radius_limit_;
  double slope_at_limit_;
  cv::Point3d position_;
};

// The radial distortion factor r_d / r_u at undistorted radius r.
double radial_factor(const cv::Vec<double, 5>& distortion, double r);
// The largest undistorted radius (up to `search_to`) below which the radial mapping keeps
// a slope of at least `min_slope`: the part of the lens model that is one to one.
double monotonic_radius(const cv::Vec<double, 5>& distortion, double min_slope, double search_to);

// Light reaching a surface: colour = albedo * diffuse + specular (BGR, linear).
struct Shading {
  cv::Vec3f diffuse;
  cv::Vec3f specular;
};
// Lambert + ambient + Blinn-Phong, with the light's tint and its uneven fall-off at `point`.
// `normal` is the outward unit normal, `eye` the camera position (board frame).
Shading shade(const Lighting& light, const Material& material, const cv::Point3d& point,
              const cv::Vec3d& normal, const cv::Point3d& eye);
// Share of the light left at a table point (mm) by the uneven lighting.
double falloff_factor(const Lighting& light, double x_mm, double y_mm);

// Sub-pixel bits of the polygon fills.
inline constexpr int kShift = 4;

cv::Point3d centroid(const std::vector<cv::Point3d>& points);
// Integer pixel box around a polygon, a pixel wider on each side.
cv::Rect bounding_box(const std::vector<cv::Point2f>& polygon);
// A polygon (image pixels) in a layer's fixed-point coordinates (kShift bits): layer pixel j
// covers image pixels [origin - 0.5 + j / scale, origin - 0.5 + (j + 1) / scale). Clipped
// to just beyond the layer's `size`, so far off-picture vertices cost nothing to fill.
std::vector<cv::Point> to_layer(const std::vector<cv::Point2f>& polygon, cv::Point2d origin,
                                int scale, cv::Size size);
// Fills a fixed-point polygon (convex ones faster), pixel centres inside taken.
void fill(cv::Mat& target, const std::vector<cv::Point>& points, bool convex,
          const cv::Scalar& value);

// Outward unit normal of a planar face whose vertices run clockwise seen from outside (the
// sheet's convention: x right, y down, seen from above). Zero for a degenerate face.
cv::Vec3d face_normal(const std::vector<cv::Point3d>& vertices);
// Reverses the face if it does not already face away from `inside`.
void orient_outward(std::vector<cv::Point3d>& vertices, const cv::Point3d& inside);

struct Face {
  std::vector<cv::Point3d> vertices;
  Material material;
};

// A convex solid (or a solid with decals drawn after the face they lie on): faces are drawn
// in order with back faces culled.
struct Part {
  std::vector<Face> faces;
  cv::Point3d centre;
  // Every vertex, for the shadow's outline.
  std::vector<cv::Point3d> outline() const;
};

// One cross-section of a tube: an ellipse around `centre` spanned by unit axes u, v.
struct Ring {
  cv::Point3d centre;
  double radius_u = 0;
  double radius_v = 0;
};

// A closed tube through the rings (a lathe when they share an axis), `sides` facets round,
// capped at both ends; faces oriented outward. u, v: the cross-section's axes.
Part make_tube(const std::vector<Ring>& rings, const cv::Vec3d& u, const cv::Vec3d& v, int sides,
               const Material& material);
// A sphere-like ellipsoid: `bands` rings from pole to pole along `axis`.
Part make_ellipsoid(const cv::Point3d& centre, const cv::Vec3d& axis, double half_length,
                    const cv::Vec3d& u, double radius_u, double radius_v, int sides, int bands,
                    const Material& material);
// Two unit vectors perpendicular to `axis` and to each other.
void perpendicular_axes(const cv::Vec3d& axis, cv::Vec3d& u, cv::Vec3d& v);

// A SceneObject made of parts. `depth_sorted`: parts drawn far to near (a hand); otherwise in
// the order given (pieces, listed bottom to top, seen from above).
class PartsObject : public SceneObject {
 public:
  PartsObject(std::vector<Part> parts, cv::Point3d anchor, bool depth_sorted, int layer = 0);
  void draw_shadow(Canvas& canvas) const override;
  void draw(Canvas& canvas) const override;
  cv::Point3d anchor() const override { return anchor_; }
  int layer() const override { return layer_; }

 private:
  std::vector<Part> parts_;
  cv::Point3d anchor_;
  bool depth_sorted_;
  int layer_;
};

// The sRGB tone curve from linear light (0..1) to 8-bit levels as a float (0..255), by
// linear interpolation in a fine table: continuous, for adding noise before rounding.
class ToneCurve {
 public:
  static const ToneCurve& instance();
  float level(float linear) const {
    if (!(linear > 0.f)) return 0.f;
    if (linear >= 1.f) return 255.f;
    const float position = linear * kSteps;
    const int index = static_cast<int>(position);
    const float share = position - static_cast<float>(index);
    return table_[index] + (table_[index + 1] - table_[index]) * share;
  }

 private:
  static constexpr int kSteps = 8192;
  ToneCurve();
  float table_[kSteps + 1];
};

// The table's surface as a function of the position on it (mm): wood planks with grain,
// woven cloth or laminate, with detail finer than a pixel's footprint averaged away.
class TableTexture {
 public:
  explicit TableTexture(const TableLook& look);
  // Linear BGR albedo at (x, y) mm; `footprint_mm`: the size of a pixel there.
  cv::Vec3f albedo(double x, double y, double footprint_mm) const;

 private:
  double noise(double x, double y, uint64_t salt) const;  // smooth value noise, 0..1
  double fractal(double x, double y, int octaves, double footprint, uint64_t salt) const;
  cv::Vec3f wood(double x, double y, double footprint) const;
  cv::Vec3f cloth(double x, double y, double footprint) const;
  cv::Vec3f laminate(double x, double y, double footprint) const;

  TableLook look_;
  double plank_width_mm_;
  double plank_length_mm_;
};

// A colour scaled (a darker rim, a contrasting band).
Material scaled(const Material& material, float gain);
// An sRGB colour given as 0..255 R, G, B, in linear BGR.
cv::Vec3f linear_from_srgb(double r, double g, double b);

}  // namespace arbitre::render::detail
