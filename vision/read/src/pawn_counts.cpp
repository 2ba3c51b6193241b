// A seat's count of pawns (Toc's 4 a seat, La Jacotte's 5 a colour) settles what the colours
// and looks leave open: readings taken back where a seat shows too many, pawns found where it
// shows too few (pawn_counts.h).
#include "pawn_counts.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "colour.h"
#include "reader_state.h"
#include "spot_colour.h"
#include "start_look.h"
#include "structure.h"

namespace arbitre::read::detail {
namespace {

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
    const double match = look_match(s, p, kBestOfAllShifts);
    if (match > -2)
      out.push_back({empty_look_bar(s, *s.places[p].cell, own, seen[p].colour_margin) - match, p,
                     PawnReading::kSquare});
  }
}

// A reading the count weighs: read unsurely (own_entry_empty_confidence), and empty where
// `taken_back`. A square's cell is composed again; the home place's is left to the caller.
void weigh_reading(ReaderState& s, std::vector<SpotClasses>& seen, std::vector<CellReading>& cells,
                   std::size_t home, const PawnReading& r, bool taken_back) {
  SpotClasses& at = seen[r.place];
  if (taken_back && r.spot == PawnReading::kSquare) at.classes = ".";
  if (taken_back && r.spot != PawnReading::kSquare) at.classes[r.spot] = '.';
  at.confidence = std::min(at.confidence, s.params.own_entry_empty_confidence);
  if (r.place != home) cells[r.place] = compose_place(s.places[r.place], at, s.letters);
}

// The colours' margin of a reading the count may take back: its home spot's verdict, or its
// square's colour margin.
double colour_margin_of(const ReaderState& s, const std::vector<SpotVerdict>& verdicts,
                        const std::vector<SpotClasses>& seen, const PawnReading& r) {
  if (r.spot == PawnReading::kSquare) return seen[r.place].colour_margin;
  return verdicts[static_cast<std::size_t>(s.first_spot[r.place]) + r.spot].margin;
}

// Where the colours tell a seat's pawns from the print (yellow, red or blue pawns on their
// waiting area's pale print), a reading they make faint beside the seat's most coloured one is
// the likelier ghost, whatever its look: taken back first, unsurely, the least sure by its look
// first, at most `excess`; `readings` (home spots) keeps the others. Returns how many were taken.
// A waiting area's pawns stand anywhere in it, and one standing beside its spot leaves the spot
// unlike the start's look (a pawn stood on it) while its colour stays sure: fresh film toc-4 20581,
// Yellow's three pawns bunched, one spot matched the start at 0.57 with a colour margin of 23,
// while Yellow's own entry square, printed yellow, read as its pawn by 2.7-7.8 (its look 0.875-0.89
// against look_own_entry_match 0.9); tuning toc-6 12 and 35, spots at 24-32 against entry squares
// at 2.7-6.4. White pawns on the pale print read faintly everywhere (margins 2-10): there no
// reading is faint beside the others and the looks decide as before.
std::size_t take_back_faint_readings(ReaderState& s, const std::vector<SpotVerdict>& verdicts,
                                     std::vector<SpotClasses>& seen,
                                     std::vector<CellReading>& cells, std::size_t home, char own,
                                     std::size_t excess, std::vector<PawnReading>& readings) {
  std::vector<PawnReading> all = readings;
  add_pawns_on_squares(s, seen, own, all);
  if (all.empty()) return 0;
  std::vector<double> margins;
  for (const auto& r : all) margins.push_back(colour_margin_of(s, verdicts, seen, r));
  const double faint =
      s.params.faint_colour_share * *std::max_element(margins.begin(), margins.end());
  std::vector<std::size_t> faint_ones;  // indices into `all`, the least sure by the look first
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (margins[i] < faint) faint_ones.push_back(i);
  }
  std::sort(faint_ones.begin(), faint_ones.end(),
            [&](std::size_t a, std::size_t b) { return all[a] < all[b]; });
  const std::size_t taken = std::min(excess, faint_ones.size());
  if (taken == 0) return 0;
  std::vector<char> is_taken(all.size(), 0);
  for (std::size_t i = 0; i < taken; ++i) {
    const PawnReading& r = all[faint_ones[i]];
    is_taken[faint_ones[i]] = 1;
    weigh_reading(s, seen, cells, home, r, true);
    std::erase_if(readings,
                  [&](const PawnReading& o) { return o.place == r.place && o.spot == r.spot; });
  }
  // The next in line by its look, among the readings left, is read unsurely, as after any
  // reading the count takes back.
  std::vector<PawnReading> rest;
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (!is_taken[i]) rest.push_back(all[i]);
  }
  if (!rest.empty())
    weigh_reading(s, seen, cells, home, *std::min_element(rest.begin(), rest.end()), false);
  return taken;
}

