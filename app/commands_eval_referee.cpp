// arbitre eval referee: renders games (with illegal moves), referees their videos through the
// same session as `arbitre review`, and compares the record with the truth.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>

#include "arbitre/engine/games.h"
#include "arbitre/engine/record.h"
#include "arbitre/render/camera.h"
#include "arbitre/session/referee_session.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {
namespace eval_referee {
namespace {

// The reading time given to an event recorded when the film ended (no reading led to it).
constexpr double kAtTheEnd = -1;

// The default turn: one variant a board, so that seeds 3000-3019 stay the report set they were.
const std::vector<std::string> kRefereeGames = {"jacquet", "jacotte-4", "jeson-jam", "toc-4",
                                                "toc-6"};

// The variant filmed for `seed`: `game` itself, the boards in turn (empty), or every variant of
// every game in turn ("all").
std::string variant_for_seed(const std::string& game, uint64_t seed) {
  if (game.empty()) return kRefereeGames[seed % kRefereeGames.size()];
  if (game != "all") return game;
  const auto& variants = engine::game_names();
  return variants[seed % variants.size()];
}

struct EvalRefereeOptions {
  std::string seeds = "3000-3004";
  std::string game;
  int moves = 12;
  double illegal = 0.1;
  double fps = 30;
  std::string params;
  double settle_s = -1;            // <0: the settle detector's default
  double reread_s = -1;            // <0: the session's default
  std::string keep;                // keep each film and its record in keep/<seed>
  std::vector<std::string> films;  // referee these films (video.mp4, truth.jsonl), no rendering
  bool verbose = false;
};

struct TruthBeat {
  std::string kind, chance, move, rule;
};
struct TruthFrame {
  double time_s = 0;
  bool settled = false;
  int beat = -1;
};
struct GameTruth {
  nlohmann::json header;
  nlohmann::json start;  // state 0
  std::vector<TruthBeat> beats;
  std::vector<TruthFrame> frames;
};

GameTruth read_game_truth(const std::filesystem::path& path) {
  std::ifstream in(path);
  if (!in) throw InputError(path.string() + ": not readable");
  GameTruth truth;
  std::string text;
  for (int number = 1; std::getline(in, text); ++number) {
    const auto json = nlohmann::json::parse(text, nullptr, false);
    if (!json.is_object() || !json.contains("type")) {
      throw InputError(path.string() + ":" + std::to_string(number) + ": not a truth line");
    }
    try {
      const auto type = json.at("type").get<std::string>();
      if (type == "header") truth.header = json;
      if (type == "state" && json.at("id") == 0) truth.start = json.at("state");
      if (type == "beat") {
        truth.beats.push_back({json.at("kind"), json.value("chance", ""), json.value("move", ""),
                               json.value("rule", "")});
      }
      if (type == "frame") {
        truth.frames.push_back({json.at("time_s"), json.at("settled"), json.at("beat")});
      }
    } catch (const nlohmann::json::exception& error) {
      throw InputError(path.string() + ":" + std::to_string(number) + ": " + error.what());
    }
  }
  for (const char* field : {"camera", "options"}) {
    if (!truth.header.contains(field)) {
      throw InputError(path.string() + ": the header line lacks \"" + field + "\"");
    }
  }
  return truth;
}

struct Figures {
  long truth_moves = 0, moves_right = 0;
  long illegal = 0, illegal_flagged = 0;
  long false_flags = 0, unexplained = 0;
  double video_s = 0, wall_s = 0;
  std::vector<double> latency_ms;
  void add(const Figures& o) {
    truth_moves += o.truth_moves, moves_right += o.moves_right;
    illegal += o.illegal, illegal_flagged += o.illegal_flagged;
    false_flags += o.false_flags, unexplained += o.unexplained;
    video_s += o.video_s, wall_s += o.wall_s;
    latency_ms.insert(latency_ms.end(), o.latency_ms.begin(), o.latency_ms.end());
  }
  double quantile(double q) const {
    if (latency_ms.empty()) return 0;
    auto sorted = latency_ms;
    std::sort(sorted.begin(), sorted.end());
    return sorted[std::min(sorted.size() - 1, std::size_t(q * sorted.size()))];
  }
  std::string line() const {
    std::ostringstream out;
    out << std::fixed << std::setprecision(2)
        << "moves=" << (truth_moves ? 100.0 * moves_right / truth_moves : 100.0)
        << "% illegal_flagged=" << (illegal ? 100.0 * illegal_flagged / illegal : 100.0)
        << "% false_flags=" << false_flags << " unexplained=" << unexplained << std::setprecision(1)
        << " speed=" << (wall_s > 0 ? video_s / wall_s : 0) << " latency_ms=" << quantile(0.5)
        << " latency_p95_ms=" << quantile(0.95) << " truth_moves=" << truth_moves
        << " illegal=" << illegal;
    return out.str();
  }
};

// Moves recorded exactly as played, in order: the longest common subsequence of the two lists.
long common_moves(const std::vector<std::string>& truth, const std::vector<std::string>& seen) {
  std::vector<long> row(seen.size() + 1, 0), next(seen.size() + 1, 0);
  for (std::size_t i = truth.size(); i-- > 0;) {
    for (std::size_t j = seen.size(); j-- > 0;) {
      next[j] = truth[i] == seen[j] ? row[j + 1] + 1 : std::max(row[j], next[j + 1]);
    }
    std::swap(row, next);
  }
  return row[0];
}

// Where the table first settled before `frame`, in the truth (the start of its pause).
double settled_since(const GameTruth& truth, int frame) {
  int first = std::clamp(frame, 0, int(truth.frames.size()) - 1);
  while (first > 0 && truth.frames[first - 1].settled) --first;
  return truth.frames[first].time_s;
}

// The illegal beat whose window (its own frames and its take-back's) holds `frame`, or -1.
int illegal_beat_at(const GameTruth& truth, int frame) {
  if (frame < 0 || frame >= int(truth.frames.size())) return -1;
  const int beat = truth.frames[frame].beat;
  if (beat < 0) return -1;
  if (truth.beats[beat].kind == "illegal") return beat;
  if (truth.beats[beat].kind == "take-back" && beat > 0 &&
      truth.beats[beat - 1].kind == "illegal") {
    return beat - 1;
  }
  return -1;
}

Figures score_game(const GameTruth& truth, const std::vector<session::SessionEvent>& events,
                   const std::vector<double>& read_ms, bool verbose) {
  Figures figures;
  std::vector<std::string> truth_moves, seen_moves;
  std::map<int, bool> illegal_right;
  for (std::size_t i = 0; i < truth.beats.size(); ++i) {
    const auto& beat = truth.beats[i];
    if (beat.kind == "move") truth_moves.push_back(beat.chance + " " + beat.move);
    if (beat.kind == "illegal") illegal_right[int(i)] = false;
  }
  for (std::size_t i = 0; i < events.size(); ++i) {
    const auto& event = events[i].event;
    if (event.kind == engine::EventKind::kMove) {
      seen_moves.push_back(event.chance + " " + event.move);
      if (read_ms[i] != kAtTheEnd) {  // a forced pass recorded when the film ends is no verdict
        figures.latency_ms.push_back(
            1000 * (events[i].time_s - settled_since(truth, events[i].frame)) + read_ms[i]);
      }
    }
    if (event.kind == engine::EventKind::kRevised) {  // the referee took its last moves back
      const auto kept = seen_moves.size() - std::min<std::size_t>(event.undone, seen_moves.size());
      seen_moves.resize(kept);
      figures.latency_ms.resize(kept);
    }
    if (event.kind != engine::EventKind::kFlag) continue;
    figures.unexplained += event.flag == engine::FlagKind::kUnexplained;
    const int beat = illegal_beat_at(truth, events[i].frame);
    if (beat < 0) {
      ++figures.false_flags;
      if (verbose)
        std::cout << "  false flag at frame " << events[i].frame << ": " << event.to_string()
                  << "\n";
    } else if (event.breach.rule == truth.beats[beat].rule) {
      // The rule the flag names: an illegal move's, or `unexplained` where the engine, knowing
      // the table exactly, names none (fresh film jacquet-advanced 20584, beat 15); the referee
      // flags such a change as unexplained (Reconciler::make_flag), never as an illegal move.
      illegal_right[beat] = true;
    }
  }
  figures.truth_moves = long(truth_moves.size());
  figures.moves_right = common_moves(truth_moves, seen_moves);
  figures.illegal = long(illegal_right.size());
  for (const auto& [beat, right] : illegal_right) {
    figures.illegal_flagged += right;
    if (!right && verbose)
      std::cout << "  illegal beat " << beat << " (" << truth.beats[beat].rule
                << ") not flagged right\n";
  }
  if (verbose && figures.moves_right < figures.truth_moves) {
    for (const auto& m : truth_moves) std::cout << "  truth " << m << "\n";
    for (const auto& m : seen_moves) std::cout << "  seen  " << m << "\n";
  }
  return figures;
}

// `profile_out`, when not empty, receives the calibration the film was refereed with.
Figures referee_film(const std::filesystem::path& dir, const std::string& variant,
                     const EvalRefereeOptions& options, const std::filesystem::path& record,
                     const std::filesystem::path& profile_out) {
  const GameTruth truth = read_game_truth(dir / "truth.jsonl");
  auto source = take(watch::open_video(dir / "video.mp4"), (dir / "video.mp4").string());
  watch::Frame frame;
  if (source->next(frame) != watch::SourceStatus::kFrame) {
    throw InputError((dir / "video.mp4").string() + ": no frame");
  }
  const auto camera = take(render::Camera::from_json(truth.header.at("camera")), dir.string());
  const calibration::Intrinsics intrinsics{camera.intrinsics, camera.distortion, camera.resolution};
  const auto game = take(engine::make_game(variant, truth.header.at("options")), variant);
  auto start = take(game->state_from_json(truth.start), dir.string() + ": state 0");
  const auto profile = calibrate_from_still(frame.image, variant, intrinsics, start->occupancy());
  // The calibration beside a kept film lets `arbitre read` and `review` look at its frames.
  if (!profile_out.empty())
    take(calibration::save_profile(profile, profile_out), profile_out.string());
  auto writer = take(
      engine::RecordWriter::create(record.string(), engine::record_header(*game, 0, *start)), "");
  session::SessionParams params;
  params.reader = load_reader_params(options.params);
  if (options.settle_s >= 0) params.settle.settle_s = options.settle_s;
  if (options.reread_s >= 0) params.reread_s = options.reread_s;
  auto session = take(
      session::RefereeSession::create(profile, std::move(start), params, writer.get()), variant);
  source = take(watch::open_video(dir / "video.mp4"), (dir / "video.mp4").string());
  std::vector<session::SessionEvent> events;
  std::vector<double> read_ms;
  const auto begin = std::chrono::steady_clock::now();
  double video_s = 0;
  while (source->next(frame) == watch::SourceStatus::kFrame) {
    video_s = frame.time_s;
    for (auto& event : take(session->feed(frame), dir.string())) {
      if (options.verbose)
        std::cout << "  " << frame.index << " " << event.event.to_string() << "\n";
      read_ms.push_back(session->stats().last_read_ms);
      events.push_back(std::move(event));
    }
  }
  for (auto& event : take(session->finish(), dir.string())) {
    if (options.verbose) std::cout << "  end " << event.event.to_string() << "\n";
    read_ms.push_back(kAtTheEnd);
    events.push_back(std::move(event));
  }
  const double wall_s =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  Figures figures = score_game(truth, events, read_ms, options.verbose);
  figures.video_s = video_s;
  figures.wall_s = wall_s;
  return figures;
}

int run_eval_films(const EvalRefereeOptions& options) {
  Figures total;
  const auto record = std::filesystem::temp_directory_path() /
                      ("arbitre-eval-referee-" + std::to_string(::getpid()) + ".jsonl");
  for (const std::filesystem::path dir : options.films) {
    const GameTruth truth = read_game_truth(dir / "truth.jsonl");
    const std::string variant = truth.header.value("variant", "");
    // --verbose keeps the record (views included) and the calibration beside the film, for a
    // closer look, under names of their own: a film's folder may hold the player's board.json and
    // record (the bundled sample does), which must not be overwritten.
    const Figures figures = options.verbose
                                ? referee_film(dir, variant, options, dir / "eval-record.jsonl",
                                               dir / "eval-board.json")
                                : referee_film(dir, variant, options, record, {});
    std::cout << dir.string() << " " << variant << ": " << figures.line() << "\n" << std::flush;
    total.add(figures);
  }
  std::filesystem::remove(record);
  std::cout << "summary: " << total.line() << "\n";
  return kExitOk;
}

int run_eval_referee(const EvalRefereeOptions& options) {
  if (!options.films.empty()) return run_eval_films(options);
  const auto [first, last] = parse_seeds(options.seeds);
  Figures total;
  std::map<std::string, Figures> by_game;
  const auto work = private_work_dir("arbitre-eval-referee");
  for (uint64_t seed = first; seed <= last; ++seed) {
    const std::string variant = variant_for_seed(options.game, seed);
    auto film = eval_film_options(variant, seed, options.moves);
    film.fps = options.fps;
    film.illegal_probability = options.illegal;
    const auto dir =
        options.keep.empty() ? work : std::filesystem::path(options.keep) / std::to_string(seed);
    std::filesystem::remove_all(dir);
    take(film::film_game(film, dir), "seed " + std::to_string(seed));
    // The film's folder is the eval's own (made above): its calibration and record go there.
    const Figures figures =
        referee_film(dir, variant, options, dir / "record.jsonl", dir / "board.json");
    std::cout << "seed " << seed << " " << variant << ": " << figures.line() << "\n" << std::flush;
    by_game[variant].add(figures);
    total.add(figures);
  }
  std::filesystem::remove_all(work);
  for (const auto& [variant, figures] : by_game)
    std::cout << variant << ": " << figures.line() << "\n";
  std::cout << "summary: " << total.line() << "\n";
  return kExitOk;
}

}  // namespace
}  // namespace eval_referee

