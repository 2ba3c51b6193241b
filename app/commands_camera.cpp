// The camera's intrinsics from the ChArUco sheet: `arbitre calibrate camera` (from pictures
// or a video), `arbitre eval camera` (on rendered views, against their truth), and the sheet
// itself for `print-board --charuco` and `render --charuco`.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include "arbitre/art/charuco_art.h"
#include "arbitre/calibration/camera_calibration.h"
#include "arbitre/film/charuco_views.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {
namespace {

namespace fs = std::filesystem;

struct CalibrateOptions {
  std::string images;
  std::string video;
  std::string output;
};

void print_result(const calibration::CameraCalibration& result, std::ostream& out) {
  const auto& k = result.camera.intrinsics.matrix;
  const auto& d = result.camera.intrinsics.distortion;
  out << std::fixed << std::setprecision(2) << "views: " << result.views_used << " used, "
      << result.views_usable << " usable, " << result.views_seen << " searched\n";
  if (result.refusal == calibration::Refusal::kTooFewViews ||
      result.refusal == calibration::Refusal::kPoorCoverage) {
    return;  // not calibrated: nothing more to show
  }
  out << "RMS reprojection error: " << result.rms_px << " px (worst view "
      << *std::max_element(result.view_errors_px.begin(), result.view_errors_px.end()) << " px)\n"
      << "fx " << k(0, 0) << " fy " << k(1, 1) << " cx " << k(0, 2) << " cy " << k(1, 2)
      << " (pixels of " << result.camera.intrinsics.image_size.width << "x"
      << result.camera.intrinsics.image_size.height << ")\n"
      << "focal uncertainty: " << 100 * result.focal_uncertainty << "% (one standard deviation)"
      << ", coverage " << std::setprecision(0) << 100 * result.coverage << "%\n"
      << std::setprecision(5) << "distortion k1 " << d[0] << " k2 " << d[1] << " p1 " << d[2]
      << " p2 " << d[3] << " k3 " << d[4] << "\n";
}

int run_calibrate_camera(const CalibrateOptions& options) {
  if (options.images.empty() == options.video.empty()) {
    throw InputError("calibrate camera: give --images DIR or --video FILE, one of them");
  }
  const auto views = options.images.empty()
                         ? take(calibration::views_from_video(options.video), "")
                         : take(calibration::views_from_images(options.images), "");
  const auto result = calibration::calibrate_camera(views);
  print_result(result, std::cout);
  if (!result.trusted()) {
    std::cout << "refused (" << calibration::refusal_name(result.refusal) << "): " << result.reason
              << "\n";
    return kExitBadInput;
  }
  if (auto saved = calibration::save_camera(result.camera, options.output); !saved) {
    throw InputError("-o", saved.error());
  }
  std::cout << "wrote " << options.output << "\n";
  return kExitOk;
}

struct EvalCameraOptions {
  std::string seeds = "3000-3009";
  int views = 24;
};

struct SeedFigures {
  bool trusted = false;
  double focal_error = 0;  // max(|fx - truth| / truth, |fy - truth| / truth)
  double centre_error_px = 0;
  double k1_error = 0;
  double rms_px = 0;
};

SeedFigures evaluate_seed(uint64_t seed, const EvalCameraOptions& options, const fs::path& work) {
  film::CharucoViewsOptions film;
  film.seed = seed;
  film.views = options.views;
  film.width = 1280;
  film.height = 720;
  fs::remove_all(work);
  const auto report = take(film::film_charuco_views(film, work), "seed " + std::to_string(seed));
  const auto result =
      calibration::calibrate_camera(take(calibration::views_from_images(work / "stills"), ""));
  const auto& truth = report.lens.intrinsics;
  const auto& found = result.camera.intrinsics.matrix;
  SeedFigures figures;
  figures.trusted = result.trusted();
  figures.focal_error =
      std::max(std::abs(found(0, 0) / truth(0, 0) - 1), std::abs(found(1, 1) / truth(1, 1) - 1));
  figures.centre_error_px = std::hypot(found(0, 2) - truth(0, 2), found(1, 2) - truth(1, 2));
  figures.k1_error = std::abs(result.camera.intrinsics.distortion[0] - report.lens.distortion[0]);
  figures.rms_px = result.rms_px;
  std::cout << std::fixed << std::setprecision(2) << "seed " << seed << " " << report.resolution
            << ": views " << result.views_used << "/" << result.views_seen << " coverage "
            << std::setprecision(0) << 100 * result.coverage << "%" << std::setprecision(2);
  if (result.trusted()) {
    std::cout << " fx " << found(0, 0) << " (truth " << truth(0, 0) << ") focal_err "
              << 100 * figures.focal_error << "% centre " << figures.centre_error_px << " px"
              << std::setprecision(4) << " k1 " << result.camera.intrinsics.distortion[0]
              << " (truth " << report.lens.distortion[0] << ")" << std::setprecision(2) << " rms "
              << figures.rms_px << " px\n";
  } else {
    std::cout << " refused (" << calibration::refusal_name(result.refusal) << "): " << result.reason
              << "\n";
  }
  return figures;
}

double mean(const std::vector<double>& values) {
  double sum = 0;
  for (double v : values) sum += v;
  return values.empty() ? 0 : sum / values.size();
}

int run_eval_camera(const EvalCameraOptions& options) {
  const auto [first, last] = parse_seeds(options.seeds);
  const fs::path work = private_work_dir("arbitre-eval-camera");
  std::vector<double> focal, centre, k1, rms;
  int refused = 0;
  for (uint64_t seed = first; seed <= last; ++seed) {
    const SeedFigures figures = evaluate_seed(seed, options, work);
    if (!figures.trusted) {
      ++refused;
      continue;
    }
    focal.push_back(figures.focal_error);
    centre.push_back(figures.centre_error_px);
    k1.push_back(figures.k1_error);
    rms.push_back(figures.rms_px);
  }
  fs::remove_all(work);
  const int seeds = static_cast<int>(last - first + 1);
  const double worst = focal.empty() ? 0 : *std::max_element(focal.begin(), focal.end());
  std::cout << std::fixed << std::setprecision(1)
            << "summary: calibrated=" << 100.0 * (seeds - refused) / seeds << "%"
            << std::setprecision(2) << " focal_err=" << 100 * mean(focal) << "%"
            << " focal_err_max=" << 100 * worst << "%"
            << " centre_px=" << mean(centre) << std::setprecision(4) << " k1_err=" << mean(k1)
            << std::setprecision(2) << " rms_px=" << mean(rms) << " refused=" << refused << "\n";
  return kExitOk;
}

}  // namespace

