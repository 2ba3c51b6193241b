// The settle detector per 1280x720 frame on one core (issue 6: well under 1 ms; run it under
// `taskset -c 0`). The frames are rendered at start-up: the stills of a two-move film, each
// frame of the loop a fresh one (the detector compares every frame with the last: a still
// table costs what a moving one does, both are measured).
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include <opencv2/core/utility.hpp>

#include "arbitre/watch/settle.h"
#include "calibration/rendered_film.h"

namespace {

// The film's stills (different positions), and noisy copies of the first (a still table seen
// through a noisy sensor).
struct Frames {
  std::vector<cv::Mat> moving;
  std::vector<cv::Mat> still;
};

const Frames& frames() {
  static const Frames rendered = [] {
    cv::setNumThreads(1);  // one core, as the figure is quoted
    Frames out;
    // Seed fixed: the benchmark must compare between commits.
    const auto film = arbitre::testing::render_film(arbitre::testing::still_film("jacquet", 21, 2));
    for (const auto& still : film.stills) out.moving.push_back(still.image);
    cv::RNG random(7);
    for (int k = 0; k < 8; ++k) {
      cv::Mat noise(out.moving.front().size(), CV_16SC3);
      random.fill(noise, cv::RNG::NORMAL, 0, 3);
      cv::Mat noisy;
      out.moving.front().convertTo(noisy, CV_16SC3);
      noisy += noise;
      noisy.convertTo(noisy, CV_8UC3);
      out.still.push_back(noisy);
    }
    return out;
  }();
  return rendered;
}

void run(benchmark::State& state, const std::vector<cv::Mat>& pictures, cv::Rect region) {
  arbitre::watch::SettleDetector detector;
  size_t k = 0;
  double time_s = 0;
  for (auto _ : state) {
    auto update = detector.update(pictures[k], time_s, region);
    benchmark::DoNotOptimize(update);
    k = (k + 1) % pictures.size();
    time_s += 1.0 / 30;
  }
  state.SetLabel(std::to_string(pictures.front().cols) + "x" +
                 std::to_string(pictures.front().rows) +
                 (region.empty() ? " whole picture" : " region"));
}

void BM_SettleStill(benchmark::State& state) {
  run(state, frames().still, {});
}
BENCHMARK(BM_SettleStill)->Unit(benchmark::kMicrosecond);

void BM_SettleMoving(benchmark::State& state) {
  run(state, frames().moving, {});
}
BENCHMARK(BM_SettleMoving)->Unit(benchmark::kMicrosecond);

// A region as the referee gives it: the board and the table around it, here 900x600 pixels
// (not a whole multiple of the gate's width: the general shrinking path).
void BM_SettleRegion(benchmark::State& state) {
  run(state, frames().moving, cv::Rect(190, 60, 900, 600));
}
BENCHMARK(BM_SettleRegion)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
