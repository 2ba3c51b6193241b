// State JSON and options: round trips, and malformed states whose error names the field.
#include "engine/jacquet/jacquet_helpers.h"

namespace arbitre::engine::jacquet::testing {
namespace {

nlohmann::json start_json(bool advanced = false) {
  Table table;
  table.advanced = advanced;
  table.points = {{"m", "W15"}, {"a", "B15"}};
  table.white_postillon = "waiting";
  table.black_postillon = "waiting";
  return to_json(table);
}

std::string error_field(const nlohmann::json& json, bool advanced = false) {
  auto state = make(advanced)->state_from_json(json);
  return state.ok() ? "(no error)" : state.error().field;
}

TEST(JacquetJson, StartRoundTripsExactly) {
  auto game = make(false);
  const auto json = game->new_initial_state(3)->to_json();
  EXPECT_EQ(
      json.dump(),
      "{\"game\":\"jacquet\",\"off\":{\"black\":0,\"white\":0},\"options\":{\"block_needs_23_24\":"
      "true,\"match_points\":1},\"phase\":\"play\",\"points\":{\"a\":\"B15\",\"m\":\"W15\"},"
      "\"postillon\":{\"black\":\"waiting\",\"white\":\"waiting\"},\"score\":{\"black\":0,"
      "\"white\":0},\"to_move\":\"" +
          std::string(opening_player(3) == kWhite ? "white" : "black") + "\"}");
  auto back = game->state_from_json(json);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ((*back)->to_json(), json);
}

TEST(JacquetJson, MissingAndWrongTypedFields) {
  for (const char* key :
       {"game", "options", "points", "off", "postillon", "to_move", "phase", "score"}) {
    auto json = start_json();
    json.erase(key);
    EXPECT_EQ(error_field(json), key);
  }
  auto json = start_json();
  json["off"]["white"] = "none";
  EXPECT_EQ(error_field(json), "off.white");
  json = start_json();
  json["points"]["c"] = 3;
  EXPECT_EQ(error_field(json), "points.c");
  json = start_json();
  json["game"] = "jacquet-advanced";
  EXPECT_EQ(error_field(json), "game");
}

TEST(JacquetJson, OutOfRangeValues) {
  auto json = start_json();
  json["points"]["z"] = "W1";
  EXPECT_EQ(error_field(json), "points.z");
  json = start_json();
  json["points"]["m"] = "W16";
  EXPECT_EQ(error_field(json), "points.m");
  json = start_json();
  json["off"]["black"] = 16;
  EXPECT_EQ(error_field(json), "off.black");
  json = start_json();
  json["score"]["white"] = 6;
  EXPECT_EQ(error_field(json), "score.white");
  json = start_json();
  json["options"]["match_points"] = 0;
  EXPECT_EQ(error_field(json), "options.match_points");
  json = start_json();
  json["to_move"] = "red";
  EXPECT_EQ(error_field(json), "to_move");
  json = start_json();
  json["postillon"]["white"] = "tip";
  EXPECT_EQ(error_field(json), "postillon.white");
  json = start_json();
  json["phase"] = "over";
  EXPECT_EQ(error_field(json), "phase");
}

TEST(JacquetJson, InconsistentCounts) {
  auto json = start_json();
  json["points"]["m"] = "W14";
  EXPECT_EQ(error_field(json), "points");  // 14 checkers
  json = start_json();
  json["points"]["m"] = "W14";
  json["points"]["c"] = "W1";
  EXPECT_EQ(error_field(json), "postillon.white");  // moved, but "waiting"
  json["postillon"]["white"] = "c";  // c is White's point 15: a tip, alone, the rest on m
  EXPECT_EQ(error_field(json), "(no error)");
  json["postillon"]["white"] = "h";  // White's point 20: past the tips (J9)
  EXPECT_EQ(error_field(json), "postillon.white");
  json["points"].erase("c");
  json["points"]["p"] = "W1";
  json["postillon"]["white"] = "p";
  EXPECT_EQ(error_field(json), "(no error)");
  json["points"]["m"] = "W13";
  json["points"]["q"] = "W1";
  EXPECT_EQ(error_field(json), "postillon.white");  // J4: a second checker left m
  json = start_json();
  json["points"] = {{"m", "W14"}, {"a", "B15"}};
  json["off"]["white"] = 1;
  json["postillon"]["white"] = "entered";
  EXPECT_EQ(error_field(json), "off.white");  // J5: borne off with checkers outside
}

TEST(JacquetJson, InconsistentMatch) {
  auto json = start_json();
  json["to_move"] = "none";
  EXPECT_EQ(error_field(json), "phase");  // "match_over" goes with to_move "none"
  json["phase"] = "match_over";
  EXPECT_EQ(error_field(json), "to_move");  // nobody reached the target
  json = start_json();
  json["phase"] = "match_over";
  EXPECT_EQ(error_field(json), "phase");
  json = start_json();
  json["score"]["black"] = 1;
  EXPECT_EQ(error_field(json), "score.black");
}

// The "game over" phase between two games: the winner (to_move) has all 15 off, the loser
// not, and the winner's score holds the game just won (J8: 2 points here, Black had none off).
TEST(JacquetJson, InconsistentGameOverPhase) {
  nlohmann::json options = {{"match_points", 3}};
  auto json = start_json();
  json["options"] = make(false, options)->options();
  json["points"] = {{"a", "B14"}, {"c", "B1"}};
  json["off"]["white"] = 15;
  json["postillon"] = {{"white", "entered"}, {"black", "c"}};
  json["phase"] = "game_over";
  json["score"]["white"] = 2;
  auto game = make(false, options);
  auto field = [&](const nlohmann::json& j) {
    auto state = game->state_from_json(j);
    return state.ok() ? "(no error)" : state.error().field;
  };
  EXPECT_EQ(field(json), "(no error)");
  json["score"]["white"] = 1;
  EXPECT_EQ(field(json), "score.white");  // a 2-point game was just won
  json["score"]["white"] = 2;
  json["to_move"] = "black";
  EXPECT_EQ(field(json), "phase");  // Black has not borne off his 15
  json["to_move"] = "white";
  json["phase"] = "play";
  EXPECT_EQ(field(json), "off.white");  // all 15 off, but the game goes on
  json["phase"] = "game_over";
  json["score"]["white"] = 3;
  EXPECT_EQ(field(json), "score.white");  // the target is reached: the match is over
}

// J7: in the advanced rules White bears off onto a, which must be empty of Black.
TEST(JacquetJson, AdvancedOffNeedsAnEmptyTalon) {
  auto json = start_json(true);
  json["points"] = {{"l", "W14"}, {"a", "B1"}, {"x", "B14"}};
  json["off"]["white"] = 1;
  json["postillon"] = {{"white", "entered"}, {"black", "entered"}};
  EXPECT_EQ(error_field(json, true), "off.white");
  json["points"] = {{"l", "W14"}, {"b", "B1"}, {"x", "B14"}};
  EXPECT_EQ(error_field(json, true), "(no error)");
}

TEST(JacquetJson, OptionsAreReadAndUnknownKeysRefused) {
  EXPECT_EQ(make(false)->options().dump(), "{\"block_needs_23_24\":true,\"match_points\":1}");
  EXPECT_EQ(make(true)->options().dump(),
            "{\"block_needs_23\":false,\"match_points\":1,\"simple_scoring\":false}");
  auto bad = make_jacquet_game(true, {{"block_needs_23_24", false}});
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().field, "options.block_needs_23_24");
  auto range = make_jacquet_game(false, {{"match_points", 100}});
  ASSERT_FALSE(range.ok());
  EXPECT_EQ(range.error().field, "options.match_points");
  // A state saved with other options than the game's is refused.
  auto json = start_json();
  json["options"]["match_points"] = 3;
  EXPECT_EQ(error_field(json), "options");
}

}  // namespace
}  // namespace arbitre::engine::jacquet::testing
