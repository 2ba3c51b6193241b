// Stage 3 and 4 of TableReader::read: the local board colour, every spot classified, places
// composed.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <map>
#include <optional>

#include "arbitre/calibration/piece_colours.h"
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

// The piece letter of the seat `cell` belongs to, or 0 for a place of no seat.
char seat_letter(const ReaderState& s, const vision::Cell& cell) {
  if (cell.seat < 0 || cell.seat >= static_cast<int>(s.letters.size())) return 0;
  return s.letters[static_cast<std::size_t>(cell.seat)];
}

// The letter of the seat whose entry square `cell` is (square 18 of its seat's section, printed
// in the seat's colour), or 0 for any other place.
char entry_square_seat(const ReaderState& s, const vision::Cell& cell) {
  const auto dot = cell.id.rfind('.');
  if (dot == std::string::npos || cell.id.compare(dot + 1, std::string::npos, "18") != 0) return 0;
  return seat_letter(s, cell);
}

// The bar from which a ground match (the print's pattern or the start's look) says a square
// shows its ground: `usual`, or sure_colour_ground_match where the colours read the pawn by
// `colour_margin` of sure_colour_margin or more (both matches compare luminance only).
double ground_bar(const ReaderState& s, double colour_margin, double usual) {
  return colour_margin >= s.params.sure_colour_margin ? s.params.sure_colour_ground_match : usual;
}

// The look match from which a Toc square looks as it did empty under `seat`'s pawn:
// look_own_entry_match on the seat's own entry square (its print a pawn of its colour changes
// little), look_empty_match on any other, or sure_colour_ground_match where the colours read
// the pawn by `colour_margin` of sure_colour_margin or more (the look compares luminance only).
double empty_look_bar(const ReaderState& s, const vision::Cell& cell, char seat,
                      double colour_margin = 0) {
  if (entry_square_seat(s, cell) == seat) return s.params.look_own_entry_match;
  return ground_bar(s, colour_margin, s.params.look_empty_match);
}

// Whether a piece standing on `blocker` (ground, mm) lies between the camera and spot `spot`
// in the picture: the ray from the spot towards the camera passes within a piece's radius of
// the blocker's axis while it is lower than the piece's top. A spot at the top face of a piece
// (a disc's) is never hidden by a piece of the same height; a pawn's, sampled lower, can be.
bool hidden_by_piece(const ReaderState& s, const Projection& projection, const Spot& spot,
                     const cv::Point3d& blocker) {
  if (!projection.rotation) return false;
  const cv::Point3d& p = spot.point;
  const cv::Point3d& camera = projection.camera_mm;
  const double top = -s.layout.piece.height_mm;  // z grows downwards: above the board is < 0
  if (p.z <= top || camera.z >= top) return false;
  const double reach = (top - p.z) / (camera.z - p.z);  // share of the ray below the top
  const cv::Point2d from(p.x, p.y);
  const cv::Point2d to = from + reach * cv::Point2d(camera.x - p.x, camera.y - p.y);
  const cv::Point2d axis(blocker.x, blocker.y);
  const cv::Point2d along = to - from;
  const double length2 = along.dot(along);
  const double t = length2 > 0 ? std::clamp((axis - from).dot(along) / length2, 0.0, 1.0) : 0.0;
  return cv::norm(axis - (from + t * along)) < s.layout.piece.diameter_mm / 2 + spot.radius_mm;
}

// The spots of a spread place (a Toc waiting area) read as a piece while another spot of the
// place, read as a piece too, stands between them and the camera: the piece seen there may be
// the one in front, so the count is only sure down to the place's total less these.
int spots_maybe_showing_another(const ReaderState& s, const Projection& projection,
                                std::size_t place, const std::string& classes) {
  const int first = s.first_spot[place];
  auto is_piece = [](char c) { return c != '.' && c != '?'; };
  int unsure = 0;
  for (std::size_t i = 0; i < classes.size(); ++i) {
    if (!is_piece(classes[i])) continue;
    const Spot& spot = s.spots[static_cast<std::size_t>(first) + i];
    for (std::size_t j = 0; j < classes.size(); ++j) {
      if (j == i || !is_piece(classes[j])) continue;
      if (hidden_by_piece(s, projection, spot,
                          s.spots[static_cast<std::size_t>(first) + j].point)) {
        ++unsure;
        break;
      }
    }
  }
  return unsure;
}

