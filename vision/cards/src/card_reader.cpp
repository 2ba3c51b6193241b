// The card reader: proposals (card_corners.cpp) classified by the index network, then
// grouped into cards.
#include "arbitre/cards/card_reader.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "arbitre/vision/models.h"
#include "card_internal.h"

namespace arbitre::cards {

int softmax(const float* logits, int count, std::vector<double>& p) {
  p.assign(count, 0);
  const float top = *std::max_element(logits, logits + count);
  double sum = 0;
  for (int i = 0; i < count; ++i) sum += p[i] = std::exp(logits[i] - top);
  for (double& value : p) value /= sum;
  return static_cast<int>(std::max_element(p.begin(), p.end()) - p.begin());
}

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Two readings of one rank, one of them from ink, are one card when their outlines overlap
// this much (IoU): the scale guessed from an index's size can be a third off.
constexpr double kGlyphCardOverlap = 0.15;
// An outline frame read this surely as an index tells the picture's card scale, and a frame
// from ink whose scale is further than this factor from it takes that scale (decks print
// indices of different sizes: a fanned hand's were 1.4 times the common deck's).
constexpr double kSureOutlineP = 0.9;
constexpr float kGlyphScaleTolerance = 1.1f;
// A frame from ink read as no index this surely is not read again at another scale.
constexpr double kSureNoIndexP = 0.99;

// Whether a frame whose scale is `ratio` times off the picture's is off enough to be corrected.
bool off_scale(float ratio) {
  return std::abs(std::log(ratio)) >= std::log(kGlyphScaleTolerance);
}

// `frame` at `ratio` times its scale: an outline's corner stays where it was seen, a frame from
// ink keeps its glyph there (the card's corner moves with the scale).
CornerFrame at_scale(const CornerFrame& frame, float ratio, const CardParams& params) {
  CornerFrame scaled = frame;
  scaled.x_axis *= ratio;
  scaled.y_axis *= ratio;
  if (frame.from_glyphs) put_index_glyph_at(scaled, index_glyph(frame, params), params);
  return scaled;
}
// ... or when half the smaller outline lies inside the other: a partly hidden card's outline,
// shrunk to what lies on its outline, may be a quarter of the card's.
constexpr double kGuessedCardInside = 0.5;

// How much two outlines overlap: their common area over their union's (IoU), or with
// `over_smaller`, over the smaller one's (1 when one lies inside the other).
double outline_overlap(const std::array<cv::Point2f, 4>& a, const std::array<cv::Point2f, 4>& b,
                       bool over_smaller = false) {
  std::vector<cv::Point2f> pa(a.begin(), a.end()), pb(b.begin(), b.end()), common;
  const double both = cv::intersectConvexConvex(pa, pb, common, true);
  const double area_a = cv::contourArea(pa), area_b = cv::contourArea(pb);
  const double whole = over_smaller ? std::min(area_a, area_b) : area_a + area_b - both;
  return whole <= 0 ? 0 : both / whole;
}

// A card being assembled from its indices: probabilities summed over the indices seen.
struct Candidate {
  std::array<cv::Point2f, 4> outline;
  int rank_class = 0;
  double rank_miss = 1;  // probability that every agreeing index is wrong
  std::array<double, kSuitClasses> suit_votes{};
  std::vector<cv::Point2f> indices;  // the corners whose index was read (visible, then)
  bool from_glyphs_only = false;     // every index found from its ink, none from an outline
  bool outline_guessed = false;      // its outline from ink or from a partly hidden outline
  bool seen_whole = false;           // an index read on an outline that is this whole card

