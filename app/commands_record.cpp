// arbitre referee | replay: refereeing a recorded game, and reading a record back.
#include <iomanip>
#include <iostream>
#include <sstream>

#include "arbitre/engine/record.h"
#include "arbitre/engine/referee.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {
namespace {

std::string where(const std::string& path, std::size_t event_index) {
  // Line 1 is the header, so event i is on line i + 2.
  return path + ":" + std::to_string(event_index + 2);
}

engine::Occupancy read_occupancy(const nlohmann::json& event, const std::string& at) {
  if (!event.contains("occupancy") || !event["occupancy"].is_object()) {
    throw InputError(at + ": occupancy: missing or not an object of cell -> content");
  }
  engine::Occupancy occupancy;
  for (const auto& [cell, content] : event["occupancy"].items()) {
    if (!content.is_string()) throw InputError(at + ": occupancy." + cell + ": expected a string");
    occupancy[cell] = content.get<std::string>();
  }
  return occupancy;
}

std::string turn_prefix(std::size_t number, const engine::State& state,
                        const engine::Chance& chance) {
  std::ostringstream out;
  out << std::right << std::setw(4) << number << "  " << std::left << std::setw(10)
      << state.seat_name(state.current_player()) << std::setw(7) << chance.to_string();
  return out.str();
}

struct RefereeTally {
  int turns = 0, legal = 0, illegal = 0, truth_known = 0, truth_agreed = 0;
};

// Compares a verdict with the record's truth, when the record has one (self-play, renders).
void tally_truth(const nlohmann::json& event, const engine::Verdict& verdict, RefereeTally& tally) {
  if (event.value("illegal", false)) {
    ++tally.truth_known;
    tally.truth_agreed += verdict.legal ? 0 : 1;
  } else if (event.contains("move") && event["move"].is_string()) {
    ++tally.truth_known;
    tally.truth_agreed += (verdict.legal && verdict.move.text == event["move"]) ? 1 : 0;
  }
}

int run_referee(const std::string& path, const std::string& out_path) {
  auto record = take(engine::read_record(path), "");
  auto start = take(engine::start_from_header(record.header, path + ":1"), "");
  auto& state = start.state;
  std::unique_ptr<engine::RecordWriter> writer;
  if (!out_path.empty()) {
    writer = take(engine::RecordWriter::create(out_path, record.header), "");
  }
  std::cout << "Refereeing " << path << " (" << start.game->name() << ")\n";
  if (record.torn_tail) std::cout << "note: the record's last line was cut short and is skipped\n";
  RefereeTally tally;
  std::string last_score = state->score().summary;
  for (std::size_t i = 0; i < record.events.size() && !state->is_terminal(); ++i) {
    const auto& event = record.events[i];
    if (event.value("type", "") != "turn") continue;
    const std::string at = where(path, i);
    if (!event.contains("chance") || !event["chance"].is_string()) {
      throw InputError(at + ": chance: missing or not a string");
    }
    const auto chance = take(state->parse_chance(event["chance"].get<std::string>()), at);
    const auto verdict = engine::check(*state, chance, read_occupancy(event, at));
    ++tally.turns;
    tally_truth(event, verdict, tally);
    std::cout << turn_prefix(tally.turns, *state, chance)
              << verdict_text(verdict, std::string(23, ' ')) << "\n";
    nlohmann::json out_event = {{"type", verdict.legal ? "move" : "flag"},
                                {"turn", tally.turns},
                                {"player", state->current_player()},
                                {"chance", chance.to_string()},
                                {"verdict", verdict_json(verdict)}};
    if (verdict.legal) {
      ++tally.legal;
      state->apply(chance, verdict.move);
      out_event["state"] = state->to_json();
    } else {
      ++tally.illegal;  // the move is taken back: the game goes on from the position before it
    }
    if (writer) take(writer->append(out_event), "");
    if (const auto score = state->score().summary; score != last_score) {
      std::cout << "        score: " << score << "\n";
      if (writer) take(writer->append({{"type", "score"}, {"summary", score}}), "");
      last_score = score;
    }
  }
  std::cout << "Final score: " << state->score().summary
            << (state->is_terminal() ? "" : " (game not finished)") << "\n";
  std::cout << "summary: turns=" << tally.turns << " legal=" << tally.legal
            << " illegal=" << tally.illegal;
  if (tally.truth_known > 0) {
    std::cout << " agreement=" << std::fixed << std::setprecision(1)
              << 100.0 * tally.truth_agreed / tally.truth_known << "%";
  }
  std::cout << "\n";
  return kExitOk;
}

int run_replay(const std::string& path) {
  auto record = take(engine::read_record(path), "");
  auto start = take(engine::start_from_header(record.header, path + ":1"), "");
  auto& state = start.state;
  std::cout << "Replaying " << path << " (" << start.game->name() << ")\n";
  int number = 0;
  std::vector<std::unique_ptr<engine::State>> before;  // the state before each move replayed
  for (std::size_t i = 0; i < record.events.size(); ++i) {
    const auto& event = record.events[i];
    const std::string type = event.value("type", "");
    const std::string at = where(path, i);
    if (type == "revised") {  // the referee took its last moves back (docs/referee.md)
      const int undone = event.value("undone", 0);
      if (undone < 0 || undone > static_cast<int>(before.size())) {
        throw InputError(at + ": undone: " + std::to_string(undone) + " moves were not replayed");
      }
      for (int k = 0; k < undone; ++k, --number) {
        state = std::move(before.back());
        before.pop_back();
      }
      std::cout << "      revised: " << undone << " move(s) taken back (" << event.value("note", "")
                << ")\n";
      continue;
    }
    if (type == "flag" && event.contains("flag")) {  // a flag of `review` or `live`
      std::cout << "      flag (" << event.value("flag", "") << ", " << event.value("rule", "")
                << "): " << event.value("explanation", "") << "\n";
      continue;
    }
    if (type == "answer") {
      std::cout << "      answer: " << event.value("answer", "") << "\n";
      continue;
    }
    if (type == "flag" || (type == "turn" && event.value("illegal", false))) {
      std::cout << "      flag: " << event.value("chance", "") << " illegal position, taken back\n";
      continue;
    }
    if (type != "turn" && type != "move") continue;
    const auto chance = take(state->parse_chance(event.value("chance", "")), at);
    std::string move_text;
    if (event.contains("move") && event["move"].is_string()) move_text = event["move"];
    if (event.contains("verdict")) move_text = event["verdict"].value("move", "");
    const auto move = take(state->parse_move(chance, move_text), at);
    std::cout << turn_prefix(++number, *state, chance) << std::setw(28) << move.text;
    before.push_back(state->clone());
    state->apply(chance, move);
    std::cout << " | " << state->score().summary << "\n";
  }
  std::cout << "Final score: " << state->score().summary << "\n";
  return kExitOk;
}

}  // namespace

void register_record_commands(CLI::App& app, int& exit_status) {
  {
    auto path = std::make_shared<std::string>();
    auto out = std::make_shared<std::string>();
    auto* command = app.add_subcommand(
        "referee",
        "Referee a recorded game: judge every table position it holds, print the "
        "moves, verdicts and score");
    command->add_option("record", *path, "Record of the game (JSON Lines)")->required();
    command->add_option("-o,--out", *out, "Write the refereed record here");
    command->callback([=, &exit_status] { exit_status = run_referee(*path, *out); });
  }
  {
    auto path = std::make_shared<std::string>();
    auto* command = app.add_subcommand("replay", "Print a record move by move with the score");
    command->add_option("record", *path, "Record (JSON Lines)")->required();
    command->callback([=, &exit_status] { exit_status = run_replay(*path); });
  }
}

}  // namespace arbitre::app
