// Draws a FrameScene through the film's camera and says what the frame shows (truth): the
// board's corners and fiducials in the image, which are covered by a hand, the dice, sticks
// and card in view.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "arbitre/engine/random.h"
#include "arbitre/render/scene.h"
#include "arbitre/vision/layout.h"
#include "choreography.h"
#include "look.h"

namespace arbitre::film {

class FrameRenderer {
 public:
  // Draws the table and the board (once, and again whenever the board is bumped).
  FrameRenderer(const vision::BoardLayout& layout, const Look& look, render::BoardTexture board);

  struct Drawn {
    cv::Mat image;         // 8-bit BGR, as the camera records it
    nlohmann::json facts;  // the frame's truth (docs/truth.md, "frame" lines)
  };
  // Without `picture`, only the facts: the frame's noise is drawn from `noise` all the same,
  // and what the next frames need of this one (the hand's and dice's motion) is kept.
  Drawn draw(const FrameScene& scene, engine::Random& noise, bool picture = true);

 private:
  std::vector<std::unique_ptr<render::SceneObject>> make_objects(const FrameScene& scene);
  cv::Mat hand_mask(const render::Hand& hand) const;
  nlohmann::json hand_facts(const FrameScene& scene, const cv::Mat& mask) const;
  nlohmann::json chance_facts(const FrameScene& scene) const;
  std::vector<render::MotionBlur> motion(const FrameScene& scene, const cv::Mat& hand_mask);
  const cv::Mat& card_face(const engine::Card& card);
  // Moves the board on the table: the camera and light in the board's frame, the background
  // and every projected place follow.
  void place_board(const render::BoardOnTable& placement);

  const vision::BoardLayout& layout_;
  const Look& look_;
  render::BoardTexture board_;
  render::BoardOnTable placement_;
  render::Camera camera_;   // look_.camera seen from the board's frame (placement_)
  render::Lighting light_;  // look_.light likewise
  cv::Mat background_;
  std::vector<cv::Point2d> board_corners_;
  std::vector<std::vector<cv::Point2d>> fiducial_corners_;
  std::vector<cv::Point2d> cell_centres_;  // each layout cell's centre in the image
  std::map<std::string, cv::Mat> card_faces_;
  cv::Mat card_back_;
  std::optional<cv::Point2d> last_hand_px_;
  std::vector<cv::Point2d> last_dice_px_;
};

// A JSON [x, y, w, h] of the pixels' bounding box of projected board-frame points.
nlohmann::json box_json(const std::vector<cv::Point2d>& points);

}  // namespace arbitre::film
