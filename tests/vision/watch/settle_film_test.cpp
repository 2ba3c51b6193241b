// The settle detector on two small rendered films against their truth (docs/truth.md): the
// figures of README's table at a size CI can afford (640x360, three moves), printed, with
// floors that a broken detector fails. Seeds 1-40 are the tuning seeds.
#include <gtest/gtest.h>

#include <unistd.h>
#include <iostream>

#include "vision/watch/settle_figures.h"

namespace arbitre::testing {
namespace {

SettleFigures film_figures(const std::string& variant, uint64_t seed) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("arbitre-settle-film-" + std::to_string(::getpid()) + "-" + variant);
  std::filesystem::remove_all(dir);
  const auto report = film::film_game(settle_film(variant, seed, 3, 640, 360, 30), dir);
  EXPECT_TRUE(report) << report.error().to_string();
  auto figures = measure_film(dir, watch::SettleParams{});
  std::filesystem::remove_all(dir);
  EXPECT_TRUE(figures) << figures.error().to_string();
  if (!figures) return {};
  std::cout << variant << " seed " << seed << ": ";
  print_figures(std::cout, *figures);
  return *figures;
}

TEST(SettleFilms, FiguresAgainstTheTruth) {
  SettleFigures all;
  all.add(film_figures("jacquet", 13));  // dice
#ifndef ARBITRE_SETTLE_ONE_FILM
  all.add(film_figures("jacotte-4", 14));  // stick dice
#endif
  std::cout << "all: ";
  print_figures(std::cout, all);
  ASSERT_GE(all.pauses, 7);
  // Never a reading with a hand over the board (a detector that always says settled fails).
  EXPECT_EQ(all.false_with_hand, 0);
  // Settled periods begun outside the truth's pauses: only the last frames of a beat whose
  // hand has left the picture (1-2 frames each, not at every pause).
  EXPECT_LE(all.false_early, all.pauses);
  // Every pause read, in it or at most a few frames before it (a detector that never settles,
  // or too late, fails).
  EXPECT_EQ(all.missed_pauses, 0);
  EXPECT_LE(all.read_early, all.pauses / 2);
  ASSERT_FALSE(all.delays_s.empty());
  const double settle_s = watch::SettleParams{}.settle_s;
  EXPECT_LE(all.delay_median_s(), settle_s + 0.05);
  EXPECT_LE(all.delay_max_s(), settle_s + 0.15);
}

}  // namespace
}  // namespace arbitre::testing
