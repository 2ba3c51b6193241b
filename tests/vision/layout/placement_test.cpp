// Where pieces stand: exact spots for known contents, and for the start and a few hundred
// random moves of every variant, each piece inside its place, no two overlapping on one level,
// as many pieces as the occupancy counts.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>

#include "arbitre/engine/game.h"
#include "arbitre/engine/random_play.h"
#include "arbitre/vision/placement.h"

namespace arbitre::vision {
namespace {

constexpr int kRandomPositions = 300;

BoardLayout board_of(const std::string& variant) {
  auto layout = bundled_layout(variant);
  EXPECT_TRUE(layout.ok()) << variant;
  return layout ? *layout : BoardLayout{};
}

std::vector<PlacedPiece> place(const BoardLayout& layout, const std::string& variant,
                               const engine::Occupancy& occupancy) {
  auto pieces = place_pieces(layout, variant, occupancy);
  EXPECT_TRUE(pieces.ok()) << variant << ": " << (pieces ? "" : pieces.error().to_string());
  return pieces ? *pieces : std::vector<PlacedPiece>{};
}

// Pieces an occupancy shows, read independently of the placement code: a letter with a count
// ("W15", "R3"), a letter alone, or a bare count ("7", a Jeson Jam tray).
int count_pieces(const engine::Occupancy& occupancy) {
  int total = 0;
  for (const auto& [id, content] : occupancy) {
    for (std::size_t i = 0; i < content.size();) {
      if (std::isdigit(static_cast<unsigned char>(content[i]))) {
        std::size_t end = i;
        while (end < content.size() && std::isdigit(static_cast<unsigned char>(content[end]))) {
          ++end;
        }
        total += std::stoi(content.substr(i, end - i)) - (i > 0 ? 1 : 0);
        i = end;
      } else {
        total += std::isalpha(static_cast<unsigned char>(content[i])) ? 1 : 0;
        ++i;
      }
    }
  }
  return total;
}

// Every piece inside its place (wholly, except on a Jacquet point whose tip is narrower than
// a checker), and no two pieces of one level closer than a diameter.
void expect_sound(const BoardLayout& layout, const std::vector<PlacedPiece>& pieces,
                  const engine::Occupancy& occupancy, const std::string& at) {
  EXPECT_EQ(static_cast<int>(pieces.size()), count_pieces(occupancy)) << at;
  const double diameter = layout.piece.diameter_mm;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const PlacedPiece& piece = pieces[i];
    const Cell* cell = layout.find_cell(piece.cell);
    ASSERT_NE(cell, nullptr) << at << ": " << piece.cell;
    ASSERT_TRUE(occupancy.contains(piece.cell)) << at << ": " << piece.cell;
    const PointMm centre{piece.x_mm, piece.y_mm};
    if (cell->role == "point") {
      EXPECT_TRUE(shape_contains(cell->shape, centre)) << at << ": " << piece.cell;
    } else {
      EXPECT_TRUE(shape_contains_disc(cell->shape, centre, diameter / 2 - 1e-6))
          << at << ": " << piece.cell << " (" << piece.x_mm << ", " << piece.y_mm << ")";
    }
    EXPECT_GE(piece.level, 0);
    for (std::size_t j = 0; j < i; ++j) {
      if (pieces[j].level != piece.level) continue;
      const double apart = std::hypot(pieces[j].x_mm - piece.x_mm, pieces[j].y_mm - piece.y_mm);
      ASSERT_GE(apart, diameter - 1e-6) << at << ": " << piece.cell << " and " << pieces[j].cell
                                        << " overlap on level " << piece.level;
    }
  }
}

// The pieces a variant always has on the table, wherever they stand.
int pieces_in_play(const std::string& variant) {
  if (variant.starts_with("jacquet")) return 30;
  if (variant == "jacotte-3") return 15 + 11;
  if (variant.starts_with("jacotte")) return 20 + 12;
  if (variant == "jeson-jam") return 18;
  return variant == "toc-6" ? 24 : 16;
}

nlohmann::json quick_options(const std::string& variant) {
  if (variant.starts_with("jacotte")) return {{"round_move_limit", 60}};
  if (variant.starts_with("toc")) return {{"card_limit", 150}};
  return nlohmann::json::object();
}

TEST(Placement, StartPositionsOfEveryVariant) {
  for (const auto& variant : engine::game_names()) {
    const BoardLayout layout = board_of(variant);
    const auto game = engine::make_game(variant);
    ASSERT_TRUE(game.ok());
    const auto occupancy = (*game)->new_initial_state(7)->occupancy();
    const auto pieces = place(layout, variant, occupancy);
    expect_sound(layout, pieces, occupancy, variant + " start");
    EXPECT_EQ(static_cast<int>(pieces.size()), pieces_in_play(variant)) << variant;
  }
}

TEST(Placement, RandomPlayOfEveryVariant) {
  for (const auto& variant : engine::game_names()) {
    const BoardLayout layout = board_of(variant);
    const auto game = engine::make_game(variant, quick_options(variant));
    ASSERT_TRUE(game.ok()) << game.error().to_string();
    engine::Random random(2024);
    auto state = (*game)->new_initial_state(1);
    for (int ply = 0; ply < kRandomPositions; ++ply) {
      if (state->is_terminal()) state = (*game)->new_initial_state(random.next());
      const engine::Chance chance = engine::sample_chance(*state, random);
      state->apply(chance, engine::random_move(*state, chance, random));
      const auto occupancy = state->occupancy();
      const std::string at = variant + " move " + std::to_string(ply);
      const auto pieces = place(layout, variant, occupancy);
      expect_sound(layout, pieces, occupancy, at);
      ASSERT_EQ(static_cast<int>(pieces.size()), pieces_in_play(variant)) << at;
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

TEST(Placement, JacquetRowsStackBeyondFiveAndThePostillonStandsOnTheTip) {
  const BoardLayout layout = board_of("jacquet");
  // Point a: base from (67, 269) to (42, 269), tip (54.5, 159); 22 mm checkers.
  const auto pieces = place(layout, "jacquet", {{"a", "B15"}, {"p", "W1^"}});
  ASSERT_EQ(pieces.size(), 16u);
  const std::vector<double> row = {258, 236, 214, 192, 170};
  for (std::size_t i = 0; i < 15; ++i) {
    EXPECT_EQ(pieces[i].cell, "a");
    EXPECT_EQ(pieces[i].colour, 'B');
    EXPECT_DOUBLE_EQ(pieces[i].x_mm, 54.5);
    EXPECT_DOUBLE_EQ(pieces[i].y_mm, row[i % 5]) << i;
    EXPECT_EQ(pieces[i].level, static_cast<int>(i / 5)) << i;
    EXPECT_FALSE(pieces[i].postillon);
  }
  // p: top row, ninth column from the left (x from 258 to 283), tip at y = 118.
  EXPECT_EQ(pieces[15].cell, "p");
  EXPECT_TRUE(pieces[15].postillon);
  EXPECT_DOUBLE_EQ(pieces[15].x_mm, 270.5);
  EXPECT_DOUBLE_EQ(pieces[15].y_mm, 107);
  EXPECT_EQ(pieces[15].shape, PlacedPiece::Shape::kDisc);
}

TEST(Placement, JacquetOffTrayHoldsRowsOfFive) {
  const BoardLayout layout = board_of("jacquet");
  const auto pieces = place(layout, "jacquet", {{"off-white", "W15"}});
  ASSERT_EQ(pieces.size(), 15u);
  std::vector<int> per_level(3, 0);
  for (const auto& piece : pieces) {
    ASSERT_LT(piece.level, 3);
    ++per_level[piece.level];
  }
  EXPECT_EQ(per_level, std::vector<int>({5, 5, 5}));
}

TEST(Placement, JacotteStacksAndLooseNeutrals) {
  const BoardLayout layout = board_of("jacotte-4");
  // In id order: C1 (the stack N R, then two loose neutrals beside it), then L3.2.
  const auto pieces = place(layout, "jacotte-4", {{"L3.2", "GYR"}, {"C1", "NR+NN"}});
  ASSERT_EQ(pieces.size(), 7u);
  EXPECT_EQ(pieces[0].colour, 'N');
  EXPECT_EQ(pieces[0].level, 0);
  EXPECT_EQ(pieces[1].colour, 'R');
  EXPECT_EQ(pieces[1].level, 1);
  EXPECT_EQ(pieces[1].x_mm, pieces[0].x_mm);
  EXPECT_EQ(pieces[1].y_mm, pieces[0].y_mm);
  for (int loose : {2, 3}) {
    EXPECT_EQ(pieces[loose].cell, "C1");
    EXPECT_EQ(pieces[loose].level, 0);
  }
  const Cell* lane = layout.find_cell("L3.2");
  for (int level = 0; level < 3; ++level) {
    const PlacedPiece& piece = pieces[4 + level];
    EXPECT_EQ(piece.cell, "L3.2");
    EXPECT_EQ(piece.colour, "GYR"[level]);
    EXPECT_EQ(piece.level, level);
    EXPECT_EQ(piece.x_mm, lane->shape.center.x);
    EXPECT_EQ(piece.y_mm, lane->shape.center.y);
  }
}

TEST(Placement, TraysAndWaitingAreasSpreadTheirCounts) {
  const BoardLayout jeson = board_of("jeson-jam");
  const auto stones = place(jeson, "jeson-jam", {{"LP", "3"}, {"DH", "9"}});
  ASSERT_EQ(stones.size(), 12u);
  EXPECT_EQ(std::count_if(stones.begin(), stones.end(), [](auto& p) { return p.colour == 'D'; }),
            12);  // Light's prisoners are Dark stones
  for (const auto& stone : stones) EXPECT_EQ(stone.level, 0);
  const BoardLayout toc = board_of("toc-6");
  const auto pawns = place(toc, "toc-6", {{"wait.K", "K2W1"}, {"home.K.4", "K"}});
  ASSERT_EQ(pawns.size(), 4u);
  for (const auto& pawn : pawns) EXPECT_EQ(pawn.shape, PlacedPiece::Shape::kPawn);
  EXPECT_EQ(pawns[0].cell, "home.K.4");
  EXPECT_EQ(pawns[3].colour, 'W');  // wait.K: K, K, then W
}

TEST(Placement, BadContentsAreRefusedNamingTheCell) {
  const std::vector<std::tuple<std::string, engine::Occupancy, std::string>> cases = {
      {"jacquet", {{"a", "X3"}}, "a"},
      {"jacquet", {{"a", "W0"}}, "a"},
      {"jacquet", {{"b", "W2^"}}, "b"},
      {"jacquet-advanced", {{"off-white", "B2"}}, "off-white"},
      {"jacquet", {{"zz", "W1"}}, "zz"},
      {"jacotte-4", {{"C2", "R+"}}, "C2"},
      {"jacotte-3", {{"L4.1", "B"}}, "L4.1"},
      {"jacotte-4", {{"camp1", "RRY"}}, "camp1"},
      {"jeson-jam", {{"LH", "10"}}, "LH"},
      {"jeson-jam", {{"T1", "LD"}}, "T1"},
      {"toc-4", {{"s1.01", "K"}}, "s1.01"},
      {"toc-4", {{"wait.R", "R9"}}, "wait.R"},
      {"toc-6", {{"home.W.1", ""}}, "home.W.1"},
  };
  for (const auto& [variant, occupancy, cell] : cases) {
    auto placed = place_pieces(board_of(variant), variant, occupancy);
    ASSERT_FALSE(placed.ok()) << variant << " " << occupancy.begin()->second;
    EXPECT_EQ(placed.error().field, cell);
  }
  auto elsewhere = place_pieces(board_of("toc-4"), "toc-6", {});
  ASSERT_FALSE(elsewhere.ok());
  EXPECT_EQ(elsewhere.error().field, "variant");
}

}  // namespace
}  // namespace arbitre::vision
