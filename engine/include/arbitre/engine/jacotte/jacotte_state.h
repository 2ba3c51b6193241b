// La Jacotte: one match (several rounds) of the stick-dice capture game, for 2, 3 or 4
// players. Rules: /work/shared/rules/jacotte.txt and RULINGS.md C1..C15; the board, the JSON
// schema, move texts and occupancy ids are documented in docs/games/jacotte.md.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arbitre/engine/occupancy.h"
#include "arbitre/engine/state.h"

namespace arbitre::engine::jacotte {

// Colours in seat order around the table; a piece is a colour or a neutral.
constexpr int kRed = 0;
constexpr int kYellow = 1;
constexpr int kGreen = 2;
constexpr int kBlue = 3;
constexpr int kNeutral = 4;
constexpr int kMaxColours = 4;
constexpr int kPawnsPerColour = 5;

// Cells: lane q (q = colour index) latitude l (1..4) is cell q*4 + l-1; centre cell q is
// kCentreBase + q. kCamp stands for "the mover's camp" in move codes.
constexpr int kLatitudes = 4;
constexpr int kCentreBase = 16;
constexpr int kCells = 20;
constexpr int kCamp = 20;
constexpr int kPassCode = -1;
// The one move of the "round over" phase: the board set up for the next round.
constexpr int kNextRoundCode = -2;
constexpr const char* kNextRoundText = "next round";
// 20 coloured pawns and 12 neutrals at most in one stack.
constexpr int kMaxStack = 32;
constexpr int kMaxPasses = 3;  // C2, C15

constexpr int lane_cell(int lane, int latitude) {
  return lane * kLatitudes + latitude - 1;
}
constexpr bool is_centre(int cell) {
  return cell >= kCentreBase && cell < kCells;
}
constexpr int lane_of(int cell) {
  return is_centre(cell) ? cell - kCentreBase : cell / kLatitudes;
}
// 1..4 on a lane, 5 on the central round (C1).
constexpr int latitude_of(int cell) {
  return is_centre(cell) ? 5 : cell % kLatitudes + 1;
}

// 'R', 'Y', 'G', 'B', 'N'.
constexpr char piece_letter(int piece) {
  return "RYGBN"[piece];
}
// -1 when not a piece letter.
constexpr int piece_of_letter(char letter) {
  switch (letter) {
    case 'R':
      return kRed;
    case 'Y':
      return kYellow;
    case 'G':
      return kGreen;
    case 'B':
      return kBlue;
    case 'N':
      return kNeutral;
    default:
      return -1;
  }
}
std::string colour_name(int colour);  // "Red", ...
std::string cell_id(int cell);        // "L1.3", "C2"; kCamp gives "camp"
void append_cell_id(std::string& out, int cell);

// A stack of pieces, bottom first; the top piece controls it (C5).
struct Stack {
  uint8_t size = 0;
  std::array<uint8_t, kMaxStack> pieces{};

  bool empty() const { return size == 0; }
  int top() const { return pieces[size - 1]; }
  int bottom() const { return pieces[0]; }
  std::string letters() const;
  bool operator==(const Stack& other) const;
};

// The effective options and what follows from the number of players.
struct JacotteConfig {
  std::string name;  // "jacotte-2" .. "jacotte-4"
  int players = 4;
  int colours = 4;  // 4 at 2 and 4 players, 3 at 3 players (Blue's seat empty)
  int target = 150;
  int rounds = 0;
  double coloured_probability = 0.55;
  int round_move_limit = 0;
  int neutrals = 12;   // C6: 11 at 3 players
  int pawn_value = 2;  // C9: 3 at 3 players

  // Kept, not recomputed: the state's JSON and chance outcomes are asked for after every move.
  nlohmann::json effective_options;           // as JSON (Game::options())
  std::vector<ChanceOutcome> throw_outcomes;  // the stick throw 0..4 with its probabilities

