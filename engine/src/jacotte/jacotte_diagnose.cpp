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
constexpr const char* kQuoteRoundEnd =
    "La partie se termine lorsque tous les pions neutres ont été capturés définitivement (les "
    "pions de couleur restant en jeu reviennent automatiquement dans leur camp de départ pour y "
    "être comptabilisés).";
constexpr const char* kQuoteRounds =
    "t'invite à faire des parties sur plusieurs manches. [...] (Mise en place) les joueurs "
    "prennent possession de leurs 4 dés et de leurs 5 pions, qu'ils placent dans leur camp "
    "respectif [...] les 12 pions neutres sont placés équitablement sur le rond central, soit 3 "
    "par cases.";
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

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

RuleBreach unexplained(const Occupancy& before, const Occupancy& after, const std::string& why) {
  return {"unexplained", "",
          why + " (cells changed: " + joined(differing_cells(before, after)) + ")"};
}

std::string content_or_nothing(const Occupancy& cells, const std::string& id) {
  const auto found = cells.find(id);
  return found == cells.end() ? "nothing" : found->second;
}

}  // namespace

std::optional<RuleBreach> JacotteState::why_step_illegal(int thrown, const Step& step,
                                                         const Stack& moving) const {
  if (step.to == kCamp) return std::nullopt;  // the way home is checked by diagnose()
  const int colour = to_move_;
  const std::string who = colour_name(colour);
  const std::string from =
      step.from == kCamp ? "camp" + std::to_string(colour + 1) : cell_id(step.from);
  const std::string to = cell_id(step.to);
  const std::string throw_text = "a throw of " + std::to_string(thrown);
  auto exact = [&](const std::string& reach) -> RuleBreach {
    return {"C2", kQuoteThrow,
            thrown == 0 ? "a throw of 0 allows no vertical move: only a horizontal move or a pass"
                        : throw_text + " moves exactly " + std::to_string(thrown) +
                              " cells: from " + from + " it reaches " + reach + ", not " + to};
  };
  auto landing = [&]() -> std::optional<RuleBreach> {
    const Stack& target = table_.cells[step.to];
    if (is_centre(step.to)) {
      if (!target.empty()) {
        return RuleBreach{"C5", kQuoteNoCaptureOnRound,
                          "no capture on the central round: " + to + " holds a stack topped by " +
                              colour_name(target.top())};
      }
      for (int cell = kCentreBase; cell < kCells; ++cell) {
        if (cell != step.from && !table_.cells[cell].empty() &&
            config_->same_side(table_.cells[cell].top(), colour)) {
          return RuleBreach{
              "C4", kQuoteOneOnRound,
              who + " already controls a stack on the central round (on " + cell_id(cell) + ")"};
        }
      }
      if (step.take && moving.bottom() == kNeutral) {
        return RuleBreach{"C6", kQuoteTwoNeutrals,
                          "two neutrals may not lie on one another: the stack from " + from +
                              " already has a neutral at its bottom"};
      }
    } else if (!target.empty() && config_->same_side(target.top(), colour)) {
      return RuleBreach{"C4", kQuoteOwnCell,
                        "a move never ends on a stack of one's own side: " + to + " is topped by " +
                            colour_name(target.top())};
    }
    return std::nullopt;
  };
  if (step.from == kCamp) {
    if (thrown == 0) {
      return RuleBreach{"C12", kQuoteThrow, "a throw of 0 cannot bring a pawn out of " + from};
    }
    if (is_centre(step.to) || lane_of(step.to) != colour) {
      return RuleBreach{
          "C3", kQuoteCamp,
          "a pawn leaves " + from + " into its own lane L" + std::to_string(colour + 1)};
    }
    if (latitude_of(step.to) != thrown) return exact(cell_id(lane_cell(colour, thrown)));
    return landing();
  }
  const int lane = lane_of(step.from);
  const int latitude = latitude_of(step.from);
  if (is_centre(step.from) && is_centre(step.to)) return landing();
  if (is_centre(step.from)) {
    if (lane_of(step.to) != lane) {
      return RuleBreach{"C11", kQuoteLanes,
                        "a stack leaves the round only down the lane of its centre cell: from " +
                            from + " down L" + std::to_string(lane + 1)};
    }
    if (thrown == 0 || 5 - latitude_of(step.to) != thrown) {
      return exact(cell_id(lane_cell(lane, 5 - std::max(thrown, 1))));
    }
    return landing();
  }
  if (is_centre(step.to)) {
    if (lane_of(step.to) != lane) {
      return RuleBreach{"C11", kQuoteLanes,
                        "from lane " + std::to_string(lane + 1) + " a stack enters the round on C" +
                            std::to_string(lane + 1) + ", not " + to};
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
      return RuleBreach{"C5", kQuoteCapture,
                        "a horizontal move only goes to an empty lane cell: " + to + " holds " +
                            table_.cells[step.to].letters() + " (captures need an exact throw)"};
    }
    return std::nullopt;
  }
  return RuleBreach{"C2", kQuoteTwoMoves,
                    "a move goes either along the lane or across the same latitude: " + from +
                        " to " + to + " is neither"};
}