// Whether squares p and q lie so near that a pawn on one changes the other's look: its lean and
// its shadow reach about its height beyond its rim.
bool neighbour_squares(const ReaderState& s, std::size_t p, std::size_t q) {
  const cv::Point3d& a = s.spots[static_cast<std::size_t>(s.first_spot[p])].point;
  const cv::Point3d& b = s.spots[static_cast<std::size_t>(s.first_spot[q])].point;
  return std::hypot(a.x - b.x, a.y - b.y) <= s.layout.piece.diameter_mm + s.layout.piece.height_mm;
}

// The best look matches of `candidates` (look match over their bar, place), the least alike
// first, with their median and median absolute deviation; none where fewer than eight squares
// tell no spread, or the matches are all alike.
struct LookSpread {
  std::vector<std::pair<double, std::size_t>> best;  // best look match, place
  double median = 0;
  double spread = 0;
  double deviations(std::size_t i) const { return (median - best[i].first) / spread; }
};
std::optional<LookSpread> look_spread(
    ReaderState& s, const std::vector<std::pair<double, std::size_t>>& candidates) {
  constexpr std::size_t kFewest = 8;
  if (candidates.size() < kFewest) return std::nullopt;
  LookSpread out;
  out.best.reserve(candidates.size());
  for (const auto& [margin, p] : candidates)
    out.best.emplace_back(look_match(s, p, kBestOfAllShifts), p);
  std::vector<float> values;
  for (const auto& b : out.best) values.push_back(static_cast<float>(b.first));
  out.median = median_of(values);
  for (float& v : values) v = static_cast<float>(std::abs(v - out.median));
  out.spread = median_of(values);
  if (out.spread <= 0) return std::nullopt;
  std::sort(out.best.begin(), out.best.end());
  return out;
}

// The squares of `candidates` whose best look match stands apart from theirs all, at most
// `wanted`, appended to `found` by their match, the least alike first. A white pawn on a white
// square may keep a look over look_empty_match (toc-6 20311: s1.05's pawn at 0.83-0.84, the
// median of its 115 empty squares 0.98, 5 deviations of 0.005 at the least alike), yet no empty
// square's look strays so far from the others': under their median by look_outlier_mads median
// absolute deviations, and look_outlier_apart times as far as the next square's beyond the pawns'
// neighbours (whose looks the pawn changes too). In a video frame several empty squares may
// stray together (fresh film toc-6 20521, frame 1340: 23, 19 and 17 deviations, the pawn 17):
// none stands apart there.
void append_look_outliers(ReaderState& s,
                          const std::vector<std::pair<double, std::size_t>>& candidates,
                          std::size_t wanted, std::vector<std::pair<double, std::size_t>>& found) {
  const auto looks = look_spread(s, candidates);
  if (!looks) return;
  const auto& best = looks->best;
  std::vector<std::size_t> taken;
  for (std::size_t i = 0; i < best.size() && taken.size() < wanted; ++i) {
    if (looks->deviations(i) < s.params.look_outlier_mads) break;
    taken.push_back(best[i].second);
    const auto beyond = std::find_if(
        best.begin() + static_cast<std::ptrdiff_t>(i) + 1, best.end(), [&](const auto& b) {
          return std::none_of(taken.begin(), taken.end(),
                              [&](auto q) { return neighbour_squares(s, b.second, q); });
        });
    const double next = beyond == best.end() ? 0 : looks->deviations(beyond - best.begin());
    if (looks->deviations(i) < s.params.look_outlier_apart * std::max(next, 0.0)) break;
    found.push_back(best[i]);
  }
}

