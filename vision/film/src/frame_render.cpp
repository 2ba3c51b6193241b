#include "frame_render.h"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "arbitre/art/art.h"

namespace arbitre::film {
namespace {

constexpr double kCardPxPerMm = 6;  // card textures: enough for a 1080p close-up

cv::Mat linear_texture(const cv::Mat& art) {
  cv::Mat bgr = art;
  if (art.channels() == 4) cv::cvtColor(art, bgr, cv::COLOR_BGRA2BGR);
  return render::srgb_to_linear(bgr);
}

}  // namespace

nlohmann::json box_json(const std::vector<cv::Point2d>& points) {
  double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
  for (const auto& p : points) {
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  auto round1 = [](double v) { return std::round(v * 10) / 10; };
  return {round1(x0), round1(y0), round1(x1 - x0), round1(y1 - y0)};
}

FrameRenderer::FrameRenderer(const vision::BoardLayout& layout, const Look& look,
                             render::BoardTexture board)
    : layout_(layout), look_(look), board_(std::move(board)) {
  place_board({});
  card_back_ = linear_texture(art::card_back_image(kCardPxPerMm, look_.deck));
}

void FrameRenderer::place_board(const render::BoardOnTable& placement) {
  placement_ = placement;
  camera_ = placement.camera_over(look_.camera);
  light_ = placement.light_over(look_.light);
  background_ = render::render_background(camera_, light_, look_.table, board_, placement);
  // Neither the camera nor the board moves between bumps: the board's places are projected
  // once per placement, not per frame.
  board_corners_.clear();
  for (const auto& corner : layout_.corners()) {
    board_corners_.push_back(camera_.project(cv::Point3d(corner.x, corner.y, 0)));
  }
  fiducial_corners_.clear();
  for (const auto& fiducial : layout_.fiducials) {
    std::vector<cv::Point3d> corners;
    for (const auto& c : fiducial.corners()) corners.emplace_back(c.x, c.y, 0);
    fiducial_corners_.push_back(camera_.project(corners));
  }
  std::vector<cv::Point3d> centres;
  for (const auto& cell : layout_.cells)
    centres.emplace_back(cell.shape.center.x, cell.shape.center.y, 0);
  cell_centres_ = camera_.project(centres);
}

const cv::Mat& FrameRenderer::card_face(const engine::Card& card) {
  const std::string name = card.to_string();
  auto found = card_faces_.find(name);
  if (found == card_faces_.end()) {
    found = card_faces_
                .emplace(name, linear_texture(art::card_face_image(card, kCardPxPerMm, look_.deck)))
                .first;
  }
  return found->second;
}

std::vector<std::unique_ptr<render::SceneObject>> FrameRenderer::make_objects(
    const FrameScene& scene) {
  std::vector<std::unique_ptr<render::SceneObject>> objects;
  for (const auto& piece : scene.pieces) {
    const auto& material = piece_material(look_, piece.placed.colour);
    if (piece.placed.shape == vision::PlacedPiece::Shape::kPawn) {
      render::PawnPiece pawn;
      pawn.center_mm = {piece.position.x, piece.position.y};
      pawn.diameter_mm = layout_.piece.diameter_mm * 0.8;
      pawn.height_mm = 1.6 * layout_.piece.diameter_mm;
      pawn.material = material;
      objects.push_back(render::make_pawn(pawn));
    } else {
      render::DiscPiece disc;
      disc.center_mm = {piece.position.x, piece.position.y};
      disc.base_mm = -piece.position.z;
      disc.diameter_mm = layout_.piece.diameter_mm;
      disc.height_mm = layout_.piece.height_mm;
      disc.material = material;
      objects.push_back(render::make_disc(disc));
    }
  }
  for (const auto& die : scene.dice) objects.push_back(render::make_die(die));
  for (const auto& stick : scene.sticks) objects.push_back(render::make_stick(stick));
  for (const auto& card : scene.cards) {
    render::CardObject drawn = card;
    drawn.face = card_face(card.card);
    drawn.back = card_back_;
    objects.push_back(render::make_card(drawn));
  }
  if (scene.hand) objects.push_back(render::make_hand(*scene.hand));
  return objects;
}

// The hand alone, drawn on black: its exact silhouette in the image.
cv::Mat FrameRenderer::hand_mask(const render::Hand& hand) const {
  render::Canvas canvas(camera_, light_, cv::Mat::zeros(background_.size(), background_.type()));
  render::make_hand(hand)->draw(canvas);
  cv::Mat gray, mask;
  cv::cvtColor(canvas.image(), gray, cv::COLOR_BGR2GRAY);
  cv::threshold(gray, mask, 1e-4, 255, cv::THRESH_BINARY);
  mask.convertTo(mask, CV_8U);
  return mask;
}

}  // namespace arbitre::film