// A Toc square whose ground looks as it did empty holds no pawn, whatever the colours said:
// the print's pattern (patch_empty_match), or the start's look where the profile has one
// (look_empty_match). A seat's pawn on its own entry square, printed in its colour, leaves the
// pattern almost as it was: there only a closer match vetoes it (patch_own_entry_match, or
// look_own_entry_match against the start's look, which knows the square as this camera sees it).
// Both compare luminance, blind to hue: a pawn the colours read by `colour_margin` of at least
// sure_colour_margin (a yellow pawn on a pale grey square, as bright as its print) is vetoed
// only by a near match, sure_colour_ground_match, of the print or the look.
void veto_pawns_showing_the_print(ReaderState& s, std::size_t p, double colour_margin,
                                  std::string& classes) {
  const double print = s.patch_match.empty() ? -2 : s.patch_match[p];
  const vision::Cell& cell = *s.places[p].cell;
  const char own = entry_square_seat(s, cell);
  const double print_bar = ground_bar(s, colour_margin, s.params.patch_empty_match);
  std::optional<double> look;  // computed for the first pawn read, if any
  for (char& c : classes) {
    if (c == '?' || c == '.') continue;
    if (!look)
      look = look_match(
          s, p, std::max({print_bar, s.params.look_empty_match, s.params.look_own_entry_match}));
    const bool vetoed =
        c == own ? (*look > -2 ? *look >= s.params.look_own_entry_match
                               : print >= s.params.patch_own_entry_match)
                 : print >= print_bar || *look >= empty_look_bar(s, cell, c, colour_margin);
    if (vetoed) c = '.';
  }
}

// A Jeson Jam intersection read empty whose ground does not show the empty print
// (look_covered_match) holds the piece whose colour is nearest: one of the print's colour.
// Returns the confidence the ground gives it (how far from the empty look), or nullopt.
std::optional<double> covered_intersection(ReaderState& s, std::size_t p,
                                           const std::map<char, cv::Vec3d>& learned,
                                           std::string& classes) {
  if (s.layout.name != "jeson-jam" || classes.size() != 1 || classes[0] != '.') return std::nullopt;
  const double enough = s.params.look_covered_match;
  const double match = empty_look_match(s, p, enough);
  if (match <= -2 || match >= enough) return std::nullopt;
  const auto spot = static_cast<std::size_t>(s.first_spot[p]);
  const char nearest = nearest_letter(s, s.samples[spot], learned).letter;
  if (nearest == '?') return std::nullopt;
  classes[0] = nearest;
  return std::clamp(1.0 - match, 0.0, 1.0);
}

