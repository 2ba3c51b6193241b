// The --debug images of DiceReader::read: one per stage, in the working image's pixels
// except the last; and what each window read, in the image's pixels.
#include <filesystem>
#include <fstream>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "arbitre/dice/dice_reader.h"

namespace arbitre::dice {

void DiceReader::dump_debug(const std::vector<DieProposal>& proposals,
                            const std::vector<std::optional<DieReading>>& windows,
                            const std::vector<DieReading>& dice) const {
  std::filesystem::create_directories(debug_dir_);
  cv::imwrite((debug_dir_ / "1-grey.png").string(), grey_);
  cv::Mat pips;
  cv::cvtColor(grey_, pips, cv::COLOR_GRAY2BGR);
  for (const auto& pip : pips_) {
    cv::circle(pips, pip.centre, cvRound(pip.diameter / 2),
               pip.dark ? cv::Scalar(0, 0, 255) : cv::Scalar(255, 0, 0), 1);
  }
  for (const auto& pip : left_out_) {  // by the caller's filter: grey
    cv::circle(pips, pip.centre, cvRound(pip.diameter / 2), cv::Scalar(150, 150, 150), 1);
  }
  cv::imwrite((debug_dir_ / "2-pips.png").string(), pips);
  cv::Mat squares = pips.clone();
  for (const auto& proposal : proposals) {
    cv::rectangle(squares, cv::Rect(proposal.square), cv::Scalar(0, 200, 0), 1);
  }
  cv::imwrite((debug_dir_ / "3-proposals.png").string(), squares);
  cv::Mat found;
  cv::cvtColor(grey_full_, found, cv::COLOR_GRAY2BGR);
  for (const auto& die : dice) {
    const cv::Rect box = die.box - cv::Point(cvRound(offset_.x), cvRound(offset_.y));
    const cv::Scalar colour = die.value ? cv::Scalar(0, 200, 0) : cv::Scalar(0, 0, 255);
    cv::rectangle(found, box, colour, 2);
    cv::putText(found, std::to_string(die.value), box.tl() - cv::Point(0, 4),
                cv::FONT_HERSHEY_SIMPLEX, 0.6, colour, 2);
  }
  cv::imwrite((debug_dir_ / "4-dice.png").string(), found);
  dump_windows(proposals, windows);
}

void DiceReader::dump_windows(const std::vector<DieProposal>& proposals,
                              const std::vector<std::optional<DieReading>>& windows) const {
  // Windows in image pixels, as the readings' boxes: what the network made of each (a window
  // that held no die has "die": false).
  std::ofstream out((debug_dir_ / "5-windows.json").string());
  out << "[";
  for (std::size_t i = 0; i < proposals.size() && i < windows.size(); ++i) {
    const cv::Rect2d& square = proposals[i].square;
    nlohmann::json entry = {
        {"window",
         {cvRound(square.x / scale_ + offset_.x), cvRound(square.y / scale_ + offset_.y),
          cvRound(square.width / scale_)}}};
    if (windows[i]) {
      entry.update(dice_to_json({*windows[i]}).at("dice").at(0));
    } else {
      entry["die"] = false;
    }
    out << (i ? ",\n " : "\n ") << entry.dump();  // a window a line
  }
  out << "\n]\n";
}

}  // namespace arbitre::dice
