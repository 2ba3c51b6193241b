// Rendered films for the calibration tests and benchmarks: a short game filmed by the renderer,
// its truth read back with the stills it saved, the film's folder removed.
#pragma once

#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "arbitre/calibration/camera_file.h"
#include "arbitre/calibration/profile.h"
#include "arbitre/engine/occupancy.h"
#include "arbitre/film/charuco_views.h"
#include "arbitre/film/film.h"
#include "arbitre/render/camera.h"

namespace arbitre::testing {

struct RenderedStill {
  cv::Mat image;
  nlohmann::json frame;  // the still's frame line of the truth

  // The board's corners in the picture, layout order (truth).
  std::array<cv::Point2d, 4> corners() const;
};

struct RenderedFilm {
  nlohmann::json header;
  render::Camera camera;
  engine::Occupancy start;                // the starting position's occupancy
  std::vector<engine::Occupancy> states;  // every state's, by the truth's state id
  std::vector<RenderedStill> stills;

  calibration::Intrinsics intrinsics() const;
};

// Stills only, 2 frames a second, a printed board: `moves` moves of `variant` at width x height.
film::FilmOptions still_film(const std::string& variant, uint64_t seed, int moves = 1,
                             int width = 1280, int height = 720);

// A 640x360 video of the ChArUco sheet held still in twelve poses (seed 42's lens), 6 frames a
// second: what a player calibrating a webcam shows it (camera calibration tests, the wizard).
film::CharucoViewsOptions held_sheet_video();

// The calibration profile `arbitre calibrate board --camera` makes from the film's first still
// (the start), through the film's true lens; `pose_out`, when given, receives that still's pose.
calibration::Profile start_profile(const RenderedFilm& film, const std::string& variant,
                                   calibration::BoardPose* pose_out = nullptr);

// Films `options` into a temporary folder and reads it back. With ARBITRE_TEST_FILMS set
// (scripts/test.sh), the film is kept in that folder under its options, and a later call with
// the same options, in any test process, reads it from there (a folder to empty whenever the
// renderer changes: scripts/test.sh makes a new one each run). A failure to film throws
// std::runtime_error with the renderer's message.
RenderedFilm render_film(const film::FilmOptions& options);
// The same, the folder (video.mp4, truth.jsonl, stills/) left in `dir` for the caller.
RenderedFilm render_film_in(const film::FilmOptions& options, const std::filesystem::path& dir);

}  // namespace arbitre::testing
