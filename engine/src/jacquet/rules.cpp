#include "arbitre/engine/jacquet/rules.h"

#include <algorithm>

#include "arbitre/engine/json_fields.h"

namespace arbitre::engine::jacquet {
namespace {

// What the mover meets on the board during his turn: the opponent does not move.
struct Context {
  const Options& options;
  const Relaxed& relaxed;
  std::array<bool, 26> opponent_holds{};  // in the mover's numbering, 1..24
  bool talon_occupied = false;            // the opponent keeps a checker on his talon (J7)
};

Context make_context(const Options& options, const Relaxed& relaxed, const Side& opponent) {
  Context context{options, relaxed};
  for (int point = 1; point <= kPoints; ++point) {
    context.opponent_holds[point] = opponent.count[mirror(point)] > 0;
  }
  context.talon_occupied = opponent.count[1] > 0;
  return context;
}

// J4: until the postillon has entered the last quadrant, it is the only checker that moves
// (the first checker to leave the talon becomes the postillon).
bool may_move(const Context& context, const Side& side, int point) {
  if (side.count[point] == 0) return false;
  if (context.relaxed.postillon || side.postillon == kPostillonEntered) return true;
  if (side.postillon == kPostillonWaiting) return point == 1;
  return point == side.postillon;
}

// J5: all 15 in the last quadrant; J7 (advanced): the opponent's talon must be empty, since
// the checkers borne off go there.
bool may_bear_off(const Context& context, const Side& side) {
  if (!context.relaxed.bear_in && side.outside_last_quadrant() > 0) return false;
  return !(context.options.advanced && context.talon_occupied && !context.relaxed.talon);
}

// J2 and J5: a die played inside the board on a point the opponent does not hold, or exactly
// onto the rail.
bool exact_move_ok(const Context& context, int point, int die, bool bearing) {
  const int to = point + die;
  if (to <= kPoints) return context.relaxed.rest || !context.opponent_holds[to];
  return to == kRail && bearing;
}

bool has_exact_move(const Context& context, const Side& side, int die, bool bearing) {
  for (int point = 1; point <= kPoints; ++point) {
    if (may_move(context, side, point) && exact_move_ok(context, point, die, bearing)) return true;
  }
  return false;
}

// Calls found(step) for every legal single-die move from `side`.
template <class Found>
void for_each_step(const Context& context, const Side& side, int die, Found&& found) {
  const bool bearing = may_bear_off(context, side);
  for (int point = 1; point <= kPoints; ++point) {
    if (!may_move(context, side, point)) continue;
    const int to = point + die;
    if (exact_move_ok(context, point, die, bearing)) {
      found(Step{static_cast<uint8_t>(point), static_cast<uint8_t>(to), static_cast<uint8_t>(die)});
    } else if (to > kRail && bearing) {
      // J11: a larger die bears off only the farthest checker, and only when the die cannot
      // be played inside the quadrant or exactly onto the rail.
      const bool farthest_ok =
          point == side.farthest() && !has_exact_move(context, side, die, bearing);
      if (context.relaxed.farthest || farthest_ok) {
        found(Step{static_cast<uint8_t>(point), kRail, static_cast<uint8_t>(die)});
      }
    }
  }
}

bool code_less(const Play& a, const Play& b) {
  const int n = std::min(a.count, b.count);
  for (int i = 0; i < n; ++i) {
    if (a.steps[i].from != b.steps[i].from) return a.steps[i].from < b.steps[i].from;
    if (a.steps[i].to != b.steps[i].to) return a.steps[i].to < b.steps[i].to;
  }
  return a.count < b.count;
}

struct Key {
  uint64_t low = 0;
  uint64_t high = 0;
  bool operator==(const Key&) const = default;
};

// Four bits per point (a point holds at most 15), plus the postillon and a tag.
Key key_of(const Side& side, int tag) {
  Key key;
  for (int point = 1; point <= 16; ++point)
    key.low |= uint64_t{side.count[point]} << (4 * (point - 1));
  for (int point = 17; point <= kRail; ++point) {
    key.high |= uint64_t{side.count[point]} << (4 * (point - 17));
  }
  key.high |= uint64_t{static_cast<uint8_t>(side.postillon)} << 40;
  key.high |= uint64_t(tag) << 48;
  return key;
}

// The plays reached after the same number of dice, one per (side, tag); a reused table keeps
// the smallest code for each, so no allocation happens once warm.
class Layer {
 public:
  void clear() {
    plays.clear();
    keys_.clear();
    std::fill(slots_.begin(), slots_.end(), -1);
  }

