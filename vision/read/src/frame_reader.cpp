#include "arbitre/read/frame_reader.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "arbitre/engine/game.h"
#include "dice_look.h"

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

// Pixels per mm along the board's four edges: the fewest (its farthest edge's scale) and the
// most (its nearest edge's).
struct EdgeScales {
  double farthest = 0;
  double nearest = 0;
};
EdgeScales edge_px_per_mm(const calibration::BoardPose& pose, const vision::BoardLayout& layout) {
  const auto& c = pose.corners_px;
  const double across[] = {cv::norm(c[1] - c[0]) / layout.width_mm,
                           cv::norm(c[3] - c[2]) / layout.width_mm};
  const double along[] = {cv::norm(c[2] - c[1]) / layout.height_mm,
                          cv::norm(c[0] - c[3]) / layout.height_mm};
  return {std::min({across[0], across[1], along[0], along[1]}),
          std::max({across[0], across[1], along[0], along[1]})};
}

// The squares, in the picture, of the fiducials decoded in this frame (those the pose was fitted
// to): a die lying on one hides part of its code, so that no pip seen on one is a die's.
std::vector<std::vector<cv::Point2f>> decoded_fiducials(
    const calibration::BoardPose& pose, const vision::BoardLayout& layout,
    const std::optional<calibration::Intrinsics>& camera) {
  std::vector<int> undecoded;
  for (const vision::Fiducial& fiducial : layout.fiducials) {
    if (std::count(pose.fiducials.begin(), pose.fiducials.end(), fiducial.id) == 0)
      undecoded.push_back(fiducial.id);
  }
  std::vector<std::vector<cv::Point2f>> squares;
  for (const auto& found : calibration::fiducials_expected(pose, layout, camera, undecoded)) {
    squares.emplace_back(found.corners.begin(), found.corners.end());
  }
  return squares;
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
    if (!params.cards.face_model.empty()) {
      auto faces = cards::CardFaceReader::create(params.cards.face_model);
      if (!faces) return faces.error();
      reader.faces_ = std::move(*faces);
    }
  }
  return reader;
}

FrameReader::FrameReader(TableReader board, FrameReaderParams params,
                         engine::ChanceKind chance_kind, const calibration::Profile& profile)
    : board_(std::move(board)),
      params_(std::move(params)),
      chance_kind_(chance_kind),
      pile_(params_.board.pile),
      camera_(profile.intrinsics()),
      board_look_(profile.board_look) {
  auto layout = vision::bundled_layout(profile.game);
  if (layout) layout_ = std::move(*layout);  // TableReader::create refused a game without one
}

Observation FrameReader::read(const cv::Mat& frame, const calibration::BoardPose& pose) {
  times_ = {};
  const auto start = Clock::now();
  Observation seen = board_.read(frame, pose);
  times_.board_ms = elapsed_ms(start);
  if (!pose.found()) return seen;
  // The lens at the frame's resolution (a camera may be set to another than its calibration's).
  std::optional<calibration::Intrinsics> camera;
  if (camera_ && (dice_ || cards_)) camera = camera_->scaled_to(frame.size());
  if (dice_) read_dice(frame, pose, camera, seen);
  if (cards_) read_cards(frame, pose, camera, seen);
  return seen;
}

void FrameReader::read_dice(const cv::Mat& frame, const calibration::BoardPose& pose,
                            const std::optional<calibration::Intrinsics>& camera,
                            Observation& seen) {
  const auto start = Clock::now();
  const cv::Rect region = table_region(pose, frame.size(), params_.table_margin);
  const bool sized = layout_.width_mm > 0 && layout_.height_mm > 0;
  const EdgeScales scales = sized ? edge_px_per_mm(pose, layout_) : EdgeScales{};
  const bool far = sized && params_.far_die_mm * scales.farthest < params_.far_die_px;
  dice_->set_fine_pip_px(far ? std::max(params_.dice.fine_pip_px, params_.far_fine_pip_px)
                             : params_.dice.fine_pip_px);
  double max_pip_px = params_.dice.max_pip_px;
  if (params_.largest_die_mm > 0 && sized) {
    const double nearest = scales.nearest * (1 + params_.table_margin);
    max_pip_px = std::min(max_pip_px, params_.largest_pip_share * params_.largest_die_mm * nearest);
  }
  dice_->set_max_pip_px(max_pip_px);
  const bool print_known = !board_look_.empty() && params_.dice_print_share > 0;
  const auto fiducials = decoded_fiducials(pose, layout_, camera);
  // The filter holds this frame, its pose and `camera`: cleared before they go. Each window it
  // spares saves the network, the dearest stage, 0.25 ms on one core (a fiducial's spots took
  // one in 26 of the 180 stills of jacquet films 1-30). Nothing to leave out: no filter.
  if (print_known || !fiducials.empty()) {
    dice_->set_pip_filter([&](const cv::Point2d& centre, double diameter, bool dark) {
      const cv::Point2f at(centre);
      for (const auto& square : fiducials) {
        if (cv::pointPolygonTest(square, at, false) >= 0) return false;
      }
      return !print_known ||
             !detail::spot_in_start_look(frame, centre, diameter, dark, pose, camera, board_look_,
                                         params_.dice_print_share);
    });
  }
  for (const dice::DieReading& die : dice_->read(frame, region)) {
    seen.dice.push_back({die.value, box_of(die.box), die.confidence});
  }
  dice_->set_pip_filter({});
  times_.dice_stages = dice_->last_times();
  times_.dice_ms = elapsed_ms(start);
}

