// One full reading of a 1280x720 frame on one core (issue 5: at most 15 ms median): the board's
// places and sticks, the dice and the cards, with the reader's buffers reused from frame to frame
// as a camera feed reuses them. The board's pose is found once beforehand (issue 4 measures it:
// board_pose_bench). Frames are rendered at start-up: each board's last still of a two-move game,
// read through the profile calibrated on its first still. Seeds are fixed so that the figure
// compares between commits.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include <opencv2/core/utility.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/calibration/piece_colours.h"
#include "arbitre/read/frame_reader.h"
#include "calibration/rendered_film.h"

namespace {

namespace cal = arbitre::calibration;

struct Scene {
  std::string variant;
  cv::Mat frame;
  cal::BoardPose pose;
  cal::Profile profile;
};

Scene render_scene(const std::string& variant, uint64_t seed) {
  const auto film =
      arbitre::testing::render_film(arbitre::testing::still_film(variant, seed, /*moves=*/2));
  const auto layout = arbitre::vision::bundled_layout(variant);
  Scene scene;
  scene.variant = variant;
  scene.profile = arbitre::testing::start_profile(film, variant);
  scene.frame = film.stills.back().image;
  scene.pose = cal::find_board_pose(scene.frame, *layout, film.intrinsics());
  return scene;
}

const std::vector<Scene>& scenes() {
  static const std::vector<Scene> rendered = [] {
    cv::setNumThreads(1);  // one core, as the figure is quoted
    std::vector<Scene> out;
    const char* variants[] = {"jacquet", "jacotte-4", "jeson-jam", "toc-4", "toc-6"};
    uint64_t seed = 21;
    for (const char* variant : variants) out.push_back(render_scene(variant, seed++));
    return out;
  }();
  return rendered;
}

void BM_ReadFrame(benchmark::State& state) {
  const Scene& scene = scenes()[static_cast<size_t>(state.range(0))];
  auto reader = arbitre::read::FrameReader::create(scene.profile);
  if (!reader) {
    state.SkipWithError(reader.error().to_string().c_str());
    return;
  }
  std::size_t cells = 0;
  for (auto _ : state) {
    auto seen = reader->read(scene.frame, scene.pose);
    cells = seen.cells.size();
    benchmark::DoNotOptimize(seen);
  }
  const auto& times = reader->times();
  state.counters["board_ms"] = times.board_ms;
  state.counters["dice_ms"] = times.dice_ms;
  state.counters["dice_pips_ms"] = times.dice_stages.grey_ms + times.dice_stages.pips_ms;
  state.counters["dice_network_ms"] = times.dice_stages.network_ms + times.dice_stages.refine_ms;
  state.counters["dice_windows"] = times.dice_stages.windows;
  state.counters["dice_other_ms"] =
      times.dice_stages.proposals_ms + times.dice_stages.merge_ms + times.dice_stages.colour_ms;
  state.counters["cards_ms"] = times.cards_ms;
  state.counters["pile_ms"] = times.pile_ms;
  state.counters["loose_masks_ms"] = times.loose_masks_ms;
  state.counters["loose_corners_ms"] = times.loose_corners_ms;
  state.counters["loose_glyphs_ms"] = times.loose_glyphs_ms;
  state.SetLabel(scene.variant + (scene.pose.found() ? "" : " (board not found)") + ", " +
                 std::to_string(cells) + " places");
}
BENCHMARK(BM_ReadFrame)->DenseRange(0, 4)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