// A move that ends the round or the match leaves its final position on the table (the
// "round over" phase): a table already tidied up or set up for the next round is too early.
std::optional<RuleBreach> JacotteState::round_end_breach(const Chance& chance,
                                                         const Occupancy& after) const {
  const Occupancy set_up = write_table(*config_, set_up_table());
  for (const Step& step : legal_steps(chance.coloured_faces())) {
    JacotteState next(*this);
    const bool banked = next.play_step(step);
    ++next.moves_in_round_;
    next.finish_turn(banked);
    if (!next.is_terminal() && next.phase_ == Phase::kPlay) continue;
    const auto why = next.round_end();
    if (!why) continue;
    const bool tidied = after == write_table(*config_, next.settled_table(*why, to_move_));
    if (!tidied && after != set_up) continue;
    const std::string ends = step_text(step) + " ends round " + std::to_string(round_) +
                             (next.is_terminal() ? " and the match" : "") +
                             ": its final position (" +
                             (*why == RoundEnd::kNeutralsBanked  ? "the last neutral banked"
                              : *why == RoundEnd::kOnePlayerLeft ? "one player left"
                                                                 : "the round move limit reached") +
                             ") stays on the table until the referee has seen it, ";
    return RuleBreach{"C8", kQuoteRoundEnd,
                      ends + (tidied ? "before the pawns in play go back to their camps"
                              : next.is_terminal() ? "before the board is set up again"
                                                   : "then the board is set up for round " +
                                                         std::to_string(round_ + 1))};
  }
  return std::nullopt;
}

// Between two rounds: the one legal change is the next round's set-up.
RuleBreach JacotteState::set_up_breach(const Chance& chance, const Occupancy& after) const {
  const std::string next_round = "round " + std::to_string(round_ + 1);
  const std::string rule = next_round + " starts from the set-up: five pawns in each camp, " +
                           (config_->colours == 3 ? "three neutrals on C1, C2 and C3 and two on C4"
                                                  : "three neutrals on each centre cell") +
                           ", nothing on the lanes and the loots counted and put aside";
  if (chance != Chance::none()) {
    return {"C9", kQuoteRounds,
            "round " + std::to_string(round_) + " is over: " + rule + " before " +
                colour_name(to_move_) + " throws to open it"};
  }
  if (after == occupancy()) {
    return {"C9", kQuoteRounds, rule + ": the table still shows the last round's final position"};
  }
  const Occupancy set_up = write_table(*config_, set_up_table());
  std::string wrong;
  for (const auto& cell : differing_cells(set_up, after)) {
    wrong += (wrong.empty() ? "" : ", ") + cell + " shows " + content_or_nothing(after, cell) +
             " instead of " + content_or_nothing(set_up, cell);
  }
  return {"C9", kQuoteRounds, rule + ", but " + wrong};
}

