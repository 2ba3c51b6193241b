// arbitre eval read: the whole table reading (read::FrameReader) on rendered 720p films, against
// their truth: every place, Jacquet's point counts, the dice, the stick dice and the card played.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

#include <unistd.h>
#include <opencv2/imgcodecs.hpp>

#include "arbitre/calibration/board_tracker.h"
#include "arbitre/calibration/piece_colours.h"
#include "arbitre/read/frame_reader.h"
#include "arbitre/render/camera.h"
#include "arbitre/vision/photo_set.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {
// A namespace of its own: the build compiles the app's files together (unity), and other
// evals have their own Score and Tally.
namespace eval_read {
namespace {

namespace cal = arbitre::calibration;

const std::vector<std::string> kReadBoards = {"jacquet", "jacotte-4", "jeson-jam", "toc-4",
                                              "toc-6"};

struct EvalReadOptions {
  std::string seeds = "1-10";
  std::string game;
  int moves = 4;
  std::string params;
  bool verbose = false;
  std::string keep;  // keep each film in keep/<seed> for a look at its stills
};

// Right out of counted, for one figure.
struct Tally {
  long counted = 0;
  long right = 0;
  void add(bool is_right) {
    ++counted;
    right += is_right;
  }
  void add(const Tally& other) {
    counted += other.counted;
    right += other.right;
  }
  // "99.50%", or "n/a" when nothing was counted.
  std::string percent() const {
    if (counted == 0) return "n/a";
    std::ostringstream out;
    out << std::fixed << std::setprecision(2) << 100.0 * right / counted << "%";
    return out.str();
  }
};

struct Score {
  Tally cells, frames, points, dice, sticks, cards;
  long ranged = 0;         // places right as a range that holds the truth, not as a count
  long dice_extra = 0;     // dice read where the truth has none (unreadable ones included)
  double px_per_mm = 0;    // the board's scale in the film's pictures
  std::vector<double> ms;  // the whole reading of each still
  void add(const Score& o) {
    cells.add(o.cells), frames.add(o.frames), points.add(o.points);
    ranged += o.ranged;
    dice_extra += o.dice_extra;
    dice.add(o.dice), sticks.add(o.sticks), cards.add(o.cards);
    ms.insert(ms.end(), o.ms.begin(), o.ms.end());
  }
  double median_ms() const {
    if (ms.empty()) return 0;
    auto sorted = ms;
    std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
    return sorted[sorted.size() / 2];
  }
  std::string line() const {
    std::ostringstream out;
    out << "cells=" << cells.percent() << " frames=" << frames.percent()
        << " points=" << points.percent() << " d6=" << dice.percent()
        << " sticks=" << sticks.percent() << " cards=" << cards.percent() << std::fixed
        << std::setprecision(2) << " ms=" << median_ms() << " stills=" << frames.counted
        << " dice=" << dice.counted << " throws=" << sticks.counted << " played=" << cards.counted
        << " ranged=" << ranged << " dice_extra=" << dice_extra;
    return out.str();
  }
};

// Checkers on a Jacquet point's content ("W3", "W1B2", "B1^").
int checkers_on(const std::string& content) {
  int total = 0;
  for (std::size_t i = 0; i < content.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(content[i]))) continue;
    total += std::atoi(content.c_str() + i);
    while (i + 1 < content.size() && std::isdigit(static_cast<unsigned char>(content[i + 1]))) ++i;
  }
  return total;
}

struct FilmTruth {
  nlohmann::json header;
  std::map<int, engine::Occupancy> states;
  std::map<int, engine::Occupancy> shown;  // illegal beats: what the table shows
  std::vector<nlohmann::json> stills;
};

FilmTruth read_truth(const std::filesystem::path& dir) {
  const auto path = dir / "truth.jsonl";
  std::ifstream in(path);
  if (!in) throw InputError(path.string() + ": not readable");
  FilmTruth truth;
  std::string text;
  for (int number = 1; std::getline(in, text); ++number) {
    const auto json = nlohmann::json::parse(text, nullptr, false);
    if (!json.is_object() || !json.contains("type")) {
      throw InputError(path.string() + ":" + std::to_string(number) + ": not a truth line");
    }
    const auto type = json.at("type").get<std::string>();
    if (type == "header") truth.header = json;
    if (type == "state") truth.states[json.at("id")] = json.at("occupancy");
    if (type == "beat" && json.contains("shown")) truth.shown[json.at("index")] = json.at("shown");
    if (type == "frame" && json.contains("still")) truth.stills.push_back(json);
  }
  return truth;
}

