// A pip-like spot against the start's look (vision/read/src/dice_look.h), on drawn pictures: the
// board seen square-on at 2 px per mm, so that the look's pixels are the picture's.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "dice_look.h"

namespace arbitre::read::detail {
namespace {

const cv::Point kSpot(100, 100);

calibration::BoardPose square_on() {
  calibration::BoardPose pose;
  pose.status = calibration::BoardPose::Status::kFound;
  pose.image_to_board = cv::Matx33d(0.5, 0, 0, 0, 0.5, 0, 0, 0, 1);  // 2 px per mm
  return pose;
}

// The start's look: a light board with one printed dark dot at kSpot.
cv::Mat printed_look() {
  cv::Mat look(200, 200, CV_8U, cv::Scalar(200));
  cv::circle(look, kSpot, 3, cv::Scalar(50), cv::FILLED);
  return look;
}

cv::Mat as_frame(const cv::Mat& grey) {
  cv::Mat bgr;
  cv::cvtColor(grey, bgr, cv::COLOR_GRAY2BGR);
  return bgr;
}

bool in_look(const cv::Mat& frame, cv::Point where, bool dark, const cv::Mat& look) {
  return spot_in_start_look(frame, where, 6, dark, square_on(), std::nullopt, look, 0.5);
}

TEST(SpotInStartLook, ThePrintsOwnDotIsInTheLookUnderOtherLight) {
  const cv::Mat look = printed_look();
  cv::Mat dimmer = look * 0.7;  // the same board in a hand's shadow
  EXPECT_TRUE(in_look(as_frame(look), kSpot, true, look));
  EXPECT_TRUE(in_look(as_frame(dimmer), kSpot, true, look));
  EXPECT_TRUE(in_look(as_frame(look), kSpot + cv::Point(1, 0), true, look));  // a pixel off
}

TEST(SpotInStartLook, ADiesPipIsNot) {
  const cv::Mat look = printed_look();
  // A white die's dark pip on the plain board: the look shows no spot there.
  cv::Mat frame = look.clone();
  const cv::Point elsewhere(60, 140);
  cv::rectangle(frame, cv::Rect(elsewhere - cv::Point(12, 12), cv::Size(24, 24)), 235, cv::FILLED);
  cv::circle(frame, elsewhere, 3, cv::Scalar(40), cv::FILLED);
  EXPECT_FALSE(in_look(as_frame(frame), elsewhere, true, look));
  // A black die with a white pip lying on the printed dot: its body is no board.
  frame = look.clone();
  cv::rectangle(frame, cv::Rect(kSpot - cv::Point(12, 12), cv::Size(24, 24)), 40, cv::FILLED);
  cv::circle(frame, kSpot, 3, cv::Scalar(230), cv::FILLED);
  EXPECT_FALSE(in_look(as_frame(frame), kSpot, false, look));
  // Where the start did not see the board, nothing is known.
  cv::Mat unseen = look.clone();
  unseen(cv::Rect(80, 80, 40, 40)).setTo(0);
  EXPECT_FALSE(in_look(as_frame(look), kSpot, true, unseen));
}

}  // namespace
}  // namespace arbitre::read::detail
