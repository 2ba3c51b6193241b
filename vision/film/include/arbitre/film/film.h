// Filming a game: a random legal game (script.h) played by hands on a rendered table and
// recorded by a camera drawn from the seed, with a truth file giving every frame's facts.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "arbitre/engine/result.h"

namespace arbitre::film {

struct FilmOptions {
  std::string variant;                                // engine variant: "jacquet", "toc-4"
  nlohmann::json options = nlohmann::json::object();  // the game's options
  uint64_t seed = 1;  // decides the game, the camera, the scene, the timing
  int max_moves = 0;  // 0: the whole game
  double illegal_probability = 0;
  double fps = 15;
  bool video = true;   // video.mp4 (H.264)
  bool stills = true;  // stills/*.jpg: each settled position, as the camera saw it
  int width = 0;       // 0: the resolution the seed picks; else force width x height
  int height = 0;
  bool wooden_board = false;   // Jacquet: a wooden backgammon board without fiducials
  bool wooden_allowed = true;  // Jacquet: let the seed pick a wooden board now and then
  // A perfect sensor (no noise, blur, vignetting or colour cast; stills at JPEG 100), for
  // checking the geometry of what is drawn apart from what a camera does to it.
  bool ideal_sensor = false;
};

struct FilmReport {
  int frames = 0;
  int stills = 0;
  int moves = 0;
  int illegal_moves = 0;
  double seconds_rendering = 0;  // wall time spent drawing and encoding frames
  std::string resolution;
};

// Writes `out_dir`/truth.jsonl, start.json (the state the game starts from), video.mp4 and
// stills/ (docs/truth.md). The folder is created; files already there with these names are
// replaced. Errors name the option or the file.
engine::Result<FilmReport> film_game(const FilmOptions& options,
                                     const std::filesystem::path& out_dir);

}  // namespace arbitre::film