int print_charuco_sheet(const std::string& output, const std::string& paper) {
  const bool a4 = paper == "a4" || paper == "A4";
  const auto sheet =
      vision::charuco_sheet(a4 ? vision::CharucoPaper::kA4 : vision::CharucoPaper::kA3);
  const auto printed = take(art::print_charuco(sheet, output), "");
  std::cout << "wrote " << output << ": ChArUco calibration sheet (" << printed.paper << "), "
            << sheet.squares_x << " x " << sheet.squares_y << " squares of " << sheet.square_mm
            << " mm, scale 1:1: print at 100%\n";
  return kExitOk;
}

int render_charuco_views(uint64_t seed, const std::string& out_dir, int views, int width,
                         int height, bool video) {
  film::CharucoViewsOptions options;
  options.seed = seed;
  options.views = views;
  options.width = width;
  options.height = height;
  options.video = video;
  const auto report = take(film::film_charuco_views(options, out_dir), "");
  std::cout << "rendered the ChArUco sheet, seed " << seed << ", to " << out_dir << ": "
            << report.views << " views at " << report.resolution << ", " << report.frames
            << " video frames\n";
  return kExitOk;
}

void register_calibrate_camera(CLI::App& calibrate, int& exit_status) {
  auto options = std::make_shared<CalibrateOptions>();
  auto* command = calibrate.add_subcommand(
      "camera", "The camera's intrinsics from views of the ChArUco sheet (print-board --charuco)");
  command->add_option("--images", options->images, "Folder of pictures of the sheet");
  command->add_option("--video", options->video, "Video of the sheet, held still at each pose");
  command->add_option("-o,--output", options->output, "camera.json to write")->required();
  command->callback([options, &exit_status] { exit_status = run_calibrate_camera(*options); });
}

void register_eval_camera(CLI::App& eval, int& exit_status) {
  auto options = std::make_shared<EvalCameraOptions>();
  auto* command = eval.add_subcommand(
      "camera", "Camera calibration on rendered 720p ChArUco views, against the true lens");
  command->add_option("--seeds", options->seeds, "Seeds A-B to render (default 3000-3009)");
  command->add_option("--views", options->views, "Views per seed (default 24)");
  command->callback([options, &exit_status] { exit_status = run_eval_camera(*options); });
}

}  // namespace arbitre::app
