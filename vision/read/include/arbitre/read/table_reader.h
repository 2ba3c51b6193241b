// TableReader: reads what stands on every place of a board, and Jacotte's stick dice, from one
// camera frame and the board's pose, with the calibration profile's piece colours.
//
// Pipeline (docs/reading.md), each stage timed: (1) project every place's sampling spots through
// the pose (piece tops at their height); (2) re-estimate the bare board's colour in this frame
// around every place (local white balance: light colour, shading); (3) sample every spot and
// classify it as empty (the printed board there, lit like the board around it) or one piece
// letter (the profile's colour carried into this frame's light), or unknown (a hand);
// (4) turn the spots of each place into its occupancy text and counts; (5) sticks.
#pragma once

#include <array>
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/calibration/profile.h"
#include "arbitre/engine/result.h"
#include "arbitre/read/observation.h"
#include "arbitre/read/pile_top.h"

namespace arbitre::read {

// Every tunable of the reader, with its unit. Defaults tuned on rendered seeds 1-99.
struct ReaderParams {
  // Spot sampled on a piece's top, as a share of the piece's diameter (radius).
  double disc_sample_share = 0.22;
  // Toc pawns: sampled on the axis at this share of the pawn's height, radius share.
  double pawn_sample_height = 0.6;
  double pawn_sample_share = 0.16;
  // Besides the centre, each spot is sampled on a ring of points at this share of a disc's
  // radius (Toc pawns: at the centre's sampling radius). The empty board is judged point by
  // point against the print under each ray: a piece hides the print's pattern (a point's tip,
  // a line) even when its colour is the board's own (a white checker on a cream sheet).
  double ring_share = 0.6;
  // How far (mm) the print may lie from where the pose puts it, for the ring's comparison.
  // Only for rings smaller than slack_ring_mm (Toc pawns); a disc's ring compares exactly.
  double print_slack_mm = 1.0;
  double slack_ring_mm = 3.0;
  // Bare-board spots (mm grid step) that re-estimate the board's colour in each frame, and how
  // many of the nearest ones give a place its local board colour.
  double board_grid_mm = 8;
  int board_neighbours = 8;
  // Colour distance: CIELab with lightness weighted down (shading, gloss).
  double lightness_weight = 0.5;
  // A spot farther than this (weighted ΔE) from every class is unknown: a hand, an arm.
  double unknown_delta_e = 28;
  // A spot's class must beat empty by this margin (weighted ΔE) to count as a piece.
  double piece_margin = 2;
  // Spots read as a letter by this margin (weighted ΔE) teach the frame's own colour of the
  // letter, used besides the profile's (a second pass).
  double learn_margin = 10;
  // ... where the print under a spot's ring differs from the centre's by this much at least.
  double learned_contrast = 10;
  // Sticks (docs/reading.md): grid step over the throwing zone (mm), at the sticks' top height
  // (mm), grown by stick_margin_mm beyond the zone (a stick's end may lie past it; the margin
  // leaves out the layout's places, whose pieces are not sticks).
  double stick_grid_mm = 1.5;
  double stick_height_mm = 4;
  double stick_margin_mm = 11;
  // A grid point is a stick's where the frame differs from the print under it by
  // stick_delta_e (weighted ΔE), or is nearer the plain wood than the print by
  // stick_plain_margin (plain bamboo on a cream sheet differs little) ...
  double stick_delta_e = 20;
  double stick_plain_margin = 4;
  // ... lightness weighted this much in every stick colour distance: a stick's bevels and
  // sides shade differently from its top, its hue does not.
  double stick_lightness_weight = 0.5;
  // One stick's footprint (mm) on the grid: length, and width (blurred edges and the side the
  // camera sees excluded). Stick points are covered by such rectangles tried at stick_angles
  // orientations over half a turn; one holding stick_least_share of its grid points is a bar.
  double stick_length_mm = 45;
  double stick_width_mm = 8.5;
  int stick_angles = 18;
  double stick_least_share = 0.3;
  // The plain wood's colour is learned in each frame when the sticks' nearer colour group lies
  // within stick_paint_delta_e (weighted ΔE) of its expected colour (stick_plain_*).
  double stick_paint_delta_e = 20;
  // Bars whose colours differ by stick_split_delta_e (weighted ΔE) or more show both faces.
  double stick_split_delta_e = 15;
  // Two groups whose painted scores (distance from the wood less distance to the nearest
  // player's colour, weighted ΔE) lie within stick_chroma_margin of each other are told apart
  // by chroma instead: the more saturated one is painted (a pale yellow face near the
  // expected wood's colour under a warm light). Tuning seeds 1-80 give the same figures from
  // 10 to 30; 5 is too little to settle those faces.
  double stick_chroma_margin = 15;
  // The sticks' plain (unpainted) face, sRGB as if printed on the sheet: bamboo. A set of real
  // sticks needs its own; the default is the rendered sticks' wood.
  std::array<double, 3> stick_plain_srgb{210, 180, 120};
  // Toc squares: the print's luminance pattern around the square (a grid of this step and
  // half-width, mm, the print blurred by patch_blur_mm as the frame's pixels blur it) is
  // correlated with the frame's; at patch_empty_match or more the square shows its print (a
  // jump square's dot, an entry square's colour) and holds no pawn, whatever the colours say.
  // A print flatter than patch_least_std (luminance 0..1) is not compared.
  double patch_step_mm = 1.5;
  double patch_half_mm = 10;
  double patch_blur_mm = 0.7;
  double patch_least_std = 0.03;
  double patch_empty_match = 0.75;
  double patch_margin_mm = 1.5;  // beyond the pawn's radius around its footprint
  // A seat's own entry square (printed in the seat's colour) under that seat's letter: its
  // print's pattern vetoes the pawn only from this correlation (above 1: never; the seat's
  // pawn leaves most of the pattern: tuned on toc-6 seeds 1-15, 0.8 vetoes real pawns).
  double patch_own_entry_match = 0.85;
  // With the profile's board look (the start's luminance, every square empty then), the frame
  // is also correlated with it over the same ground: at look_empty_match or more the square
  // looks as it did empty and holds no pawn; on a seat's own entry square that seat's pawn is
  // vetoed from look_own_entry_match instead of patch_own_entry_match. Tuned on toc-4/toc-6
  // seeds 1-30 (0.85-0.95 for the entry squares give the same within 10 of 1200 readings).
  double look_empty_match = 0.8;
  double look_own_entry_match = 0.9;
  // A seat still missing pawns when no square is under its bar: the squares whose best look
  // match lies this many median absolute deviations or more under the median of the squares
  // its colour fits hold them (find_missing_pawns). On tuning toc-6 seeds 1-40, 80-99 and
  // 7100-7119, empty squares strayed up to 10.5 (s4.14, s5.14 most often), White's pawns
  // on white squares 16-30 where they stood apart, 7 on the far blurred board of seed 16.
  double look_outlier_mads = 15;
  // ...and this many times as far as the next square's beyond the pawn's neighbours: on the
  // tuning stills above 2.7 for pawns, 1.24 for an empty square in a video frame.
  double look_outlier_apart = 2;
  // Both matches compare luminance: a pawn as bright as the square's print (yellow on pale grey)
  // leaves the look almost as it was. A square the colours read as a pawn by sure_colour_margin
  // (weighted ΔE, the spot's margin over empty and the next colour) or more is vetoed only from
  // sure_colour_ground_match, by the print or the look (not on the seat's own entry square,
  // printed in its colour). Tuning toc-6/toc-4 seeds 1-20: squares read as a pawn where none
  // stood had margins under 20 (their looks 0.7-1.0); pawns on coloured squares mostly 20-65.
  double sure_colour_margin = 25;
  double sure_colour_ground_match = 0.95;
  // The look is compared at its best shift of up to this (mm, in steps of the look's pixel,
  // 0.5 mm): the calibration picture's pose may be off by a millimetre where a frame's is not.
  double look_shift_mm = 1;
  // A Jeson Jam intersection the colours read empty whose ground matches its empty look (the
  // start's, or the print's pattern where there is no look) under this holds a piece of the
  // print's colour (Light's #dbd5d5 on the white sheet's intersection circles, unseen film
  // 17015 at 1280x720: empty ones matched at 0.99, those under Light's pieces at 0.38-0.42,
  // Dark's below 0). A small picture blurs the print: at 640x360 (the session test's film) empty
  // intersections matched at 0.68-0.85. No die or card lies on Jeson Jam's board; on Toc's,
  // cards do, and its pawns are counted.
  double look_covered_match = 0.5;
  // Every other place's spots (camps, waiting areas, centres, points) are compared with the
  // start's look over the ground their piece hides: where the colours read otherwise than the
  // start but the ground matches the start's look by look_start_match or more, the spot holds
  // what it held then (a blue stone on its blue camp; no piece where none stood).
  double look_start_match = 0.8;
  // A spot whose start's look is flatter than this (luminance 0..1, its standard deviation)
  // has no pattern to correlate: it matches its look (1) where the frame's ground spreads less
  // than the look's spread and this, and not at all (0) where something breaks it, a piece's
  // rim and shadow. Jeson Jam's trays, unseen stills 18000-18029: the empty print's spread
  // 0.004-0.03, the frame's over it at most 0.018 below to 0.052 above (99% within 0.007
  // above), its correlation with the start's noise 0.2-0.97; stones 0.09-0.18.
  double look_flat_std = 0.03;
  // A Jacquet point's tip, empty at the start, read empty by the colours but matching the
  // start's look under this: a postillon stands there (a white checker on the cream sheet's
  // tip, a black one on a dark point's). On the tuning stills (seeds 400-479) missed postillons
  // matched at 0.21 at most, empty tips at 0.5 or more.
  double look_postillon_match = 0.4;
  // On a Jacquet point empty at the start, a spot of its row or its tip read as a checker whose
  // ground matches the start's look by this or more holds none (a patch of the print the colours
  // took for one, a start stack's shadow cast over the next point's tip).
  // On the tuning stills (seeds 400-479) such phantoms matched at 0.95 or more (62 of 64), real
  // checkers at 0.93 at most (black ones on dark points).
  double look_row_empty_match = 0.95;
  // A checker read by under learn_margin on a Jacquet point's tip (the postillon's spot or the
  // row's far end), the point empty at the start, is the print in a shadow (a die's or a
  // stack's, cast long by a low light) when the ground fits the start's look under a light
  // that falls off across the patch: seen = offset + look x gain, the gain linear in board x
  // and y, fitted by least squares, the fit's correlation look_shadow_match or more and its
  // gain within [look_shadow_least_gain, look_shadow_most_gain] over the patch (a shadow keeps
  // some of the light; a checker's flat top fits only with a gain near zero or below).
  // Fresh film jacquet 27011 (1.8 px/mm, dice shadows over six tips): 0.79-0.96, gains
  // 0.41-1.23; on the tuning stills (seeds 400-479) white postillons on the cream tips fitted
  // at up to 0.79 with gains -0.27..0.01.
  double look_shadow_match = 0.75;
  double look_shadow_least_gain = 0.25;
  double look_shadow_most_gain = 2;
  // A seat's own entry square read empty: a pawn of that colour there is hard to tell from the
  // print, so the reading's confidence is at most this (the referee then takes it for a
  // possible misreading, not a sure empty square). So is a place a seat's pawn count decided
  // (a pawn too few found on the print, a home spot read empty for a pawn too many).
  double own_entry_empty_confidence = 0.3;
  // A seat seen with a pawn too many (Toc, La Jacotte): a reading of its colour whose colour
  // margin is under this share of the seat's most coloured reading is the likelier ghost, taken
  // back before the looks are weighed (pawn_counts.h). On tuning toc-6 1-40 the ghosts on entry
  // squares read at 2.7-7.8 beside pawns at 22-40; white pawns read at 2-10 everywhere.
  double faint_colour_share = 0.25;

