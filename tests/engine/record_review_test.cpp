// Reviewing a record: its steps with the positions around them, and a correction after which
// the later table views are refereed again (the Qt program's review uses exactly this).
#include <gtest/gtest.h>

#include <filesystem>

#include "arbitre/engine/record_review.h"

namespace arbitre::engine {
namespace {

// A Jeson Jam game refereed from views of its table: `moves` moves, each the legal move at
// `pick` of the list, every settled table read twice as the session rereads it.
struct RefereedGame {
  Record record;
  std::vector<std::string> moves;
};

TableView view_of(const Occupancy& table, const std::vector<std::string>& cells) {
  TableView view;
  for (const auto& cell : cells) {
    const auto it = table.find(cell);
    const std::string content = it == table.end() ? "" : it->second;
    const int count = content.empty() ? 0 : 1;
    view.places[cell] = {true, content, count, count, 0.95};
  }
  return view;
}

RefereedGame referee_game(int moves, int pick) {
  auto game = make_game("jeson-jam").value();
  auto table = game->new_initial_state(3);
  RefereedGame out;
  out.record.header = record_header(*game, 3, *table);
  Reconciler referee(table->clone(), game->cell_ids());
  int frame = 0;
  auto observe = [&] {
    for (int look = 0; look < 2; ++look, frame += 10) {
      const auto view = view_of(table->occupancy(), game->cell_ids());
      out.record.events.push_back({{"type", "view"},
                                   {"frame", frame},
                                   {"time_s", frame / 30.0},
                                   {"view", table_view_to_json(view)}});
      for (const auto& event : referee.observe(view)) {
        auto line = event.to_json();
        line["frame"] = frame;
        line["time_s"] = frame / 30.0;
        out.record.events.push_back(line);
      }
    }
  };
  observe();
  for (int k = 0; k < moves; ++k) {
    const auto legal = table->legal_moves(Chance::none());
    const auto& move = legal[static_cast<std::size_t>(pick) % legal.size()];
    out.moves.push_back(move.text);
    table->apply(Chance::none(), move);
    observe();
  }
  return out;
}

std::vector<std::string> step_moves(const std::vector<ReviewStep>& steps) {
  std::vector<std::string> moves;
  for (const auto& step : steps) {
    if (step.kind == ReviewStep::Kind::kMove) moves.push_back(step.move);
  }
  return moves;
}

const ReviewStep& nth_move(const std::vector<ReviewStep>& steps, int n) {
  for (const auto& step : steps) {
    if (step.kind == ReviewStep::Kind::kMove && n-- == 0) return step;
  }
  throw std::out_of_range("no such move");
}

TEST(RecordReview, StepsFollowTheRecordedMovesWithThePositionsAroundThem) {
  const auto game = referee_game(4, 1);
  const auto steps = review_steps(game.record);
  ASSERT_TRUE(steps.ok()) << steps.error().to_string();
  EXPECT_EQ(step_moves(*steps), game.moves);
  for (int k = 0; k + 1 < 4; ++k) {
    EXPECT_EQ(nth_move(*steps, k).after, nth_move(*steps, k + 1).before) << "move " << k;
  }
  EXPECT_EQ(nth_move(*steps, 0).before, game.record.header["state"]);
  const auto start = make_game("jeson-jam").value()->new_initial_state(3);
  EXPECT_EQ(nth_move(*steps, 0).seat, start->seat_name(start->current_player()));
  EXPECT_GE(nth_move(*steps, 0).frame, 10);
}

TEST(RecordReview, CorrectingAMoveRefereesTheLaterViewsAgain) {
  const auto game = referee_game(4, 1);
  const auto steps = review_steps(game.record).value();
  const ReviewStep second = nth_move(steps, 1);
  // The same move again: the later views give the same moves.
  const auto same = correct_step(game.record, second.event, "", second.move);
  ASSERT_TRUE(same.ok()) << same.error().to_string();
  EXPECT_EQ(step_moves(review_steps(*same).value()), game.moves);
  EXPECT_EQ(same->events[second.event].value("corrected", false), true);

  // Another move: recorded as corrected; the table the camera saw afterwards no longer follows,
  // so the later moves are not recorded and the table, read twice, is flagged.
  auto game_state = make_game("jeson-jam").value()->state_from_json(second.before).value();
  std::string other;
  for (const auto& move : game_state->legal_moves(Chance::none())) {
    if (move.text != second.move) other = move.text;
  }
  const auto corrected = correct_step(game.record, second.event, "", other);
  ASSERT_TRUE(corrected.ok()) << corrected.error().to_string();
  const auto after = review_steps(*corrected).value();
  const auto moves = step_moves(after);
  ASSERT_GE(moves.size(), 2u);
  EXPECT_EQ(moves[0], game.moves[0]);
  EXPECT_EQ(moves[1], other);
  EXPECT_TRUE(std::any_of(after.begin(), after.end(), [](const ReviewStep& step) {
    return step.kind == ReviewStep::Kind::kFlag;
  }));
  // Every view the record kept is still there.
  const auto views = [](const Record& record) {
    return std::count_if(record.events.begin(), record.events.end(),
                         [](const nlohmann::json& line) { return line["type"] == "view"; });
  };
  EXPECT_EQ(views(*corrected), views(game.record));
}

TEST(RecordReview, ACorrectionMustBeALegalMoveAtAMoveOrAFlag) {
  const auto game = referee_game(2, 0);
  const auto steps = review_steps(game.record).value();
  const auto illegal = correct_step(game.record, nth_move(steps, 0).event, "", "Z9");
  ASSERT_FALSE(illegal.ok());
  EXPECT_EQ(illegal.error().field, "move");
  const auto not_a_move = correct_step(game.record, 0, "", game.moves[0]);  // a view line
  ASSERT_FALSE(not_a_move.ok());
  EXPECT_EQ(not_a_move.error().field, "record line 2");
}

TEST(RecordReview, ARevisionTakesItsMovesBackInTheSteps) {
  auto game = referee_game(2, 0);
  game.record.events.push_back({{"type", "revised"}, {"undone", 1}, {"moves", {game.moves[1]}}});
  const auto steps = review_steps(game.record).value();
  ASSERT_EQ(steps.back().kind, ReviewStep::Kind::kRevised);
  EXPECT_EQ(steps.back().after, nth_move(steps, 1).before);
  game.record.events.push_back({{"type", "revised"}, {"undone", 5}});
  const auto too_many = review_steps(game.record);
  ASSERT_FALSE(too_many.ok());
  EXPECT_NE(too_many.error().field.find("undone"), std::string::npos);
}

TEST(RecordReview, AnExportedRecordReadsBackTheSame) {
  const auto game = referee_game(2, 0);
  const auto path =
      (std::filesystem::temp_directory_path() / "arbitre-review-export.jsonl").string();
  ASSERT_TRUE(write_record(game.record, path).ok());
  const auto back = read_record(path);
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(back->header, game.record.header);
  EXPECT_EQ(back->events, game.record.events);
  EXPECT_FALSE(std::filesystem::exists(path + ".part"));
  EXPECT_FALSE(write_record(game.record, "/no/such/folder/record.jsonl").ok());
}

}  // namespace
}  // namespace arbitre::engine
