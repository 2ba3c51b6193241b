#include "arbitre/dice/dice_reader.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>

#include <opencv2/imgproc.hpp>

#include "arbitre/vision/models.h"
#include "dice_network.h"

namespace arbitre::dice {

namespace {

double elapsed_ms(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since)
      .count();
}

double overlap(const cv::Rect2d& a, const cv::Rect2d& b) {
  const double shared = (a & b).area();
  return shared <= 0 ? 0 : shared / (a.area() + b.area() - shared);
}

bool holds_centre(const cv::Rect2d& box, const cv::Rect2d& other) {
  return box.contains(cv::Point2d(other.x + other.width / 2, other.y + other.height / 2));
}

// Whether a blob's box is big enough for a pip `smallest` pixels wide: add_pip's first test, and
// what a blob must pass for a piece of it to pass that test.
bool wide_enough_for_a_pip(const cv::Rect& box, double smallest) {
  return std::max(box.width, box.height) >= smallest && std::min(box.width, box.height) >= 2;
}

}  // namespace

void class_probabilities(const float* row, double* probabilities) {
  const double top = *std::max_element(row, row + kClasses);
  double sum = 0;
  for (int c = 0; c < kClasses; ++c) sum += probabilities[c] = std::exp(row[c] - top);
  for (int c = 0; c < kClasses; ++c) probabilities[c] /= sum;
}

int likeliest_value(const double* probabilities) {
  return static_cast<int>(std::max_element(probabilities + 1, probabilities + kClasses) -
                          probabilities);
}

cv::Mat crop_window(const cv::Mat& grey, const cv::Rect2d& square) {
  // The window may reach past the border: the missing part repeats the border's pixels.
  const cv::Rect window(cvFloor(square.x), cvFloor(square.y), std::max(1, cvRound(square.width)),
                        std::max(1, cvRound(square.height)));
  const cv::Rect inside = window & cv::Rect(0, 0, grey.cols, grey.rows);
  cv::Mat crop;
  if (inside.empty()) return cv::Mat(kCropSide, kCropSide, CV_8U, cv::Scalar(128));
  cv::Mat padded;
  cv::copyMakeBorder(grey(inside), padded, inside.y - window.y, window.br().y - inside.br().y,
                     inside.x - window.x, window.br().x - inside.br().x, cv::BORDER_REPLICATE);
  cv::resize(padded, crop, cv::Size(kCropSide, kCropSide), 0, 0,
             window.width > kCropSide ? cv::INTER_AREA : cv::INTER_LINEAR);
  return crop;
}

void crop_input(const cv::Mat& crop, cv::Mat& plane) {
  cv::Scalar mean, deviation;
  cv::meanStdDev(crop, mean, deviation);
  crop.convertTo(plane, CV_32F, 1.0 / (deviation[0] + kCropContrastFloor),
                 -mean[0] / (deviation[0] + kCropContrastFloor));
}

DiceReader::DiceReader(DiceParams params, cv::dnn::Net net)
    : params_(params), net_(std::move(net)) {}

engine::Result<DiceReader> DiceReader::create(DiceParams params) {
  auto net = vision::load_model("d6.onnx");
  if (!net) return net.error();
  return DiceReader(params, std::move(net).value());
}

DiceReader DiceReader::proposals_only(DiceParams params) {
  return DiceReader(params, {});
}

void DiceReader::make_grey(const cv::Mat& bgr, cv::Rect region) {
  const cv::Rect whole(0, 0, bgr.cols, bgr.rows);
  region = region.empty() ? whole : (region & whole);
  offset_ = region.tl();
  const cv::Mat part = bgr(region);
  if (part.channels() == 3) {
    cv::cvtColor(part, grey_full_, cv::COLOR_BGR2GRAY);
  } else {
    part.copyTo(grey_full_);
  }
  scale_ = std::min(
      1.0, params_.max_side_px / static_cast<double>(std::max(region.width, region.height)));
  if (scale_ < 1) {
    cv::resize(grey_full_, grey_, cv::Size(), scale_, scale_, cv::INTER_AREA);
  } else {
    grey_ = grey_full_;
  }
}