// A spot the colours read otherwise than the start (a blue stone on its blue camp read empty, a
// loose spot of Jacotte's centre read as a neutral) whose ground still looks as the start
// showed it holds what it held then. The look is the ground's luminance: it tells whether a
// piece stands there, not which. A spot read as another piece than the start's by a wide margin
// (`learn_margin`) keeps it: a yellow pawn put on the centre's middle spot, where a neutral of its
// lightness stood at the start, is the yellow pawn (fresh film jacotte-3 10002 read the stack as
// a fourth loose neutral, then flagged an unexplained change).
char as_at_the_start(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                     std::size_t p, std::size_t spot, const SpotVerdict& verdict) {
  auto is_piece = [](char c) { return c != '.' && c != '?'; };
  const char read = verdict.cls;
  const char start = s.spot_looks.empty() ? read : s.spot_looks[spot].start;
  if (read == '?' || read == start || start == '-') return read;
  if (is_piece(read) && is_piece(start) && verdict.margin >= s.params.learn_margin) return read;
  const double enough = same_as_start_match(s, p);
  return spot_look_match(s, frame, projection, spot, enough) >= enough ? start : read;
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

// A Toc waiting area holds only its seat's pawns: a spot read as another seat's pawn is its
// print showing where a pawn left (the white sheet under a red pawn's spot read as White).
void keep_only_the_seats_pawns(const ReaderState& s, const vision::Cell& cell,
                               std::string& classes) {
  const char own = seat_letter(s, cell);
  if (own == 0) return;
  for (char& c : classes) {
    if (c != '?' && c != '.' && c != own) c = '.';
  }
}

// A reading of a seat's pawn that the count may take back: how far its look is from its bar
// (`sureness`), at `place`, its spot there (a home spot) or none (a square: kSquare).
struct PawnReading {
  static constexpr std::size_t kSquare = static_cast<std::size_t>(-1);
  double sureness;
  std::size_t place, spot;
  bool operator<(const PawnReading& o) const { return sureness < o.sureness; }
};

// The squares read as the seat `own`'s pawn whose ground has a look (Toc's squares), each as
// sure as its look is under its bar (empty_look_bar): appended to `out`.
void add_pawns_on_squares(ReaderState& s, const std::vector<SpotClasses>& seen, char own,
                          std::vector<PawnReading>& out) {
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    if (s.places[p].kind != PlaceKind::kSingle || seen[p].classes != std::string(1, own)) continue;
    const double match = look_match(s, p, 1);
    if (match > -2)
      out.push_back({empty_look_bar(s, *s.places[p].cell, own, seen[p].colour_margin) - match, p,
                     PawnReading::kSquare});
  }
}

// A seat seen with more pawns than it has: one reading of its colour is wrong. A spot of its
// starting place (`home_role`: a Toc waiting area, a Jacotte camp) that its pawn left may still
// read as the pawn (the white sheet under a white pawn, a red camp under a red pawn): its spots
// read as its pawn whose ground is unlike the start's look (a pawn standing there), under
// look_start_match, are read empty, the least alike first, as many as the pawns too many. What
// remains too many is the count's guess, read unsurely (own_entry_empty_confidence) for the
// referee to weigh: the home spots nearest look_start_match (a flat print of the pawn's colour
// may keep most of that look) and, on Toc's board, the pawns on squares nearest their empty
// look's bar (add_pawns_on_squares), the least sure first. Squares are weighed as home spots are:
// on tuning toc-6 and toc-4 1-20, every seat seen a pawn too many with its home spots all at
// look_start_match or more had a ghost on a square (its own entry square, printed in its colour,
// at looks of 0.73-0.89; a square a neighbour's pawn blurs over), while on toc-6 80-99 the spot a
// pawn had left kept 0.80-0.89 of the start's look and the pawn stood on a square.
void drop_left_home_spots(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                          std::vector<SpotClasses>& seen, std::vector<CellReading>& cells,
                          const std::string& home_role, int pawns_per_seat) {
  if (s.spot_looks.empty()) return;
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    const vision::Cell& place = *s.places[p].cell;
    const char own = seat_letter(s, place);
    if (place.role != home_role || own == 0) continue;
    const auto shown = pieces_shown(cells, own, false);
    if (!shown) return;
    if (*shown <= pawns_per_seat) continue;
    const std::size_t first = static_cast<std::size_t>(s.first_spot[p]);
    std::vector<PawnReading> readings;
    for (std::size_t k = 0; k < seen[p].classes.size(); ++k) {
      if (seen[p].classes[k] != own) continue;
      const double match = spot_look_match(s, frame, projection, first + k, 1);
      if (match > -2) readings.push_back({match - s.params.look_start_match, p, k});
    }
    std::sort(readings.begin(), readings.end());
    auto excess = static_cast<std::size_t>(*shown - pawns_per_seat);
    std::size_t surely = 0;
    for (; surely < readings.size() && surely < excess && readings[surely].sureness < 0; ++surely)
      seen[p].classes[readings[surely].spot] = '.';
    readings.erase(readings.begin(), readings.begin() + static_cast<std::ptrdiff_t>(surely));
    excess -= surely;
    // The next in line after those taken is nearly as likely the wrong one (report film 3014:
    // White's pawn on its entry square and the ghost beside it 0.01 apart): read unsurely too,
    // for the referee.
    if (excess > 0) add_pawns_on_squares(s, seen, own, readings);
    std::sort(readings.begin(), readings.end());
    const std::size_t weighed = excess > 0 ? std::min(excess + 1, readings.size()) : 0;
    for (std::size_t i = 0; i < weighed; ++i) {
      const PawnReading& r = readings[i];
      SpotClasses& at = seen[r.place];
      if (i < excess && r.spot == PawnReading::kSquare) at.classes = ".";
      if (i < excess && r.spot != PawnReading::kSquare) at.classes[r.spot] = '.';
      at.confidence = std::min(at.confidence, s.params.own_entry_empty_confidence);
      if (r.place != p) cells[r.place] = compose_place(s.places[r.place], at, s.letters);
    }
    seen[p].maybe_another = spots_maybe_showing_another(s, projection, p, seen[p].classes);
    cells[p] = compose_place(s.places[p], seen[p], s.letters);
  }
}

