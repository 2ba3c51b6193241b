// Jeson Jam referee: which rule a physical change of the table breaks.
#include <algorithm>
#include <bit>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "arbitre/engine/jeson_jam/jeson_jam.h"
#include "capture_messages.h"

namespace arbitre::engine::jeson_jam {
namespace {

// The French rule text (jeson-jam.txt), quoted where it speaks; the ruling otherwise.
constexpr const char* kQuoteDrop =
    "les joueurs déposent à tour de rôle un de leurs 9 pions sur une des intersections libres "
    "du plateau, à l'exception de l'intersection centrale.";
constexpr const char* kQuoteNoMoveInDrop =
    "Il est interdit, durant cette phase, de déplacer les pions.";
constexpr const char* kQuoteStep =
    "les joueurs déplacent à tour de rôle un de leurs pions d'une intersection vers une "
    "intersection libre adjacente.";
constexpr const char* kQuoteJump =
    "Il n'est pas possible de sauter par-dessus un pion, ami ou ennemi, pour atteindre une "
    "intersection libre.";
constexpr const char* kQuoteNoPass =
    "Dans l'une et l'autre des deux phases, il est interdit de "
    "passer son tour.";
constexpr const char* kQuoteCapture =
    "Lorsqu'un joueur réalise un alignement de 5 pions, il capture un pion adverse à condition "
    "que ce dernier ne fasse pas partie d'un alignement de 5.";
constexpr const char* kQuoteDropCapture =
    "il peut retirer un des pions adverses du plateau, à condition que le pion en question ne "
    "fasse pas partie d'un alignement de 5 pions de l'adversaire. Si tous les pions de "
    "l'adversaire font partie d'un alignement, le joueur prend un pion non encore déposé sur "
    "le plateau.";
constexpr const char* kRulingS2 =
    "S2: Completing an alignment (by a drop or a move) allows one capture; a road that stays "
    "filled does not capture again until it is broken and completed anew.";
constexpr const char* kRulingS5 =
    "S5: Completing two roads with one move still captures once. The capture is part of the "
    "move and is compulsory when an opposing piece can be taken.";

// What the table shows, read from an occupancy.
struct Seen {
  std::array<CellMask, 2> pieces{};
  std::array<int, 2> hand{};
  std::array<int, 2> prisoners{};
  std::optional<std::pair<std::string, std::string>> unknown;  // the first id and content the
                                                               // game does not know
};

int count_of(const std::string& text) {
  if (text.empty() || text.size() > 2 || text.find_first_not_of("0123456789") != std::string::npos)
    return -1;
  return std::stoi(text);
}

Seen read_seen(const Occupancy& after) {
  Seen seen;
  const std::array<std::pair<const char*, int*>, 4> zones = {{{"LH", &seen.hand[kLight]},
                                                              {"DH", &seen.hand[kDark]},
                                                              {"LP", &seen.prisoners[kLight]},
                                                              {"DP", &seen.prisoners[kDark]}}};
  for (const auto& [id, content] : after) {
    const int cell = cell_index(id);
    if (cell >= 0 && (content == "L" || content == "D")) {
      seen.pieces[content == "L" ? kLight : kDark] |= cell_bit(cell);
      continue;
    }
    const auto zone =
        std::ranges::find(zones, id, [](const auto& z) { return std::string_view(z.first); });
    if (zone != zones.end() && count_of(content) >= 0) {
      *zone->second = count_of(content);
    } else if (!seen.unknown) {
      seen.unknown = {id, content};
    }
  }
  return seen;
}

std::string cell_list(CellMask cells) {
  std::string out;
  for (CellMask left = cells; left; left &= left - 1) {
    out += (out.empty() ? "" : ", ") + std::string(cell_id(std::countr_zero(left)));
  }
  return out;
}

// The ids of `roads`, joined with ", ".
std::string road_list(uint16_t roads) {
  std::string out;
  for (int road = 0; road < kRoads; ++road) {
    if (roads & (1u << road)) out += (out.empty() ? "" : ", ") + std::string(road_id(road));
  }
  return out;
}

// The first of `roads`: the one a message names.
std::string first_road(uint16_t roads) {
  return std::string(road_id(std::countr_zero(roads)));
}

bool several(CellMask cells) {
  return std::popcount(cells) > 1;
}

int single(CellMask cells) {
  return std::countr_zero(cells);
}

std::string id(int cell) {
  return std::string(cell_id(cell));
}

// The road through both cells, or -1.
int common_road(int a, int b) {
  const uint16_t both = roads_through(a) & roads_through(b);
  return both ? std::countr_zero(both) : -1;
}

// S3: the mover's own pieces left the board.
RuleBreach own_pieces_removed(const char* quote, const std::string& mover, CellMask vanished) {
  return make_breach(
      "S3", quote,
      several(vanished)
          ? ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                   "%1's own pieces on %2 were removed: a capture takes an "
                                   "opposing piece")
          : ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                   "%1's own piece on %2 was removed: a capture takes an opposing "
                                   "piece"),
      {mover, cell_list(vanished)});
}

