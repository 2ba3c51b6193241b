// The still scene: the table and the board seen through the camera, under the light.
#include "arbitre/render/scene.h"

#include <algorithm>
#include <cmath>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "internal.h"

namespace arbitre::render {
namespace {

// A colour between two of a list of sRGB anchors (R, G, B), slightly varied.
cv::Vec3f pick_colour(const double (*anchors)[3], int count, engine::Random& random) {
  const double position = uniform(random, 0, count - 1);
  const int low = std::min(static_cast<int>(position), count - 2);
  const double share = position - low;
  double rgb[3];
  for (int c = 0; c < 3; ++c) {
    rgb[c] = std::clamp(
        (anchors[low][c] * (1 - share) + anchors[low + 1][c] * share) * uniform(random, 0.92, 1.08),
        0.0, 255.0);
  }
  return detail::linear_from_srgb(rgb[0], rgb[1], rgb[2]);
}

// Size of a pixel on the table (mm): the distance to its right or lower neighbour's point.
double footprint_at(const cv::Mat& map, int row, int col) {
  const cv::Vec2f here = map.at<cv::Vec2f>(row, col);
  const int other_col = col + 1 < map.cols ? col + 1 : col - 1;
  const int other_row = row + 1 < map.rows ? row + 1 : row - 1;
  const cv::Vec2f right = map.at<cv::Vec2f>(row, other_col);
  const cv::Vec2f down = map.at<cv::Vec2f>(other_row, col);
  const double across = cv::norm(right - here);
  const double below = cv::norm(down - here);
  const double size =
      std::max(std::isfinite(across) ? across : 0.0, std::isfinite(below) ? below : 0.0);
  return size > 0 ? size : 1.0;
}

// Where each pixel samples the board texture, and the texture. Texel (col, row) is centred on
// the board point (col, row) / px_per_mm (art::board_image), which is where cv::remap puts it.
cv::Mat sample_board(const cv::Mat& map, const BoardTexture& board) {
  cv::Mat texture = board.texture;
  if (texture.type() != CV_32FC3) texture = srgb_to_linear(texture);
  cv::Mat texel_map(map.size(), CV_32FC2);
  const float ppm = static_cast<float>(board.px_per_mm);
  for (int row = 0; row < map.rows; ++row) {
    const auto* in = map.ptr<cv::Vec2f>(row);
    auto* out = texel_map.ptr<cv::Vec2f>(row);
    for (int col = 0; col < map.cols; ++col) {
      const bool hit = std::isfinite(in[col][0]) && std::isfinite(in[col][1]);
      out[col] = hit ? in[col] * ppm : cv::Vec2f(-10.f, -10.f);
    }
  }
  cv::Mat sampled;
  cv::remap(texture, sampled, texel_map, cv::noArray(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
  return sampled;
}

}  // namespace

TableLook random_table_look(engine::Random& random, bool glossy_allowed) {
  static const double kWood[][3] = {
      {215, 180, 132}, {190, 148, 104}, {150, 88, 56}, {102, 66, 42}, {70, 46, 32}};
  static const double kCloth[][3] = {{38, 98, 60},    {40, 60, 112},   {118, 32, 36},
                                     {108, 108, 106}, {188, 174, 150}, {36, 36, 40}};
  static const double kLaminate[][3] = {
      {232, 231, 228}, {182, 180, 176}, {208, 194, 168}, {74, 76, 80}, {32, 32, 34}};
  TableLook look;
  switch (random.below(3)) {
    case 0:
      look.surface = TableLook::Surface::kWood;
      look.colour = pick_colour(kWood, 5, random);
      look.grain_mm = uniform(random, 3, 9);
      break;
    case 1:
      look.surface = TableLook::Surface::kCloth;
      look.colour = pick_colour(kCloth, 6, random);
      look.grain_mm = uniform(random, 0.8, 2.5);
      break;
    default:
      look.surface = TableLook::Surface::kLaminate;
      look.colour = pick_colour(kLaminate, 5, random);
      look.grain_mm = uniform(random, 10, 40);
      break;
  }
  look.texture_seed = random.next();
  if (glossy_allowed && random.unit() < 0.4) {
    look.board_specular = static_cast<float>(uniform(random, 0.15, 0.6));
    look.board_shininess = static_cast<float>(uniform(random, 15, 60));
  } else {
    look.board_specular = static_cast<float>(uniform(random, 0, 0.03));
    look.board_shininess = static_cast<float>(uniform(random, 8, 15));
  }
  return look;
}

cv::Point2d BoardOnTable::to_table(double x_mm, double y_mm) const {
  const double a = angle_deg * CV_PI / 180, c = std::cos(a), s = std::sin(a);
  return {c * x_mm - s * y_mm + offset_mm.x, s * x_mm + c * y_mm + offset_mm.y};
}

Camera BoardOnTable::camera_over(const Camera& table_camera) const {
  // camera(table point) = Rc (Rt p + t) + tc: in the board's frame the rotation is Rc Rt and
  // the translation Rc t + tc.
  const cv::Matx33d turn = rotation_z(angle_deg * CV_PI / 180);
  cv::Matx33d rc;
  cv::Rodrigues(table_camera.rvec, rc);
  Camera camera = table_camera;
  cv::Rodrigues(rc * turn, camera.rvec);
  camera.tvec = rc * cv::Vec3d(offset_mm.x, offset_mm.y, 0) + table_camera.tvec;
  return camera;
}

Lighting BoardOnTable::light_over(const Lighting& table_light) const {
  const cv::Matx33d back = rotation_z(-angle_deg * CV_PI / 180);
  Lighting light = table_light;
  light.direction = back * table_light.direction;
  const cv::Vec3d hotspot = back * cv::Vec3d(table_light.hotspot_mm.x - offset_mm.x,
                                             table_light.hotspot_mm.y - offset_mm.y, 0);
  light.hotspot_mm = {hotspot[0], hotspot[1]};
  return light;
}

cv::Mat render_background(const Camera& camera, const Lighting& light, const TableLook& table,
                          const BoardTexture& board, const BoardOnTable& placement) {
  const cv::Mat map = camera.plane_map();
  const bool has_board = !board.texture.empty() && board.px_per_mm > 0;
  const cv::Mat sampled = has_board ? sample_board(map, board) : cv::Mat();
  const double board_width = has_board ? board.texture.cols / board.px_per_mm : 0;
  const double board_height = has_board ? board.texture.rows / board.px_per_mm : 0;
  const detail::TableTexture surface(table);
  const cv::Vec3d to_light = cv::normalize(light.direction);
  const double lambert = std::max(0.0, -to_light[2]);
  const double diffuse = light.ambient + (1 - light.ambient) * lambert;
  const cv::Point3d eye = camera.position();
  const cv::Vec3f tint(light.tint);
  cv::Mat out(map.size(), CV_32FC3);
  for (int row = 0; row < map.rows; ++row) {
    const auto* point = map.ptr<cv::Vec2f>(row);
    auto* pixel = out.ptr<cv::Vec3f>(row);
    for (int col = 0; col < map.cols; ++col) {
      const double x = point[col][0];
      const double y = point[col][1];
      if (!std::isfinite(x) || !std::isfinite(y)) {
        pixel[col] = tint * 0.02f;  // the ray misses the table: a dim room beyond
        continue;
      }
      const double footprint = footprint_at(map, row, col);
      double alpha = 0;
      if (has_board) {
        // Share of the pixel on the board, from its distance to the nearest edge.
        const double inside = std::min({x, board_width - x, y, board_height - y});
        alpha = std::clamp(inside / footprint + 0.5, 0.0, 1.0);
      }
      cv::Vec3f albedo(0, 0, 0);
      if (alpha > 0) albedo += sampled.at<cv::Vec3f>(row, col) * static_cast<float>(alpha);
      if (alpha < 1) {
        const cv::Point2d on_table = placement.to_table(x, y);
        albedo += surface.albedo(on_table.x, on_table.y, footprint) * static_cast<float>(1 - alpha);
      }
      const double falloff = detail::falloff_factor(light, x, y);
      cv::Vec3f colour = albedo.mul(tint) * static_cast<float>(diffuse * falloff);
      if (alpha > 0 && table.board_specular > 0 && lambert > 0) {
        // Blinn-Phong on the paper: bright where the light's mirror image meets the eye.
        const cv::Vec3d to_eye = cv::normalize(cv::Vec3d(eye.x - x, eye.y - y, eye.z));
        const cv::Vec3d half = cv::normalize(to_light + to_eye);
        const double highlight = std::pow(std::max(0.0, -half[2]), table.board_shininess);
        colour += tint * static_cast<float>(table.board_specular * highlight * falloff * alpha);
      }
      pixel[col] = colour;
    }
  }
  return out;
}

}  // namespace arbitre::render
