// La Jacotte: move generation, moves, banking and the end of rounds (C2..C9, C11..C15).
#include "arbitre/engine/jacotte/jacotte_state.h"

#include <algorithm>

namespace arbitre::engine::jacotte {

std::string colour_name(int colour) {
  // The names are words of the breach messages: marked for the translators.
  static const char* const kNames[] = {
      ARBITRE_TRANSLATE_NOOP("RuleTerm", "Red"), ARBITRE_TRANSLATE_NOOP("RuleTerm", "Yellow"),
      ARBITRE_TRANSLATE_NOOP("RuleTerm", "Green"), ARBITRE_TRANSLATE_NOOP("RuleTerm", "Blue")};
  return colour >= 0 && colour < kMaxColours ? kNames[colour]
                                             : ARBITRE_TRANSLATE_NOOP("RuleTerm", "nobody");
}

namespace {

// Writes the id of `cell` ("L1.3", "C2", "camp": 4 characters at most) at `at`.
char* put_cell_id(char* at, int cell) {
  if (cell == kCamp) {
    for (char c : {'c', 'a', 'm', 'p'}) *at++ = c;
  } else if (is_centre(cell)) {
    *at++ = 'C';
    *at++ = static_cast<char>('1' + cell - kCentreBase);
  } else {
    *at++ = 'L';
    *at++ = static_cast<char>('1' + lane_of(cell));
    *at++ = '.';
    *at++ = static_cast<char>('0' + latitude_of(cell));
  }
  return at;
}

}  // namespace

void append_cell_id(std::string& out, int cell) {
  char id[4];
  out.append(id, put_cell_id(id, cell));
}

std::string cell_id(int cell) {
  std::string out;
  append_cell_id(out, cell);
  return out;
}

std::string Stack::letters() const {
  std::string out(size, ' ');
  for (int i = 0; i < size; ++i) out[i] = piece_letter(pieces[i]);
  return out;
}

bool Stack::operator==(const Stack& other) const {
  return size == other.size &&
         std::equal(pieces.begin(), pieces.begin() + size, other.pieces.begin());
}

std::string JacotteConfig::side_name(int side) const {
  if (players == 2) return side == 0 ? "Red+Yellow" : "Green+Blue";
  return colour_name(side);
}

JacotteState::JacotteState(std::shared_ptr<const JacotteConfig> config, int starter)
    : config_(std::move(config)) {
  start_round(starter);
}

std::unique_ptr<State> JacotteState::clone() const {
  return std::unique_ptr<State>(new JacotteState(*this));
}

// Between two rounds no sticks are thrown. A finished match still names the throw's outcomes
// (no move follows any of them), as random players may draw one to find no move.
std::vector<ChanceOutcome> JacotteState::chance_outcomes() const {
  if (phase_ == Phase::kRoundOver) return {ChanceOutcome{Chance::none(), 1.0}};
  return config_->throw_outcomes;
}

Table JacotteState::set_up_table() const {
  Table table;
  for (int colour = 0; colour < config_->colours; ++colour) table.camp[colour] = kPawnsPerColour;
  for (int centre = 0; centre < kMaxColours; ++centre) {
    table.loose[centre] = static_cast<int8_t>(config_->initial_neutrals(centre));
  }
  return table;
}

void JacotteState::start_round(int starter) {
  table_ = set_up_table();
  passes_ = {};
  moves_in_round_ = 0;
  round_starter_ = starter;
  to_move_ = starter;
  phase_ = Phase::kPlay;
}

bool JacotteState::eliminated(int colour) const {
  int taken = 0;
  for (int holder = 0; holder < config_->colours; ++holder) taken += table_.loot[holder][colour];
  return taken == kPawnsPerColour;  // C8: all five banked by others
}

int JacotteState::active_players() const {
  std::array<bool, kMaxColours> active{};
  for (int colour = 0; colour < config_->colours; ++colour) {
    if (!eliminated(colour)) active[config_->player_of(colour)] = true;
  }
  return static_cast<int>(std::count(active.begin(), active.end(), true));
}

int JacotteState::next_colour(int colour) const {
  // C15: an eliminated colour is skipped in turn.
  for (int i = 1; i <= config_->colours; ++i) {
    const int next = (colour + i) % config_->colours;
    if (!eliminated(next)) return next;
  }
  return colour;
}

bool JacotteState::controls_round_stack(int colour, int except_cell) const {
  for (int cell = kCentreBase; cell < kCells; ++cell) {
    const Stack& stack = table_.cells[cell];
    if (cell != except_cell && !stack.empty() && config_->same_side(stack.top(), colour)) {
      return true;
    }
  }
  return false;
}

// The steps of one turn, kept on the stack: legal_moves() runs after every move. A colour has
// at most 5 stacks with 7 steps each (a centre stack: down, 3 cells with or without a
// neutral), plus the camp exit and the pass.
struct JacotteState::StepList {
  std::array<Step, 40> steps;
  int size = 0;
  void push_back(const Step& step) { steps[size++] = step; }
  bool empty() const { return size == 0; }
  const Step* begin() const { return steps.data(); }
  const Step* end() const { return steps.data() + size; }
};

// A vertical landing on a lane cell: free, or an opposing stack to capture (C4, C5, C12).
void JacotteState::add_lane_landing(int from, int to, StepList& out) const {
  const Stack& target = table_.cells[to];
  if (target.empty() || !config_->same_side(target.top(), to_move_)) out.push_back({from, to});
}

// Entering or moving on the central round: no coloured stack there (C5, C13), one stack per
// player on the round (C4), and the choice to take a neutral (C6, C13).
void JacotteState::add_centre_landing(int from, int centre, StepList& out) const {
  const int to = kCentreBase + centre;
  if (!table_.cells[to].empty()) return;
  if (controls_round_stack(to_move_, from)) return;
  out.push_back({from, to, false});
  const bool bottom_is_neutral = from != kCamp && table_.cells[from].bottom() == kNeutral;
  if (table_.loose[centre] > 0 && !bottom_is_neutral) out.push_back({from, to, true});
}

std::vector<Step> JacotteState::legal_steps(int thrown) const {
  StepList steps;
  fill_steps(thrown, steps);
  return std::vector<Step>(steps.begin(), steps.end());
}

void JacotteState::fill_steps(int thrown, StepList& steps) const {
  if (is_terminal() || phase_ != Phase::kPlay || thrown < 0 || thrown > 4) return;
  const int colour = to_move_;
  // C12: a throw of n puts a pawn from the camp on latitude n of its own lane.
  if (table_.camp[colour] > 0 && thrown > 0)
    add_lane_landing(kCamp, lane_cell(colour, thrown), steps);
  for (int from = 0; from < kCells; ++from) {
    const Stack& stack = table_.cells[from];
    if (stack.empty() || stack.top() != colour) continue;
    const int lane = lane_of(from);
    const int latitude = latitude_of(from);
    if (is_centre(from)) {
      // C11: the round is left only down the lane of the centre cell.
      if (thrown > 0) add_lane_landing(from, lane_cell(lane, 5 - thrown), steps);
      for (int other = 0; other < kMaxColours; ++other) {
        if (other != lane) add_centre_landing(from, other, steps);
      }
      continue;
    }
    if (thrown > 0) {
      // C2, C11: toward the centre (no exact count needed) or toward the camp.
      if (latitude + thrown >= 5) {
        add_centre_landing(from, lane, steps);
      } else {
        add_lane_landing(from, lane_cell(lane, latitude + thrown), steps);
      }
      if (latitude - thrown >= 1) {
        add_lane_landing(from, lane_cell(lane, latitude - thrown), steps);
      } else if (lane == colour) {
        steps.push_back({from, kCamp});  // C7: banked; other camps are closed (C3, C11)
      }
    }
    // C2, C5: horizontally to an empty cell of the same latitude, whatever the throw.
    for (int other = 0; other < kMaxColours; ++other) {
      const int to = lane_cell(other, latitude);
      if (other != lane && table_.cells[to].empty()) steps.push_back({from, to});
    }
  }
  // C2, C15: a pass while fewer than three in a row, or when nothing else is possible.
  if (passes_[colour] < kMaxPasses || steps.empty()) steps.push_back(Step{});
  std::sort(steps.steps.begin(), steps.steps.begin() + steps.size);
}

Step JacotteState::step_of(const Move& move) {
  if (move.code.size() != 3) return Step{};
  return Step{move.code[0], move.code[1], move.code[2] != 0};
}

// Written into a buffer and copied once: legal_moves() writes every move's text.
std::string JacotteState::step_text(const Step& step) const {
  if (step.is_pass()) return "pass";
  char text[24];  // "R: L1.1 -> L1.3 xG +N" at most
  char* at = text;
  *at++ = piece_letter(to_move_);
  *at++ = ':';
  *at++ = ' ';
  at = put_cell_id(at, step.from);
  for (char c : {' ', '-', '>', ' '}) *at++ = c;
  at = put_cell_id(at, step.to);
  if (step.to != kCamp && !is_centre(step.to) && !table_.cells[step.to].empty()) {
    *at++ = ' ';
    *at++ = 'x';
    *at++ = piece_letter(table_.cells[step.to].top());
  }
  if (step.take) {
    for (char c : {' ', '+', 'N'}) *at++ = c;
  }
  return std::string(text, at);
}

std::vector<Move> JacotteState::legal_moves(const Chance& chance) const {
  std::vector<Move> moves;
  if (is_terminal()) return moves;
  if (phase_ == Phase::kRoundOver) {
    // C9: the one move between two rounds sets the board up again.
    if (chance == Chance::none()) moves.push_back(Move{{kNextRoundCode}, kNextRoundText});
    return moves;
  }
  if (chance.kind != ChanceKind::kStickThrow || chance.values.size() != 1) return moves;
  StepList steps;
  fill_steps(chance.coloured_faces(), steps);
  moves.resize(steps.size);
  for (int i = 0; i < steps.size; ++i) {
    const Step& step = steps.steps[i];
    if (step.is_pass()) {
      moves[i].code = {kPassCode};
    } else {
      moves[i].code = {step.from, step.to, step.take ? 1 : 0};
    }
    moves[i].text = step_text(step);
  }
  return moves;
}

void JacotteState::bank(int colour, const Stack& stack) {
  // C7: own pawns (and at 2 players the partner colour's) go back to their camps; opposing
  // pawns and neutrals go to the loot for good.
  for (int i = 0; i < stack.size; ++i) {
    const int piece = stack.pieces[i];
    if (piece != kNeutral && config_->same_side(piece, colour)) {
      ++table_.camp[piece];
    } else {
      ++table_.loot[colour][piece];
    }
  }
}

bool JacotteState::play_step(const Step& step) {
  const int colour = to_move_;
  if (step.is_pass()) {
    passes_[colour] = static_cast<int8_t>(std::min(passes_[colour] + 1, kMaxPasses));
    return false;
  }
  passes_[colour] = 0;
  Stack moving;
  if (step.take) {
    moving.pieces[moving.size++] = kNeutral;  // C6: the neutral goes at the bottom
    --table_.loose[step.to - kCentreBase];
  }
  if (step.from == kCamp) {
    --table_.camp[colour];
    moving.pieces[moving.size++] = static_cast<uint8_t>(colour);
  } else {
    Stack& source = table_.cells[step.from];
    std::copy_n(source.pieces.begin(), source.size, moving.pieces.begin() + moving.size);
    moving.size = static_cast<uint8_t>(moving.size + source.size);
    source = Stack{};
  }
  if (step.to == kCamp) {
    bank(colour, moving);
    return true;
  }
  // C5: the arriving stack goes on top and controls the whole pile.
  Stack& target = table_.cells[step.to];
  std::copy_n(moving.pieces.begin(), moving.size, target.pieces.begin() + target.size);
  target.size = static_cast<uint8_t>(target.size + moving.size);
  return false;
}

void JacotteState::apply(const Chance& /*chance*/, const Move& move) {
  if (phase_ == Phase::kRoundOver) {  // "next round": the board set up, the next seat opens
    ++round_;
    start_round(to_move_);
    return;
  }
  const bool banked = play_step(step_of(move));
  ++moves_in_round_;
  finish_turn(banked);
}

void JacotteState::finish_turn(bool banked) {
  const int mover = to_move_;
  int neutrals_banked = 0;
  for (int holder = 0; holder < config_->colours; ++holder) {
    neutrals_banked += table_.loot[holder][kNeutral];
  }
  // C8, C15: elimination is checked after each banking.
  if (banked && active_players() <= 1) {
    end_round(RoundEnd::kOnePlayerLeft, mover);
  } else if (neutrals_banked == config_->neutrals) {
    end_round(RoundEnd::kNeutralsBanked, mover);
  } else if (config_->round_move_limit > 0 && moves_in_round_ >= config_->round_move_limit) {
    end_round(RoundEnd::kMoveLimit, mover);
  } else {
    to_move_ = next_colour(mover);
  }
}

std::optional<RoundEnd> JacotteState::round_end() const {
  int neutrals_banked = 0;
  for (int holder = 0; holder < config_->colours; ++holder) {
    neutrals_banked += table_.loot[holder][kNeutral];
  }
  // A round ends by a banking when one player is left, so the last move banked here.
  if (active_players() <= 1) return RoundEnd::kOnePlayerLeft;
  if (neutrals_banked == config_->neutrals) return RoundEnd::kNeutralsBanked;
  if (config_->round_move_limit > 0 && moves_in_round_ >= config_->round_move_limit) {
    return RoundEnd::kMoveLimit;
  }
  return std::nullopt;
}

// The final position stays on the table: what a camera sees before the players tidy up.
// The round's points are those of the table as the rules settle it (C8).
void JacotteState::end_round(RoundEnd why, int last_mover) {
  history_.push_back(points_of(settled_table(why, last_mover)));
  if (match_decided()) {
    to_move_ = kNoPlayer;
    return;
  }
  phase_ = Phase::kRoundOver;
  to_move_ = config_->next_starter(round_starter_);
}

Table JacotteState::settled_table(RoundEnd why, int taker) const {
  // bank() works on table_: settle a copy of the state.
  JacotteState settled(*this);
  Table& table = settled.table_;
  for (int cell = 0; cell < kCells; ++cell) {
    Stack& stack = table.cells[cell];
    if (stack.empty()) continue;
    if (why == RoundEnd::kNeutralsBanked) {
      // C8: a capture not banked is void; every coloured pawn goes home.
      for (int i = 0; i < stack.size; ++i) ++table.camp[stack.pieces[i]];
    } else {
      settled.bank(stack.top(), stack);  // C8 (one player left) and the move limit: as is
    }
    stack = Stack{};
  }
  for (int centre = 0; centre < kMaxColours; ++centre) {
    if (table.loose[centre] == 0) continue;
    // C8: the last player takes everything; at the move limit the colour facing the cell
    // (or the next colour still in play) takes its loose neutrals.
    int to = taker;
    if (why == RoundEnd::kMoveLimit) {
      // The empty seat at 3 players sits before Red: its cell goes to the next colour, Red.
      const bool facing_plays = centre < config_->colours && !settled.eliminated(centre);
      to = facing_plays
               ? centre
               : settled.next_colour(centre < config_->colours ? centre : config_->colours - 1);
    }
    table.loot[to][kNeutral] = static_cast<int8_t>(table.loot[to][kNeutral] + table.loose[centre]);
    table.loose[centre] = 0;
  }
  return table;
}

std::array<int, kMaxColours> JacotteState::points_of(const Table& table) const {
  std::array<int, kMaxColours> points{};
  for (int colour = 0; colour < config_->colours; ++colour) {
    int coloured = kPawnsPerColour;  // C9: own pawns not banked by others, plus prisoners
    for (int other = 0; other < config_->colours; ++other) {
      if (other == colour) continue;
      coloured += table.loot[colour][other] - table.loot[other][colour];
    }
    points[colour] = 5 * table.loot[colour][kNeutral] + config_->pawn_value * coloured;
  }
  return points;
}

std::array<int, kMaxColours> JacotteState::match_points() const {
  std::array<int, kMaxColours> points{};
  for (const auto& row : history_) {
    for (int colour = 0; colour < kMaxColours; ++colour) points[colour] += row[colour];
  }
  return points;
}

bool JacotteState::match_decided() const {
  if (config_->rounds > 0) return static_cast<int>(history_.size()) >= config_->rounds;
  const auto points = match_points();
  std::array<int, kMaxColours> sides{};
  for (int colour = 0; colour < config_->colours; ++colour) {
    sides[config_->player_of(colour)] += points[colour];
  }
  return std::any_of(sides.begin(), sides.end(),
                     [&](int side_points) { return side_points >= config_->target; });
}

Status JacotteState::record_exchange(const Exchange& exchange) {
  const int a = exchange.colour_a;
  const int b = exchange.colour_b;
  const int colours = config_->colours;
  if (is_terminal()) return make_error("exchange", "the match is over");
  if (phase_ == Phase::kRoundOver) {
    return make_error("exchange", "round " + std::to_string(round_) + " is over and counted");
  }
  if (a < 0 || a >= colours || b < 0 || b >= colours) {
    return make_error("exchange.colour", "no such colour at this table");
  }
  if (config_->same_side(a, b)) {
    return make_error("exchange.colour_b",
                      colour_name(a) + " and " + colour_name(b) + " belong to the same player");
  }
  if (eliminated(a) || eliminated(b)) {
    return make_error("exchange", "an eliminated colour waits for the next round (C8)");
  }
  if (exchange.a_returns < 1 || table_.loot[a][b] < exchange.a_returns) {
    return make_error("exchange.a_returns", colour_name(a) + " holds " +
                                                std::to_string(table_.loot[a][b]) + " " +
                                                colour_name(b) + " prisoner(s)");
  }
  if (exchange.b_returns < 1 || table_.loot[b][a] < exchange.b_returns) {
    return make_error("exchange.b_returns", colour_name(b) + " holds " +
                                                std::to_string(table_.loot[b][a]) + " " +
                                                colour_name(a) + " prisoner(s)");
  }
  table_.loot[a][b] = static_cast<int8_t>(table_.loot[a][b] - exchange.a_returns);
  table_.camp[b] = static_cast<int8_t>(table_.camp[b] + exchange.a_returns);
  table_.loot[b][a] = static_cast<int8_t>(table_.loot[b][a] - exchange.b_returns);
  table_.camp[a] = static_cast<int8_t>(table_.camp[a] + exchange.b_returns);
  Exchange recorded = exchange;
  recorded.round = round_;
  exchanges_.push_back(recorded);
  return Ok{};
}

}  // namespace arbitre::engine::jacotte