// The profile `arbitre calibrate board --camera` makes from the film's first still.
cal::Profile calibrate_from(const cv::Mat& image, const std::string& variant,
                            const vision::BoardLayout& layout, const cal::Intrinsics& intrinsics,
                            const engine::Occupancy& start) {
  const auto pose = cal::find_board_pose(image, layout, intrinsics);
  if (!pose.found()) {
    throw InputError(variant + ": first still: board " + cal::status_name(pose.status));
  }
  const auto reading = cal::read_start(image, layout, variant, start, pose, intrinsics);
  return cal::make_profile(variant, nlohmann::json::object(),
                           cal::CameraFile{intrinsics, 0, 0, "truth"}, cal::BoardMethod::kFiducials,
                           pose, image.size(), {reading});
}

cv::Rect box_of(const nlohmann::json& box) {
  return {box.at(0).get<int>(), box.at(1).get<int>(), box.at(2).get<int>(), box.at(3).get<int>()};
}

cv::Rect box_of(const read::Box& box) {
  return {int(std::lround(box[0])), int(std::lround(box[1])), int(std::lround(box[2])),
          int(std::lround(box[3]))};
}

struct StillContext {
  const vision::BoardLayout& layout;
  const nlohmann::json& frame;
  const engine::Occupancy& occupancy;
  bool verbose = false;
};

void say(const StillContext& still, const std::string& what) {
  if (still.verbose)
    std::cout << "  still " << still.frame.at("still").get<std::string>() << " " << what << "\n";
}

// Every place: right when it reads as the truth, as a range that holds it where the picture
// cannot count a pile or see under a stack's top (read::range_holds: what the referee accepts),
// or not visible where a hand covers it. Jacquet's point counts (`points`, piles of one row at
// most) are right only read exactly.
bool score_cells(const StillContext& still, const read::Observation& seen, Score& score) {
  const auto covered = still.frame.at("covered_cells").get<std::vector<std::string>>();
  std::map<std::string, const read::CellReading*> by_id;
  for (const auto& cell : seen.cells) by_id[cell.cell] = &cell;
  bool all_right = seen.board_found();
  for (const auto& cell : still.layout.cells) {
    const auto it = still.occupancy.find(cell.id);
    const std::string want = it == still.occupancy.end() ? "" : it->second;
    const bool hidden = std::find(covered.begin(), covered.end(), cell.id) != covered.end();
    const auto found = by_id.find(cell.id);
    const read::CellReading* got = found == by_id.end() ? nullptr : found->second;
    const bool exact = got && got->visible && got->content == want;
    const bool ranged = got && got->visible && !exact && read::range_holds(*got, want);
    const bool right = exact || ranged || (got && hidden && !got->visible);
    score.cells.add(right);
    score.ranged += ranged;
    all_right = all_right && right;
    if (cell.role == "point" && !hidden && checkers_on(want) <= 5) score.points.add(exact);
    if (!right) {
      say(still, cell.id + ": want '" + want + "'" + (hidden ? " (covered)" : "") + " got '" +
                     (got ? (got->visible ? got->content : "not visible") : "nothing") + "'");
    }
  }
  return all_right;
}