  void add(const Play& play, int tag) {
    if (2 * (plays.size() + 1) > slots_.size()) grow();
    const Key key = key_of(play.side, tag);
    std::size_t slot = hash(key) & (slots_.size() - 1);
    while (slots_[slot] >= 0) {
      const auto index = static_cast<std::size_t>(slots_[slot]);
      if (keys_[index] == key) {
        if (code_less(play, plays[index])) plays[index] = play;
        return;
      }
      slot = (slot + 1) & (slots_.size() - 1);
    }
    slots_[slot] = static_cast<int32_t>(plays.size());
    plays.push_back(play);
    keys_.push_back(key);
  }

  std::vector<Play> plays;

 private:
  static uint64_t hash(const Key& key) {
    uint64_t h = key.low * 0x9E3779B97F4A7C15ULL ^ (key.high + 0x632BE59BD9B4E019ULL);
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    return h ^ (h >> 32);
  }

  void grow() {
    slots_.assign(std::max<std::size_t>(256, slots_.size() * 2), -1);
    for (std::size_t i = 0; i < plays.size(); ++i) {
      std::size_t slot = hash(keys_[i]) & (slots_.size() - 1);
      while (slots_[slot] >= 0) slot = (slot + 1) & (slots_.size() - 1);
      slots_[slot] = static_cast<int32_t>(i);
    }
  }

