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

// The die's name in the explanations: "ace" for the 1 (the rule text's "As").
std::string die_name(int die) {
  return die == 1 ? ARBITRE_TRANSLATE_NOOP("RuleTerm", "ace") : std::to_string(die);
}

// Replays the play's first `steps` steps on the mover's side.
Side replay(const Side& start, const Play& play, int steps) {
  Side side = start;
  for (int i = 0; i < steps; ++i) apply_step(side, play.steps[i]);
  return side;
}

struct DiagnosisContext {
  const JacquetState& state;
  int mover;
  const Side& start;
  const Side& opponent;
  std::string name;  // the mover's name

  std::string at(int point) const { return point_name(mover, point); }
};

RuleBreach explain_rest(const DiagnosisContext& c, const Play& play) {
  for (int i = 0; i < play.count; ++i) {
    const int to = play.steps[i].to;
    if (to > kPoints || c.opponent.count[mirror(to)] == 0) continue;
    const std::string holder = player_name(1 - c.mover);
    if (play.side.count[to] > 0) {
      return make_breach(
          "J2", quote::kRest,
          ARBITRE_TRANSLATE_NOOP("RuleBreach", "a checker cannot rest on point %1: %2 holds it"),
          {c.at(to), holder});
    }
    return make_breach("J2", quote::kRest,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "a checker cannot rest on point %1, not even "
                                              "between two dice: %2 holds it"),
                       {c.at(to), holder});
  }
  return make_breach(
      "J2", quote::kRest,
      ARBITRE_TRANSLATE_NOOP("RuleBreach", "a checker rested on a point the opponent holds"));
}

RuleBreach explain_postillon(const DiagnosisContext& c, const Play& play) {
  const std::string quadrant = letters(c.mover, kLastQuadrant, kPoints);
  for (int i = 0; i < play.count; ++i) {
    const Side side = replay(c.start, play, i);
    const int from = play.steps[i].from;
    if (side.postillon == kPostillonEntered || side.postillon == from) continue;
    if (side.postillon == kPostillonWaiting && from == 1) continue;
    if (side.postillon == kPostillonWaiting) {
      return make_breach("J4", quote::kPostillon,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "only the postillon may move until it reaches the "
                                                "last quadrant (%1): %2's postillon has not left "
                                                "the talon, but a checker moved from %3"),
                         {quadrant, c.name, c.at(from)});
    }
    return make_breach("J4", quote::kPostillon,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "only the postillon may move until it reaches the "
                                              "last quadrant (%1): %2's postillon is on %3, but a "
                                              "checker moved from %4"),
                       {quadrant, c.name, c.at(side.postillon), c.at(from)});
  }
  return make_breach("J4", quote::kPostillon,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "only the postillon may move until it reaches the last "
                                            "quadrant"));
}

RuleBreach explain_bear_in(const DiagnosisContext& c, const Play& play) {
  for (int i = 0; i < play.count; ++i) {
    if (play.steps[i].to != kRail) continue;
    const Side side = replay(c.start, play, i);
    return make_breach("J5", quote::kBearIn,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "bearing off before all 15 checkers are in the last "
                                              "quadrant (%1): %2 still has a checker on %3"),
                       {letters(c.mover, kLastQuadrant, kPoints), c.name, c.at(side.farthest())});
  }
  return make_breach("J5", quote::kBearIn,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "bearing off before all 15 checkers are in the last "
                                            "quadrant"));
}

RuleBreach explain_talon(const DiagnosisContext& c) {
  const int opponent = 1 - c.mover;
  return make_breach("J7", quote::kTalon,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "no checker can be borne off while %1 keeps a checker "
                                            "on its talon %2, where %3's borne-off checkers go"),
                     {player_name(opponent), point_name(opponent, 1), c.name});
}

RuleBreach explain_farthest(const DiagnosisContext& c, const Play& play) {
  for (int i = 0; i < play.count; ++i) {
    const Step& step = play.steps[i];
    if (step.to != kRail || step.from + step.die <= kRail) continue;
    const int farthest = replay(c.start, play, i).farthest();
    if (step.from != farthest) {
      return make_breach("J11", quote::kFarthest,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "only the checker farthest from the rail (on %1) "
                                                "may go off with a %2, not the one on %3"),
                         {c.at(farthest), die_name(step.die), c.at(step.from)});
    }
    return make_breach("J11", quote::kFarthest,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "the %1 can still be played inside the last quadrant "
                                              "or exactly onto the rail, so no checker may go off "
                                              "with it from %2"),
                       {die_name(step.die), c.at(step.from)});
  }
  return make_breach(
      "J11", quote::kFarthest,
      ARBITRE_TRANSLATE_NOOP("RuleBreach", "a checker went off with a die larger than needed"));
}

