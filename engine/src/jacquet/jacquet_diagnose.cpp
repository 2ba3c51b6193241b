// diagnose(): which rule the change seen on the table breaks. The plays of the roll are
// generated again with one rule relaxed at a time; the rule whose relaxation produces what
// the table shows is the one broken, and the play found says where.
#include <algorithm>
#include <functional>

#include "diagnose.h"

namespace arbitre::engine::jacquet {
namespace {

Occupancy without_tips(Occupancy cells) {
  for (auto& [id, text] : cells) std::erase(text, '^');
  return cells;
}

std::string die_name(int die) {
  return die == 1 ? "ace" : std::to_string(die);
}

// Replays the play's first `steps` steps on the mover's side.
Side replay(const Side& start, const Play& play, int steps) {
  Side side = start;
  for (int i = 0; i < steps; ++i) apply_step(side, play.steps[i]);
  return side;
}

struct Context {
  const JacquetState& state;
  int mover;
  const Side& start;
  const Side& opponent;
  std::string name;  // the mover's name

  std::string at(int point) const { return point_name(mover, point); }
};

RuleBreach explain_rest(const Context& c, const Play& play) {
  for (int i = 0; i < play.count; ++i) {
    const int to = play.steps[i].to;
    if (to > kPoints || c.opponent.count[mirror(to)] == 0) continue;
    const std::string holder = player_name(1 - c.mover);
    if (play.side.count[to] > 0) {
      return {"J2", quote::kRest,
              "a checker cannot rest on point " + c.at(to) + ": " + holder + " holds it"};
    }
    return {"J2", quote::kRest,
            "a checker cannot rest on point " + c.at(to) +
                ", not even between two dice: " + holder + " holds it"};
  }
  return {"J2", quote::kRest, "a checker rested on a point the opponent holds"};
}

RuleBreach explain_postillon(const Context& c, const Play& play) {
  const std::string quadrant = letters(c.mover, kLastQuadrant, kPoints);
  for (int i = 0; i < play.count; ++i) {
    const Side side = replay(c.start, play, i);
    const int from = play.steps[i].from;
    if (side.postillon == kPostillonEntered || side.postillon == from) continue;
    if (side.postillon == kPostillonWaiting && from == 1) continue;
    const std::string where = side.postillon == kPostillonWaiting ? "has not left the talon"
                                                                  : "is on " + c.at(side.postillon);
    return {"J4", quote::kPostillon,
            "only the postillon may move until it reaches the last quadrant (" + quadrant + "): " +
                c.name + "'s postillon " + where + ", but a checker moved from " + c.at(from)};
  }
  return {"J4", quote::kPostillon,
          "only the postillon may move until it reaches the last quadrant"};
}

RuleBreach explain_bear_in(const Context& c, const Play& play) {
  for (int i = 0; i < play.count; ++i) {
    if (play.steps[i].to != kRail) continue;
    const Side side = replay(c.start, play, i);
    const int farthest = side.farthest();
    return {"J5", quote::kBearIn,
            "bearing off before all 15 checkers are in the last quadrant (" +
                letters(c.mover, kLastQuadrant, kPoints) + "): " + c.name +
                " still has a checker on " + c.at(farthest)};
  }
  return {"J5", quote::kBearIn, "bearing off before all 15 checkers are in the last quadrant"};
}

RuleBreach explain_talon(const Context& c) {
  const int opponent = 1 - c.mover;
  return {"J7", quote::kTalon,
          "no checker can be borne off while " + player_name(opponent) +
              " keeps a checker on its talon " + point_name(opponent, 1) + ", where " + c.name +
              "'s borne-off checkers go"};
}

RuleBreach explain_farthest(const Context& c, const Play& play) {
  for (int i = 0; i < play.count; ++i) {
    const Step& step = play.steps[i];
    if (step.to != kRail || step.from + step.die <= kRail) continue;
    const int farthest = replay(c.start, play, i).farthest();
    if (step.from != farthest) {
      return {"J11", quote::kFarthest,
              "only the checker farthest from the rail (on " + c.at(farthest) +
                  ") may go off with a " + die_name(step.die) + ", not the one on " +
                  c.at(step.from)};
    }
    return {"J11", quote::kFarthest,
            "the " + die_name(step.die) +
                " can still be played inside the last quadrant or exactly onto the rail, so no "
                "checker may go off with it from " +
                c.at(step.from)};
  }
  return {"J11", quote::kFarthest, "a checker went off with a die larger than needed"};
}

RuleBreach explain_block(const Context& c, const Play& play) {
  const Options& options = c.state.options();
  const uint32_t starts = block_starts(play.side);
  int first = 1;  // the block's first point, in the opponent's numbering
  while (first < kPoints && !(starts & (1u << (first - 1)))) ++first;
  const int opponent = 1 - c.mover;
  const std::string block = letters(opponent, first, first + 5);
  const std::string start = "that block of six is not allowed: ";
  if (!options.advanced) {
    return {"J6", quote::kBlock2324,
            start + c.name + " holds " + block + " before holding its points 23 and 24 (" +
                c.at(23) + " and " + c.at(24) + ")"};
  }
  const Side& other = c.opponent;
  if (other.postillon_in_flight() && (starts >> other.postillon) != 0) {
    int barring = other.postillon + 1;
    while (!(starts & (1u << (barring - 1)))) ++barring;
    return {"J6", quote::kBlockPostillon,
            start + c.name + " holds " + letters(opponent, barring, barring + 5) +
                " and fully bars " + player_name(opponent) + "'s postillon on the tip of " +
                point_name(opponent, other.postillon)};
  }
  const std::string needed = options.block_needs_23
                                 ? "its points 23 and 24 (" + c.at(23) + " and " + c.at(24) + ")"
                                 : "its point 24 (" + c.at(24) + ")";
  return {"J6", quote::kBlockFirstQuadrant,
          start + c.name + " fills its first quadrant " + letters(c.mover, 1, 6) +
              " before holding " + needed};
}

RuleBreach explain_max_dice(const Context& c, const Play& play, const std::vector<Play>& legal,
                            const Chance& chance) {
  const int can = legal.empty() ? 0 : legal.front().count;
  const int high = chance.values[0];
  const int low = chance.values[1];
  if (high == low) {
    return {"J3", quote::kDoubles,
            "as many " + die_name(high) + "s as possible must be played: " + std::to_string(can) +
                " can be, " + std::to_string(play.count) + (play.count == 1 ? " was" : " were")};
  }
  if (play.count == 0) {
    return {"J3", quote::kBoth,
            "a die that can be played must be played: " + c.name + " can play " +
                (can == 2 ? "both dice" : "the " + die_name(legal.front().steps[0].die))};
  }
  if (can == 2) {
    return {"J3", quote::kBoth,
            "both dice must be played when possible: only the " + die_name(play.steps[0].die) +
                " was played"};
  }
  return {"J3", quote::kHigher,
          "the higher die must be played: the " + die_name(high) + " can be played, but the " +
              die_name(low) + " was"};
}

RuleBreach explain_tip(const Context& c, const Play& play, const Occupancy& after) {
  const Occupancy expected = c.state.occupancy_with(play.side);
  for (const auto& cell : differing_cells(expected, after)) {
    const auto found = expected.find(cell);
    const std::string want = found == expected.end() ? "" : found->second;
    const auto tip = want.find('^');
    if (tip != std::string::npos) {
      const auto colour = want.find_last_of("WB", tip);
      const int player = colour != std::string::npos && want[colour] == 'W' ? kWhite : kBlack;
      return {"J9", quote::kTip,
              player_name(player) + "'s postillon stands on the tip of point " + cell +
                  " until it reaches the last quadrant (" +
                  letters(player, kLastQuadrant, kPoints) + ")"};
    }
    return {"J9", quote::kTip,
            "no postillon stands on the tip of point " + cell +
                ": once entered in the last quadrant it goes to the base of its point"};
  }
  return {"J9", quote::kTip, "the postillon is not shown where it stands"};
}

}  // namespace

RuleBreach JacquetState::diagnose(const Chance& chance, const Occupancy& after) const {
  if (is_terminal()) return {"unexplained", "", "the match is over: no move can be played"};
  if (position_.game_over) return explain_set_up(*this, chance, after);
  const auto legal = plays(chance);
  if (legal.empty()) return {"unexplained", "", "this position awaits a roll of two dice, as 6-5"};
  const int mover = position_.to_move;
  const Context context{*this, mover, position_.sides[mover], position_.sides[1 - mover],
                        player_name(mover)};
  const Occupancy seen = without_tips(after);
  for (const Play& play : legal) {
    if (without_tips(occupancy_with(play.side)) == seen) return explain_tip(context, play, after);
  }
  if (auto reset = explain_early_reset(*this, legal, after)) return *reset;
  using Explain = std::function<RuleBreach(const Play&)>;
  const std::vector<std::pair<Relaxed, Explain>> trials = {
      {{.rest = true}, [&](const Play& p) { return explain_rest(context, p); }},
      {{.postillon = true}, [&](const Play& p) { return explain_postillon(context, p); }},
      {{.bear_in = true}, [&](const Play& p) { return explain_bear_in(context, p); }},
      {{.talon = true}, [&](const Play&) { return explain_talon(context); }},
      {{.farthest = true}, [&](const Play& p) { return explain_farthest(context, p); }},
      {{.blocks = true}, [&](const Play& p) { return explain_block(context, p); }},
      {{.max_dice = true},
       [&](const Play& p) { return explain_max_dice(context, p, legal, chance); }},
  };
  // One rule at a time, then each with J3 too: breaking a rule often changes how many dice
  // could have been played (p/s s/v with 3-3 where s is the opponent's).
  for (const bool with_max_dice : {false, true}) {
    for (auto [relaxed, explain] : trials) {
      if (relaxed.talon && !options_.advanced) continue;
      if (with_max_dice && relaxed.max_dice) continue;
      relaxed.max_dice = relaxed.max_dice || with_max_dice;
      for (const Play& play : plays(chance, relaxed)) {
        if (without_tips(occupancy_with(play.side)) == seen) return explain(play);
      }
    }
  }
  return explain_table(*this, chance, after);
}

std::string letters(int player, int first, int last) {
  return point_name(player, first) + ".." + point_name(player, last);
}

}  // namespace arbitre::engine::jacquet
