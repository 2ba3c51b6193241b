// The card reader's masks (vision/cards/src/card_internal.h): the global levels are opened and
// closed as one grey image and then thresholded, which must give exactly the masks that
// thresholding first and opening and closing each would.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "card_internal.h"

namespace arbitre::cards {
namespace {

// A table with cards: grey-brown noise, two white faces with dark and red marks, one in shade,
// one pink sheet (bright but not grey).
cv::Mat table_with_cards() {
  cv::Mat picture(240, 320, CV_8UC3);
  cv::randu(picture, cv::Scalar(60, 80, 100), cv::Scalar(140, 150, 170));
  cv::rectangle(picture, cv::Rect(30, 40, 70, 100), cv::Scalar(235, 238, 240), cv::FILLED);
  cv::rectangle(picture, cv::Rect(150, 60, 70, 100), cv::Scalar(170, 172, 175), cv::FILLED);
  cv::rectangle(picture, cv::Rect(240, 20, 60, 80), cv::Scalar(200, 190, 250), cv::FILLED);
  cv::circle(picture, {50, 60}, 5, cv::Scalar(20, 20, 20), cv::FILLED);
  cv::circle(picture, {170, 80}, 6, cv::Scalar(30, 30, 200), cv::FILLED);
  cv::line(picture, {100, 90}, {150, 90}, cv::Scalar(230, 230, 230), 2);  // a thin bridge
  return picture;
}

TEST(CardMasks, TheGlobalLevelsAreEachMaskOpenedAndClosed) {
  const cv::Mat picture = table_with_cards();
  CardParams params;
  MaskBuffers buffers;
  std::vector<cv::Mat> masks;
  card_masks(picture, params, buffers, masks);
  ASSERT_EQ(static_cast<int>(masks.size()), params.extra_levels + 2);  // and the local mask
  // The same levels the stage chose, each thresholded first, then opened and closed.
  cv::Mat scratch;
  const double otsu =
      cv::threshold(buffers.darkest, scratch, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
  const double level = std::max(otsu, params.white_min * buffers.bright);
  const cv::Mat open_disc = cv::getStructuringElement(
      cv::MORPH_ELLIPSE, {2 * params.open_px + 1, 2 * params.open_px + 1});
  const cv::Mat close_disc = cv::getStructuringElement(
      cv::MORPH_ELLIPSE, {2 * params.close_px + 1, 2 * params.close_px + 1});
  for (int k = 0; k <= params.extra_levels; ++k) {
    const double at = level + (buffers.bright - level) * k / (params.extra_levels + 1.0);
    cv::Mat expected;
    cv::threshold(buffers.darkest, expected, at, 255, cv::THRESH_BINARY);
    cv::bitwise_and(expected, buffers.grey, expected);
    cv::morphologyEx(expected, expected, cv::MORPH_OPEN, open_disc);
    cv::morphologyEx(expected, expected, cv::MORPH_CLOSE, close_disc);
    EXPECT_EQ(cv::countNonZero(expected != masks[k]), 0) << "level " << k;
    EXPECT_GT(cv::countNonZero(masks[k]), 0) << "level " << k;
  }
}

// Whiteness in one pass against OpenCV's own colour conversion, over a million colours.
TEST(CardMasks, DarkestChannelAndGreyAsTheHsvConversionGivesThem) {
  cv::Mat colours(1024, 1024, CV_8UC3);
  cv::randu(colours, cv::Scalar::all(0), cv::Scalar::all(256));
  cv::Mat darkest, grey;
  darkest_and_grey(colours, 90, darkest, grey);
  cv::Mat hsv, saturation, expected_grey, expected_darkest;
  cv::cvtColor(colours, hsv, cv::COLOR_BGR2HSV);
  cv::extractChannel(hsv, saturation, 1);
  cv::threshold(saturation, expected_grey, 90, 255, cv::THRESH_BINARY_INV);
  std::vector<cv::Mat> channels;
  cv::split(colours, channels);
  cv::min(channels[0], channels[1], expected_darkest);
  cv::min(expected_darkest, channels[2], expected_darkest);
  EXPECT_EQ(cv::countNonZero(grey != expected_grey), 0);
  EXPECT_EQ(cv::countNonZero(darkest != expected_darkest), 0);
  EXPECT_GT(cv::countNonZero(grey), 0);
}

}  // namespace
}  // namespace arbitre::cards
