// arbitre render: a random legal game filmed on a rendered table, with its truth file.
#include <iomanip>
#include <iostream>
#include <memory>

#include <fstream>

#include "arbitre/calibration/camera_file.h"
#include "arbitre/film/film.h"
#include "arbitre/render/camera.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {
namespace {

struct RenderOptions {
  GameChoice choice;
  film::FilmOptions film;
  std::string out_dir;
  std::string resolution;
  bool no_video = false;
  bool no_stills = false;
  bool charuco = false;  // calibration views of the ChArUco sheet instead of a game
  int views = 24;
};

void parse_resolution(const std::string& text, film::FilmOptions& film) {
  if (text.empty()) return;
  const auto x = text.find('x');
  try {
    if (x == std::string::npos) throw std::invalid_argument("no x");
    film.width = std::stoi(text.substr(0, x));
    film.height = std::stoi(text.substr(x + 1));
  } catch (const std::exception&) {
    throw InputError("--resolution: '" + text + "' is not WIDTHxHEIGHT (1280x720)");
  }
  if (film.width < 320 || film.height < 240 || film.width > 3840 || film.height > 2160) {
    throw InputError("--resolution: " + text + " is outside 320x240 .. 3840x2160");
  }
}

// camera.json beside the film: the true lens, as `arbitre calibrate camera` would write it, so
// that `calibrate board --camera` and `review` can be run on the film as on a real recording.
void write_true_camera(const std::string& out_dir) {
  const auto truth_path = std::filesystem::path(out_dir) / "truth.jsonl";
  std::ifstream in(truth_path);
  std::string first_line;
  std::getline(in, first_line);
  const auto header = nlohmann::json::parse(first_line, nullptr, false);
  if (header.is_discarded() || !header.contains("camera")) {
    throw InputError(truth_path.string() + ":1: no camera in the header");
  }
  const auto camera = take(render::Camera::from_json(header.at("camera")), truth_path.string());
  const calibration::CameraFile file{{camera.intrinsics, camera.distortion, camera.resolution},
                                     0,
                                     0,
                                     "the rendered film's true lens"};
  if (auto saved = calibration::save_camera(file, std::filesystem::path(out_dir) / "camera.json");
      !saved) {
    throw InputError(out_dir, saved.error());
  }
}

int run_render(RenderOptions& options) {
  if (options.charuco) {
    if (!options.choice.name.empty()) throw InputError("--charuco: films no game (no --game)");
    parse_resolution(options.resolution, options.film);
    return render_charuco_views(options.film.seed, options.out_dir, options.views,
                                options.film.width, options.film.height, !options.no_video);
  }
  if (options.choice.name.empty()) throw InputError("--game: required (or --charuco)");
  options.film.variant = options.choice.name;
  options.film.options = options.choice.options();
  options.film.video = !options.no_video;
  options.film.stills = !options.no_stills;
  parse_resolution(options.resolution, options.film);
  const auto report = take(film::film_game(options.film, options.out_dir), "");
  write_true_camera(options.out_dir);
  std::cout << "rendered " << options.film.variant << " seed " << options.film.seed << " to "
            << options.out_dir << ": " << report.moves << " moves (" << report.illegal_moves
            << " illegal), " << report.frames << " frames at " << report.resolution << ", "
            << report.stills << " stills\n";
  std::cout << std::fixed << std::setprecision(1)
            << "render speed: " << report.frames / std::max(1e-9, report.seconds_rendering)
            << " frames per second (drawing, sensor, encoding)\n";
  return kExitOk;
}

}  // namespace

void register_render_commands(CLI::App& app, int& exit_status) {
  auto options = std::make_shared<RenderOptions>();
  auto* command = app.add_subcommand(
      "render", "Film a random legal game on a rendered table: video, stills and truth file");
  add_game_options(*command, options->choice);
  command->get_option("--game")->required(false);  // not with --charuco
  command->add_flag("--charuco", options->charuco,
                    "Calibration views of the ChArUco sheet (stills, truth.json; video.mp4 "
                    "unless --no-video)");
  command->add_option("--views", options->views, "--charuco: views to film (default 24)");
  command->add_option("--seed", options->film.seed,
                      "Seed: the game, camera, table, light, pieces and timing");
  command->add_option("-o,--out", options->out_dir, "Folder to write into")->required();
  command->add_option("--moves", options->film.max_moves,
                      "Stop after this many moves (default: the whole game)");
  command->add_option("--illegal", options->film.illegal_probability,
                      "Probability per move of an illegal move first (then taken back)");
  command->add_option("--fps", options->film.fps, "Frames per second (default 15)");
  command->add_option("--resolution", options->resolution,
                      "Force WIDTHxHEIGHT instead of the seed's choice");
  command->add_flag("--wooden", options->film.wooden_board,
                    "Jacquet: film a wooden backgammon board without fiducials");
  command->add_flag("--no-video", options->no_video, "Write stills and truth only");
  command->add_flag("--no-stills", options->no_stills, "Write the video and truth only");
  command->callback([options, &exit_status] { exit_status = run_render(*options); });
}

}  // namespace arbitre::app
