// The settle detector's figures on a rendered film, against its truth (docs/truth.md): false
// settles, missed pauses, settle delay, cost. Shared by settle_film_test and settle_eval.
#pragma once

#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "arbitre/engine/result.h"
#include "arbitre/film/film.h"
#include "arbitre/watch/settle.h"

namespace arbitre::testing {

struct SettleFigures {
  int films = 0;
  int frames = 0;
  int truth_settled = 0;     // frames the truth calls settled
  int detector_settled = 0;  // frames the detector calls kSettled
  int false_settles = 0;     // kSettled where the truth is not settled...
  int false_with_hand = 0;   // ...of which a hand covers part of the board
  int false_rolling = 0;     // ...of which a die or stick is not resting (truth)
  // ...of which before the truth's pause, in a settled period begun outside it (the hand has
  // left the picture, the truth's beat goes on). The others carry on a period that met a
  // pause, the picture unchanged yet: the next beat has begun, its hand still out of the
  // picture (and its dice, still in place, no longer count as resting).
  int false_early = 0;
  int pauses = 0;                // truth runs of settled frames longer than settle_s + 0.1 s...
  int read_early = 0;            // ...read before they began: the detector settled already in the
                                 // frames before (the hand out of the picture while the truth's
                                 // beat goes on), the picture final
  int missed_pauses = 0;         // ...neither read early nor with a just_settled in them
  int extra_readings = 0;        // just_settled in a pause read already (noise restarted the wait)
  int early_settles = 0;         // just_settled on a frame the truth does not call settled
  std::vector<double> delays_s;  // a pause's first settled frame to just_settled (pauses not
                                 // read early)
  double update_ms = 0;          // time in SettleDetector::update, all frames

  void add(const SettleFigures& other);
  double delay_median_s() const;
  double delay_max_s() const;
};

// One line: "frames=... false_settles=... missed_pauses=.../... delay_median_s=... ...".
void print_figures(std::ostream& out, const SettleFigures& figures);

// What a camera would do to the film's frames on top of the renderer's sensor, to see how the
// detector copes: fresh noise in every frame (a webcam's, where a video encoder smooths it
// away), and the brightness of each frame scaled at random (a lamp's flicker, auto exposure).
struct FrameAlteration {
  double noise_sigma = 0;  // grey levels, per pixel and frame
  double gain_spread = 0;  // each frame's brightness times a factor in 1 +- this
};

// Runs a SettleDetector over `film_dir`/video.mp4 and scores it against truth.jsonl. `csv`,
// when not empty, receives one line per frame (truth and detector) for tuning.
engine::Result<SettleFigures> measure_film(const std::filesystem::path& film_dir,
                                           const watch::SettleParams& params,
                                           const std::filesystem::path& csv = {},
                                           const FrameAlteration& alteration = {});

// The options of a film for these figures: `variant`, `seed`, `moves` moves at width x height
// and `fps`, video only (no stills).
film::FilmOptions settle_film(const std::string& variant, uint64_t seed, int moves, int width,
                              int height, double fps);

}  // namespace arbitre::testing
