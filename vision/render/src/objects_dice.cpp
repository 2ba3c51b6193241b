// Six-sided dice with pips, and two-faced stick dice.
#include <algorithm>
#include <array>
#include <cmath>

#include <opencv2/calib3d.hpp>

#include "arbitre/render/objects.h"
#include "internal.h"

namespace arbitre::render {
namespace {

using detail::Face;
using detail::Part;

// Outward normal of the face showing each value, in the die's own axes (index = value).
// Opposite faces add to seven.
const std::array<cv::Vec3d, 7> kFaceNormals{
    cv::Vec3d(0, 0, 0),  cv::Vec3d(0, 0, -1), cv::Vec3d(1, 0, 0), cv::Vec3d(0, 1, 0),
    cv::Vec3d(0, -1, 0), cv::Vec3d(-1, 0, 0), cv::Vec3d(0, 0, 1)};

// Pip centres on a face, in units of the pip spacing from the face's centre.
std::vector<cv::Point2d> pip_layout(int value) {
  switch (value) {
    case 1:
      return {{0, 0}};
    case 2:
      return {{-1, -1}, {1, 1}};
    case 3:
      return {{-1, -1}, {0, 0}, {1, 1}};
    case 4:
      return {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
    case 5:
      return {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}};
    default:
      return {{-1, -1}, {-1, 0}, {-1, 1}, {1, -1}, {1, 0}, {1, 1}};
  }
}

// Faces of a cube of half-side `half` whose edges and corners are cut back by `cut`: six
// squares, twelve edge strips, eight corner triangles, in the die's own axes.
std::vector<std::vector<cv::Point3d>> chamfered_cube(double half, double cut) {
  const double e = half - cut;
  std::vector<std::vector<cv::Point3d>> faces;
  auto point = [](int axis, double along, double first, double second) {
    cv::Vec3d p;
    p[axis] = along;
    p[(axis + 1) % 3] = first;
    p[(axis + 2) % 3] = second;
    return cv::Point3d(p);
  };
  for (int axis = 0; axis < 3; ++axis) {
    for (double sign : {-1.0, 1.0}) {
      faces.push_back({point(axis, sign * half, -e, -e), point(axis, sign * half, e, -e),
                       point(axis, sign * half, e, e), point(axis, sign * half, -e, e)});
      // The edge strip toward the next axis, for both signs of that axis.
      for (double other : {-1.0, 1.0}) {
        faces.push_back(
            {point(axis, sign * half, other * e, -e), point(axis, sign * half, other * e, e),
             point(axis, sign * e, other * half, e), point(axis, sign * e, other * half, -e)});
      }
    }
  }
  for (double sx : {-1.0, 1.0}) {
    for (double sy : {-1.0, 1.0}) {
      for (double sz : {-1.0, 1.0}) {
        faces.push_back({{sx * half, sy * e, sz * e},
                         {sx * e, sy * half, sz * e},
                         {sx * e, sy * e, sz * half}});
      }
    }
  }
  for (auto& face : faces) detail::orient_outward(face, {0, 0, 0});
  return faces;
}

// A pip: a small disc just outside the face whose normal is `normal`.
std::vector<cv::Point3d> pip_disc(const cv::Vec3d& normal, const cv::Vec3d& u, const cv::Vec3d& v,
                                  const cv::Point2d& at, double radius, double lift) {
  std::vector<cv::Point3d> points;
  constexpr int kSides = 12;
  for (int k = 0; k < kSides; ++k) {
    const double angle = 2 * detail::kPi * k / kSides;
    points.emplace_back(normal * lift + u * (at.x + radius * std::cos(angle)) +
                        v * (at.y + radius * std::sin(angle)));
  }
  detail::orient_outward(points, {0, 0, 0});
  return points;
}

std::vector<cv::Point3d> placed(const std::vector<cv::Point3d>& local, const cv::Matx33d& rotation,
                                const cv::Point3d& centre) {
  std::vector<cv::Point3d> out;
  out.reserve(local.size());
  for (const auto& p : local) out.push_back(centre + cv::Point3d(rotation * cv::Vec3d(p)));
  return out;
}

}  // namespace

int Die::value_up() const {
  int best = 1;
  for (int value = 2; value <= 6; ++value) {
    if ((rotation * kFaceNormals[value])[2] < (rotation * kFaceNormals[best])[2]) best = value;
  }
  return best;
}

double Die::tilt_deg() const {
  const double up = -(rotation * kFaceNormals[value_up()])[2];
  return std::acos(std::clamp(up, -1.0, 1.0)) * 180 / detail::kPi;
}

cv::Matx33d die_rotation_showing(int value, double yaw) {
  const cv::Vec3d normal = kFaceNormals[std::clamp(value, 1, 6)];
  const cv::Vec3d up(0, 0, -1);
  cv::Matx33d to_top = cv::Matx33d::eye();
  if (normal.dot(up) < -0.5) {
    to_top = rotation_x(detail::kPi);
  } else if (normal.dot(up) < 0.5) {
    const cv::Vec3d axis = normal.cross(up) * (detail::kPi / 2);
    cv::Rodrigues(axis, to_top);
  }
  return rotation_z(yaw) * to_top;
}

std::unique_ptr<SceneObject> make_die(const Die& die) {
  const double half = die.size_mm / 2;
  Part part;
  part.centre = die.center_mm;
  for (const auto& face : chamfered_cube(half, 0.12 * die.size_mm)) {
    part.faces.push_back({placed(face, die.rotation, die.center_mm), die.body});
  }
  // Each value's pips right after the body faces, so they are drawn over them; they share
  // their face's normal and are culled with it.
  const double spacing = 0.27 * die.size_mm;
  for (int value = 1; value <= 6; ++value) {
    cv::Vec3d u, v;
    detail::perpendicular_axes(kFaceNormals[value], u, v);
    const double radius = (value == 1 ? 0.13 : 0.085) * die.size_mm;
    for (const cv::Point2d& at : pip_layout(value)) {
      const auto disc = pip_disc(kFaceNormals[value], u, v, at * spacing, radius, half + 0.02);
      part.faces.push_back({placed(disc, die.rotation, die.center_mm), die.pips});
    }
  }
  std::vector<Part> parts;
  parts.push_back(std::move(part));
  return std::make_unique<detail::PartsObject>(std::move(parts), die.center_mm, false);
}

bool Stick::coloured_up() const {
  return std::cos(roll) < 0;
}

bool sticks_overlap(const Stick& a, const Stick& b, double margin_mm) {
  // Two rectangles are apart if and only if one of their four side directions separates them.
  const cv::Point2d along_a(std::cos(a.yaw), std::sin(a.yaw)), across_a(-along_a.y, along_a.x);
  const cv::Point2d along_b(std::cos(b.yaw), std::sin(b.yaw)), across_b(-along_b.y, along_b.x);
  const cv::Point2d between(b.center_mm.x - a.center_mm.x, b.center_mm.y - a.center_mm.y);
  auto reach = [](const Stick& stick, cv::Point2d along, cv::Point2d across, cv::Point2d axis) {
    return 0.5 * (stick.length_mm * std::abs(along.dot(axis)) +
                  stick.width_mm * std::abs(across.dot(axis)));
  };
  for (const cv::Point2d& axis : {along_a, across_a, along_b, across_b}) {
    const double gap = std::abs(between.dot(axis)) - reach(a, along_a, across_a, axis) -
                       reach(b, along_b, across_b, axis);
    if (gap >= margin_mm) return false;
  }
  return true;
}

std::unique_ptr<SceneObject> make_stick(const Stick& stick) {
  const double hl = stick.length_mm / 2;
  const double hw = stick.width_mm / 2;
  const double ht = stick.thickness_mm / 2;
  const double cut = 0.25 * stick.thickness_mm;
  // Cross-section (y across, z through; +z is the coloured side), its long edges cut back.
  const std::array<cv::Point2d, 8> section{{{hw - cut, -ht},
                                            {hw, -ht + cut},
                                            {hw, ht - cut},
                                            {hw - cut, ht},
                                            {-hw + cut, ht},
                                            {-hw, ht - cut},
                                            {-hw, -ht + cut},
                                            {-hw + cut, -ht}}};
  const cv::Matx33d rotation = rotation_z(stick.yaw) * rotation_x(stick.roll);
  Part part;
  part.centre = stick.center_mm;
  auto add = [&](std::vector<cv::Point3d> local, const Material& material) {
    detail::orient_outward(local, {0, 0, 0});
    part.faces.push_back({placed(local, rotation, stick.center_mm), material});
  };
  std::vector<cv::Point3d> end_a, end_b;
  for (int k = 0; k < 8; ++k) {
    const cv::Point2d& a = section[k];
    const cv::Point2d& b = section[(k + 1) % 8];
    // Painted: the coloured face and the two bevels beside it.
    const bool painted = k == 2 || k == 3 || k == 4;
    add({{-hl, a.x, a.y}, {hl, a.x, a.y}, {hl, b.x, b.y}, {-hl, b.x, b.y}},
        painted ? stick.coloured : stick.plain);
    end_a.emplace_back(-hl, a.x, a.y);
    end_b.emplace_back(hl, a.x, a.y);
  }
  add(end_a, stick.plain);
  add(end_b, stick.plain);
  // The coloured face's pattern: three bare bands across; the plain face: two grain lines.
  const double lift = 0.02;
  for (double at : {-0.5, 0.0, 0.5}) {
    const double x = at * hl;
    const double w = 0.06 * stick.length_mm;
    add({{x - w / 2, -hw + cut, ht + lift},
         {x + w / 2, -hw + cut, ht + lift},
         {x + w / 2, hw - cut, ht + lift},
         {x - w / 2, hw - cut, ht + lift}},
        stick.plain);
  }
  for (double at : {-0.3, 0.25}) {
    const double y = at * hw;
    add({{-hl * 0.95, y - 0.3, -ht - lift},
         {hl * 0.95, y - 0.3, -ht - lift},
         {hl * 0.95, y + 0.3, -ht - lift},
         {-hl * 0.95, y + 0.3, -ht - lift}},
        detail::scaled(stick.plain, 0.8f));
  }
  std::vector<Part> parts;
  parts.push_back(std::move(part));
  return std::make_unique<detail::PartsObject>(std::move(parts), stick.center_mm, false);
}

}  // namespace arbitre::render
