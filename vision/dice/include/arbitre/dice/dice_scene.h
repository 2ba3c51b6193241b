// Rendered scenes made to train and test the d6 reader: a few dice (any colour, value, yaw,
// some cocked, some touching), checkers among them as lookalikes, on a Jacquet board or on a
// bare table, through a random camera, light and sensor. The truth is exact: each die's
// value and the box of its top face.
#pragma once

#include <cstdint>
#include <vector>

#include <opencv2/core.hpp>

namespace arbitre::dice {

struct SceneDie {
  int value = 0;  // 1..6 on top; 0: cocked or not wholly in the picture (no label)
  cv::Rect box;   // the top face's corners' bounding box, image pixels
};

struct DiceScene {
  cv::Mat image;  // 8-bit BGR, as the camera recorded it (noise, blur, JPEG)
  std::vector<SceneDie> dice;
};

struct DiceSceneOptions {
  double min_px_per_mm = 1.0;  // the table's scale in the picture (a die is 12-18 mm)
  double max_px_per_mm = 4.5;
  double max_tilt_deg = 40;    // camera axis from vertical
  double cocked_share = 0.08;  // dice leaning on something (labelled 0)
  bool checkers = true;        // lookalikes between the dice
};

// The scene `seed` gives (the same seed, the same picture).
DiceScene random_dice_scene(uint64_t seed, const DiceSceneOptions& options = {});

}  // namespace arbitre::dice
