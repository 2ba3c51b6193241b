// Jeson Jam, the Mongolian game of the nine roads (jeson-jam.txt, RULINGS.md S1..S5).
//
// Two players, Light and Dark, first drop their pieces on the star (never on the centre),
// then step them along the roads. Filling a road of five with one's own pieces takes one
// opposing piece; the fifth capture wins. docs/games/jeson_jam.md documents the cells, the
// moves, the state JSON and the occupancy.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "arbitre/engine/jeson_jam/board.h"
#include "arbitre/engine/result.h"
#include "arbitre/engine/state.h"

namespace arbitre::engine::jeson_jam {

constexpr int kLight = 0;
constexpr int kDark = 1;
constexpr int kDrawn = 2;  // winner() of a drawn game

// Move codes are {from, to, capture}: from is kDrop for a drop, capture is kNoCapture, a cell
// index, or kFromHand for a piece taken from the opponent's unplaced pieces (S3).
constexpr int kDrop = -1;
constexpr int kNoCapture = -1;
constexpr int kFromHand = kCells;

// The rules allow endless play in the move phase; this ends it (see the docs).
constexpr int kDefaultMovesWithoutCapture = 200;

struct Options {
  int pieces = 9;           // per player, 5..9
  int captures_to_win = 5;  // 1..pieces
  // A draw after this many steps in a row without a capture; 0 never draws.
  int max_moves_without_capture = kDefaultMovesWithoutCapture;

  bool operator==(const Options&) const = default;
  nlohmann::json to_json() const;
};

// Reads options; errors name "options.KEY".
Result<Options> read_options(const nlohmann::json& options);

class JesonJamState final : public State {
 public:
  JesonJamState(const Options& options, int first_player);

  // Reads a state written by to_json(); `options` are the game's, which the state's own
  // "options" field must repeat. Errors name the field at fault.
  static Result<std::unique_ptr<JesonJamState>> from_json(const nlohmann::json& json,
                                                          const Options& options);

  std::unique_ptr<State> clone() const override;
  std::string game_name() const override { return "jeson-jam"; }
  int num_seats() const override { return 2; }
  std::string seat_name(int seat) const override;
  int current_player() const override { return to_move_; }
  ChanceKind chance_kind() const override { return ChanceKind::kNone; }
  std::vector<ChanceOutcome> chance_outcomes() const override;
  std::vector<Move> legal_moves(const Chance& chance) const override;
  void apply(const Chance& chance, const Move& move) override;
  bool is_terminal() const override { return winner_ != kNoPlayer; }
  Score score() const override;
  std::string to_string() const override;
  nlohmann::json to_json() const override;
  Occupancy occupancy() const override;
  RuleBreach diagnose(const Chance& chance, const Occupancy& after) const override;
  std::optional<std::string> check_invariants() const override;

  const Options& options() const { return options_; }
  CellMask pieces(int seat) const { return pieces_[seat]; }
  int hand(int seat) const { return hand_[seat]; }
  int captures(int seat) const { return captures_[seat]; }
  // The roads filled by one player, as bits; the S2 memory of what already captured.
  uint16_t aligned_roads() const { return aligned_; }
  int moves_without_capture() const { return quiet_moves_; }
  // kLight, kDark, kDrawn, or kNoPlayer while the game goes on.
  int winner() const { return winner_; }
  // Pieces are dropped while either player still holds some (S4).
  bool drop_phase() const { return hand_[0] + hand_[1] > 0; }
  // The opponent's pieces a capture by `player` may take now: not in an opposing alignment.
  CellMask capturable(int player) const;
  // Whether a capture by `player` would take from the opponent's hand (S3, drop phase).
  bool capture_from_hand(int player) const;
  // Whether `player` has a step in the move phase (S4: a player who cannot move loses).
  bool can_step(int player) const;

  bool operator==(const JesonJamState& other) const {
    return options_ == other.options_ && pieces_ == other.pieces_ && hand_ == other.hand_ &&
           captures_ == other.captures_ && aligned_ == other.aligned_ &&
           quiet_moves_ == other.quiet_moves_ && to_move_ == other.to_move_ &&
           winner_ == other.winner_;
  }

 private:
  // Appends the moves of the player to move that put a piece on `to` (from kDrop, or a step
  // from `from`): one without capture, or one per possible capture when it fills a new road.
  void add_moves(int from, int to, std::vector<Move>& moves) const;
  void finish_turn(int mover, bool captured);
  // diagnose() in parts: the drop or step itself, its capture, the pieces beside the board.
  // Each returns an empty rule when it finds nothing wrong.
  RuleBreach diagnose_drop(CellMask appeared, CellMask vanished) const;
  RuleBreach diagnose_step(CellMask appeared, CellMask vanished) const;
  RuleBreach diagnose_capture(int from, int to, CellMask opponent_seen, int taken_from_hand) const;
  RuleBreach diagnose_protected(int target) const;
  RuleBreach diagnose_zones(const Occupancy& after) const;
  std::string outcome_text() const;
  // The first inconsistency of the state, with the JSON field it concerns.
  std::optional<Error> inconsistency() const;
  std::optional<Error> turn_inconsistency() const;

  Options options_;
  std::array<CellMask, 2> pieces_{};  // cells held by Light and Dark
  std::array<int, 2> hand_{};         // pieces not yet dropped
  std::array<int, 2> captures_{};     // opposing pieces each player has taken
  uint16_t aligned_ = 0;              // roads filled by one player (S2)
  int quiet_moves_ = 0;               // steps since the last capture
  int to_move_ = kLight;              // kNoPlayer when over
  int winner_ = kNoPlayer;
};

// Road bits of the roads entirely inside `cells`.
uint16_t complete_roads(CellMask cells);
// Cells of the given roads.
CellMask cells_of_roads(uint16_t roads);

}  // namespace arbitre::engine::jeson_jam
