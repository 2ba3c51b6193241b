// La Jacotte: why a change seen on the table is not a legal move (the referee's diagnosis).
//
// The change is read as a physical move: which stack left which cell (or which pawn left a
// camp), where it arrived, and whether a neutral came along. That move is then checked rule
// by rule, in the order a player would think of them, and the first rule broken is named.
#include <algorithm>
#include <cstdlib>

#include "arbitre/engine/jacotte/jacotte_state.h"

namespace arbitre::engine::jacotte {
namespace {

// The French rule sentences quoted by the diagnosis (RULINGS.md text where the French has
// none).
constexpr const char* kQuoteThrow =
    "1 face de ta couleur égale 1 case (et donc que si tu n'obtiens que des faces claires, tu "
    "ne peux pas te déplacer verticalement ce tour-ci)";
constexpr const char* kQuoteTwoMoves =
    "A tour de rôle, les joueurs lancent leurs 4 dés et ont le choix d'effectuer 2 types de "
    "déplacement : « verticalement » [...] « horizontalement »";
constexpr const char* kQuotePass =
    "Il est autorisé de passer son tour jusqu'à 3 fois CONSECUTIVES.";
constexpr const char* kQuoteCamp =
    "Les 4 coins sont les camps de chaque joueur, zones inaccessibles pour tout pion adverse";
constexpr const char* kQuoteOwnCell =
    "Il est interdit d'avoir 2 pions d'une même couleur sur une même case";
constexpr const char* kQuoteOneOnRound =
    "Un même joueur n'a également pas le droit d'avoir deux pions de sa couleur en même temps "
    "sur le rond central.";
constexpr const char* kQuoteCapture =
    "Lorsqu' après un lancer de dés tu arrives EXACTEMENT sur une case contrôlée par un pion "
    "adverse, tu places ton pion sur le dessus : c'est toi qui en prend alors le contrôle.";
constexpr const char* kQuoteWholeStack =
    "Quand tu souhaiteras déplacer ce pion par la suite, tu emmèneras avec toi le ou les pions "
    "situés en dessous, comme si un empilement ne faisait qu'un seul et même pion.";
constexpr const char* kQuoteNoCaptureOnRound =
    "il est interdit d'y capturer des pions adverses. On n'y capture que des pions neutres.";
constexpr const char* kQuoteTwoNeutrals =
    "quelque soit le cas de figure possible, il est interdit de capturer et/ou d'empiler "
    "consécutivement 2 pions neutres.";
constexpr const char* kQuoteNeutralTaken =
    "Entering or moving on the central round, a stack may take one neutral from its cell (it "
    "goes at the bottom of the stack) or leave it. (RULINGS.md C6)";
constexpr const char* kQuoteOneNeutral =
    "A stack takes at most one neutral per move, from the centre cell where its move ends "
    "(RULINGS.md C13)";
constexpr const char* kQuoteBanking =
    "Tous tes pions reviennent alors en jeu sur leur emplacement de départ, tous les pions "
    "adverses et les précieux pions neutres valant 5 points sont placés à côté de ton camp";
constexpr const char* kQuoteLanes =
    "A stack enters the round from lane q onto centre cell q, and leaves the round only down "
    "the lane of the centre cell it stands on. (RULINGS.md C11)";
constexpr const char* kQuoteClosedCamp =
    "At 3 players the empty seat's camp is closed to everyone (RULINGS.md C14)";
constexpr const char* kQuoteOwnTurn =
    "A tour de rôle, les joueurs lancent leurs 4 dés [...] (à son tour, un joueur jouera pour sa "
    "première couleur, puis aussitôt après pour sa seconde)";

// What the table shows, as letters: stacks (bottom first), loose neutrals, camps and loots.
struct Seen {
  std::array<std::string, kCells> stacks;
  std::array<int, kMaxColours> loose{};
  std::array<std::string, kMaxColours> camps;
  std::array<std::string, kMaxColours> loots;
  std::vector<std::string> unknown;  // ids that are no place on the board
};

Seen seen_of(const Occupancy& occupancy) {
  Seen seen;
  for (const auto& [id, content] : occupancy) {
    bool placed = false;
    for (int cell = 0; cell < kCells && !placed; ++cell) {
      if (cell_id(cell) != id) continue;
      placed = true;
      const auto plus = content.find('+');
      seen.stacks[cell] = content.substr(0, plus);
      if (is_centre(cell) && plus != std::string::npos) {
        seen.loose[cell - kCentreBase] = static_cast<int>(content.size() - plus - 1);
      }
    }
    const int seat = id.empty() ? -1 : id.back() - '1';
    if (!placed && id.size() == 5 && seat >= 0 && seat < kMaxColours) {
      if (id.starts_with("camp")) seen.camps[seat] = content, placed = true;
      if (id.starts_with("loot")) seen.loots[seat] = content, placed = true;
    }
    if (!placed) seen.unknown.push_back(id);
  }
  return seen;
}

std::string camp_id(int colour) {
  return "camp" + std::to_string(colour + 1);
}

// A change no rule explains: `message` ends with " (cells changed: %N)", N the argument after
// `args`, which receives the cells that differ.
RuleBreach unexplained(const Occupancy& before, const Occupancy& after, std::string_view message,
                       std::vector<std::string> args) {
  args.push_back(joined_ids(differing_cells(before, after)));
  return make_breach("unexplained", "", message, std::move(args));
}

// The count a throw allows: from `from`, it reaches `reach`, not `to` (C2).
RuleBreach exact_count_breach(int thrown, const std::string& from, const std::string& reach,
                              const std::string& to) {
  if (thrown == 0) {
    return make_breach("C2", kQuoteThrow,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "a throw of 0 allows no vertical move: only a "
                                              "horizontal move or a pass"));
  }
  if (thrown == 1) {
    return make_breach("C2", kQuoteThrow,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "a throw of 1 moves exactly 1 cell: from %1 it "
                                              "reaches %2, not %3"),
                       {from, reach, to});
  }
  return make_breach("C2", kQuoteThrow,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "a throw of %1 moves exactly %1 cells: from %2 it "
                                            "reaches %3, not %4"),
                     {std::to_string(thrown), from, reach, to});
}