  int player_of(int colour) const { return players == 2 ? colour / 2 : colour; }
  bool same_side(int a, int b) const { return player_of(a) == player_of(b); }
  int initial_neutrals(int centre) const { return colours == 3 && centre == kBlue ? 2 : 3; }
  int sides() const { return players; }
  std::string side_name(int side) const;
  // The seat that opens the round after one opened by `starter` (at 2 players, the other
  // player's first colour).
  int next_starter(int starter) const { return (starter + (players == 2 ? 2 : 1)) % colours; }
};

// A prisoner exchange (C9): colour a gives back a_returns of b's pawns from its loot, colour
// b gives back b_returns of a's pawns; returned pawns go back to their owner's camp.
struct Exchange {
  int round = 1;
  int colour_a = 0;
  int colour_b = 1;
  int a_returns = 1;
  int b_returns = 1;
  bool operator==(const Exchange&) const = default;
};

// What the table shows: the part of the state a camera sees (occupancy in structured form).
struct Table {
  std::array<Stack, kCells> cells{};        // lane stacks and the stacks on the central round
  std::array<int8_t, kMaxColours> loose{};  // loose neutrals on each centre cell
  std::array<int8_t, kMaxColours> camp{};   // own pawns waiting in each camp
  std::array<std::array<int8_t, 5>, kMaxColours> loot{};  // [holder][piece]: banked captures
  bool operator==(const Table&) const = default;
};

// Where a round stands: in play, or over with its final position still on the table (the
// one legal move then sets up the next round). A finished match has no phase: it is terminal.
enum class Phase { kPlay, kRoundOver };

// Why a round ended (C8, and the move limit of docs/games/jacotte.md).
enum class RoundEnd { kNeutralsBanked, kOnePlayerLeft, kMoveLimit };

// One decoded move: from a cell or kCamp to a cell or kCamp, taking a neutral or not.
struct Step {
  int from = kPassCode;
  int to = kPassCode;
  bool take = false;
  bool is_pass() const { return from == kPassCode; }
  auto operator<=>(const Step&) const = default;
};

class JacotteState : public State {
 public:
  // The start of round 1, `starter` moving first.
  JacotteState(std::shared_ptr<const JacotteConfig> config, int starter);

  // Builds a position for tests and setups from what the table shows (occupancy ids and
  // contents as occupancy() writes them; absent ids are empty). Round 1, no history.
  static Result<std::unique_ptr<JacotteState>> from_table(
      std::shared_ptr<const JacotteConfig> config, const Occupancy& table, int to_move,
      std::array<int, kMaxColours> passes = {});
  static Result<std::unique_ptr<JacotteState>> from_json(
      std::shared_ptr<const JacotteConfig> config, const nlohmann::json& json);

  std::unique_ptr<State> clone() const override;
  std::string game_name() const override { return config_->name; }
  int num_seats() const override { return config_->colours; }
  std::string seat_name(int seat) const override { return colour_name(seat); }
  int current_player() const override { return to_move_; }
  ChanceKind chance_kind() const override {
    return phase_ == Phase::kRoundOver ? ChanceKind::kNone : ChanceKind::kStickThrow;
  }
  std::vector<ChanceOutcome> chance_outcomes() const override;
  std::vector<Move> legal_moves(const Chance& chance) const override;
  void apply(const Chance& chance, const Move& move) override;
  bool is_terminal() const override { return to_move_ == kNoPlayer; }
  Score score() const override;
  std::string to_string() const override;
  nlohmann::json to_json() const override;
  Occupancy occupancy() const override;
  RuleBreach diagnose(const Chance& chance, const Occupancy& after) const override;
  std::optional<std::string> check_invariants() const override;

  // Records a prisoner exchange (C9) in the round in play; refuses one the loots cannot pay.
  Status record_exchange(const Exchange& exchange);

