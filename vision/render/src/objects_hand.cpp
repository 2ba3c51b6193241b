// A hand and forearm: rounded solids (capsules, a flattened palm) shaded like the pieces.
#include <algorithm>
#include <cmath>

#include "arbitre/render/objects.h"
#include "internal.h"

namespace arbitre::render {
namespace {

using detail::Part;
using detail::Ring;

// A finger or thumb: a capsule from `base` to `tip` (the tip is the end of the rounded end).
Part capsule(const cv::Point3d& base, const cv::Point3d& tip, double radius, const Material& skin) {
  const cv::Vec3d axis(tip - base);
  const double length = std::max(cv::norm(axis), 2 * radius);
  const cv::Vec3d a = axis / std::max(cv::norm(axis), 1e-9);
  cv::Vec3d u, v;
  detail::perpendicular_axes(a, u, v);
  auto at = [&](double distance) { return base + cv::Point3d(a * distance); };
  // Flattened a little across the nail, narrowing toward a round tip.
  const std::vector<Ring> rings{{at(0), radius, radius * 0.85},
                                {at(length * 0.5), radius * 0.95, radius * 0.8},
                                {at(length - radius * 0.6), radius * 0.88, radius * 0.75},
                                {at(length - radius * 0.2), radius * 0.55, radius * 0.45},
                                {at(length), radius * 0.12, radius * 0.1}};
  return detail::make_tube(rings, u, v, 8, skin);
}

// A tapered, slightly flattened tube from `from` to `to` (forearm or sleeve).
Part limb(const cv::Point3d& from, const cv::Point3d& to, double radius_from, double radius_to,
          const cv::Vec3d& across, const Material& material) {
  const cv::Vec3d a = cv::normalize(cv::Vec3d(to - from));
  const cv::Vec3d u = cv::normalize(across - a * across.dot(a));
  const cv::Vec3d v = a.cross(u);
  const std::vector<Ring> rings{{from, radius_from * 0.9, radius_from * 0.75},
                                {from + (to - from) * 0.02, radius_from, radius_from * 0.82},
                                {to, radius_to, radius_to * 0.85}};
  return detail::make_tube(rings, u, v, 10, material);
}

// The forearm from the wrist back toward `from_mm`, rising gently, and the upper arm beyond,
// long enough to leave any picture that shows the board; the sleeve starts at its cuff.
void add_arm(const Hand& hand, const cv::Point3d& wrist, const cv::Point2d& reach,
             const cv::Vec3d& side, std::vector<Part>& parts) {
  const double w = hand.width_mm;
  auto back_from_wrist = [&](double distance) {
    // Rises 0.3 mm per mm, no higher than kHighest above the board.
    constexpr double kHighest = 250;
    const double z = std::max(wrist.z - 0.3 * distance, std::min(wrist.z, -kHighest));
    return cv::Point3d(wrist.x - reach.x * distance, wrist.y - reach.y * distance, z);
  };
  const double to_elbow = std::clamp(
      cv::norm(cv::Point2d(hand.from_mm.x - wrist.x, hand.from_mm.y - wrist.y)), 2 * w, 3.2 * w);
  const double cuff = std::clamp(hand.sleeve_start_mm, 0.0, to_elbow - 1);
  const double wrist_radius = 0.34 * w;
  const double elbow_radius = 0.46 * w;
  const double cuff_radius = wrist_radius + (elbow_radius - wrist_radius) * cuff / to_elbow;
  if (cuff > 1) {
    parts.push_back(limb(wrist, back_from_wrist(cuff), wrist_radius, cuff_radius, side, hand.skin));
  }
  parts.push_back(limb(back_from_wrist(cuff), back_from_wrist(to_elbow), cuff_radius + 4,
                       elbow_radius + 6, side, hand.sleeve));
  parts.push_back(limb(back_from_wrist(to_elbow - 10), back_from_wrist(to_elbow + 2000),
                       elbow_radius + 6, 0.6 * w, side, hand.sleeve));
}

}  // namespace

std::unique_ptr<SceneObject> make_hand(const Hand& hand) {
  const double w = hand.width_mm;
  cv::Point2d reach(hand.fingertips_mm.x - hand.from_mm.x, hand.fingertips_mm.y - hand.from_mm.y);
  if (cv::norm(reach) < 1) reach = {0, 1};
  reach /= cv::norm(reach);
  const cv::Vec3d side(-reach.y, reach.x, 0);
  // The hand points down toward the table as it reaches, about 30 degrees.
  const cv::Vec3d ahead = cv::normalize(cv::Vec3d(reach.x, reach.y, 0.58));
  const double finger_length = 0.9 * w;
  const double palm_length = 1.1 * w;
  const cv::Point3d tip = hand.fingertips_mm;
  const cv::Point3d knuckles = tip - cv::Point3d(ahead * finger_length);
  const cv::Point3d palm_centre = knuckles - cv::Point3d(ahead * (palm_length / 2));
  const cv::Point3d wrist = knuckles - cv::Point3d(ahead * palm_length);

  std::vector<Part> parts;
  parts.push_back(detail::make_ellipsoid(palm_centre, ahead, palm_length * 0.58, side, w / 2,
                                         0.16 * w, 12, 6, hand.skin));
  // Index (on the thumb's side) to little finger; the middle finger ends at the fingertips.
  const double offsets[4] = {-0.375, -0.125, 0.125, 0.375};
  const double lengths[4] = {0.92, 1.0, 0.95, 0.78};
  const double finger_radius = 0.095 * w;
  for (int i = 0; i < 4; ++i) {
    const cv::Point3d base =
        knuckles + cv::Point3d(side * (offsets[i] * w * 0.9)) - cv::Point3d(ahead * 8.0);
    cv::Point3d goal;
    if (hand.pinching) {
      // The index meets the thumb at the fingertips; the others curl in behind it.
      goal = tip + cv::Point3d(side * (0.22 * (offsets[i] - offsets[0]) * w)) -
             cv::Point3d(ahead * (0.3 * i * finger_length)) + cv::Point3d(0, 0, -6.0 * i);
    } else {
      goal = tip + cv::Point3d(side * ((offsets[i] - offsets[1]) * w * 1.05)) -
             cv::Point3d(ahead * ((1 - lengths[i]) * finger_length));
    }
    parts.push_back(capsule(base, goal, finger_radius * (i == 3 ? 0.85 : 1.0), hand.skin));
  }
  const cv::Point3d thumb_base =
      wrist + cv::Point3d(ahead * (palm_length * 0.4)) - cv::Point3d(side * (0.42 * w));
  const cv::Point3d thumb_tip =
      hand.pinching ? tip - cv::Point3d(side * (1.6 * finger_radius))
                    : thumb_base + cv::Point3d(cv::normalize(ahead * 0.6 - side * 0.5) *
                                               (0.7 * finger_length));
  parts.push_back(capsule(thumb_base, thumb_tip, finger_radius * 1.15, hand.skin));

  add_arm(hand, wrist + cv::Point3d(ahead * 12.0), reach, side, parts);
  return std::make_unique<detail::PartsObject>(std::move(parts), palm_centre, true, 1);
}

Hand random_hand_look(engine::Random& random) {
  // Skin from very light to very dark (sRGB R, G, B), picked anywhere between neighbours.
  static const double kSkin[][3] = {{241, 214, 194}, {226, 184, 156}, {205, 150, 115},
                                    {170, 118, 82},  {128, 86, 58},   {92, 60, 42},
                                    {60, 40, 31}};
  constexpr int kTones = 7;
  const double position = uniform(random, 0, kTones - 1);
  const int low = std::min(static_cast<int>(position), kTones - 2);
  const double share = position - low;
  double rgb[3];
  for (int c = 0; c < 3; ++c) {
    rgb[c] =
        (kSkin[low][c] * (1 - share) + kSkin[low + 1][c] * share) * uniform(random, 0.95, 1.05);
  }
  Hand hand;
  hand.skin.colour = detail::linear_from_srgb(std::min(rgb[0], 255.0), std::min(rgb[1], 255.0),
                                              std::min(rgb[2], 255.0));
  hand.skin.specular = 0.08f;
  hand.skin.shininess = 12.f;
  hand.width_mm = uniform(random, 75, 95);
  // Sleeves: any hue, from greys to saturated, dark to light; sometimes rolled up.
  const double hue = uniform(random, 0, 6);
  const double saturation =
      random.unit() < 0.3 ? uniform(random, 0, 0.15) : uniform(random, 0.2, 0.8);
  const double value = uniform(random, 40, 235);
  double channel[3];
  for (int c = 0; c < 3; ++c) {
    const double distance = std::abs(std::fmod(hue + 2.0 * c + 6, 6.0) - 3.0);  // 0..3
    const double weight = std::clamp(distance - 1.0, 0.0, 1.0);
    channel[c] = value * (1 - saturation * (1 - weight));
  }
  hand.sleeve.colour = detail::linear_from_srgb(channel[0], channel[1], channel[2]);
  hand.sleeve.specular = 0.02f;
  hand.sleeve_start_mm = random.unit() < 0.25 ? uniform(random, 150, 250) : uniform(random, 40, 90);
  return hand;
}

}  // namespace arbitre::render
