// A game script follows the rules: every move's state follows from the one before by the
// recorded chance and move, and every illegal beat is one the referee refuses.
#include <gtest/gtest.h>

#include "arbitre/engine/game.h"
#include "arbitre/engine/referee.h"
#include "arbitre/film/script.h"
#include "arbitre/vision/layout.h"

namespace arbitre::film {
namespace {

std::vector<std::string> playing_cells_of(const std::string& variant) {
  auto layout = vision::bundled_layout(variant);
  EXPECT_TRUE(layout.ok()) << layout.error().to_string();
  return layout ? playing_cells(*layout) : std::vector<std::string>{};
}

class ScriptTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ScriptTest, EveryStateFollowsFromTheRecordedMoves) {
  ScriptOptions options;
  options.variant = GetParam();
  options.seed = 7;
  options.max_moves = 60;
  options.illegal_probability = 0.3;
  options.playing_cells = playing_cells_of(GetParam());
  auto script = write_script(options);
  ASSERT_TRUE(script.ok()) << script.error().to_string();
  auto game = engine::make_game(script->variant, script->options);
  ASSERT_TRUE(game.ok());
  int illegal = 0;
  for (const auto& beat : script->beats) {
    auto before =
        (*game)->state_from_json(script->states.at(beat.state - (beat.kind == Beat::Kind::kMove)));
    ASSERT_TRUE(before.ok()) << before.error().to_string();
    if (beat.kind == Beat::Kind::kMove) {
      ASSERT_TRUE(
          (*before)
              ->apply_checked(beat.chance, (*before)->parse_move(beat.chance, beat.move).value())
              .ok());
      EXPECT_EQ((*before)->to_json(), script->states.at(beat.state)) << beat.move;
      EXPECT_EQ((*before)->occupancy(), script->occupancies.at(beat.state));
      EXPECT_EQ(beat.after, script->occupancies.at(beat.state));
    } else if (beat.kind == Beat::Kind::kIllegal) {
      ++illegal;
      const auto verdict = engine::check(**before, beat.chance, beat.after);
      EXPECT_FALSE(verdict.legal) << "an illegal beat the referee accepts";
      EXPECT_EQ(verdict.breach.rule, beat.move);
    } else if (beat.kind == Beat::Kind::kTakeBack) {
      EXPECT_EQ(beat.after, script->occupancies.at(beat.state)) << "a take-back restores the table";
    }
  }
  EXPECT_GT(illegal, 0) << "a probability of 0.3 over 60 moves makes illegal moves";
}

INSTANTIATE_TEST_SUITE_P(EveryBoard, ScriptTest,
                         ::testing::Values("jacquet", "jacquet-advanced", "jacotte-4", "jacotte-2",
                                           "jeson-jam", "toc-4", "toc-6"),
                         [](const auto& param_info) {
                           std::string name = param_info.param;
                           for (char& c : name) c = c == '-' ? '_' : c;
                           return name;
                         });

TEST(Script, SameSeedSameScript) {
  ScriptOptions options{"jacotte-3", nlohmann::json::object(), 11, 20, 0.2, {}};
  auto a = write_script(options);
  auto b = write_script(options);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(a->states, b->states);
  EXPECT_EQ(a->beats.size(), b->beats.size());
}

TEST(Script, UnknownVariantIsRefused) {
  auto script = write_script({"chess", nlohmann::json::object(), 1, 0, 0, {}});
  ASSERT_FALSE(script.ok());
  EXPECT_NE(script.error().to_string().find("chess"), std::string::npos);
}

}  // namespace
}  // namespace arbitre::film
