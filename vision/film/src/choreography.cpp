#include "choreography.h"

#include "motion.h"

#include <algorithm>
#include <cmath>

namespace arbitre::film {
namespace {

cv::Point3d lerp(const cv::Point3d& a, const cv::Point3d& b, double t) {
  return a + (b - a) * t;
}

}  // namespace

Choreographer::Choreographer(const GameScript& script, const vision::BoardLayout& layout,
                             const Look& look, double fps, uint64_t seed)
    : script_(script),
      layout_(layout),
      look_(look),
      fps_(fps),
      random_(seed ^ 0xC0DEull),
      bump_random_(seed ^ 0xB0A4Dull) {}

int Choreographer::frames_for(double seconds) const {
  return std::max(1, static_cast<int>(std::lround(seconds * fps_)));
}

// Where a seat's player sits: beyond the board's edge, toward the seat's own places.
cv::Point2d Choreographer::seat_side(int seat) const {
  const cv::Point2d centre(layout_.width_mm / 2, layout_.height_mm / 2);
  cv::Point2d sum(0, 0);
  int count = 0;
  for (const auto& cell : layout_.cells) {
    if (cell.seat == seat) {
      sum += cv::Point2d(cell.shape.center.x, cell.shape.center.y);
      ++count;
    }
  }
  cv::Point2d direction = count > 0 ? sum * (1.0 / count) - centre : cv::Point2d(0, 1);
  if (count == 0 && seat % 2 == 1) direction = {0, -1};
  const double norm = std::max(1e-6, std::hypot(direction.x, direction.y));
  const double reach = 0.5 * std::hypot(layout_.width_mm, layout_.height_mm) + 250;
  return centre + direction * (reach / norm);
}

engine::Status Choreographer::emit(int count) {
  for (int i = 0; i < count; ++i) {
    if (auto status = sink_(scene_); !status) return status;
    scene_.still = false;
  }
  return engine::Ok{};
}

engine::Status Choreographer::pause(double seconds) {
  scene_.hand.reset();
  scene_.settled = true;
  scene_.activity = "still";
  const int frames = frames_for(seconds);
  if (frames > 1) {
    if (auto status = emit(frames - 1); !status) return status;
  }
  scene_.still = true;  // the last frame of a pause: the position as a player would photograph it
  auto status = emit(1);
  scene_.settled = false;
  return status;
}

// Moves the hand's fingertips to `target`, carrying `carried` pieces at the given offsets from
// the fingertips.
engine::Status Choreographer::reach(const cv::Point3d& target, double seconds,
                                    const std::vector<int>& carried,
                                    const std::vector<cv::Point3d>& carried_offsets) {
  if (!scene_.hand) {
    scene_.hand = look_.hand;
    const cv::Point2d side = seat_side(seat_);
    scene_.hand->from_mm = side;
    scene_.hand->fingertips_mm = {side.x, side.y, -80};
  }
  const cv::Point3d start = scene_.hand->fingertips_mm;
  const int frames = frames_for(seconds);
  for (int f = 1; f <= frames; ++f) {
    const double t = ease(static_cast<double>(f) / frames);
    scene_.hand->fingertips_mm = lerp(start, target, t);
    for (size_t i = 0; i < carried.size(); ++i) {
      scene_.pieces[carried[i]].position = scene_.hand->fingertips_mm + carried_offsets[i];
    }
    if (auto status = emit(1); !status) return status;
  }
  return engine::Ok{};
}

engine::Status Choreographer::leave(double seconds) {
  if (!scene_.hand) return engine::Ok{};
  const cv::Point2d side = seat_side(seat_);
  scene_.hand->pinching = false;
  auto status = reach({side.x, side.y, -80}, seconds, {}, {});
  scene_.hand.reset();
  return status;
}

void Choreographer::maybe_knock_a_piece() {
  if (scene_.pieces.empty() || random_.unit() > 0.05) return;
  auto& piece = scene_.pieces[random_.below(scene_.pieces.size())];
  if (piece.placed.level != 0) return;
  const double angle = random_.unit() * 2 * CV_PI;
  const double distance = 0.08 * layout_.piece.diameter_mm * (1 + random_.unit());
  piece.knocked_mm = {distance * std::cos(angle), distance * std::sin(angle)};
  piece.position.x += piece.knocked_mm.x;
  piece.position.y += piece.knocked_mm.y;
}

// Now and then (about one move in twelve) an elbow or a sleeve nudges the board: it slides a
// few millimetres and turns a degree or two on the table within a fifth of a second, taking
// everything on it along. The board's pose must be followed across such a bump.
engine::Status Choreographer::maybe_bump_the_board() {
  if (bump_random_.unit() > 1.0 / 12) return engine::Ok{};
  const render::BoardOnTable from = scene_.board_on_table;
  const double heading = bump_random_.unit() * 2 * CV_PI;
  const double distance_mm = 3 + 9 * bump_random_.unit();
  const double turn_deg = (bump_random_.unit() < 0.5 ? -1 : 1) * (0.5 + 2 * bump_random_.unit());
  const cv::Point2d shift(distance_mm * std::cos(heading), distance_mm * std::sin(heading));
  scene_.activity = "bump";
  const int frames = frames_for(0.2);
  for (int f = 1; f <= frames; ++f) {
    const double t = ease(static_cast<double>(f) / frames);
    scene_.board_on_table.offset_mm = from.offset_mm + shift * t;
    scene_.board_on_table.angle_deg = from.angle_deg + turn_deg * t;
    if (auto status = emit(1); !status) return status;
  }
  return engine::Ok{};
}

}  // namespace arbitre::film
