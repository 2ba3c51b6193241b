#include "arbitre/film/film.h"

#include <chrono>
#include <cstdio>
#include <fstream>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include "arbitre/art/art.h"
#include "arbitre/render/scene.h"
#include "arbitre/vision/layout.h"
#include "choreography.h"
#include "frame_render.h"
#include "look.h"
#include "truth.h"

namespace arbitre::film {
namespace {

// Board texture resolution: finer than any camera of the ranges sees the board (about
// 4.5 px/mm for a 400 mm board filling a 1920-pixel-wide frame).
constexpr double kBoardPxPerMm = 6;

engine::Status check_options(const FilmOptions& options) {
  if (options.fps < 1 || options.fps > 120) {
    return engine::make_error("fps", "must be between 1 and 120");
  }
  if (options.illegal_probability < 0 || options.illegal_probability > 1) {
    return engine::make_error("illegal", "a probability between 0 and 1");
  }
  if (options.max_moves < 0) return engine::make_error("moves", "must not be negative");
  if ((options.width > 0) != (options.height > 0) || options.width < 0 || options.height < 0) {
    return engine::make_error("resolution", "give both width and height, positive");
  }
  return engine::Ok{};
}

nlohmann::json header_json(const FilmOptions& options, const GameScript& script,
                           const vision::BoardLayout& layout, const Look& look) {
  return {{"variant", options.variant},
          {"options", script.options},
          {"seed", options.seed},
          {"layout", layout.name},
          {"board_mm", {layout.width_mm, layout.height_mm}},
          {"camera", look.camera.to_json()},
          {"look", look.to_json()},
          {"fps", options.fps},
          {"video", options.video ? "video.mp4" : ""},
          {"max_moves", options.max_moves},
          {"illegal_probability", options.illegal_probability}};
}

}  // namespace

engine::Result<FilmReport> film_game(const FilmOptions& options,
                                     const std::filesystem::path& out_dir) {
  if (auto status = check_options(options); !status) return status.error();
  auto layout = vision::bundled_layout(options.variant);
  if (!layout) return layout.error();
  ScriptOptions script_options{options.variant,
                               options.options,
                               options.seed,
                               options.max_moves,
                               options.illegal_probability,
                               playing_cells(*layout)};
  auto script = write_script(script_options);
  if (!script) return script.error();

  engine::Random look_random(options.seed * 0x9E3779B97F4A7C15ull + 17);
  const Look look = random_look(*layout, options, look_random);
  const auto style = look.wooden_board ? art::BoardStyle::kWooden : art::BoardStyle::kPrinted;
  render::BoardTexture board{
      render::srgb_to_linear(art::board_image(*layout, style, kBoardPxPerMm, options.seed)),
      kBoardPxPerMm};
  FrameRenderer renderer(*layout, look, std::move(board));

  std::error_code error;
  std::filesystem::create_directories(options.stills ? out_dir / "stills" : out_dir, error);
  if (error)
    return engine::make_error(out_dir.string(), "cannot create the folder: " + error.message());
  auto truth = TruthWriter::create(out_dir / "truth.jsonl");
  if (!truth) return truth.error();
  if (auto status = (*truth)->write_script(header_json(options, *script, *layout, look), *script);
      !status) {
    return status.error();
  }
  // The position the film starts from (who opens was thrown for), for `arbitre review --start`.
  {
    const auto path = out_dir / "start.json";
    std::ofstream start(path);
    start << script->states.front().dump(2) << "\n";
    if (!start) return engine::make_error(path.string(), "cannot write the starting state");
  }
  cv::VideoWriter video;
  if (options.video) {
    const auto path = (out_dir / "video.mp4").string();
    video.open(path, cv::VideoWriter::fourcc('a', 'v', 'c', '1'), options.fps,
               look.camera.resolution);
    if (!video.isOpened()) return engine::make_error(path, "cannot open an H.264 video writer");
  }

  FilmReport report;
  report.resolution = std::to_string(look.camera.resolution.width) + "x" +
                      std::to_string(look.camera.resolution.height);
  engine::Random noise(options.seed ^ 0xF11Eull);
  const auto started = std::chrono::steady_clock::now();
  Choreographer choreographer(*script, *layout, look, options.fps, options.seed);
  auto status = choreographer.play([&](const FrameScene& scene) -> engine::Status {
    // Without a video only the stills need a picture (a still film draws a third of its frames).
    const bool picture = options.video || (options.stills && scene.still);
    auto drawn = renderer.draw(scene, noise, picture);
    nlohmann::json frame = {{"type", "frame"},
                            {"index", report.frames},
                            {"time_s", report.frames / options.fps},
                            {"state", scene.state},
                            {"beat", scene.beat},
                            {"activity", scene.activity},
                            {"settled", scene.settled},
                            {"shows_illegal", scene.shows_illegal}};
    frame.update(drawn.facts);
    nlohmann::json knocked = nlohmann::json::array();
    for (const auto& piece : scene.pieces) {
      if (piece.knocked_mm != cv::Point2d(0, 0)) {
        knocked.push_back(
            {{"cell", piece.placed.cell}, {"offset_mm", {piece.knocked_mm.x, piece.knocked_mm.y}}});
      }
    }
    frame["knocked"] = knocked;
    if (options.video) video.write(drawn.image);
    if (options.stills && scene.still) {
      char name[32];
      std::snprintf(name, sizeof name, "stills/%06d.jpg", report.frames);
      const cv::Mat still = render::compress(drawn.image, look.sensor.jpeg_quality);
      if (!cv::imwrite((out_dir / name).string(), still)) {
        return engine::make_error((out_dir / name).string(), "cannot write the still");
      }
      frame["still"] = name;
      ++report.stills;
    }
    ++report.frames;
    return (*truth)->write_frame(frame);
  });
  if (!status) return status.error();
  if (auto closed = (*truth)->close(); !closed) return closed.error();
  video.release();
  report.seconds_rendering =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  for (const auto& beat : script->beats) {
    report.moves += beat.kind == Beat::Kind::kMove ? 1 : 0;
    report.illegal_moves += beat.kind == Beat::Kind::kIllegal ? 1 : 0;
  }
  return report;
}

}  // namespace arbitre::film
