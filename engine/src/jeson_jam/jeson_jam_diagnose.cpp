// Jeson Jam referee: which rule a physical change of the table breaks.
#include <bit>
#include <string>

#include "arbitre/engine/jeson_jam/jeson_jam.h"

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
  std::string problem;  // an id or content the game does not know
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
    bool known = false;
    for (const auto& [zone, count] : zones) {
      if (id == zone && count_of(content) >= 0) {
        *count = count_of(content);
        known = true;
      }
    }
    if (!known && seen.problem.empty()) {
      seen.problem =
          "the table shows '" + content + "' at '" + id + "', which Jeson Jam does not know";
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

// "Dark's piece on H1" or "Dark's pieces on H1, H4".
std::string pieces_on(const std::string& owner, CellMask cells) {
  return owner + (std::popcount(cells) == 1 ? "'s piece on " : "'s pieces on ") + cell_list(cells);
}

std::string own_pieces_removed(const std::string& mover, CellMask vanished) {
  const bool one = std::popcount(vanished) == 1;
  return mover + (one ? "'s own piece on " : "'s own pieces on ") + cell_list(vanished) +
         (one ? " was" : " were") + " removed: a capture takes an opposing piece";
}

// "left H2 and appeared on M4": where the mover's pieces went, when it is no single step.
std::string left_and_appeared(CellMask vanished, CellMask appeared) {
  return "left " + cell_list(vanished) + " and appeared on " + cell_list(appeared);
}

std::string road_list(uint16_t roads) {
  std::string out;
  for (int road = 0; road < kRoads; ++road) {
    if (roads & (1u << road)) out += (out.empty() ? "" : " and ") + std::string(road_id(road));
  }
  return out;
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

}  // namespace

RuleBreach JesonJamState::diagnose(const Chance& /*chance*/, const Occupancy& after) const {
  if (is_terminal()) return {"end", "", "the game is over: no move can be played"};
  const Seen seen = read_seen(after);
  if (!seen.problem.empty()) return {"unexplained", "", seen.problem};
  const int player = to_move_;
  const int opponent = 1 - player;
  const std::string mover = seat_name(player);
  const CellMask appeared = seen.pieces[player] & ~pieces_[player];
  const CellMask vanished = pieces_[player] & ~seen.pieces[player];
  const CellMask foreign = seen.pieces[opponent] & ~pieces_[opponent];
  if (foreign) {
    return {
        "S4", drop_phase() ? kQuoteDrop : kQuoteStep,
        "it is " + mover + "'s turn, yet " + pieces_on(seat_name(opponent), foreign) + " appeared"};
  }
  if (!appeared && !vanished) {
    const bool taken = (pieces_[opponent] & ~seen.pieces[opponent]) ||
                       (drop_phase() && seen.hand[opponent] < hand_[opponent]);
    if (taken) {
      return {"S5", kRulingS5,
              "a " + seat_name(opponent) + " piece was taken but " + mover +
                  " neither dropped nor moved a piece: a capture is part of the move that "
                  "completes an alignment"};
    }
    return {"S4", kQuoteNoPass,
            "no piece was " + std::string(drop_phase() ? "dropped" : "moved") + ": " + mover +
                " may not pass"};
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
    const std::string what =
        std::popcount(appeared) == 1 && std::popcount(vanished) == 1
            ? " moved a piece from " + cell_list(vanished) + " to " + cell_list(appeared)
            : "'s pieces " + left_and_appeared(vanished, appeared);
    return {"S4", kQuoteNoMoveInDrop,
            "moving during the drop phase: " + mover + what +
                "; pieces are only dropped until both players have placed all theirs"};
  }
  if (vanished) {
    return {"S3", kQuoteDropCapture, own_pieces_removed(mover, vanished)};
  }
  if (std::popcount(appeared) > 1) {
    return {"S4", kQuoteDrop,
            mover + " dropped " + std::to_string(std::popcount(appeared)) + " pieces (" +
                cell_list(appeared) + "): one piece is dropped per turn"};
  }
  const int to = single(appeared);
  if (pieces_[1 - to_move_] & appeared) {
    return {"S4", kQuoteDrop,
            id(to) + " was held by " + seat_name(1 - to_move_) +
                ": a piece is dropped on a free intersection"};
  }
  if (to == kCentre) {
    return {"S4", kQuoteDrop,
            "dropping on the centre is not allowed in the drop phase: " + mover +
                " dropped a piece on C"};
  }
  return {};
}

RuleBreach JesonJamState::diagnose_step(CellMask appeared, CellMask vanished) const {
  const std::string mover = seat_name(to_move_);
  if (!vanished) {
    return {"S4", kQuoteStep,
            mover + " has no piece left to drop: in the move phase a piece moves, yet " +
                (std::popcount(appeared) == 1 ? "one was" : "pieces were") + " added on " +
                cell_list(appeared)};
  }
  if (!appeared) {
    return {"S3", kQuoteCapture, own_pieces_removed(mover, vanished)};
  }
  if (std::popcount(appeared) > 1 || std::popcount(vanished) > 1) {
    return {"S4", kQuoteStep,
            mover + "'s pieces " + left_and_appeared(vanished, appeared) +
                ": one piece moves per turn"};
  }
  const int from = single(vanished);
  const int to = single(appeared);
  if (pieces_[1 - to_move_] & appeared) {
    return {"S4", kQuoteStep,
            id(to) + " was held by " + seat_name(1 - to_move_) +
                ": pieces move one step along a road to an adjacent empty intersection"};
  }
  if (adjacent(from, to)) return {};
  const int road = common_road(from, to);
  if (road < 0) {
    return {"S4", kQuoteStep,
            id(from) + " and " + id(to) +
                " are not on one road: pieces move one step along a "
                "road to an adjacent empty intersection"};
  }
  CellMask between = 0;
  const auto& cells = road_cells(road);
  int start = 0;
  int end = 0;
  for (int k = 0; k < kRoadLength; ++k) {
    if (cells[k] == from) start = k;
    if (cells[k] == to) end = k;
  }
  for (int k = std::min(start, end) + 1; k < std::max(start, end); ++k)
    between |= cell_bit(cells[k]);
  const CellMask occupied = between & (pieces_[0] | pieces_[1]);
  if (occupied) {
    return {"S4", kQuoteJump,
            id(from) + " to " + id(to) + " jumps over " + cell_list(occupied) +
                ": a piece cannot jump over another piece, friend or foe"};
  }
  return {"S4", kQuoteStep,
          id(from) + " to " + id(to) + " is more than one step along road " +
              std::string(road_id(road)) +
              ": pieces move one step along a road to an adjacent empty intersection"};
}

RuleBreach JesonJamState::diagnose_capture(int from, int to, CellMask opponent_seen,
                                           int taken_from_hand) const {
  const int player = to_move_;
  const int opponent = 1 - player;
  const std::string mover = seat_name(player);
  const std::string other = seat_name(opponent);
  CellMask after = pieces_[player] | cell_bit(to);
  if (from != kDrop) after &= ~cell_bit(from);
  const uint16_t completed = complete_roads(after) & ~aligned_ & roads_through(to);
  const CellMask taken = pieces_[opponent] & ~opponent_seen;
  const int from_hand = std::max(taken_from_hand, 0);
  const int count = std::popcount(taken) + from_hand;
  const std::string move = from == kDrop ? "the drop on " + id(to) : id(from) + "-" + id(to);
  std::string what = taken ? pieces_on(other, taken) : "";
  if (from_hand)
    what += (what.empty() ? "" : " and ") + std::string("a piece from ") + other + "'s hand";
  if (!completed) {
    if (count == 0) return {};
    const uint16_t kept = complete_roads(after) & complete_roads(pieces_[player]);
    if (kept) {
      return {"S2", kRulingS2,
              mover + "'s road " + road_list(kept) + " was already complete before " + move +
                  ": a road that stays filled does not capture again, so " + what +
                  " may not be taken"};
    }
    return {
        "S2", kQuoteCapture,
        move + " completes no road of five for " + mover + ", so " + what + " may not be taken"};
  }
  const std::string roads = "road " + road_list(completed);
  if (count == 0) {
    const CellMask targets = capturable(player);
    if (!targets && !capture_from_hand(player)) return {};
    return {"S5", kRulingS5,
            "a capture was due: " + move + " completes " + roads + ", so " + mover + " must take " +
                (targets ? (std::popcount(targets) > 1 ? "one of " : "") + pieces_on(other, targets)
                         : "a piece from " + other + "'s hand")};
  }
  if (count > 1) {
    return {"S5", kRulingS5,
            "two pieces were taken for one alignment (" + what + "): " + move + " completes " +
                roads + " and captures once" +
                (std::popcount(completed) > 1 ? ", even with two roads completed" : "")};
  }
  if (taken) return diagnose_protected(single(taken));
  if (capturable(player)) {
    return {"S3", kQuoteDropCapture,
            other + " still has pieces outside alignments (" + cell_list(capturable(player)) +
                "): the capture takes one of them, not a piece from " + other + "'s hand"};
  }
  return {};
}

RuleBreach JesonJamState::diagnose_protected(int target) const {
  const int opponent = 1 - to_move_;
  const std::string other = seat_name(opponent);
  uint16_t holding = complete_roads(pieces_[opponent]);
  for (int road = 0; road < kRoads; ++road) {
    if (!(road_mask(road) & cell_bit(target))) holding &= static_cast<uint16_t>(~(1u << road));
  }
  if (!holding) return {};
  std::string text = "that piece on " + id(target) + " is part of " + other + "'s alignment " +
                     road_list(holding) + " and cannot be taken";
  if (capturable(to_move_) == 0) {
    text += !drop_phase() ? "; in the move phase, when every " + other +
                                " piece is aligned, no capture is possible"
            : hand_[opponent] > 0 ? "; every " + other +
                                        " piece on the board is aligned, so the capture "
                                        "takes one of " +
                                        other + "'s pieces not yet dropped"
                                  : "";
  }
  return {"S3", drop_phase() ? kQuoteDropCapture : kQuoteCapture, text};
}

RuleBreach JesonJamState::diagnose_zones(const Occupancy& after) const {
  const Occupancy before = occupancy();
  for (const Move& move : legal_moves(Chance::none())) {
    const Occupancy expected = child(Chance::none(), move)->occupancy();
    const auto differing = differing_cells(expected, after);
    bool board_matches = true;
    for (const auto& cell : differing) board_matches &= cell_index(cell) < 0;
    if (!board_matches) continue;
    std::string details;
    for (const auto& zone : differing) {
      const auto want = expected.find(zone);
      const auto got = after.find(zone);
      details += (details.empty() ? "" : ", ") + zone + " should hold " +
                 (want == expected.end() ? "0" : want->second) + " pieces, it holds " +
                 (got == after.end() ? "0" : got->second);
    }
    return {"unexplained", "",
            "the board shows the legal move '" + move.text +
                "', but the pieces beside the board do not match: " + details};
  }
  std::string changes;
  for (const auto& cell : differing_cells(before, after)) {
    const auto was = before.find(cell);
    const auto now = after.find(cell);
    changes += (changes.empty() ? "" : ", ") + cell + " (" +
               (was == before.end() ? "empty" : was->second) + " -> " +
               (now == after.end() ? "empty" : now->second) + ")";
  }
  return {"unexplained", "",
          "no rule explains this change" + (changes.empty() ? "" : ": " + changes)};
}

}  // namespace arbitre::engine::jeson_jam
