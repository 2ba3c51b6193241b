// The beats of the script, one by one: throws, cards, moves (trips of a hand), pauses.
#include <algorithm>
#include <cmath>
#include <map>

#include <opencv2/calib3d.hpp>

#include "choreography.h"
#include "motion.h"

namespace arbitre::film {
namespace {

constexpr size_t kCardsKept = 6;       // cards left visible in the played pile
constexpr double kStickLengthMm = 45;  // Jacotte's bamboo stick dice, flat bars
constexpr double kStickWidthMm = 8;
constexpr double kStickThicknessMm = 4;

cv::Matx33d spin(const cv::Vec3d& axis, double angle) {
  cv::Matx33d rotation;
  cv::Rodrigues(cv::Vec3d(axis * angle), rotation);
  return rotation;
}

cv::Vec3d random_axis(engine::Random& random) {
  cv::Vec3d axis(random.unit() - 0.5, random.unit() - 0.5, random.unit() - 0.5);
  return axis / std::max(1e-6, cv::norm(axis));
}

render::Stick resting_stick(const cv::Point2d& place, double yaw) {
  render::Stick stick;
  stick.length_mm = kStickLengthMm;
  stick.width_mm = kStickWidthMm;
  stick.thickness_mm = kStickThicknessMm;
  stick.center_mm = {place.x, place.y, -kStickThicknessMm / 2};
  stick.yaw = yaw;
  return stick;
}

// Real sticks come to rest apart or one leaning on another, never through each other (which
// the renderer would draw, and nobody could read). Each stick may be turned by twelfths of a
// half turn from its drawn yaw; the first turns (in order, the first sticks' least) whose
// resting footprints all clear each other are kept. No random number is drawn, so films whose
// sticks fell apart stay as they were.
bool turn_sticks_apart(const std::vector<cv::Point2d>& places, const std::vector<double>& drawn,
                       size_t next, std::vector<double>& yaws) {
  constexpr double kGapMm = 1;
  if (next == places.size()) return true;
  for (int turn = 0; turn < 12; ++turn) {
    yaws[next] = drawn[next] + turn * CV_PI / 12;
    const render::Stick stick = resting_stick(places[next], yaws[next]);
    bool clear = true;
    for (size_t j = 0; j < next && clear; ++j) {
      clear = !render::sticks_overlap(stick, resting_stick(places[j], yaws[j]), kGapMm);
    }
    if (clear && turn_sticks_apart(places, drawn, next + 1, yaws)) return true;
  }
  yaws[next] = drawn[next];
  return false;
}

}  // namespace

engine::Status Choreographer::play(const FrameSink& sink) {
  sink_ = sink;
  auto placed = vision::place_pieces(layout_, script_.variant, script_.occupancies.front());
  if (!placed) return placed.error();
  for (const auto& piece : *placed) {
    scene_.pieces.push_back(
        {piece, {piece.x_mm, piece.y_mm, -piece.level * layout_.piece.height_mm}, {0, 0}});
  }
  if (auto status = pause(1.0 + random_.unit()); !status) return status;
  for (size_t i = 0; i < script_.beats.size(); ++i) {
    const Beat& beat = script_.beats[i];
    scene_.beat = static_cast<int>(i);
    seat_ = beat.seat;
    engine::Status status = engine::Ok{};
    switch (beat.kind) {
      case Beat::Kind::kChance:
        scene_.activity = "throw";
        status =
            beat.chance.kind == engine::ChanceKind::kCardPlayed ? lay_card(beat) : throw_dice(beat);
        if (status) status = pause(0.4 + 0.6 * random_.unit());
        break;
      case Beat::Kind::kMove:
        scene_.activity = "move";
        status = move_pieces(beat.after, beat.seat);
        scene_.state = beat.state;
        maybe_knock_a_piece();
        if (status) status = maybe_bump_the_board();
        if (status) status = pause(0.8 + 1.0 * random_.unit());
        break;
      case Beat::Kind::kIllegal:
        scene_.activity = "illegal";
        status = move_pieces(beat.after, beat.seat);
        scene_.shows_illegal = true;
        if (status) status = pause(1.0 + 0.5 * random_.unit());
        break;
      case Beat::Kind::kTakeBack:
        scene_.activity = "take-back";
        status = move_pieces(beat.after, beat.seat);
        scene_.shows_illegal = false;
        if (status) status = pause(0.5 + 0.3 * random_.unit());
        break;
    }
    if (!status) return status;
  }
  return pause(1.0);
}

engine::Status Choreographer::pick_up_dice() {
  if (scene_.dice.empty() && scene_.sticks.empty()) return engine::Ok{};
  cv::Point3d centre(0, 0, 0);
  for (const auto& die : scene_.dice) centre += die.center_mm;
  for (const auto& stick : scene_.sticks) centre += stick.center_mm;
  centre *= 1.0 / static_cast<double>(scene_.dice.size() + scene_.sticks.size());
  centre.z = -30;
  if (auto status = reach(centre, 0.5 + 0.2 * random_.unit(), {}, {}); !status) return status;
  scene_.dice.clear();
  scene_.sticks.clear();
  return leave(0.3);
}

engine::Status Choreographer::throw_dice(const Beat& beat) {
  const vision::Zone* zone = layout_.find_zone("dice");
  if (zone == nullptr) return engine::Ok{};
  if (auto status = pick_up_dice(); !status) return status;
  const bool sticks = beat.chance.kind == engine::ChanceKind::kStickThrow;
  const int count = sticks ? 4 : 2;
  const double size = sticks ? kStickLengthMm : look_.die_size_mm;
  // Clearance from the zone's edge: a die's half diagonal (a Jacquet zone is only two dice wide).
  const auto finals = resting_places(*zone, count, size * (sticks ? 0.35 : 0.75),
                                     size * (sticks ? 0.5 : 1.8), random_);
  const cv::Point2d centre = zone_centre(*zone);
  cv::Point2d toward_seat = seat_side(seat_) - centre;
  toward_seat *= 1.0 / std::max(1e-6, std::hypot(toward_seat.x, toward_seat.y));
  const int frames = frames_for(0.7 + 0.3 * random_.unit());
  std::vector<cv::Point2d> starts;
  std::vector<cv::Vec3d> axes;
  std::vector<double> turns, yaws;
  for (int i = 0; i < count; ++i) {
    starts.push_back(centre + toward_seat * (120 + 20 * random_.unit()) +
                     cv::Point2d(random_.unit() * 30 - 15, random_.unit() * 30 - 15));
    axes.push_back(random_axis(random_));
    turns.push_back(6 + 6 * random_.unit());
    yaws.push_back(random_.unit() * 2 * CV_PI);
  }
  std::vector<int> coloured(4, 0);
  if (sticks) {
    for (int i = 0; i < beat.chance.coloured_faces(); ++i) coloured[i] = 1;
    for (int i = 3; i > 0; --i) std::swap(coloured[i], coloured[random_.below(i + 1)]);
    const std::vector<double> drawn = yaws;
    if (!turn_sticks_apart(finals, drawn, 0, yaws)) yaws = drawn;  // none clear: as drawn
  }
  const int first_value = static_cast<int>(random_.below(2));
  scene_.stick_colour = seat_letter(script_.variant, beat.seat);
  for (int f = 1; f <= frames; ++f) {
    const double t = static_cast<double>(f) / frames;
    const double bounce = 50 * (1 - t) * (1 - t) * std::fabs(std::cos(3 * CV_PI * t));
    scene_.dice.clear();
    scene_.sticks.clear();
    for (int i = 0; i < count; ++i) {
      const cv::Point2d xy = starts[i] + (finals[i] - starts[i]) * ease_out(t);
      const double rest_turn = turns[i] * (1 - t) * (1 - t);
      if (sticks) {
        render::Stick stick = resting_stick(xy, yaws[i] + rest_turn * 0.3);
        stick.roll = coloured[i] * CV_PI + rest_turn;
        stick.center_mm.z -= bounce;
        stick.plain = look_.stick_plain;
        stick.coloured = piece_material(look_, seat_letter(script_.variant, beat.seat));
        scene_.sticks.push_back(stick);
      } else {
        render::Die die;
        die.size_mm = look_.die_size_mm;
        const int value = beat.chance.values[(i + first_value) % 2];
        die.rotation = spin(axes[i], rest_turn) * render::die_rotation_showing(value, yaws[i]);
        die.center_mm = {xy.x, xy.y, -die.size_mm / 2 - bounce};
        die.body = look_.die_body;
        die.pips = look_.die_pips;
        scene_.dice.push_back(die);
      }
    }
    if (auto status = emit(1); !status) return status;
  }
  return engine::Ok{};
}

engine::Status Choreographer::lay_card(const Beat& beat) {
  const vision::Zone* zone = layout_.find_zone("cards");
  if (zone == nullptr) return engine::Ok{};
  const cv::Point2d centre = zone_centre(*zone);
  render::CardObject card;
  card.card = beat.chance.as_card();
  const cv::Point2d side = seat_side(seat_);
  const double facing = std::atan2(side.x - centre.x, centre.y - side.y);
  card.yaw = facing + (random_.unit() - 0.5) * 0.7;
  const cv::Point3d target(centre.x + random_.unit() * 12 - 6, centre.y + random_.unit() * 12 - 6,
                           -0.3 * static_cast<double>(scene_.cards.size() + 1));
  card.center_mm = {side.x, side.y, -60};
  scene_.cards.push_back(card);
  const int index = static_cast<int>(scene_.cards.size()) - 1;
  const int frames = frames_for(0.6 + 0.3 * random_.unit());
  scene_.hand = look_.hand;
  scene_.hand->from_mm = side;
  for (int f = 1; f <= frames; ++f) {
    const double t = ease(static_cast<double>(f) / frames);
    const cv::Point3d held(side.x + (target.x - side.x) * t, side.y + (target.y - side.y) * t,
                           -60 + (target.z + 60) * t);
    scene_.cards[index].center_mm = held;
    scene_.hand->fingertips_mm = held + cv::Point3d(0, 0, -6);
    if (auto status = emit(1); !status) return status;
  }
  if (scene_.cards.size() > kCardsKept) scene_.cards.erase(scene_.cards.begin());
  return leave(0.4);
}

}  // namespace arbitre::film