// The squares of `candidates` (look match over their bar, place) whose best look match stands
// apart from theirs all: under their median by look_outlier_mads median absolute deviations or
// more, appended to `found` by their match, the least alike first. A white pawn on a white
// square may keep a look over look_empty_match (fresh toc-6 20311: s1.05's pawn at 0.83-0.84,
// the median of its 115 empty squares 0.98, 5 deviations of 0.005 at the least alike), yet no
// empty square's look strays so far from the others'.
void append_look_outliers(ReaderState& s,
                          const std::vector<std::pair<double, std::size_t>>& candidates,
                          std::vector<std::pair<double, std::size_t>>& found) {
  constexpr std::size_t kFewest = 8;  // fewer squares tell no spread
  if (candidates.size() < kFewest) return;
  std::vector<std::pair<double, std::size_t>> best;  // best look match, place
  best.reserve(candidates.size());
  for (const auto& [margin, p] : candidates) best.emplace_back(look_match(s, p, 2), p);
  std::vector<float> values;
  for (const auto& b : best) values.push_back(static_cast<float>(b.first));
  const double median = median_of(values);
  for (float& v : values) v = static_cast<float>(std::abs(v - median));
  const double spread = median_of(values);
  if (spread <= 0) return;  // matches all alike: no spread to stand apart from
  const double bar = median - s.params.look_outlier_mads * spread;
  std::sort(best.begin(), best.end());
  for (const auto& b : best) {
    if (b.first >= bar) break;
    found.push_back(b);
  }
}

