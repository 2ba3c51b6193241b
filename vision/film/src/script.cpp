#include "arbitre/film/script.h"

#include <algorithm>
#include <optional>

#include "arbitre/engine/random_play.h"
#include "arbitre/engine/referee.h"

namespace arbitre::film {
namespace {

using engine::Occupancy;

// A move whose result is a legal move's result with one moved piece put elsewhere: what a
// player who miscounted or misunderstood a move leaves on the table. Confirmed by the referee.
std::optional<Occupancy> misplaced_piece(const engine::State& state, const engine::Chance& chance,
                                         const std::vector<std::string>& playing_cells,
                                         engine::Random& random) {
  const auto moves = state.legal_moves(chance);
  if (moves.empty() || playing_cells.empty()) return std::nullopt;
  const Occupancy before = state.occupancy();
  for (int attempt = 0; attempt < 20; ++attempt) {
    const auto& move = moves[random.below(moves.size())];
    Occupancy after = state.child(chance, move)->occupancy();
    std::vector<std::string> arrivals;  // playing places the move put a piece on
    for (const auto& cell : playing_cells) {
      const auto now = after.find(cell);
      const auto was = before.find(cell);
      if (now != after.end() && (was == before.end() || was->second != now->second)) {
        arrivals.push_back(cell);
      }
    }
    if (arrivals.empty()) continue;
    const auto& arrival = arrivals[random.below(arrivals.size())];
    const auto& target = playing_cells[random.below(playing_cells.size())];
    if (after.count(target) > 0 || before.count(target) > 0) continue;
    after[target] = after[arrival];
    after.erase(arrival);
    if (!engine::check(state, chance, after).legal) return after;
  }
  return std::nullopt;
}

std::optional<Occupancy> illegal_result(const engine::State& state, const engine::Chance& chance,
                                        const ScriptOptions& options, engine::Random& random) {
  if (auto misread = engine::misplayed_occupancy(state, chance, random)) return misread;
  return misplaced_piece(state, chance, options.playing_cells, random);
}

// The film is one game: a match's "next game" or "next round" set-up is not played.
bool ends_the_game(const engine::Move& move) {
  return move.text.rfind("next ", 0) == 0;
}

void add_illegal_beats(GameScript& script, const engine::State& state, const engine::Chance& chance,
                       const Occupancy& shown, int seat) {
  const auto verdict = engine::check(state, chance, shown);
  const int current = static_cast<int>(script.states.size()) - 1;
  const Occupancy& before = script.occupancies.back();
  script.beats.push_back(
      {Beat::Kind::kIllegal, seat, chance, verdict.breach.rule, before, shown, current});
  script.beats.push_back({Beat::Kind::kTakeBack, seat, chance, "", shown, before, current});
}

}  // namespace

std::vector<std::string> playing_cells(const vision::BoardLayout& layout) {
  std::vector<std::string> cells;
  for (const auto& cell : layout.cells) {
    if (cell.role == "point" || cell.role == "intersection" || cell.role == "square" ||
        cell.role == "lane") {
      cells.push_back(cell.id);
    }
  }
  return cells;
}

engine::Result<GameScript> write_script(const ScriptOptions& options) {
  auto game = engine::make_game(options.variant, options.options);
  if (!game) return game.error();
  GameScript script{options.variant, (*game)->options(), options.seed, {}, {}, {}};
  engine::Random random(options.seed ^ 0x5C41'9E7Dull);
  auto state = (*game)->new_initial_state(options.seed);
  script.states.push_back(state->to_json());
  script.occupancies.push_back(state->occupancy());
  int moves_played = 0;
  while (!state->is_terminal() && (options.max_moves == 0 || moves_played < options.max_moves)) {
    const int seat = state->current_player();
    const engine::Chance chance = engine::sample_chance(*state, random);
    const engine::Move move = engine::random_move(*state, chance, random);
    if (ends_the_game(move)) break;
    const int current = static_cast<int>(script.states.size()) - 1;
    if (chance.kind != engine::ChanceKind::kNone) {
      script.beats.push_back({Beat::Kind::kChance, seat, chance, "", {}, {}, current});
    }
    if (random.unit() < options.illegal_probability) {
      if (auto shown = illegal_result(*state, chance, options, random)) {
        add_illegal_beats(script, *state, chance, *shown, seat);
      }
    }
    const Occupancy before = state->occupancy();
    state->apply(chance, move);
    script.states.push_back(state->to_json());
    script.occupancies.push_back(state->occupancy());
    script.beats.push_back({Beat::Kind::kMove, seat, chance, move.text, before,
                            script.occupancies.back(), current + 1});
    ++moves_played;
  }
  return script;
}

}  // namespace arbitre::film