  int suit() const {
    return static_cast<int>(std::max_element(suit_votes.begin(), suit_votes.end()) -
                            suit_votes.begin());
  }
  double suit_p() const {
    if (rank_class == kJokerClass) return 1;
    double total = 0;
    for (double v : suit_votes) total += v;
    return total > 0 ? suit_votes[suit()] / total : 0;
  }
};

bool inside(const std::array<cv::Point2f, 4>& outline, cv::Point2f point, double margin) {
  const std::vector<cv::Point2f> polygon(outline.begin(), outline.end());
  return cv::pointPolygonTest(polygon, point, true) > margin;
}

// The box of the part of `card` that shows. A card lies on top of another where its read
// index corner falls inside the other's outline (that corner hides the other card there):
// fanned cards, a card laid over the pile. Labels (and the board) want what shows, not the
// whole 63 x 88 mm outline under the cards on top, so the box keeps the points of the
// outline, on a grid, that no card on top covers.
cv::Rect visible_box(const std::vector<Candidate>& cards, std::size_t which) {
  const Candidate& card = cards[which];
  const float side = static_cast<float>(cv::norm(card.outline[1] - card.outline[0]));
  std::vector<const Candidate*> above;
  for (std::size_t j = 0; j < cards.size(); ++j) {
    if (j == which) continue;
    for (const cv::Point2f& index : cards[j].indices) {
      if (inside(card.outline, index, 0.05 * side)) {
        above.push_back(&cards[j]);
        break;
      }
    }
  }
  std::vector<cv::Point2f> points(card.outline.begin(), card.outline.end());
  if (above.empty()) return cv::boundingRect(points);
  constexpr int kSteps = 16;
  const cv::Point2f across = card.outline[1] - card.outline[0];
  const cv::Point2f down = card.outline[3] - card.outline[0];
  std::vector<cv::Point2f> shown;
  for (int i = 0; i <= kSteps; ++i) {
    for (int j = 0; j <= kSteps; ++j) {
      const cv::Point2f point =
          card.outline[0] + across * (float(i) / kSteps) + down * (float(j) / kSteps);
      const bool covered = std::any_of(above.begin(), above.end(), [&](const Candidate* top) {
        return inside(top->outline, point, 0.02 * side);
      });
      if (!covered) shown.push_back(point);
    }
  }
  return cv::boundingRect(shown.empty() ? points : shown);
}

}  // namespace

int rank_class(const engine::Card& card) {
  return card.rank == engine::kJoker ? kJokerClass : card.rank - 1;
}

engine::Card card_from_classes(int rank, int suit) {
  if (rank == kJokerClass) return {engine::kJoker, engine::Suit::kNone};
  return {rank + 1, static_cast<engine::Suit>(suit)};
}

CardReader::CardReader(CardParams params, cv::dnn::Net net)
    : params_(std::move(params)), net_(std::move(net)) {}

engine::Result<std::unique_ptr<CardReader>> CardReader::create(CardParams params) {
  auto net = vision::load_model(params.model);
  if (!net) return net.error();
  return std::unique_ptr<CardReader>(new CardReader(std::move(params), std::move(*net)));
}

std::unique_ptr<CardReader> CardReader::proposer(CardParams params) {
  return std::unique_ptr<CardReader>(new CardReader(std::move(params), cv::dnn::Net()));
}

void CardReader::find_corners(const cv::Mat& bgr, cv::Rect region,
                              const std::vector<cv::Point2f>& ignored) {
  auto start = Clock::now();
  const cv::Mat roi = bgr(region);
  const double scale = std::min(
      {1.0, double(params_.work_width) / roi.cols, double(params_.work_height) / roi.rows});
  if (scale < 1) {
    // Averaging areas costs ten times more than interpolating at a factor like 0.89 (a Toc-6
    // board's 599x720 box): interpolation is enough down to half size, where too few pixels
    // would be sampled.
    cv::resize(roi, work_, {}, scale, scale, scale > 0.5 ? cv::INTER_LINEAR : cv::INTER_AREA);
  } else {
    roi.copyTo(work_);
  }
  card_masks(work_, params_, mask_buffers_, masks_);
  times_.mask_ms = ms_since(start);
  start = Clock::now();
  frames_.clear();
  for (const cv::Mat& mask : masks_) {
    add_new_frames(outline_corners(mask, params_, 1 / scale, cv::Point2f(region.tl()), ignored),
                   frames_);
  }
  times_.corners_ms = ms_since(start);
  start = Clock::now();
  add_new_frames(glyph_frames(mask_buffers_.darkest, mask_buffers_.bright, params_, 1 / scale,
                              cv::Point2f(region.tl())),
                 frames_);
  times_.glyphs_ms = ms_since(start);
}