  std::vector<Key> keys_;
  std::vector<int32_t> slots_;
};

// Extends every play of `from` by one step with `die` into `to`.
void extend(const Context& context, const Layer& from, int die, int tag, Layer& to,
            bool other_die_of_two, int high, int low) {
  for (const Play& play : from.plays) {
    int use = die;
    if (other_die_of_two) use = play.steps[0].die == high ? low : high;
    for_each_step(context, play.side, use, [&](const Step& step) {
      Play next = play;
      apply_step(next.side, step);
      next.steps[next.count++] = step;
      to.add(next, tag);
    });
  }
}

// J3: more dice beat fewer; with one die of a non-double, the higher beats the lower.
int rank(const Play& play, bool is_double, int high) {
  const int bonus = !is_double && play.count == 1 && play.steps[0].die == high ? 1 : 0;
  return 2 * play.count + bonus;
}

}  // namespace

void apply_step(Side& side, const Step& step) {
  --side.count[step.from];
  ++side.count[step.to];
  const bool postillon_moves = (side.postillon == kPostillonWaiting && step.from == 1) ||
                               (side.postillon > 0 && side.postillon == step.from);
  if (postillon_moves) {
    // J10: it counts as entered the moment it reaches the last quadrant.
    side.postillon = step.to >= kLastQuadrant ? kPostillonEntered : static_cast<int8_t>(step.to);
  }
}

int game_points(const Options& options, const Side& loser) {
  if (loser.off() > 0) return 1;
  if (!options.advanced || options.simple_scoring) return 2;
  // J8 advanced: by the farthest quadrant where the loser still has a checker.
  const int farthest = loser.farthest();
  if (farthest >= kLastQuadrant) return 2;
  if (farthest >= 13) return 3;
  if (farthest >= 7) return 4;
  return 5;
}

uint32_t block_starts(const Side& mover) {
  const uint32_t mine = mover.held_mask();
  // The same points in the opponent's numbering: a block must follow his circuit (J12).
  const uint32_t held = ((mine & 0xFFFu) << 12) | (mine >> 12);
  return held & (held >> 1) & (held >> 2) & (held >> 3) & (held >> 4) & (held >> 5);
}

bool has_forbidden_block(const Options& options, const Side& mover, const Side& opponent) {
  const uint32_t starts = block_starts(mover);
  if (!options.advanced) {
    return options.block_needs_23_24 && starts != 0 && !(mover.count[23] && mover.count[24]);
  }
  // A block ahead of the opponent's postillon on its tip (on his point s: blocks from s+1).
  if (opponent.postillon_in_flight() && (starts >> opponent.postillon) != 0) return true;
  const bool first_quadrant_full = (mover.held_mask() & 0x3Fu) == 0x3Fu;
  const bool may_fill = mover.count[24] > 0 && (!options.block_needs_23 || mover.count[23] > 0);
  return first_quadrant_full && !may_fill;
}

std::vector<Play> legal_plays(const Options& options, const Side& mover, const Side& opponent,
                              int high, int low, const Relaxed& relaxed) {
  thread_local std::array<Layer, 5> layers;
  const Context context = make_context(options, relaxed, opponent);
  const bool is_double = high == low;
  for (auto& layer : layers) layer.clear();
  layers[0].add(Play{mover, {}, 0}, 0);
  if (is_double) {
    for (int k = 1; k <= 4; ++k) extend(context, layers[k - 1], high, 0, layers[k], false, 0, 0);
  } else {
    extend(context, layers[0], high, high, layers[1], false, 0, 0);
    extend(context, layers[0], low, low, layers[1], false, 0, 0);
    extend(context, layers[1], 0, 0, layers[2], true, high, low);
  }
  // J12: the plays that end on a forbidden block do not count, unless every play does.
  bool any_allowed = false;
  int best = -1;
  for (const auto& layer : layers) {
    for (const Play& play : layer.plays) {
      if (!relaxed.blocks && has_forbidden_block(options, play.side, opponent)) continue;
      any_allowed = true;
      best = std::max(best, rank(play, is_double, high));
    }
  }
  std::vector<Play> chosen;
  for (const auto& layer : layers) {
    for (const Play& play : layer.plays) {
      const bool allowed =
          relaxed.blocks || !any_allowed || !has_forbidden_block(options, play.side, opponent);
      const bool enough = relaxed.max_dice || !any_allowed || rank(play, is_double, high) == best;
      if (allowed && enough) chosen.push_back(play);
    }
  }
  if (!any_allowed) {
    // No play avoids the block: J3 alone decides, among all plays.
    int top = -1;
    for (const Play& play : chosen) top = std::max(top, rank(play, is_double, high));
    std::erase_if(chosen, [&](const Play& p) { return rank(p, is_double, high) != top; });
  }
  std::sort(chosen.begin(), chosen.end(), code_less);
  if (relaxed.max_dice) {
    // Plays of different lengths may reach the same side: keep the smallest code.
    std::vector<Play> distinct;
    for (const Play& play : chosen) {
      const bool seen = std::any_of(distinct.begin(), distinct.end(),
                                    [&](const Play& p) { return p.side == play.side; });
      if (!seen) distinct.push_back(play);
    }
    chosen.swap(distinct);
  }
  return chosen;
}

std::vector<int> play_code(const Play& play) {
  std::vector<int> code;
  code.reserve(2 * play.count);
  for (int i = 0; i < play.count; ++i) {
    code.push_back(play.steps[i].from);
    code.push_back(play.steps[i].to);
  }
  return code;
}

std::string play_text(int player, const Play& play) {
  if (play.count == 0) return "pass";
  std::string text;
  for (int i = 0; i < play.count; ++i) {
    if (i > 0) text += ' ';
    text += point_name(player, play.steps[i].from) + "/" + point_name(player, play.steps[i].to);
  }
  return text;
}

nlohmann::json Options::to_json() const {
  nlohmann::json json = {{"match_points", match_points}};
  if (advanced) {
    json["block_needs_23"] = block_needs_23;
    json["simple_scoring"] = simple_scoring;
  } else {
    json["block_needs_23_24"] = block_needs_23_24;
  }
  return json;
}

Result<Options> read_options(bool advanced, const nlohmann::json& json) {
  OptionReader reader(json);
  Options options;
  options.advanced = advanced;
  options.match_points = reader.integer("match_points", 1, 1, 99);
  if (advanced) {
    options.block_needs_23 = reader.boolean("block_needs_23", false);
    options.simple_scoring = reader.boolean("simple_scoring", false);
  } else {
    options.block_needs_23_24 = reader.boolean("block_needs_23_24", true);
  }
  const Status status = reader.status();
  if (!status.ok()) return status.error();
  return options;
}

}  // namespace arbitre::engine::jacquet