// Seat `seat`'s own entry square, appended to `found` when it is the least alike of
// `candidates` and under their median by look_outlier_mads: printed in the seat's colour, where
// the colours cannot tell, and where pawns enter, it need not stand apart from the next.
void append_own_entry_outlier(ReaderState& s,
                              const std::vector<std::pair<double, std::size_t>>& candidates,
                              char seat, std::vector<std::pair<double, std::size_t>>& found) {
  const auto looks = look_spread(s, candidates);
  if (!looks || entry_square_seat(s, *s.places[looks->best[0].second].cell) != seat) return;
  if (looks->deviations(0) >= s.params.look_outlier_mads) found.push_back(looks->best[0]);
}

// The squares of `nearer` (read empty, their colour nearer a seat's pawn than their print) not
// yet in `chosen`, appended to it when there are some and no more than `wanted`: the colours
// alone single the missing pawns out. Returns whether they did.
bool append_colour_singled(std::vector<std::pair<double, std::size_t>> nearer, std::size_t wanted,
                           std::vector<std::pair<double, std::size_t>>& chosen) {
  std::erase_if(nearer, [&](const auto& n) {
    return std::any_of(chosen.begin(), chosen.end(),
                       [&](const auto& c) { return c.second == n.second; });
  });
  if (nearer.empty() || nearer.size() > wanted) return false;
  chosen.insert(chosen.end(), nearer.begin(), nearer.end());
  return true;
}

// How far (weighted ΔE) from `seat`'s pawn the farthest of its pawns that the colours read in
// this frame lies (a spot the reading gives the seat and the colours read so): how near a square
// must be to look like one of them here. -1 where none is read.
double farthest_pawn_read(const ReaderState& s, const std::vector<SpotVerdict>& verdicts,
                          const std::vector<SpotClasses>& seen, char seat,
                          const cv::Vec3d& relative, const std::map<char, cv::Vec3d>& learned) {
  double farthest = -1;
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    const auto first = static_cast<std::size_t>(s.first_spot[p]);
    for (std::size_t k = 0; k < seen[p].classes.size(); ++k) {
      if (seen[p].classes[k] != seat || verdicts[first + k].cls != seat) continue;
      farthest =
          std::max(farthest, letter_distance(s, s.samples[first + k], seat, relative, learned));
    }
  }
  return farthest;
}

}  // namespace

char seat_letter(const ReaderState& s, const vision::Cell& cell) {
  if (cell.seat < 0 || cell.seat >= static_cast<int>(s.letters.size())) return 0;
  return s.letters[static_cast<std::size_t>(cell.seat)];
}

char sole_owner(const ReaderState& s, std::size_t p) {
  const Place& place = s.places[p];
  if (place.cell->role == "wait" || place.cell->role == "home") return seat_letter(s, *place.cell);
  return place.kind == PlaceKind::kCountTray ? place.tray_letter : 0;
}

std::vector<std::pair<std::size_t, char>> home_places(const ReaderState& s,
                                                      const std::string& home_role) {
  std::vector<std::pair<std::size_t, char>> out;
  for (std::size_t p = 0; p < s.places.size(); ++p) {
    const vision::Cell& place = *s.places[p].cell;
    const char own = seat_letter(s, place);
    if (place.role == home_role && own != 0) out.emplace_back(p, own);
  }
  return out;
}

