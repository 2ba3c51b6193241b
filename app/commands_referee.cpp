// arbitre review | live: refereeing a game from a video or a camera (session::RefereeSession),
// printing each move and verdict as it happens and writing the game record.
#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "arbitre/engine/record.h"
#include "arbitre/session/referee_session.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {
namespace {

volatile std::sig_atomic_t g_stop = 0;
void on_interrupt(int) {
  g_stop = 1;
}

struct RefereeOptions {
  std::string input;   // review: the video; live: --video
  std::string camera;  // live: --camera N or a device path
  std::string game;    // the calibration's game, or another variant of its board
  std::string calibration;
  std::string output;
  std::string params;  // reader parameters (docs/reading.md)
  std::string start;   // a state JSON to start from (default: the game's start)
  uint64_t seed = 0;
  double settle_s = -1;  // <0: the settle detector's default
  bool quiet = false;
};

std::string clock_text(double seconds) {
  std::ostringstream out;
  out << std::setfill('0') << std::setw(2) << int(seconds) / 60 << ":" << std::fixed
      << std::setprecision(1) << std::setw(4) << std::fmod(seconds, 60.0);
  return out.str();
}

// The game, its starting state and the record's header for these options.
struct Start {
  LoadedCalibration loaded;
  std::unique_ptr<engine::State> state;
  nlohmann::json header;
};

Start make_start(const RefereeOptions& options, const std::string& source) {
  Start start{load_calibration(options.calibration, options.game), nullptr, {}};
  const auto& game = *start.loaded.game;
  if (options.start.empty()) {
    start.state = game.new_initial_state(options.seed);
  } else {
    start.state = take(game.state_from_json(read_json_file(options.start)), options.start);
  }
  start.header = engine::record_header(game, options.seed, *start.state);
  start.header["source"] = source;
  start.header["calibration"] = options.calibration;
  return start;
}

session::SessionParams session_params(const RefereeOptions& options) {
  session::SessionParams params;
  params.reader = load_reader_params(options.params);
  if (options.settle_s >= 0) params.settle.settle_s = options.settle_s;
  return params;
}

void print_event(const session::SessionEvent& event) {
  std::cout << clock_text(event.time_s) << "  " << event.event.to_string() << "\n" << std::flush;
}

// A live game's players answer a flag by typing accept, take-back or overrule (or quit).
bool read_answer(session::RefereeSession& session) {
  pollfd in{STDIN_FILENO, POLLIN, 0};
  if (::poll(&in, 1, 0) <= 0 || !(in.revents & POLLIN)) return true;
  std::string line;
  if (!std::getline(std::cin, line)) return true;
  if (line == "quit") return false;
  const auto answer = engine::parse_answer(line);
  if (!answer) {
    std::cout << "answer: type accept, take-back, overrule or quit\n";
    return true;
  }
  const auto events = session.answer(*answer);
  if (!events) {
    std::cout << events.error().to_string() << "\n";
    return true;
  }
  for (const auto& event : *events) print_event(event);
  return true;
}

struct StreamTally {
  int moves = 0, flags = 0;
  double video_s = 0, wall_s = 0;
};

StreamTally referee_stream(watch::FrameSource& source, session::RefereeSession& session,
                           const RefereeOptions& options, bool live) {
  StreamTally tally;
  const bool progress = !live && !options.quiet && ::isatty(STDERR_FILENO);
  const int total = source.frame_count();
  const auto start = std::chrono::steady_clock::now();
  bool lost = false;
  watch::Frame frame;
  while (!g_stop && !session.reconciler().state().is_terminal()) {
    const auto status = source.next(frame);
    if (status == watch::SourceStatus::kEnd) break;
    if (status == watch::SourceStatus::kLost) {
      if (!lost)
        std::cout << "camera lost (" << source.why() << "): reconnecting; the game is kept\n";
      lost = true;
      continue;
    }
    if (lost) std::cout << "camera back\n";
    lost = false;
    tally.video_s = frame.time_s;
    for (const auto& event : take(session.feed(frame), options.output)) {
      tally.moves += event.event.kind == engine::EventKind::kMove;
      tally.flags += event.event.kind == engine::EventKind::kFlag;
      if (progress) std::cerr << "\r\033[K";
      print_event(event);
    }
    if (live && !read_answer(session)) break;
    if (progress && total > 0 && frame.index % 15 == 0) {
      const double wall =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const int done = 40 * (frame.index + 1) / total;
      std::cerr << "\r[" << std::string(done, '#') << std::string(40 - done, ' ') << "] "
                << 100 * (frame.index + 1) / total << "% " << std::fixed << std::setprecision(1)
                << (wall > 0 ? frame.time_s / wall : 0) << "x real time" << std::flush;
    }
  }
  if (progress) std::cerr << "\r\033[K" << std::flush;
  for (const auto& event : take(session.finish(), options.output)) {
    tally.moves += event.event.kind == engine::EventKind::kMove;
    print_event(event);
  }
  tally.wall_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return tally;
}

int run_referee_stream(const RefereeOptions& options, bool live) {
  std::unique_ptr<watch::FrameSource> source;
  std::string source_name;
  if (live && !options.camera.empty()) {
    source = take(watch::open_camera(options.camera), "--camera " + options.camera);
    source_name = "camera " + options.camera;
  } else {
    source = take(watch::open_video(options.input, live), options.input);
    source_name = options.input;
  }
  Start start = make_start(options, source_name);
  auto writer = take(engine::RecordWriter::create(options.output, start.header), "");
  auto session = take(session::RefereeSession::create(start.loaded.profile, std::move(start.state),
                                                      session_params(options), writer.get()),
                      options.calibration);
  std::cout << "Refereeing " << source->describe() << " (" << start.loaded.game->name()
            << "), record " << options.output << "\n";
  if (live) std::cout << "Answer a flag by typing accept, take-back or overrule; quit stops.\n";
  g_stop = 0;
  std::signal(SIGINT, on_interrupt);
  const StreamTally tally = referee_stream(*source, *session, options, live);
  std::signal(SIGINT, SIG_DFL);
  const auto& state = session->reconciler().state();
  const auto& stats = session->stats();
  std::cout << "Final score: " << state.score().summary
            << (state.is_terminal() ? "" : " (game not finished)") << "\n";
  std::cout << std::fixed << std::setprecision(1) << "summary: moves=" << tally.moves
            << " flags=" << tally.flags << " frames=" << stats.frames
            << " readings=" << stats.readings << " video_s=" << tally.video_s
            << " speed=" << (tally.wall_s > 0 ? tally.video_s / tally.wall_s : 0) << "x\n";
  return kExitOk;
}

void add_common(CLI::App& command, RefereeOptions& options) {
  command.add_option("--game", options.game,
                     "The game: the calibration's, or another its board and pieces play "
                     "(jacquet-advanced with a jacquet calibration)");
  add_calibration_option(command, options.calibration);
  command.add_option("-o,--out", options.output, "Write the game record here (JSON Lines)")
      ->required();
  command.add_option("--params", options.params, "Reader parameters (JSON, docs/reading.md)");
  command.add_option("--start", options.start,
                     "Start from this state (JSON) instead of the set-up");
  command.add_option("--seed", options.seed, "Seed of the starting state (who opens)");
  add_settle_option(command, options.settle_s);
}

}  // namespace

void register_referee_commands(CLI::App& app, int& exit_status) {
  {
    auto options = std::make_shared<RefereeOptions>();
    auto* command = app.add_subcommand(
        "review", "Referee a recorded game from its video: moves, verdicts, score, record");
    command->add_option("video", options->input, "The video of the game")->required();
    add_common(*command, *options);
    command->add_flag("--quiet", options->quiet, "No progress bar");
    command->callback(
        [options, &exit_status] { exit_status = run_referee_stream(*options, false); });
  }
  {
    auto options = std::make_shared<RefereeOptions>();
    auto* command =
        app.add_subcommand("live", "Referee a game live from a camera (or a video at real speed)");
    auto* camera = command->add_option("--camera", options->camera, "Camera index or device path");
    auto* video = command->add_option("--video", options->input, "A video played at real speed");
    camera->excludes(video);
    add_common(*command, *options);
    command->callback([options, &exit_status] {
      if (options->camera.empty() && options->input.empty()) {
        throw InputError("live: give --camera N or --video FILE");
      }
      exit_status = run_referee_stream(*options, true);
    });
  }
}

}  // namespace arbitre::app