std::vector<CardReader::Proposal> CardReader::propose(const cv::Mat& bgr, cv::Rect region,
                                                      const std::vector<cv::Point2f>& ignored) {
  if (region.empty()) region = cv::Rect({}, bgr.size());
  region &= cv::Rect({}, bgr.size());
  std::vector<Proposal> proposals;
  if (bgr.empty() || bgr.type() != CV_8UC3 || region.width < 8 || region.height < 8) {
    return proposals;
  }
  find_corners(bgr, region, ignored);
  const auto start = Clock::now();
  for (const CornerFrame& frame : frames_) {
    if (ignored.size() >= 3 && cv::pointPolygonTest(ignored, frame.origin, false) >= 0) continue;
    proposals.push_back({frame, index_patch(bgr, frame)});
  }
  times_.patches_ms = ms_since(start);
  return proposals;
}

std::vector<CardReader::Scored> CardReader::score(const std::vector<cv::Mat>& patches) {
  std::vector<Scored> scores(patches.size());
  if (patches.empty() || net_.empty()) return scores;
  net_.setInput(cv::dnn::blobFromImages(patches, 1 / 255.0));
  const cv::Mat out = net_.forward();  // N x (kRankClasses + kSuitClasses) logits
  std::vector<double> p;
  for (int i = 0; i < out.rows; ++i) {
    const float* logits = out.ptr<float>(i);
    Scored& scored = scores[i];
    scored.rank_class = softmax(logits, kRankClasses, p);
    scored.rank_p = p[scored.rank_class];
    std::copy(p.begin(), p.end(), scored.probabilities.rank.begin());
    scored.suit = softmax(logits + kRankClasses, kSuitClasses, p);
    scored.suit_p = p[scored.suit];
    std::copy(p.begin(), p.end(), scored.probabilities.suit.begin());
  }
  return scores;
}

void CardReader::classify(std::vector<Proposal>& proposals) {
  const auto start = Clock::now();
  std::vector<cv::Mat> patches;
  for (const Proposal& proposal : proposals) patches.push_back(proposal.patch);
  scores_ = score(patches);
  times_.classify_ms = ms_since(start);
}

std::vector<CardReading> CardReader::read(const cv::Mat& bgr, cv::Rect region,
                                          const std::vector<cv::Point2f>& ignored) {
  times_ = {};
  std::vector<Proposal> proposals = propose(bgr, region, ignored);
  classify(proposals);
  read_again_at_outline_scale(bgr, proposals);
  return group(bgr, proposals);
}

std::vector<ClassProbabilities> CardReader::classify_frames(
    const cv::Mat& bgr, const std::vector<CornerFrame>& frames) {
  times_ = {};
  if (bgr.empty() || bgr.type() != CV_8UC3) return {};
  const auto start = Clock::now();
  std::vector<Proposal> proposals;
  for (const CornerFrame& frame : frames) proposals.push_back({frame, index_patch(bgr, frame)});
  times_.patches_ms = ms_since(start);
  classify(proposals);
  std::vector<ClassProbabilities> out;
  for (const Scored& scored : scores_) out.push_back(scored.probabilities);
  return out;
}

std::optional<float> CardReader::outline_scale(const std::vector<Proposal>& proposals,
                                               const std::vector<int>& read) const {
  // The cards of one picture are of one deck at one distance, near enough: the scale of
  // those whose outline tells it (whole cards first) is the others'.
  std::vector<float> whole, partial;
  for (int i : read) {
    const CornerFrame& frame = proposals[i].frame;
    if (frame.from_glyphs || scores_[i].rank_p < kSureOutlineP) continue;
    const float scale = static_cast<float>(cv::norm(frame.x_axis)) * frame.outline_share;
    (frame.whole_card ? whole : partial).push_back(scale);
  }
  std::vector<float>& known = whole.empty() ? partial : whole;
  if (known.empty()) return std::nullopt;
  std::nth_element(known.begin(), known.begin() + known.size() / 2, known.end());
  return known[known.size() / 2];
}

