// arbitre selfplay | bench: random games and the deterministic move-generator benchmark.
#include <chrono>
#include <filesystem>
#include <iomanip>
#include <iostream>

#include "arbitre/engine/perft.h"
#include "arbitre/engine/random_play.h"
#include "arbitre/engine/record.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {
namespace {

struct SelfplayOptions {
  GameChoice choice;
  uint64_t seed = 1;
  int games = 1;
  std::string out_dir;
  double illegal = 0.0;
  int max_moves = 100000;
};

// One turn of a record: what chance gave, what was played, and the table afterwards.
nlohmann::json turn_event(int ply, const engine::State& before, const engine::Chance& chance,
                          const engine::State& after, const engine::Move& move) {
  return {{"type", "turn"},
          {"ply", ply},
          {"player", before.current_player()},
          {"seat", before.seat_name(before.current_player())},
          {"chance", chance.to_string()},
          {"move", move.text},
          {"occupancy", after.occupancy()},
          {"state", after.to_json()},
          {"score", after.score().summary}};
}

nlohmann::json misplay_event(int ply, const engine::State& before, const engine::Chance& chance,
                             const engine::Occupancy& occupancy) {
  return {{"type", "turn"},
          {"ply", ply},
          {"player", before.current_player()},
          {"seat", before.seat_name(before.current_player())},
          {"chance", chance.to_string()},
          {"move", nullptr},
          {"illegal", true},
          {"occupancy", occupancy}};
}

struct PlayedGame {
  int moves = 0;  // -1 when the game did not end within max_moves
  std::unique_ptr<engine::State> final_state;
};

PlayedGame play_one(const engine::Game& game, uint64_t seed, const SelfplayOptions& options,
                    engine::RecordWriter* writer, const std::string& record_path) {
  engine::Random random(seed * 0x9E3779B97F4A7C15ULL + 1);
  auto state = game.new_initial_state(seed);
  int ply = 0;
  for (; !state->is_terminal(); ++ply) {
    if (ply >= options.max_moves) return {-1, std::move(state)};
    const auto chance = engine::sample_chance(*state, random);
    if (writer && options.illegal > 0 && random.unit() < options.illegal) {
      if (auto misplay = engine::misplayed_occupancy(*state, chance, random)) {
        take(writer->append(misplay_event(ply, *state, chance, *misplay)), record_path);
      }
    }
    const auto move = engine::random_move(*state, chance, random);
    auto next = state->child(chance, move);
    if (writer) take(writer->append(turn_event(ply, *state, chance, *next, move)), record_path);
    state = std::move(next);
  }
  return {ply, std::move(state)};
}

int run_selfplay(const SelfplayOptions& options) {
  auto game = make_game(options.choice);
  if (!options.out_dir.empty()) std::filesystem::create_directories(options.out_dir);
  int unfinished = 0;
  for (int k = 0; k < options.games; ++k) {
    const uint64_t seed = options.seed + static_cast<uint64_t>(k);
    std::unique_ptr<engine::RecordWriter> writer;
    std::string path;
    if (!options.out_dir.empty()) {
      path = options.out_dir + "/" + game->name() + "-" + std::to_string(seed) + ".jsonl";
      auto start = game->new_initial_state(seed);
      writer = take(engine::RecordWriter::create(path, engine::record_header(*game, seed, *start)),
                    path);
    }
    const auto played = play_one(*game, seed, options, writer.get(), path);
    std::cout << game->name() << " seed " << seed << ": ";
    if (played.moves < 0) {
      ++unfinished;
      std::cout << "did not end within " << options.max_moves << " moves";
    } else {
      std::cout << played.moves << " moves, " << played.final_state->score().summary;
    }
    std::cout << (path.empty() ? "" : " -> " + path) << "\n";
  }
  return unfinished == 0 ? kExitOk : kExitIllegal;
}

// Fixed positions for the benchmark: each variant's start for seeds 1-3, and the positions
// 10 and 30 random moves later.
std::vector<std::unique_ptr<engine::State>> bench_positions(const engine::Game& game) {
  std::vector<std::unique_ptr<engine::State>> positions;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    engine::Random random(seed);
    auto state = game.new_initial_state(seed);
    for (int ply = 0; ply <= 30 && !state->is_terminal(); ++ply) {
      if (ply == 0 || ply == 10 || ply == 30) positions.push_back(state->clone());
      const auto chance = engine::sample_chance(*state, random);
      state = state->child(chance, engine::random_move(*state, chance, random));
    }
  }
  return positions;
}

// Perft depth per variant: Jacquet's 21 rolls times dozens of plays a roll make depth 2 as
// much work as depth 3 elsewhere.
int bench_depth(const std::string& name) {
  return name.rfind("jacquet", 0) == 0 ? 2 : 3;
}

int run_bench(int depth_override) {
  uint64_t total = 0;
  const auto start = std::chrono::steady_clock::now();
  for (const auto& name : engine::game_names()) {
    auto game = take(engine::make_game(name), name);
    const int depth = depth_override > 0 ? depth_override : bench_depth(name);
    uint64_t nodes = 0;
    for (const auto& position : bench_positions(*game)) nodes += engine::perft(*position, depth);
    std::cout << std::left << std::setw(18) << name << "depth " << depth << "  " << nodes << "\n";
    total += nodes;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "Nodes searched: " << total << std::endl;
  std::cerr << "time " << std::fixed << std::setprecision(2) << seconds << " s, "
            << static_cast<uint64_t>(total / seconds) << " nodes/s\n";
  return kExitOk;
}

}  // namespace

void register_play_commands(CLI::App& app, int& exit_status) {
  {
    auto options = std::make_shared<SelfplayOptions>();
    auto* command = app.add_subcommand("selfplay", "Play random legal games and write records");
    add_game_options(*command, options->choice);
    command->add_option("--seed", options->seed, "Seed of the first game (then seed+1, ...)");
    command->add_option("--games", options->games, "Number of games")
        ->check(CLI::Range(1, 1000000));
    command->add_option("-o,--out", options->out_dir, "Folder for the records (JSON Lines)");
    command
        ->add_option("--illegal", options->illegal,
                     "Probability per move of a misplayed (illegal) table position first")
        ->check(CLI::Range(0.0, 1.0));
    command->add_option("--max-moves", options->max_moves, "Give up a game after this many moves")
        ->check(CLI::Range(1, 100000000));
    command->callback([options, &exit_status] { exit_status = run_selfplay(*options); });
  }
  {
    auto depth = std::make_shared<int>(0);
    auto* command = app.add_subcommand(
        "bench",
        "Count legal moves from fixed positions of every variant (a number to compare "
        "between commits); the time goes to stderr");
    command
        ->add_option("--depth", *depth,
                     "Perft depth for every variant (default: 2 for Jacquet, 3 "
                     "for the others)")
        ->check(CLI::Range(1, 4));
    command->callback([depth, &exit_status] { exit_status = run_bench(*depth); });
  }
}

}  // namespace arbitre::app
