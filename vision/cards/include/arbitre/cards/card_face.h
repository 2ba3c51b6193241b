// Reading a card from its whole face, for a card whose outline is known (the pile's top card,
// outlined through the board's pose). At 1 px per mm, a 720p camera over a Toc board, a
// card's corner index is a few pixels tall and the index network guesses, while the face
// still shows its pips (how many, what colour, what shape) and the figures' frames. The face
// network reads the face rectified to kFaceWidth x kFaceHeight px (0.7 px/mm); its reading is
// pooled with the index network's readings of the two index corners (docs/cards.md).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include "arbitre/cards/card_reader.h"
#include "arbitre/engine/result.h"

namespace arbitre::cards {

constexpr int kFaceWidth = 44;   // px across the card's short side (63 mm)
constexpr int kFaceHeight = 62;  // px along its long side (88 mm)

// A card's face from the picture: `outline` is the card's four corners in the picture,
// clockwise, the first two along a short side. Shrunk by area averaging (the face may be
// 3 px/mm in the picture), 8-bit BGR kFaceWidth x kFaceHeight.
cv::Mat face_patch(const cv::Mat& bgr, const std::array<cv::Point2f, 4>& outline);

// Several readings of one card pooled as independent experts: the product of their
// probabilities, normalised. The card is the likeliest rank class with the likeliest suit;
// its confidence the product of their pooled probabilities; none when the pooled likeliest
// class is "none" or the confidence is under `min_confidence`.
std::optional<CardReading> pool_readings(const std::vector<ClassProbabilities>& readings,
                                         double min_confidence);

class CardFaceReader {
 public:
  // Loads `model` from vision/models; a missing or unreadable file is an error naming it.
  static engine::Result<std::unique_ptr<CardFaceReader>> create(
      const std::string& model = "card_face.onnx");

  // The face network's reading of the card outlined by `outline` (as face_patch): the mean of
  // its readings of the face both ways up (a card on the pile lies either way).
  ClassProbabilities read(const cv::Mat& bgr, const std::array<cv::Point2f, 4>& outline);

 private:
  explicit CardFaceReader(cv::dnn::Net net) : net_(std::move(net)) {}
  cv::dnn::Net net_;
};

}  // namespace arbitre::cards
