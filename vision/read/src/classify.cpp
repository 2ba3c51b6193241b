// Stage 3 and 4 of TableReader::read: the local board colour, every spot classified, places
// composed.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <map>
#include <optional>

#include "arbitre/calibration/piece_colours.h"
#include "home_doubts.h"
#include "pawn_counts.h"
#include "reader_state.h"
#include "spot_colour.h"
#include "stacked_rows.h"
#include "stone_counts.h"

namespace arbitre::read::detail {
namespace {

using ClassifyClock = std::chrono::steady_clock;

double classify_ms_since(ClassifyClock::time_point start) {
  return std::chrono::duration<double, std::milli>(ClassifyClock::now() - start).count();
}

void gathered_board_gain(ReaderState& s) {
  s.gathered.clear();
  for (std::size_t i = 0; i < s.grid.size(); ++i) {
    if (s.grid_ok[i]) s.gathered.push_back(s.grid_gain[i]);
  }
}

// A class point whose colour lies several times off its class's over the whole board (a red
// point's class point seen cream) has a piece on it, not another light: left out of the print's
// local gain. Where pieces cover most of a spot's class points (a start row of white checkers
// beside a red point's base, tuning stills 444 and 471), their median lit the red print cream,
// and the bare point read as neither print nor piece: not visible.
void drop_covered_class_points(ReaderState& s, const cv::Vec3d& board) {
  constexpr double kMostLightRatio = 3;  // deeper than a hand's shadow, far short of a piece's
  for (std::size_t i = 0; i < s.class_points.size(); ++i) {
    const auto c = static_cast<std::size_t>(s.class_of_point[i]);
    if (!s.class_point_ok[i] || !s.class_learns[c]) continue;
    for (int k = 0; k < 3; ++k) {
      // The point's gain over the gain its class has on the whole board.
      const double ratio = s.class_point_gain[i][k] / std::max(board[k] * s.class_gain[c][k], 1e-6);
      if (ratio > kMostLightRatio || ratio < 1 / kMostLightRatio) s.class_point_ok[i] = 0;
    }
  }
}

// The bare board's gain (frame colour / print colour) at every grid spot.
void estimate_board(ReaderState& s, const cv::Mat& frame, std::size_t first_grid_point) {
  s.grid_gain.assign(s.grid.size(), cv::Vec3d(1, 1, 1));
  s.grid_ok.assign(s.grid.size(), 0);
  for (std::size_t i = 0; i < s.grid.size(); ++i) {
    const auto colour = s.sampler.sample_bgr8(frame, s.image_points[first_grid_point + i], 1.0);
    if (!colour) continue;
    for (int k = 0; k < 3; ++k) s.grid_gain[i][k] = (*colour)[k] / std::max(s.grid_art[i][k], 1e-4);
    s.grid_ok[i] = 1;
  }
  // Each print colour's gain over the sheet's, from its points (pieces on a few of them are
  // outliers the median leaves out).
  gathered_board_gain(s);
  const cv::Vec3d board = s.gathered.empty() ? cv::Vec3d(1, 1, 1) : median_colour(s.gathered);
  s.class_gathered.resize(s.print_classes.size());
  for (auto& g : s.class_gathered) g.clear();
  const std::size_t first_class_point = first_grid_point + s.grid.size();
  s.class_point_gain.assign(s.class_points.size(), cv::Vec3d(1, 1, 1));
  s.class_point_ok.assign(s.class_points.size(), 0);
  for (std::size_t i = 0; i < s.class_points.size(); ++i) {
    const auto colour = s.sampler.sample_bgr8(frame, s.image_points[first_class_point + i], 1.0);
    if (!colour) continue;
    cv::Vec3d relative;
    for (int k = 0; k < 3; ++k) {
      relative[k] = (*colour)[k] / std::max(s.class_point_art[i][k] * board[k], 1e-6);
    }
    s.class_gathered[static_cast<std::size_t>(s.class_of_point[i])].push_back(relative);
    for (int k = 0; k < 3; ++k)
      s.class_point_gain[i][k] = (*colour)[k] / std::max(s.class_point_art[i][k], 1e-4);
    s.class_point_ok[i] = 1;
  }
  s.class_gain.assign(s.print_classes.size(), cv::Vec3d(1, 1, 1));
  for (std::size_t c = 0; c < s.print_classes.size(); ++c) {
    if (s.class_learns[c] && s.class_gathered[c].size() >= 5) {
      s.class_gain[c] = median_colour(s.class_gathered[c]);
    }
  }
  drop_covered_class_points(s, board);
}

// A Toc square whose ground looks as it did empty holds no pawn, whatever the colours said:
// the print's pattern (patch_empty_match), or the start's look where the profile has one
// (look_empty_match). A seat's pawn on its own entry square, printed in its colour, leaves the
// pattern almost as it was: there only a closer match vetoes it (patch_own_entry_match, or
// look_own_entry_match against the start's look, which knows the square as this camera sees it).
// Both compare luminance, blind to hue: a pawn the colours read by `colour_margin` of at least
// sure_colour_margin (a yellow pawn on a pale grey square, as bright as its print) is vetoed
// only by a near match, sure_colour_ground_match, of the print or the look.
// A spot the colours call unknown (as far from the empty print as from every piece, as a hand
// is) on a square that looks as it did empty is empty too: a hand hides the print's pattern.
// Unseen toc-4 20619: Red's entry square s1.18 and s1.01 beside it read 28-36 ΔE from their
// print's colour in every still, their looks 0.91-0.96.
void veto_pawns_showing_the_print(ReaderState& s, std::size_t p, double colour_margin,
                                  std::string& classes) {
  const double print = s.patch_match.empty() ? -2 : s.patch_match[p];
  const vision::Cell& cell = *s.places[p].cell;
  const char own = entry_square_seat(s, cell);
  const double print_bar = ground_bar(s, colour_margin, s.params.patch_empty_match);
  std::optional<double> look;  // computed for the first pawn or unknown spot read, if any
  for (char& c : classes) {
    if (c == '.') continue;
    if (!look)
      look = look_match(
          s, p, std::max({print_bar, s.params.look_empty_match, s.params.look_own_entry_match}));
    if (c == '?') {
      if (*look > -2 ? *look >= s.params.look_empty_match : print >= s.params.patch_empty_match)
        c = '.';
      continue;
    }
    const bool vetoed =
        c == own ? (*look > -2 ? *look >= s.params.look_own_entry_match
                               : print >= s.params.patch_own_entry_match)
                 : print >= print_bar || *look >= empty_look_bar(s, cell, c, colour_margin);
    if (vetoed) c = '.';
  }
}

// A Jeson Jam intersection read by its ground (its empty look: the start's, or the print's
// pattern) beside its colours, the look compared once. Returns the place's least margin
// (confidence x 10) as the ground leaves it.
// - Read empty by the colours, a circle that matches under look_covered_match holds the piece
//   whose colour is nearest (one of the print's colour), as sure as one less the match.
// - Where the colours are short of sure (a margin under 10), the ground gives its confidence: it
//   tells a piece from none far better than the colours where a pale piece stands on a pale sheet
//   (fresh film jeson-jam 20588 at 1.15 px/mm: Light's cream stones read by a colour margin of
//   4-5.5, 0.4-0.55, under the referee's sure 0.5; their circles matched the empty look at
//   0.22-0.44, the empty ones at 0.93-0.99). A piece on a circle that matches under
//   look_covered_match is as sure as one less the match, and no surer than its colour is nearer
//   that piece's than the other's (the ground tells a piece from none, not which); no piece on a
//   circle that matches from look_empty_match is as sure as the match.
double read_by_ground(ReaderState& s, std::size_t p, const std::map<char, cv::Vec3d>& learned,
                      std::string& classes, double least_margin) {
  if (s.layout.name != "jeson-jam" || classes.size() != 1 || classes[0] == '?') return least_margin;
  const bool empty = classes[0] == '.';
  const bool unsure = least_margin < 10.0;
  if (!empty && !unsure) return least_margin;
  // The search may stop at look_covered_match but where an empty reading's match is compared with
  // look_empty_match and given as its confidence.
  const double match = empty_look_match(s, p, empty && unsure ? 1.0 : s.params.look_covered_match);
  if (match <= -2) return least_margin;
  if (empty && match >= s.params.look_covered_match)
    return unsure && match >= s.params.look_empty_match ? std::max(least_margin, 10.0 * match)
                                                        : least_margin;
  if (match >= s.params.look_covered_match) return least_margin;
  const auto nearest =
      nearest_letter(s, s.samples[static_cast<std::size_t>(s.first_spot[p])], learned);
  const double covered = std::clamp(1.0 - match, 0.0, 1.0);
  if (empty) {
    if (nearest.letter == '?') return least_margin;
    classes[0] = nearest.letter;
    return 10.0 * covered;
  }
  if (nearest.letter != classes[0]) return least_margin;
  const double apart = (nearest.second - nearest.distance) / 10.0;
  return std::max(least_margin, 10.0 * std::clamp(std::min(covered, apart), 0.0, 1.0));
}

// Whether spot `spot` of place p is a Jacquet point's tip (its postillon's spot or its row's
// far end, where one checker reads as the postillon) showing the start's look in a shadow
// (look_shadow_match). Fresh film jacquet 27011, the light low and in front: the dice's long
// shadows over the tips across the middle read as postillons, dark ones black, grey ones white,
// by colour margins of 0.1-2.9, their ground matching the start's look at 0.14-0.68. The row's
// other spots are left out: fitted there (without the gain's bounds, at 0.8), black checkers at
// the bases of dark points read empty in five tuning stills (seeds 400-479).
bool in_shadow_on_a_tip(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                        std::size_t p, std::size_t spot) {
  const Place& place = s.places[p];
  const auto far_end = static_cast<std::size_t>(s.first_spot[p]) + place.spots.size() - 1;
  const bool tip = s.postillon_spot[p] == static_cast<int>(spot) || far_end == spot;
  if (place.kind != PlaceKind::kJacquetPoint || !tip) return false;
  const ShadedMatch match = shaded_look_match(s, frame, projection, spot);
  return match.fit >= s.params.look_shadow_match &&
         match.least_gain >= s.params.look_shadow_least_gain &&
         match.most_gain <= s.params.look_shadow_most_gain;
}

// A spot the colours read otherwise than the start (a blue stone on its blue camp read empty, a
// loose spot of Jacotte's centre read as a neutral by a little) whose ground still looks as the
// start showed it holds what it held then. The look is the ground's luminance: it tells whether a
// piece stands there, not which. A spot read as a piece by a wide margin (`learn_margin`) keeps
// it: a yellow pawn put on the centre's middle spot, where a neutral of its lightness stood at
// the start, is the yellow pawn (fresh film jacotte-3 10002 read the stack as a fourth loose
// neutral, then flagged an unexplained change); a black checker on a dark Jacquet point keeps the
// point's pattern (fresh film jacquet 20906: 0.952 against look_row_empty_match 0.95, read Black
// by 31); a neutral pushed onto a centre's spot empty at the start, its flat top matching the
// flat print there, is a neutral (fresh film jacotte-4 22300: C4 read B+NN for B+NNN, the record
// took Blue's move for one taking a neutral, and flagged the stack's every move after). So does a
// Jeson Jam tray's spot read empty by that margin: the tray's flat print and a stone's flat top
// correlate as noise does (seed 36, 40 moves: the emptied grey hand tray of Light read as six
// cream stones, and the count took them off the board). The look still judges pieces the colours
// read by less (a stack's shadow over the next point's tip).
char as_at_the_start(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                     std::size_t p, std::size_t spot, const SpotVerdict& verdict) {
  auto is_piece = [](char c) { return c != '.' && c != '?'; };
  const char read = verdict.cls;
  const char start = s.spot_looks.empty() ? read : s.spot_looks[spot].start;
  if (read == '?' || read == start || start == '-') return read;
  const PlaceKind kind = s.places[p].kind;
  const bool kept = is_piece(read) || kind == PlaceKind::kCountTray;
  if (kept && verdict.margin >= s.params.learn_margin) return read;
  const double enough = same_as_start_match(s, p);
  if (spot_look_match(s, frame, projection, spot, enough) >= enough) return start;
  if (start == '.' && is_piece(read) && in_shadow_on_a_tip(s, frame, projection, p, spot))
    return start;
  return read;
}

// Place p's row spots, each as at the start where its ground still looks so.
void keep_spots_looking_as_at_the_start(ReaderState& s, const cv::Mat& frame,
                                        const Projection& projection, std::size_t p,
                                        const std::vector<SpotVerdict>& verdicts,
                                        std::string& classes) {
  const std::size_t first = static_cast<std::size_t>(s.first_spot[p]);
  for (std::size_t k = 0; k < classes.size(); ++k) {
    if (classes[k] == '?') continue;
    SpotVerdict verdict = verdicts[first + k];
    verdict.cls = classes[k];
    classes[k] = as_at_the_start(s, frame, projection, p, first + k, verdict);
  }
}

// A spot of a place that holds only `own`'s pieces read as another's is its print showing where a
// piece left: the white sheet under a red pawn's waiting spot read as White; the ninth spot of
// Dark's hand of eight, its pale print beside the stones' shadows, read as a Light stone (fresh
// film jeson-jam 21801: the tray counted nine, and a real Dark stone on T1 was read off the
// board for it).
void keep_only_pieces_of(char own, std::string& classes) {
  if (own == 0) return;
  for (char& c : classes) {
    if (c != '?' && c != '.' && c != own) c = '.';
  }
}

// Whether place p's neutrals (its spots' `classes`) all stand on spots that held neutrals at
// the start, each spot's ground looking as it did then.
bool neutrals_as_at_the_start(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                              std::size_t p, const std::string& classes) {
  if (s.spot_looks.empty()) return false;
  const auto first = static_cast<std::size_t>(s.first_spot[p]);
  const double enough = same_as_start_match(s, p);
  bool any = false;
  for (std::size_t k = 0; k < classes.size(); ++k) {
    if (classes[k] != 'N') continue;
    if (s.spot_looks[first + k].start != 'N' ||
        spot_look_match(s, frame, projection, first + k, enough) < enough)
      return false;
    any = true;
  }
  return any;
}

}  // namespace

std::vector<CellReading> read_places(ReaderState& s, const cv::Mat& frame,
                                     const Projection& projection) {
  auto start = ClassifyClock::now();
  estimate_board(s, frame, kPointsPerSpot * s.spots.size());
  s.times.board_ms = classify_ms_since(start);
  start = ClassifyClock::now();
  s.samples.resize(s.spots.size());
  std::vector<SpotVerdict> verdicts(s.spots.size());
  for (std::size_t i = 0; i < s.spots.size(); ++i) {
    measure_spot(s, frame, projection, s.spots[i], &s.image_points[kPointsPerSpot * i],
                 s.samples[i]);
    verdicts[i] = decide_spot(s, s.samples[i], {});
  }
  const auto learned = learn_letters(s, verdicts);
  for (std::size_t i = 0; i < s.spots.size(); ++i)
    verdicts[i] = decide_spot(s, s.samples[i], learned);
  std::vector<CellReading> cells;
  cells.reserve(s.places.size());
  // The rules on a seat's count of pawns (Toc's 4, La Jacotte's 5 of each colour, Jeson Jam's
  // stones) read every place's spots again: kept for them alone.
  const bool toc = s.layout.name.rfind("toc", 0) == 0;
  const bool jacotte = s.layout.name == "jacotte";
  std::vector<SpotClasses> seen_by_place(toc || jacotte || s.stones >= 0 ? s.places.size() : 0);
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    const Place& place = s.places[p];
    SpotClasses seen;
    double least_margin = 1e9;
    for (std::size_t k = 0; k < place.spots.size(); ++k) {
      const auto& v = verdicts[static_cast<std::size_t>(s.first_spot[p]) + k];
      seen.classes += v.cls;
      least_margin = std::min(least_margin, v.margin);
    }
    if (place.kind == PlaceKind::kSingle) {
      seen.colour_margin = least_margin;
      veto_pawns_showing_the_print(s, p, least_margin, seen.classes);
      least_margin = read_by_ground(s, p, learned, seen.classes, least_margin);
    } else {
      keep_spots_looking_as_at_the_start(s, frame, projection, p, verdicts, seen.classes);
      keep_only_pieces_of(sole_owner(s, p), seen.classes);
      if (place.kind == PlaceKind::kJacquetPoint) {
        s.spot_margins.clear();
        for (std::size_t k = 0; k < place.spots.size(); ++k)
          s.spot_margins.push_back(verdicts[static_cast<std::size_t>(s.first_spot[p]) + k].margin);
        keep_one_colour(seen.classes, s.spot_margins, s.params.learn_margin);
      }
    }
    if (s.postillon_spot[p] >= 0) {
      // The tip of a point empty at the start is compared as its row is: a stack's shadow
      // cast over the next point's tip reads as a dark checker there, at the start as later
      // (tuning seed 443).
      const auto tip = static_cast<std::size_t>(s.postillon_spot[p]);
      seen.postillon = as_at_the_start(s, frame, projection, p, tip, verdicts[tip]);
    }
    seen.confidence = std::clamp(least_margin / 10.0, 0.0, 1.0);
    if (place.kind == PlaceKind::kSpread)
      seen.maybe_another = spots_maybe_showing_another(s, projection, p, seen.classes);
    cells.push_back(compose_place(place, seen, s.letters));
    if (!seen_by_place.empty()) seen_by_place[p] = std::move(seen);
    if (cells.back().content.empty() && entry_square_seat(s, *place.cell) != 0) {
      cells.back().confidence =
          std::min(cells.back().confidence, s.params.own_entry_empty_confidence);
    }
  }
  if (s.neutrals >= 0) {
    drop_impossible_neutrals(cells, s.neutrals, [&](std::size_t p) {
      return !seen_by_place.empty() &&
             neutrals_as_at_the_start(s, frame, projection, p, seen_by_place[p].classes);
    });
  }
  // A pawn that leaves its camp for a lane leaves a spot of its own colour's print: seen there
  // too, its colour counts six (stacks may hide pawns, so only an excess tells).
  constexpr int kJacottePawnsPerColour = 5;
  if (jacotte) {
    drop_left_home_spots(s, frame, projection, verdicts, seen_by_place, cells, "camp",
                         kJacottePawnsPerColour);
  }
  if (s.layout.name == "jacquet") {
    find_stacked_rows(s, frame, projection, verdicts, learned, cells);
    find_hidden_postillons(s, frame, projection, verdicts, learned, cells);
    settle_counts(cells, "WB", kCheckersPerColour);
  }
  if (s.stones >= 0) settle_stone_counts(s, learned, verdicts, seen_by_place, cells);
  if (toc) {
    constexpr int kPawnsPerSeat = 4;
    drop_left_home_spots(s, frame, projection, verdicts, seen_by_place, cells, "wait",
                         kPawnsPerSeat);
    move_pawns_off_home_spots_against_their_look(s, frame, projection, verdicts, learned,
                                                 seen_by_place, cells, "wait", kPawnsPerSeat);
    find_missing_pawns(s, verdicts, learned, seen_by_place, cells, kPawnsPerSeat);
    find_missing_home_pawns(s, frame, projection, seen_by_place, cells, "wait", kPawnsPerSeat);
    settle_counts(cells, s.letters, kPawnsPerSeat);
  }
  s.times.classify_ms = classify_ms_since(start);
  return cells;
}

}  // namespace arbitre::read::detail