// S4: a step from `from` to `to`, both on `road`, is longer than one step; `board` the cells
// with pieces.
RuleBreach far_step(int from, int to, int road, CellMask board) {
  const auto& cells = road_cells(road);
  int start = 0;
  int end = 0;
  for (int k = 0; k < kRoadLength; ++k) {
    if (cells[k] == from) start = k;
    if (cells[k] == to) end = k;
  }
  CellMask between = 0;
  for (int k = std::min(start, end) + 1; k < std::max(start, end); ++k)
    between |= cell_bit(cells[k]);
  if (between & board) {
    return make_breach("S4", kQuoteJump,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "%1 to %2 jumps over %3: a piece cannot jump over "
                                              "another piece, friend or foe"),
                       {id(from), id(to), cell_list(between & board)});
  }
  return make_breach("S4", kQuoteStep,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "%1 to %2 is more than one step along road %3: pieces "
                                            "move one step along a road to an adjacent empty "
                                            "intersection"),
                     {id(from), id(to), std::string(road_id(road))});
}

// The capture's messages. Each table has a row per case: a drop that takes (or must take) one
// piece on the board, several, or a piece from the hand; then a move that takes one piece or
// several (the move phase has no hand). Arguments: %1 the cell dropped on, or the move
// ("M3-C"), %2 the mover, %3 the opponent, %4 the cells taken, %5 the road.
enum Taken { kOneTaken = 0, kSeveralTaken = 1, kHandTaken = 2 };

int row(bool drop, int taken) {
  return drop ? taken : 3 + std::min(taken, 1);
}

// The count a tray beside the board shows: "0" when the table has none.
std::string tray_count(const Occupancy& cells, const std::string& zone) {
  const auto found = cells.find(zone);
  return found == cells.end() ? "0" : found->second;
}

// A change no rule explains (some place differs), named by what the table shows instead.
RuleBreach no_rule(const Occupancy& before, const Occupancy& after) {
  const auto [shown, empty] = shown_change(before, after);
  if (empty.empty()) {
    return make_breach(
        "unexplained", "",
        ARBITRE_TRANSLATE_NOOP("RuleBreach", "no rule explains this change: the table shows %1"),
        {shown});
  }
  if (shown.empty()) {
    return make_breach("unexplained", "",
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "no rule explains this change: the table shows "
                                              "nothing on %1"),
                       {empty});
  }
  return make_breach("unexplained", "",
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "no rule explains this change: the table shows %1, "
                                            "and nothing on %2"),
                     {shown, empty});
}

// The mover dropped or moved nothing: yet took a piece (S5), or passed (S4).
RuleBreach no_move(bool taken, bool drop, const std::string& mover, const std::string& other) {
  if (taken) {
    return make_breach("S5", kRulingS5,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "a %1 piece was taken but %2 neither dropped nor "
                                              "moved a piece: a capture is part of the move "
                                              "that completes an alignment"),
                       {other, mover});
  }
  return make_breach(
      "S4", kQuoteNoPass,
      drop ? ARBITRE_TRANSLATE_NOOP("RuleBreach", "no piece was dropped: %1 may not pass")
           : ARBITRE_TRANSLATE_NOOP("RuleBreach", "no piece was moved: %1 may not pass"),
      {mover});
}

}  // namespace

RuleBreach JesonJamState::diagnose(const Chance& /*chance*/, const Occupancy& after) const {
  if (is_terminal()) {
    return make_breach(
        "end", "", ARBITRE_TRANSLATE_NOOP("RuleBreach", "the game is over: no move can be played"));
  }
  const Seen seen = read_seen(after);
  if (seen.unknown) {
    return make_breach("unexplained", "",
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "the table shows '%1' at '%2', which Jeson Jam does "
                                              "not know"),
                       {seen.unknown->second, seen.unknown->first});
  }
  const int player = to_move_;
  const int opponent = 1 - player;
  const std::string mover = seat_name(player);
  const CellMask appeared = seen.pieces[player] & ~pieces_[player];
  const CellMask vanished = pieces_[player] & ~seen.pieces[player];
  const CellMask foreign = seen.pieces[opponent] & ~pieces_[opponent];
  if (foreign) {
    return make_breach("S4", drop_phase() ? kQuoteDrop : kQuoteStep,
                       several(foreign)
                           ? ARBITRE_TRANSLATE_NOOP(
                                 "RuleBreach", "it is %1's turn, yet %2's pieces on %3 appeared")
                           : ARBITRE_TRANSLATE_NOOP(
                                 "RuleBreach", "it is %1's turn, yet %2's piece on %3 appeared"),
                       {mover, seat_name(opponent), cell_list(foreign)});
  }
  if (!appeared && !vanished) {
    const bool taken = (pieces_[opponent] & ~seen.pieces[opponent]) ||
                       (drop_phase() && seen.hand[opponent] < hand_[opponent]);
    return no_move(taken, drop_phase(), mover, seat_name(opponent));
  }
  RuleBreach breach =
      drop_phase() ? diagnose_drop(appeared, vanished) : diagnose_step(appeared, vanished);
  if (!breach.rule.empty()) return breach;
  const int from = drop_phase() ? kDrop : single(vanished);
  breach = diagnose_capture(from, single(appeared), seen.pieces[opponent],
                            drop_phase() ? hand_[opponent] - seen.hand[opponent] : 0);
  if (!breach.rule.empty()) return breach;
  return diagnose_zones(after);
}

