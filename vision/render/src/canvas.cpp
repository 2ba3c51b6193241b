#include "arbitre/render/canvas.h"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "internal.h"

namespace arbitre::render {
namespace {

// Longest projected edge drawn straight: longer ones are split so the lens bends them.
constexpr double kMaxEdgePx = 20;
constexpr double kMaxPieces = 64;
// Nearest distance from the camera drawn.
constexpr double kNearMm = 5;
// Layers larger than this (pixels) are drawn without supersampling (see composite()).
constexpr int kLargeLayer = 120000;

// Halves a texture until it is no more than twice as fine as the pixels it lands on, so
// that bilinear sampling does not alias.
cv::Mat texture_for_scale(const cv::Mat& texture, double texels_per_pixel, double& reduction) {
  cv::Mat out = texture;
  reduction = 1;
  while (texels_per_pixel / reduction > 2.0 && out.cols > 8 && out.rows > 8) {
    cv::pyrDown(out, out);
    reduction *= 2;
  }
  return out;
}

// The colour of the pixel if a face covers its centre, else of a neighbour that is covered.
const cv::Vec3f* covered_near(const cv::Mat& colour, const cv::Mat& inside, int row, int col) {
  if (inside.at<uint8_t>(row, col)) return &colour.at<cv::Vec3f>(row, col);
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      const int r = row + dy;
      const int c = col + dx;
      if (r >= 0 && r < inside.rows && c >= 0 && c < inside.cols && inside.at<uint8_t>(r, c)) {
        return &colour.at<cv::Vec3f>(r, c);
      }
    }
  }
  return nullptr;
}

// Signed distance (pixels, positive inside) from a point to a convex polygon's outline,
// as the nearest of its edges' lines: exact inside, close enough just outside.
double distance_inside(const std::vector<cv::Point2f>& hull, double orientation, cv::Point2d p) {
  double nearest = 1e9;
  for (std::size_t i = 0; i < hull.size(); ++i) {
    const cv::Point2d a = hull[i];
    const cv::Point2d b = hull[(i + 1) % hull.size()];
    const double length = cv::norm(b - a);
    if (length < 1e-9) continue;
    const double cross = (b - a).cross(p - a) / length;
    nearest = std::min(nearest, cross * orientation);
  }
  return nearest;
}

// Share of each pixel of `box` inside a convex polygon (image pixels): 1 or 0 away from the
// outline, from the distance to it on a band of pixels along it.
cv::Mat hull_coverage(const std::vector<cv::Point2f>& hull, const cv::Rect& box) {
  cv::Mat hard(box.size(), CV_8U, cv::Scalar(0));
  if (hull.size() < 3) return cv::Mat(box.size(), CV_32F, cv::Scalar(0));
  const std::vector<cv::Point> fixed = detail::to_layer(hull, box.tl(), 1, box.size());
  if (fixed.size() >= 3) detail::fill(hard, fixed, true, cv::Scalar(255));
  cv::Mat grown, shrunk, cover;
  cv::dilate(hard, grown, cv::Mat());
  cv::erode(hard, shrunk, cv::Mat());
  hard.convertTo(cover, CV_32F, 1.0 / 255);
  double area = 0;
  for (std::size_t i = 0; i < hull.size(); ++i) {
    area += static_cast<double>(hull[i].cross(hull[(i + 1) % hull.size()]));
  }
  const double orientation = area > 0 ? 1 : -1;
  for (int row = 0; row < box.height; ++row) {
    const uint8_t* outer = grown.ptr<uint8_t>(row);
    const uint8_t* inner = shrunk.ptr<uint8_t>(row);
    float* share = cover.ptr<float>(row);
    for (int col = 0; col < box.width; ++col) {
      if (outer[col] == inner[col]) continue;
      const cv::Point2d pixel(box.x + col, box.y + row);
      share[col] =
          static_cast<float>(std::clamp(0.5 + distance_inside(hull, orientation, pixel), 0.0, 1.0));
    }
  }
  return cover;
}

}  // namespace

