// FrameReader: the whole reading of one camera frame, as the command line, the referee and the
// Qt program all use it: the board's places and stick dice (TableReader), the six-sided dice
// (dice::DiceReader) and the cards face up (cards::CardReader), each run only for a game that
// uses it (Jacquet throws dice, La Jacotte sticks, Toc lays cards; Jeson Jam none).
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/calibration/profile.h"
#include "arbitre/cards/card_face.h"
#include "arbitre/cards/card_reader.h"
#include "arbitre/dice/dice_reader.h"
#include "arbitre/engine/chance.h"
#include "arbitre/engine/result.h"
#include "arbitre/read/observation.h"
#include "arbitre/read/pile_top.h"
#include "arbitre/read/table_reader.h"

namespace arbitre::read {

// The dice reader's parameters on a board: those of a photo's, but a blob of pips that blur
// ran together is cut again (docs/dice.md, "Run-together pips"), and a die read unsurely is
// read again from a window on its face ("Read again"), as is one read from a window far too large
// for its face ("Read again"). Not in photos: there the bundled network misreads the cut windows
// of real dice's side faces, and reading again gained nothing (refitting lost two dice). Two
// readings whose boxes overlap by 0.15 (IoU) are one die: on a board a die's side face, seen
// obliquely, is read as a die of its own beside its top (docs/dice.md, "Merge").
inline dice::DiceParams board_dice_params() {
  dice::DiceParams params;
  params.split_pip_level = 0.5;
  params.refine_below = 0.9;
  params.refit_share = 0.33;
  params.merge_overlap = 0.15;
  return params;
}

struct FrameReaderParams {
  ReaderParams board;
  dice::DiceParams dice = board_dice_params();  // a "dice" object's fields override these
  cards::CardParams cards;
  // Dice and cards are looked for on the table around the board: the board's box in the
  // picture grown by this share of its size on every side (dice roll off the board).
  double table_margin = 0.25;
  // Far dice: where a die of far_die_mm would be narrower than far_die_px at the board's
  // farthest edge (the pose gives its pixels per mm), the dice reader also seeks pips up to
  // far_fine_pip_px with a kernel fitted to them (DiceParams::fine_pip_px). 30 px is twice the
  // width of the kernel that seeks the usual pips: a face narrower than that stands out from
  // the table as a whole and its pips are lost (docs/dice.md). far_die_px 0: never.
  double far_die_mm = 16;
  double far_die_px = 30;
  double far_fine_pip_px = 6.5;
  // The largest pips sought: largest_pip_share of a die of largest_die_mm where the table is
  // nearest the camera (the board's nearest edge's pixels per mm, grown by table_margin: the
  // table around the board may come nearer), and never more than the dice reader's max_pip_px.
  // Larger spots (a checker's rim, a fiducial's cell) are no pips and cost the network a
  // window each. The renderer's dice are 12 to 18 mm, their 1's pip 0.26 of the side. 0: off.
  double largest_die_mm = 20;
  double largest_pip_share = 0.3;
  // A pip-like spot whose contrast the start's look (the profile's board_look) shows at the same
  // board points, with at least this share of the frame's, is the print or a checker where it
  // started, not a die's pip: the dice reader leaves it out (dice_look.h). 0: every spot kept
  // (and always without a board look).
  double dice_print_share = 0.5;
};

// One JSON object: ReaderParams' fields, "dice" (dice::DiceParams), "table_margin", the far_*
// and largest_* fields and "dice_print_share"; every field may be left out (its default). An
// error names the field (and the file).
engine::Result<FrameReaderParams> frame_reader_params_from_json(nlohmann::json json);
nlohmann::json frame_reader_params_to_json(const FrameReaderParams& params);
engine::Result<FrameReaderParams> load_frame_reader_params(const std::filesystem::path& path);

// Milliseconds of the last read(), by reader.
struct FrameTimes {
  double board_ms = 0;
  double dice_ms = 0;
  dice::StageTimes dice_stages;  // of which each of the dice reader's stages
  double cards_ms = 0;           // the cards around the board, and the pile's top card...
  double pile_ms = 0;            // ...of which finding the top card's outline,
  double loose_masks_ms = 0;     // and of the cards around the board, their masks
  double loose_corners_ms = 0;   // and their corner frames (cards::StageTimes)
  double loose_glyphs_ms = 0;    // and their index frames from ink
  double total_ms() const { return board_ms + dice_ms + cards_ms; }
};

class FrameReader {
 public:
  // Fails, naming the file, when a reader's network cannot be loaded.
  static engine::Result<FrameReader> create(const calibration::Profile& profile,
                                            FrameReaderParams params = {});

  // Reads `frame` (8-bit BGR) through `pose`; buffers are kept between frames. A pose not found
  // gives the observation's status alone: without the board, nothing is placed.
  Observation read(const cv::Mat& frame, const calibration::BoardPose& pose);

  const FrameTimes& times() const { return times_; }
  // When set, read() writes the dice and card stages' pictures there (dice/, cards/, pile/).
  void set_debug_dir(const std::filesystem::path& dir);
  engine::ChanceKind chance_kind() const { return chance_kind_; }

 private:
  FrameReader(TableReader board, FrameReaderParams params, engine::ChanceKind chance_kind,
              const calibration::Profile& profile);
  // `camera`: the profile's lens at the frame's resolution.
  void read_dice(const cv::Mat& frame, const calibration::BoardPose& pose,
                 const std::optional<calibration::Intrinsics>& camera, Observation& seen);
  void read_cards(const cv::Mat& frame, const calibration::BoardPose& pose,
                  const std::optional<calibration::Intrinsics>& camera, Observation& seen);
  // The top card's index corners as the card reader's frames; `first_corner` gets the
  // number (0..3, PileTop::corners_mm) of the first one's corner.
  std::vector<cards::CornerFrame> index_frames(const PileTop& top,
                                               const calibration::BoardPose& pose,
                                               const std::optional<calibration::Intrinsics>& camera,
                                               int& first_corner) const;
  // The pile's top card read from its index corners and its whole face, pooled.
  std::optional<cards::CardReading> read_pile_top(
      const cv::Mat& frame, const PileTop& top, const calibration::BoardPose& pose,
      const std::optional<calibration::Intrinsics>& camera);

  TableReader board_;
  FrameReaderParams params_;
  engine::ChanceKind chance_kind_ = engine::ChanceKind::kNone;
  std::unique_ptr<dice::DiceReader> dice_;
  std::unique_ptr<cards::CardReader> cards_;
  std::unique_ptr<cards::CardFaceReader> faces_;  // none when params.cards.face_model is empty
  PileTopFinder pile_;
  std::optional<calibration::Intrinsics> camera_;
  vision::BoardLayout layout_;
  cv::Mat board_look_;  // the profile's, empty in profiles made before it
  FrameTimes times_;
};

}  // namespace arbitre::read
