// arbitre new | moves | check: the rules, one position at a time.
#include <iostream>
#include <memory>

#include "arbitre/engine/game.h"
#include "arbitre/engine/referee.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {

void register_rules_commands(CLI::App& app, int& exit_status) {
  {
    auto choice = std::make_shared<GameChoice>();
    auto seed = std::make_shared<uint64_t>(0);
    auto text = std::make_shared<bool>(false);
    auto* command = app.add_subcommand("new", "Print the starting state (JSON)");
    add_game_options(*command, *choice);
    command->add_option("--seed", *seed, "Seed for what chance settles before play");
    command->add_flag("--text", *text, "Draw the position instead of printing JSON");
    command->callback([=, &exit_status] {
      auto game = make_game(*choice);
      auto state = game->new_initial_state(*seed);
      std::cout << (*text ? state->to_string() : state->to_json().dump(2)) << "\n";
      exit_status = kExitOk;
    });
  }
  {
    auto choice = std::make_shared<GameChoice>();
    auto state_path = std::make_shared<std::string>();
    auto chance_text = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    auto* command = app.add_subcommand(
        "moves", "List the legal moves, one a line (one per distinct resulting position)");
    add_game_options(*command, *choice);
    command->add_option("--state", *state_path, "State file (JSON)")->required();
    command->add_option("--chance", *chance_text, "Chance outcome: 6-5, 3, QH, JOKER");
    command->add_flag("--json", *json, "Print an array of {move, state}");
    command->callback([=, &exit_status] {
      auto loaded = load_state(*choice, *state_path);
      const auto chance = take(loaded.state->parse_chance(*chance_text), "");
      const auto moves = loaded.state->legal_moves(chance);
      if (moves.empty()) {
        std::cerr << (loaded.state->is_terminal()
                          ? "no legal move: the game is over\n"
                          : "no legal move for " + chance.to_string() +
                                " (it cannot be played in this position)\n");
      }
      nlohmann::json list = nlohmann::json::array();
      for (const auto& move : moves) {
        if (*json) {
          list.push_back(
              {{"move", move.text}, {"state", loaded.state->child(chance, move)->to_json()}});
        } else {
          std::cout << move.text << "\n";
        }
      }
      if (*json) std::cout << list.dump(2) << "\n";
      exit_status = kExitOk;
    });
  }
  {
    auto choice = std::make_shared<GameChoice>();
    auto state_path = std::make_shared<std::string>();
    auto after_path = std::make_shared<std::string>();
    auto chance_text = std::make_shared<std::string>();
    auto json = std::make_shared<bool>(false);
    auto* command = app.add_subcommand(
        "check", "Judge whether --after follows from --state by one legal move (exit 1 if not)");
    add_game_options(*command, *choice);
    command->add_option("--state", *state_path, "State before (JSON)")->required();
    command->add_option("--chance", *chance_text, "Chance outcome: 6-5, 3, QH, JOKER");
    command->add_option("--after", *after_path, "State after, as seen on the table (JSON)")
        ->required();
    command->add_flag("--json", *json, "Print the verdict as JSON");
    command->callback([=, &exit_status] {
      auto before = load_state(*choice, *state_path);
      auto after = load_state(*choice, *after_path);
      const auto chance = take(before.state->parse_chance(*chance_text), "");
      const auto verdict = engine::check(*before.state, chance, after.state->occupancy());
      std::cout << (*json ? verdict_json(verdict).dump(2) : verdict_text(verdict)) << "\n";
      exit_status = verdict.legal ? kExitOk : kExitIllegal;
    });
  }
}

}  // namespace arbitre::app
