// Perft-style regression: the number of legal moves per throw in fixed positions, and the
// two-ply totals from the start. Checked by hand: see the comments and docs/games/jacotte.md.
#include <gtest/gtest.h>

#include "jacotte_test_util.h"

namespace arbitre::engine::jacotte::testing {
namespace {

// Red: L1.2 "R" and the stack "NR" on C2; Yellow+Green stack on L1.4, Blue on L2.2 and C4.
Occupancy mid_round_table() {
  return Occupancy({{"L1.2", "R"},
                    {"L1.4", "YG"},
                    {"L3.2", "NGY"},
                    {"L2.2", "B"},
                    {"C1", "+NN"},
                    {"C2", "NR+NN"},
                    {"C3", "+NN"},
                    {"C4", "B+NN"},
                    {"loot1", "Y"},
                    {"loot2", "N"},
                    {"loot4", "N"}});
}

std::array<int, 5> counts(const State& state) {
  std::array<int, 5> out{};
  for (int thrown = 0; thrown <= 4; ++thrown) {
    out[thrown] = static_cast<int>(state.legal_moves(Chance::sticks(thrown)).size());
  }
  return out;
}

long two_ply(const State& state) {
  long total = 0;
  for (int thrown = 0; thrown <= 4; ++thrown) {
    for (const Move& move : state.legal_moves(Chance::sticks(thrown))) {
      const auto child = state.child(Chance::sticks(thrown), move);
      for (int next = 0; next <= 4; ++next)
        total += static_cast<long>(child->legal_moves(Chance::sticks(next)).size());
    }
  }
  return total;
}

// C12, C2: from the start a throw of 0 only passes; 1..4 bring a pawn out or pass. Two plies:
// (1 + 4 * 2) first moves, each followed by the same 1 + 2 + 2 + 2 + 2 = 9: 81.
TEST(JacottePerft, C12_StartPositions) {
  for (int players = 2; players <= 4; ++players) {
    auto g = game(players);
    auto start = g->new_initial_state(3);
    EXPECT_EQ(counts(*start), (std::array<int, 5>{1, 2, 2, 2, 2})) << players;
    EXPECT_EQ(two_ply(*start), 81) << players;
  }
}

// Hand count, Red to move (docs/games/jacotte.md, "Perft"):
// 0: pass, L1.2 -> L4.2 (L2.2, L3.2 taken), C2 -> C1, C2 -> C3 (no neutral: NR has one) = 4
// 1: + L1.2 -> L1.1, L1.3, C2 -> L2.4, camp -> L1.1 = 8
// 2: pass, L1.2 -> L1.4 xG, L4.2, camp; C2 -> L2.3, C1, C3 (camp -> L1.2 own) = 7
// 3: pass, L1.2 -> L4.2, camp (C1 refused: Red holds C2); C2 -> L2.2 xB, C1, C3; camp -> L1.3 = 7
// 4: pass, L1.2 -> L4.2, camp; C2 -> L2.1, C1, C3; camp -> L1.4 xG = 7
TEST(JacottePerft, C4_C5_C6_MidRoundPosition) {
  auto g = game(4);
  auto state = position(*g, with_camps(*g, mid_round_table()), kRed);
  EXPECT_EQ(counts(*state), (std::array<int, 5>{4, 8, 7, 7, 7}));
  EXPECT_EQ(two_ply(*state), 647);
}

// The same stacks at 2 players (Red holds a Green prisoner), Blue to move, by hand:
// 0: pass, L2.2 -> L4.2, C4 -> C1 / C1 +N / C3 / C3 +N (C2 holds a stack) = 6
// 1: + L2.2 -> L2.1, L2.3, C4 -> L4.4, camp -> L4.1 = 10
// 2: pass, L2.2 -> L2.4, L4.2 (Yellow's camp closed), C4 -> L4.3 + 4 on the round, camp -> L4.2 = 9
// 3, 4: pass, L2.2 -> L4.2 (C2 taken), C4 -> L4.2 / L4.1 + 4, camp -> L4.3 / L4.4 = 8
TEST(JacottePerft, C14_MidRoundTwoPlayersBlue) {
  auto g = game(2);
  auto table = mid_round_table();
  table["loot1"] = "G";
  auto state = position(*g, with_camps(*g, table), kBlue);
  EXPECT_EQ(counts(*state), (std::array<int, 5>{6, 10, 9, 8, 8}));
}

// Three players: Green to move, the empty seat's lane 4 open, its camp closed. By hand:
// 0: pass, L4.1 -> L1.1 / L2.1 / L3.1, C4 -> C1 / C2 / C3 (NG holds a neutral) = 7
// 1: + L4.1 -> L4.2 (not down: camp4 closed), C4 -> L4.4, camp -> L3.1 = 10
// 2: pass, L4.1 -> L4.3 xY + 3, C4 -> L4.3 xY + 3, camp -> L3.2 = 10; 3: same with L4.4, L4.2 = 10
// 4: pass, 3 across (C4 is Green's own), 3 on the round (L4.1 is Green's), camp -> L3.4 = 8
TEST(JacottePerft, C14_MidRoundThreePlayers) {
  auto g = game(3);
  auto state = position(*g,
                        with_camps(*g, {{"L4.1", "G"},
                                        {"L4.3", "RY"},
                                        {"C4", "NG+N"},
                                        {"C1", "+NN"},
                                        {"C2", "+NNN"},
                                        {"C3", "+NN"},
                                        {"loot1", "N"},
                                        {"loot3", "N"}}),
                        kGreen);
  EXPECT_EQ(counts(*state), (std::array<int, 5>{7, 10, 10, 10, 8}));
}

}  // namespace
}  // namespace arbitre::engine::jacotte::testing
