#include "calibration/rendered_film.h"

#include "arbitre/calibration/board_pose.h"
#include "arbitre/calibration/piece_colours.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include <unistd.h>

#include <opencv2/imgcodecs.hpp>

namespace arbitre::testing {

std::array<cv::Point2d, 4> RenderedStill::corners() const {
  std::array<cv::Point2d, 4> corners;
  for (size_t k = 0; k < 4; ++k) {
    corners[k] = {frame.at("corners")[k][0].get<double>(), frame.at("corners")[k][1].get<double>()};
  }
  return corners;
}

calibration::Intrinsics RenderedFilm::intrinsics() const {
  return {camera.intrinsics, camera.distortion, camera.resolution};
}

film::FilmOptions still_film(const std::string& variant, uint64_t seed, int moves, int width,
                             int height) {
  film::FilmOptions options;
  options.variant = variant;
  options.seed = seed;
  options.max_moves = moves;
  options.fps = 2;
  options.video = false;
  options.width = width;
  options.height = height;
  options.wooden_allowed = false;
  return options;
}

film::CharucoViewsOptions held_sheet_video() {
  film::CharucoViewsOptions options;
  options.seed = 42;
  options.views = 12;
  options.stills = false;
  options.video = true;
  options.fps = 6;
  options.width = 640;
  options.height = 360;
  return options;
}

namespace {

// Every option that changes what is filmed, the key of a kept film.
nlohmann::json options_key(const film::FilmOptions& options) {
  // A new option changes this size: add it to the key, or two films would share a folder.
  static_assert(sizeof(film::FilmOptions) == 96, "an option of FilmOptions is not in the key");
  return {{"variant", options.variant},
          {"options", options.options},
          {"seed", options.seed},
          {"max_moves", options.max_moves},
          {"illegal_probability", options.illegal_probability},
          {"fps", options.fps},
          {"video", options.video},
          {"stills", options.stills},
          {"width", options.width},
          {"height", options.height},
          {"wooden_board", options.wooden_board},
          {"wooden_allowed", options.wooden_allowed},
          {"ideal_sensor", options.ideal_sensor}};
}

// Films `options` into `dir`, emptied first; a failure throws with the renderer's message.
void film_into(const film::FilmOptions& options, const std::filesystem::path& dir) {
  std::filesystem::remove_all(dir);
  const auto report = film::film_game(options, dir);
  if (!report) throw std::runtime_error(report.error().to_string());
}

// FNV-1a: a name that stays the same from one build to the next (std::hash need not).
std::string key_name(const std::string& key) {
  uint64_t hash = 14695981039346656037ULL;
  for (const unsigned char c : key) hash = (hash ^ c) * 1099511628211ULL;
  char name[17];
  std::snprintf(name, sizeof name, "%016llx", static_cast<unsigned long long>(hash));
  return name;
}

// The folder of ARBITRE_TEST_FILMS that keeps the film of `options`, filmed there first when
// no test process has. ctest runs each test in a process of its own, and scripts/test.sh runs
// every test twice (plainly, then under the sanitizers): without the folder, each of them
// films its game again, a third of the sanitizers' pass. The renderer's own tests film
// through film_game, never through here.
std::filesystem::path kept_film(const film::FilmOptions& options,
                                const std::filesystem::path& films) {
  const std::string key = options_key(options).dump();
  const auto dir = films / key_name(key);
  std::ifstream kept(dir / "options.json");
  std::string kept_key;
  if (kept && std::getline(kept, kept_key)) {
    if (kept_key == key) return dir;
    throw std::runtime_error(dir.string() + ": kept for other options than " + key);
  }
  // Filmed aside, then renamed: two processes filming the same game at once each rename a
  // whole film, the second finding the first's in place.
  const auto aside = films / (key_name(key) + "-" + std::to_string(::getpid()));
  film_into(options, aside);
  std::ofstream(aside / "options.json") << key << "\n";
  std::error_code taken;
  std::filesystem::rename(aside, dir, taken);
  if (taken) std::filesystem::remove_all(aside);
  return dir;
}

RenderedFilm read_film(const std::filesystem::path& dir) {
  RenderedFilm film;
  std::ifstream in(dir / "truth.jsonl");
  std::string line;
  while (std::getline(in, line)) {
    const auto json = nlohmann::json::parse(line);
    const auto type = json.at("type").get<std::string>();
    if (type == "header") {
      film.header = json;
      film.camera = *render::Camera::from_json(json.at("camera"));
    } else if (type == "state") {
      const auto id = json.at("id").get<std::size_t>();
      if (film.states.size() <= id) film.states.resize(id + 1);
      film.states[id] = json.at("occupancy").get<engine::Occupancy>();
      if (id == 0) film.start = film.states[id];
    } else if (type == "frame" && json.contains("still")) {
      film.stills.push_back(
          {cv::imread((dir / json.at("still").get<std::string>()).string()), json});
    }
  }
  if (film.stills.empty()) throw std::runtime_error(dir.string() + ": the film has no still");
  return film;
}

}  // namespace

RenderedFilm render_film(const film::FilmOptions& options) {
  if (const char* films = std::getenv("ARBITRE_TEST_FILMS"); films != nullptr && *films != 0) {
    std::filesystem::create_directories(films);
    return read_film(kept_film(options, films));
  }
  // One folder per process: ctest -j runs the tests of one program side by side, and two
  // of them may film the same seed (the outline tests both use seed 6).
  const auto dir = std::filesystem::temp_directory_path() /
                   ("arbitre-test-film-" + std::to_string(::getpid()) + "-" + options.variant +
                    "-" + std::to_string(options.seed));
  RenderedFilm film = render_film_in(options, dir);
  std::filesystem::remove_all(dir);
  return film;
}

RenderedFilm render_film_in(const film::FilmOptions& options, const std::filesystem::path& dir) {
  film_into(options, dir);
  return read_film(dir);
}

calibration::Profile start_profile(const RenderedFilm& film, const std::string& variant,
                                   calibration::BoardPose* pose_out) {
  const auto layout = vision::bundled_layout(variant);
  if (!layout) throw std::runtime_error(layout.error().to_string());
  const cv::Mat& first = film.stills.at(0).image;
  const calibration::Intrinsics camera = film.intrinsics();
  const auto pose = calibration::find_board_pose(first, *layout, camera);
  if (pose_out != nullptr) *pose_out = pose;
  return calibration::make_profile(
      variant, nlohmann::json::object(), calibration::CameraFile{camera, 0, 0, "truth"},
      calibration::BoardMethod::kFiducials, pose, first.size(),
      {calibration::read_start(first, *layout, variant, film.start, pose, camera)});
}

}  // namespace arbitre::testing
