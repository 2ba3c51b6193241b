// The Toc state as JSON: exact round trips, and malformed states refused with the field named.
#include "toc_test_util.h"

namespace arbitre::engine {
namespace {

using namespace toc_test;

std::string error_field(int players, const nlohmann::json& json) {
  auto game =
      make_game(players, json.contains("options") ? json["options"] : nlohmann::json::object());
  auto state = game->state_from_json(json);
  return state.ok() ? "(accepted)" : state.error().field;
}

TEST(TocJson, HiddenRoundTripIsExact) {
  const auto json = hidden_json(4, {{"R", "s1.14 home.R.2"}, {"G", "s2.18"}});
  EXPECT_EQ(load(4, json)->to_json(), json);
  EXPECT_EQ(
      json.dump(),
      R"({"cards_played":0,"game":"toc-4","options":{"card_limit":0,"hands":"hidden","teams":false},)"
      R"("pawns":["s1.14 home.R.2","s2.18","",""],"turn":"R"})");
}

TEST(TocJson, DealtRoundTripIsExact) {
  for (int players : {2, 4, 6}) {
    for (bool teams : {false, true}) {
      if (players == 2 && !teams) continue;
      auto game = make_game(players, {{"teams", teams}});
      const auto json = game->new_initial_state(11)->to_json();
      auto back = game->state_from_json(json);
      ASSERT_TRUE(back.ok()) << back.error().to_string();
      EXPECT_EQ((*back)->to_json(), json);
    }
  }
}

TEST(TocJson, MissingOrWrongTypedFields) {
  auto json = hidden_json(4, {});
  json.erase("turn");
  EXPECT_EQ(error_field(4, json), "turn");
  json = hidden_json(4, {});
  json["cards_played"] = "3";
  EXPECT_EQ(error_field(4, json), "cards_played");
  json = hidden_json(4, {});
  json["pawns"][1] = 5;
  EXPECT_EQ(error_field(4, json), "pawns[1]");
  json = hidden_json(4, {});
  json["game"] = "toc-6";
  EXPECT_EQ(error_field(4, json), "game");
  json = hidden_json(4, {});
  json["options"]["card_limit"] = 5;
  auto game = make_game(4, {{"hands", "hidden"}});
  EXPECT_EQ(game->state_from_json(json).error().field, "options");
  json = hidden_json(4, {});
  json["hands"] = nlohmann::json::object();
  EXPECT_EQ(error_field(4, json), "hands");  // no hands in hidden mode
}

TEST(TocJson, BadCellsAndCounts) {
  EXPECT_EQ(error_field(4, hidden_json(4, {{"R", "s1.01 s1.02 s1.03 s1.04 s1.05"}})), "pawns[0]");
  EXPECT_EQ(error_field(4, hidden_json(4, {{"R", "s5.01"}})), "pawns[0]");
  EXPECT_EQ(error_field(4, hidden_json(4, {{"R", "home.G.1"}})), "pawns[0]");  // T9
  EXPECT_EQ(error_field(4, hidden_json(4, {{"R", "s1.05"}, {"G", "s1.05"}})), "pawns[1]");
  EXPECT_EQ(error_field(4, hidden_json(4, {{"R", "s1.05 s1.02"}})), "pawns[0]");  // board order
  EXPECT_EQ(error_field(4, hidden_json(4, {{"R", "s1.02  s1.05"}})), "pawns[0]");
  EXPECT_EQ(error_field(4, hidden_json(4, {}, "K")), "turn");
  auto json = hidden_json(4, {});
  json["pawns"][4] = "";
  EXPECT_EQ(error_field(4, json), "pawns");  // 5 strings for 4 seats
  // Two sides cannot both have finished.
  EXPECT_EQ(error_field(4, hidden_json(4, {{"R", "home.R.1 home.R.2 home.R.3 home.R.4"},
                                           {"G", "home.G.1 home.G.2 home.G.3 home.G.4"}})),
            "pawns");
}

TEST(TocJson, BadCards) {
  const std::map<std::string, std::string> hands = {
      {"R", "9S 2S"}, {"G", "9H 2H"}, {"B", "9D 2D"}, {"Y", "9C 2C"}};
  auto json = dealt_json(4, {}, hands);
  EXPECT_EQ(error_field(4, json), "(accepted)");
  json["hands"][1] = "9H 1H";
  EXPECT_EQ(error_field(4, json), "hands[1]");
  json = dealt_json(4, {}, hands);
  json["hands"][1] = "9H 2H 9S";  // 9S twice in all, and a bigger hand than the seat to play
  EXPECT_EQ(error_field(4, json), "stock");
  json = dealt_json(4, {}, hands);
  json["hands"][2] = "9D";
  json["stock"] = json["stock"].get<std::string>() + " 2D";
  EXPECT_EQ(error_field(4, json), "hands[3]");  // Yellow holds more than Blue after it
  json = dealt_json(4, {}, hands);
  json["deal"] = 4;
  EXPECT_EQ(error_field(4, json), "deal");
  json = dealt_json(4, {}, hands);
  json["rng"] = "xyz";
  EXPECT_EQ(error_field(4, json), "rng");
  json = dealt_json(4, {}, hands);
  json["phase"] = "exchange";
  EXPECT_EQ(error_field(4, json), "phase");  // no exchange without teams
  json = dealt_json(4, {}, {{"R", "9S 2S 3S 4S 5S 6S"}});
  EXPECT_EQ(error_field(4, json), "hands[0]");
}

TEST(TocJson, ExchangePhaseConsistency) {
  auto game = make_game(4, {{"teams", true}});
  auto state = game->new_initial_state(1);
  state->apply(Chance::none(), state->legal_moves(Chance::none()).front());
  auto json = state->to_json();
  EXPECT_EQ(json["gifts"][1], "2S 7S");
  EXPECT_EQ(game->state_from_json(json).ok(), true);
  json["gifts"][3] = "5S 9C";  // Yellow gives before Blue, whose turn it is
  json["hands"][3] = "KC 5D 10H";
  EXPECT_EQ(game->state_from_json(json).error().field, "gifts[3]");
}

}  // namespace
}  // namespace arbitre::engine