Canvas::Canvas(const Camera& camera, const Lighting& light, cv::Mat background)
    : camera_(camera),
      light_(light),
      image_(std::move(background)),
      projector_(std::make_shared<detail::Projector>(camera)) {
  if (image_.empty()) image_ = cv::Mat(camera.resolution, CV_32FC3, cv::Scalar::all(0));
}

bool Canvas::project(const cv::Point3d& board_point, cv::Point2d& pixel) const {
  return projector_->project(board_point, pixel);
}

double Canvas::depth(const cv::Point3d& board_point) const {
  return projector_->to_camera(board_point)[2];
}

std::vector<cv::Point2f> Canvas::project_polygon(const std::vector<cv::Point3d>& vertices,
                                                 bool& convex) const {
  const std::vector<cv::Point3d> visible = clip_near(vertices);
  std::vector<cv::Point2d> corners(visible.size());
  for (std::size_t i = 0; i < visible.size(); ++i) {
    if (!projector_->project(visible[i], corners[i])) return {};
  }
  convex = true;
  std::vector<cv::Point2f> polygon;
  for (std::size_t i = 0; i < visible.size(); ++i) {
    const std::size_t next = (i + 1) % visible.size();
    polygon.emplace_back(corners[i]);
    const double length = cv::norm(corners[next] - corners[i]);
    const int pieces = static_cast<int>(std::min(std::ceil(length / kMaxEdgePx), kMaxPieces));
    for (int k = 1; k < pieces; ++k) {
      cv::Point2d pixel;
      const double share = static_cast<double>(k) / pieces;
      if (!projector_->project(visible[i] + (visible[next] - visible[i]) * share, pixel)) {
        return {};
      }
      polygon.emplace_back(pixel);
      convex = false;  // the lens may have bent it: fill it as any polygon
    }
  }
  return polygon;
}

// Cuts away the part of a polygon closer to the camera than kNearMm (an arm reaching past a
// low camera), keeping it planar and convex.
std::vector<cv::Point3d> Canvas::clip_near(const std::vector<cv::Point3d>& vertices) const {
  std::vector<double> depths;
  bool all_in_front = true;
  for (const auto& v : vertices) {
    depths.push_back(depth(v));
    all_in_front = all_in_front && depths.back() >= kNearMm;
  }
  if (all_in_front) return vertices;
  std::vector<cv::Point3d> kept;
  for (std::size_t i = 0; i < vertices.size(); ++i) {
    const std::size_t next = (i + 1) % vertices.size();
    const bool here = depths[i] >= kNearMm;
    if (here) kept.push_back(vertices[i]);
    if (here != (depths[next] >= kNearMm)) {
      const double share = (kNearMm - depths[i]) / (depths[next] - depths[i]);
      kept.push_back(vertices[i] + (vertices[next] - vertices[i]) * share);
    }
  }
  if (kept.size() < 3) return {};
  return kept;
}

void Canvas::fill_face(const std::vector<cv::Point3d>& vertices, const Material& material) {
  if (vertices.size() < 3) return;
  const cv::Vec3d normal = detail::face_normal(vertices);
  const cv::Point3d middle = detail::centroid(vertices);
  const cv::Point3d eye = projector_->camera_position();
  if (normal.dot(cv::Vec3d(eye - middle)) <= 0) return;
  Pending item;
  item.polygon = project_polygon(vertices, item.convex);
  if (item.polygon.empty()) return;
  const detail::Shading light = detail::shade(light_, material, middle, normal, eye);
  item.colour = material.colour.mul(light.diffuse) + light.specular;
  pending_.push_back(std::move(item));
  if (!in_object_) composite();
}