  // --- Read access for tests and tools ---
  const JacotteConfig& config() const { return *config_; }
  const Table& table() const { return table_; }
  int round() const { return round_; }
  int moves_in_round() const { return moves_in_round_; }
  Phase phase() const { return phase_; }
  bool round_over() const { return phase_ == Phase::kRoundOver; }
  int passes(int colour) const { return passes_[colour]; }
  const std::vector<std::array<int, kMaxColours>>& history() const { return history_; }
  const std::vector<Exchange>& exchanges() const { return exchanges_; }
  bool eliminated(int colour) const;
  // Match points per colour: finished rounds only.
  std::array<int, kMaxColours> match_points() const;
  // What each colour would score if the round in play ended now (unbanked neutrals aside).
  std::array<int, kMaxColours> round_points() const { return points_of(table_); }
  std::array<int, kMaxColours> points_of(const Table& table) const;
  // The table of a new round: five pawns in each camp, the neutrals on the centre (C6).
  Table set_up_table() const;
  // The round's end as the rules settle it: every stack banked or sent home, the loose
  // neutrals taken (C8); `taker` takes them when one player is left.
  Table settled_table(RoundEnd why, int taker) const;
  // Why the round on the table is over, if it is (the checks of finish_turn(), in order).
  std::optional<RoundEnd> round_end() const;

  // The legal steps for the mover and a throw, sorted (pass first when allowed); none in the
  // "round over" phase or when the match is over.
  std::vector<Step> legal_steps(int thrown) const;
  static Step step_of(const Move& move);
  std::string step_text(const Step& step) const;

 private:
  JacotteState() = default;
  friend class StateReader;

  struct StepList;
  void fill_steps(int thrown, StepList& out) const;
  void add_lane_landing(int from, int to, StepList& out) const;
  void add_centre_landing(int from, int centre, StepList& out) const;
  bool controls_round_stack(int colour, int except_cell) const;
  // Moves the pieces of one step; returns true when it banked a stack.
  bool play_step(const Step& step);
  void finish_turn(bool banked);
  void bank(int colour, const Stack& stack);
  void end_round(RoundEnd why, int last_mover);
  void start_round(int starter);
  bool match_decided() const;
  int next_colour(int colour) const;
  int active_players() const;
  std::optional<RuleBreach> why_step_illegal(int thrown, const Step& step,
                                             const Stack& moving) const;
  std::optional<RuleBreach> round_end_breach(const Chance& chance, const Occupancy& after) const;
  RuleBreach set_up_breach(const Chance& chance, const Occupancy& after) const;
  std::optional<Error> check_consistency() const;
  std::string position_text() const;  // the JSON's "position"

  std::shared_ptr<const JacotteConfig> config_;
  Table table_;
  std::array<int8_t, kMaxColours> passes_{};
  int to_move_ = 0;
  Phase phase_ = Phase::kPlay;
  int round_ = 1;
  int round_starter_ = 0;
  int moves_in_round_ = 0;
  std::vector<std::array<int, kMaxColours>> history_;
  std::vector<Exchange> exchanges_;
};

// The effective options as a JSON object (Game::options() and the state's "options").
nlohmann::json options_json(const JacotteConfig& config);

// Reads a table (occupancy) into structured form; errors name the cell id.
Result<Table> read_table(const JacotteConfig& config, const Occupancy& occupancy);
Occupancy write_table(const JacotteConfig& config, const Table& table);
// The table in the state's JSON "position": the occupancy's places as " id=content" (each
// after a space), in id order (" C1=+NNN L1.2=R camp1=RRRR"). put_table_text() writes at most
// kTableTextMax characters at `at` and returns the end; errors of read_table_text() name
// `field`.id.
constexpr int kTableTextMax = 320;
char* put_table_text(char* at, const JacotteConfig& config, const Table& table);
Result<Table> read_table_text(const JacotteConfig& config, std::string_view text,
                              std::string_view field);

}  // namespace arbitre::engine::jacotte
