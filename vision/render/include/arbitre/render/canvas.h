// Canvas: the frame being drawn, in linear light (CV_32FC3, BGR, 0..1 before the sensor),
// with the camera and the light it is drawn under. Objects are drawn as flat-shaded convex
// faces and textured quads, far to near (painter's algorithm), after their shadows.
#pragma once

#include <array>
#include <memory>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/engine/random.h"
#include "arbitre/render/camera.h"

namespace arbitre::render {

// The room's light. Board frame: z into the table, so a light above has direction.z < 0.
struct Lighting {
  cv::Vec3d direction{0.3, 0.2, -1.0};  // from the table toward the main light (normalised)
  double ambient = 0.35;                // share of light that reaches every surface
  cv::Vec3d tint{1, 1, 1};              // BGR gain of the light's colour temperature
  double shadow_strength = 0.5;         // 0: no shadows .. 0.95: nearly black shadows
  double shadow_softness_mm = 3;        // blur of shadow edges (mm) of a thing 20 mm high,
                                        // scaled by its height / 20 mm within 0.3x..4x
  cv::Point2d hotspot_mm{0, 0};         // brightest place on the table (uneven light)
  double falloff = 0.0;                 // light lost per metre away from the hotspot (0..0.6)
};

// From 2700 K to 6500 K, any direction 20..70 degrees above the table, soft or hard shadows.
Lighting random_lighting(const vision::BoardLayout& layout, engine::Random& random);

// A surface: its colour in linear BGR and how glossy it is.
struct Material {
  cv::Vec3f colour{0.5f, 0.5f, 0.5f};
  float specular = 0.f;  // 0 matt .. 1 mirror-like highlight
  float shininess = 20.f;
};

namespace detail {
class Projector;
}

class Canvas {
 public:
  // `background`: the table and the board already drawn (see scene.h), linear BGR.
  Canvas(const Camera& camera, const Lighting& light, cv::Mat background);

  const Camera& camera() const { return camera_; }
  const Lighting& light() const { return light_; }
  cv::Mat& image() { return image_; }

  // A convex planar face (board-frame vertices in order, clockwise seen from outside, as the
  // sheet's polygons are clockwise seen from above); shaded from its outward normal, skipped
  // when it faces away from the camera.
  void fill_face(const std::vector<cv::Point3d>& vertices, const Material& material);
  // A texture (linear BGR CV_32FC3, the surface's own colour: material.colour is not used,
  // only its gloss) on a planar quad: corners are the texture's top-left, top-right,
  // bottom-right, bottom-left, at texels (0, 0), (cols, 0), (cols, rows), (0, rows) as art's
  // images count them (texel centres on the drawing's points); shaded like fill_face. Skipped when
  // facing away. `outline`, a convex polygon in the quad's plane, clips it (a card's rounded
  // corners); empty: the quad.
  void texture_quad(const std::array<cv::Point3d, 4>& corners, const cv::Mat& texture,
                    const Material& material, const std::vector<cv::Point3d>& outline = {});
  // Darkens the table under an object: its outline (board frame) projected along the light
  // onto z = 0, blurred by the light's softness (more for things held higher). Overlapping
  // shadows darken as one.
  void cast_shadow(const std::vector<cv::Point3d>& outline);

  // The faces drawn between begin_object() and end_object() are composited as one layer,
  // supersampled, so that neighbouring faces of an object leave no seams where the table
  // shows through; drawn in the order given (back faces are culled). Outside such a bracket
  // each face is composited on its own. A layer spanning much of the picture is drawn at
  // the picture's resolution with its outline, taken as convex, anti-aliased: bracket each
  // convex part of a large object on its own.
  void begin_object();
  void end_object();

  // Pixel position of a board point through the drawing's lens model (as Camera::project
  // inside the picture, continued smoothly far outside it); false behind the camera.
  bool project(const cv::Point3d& board_point, cv::Point2d& pixel) const;
  // Depth along the optical axis (mm), as Camera::depth but without its set-up cost.
  double depth(const cv::Point3d& board_point) const;

 private:
  // A face waiting to be composited: a flat colour, or a texture mapped by a homography.
  struct Pending {
    std::vector<cv::Point2f> polygon;  // pixels
    bool convex = true;
    cv::Vec3f colour;
    cv::Mat texture;
    cv::Matx33d texture_to_pixel;
    cv::Vec3f gain;
    cv::Vec3f add;
  };
  std::vector<cv::Point2f> project_polygon(const std::vector<cv::Point3d>& vertices,
                                           bool& convex) const;
  double scale_near_view(const std::vector<cv::Point3d>& ground) const;
  std::vector<cv::Point3d> clip_near(const std::vector<cv::Point3d>& vertices) const;
  void composite();
  void composite_supersampled(const cv::Rect& box);
  void composite_large(const cv::Rect& box);
  void draw_pending(const Pending& item, cv::Mat& colour, cv::Mat& cover, cv::Point2d origin,
                    int scale) const;

  Camera camera_;
  Lighting light_;
  cv::Mat image_;
  std::shared_ptr<const detail::Projector> projector_;
  cv::Mat shadow_;  // CV_32F, how much of the light each table pixel has lost (0..1)
  std::vector<Pending> pending_;
  bool in_object_ = false;
};

// Colour conversions between images (sRGB BGR CV_8UC3, as art and files hold them) and
// linear light (CV_32FC3), where shading and blending are right.
cv::Mat srgb_to_linear(const cv::Mat& bgr8);
cv::Mat linear_to_srgb(const cv::Mat& linear);
cv::Vec3f srgb_to_linear(const cv::Vec3b& bgr8);

// Anything standing on the table that the renderer draws: pieces, dice, sticks, cards, hands.
class SceneObject {
 public:
  virtual ~SceneObject() = default;
  virtual void draw_shadow(Canvas& canvas) const = 0;
  virtual void draw(Canvas& canvas) const = 0;
  // A representative board-frame point (the object's centre) for far-to-near ordering.
  virtual cv::Point3d anchor() const = 0;
  // Objects of a higher layer are drawn after all those of lower ones, whatever their depth:
  // a hand (layer 1) spans too much of the table for one anchor to place it among pieces.
  virtual int layer() const { return 0; }
};

// Draws every shadow, then the objects layer by layer, far to near within a layer.
void draw_objects(Canvas& canvas, const std::vector<const SceneObject*>& objects);

}  // namespace arbitre::render
