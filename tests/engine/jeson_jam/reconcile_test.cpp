// The reconciler on Jeson Jam, whose trays count stones without naming their colour.
#include <gtest/gtest.h>

#include <cctype>
#include <string>

#include "arbitre/engine/reconciler.h"
#include "engine/jeson_jam/jeson_jam_test_util.h"

namespace arbitre::engine::jeson_jam::testing {
namespace {

const std::vector<std::string> kCells = {"C",  "H1", "H2", "H3", "H4", "H5", "H6", "M1",
                                         "M2", "M3", "M4", "M5", "M6", "T1", "T2", "T3",
                                         "T4", "T5", "T6", "LH", "DH", "LP", "DP"};

// Every place read surely as `table` has it: a stone on an intersection, a tray's count.
TableView view_of(const Occupancy& table) {
  TableView view;
  for (const auto& cell : kCells) {
    const auto it = table.find(cell);
    const std::string content = it == table.end() ? "" : it->second;
    const bool tray = !content.empty() && std::isdigit(static_cast<unsigned char>(content[0]));
    const int count = tray ? std::stoi(content) : content.empty() ? 0 : 1;
    view.places[cell] = {true, content, count, count, 0.95};
  }
  return view;
}

// Fresh film jeson-jam 22303, the drop phase's last stones: Dark drops its last on the centre,
// which the drop phase forbids (S4), and takes Light's M5 into its prisoners' tray. Every place
// read surely, no stone is missing: Light's is in the tray. The referee waited on it as on a
// hand holding a stone (ambiguous_views) and the players had put it right before.
TEST(JesonJamReconciler, AStoneTakenToATrayIsNoStoneMissing) {
  const auto start = make_state({.light = "H1 M1 M2 M3 M4 M5 T2 T4",
                                 .dark = "H2 H4 H5 M6 T1 T3 T5 T6",
                                 .hands = {1, 1},
                                 .to_move = "Dark"});
  Reconciler referee(start->clone(), kCells);
  EXPECT_TRUE(referee.observe(view_of(start->occupancy())).empty());
  Occupancy dropped = start->occupancy();
  dropped.erase("M5");
  dropped.erase("DH");
  dropped["C"] = "D";
  dropped["DP"] = "1";
  const ReconcileParams params;
  std::vector<RefereeEvent> events;
  for (int i = 0; i < params.confirm_views && events.empty(); ++i)
    events = referee.observe(view_of(dropped));
  ASSERT_EQ(events.size(), 1u);
  EXPECT_EQ(events[0].kind, EventKind::kFlag);
  EXPECT_EQ(events[0].flag, FlagKind::kIllegal);
  EXPECT_NE(events[0].to_string().find("dropping on the centre"), std::string::npos)
      << events[0].to_string();
}

}  // namespace
}  // namespace arbitre::engine::jeson_jam::testing
