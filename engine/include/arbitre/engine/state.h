// State: one position of a game in progress, with everything the rules need.
//
// The model follows OpenSpiel: a Game made from options makes States; a state says whose
// turn it is and which chance event it awaits, lists the legal moves for a chance outcome
// (sorted, one per distinct resulting position), and applies one. Unlike OpenSpiel, nothing
// here aborts: apply_checked() and the referee return errors and rule breaches as values.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "arbitre/engine/chance.h"
#include "arbitre/engine/diagnosis.h"
#include "arbitre/engine/move.h"
#include "arbitre/engine/occupancy.h"
#include "arbitre/engine/result.h"
#include "arbitre/engine/score.h"

namespace arbitre::engine {

constexpr int kNoPlayer = -1;  // current_player() of a finished game

class State {
 public:
  virtual ~State() = default;

  virtual std::unique_ptr<State> clone() const = 0;
  virtual std::string game_name() const = 0;

  // Seats at the table, in turn order; names as players see them ("White", "Red").
  virtual int num_seats() const = 0;
  virtual std::string seat_name(int seat) const = 0;
  // The seat to move next, or kNoPlayer when the game (match) is over.
  virtual int current_player() const = 0;

  // The chance event awaited before the next move, and its outcomes with probabilities
  // (summing to 1). kNone games return a single outcome Chance::none().
  virtual ChanceKind chance_kind() const = 0;
  virtual std::vector<ChanceOutcome> chance_outcomes() const = 0;
  // Whether `chance` can show on the table now, whoever threw or laid it: false only where the
  // state knows it cannot (a card that no hand holds and the pile lacks, hands being dealt), so
  // that the referee takes such a reading for a misreading. Dice and sticks always can.
  virtual bool chance_in_play(const Chance& /*chance*/) const { return true; }

  // Legal moves after the given chance outcome: sorted by code, one per distinct resulting
  // position, never empty while the game goes on (a forced pass is a move). Empty when the
  // game is over or the chance is not of the awaited kind.
  virtual std::vector<Move> legal_moves(const Chance& chance) const = 0;

  // Applies a move taken from legal_moves(chance). Callers holding unchecked input use
  // apply_checked().
  virtual void apply(const Chance& chance, const Move& move) = 0;

  virtual bool is_terminal() const = 0;
  virtual Score score() const = 0;

  // The position drawn as ASCII art, for tests and the terminal.
  virtual std::string to_string() const = 0;
  // The complete state; Game::state_from_json() reads it back exactly. The object holds
  // "game" (the game's name) and "options" (the game's effective options).
  virtual nlohmann::json to_json() const = 0;

  // What stands where, as a camera would see it (see occupancy.h).
  virtual Occupancy occupancy() const = 0;

  // Explains why no legal move for `chance` turns this position into `after`: the rule
  // broken and how. Called by the referee only when no legal move matches.
  virtual RuleBreach diagnose(const Chance& chance, const Occupancy& after) const = 0;

  // Game-specific invariants (pieces conserved, scores consistent); an empty result when
  // all hold, else what is broken. Used by the conformance tests after every move.
  virtual std::optional<std::string> check_invariants() const = 0;

  // --- Provided for every game ---

  // Applies `move` if it is legal for `chance`, else says why not.
  Status apply_checked(const Chance& chance, const Move& move);
  // Finds the legal move whose text is `text` (exactly, or ignoring case and spaces).
  Result<Move> parse_move(const Chance& chance, std::string_view text) const;
  // Parses a chance outcome of the kind this state awaits.
  Result<Chance> parse_chance(std::string_view text) const;
  // The state after `move`, leaving this one untouched.
  std::unique_ptr<State> child(const Chance& chance, const Move& move) const;
};

}  // namespace arbitre::engine
