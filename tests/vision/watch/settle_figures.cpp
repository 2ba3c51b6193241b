// Scoring the settle detector on a rendered film: the video through the frame source, the
// truth's `settled`, `hand` and `activity` frame by frame.
#include "vision/watch/settle_figures.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iomanip>

#include <nlohmann/json.hpp>

#include "arbitre/watch/frame_source.h"

namespace arbitre::testing {
namespace {

struct TruthFrame {
  bool settled = false;
  bool hand = false;
  bool rolling = false;  // a die or a stick not resting
  std::string activity;
};

bool anything_rolling(const nlohmann::json& frame) {
  if (frame.contains("dice")) {
    for (const auto& die : frame.at("dice")) {
      if (!die.value("resting", true)) return true;
    }
  }
  if (frame.contains("sticks") && frame.at("sticks").is_object()) {
    return !frame.at("sticks").value("resting", true);
  }
  return false;
}

engine::Result<std::vector<TruthFrame>> read_truth_frames(const std::filesystem::path& path) {
  std::ifstream in(path);
  if (!in) return engine::make_error(path.string(), "cannot be read");
  std::vector<TruthFrame> frames;
  std::string line;
  while (std::getline(in, line)) {
    const auto json = nlohmann::json::parse(line, nullptr, false);
    if (json.is_discarded()) return engine::make_error(path.string(), "a line is not JSON");
    if (json.value("type", "") != "frame") continue;
    frames.push_back({json.at("settled").get<bool>(), json.at("hand").get<bool>(),
                      anything_rolling(json), json.at("activity").get<std::string>()});
  }
  return frames;
}

struct DetectorFrame {
  watch::SettleUpdate update;
  double time_s = 0;
};

// Pauses (truth runs of settled frames long enough to be caught) against the detector's
// just_settled frames.
void score_pauses(const std::vector<TruthFrame>& truth, const std::vector<DetectorFrame>& seen,
                  double fps, const watch::SettleParams& params, SettleFigures& figures) {
  const size_t count = seen.size();
  for (size_t start = 0; start < count;) {
    if (!truth[start].settled) {
      ++start;
      continue;
    }
    size_t end = start;
    while (end < count && truth[end].settled) ++end;
    if ((end - start) / fps > params.settle_s + 0.1) {
      ++figures.pauses;
      bool read = seen[start].update.motion == watch::TableMotion::kSettled &&
                  !seen[start].update.just_settled;
      figures.read_early += read ? 1 : 0;
      for (size_t i = start; i < end; ++i) {
        if (!seen[i].update.just_settled) continue;
        if (read) {
          ++figures.extra_readings;
        } else {
          figures.delays_s.push_back(seen[i].time_s - seen[start].time_s);
          read = true;
        }
      }
      figures.missed_pauses += read ? 0 : 1;
    }
    start = end;
  }
}

// Frames called settled that are not, by kind. A false settle is early until the settled
// period it belongs to reaches a frame the truth calls settled; after that the picture is the
// pause's own, unchanged yet (the next beat's hand not in the picture).
void score_false_settles(const std::vector<TruthFrame>& truth,
                         const std::vector<DetectorFrame>& seen, SettleFigures& figures) {
  bool period_met_truth = false;
  for (size_t i = 0; i < seen.size(); ++i) {
    const auto& update = seen[i].update;
    const TruthFrame& t = truth[i];
    if (update.just_settled) {
      period_met_truth = false;
      if (!t.settled) ++figures.early_settles;
    }
    const bool settled = update.motion == watch::TableMotion::kSettled;
    period_met_truth = period_met_truth || (settled && t.settled);
    figures.truth_settled += t.settled ? 1 : 0;
    figures.detector_settled += settled ? 1 : 0;
    if (!settled || t.settled) continue;
    ++figures.false_settles;
    figures.false_with_hand += t.hand ? 1 : 0;
    figures.false_rolling += t.rolling ? 1 : 0;
    figures.false_early += period_met_truth ? 0 : 1;
  }
}

}  // namespace

void SettleFigures::add(const SettleFigures& o) {
  films += o.films;
  frames += o.frames;
  truth_settled += o.truth_settled;
  detector_settled += o.detector_settled;
  false_settles += o.false_settles;
  false_with_hand += o.false_with_hand;
  false_rolling += o.false_rolling;
  false_early += o.false_early;
  pauses += o.pauses;
  read_early += o.read_early;
  missed_pauses += o.missed_pauses;
  extra_readings += o.extra_readings;
  early_settles += o.early_settles;
  delays_s.insert(delays_s.end(), o.delays_s.begin(), o.delays_s.end());
  update_ms += o.update_ms;
}

double SettleFigures::delay_median_s() const {
  if (delays_s.empty()) return 0;
  auto sorted = delays_s;
  std::sort(sorted.begin(), sorted.end());
  return sorted[sorted.size() / 2];
}

double SettleFigures::delay_max_s() const {
  return delays_s.empty() ? 0 : *std::max_element(delays_s.begin(), delays_s.end());
}

void print_figures(std::ostream& out, const SettleFigures& f) {
  out << std::fixed << std::setprecision(3) << "films=" << f.films << " frames=" << f.frames
      << " truth_settled=" << f.truth_settled << " detector_settled=" << f.detector_settled
      << " false_settles=" << f.false_settles << " (hand=" << f.false_with_hand
      << " rolling=" << f.false_rolling << " early=" << f.false_early << ") pauses=" << f.pauses
      << " read_early=" << f.read_early << " missed_pauses=" << f.missed_pauses
      << " extra_readings=" << f.extra_readings << " early_settles=" << f.early_settles
      << " delay_median_s=" << f.delay_median_s() << " delay_max_s=" << f.delay_max_s()
      << " update_ms_per_frame=" << (f.frames > 0 ? f.update_ms / f.frames : 0) << "\n";
}

void alter_frame(cv::Mat& image, const FrameAlteration& alteration, cv::RNG& random,
                 cv::Mat& noise) {
  if (alteration.gain_spread > 0) {
    const double gain = 1 + random.uniform(-alteration.gain_spread, alteration.gain_spread);
    image.convertTo(image, CV_8UC3, gain);
  }
  if (alteration.noise_sigma > 0) {
    noise.create(image.size(), CV_16SC3);
    random.fill(noise, cv::RNG::NORMAL, 0, alteration.noise_sigma);
    cv::Mat sum;
    image.convertTo(sum, CV_16SC3);
    sum += noise;
    sum.convertTo(image, CV_8UC3);
  }
}

engine::Result<SettleFigures> measure_film(const std::filesystem::path& film_dir,
                                           const watch::SettleParams& params,
                                           const std::filesystem::path& csv,
                                           const FrameAlteration& alteration) {
  auto truth = read_truth_frames(film_dir / "truth.jsonl");
  if (!truth) return truth.error();
  auto source = watch::open_video(film_dir / "video.mp4");
  if (!source) return source.error();
  const double fps = (*source)->fps() > 0 ? (*source)->fps() : 30;
  std::ofstream rows;
  if (!csv.empty()) {
    rows.open(csv);
    rows << "index,time_s,settled,hand,rolling,activity,motion,just_settled,moved_share,"
            "threshold,level\n";
  }
  watch::SettleDetector detector(params);
  std::vector<DetectorFrame> seen;
  SettleFigures figures;
  figures.films = 1;
  watch::Frame frame;
  cv::RNG random(0x5E771E);
  cv::Mat noise;
  while (seen.size() < truth->size() && (*source)->next(frame) == watch::SourceStatus::kFrame) {
    alter_frame(frame.image, alteration, random, noise);
    const auto started = std::chrono::steady_clock::now();
    const auto update = detector.update(frame.image, frame.time_s);
    figures.update_ms +=
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
            .count();
    if (rows.is_open()) {
      const TruthFrame& t = (*truth)[seen.size()];
      rows << frame.index << "," << frame.time_s << "," << t.settled << "," << t.hand << ","
           << t.rolling << "," << t.activity << "," << watch::motion_name(update.motion) << ","
           << update.just_settled << "," << update.moved_share << "," << update.threshold << ","
           << update.noise_level << "\n";
    }
    seen.push_back({update, frame.time_s});
  }
  figures.frames = static_cast<int>(seen.size());
  score_pauses(*truth, seen, fps, params, figures);
  score_false_settles(*truth, seen, figures);
  return figures;
}

film::FilmOptions settle_film(const std::string& variant, uint64_t seed, int moves, int width,
                              int height, double fps) {
  film::FilmOptions options;
  options.variant = variant;
  options.seed = seed;
  options.max_moves = moves;
  options.fps = fps;
  options.stills = false;
  options.width = width;
  options.height = height;
  return options;
}

}  // namespace arbitre::testing
