// The face network's reading of a card whose outline is known, and the pooling of several
// networks' readings of one card (card_face.h).
#include "arbitre/cards/card_face.h"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "arbitre/vision/models.h"
#include "card_internal.h"

namespace arbitre::cards {
namespace {

constexpr double kFacePxPerMm = kFaceWidth / 63.0;
// A pooled probability never falls under this: one network sure that a class is impossible
// must not veto what every other reading says.
constexpr double kFloor = 1e-4;

template <std::size_t N>
int pooled_best(const std::vector<ClassProbabilities>& readings,
                std::array<double, N> ClassProbabilities::*member, std::array<double, N>& pooled) {
  pooled.fill(1.0);
  for (const ClassProbabilities& reading : readings) {
    for (std::size_t i = 0; i < N; ++i) pooled[i] *= std::max((reading.*member)[i], kFloor);
  }
  double total = 0;
  for (double p : pooled) total += p;
  for (double& p : pooled) p /= total;
  return static_cast<int>(std::max_element(pooled.begin(), pooled.end()) - pooled.begin());
}

}  // namespace

cv::Mat face_patch(const cv::Mat& bgr, const std::array<cv::Point2f, 4>& outline) {
  const double across =
      std::max(cv::norm(outline[1] - outline[0]), cv::norm(outline[2] - outline[3]));
  // Warp at a whole multiple of the face's size, then average down: a face seen at 3 px/mm
  // would alias if sampled at 0.7 px/mm directly.
  const int k = std::clamp(static_cast<int>(std::ceil(across / 63.0 / kFacePxPerMm)), 1, 6);
  const float w = static_cast<float>(kFaceWidth * k), h = static_cast<float>(kFaceHeight * k);
  const cv::Point2f face[4] = {{0, 0}, {w, 0}, {w, h}, {0, h}};
  const cv::Point2f picture[4] = {outline[0], outline[1], outline[2], outline[3]};
  cv::Mat large, patch;
  cv::warpPerspective(bgr, large, cv::getPerspectiveTransform(picture, face),
                      {kFaceWidth * k, kFaceHeight * k}, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
  if (k == 1) return large;
  cv::resize(large, patch, {kFaceWidth, kFaceHeight}, 0, 0, cv::INTER_AREA);
  return patch;
}

std::optional<CardReading> pool_readings(const std::vector<ClassProbabilities>& readings,
                                         double min_confidence) {
  if (readings.empty()) return std::nullopt;
  std::array<double, kRankClasses> rank{};
  std::array<double, kSuitClasses> suit{};
  const int rank_class = pooled_best(readings, &ClassProbabilities::rank, rank);
  const int suit_class = pooled_best(readings, &ClassProbabilities::suit, suit);
  if (rank_class == kNoIndexClass) return std::nullopt;
  CardReading reading;
  reading.card = card_from_classes(rank_class, suit_class);
  const double suit_p = rank_class == kJokerClass ? 1.0 : suit[suit_class];
  reading.confidence = rank[rank_class] * suit_p;
  reading.suit_known = suit_p >= 0.5;
  if (reading.confidence < min_confidence) return std::nullopt;
  return reading;
}

engine::Result<std::unique_ptr<CardFaceReader>> CardFaceReader::create(const std::string& model) {
  auto net = vision::load_model(model);
  if (!net) return net.error();
  return std::unique_ptr<CardFaceReader>(new CardFaceReader(std::move(*net)));
}

ClassProbabilities CardFaceReader::read(const cv::Mat& bgr,
                                        const std::array<cv::Point2f, 4>& outline) {
  ClassProbabilities mean;
  if (bgr.empty() || bgr.type() != CV_8UC3) return mean;
  const cv::Mat face = face_patch(bgr, outline);
  cv::Mat turned;
  cv::rotate(face, turned, cv::ROTATE_180);
  net_.setInput(cv::dnn::blobFromImages(std::vector<cv::Mat>{face, turned}, 1 / 255.0));
  const cv::Mat out = net_.forward();  // 2 x (kRankClasses + kSuitClasses) logits
  std::vector<double> p;
  for (int i = 0; i < out.rows; ++i) {
    softmax(out.ptr<float>(i), kRankClasses, p);
    for (int c = 0; c < kRankClasses; ++c) mean.rank[c] += p[c] / out.rows;
    softmax(out.ptr<float>(i) + kRankClasses, kSuitClasses, p);
    for (int c = 0; c < kSuitClasses; ++c) mean.suit[c] += p[c] / out.rows;
  }
  return mean;
}

}  // namespace arbitre::cards
