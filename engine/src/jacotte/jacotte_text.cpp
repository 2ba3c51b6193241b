// La Jacotte: the ASCII drawing, the score, the consistency checks and the invariants.
#include <algorithm>

#include "arbitre/engine/jacotte/jacotte_state.h"

namespace arbitre::engine::jacotte {
namespace {

std::string padded(const std::string& text, std::size_t width) {
  return text.size() >= width ? text + " " : text + std::string(width - text.size(), ' ');
}

std::string points_list(const JacotteConfig& config, const std::array<int, kMaxColours>& points) {
  std::array<int, kMaxColours> sides{};
  for (int colour = 0; colour < config.colours; ++colour)
    sides[config.player_of(colour)] += points[colour];
  std::string out;
  for (int side = 0; side < config.sides(); ++side) {
    out += (side ? ", " : "") + config.side_name(side) + " " + std::to_string(sides[side]);
  }
  return out;
}

}  // namespace

// Columns are the four lanes (Red's lane 1 to Blue's lane 4), rows the latitudes: a
// horizontal move stays on its row, a vertical one in its column (C1, C2).
std::string JacotteState::to_string() const {
  const JacotteConfig& config = *config_;
  std::array<std::array<std::string, kMaxColours>, 7> grid;  // centre, lat 4..1, camp, loot
  for (int lane = 0; lane < kMaxColours; ++lane) {
    std::string centre = table_.cells[kCentreBase + lane].letters();
    if (table_.loose[lane] > 0) centre += "+" + std::string(table_.loose[lane], 'N');
    grid[0][lane] = centre.empty() ? "." : centre;
    for (int latitude = kLatitudes; latitude >= 1; --latitude) {
      const std::string stack = table_.cells[lane_cell(lane, latitude)].letters();
      grid[5 - latitude][lane] = stack.empty() ? "." : stack;
    }
    if (lane >= config.colours) {
      grid[5][lane] = "closed";
      grid[6][lane] = "";
      continue;
    }
    grid[5][lane] = table_.camp[lane] ? std::string(table_.camp[lane], piece_letter(lane)) : "-";
    std::string loot(table_.loot[lane][kNeutral], 'N');
    for (int colour = 0; colour < config.colours; ++colour)
      loot.append(table_.loot[lane][colour], piece_letter(colour));
    grid[6][lane] = loot.empty() ? "-" : loot;
  }
  static const char* const kRows[] = {"centre", "lat 4", "lat 3", "lat 2", "lat 1", "camp", "loot"};
  std::array<std::size_t, kMaxColours> widths{};
  for (int lane = 0; lane < kMaxColours; ++lane) {
    widths[lane] = std::max<std::size_t>(10, colour_name(lane).size() + 4);
    for (const auto& row : grid) widths[lane] = std::max(widths[lane], row[lane].size() + 2);
  }
  std::string out = config.name + " round " + std::to_string(round_) + ", move " +
                    std::to_string(moves_in_round_) + ": ";
  if (is_terminal()) {
    out += "match over\n";
  } else if (phase_ == Phase::kRoundOver) {
    out += "round over, " + colour_name(to_move_) + " opens round " + std::to_string(round_ + 1) +
           "\n";
  } else {
    out += colour_name(to_move_) + " to move, passes in a row";
    for (int colour = 0; colour < config.colours; ++colour) {
      out += " " + std::string(1, piece_letter(colour)) + std::to_string(passes_[colour]);
    }
    out += "\n";
  }
  out += padded("", 8);
  for (int lane = 0; lane < kMaxColours; ++lane) {
    out += padded(std::to_string(lane + 1) + " " + colour_name(lane), widths[lane]);
  }
  out.erase(out.find_last_not_of(' ') + 1);
  for (std::size_t row = 0; row < grid.size(); ++row) {
    std::string line = padded(kRows[row], 8);
    for (int lane = 0; lane < kMaxColours; ++lane) line += padded(grid[row][lane], widths[lane]);
    line.erase(line.find_last_not_of(' ') + 1);
    out += "\n" + line;
  }
  out += "\nmatch points: " + points_list(config, match_points()) + "\n";
  return out;
}

Score JacotteState::score() const {
  const JacotteConfig& config = *config_;
  Score score;
  const auto points = match_points();
  std::array<int, kMaxColours> sides{};
  for (int colour = 0; colour < config.colours; ++colour)
    sides[config.player_of(colour)] += points[colour];
  for (int side = 0; side < config.sides(); ++side)
    score.lines.push_back({config.side_name(side), sides[side]});
  const int rounds = static_cast<int>(history_.size());
  score.summary = points_list(config, points) + " after " + std::to_string(rounds) +
                  (rounds == 1 ? " round" : " rounds") + " (" +
                  (config.rounds > 0 ? "match of " + std::to_string(config.rounds) + " rounds"
                                     : "match to " + std::to_string(config.target) + " points") +
                  ")";
  if (is_terminal()) {
    const int best = *std::max_element(sides.begin(), sides.begin() + config.sides());
    std::string winners;
    for (int side = 0; side < config.sides(); ++side) {
      if (sides[side] == best) winners += (winners.empty() ? "" : " and ") + config.side_name(side);
    }
    score.summary += "; match over, " + winners +
                     (winners.find(" and ") == std::string::npos ? " wins" : " tie");
  } else if (phase_ == Phase::kRoundOver) {
    score.summary += "; round " + std::to_string(round_) + " over, " + colour_name(to_move_) +
                     " opens round " + std::to_string(round_ + 1);
  } else {
    score.summary += "; round " + std::to_string(round_) +
                     " if it ended now: " + points_list(config, round_points());
  }
  if (!exchanges_.empty()) {
    score.summary += "; " + std::to_string(exchanges_.size()) + " prisoner exchange" +
                     (exchanges_.size() == 1 ? "" : "s");
  }
  return score;
}

// The rules' consistency of a state, shared by the readers (JSON, table) and
// check_invariants(): pieces conserved, one stack per side on the round, the history, the
// phase and whose turn it is. Errors name the JSON field.
std::optional<Error> JacotteState::check_consistency() const {
  const JacotteConfig& config = *config_;
  std::array<int, 5> pieces{};
  std::array<int, kMaxColours> on_round{};
  for (int cell = 0; cell < kCells; ++cell) {
    const Stack& stack = table_.cells[cell];
    for (int i = 0; i < stack.size; ++i) ++pieces[stack.pieces[i]];
    if (is_centre(cell) && !stack.empty() && ++on_round[config.player_of(stack.top())] > 1) {
      return Error{"position", colour_name(stack.top()) +
                                   "'s side controls two stacks on the central round (C4)"};
    }
  }
  for (int centre = 0; centre < kMaxColours; ++centre) pieces[kNeutral] += table_.loose[centre];
  for (int holder = 0; holder < config.colours; ++holder) {
    for (int piece = 0; piece < 5; ++piece) pieces[piece] += table_.loot[holder][piece];
  }
  for (int colour = 0; colour < kMaxColours; ++colour) {
    pieces[colour] += table_.camp[colour];
    const int expected = colour < config.colours ? kPawnsPerColour : 0;
    if (pieces[colour] != expected) {
      return Error{"position", colour_name(colour) + " has " + std::to_string(pieces[colour]) +
                                   " pawns on the table instead of " + std::to_string(expected)};
    }
  }
  if (pieces[kNeutral] != config.neutrals) {
    return Error{"position", std::to_string(pieces[kNeutral]) + " neutrals instead of " +
                                 std::to_string(config.neutrals) + " (C6)"};
  }
  for (const auto& row : history_) {
    int sum = 0;
    for (int points : row) sum += points;
    if (sum != 100) {
      return Error{"position.history",
                   "a round always shares out exactly 100 points (C9), not " + std::to_string(sum)};
    }
  }
  const bool over = to_move_ == kNoPlayer;
  const bool finished = over || phase_ == Phase::kRoundOver;  // the round on the table is over
  const int limit = config.round_move_limit;
  const auto end = round_end();
  if (!finished && end && end != RoundEnd::kMoveLimit) {
    return Error{"position.phase", "this round is over (C8): the phase is round_over"};
  }
  if (finished && !end)
    return Error{"position.phase", "round " + std::to_string(round_) + " is not over (C8)"};
  if (static_cast<int>(history_.size()) != round_ - (finished ? 0 : 1)) {
    return Error{"position.history", "expected one line per finished round"};
  }
  if (config.players == 2 && round_starter_ % 2 != 0) {
    return Error{"position.opener", "at 2 players a round opens with Red or Green"};
  }
  for (const Exchange& exchange : exchanges_) {
    if (exchange.round > round_ || exchange.colour_a >= config.colours ||
        exchange.colour_b >= config.colours ||
        config.same_side(exchange.colour_a, exchange.colour_b)) {
      return Error{"exchanges", "an exchange names a round to come or colours of one side"};
    }
  }
  if (!finished) {
    if (match_decided()) return Error{"position.phase", "the match is already over"};
    if (eliminated(to_move_))
      return Error{"position.to_move", colour_name(to_move_) + " is eliminated"};
    if (end == RoundEnd::kMoveLimit) {
      return Error{"position.move", "the round has reached its move limit"};
    }
    return std::nullopt;
  }
  // The round's final position is on the table: it must be one that ends a round (C8), and the
  // last line of the history its points as the rules settle it.
  if (limit > 0 && moves_in_round_ > limit) {
    return Error{"position.move", "beyond the round move limit " + std::to_string(limit)};
  }
  bool counted = false;
  for (int taker = 0; taker < config.colours && !counted; ++taker) {
    counted = !eliminated(taker) && history_.back() == points_of(settled_table(*end, taker));
  }
  if (!counted) {
    return Error{"position.history",
                 "the last round's points are not those of the final position (C8)"};
  }
  if (over) {
    if (!match_decided()) return Error{"position.phase", "the match is not over yet"};
    return std::nullopt;
  }
  if (match_decided()) return Error{"position.phase", "the match is over: no round follows"};
  const int opener = config.next_starter(round_starter_);
  if (to_move_ != opener) {
    return Error{"position.to_move",
                 colour_name(opener) + " opens round " + std::to_string(round_ + 1)};
  }
  return std::nullopt;
}

std::optional<std::string> JacotteState::check_invariants() const {
  if (auto error = check_consistency()) return error->to_string();
  for (int cell = 0; cell < kCells; ++cell) {
    const Stack& stack = table_.cells[cell];
    if (stack.empty()) continue;
    if (stack.top() == kNeutral) return cell_id(cell) + ": a neutral tops the stack";
    for (int i = 1; i < stack.size; ++i) {
      if (stack.pieces[i] == kNeutral && stack.pieces[i - 1] == kNeutral) {
        return cell_id(cell) + ": two neutrals on one another (C6)";
      }
    }
  }
  for (int holder = 0; holder < config_->colours; ++holder) {
    for (int colour = 0; colour < config_->colours; ++colour) {
      if (table_.loot[holder][colour] > 0 && config_->same_side(holder, colour)) {
        return "loot" + std::to_string(holder + 1) + " holds its own side's pawns";
      }
    }
  }
  // C9: a round always shares out exactly 100 points once every neutral is banked.
  const auto points = round_points();
  int sum = 0;
  for (int p : points) sum += p;
  int unbanked = config_->neutrals;
  for (int holder = 0; holder < config_->colours; ++holder)
    unbanked -= table_.loot[holder][kNeutral];
  if (sum + 5 * unbanked != 100) {
    return "round points " + std::to_string(sum) + " plus unbanked neutrals " +
           std::to_string(5 * unbanked) + " do not make 100 (C9)";
  }
  return std::nullopt;
}

}  // namespace arbitre::engine::jacotte