void register_eval_referee(CLI::App& eval, int& exit_status) {
  auto options = std::make_shared<eval_referee::EvalRefereeOptions>();
  auto* command = eval.add_subcommand(
      "referee", "Render games with illegal moves, referee their videos, compare with the truth");
  command->add_option("--seeds", options->seeds, "Seeds A-B (one game each)");
  command->add_option("--game", options->game,
                      "One game, or 'all': every variant in turn (default: one variant a board "
                      "in turn)");
  command->add_option("--moves", options->moves, "Moves per game");
  command->add_option("--illegal", options->illegal, "Probability of an illegal move");
  command->add_option("--fps", options->fps, "Frames per second of the films");
  command->add_option("--params", options->params, "Reader parameters (JSON)");
  add_settle_option(*command, options->settle_s);
  command->add_option("--reread-s", options->reread_s,
                      "Seconds between readings of a settled table the record disagrees with");
  command->add_option("--keep", options->keep, "Keep each film and its record in DIR/<seed>");
  command->add_option("--film", options->films,
                      "Referee these rendered films (DIR with video.mp4 and truth.jsonl; "
                      "repeatable) instead of rendering");
  command->add_flag("--verbose", options->verbose,
                    "Every event, and what went wrong; with --film, the calibration used and the "
                    "record go to the film's eval-board.json and eval-record.jsonl");
  command->callback(
      [options, &exit_status] { exit_status = eval_referee::run_eval_referee(*options); });
}

}  // namespace arbitre::app
