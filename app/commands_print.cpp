// arbitre print-board: a board at true scale, as a PDF to print (A3, or tiled on A4) or an SVG.
#include <iostream>
#include <memory>
#include <string>

#include "arbitre/art/art.h"
#include "arbitre/vision/layout.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {

void register_print_commands(CLI::App& app, int& exit_status) {
  auto game = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  auto paper = std::make_shared<std::string>("a3");
  auto charuco = std::make_shared<bool>(false);
  auto* command =
      app.add_subcommand("print-board",
                         "Write a board at true scale with its fiducials: PDF (A3, or tiled on A4) "
                         "or SVG");
  command->add_option("--game", *game, "Board or variant: jacquet, jacotte-3, toc-2, ...");
  command->add_flag("--charuco", *charuco,
                    "The ChArUco sheet for `arbitre calibrate camera` instead of a board");
  command->add_option("-o,--output", *output, "File to write, .pdf or .svg")->required();
  command->add_option("--paper", *paper, "PDF paper: a3 (default) or a4")
      ->check(CLI::IsMember({"a3", "a4"}, CLI::ignore_case));
  command->callback([=, &exit_status] {
    // A wrong extension is refused before anything is loaded.
    take(art::print_format(*output), "");
    if (*charuco && !game->empty()) throw InputError("--charuco: prints no game board (no --game)");
    if (*charuco) {
      exit_status = print_charuco_sheet(*output, *paper);
      return;
    }
    if (game->empty()) throw InputError("--game: required (or --charuco)");
    art::PrintOptions options;
    options.paper = (*paper == "a4" || *paper == "A4") ? art::PrintOptions::Paper::kA4
                                                       : art::PrintOptions::Paper::kA3;
    const auto layout = take(vision::bundled_layout(*game), "--game");
    const auto printed = take(art::print_board(layout, options, *output), "");
    std::cout << "wrote " << *output << ": " << layout.name << " board, " << printed.pages
              << (printed.pages == 1 ? " page" : " pages") << " (" << printed.paper;
    if (printed.pages > 1) {
      std::cout << ", " << printed.columns << " x " << printed.rows << " tiles";
    }
    std::cout << "), scale 1:1, " << layout.width_mm << " x " << layout.height_mm << " mm\n";
    exit_status = kExitOk;
  });
}

}  // namespace arbitre::app