// J6 in the advanced rules: a block of six barring the opponent's postillon, or filling the
// mover's first quadrant before he holds his last point(s).
RuleBreach explain_advanced_block(const DiagnosisContext& c, uint32_t starts) {
  const Side& other = c.opponent;
  const int opponent = 1 - c.mover;
  if (other.postillon_in_flight() && (starts >> other.postillon) != 0) {
    int barring = other.postillon + 1;
    while (!(starts & (1u << (barring - 1)))) ++barring;
    return make_breach("J6", quote::kBlockPostillon,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "that block of six is not allowed: %1 holds %2 and "
                                              "fully bars %3's postillon on the tip of %4"),
                       {c.name, letters(opponent, barring, barring + 5), player_name(opponent),
                        point_name(opponent, other.postillon)});
  }
  const std::string quadrant = letters(c.mover, 1, 6);
  if (c.state.options().block_needs_23) {
    return make_breach("J6", quote::kBlockFirstQuadrant,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "that block of six is not allowed: %1 fills its "
                                              "first quadrant %2 before holding its points 23 and "
                                              "24 (%3 and %4)"),
                       {c.name, quadrant, c.at(23), c.at(24)});
  }
  return make_breach("J6", quote::kBlockFirstQuadrant,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "that block of six is not allowed: %1 fills its first "
                                            "quadrant %2 before holding its point 24 (%3)"),
                     {c.name, quadrant, c.at(24)});
}

RuleBreach explain_block(const DiagnosisContext& c, const Play& play) {
  const uint32_t starts = block_starts(play.side);
  if (c.state.options().advanced) return explain_advanced_block(c, starts);
  int first = 1;  // the block's first point, in the opponent's numbering
  while (first < kPoints && !(starts & (1u << (first - 1)))) ++first;
  return make_breach("J6", quote::kBlock2324,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "that block of six is not allowed: %1 holds %2 before "
                                            "holding its points 23 and 24 (%3 and %4)"),
                     {c.name, letters(1 - c.mover, first, first + 5), c.at(23), c.at(24)});
}

// J3 with doubles: as many dice as possible.
RuleBreach explain_doubles(int die, int can, int played) {
  std::vector<std::string> args = {die_name(die), std::to_string(can), std::to_string(played)};
  if (played == 1) {
    return make_breach("J3", quote::kDoubles,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "as many %1s as possible must be played: %2 can be, "
                                              "%3 was"),
                       std::move(args));
  }
  return make_breach("J3", quote::kDoubles,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "as many %1s as possible must be played: %2 can be, "
                                            "%3 were"),
                     std::move(args));
}

RuleBreach explain_max_dice(const DiagnosisContext& c, const Play& play,
                            const std::vector<Play>& legal, const Chance& chance) {
  const int can = legal.empty() ? 0 : legal.front().count;
  const int high = chance.values[0];
  const int low = chance.values[1];
  if (high == low) return explain_doubles(high, can, play.count);
  if (play.count == 0 && can == 2) {
    return make_breach("J3", quote::kBoth,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "a die that can be played must be played: %1 can "
                                              "play both dice"),
                       {c.name});
  }
  if (play.count == 0) {
    return make_breach("J3", quote::kBoth,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "a die that can be played must be played: %1 can "
                                              "play the %2"),
                       {c.name, die_name(legal.front().steps[0].die)});
  }
  if (can == 2) {
    return make_breach("J3", quote::kBoth,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "both dice must be played when possible: only the "
                                              "%1 was played"),
                       {die_name(play.steps[0].die)});
  }
  return make_breach("J3", quote::kHigher,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "the higher die must be played: the %1 can be played, "
                                            "but the %2 was"),
                     {die_name(high), die_name(low)});
}

RuleBreach explain_tip(const DiagnosisContext& c, const Play& play, const Occupancy& after) {
  const Occupancy expected = c.state.occupancy_with(play.side);
  for (const auto& cell : differing_cells(expected, after)) {
    const auto found = expected.find(cell);
    const std::string want = found == expected.end() ? "" : found->second;
    const auto tip = want.find('^');
    if (tip != std::string::npos) {
      const auto colour = want.find_last_of("WB", tip);
      const int player = colour != std::string::npos && want[colour] == 'W' ? kWhite : kBlack;
      return make_breach("J9", quote::kTip,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "%1's postillon stands on the tip of point %2 "
                                                "until it reaches the last quadrant (%3)"),
                         {player_name(player), cell, letters(player, kLastQuadrant, kPoints)});
    }
    return make_breach("J9", quote::kTip,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "no postillon stands on the tip of point %1: once "
                                              "entered in the last quadrant it goes to the base "
                                              "of its point"),
                       {cell});
  }
  return make_breach(
      "J9", quote::kTip,
      ARBITRE_TRANSLATE_NOOP("RuleBreach", "the postillon is not shown where it stands"));
}

}  // namespace

RuleBreach JacquetState::diagnose(const Chance& chance, const Occupancy& after) const {
  if (is_terminal()) {
    return make_breach(
        "unexplained", "",
        ARBITRE_TRANSLATE_NOOP("RuleBreach", "the match is over: no move can be played"));
  }
  if (position_.game_over) return explain_set_up(*this, chance, after);
  const auto legal = plays(chance);
  if (legal.empty()) {
    return make_breach(
        "unexplained", "",
        ARBITRE_TRANSLATE_NOOP("RuleBreach", "this position awaits a roll of two dice, as 6-5"));
  }
  const int mover = position_.to_move;
  const DiagnosisContext context{*this, mover, position_.sides[mover], position_.sides[1 - mover],
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
