#include "arbitre/engine/referee.h"

#include <algorithm>

namespace arbitre::engine {

bool Verdict::names_a_rule() const {
  return !legal && breach.rule != "unexplained" && breach.rule != "chance";
}

std::string Verdict::to_string() const {
  if (legal) return "legal: " + move.text;
  std::string out = "illegal";
  if (!breach.rule.empty()) out += " (" + breach.rule + ")";
  out += ": " + breach.explanation();
  if (!closest.empty()) {
    out += "; closest legal moves: ";
    for (std::size_t i = 0; i < closest.size(); ++i) out += (i ? ", " : "") + closest[i].text;
  }
  return out;
}

Verdict check(const State& before, const Chance& chance, const Occupancy& after) {
  Verdict verdict;
  if (before.is_terminal()) {
    verdict.breach = make_breach(
        "end", "", ARBITRE_TRANSLATE_NOOP("RuleBreach", "the game is over: no move can be played"));
    return verdict;
  }
  if (chance.kind != before.chance_kind()) {
    verdict.breach = make_breach(
        "chance", "", ARBITRE_TRANSLATE_NOOP("RuleBreach", "this position awaits a %1, not a %2"),
        {std::string(to_string(before.chance_kind())), std::string(to_string(chance.kind))});
    return verdict;
  }
  struct Candidate {
    std::size_t distance;
    Move move;
    std::vector<std::string> differing;
  };
  std::vector<Candidate> candidates;
  for (const Move& move : before.legal_moves(chance)) {
    auto differing = differing_cells(before.child(chance, move)->occupancy(), after);
    if (differing.empty()) {
      verdict.legal = true;
      verdict.move = move;
      return verdict;
    }
    candidates.push_back({differing.size(), move, std::move(differing)});
  }
  // Nearest first; ties keep the legal moves' own order.
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.distance < b.distance; });
  for (std::size_t i = 0; i < candidates.size() && i < kClosestMoves; ++i) {
    verdict.closest.push_back(candidates[i].move);
  }
  if (!candidates.empty()) verdict.differing_cells = candidates.front().differing;
  verdict.breach = before.diagnose(chance, after);
  return verdict;
}

}  // namespace arbitre::engine
