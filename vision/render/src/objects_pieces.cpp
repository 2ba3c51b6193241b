// Round pieces: checkers, stones and stack members (cylinders), and Toc pawns.
#include <algorithm>
#include <cmath>

#include "arbitre/render/objects.h"
#include "internal.h"

namespace arbitre::render {
namespace {

using detail::Part;
using detail::Ring;

constexpr int kDiscSides = 28;

// A flat disc lying on the top of a piece (a decal), clockwise seen from above.
std::vector<cv::Point3d> top_disc(const cv::Point2d& centre, double radius, double z, int sides) {
  std::vector<cv::Point3d> points;
  for (int k = 0; k < sides; ++k) {
    const double angle = 2 * detail::kPi * k / sides;
    points.emplace_back(centre.x + radius * std::cos(angle), centre.y + radius * std::sin(angle),
                        z);
  }
  return points;
}

}  // namespace

std::unique_ptr<SceneObject> make_disc(const DiscPiece& disc) {
  const double radius = disc.diameter_mm / 2;
  const double bottom = -disc.base_mm;
  const double top = -(disc.base_mm + disc.height_mm);
  // Bevelled edges catch the light differently from the side and the top, so that the
  // discs of a stack read as separate pieces.
  const double bevel = std::min({0.8, 0.15 * disc.height_mm, 0.1 * radius});
  const cv::Point3d axis_point(disc.center_mm.x, disc.center_mm.y, 0);
  const std::vector<Ring> rings{
      {axis_point + cv::Point3d(0, 0, bottom), radius - bevel, radius - bevel},
      {axis_point + cv::Point3d(0, 0, bottom - bevel), radius, radius},
      {axis_point + cv::Point3d(0, 0, top + bevel), radius, radius},
      {axis_point + cv::Point3d(0, 0, top), radius - bevel, radius - bevel}};
  Part part = detail::make_tube(rings, {1, 0, 0}, {0, 1, 0}, kDiscSides, disc.material);
  const Material rim = detail::scaled(disc.material, 0.7f);
  for (int k = 0; k < kDiscSides; ++k) {
    part.faces[k].material = rim;                   // bottom bevel
    part.faces[2 * kDiscSides + k].material = rim;  // top bevel
  }
  // A groove ring on the top face, as turned wooden and plastic checkers have.
  const double z = top - 0.01;
  part.faces.push_back({top_disc(disc.center_mm, 0.74 * radius, z, kDiscSides),
                        detail::scaled(disc.material, 0.8f)});
  part.faces.push_back(
      {top_disc(disc.center_mm, 0.68 * radius, z - 0.01, kDiscSides), disc.material});
  const cv::Point3d anchor = axis_point + cv::Point3d(0, 0, (bottom + top) / 2);
  std::vector<Part> parts;
  parts.push_back(std::move(part));
  return std::make_unique<detail::PartsObject>(std::move(parts), anchor, false);
}

std::unique_ptr<SceneObject> make_pawn(const PawnPiece& pawn) {
  const double d = pawn.diameter_mm;
  const double h = pawn.height_mm;
  const cv::Point3d foot(pawn.center_mm.x, pawn.center_mm.y, 0);
  auto at = [&foot](double height) { return foot + cv::Point3d(0, 0, -height); };
  // Profile from the foot up: a base, a cone narrowing to a collar, the neck.
  const std::vector<Ring> body{
      {at(0), 0.5 * d, 0.5 * d},          {at(0.1 * h), 0.5 * d, 0.5 * d},
      {at(0.16 * h), 0.4 * d, 0.4 * d},   {at(0.62 * h), 0.17 * d, 0.17 * d},
      {at(0.68 * h), 0.24 * d, 0.24 * d}, {at(0.74 * h), 0.15 * d, 0.15 * d}};
  std::vector<Part> parts;
  parts.push_back(detail::make_tube(body, {1, 0, 0}, {0, 1, 0}, 20, pawn.material));
  const double head = std::min(0.3 * d, 0.2 * h);
  parts.push_back(detail::make_ellipsoid(at(h - head), {0, 0, -1}, head, {1, 0, 0}, head, head, 16,
                                         8, pawn.material));
  return std::make_unique<detail::PartsObject>(std::move(parts), at(h / 2), false);
}

}  // namespace arbitre::render
