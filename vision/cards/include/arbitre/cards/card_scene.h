// Rendered pictures of playing cards lying on a table, with the exact truth: for the card
// reader's training crops, its tests and `arbitre eval cards`. Cards of many deck looks
// (card_art's `deck`), turned any way, some overlapping or face down, seen by a camera at an
// angle through the renderer's light and sensor.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/engine/chance.h"
#include "arbitre/engine/random.h"

namespace arbitre::cards {

struct SceneCard {
  engine::Card card;
  bool face_up = true;
  double yaw = 0;         // radians
  cv::Point2d centre_mm;  // on the table
  uint64_t deck = 0;      // card_art's deck look
  // Filled by render_card_scene: the card's corners in the picture (its face's top-left,
  // top-right, bottom-right, bottom-left) and whether its top-left and bottom-right
  // indices are uncovered by the cards lying over it.
  std::array<cv::Point2f, 4> corners;
  std::array<bool, 2> index_visible{true, true};
};

struct CardScene {
  cv::Mat image;                 // 8-bit BGR as a camera records it
  std::vector<SceneCard> cards;  // bottom first
};

struct SceneOptions {
  cv::Size resolution{960, 540};
  double min_px_per_mm = 1.5;  // the cards' scale in the picture
  double max_px_per_mm = 3.0;
  double max_tilt_deg = 30;
};

// `cards` laid bottom first, drawn through a random camera, light, table and sensor.
CardScene render_cards(std::vector<SceneCard> cards, const SceneOptions& options,
                       engine::Random& random);

// A random scene for `seed`: one to five cards of one deck look, sometimes overlapping,
// sometimes a joker or a card face down.
CardScene random_card_scene(uint64_t seed, SceneOptions options = {});

// The visible cards of a scene as photo labels ("QH", "JOKER") with the box of the whole
// card, for score_photo: face up with at least one index uncovered.
struct SceneLabel {
  std::string label;
  cv::Rect box;
};
std::vector<SceneLabel> scene_labels(const CardScene& scene);

}  // namespace arbitre::cards
