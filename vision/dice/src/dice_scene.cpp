// Rendered dice scenes with their exact truth (dice_scene.h).
#include "arbitre/dice/dice_scene.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "arbitre/art/art.h"
#include "arbitre/engine/random.h"
#include "arbitre/render/canvas.h"
#include "arbitre/render/objects.h"
#include "arbitre/render/scene.h"
#include "arbitre/vision/layout.h"

namespace arbitre::dice {
namespace {

using render::uniform;

constexpr double kBoardPxPerMm = 4;

// A camera `px_per_mm` above `target` (board frame), tilted and rolled at random.
render::Camera scene_camera(cv::Size resolution, cv::Point2d target, double px_per_mm,
                            double max_tilt_deg, engine::Random& random) {
  render::Camera camera;
  camera.resolution = resolution;
  const double hfov = uniform(random, 50, 80) * CV_PI / 180;
  const double f = resolution.width / 2.0 / std::tan(hfov / 2);
  camera.intrinsics = {f, 0, resolution.width / 2.0, 0, f, resolution.height / 2.0, 0, 0, 1};
  const double height = f / px_per_mm;
  const cv::Matx33d rotation = render::rotation_z(uniform(random, 0, 2 * CV_PI)) *
                               render::rotation_x(uniform(random, 0, max_tilt_deg) * CV_PI / 180) *
                               render::rotation_z(uniform(random, 0, 2 * CV_PI));
  const cv::Vec3d axis = rotation.t() * cv::Vec3d(0, 0, 1);
  const cv::Vec3d centre = cv::Vec3d(target.x, target.y, 0) - height * axis;
  cv::Mat rvec;
  cv::Rodrigues(cv::Mat(rotation), rvec);
  camera.rvec = cv::Vec3d(rvec);
  camera.tvec = -(rotation * centre);
  return camera;
}

render::Material colour(engine::Random& random, int r, int g, int b, float specular) {
  auto channel = [&](int value) {
    return static_cast<uchar>(std::clamp(value * (0.88 + 0.24 * random.unit()), 0.0, 255.0));
  };
  render::Material material;
  material.colour = render::srgb_to_linear(cv::Vec3b(channel(b), channel(g), channel(r)));
  material.specular = specular;
  material.shininess = 25.f;
  return material;
}

// The dice colours real sets come in (as the films' looks): white, cream, red, black, blue,
// green; white pips on dark bodies, black on light ones.
std::pair<render::Material, render::Material> die_colours(engine::Random& random) {
  static const int kBodies[][3] = {{245, 245, 240}, {240, 235, 220}, {190, 30, 35},
                                   {25, 25, 28},    {30, 80, 170},   {30, 130, 60}};
  const auto& body = kBodies[random.below(std::size(kBodies))];
  const float gloss = static_cast<float>(uniform(random, 0.05, 0.4));
  const bool dark = body[0] + body[1] + body[2] < 400;
  return {colour(random, body[0], body[1], body[2], gloss),
          dark ? colour(random, 245, 245, 245, 0.1f) : colour(random, 20, 20, 22, 0.1f)};
}

// The bounding box of the die's upward face, in pixels.
cv::Rect top_face_box(const render::Die& die, const render::Camera& camera) {
  const double half = die.size_mm / 2;
  cv::Vec3d up(0, 0, 0), u, v;
  double best = 2;
  for (int axis = 0; axis < 3; ++axis) {
    for (double sign : {-1.0, 1.0}) {
      cv::Vec3d normal(0, 0, 0);
      normal[axis] = sign;
      const cv::Vec3d turned = die.rotation * normal;
      if (turned[2] < best) {  // most upward: most negative z
        best = turned[2];
        up = turned;
        cv::Vec3d a(0, 0, 0), b(0, 0, 0);
        a[(axis + 1) % 3] = 1;
        b[(axis + 2) % 3] = 1;
        u = die.rotation * a;
        v = die.rotation * b;
      }
    }
  }
  std::vector<cv::Point2f> corners;
  for (double su : {-1.0, 1.0}) {
    for (double sv : {-1.0, 1.0}) {
      const cv::Vec3d p = cv::Vec3d(die.center_mm) + half * (up + su * u + sv * v);
      corners.emplace_back(camera.project(cv::Point3d(p[0], p[1], p[2])));
    }
  }
  return cv::boundingRect(corners);
}

const vision::BoardLayout& jacquet_layout() {
  static const vision::BoardLayout layout = *vision::bundled_layout("jacquet");
  return layout;
}

const render::BoardTexture& board_texture(bool wooden) {
  static const auto make = [](art::BoardStyle style) {
    return render::BoardTexture{
        render::srgb_to_linear(art::board_image(jacquet_layout(), style, kBoardPxPerMm, 7)),
        kBoardPxPerMm};
  };
  static const render::BoardTexture printed = make(art::BoardStyle::kPrinted);
  static const render::BoardTexture wood = make(art::BoardStyle::kWooden);
  return wooden ? wood : printed;
}

}  // namespace

DiceScene random_dice_scene(uint64_t seed, const DiceSceneOptions& options) {
  engine::Random random(seed * 0x9E3779B97F4A7C15ull + 101);
  const auto& layout = jacquet_layout();
  const cv::Size resolution = random.below(2) ? cv::Size(1280, 720) : cv::Size(640, 480);
  const double px_per_mm = uniform(random, options.min_px_per_mm, options.max_px_per_mm);
  // Two scenes in three on the board (its printed points and fiducials are lookalikes).
  const bool on_board = random.below(3) != 0;
  const cv::Point2d target =
      on_board ? cv::Point2d(uniform(random, 40, layout.width_mm - 40),
                             uniform(random, 40, layout.height_mm - 40))
               : cv::Point2d(uniform(random, -600, -300), uniform(random, -200, 400));
  const render::Camera camera =
      scene_camera(resolution, target, px_per_mm, options.max_tilt_deg, random);
  const render::Lighting light = render::random_lighting(layout, random);
  const render::TableLook table = render::random_table_look(random);
  const cv::Mat background =
      render::render_background(camera, light, table, board_texture(random.below(3) == 0));
  render::Canvas canvas(camera, light, background);

  const double half_w = 0.42 * resolution.width / px_per_mm;
  const double half_h = 0.42 * resolution.height / px_per_mm;
  const auto [body, pips] = die_colours(random);
  const double size_mm = uniform(random, 12, 18);
  std::vector<render::Die> dice;
  const int count = 1 + static_cast<int>(random.below(6));
  for (int tries = 0; tries < 60 && static_cast<int>(dice.size()) < count; ++tries) {
    render::Die die;
    die.size_mm = size_mm;
    die.body = body;
    die.pips = pips;
    cv::Point2d at(target.x + uniform(random, -half_w, half_w),
                   target.y + uniform(random, -half_h, half_h));
    if (!dice.empty() && random.below(3) == 0) {  // touching the previous die
      const double angle = uniform(random, 0, 2 * CV_PI), gap = uniform(random, 1.02, 1.5);
      at = cv::Point2d(dice.back().center_mm.x, dice.back().center_mm.y) +
           gap * size_mm * cv::Point2d(std::cos(angle), std::sin(angle));
    }
    const bool crowded = std::any_of(dice.begin(), dice.end(), [&](const render::Die& other) {
      return cv::norm(at - cv::Point2d(other.center_mm.x, other.center_mm.y)) < 1.0 * size_mm;
    });
    if (crowded) continue;
    const double yaw = uniform(random, 0, 2 * CV_PI);
    die.rotation = render::die_rotation_showing(1 + static_cast<int>(random.below(6)), yaw);
    die.center_mm = {at.x, at.y, -size_mm / 2};
    if (random.unit() < options.cocked_share) {  // leaning on the board's edge or a checker
      const double lean = uniform(random, 15, 40) * CV_PI / 180;
      die.rotation = render::rotation_x(lean) * die.rotation;
      die.center_mm.z = -size_mm / 2 * (std::cos(lean) + std::sin(lean));
    }
    dice.push_back(die);
  }
  std::vector<std::unique_ptr<render::SceneObject>> objects;
  for (const auto& die : dice) objects.push_back(render::make_die(die));
  const int checkers = options.checkers ? static_cast<int>(random.below(5)) : 0;
  const render::Material checker =
      random.below(2) ? colour(random, 235, 230, 215, 0.3f) : colour(random, 30, 30, 32, 0.3f);
  for (int i = 0; i < checkers; ++i) {
    render::DiscPiece disc;
    disc.diameter_mm = uniform(random, 22, 30);
    disc.center_mm = {target.x + uniform(random, -half_w, half_w),
                      target.y + uniform(random, -half_h, half_h)};
    disc.material = checker;
    const bool clear = std::all_of(dice.begin(), dice.end(), [&](const render::Die& die) {
      return cv::norm(disc.center_mm - cv::Point2d(die.center_mm.x, die.center_mm.y)) >
             disc.diameter_mm / 2 + size_mm;
    });
    if (clear) objects.push_back(render::make_disc(disc));
  }
  std::vector<const render::SceneObject*> drawn;
  for (const auto& object : objects) drawn.push_back(object.get());
  render::draw_objects(canvas, drawn);

  const render::SensorLook sensor = render::random_sensor_look(random);
  DiceScene scene;
  scene.image =
      render::compress(render::expose(canvas.image(), sensor, {}, random), sensor.jpeg_quality);
  const cv::Rect picture(0, 0, resolution.width, resolution.height);
  for (const auto& die : dice) {
    SceneDie truth;
    truth.box = top_face_box(die, camera);
    const bool whole = (truth.box & picture) == truth.box;
    truth.value = whole && die.tilt_deg() < 5 ? die.value_up() : 0;
    scene.dice.push_back(truth);
  }
  return scene;
}

}  // namespace arbitre::dice