void DiceReader::find_pips() {
  pips_.clear();
  const bool hinted = params_.die_size_px > 0;
  double smallest = (hinted ? 0.08 * params_.die_size_px : params_.min_pip_px) * scale_;
  const double largest = (hinted ? 0.3 * params_.die_size_px : params_.max_pip_px) * scale_;
  // A light blur first: sensor noise and wood grain would otherwise give pip-sized specks.
  cv::GaussianBlur(grey_, smooth_, cv::Size(3, 3), 0);
  // The kernel must be wider than the pips so that closing (opening) fills them in, yet
  // narrower than the top face, or the face stands out as one blob with its pips: pips up to
  // fine_pip_px are sought with a kernel fitted to them (a far die's small face), those up to
  // kOctavePx with a wider one, larger ones at half resolution (also four times cheaper).
  constexpr double kOctavePx = 11;
  const double fine = params_.fine_pip_px * scale_;
  if (fine > smallest && fine < std::min(largest, kOctavePx)) {
    find_pips_at(smooth_, smallest, fine, 1);
    smallest = fine;
  }
  if (largest <= kOctavePx || smallest > kOctavePx) {
    find_pips_at(smooth_, smallest, largest, 1);
  } else {
    find_pips_at(smooth_, smallest, kOctavePx, 1);
    cv::resize(smooth_, half_, cv::Size(), 0.5, 0.5, cv::INTER_AREA);
    find_pips_at(half_, kOctavePx / 2 + 0.5, largest / 2, 2);
  }
  // A glint inside a dark pip (or a shadow inside a light one) is no pip of its own, and a
  // pip found at both resolutions is one pip: of two overlapping spots the larger stays.
  std::vector<Pip> kept;
  for (size_t i = 0; i < pips_.size(); ++i) {
    const Pip& pip = pips_[i];
    bool inside = false;
    for (size_t j = 0; j < pips_.size() && !inside; ++j) {
      const Pip& other = pips_[j];
      const bool larger =
          other.diameter > pip.diameter || (other.diameter == pip.diameter && j < i);
      inside = j != i && larger && cv::norm(other.centre - pip.centre) < 0.5 * other.diameter;
    }
    if (!inside) kept.push_back(pip);
  }
  pips_.swap(kept);
}

void DiceReader::find_pips_at(const cv::Mat& grey, double smallest, double largest, double factor) {
  const int side = static_cast<int>(std::ceil(largest)) | 1;
  const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_RECT, cv::Size(side + 4, side + 4));
  cv::morphologyEx(grey, closed_, cv::MORPH_CLOSE, kernel);
  cv::subtract(closed_, grey, contrast_);  // black-hat: dark pips on light bodies
  find_pips_of(contrast_, true, smallest, largest, factor);
  cv::morphologyEx(grey, opened_, cv::MORPH_OPEN, kernel);
  cv::subtract(grey, opened_, contrast_);  // top-hat: light pips on dark bodies
  find_pips_of(contrast_, false, smallest, largest, factor);
}

