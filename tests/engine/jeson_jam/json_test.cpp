// Jeson Jam options and state JSON (docs/games/jeson_jam.md): exact form, round trip, and
// errors that name the field at fault.
#include <gtest/gtest.h>

#include <functional>

#include "engine/jeson_jam/jeson_jam_test_util.h"

namespace arbitre::engine::jeson_jam::testing {
namespace {

using Json = nlohmann::json;

TEST(JesonJamJson, ExactStateAfterACapture) {
  auto state = make_state({.light = "T1 H1 M2 H2", .dark = "T4 M4 H4 M6"});
  play(*state, "drop T3 x M6");
  EXPECT_EQ(state->to_json(), Json::parse(R"({
    "game": "jeson-jam",
    "options": {"pieces": 9, "captures_to_win": 5, "max_moves_without_capture": 200},
    "to_move": "Dark",
    "board": {"C": ".", "M": ".L.D..", "H": "LL.D..", "T": "L.LD.."},
    "hands": [4, 5],
    "captures": [1, 0],
    "aligned": ["T1-T3"],
    "moves_without_capture": 0,
    "result": "playing"
  })"));
}

TEST(JesonJamJson, RoundTripIsExact) {
  auto game = make_jeson_jam_game({{"pieces", 7}, {"max_moves_without_capture", 50}}).value();
  auto state = game->new_initial_state(3);
  for (int ply = 0; ply < 40 && !state->is_terminal(); ++ply) {
    const Json json = state->to_json();
    auto back = game->state_from_json(json);
    ASSERT_TRUE(back.ok()) << back.error().to_string();
    EXPECT_EQ((*back)->to_json(), json);
    EXPECT_EQ(static_cast<const JesonJamState&>(**back), static_cast<const JesonJamState&>(*state));
    const auto moves = state->legal_moves(Chance::none());
    state->apply(Chance::none(), moves[(ply * 7) % moves.size()]);
  }
}

struct BadCase {
  std::string name;
  std::function<void(Json&)> spoil;
  std::string field;
};

// Each case spoils a valid drop-phase state (Light: T1 H1 M2 H2, Dark: T4 M4 H4 M6).
TEST(JesonJamJson, MalformedStatesNameTheField) {
  const std::vector<BadCase> cases = {
      {"missing hands", [](Json& j) { j.erase("hands"); }, "hands"},
      {"board row of wrong type", [](Json& j) { j["board"]["M"] = 5; }, "board.M"},
      {"board row too short", [](Json& j) { j["board"]["M"] = "LL"; }, "board.M"},
      {"board row bad letter", [](Json& j) { j["board"]["T"] = "LXLD.."; }, "board.T"},
      {"board not an object", [](Json& j) { j["board"] = Json::array(); }, "board"},
      {"capture out of range", [](Json& j) { j["captures"][1] = 10; }, "captures[1]"},
      {"hand of wrong type", [](Json& j) { j["hands"][0] = "five"; }, "hands[0]"},
      {"hands of wrong size", [](Json& j) { j["hands"] = Json::array({5}); }, "hands"},
      {"pieces not conserved", [](Json& j) { j["hands"][0] = 4; }, "hands[0]"},
      {"unknown road", [](Json& j) { j["aligned"] = Json::array({"T1-T2"}); }, "aligned[0]"},
      {"forgotten alignment", [](Json& j) { j["board"]["T"] = "LLLD.."; }, "aligned"},
      {"bad seat", [](Json& j) { j["to_move"] = "Blue"; }, "to_move"},
      {"wrong game", [](Json& j) { j["game"] = "toc-4"; }, "game"},
      {"bad option", [](Json& j) { j["options"]["pieces"] = 12; }, "options.pieces"},
      {"unknown option", [](Json& j) { j["options"]["speed"] = 1; }, "options.speed"},
      {"options of another game", [](Json& j) { j["options"]["pieces"] = 8; }, "options"},
      {"negative quiet moves", [](Json& j) { j["moves_without_capture"] = -1; },
       "moves_without_capture"},
      {"quiet moves in the drop phase", [](Json& j) { j["moves_without_capture"] = 3; },
       "moves_without_capture"},
      {"centre in the drop phase",
       [](Json& j) {
         j["board"]["C"] = "D";
         j["hands"][1] = 4;
       },
       "board.C"},
      {"won while playing on", [](Json& j) { j["result"] = "Light won"; }, "to_move"},
      {"unknown result", [](Json& j) { j["result"] = "over"; }, "result"},
  };
  const Json valid = setup_json({.light = "T1 H1 M2 H2", .dark = "T4 M4 H4 M6"});
  ASSERT_TRUE(JesonJamState::from_json(valid, Options{}).ok());
  for (const auto& bad : cases) {
    Json json = valid;
    bad.spoil(json);
    auto state = JesonJamState::from_json(json, Options{});
    ASSERT_FALSE(state.ok()) << bad.name;
    EXPECT_EQ(state.error().field, bad.field) << bad.name << ": " << state.error().to_string();
  }
}

TEST(JesonJamJson, InconsistentTurnsAndResults) {
  // Dark's hand is empty in the drop phase: Dark cannot be the one to drop (S5).
  const Options five = read_options({{"pieces", 5}}).value();
  auto skipped = JesonJamState::from_json(setup_json({.light = "T1",
                                                      .dark = "M4",
                                                      .captures = {4, 0},
                                                      .to_move = "Dark",
                                                      .options = {{"pieces", 5}}}),
                                          five);
  ASSERT_FALSE(skipped.ok());
  EXPECT_EQ(skipped.error().field, "to_move");
  EXPECT_EQ(skipped.error().message, "Dark is to drop with an empty hand");
  auto empty_hand = JesonJamState::from_json(
      setup_json({.light = "T1", .dark = "M4", .captures = {8, 0}, .to_move = "Dark"}), Options{});
  ASSERT_FALSE(empty_hand.ok());
  EXPECT_EQ(empty_hand.error().field, "captures[0]");
  // A player who cannot move in the move phase has lost (S4): the game cannot go on.
  auto blocked = JesonJamState::from_json(setup_json({.light = "H1 M1 H6 T4 T3",
                                                      .dark = "T1",
                                                      .captures = {4, 0},
                                                      .to_move = "Dark",
                                                      .options = {{"pieces", 5}}}),
                                          five);
  ASSERT_FALSE(blocked.ok());
  EXPECT_EQ(blocked.error().field, "to_move");
  EXPECT_EQ(blocked.error().message, "Dark cannot move but the game goes on");
  auto early_draw = JesonJamState::from_json(setup_json({.light = "H1 M1 H6 T4 T3",
                                                         .dark = "T1 M6",
                                                         .captures = {3, 0},
                                                         .to_move = "none",
                                                         .quiet = 7,
                                                         .result = "draw",
                                                         .options = {{"pieces", 5}}}),
                                             five);
  ASSERT_FALSE(early_draw.ok());
  EXPECT_EQ(early_draw.error().field, "result");
  EXPECT_FALSE(JesonJamState::from_json(Json::array(), Options{}).ok());
}

TEST(JesonJamJson, OptionsAreCheckedAndNamed) {
  auto game = make_jeson_jam_game({{"pieces", "7"}, {"captures_to_win", 3}});
  ASSERT_TRUE(game.ok());
  EXPECT_EQ((*game)->options(),
            (Json{{"pieces", 7}, {"captures_to_win", 3}, {"max_moves_without_capture", 200}}));
  const std::vector<std::pair<Json, std::string>> bad = {
      {{{"pieces", 4}}, "options.pieces"},
      {{{"pieces", 10}}, "options.pieces"},
      {{{"captures_to_win", 0}}, "options.captures_to_win"},
      {{{"pieces", 6}, {"captures_to_win", 7}}, "options.captures_to_win"},
      {{{"max_moves_without_capture", -1}}, "options.max_moves_without_capture"},
      {{{"teams", true}}, "options.teams"},
  };
  for (const auto& [options, field] : bad) {
    auto made = make_jeson_jam_game(options);
    ASSERT_FALSE(made.ok()) << options.dump();
    EXPECT_EQ(made.error().field, field) << options.dump();
  }
  auto off = make_jeson_jam_game({{"max_moves_without_capture", 0}});
  ASSERT_TRUE(off.ok());
}

}  // namespace
}  // namespace arbitre::engine::jeson_jam::testing