std::vector<CornerFrame> CardReader::frames_at_outline_scale(const std::vector<Proposal>& proposals,
                                                             const std::vector<int>& read) const {
  std::vector<CornerFrame> frames;
  for (const Proposal& proposal : proposals) frames.push_back(proposal.frame);
  const auto scale = outline_scale(proposals, read);
  if (!scale) return frames;
  for (int i : read) {
    CornerFrame& frame = frames[i];
    if (!frame.from_glyphs) continue;
    const float ratio = *scale / static_cast<float>(cv::norm(frame.x_axis));
    if (off_scale(ratio)) frame = at_scale(frame, ratio, params_);
  }
  return frames;
}

// A partly hidden outline guesses its scale from what lies on it: real photo test_IMG_2583's 9 of
// hearts, half under a box, at 1.02 px/mm where the picture's whole cards show 1.20, its index
// read 10 at 0.75 there. Its corner is the card's own: the index is cut again from it at the
// picture's scale.
// Ink guesses its scale from a common deck's index: a deck printing its rank and pip farther
// apart (held-out test_IMG_2656's 10 of diamonds, 1.5 times) is cut too small to be read as an
// index, so an ink frame is read again at the picture's scale too.
void CardReader::read_again_at_outline_scale(const cv::Mat& bgr, std::vector<Proposal>& proposals) {
  std::vector<int> read;
  for (std::size_t i = 0; i < proposals.size(); ++i) {
    if (scores_[i].rank_class != kNoIndexClass) read.push_back(static_cast<int>(i));
  }
  const auto scale = outline_scale(proposals, read);
  if (!scale) return;
  std::vector<int> again;
  std::vector<Proposal> rescaled;
  for (std::size_t i = 0; i < proposals.size(); ++i) {
    const CornerFrame& frame = proposals[i].frame;
    // Unsure readings only: an index under kSureOutlineP, or, from ink, no index under
    // kSureNoIndexP (most ink frames are a face's pips or letters, surely no index).
    const bool index = scores_[i].rank_class != kNoIndexClass;
    const double sure = index ? kSureOutlineP : kSureNoIndexP;
    if (frame.whole_card || (!index && !frame.from_glyphs) || scores_[i].rank_p >= sure) continue;
    const float ratio = *scale / static_cast<float>(cv::norm(frame.x_axis));
    if (!off_scale(ratio)) continue;
    const CornerFrame scaled = at_scale(frame, ratio, params_);
    again.push_back(static_cast<int>(i));
    rescaled.push_back({scaled, index_patch(bgr, scaled)});
  }
  if (again.empty()) return;
  std::vector<cv::Mat> patches;
  for (const Proposal& proposal : rescaled) patches.push_back(proposal.patch);
  const std::vector<Scored> scores = score(patches);
  for (std::size_t k = 0; k < again.size(); ++k) {
    const int i = again[k];
    if (scores[k].rank_class == kNoIndexClass || scores[k].rank_p <= scores_[i].rank_p) continue;
    proposals[i] = std::move(rescaled[k]);
    scores_[i] = scores[k];
  }
}

