#include "arbitre/vision/photo_set.h"

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <unistd.h>

namespace arbitre::vision {
namespace {

// A folder holding one labels.jsonl, removed afterwards.
class LabelsFolder {
 public:
  explicit LabelsFolder(const std::string& lines)
      : folder_(std::filesystem::temp_directory_path() /
                ("arbitre-photos-" + std::to_string(getpid()))) {
    std::filesystem::create_directories(folder_);
    std::ofstream(folder_ / "labels.jsonl") << lines;
  }
  ~LabelsFolder() { std::filesystem::remove_all(folder_); }
  const std::filesystem::path& path() const { return folder_; }

 private:
  std::filesystem::path folder_;
};

TEST(PhotoSetTest, ReadsDiceAndSplitsOnTheTrainPrefix) {
  LabelsFolder folder(
      R"({"image": "images/train_a.jpg", "width": 640, "height": 480, "dice": [{"value": 4, "box": [10, 20, 30, 40]}]})"
      "\n"
      R"({"image": "images/valid_b.jpg", "width": 640, "height": 480, "dice": []})"
      "\n");
  auto set = load_photo_set(folder.path());
  ASSERT_TRUE(set.ok()) << set.error().to_string();
  EXPECT_EQ(set->kind, PhotoSet::Kind::kDice);
  ASSERT_EQ(set->photos.size(), 2u);
  EXPECT_FALSE(set->photos[0].held_out);
  EXPECT_TRUE(set->photos[1].held_out);
  ASSERT_EQ(set->photos[0].objects.size(), 1u);
  EXPECT_EQ(set->photos[0].objects[0].label, "4");
  EXPECT_EQ(set->photos[0].objects[0].box, cv::Rect(10, 20, 30, 40));
}

TEST(PhotoSetTest, NamesTheLineAndFieldOfABadLabel) {
  LabelsFolder folder(
      R"({"image": "a.jpg", "width": 100, "height": 100, "cards": [{"rank": "Q", "box": [1, 1, 5, 5]}]})"
      "\n"
      R"({"image": "b.jpg", "width": 100, "height": 100, "cards": [{"rank": "Z", "box": [1, 1, 5, 5]}]})"
      "\n");
  auto set = load_photo_set(folder.path());
  ASSERT_FALSE(set.ok());
  EXPECT_NE(set.error().to_string().find("labels.jsonl:2: cards[0].rank"), std::string::npos)
      << set.error().to_string();
}

TEST(PhotoSetTest, RefusesABoxOutsideThePicture) {
  LabelsFolder folder(
      R"({"image": "a.jpg", "width": 100, "height": 100, "dice": [{"value": 2, "box": [90, 90, 20, 5]}]})"
      "\n");
  auto set = load_photo_set(folder.path());
  ASSERT_FALSE(set.ok());
  EXPECT_NE(set.error().to_string().find("dice[0].box"), std::string::npos)
      << set.error().to_string();
}

TEST(PhotoSetTest, ScoresRightWrongMissedAndExtra) {
  LabelledPhoto photo;
  photo.objects = {{"Q", {0, 0, 50, 70}}, {"K", {100, 0, 50, 70}}, {"9", {200, 0, 50, 70}}};
  const std::vector<ReadObject> answers = {
      {"Q H", {2, 2, 48, 66}, 0.9},     // right: the labels give no suit
      {"Q S", {105, 5, 40, 60}, 0.8},   // wrong rank
      {"A D", {400, 300, 30, 40}, 0.7}  // nothing labelled there
  };
  const PhotoScore score = score_photo(photo, answers);
  EXPECT_EQ(score.labelled, 3);
  EXPECT_EQ(score.right, 1);
  EXPECT_EQ(score.wrong, 1);
  EXPECT_EQ(score.missed, 1);
  EXPECT_EQ(score.extra, 1);
  ASSERT_EQ(score.mistakes.size(), 3u);
  EXPECT_EQ(score.mistakes[0], "K read as Q S at [100, 0, 50, 70]");
  EXPECT_EQ(score.mistakes[2], "extra A D at [400, 300, 30, 40]");
}

TEST(PhotoSetTest, LabelsWithASuitMustMatchIt) {
  EXPECT_TRUE(labels_agree("10", "10 H"));
  EXPECT_FALSE(labels_agree("10 S", "10 H"));
  EXPECT_TRUE(labels_agree("10 S", "10 S"));
  EXPECT_FALSE(labels_agree("1", "10"));
}

}  // namespace
}  // namespace arbitre::vision
