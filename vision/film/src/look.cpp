#include "look.h"

#include <algorithm>
#include <cmath>

namespace arbitre::film {
namespace {

// A colour (sRGB 0..255, as people name them) jittered by a few percent per film: real sets
// differ in dye, and the reader must learn colours from the set-up, not from a table.
render::Material jittered(engine::Random& random, int r, int g, int b, float specular) {
  auto channel = [&](int value) {
    const double jitter = 1.0 + (random.unit() - 0.5) * 0.16;
    const int v = std::clamp(static_cast<int>(std::lround(value * jitter)), 0, 255);
    return static_cast<uchar>(v);
  };
  render::Material material;
  const cv::Vec3b bgr(channel(b), channel(g), channel(r));
  material.colour = render::srgb_to_linear(bgr);
  material.specular = specular;
  material.shininess = 25.f;
  return material;
}

struct NamedColour {
  int r, g, b;
};

NamedColour pick(engine::Random& random, std::initializer_list<NamedColour> choices) {
  return *(choices.begin() + random.below(choices.size()));
}

render::Material pick_material(engine::Random& random, std::initializer_list<NamedColour> choices,
                               float specular) {
  const auto c = pick(random, choices);
  return jittered(random, c.r, c.g, c.b, specular);
}

void choose_piece_colours(Look& look, const std::string& variant, engine::Random& random) {
  const float gloss = static_cast<float>(0.1 + 0.4 * random.unit());
  auto& p = look.pieces;
  if (variant.rfind("jacquet", 0) == 0) {
    p['W'] = pick_material(random, {{235, 230, 215}, {245, 245, 240}, {225, 200, 160}}, gloss);
    p['B'] = pick_material(random, {{30, 30, 32}, {90, 50, 30}, {130, 25, 30}}, gloss);
  } else if (variant.rfind("jeson-jam", 0) == 0) {
    p['L'] = pick_material(random, {{235, 230, 215}, {220, 200, 150}}, gloss);
    p['D'] = pick_material(random, {{35, 35, 40}, {80, 50, 35}}, gloss);
  } else {
    p['R'] = pick_material(random, {{200, 35, 35}, {220, 60, 40}}, gloss);
    p['Y'] = pick_material(random, {{240, 200, 30}, {245, 220, 70}}, gloss);
    p['G'] = pick_material(random, {{40, 150, 60}, {30, 120, 80}}, gloss);
    p['B'] = pick_material(random, {{40, 80, 190}, {30, 110, 200}}, gloss);
    p['K'] = pick_material(random, {{35, 35, 38}}, gloss);
    p['W'] = pick_material(random, {{240, 240, 235}}, gloss);
    p['N'] = pick_material(random, {{215, 185, 140}, {230, 225, 210}}, gloss);  // neutrals
  }
}

}  // namespace

Look random_look(const vision::BoardLayout& layout, const FilmOptions& options,
                 engine::Random& random) {
  Look look;
  render::CameraRanges ranges;
  if (options.width > 0 && options.height > 0) {
    ranges.resolutions = {cv::Size(options.width, options.height)};
  }
  look.camera = render::random_camera(layout, ranges, random);
  look.light = render::random_lighting(layout, random);
  look.table = render::random_table_look(random);
  look.sensor = render::random_sensor_look(random);
  if (options.ideal_sensor) {
    look.sensor = render::SensorLook{};
    look.sensor.noise_sigma = look.sensor.shot_noise = look.sensor.focus_blur_px = 0;
    look.sensor.vignetting = 0;
    look.sensor.jpeg_quality = 100;
  }
  const bool jacquet = options.variant.rfind("jacquet", 0) == 0;
  look.wooden_board =
      jacquet && (options.wooden_board || (options.wooden_allowed && random.unit() < 0.25));
  if (look.wooden_board) look.table.board_specular = 0.15f;  // varnished wood
  choose_piece_colours(look, options.variant, random);
  look.die_body = pick_material(
      random, {{245, 245, 240}, {240, 235, 220}, {190, 30, 35}, {25, 25, 28}, {30, 80, 170}}, 0.3f);
  const bool dark_die =
      look.die_body.colour[0] + look.die_body.colour[1] + look.die_body.colour[2] < 0.6f;
  look.die_pips =
      dark_die ? jittered(random, 245, 245, 245, 0.1f) : jittered(random, 20, 20, 22, 0.1f);
  look.die_size_mm = 12 + 6 * random.unit();
  look.stick_plain = pick_material(random, {{220, 190, 130}, {200, 170, 110}}, 0.2f);
  look.deck = random.next();
  look.hand = render::random_hand_look(random);
  return look;
}

const render::Material& piece_material(const Look& look, char letter) {
  static const render::Material grey;
  const auto found = look.pieces.find(letter);
  return found == look.pieces.end() ? grey : found->second;
}

nlohmann::json Look::to_json() const {
  auto colour = [](const render::Material& m) {
    const cv::Mat linear(1, 1, CV_32FC3, cv::Scalar(m.colour[0], m.colour[1], m.colour[2]));
    const cv::Vec3b bgr = render::linear_to_srgb(linear).at<cv::Vec3b>(0, 0);
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", bgr[2], bgr[1], bgr[0]);
    return std::string(text);
  };
  nlohmann::json pieces_json = nlohmann::json::object();
  for (const auto& [letter, material] : pieces)
    pieces_json[std::string(1, letter)] = colour(material);
  return {
      {"board_style", wooden_board ? "wooden" : "printed"},
      {"board_gloss", table.board_specular},
      {"pieces", pieces_json},
      {"die", {{"body", colour(die_body)}, {"pips", colour(die_pips)}, {"size_mm", die_size_mm}}},
      {"light",
       {{"direction", {light.direction[0], light.direction[1], light.direction[2]}},
        {"ambient", light.ambient},
        {"tint", {light.tint[0], light.tint[1], light.tint[2]}},
        {"shadow_strength", light.shadow_strength}}},
      {"sensor",
       {{"noise_sigma", sensor.noise_sigma},
        {"focus_blur_px", sensor.focus_blur_px},
        {"vignetting", sensor.vignetting},
        {"jpeg_quality", sensor.jpeg_quality}}},
      {"deck", deck}};
}

}  // namespace arbitre::film
