// arbitre: the command-line tool. Every subcommand is a thin layer over the libraries.
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli_support.h"
#include "commands.h"

int main(int argc, char** argv) {
  CLI::App app{"Arbitre: a referee for games played on a real table"};
  app.require_subcommand(1);
  int exit_status = arbitre::app::kExitOk;
  arbitre::app::register_rules_commands(app, exit_status);
  arbitre::app::register_play_commands(app, exit_status);
  arbitre::app::register_record_commands(app, exit_status);
  arbitre::app::register_referee_commands(app, exit_status);
  arbitre::app::register_print_commands(app, exit_status);
  arbitre::app::register_render_commands(app, exit_status);
  arbitre::app::register_eval_commands(app, exit_status);
  arbitre::app::register_calibrate_commands(app, exit_status);
  arbitre::app::register_locate_commands(app, exit_status);
  arbitre::app::register_read_commands(app, exit_status);
  arbitre::app::register_dice_commands(app, exit_status);
  arbitre::app::register_card_commands(app, exit_status);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& help) {
    return app.exit(help);
  } catch (const CLI::CallForAllHelp& help) {
    return app.exit(help);
  } catch (const CLI::ParseError& error) {
    // Bad command-line input is bad input like any other: one line, exit status 2.
    std::cerr << "arbitre: " << error.what() << "\n";
    return arbitre::app::kExitBadInput;
  } catch (const arbitre::app::InputError& error) {
    std::cerr << "arbitre: " << error.what() << "\n";
    return arbitre::app::kExitBadInput;
  } catch (const nlohmann::json::exception& error) {
    // A JSON input read without a field-by-field check (a rendered film's truth) that lacks a
    // field or holds another type: still bad input, said in one line rather than an abort.
    std::cerr << "arbitre: malformed JSON input: " << error.what() << "\n";
    return arbitre::app::kExitBadInput;
  }
  return exit_status;
}
