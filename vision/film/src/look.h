// Look: everything about a film that the seed decides besides the game: camera, light,
// table, board style, sensor, the colours of pieces, dice and sticks, the deck, the hands.
#pragma once

#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "arbitre/engine/random.h"
#include "arbitre/film/film.h"
#include "arbitre/render/camera.h"
#include "arbitre/render/canvas.h"
#include "arbitre/render/objects.h"
#include "arbitre/render/scene.h"
#include "arbitre/vision/layout.h"

namespace arbitre::film {

struct Look {
  render::Camera camera;
  render::Lighting light;
  render::TableLook table;
  render::SensorLook sensor;
  bool wooden_board = false;
  std::map<char, render::Material> pieces;  // by occupancy letter
  render::Material die_body;
  render::Material die_pips;
  double die_size_mm = 16;
  render::Material stick_plain;
  uint64_t deck = 0;
  render::Hand hand;  // skin and sleeve; positions are set per frame

  nlohmann::json to_json() const;
};

Look random_look(const vision::BoardLayout& layout, const FilmOptions& options,
                 engine::Random& random);

// The material of a piece of colour `letter` in this look (a neutral grey if unknown).
const render::Material& piece_material(const Look& look, char letter);

}  // namespace arbitre::film
