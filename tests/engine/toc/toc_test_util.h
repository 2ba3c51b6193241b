// Helpers for the Toc tests: positions built from JSON (the documented way to set up a state).
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "arbitre/engine/games.h"
#include "arbitre/engine/toc/toc_board.h"

namespace arbitre::engine::toc_test {

inline std::unique_ptr<Game> make_game(int players,
                                       nlohmann::json options = nlohmann::json::object()) {
  auto game = make_toc_game(players, options);
  EXPECT_TRUE(game.ok()) << game.error().to_string();
  return std::move(game.value());
}

// A hidden-hands position: `pawns` maps a seat letter to its cells ("s1.18 home.R.1"); seats
// not named have all pawns waiting.
inline nlohmann::json hidden_json(int players, const std::map<std::string, std::string>& pawns,
                                  const std::string& turn = "R", nlohmann::json options = {}) {
  if (options.is_null()) options = nlohmann::json::object();
  options["hands"] = "hidden";
  auto game = make_game(players, options);
  nlohmann::json all = nlohmann::json::array();
  for (int seat = 0; seat < game->num_seats(); ++seat) {
    const std::string key(1, toc::seat_letter(seat));
    all.push_back(pawns.count(key) ? pawns.at(key) : "");
  }
  return {{"game", game->name()},
          {"options", game->options()},
          {"turn", turn},
          {"cards_played", 0},
          {"pawns", all}};
}

inline std::unique_ptr<State> load(int players, const nlohmann::json& json) {
  nlohmann::json options = json.contains("options") ? json["options"] : nlohmann::json::object();
  auto game = make_game(players, options);
  auto state = game->state_from_json(json);
  EXPECT_TRUE(state.ok()) << state.error().to_string() << "\n" << json.dump();
  return std::move(state.value());
}

inline std::unique_ptr<State> hidden(int players, const std::map<std::string, std::string>& pawns,
                                     const std::string& turn = "R", nlohmann::json options = {}) {
  return load(players, hidden_json(players, pawns, turn, options));
}

inline Chance card(const std::string& text) {
  auto parsed = parse_chance(ChanceKind::kCardPlayed, text);
  EXPECT_TRUE(parsed.ok());
  return parsed.value();
}

inline std::vector<std::string> moves(const State& state, const std::string& card_text) {
  std::vector<std::string> texts;
  for (const auto& move : state.legal_moves(card(card_text))) texts.push_back(move.text);
  return texts;
}

// The state after the legal move whose text is `text`.
inline std::unique_ptr<State> after(const State& state, const std::string& card_text,
                                    const std::string& text) {
  auto move = state.parse_move(card(card_text), text);
  EXPECT_TRUE(move.ok()) << move.error().to_string();
  return state.child(card(card_text), move.value());
}

using Strings = std::vector<std::string>;

}  // namespace arbitre::engine::toc_test

namespace arbitre::engine::toc_test {

// Every card of the deck(s), in a fixed order: suits S H D C, ranks A..K, then the jokers.
inline std::vector<std::string> full_deck(int decks) {
  std::vector<std::string> cards;
  for (int d = 0; d < decks; ++d) {
    for (std::string suit : {"S", "H", "D", "C"}) {
      for (std::string rank : {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}) {
        cards.push_back(rank + suit);
      }
    }
    cards.push_back("JOKER");
    cards.push_back("JOKER");
  }
  return cards;
}

inline std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < text.size()) {
    auto end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// A dealt-hands position: the cards not in `hands` or `discards` form the stock, in deck order.
inline nlohmann::json dealt_json(int players, const std::map<std::string, std::string>& pawns,
                                 const std::map<std::string, std::string>& hands,
                                 const std::string& turn = "R", int deal = 1,
                                 nlohmann::json options = nlohmann::json::object(),
                                 const std::string& discards = "") {
  auto game = make_game(players, options);
  auto json = hidden_json(players, pawns, turn, options);
  json["options"] = game->options();
  json["phase"] = "play";
  json["deal"] = deal;
  auto stock = full_deck(players == 6 ? 2 : 1);
  nlohmann::json hand_json = nlohmann::json::array();
  auto take = [&](const std::string& text) {
    for (const auto& card : words(text)) {
      auto it = std::find(stock.begin(), stock.end(), card);
      EXPECT_NE(it, stock.end()) << card;
      if (it != stock.end()) stock.erase(it);
    }
  };
  for (int seat = 0; seat < game->num_seats(); ++seat) {
    const std::string key(1, toc::seat_letter(seat));
    hand_json.push_back(hands.count(key) ? hands.at(key) : "");
    take(hand_json.back());
  }
  take(discards);
  json["hands"] = hand_json;
  if (game->options()["teams"] == true && players != 2) {
    json["gifts"] = nlohmann::json::array();
    for (int seat = 0; seat < game->num_seats(); ++seat) json["gifts"].push_back("");
  }
  std::string stock_text;
  for (const auto& card : stock) stock_text += (stock_text.empty() ? "" : " ") + card;
  json["stock"] = stock_text;
  json["discards"] = discards;
  json["rng"] = "0123456789abcdef";
  return json;
}

inline std::vector<std::string> outcome_texts(const State& state) {
  std::vector<std::string> out;
  for (const auto& outcome : state.chance_outcomes()) out.push_back(outcome.chance.to_string());
  return out;
}

// Red: s1.14, s2.01, s2.11; Green: s2.04 and s2.18 (protected on its entry); Blue: s2.07.
inline std::unique_ptr<State> crowded() {
  return hidden(4, {{"R", "s1.14 s2.01 s2.11"}, {"G", "s2.04 s2.18"}, {"B", "s2.07"}});
}

}  // namespace arbitre::engine::toc_test