void Canvas::texture_quad(const std::array<cv::Point3d, 4>& corners, const cv::Mat& texture,
                          const Material& material, const std::vector<cv::Point3d>& outline) {
  if (texture.empty() || texture.type() != CV_32FC3) return;
  const std::vector<cv::Point3d> quad(corners.begin(), corners.end());
  const cv::Vec3d normal = detail::face_normal(quad);
  const cv::Point3d middle = detail::centroid(quad);
  const cv::Point3d eye = projector_->camera_position();
  if (normal.dot(cv::Vec3d(eye - middle)) <= 0) return;
  cv::Point2f pixels[4];
  for (int i = 0; i < 4; ++i) {
    cv::Point2d pixel;
    if (!projector_->project(corners[i], pixel)) return;
    pixels[i] = pixel;
  }
  Pending item;
  item.polygon = project_polygon(outline.empty() ? quad : outline, item.convex);
  if (item.polygon.empty()) return;
  // Texel (col, row) is centred on the point (col, row) / px_per_mm of the face (art's
  // convention), so the face's corners are at texel 0 and texel cols (rows).
  const float w = static_cast<float>(texture.cols);
  const float h = static_cast<float>(texture.rows);
  const cv::Point2f texels[4] = {{0.f, 0.f}, {w, 0.f}, {w, h}, {0.f, h}};
  item.texture_to_pixel = cv::getPerspectiveTransform(texels, pixels);
  item.texture = texture;
  const detail::Shading light = detail::shade(light_, material, middle, normal, eye);
  item.gain = light.diffuse;
  item.add = light.specular;
  pending_.push_back(std::move(item));
  if (!in_object_) composite();
}

void Canvas::begin_object() {
  in_object_ = true;
}

void Canvas::end_object() {
  in_object_ = false;
  composite();
}

void Canvas::draw_pending(const Pending& item, cv::Mat& colour, cv::Mat& cover, cv::Point2d origin,
                          int scale) const {
  const std::vector<cv::Point> points =
      detail::to_layer(item.polygon, origin, scale, colour.size());
  if (points.size() < 3) return;
  if (item.texture.empty()) {
    detail::fill(colour, points, item.convex,
                 cv::Scalar(item.colour[0], item.colour[1], item.colour[2]));
    detail::fill(cover, points, item.convex, cv::Scalar(255));
    return;
  }
  // The face's own box in the layer, warped into and masked by the outline.
  cv::Rect box = cv::boundingRect(points);
  box = cv::Rect(box.x >> detail::kShift, box.y >> detail::kShift,
                 (box.width >> detail::kShift) + 2, (box.height >> detail::kShift) + 2) &
        cv::Rect(0, 0, colour.cols, colour.rows);
  if (box.empty()) return;
  // Layer pixel q = scale * (image pixel - origin + 0.5) - 0.5, shifted to the box.
  const cv::Matx33d to_box(scale, 0, scale * (0.5 - origin.x) - 0.5 - box.x, 0, scale,
                           scale * (0.5 - origin.y) - 0.5 - box.y, 0, 0, 1);
  cv::Matx33d to_layer_px = to_box * item.texture_to_pixel;
  const cv::Vec3d across = to_layer_px * cv::Vec3d(item.texture.cols, 0, 1);
  const cv::Vec3d start = to_layer_px * cv::Vec3d(0, 0, 1);
  const double layer_width = cv::norm(cv::Point2d(across[0] / across[2] - start[0] / start[2],
                                                  across[1] / across[2] - start[1] / start[2]));
  double reduction = 1;
  const cv::Mat texture =
      texture_for_scale(item.texture, item.texture.cols / std::max(layer_width, 1.0), reduction);
  // Texel (x, y) of the reduced texture sits at ((x + 0.5) * reduction - 0.5) in the full one.
  const cv::Matx33d expand(reduction, 0, 0.5 * reduction - 0.5, 0, reduction, 0.5 * reduction - 0.5,
                           0, 0, 1);
  to_layer_px = to_layer_px * expand;
  cv::Mat warped;
  cv::warpPerspective(texture, warped, to_layer_px, box.size(), cv::INTER_LINEAR,
                      cv::BORDER_REPLICATE);
  cv::Mat mask(box.size(), CV_8U, cv::Scalar(0));
  std::vector<cv::Point> local = points;
  for (auto& p : local) p -= cv::Point(box.x << detail::kShift, box.y << detail::kShift);
  detail::fill(mask, local, item.convex, cv::Scalar(255));
  warped = warped.mul(cv::Scalar(item.gain[0], item.gain[1], item.gain[2]));
  warped += cv::Scalar(item.add[0], item.add[1], item.add[2]);
  warped.copyTo(colour(box), mask);
  cover(box).setTo(255, mask);
}