// Where the pieces `moving` (bottom first) arrived: sets step.to (kCamp for a camp or a
// loot, whose colour goes to `camp_target`) and step.take, or names the breach of a stack
// arriving in the wrong order. step.to stays kPassCode when nothing readable received them.
std::optional<RuleBreach> find_arrival(const Seen& was, const Seen& now, const std::string& moving,
                                       Step& step, int& camp_target) {
  for (int cell = 0; cell < kCells && step.to == kPassCode; ++cell) {
    const std::string& old_stack = was.stacks[cell];
    const std::string& new_stack = now.stacks[cell];
    if (cell == step.from || new_stack == old_stack) continue;
    if (new_stack == old_stack + moving) {
      step.to = cell;
    } else if (is_centre(cell) && new_stack == "N" + moving) {
      step.to = cell;
      step.take = true;
    } else if (is_centre(cell) && new_stack == moving + "N") {
      return make_breach("C6", kQuoteNeutralTaken,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "the neutral taken on %1 goes at the bottom of "
                                                "the stack, not on top"),
                         {cell_id(cell)});
    } else if (is_centre(cell) && new_stack.ends_with(moving) &&
               new_stack.size() > moving.size() + 1) {
      return make_breach("C13", kQuoteOneNeutral,
                         ARBITRE_TRANSLATE_NOOP(
                             "RuleBreach", "a stack takes at most one neutral per move (on %1)"),
                         {cell_id(cell)});
    } else if (!is_centre(cell) && new_stack == moving + old_stack) {
      return make_breach("C5", kQuoteCapture,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "the arriving stack goes on top of the stack it "
                                                "captures on %1"),
                         {cell_id(cell)});
    }
  }
  for (int c = 0; c < kMaxColours && step.to == kPassCode; ++c) {
    if (now.camps[c].size() > was.camps[c].size() || now.loots[c] != was.loots[c]) {
      camp_target = c;
      step.to = kCamp;
    }
  }
  return std::nullopt;
}

