// The ChArUco sheet on a table seen by one camera from many poses: calibration views with
// the lens that took them as truth.
#include "arbitre/film/charuco_views.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include "arbitre/art/charuco_art.h"
#include "arbitre/render/scene.h"
#include "arbitre/vision/charuco_sheet.h"

namespace arbitre::film {
namespace {

namespace fs = std::filesystem;

constexpr double kPi = 3.14159265358979323846;
// Texture resolution: finer than the closest view sees the sheet (a 420 mm sheet seen at
// about 4 px/mm where it overflows a 1920-pixel frame).
constexpr double kSheetPxPerMm = 6;
// A pose is redrawn until at least this many of the sheet's 45 inner corners are in the
// picture: a player keeps the sheet mostly in view.
constexpr int kMinCornersInView = 20;

// The camera with its centre at `centre` (paper frame) and axes `camera_to_paper`.
render::Camera posed(const render::Camera& lens, const cv::Matx33d& camera_to_paper,
                     const cv::Vec3d& centre) {
  render::Camera camera = lens;
  const cv::Matx33d paper_to_camera = camera_to_paper.t();
  cv::Rodrigues(paper_to_camera, camera.rvec);
  camera.tvec = -(paper_to_camera * centre);
  return camera;
}

std::vector<cv::Point3d> paper_outline(const vision::CharucoSheet& sheet) {
  const double w = sheet.paper_width_mm, h = sheet.paper_height_mm;
  const cv::Point3d corners[4] = {{0, 0, 0}, {w, 0, 0}, {w, h, 0}, {0, h, 0}};
  std::vector<cv::Point3d> points;
  for (int edge = 0; edge < 4; ++edge) {
    for (int i = 0; i < 4; ++i) {
      points.push_back(corners[edge] + (corners[(edge + 1) % 4] - corners[edge]) * (i / 4.0));
    }
  }
  return points;
}

// Whether every point is in front of the camera and inside the picture (pinhole, no lens:
// only to choose a distance).
bool fits(const render::Camera& camera, const std::vector<cv::Point3d>& points) {
  cv::Matx33d rotation;
  cv::Rodrigues(camera.rvec, rotation);
  const auto& k = camera.intrinsics;
  for (const auto& point : points) {
    const cv::Vec3d c = rotation * cv::Vec3d(point) + camera.tvec;
    if (c[2] <= 1) return false;
    const double x = k(0, 0) * c[0] / c[2] + k(0, 2), y = k(1, 1) * c[1] / c[2] + k(1, 2);
    if (x < 0 || y < 0 || x > camera.resolution.width - 1 || y > camera.resolution.height - 1) {
      return false;
    }
  }
  return true;
}

int corners_in_view(const render::Camera& camera, const vision::CharucoSheet& sheet) {
  cv::Matx33d rotation;
  cv::Rodrigues(camera.rvec, rotation);
  int inside = 0;
  for (int k = 0; k < sheet.corners(); ++k) {
    const auto p = sheet.corner_on_paper(k);
    const cv::Vec3d c = rotation * cv::Vec3d(p.x, p.y, 0) + camera.tvec;
    if (c[2] <= 1) continue;
    const cv::Point2d pixel = camera.project(cv::Point3d(p.x, p.y, 0));
    const bool in = pixel.x >= 8 && pixel.y >= 8 && pixel.x <= camera.resolution.width - 9 &&
                    pixel.y <= camera.resolution.height - 9;
    inside += in ? 1 : 0;
  }
  return inside;
}

struct Pose {
  render::Camera camera;
  double tilt_deg = 0;
};

// A pose a player would hold: tilted by up to max_tilt in any direction, turned about a
// quarter, aimed at a point of the sheet or past its edge, from where the sheet about fills
// the picture, nearer (the sheet overflows it, reaching its corners) or farther.
Pose random_pose(const render::Camera& lens, const vision::CharucoSheet& sheet,
                 const CharucoViewsOptions& options, engine::Random& random) {
  const auto outline = paper_outline(sheet);
  Pose pose;
  for (int attempt = 0; attempt < 50; ++attempt) {
    const double tilt_deg = render::uniform(random, options.min_tilt_deg, options.max_tilt_deg);
    const double azimuth = render::uniform(random, 0, 2 * kPi);
    const double roll =
        (90.0 * random.below(4) + render::uniform(random, -30, 30)) * kPi / 180 - azimuth;
    const cv::Matx33d axes = render::rotation_z(azimuth) *
                             render::rotation_y(tilt_deg * kPi / 180) * render::rotation_z(roll);
    const cv::Vec3d forward = axes * cv::Vec3d(0, 0, 1);
    const cv::Vec3d target(sheet.paper_width_mm * render::uniform(random, 0.1, 0.9),
                           sheet.paper_height_mm * render::uniform(random, 0.1, 0.9), 0);
    double near = 10, far = 20000;
    for (int step = 0; step < 40; ++step) {
      const double mid = (near + far) / 2;
      (fits(posed(lens, axes, target - forward * mid), outline) ? far : near) = mid;
    }
    pose.camera = posed(lens, axes, target - forward * (far * render::uniform(random, 0.45, 1.1)));
    pose.tilt_deg = tilt_deg;
    if (corners_in_view(pose.camera, sheet) >= kMinCornersInView) break;
  }
  return pose;
}

// The camera a fraction `t` of the way from `a` to `b`: its centre along the line, its
// rotation along the shortest turn.
render::Camera between(const render::Camera& a, const render::Camera& b, double t) {
  cv::Matx33d ra, rb;
  cv::Rodrigues(a.rvec, ra);
  cv::Rodrigues(b.rvec, rb);
  cv::Vec3d turn;
  cv::Rodrigues(rb * ra.t(), turn);
  cv::Matx33d partial;
  cv::Rodrigues(turn * t, partial);
  const cv::Matx33d rotation = partial * ra;
  const cv::Vec3d centre_a = -(ra.t() * a.tvec), centre_b = -(rb.t() * b.tvec);
  return posed(a, rotation.t(), centre_a + (centre_b - centre_a) * t);
}

render::Camera draw_lens(const vision::BoardLayout& paper, const CharucoViewsOptions& options,
                         engine::Random& random) {
  render::CameraRanges ranges;
  if (options.width > 0) ranges.resolutions = {cv::Size(options.width, options.height)};
  return render::random_camera(paper, ranges, random);  // only its lens is kept
}

nlohmann::json sheet_json(const vision::CharucoSheet& sheet) {
  return {{"paper", sheet.paper},         {"squares", {sheet.squares_x, sheet.squares_y}},
          {"square_mm", sheet.square_mm}, {"marker_mm", sheet.marker_mm},
          {"first_id", sheet.first_id()}, {"origin_mm", {sheet.origin.x, sheet.origin.y}}};
}

engine::Status check(const CharucoViewsOptions& options) {
  if (options.views < 1 || options.views > 500) {
    return engine::make_error("views", "must be between 1 and 500");
  }
  if ((options.width > 0) != (options.height > 0) || options.width < 0 || options.height < 0) {
    return engine::make_error("resolution", "give both width and height, positive");
  }
  if (!(options.min_tilt_deg >= 0 && options.min_tilt_deg <= options.max_tilt_deg &&
        options.max_tilt_deg <= 70)) {
    return engine::make_error("tilt", "0 <= min <= max <= 70 degrees");
  }
  if (options.fps < 1 || options.fps > 120) return engine::make_error("fps", "1 to 120");
  return engine::Ok{};
}

// Draws the frames and files; the scene, lens and poses are fixed by the caller.
class ViewWriter {
 public:
  ViewWriter(const CharucoViewsOptions& options, const fs::path& out_dir, uint64_t seed)
      : options_(options), out_dir_(out_dir), noise_(seed ^ 0xC4A12C0ull) {}

