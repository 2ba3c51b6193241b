#include "arbitre/engine/chance.h"

#include "arbitre/engine/diagnosis.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <optional>
#include <string>

namespace arbitre::engine {
namespace {

std::string upper_trimmed(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c))) {
      out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
  }
  return out;
}

std::optional<int> parse_small_int(std::string_view text) {
  if (text.empty() || text.size() > 2) return std::nullopt;
  int value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value;
}

constexpr const char* kSuitLetters = "SHDC";

}  // namespace

std::string_view to_string(ChanceKind kind) {
  switch (kind) {
    case ChanceKind::kNone:
      return ARBITRE_TRANSLATE_NOOP("RuleTerm", "none");
    case ChanceKind::kDicePair:
      return ARBITRE_TRANSLATE_NOOP("RuleTerm", "dice pair");
    case ChanceKind::kStickThrow:
      return ARBITRE_TRANSLATE_NOOP("RuleTerm", "stick throw");
    case ChanceKind::kCardPlayed:
      return ARBITRE_TRANSLATE_NOOP("RuleTerm", "card played");
  }
  return "unknown";
}

std::string Card::to_string() const {
  if (rank == kJoker) return "JOKER";
  static constexpr const char* kRanks[] = {"",  "A", "2", "3",  "4", "5", "6",
                                           "7", "8", "9", "10", "J", "Q", "K"};
  std::string out = (rank >= 1 && rank <= 13) ? kRanks[rank] : "?";
  const int suit_index = static_cast<int>(suit);
  out += (suit_index >= 0 && suit_index < 4) ? kSuitLetters[suit_index] : '?';
  return out;
}

Chance Chance::dice(int a, int b) {
  return Chance{ChanceKind::kDicePair, {std::max(a, b), std::min(a, b)}};
}

Chance Chance::sticks(int coloured) {
  return Chance{ChanceKind::kStickThrow, {coloured}};
}

Chance Chance::card(Card card) {
  return Chance{ChanceKind::kCardPlayed, {card.rank, static_cast<int>(card.suit)}};
}

std::string Chance::to_string() const {
  switch (kind) {
    case ChanceKind::kNone:
      return "";
    case ChanceKind::kDicePair:
      return std::to_string(values[0]) + "-" + std::to_string(values[1]);
    case ChanceKind::kStickThrow:
      return std::to_string(values[0]);
    case ChanceKind::kCardPlayed:
      return as_card().to_string();
  }
  return "";
}

Result<Card> parse_card(std::string_view raw) {
  const std::string text = upper_trimmed(raw);
  if (text == "JOKER" || text == "JK") return Card{kJoker, Suit::kNone};
  if (text.size() < 2) {
    return make_error("chance", "'" + std::string(raw) +
                                    "' is not a card: expected rank then suit, as QH, 10S, "
                                    "AD or JOKER");
  }
  const char suit_letter = text.back();
  const char* suit_pos = std::strchr(kSuitLetters, suit_letter);
  if (suit_pos == nullptr || suit_letter == '\0') {
    return make_error("chance", "'" + std::string(raw) + "': unknown suit '" +
                                    std::string(1, suit_letter) + "' (expected S, H, D or C)");
  }
  const std::string rank_text = text.substr(0, text.size() - 1);
  int rank = 0;
  if (rank_text == "A")
    rank = kAce;
  else if (rank_text == "J")
    rank = kJack;
  else if (rank_text == "Q")
    rank = kQueen;
  else if (rank_text == "K")
    rank = kKing;
  else if (rank_text == "T")
    rank = 10;
  else if (auto number = parse_small_int(rank_text); number && *number >= 2 && *number <= 10)
    rank = *number;
  if (rank == 0) {
    return make_error("chance", "'" + std::string(raw) + "': unknown rank '" + rank_text +
                                    "' (expected A, 2-10, J, Q or K)");
  }
  return Card{rank, static_cast<Suit>(suit_pos - kSuitLetters)};
}

Result<Chance> parse_chance(ChanceKind kind, std::string_view raw) {
  const std::string text = upper_trimmed(raw);
  switch (kind) {
    case ChanceKind::kNone:
      if (!text.empty()) {
        return make_error("chance",
                          "this game has no chance event; got '" + std::string(raw) + "'");
      }
      return Chance::none();
    case ChanceKind::kDicePair: {
      const auto dash = text.find('-');
      const auto a =
          dash == std::string::npos ? std::nullopt : parse_small_int(text.substr(0, dash));
      const auto b =
          dash == std::string::npos ? std::nullopt : parse_small_int(text.substr(dash + 1));
      if (!a || !b || *a < 1 || *a > 6 || *b < 1 || *b > 6) {
        return make_error("chance", "'" + std::string(raw) +
                                        "' is not a roll of two dice: expected two values 1-6 "
                                        "joined by '-', as 6-5");
      }
      return Chance::dice(*a, *b);
    }
    case ChanceKind::kStickThrow: {
      const auto n = parse_small_int(text);
      if (!n || *n > 4) {
        return make_error("chance", "'" + std::string(raw) +
                                        "' is not a stick throw: expected the number of coloured "
                                        "faces, 0 to 4");
      }
      return Chance::sticks(*n);
    }
    case ChanceKind::kCardPlayed: {
      auto card = parse_card(text);
      if (!card) return card.error();
      return Chance::card(*card);
    }
  }
  return make_error("chance", "unknown chance kind");
}

std::vector<ChanceOutcome> dice_pair_outcomes() {
  std::vector<ChanceOutcome> outcomes;
  for (int high = 1; high <= 6; ++high) {
    for (int low = 1; low <= high; ++low) {
      outcomes.push_back({Chance::dice(high, low), (high == low ? 1.0 : 2.0) / 36.0});
    }
  }
  return outcomes;
}

std::vector<ChanceOutcome> stick_throw_outcomes(double p) {
  static constexpr int kBinomial[] = {1, 4, 6, 4, 1};
  std::vector<ChanceOutcome> outcomes;
  for (int k = 0; k <= 4; ++k) {
    outcomes.push_back({Chance::sticks(k), kBinomial[k] * std::pow(p, k) * std::pow(1 - p, 4 - k)});
  }
  return outcomes;
}

}  // namespace arbitre::engine
