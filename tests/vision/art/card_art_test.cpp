// Card faces: all 54 render at the right size, differ from one another, carry red ink on
// hearts and diamonds and none on spades and clubs, with the corners masked in grey.
#include <cmath>
#include <set>
#include <vector>

#include <gtest/gtest.h>
#include <opencv2/core.hpp>

#include "arbitre/art/art.h"

namespace arbitre::art {
namespace {

using engine::Card;
using engine::Suit;

constexpr double kCardPxPerMm = 3;

// Pixels clearly red: red well above green and blue (BGR order).
int red_pixels(const cv::Mat& image) {
  int count = 0;
  image.forEach<cv::Vec3b>([&](const cv::Vec3b& p, const int*) {
    if (p[2] > 120 && p[2] > p[1] + 60 && p[2] > p[0] + 60) ++count;
  });
  return count;
}

// Dark pixels, ink rather than paper or the grey corners.
int dark_pixels(const cv::Mat& image) {
  int count = 0;
  for (int row = 0; row < image.rows; ++row) {
    for (int col = 0; col < image.cols; ++col) {
      const cv::Vec3b p = image.at<cv::Vec3b>(row, col);
      if (p[0] < 60 && p[1] < 60 && p[2] < 60) ++count;
    }
  }
  return count;
}

// Only the index and pips: the number cards.
bool is_pip_card(const Card& card) {
  return card.rank >= engine::kAce && card.rank <= 10;
}

TEST(CardFaceTest, DeckHas52CardsAndTwoJokers) {
  const auto cards = deck_faces();
  ASSERT_EQ(cards.size(), 54u);
  EXPECT_EQ(std::set<Card>(cards.begin(), cards.end()).size(), 54u);
  EXPECT_EQ(cards[52], (Card{engine::kJoker, Suit::kNone}));
  EXPECT_EQ(cards[53], (Card{engine::kJoker, Suit::kHearts}));
}

TEST(CardFaceTest, EveryCardRendersAtCardSizeAndAllDiffer) {
  std::vector<cv::Mat> faces;
  for (const Card& card : deck_faces()) {
    const cv::Mat face = card_face_image(card, kCardPxPerMm);
    ASSERT_FALSE(face.empty()) << card.to_string();
    EXPECT_EQ(face.type(), CV_8UC3);
    EXPECT_EQ(face.cols, 189) << card.to_string();  // 63 mm
    EXPECT_EQ(face.rows, 264) << card.to_string();  // 88 mm
    for (size_t k = 0; k < faces.size(); ++k) {
      EXPECT_GT(cv::norm(face, faces[k], cv::NORM_L1), 255.0 * 50)
          << card.to_string() << " looks like card " << k;
    }
    faces.push_back(face);
  }
}

TEST(CardFaceTest, HeartsAndDiamondsAreRedSpadesAndClubsBlack) {
  for (const Card& card : deck_faces()) {
    SCOPED_TRACE(card.to_string());
    const cv::Mat face = card_face_image(card, kCardPxPerMm);
    const bool red = card.suit == Suit::kHearts || card.suit == Suit::kDiamonds;
    if (is_pip_card(card)) {
      // Number cards: ink of the suit's colour only.
      if (red) {
        EXPECT_GT(red_pixels(face), 300);
        EXPECT_EQ(dark_pixels(face), 0);
      } else {
        EXPECT_EQ(red_pixels(face), 0);
        EXPECT_GT(dark_pixels(face), 300);
      }
    } else {
      // Figures and jokers have painted parts; their suit ink still dominates the rest.
      EXPECT_EQ(red_pixels(face) > dark_pixels(face), red);
    }
  }
}

TEST(CardFaceTest, CornersOutsideTheRoundingAreMidGreyAndTheMiddleWhite) {
  const cv::Mat face = card_face_image({7, Suit::kClubs}, kCardPxPerMm);
  const cv::Vec3b grey(128, 128, 128), white(255, 255, 255);
  EXPECT_EQ(face.at<cv::Vec3b>(0, 0), grey);
  EXPECT_EQ(face.at<cv::Vec3b>(0, face.cols - 1), grey);
  EXPECT_EQ(face.at<cv::Vec3b>(face.rows - 1, 0), grey);
  EXPECT_EQ(face.at<cv::Vec3b>(face.rows - 1, face.cols - 1), grey);
  // Between the pip columns, halfway between the top pips and the middle one.
  EXPECT_EQ(face.at<cv::Vec3b>(static_cast<int>(22 * kCardPxPerMm), face.cols / 2), white);
  // The edge's middle is the card's (border), not the mask's.
  EXPECT_NE(face.at<cv::Vec3b>(face.rows / 2, 0), grey);
}

// Pixel centres sit on card points (col, row) / px_per_mm, so turning the card over takes
// pixel (col, row) to (cols - col, rows - row): a flip and a shift of one pixel.
TEST(CardFaceTest, IndicesSitInTheTopLeftAndTurnedOverBottomRight) {
  for (const Card& card : {Card{10, Suit::kSpades}, Card{engine::kQueen, Suit::kHearts}}) {
    const cv::Mat face = card_face_image(card, kCardPxPerMm);
    const cv::Size size(static_cast<int>(9 * kCardPxPerMm), static_cast<int>(17 * kCardPxPerMm));
    const cv::Mat top_left = face(cv::Rect(cv::Point(1, 1), size));
    cv::Mat turned;
    cv::flip(face(cv::Rect(cv::Point(face.cols - size.width, face.rows - size.height), size)),
             turned, -1);
    const double area = size.area();
    EXPECT_LT(cv::norm(top_left, turned, cv::NORM_L1) / area, 3.0) << card.to_string();
    const cv::Mat paper(size, CV_8UC3, cv::Scalar::all(255));
    EXPECT_GT(cv::norm(top_left, paper, cv::NORM_L1) / area, 20.0) << card.to_string();
  }
}

TEST(CardFaceTest, DecksDifferInTheirDetails) {
  const Card king{engine::kKing, Suit::kDiamonds};
  int differing = 0;
  for (uint64_t deck = 1; deck < 6; ++deck) {
    const cv::Mat a = card_face_image(king, kCardPxPerMm, 0);
    const cv::Mat b = card_face_image(king, kCardPxPerMm, deck);
    if (cv::norm(a, b, cv::NORM_INF) > 0) ++differing;
    EXPECT_EQ(cv::norm(b, card_face_image(king, kCardPxPerMm, deck), cv::NORM_INF), 0);
  }
  EXPECT_GE(differing, 4);
}

TEST(CardFaceTest, CardsThatDoNotExistGiveAnEmptyImage) {
  EXPECT_TRUE(card_face_image({0, Suit::kSpades}, kCardPxPerMm).empty());
  EXPECT_TRUE(card_face_image({15, Suit::kSpades}, kCardPxPerMm).empty());
  EXPECT_TRUE(card_face_image({5, Suit::kNone}, kCardPxPerMm).empty());
  EXPECT_TRUE(card_face_image({5, Suit::kHearts}, 0).empty());
}

TEST(CardBackTest, IsCardSizedPatternedAndMasked) {
  const cv::Mat back = card_back_image(kCardPxPerMm, 2);
  ASSERT_EQ(back.size(), cv::Size(189, 264));
  EXPECT_EQ(back.at<cv::Vec3b>(0, 0), cv::Vec3b(128, 128, 128));
  cv::Scalar mean, deviation;
  cv::meanStdDev(back(cv::Rect(30, 30, 40, 40)), mean, deviation);
  EXPECT_GT(deviation[0] + deviation[1] + deviation[2], 20.0) << "the lattice is missing";
}

}  // namespace
}  // namespace arbitre::art
