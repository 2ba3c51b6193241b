#include "arbitre/read/frame_reader.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "arbitre/engine/game.h"

namespace arbitre::read {
namespace {

using Clock = std::chrono::steady_clock;

double elapsed_ms(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The chance the game's turns start with: what the table shows besides the pieces.
engine::Result<engine::ChanceKind> chance_of(const calibration::Profile& profile) {
  auto game = engine::make_game(profile.game, profile.options);
  if (!game) return engine::make_error("game", game.error().to_string());
  return (*game)->new_initial_state(0)->chance_kind();
}

Box box_of(const cv::Rect& rect) {
  return {double(rect.x), double(rect.y), double(rect.width), double(rect.height)};
}

// The board's box in the picture grown by `margin` of its size on every side, in the frame.
cv::Rect table_region(const calibration::BoardPose& pose, const cv::Size& frame, double margin) {
  std::vector<cv::Point2f> corners;
  for (const cv::Point2d& corner : pose.corners_px) corners.emplace_back(corner);
  cv::Rect board = cv::boundingRect(corners);
  const int grow_x = static_cast<int>(std::lround(board.width * margin));
  const int grow_y = static_cast<int>(std::lround(board.height * margin));
  board.x -= grow_x;
  board.y -= grow_y;
  board.width += 2 * grow_x;
  board.height += 2 * grow_y;
  return board & cv::Rect({0, 0}, frame);
}

// Whether the picture point `px` lies on the board inside `zone` (through the pose's
// homography, after removing the lens's distortion).
bool in_zone(const cv::Point2d& px, const calibration::BoardPose& pose,
             const std::optional<calibration::Intrinsics>& camera, const vision::Zone& zone) {
  std::vector<cv::Point2d> point{px};
  if (camera) {
    cv::undistortPoints(point, point, camera->matrix, camera->distortion, cv::noArray(),
                        camera->matrix);
  }
  const cv::Vec3d board = pose.image_to_board * cv::Vec3d(point[0].x, point[0].y, 1);
  if (std::abs(board[2]) < 1e-12) return false;
  vision::CellShape shape;
  shape.kind = vision::CellShape::Kind::kPolygon;
  shape.polygon = zone.polygon;
  return vision::shape_contains(shape, {board[0] / board[2], board[1] / board[2]});
}

}  // namespace

engine::Result<FrameReader> FrameReader::create(const calibration::Profile& profile,
                                                FrameReaderParams params) {
  auto chance = chance_of(profile);
  if (!chance) return chance.error();
  auto board = TableReader::create(profile, params.board);
  if (!board) return board.error();
  FrameReader reader(std::move(*board), params, *chance, profile);
  if (*chance == engine::ChanceKind::kDicePair) {
    auto dice = dice::DiceReader::create(params.dice);
    if (!dice) return dice.error();
    reader.dice_ = std::make_unique<dice::DiceReader>(std::move(*dice));
  }
  if (*chance == engine::ChanceKind::kCardPlayed) {
    auto cards = cards::CardReader::create(params.cards);
    if (!cards) return cards.error();
    reader.cards_ = std::move(*cards);
  }
  return reader;
}

FrameReader::FrameReader(TableReader board, FrameReaderParams params,
                         engine::ChanceKind chance_kind, const calibration::Profile& profile)
    : board_(std::move(board)),
      params_(std::move(params)),
      chance_kind_(chance_kind),
      camera_(profile.intrinsics()) {
  auto layout = vision::bundled_layout(profile.game);
  if (layout) layout_ = std::move(*layout);  // TableReader::create refused a game without one
}

Observation FrameReader::read(const cv::Mat& frame, const calibration::BoardPose& pose) {
  times_ = {};
  const auto start = Clock::now();
  Observation seen = board_.read(frame, pose);
  times_.board_ms = elapsed_ms(start);
  if (!pose.found()) return seen;
  if (dice_) read_dice(frame, pose, seen);
  if (cards_) read_cards(frame, pose, seen);
  return seen;
}

void FrameReader::read_dice(const cv::Mat& frame, const calibration::BoardPose& pose,
                            Observation& seen) {
  const auto start = Clock::now();
  const cv::Rect region = table_region(pose, frame.size(), params_.table_margin);
  for (const dice::DieReading& die : dice_->read(frame, region)) {
    seen.dice.push_back({die.value, box_of(die.box), die.confidence});
  }
  times_.dice_ms = elapsed_ms(start);
}

void FrameReader::read_cards(const cv::Mat& frame, const calibration::BoardPose& pose,
                             Observation& seen) {
  const auto start = Clock::now();
  const cv::Rect region = table_region(pose, frame.size(), params_.table_margin);
  const vision::Zone* play_zone = layout_.find_zone("cards");
  std::optional<calibration::Intrinsics> camera;
  if (camera_) camera = camera_->scaled_to(frame.size());
  for (const cards::CardReading& card : cards_->read(frame, region)) {
    std::string text = cards::reading_label(card);  // "Q H", "Q" with the suit unsure
    text.erase(std::remove(text.begin(), text.end(), ' '), text.end());
    const cv::Point2d centre(card.box.x + card.box.width / 2.0, card.box.y + card.box.height / 2.0);
    const bool played = play_zone != nullptr && in_zone(centre, pose, camera, *play_zone);
    seen.cards.push_back({text, box_of(card.box), card.confidence, played});
  }
  times_.cards_ms = elapsed_ms(start);
}

}  // namespace arbitre::read