// Dice at rest, each paired with a reading as on real photos (vision::score_photo); a cocked die
// must read as unreadable (0).
void score_dice(const StillContext& still, const read::Observation& seen, Score& score) {
  if (!still.frame.contains("dice")) return;
  vision::LabelledPhoto truth;
  for (const auto& die : still.frame.at("dice")) {
    if (!die.at("resting").get<bool>()) return;
    const bool cocked = die.at("tilt_deg").get<double>() > 10;
    truth.objects.push_back(
        {cocked ? "0" : std::to_string(die.at("value").get<int>()), box_of(die.at("box"))});
  }
  std::vector<vision::ReadObject> answers;
  for (const auto& die : seen.dice)
    answers.push_back({std::to_string(die.value), box_of(die.box), die.confidence});
  const auto result = vision::score_photo(truth, answers);
  for (int i = 0; i < result.labelled; ++i) score.dice.add(i < result.right);
  score.dice_extra += result.extra;
  for (const auto& mistake : result.mistakes) say(still, "die " + mistake);
}

void score_sticks(const StillContext& still, const read::Observation& seen, Score& score) {
  if (!still.frame.contains("sticks") || !still.frame.at("sticks").at("resting").get<bool>())
    return;
  const int coloured = still.frame.at("sticks").at("coloured");
  const char colour = still.frame.at("sticks").at("colour").get<std::string>()[0];
  const bool right = seen.sticks && seen.sticks->coloured == coloured &&
                     (coloured == 0 || seen.sticks->colour == colour);
  score.sticks.add(right);
  if (!right) {
    say(still, "sticks: want " + std::to_string(coloured) + colour + " got " +
                   (seen.sticks ? std::to_string(seen.sticks->coloured) + seen.sticks->colour
                                : std::string("none")));
  }
}

// The card on top of the played pile, paired with the readings in the play zone.
void score_cards(const StillContext& still, const read::Observation& seen, Score& score) {
  if (!still.frame.contains("cards") || still.frame.at("cards").empty()) return;
  const auto& top = still.frame.at("cards").back();
  vision::LabelledPhoto truth;
  truth.objects.push_back({top.at("card").get<std::string>(), box_of(top.at("box"))});
  std::vector<vision::ReadObject> answers;
  for (const auto& card : seen.cards) {
    if (card.played) answers.push_back({card.card, box_of(card.box), card.confidence});
  }
  const auto result = vision::score_photo(truth, answers);
  score.cards.add(result.right == 1);
  for (const auto& mistake : result.mistakes) say(still, "card " + mistake);
}

// Pixels per board mm in the film's first still: the board outline's perimeter in the picture
// over its perimeter on the sheet. Dice and card indices are a few mm: what a picture shows of
// them depends on this scale more than on anything else.
double board_scale(const FilmTruth& truth) {
  const auto& corners = truth.stills.front().at("corners");
  const auto& board_mm = truth.header.at("board_mm");
  double perimeter = 0;
  for (std::size_t k = 0; k < corners.size(); ++k) {
    const auto& a = corners[k];
    const auto& b = corners[(k + 1) % corners.size()];
    perimeter += std::hypot(b[0].get<double>() - a[0].get<double>(),
                            b[1].get<double>() - a[1].get<double>());
  }
  return perimeter / (2 * (board_mm[0].get<double>() + board_mm[1].get<double>()));
}

Score score_film(const std::filesystem::path& dir, const std::string& variant,
                 const read::FrameReaderParams& params, bool verbose) {
  const FilmTruth truth = read_truth(dir);
  const auto camera = take(render::Camera::from_json(truth.header.at("camera")), dir.string());
  const cal::Intrinsics intrinsics{camera.intrinsics, camera.distortion, camera.resolution};
  const auto layout = take(vision::bundled_layout(variant), variant);
  Score score;
  if (truth.stills.empty()) return score;
  score.px_per_mm = board_scale(truth);
  const auto still_path = [&](const nlohmann::json& f) {
    return (dir / f.at("still").get<std::string>()).string();
  };
  const cv::Mat first = cv::imread(still_path(truth.stills.front()));
  const auto profile = calibrate_from(first, variant, layout, intrinsics, truth.states.at(0));
  // Beside the stills, so that `arbitre read STILL --calibration board.json` reads a kept one.
  take(cal::save_profile(profile, dir / "board.json"), (dir / "board.json").string());
  auto reader = take(read::FrameReader::create(profile, params), variant);
  for (const auto& frame : truth.stills) {
    const cv::Mat image = cv::imread(still_path(frame));
    if (image.empty()) throw InputError(still_path(frame) + ": not a picture");
    // Each still read on its own, as `arbitre read STILL --calibration board.json` reads it.
    const auto pose = cal::find_board_pose_since(image, layout, intrinsics, profile.pose());
    const auto seen = reader.read(image, pose);
    const auto& occupancy = frame.at("shows_illegal").get<bool>()
                                ? truth.shown.at(frame.at("beat"))
                                : truth.states.at(frame.at("state"));
    const StillContext still{layout, frame, occupancy, verbose};
    score.frames.add(score_cells(still, seen, score));
    score_dice(still, seen, score);
    score_sticks(still, seen, score);
    score_cards(still, seen, score);
    if (seen.board_found()) score.ms.push_back(reader.times().total_ms());
  }
  return score;
}

