// JSON: exact round trips, and malformed states refused with the faulty field named.
#include <gtest/gtest.h>

#include "jacotte_test_util.h"

namespace arbitre::engine::jacotte::testing {
namespace {

nlohmann::json mid_round_json(const JacotteGame& g) {
  auto state = position(g,
                        with_camps(g, {{"L1.2", "R"},
                                       {"L1.4", "YG"},
                                       {"L3.2", "NGY"},
                                       {"C1", "+NN"},
                                       {"C2", "NR+NN"},
                                       {"C3", "+NNN"},
                                       {"C4", "B+NN"},
                                       {"loot1", "Y"},
                                       {"loot4", "N"}}),
                        kGreen, {0, 2, 1, 0});
  return state->to_json();
}

std::string field_of(const JacotteGame& g, const nlohmann::json& json) {
  auto read = g.state_from_json(json);
  return read.ok() ? "(accepted)" : read.error().field;
}

// The position text with one token replaced (the token that starts with `key`=).
std::string with_token(const std::string& position, const std::string& key,
                       const std::string& token) {
  const auto start = position.find(key + "=");
  const auto end = position.find(' ', start);
  return position.substr(0, start) + token + (end == std::string::npos ? "" : position.substr(end));
}

// The documented schema (docs/games/jacotte.md), token by token.
TEST(JacotteJson, SchemaOfAMidRoundState) {
  auto g = game(4);
  const auto json = mid_round_json(*g);
  EXPECT_EQ(json.dump(),
            R"({"game":"jacotte-4","options":{"round_move_limit":400,"rounds":0,)"
            R"("stick_coloured_probability":0.55,"target":150},)"
            R"("position":"round=1 move=0 phase=play to_move=G opener=G passes=0210 history= )"
            R"(C1=+NN C2=NR+NN C3=+NNN C4=B+NN L1.2=R L1.4=YG L3.2=NGY camp1=RRR camp2=YY )"
            R"(camp3=GGG camp4=BBBB loot1=Y loot4=N"})");
  auto back = g->state_from_json(json);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ((*back)->to_json(), json);
  // The table part holds the occupancy's places and contents, in id order.
  std::string places;
  for (const auto& [id, content] : (*back)->occupancy()) places += " " + id + "=" + content;
  const std::string position = json["position"];
  EXPECT_EQ(position.substr(position.find(" C1=")), places);
}

TEST(JacotteJson, RoundTripAfterRoundsAndExchanges) {
  auto g = game(3, {{"target", 300}});
  auto state = position(
      *g,
      with_camps(*g, {{"L1.1", "NR"}, {"loot1", "NNNGG"}, {"loot2", "NNNR"}, {"loot3", "NNNNR"}}),
      kRed);
  // C9: Red gives a Green prisoner back for one of its own pawns.
  ASSERT_TRUE(state->record_exchange({1, kRed, kGreen, 1, 1}).ok());
  auto over = after(*state, 1, "R: L1.1 -> camp");
  auto next = over->child(Chance::none(), over->legal_moves(Chance::none()).at(0));
  const auto json = next->to_json();
  // Red 4 N + 5 pawns, Yellow 3 N + 6, Green 4 N + 4 (3 points a pawn at 3 players).
  EXPECT_EQ(json["position"],
            "round=2 move=0 phase=play to_move=Y opener=Y passes=000 history=35/33/32 C1=+NNN "
            "C2=+NNN C3=+NNN C4=+NN camp1=RRRRR camp2=YYYYY camp3=GGGGG");
  EXPECT_EQ(json["exchanges"].dump(),
            R"([{"a_returns":1,"b_returns":1,"colour_a":0,"colour_b":2,"round":1}])");
  auto back = g->state_from_json(json);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ((*back)->to_json(), json);
}

// The "round over" phase: the final position, the finished round in the history and the seat
// that opens the next round; read back exactly, and checked against the rules (C8, C9).
TEST(JacotteJson, C9_RoundOverPhaseRoundTrip) {
  auto g = game(4);
  auto state = last_neutral_position(*g);
  auto over = after(*state, 1, "R: L1.1 -> camp");
  const auto json = over->to_json();
  const std::string position = json["position"];
  EXPECT_EQ(position,
            "round=1 move=1 phase=round_over to_move=Y opener=R passes=0000 history=30/25/25/20 "
            "L2.3=GY camp1=RRRRR camp2=YYYY camp3=GGGG camp4=BBBBB loot1=NNNN loot2=NNN "
            "loot3=NNN loot4=NN");
  auto back = g->state_from_json(json);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ((*back)->to_json(), json);
  EXPECT_EQ((*back)->legal_moves(Chance::none()).at(0).text, "next round");
  auto field = [&](const std::string& key, const std::string& token) {
    auto changed = json;
    changed["position"] = with_token(position, key, token);
    return field_of(*g, changed);
  };
  EXPECT_EQ(field("phase", "phase=intermission"), "position.phase");
  EXPECT_EQ(field("phase", "phase=match_over"), "position.phase");  // with a seat to move
  EXPECT_EQ(field("to_move", "to_move=G"), "position.to_move");     // Yellow opens round 2
  EXPECT_EQ(field("history", "history=25/30/25/20"), "position.history");
  // A play state whose round is over, and a "round over" state whose round goes on.
  EXPECT_EQ(field("phase", "phase=play"), "position.phase");
  auto mid = mid_round_json(*g);
  mid["position"] = with_token(mid["position"], "phase", "phase=round_over");
  EXPECT_EQ(field_of(*g, mid), "position.phase");
}