void DiceReader::find_pips_of(const cv::Mat& contrast, bool dark, double smallest, double largest,
                              double factor) {
  cv::threshold(contrast, binary_, params_.pip_contrast, 255, cv::THRESH_BINARY);
  // Outer contours rather than connectedComponentsWithStats: on a sparse mask they are several
  // times faster (its statistics pass walks every pixel again).
  cv::findContours(binary_, contours_, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
  const bool cut = params_.split_pip_level > 0;
  // Only a blob that could hold a pip's piece and is at most a 6's column long is worth cutting:
  // most refused blobs are specks, and cutting them cost a millisecond a frame on a board. A
  // column is three pips and the two gaps between them, about four pips' widths: measured in
  // `largest`, which on the fine pass is hardly more than the pips' own width, three were too
  // few (unseen Jacquet still 9108/31: a blue 6 whose columns ran together, 20 px long against
  // 3 x 6.5, had no window; 9100-9159 d6 96.65% -> 97.61%).
  constexpr double kColumnPips = 4;
  const auto can_hold_pips = [&](const cv::Rect& box) {
    return wide_enough_for_a_pip(box, smallest) &&
           std::max(box.width, box.height) <= kColumnPips * largest;
  };
  rejected_.clear();
  for (const auto& contour : contours_) {
    const cv::Rect box = cv::boundingRect(contour);
    if (!add_pip(binary_(box), box, dark, smallest, largest, factor) && cut && can_hold_pips(box)) {
      rejected_.push_back(box);
    }
  }
  // Blur spreads a sharp pip's contrast beyond pip_contrast, so that a 6's or a 5's close pips
  // (light ones on a dark die, above all) run together into one blob that is no pip. Such a
  // blob, at most three pips long, is cut again at split_pip_level of the way from pip_contrast
  // to its own peak: between two pips the contrast falls well below their peaks.
  for (const cv::Rect& box : rejected_) {
    const cv::Mat part = contrast(box);
    double peak = 0;
    cv::minMaxLoc(part, nullptr, &peak);
    const double level =
        params_.pip_contrast + params_.split_pip_level * (peak - params_.pip_contrast);
    cv::threshold(part, split_, level, 255, cv::THRESH_BINARY);
    // Only this blob's pixels: a neighbour's may reach into its box.
    cv::bitwise_and(split_, binary_(box), split_);
    cv::findContours(split_, split_contours_, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE, box.tl());
    for (const auto& piece : split_contours_) {
      const cv::Rect piece_box = cv::boundingRect(piece);
      add_pip(split_(piece_box - box.tl()), piece_box, dark, smallest, largest, factor);
    }
  }
}

bool DiceReader::add_pip(const cv::Mat& mask, const cv::Rect& box, bool dark, double smallest,
                         double largest, double factor) {
  const double longest = std::max(box.width, box.height);
  const double shortest = std::min(box.width, box.height);
  if (!wide_enough_for_a_pip(box, smallest) || longest > largest) return false;
  if (longest > params_.max_pip_elongation * shortest) return false;
  const cv::Moments blob = cv::moments(mask, true);
  // A disc fills 0.79 of its box; a pip of 6 pixels or more is drawn finely enough to
  // tell it from a triangle (0.5: a face's corner left by the top-hat), a tiny one is not.
  const double fill = longest >= 6 ? std::max(params_.min_pip_fill, 0.62) : params_.min_pip_fill;
  if (blob.m00 < fill * box.area()) return false;
  Pip pip;
  // Back in working-image pixels (pixel centres: x_full = (x_half + 0.5) * 2 - 0.5).
  pip.centre = {(box.x + blob.m10 / blob.m00 + 0.5) * factor - 0.5,
                (box.y + blob.m01 / blob.m00 + 0.5) * factor - 0.5};
  pip.diameter = longest * factor;
  pip.strength = blob.m00 * factor * factor;
  pip.dark = dark;
  pips_.push_back(pip);
  return true;
}

std::vector<DieProposal> DiceReader::make_proposals() {
  // Pips are grouped into faces by single linkage, nearest pairs first: two groups join when
  // their pips look alike (polarity, size) and lie within link_diameters, as long as the joined
  // group still fits on one face (max_face_diameters between its farthest pip centres). A 2's
  // pips lie 4.5 diameters apart across the face, a 4's 3.2, neighbouring pips of other faces
  // closer: the span limit stops two dice side by side from becoming one group.
  const int n = static_cast<int>(pips_.size());
  struct Pair {
    double distance;
    int a, b;
  };
  std::vector<Pair> pairs;
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      const Pip& a = pips_[i];
      const Pip& b = pips_[j];
      const double ratio = a.diameter / b.diameter;
      const double distance = cv::norm(a.centre - b.centre);
      if (a.dark == b.dark && ratio < 1.8 && ratio > 1 / 1.8 &&
          distance < params_.link_diameters * std::max(a.diameter, b.diameter)) {
        pairs.push_back({distance, i, j});
      }
    }
  }
  std::sort(pairs.begin(), pairs.end(),
            [](const Pair& x, const Pair& y) { return x.distance < y.distance; });
  std::vector<int> group(n);
  std::vector<std::vector<int>> members(n);
  for (int i = 0; i < n; ++i) {
    group[i] = i;
    members[i] = {i};
  }
  for (const Pair& pair : pairs) {
    const int ga = group[pair.a], gb = group[pair.b];
    if (ga == gb) continue;
    double span = 0, sizes = 0;
    for (int i : members[ga]) {
      sizes += pips_[i].diameter;
      for (int j : members[gb]) span = std::max(span, cv::norm(pips_[i].centre - pips_[j].centre));
    }
    for (int j : members[gb]) sizes += pips_[j].diameter;
    const double mean = sizes / static_cast<double>(members[ga].size() + members[gb].size());
    if (span > params_.max_face_diameters * mean || members[ga].size() + members[gb].size() > 6) {
      continue;
    }
    for (int j : members[gb]) group[j] = ga;
    members[ga].insert(members[ga].end(), members[gb].begin(), members[gb].end());
    members[gb].clear();
  }
  // The usual pip among grouped pips sizes the window of a lone pip (a 1's pip is larger than
  // the others', and a lone spot tells nothing of its die's size).
  std::vector<double> grouped;
  for (const auto& m : members) {
    if (m.size() > 1) {
      for (int i : m) grouped.push_back(pips_[i].diameter);
    }
  }
  double usual = 0;
  if (!grouped.empty()) {
    std::nth_element(grouped.begin(), grouped.begin() + grouped.size() / 2, grouped.end());
    usual = grouped[grouped.size() / 2];
  }
  struct Face {
    cv::Point2d centre;
    double pip_px;
    double strength;
    const std::vector<int>* members;
  };
  std::vector<Face> faces;
  for (const auto& m : members) {
    if (m.empty()) continue;
    Face face{{0, 0}, 0, 0, &m};
    std::vector<double> sizes;
    for (int i : m) {
      face.centre += pips_[i].centre;
      face.strength += pips_[i].strength;
      sizes.push_back(pips_[i].diameter);
    }
    face.centre *= 1.0 / static_cast<double>(m.size());
    std::sort(sizes.begin(), sizes.end());
    face.pip_px = sizes[sizes.size() / 2];
    // A lone spot much smaller than the usual pip is a sliver of a side face's pip or a speck:
    // never a 1, whose pip is the largest.
    if (m.size() == 1 && face.pip_px < 0.6 * usual) continue;
    if (m.size() == 1) face.pip_px = usual > 0 ? std::min(usual, face.pip_px) : 0.7 * face.pip_px;
    if (params_.die_size_px > 0) face.pip_px = 0.17 * params_.die_size_px * scale_;
    // Groups of many pips first: a face of 3 to 6 is a die far more surely than a lone spot.
    face.strength *= static_cast<double>(m.size());
    faces.push_back(face);
  }
  std::sort(faces.begin(), faces.end(),
            [](const Face& a, const Face& b) { return a.strength > b.strength; });
  // A face every pip of which the caller knows for no die's (the print) gets no window; grouping
  // and the usual pip above are as without the caller's knowledge.
  const auto kept = [this](int i) {
    return keep_(pips_[i].centre / scale_ + offset_, pips_[i].diameter / scale_, pips_[i].dark);
  };
  std::vector<DieProposal> proposals;
  left_out_.clear();
  for (const Face& face : faces) {
    if (static_cast<int>(proposals.size()) >= params_.max_proposals) break;
    if (keep_ && std::none_of(face.members->begin(), face.members->end(), kept)) {
      for (int i : *face.members) left_out_.push_back(pips_[i]);
      continue;
    }
    const double side = params_.crop_diameters * face.pip_px;
    proposals.push_back(
        {cv::Rect2d(face.centre.x - side / 2, face.centre.y - side / 2, side, side), face.pip_px});
  }
  return proposals;
}

