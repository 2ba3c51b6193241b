#include "arbitre/vision/photo_set.h"

#include <algorithm>
#include <fstream>

#include <nlohmann/json.hpp>

#include "arbitre/engine/json_fields.h"

namespace arbitre::vision {
namespace {

cv::Rect read_box(engine::JsonFields& fields, const cv::Size& size) {
  const nlohmann::json& box = fields.array("box", 4);
  if (!fields.ok()) return {};
  int values[4] = {0, 0, 0, 0};
  for (int i = 0; i < 4; ++i) {
    if (!box[i].is_number()) {
      fields.fail(fields.child_path("box") + "[" + std::to_string(i) + "]",
                  "must be a number of pixels");
      return {};
    }
    values[i] = static_cast<int>(std::lround(box[i].get<double>()));
  }
  const cv::Rect rect(values[0], values[1], values[2], values[3]);
  if (rect.width <= 0 || rect.height <= 0 || (rect & cv::Rect({}, size)) != rect) {
    fields.fail(fields.child_path("box"), "must lie inside the " + std::to_string(size.width) +
                                              "x" + std::to_string(size.height) +
                                              " picture with a positive size");
  }
  return rect;
}

std::string read_label(engine::JsonFields& fields, PhotoSet::Kind kind) {
  if (kind == PhotoSet::Kind::kDice) return std::to_string(fields.integer("value", 1, 6));
  std::string label = fields.choice(
      "rank", {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JOKER"});
  if (fields.has("suit")) label += " " + fields.choice("suit", {"S", "H", "D", "C"});
  return label;
}

engine::Result<LabelledPhoto> read_photo(const nlohmann::json& line, const std::string& where,
                                         const std::filesystem::path& folder, PhotoSet::Kind kind) {
  engine::JsonFields fields(line, "");
  LabelledPhoto photo;
  const std::string image = fields.text("image");
  photo.size.width = fields.integer("width", 1, 100000);
  photo.size.height = fields.integer("height", 1, 100000);
  const char* list = kind == PhotoSet::Kind::kDice ? "dice" : "cards";
  const nlohmann::json& objects = fields.array(list);
  if (!fields.ok())
    return engine::make_error(where + fields.error()->field, fields.error()->message);
  for (std::size_t i = 0; i < objects.size(); ++i) {
    const std::string path = std::string(list) + "[" + std::to_string(i) + "]";
    if (!objects[i].is_object()) return engine::make_error(where + path, "must be an object");
    engine::JsonFields object(objects[i], path);
    LabelledObject labelled;
    labelled.label = read_label(object, kind);
    labelled.box = read_box(object, photo.size);
    if (!object.ok())
      return engine::make_error(where + object.error()->field, object.error()->message);
    photo.objects.push_back(labelled);
  }
  photo.image = std::filesystem::absolute(folder / image);
  photo.held_out = std::filesystem::path(image).filename().string().rfind("train_", 0) != 0;
  return photo;
}

}  // namespace

engine::Result<PhotoSet> load_photo_set(const std::filesystem::path& folder) {
  const std::filesystem::path path = folder / "labels.jsonl";
  std::ifstream in(path);
  if (!in) return engine::make_error(path.string(), "cannot open the labels file");
  PhotoSet set;
  set.folder = folder;
  std::string text;
  for (int number = 1; std::getline(in, text); ++number) {
    if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
    const std::string where = path.string() + ":" + std::to_string(number) + ": ";
    const nlohmann::json line = nlohmann::json::parse(text, nullptr, false);
    if (!line.is_object()) return engine::make_error(where, "not a JSON object");
    const bool dice = line.contains("dice");
    if (dice == line.contains("cards")) {
      return engine::make_error(where, "needs exactly one of \"dice\" and \"cards\"");
    }
    const PhotoSet::Kind kind = dice ? PhotoSet::Kind::kDice : PhotoSet::Kind::kCards;
    if (set.photos.empty()) set.kind = kind;
    if (kind != set.kind) return engine::make_error(where, "mixes dice and card labels");
    auto photo = read_photo(line, where, folder, kind);
    if (!photo) return photo.error();
    set.photos.push_back(std::move(*photo));
  }
  if (set.photos.empty()) return engine::make_error(path.string(), "holds no labelled photo");
  return set;
}

bool labels_agree(const std::string& labelled, const std::string& answer) {
  if (labelled == answer) return true;
  if (labelled.find(' ') != std::string::npos) return false;
  return answer.substr(0, answer.find(' ')) == labelled;
}

namespace {

double overlap(const cv::Rect& a, const cv::Rect& b) {
  const double common = (a & b).area();
  return common <= 0 ? 0 : common / (a.area() + b.area() - common);
}

std::string box_text(const cv::Rect& box) {
  return "[" + std::to_string(box.x) + ", " + std::to_string(box.y) + ", " +
         std::to_string(box.width) + ", " + std::to_string(box.height) + "]";
}

}  // namespace

PhotoScore score_photo(const LabelledPhoto& photo, const std::vector<ReadObject>& answers) {
  PhotoScore score;
  std::vector<bool> paired(answers.size(), false);
  for (const LabelledObject& labelled : photo.objects) {
    ++score.labelled;
    int best = -1;
    double best_overlap = 0;
    for (std::size_t i = 0; i < answers.size(); ++i) {
      if (paired[i]) continue;
      const cv::Rect& box = answers[i].box;
      const cv::Point centre(box.x + box.width / 2, box.y + box.height / 2);
      // A centre inside the label counts as a small overlap, so a tight or loose box still pairs.
      const double fit =
          std::max(overlap(labelled.box, box), labelled.box.contains(centre) ? 0.3 : 0.0);
      if (fit >= 0.3 && fit > best_overlap) {
        best = static_cast<int>(i);
        best_overlap = fit;
      }
    }
    if (best < 0) {
      ++score.missed;
      score.mistakes.push_back(labelled.label + " missed at " + box_text(labelled.box));
      continue;
    }
    paired[best] = true;
    if (labels_agree(labelled.label, answers[best].label)) {
      ++score.right;
    } else {
      ++score.wrong;
      score.mistakes.push_back(labelled.label + " read as " + answers[best].label + " at " +
                               box_text(labelled.box));
    }
  }
  for (std::size_t i = 0; i < answers.size(); ++i) {
    if (paired[i]) continue;
    ++score.extra;
    score.mistakes.push_back("extra " + answers[i].label + " at " + box_text(answers[i].box));
  }
  return score;
}

}  // namespace arbitre::vision
