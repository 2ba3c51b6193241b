// Jeu de Toc cards: one-byte codes and their canonical texts.
#include <array>
#include <string_view>

#include "toc_state.h"

namespace arbitre::engine::toc {

std::array<int, 2> card_counts(int rank) {
  switch (rank) {
    case kAce:
      return {1, 11};
    case kQueen:
      return {12, 0};
    case kKing:
      return {13, 0};
    case kJoker:
      return {18, 0};
    case kJack:
      return {0, 0};
    default:
      return {rank, 0};
  }
}

int card_code(Card card) {
  if (card.rank == kJoker) return kJokerCode;
  return card.rank - 1 + 13 * static_cast<int>(card.suit);
}

Card card_from_code(int code) {
  if (code == kJokerCode) return Card{kJoker, Suit::kNone};
  return Card{code % 13 + 1, static_cast<Suit>(code / 13)};
}

namespace {

// The 53 card names by code, so texts and JSON need no formatting.
const std::array<std::string, kCardKinds>& card_names() {
  static const std::array<std::string, kCardKinds> kNames = [] {
    std::array<std::string, kCardKinds> names;
    for (int code = 0; code < kCardKinds; ++code) names[code] = card_from_code(code).to_string();
    return names;
  }();
  return kNames;
}

}  // namespace

const std::string& card_text(int code) {
  return card_names()[code];
}

int card_from_text(std::string_view text) {
  if (text == "JOKER") return kJokerCode;
  if (text.size() < 2 || text.size() > 3) return -1;
  int suit = 0;
  while (suit < 4 && "SHDC"[suit] != text.back()) ++suit;
  const std::string_view rank = text.substr(0, text.size() - 1);
  int value = 0;
  if (rank == "A")
    value = kAce;
  else if (rank == "J")
    value = kJack;
  else if (rank == "Q")
    value = kQueen;
  else if (rank == "K")
    value = kKing;
  else if (rank == "10")
    value = 10;
  else if (rank.size() == 1 && rank[0] >= '2' && rank[0] <= '9')
    value = rank[0] - '0';
  if (suit == 4 || value == 0) return -1;
  return suit * 13 + value - 1;
}

}  // namespace arbitre::engine::toc