// A finished match: terminal right after its last move, the final position on the table.
TEST(JacotteJson, C9_MatchOverRoundTrip) {
  auto g = game(4, {{"rounds", 1}});
  auto state = position(
      *g, with_camps(*g, {{"L1.1", "NR"}, {"loot2", "NNN"}, {"loot3", "NNNN"}, {"loot4", "NNNN"}}),
      kRed);
  auto over = after(*state, 1, "R: L1.1 -> camp");
  ASSERT_TRUE(over->is_terminal());
  const auto json = over->to_json();
  const std::string position = json["position"];
  EXPECT_EQ(position.substr(0, 62),
            "round=1 move=1 phase=match_over to_move=- opener=R passes=0000");
  auto back = g->state_from_json(json);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ((*back)->to_json(), json);
  auto changed = json;
  changed["position"] = with_token(position, "phase", "phase=round_over");
  EXPECT_EQ(field_of(*g, changed), "position.phase");
}

// Missing fields, wrong types, out-of-range values and inconsistent counts name the field.
TEST(JacotteJson, MalformedStatesNameTheField) {
  auto g = game(4);
  const auto good = mid_round_json(*g);
  const std::string position = good["position"];
  auto with = [&](const std::string& key, const nlohmann::json& value) {
    auto json = good;
    json[key] = value;
    return field_of(*g, json);
  };
  auto token = [&](const std::string& key, const std::string& replacement) {
    return with("position", with_token(position, key, replacement));
  };
  auto replaced = [&](const std::string& from, const std::string& to) {
    return with("position", std::string(position).replace(position.find(from), from.size(), to));
  };
  EXPECT_EQ(field_of(*g, good), "(accepted)");
  auto without = good;
  without.erase("position");
  EXPECT_EQ(field_of(*g, without), "position");
  EXPECT_EQ(with("game", "jacotte-3"), "game");
  EXPECT_EQ(with("options", nlohmann::json{{"target", 99}}), "options");
  EXPECT_EQ(with("position", 3), "position");
  EXPECT_EQ(token("round", "round=0"), "position.round");
  EXPECT_EQ(token("move", "move=x"), "position.move");
  EXPECT_EQ(token("to_move", "to_move=X"), "position.to_move");
  EXPECT_EQ(token("to_move", "to_move=-"), "position.phase");
  EXPECT_EQ(token("opener", "opener=B4"), "position.opener");
  EXPECT_EQ(token("passes", "passes=0410"), "position.passes");
  EXPECT_EQ(token("passes", "passes=021"), "position.passes");
  EXPECT_EQ(replaced("move=0 ", ""), "position");  // a token missing
  EXPECT_EQ(replaced(" C1=", " L3.3=NXY C1="), "position.L3.3");
  EXPECT_EQ(replaced(" C1=", " L1.2=R C1="), "position.L1.2");  // given twice
  EXPECT_EQ(replaced(" C1=", " L5.1=R C1="), "position");
  EXPECT_EQ(replaced(" C1=", "  C1="), "position");
  EXPECT_EQ(replaced(" C1=", " L3.3= C1="), "position.L3.3");
  EXPECT_EQ(replaced(" C1=", " L3.3=RN C1="), "position.L3.3");
  EXPECT_EQ(replaced("B+NN", "B+NNNN"), "position.C4");
  EXPECT_EQ(replaced("loot1=Y", "loot1=YN"), "position.loot1");
  EXPECT_EQ(replaced("loot1=Y", "loot1=R"), "position.loot1");
  // Inconsistent counts: a Red pawn too many, a neutral missing, two Red stacks on the round.
  EXPECT_EQ(replaced("camp1=RRR", "camp1=RRRR"), "position");
  EXPECT_EQ(replaced("C1=+NN", "C1=+N"), "position");
  EXPECT_EQ(replaced("C1=+NN", "C1=R+NN"), "position");
  EXPECT_EQ(token("history", "history=20/20/20/30"), "position.history");
  EXPECT_EQ(token("history", "history=20/20/30"), "position.history");
  EXPECT_EQ(token("history", "history=25/25/25/25,"), "position.history");
  EXPECT_EQ(with("exchanges", nlohmann::json::parse(R"([{"round":1}])")), "exchanges[0].colour_a");
  EXPECT_EQ(field_of(*g, nlohmann::json::array()), "");
}

// Options are read with errors that name them.
TEST(JacotteJson, OptionsAreChecked) {
  EXPECT_EQ(JacotteGame::make(4, {{"target", 0}}).error().field, "options.target");
  EXPECT_EQ(JacotteGame::make(4, {{"pass_limit", 4}}).error().field, "options.pass_limit");
  EXPECT_EQ(JacotteGame::make(2, {{"stick_coloured_probability", 1.5}}).error().field,
            "options.stick_coloured_probability");
  EXPECT_EQ(JacotteGame::make(5, nlohmann::json::object()).error().field, "players");
  auto g = game(3);
  EXPECT_EQ(g->options()["target"], 200);
  EXPECT_EQ(game(4)->options()["target"], 150);
  EXPECT_EQ(g->name(), "jacotte-3");
}

// C10: the throw follows the sticks' bias; the probabilities sum to 1.
TEST(JacotteJson, C10_StickBias) {
  auto g = game(4, {{"stick_coloured_probability", 0.5}});
  const auto outcomes = g->new_initial_state(0)->chance_outcomes();
  ASSERT_EQ(outcomes.size(), 5u);
  EXPECT_DOUBLE_EQ(outcomes[2].probability, 6.0 / 16);
  EXPECT_EQ(outcomes[4].chance.to_string(), "4");
}

}  // namespace
}  // namespace arbitre::engine::jacotte::testing
