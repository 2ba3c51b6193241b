// arbitre eval outline: the outline of a wooden board without fiducials, found on rendered
// films and compared with their truth.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>

#include <opencv2/videoio.hpp>

#include "arbitre/calibration/board_outline.h"
#include "arbitre/film/film.h"
#include "arbitre/render/camera.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {
namespace {

// A found outline whose corners stray further than this from the truth is a wrong find.
constexpr double kWrongFindPx = 10;

struct OutlineEvalOptions {
  std::string seeds = "1000-1009";
  int moves = 2;
};

struct OutlineTally {
  int eligible = 0;  // frames where no hand covers the board
  int found = 0;
  int wrong = 0;
  std::vector<double> corner_errors;  // every corner of every right find
  double ms = 0;
  std::map<std::string, int> reasons;  // not found, by reason
};

std::array<cv::Point2d, 4> truth_corners(const nlohmann::json& frame) {
  std::array<cv::Point2d, 4> corners;
  for (size_t k = 0; k < 4; ++k) {
    corners[k] = {frame.at("corners")[k][0].get<double>(), frame.at("corners")[k][1].get<double>()};
  }
  return corners;
}

// Corner errors of the found reading, or of the one 180 degrees round when that fits better:
// the orientation is a convention the outline cannot see.
std::array<double, 4> corner_errors(const std::array<cv::Point2d, 4>& found,
                                    const std::array<cv::Point2d, 4>& truth) {
  std::array<double, 4> best{};
  double best_sum = -1;
  for (size_t turn : {0u, 2u}) {
    std::array<double, 4> errors;
    double sum = 0;
    for (size_t k = 0; k < 4; ++k) sum += errors[k] = cv::norm(found[(k + turn) % 4] - truth[k]);
    if (best_sum < 0 || sum < best_sum) best_sum = sum, best = errors;
  }
  return best;
}

void score_frame(const cv::Mat& image, const nlohmann::json& frame,
                 const vision::BoardLayout& layout, const calibration::Intrinsics& camera,
                 OutlineTally& tally) {
  ++tally.eligible;
  const auto outline = calibration::find_board_outline(image, layout, camera);
  tally.ms += outline.timing.total_ms();
  if (!outline.found) {
    ++tally.reasons[outline.reason.substr(0, outline.reason.find(" ("))];
    return;
  }
  ++tally.found;
  const auto errors = corner_errors(outline.corners_px, truth_corners(frame));
  if (*std::max_element(errors.begin(), errors.end()) > kWrongFindPx) {
    ++tally.wrong;
    return;
  }
  tally.corner_errors.insert(tally.corner_errors.end(), errors.begin(), errors.end());
}

void evaluate_outline_film(const std::filesystem::path& dir, OutlineTally& tally) {
  std::ifstream truth(dir / "truth.jsonl");
  cv::VideoCapture video((dir / "video.mp4").string(), cv::CAP_FFMPEG);
  if (!truth || !video.isOpened()) throw InputError(dir.string() + ": film not readable");
  const auto layout = take(vision::bundled_layout("jacquet"), "jacquet");
  calibration::Intrinsics intrinsics;
  std::string line;
  cv::Mat image;
  for (int number = 1; std::getline(truth, line); ++number) {
    const auto json =
        parse_json_line(line, (dir / "truth.jsonl").string() + " line " + std::to_string(number));
    if (json.at("type") == "header") {
      const auto camera = take(render::Camera::from_json(json.at("camera")), dir.string());
      intrinsics = {camera.intrinsics, camera.distortion, camera.resolution};
    }
    if (json.at("type") != "frame" || !video.read(image)) continue;
    if (json.at("hand").get<bool>()) continue;  // a hand over the board: not asked
    score_frame(image, json, layout, intrinsics, tally);
  }
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

int run_eval_outline(const OutlineEvalOptions& options) {
  const auto [first, last] = parse_seeds(options.seeds);
  OutlineTally tally;
  const auto work = private_work_dir("arbitre-eval-outline");
  std::cout << std::fixed;
  for (uint64_t seed = first; seed <= last; ++seed) {
    auto film = eval_film_options("jacquet", seed, options.moves);
    film.wooden_board = true;
    std::filesystem::remove_all(work);
    take(film::film_game(film, work), "seed " + std::to_string(seed));
    OutlineTally one;
    evaluate_outline_film(work, one);
    std::cout << "seed " << seed << ": " << one.found << "/" << one.eligible << " found, "
              << one.wrong << " wrong, corner_px=" << std::setprecision(2)
              << median(one.corner_errors);
    for (const auto& [reason, count] : one.reasons) std::cout << "; " << count << " " << reason;
    std::cout << "\n";
    tally.eligible += one.eligible;
    tally.found += one.found;
    tally.wrong += one.wrong;
    tally.ms += one.ms;
    tally.corner_errors.insert(tally.corner_errors.end(), one.corner_errors.begin(),
                               one.corner_errors.end());
    for (const auto& [reason, count] : one.reasons) tally.reasons[reason] += count;
  }
  std::filesystem::remove_all(work);
  for (const auto& [reason, count] : tally.reasons) {
    std::cout << "not found: " << count << " frames: " << reason << "\n";
  }
  std::cout << std::setprecision(1)
            << "summary: found=" << 100.0 * tally.found / std::max(1, tally.eligible) << "%"
            << std::setprecision(2) << " corner_px=" << median(tally.corner_errors)
            << std::setprecision(1) << " ms=" << tally.ms / std::max(1, tally.eligible)
            << " wrong=" << tally.wrong << " frames=" << tally.eligible << "\n";
  return kExitOk;
}

}  // namespace

void register_eval_outline(CLI::App& eval, int& exit_status) {
  auto options = std::make_shared<OutlineEvalOptions>();
  auto* outline = eval.add_subcommand(
      "outline",
      "Outline of a wooden board without fiducials on rendered 720p films: found rate, corner "
      "error, time, wrong finds");
  outline->add_option("--seeds", options->seeds, "Seeds A-B to render (default 1000-1009)");
  outline->add_option("--moves", options->moves, "Moves per film (default 2)");
  outline->callback([options, &exit_status] { exit_status = run_eval_outline(*options); });
}

}  // namespace arbitre::app