RuleBreach JacotteState::diagnose(const Chance& chance, const Occupancy& after) const {
  if (is_terminal()) return {"end", "", "the match is over: no move can be played"};
  if (phase_ == Phase::kRoundOver) return set_up_breach(chance, after);
  const Occupancy before = occupancy();
  if (chance.kind != ChanceKind::kStickThrow || chance.values.size() != 1) {
    return {"chance", "", "La Jacotte awaits a stick throw (0 to 4 coloured faces)"};
  }
  const int thrown = chance.coloured_faces();
  const int colour = to_move_;
  const std::string who = colour_name(colour);
  if (before == after) {
    if (passes_[colour] >= kMaxPasses && legal_steps(thrown).front().is_pass() == false) {
      return {"C15", kQuotePass,
              "a fourth pass in a row: " + who + " has passed three times and has a move to play"};
    }
    return unexplained(before, after, "nothing moved, and " + who + " may pass");
  }
  const Seen was = seen_of(before);
  const Seen now = seen_of(after);
  if (!now.unknown.empty()) {
    return unexplained(before, after,
                       "pieces lie on " + joined(now.unknown) + ", which is no place on the board");
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
      moved_from.push_back("camp" + std::to_string(c + 1));
    }
  }
  if (moved_from.size() > 1) {
    return {"C2", kQuoteTwoMoves,
            "one pawn (with its stack) moves per turn, but pieces left " + joined(moved_from)};
  }
  if (moved_from.empty()) return unexplained(before, after, "no stack left its cell");
  Step step;
  std::string moving_letters;
  if (camp_source >= 0) {
    step.from = kCamp;
    moving_letters = std::string(was.camps[camp_source].size() - now.camps[camp_source].size(),
                                 piece_letter(camp_source));
    if (camp_source != colour) {
      return {"C2", kQuoteOwnTurn,
              "it is " + who + "'s turn: " + colour_name(camp_source) + "'s pawns wait in camp" +
                  std::to_string(camp_source + 1)};
    }
    if (moving_letters.size() > 1) {
      return {"C2", kQuoteTwoMoves,
              "one pawn at a time leaves camp" + std::to_string(colour + 1) + ", not " +
                  std::to_string(moving_letters.size())};
    }
  } else {
    step.from = sources.front();
    moving_letters = was.stacks[step.from].substr(now.stacks[step.from].size());
    const int top = table_.cells[step.from].top();
    if (top != colour) {
      return {config_->same_side(top, colour) ? "C14" : "C2", kQuoteOwnTurn,
              "it is " + who + "'s turn: the stack on " + cell_id(step.from) + " is topped by " +
                  colour_name(top)};
    }
    if (!now.stacks[step.from].empty()) {
      return {"C5", kQuoteWholeStack,
              "a stack moves as one: " + who + " left " + now.stacks[step.from] + " behind on " +
                  cell_id(step.from)};
    }
  }
  // Destination: where the moving pieces arrived.
  int camp_target = -1;
  for (int cell = 0; cell < kCells && step.to == kPassCode; ++cell) {
    const std::string& old_stack = was.stacks[cell];
    const std::string& new_stack = now.stacks[cell];
    if (cell == step.from || new_stack == old_stack) continue;
    if (new_stack == old_stack + moving_letters) {
      step.to = cell;
    } else if (is_centre(cell) && new_stack == "N" + moving_letters) {
      step.to = cell;
      step.take = true;
    } else if (is_centre(cell) && new_stack == moving_letters + "N") {
      return {
          "C6", kQuoteNeutralTaken,
          "the neutral taken on " + cell_id(cell) + " goes at the bottom of the stack, not on top"};
    } else if (is_centre(cell) && new_stack.ends_with(moving_letters) &&
               new_stack.size() > moving_letters.size() + 1) {
      return {"C13", kQuoteOneNeutral,
              "a stack takes at most one neutral per move (on " + cell_id(cell) + ")"};
    } else if (!is_centre(cell) && new_stack == moving_letters + old_stack) {
      return {"C5", kQuoteCapture,
              "the arriving stack goes on top of the stack it captures on " + cell_id(cell)};
    }
  }
  for (int c = 0; c < kMaxColours && step.to == kPassCode; ++c) {
    if (now.camps[c].size() > was.camps[c].size() || now.loots[c] != was.loots[c]) {
      camp_target = c;
      step.to = kCamp;
    }
  }
  if (step.to == kPassCode) {
    return unexplained(before, after,
                       "the pieces " + moving_letters + " from " + moved_from.front() +
                           " did not arrive anywhere readable");
  }
  if (step.to == kCamp && camp_target != colour) {
    if (camp_target >= config_->colours) {
      return {
          "C14", kQuoteClosedCamp,
          "camp" + std::to_string(camp_target + 1) + " of the empty seat is closed to everyone"};
    }
    return {"C3", kQuoteCamp,
            "a pawn cannot enter " + colour_name(camp_target) + "'s camp (camp" +
                std::to_string(camp_target + 1) + ")"};
  }
  if (step.to == kCamp && (step.from == kCamp || is_centre(step.from) ||
                           lane_of(step.from) != colour || thrown < latitude_of(step.from))) {
    const std::string from = step.from == kCamp ? "its camp" : cell_id(step.from);
    if (step.from != kCamp && !is_centre(step.from) && lane_of(step.from) != colour) {
      return {"C11", kQuoteLanes,
              who + "'s camp is reached only down lane " + std::to_string(colour + 1) +
                  ", not from " + from};
    }
    return {"C2", kQuoteThrow,
            "a throw of " + std::to_string(thrown) + " does not bring the stack on " + from +
                " home to camp" + std::to_string(colour + 1)};
  }
  if (step.take) {
    const int centre = step.to - kCentreBase;
    if (now.loose[centre] != was.loose[centre] - 1) {
      return {"C13", kQuoteOneNeutral,
              "a stack takes its neutral from the centre cell where its move ends (" +
                  cell_id(step.to) + ")"};
    }
  }
  Stack moving;
  for (char letter : moving_letters)
    moving.pieces[moving.size++] = static_cast<uint8_t>(std::max(0, piece_of_letter(letter)));
  if (auto breach = why_step_illegal(thrown, step, moving)) return *breach;
  if (step.to == kCamp) {
    return {"C7", kQuoteBanking,
            "when " + who + " banks, its own pawns go back to camp" + std::to_string(colour + 1) +
                " and prisoners and neutrals to loot" + std::to_string(colour + 1)};
  }
  JacotteState next(*this);
  next.play_step(step);
  return unexplained(next.occupancy(), after,
                     "the move " + step_text(step) +
                         " fits the rules but the rest of the table does not match it");
}

}  // namespace arbitre::engine::jacotte
