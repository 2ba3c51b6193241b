// The playing-card reader: finds cards lying face up in a picture and reads each one's rank
// and suit from its corner index (the rank glyph over the suit pip, top-left and, turned
// over, bottom-right), so a card half covered by another card or a hand is still read from
// whichever index shows. Pipeline (docs/cards.md):
//   mask    bright, unsaturated pixels (card faces), opened and closed
//   corners each outline's straight edges refitted as lines; two meeting near 90 degrees
//           at a convex corner give a corner frame (origin, x and y axes along the edges)
//   glyphs  ink marks on paper: a rank glyph over a pip of its size gives an index frame
//           (the corner a common deck prints it from), where no outline shows the corner
//   patches the index patch of every corner frame, rectified to kPatchWidth x kPatchHeight
//   classify one small network (card_index.onnx): rank (A..K, joker, no index) and suit
//   cards   readings whose card outlines overlap are one card; two agreeing indices are surer
#pragma once

#include <array>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include "arbitre/engine/chance.h"
#include "arbitre/engine/result.h"

namespace arbitre::cards {

// The index patch the network reads: pixels, and the part of the card it covers in mm from
// the card's corner (a poker card is 63 x 88 mm; indices of common decks lie within it).
constexpr int kPatchWidth = 32;
constexpr int kPatchHeight = 48;
constexpr double kPatchWidthMm = 17.0;
constexpr double kPatchHeightMm = 25.5;
constexpr double kCardWidthMm = 63.0;
constexpr double kCardHeightMm = 88.0;

// The network's rank classes: 0..12 ace..king, 13 joker, 14 no index (a corner without an
// index, the back of a card, anything else that looked like a corner).
constexpr int kRankClasses = 15;
constexpr int kJokerClass = 13;
constexpr int kNoIndexClass = 14;
constexpr int kSuitClasses = 4;  // engine::Suit order: spades, hearts, diamonds, clubs

struct CardParams {
  int work_width = 640;           // px: the region is scaled down to at most this width...
  int work_height = 640;          // ...and height before searching (speed)
  double white_min = 0.55;        // share of the region's bright level a face pixel reaches
  int white_max_saturation = 90;  // HSV saturation (0..255) above which a pixel is not white
  int extra_levels = 2;           // global levels above the first, up to the bright level
  double local_window = 0.15;     // neighbourhood of the local mask, share of the larger side
  double local_margin = 12;       // grey levels a face pixel exceeds its neighbourhood's mean by
  double edge_split = 0;          // Canny low threshold of the edge-split mask (0: none)
  int open_px = 2;                // px (work scale): opening radius that cuts thin bridges
  int close_px = 4;  // px (work scale): closing radius that fills notches (indices at the edge)
  double min_card_share = 0.004;  // smallest outline, share of the work image's area
  double poly_epsilon_px = 2.0;   // px (work scale): approxPolyDP tolerance
  double corner_min_deg = 60;     // a corner's angle between its edges must lie in this range
  double corner_max_deg = 120;
  double min_edge_px = 8;  // px (work scale): shortest straight edge of an outline
  // px of outline (work scale) between two edges meeting at a corner: the rounded corner.
  int max_corner_gap_px = 16;
  double min_confidence = 0.5;     // a card is reported when its reading is at least this sure
  double same_card_overlap = 0.4;  // two readings whose outlines overlap this much are one card
  // ...unless the second, this sure (0..1), disagrees and lies away from the first's index.
  double distinct_card_p = 0.8;
  // Index pairs: an index is found from its ink too, a rank glyph over a suit pip, where no
  // outline shows its corner (a card on a paler table, fanned or half covered cards).
  int glyph_partners = 2;             // nearest pips tried per glyph (0: no glyph stage)
  double glyph_ink_margin = 25;       // grey levels ink lies under its neighbourhood's mean
  double glyph_min_px = 5;            // px (work scale): smallest glyph (its box's longer side)
  double glyph_max_share = 0.16;      // largest glyph, share of the work image's shorter side
  double glyph_paper = 0.5;           // share of the bright level the paper around a glyph reaches
  double glyph_pair_mm = 7;           // mm from a rank glyph's centre to its pip's, on a poker card
  double glyph_x_mm = 5;              // mm from the card's edge to the rank glyph's centre...
  double glyph_y_mm = 6.5;            // ...and from its top edge
  double glyph_min_confidence = 0.7;  // least rank confidence of a card read from ink alone
  std::string model = "card_index.onnx";  // file in vision/models (models.h)
  // The face network (card_face.h), for cards outlined by the caller (the pile's top card);
  // empty: their index corners alone are read.
  std::string face_model = "card_face.onnx";

