#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "arbitre/cards/card_face.h"
#include "arbitre/cards/card_scene.h"

namespace arbitre::cards {
namespace {

using engine::Card;
using engine::Suit;

ClassProbabilities sure_of(int rank_class, int suit, double p) {
  ClassProbabilities reading;
  reading.rank.fill((1 - p) / (kRankClasses - 1));
  reading.rank[rank_class] = p;
  reading.suit.fill((1 - p) / (kSuitClasses - 1));
  reading.suit[suit] = p;
  return reading;
}

TEST(PoolReadings, TwoWeakReadingsThatAgreeOutweighOneThatDisagrees) {
  // A blurred index half sure of a 3 of clubs, the face sure of a 3 but unsure of the suit,
  // another index leaning to an 8: the three pooled say 3 of clubs.
  ClassProbabilities face = sure_of(2, 3, 0.8);
  face.suit = {0.3, 0.05, 0.05, 0.6};
  const auto card = pool_readings({sure_of(2, 3, 0.5), face, sure_of(7, 1, 0.4)}, 0.5);
  ASSERT_TRUE(card.has_value());
  EXPECT_EQ(card->card, (Card{3, Suit::kClubs}));
  EXPECT_TRUE(card->suit_known);
  EXPECT_GT(card->confidence, 0.5);
  EXPECT_LE(card->confidence, 1.0);
}

TEST(PoolReadings, NoCardWhenTheReadingsSayNoneOrAreTooUnsure) {
  EXPECT_FALSE(pool_readings({}, 0.5).has_value());
  EXPECT_FALSE(pool_readings({sure_of(kNoIndexClass, 0, 0.9)}, 0.5).has_value());
  EXPECT_FALSE(pool_readings({sure_of(4, 0, 0.3)}, 0.5).has_value());
  const auto joker = pool_readings({sure_of(kJokerClass, 2, 0.9)}, 0.5);
  ASSERT_TRUE(joker.has_value());
  EXPECT_EQ(joker->card.rank, engine::kJoker);
}

TEST(PoolReadings, ASuitTooUnsureIsSaidUnknown) {
  ClassProbabilities reading = sure_of(11, 0, 0.95);
  reading.suit = {0.4, 0.35, 0.15, 0.1};
  const auto card = pool_readings({reading}, 0.3);
  ASSERT_TRUE(card.has_value());
  EXPECT_EQ(card->card.rank, 12);
  EXPECT_FALSE(card->suit_known);
}

TEST(FacePatch, IsTheCardsFaceAtTheNetworksSize) {
  cv::Mat picture(300, 300, CV_8UC3, cv::Scalar(20, 20, 20));
  // A card 63 x 88 px (1 px/mm) whose top half is red, lying upright.
  cv::rectangle(picture, cv::Rect(100, 100, 63, 44), cv::Scalar(0, 0, 255), cv::FILLED);
  cv::rectangle(picture, cv::Rect(100, 144, 63, 44), cv::Scalar(255, 255, 255), cv::FILLED);
  const cv::Mat face = face_patch(picture, {{{100, 100}, {163, 100}, {163, 188}, {100, 188}}});
  ASSERT_EQ(face.size(), cv::Size(kFaceWidth, kFaceHeight));
  EXPECT_EQ(face.at<cv::Vec3b>(10, 22), cv::Vec3b(0, 0, 255));
  EXPECT_EQ(face.at<cv::Vec3b>(50, 22), cv::Vec3b(255, 255, 255));
  // Listed from the other index corner: the same face turned upside down.
  const cv::Mat turned = face_patch(picture, {{{163, 188}, {100, 188}, {100, 100}, {163, 100}}});
  EXPECT_EQ(turned.at<cv::Vec3b>(10, 22), cv::Vec3b(255, 255, 255));
}

// Cards of every rank and the joker, of three decks, at 1 px/mm (a 720p webcam over a whole
// board: the corner index is a few pixels), read from their faces through the truth's outline.
TEST(CardFaceReader, ReadsRenderedCardsAtOnePixelPerMillimetre) {
  auto made = CardFaceReader::create();
  ASSERT_TRUE(made.ok()) << made.error().to_string();
  CardFaceReader& faces = **made;
  int right = 0, total = 0;
  for (int rank = 1; rank <= 14; ++rank) {
    for (uint64_t deck : {3u, 17u, 29u}) {
      SceneCard card;
      card.card = rank == engine::kJoker ? Card{engine::kJoker, Suit::kNone}
                                         : Card{rank, static_cast<Suit>(rank % 4)};
      card.yaw = 0.4 * rank + deck;
      card.deck = deck;
      SceneOptions options;
      options.min_px_per_mm = options.max_px_per_mm = 1.0;
      options.max_tilt_deg = 15;
      engine::Random random(rank * 100 + deck);
      const CardScene scene = render_cards({card}, options, random);
      const auto read = pool_readings({faces.read(scene.image, scene.cards[0].corners)}, 0.5);
      ++total;
      if (read && read->card.rank == card.card.rank &&
          (rank == engine::kJoker || read->card.suit == card.card.suit)) {
        ++right;
      }
    }
  }
  EXPECT_GE(right, total - 2) << right << " of " << total;
}

}  // namespace
}  // namespace arbitre::cards