// A stack that arrived in the camp or the loot of `camp_target`: the breach when that is
// not the mover's own camp, reached down its own lane with a throw long enough.
std::optional<RuleBreach> home_breach(int colours, int colour, int thrown, const Step& step,
                                      int camp_target) {
  if (camp_target != colour) {
    if (camp_target >= colours) {
      return make_breach(
          "C14", kQuoteClosedCamp,
          ARBITRE_TRANSLATE_NOOP("RuleBreach", "%1 of the empty seat is closed to everyone"),
          {camp_id(camp_target)});
    }
    return make_breach("C3", kQuoteCamp,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach", "a pawn cannot enter %1's camp (%2)"),
                       {colour_name(camp_target), camp_id(camp_target)});
  }
  if (step.from == kCamp) {
    return make_breach("C2", kQuoteThrow,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "a throw of %1 does not bring the stack on its camp "
                                              "home to %2"),
                       {std::to_string(thrown), camp_id(colour)});
  }
  if (!is_centre(step.from) && lane_of(step.from) != colour) {
    return make_breach(
        "C11", kQuoteLanes,
        ARBITRE_TRANSLATE_NOOP("RuleBreach", "%1's camp is reached only down lane %2, not from %3"),
        {colour_name(colour), std::to_string(colour + 1), cell_id(step.from)});
  }
  if (is_centre(step.from) || thrown < latitude_of(step.from)) {
    return make_breach("C2", kQuoteThrow,
                       ARBITRE_TRANSLATE_NOOP(
                           "RuleBreach", "a throw of %1 does not bring the stack on %2 home to %3"),
                       {std::to_string(thrown), cell_id(step.from), camp_id(colour)});
  }
  return std::nullopt;
}

}  // namespace

std::optional<RuleBreach> JacotteState::why_step_illegal(int thrown, const Step& step,
                                                         const Stack& moving) const {
  if (step.to == kCamp) return std::nullopt;  // the way home is checked by diagnose()
  const int colour = to_move_;
  const std::string who = colour_name(colour);
  const std::string from = step.from == kCamp ? camp_id(colour) : cell_id(step.from);
  const std::string to = cell_id(step.to);
  auto exact = [&](const std::string& reach) {
    return exact_count_breach(thrown, from, reach, to);
  };
  auto landing = [&]() -> std::optional<RuleBreach> {
    const Stack& target = table_.cells[step.to];
    if (is_centre(step.to)) {
      if (!target.empty()) {
        return make_breach("C5", kQuoteNoCaptureOnRound,
                           ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                  "no capture on the central round: %1 holds a "
                                                  "stack topped by %2"),
                           {to, colour_name(target.top())});
      }
      for (int cell = kCentreBase; cell < kCells; ++cell) {
        if (cell != step.from && !table_.cells[cell].empty() &&
            config_->same_side(table_.cells[cell].top(), colour)) {
          return make_breach("C4", kQuoteOneOnRound,
                             ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                    "%1 already controls a stack on the central "
                                                    "round (on %2)"),
                             {who, cell_id(cell)});
        }
      }
      if (step.take && moving.bottom() == kNeutral) {
        return make_breach("C6", kQuoteTwoNeutrals,
                           ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                  "two neutrals may not lie on one another: the "
                                                  "stack from %1 already has a neutral at its "
                                                  "bottom"),
                           {from});
      }
    } else if (!target.empty() && config_->same_side(target.top(), colour)) {
      return make_breach("C4", kQuoteOwnCell,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "a move never ends on a stack of one's own side: "
                                                "%1 is topped by %2"),
                         {to, colour_name(target.top())});
    }
    return std::nullopt;
  };
  if (step.from == kCamp) {
    if (thrown == 0) {
      return make_breach(
          "C12", kQuoteThrow,
          ARBITRE_TRANSLATE_NOOP("RuleBreach", "a throw of 0 cannot bring a pawn out of %1"),
          {from});
    }
    if (is_centre(step.to) || lane_of(step.to) != colour) {
      return make_breach(
          "C3", kQuoteCamp,
          ARBITRE_TRANSLATE_NOOP("RuleBreach", "a pawn leaves %1 into its own lane %2"),
          {from, "L" + std::to_string(colour + 1)});
    }
    if (latitude_of(step.to) != thrown) return exact(cell_id(lane_cell(colour, thrown)));
    return landing();
  }
  const int lane = lane_of(step.from);
  const int latitude = latitude_of(step.from);
  if (is_centre(step.from) && is_centre(step.to)) return landing();
  if (is_centre(step.from)) {
    if (lane_of(step.to) != lane) {
      return make_breach("C11", kQuoteLanes,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "a stack leaves the round only down the lane of "
                                                "its centre cell: from %1 down %2"),
                         {from, "L" + std::to_string(lane + 1)});
    }
    if (thrown == 0 || 5 - latitude_of(step.to) != thrown) {
      return exact(cell_id(lane_cell(lane, 5 - std::max(thrown, 1))));
    }
    return landing();
  }
  if (is_centre(step.to)) {
    if (lane_of(step.to) != lane) {
      return make_breach("C11", kQuoteLanes,
                         ARBITRE_TRANSLATE_NOOP(
                             "RuleBreach", "from lane %1 a stack enters the round on %2, not %3"),
                         {std::to_string(lane + 1), cell_id(kCentreBase + lane), to});
    }
    if (latitude + thrown < 5) return exact(cell_id(lane_cell(lane, latitude + thrown)));
    return landing();
  }
  if (lane_of(step.to) == lane) {
    if (std::abs(latitude_of(step.to) - latitude) != thrown) {
      const int ahead = latitude + thrown;
      return exact(ahead >= 5 ? cell_id(kCentreBase + lane) : cell_id(lane_cell(lane, ahead)));
    }
    return landing();
  }
  if (latitude_of(step.to) == latitude) {
    if (!table_.cells[step.to].empty()) {
      return make_breach("C5", kQuoteCapture,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "a horizontal move only goes to an empty lane "
                                                "cell: %1 holds %2 (captures need an exact throw)"),
                         {to, table_.cells[step.to].letters()});
    }
    return std::nullopt;
  }
  return make_breach("C2", kQuoteTwoMoves,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "a move goes either along the lane or across the same "
                                            "latitude: %1 to %2 is neither"),
                     {from, to});
}