char entry_square_seat(const ReaderState& s, const vision::Cell& cell) {
  const auto dot = cell.id.rfind('.');
  if (dot == std::string::npos || cell.id.compare(dot + 1, std::string::npos, "18") != 0) return 0;
  return seat_letter(s, cell);
}

double ground_bar(const ReaderState& s, double colour_margin, double usual) {
  return colour_margin >= s.params.sure_colour_margin ? s.params.sure_colour_ground_match : usual;
}

double empty_look_bar(const ReaderState& s, const vision::Cell& cell, char seat,
                      double colour_margin) {
  if (entry_square_seat(s, cell) == seat) return s.params.look_own_entry_match;
  return ground_bar(s, colour_margin, s.params.look_empty_match);
}

std::optional<EmptySquareCues> empty_square_cues(ReaderState& s,
                                                 const std::map<char, cv::Vec3d>& learned,
                                                 const std::vector<SpotClasses>& seen,
                                                 std::size_t q, char seat,
                                                 const cv::Vec3d& relative) {
  const Place& place = s.places[q];
  if (place.kind != PlaceKind::kSingle || seen[q].classes != ".") return std::nullopt;
  // Another seat's home takes none of this seat's pawns.
  if (const char owner = sole_owner(s, q); owner != 0 && owner != seat) return std::nullopt;
  const SpotSample& sample = s.samples[static_cast<std::size_t>(s.first_spot[q])];
  if (!sample.seen) return std::nullopt;
  EmptySquareCues cues;
  cues.to_pawn = letter_distance(s, sample, seat, relative, learned);
  if (cues.to_pawn > s.params.unknown_delta_e) return std::nullopt;
  cues.to_print = sample.empty;
  cues.bar = empty_look_bar(s, *place.cell, seat);
  cues.match = look_match(s, q, cues.bar);
  if (cues.match <= -2) return std::nullopt;
  return cues;
}

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

void drop_left_home_spots(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                          const std::vector<SpotVerdict>& verdicts, std::vector<SpotClasses>& seen,
                          std::vector<CellReading>& cells, const std::string& home_role,
                          int pawns_per_seat) {
  if (s.spot_looks.empty()) return;
  for (const auto& [p, own] : home_places(s, home_role)) {
    const auto shown = pieces_shown(cells, own, false);
    if (!shown) return;
    if (*shown <= pawns_per_seat) continue;
    const std::size_t first = static_cast<std::size_t>(s.first_spot[p]);
    std::vector<PawnReading> readings;
    for (std::size_t k = 0; k < seen[p].classes.size(); ++k) {
      if (seen[p].classes[k] != own) continue;
      const double match = spot_look_match(s, frame, projection, first + k, kBestOfAllShifts);
      if (match > -2) readings.push_back({match - s.params.look_start_match, p, k});
    }
    std::sort(readings.begin(), readings.end());
    auto excess = static_cast<std::size_t>(*shown - pawns_per_seat);
    excess -= take_back_faint_readings(s, verdicts, seen, cells, p, own, excess, readings);
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
    for (std::size_t i = 0; i < weighed; ++i)
      weigh_reading(s, seen, cells, p, readings[i], i < excess);
    seen[p].maybe_another = spots_maybe_showing_another(s, projection, p, seen[p].classes);
    cells[p] = compose_place(s.places[p], seen[p], s.letters);
  }
}

