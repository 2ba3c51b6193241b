// Labelled photographs (../shared/realdata/*/labels.jsonl): what each photo shows, which
// photos a network may learn from, and how a reader's answers are scored against the labels.
// The dice and card readers, their training crops and `arbitre eval photos` share it, so every
// figure on real photos uses one split and one rule.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/engine/result.h"

namespace arbitre::vision {

// One labelled die or card. `label` is the die's value ("1".."6") or the card's rank ("A",
// "2".."10", "J", "Q", "K", "JOKER"), with the suit after a space when the label gives one.
struct LabelledObject {
  std::string label;
  cv::Rect box;  // x, y, w, h in pixels
};

struct LabelledPhoto {
  std::filesystem::path image;  // absolute
  cv::Size size;
  std::vector<LabelledObject> objects;
  // Photos whose file name starts with "train_" may be learned from; every other photo
  // ("valid_", "test_", ...) is held out and is the one the figures are reported on.
  bool held_out = true;
};

struct PhotoSet {
  enum class Kind { kDice, kCards };
  Kind kind = Kind::kDice;
  std::filesystem::path folder;
  std::vector<LabelledPhoto> photos;
};

// Reads `folder`/labels.jsonl. Every line is checked; an error names the file, the line and
// the field ("labels.jsonl:12: cards[0].box: ..."). The kind comes from the first line's
// "dice" or "cards" array and every line must agree.
engine::Result<PhotoSet> load_photo_set(const std::filesystem::path& folder);

// What a reader answered for one object of a photo.
struct ReadObject {
  std::string label;  // as LabelledObject::label; compared on the rank alone when the
                      // labels give no suit
  cv::Rect box;
  double confidence = 0;
};

// One photo's answers scored against its labels. Each labelled object is paired with the
// unpaired answer whose box overlaps it most (intersection over union at least 0.3, or the
// answer's centre inside the labelled box): right when the labels agree, wrong when they
// differ, missed when no answer pairs with it. Answers paired with nothing are extra; they
// count neither right nor wrong (some objects in the photos are not labelled) but are
// reported.
struct PhotoScore {
  int labelled = 0;
  int right = 0;
  int wrong = 0;
  int missed = 0;
  int extra = 0;
  // "Q read as K at [x, y, w, h]", "6 missed at ...", "extra 5 at ..." (the answer's box)
  std::vector<std::string> mistakes;
};
PhotoScore score_photo(const LabelledPhoto& photo, const std::vector<ReadObject>& answers);

// Whether two labels agree: equal, or equal ranks when `labelled` carries no suit.
bool labels_agree(const std::string& labelled, const std::string& answer);

}  // namespace arbitre::vision
