// La Jacotte: the state as JSON (docs/games/jacotte.md), read back with errors that name the
// field. Besides "game" and "options" the state is one "position" text of key=value tokens:
// the conformance tests write, copy, compare and read a state four times after every move,
// and every JSON value costs heap allocations.
#include <algorithm>
#include <charconv>
#include <cstring>
#include <string_view>

#include "arbitre/engine/jacotte/jacotte_state.h"
#include "arbitre/engine/json_fields.h"

namespace arbitre::engine::jacotte {
namespace {

constexpr const char* kPositionForm =
    "round=1 move=0 phase=play to_move=R opener=R passes=0000 history= C1=+NNN ... camp1=RRRRR";

std::string_view phase_text(int to_move, Phase phase) {
  if (to_move == kNoPlayer) return "match_over";
  return phase == Phase::kRoundOver ? "round_over" : "play";
}

// The text is written through a pointer into a buffer of known size: std::string's appends
// cost more than the characters.
char* put_number(char* at, int number) {
  return std::to_chars(at, at + 11, number).ptr;
}

// A literal, copied whole.
template <std::size_t N>
char* put_text(char* at, const char (&text)[N]) {
  std::memcpy(at, text, N - 1);
  return at + N - 1;
}

char* put_text(char* at, std::string_view text) {
  std::memcpy(at, text.data(), text.size());
  return at + text.size();
}

// Reads a number 0..max written by put_number() (digits only, no sign, no leading zero); the
// end of it, or nullptr.
const char* read_number(const char* at, const char* last, int max, int& out) {
  const char* const start = at;
  long long value = 0;
  while (at != last && *at >= '0' && *at <= '9' && value <= max) value = value * 10 + (*at++ - '0');
  const bool ok = at != start && value <= max && (*start != '0' || at == start + 1);
  out = static_cast<int>(ok ? value : 0);
  return ok ? at : nullptr;
}

// "history=30/25/25/20,25/30/25/20": each finished round's points, one number per colour.
std::optional<Error> parse_history(int colours, std::string_view text,
                                   std::vector<std::array<int, kMaxColours>>& history) {
  history.reserve(text.size() / (2 * colours) + 1);
  const char* at = text.data();
  const char* const last = at + text.size();
  while (at != last) {
    const char* const start = at;
    std::array<int, kMaxColours> row{};
    bool ok = history.empty() || *at++ == ',';
    for (int colour = 0; colour < colours && ok; ++colour) {
      if (colour > 0) ok = at < last && *at++ == '/';
      const char* next = ok ? read_number(at, last, 100, row[colour]) : nullptr;
      ok = next != nullptr;
      if (ok) at = next;
    }
    if (!ok || (at != last && *at != ',')) {
      return Error{"position.history",
                   "round " + std::to_string(history.size() + 1) + " at '" +
                       std::string(start, last) + "': expected " + std::to_string(colours) +
                       " points 0..100 separated by '/', rounds separated by ','"};
    }
    history.push_back(row);
  }
  return std::nullopt;
}

}  // namespace

nlohmann::json options_json(const JacotteConfig& config) {
  nlohmann::json out = nlohmann::json::object();
  out["target"] = config.target;
  out["rounds"] = config.rounds;
  out["stick_coloured_probability"] = config.coloured_probability;
  out["round_move_limit"] = config.round_move_limit;
  return out;
}

std::string JacotteState::position_text() const {
  const int colours = config_->colours;
  // The turn: 85 characters at most; a round of history: 4 numbers of 3 digits and 4 signs.
  // Written on the stack, and copied once into the string, unless the match is very long.
  constexpr std::size_t kOnStack = 1024;
  const std::size_t size = 96 + history_.size() * 16 + kTableTextMax;
  std::array<char, kOnStack> stack_buffer;
  std::string heap_buffer(size > kOnStack ? size : 0, '\0');
  char* const begin = size > kOnStack ? heap_buffer.data() : stack_buffer.data();
  char* at = put_number(put_text(begin, "round="), round_);
  at = put_number(put_text(at, " move="), moves_in_round_);
  at = put_text(put_text(at, " phase="), phase_text(to_move_, phase_));
  at = put_text(at, " to_move=");
  *at++ = to_move_ == kNoPlayer ? '-' : piece_letter(to_move_);
  at = put_text(at, " opener=");
  *at++ = piece_letter(round_starter_);
  at = put_text(at, " passes=");
  for (int colour = 0; colour < colours; ++colour) *at++ = static_cast<char>('0' + passes_[colour]);
  at = put_text(at, " history=");
  for (std::size_t round = 0; round < history_.size(); ++round) {
    if (round > 0) *at++ = ',';
    for (int colour = 0; colour < colours; ++colour) {
      if (colour > 0) *at++ = '/';
      at = put_number(at, history_[round][colour]);
    }
  }
  at = put_table_text(at, *config_, table_);
  return std::string(begin, at);
}

nlohmann::json JacotteState::to_json() const {
  // Emplaced key by key: operator[] would look each key up and build a null value first.
  nlohmann::json out(nlohmann::json::value_t::object);
  out.emplace("game", config_->name);
  out.emplace("options", config_->effective_options);
  out.emplace("position", position_text());
  if (!exchanges_.empty()) {
    nlohmann::json exchanges = nlohmann::json::array();
    for (const Exchange& e : exchanges_) {
      nlohmann::json item = nlohmann::json::object();
      item["round"] = e.round;
      item["colour_a"] = e.colour_a;
      item["colour_b"] = e.colour_b;
      item["a_returns"] = e.a_returns;
      item["b_returns"] = e.b_returns;
      exchanges.push_back(std::move(item));
    }
    out.emplace("exchanges", std::move(exchanges));
  }
  return out;
}

// Reads the fields of a saved state into a JacotteState (a friend: it fills the members).
class StateReader {
 public:
  StateReader(std::shared_ptr<const JacotteConfig> config, const nlohmann::json& json)
      : json_(json), fields_(json, ""), state_(new JacotteState()) {
    state_->config_ = std::move(config);
  }