void Canvas::composite() {
  if (pending_.empty()) return;
  cv::Rect box = detail::bounding_box(pending_[0].polygon);
  for (const auto& item : pending_) box |= detail::bounding_box(item.polygon);
  box &= cv::Rect(0, 0, image_.cols, image_.rows);
  if (box.empty()) {
    pending_.clear();
    return;
  }
  if (box.area() > kLargeLayer) {
    composite_large(box);
  } else {
    composite_supersampled(box);
  }
  pending_.clear();
}

void Canvas::composite_supersampled(const cv::Rect& box) {
  const int area = box.area();
  const int scale = area <= 10000 ? 4 : (area <= 40000 ? 3 : 2);
  cv::Mat colour(box.height * scale, box.width * scale, CV_32FC3, cv::Scalar::all(0));
  cv::Mat cover(colour.size(), CV_8U, cv::Scalar(0));
  for (const auto& item : pending_) draw_pending(item, colour, cover, box.tl(), scale);
  cv::Mat colour_small;
  cv::Mat cover_small;
  cv::resize(colour, colour_small, box.size(), 0, 0, cv::INTER_AREA);
  cv::resize(cover, cover_small, box.size(), 0, 0, cv::INTER_AREA);
  // The layer's colour is already weighted by its coverage (empty layer pixels are black).
  for (int row = 0; row < box.height; ++row) {
    auto* out = image_.ptr<cv::Vec3f>(box.y + row) + box.x;
    const auto* add = colour_small.ptr<cv::Vec3f>(row);
    const uint8_t* alpha = cover_small.ptr<uint8_t>(row);
    for (int col = 0; col < box.width; ++col) {
      if (alpha[col] == 0) continue;
      out[col] = out[col] * (1.f - alpha[col] / 255.f) + add[col];
    }
  }
}

// A layer covering much of the picture (an arm) would cost too much supersampled: its faces
// are drawn at the picture's resolution, and its outline (its convex hull: large layers are
// convex parts) is anti-aliased from each edge pixel's distance to it, the pixel taking the
// colour of a covered neighbour.
void Canvas::composite_large(const cv::Rect& box) {
  cv::Mat colour(box.size(), CV_32FC3, cv::Scalar::all(0));
  cv::Mat inside(box.size(), CV_8U, cv::Scalar(0));
  std::vector<cv::Point2f> points;
  for (const auto& item : pending_) {
    draw_pending(item, colour, inside, box.tl(), 1);
    points.insert(points.end(), item.polygon.begin(), item.polygon.end());
  }
  std::vector<cv::Point2f> hull;
  cv::convexHull(points, hull);
  const cv::Mat cover = hull_coverage(hull, box);
  for (int row = 0; row < box.height; ++row) {
    auto* out = image_.ptr<cv::Vec3f>(box.y + row) + box.x;
    const float* alpha = cover.ptr<float>(row);
    for (int col = 0; col < box.width; ++col) {
      if (alpha[col] <= 0) continue;
      const cv::Vec3f* source = covered_near(colour, inside, row, col);
      if (!source) continue;
      out[col] = out[col] * (1.f - alpha[col]) + *source * alpha[col];
    }
  }
}

void draw_objects(Canvas& canvas, const std::vector<const SceneObject*>& objects) {
  for (const SceneObject* object : objects) object->draw_shadow(canvas);
  struct Entry {
    int layer;
    double depth;
    const SceneObject* object;
  };
  std::vector<Entry> order;
  for (const SceneObject* object : objects) {
    order.push_back({object->layer(), canvas.depth(object->anchor()), object});
  }
  std::stable_sort(order.begin(), order.end(), [](const Entry& a, const Entry& b) {
    return a.layer != b.layer ? a.layer < b.layer : a.depth > b.depth;
  });
  for (const Entry& entry : order) entry.object->draw(canvas);
}

}  // namespace arbitre::render