std::vector<DieProposal> DiceReader::propose(const cv::Mat& bgr, cv::Mat& grey_out) {
  make_grey(bgr, {});
  find_pips();
  grey_out = grey_.clone();
  return make_proposals();
}

std::vector<DieReading> DiceReader::read(const cv::Mat& bgr, cv::Rect region) {
  times_ = {};
  if (!check_dice_image(bgr)) return {};
  auto start = std::chrono::steady_clock::now();
  make_grey(bgr, region);
  times_.grey_ms = elapsed_ms(start);
  start = std::chrono::steady_clock::now();
  find_pips();
  times_.pips_ms = elapsed_ms(start);
  start = std::chrono::steady_clock::now();
  const auto proposals = make_proposals();
  times_.proposals_ms = elapsed_ms(start);
  times_.windows = static_cast<int>(proposals.size());
  start = std::chrono::steady_clock::now();
  const auto windows = classify_all(proposals);
  std::vector<DieReading> readings;
  for (const auto& window : windows) {
    if (window) readings.push_back(*window);
  }
  times_.network_ms = elapsed_ms(start);
  start = std::chrono::steady_clock::now();
  auto dice = merge(std::move(readings));
  times_.merge_ms = elapsed_ms(start);
  if (params_.refine_below > 0 || params_.refit_share > 0) {
    start = std::chrono::steady_clock::now();
    refine(dice);
    dice = merge(std::move(dice));  // two boxes moved onto one die are one die
    times_.refine_ms = elapsed_ms(start);
  }
  if (params_.colour_spread > 0 && bgr.channels() == 3) {
    start = std::chrono::steady_clock::now();
    read_in_colour(bgr(cv::Rect(cv::Point(offset_), grey_full_.size())), dice);
    times_.colour_ms = elapsed_ms(start);
  }
  if (!debug_dir_.empty()) dump_debug(proposals, windows, dice);
  return dice;
}