void FrameReader::set_debug_dir(const std::filesystem::path& dir) {
  if (dice_) dice_->set_debug_dir(dir / "dice");
  if (cards_) cards_->set_debug_dir(dir / "cards");
  pile_.set_debug_dir(dir / "pile");
}

// The two corners of the top card that hold its index, as the card reader's frames: x along
// the short side, y along the long one, turning clockwise in the picture.
std::vector<cards::CornerFrame> FrameReader::index_frames(
    const PileTop& top, const calibration::BoardPose& pose,
    const std::optional<calibration::Intrinsics>& camera, int& first_corner) const {
  constexpr double kLeverMm = 10;  // axes measured over this length: pixels per mm
  std::vector<cards::CornerFrame> frames;
  const auto& c = top.corners_mm;
  for (int k = 0; k < 4; ++k) {
    const cv::Point2d corner = c[k];
    // Corners 0-1 and 2-3 are the short sides.
    const cv::Point2d short_end = c[k ^ 1], long_end = c[3 - k];
    const cv::Point2d x_dir = (short_end - corner) / cv::norm(short_end - corner);
    const cv::Point2d y_dir = (long_end - corner) / cv::norm(long_end - corner);
    const auto image = calibration::board_to_image(
        pose, {corner, corner + x_dir * kLeverMm, corner + y_dir * kLeverMm}, camera);
    cards::CornerFrame frame;
    frame.origin = cv::Point2f(image[0]);
    frame.x_axis = cv::Point2f((image[1] - image[0]) / kLeverMm);
    frame.y_axis = cv::Point2f((image[2] - image[0]) / kLeverMm);
    frame.whole_card = true;
    frame.x_short = true;
    // An index corner turns clockwise from x to y; the other two are its mirror images.
    if (frame.x_axis.cross(frame.y_axis) > 0) {
      if (frames.empty()) first_corner = k;
      frames.push_back(frame);
    }
  }
  return frames;
}

// Each reading of the top card (its two index corners, its face) is one expert; they are
// pooled (cards::pool_readings): at 1 px/mm the index guesses where the face's pips still
// show, at 3 px/mm the index tells a jack from a king whatever the deck's figures.
std::optional<cards::CardReading> FrameReader::read_pile_top(
    const cv::Mat& frame, const PileTop& top, const calibration::BoardPose& pose,
    const std::optional<calibration::Intrinsics>& camera) {
  int k = 0;
  const auto frames = index_frames(top, pose, camera, k);
  if (frames.empty()) return std::nullopt;
  std::vector<cards::ClassProbabilities> readings = cards_->classify_frames(frame, frames);
  // The outline says a card lies there: an index network's "no index" on a corner a few
  // pixels wide is no evidence against it, only its share among the card classes is.
  for (cards::ClassProbabilities& reading : readings) {
    reading.rank[cards::kNoIndexClass] = 0;
    double total = 0;
    for (double p : reading.rank) total += p;
    if (total <= 0) continue;
    for (double& p : reading.rank) p /= total;
  }
  const std::vector<cv::Point2d> mm(top.corners_mm.begin(), top.corners_mm.end());
  const auto image = calibration::board_to_image(pose, mm, camera);
  // The outline from the first index corner, clockwise: TL, TR along the short side, BR, BL.
  const std::array<cv::Point2f, 4> outline{cv::Point2f(image[k]), cv::Point2f(image[k ^ 1]),
                                           cv::Point2f(image[k ^ 2]), cv::Point2f(image[3 - k])};
  if (faces_) readings.push_back(faces_->read(frame, outline));
  auto card = cards::pool_readings(readings, cards_->params().min_confidence);
  if (!card) return std::nullopt;
  card->corners = outline;
  card->box = cv::boundingRect(std::vector<cv::Point2f>(outline.begin(), outline.end())) &
              cv::Rect({}, frame.size());
  return card;
}

void FrameReader::read_cards(const cv::Mat& frame, const calibration::BoardPose& pose,
                             const std::optional<calibration::Intrinsics>& camera,
                             Observation& seen) {
  const auto start = Clock::now();
  const cv::Rect region = table_region(pose, frame.size(), params_.table_margin);
  const vision::Zone* play_zone = layout_.find_zone("cards");
  auto add = [&](const cards::CardReading& card, bool played) {
    std::string text = cards::reading_label(card);  // "Q H", "Q" with the suit unsure
    text.erase(std::remove(text.begin(), text.end(), ' '), text.end());
    seen.cards.push_back({text, box_of(card.box), card.confidence, played});
  };
  // Cards face up on the table around the board. On the board, cards lie in the play zone
  // alone (the pile, read below): there the masks take a white board for one big card.
  std::vector<cv::Point2f> board(pose.corners_px.begin(), pose.corners_px.end());
  for (const cards::CardReading& card : cards_->read(frame, region, board)) {
    const cv::Point2f centre(card.box.x + card.box.width / 2.0f,
                             card.box.y + card.box.height / 2.0f);
    if (cv::pointPolygonTest(board, centre, false) < 0) add(card, false);
  }
  times_.loose_masks_ms = cards_->times().mask_ms;
  times_.loose_corners_ms = cards_->times().corners_ms;
  times_.loose_glyphs_ms = cards_->times().glyphs_ms;
  if (play_zone != nullptr) {
    const auto pile_start = Clock::now();
    const auto top = pile_.find(frame, pose, camera, *play_zone);
    times_.pile_ms = elapsed_ms(pile_start);
    if (top) {
      if (const auto card = read_pile_top(frame, *top, pose, camera)) add(*card, true);
    }
  }
  times_.cards_ms = elapsed_ms(start);
}

}  // namespace arbitre::read
