// The `arbitre` subcommands. Each register_* function adds its subcommands to the app; a
// subcommand stores its exit status in `exit_status` when it runs.
#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <utility>

#include <CLI/CLI.hpp>

#include "arbitre/cards/card_reader.h"
#include "arbitre/film/film.h"
#include "arbitre/read/frame_reader.h"

namespace arbitre::app {

void register_rules_commands(CLI::App& app, int& exit_status);   // new, moves, check
void register_play_commands(CLI::App& app, int& exit_status);    // selfplay, bench
void register_record_commands(CLI::App& app, int& exit_status);  // referee, replay
void register_print_commands(CLI::App& app, int& exit_status);   // print-board
void register_render_commands(CLI::App& app, int& exit_status);  // render
void register_eval_commands(CLI::App& app, int& exit_status);  // eval calibration, camera, outline
void register_calibrate_commands(CLI::App& app, int& exit_status);  // calibrate camera, board
void register_locate_commands(CLI::App& app, int& exit_status);     // locate (commands_profile.cpp)
void register_read_commands(CLI::App& app, int& exit_status);       // read (commands_read.cpp)
void register_eval_read(CLI::App& eval, int& exit_status);          // commands_eval_read.cpp
void register_eval_referee(CLI::App& eval, int& exit_status);       // commands_eval_referee.cpp
void register_referee_commands(CLI::App& app, int& exit_status);    // review, live
void register_dice_commands(CLI::App& app,
                            int& exit_status);  // dice, crops dice (commands_dice.cpp)
// card, crops cards, eval card-photos, eval cards (commands_cards.cpp)
void register_card_commands(CLI::App& app, int& exit_status);

// The card networks' training crops in `folder` (created): patches.u8 (each patch's BGR bytes,
// one after another) and labels.csv ("rank_class,suit,source" a line), as train_cards.py
// reads them (commands_cards.cpp).
struct CardCrops {
  explicit CardCrops(const std::filesystem::path& folder);
  void add(const cv::Mat& patch, int rank, int suit, const char* source);
  std::ofstream patches, labels;
  int count = 0;
};

// Each whole card that the card reader's proposals outline in the train_ photos of the
// labelled set `folder` and that a label matches (IoU 0.6): the photo, the proposal and the
// label (commands_cards.cpp).
using LabelledCardUse = std::function<void(
    const cv::Mat& image, const cards::CardReader::Proposal& proposal, const std::string& label)>;
void for_each_labelled_card(const std::string& folder, const LabelledCardUse& use);

// crops card-faces (commands_card_faces.cpp), registered beside crops cards.
struct FaceCropOptions {
  std::string seeds = "1-6000", photos, out;
};
int run_face_crops(const FaceCropOptions& options);

// Subcommands of `calibrate` and `eval`, each in its own file.
void register_calibrate_camera(CLI::App& calibrate, int& exit_status);  // commands_camera.cpp
void register_calibrate_board(CLI::App& calibrate, int& exit_status);   // commands_profile.cpp
void register_eval_camera(CLI::App& eval, int& exit_status);            // commands_camera.cpp
void register_eval_outline(CLI::App& eval, int& exit_status);           // commands_outline.cpp
void register_eval_dice(CLI::App& eval, int& exit_status);  // dice, dice-photos (commands_dice.cpp)

// "A-B" (or "A") of `eval --seeds`, as the seeds from A to B; bad text is an InputError.
std::pair<uint64_t, uint64_t> parse_seeds(const std::string& text);  // commands_eval.cpp
// The film an `eval` command renders for a seed: 1280x720, 5 frames a second, video only,
// a printed board (commands_eval.cpp).
film::FilmOptions eval_film_options(const std::string& variant, uint64_t seed, int moves);

// The ChArUco calibration sheet, for `print-board --charuco` and `render --charuco`
// (commands_camera.cpp); each returns the exit status.
// The reader's parameters of `--params FILE` (defaults without one); commands_read.cpp.
read::FrameReaderParams load_reader_params(const std::string& path);

// The profile `arbitre calibrate board --camera` makes from a rendered film's first picture, with
// the film's true lens (commands_eval_read.cpp); an InputError when the board is not found.
calibration::Profile calibrate_from_still(const cv::Mat& image, const std::string& variant,
                                          const calibration::Intrinsics& intrinsics,
                                          const engine::Occupancy& start);

int print_charuco_sheet(const std::string& output, const std::string& paper);
int render_charuco_views(uint64_t seed, const std::string& out_dir, int views, int width,
                         int height, bool video);

}  // namespace arbitre::app
