// The reader's stage for dice of a coloured body (DiceParams::colour_spread, docs/dice.md).
#include <opencv2/core.hpp>

#include "arbitre/dice/dice_reader.h"
#include "dice_network.h"

namespace arbitre::dice {

void DiceReader::read_in_colour(const cv::Mat& colour, std::vector<DieReading>& readings) {
  // In grey a red die's black pips lie about 60 levels under its body, and the network, which
  // has seen dark pips on light bodies only, reads them poorly; in the red channel the die is a
  // white one with black pips. A white or cream die (the real photos' all) is never read here.
  std::vector<cv::Mat> crops;
  std::vector<std::size_t> from;
  const int margin = static_cast<int>(kCropSide * (1 - params_.refine_face_share) / 2);
  const cv::Rect face(margin, margin, kCropSide - 2 * margin, kCropSide - 2 * margin);
  for (std::size_t i = 0; i < readings.size(); ++i) {
    const cv::Mat crop = crop_window(colour, face_window(readings[i].box));
    const cv::Scalar mean = cv::mean(crop(face));
    int brightest = 0, darkest = 0;
    for (int c = 1; c < 3; ++c) {
      if (mean[c] > mean[brightest]) brightest = c;
      if (mean[c] < mean[darkest]) darkest = c;
    }
    if (mean[brightest] - mean[darkest] < params_.colour_spread) continue;
    cv::Mat channel;
    cv::extractChannel(crop, channel, brightest);
    crops.push_back(channel);
    from.push_back(i);
  }
  if (crops.empty()) return;
  const cv::Mat output = run_network(crops);
  for (std::size_t k = 0; k < crops.size(); ++k) {
    double probabilities[kClasses];
    class_probabilities(output.ptr<float>(static_cast<int>(k)), probabilities);
    if (1 - probabilities[0] < params_.min_die_probability) continue;
    const int value = likeliest_value(probabilities);
    DieReading& die = readings[from[k]];
    const bool surer = die.value == 0 ? probabilities[value] >= params_.colour_sure
                                      : probabilities[value] > die.confidence;
    if (!surer) continue;
    die.value = value;
    die.confidence = probabilities[value];
  }
}

}  // namespace arbitre::dice