int run_eval_read(const EvalReadOptions& options) {
  const auto [first, last] = parse_seeds(options.seeds);
  const read::FrameReaderParams params = load_reader_params(options.params);
  std::map<std::string, Score> by_variant;
  // Films whose board is seen at kCloseScale px per mm or more, and the others.
  constexpr double kCloseScale = 1.5;
  Score close, far;
  Score total;
  int skipped = 0;
  const auto work = private_work_dir("arbitre-eval-read");
  for (uint64_t seed = first; seed <= last; ++seed) {
    const std::string variant =
        options.game.empty() ? kReadBoards[seed % kReadBoards.size()] : options.game;
    auto film = eval_film_options(variant, seed, options.moves);
    film.video = false;
    film.stills = true;
    film.fps = 2;
    const std::filesystem::path dir =
        options.keep.empty() ? work : std::filesystem::path(options.keep) / std::to_string(seed);
    std::filesystem::remove_all(dir);
    take(film::film_game(film, dir), "seed " + std::to_string(seed));
    Score score;
    try {
      score = score_film(dir, variant, params, options.verbose);
    } catch (const InputError& error) {  // no profile from this film: said, and counted
      std::cout << "seed " << seed << " " << variant << ": skipped, " << error.what() << std::endl;
      ++skipped;
      continue;
    }
    std::cout << "seed " << seed << " " << variant << ": " << score.line() << std::fixed
              << std::setprecision(2) << " px_per_mm=" << score.px_per_mm << std::endl;
    by_variant[variant].add(score);
    (score.px_per_mm >= kCloseScale ? close : far).add(score);
    total.add(score);
  }
  std::filesystem::remove_all(work);
  for (const auto& [variant, score] : by_variant)
    std::cout << variant << ": " << score.line() << "\n";
  std::cout << "board at " << kCloseScale << " px/mm or more: " << close.line() << "\n";
  std::cout << "board under " << kCloseScale << " px/mm: " << far.line() << "\n";
  std::cout << "summary: " << total.line() << " skipped_films=" << skipped << "\n";
  return kExitOk;
}

}  // namespace
}  // namespace eval_read

calibration::Profile calibrate_from_still(const cv::Mat& image, const std::string& variant,
                                          const calibration::Intrinsics& intrinsics,
                                          const engine::Occupancy& start) {
  const auto layout = take(vision::bundled_layout(variant), variant);
  return eval_read::calibrate_from(image, variant, layout, intrinsics, start);
}

void register_eval_read(CLI::App& eval, int& exit_status) {
  auto options = std::make_shared<eval_read::EvalReadOptions>();
  auto* read = eval.add_subcommand(
      "read", "The whole table reading on rendered 720p stills, against the truth");
  read->add_option("--seeds", options->seeds, "Seeds A-B to render (default 1-10)");
  read->add_option("--game", options->game, "One variant (default: the boards in turn)");
  read->add_option("--moves", options->moves, "Moves per film (default 4)");
  read->add_option("--params", options->params, "Board reader parameters (JSON, docs/reading.md)");
  read->add_flag("--verbose", options->verbose,
                 "Print every place, die, throw and card read wrong");
  read->add_option("--keep", options->keep, "Keep each film in DIR/<seed> (stills, truth)");
  read->callback([options, &exit_status] { exit_status = eval_read::run_eval_read(*options); });
}

}  // namespace arbitre::app