RuleBreach JacotteState::diagnose(const Chance& chance, const Occupancy& after) const {
  if (is_terminal()) {
    return make_breach(
        "end", "",
        ARBITRE_TRANSLATE_NOOP("RuleBreach", "the match is over: no move can be played"));
  }
  if (phase_ == Phase::kRoundOver) return set_up_breach(chance, after);
  const Occupancy before = occupancy();
  if (chance.kind != ChanceKind::kStickThrow || chance.values.size() != 1) {
    return make_breach("chance", "",
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "La Jacotte awaits a stick throw (0 to 4 coloured "
                                              "faces)"));
  }
  const int thrown = chance.coloured_faces();
  const int colour = to_move_;
  const std::string who = colour_name(colour);
  if (before == after) {
    if (passes_[colour] >= kMaxPasses && legal_steps(thrown).front().is_pass() == false) {
      return make_breach("C15", kQuotePass,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "a fourth pass in a row: %1 has passed three "
                                                "times and has a move to play"),
                         {who});
    }
    return unexplained(
        before, after,
        ARBITRE_TRANSLATE_NOOP("RuleBreach", "nothing moved, and %1 may pass (cells changed: %2)"),
        {who});
  }
  const Seen was = seen_of(before);
  const Seen now = seen_of(after);
  if (!now.unknown.empty()) {
    return unexplained(before, after,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "pieces lie on %1, which is no place on the board "
                                              "(cells changed: %2)"),
                       {joined_ids(now.unknown)});
  }
  if (auto breach = round_end_breach(chance, after)) return *breach;
  // Sources: cells that lost pieces from the top, and camps that lost pawns.
  std::vector<int> sources;
  std::vector<std::string> moved_from;
  for (int cell = 0; cell < kCells; ++cell) {
    const std::string& old_stack = was.stacks[cell];
    if (now.stacks[cell].size() < old_stack.size() && old_stack.starts_with(now.stacks[cell])) {
      sources.push_back(cell);
      moved_from.push_back(cell_id(cell));
    }
  }
  int camp_source = -1;
  for (int c = 0; c < config_->colours; ++c) {
    if (now.camps[c].size() < was.camps[c].size()) {
      camp_source = c;
      moved_from.push_back(camp_id(c));
    }
  }
  if (moved_from.size() > 1) {
    return make_breach("C2", kQuoteTwoMoves,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "one pawn (with its stack) moves per turn, but "
                                              "pieces left %1"),
                       {joined_ids(moved_from)});
  }
  if (moved_from.empty()) {
    return unexplained(
        before, after,
        ARBITRE_TRANSLATE_NOOP("RuleBreach", "no stack left its cell (cells changed: %1)"), {});
  }
  Step step;
  std::string moving_letters;
  if (camp_source >= 0) {
    step.from = kCamp;
    moving_letters = std::string(was.camps[camp_source].size() - now.camps[camp_source].size(),
                                 piece_letter(camp_source));
    if (camp_source != colour) {
      return make_breach(
          "C2", kQuoteOwnTurn,
          ARBITRE_TRANSLATE_NOOP("RuleBreach", "it is %1's turn: %2's pawns wait in %3"),
          {who, colour_name(camp_source), camp_id(camp_source)});
    }
    if (moving_letters.size() > 1) {
      return make_breach(
          "C2", kQuoteTwoMoves,
          ARBITRE_TRANSLATE_NOOP("RuleBreach", "one pawn at a time leaves %1, not %2"),
          {camp_id(colour), std::to_string(moving_letters.size())});
    }
  } else {
    step.from = sources.front();
    moving_letters = was.stacks[step.from].substr(now.stacks[step.from].size());
    const int top = table_.cells[step.from].top();
    if (top != colour) {
      return make_breach(
          config_->same_side(top, colour) ? "C14" : "C2", kQuoteOwnTurn,
          ARBITRE_TRANSLATE_NOOP("RuleBreach", "it is %1's turn: the stack on %2 is topped by %3"),
          {who, cell_id(step.from), colour_name(top)});
    }
    if (!now.stacks[step.from].empty()) {
      return make_breach(
          "C5", kQuoteWholeStack,
          ARBITRE_TRANSLATE_NOOP("RuleBreach", "a stack moves as one: %1 left %2 behind on %3"),
          {who, now.stacks[step.from], cell_id(step.from)});
    }
  }
  // Destination: where the moving pieces arrived.
  int camp_target = -1;
  if (auto breach = find_arrival(was, now, moving_letters, step, camp_target)) return *breach;
  if (step.to == kPassCode) {
    return unexplained(before, after,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "the pieces %1 from %2 did not arrive anywhere "
                                              "readable (cells changed: %3)"),
                       {moving_letters, moved_from.front()});
  }
  if (step.to == kCamp) {
    if (auto breach = home_breach(config_->colours, colour, thrown, step, camp_target)) {
      return *breach;
    }
  }
  if (step.take) {
    const int centre = step.to - kCentreBase;
    if (now.loose[centre] != was.loose[centre] - 1) {
      return make_breach("C13", kQuoteOneNeutral,
                         ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                                "a stack takes its neutral from the centre cell "
                                                "where its move ends (%1)"),
                         {cell_id(step.to)});
    }
  }
  Stack moving;
  for (char letter : moving_letters)
    moving.pieces[moving.size++] = static_cast<uint8_t>(std::max(0, piece_of_letter(letter)));
  if (auto breach = why_step_illegal(thrown, step, moving)) return *breach;
  if (step.to == kCamp) {
    return make_breach("C7", kQuoteBanking,
                       ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                              "when %1 banks, its own pawns go back to %2 and "
                                              "prisoners and neutrals to %3"),
                       {who, camp_id(colour), "loot" + std::to_string(colour + 1)});
  }
  JacotteState next(*this);
  next.play_step(step);
  return unexplained(next.occupancy(), after,
                     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                                            "the move %1 fits the rules but the rest of the table "
                                            "does not match it (cells changed: %2)"),
                     {step_text(step)});
}

}  // namespace arbitre::engine::jacotte