void find_missing_pawns(ReaderState& s, const std::vector<SpotVerdict>& verdicts,
                        const std::map<char, cv::Vec3d>& learned, std::vector<SpotClasses>& seen,
                        std::vector<CellReading>& cells, int pawns_per_seat) {
  if (s.spot_looks.empty() && s.patch_match.empty()) return;
  for (const auto& [seat, relative] : s.relative) {
    const auto shown = pieces_shown(cells, seat, true);
    if (!shown || *shown >= pawns_per_seat) continue;
    std::vector<std::pair<double, std::size_t>> unlike;      // look match, place (the chosen)
    std::vector<std::pair<double, std::size_t>> over;        // match over the place's bar, place
    std::vector<std::pair<double, std::size_t>> nearer;      // colour nearer the pawn's, place
    std::vector<std::pair<double, std::size_t>> like_pawns;  // ... and as near as its pawns'
    const double like_a_pawn = farthest_pawn_read(s, verdicts, seen, seat, relative, learned);
    bool entry_unlike_a_pawn = false;  // the seat's own entry square nearer it, not as near
    for (std::size_t p = 0; p < s.places.size(); ++p) {
      const auto cues = empty_square_cues(s, learned, seen, p, seat, relative);
      if (!cues) continue;
      if (cues->colour_nearer()) {
        nearer.emplace_back(cues->to_pawn - cues->to_print, p);
        if (cues->to_pawn <= like_a_pawn) {
          like_pawns.emplace_back(cues->to_pawn - cues->to_print, p);
        } else if (entry_square_seat(s, *s.places[p].cell) == seat) {
          entry_unlike_a_pawn = true;
        }
      }
      if (cues->unlike()) {
        unlike.emplace_back(cues->match, p);
      } else {
        over.emplace_back(cues->match - cues->bar, p);
      }
    }
    // The seat's own squares (home and entry) and one more: the most candidates a look or a
    // colour may leave and still single out the pawn's square.
    const auto few = static_cast<std::size_t>(pawns_per_seat) + 2;
    const auto missing = static_cast<std::size_t>(pawns_per_seat - *shown);
    std::sort(unlike.begin(), unlike.end());
    std::sort(over.begin(), over.end());
    std::sort(nearer.begin(), nearer.end());
    // More squares unlike their start than that: the looks hardly match anywhere (a far, blurred
    // board), so the least alike is no pawn's sign, and a pawn guessed there would be a ghost
    // (unseen film toc-6 17000: White's pawn on its entry square, which came seventh among dozens
    // of empty squares matching under 0.8, was put on s2.09).
    if (unlike.size() > few) {
      // There the colours still tell: the squares whose colour is nearer the seat's pawn than
      // their print (a pawn the colours read, which a look over its bar took back), when no
      // more of them than are missing (unseen toc-6 20701: White's pawn on s1.05, 1.3 px/mm, its
      // look 0.81 where 29 empty squares matched under 0.8, its colour alone nearer White).
      std::vector<std::pair<double, std::size_t>> singled;  // the nearest the pawn's colour first
      // Too many of those: the ones whose colour is as near the seat's pawn as its pawns the
      // colours read in this frame, if no more than are missing (fresh still film toc-6 22732:
      // White's pawn on s1.08, its colour 2.0-2.2 from White as its waiting pawns' 1.6-3.4, its
      // look 0.87-0.89 over the bar; nearer White than their print too, Green's washed-out entry
      // square at 11-13 and two more). Not when the seat's own entry square, printed in its
      // colour, is nearer its pawn than the print but not as near as its pawns: the colours
      // cannot tell there (fresh toc-6 21100 and 21101: White's pawn on s6.18, 3.2-3.8 from White
      // where its waiting pawns were at most 3.0-3.7, and a white square at 2.7-3.4 was taken).
      if (!append_colour_singled(nearer, missing, singled) &&
          (entry_unlike_a_pawn || !append_colour_singled(like_pawns, missing, singled))) {
        // Nor can they on the seat's own entry square, printed in its colour, where pawns enter:
        // that square, the least alike of all by look_outlier_mads, holds the pawn however
        // unlike their start the next squares are (tuning toc-6 21102 at 1.24 px/mm: White's pawn
        // on s6.18 matched at 0.38-0.41, 23-27 deviations under the median; the next, s4.15 or
        // s5.06, at 0.66-0.69, 11-14; the colours read the white pawn on the white print by 0.1).
        std::vector<std::pair<double, std::size_t>> every = unlike;
        every.insert(every.end(), over.begin(), over.end());
        append_own_entry_outlier(s, every, seat, singled);
        if (singled.empty()) continue;
      }
      unlike = std::move(singled);
    } else if (unlike.size() + over.size() <= few) {
      unlike.insert(unlike.end(), over.begin(), over.end());
    } else if (unlike.size() < missing) {
      append_look_outliers(s, over, missing - unlike.size(), unlike);
      // Where no look stands apart, the colours may still single the pawn out, as above: a
      // seat's dark pawn on its own entry square, printed pale in its colour, read by the colours
      // by 8.4 and vetoed by a look of 0.90-0.91 against 0.9 among 28 squares over their bar
      // (fresh film toc-6 21103, Green's pawn on s2.18 at about 1.2 px/mm).
      // (append_look_outliers adds no more than are missing.)
      append_colour_singled(nearer, missing - unlike.size(), unlike);
    }
    // More candidates than pawns missing: those whose colour is also nearer the pawn's than
    // their print come first, where both cues agree, and so does the seat's own entry square,
    // printed in its colour, where the colour cannot tell. A pawn seen from the side reaches
    // over the next square's ground and may leave that square's look the less alike (toc-6 seed
    // 23: White's pawn on s1.03, its look 0.74 and its colour nearer White by 4.2, s1.04 beside it
    // 0.66 and its colour nearer its print).
    if (unlike.size() > missing) {
      std::stable_partition(unlike.begin(), unlike.end(), [&](const auto& candidate) {
        const std::size_t p = candidate.second;
        return entry_square_seat(s, *s.places[p].cell) == seat ||
               std::any_of(nearer.begin(), nearer.end(),
                           [&](const auto& near) { return near.second == p; });
      });
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

void find_missing_home_pawns(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                             std::vector<SpotClasses>& seen, std::vector<CellReading>& cells,
                             const std::string& home_role, int pawns_per_seat) {
  if (s.spot_looks.empty()) return;
  for (const auto& [p, own] : home_places(s, home_role)) {
    const auto shown = pieces_shown(cells, own, true);
    if (!shown || *shown >= pawns_per_seat) continue;
    const std::size_t first = static_cast<std::size_t>(s.first_spot[p]);
    std::vector<std::pair<double, std::size_t>> alike;  // look match, spot
    for (std::size_t k = 0; k < seen[p].classes.size(); ++k) {
      if (seen[p].classes[k] != '.' || s.spot_looks[first + k].start != own) continue;
      const double match = spot_look_match(s, frame, projection, first + k, kBestOfAllShifts);
      if (match > -2) alike.emplace_back(match, k);
    }
    std::sort(alike.rbegin(), alike.rend());
    // The spots left by the seat's pawns read elsewhere are empty, and one at least: a seat
    // short of pawns whose every pawn reads at home has one out of view (tuning toc-6 16: White's
    // pawn on s1.05 missed, the spot it left matching the start's look at 0.70-0.80).
    const auto at_home =
        static_cast<int>(std::count(seen[p].classes.begin(), seen[p].classes.end(), own));
    const auto left = static_cast<std::size_t>(std::max(1, *shown - at_home));
    if (alike.size() <= left) continue;
    const auto missing = static_cast<std::size_t>(pawns_per_seat - *shown);
    for (std::size_t i = 0; i < std::min(missing, alike.size() - left); ++i)
      seen[p].classes[alike[i].second] = own;
    seen[p].confidence = std::min(seen[p].confidence, s.params.own_entry_empty_confidence);
    seen[p].maybe_another = spots_maybe_showing_another(s, projection, p, seen[p].classes);
    cells[p] = compose_place(s.places[p], seen[p], s.letters);
  }
}

}  // namespace arbitre::read::detail
