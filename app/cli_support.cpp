#include "cli_support.h"

#include <unistd.h>

#include <iostream>

#include "arbitre/calibration/variants.h"
#include "arbitre/engine/json_fields.h"

namespace arbitre::app {

nlohmann::json GameChoice::options() const {
  nlohmann::json options = nlohmann::json::object();
  for (const std::string& pair : option_pairs) {
    const auto equals = pair.find('=');
    if (equals == std::string::npos || equals == 0) {
      throw InputError("--option", engine::Error{"", "'" + pair + "' is not KEY=VALUE"});
    }
    options[pair.substr(0, equals)] = pair.substr(equals + 1);
  }
  if (teams) options["teams"] = true;
  return options;
}

void add_game_options(CLI::App& command, GameChoice& choice) {
  command
      .add_option("--game", choice.name,
                  "Game variant (jacquet, jacquet-advanced, "
                  "jacotte-2..4, jeson-jam, toc-2, toc-4, toc-6)")
      ->required();
  command.add_option("--option", choice.option_pairs, "Game option KEY=VALUE (repeatable)");
  command.add_flag("--teams", choice.teams, "Team play (Jeu de Toc)");
}

std::unique_ptr<engine::Game> make_game(const GameChoice& choice) {
  return take(engine::make_game(choice.name, choice.options()), "");
}

nlohmann::json read_json_file(const std::string& path) {
  return take(engine::read_json_file(path), "");
}

nlohmann::json parse_json_line(const std::string& line, const std::string& where) {
  auto json = nlohmann::json::parse(line, nullptr, false);
  if (json.is_discarded()) throw InputError(where + ": not valid JSON");
  return json;
}

std::filesystem::path private_work_dir(const std::string& name) {
  return std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid()));
}

LoadedState load_state(const GameChoice& choice, const std::string& path) {
  const nlohmann::json json = read_json_file(path);
  if (!json.is_object()) throw InputError(path + ": expected a JSON object (a state)");
  if (json.contains("game") && json["game"] != choice.name) {
    throw InputError(path + ": game: the state is for " + json["game"].dump() + ", not \"" +
                     choice.name + "\"");
  }
  nlohmann::json options = json.value("options", nlohmann::json::object());
  if (!options.is_object()) throw InputError(path + ": options: expected an object");
  options.update(choice.options());
  auto game = take(engine::make_game(choice.name, options), path);
  // A hand-written state may leave out what the command line already says.
  nlohmann::json complete = json;
  complete["game"] = choice.name;
  complete["options"] = game->options();
  auto state = take(game->state_from_json(complete), path);
  return {std::move(game), std::move(state)};
}

void add_calibration_option(CLI::App& command, std::string& path) {
  command.add_option("--calibration", path, "Board profile written by `arbitre calibrate board`")
      ->required();
}

void add_settle_option(CLI::App& command, double& settle_s) {
  command.add_option("--settle-s", settle_s, "Seconds the table must be still before it is read");
}

LoadedCalibration load_calibration(const std::string& path, const std::string& variant) {
  LoadedCalibration loaded;
  loaded.profile = take(calibration::load_profile(path), "");
  if (!variant.empty()) {
    loaded.profile = take(calibration::profile_for_variant(loaded.profile, variant), path);
  }
  loaded.game = take(engine::make_game(loaded.profile.game, loaded.profile.options), path);
  loaded.layout = take(vision::bundled_layout(loaded.profile.game), path);
  if (!loaded.profile.camera) {
    std::cerr << "warning: " << path
              << " has no camera (calibrate board --camera): working undistorted\n";
  }
  return loaded;
}

}  // namespace arbitre::app

#include "arbitre/engine/referee.h"

namespace arbitre::app {

nlohmann::json verdict_json(const engine::Verdict& verdict) {
  nlohmann::json json = {{"legal", verdict.legal}};
  if (verdict.legal) {
    json["move"] = verdict.move.text;
    return json;
  }
  json["rule"] = verdict.breach.rule;
  json["quote"] = verdict.breach.quote;
  json["explanation"] = verdict.breach.explanation();
  if (!verdict.breach.message.empty()) {
    json["message"] = verdict.breach.message;
    json["args"] = verdict.breach.args;
  }
  json["closest"] = nlohmann::json::array();
  for (const auto& move : verdict.closest) json["closest"].push_back(move.text);
  json["differing_cells"] = verdict.differing_cells;
  return json;
}

std::string verdict_text(const engine::Verdict& verdict, const std::string& indent) {
  if (verdict.legal) return "legal: " + verdict.move.text;
  std::string text = "ILLEGAL (" + verdict.breach.rule + "): " + verdict.breach.explanation();
  if (!verdict.breach.quote.empty())
    text += "\n" + indent + "rule: \"" + verdict.breach.quote + "\"";
  if (!verdict.closest.empty()) {
    text += "\n" + indent + "closest legal moves: ";
    for (std::size_t i = 0; i < verdict.closest.size(); ++i) {
      text += (i ? " | " : "") + verdict.closest[i].text;
    }
  }
  if (!verdict.differing_cells.empty()) {
    text += "\n" + indent + "cells that differ from the closest: ";
    for (std::size_t i = 0; i < verdict.differing_cells.size(); ++i) {
      text += (i ? ", " : "") + verdict.differing_cells[i];
    }
  }
  return text;
}

}  // namespace arbitre::app