  Result<std::unique_ptr<JacotteState>> read() {
    const JacotteConfig& config = *state_->config_;
    if (fields_.text("game") != config.name && fields_.ok()) {
      fields_.fail("game", "expected \"" + config.name + "\"");
    }
    fields_.object("options");
    const auto position = json_.find("position");
    if (fields_.ok() && (position == json_.end() || !position->is_string())) {
      fields_.fail("position", position == json_.end() ? "missing" : "expected a string");
    }
    if (fields_.ok()) read_position(config, position->get_ref<const std::string&>());
    read_exchanges(config.colours);
    if (!fields_.ok()) return *fields_.error();
    if (auto error = state_->check_consistency()) return *error;
    return std::move(state_);
  }

 private:
  // The position, read in the order position_text() writes it; errors name "position.KEY".
  void read_position(const JacotteConfig& config, std::string_view text) {
    JacotteState& state = *state_;
    std::string_view rest = text;
    // The value of the next token "KEY=VALUE", which ends at a space.
    auto value = [&](std::string_view key) -> std::optional<std::string_view> {
      if (!fields_.ok()) return std::nullopt;
      if (rest.size() < text.size() && !rest.empty() && rest[0] == ' ') rest.remove_prefix(1);
      // Compared character by character: this runs for every state read.
      bool found_key = rest.size() > key.size() && rest[key.size()] == '=';
      for (std::size_t i = 0; i < key.size() && found_key; ++i) found_key = rest[i] == key[i];
      if (!found_key) {
        fields_.fail("position", "expected '" + std::string(key) + "=' at '" +
                                     std::string(rest.substr(0, 24)) + "' (" + kPositionForm + ")");
        return std::nullopt;
      }
      rest.remove_prefix(key.size() + 1);
      std::size_t end = 0;
      while (end < rest.size() && rest[end] != ' ') ++end;
      const std::string_view found = rest.substr(0, end);
      rest.remove_prefix(end);
      return found;
    };
    auto number = [&](std::string_view key, int min, int max) {
      const auto digits = value(key);
      int out = min;
      if (!digits) return out;
      const char* last = digits->data() + digits->size();
      if (read_number(digits->data(), last, max, out) != last || out < min) {
        fail(key, "'" + std::string(*digits) + "' is not a number " + std::to_string(min) + ".." +
                      std::to_string(max));
        return min;
      }
      return out;
    };
    auto colour = [&](std::string_view key, bool none_allowed) {
      const auto letter = value(key);
      if (!letter) return 0;
      if (none_allowed && *letter == "-") return kNoPlayer;
      const int piece = letter->size() == 1 ? piece_of_letter((*letter)[0]) : -1;
      if (piece < 0 || piece >= config.colours) {
        fail(key, "'" + std::string(*letter) + "' is no colour at this table (" +
                      (config.colours == 3 ? "R, Y, G" : "R, Y, G, B") +
                      (none_allowed ? ", or - when the match is over)" : ")"));
        return 0;
      }
      return piece;
    };
    state.round_ = number("round", 1, 1000000);
    state.moves_in_round_ = number("move", 0, 100000000);
    const auto phase = value("phase");
    if (phase && *phase != "play" && *phase != "round_over" && *phase != "match_over") {
      fail("phase", "'" + std::string(*phase) + "' is not one of play, round_over, match_over");
    }
    state.phase_ = phase == "round_over" ? Phase::kRoundOver : Phase::kPlay;
    state.to_move_ = colour("to_move", true);
    if (fields_.ok() && (phase == "match_over") != (state.to_move_ == kNoPlayer)) {
      fail("phase", "match_over goes with to_move=-, and only with it");
    }
    state.round_starter_ = colour("opener", false);
    if (const auto passes = value("passes")) {
      bool ok = passes->size() == static_cast<std::size_t>(config.colours);
      for (int c = 0; c < config.colours && ok; ++c) {
        const char digit = (*passes)[c];
        ok = digit >= '0' && digit <= '0' + kMaxPasses;
        state.passes_[c] = static_cast<int8_t>(digit - '0');
      }
      if (!ok) {
        fail("passes", "'" + std::string(*passes) + "': one digit 0.." +
                           std::to_string(kMaxPasses) + " per colour, the passes in a row");
      }
    }
    if (const auto history = value("history")) {
      fields_.adopt(parse_history(config.colours, *history, state.history_));
    }
    if (!fields_.ok()) return;
    auto table = read_table_text(config, rest, "position");
    if (table) {
      state.table_ = *table;
    } else {
      fields_.adopt(table.error());
    }
  }