  nlohmann::json to_json() const;
  // Unknown fields refused; a missing field keeps its default. Errors name the field.
  static engine::Result<ReaderParams> from_json(const nlohmann::json& json);
  // The top card of Toc's played pile (pile_top.h); JSON fields pile_<name>.
  PileParams pile;
};

engine::Result<ReaderParams> load_reader_params(const std::filesystem::path& path);
engine::Status save_reader_params(const ReaderParams& params, const std::filesystem::path& path);

// How long each stage took in the last read(), milliseconds.
struct StageTimes {
  double project_ms = 0;
  double board_ms = 0;
  double classify_ms = 0;
  double sticks_ms = 0;
};

class TableReader {
 public:
  static engine::Result<TableReader> create(const calibration::Profile& profile,
                                            ReaderParams params = {});
  TableReader(TableReader&&) noexcept;
  TableReader& operator=(TableReader&&) noexcept;
  ~TableReader();

  // Reads `frame` (8-bit BGR, any size: the profile's camera is scaled to it) through `pose`.
  // A pose not found gives an observation with its status and no cells.
  Observation read(const cv::Mat& frame, const calibration::BoardPose& pose);
  const StageTimes& times() const;
  const ReaderParams& params() const;

 private:
  struct Impl;
  explicit TableReader(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace arbitre::read