std::vector<std::optional<DieReading>> DiceReader::classify_all(
    const std::vector<DieProposal>& proposals) {
  if (proposals.empty() || net_.empty())
    return std::vector<std::optional<DieReading>>(proposals.size());
  const int count = static_cast<int>(proposals.size());
  std::vector<cv::Mat> crops;
  for (const DieProposal& proposal : proposals)
    crops.push_back(crop_window(grey_, proposal.square));
  const cv::Mat output = run_network(crops);
  std::vector<std::optional<DieReading>> readings(proposals.size());
  for (int i = 0; i < count; ++i) {
    const float* row = output.ptr<float>(i);
    double probabilities[kClasses];
    class_probabilities(row, probabilities);
    const double die = 1 - probabilities[0];
    if (die < params_.min_die_probability) continue;  // none for this window
    const int best = likeliest_value(probabilities);
    DieReading reading;
    reading.value = probabilities[best] >= params_.min_confidence ? best : 0;
    reading.confidence = reading.value ? probabilities[best] : die;
    const auto& square = proposals[i].square;
    const double side = square.width / scale_;
    const double cx = (square.x + row[kClasses] * square.width) / scale_ + offset_.x;
    const double cy = (square.y + row[kClasses + 1] * square.width) / scale_ + offset_.y;
    const double w = std::max(1.0, row[kClasses + 2] * side);
    const double h = std::max(1.0, row[kClasses + 3] * side);
    reading.box = cv::Rect(cvRound(cx - w / 2), cvRound(cy - h / 2), cvRound(w), cvRound(h));
    reading.window_px = side;
    readings[static_cast<std::size_t>(i)] = reading;
  }
  return readings;
}

cv::Mat DiceReader::run_network(const std::vector<cv::Mat>& crops) {
  const int count = static_cast<int>(crops.size());
  const int shape[] = {count, 1, kCropSide, kCropSide};
  batch_.create(4, shape, CV_32F);
  for (int i = 0; i < count; ++i) {
    cv::Mat plane(kCropSide, kCropSide, CV_32F, batch_.ptr<float>(i));
    crop_input(crops[static_cast<std::size_t>(i)], plane);
  }
  net_.setInput(batch_);
  return net_.forward().reshape(1, count);
}