RuleBreach JesonJamState::diagnose_drop(CellMask appeared, CellMask vanished) const {
  const std::string mover = seat_name(to_move_);
  if (appeared && vanished) {
    return make_breach(
        "S4", kQuoteNoMoveInDrop,
        several(appeared) || several(vanished)
            ? ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                     "moving during the drop phase: %1's pieces left %2 and "
                                     "appeared on %3; pieces are only dropped until both players "
                                     "have placed all theirs")
            : ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                     "moving during the drop phase: %1 moved a piece from %2 to "
                                     "%3; pieces are only dropped until both players have placed "
                                     "all theirs"),
        {mover, cell_list(vanished), cell_list(appeared)});
  }
  if (vanished) return own_pieces_removed(kQuoteDropCapture, mover, vanished);
  if (several(appeared)) {
    return make_breach(
        "S4", kQuoteDrop,
        ARBITRE_TRANSLATE_NOOP("RuleBreach",
                               "%1 dropped %2 pieces (%3): one piece is dropped per turn"),
        {mover, std::to_string(std::popcount(appeared)), cell_list(appeared)});
  }
  const int to = single(appeared);
  if (pieces_[1 - to_move_] & appeared) {
    return make_breach("S4", kQuoteDrop,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "%1 was held by %2: a piece is dropped on a free "
                                              "intersection"),
                       {id(to), seat_name(1 - to_move_)});
  }
  if (to == kCentre) {
    return make_breach("S4", kQuoteDrop,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "dropping on the centre is not allowed in the drop "
                                              "phase: %1 dropped a piece on %2"),
                       {mover, id(to)});
  }
  return {};
}

RuleBreach JesonJamState::diagnose_step(CellMask appeared, CellMask vanished) const {
  const std::string mover = seat_name(to_move_);
  if (!vanished) {
    return make_breach(
        "S4", kQuoteStep,
        several(appeared)
            ? ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                     "%1 has no piece left to drop: in the move phase a piece "
                                     "moves, yet pieces were added on %2")
            : ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                     "%1 has no piece left to drop: in the move phase a piece "
                                     "moves, yet one was added on %2"),
        {mover, cell_list(appeared)});
  }
  if (!appeared) return own_pieces_removed(kQuoteCapture, mover, vanished);
  if (several(appeared) || several(vanished)) {
    return make_breach("S4", kQuoteStep,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "%1's pieces left %2 and appeared on %3: one piece "
                                              "moves per turn"),
                       {mover, cell_list(vanished), cell_list(appeared)});
  }
  const int from = single(vanished);
  const int to = single(appeared);
  if (pieces_[1 - to_move_] & appeared) {
    return make_breach("S4", kQuoteStep,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "%1 was held by %2: pieces move one step along a "
                                              "road to an adjacent empty intersection"),
                       {id(to), seat_name(1 - to_move_)});
  }
  if (adjacent(from, to)) return {};
  const int road = common_road(from, to);
  if (road < 0) {
    return make_breach("S4", kQuoteStep,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "%1 and %2 are not on one road: pieces move one "
                                              "step along a road to an adjacent empty "
                                              "intersection"),
                       {id(from), id(to)});
  }
  return far_step(from, to, road, pieces_[0] | pieces_[1]);
}