  engine::Status open(cv::Size size) {
    std::error_code error;
    fs::create_directories(out_dir_ / "stills", error);
    if (error) return engine::make_error(out_dir_.string(), "cannot create: " + error.message());
    if (!options_.video) return engine::Ok{};
    const auto path = (out_dir_ / "video.mp4").string();
    video_.open(path, cv::VideoWriter::fourcc('a', 'v', 'c', '1'), options_.fps, size);
    if (!video_.isOpened()) return engine::make_error(path, "cannot open an H.264 video writer");
    return engine::Ok{};
  }

  // One view: its still and, in the video, the frames it is held for.
  engine::Status hold(const cv::Mat& linear, const render::SensorLook& sensor, int index,
                      nlohmann::json& view) {
    const cv::Mat image = render::expose(linear, sensor, {}, noise_);
    if (options_.stills) {
      char name[32];
      std::snprintf(name, sizeof name, "stills/%03d.jpg", index);
      if (!cv::imwrite((out_dir_ / name).string(), render::compress(image, sensor.jpeg_quality))) {
        return engine::make_error((out_dir_ / name).string(), "cannot write the still");
      }
      view["still"] = name;
    }
    if (!options_.video) return engine::Ok{};
    view["frame"] = frames_;
    const int held = std::max(1, static_cast<int>(std::lround(options_.hold_s * options_.fps)));
    for (int k = 0; k < held; ++k)
      write(k == 0 ? image : render::expose(linear, sensor, {}, noise_));
    return engine::Ok{};
  }

