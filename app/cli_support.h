// What every `arbitre` command shares: loading games and states from files and options,
// and turning errors into one clear line and exit status 2.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "arbitre/calibration/profile.h"
#include "arbitre/engine/game.h"
#include "arbitre/engine/result.h"
#include "arbitre/vision/layout.h"

namespace arbitre::app {

constexpr int kExitOk = 0;
constexpr int kExitIllegal = 1;   // `check` and `referee` found an illegal move
constexpr int kExitBadInput = 2;  // malformed file, option, chance or move

// Thrown by commands on bad input; main() prints it as one line and exits with 2.
class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& what) : std::runtime_error(what) {}
  InputError(const std::string& where, const engine::Error& error)
      : std::runtime_error(where.empty() ? error.to_string() : where + ": " + error.to_string()) {}
};

// Returns the value or throws InputError naming `where` (a file, or "--chance").
template <class T>
T take(engine::Result<T> result, const std::string& where) {
  if (!result) throw InputError(where, result.error());
  return std::move(result).value();
}

// Game choice from the command line: --game, --option KEY=VALUE (repeatable), --teams.
struct GameChoice {
  std::string name;
  std::vector<std::string> option_pairs;
  bool teams = false;

  // The options as JSON; values that look like numbers or booleans stay text, the game's
  // OptionReader reads them either way.
  nlohmann::json options() const;
};

// Adds --game (required), --option and --teams to a subcommand.
void add_game_options(CLI::App& command, GameChoice& choice);

std::unique_ptr<engine::Game> make_game(const GameChoice& choice);

// Reads a JSON file; errors name the file (and the byte where parsing failed).
nlohmann::json read_json_file(const std::string& path);
// One line of a JSON-lines file; an InputError naming `where` ("truth.jsonl line 3") when it is
// not valid JSON.
nlohmann::json parse_json_line(const std::string& line, const std::string& where);
// A folder of its own under the system's temporary folder for this process's work
// ("arbitre-eval-calibration-<pid>"): two commands running at once never share one.
std::filesystem::path private_work_dir(const std::string& name);

// Loads a state file for the chosen game. The file's own "options" are used, overlaid by
// options given on the command line; a file made for another game is refused.
struct LoadedState {
  std::unique_ptr<engine::Game> game;
  std::unique_ptr<engine::State> state;
};
LoadedState load_state(const GameChoice& choice, const std::string& path);

// --calibration FILE: the board profile `arbitre calibrate board` wrote (docs/calibration.md),
// with the game it is for and that game's board layout. A profile without a camera gets a
// warning on stderr: Arbitre works undistorted. With `variant`, the profile is made to
// referee that variant of its board instead (calibration::profile_for_variant), or refused.
struct LoadedCalibration {
  calibration::Profile profile;
  std::unique_ptr<engine::Game> game;
  vision::BoardLayout layout;
};
void add_calibration_option(CLI::App& command, std::string& path);
// `--settle-s`: seconds the table must be still before it is read (negative, the default: the
// settle detector's own).
void add_settle_option(CLI::App& command, double& settle_s);
LoadedCalibration load_calibration(const std::string& path, const std::string& variant = "");

}  // namespace arbitre::app

namespace arbitre::engine {
struct Verdict;
}

namespace arbitre::app {

// A verdict as JSON: legal, move | rule, quote, explanation, closest, differing_cells.
nlohmann::json verdict_json(const engine::Verdict& verdict);
// A verdict as lines for a player; continuation lines start with `indent`.
std::string verdict_text(const engine::Verdict& verdict, const std::string& indent = "  ");

}  // namespace arbitre::app