std::vector<CardReading> CardReader::group(const cv::Mat& bgr,
                                           const std::vector<Proposal>& proposals) {
  const auto start = Clock::now();
  std::vector<int> order;
  for (std::size_t i = 0; i < proposals.size(); ++i) {
    if (scores_[i].rank_class != kNoIndexClass) order.push_back(static_cast<int>(i));
  }
  std::sort(order.begin(), order.end(),
            [&](int a, int b) { return scores_[a].rank_p > scores_[b].rank_p; });
  const std::vector<CornerFrame> frames = frames_at_outline_scale(proposals, order);
  std::vector<Candidate> candidates;
  for (int i : order) {
    const Scored& scored = scores_[i];
    const CornerFrame& frame = frames[i];
    const auto outline = frame.card_outline();
    // A frame from ink guesses its card's scale from the index's size, and a partly hidden
    // outline from what lies on it, so its outline may miss the card's; an agreeing index
    // whose corner lies on a card already read is that card's all the same.
    const bool guessed = frame.outline_guessed();
    const auto on_card = [&](const Candidate& c) {
      if (c.rank_class != scored.rank_class || (!guessed && !c.outline_guessed)) return false;
      const float side = static_cast<float>(cv::norm(c.outline[1] - c.outline[0]));
      const float own_side = static_cast<float>(cv::norm(outline[1] - outline[0]));
      return outline_overlap(c.outline, outline) >= kGlyphCardOverlap ||
             outline_overlap(c.outline, outline, true) >= kGuessedCardInside ||
             inside(c.outline, frame.origin, -0.1 * side) ||
             std::any_of(c.indices.begin(), c.indices.end(),
                         [&](cv::Point2f p) { return inside(outline, p, -0.1 * own_side); });
    };
    // The same index found again (from its ink and from its corner, from two masks' outlines
    // that guess the scale differently, from two pairs of its marks) is no more evidence than
    // the surest reading, whatever outline each guessed.
    const double near = 0.5 * kPatchWidthMm * cv::norm(frame.x_axis);
    const auto read_again = [&](const Candidate& c) {
      return c.rank_class == scored.rank_class &&
             std::any_of(c.indices.begin(), c.indices.end(),
                         [&](cv::Point2f p) { return cv::norm(p - frame.origin) < near; });
    };
    if (std::any_of(candidates.begin(), candidates.end(), read_again)) continue;
    auto same = std::find_if(candidates.begin(), candidates.end(), [&](const Candidate& c) {
      return outline_overlap(c.outline, outline) >= params_.same_card_overlap || on_card(c);
    });
    // A sure index that disagrees with the card its outline overlaps, read at another corner
    // than that card's, is another card: partly hidden outlines guess their scale, so the
    // outlines of two cards side by side can overlap.
    if (same != candidates.end() && same->rank_class != scored.rank_class &&
        scored.rank_p >= params_.distinct_card_p) {
      // Two frames from outlines that each show one whole card, overlapping, are that
      // card's two index corners (a card seen whole is one contour: another card cannot lie
      // that much on it), so a sure misreading of one (a queen read king) is that card's.
      const bool elsewhere =
          !(same->seen_whole && frame.whole_card) &&
          std::all_of(same->indices.begin(), same->indices.end(),
                      [&](cv::Point2f p) { return cv::norm(p - frame.origin) > 2 * near; });
      if (elsewhere) same = candidates.end();
    }
    if (same == candidates.end()) {
      candidates.push_back({outline, scored.rank_class, 1 - scored.rank_p, {}, {}});
      same = candidates.end() - 1;
      same->from_glyphs_only = frame.from_glyphs;
      same->outline_guessed = guessed;
      same->seen_whole = frame.whole_card;
    } else if (same->rank_class == scored.rank_class) {
      same->rank_miss *= 1 - scored.rank_p;  // the other index agrees
      same->from_glyphs_only = same->from_glyphs_only && frame.from_glyphs;
      if (same->outline_guessed && !guessed) {  // an outline that shows the card's own edges
        same->outline = outline;
        same->outline_guessed = false;
      }
      same->seen_whole = same->seen_whole || frame.whole_card;
    } else {
      continue;  // a weaker index disagreeing with the first: left out
    }
    for (int s = 0; s < kSuitClasses; ++s) same->suit_votes[s] += scored.probabilities.suit[s];
    same->indices.push_back(frame.origin);
  }
  std::vector<CardReading> cards;
  const cv::Rect picture({}, bgr.size());
  // Unsure cards neither count nor hide others.
  std::erase_if(candidates,
                [&](const Candidate& c) { return 1 - c.rank_miss < params_.min_confidence; });
  // A card read only from its ink must be surer: letters and a face's middle pips pair like
  // an index, and no outline backs them.
  std::erase_if(candidates, [&](const Candidate& c) {
    return c.from_glyphs_only && 1 - c.rank_miss < params_.glyph_min_confidence;
  });
  for (std::size_t c = 0; c < candidates.size(); ++c) {
    const Candidate& candidate = candidates[c];
    const double rank_p = 1 - candidate.rank_miss;
    const int suit = candidate.suit();
    const double suit_p = candidate.suit_p();
    CardReading reading;
    reading.card = card_from_classes(candidate.rank_class, suit);
    reading.corners = candidate.outline;
    reading.box = visible_box(candidates, c) & picture;
    reading.confidence = rank_p * suit_p;
    reading.suit_known = suit_p >= 0.5;
    cards.push_back(reading);
  }
  std::sort(cards.begin(), cards.end(),
            [](const CardReading& a, const CardReading& b) { return a.confidence > b.confidence; });
  times_.cards_ms = ms_since(start);
  if (!debug_dir_.empty()) dump(bgr, proposals, cards);
  return cards;
}