RuleBreach JesonJamState::diagnose_capture(int from, int to, CellMask opponent_seen,
                                           int taken_from_hand) const {
  const int player = to_move_;
  const int opponent = 1 - player;
  CellMask after = pieces_[player] | cell_bit(to);
  if (from != kDrop) after &= ~cell_bit(from);
  const uint16_t completed = complete_roads(after) & ~aligned_ & roads_through(to);
  const CellMask taken = pieces_[opponent] & ~opponent_seen;
  const int from_hand = std::max(taken_from_hand, 0);
  const int count = std::popcount(taken) + from_hand;
  const bool drop = from == kDrop;
  // The arguments of the capture's messages (capture_messages.h; %4 is empty when only the
  // hand was taken); %5, the road, follows.
  std::vector<std::string> args = {drop ? id(to) : id(from) + "-" + id(to), seat_name(player),
                                   seat_name(opponent), cell_list(taken)};
  const int kind = !taken ? kHandTaken : several(taken) ? kSeveralTaken : kOneTaken;
  if (!completed) {
    if (count == 0) return {};
    const uint16_t kept = complete_roads(after) & complete_roads(pieces_[player]);
    if (kept) {
      args.push_back(first_road(kept));
      return make_breach("S2", kRulingS2, capture_messages::kAlreadyComplete[row(drop, kind)],
                         args);
    }
    return make_breach("S2", kQuoteCapture, capture_messages::kNoRoad[row(drop, kind)], args);
  }
  if (count == 0) {
    const CellMask targets = capturable(player);
    if (!targets && !capture_from_hand(player)) return {};
    args[3] = cell_list(targets);
    args.push_back(first_road(completed));
    const int due = !targets ? kHandTaken : several(targets) ? kSeveralTaken : kOneTaken;
    return make_breach("S5", kRulingS5, capture_messages::kCaptureDue[row(drop, due)], args);
  }
  if (count > 1) {
    args.push_back(road_list(completed));
    const int which = !drop ? 2 : from_hand ? 1 : 0;
    return make_breach("S5", kRulingS5,
                       capture_messages::kTwoTaken[which][several(completed) ? 1 : 0], args);
  }
  if (taken) return diagnose_protected(single(taken));
  if (capturable(player)) {
    return make_breach("S3", kQuoteDropCapture,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "%1 still has pieces outside alignments (%2): the "
                                              "capture takes one of them, not a piece from %1's "
                                              "hand"),
                       {seat_name(opponent), cell_list(capturable(player))});
  }
  return {};
}

RuleBreach JesonJamState::diagnose_protected(int target) const {
  const int opponent = 1 - to_move_;
  uint16_t holding = complete_roads(pieces_[opponent]);
  for (int road = 0; road < kRoads; ++road) {
    if (!(road_mask(road) & cell_bit(target))) holding &= static_cast<uint16_t>(~(1u << road));
  }
  if (!holding) return {};
  // %1 the piece, %2 its owner, %3 the alignment it is part of.
  const char* message = ARBITRE_TRANSLATE_NOOP(
      "RuleBreach", "that piece on %1 is part of %2's alignment %3 and cannot be taken");
  if (capturable(to_move_) == 0 && !drop_phase()) {
    message = ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                     "that piece on %1 is part of %2's alignment %3 and cannot be "
                                     "taken; in the move phase, when every %2 piece is aligned, "
                                     "no capture is possible");
  } else if (capturable(to_move_) == 0 && hand_[opponent] > 0) {
    message = ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                     "that piece on %1 is part of %2's alignment %3 and cannot be "
                                     "taken; every %2 piece on the board is aligned, so the "
                                     "capture takes one of %2's pieces not yet dropped");
  }
  return make_breach("S3", drop_phase() ? kQuoteDropCapture : kQuoteCapture, message,
                     {id(target), seat_name(opponent), first_road(holding)});
}

RuleBreach JesonJamState::diagnose_zones(const Occupancy& after) const {
  for (const Move& move : legal_moves(Chance::none())) {
    const Occupancy expected = child(Chance::none(), move)->occupancy();
    const auto differing = differing_cells(expected, after);
    bool board_matches = !differing.empty();
    for (const auto& cell : differing) board_matches &= cell_index(cell) < 0;
    if (!board_matches) continue;
    if (differing.size() == 1) {
      const std::string& zone = differing.front();
      return make_breach("unexplained", "",
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "the board shows the legal move '%1', but the "
                                                "pieces beside the board do not match: %2 should "
                                                "hold %3 pieces, it holds %4"),
                         {move.text, zone, tray_count(expected, zone), tray_count(after, zone)});
    }
    std::string want;
    std::string got;
    for (const auto& zone : differing) {
      want += (want.empty() ? "" : ", ") + zone + "=" + tray_count(expected, zone);
      got += (got.empty() ? "" : ", ") + zone + "=" + tray_count(after, zone);
    }
    return make_breach("unexplained", "",
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "the board shows the legal move '%1', but the "
                                              "pieces beside the board do not match: the move "
                                              "leaves %2, the table shows %3"),
                       {move.text, want, got});
  }
  return no_rule(occupancy(), after);
}

}  // namespace arbitre::engine::jeson_jam