  nlohmann::json to_json() const;
  // Fields missing from `json` keep their defaults; an error names the field ("white_min").
  static engine::Result<CardParams> from_json(const nlohmann::json& json);
};
engine::Result<CardParams> load_card_params(const std::filesystem::path& file);
engine::Status save_card_params(const CardParams& params, const std::filesystem::path& file);

// One corner that might hold an index, in the picture's pixels.
struct CornerFrame {
  cv::Point2f origin;  // the card's (virtual, sharp) corner
  cv::Point2f x_axis;  // pixels per mm along the edge the index's width runs along
  cv::Point2f y_axis;  // pixels per mm along the other edge (x_axis, y_axis turn clockwise)
  // From an outline that is one whole card (four corners, a card's shape): the scale is
  // exact and `x_short` tells whether x runs along the card's short edge (an index corner).
  bool whole_card = false;
  bool x_short = false;
  // From an index's ink (a rank glyph over its pip), not from an outline: the corner and the
  // scale are those of a common deck, a few mm off on another.
  bool from_glyphs = false;
  // The card's outline at this share of the axes' scale (at most 1): a card partly hidden
  // whose visible edges disagree on the scale is outlined no larger than what lies on the
  // outline it was found on (the next card's edge in line with its own makes one long edge).
  float outline_share = 1;
  // The whole card as this corner would have it: origin, + 63 mm x, + 63 x + 88 y, + 88 y
  // (times `outline_share`).
  std::array<cv::Point2f, 4> card_outline() const;
  // Whether that outline is a guess: from ink, or a partly hidden outline shrunk.
  bool outline_guessed() const { return from_glyphs || outline_share < 1; }
};

// Where a common deck prints the rank glyph's centre in `frame`'s index: `glyph_x_mm`,
// `glyph_y_mm` from its corner along its axes.
cv::Point2f index_glyph(const CornerFrame& frame, const CardParams& params);
// `frame`'s corner moved so that its index's glyph lies at `glyph`, its axes kept.
void put_index_glyph_at(CornerFrame& frame, cv::Point2f glyph, const CardParams& params);

struct CardReading {
  engine::Card card;
  std::array<cv::Point2f, 4> corners;  // the card's outline in the picture, clockwise
  cv::Rect box;  // the box of its visible part (less cards lying on it), clipped to the picture
  double confidence = 0;   // 0..1
  bool suit_known = true;  // false: the suit was too unsure to tell
};

// What one network says about one card corner or face: probabilities of the 15 rank classes
// (A..K, joker, no index) and of the 4 suits.
struct ClassProbabilities {
  std::array<double, kRankClasses> rank{};
  std::array<double, kSuitClasses> suit{};
};

struct StageTimes {
  double mask_ms = 0, corners_ms = 0, glyphs_ms = 0, patches_ms = 0, classify_ms = 0, cards_ms = 0;
  double total() const {
    return mask_ms + corners_ms + glyphs_ms + patches_ms + classify_ms + cards_ms;
  }
};

// Buffers of the mask stage, reused between frames (card_corners.cpp).
struct MaskBuffers {
  cv::Mat darkest, grey;
  cv::Mat white;      // the darkest channel where the colour is grey, 0 elsewhere
  double bright = 0;  // the level paper reaches: the darkest channel's 99th percentile
};

class CardReader {
 public:
  // Loads the network; a missing or unreadable model is an error naming its file.
  static engine::Result<std::unique_ptr<CardReader>> create(CardParams params = {});
  // The proposal stages alone, without the network (training crops): propose() only.
  static std::unique_ptr<CardReader> proposer(CardParams params = {});

