// The room's light: shading of surfaces and a light drawn from a seed.
#include <algorithm>
#include <cmath>

#include "arbitre/render/canvas.h"
#include "internal.h"

namespace arbitre::render {
namespace {

using detail::kPi;

// The cast a lamp of this colour temperature leaves in a photo once the camera's automatic
// white balance has done most of its work: warm bulbs stay somewhat orange, daylight neutral.
// BGR gains, interpolated in mired (perceptually even steps of temperature).
cv::Vec3d temperature_tint(double kelvin) {
  struct Anchor {
    double kelvin;
    cv::Vec3d bgr;
  };
  static const Anchor kAnchors[] = {{2700, {0.62, 0.80, 1.00}},
                                    {3500, {0.74, 0.87, 1.00}},
                                    {4500, {0.86, 0.94, 1.00}},
                                    {5500, {0.95, 0.98, 1.00}},
                                    {6500, {1.00, 0.99, 0.96}}};
  const double mired = 1e6 / std::clamp(kelvin, 2700.0, 6500.0);
  for (int i = 0; i + 1 < 5; ++i) {
    const double warm = 1e6 / kAnchors[i].kelvin;
    const double cool = 1e6 / kAnchors[i + 1].kelvin;
    if (mired <= warm && mired >= cool) {
      const double share = (warm - mired) / (warm - cool);
      return kAnchors[i].bgr * (1 - share) + kAnchors[i + 1].bgr * share;
    }
  }
  return kAnchors[4].bgr;
}

}  // namespace

Lighting random_lighting(const vision::BoardLayout& layout, engine::Random& random) {
  Lighting light;
  const double elevation = uniform(random, 20, 70) * kPi / 180;
  const double azimuth = uniform(random, 0, 2 * kPi);
  light.direction = cv::Vec3d(std::cos(elevation) * std::cos(azimuth),
                              std::cos(elevation) * std::sin(azimuth), -std::sin(elevation));
  light.tint = temperature_tint(uniform(random, 2700, 6500));
  light.ambient = uniform(random, 0.3, 0.55);
  light.shadow_strength = uniform(random, 0.25, 0.75);
  const bool hard = random.unit() < 0.5;
  light.shadow_softness_mm = hard ? uniform(random, 0.8, 2.5) : uniform(random, 3, 10);
  light.hotspot_mm = {layout.width_mm * uniform(random, -0.1, 1.1),
                      layout.height_mm * uniform(random, -0.1, 1.1)};
  light.falloff = uniform(random, 0, 0.6);
  return light;
}

namespace detail {

double falloff_factor(const Lighting& light, double x_mm, double y_mm) {
  // Distance in metres, rounded off within 10 cm of the hotspot so there is no bright tip.
  const double d = std::hypot(x_mm - light.hotspot_mm.x, y_mm - light.hotspot_mm.y) / 1000;
  const double rounded = std::sqrt(d * d + 0.01) - 0.1;
  return std::clamp(1 - light.falloff * rounded, 0.3, 1.0);
}

Shading shade(const Lighting& light, const Material& material, const cv::Point3d& point,
              const cv::Vec3d& normal, const cv::Point3d& eye) {
  const cv::Vec3d to_light = cv::normalize(light.direction);
  const double lambert = std::max(0.0, normal.dot(to_light));
  const double falloff = falloff_factor(light, point.x, point.y);
  const cv::Vec3d tint = light.tint * falloff;
  Shading out;
  out.diffuse = cv::Vec3f(tint * (light.ambient + (1 - light.ambient) * lambert));
  out.specular = cv::Vec3f(0, 0, 0);
  if (material.specular > 0 && lambert > 0) {
    const cv::Vec3d to_eye = cv::normalize(cv::Vec3d(eye - point));
    const cv::Vec3d half = cv::normalize(to_light + to_eye);
    const double highlight = std::pow(std::max(0.0, normal.dot(half)), material.shininess);
    out.specular = cv::Vec3f(tint * (material.specular * highlight));
  }
  return out;
}

}  // namespace detail
}  // namespace arbitre::render
