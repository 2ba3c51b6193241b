// Chance events: what the dice, the sticks or the cards decide before a move.
//
// As in OpenSpiel, every game says which kind of chance event it awaits and lists the
// outcomes with their probabilities; a move is then chosen among the legal moves for the
// outcome that happened. Outcomes have one text form shared by every game and the CLI.
#pragma once

#include <compare>
#include <string>
#include <string_view>
#include <vector>

#include "arbitre/engine/result.h"

namespace arbitre::engine {

enum class ChanceKind {
  kNone,        // no chance before the move (Jeson Jam)
  kDicePair,    // two six-sided dice: "6-5", "3-3"
  kStickThrow,  // four two-faced stick dice: how many show the coloured face, "0".."4"
  kCardPlayed,  // the card laid down: "QH", "10S", "AD", "JOKER"
};

std::string_view to_string(ChanceKind kind);

// Card ranks and suits, as the card readers and the Toc engine share them.
enum class Suit { kSpades = 0, kHearts = 1, kDiamonds = 2, kClubs = 3, kNone = 4 };
constexpr int kAce = 1;
constexpr int kJack = 11;
constexpr int kQueen = 12;
constexpr int kKing = 13;
constexpr int kJoker = 14;

struct Card {
  int rank = kAce;            // 1 (ace) .. 13 (king), or kJoker
  Suit suit = Suit::kSpades;  // kNone for a joker

  auto operator<=>(const Card&) const = default;
  std::string to_string() const;  // "QH", "10S", "JOKER"
};

struct Chance {
  ChanceKind kind = ChanceKind::kNone;
  // kDicePair: {higher die, lower die}; kStickThrow: {coloured faces};
  // kCardPlayed: {rank, suit}; kNone: empty.
  std::vector<int> values;

  auto operator<=>(const Chance&) const = default;

  static Chance none() { return {}; }
  static Chance dice(int a, int b);  // stored higher first
  static Chance sticks(int coloured);
  static Chance card(Card card);

  int die(int i) const { return values.at(i); }
  bool is_double() const { return kind == ChanceKind::kDicePair && values[0] == values[1]; }
  int coloured_faces() const { return values.at(0); }
  Card as_card() const { return Card{values.at(0), static_cast<Suit>(values.at(1))}; }

  std::string to_string() const;  // "6-5", "3", "QH", "" for none
};

struct ChanceOutcome {
  Chance chance;
  double probability = 0.0;
};

// Parses the text form of a chance outcome of the given kind. Accepts "5-6" for "6-5",
// lower-case cards and "10"/"T" for ten. The error names the field "chance".
Result<Chance> parse_chance(ChanceKind kind, std::string_view text);

// Parses a card such as "QH", "10S", "JOKER".
Result<Card> parse_card(std::string_view text);

// The 21 outcomes of two dice with their probabilities (doubles 1/36, others 2/36).
std::vector<ChanceOutcome> dice_pair_outcomes();

// Outcomes of four two-faced sticks, each showing the coloured face with probability p.
std::vector<ChanceOutcome> stick_throw_outcomes(double coloured_probability);

}  // namespace arbitre::engine