cv::Rect2d DiceReader::face_window(const cv::Rect& box) const {
  const double side = std::max(box.width, box.height) / params_.refine_face_share;
  const double cx = box.x + box.width / 2.0 - offset_.x;
  const double cy = box.y + box.height / 2.0 - offset_.y;
  return {cx - side / 2, cy - side / 2, side, side};
}

bool DiceReader::misfit(const DieReading& reading) const {
  return reading.window_px * params_.refit_share > std::max(reading.box.width, reading.box.height);
}

void DiceReader::refine(std::vector<DieReading>& readings) {
  // The pips a window was grown from may be a die's and its side face's, a corner's glint, or
  // the far die's few pips found: the window then sits off the die or holds it too small. The
  // network's box of the top face places the die better: a window centred on it, the face
  // filling refine_face_share of its side (as in the training windows), is read again.
  std::vector<DieProposal> again;
  std::vector<std::size_t> from;
  for (std::size_t i = 0; i < readings.size(); ++i) {
    const DieReading& reading = readings[i];
    const bool unsure = params_.refine_below > 0 &&
                        (reading.value == 0 || reading.confidence < params_.refine_below);
    if (!unsure && !misfit(reading)) continue;
    const cv::Rect2d square = face_window(reading.box);
    again.push_back({cv::Rect2d(square.tl() * scale_, square.size() * scale_), 0});
    from.push_back(i);
  }
  const auto second = classify_all(again);
  // The second reading stands where it reads a value surer than the first; another value than
  // the first's only when it is sure (refine_below): two unsure windows are no better than one.
  // A window far too large (refit_share) placed its box worse than one on the face did: the
  // second box stands whenever the value is the same, with the surer of the two confidences.
  // Such a window that read an unreadable die where the window on its face sees none held no
  // die: it is dropped.
  std::vector<bool> dropped(readings.size(), false);
  for (std::size_t k = 0; k < second.size(); ++k) {
    DieReading& first = readings[from[k]];
    if (!second[k] && first.value == 0 && misfit(first)) dropped[from[k]] = true;
    if (!second[k] || second[k]->value == 0) continue;
    if (first.value == second[k]->value && misfit(first)) {
      first.box = second[k]->box;
      first.window_px = second[k]->window_px;
      first.confidence = std::max(first.confidence, second[k]->confidence);
      continue;
    }
    const bool surer = first.value == 0 || second[k]->confidence > first.confidence;
    const bool agrees = first.value == 0 || second[k]->value == first.value ||
                        second[k]->confidence >= params_.refine_below;
    if (surer && agrees) first = *second[k];
  }
  std::size_t kept = 0;
  for (std::size_t i = 0; i < readings.size(); ++i) {
    if (!dropped[i]) readings[kept++] = readings[i];
  }
  readings.resize(kept);
}

std::vector<DieReading> DiceReader::merge(std::vector<DieReading> readings) const {
  std::stable_sort(readings.begin(), readings.end(), [](const auto& a, const auto& b) {
    // A read face beats an unreadable window of the same die.
    if ((a.value > 0) != (b.value > 0)) return a.value > 0;
    return a.confidence > b.confidence;
  });
  std::vector<DieReading> dice;
  for (const auto& reading : readings) {
    const cv::Rect2d box(reading.box);
    const bool same = std::any_of(dice.begin(), dice.end(), [&](const DieReading& kept) {
      const cv::Rect2d other(kept.box);
      return overlap(box, other) > params_.merge_overlap || holds_centre(box, other) ||
             holds_centre(other, box);
    });
    if (!same) dice.push_back(reading);
  }
  std::sort(dice.begin(), dice.end(), [](const auto& a, const auto& b) {
    return a.box.x != b.box.x ? a.box.x < b.box.x : a.box.y < b.box.y;
  });
  return dice;
}

}  // namespace arbitre::dice
