// Reading six-sided dice with pips in a photo or a camera frame: any number of dice, any
// rotation, any body colour, white or black pips. A pipeline of small stages, each timed:
//   grey     the image (or region) in grey, scaled down to at most max_side_px;
//   pips     pip-like blobs: small round spots of strong contrast, dark or light (a black-hat
//            and a top-hat of the grey image, thresholded, then shape-filtered components);
//   proposals pips grouped into faces (alike pips within link_diameters, a group no wider
//            than a face): one square window per group around its centre, crop_diameters
//            pip diameters wide, enough to hold the whole top face;
//   network  every window, in grey at 40x40, through vision/models/d6.onnx: classes 1..6 and
//            "not a die", plus the top face's box inside the window;
//   merge    windows that found the same die are merged (the surest one is kept).
// A die the network is unsure of (it is a die, but no face is sure) is reported with value
// 0: unreadable (cocked against something, half hidden, blurred), never guessed.
#pragma once

#include <array>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>
#include <opencv2/dnn.hpp>

#include "arbitre/engine/result.h"

namespace arbitre::dice {

struct DieReading {
  int value = 0;          // 1..6, 0: a die but unreadable
  cv::Rect box;           // the top face, in the image's pixels
  double confidence = 0;  // the network's probability for `value` (for 0: that it is a die)
  double window_px = 0;   // the side of the window it was read from, in the image's pixels
};

// Every length is in pixels of the image given to read(), before any scaling.
struct DiceParams {
  int max_side_px = 1280;  // larger images (or regions) are scaled down to this first
  double die_size_px = 0;  // expected die side if the caller knows it (0: search)
  double min_pip_px = 3;   // pip diameters searched when die_size_px is 0
  double max_pip_px = 22;
  double fine_pip_px = 0;            // pips up to this are sought with a kernel fitted to them
                                     // (0: not; far dice: tried, docs/dice.md)
  double pip_contrast = 28;          // grey levels a pip must differ from its surroundings by
  double split_pip_level = 0;        // a blob too big for a pip is cut again this far from
                                     // pip_contrast to its peak (0..1; 0: never; on a board 0.5,
                                     // FrameReaderParams; docs/dice.md, "Run-together pips")
  double max_pip_elongation = 3;     // longest over shortest side of a pip's box (oblique faces)
  double min_pip_fill = 0.45;        // pip area over its box area (rejects lines and corners)
  double link_diameters = 4.9;       // pips closer than this (in pip diameters) may share a face
  double max_face_diameters = 5.0;   // a face's farthest pip centres, in pip diameters, at most
  double crop_diameters = 10.0;      // window side, in pip diameters (one window per face)
  int max_proposals = 48;            // windows sent to the network at most (surest faces first)
  double min_die_probability = 0.5;  // below: not a die, nothing reported (swept, docs/dice.md)
  double min_confidence = 0.35;      // a die whose best face is below this reads as 0 (swept)
  double merge_overlap = 0.3;        // boxes overlapping this much (IoU) are one die
  // A die read under this confidence, or unreadable, is read again from a window centred on the
  // network's box of its top face, the face refine_face_share of the window's side; the surer
  // value stands (0: never; docs/dice.md, "Read again").
  double refine_below = 0;
  double refine_face_share = 0.55;
  // A die whose top face's box is under this share of its window's side was read from a window
  // grown from pips too large or from spots beside it (the training windows' faces fill 0.62 of
  // theirs at the median), and its box lies off the face: it is read again from the window
  // read again uses, and the second box stands when it reads the same value, the value when it
  // is surer as above; an unreadable die read so is dropped when the second window sees no die
  // (0: never; docs/dice.md, "A window far too large").
  double refit_share = 0;
  // A die whose top face's channels differ by this much on average (grey levels, 0: never) has a
  // coloured body and is read again, from the window read again uses (refine_face_share), in
  // its brightest channel: there a red, green or blue die's dark pips lie as far under its body
  // as a white die's, in grey a third of that (docs/dice.md, "Coloured dice"). The surer value
  // stands; a die read unreadable takes it only at colour_sure or more (an odd window that the
  // network called a die must not become one).
  double colour_spread = 50;
  double colour_sure = 0.9;
};

// Fields left out keep `base`'s values.
engine::Result<DiceParams> dice_params_from_json(const nlohmann::json& json,
                                                 const DiceParams& base = {});
// {"dice": [{"value": 4, "box": [x, y, w, h], "confidence": 0.98}]}; an unreadable die has
// "value": 0. Confidence rounded to 3 decimals.
nlohmann::json dice_to_json(const std::vector<DieReading>& dice);
// Whether read() can take the image: 8-bit, grey or BGR, not empty.
engine::Status check_dice_image(const cv::Mat& image);
nlohmann::json dice_params_to_json(const DiceParams& params);
// A JSON file of dice parameters (any subset of the fields; the rest keep their defaults); an
// error names the file and the field.
engine::Result<DiceParams> load_dice_params(const std::filesystem::path& file);

// What the network sees: the window `square` (image pixels, may reach past the border) of a
// grey image, resized to kCropSide x kCropSide, as 8-bit grey. `crop_input` normalises it.
constexpr int kCropSide = 40;
cv::Mat crop_window(const cv::Mat& grey, const cv::Rect2d& square);
// The network's input from a crop: (grey - mean) / (deviation + kCropContrastFloor) as float,
// written into `plane` (kCropSide x kCropSide, CV_32F). train_d6.py does the same.
constexpr double kCropContrastFloor = 8;
void crop_input(const cv::Mat& crop, cv::Mat& plane);

// One window the proposal stage made.
struct DieProposal {
  cv::Rect2d square;
  double pip_px = 0;  // the pip diameter it was sized from
};

struct StageTimes {
  double grey_ms = 0, pips_ms = 0, proposals_ms = 0, network_ms = 0, refine_ms = 0, merge_ms = 0,
         colour_ms = 0;
  double total_ms() const {
    return grey_ms + pips_ms + proposals_ms + network_ms + refine_ms + merge_ms + colour_ms;
  }
  int windows = 0;  // windows the network read (the proposals'), its cost's measure
};

class DiceReader {
 public:
  // Loads d6.onnx (vision::load_model); an error names the file.
  static engine::Result<DiceReader> create(DiceParams params = {});
  // A reader without its network, for propose() alone (making the network's training
  // crops before there is a network); its read() finds nothing.
  static DiceReader proposals_only(DiceParams params = {});

