// The Qt program's redraw: one 1280x720 camera picture with the reading drawn over it (every
// place of the board, dice), painted the way the live table paints it, on the offscreen
// platform; and the picture's conversion from OpenCV. The live table needs both well under
// 33 ms for its 30 redraws a second while the referee's thread reads the table.
//
//   QT_QPA_PLATFORM=offscreen taskset -c 0 build/release/tests/bench/studio_bench
#include <benchmark/benchmark.h>

#include <QApplication>
#include <opencv2/videoio.hpp>

#include "arbitre/calibration/profile.h"
#include "arbitre/session/table_overlay.h"
#include "frame_view.h"
#include "qt_convert.h"

namespace {

using namespace arbitre;

const std::string kSample = std::string(ARBITRE_SAMPLES_DIR) + "/referee/jacquet/";

cv::Mat sample_frame() {
  cv::VideoCapture video(kSample + "video.mp4");
  cv::Mat frame;
  video.read(frame);
  return frame;
}

// The sample's board as the reader would have it: every place read, one in two holding a
// checker, a few hidden, a few disagreeing with the record, two dice.
session::TableOverlay sample_overlay() {
  const auto profile = calibration::load_profile(kSample + "board.json");
  const auto layout = vision::bundled_layout("jacquet");
  read::Observation observation;
  int k = 0;
  for (const auto& cell : layout->cells) {
    read::CellReading reading;
    reading.cell = cell.id;
    reading.content = k % 2 == 0 ? (k % 4 == 0 ? "W2" : "B3") : "";
    reading.visible = k % 9 != 0;
    reading.confidence = 0.5 + 0.05 * (k % 10);
    observation.cells.push_back(reading);
    ++k;
  }
  observation.dice = {{6, {600, 300, 30, 30}, 0.9}, {3, {650, 310, 30, 30}, 0.8}};
  return session::table_overlay(*layout, profile->pose(), profile->intrinsics(), &observation,
                                {"c", "h", "q"});
}

void BM_PaintFrameWithOverlay(benchmark::State& state) {
  studio::FrameView view;
  view.resize(960, 600);  // the live table's picture at a 1280x800 window
  view.set_frame(studio::to_qimage(sample_frame()));
  const auto overlay = sample_overlay();
  view.set_overlay(overlay);
  view.set_seats("WB", {QColor(240, 240, 230), QColor(40, 30, 30)});
  QImage target(view.size(), QImage::Format_ARGB32_Premultiplied);
  for (auto _ : state) {
    view.render(&target);
    benchmark::DoNotOptimize(target.constBits());
  }
  state.SetLabel("places=" + std::to_string(overlay.places.size()));
}
BENCHMARK(BM_PaintFrameWithOverlay)->Unit(benchmark::kMillisecond);

void BM_ConvertFrame(benchmark::State& state) {
  const cv::Mat frame = sample_frame();
  for (auto _ : state) benchmark::DoNotOptimize(studio::to_qimage(frame));
}
BENCHMARK(BM_ConvertFrame)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
