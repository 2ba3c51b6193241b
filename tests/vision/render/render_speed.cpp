// Times a busy 1280x720 frame on one core: 40 pieces, 2 dice, a hand, shadows, the sensor.
// Usage: render_speed [frames] [seed] [picture.png]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "arbitre/render/objects.h"
#include "arbitre/render/scene.h"
#include "vision/render/render_test_util.h"

namespace {

using namespace arbitre;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// A board picture: paper with 24 dark triangles and four black squares in the corners.
render::BoardTexture synthetic_board() {
  render::BoardTexture board;
  board.px_per_mm = 4;
  cv::Mat srgb(1108, 1600, CV_8UC3, cv::Scalar(205, 225, 235));
  for (int i = 0; i < 12; ++i) {
    const int x = 80 + i * 120;
    const cv::Scalar ink = i % 2 ? cv::Scalar(40, 40, 150) : cv::Scalar(60, 90, 30);
    std::vector<cv::Point> top{{x, 40}, {x + 100, 40}, {x + 50, 480}};
    std::vector<cv::Point> bottom{{x, 1068}, {x + 100, 1068}, {x + 50, 628}};
    cv::fillConvexPoly(srgb, top, ink, cv::LINE_AA);
    cv::fillConvexPoly(srgb, bottom, ink, cv::LINE_AA);
  }
  for (cv::Point corner :
       {cv::Point(10, 10), cv::Point(1510, 10), cv::Point(10, 1018), cv::Point(1510, 1018)}) {
    cv::rectangle(srgb, cv::Rect(corner, cv::Size(80, 80)), cv::Scalar(0, 0, 0), cv::FILLED);
  }
  board.texture = render::srgb_to_linear(srgb);
  return board;
}

std::vector<std::unique_ptr<render::SceneObject>> busy_table(engine::Random& random) {
  std::vector<std::unique_ptr<render::SceneObject>> objects;
  render::Material white, red;
  white.colour = {0.75f, 0.78f, 0.8f};
  white.specular = 0.2f;
  red.colour = {0.05f, 0.06f, 0.5f};
  red.specular = 0.2f;
  for (int i = 0; i < 40; ++i) {
    render::DiscPiece disc;
    const int point = i / 4;
    const int level = i % 4;
    disc.center_mm = {60 + point * 28.0, level < 3 ? 30 + level * 23.0 : 30.0};
    disc.base_mm = level == 3 ? 6 : 0;
    disc.material = point % 2 ? red : white;
    objects.push_back(render::make_disc(disc));
  }
  for (int i = 0; i < 2; ++i) {
    render::Die die;
    die.center_mm = {300 + 30.0 * i, 200, -8};
    die.rotation =
        render::die_rotation_showing(1 + static_cast<int>(random.below(6)), random.unit() * 6.28);
    die.body.colour = {0.85f, 0.85f, 0.85f};
    die.pips.colour = {0.02f, 0.02f, 0.02f};
    objects.push_back(render::make_die(die));
  }
  render::Hand hand = render::random_hand_look(random);
  hand.fingertips_mm = {150, 140, -30};
  hand.from_mm = {150, 500};
  objects.push_back(render::make_hand(hand));
  return objects;
}

}  // namespace

int main(int argc, char** argv) {
  const int frames = argc > 1 ? std::atoi(argv[1]) : 20;
  const uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  cv::setNumThreads(1);
  engine::Random random(seed);
  const vision::BoardLayout layout = render::testing::test_layout();
  render::CameraRanges ranges;
  ranges.resolutions = {{1280, 720}};
  const render::Camera camera = render::random_camera(layout, ranges, random);
  const render::Lighting light = render::random_lighting(layout, random);
  const render::TableLook table = render::random_table_look(random);
  const render::SensorLook sensor = render::random_sensor_look(random);
  const render::BoardTexture board = synthetic_board();

  auto start = Clock::now();
  const cv::Mat background = render::render_background(camera, light, table, board);
  std::printf("background (once per video): %.1f ms\n", ms_since(start));

  const auto objects = busy_table(random);
  std::vector<const render::SceneObject*> pointers;
  for (const auto& object : objects) pointers.push_back(object.get());
  double draw_ms = 0, expose_ms = 0;
  cv::Mat frame;
  for (int i = 0; i < frames; ++i) {
    start = Clock::now();
    render::Canvas canvas(camera, light, background.clone());
    render::draw_objects(canvas, pointers);
    draw_ms += ms_since(start);
    start = Clock::now();
    const std::vector<render::MotionBlur> moving{{cv::Rect(500, 200, 300, 300), {12, 4}}};
    frame = render::expose(canvas.image(), sensor, moving, random);
    expose_ms += ms_since(start);
  }
  const double per_frame = (draw_ms + expose_ms) / frames;
  std::printf("per frame: draw %.1f ms, expose %.1f ms, total %.1f ms (%.1f frames/s, 1 core)\n",
              draw_ms / frames, expose_ms / frames, per_frame, 1000 / per_frame);
  if (argc > 3) cv::imwrite(argv[3], render::compress(frame, sensor.jpeg_quality));
  return 0;
}
