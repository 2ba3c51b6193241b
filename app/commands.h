// The `arbitre` subcommands. Each register_* function adds its subcommands to the app; a
// subcommand stores its exit status in `exit_status` when it runs.
#pragma once

#include <CLI/CLI.hpp>

namespace arbitre::app {

void register_rules_commands(CLI::App& app, int& exit_status);   // new, moves, check
void register_play_commands(CLI::App& app, int& exit_status);    // selfplay, bench
void register_record_commands(CLI::App& app, int& exit_status);  // referee, replay
void register_print_commands(CLI::App& app, int& exit_status);   // print-board
void register_render_commands(CLI::App& app, int& exit_status);  // render
void register_eval_commands(CLI::App& app, int& exit_status);    // eval calibration

}  // namespace arbitre::app