  // The cards lying face up in `region` of `bgr` (the whole picture when empty), most
  // confident first. Buffers are kept between calls: one reader per thread.
  // Every corner found inside the polygon `ignored` (image pixels) is left out before its
  // patch is made and read: a white board seen through its pose yields many card-like
  // corners whose reading would only be thrown away.
  std::vector<CardReading> read(const cv::Mat& bgr, cv::Rect region = {},
                                const std::vector<cv::Point2f>& ignored = {});

  // The proposal stages alone: every corner frame and its rectified patch (BGR, 8 bit),
  // as the network sees them; for training crops.
  struct Proposal {
    CornerFrame frame;
    cv::Mat patch;
  };
  std::vector<Proposal> propose(const cv::Mat& bgr, cv::Rect region = {},
                                const std::vector<cv::Point2f>& ignored = {});

  // The index network's probabilities for each of `frames`, corner frames found by the caller
  // (a card outlined through the board's pose): the patches stage, on `bgr`'s full picture,
  // and the network alone, to be pooled with another reading of the same card (card_face.h).
  std::vector<ClassProbabilities> classify_frames(const cv::Mat& bgr,
                                                  const std::vector<CornerFrame>& frames);

  const StageTimes& times() const { return times_; }
  const CardParams& params() const { return params_; }
  // When set, read() writes each stage's picture there (mask.png, corners.png, cards.png,
  // patches.png).
  void set_debug_dir(std::filesystem::path dir) { debug_dir_ = std::move(dir); }

 private:
  CardReader(CardParams params, cv::dnn::Net net);
  void find_corners(const cv::Mat& bgr, cv::Rect region, const std::vector<cv::Point2f>& ignored);
  void classify(std::vector<Proposal>& proposals);
  std::vector<CardReading> group(const cv::Mat& bgr, const std::vector<Proposal>& proposals);
  void dump(const cv::Mat& bgr, const std::vector<Proposal>& proposals,
            const std::vector<CardReading>& cards) const;

  struct Scored {
    int rank_class = kNoIndexClass;
    double rank_p = 0;
    int suit = 0;
    double suit_p = 0;
    ClassProbabilities probabilities;
  };

  // The network's reading of each patch.
  std::vector<Scored> score(const std::vector<cv::Mat>& patches);
  // The picture's card scale (pixels per mm) as the outlines read surely as an index tell it,
  // whole cards first (`read`: indices into `proposals`); none when none does.
  std::optional<float> outline_scale(const std::vector<Proposal>& proposals,
                                     const std::vector<int>& read) const;
  // The proposals' frames, those from ink that were read (`read`: indices into `proposals`)
  // at the scale of the cards whose outline tells it.
  std::vector<CornerFrame> frames_at_outline_scale(const std::vector<Proposal>& proposals,
                                                   const std::vector<int>& read) const;
  // A frame whose scale is off the picture's and whose reading is unsure (an index on a partly
  // hidden outline or from ink, or no index from ink) read again at the picture's scale: the
  // surer index is kept, with its frame.
  void read_again_at_outline_scale(const cv::Mat& bgr, std::vector<Proposal>& proposals);

  CardParams params_;
  cv::dnn::Net net_;
  StageTimes times_;
  std::filesystem::path debug_dir_;
  // Buffers reused between frames.
  cv::Mat work_;
  MaskBuffers mask_buffers_;
  std::vector<cv::Mat> masks_;
  std::vector<CornerFrame> frames_;
  std::vector<Scored> scores_;
};

// A reading as a photo label (photo_set.h): "Q H", "Q" when the suit is unsure, "JOKER".
std::string reading_label(const CardReading& reading);
// The readings as `arbitre card --json` prints them: {"cards": [{"rank": "Q", "suit": "H",
// "box": [x, y, w, h], "confidence": 0.97}]}, keys in that order; "suit" is null for a joker or an
// unsure suit.
nlohmann::ordered_json readings_json(const std::vector<CardReading>& readings);
// A picture file as 8-bit BGR; a missing or unreadable file is an error naming it.
engine::Result<cv::Mat> read_picture(const std::filesystem::path& file);

// The card's rank class (0..14) and suit, as the network's labels count them.
int rank_class(const engine::Card& card);
engine::Card card_from_classes(int rank_class, int suit);

}  // namespace arbitre::cards
