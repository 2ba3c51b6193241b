// Convex solids built from rings, and the generic object drawn from them.
#include <algorithm>
#include <cmath>

#include "internal.h"

namespace arbitre::render::detail {
namespace {

std::vector<cv::Point3d> ring_points(const Ring& ring, const cv::Vec3d& u, const cv::Vec3d& v,
                                     int sides) {
  std::vector<cv::Point3d> points;
  points.reserve(sides);
  for (int k = 0; k < sides; ++k) {
    const double angle = 2 * kPi * k / sides;
    const cv::Vec3d offset =
        u * (ring.radius_u * std::cos(angle)) + v * (ring.radius_v * std::sin(angle));
    points.push_back(ring.centre + cv::Point3d(offset));
  }
  return points;
}

}  // namespace

cv::Vec3d face_normal(const std::vector<cv::Point3d>& vertices) {
  // Newell's method, robust to repeated vertices; its right-handed normal points inward for
  // clockwise faces, hence the sign.
  cv::Vec3d sum(0, 0, 0);
  for (std::size_t i = 0; i < vertices.size(); ++i) {
    const cv::Point3d& a = vertices[i];
    const cv::Point3d& b = vertices[(i + 1) % vertices.size()];
    sum[0] += (a.y - b.y) * (a.z + b.z);
    sum[1] += (a.z - b.z) * (a.x + b.x);
    sum[2] += (a.x - b.x) * (a.y + b.y);
  }
  const double length = cv::norm(sum);
  if (length < 1e-12) return {0, 0, 0};
  return -sum / length;
}

void orient_outward(std::vector<cv::Point3d>& vertices, const cv::Point3d& inside) {
  const cv::Vec3d outward(centroid(vertices) - inside);
  if (face_normal(vertices).dot(outward) < 0) std::reverse(vertices.begin(), vertices.end());
}

std::vector<cv::Point3d> Part::outline() const {
  std::vector<cv::Point3d> points;
  for (const auto& face : faces) {
    points.insert(points.end(), face.vertices.begin(), face.vertices.end());
  }
  return points;
}

void perpendicular_axes(const cv::Vec3d& axis, cv::Vec3d& u, cv::Vec3d& v) {
  const cv::Vec3d a = cv::normalize(axis);
  const cv::Vec3d helper = std::abs(a[2]) < 0.9 ? cv::Vec3d(0, 0, 1) : cv::Vec3d(1, 0, 0);
  u = cv::normalize(helper.cross(a));
  v = a.cross(u);
}

Part make_tube(const std::vector<Ring>& rings, const cv::Vec3d& u, const cv::Vec3d& v, int sides,
               const Material& material) {
  Part part;
  std::vector<cv::Point3d> centres;
  for (const auto& ring : rings) centres.push_back(ring.centre);
  part.centre = centroid(centres);
  if (rings.size() < 2) return part;
  std::vector<std::vector<cv::Point3d>> points;
  for (const auto& ring : rings) points.push_back(ring_points(ring, u, v, sides));
  for (std::size_t i = 0; i + 1 < rings.size(); ++i) {
    const cv::Point3d inside = (rings[i].centre + rings[i + 1].centre) * 0.5;
    for (int k = 0; k < sides; ++k) {
      const int next = (k + 1) % sides;
      std::vector<cv::Point3d> quad{points[i][k], points[i][next], points[i + 1][next],
                                    points[i + 1][k]};
      orient_outward(quad, inside);
      part.faces.push_back({std::move(quad), material});
    }
  }
  const std::size_t last = rings.size() - 1;
  if (rings[0].radius_u > 0 && rings[0].radius_v > 0) {
    std::vector<cv::Point3d> cap = points[0];
    orient_outward(cap, rings[1].centre);
    part.faces.push_back({std::move(cap), material});
  }
  if (rings[last].radius_u > 0 && rings[last].radius_v > 0) {
    std::vector<cv::Point3d> cap = points[last];
    orient_outward(cap, rings[last - 1].centre);
    part.faces.push_back({std::move(cap), material});
  }
  return part;
}

Part make_ellipsoid(const cv::Point3d& centre, const cv::Vec3d& axis, double half_length,
                    const cv::Vec3d& u, double radius_u, double radius_v, int sides, int bands,
                    const Material& material) {
  const cv::Vec3d a = cv::normalize(axis);
  const cv::Vec3d v = cv::normalize(a.cross(u));
  const cv::Vec3d w = v.cross(a);
  std::vector<Ring> rings;
  for (int j = 1; j < bands; ++j) {
    const double latitude = -kPi / 2 + kPi * j / bands;
    rings.push_back({centre + cv::Point3d(a * (half_length * std::sin(latitude))),
                     radius_u * std::cos(latitude), radius_v * std::cos(latitude)});
  }
  Part part = make_tube(rings, w, v, sides, material);
  part.centre = centre;
  return part;
}

PartsObject::PartsObject(std::vector<Part> parts, cv::Point3d anchor, bool depth_sorted, int layer)
    : parts_(std::move(parts)), anchor_(anchor), depth_sorted_(depth_sorted), layer_(layer) {}

void PartsObject::draw_shadow(Canvas& canvas) const {
  for (const auto& part : parts_) canvas.cast_shadow(part.outline());
}

void PartsObject::draw(Canvas& canvas) const {
  std::vector<const Part*> order;
  for (const auto& part : parts_) order.push_back(&part);
  if (depth_sorted_) {
    std::stable_sort(order.begin(), order.end(), [&canvas](const Part* a, const Part* b) {
      return canvas.depth(a->centre) > canvas.depth(b->centre);
    });
  }
  for (const Part* part : order) {
    canvas.begin_object();
    for (const auto& face : part->faces) canvas.fill_face(face.vertices, face.material);
    canvas.end_object();
  }
}

}  // namespace arbitre::render::detail