  void fail(std::string_view key, std::string message) {
    fields_.fail("position." + std::string(key), std::move(message));
  }

  // Left out when there is none.
  void read_exchanges(int colours) {
    if (!fields_.ok() || !fields_.has("exchanges")) return;
    const auto& exchanges = fields_.array("exchanges");
    for (std::size_t i = 0; i < exchanges.size() && fields_.ok(); ++i) {
      JsonFields item(exchanges[i], "exchanges[" + std::to_string(i) + "]");
      Exchange e;
      e.round = item.integer("round", 1, 1000000);
      e.colour_a = item.integer("colour_a", 0, colours - 1);
      e.colour_b = item.integer("colour_b", 0, colours - 1);
      e.a_returns = item.integer("a_returns", 1, kPawnsPerColour);
      e.b_returns = item.integer("b_returns", 1, kPawnsPerColour);
      fields_.adopt(item.error());
      state_->exchanges_.push_back(e);
    }
  }

  const nlohmann::json& json_;
  JsonFields fields_;
  std::unique_ptr<JacotteState> state_;
};

Result<std::unique_ptr<JacotteState>> JacotteState::from_json(
    std::shared_ptr<const JacotteConfig> config, const nlohmann::json& json) {
  if (!json.is_object()) return make_error("", "expected a JSON object");
  return StateReader(std::move(config), json).read();
}

Result<std::unique_ptr<JacotteState>> JacotteState::from_table(
    std::shared_ptr<const JacotteConfig> config, const Occupancy& occupancy, int to_move,
    std::array<int, kMaxColours> passes) {
  auto table = read_table(*config, occupancy);
  if (!table) return table.error();
  if (to_move < 0 || to_move >= config->colours) return make_error("to_move", "no such colour");
  auto state =
      std::make_unique<JacotteState>(config, config->players == 2 ? to_move / 2 * 2 : to_move);
  state->table_ = *table;
  state->to_move_ = to_move;
  for (int colour = 0; colour < kMaxColours; ++colour) {
    if (passes[colour] < 0 || passes[colour] > kMaxPasses) {
      return make_error("passes[" + std::to_string(colour) + "]", "0 to 3 passes in a row");
    }
    state->passes_[colour] = static_cast<int8_t>(passes[colour]);
  }
  if (auto error = state->check_consistency()) return *error;
  return state;
}

Occupancy JacotteState::occupancy() const {
  return write_table(*config_, table_);
}

}  // namespace arbitre::engine::jacotte