  // The dice in `bgr` (8-bit, 3 channels or grey), within `region` when it is not empty.
  // Buffers are kept between calls.
  std::vector<DieReading> read(const cv::Mat& bgr, cv::Rect region = {});

  // The proposal stage alone (for training crops): the windows, in the pixels of the grey
  // working image it leaves in `grey_out` (the whole image, scaled by working_scale()).
  std::vector<DieProposal> propose(const cv::Mat& bgr, cv::Mat& grey_out);

  const StageTimes& last_times() const { return times_; }
  double working_scale() const { return scale_; }  // working pixels per image pixel
  // When set, every read() writes its stages' images there (grey, pips, proposals, dice) and
  // what each window read (5-windows.json).
  void set_debug_dir(std::filesystem::path dir) { debug_dir_ = std::move(dir); }
  const DiceParams& params() const { return params_; }
  // A caller that knows how far the dice are (FrameReader, from the board's pose) turns the
  // fine pip pass on or off for the next read()s.
  void set_fine_pip_px(double px) { params_.fine_pip_px = px; }
  // ...and bounds the pips sought by the largest a die there can show.
  void set_max_pip_px(double px) { params_.max_pip_px = px; }
  // Spots a caller knows are no die's pips (FrameReader: the board's print, and checkers where
  // they started, as the calibration saw them): a face all of whose pips are such spots gets no
  // window, and max_proposals does not count it. `keep` is given each pip's centre and diameter
  // in the image's pixels and its polarity. Empty: every face gets its window.
  using PipFilter =
      std::function<bool(const cv::Point2d& centre_px, double diameter_px, bool dark)>;
  void set_pip_filter(PipFilter keep) { keep_ = std::move(keep); }

 private:
  DiceReader(DiceParams params, cv::dnn::Net net);
  struct Pip {
    cv::Point2d centre;  // working-image pixels
    double diameter = 0;
    double strength = 0;
    bool dark = true;
  };
  void make_grey(const cv::Mat& bgr, cv::Rect region);
  void find_pips();
  // Pips smallest..largest pixels wide in `grey`, which is the working image shrunk `factor`
  // times; they are added in working-image pixels.
  void find_pips_at(const cv::Mat& grey, double smallest, double largest, double factor);
  void find_pips_of(const cv::Mat& contrast, bool dark, double smallest, double largest,
                    double factor);
  // Adds the blob `mask` (its pixels in the working image: `box`) as a pip if it looks like one;
  // false: it does not.
  bool add_pip(const cv::Mat& mask, const cv::Rect& box, bool dark, double smallest, double largest,
               double factor);
  std::vector<DieProposal> make_proposals();
  // One reading per window, none where the window holds no die.
  std::vector<std::optional<DieReading>> classify_all(const std::vector<DieProposal>& proposals);
  // The window a die is read again from: centred on its top face's box (image pixels), the face
  // refine_face_share of its side; in the region's full-resolution pixels.
  cv::Rect2d face_window(const cv::Rect& box) const;
  // Reads again, from windows centred on their boxes, the dice read unsurely (refine_below) and
  // those read from a window far too large for their face (refit_share, misfit); the caller
  // runs it only when one of the two is above 0.
  void refine(std::vector<DieReading>& readings);
  bool misfit(const DieReading& reading) const;
  // Reads again in its brightest channel each die of a coloured body (colour_spread; the caller
  // runs it only when that is above 0). `colour`: the region read, in BGR.
  void read_in_colour(const cv::Mat& colour, std::vector<DieReading>& readings);
  // The network's outputs, a row of kOutputs per crop (kCropSide square, 8-bit grey).
  cv::Mat run_network(const std::vector<cv::Mat>& crops);
  std::vector<DieReading> merge(std::vector<DieReading> readings) const;
  // The stages' images, and 5-windows.json: each window (image pixels) and what the network
  // read in it before the merge.
  void dump_debug(const std::vector<DieProposal>& proposals,
                  const std::vector<std::optional<DieReading>>& windows,
                  const std::vector<DieReading>& dice) const;
  void dump_windows(const std::vector<DieProposal>& proposals,
                    const std::vector<std::optional<DieReading>>& windows) const;

  DiceParams params_;
  cv::dnn::Net net_;
  StageTimes times_;
  std::filesystem::path debug_dir_;
  // Working buffers, reused between frames.
  cv::Mat grey_full_, grey_, smooth_, half_, closed_, opened_, contrast_, binary_, split_;
  std::vector<std::vector<cv::Point>> contours_, split_contours_;
  std::vector<cv::Rect> rejected_;  // blobs refused as pips, to cut again
  cv::Mat batch_;
  std::vector<Pip> pips_;
  PipFilter keep_;
  std::vector<Pip> left_out_;  // by keep_, in the last read()
  double scale_ = 1;           // working pixels per image pixel
  cv::Point2d offset_;         // the region's corner in the image
};

}  // namespace arbitre::dice
