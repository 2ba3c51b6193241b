// Stage 4 of TableReader::read for one spot: its colours sampled (the centre and a ring around
// it), compared with the print the ray meets when the spot is empty and with each piece's
// colour, and the verdict: a piece letter, empty, or unknown.
#pragma once

#include <cstddef>
#include <map>
#include <vector>

#include <opencv2/core.hpp>

namespace arbitre::read::detail {

struct ReaderState;
struct Projection;
struct Spot;
struct SpotSample;

struct SpotVerdict {
  char cls = '?';
  double margin = 0;  // weighted ΔE between the verdict and the runner-up
};

// Samples `spot` through its kPointsPerSpot projected `points` (centre, a point one sampling
// radius away, the ring): its centre (a median over the sampling disc) and each ring point (a
// few pixels), and how far they are from the empty board's print under their own rays.
void measure_spot(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                  const Spot& spot, const cv::Point2d* points, SpotSample& out);

// How far (weighted ΔE) the sample is from `letter`'s piece: the profile's colour under this
// frame's local board, or the colour this frame shows the letter where the print has a pattern.
double letter_distance(const ReaderState& s, const SpotSample& sample, char letter,
                       const cv::Vec3d& relative, const std::map<char, cv::Vec3d>& learned);

// The letter whose piece the sample is nearest ('?' when the variant has none), that distance
// and the runner-up's.
struct NearestLetter {
  char letter = '?';
  double distance = 1e9;
  double second = 1e9;
};
NearestLetter nearest_letter(const ReaderState& s, const SpotSample& sample,
                             const std::map<char, cv::Vec3d>& learned);

// The sample's class: each letter's colour is the profile's, carried into this frame's light,
// or the colour this frame shows for the letter (`learned`, relative to the local board
// gain) where that is nearer: a white checker can be nearer the cream sheet than the
// profile's white. The frame's colour is trusted only where the print under the spot has a
// pattern (a point's edge or tip) that a piece would hide: on a plain print a piece of the
// print's colour and no piece look alike.
SpotVerdict decide_spot(const ReaderState& s, const SpotSample& sample,
                        const std::map<char, cv::Vec3d>& learned);

// Each letter's colour in this frame, relative to the local board gain, from the spots read
// as that letter by a wide margin (at least three); `verdicts` per spot of s.samples.
std::map<char, cv::Vec3d> learn_letters(ReaderState& s, const std::vector<SpotVerdict>& verdicts);

}  // namespace arbitre::read::detail
