// arbitre read: what a picture of the table shows, through a calibration profile: every place's
// pieces, the stick dice, the dice and the cards (read::FrameReader).
#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <sstream>

#include <opencv2/imgcodecs.hpp>

#include "arbitre/calibration/board_outline.h"
#include "arbitre/calibration/board_tracker.h"
#include "arbitre/calibration/piece_colours.h"
#include "arbitre/read/frame_reader.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {

read::FrameReaderParams load_reader_params(const std::string& path) {
  if (path.empty()) return {};
  return take(read::load_frame_reader_params(path), "--params");
}

namespace {

namespace cal = arbitre::calibration;

struct ReadOptions {
  std::string image;
  std::string calibration;
  std::string params;
  std::string debug;
  bool json = false;
};

// The board in a picture through the profile: its fiducials (with too few of them found, the
// profile's pose where those seen have not moved), or for a board without them its outline,
// read the half turn nearer the profile's corners (the profile's pose when not found).
cal::BoardPose find_pose(const cv::Mat& frame, const LoadedCalibration& loaded) {
  const auto& profile = loaded.profile;
  std::optional<cal::Intrinsics> camera;
  if (profile.camera) camera = profile.camera->intrinsics.scaled_to(frame.size());
  if (profile.method == cal::BoardMethod::kFiducials) {
    if (frame.size() != profile.image_size)
      return cal::find_board_pose(frame, loaded.layout, camera);
    return cal::find_board_pose_since(frame, loaded.layout, camera, profile.pose());
  }
  const auto outline = cal::find_board_outline(frame, loaded.layout, camera);
  if (!outline.found) return profile.pose();
  auto seen = outline.corners_px;
  const std::array<cv::Point2d, 4> turned = {seen[2], seen[3], seen[0], seen[1]};
  auto shift = [&](const std::array<cv::Point2d, 4>& corners) {
    double sum = 0;
    for (int k = 0; k < 4; ++k) sum += cv::norm(corners[k] - profile.corners_px[k]);
    return sum;
  };
  return cal::pose_from_corners(shift(turned) < shift(seen) ? turned : seen, loaded.layout, camera);
}

std::string box_text(const read::Box& box) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(0) << "[" << box[0] << ", " << box[1] << ", " << box[2]
      << ", " << box[3] << "]";
  return out.str();
}

void print_text(const read::Observation& o, double ms) {
  std::cout << "board: " << o.status << "\n";
  if (!o.board_found()) return;
  int occupied = 0, hidden = 0;
  for (const auto& c : o.cells) {
    if (!c.visible) {
      ++hidden;
      std::cout << c.cell << ": not visible\n";
    } else if (!c.content.empty()) {
      ++occupied;
      std::cout << c.cell << ": " << c.content;
      if (c.count_max > c.count_min) std::cout << " (" << c.count_min << ".." << c.count_max << ")";
      std::cout << std::fixed << std::setprecision(2) << " confidence " << c.confidence << "\n";
    }
  }
  for (const auto& die : o.dice) {
    std::cout << "die: " << (die.value == 0 ? std::string("unreadable") : std::to_string(die.value))
              << " at " << box_text(die.box) << std::fixed << std::setprecision(2) << " confidence "
              << die.confidence << "\n";
  }
  for (const auto& card : o.cards) {
    std::cout << "card: " << card.card << (card.played ? " (played)" : "") << " at "
              << box_text(card.box) << std::fixed << std::setprecision(2) << " confidence "
              << card.confidence << "\n";
  }
  if (o.sticks) {
    std::cout << "sticks: " << (o.sticks->present ? "" : "none seen, ") << o.sticks->coloured
              << " coloured " << o.sticks->colour << "\n";
  }
  std::cout << std::fixed << std::setprecision(2) << "summary: cells=" << o.cells.size()
            << " occupied=" << occupied << " not_visible=" << hidden << " dice=" << o.dice.size()
            << " cards=" << o.cards.size() << " ms=" << ms << "\n";
}

int run_read(const ReadOptions& options) {
  const LoadedCalibration loaded = load_calibration(options.calibration);
  if (!std::filesystem::exists(options.image)) throw InputError(options.image + ": no such file");
  const cv::Mat frame = cv::imread(options.image, cv::IMREAD_COLOR);
  if (frame.empty()) throw InputError(options.image + ": not a picture");
  const read::FrameReaderParams params = load_reader_params(options.params);
  auto reader = take(read::FrameReader::create(loaded.profile, params), options.calibration);
  if (!options.debug.empty()) reader.set_debug_dir(options.debug);
  const auto observation = reader.read(frame, find_pose(frame, loaded));
  if (options.json) {
    std::cout << read::observation_to_json(observation).dump() << "\n";
  } else {
    print_text(observation, reader.times().total_ms());
  }
  return kExitOk;
}

}  // namespace

void register_read_commands(CLI::App& app, int& exit_status) {
  auto options = std::make_shared<ReadOptions>();
  auto* command =
      app.add_subcommand("read", "What stands on every place of the board in a picture");
  command->add_option("image", options->image, "A picture of the table")->required();
  add_calibration_option(*command, options->calibration);
  command->add_option("--params", options->params, "Reader parameters (JSON, docs/reading.md)");
  command->add_flag("--json", options->json, "The observation as JSON");
  command->add_option("--debug", options->debug,
                      "Write the dice and card stages' pictures into this folder");
  command->callback([options, &exit_status] { exit_status = run_read(*options); });
}

}  // namespace arbitre::app
