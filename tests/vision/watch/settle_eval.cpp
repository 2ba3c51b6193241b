// settle_eval: the settle detector's figures on rendered films (README, "Figures").
//
//   settle_eval --seeds 3000-3009 [--resolution 1280x720] [--fps 30] [--moves 6]
//               [--games jacquet,jacotte-4,jeson-jam,toc-4] [--keep DIR] [--params FILE]
//               [--csv DIR] [--add-noise SIGMA] [--gain-spread S]
//   settle_eval [--params FILE] [--csv DIR] [--add-noise SIGMA] [--gain-spread S] FILM_DIR...
//
// Films seed after seed (the games in turn) into a temporary folder, or reads films already
// rendered by `arbitre render`; prints one line per film and a last `summary:` line.
// --add-noise and --gain-spread alter every frame as a webcam or a flickering lamp would
// (FrameAlteration). Exit 2 on bad arguments or a film that cannot be made or read.
#include <unistd.h>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "vision/watch/settle_figures.h"

namespace {

namespace fs = std::filesystem;
using arbitre::testing::SettleFigures;

struct Arguments {
  uint64_t first_seed = 0, last_seed = 0;
  bool render = false;
  int width = 1280, height = 720, moves = 6;
  double fps = 30;
  std::vector<std::string> games = {"jacquet", "jacotte-4", "jeson-jam", "toc-4"};
  fs::path keep, params, csv;
  arbitre::testing::FrameAlteration alteration;
  std::vector<fs::path> films;
};

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::stringstream in(text);
  for (std::string part; std::getline(in, part, separator);) parts.push_back(part);
  return parts;
}

[[noreturn]] void usage(const std::string& why) {
  std::cerr << "settle_eval: " << why << "\n"
            << "usage: settle_eval --seeds A-B [--resolution WxH] [--fps F] [--moves N] "
               "[--games G,G] [--keep DIR] [--params FILE] [--csv DIR] [--add-noise SIGMA] "
               "[--gain-spread S]\n"
               "       settle_eval [options] FILM_DIR...\n";
  std::exit(2);
}

Arguments parse(int argc, char** argv) {
  Arguments a;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(arg + " needs a value");
      return argv[++i];
    };
    try {
      if (arg == "--seeds") {
        const auto range = split(value(), '-');
        if (range.empty() || range.size() > 2) usage("--seeds takes A-B");
        a.first_seed = std::stoull(range.front());
        a.last_seed = std::stoull(range.back());
        a.render = true;
      } else if (arg == "--resolution") {
        const auto size = split(value(), 'x');
        if (size.size() != 2) usage("--resolution takes WxH");
        a.width = std::stoi(size[0]);
        a.height = std::stoi(size[1]);
      } else if (arg == "--fps") {
        a.fps = std::stod(value());
      } else if (arg == "--moves") {
        a.moves = std::stoi(value());
      } else if (arg == "--games") {
        a.games = split(value(), ',');
      } else if (arg == "--keep") {
        a.keep = value();
      } else if (arg == "--params") {
        a.params = value();
      } else if (arg == "--csv") {
        a.csv = value();
      } else if (arg == "--add-noise") {
        a.alteration.noise_sigma = std::stod(value());
      } else if (arg == "--gain-spread") {
        a.alteration.gain_spread = std::stod(value());
      } else if (!arg.empty() && arg[0] == '-') {
        usage("unknown option " + arg);
      } else {
        a.films.push_back(arg);
      }
    } catch (const std::exception&) {
      usage("bad value for " + arg);
    }
  }
  if (a.render == !a.films.empty()) usage("give --seeds or film folders, one of the two");
  if (a.games.empty() || a.last_seed < a.first_seed) usage("nothing to film");
  return a;
}

// Films seed `seed` and returns its folder (kept under --keep, else temporary).
fs::path film_seed(const Arguments& a, uint64_t seed) {
  const auto& game = a.games[(seed - a.first_seed) % a.games.size()];
  const fs::path root = a.keep.empty() ? fs::temp_directory_path() /
                                             ("arbitre-settle-eval-" + std::to_string(::getpid()))
                                       : a.keep;
  const fs::path dir = root / (game + "-" + std::to_string(seed));
  auto report = arbitre::film::film_game(
      arbitre::testing::settle_film(game, seed, a.moves, a.width, a.height, a.fps), dir);
  if (!report) {
    std::cerr << "settle_eval: " << report.error().to_string() << "\n";
    std::exit(2);
  }
  return dir;
}

}  // namespace

int main(int argc, char** argv) {
  const Arguments a = parse(argc, argv);
  arbitre::watch::SettleParams params;
  if (!a.params.empty()) {
    auto loaded = arbitre::watch::load_settle_params(a.params);
    if (!loaded) usage(loaded.error().to_string());
    params = *loaded;
  }
  if (!a.csv.empty()) fs::create_directories(a.csv);
  std::vector<fs::path> films = a.films;
  const size_t seeds = a.render ? a.last_seed - a.first_seed + 1 : 0;
  SettleFigures total;
  for (size_t k = 0; k < std::max(films.size(), seeds); ++k) {
    const fs::path dir = a.render ? film_seed(a, a.first_seed + k) : films[k];
    const fs::path csv = a.csv.empty() ? fs::path() : a.csv / (dir.filename().string() + ".csv");
    auto figures = arbitre::testing::measure_film(dir, params, csv, a.alteration);
    if (a.render && a.keep.empty()) fs::remove_all(dir);
    if (!figures) {
      std::cerr << "settle_eval: " << figures.error().to_string() << "\n";
      return 2;
    }
    std::cout << dir.filename().string() << ": ";
    arbitre::testing::print_figures(std::cout, *figures);
    std::cout.flush();
    total.add(*figures);
  }
  std::cout << "summary: ";
  arbitre::testing::print_figures(std::cout, total);
  return 0;
}