void CardReader::dump(const cv::Mat& bgr, const std::vector<Proposal>& proposals,
                      const std::vector<CardReading>& cards) const {
  std::filesystem::create_directories(debug_dir_);
  for (std::size_t i = 0; i < masks_.size(); ++i) {
    const std::string name = i == 0 ? "mask.png" : "mask" + std::to_string(i) + ".png";
    cv::imwrite((debug_dir_ / name).string(), masks_[i]);
  }
  cv::Mat corners = bgr.clone();
  for (std::size_t i = 0; i < proposals.size(); ++i) {
    const CornerFrame& f = proposals[i].frame;
    const bool index = scores_[i].rank_class != kNoIndexClass;
    // Frames from an index's ink are drawn only where read as one: there are many.
    if (f.from_glyphs && !index) continue;
    const cv::Scalar colour = index ? cv::Scalar(0, 200, 0) : cv::Scalar(0, 0, 255);
    cv::arrowedLine(corners, f.origin, f.origin + f.x_axis * 14.f, colour, 2);
    cv::arrowedLine(corners, f.origin, f.origin + f.y_axis * 21.f, cv::Scalar(255, 0, 0), 2);
  }
  cv::imwrite((debug_dir_ / "corners.png").string(), corners);
  // The frames read as an index, as the grouping saw them: which of them made a card, and
  // which failed to, does not show in the pictures.
  std::ofstream listed(debug_dir_ / "frames.txt");
  for (std::size_t i = 0; i < proposals.size(); ++i) {
    const CornerFrame& f = proposals[i].frame;
    const Scored& s = scores_[i];
    if (s.rank_class == kNoIndexClass) continue;
    listed << i << " at " << cvRound(f.origin.x) << "," << cvRound(f.origin.y) << " "
           << card_from_classes(s.rank_class, s.suit).to_string() << " rank_p " << s.rank_p
           << " suit_p " << s.suit_p << " px/mm " << cv::norm(f.x_axis)
           << (f.from_glyphs  ? " ink"
               : f.whole_card ? " whole"
                              : " outline")
           << " share " << f.outline_share << "\n";
  }
  cv::Mat drawn = bgr.clone();
  for (const CardReading& card : cards) {
    std::vector<cv::Point> outline;
    for (const auto& p : card.corners) outline.emplace_back(cvRound(p.x), cvRound(p.y));
    cv::polylines(drawn, outline, true, cv::Scalar(0, 255, 0), 2);
    cv::putText(drawn, card.card.to_string(), card.box.tl() + cv::Point(4, 24),
                cv::FONT_HERSHEY_SIMPLEX, 0.8, cv::Scalar(255, 0, 255), 2);
  }
  cv::imwrite((debug_dir_ / "cards.png").string(), drawn);
  if (proposals.empty() || net_.empty()) return;
  std::vector<cv::Mat> row;
  for (const Proposal& proposal : proposals) row.push_back(proposal.patch);
  cv::Mat strip;
  cv::hconcat(row, strip);
  cv::imwrite((debug_dir_ / "patches.png").string(), strip);
}

}  // namespace arbitre::cards
