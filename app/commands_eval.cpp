// arbitre eval calibration: board pose on rendered films, against their truth.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>

#include <opencv2/videoio.hpp>

#include "arbitre/calibration/board_tracker.h"
#include "arbitre/film/film.h"
#include "arbitre/render/camera.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {

std::pair<uint64_t, uint64_t> parse_seeds(const std::string& text) {
  const auto dash = text.find('-');
  try {
    const uint64_t a = std::stoull(text.substr(0, dash));
    const uint64_t b = dash == std::string::npos ? a : std::stoull(text.substr(dash + 1));
    if (b < a) throw std::invalid_argument("reversed");
    return {a, b};
  } catch (const std::exception&) {
    throw InputError("--seeds: '" + text + "' is not A-B (1000-1099)");
  }
}

film::FilmOptions eval_film_options(const std::string& variant, uint64_t seed, int moves) {
  film::FilmOptions film;
  film.variant = variant;
  film.seed = seed;
  film.max_moves = moves;
  film.fps = 5;
  film.stills = false;
  film.width = 1280;
  film.height = 720;
  film.wooden_allowed = false;
  return film;
}

namespace {

const std::vector<std::string> kBoards = {"jacquet", "jacotte-4", "jeson-jam", "toc-4", "toc-6"};

struct EvalOptions {
  std::string seeds = "1000-1009";
  std::string game;  // empty: the boards in turn
  int moves = 2;
};

struct Tally {
  int eligible = 0;  // frames with three fiducials or more uncovered
  int found = 0;
  int tracked = 0;        // found frames whose pose came from fewer than three fiducials
  int bumped_frames = 0;  // eligible frames after the board was bumped
  int bumped_found = 0;
  int wrong = 0;  // found with a board corner more than 5 px from the truth
  std::vector<double> corner_errors;
  double seconds = 0;
};

void evaluate_film(const std::filesystem::path& dir, const std::string& variant, Tally& tally) {
  std::ifstream truth(dir / "truth.jsonl");
  cv::VideoCapture video((dir / "video.mp4").string(), cv::CAP_FFMPEG);
  if (!truth || !video.isOpened()) throw InputError(dir.string() + ": film not readable");
  const auto layout = take(vision::bundled_layout(variant), variant);
  std::optional<calibration::Intrinsics> intrinsics;
  std::optional<calibration::BoardTracker> tracker;
  std::string line;
  cv::Mat frame;
  for (int number = 1; std::getline(truth, line); ++number) {
    const auto json =
        parse_json_line(line, (dir / "truth.jsonl").string() + " line " + std::to_string(number));
    if (json.at("type") == "header") {
      const auto camera = take(render::Camera::from_json(json.at("camera")), dir.string());
      intrinsics = calibration::Intrinsics{camera.intrinsics, camera.distortion, camera.resolution};
      tracker.emplace(layout, intrinsics);
    }
    if (json.at("type") != "frame" || !tracker || !video.read(frame)) continue;
    // Every frame goes through the tracker, as in a refereed video; frames with fewer than
    // three fiducials uncovered are not scored.
    const auto started = std::chrono::steady_clock::now();
    const auto pose = tracker->track(frame);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    int uncovered = 0;
    for (const auto& f : json.at("fiducials")) uncovered += f.at("covered").get<bool>() ? 0 : 1;
    if (uncovered < 3) continue;
    const bool bumped = json.contains("board_on_table");
    ++tally.eligible;
    tally.bumped_frames += bumped ? 1 : 0;
    tally.seconds += seconds;
    if (!pose.found()) continue;
    ++tally.found;
    tally.bumped_found += bumped ? 1 : 0;
    tally.tracked += pose.tracked ? 1 : 0;
    double worst = 0;
    for (int k = 0; k < 4; ++k) {
      const cv::Point2d truth_px(json.at("corners")[k][0].get<double>(),
                                 json.at("corners")[k][1].get<double>());
      tally.corner_errors.push_back(cv::norm(pose.corners_px[k] - truth_px));
      worst = std::max(worst, tally.corner_errors.back());
    }
    tally.wrong += worst > 5 ? 1 : 0;
  }
}

int run_eval_calibration(const EvalOptions& options) {
  const auto [first, last] = parse_seeds(options.seeds);
  Tally tally;
  const auto work = private_work_dir("arbitre-eval-calibration");
  for (uint64_t seed = first; seed <= last; ++seed) {
    const auto film = eval_film_options(
        options.game.empty() ? kBoards[seed % kBoards.size()] : options.game, seed, options.moves);
    std::filesystem::remove_all(work);
    take(film::film_game(film, work), "seed " + std::to_string(seed));
    const int before = tally.found;
    const int eligible_before = tally.eligible;
    evaluate_film(work, film.variant, tally);
    std::cout << "seed " << seed << " " << film.variant << ": " << tally.found - before << "/"
              << tally.eligible - eligible_before << " frames found\n";
  }
  std::filesystem::remove_all(work);
  auto errors = tally.corner_errors;
  std::sort(errors.begin(), errors.end());
  const double median = errors.empty() ? 0 : errors[errors.size() / 2];
  std::cout << std::fixed << std::setprecision(1)
            << "summary: found=" << 100.0 * tally.found / std::max(1, tally.eligible) << "%"
            << std::setprecision(2) << " corner_px=" << median << std::setprecision(1)
            << " ms=" << 1000 * tally.seconds / std::max(1, tally.eligible)
            << " frames=" << tally.eligible << " tracked=" << tally.tracked
            << " bumped_frames=" << tally.bumped_frames
            << " bumped_found=" << 100.0 * tally.bumped_found / std::max(1, tally.bumped_frames)
            << "%"
            << " wrong=" << tally.wrong << "\n";
  return kExitOk;
}

}  // namespace

void register_eval_commands(CLI::App& app, int& exit_status) {
  auto* eval = app.add_subcommand("eval", "Measure Arbitre's vision on rendered films");
  eval->require_subcommand(1);
  auto options = std::make_shared<EvalOptions>();
  auto* calibration = eval->add_subcommand(
      "calibration", "Board pose on rendered 720p films: found rate, corner error, time");
  calibration->add_option("--seeds", options->seeds, "Seeds A-B to render (default 1000-1009)");
  calibration->add_option("--game", options->game, "One variant (default: the boards in turn)");
  calibration->add_option("--moves", options->moves, "Moves per film (default 2)");
  calibration->callback([options, &exit_status] { exit_status = run_eval_calibration(*options); });
  register_eval_camera(*eval, exit_status);
  register_eval_outline(*eval, exit_status);
  register_eval_read(*eval, exit_status);
  register_eval_referee(*eval, exit_status);
  register_eval_dice(*eval, exit_status);
}

}  // namespace arbitre::app
