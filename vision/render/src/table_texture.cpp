// Procedural table surfaces: wood, cloth, laminate.
#include <algorithm>
#include <cmath>

#include "internal.h"

namespace arbitre::render::detail {
namespace {

uint64_t mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

double lattice(int64_t ix, int64_t iy, uint64_t salt) {
  const uint64_t h = mix(static_cast<uint64_t>(ix) * 0x9E3779B97F4A7C15ULL ^
                         mix(static_cast<uint64_t>(iy) + salt));
  return static_cast<double>(h >> 11) * 0x1.0p-53;
}

double smooth(double t) {
  return t * t * (3 - 2 * t);
}

// How much of a pattern of this period survives being averaged over a pixel's footprint.
double visible(double period_mm, double footprint_mm) {
  const double ratio = footprint_mm / period_mm;
  return std::exp(-4 * ratio * ratio);
}

}  // namespace

TableTexture::TableTexture(const TableLook& look) : look_(look) {
  plank_width_mm_ = 90 + 70 * lattice(1, 2, look.texture_seed);
  plank_length_mm_ = 700 + 600 * lattice(3, 4, look.texture_seed);
}

double TableTexture::noise(double x, double y, uint64_t salt) const {
  const double fx = std::floor(x);
  const double fy = std::floor(y);
  const auto ix = static_cast<int64_t>(fx);
  const auto iy = static_cast<int64_t>(fy);
  const double tx = smooth(x - fx);
  const double ty = smooth(y - fy);
  const uint64_t s = salt ^ look_.texture_seed;
  const double top = lattice(ix, iy, s) * (1 - tx) + lattice(ix + 1, iy, s) * tx;
  const double bottom = lattice(ix, iy + 1, s) * (1 - tx) + lattice(ix + 1, iy + 1, s) * tx;
  return top * (1 - ty) + bottom * ty;
}

// Octaves of noise around 0 (-0.5..0.5), the finest ones faded by the footprint; x and y
// are already in units of the coarsest octave.
double TableTexture::fractal(double x, double y, int octaves, double footprint,
                             uint64_t salt) const {
  double sum = 0;
  double amplitude = 0.5;
  double frequency = 1;
  for (int octave = 0; octave < octaves; ++octave) {
    const double fade = visible(1 / frequency, footprint);
    if (fade < 0.02) break;
    sum += amplitude * fade * (noise(x * frequency, y * frequency, salt + octave) - 0.5);
    amplitude *= 0.5;
    frequency *= 2;
  }
  return sum;
}

cv::Vec3f TableTexture::wood(double x, double y, double footprint) const {
  const double plank = std::floor(y / plank_width_mm_);
  const auto plank_index = static_cast<int64_t>(plank);
  const double across = y - plank * plank_width_mm_;
  // Planks are staggered: each one's end joints are shifted.
  const double shift = plank_length_mm_ * lattice(plank_index, 7, look_.texture_seed);
  const double piece = std::floor((x + shift) / plank_length_mm_);
  const double along = x + shift - piece * plank_length_mm_;
  const uint64_t salt = static_cast<uint64_t>(plank_index * 131 + static_cast<int64_t>(piece));
  const double tone = 0.88 + 0.24 * lattice(plank_index, static_cast<int64_t>(piece), 11);
  // Growth rings: stripes along the plank, bent by slow noise.
  const double g = look_.grain_mm;
  const double bend = 6 * g * fractal(x / 300, across / 40, 2, footprint / 300, salt);
  const double ring = std::cos(2 * kPi * (across + bend) / g);
  const double rings = 0.16 * visible(g, footprint) * (0.5 + 0.5 * ring * ring * ring);
  const double fibres = 0.08 * fractal(x / 6, across / 0.5, 2, footprint / 0.5, salt + 50);
  const double figure = 0.12 * fractal(x / 120, y / 60, 3, footprint / 60, 90);
  double shade = tone * (1 - rings + fibres + figure);
  // Dark gaps between planks and at their ends, a little wider than half a millimetre.
  const double gap = std::min({across, plank_width_mm_ - across, along, plank_length_mm_ - along});
  const double cover = std::clamp((0.35 - gap) / std::max(footprint, 0.05) + 0.5, 0.0, 1.0);
  shade *= 1 - 0.6 * cover;
  return look_.colour * static_cast<float>(std::max(shade, 0.05));
}

cv::Vec3f TableTexture::cloth(double x, double y, double footprint) const {
  const double p = look_.grain_mm;
  const double weave = std::sin(2 * kPi * x / p) * std::sin(2 * kPi * y / p);
  const double threads = 0.10 * visible(p, footprint) * weave;
  const double fibres = 0.12 * fractal(x / 3, y / 3, 3, footprint / 3, 20);
  const double folds = 0.10 * fractal(x / 150, y / 150, 2, footprint / 150, 30);
  return look_.colour * static_cast<float>(1 + threads + fibres + folds);
}

cv::Vec3f TableTexture::laminate(double x, double y, double footprint) const {
  const double g = look_.grain_mm;
  const double mottle = 0.08 * fractal(x / g, y / g, 3, footprint / g, 40);
  const double speckle = 0.06 * fractal(x / 0.8, y / 0.8, 2, footprint / 0.8, 60);
  return look_.colour * static_cast<float>(1 + mottle + speckle);
}

cv::Vec3f TableTexture::albedo(double x, double y, double footprint_mm) const {
  switch (look_.surface) {
    case TableLook::Surface::kCloth:
      return cloth(x, y, footprint_mm);
    case TableLook::Surface::kLaminate:
      return laminate(x, y, footprint_mm);
    case TableLook::Surface::kWood:
      break;
  }
  return wood(x, y, footprint_mm);
}

}  // namespace arbitre::render::detail
