// The print's structure around a place against the frame's (normalised correlation of
// luminance): an empty Toc square shows its printed pattern, a pawn hides it.
#pragma once

#include <vector>

#include <opencv2/core.hpp>

namespace arbitre::read::detail {

struct ReaderState;
struct Projection;

// One place's printed pattern: luminance on a grid around its centre, zero mean, unit length.
struct PrintPatch {
  cv::Point2d centre;                // board mm
  std::vector<cv::Point2d> offsets;  // grid points from the centre, mm
  std::vector<float> print;
  bool patterned = false;  // false: no patch, or a flat print (nothing to compare)
};

// Patches for the places a pawn stands on alone (Toc's squares); none on other boards.
void build_print_patches(ReaderState& s);
// The 3 board points per patterned patch (centre, +1 mm x, +1 mm y) to project.
void add_patch_points(const ReaderState& s, std::vector<cv::Point3d>& points);
// s.patch_match per place: the correlation of the frame with the print (-2: not measured).
void match_patches(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                   std::size_t first_point);

}  // namespace arbitre::read::detail