  // A video frame during a move, smeared by the motion of the picture.
  void moving(const cv::Mat& linear, const render::SensorLook& sensor, cv::Point2d motion_px) {
    const render::MotionBlur blur{cv::Rect(0, 0, linear.cols, linear.rows), motion_px};
    write(render::expose(linear, sensor, {blur}, noise_));
  }

  int frames() const { return frames_; }

 private:
  void write(const cv::Mat& image) {
    video_.write(image);
    ++frames_;
  }

  const CharucoViewsOptions& options_;
  fs::path out_dir_;
  engine::Random noise_;
  cv::VideoWriter video_;
  int frames_ = 0;
};

}  // namespace

engine::Result<CharucoViewsReport> film_charuco_views(const CharucoViewsOptions& options,
                                                      const fs::path& out_dir) {
  if (auto status = check(options); !status) return status.error();
  const vision::CharucoSheet sheet = vision::charuco_sheet();
  vision::BoardLayout paper;  // the sheet as the lighting and lens draws see it
  paper.name = "charuco";
  paper.width_mm = sheet.paper_width_mm;
  paper.height_mm = sheet.paper_height_mm;

  engine::Random random(options.seed * 0x9E3779B97F4A7C15ull + 0xCA1);
  const render::Camera lens = draw_lens(paper, options, random);
  const render::Lighting light = render::random_lighting(paper, random);
  const render::TableLook table = render::random_table_look(random);
  const render::SensorLook sensor = render::random_sensor_look(random);
  const render::BoardTexture texture{
      render::srgb_to_linear(art::charuco_image(sheet, kSheetPxPerMm)), kSheetPxPerMm};
  std::vector<Pose> poses;
  for (int k = 0; k < options.views; ++k)
    poses.push_back(random_pose(lens, sheet, options, random));

  ViewWriter writer(options, out_dir, options.seed);
  if (auto status = writer.open(lens.resolution); !status) return status.error();
  nlohmann::json views = nlohmann::json::array();
  const int moves = std::max(1, static_cast<int>(std::lround(options.move_s * options.fps)));
  const cv::Point3d centre(sheet.paper_width_mm / 2, sheet.paper_height_mm / 2, 0);
  for (int k = 0; k < options.views; ++k) {
    const render::Camera& camera = poses[k].camera;
    nlohmann::json view = {{"index", k},
                           {"rvec", {camera.rvec[0], camera.rvec[1], camera.rvec[2]}},
                           {"tvec", {camera.tvec[0], camera.tvec[1], camera.tvec[2]}},
                           {"tilt_deg", poses[k].tilt_deg},
                           {"corners_in_view", corners_in_view(camera, sheet)}};
    const cv::Mat linear = render::render_background(camera, light, table, texture);
    if (auto status = writer.hold(linear, sensor, k, view); !status) return status.error();
    views.push_back(view);
    if (!options.video || k + 1 == options.views) continue;
    cv::Point2d last = camera.project(centre);
    for (int step = 1; step <= moves; ++step) {
      const auto moved = between(camera, poses[k + 1].camera, step / (moves + 1.0));
      const cv::Point2d now = moved.project(centre);
      writer.moving(render::render_background(moved, light, table, texture), sensor, now - last);
      last = now;
    }
  }
  render::Camera lens_json = lens;
  lens_json.rvec = poses.front().camera.rvec;
  lens_json.tvec = poses.front().camera.tvec;
  const nlohmann::json truth = {{"format", "arbitre-charuco-truth/1"},
                                {"seed", options.seed},
                                {"sheet", sheet_json(sheet)},
                                {"camera", lens_json.to_json()},
                                {"sensor",
                                 {{"noise_sigma", sensor.noise_sigma},
                                  {"focus_blur_px", sensor.focus_blur_px},
                                  {"jpeg_quality", sensor.jpeg_quality}}},
                                {"board_gloss", table.board_specular},
                                {"fps", options.fps},
                                {"video", options.video ? "video.mp4" : ""},
                                {"views", views}};
  std::ofstream out(out_dir / "truth.json");
  out << truth.dump(1) << "\n";
  out.close();
  if (!out) return engine::make_error((out_dir / "truth.json").string(), "cannot write");
  return CharucoViewsReport{
      options.views, writer.frames(),
      std::to_string(lens.resolution.width) + "x" + std::to_string(lens.resolution.height),
      lens_json};
}

}  // namespace arbitre::film