// A seat seen with fewer pawns than it has: a pawn of the print's colour stands where the
// colours read the print (a white pawn on a white square; a seat's pawn on its own entry square,
// printed in its colour). Of the squares read empty whose colour is as near the seat's pawn as
// a piece's may be (`unknown_delta_e`), those whose ground is least like the start's look (an
// empty square) hold its pawns, the least alike first, as many as are missing: under
// look_empty_match, or look_own_entry_match on the seat's own entry square, whose print a pawn
// of its colour changes little; none when more squares than the seat's own and one more are
// under their bar (the looks then single out nothing). When those are too few and the colour
// singles out few squares (no more than the seat's own printed squares, its home squares and entry
// square, and one more), the squares over their bar hold the rest, the nearest their bar first
// (fresh film toc-6 10016: Red's pawn on its own entry square, the only square of its colour,
// matched the empty start at 0.915 against 0.9; a white pawn, which every white square fits, is not
// guessed so: toc-6 seed 7111 misread White's waiting area and put its pawns on the track). Read
// unsurely (own_entry_empty_confidence): a guess the count makes, for the referee to weigh against
// the record.
void find_missing_pawns(ReaderState& s, const std::map<char, cv::Vec3d>& learned,
                        std::vector<SpotClasses>& seen, std::vector<CellReading>& cells,
                        int pawns_per_seat) {
  if (s.spot_looks.empty() && s.patch_match.empty()) return;
  for (const auto& [seat, relative] : s.relative) {
    const auto shown = pieces_shown(cells, seat, true);
    if (!shown || *shown >= pawns_per_seat) continue;
    std::vector<std::pair<double, std::size_t>> unlike;  // look match, place
    std::vector<std::pair<double, std::size_t>> over;    // match over the place's bar, place
    for (std::size_t p = 0; p < s.places.size(); ++p) {
      const Place& place = s.places[p];
      if (place.kind != PlaceKind::kSingle || seen[p].classes != ".") continue;
      const SpotSample& sample = s.samples[static_cast<std::size_t>(s.first_spot[p])];
      if (!sample.seen ||
          letter_distance(s, sample, seat, relative, learned) > s.params.unknown_delta_e) {
        continue;
      }
      const double empty_from = empty_look_bar(s, *place.cell, seat);
      const double match = look_match(s, p, empty_from);
      if (match > -2 && match < empty_from) {
        unlike.emplace_back(match, p);
      } else if (match > -2) {
        over.emplace_back(match - empty_from, p);
      }
    }
    // The seat's own squares (home and entry) and one more: the most candidates a look or a
    // colour may leave and still single out the pawn's square.
    const auto few = static_cast<std::size_t>(pawns_per_seat) + 2;
    // More squares unlike their start than that: the looks hardly match anywhere (a far, blurred
    // board), so the least alike is no pawn's sign, and a pawn guessed there would be a ghost
    // (unseen film toc-6 17000: White's pawn on its entry square, which came seventh among dozens
    // of empty squares matching under 0.8, was put on s2.09).
    if (unlike.size() > few) continue;
    std::sort(unlike.begin(), unlike.end());
    std::sort(over.begin(), over.end());
    const auto missing = static_cast<std::size_t>(pawns_per_seat - *shown);
    if (unlike.size() + over.size() <= few) {
      unlike.insert(unlike.end(), over.begin(), over.end());
    } else if (unlike.size() < missing) {
      append_look_outliers(s, over, unlike);
    }
    const auto found = std::min(unlike.size(), missing);
    for (std::size_t i = 0; i < found; ++i) {
      const std::size_t p = unlike[i].second;
      seen[p].classes = std::string(1, seat);
      cells[p] = compose_place(s.places[p], seen[p], s.letters);
      cells[p].confidence = std::min(cells[p].confidence, s.params.own_entry_empty_confidence);
    }
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
      if (const auto covered = covered_intersection(s, p, learned, seen.classes))
        least_margin = 10.0 * *covered;  // the confidence below: margin / 10
    } else {
      keep_spots_looking_as_at_the_start(s, frame, projection, p, verdicts, seen.classes);
      if (place.cell->role == "wait") keep_only_the_seats_pawns(s, *place.cell, seen.classes);
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
    drop_left_home_spots(s, frame, projection, seen_by_place, cells, "camp",
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
    drop_left_home_spots(s, frame, projection, seen_by_place, cells, "wait", kPawnsPerSeat);
    find_missing_pawns(s, learned, seen_by_place, cells, kPawnsPerSeat);
    settle_counts(cells, s.letters, kPawnsPerSeat);
  }
  s.times.classify_ms = classify_ms_since(start);
  return cells;
}

}  // namespace arbitre::read::detail
