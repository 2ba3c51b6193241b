// The print's structure around a place against the frame's (normalised correlation of
// luminance): an empty Toc square shows its printed pattern, a pawn hides it.
#pragma once

#include <vector>

#include <opencv2/core.hpp>

namespace arbitre::read::detail {

struct ReaderState;
struct Projection;

// One place's printed pattern: the grid around its centre where the print is compared.
struct PrintPatch {
  cv::Point2d centre;                // board mm
  std::vector<cv::Point2d> offsets;  // grid points from the centre, mm
  // The profile's board look (the start's luminance) at each offset, one list per shift of up
  // to look_shift_mm; -1 where the calibration picture did not show it. Empty: no look.
  std::vector<std::vector<float>> looks;
  bool patterned = false;  // false: no patch, or a flat print (nothing to compare)
};

// The frame's luminance (Rec. 709 weights of its 8-bit BGR values, 0..1) at `at`, bilinear; `at`
// and its neighbours right and below must lie in the frame.
float frame_luminance(const cv::Mat& frame, cv::Point2d at);
// The start's look (CV_8U at kBoardLookPxPerMm, 0 unseen) at board point `mm`, bilinear, 0..1;
// negative where any of its four pixels was not seen or lies outside.
float look_at(const cv::Mat& look, cv::Point2d mm);

// Shared with the start's look of spots (start_look.cpp):
// Fills patch.looks from the profile's board look at every shift up to look_shift_mm.
void add_start_looks(const ReaderState& s, PrintPatch& patch);

// The frame's samples seen[begin, end) (at patch offsets offsets[begin, end)) against the
// patch's start looks, at its best shift; stops at the first shift reaching `enough`.
double best_look_match(ReaderState& s, const PrintPatch& patch,
                       const std::vector<std::size_t>& offsets, const std::vector<float>& seen,
                       std::size_t begin, std::size_t end, double enough);

// The ground a piece standing at patch.centre hides (within its radius and patch_margin_mm of
// the segment from its base to where the ray through its top meets the board), inside the
// frame: the indices of those patch.offsets appended to `offsets`, the frame's luminance there
// to `seen`. `first_point`: the patch's 3 projected points in s.image_points.
void sample_hidden_ground(const ReaderState& s, const cv::Mat& frame, const Projection& projection,
                          const PrintPatch& patch, std::size_t first_point,
                          std::vector<std::size_t>& offsets, std::vector<float>& seen);

// Patches for the places a piece stands on alone on Toc's and Jeson Jam's boards; none on others.
void build_print_patches(ReaderState& s);
// The 3 board points per patterned patch (centre, +1 mm x, +1 mm y) to project.
void add_patch_points(const ReaderState& s, std::vector<cv::Point3d>& points);
// s.patch_match per place: the correlation of the frame with the print (-2: not measured); the
// frame's samples kept for look_match.
void match_patches(ReaderState& s, const cv::Mat& frame, const Projection& projection,
                   std::size_t first_point);
// Place p's frame (as match_patches sampled it) against the profile's board look, the start's
// luminance, at its best shift; stops at the first shift reaching `enough` (-2: no look, or too
// little seen). Computed only where a pawn was read: most squares read empty by colour.
double look_match(ReaderState& s, std::size_t p, double enough);
// look_match, or where there is no look the print's pattern (patch_match); -2: neither.
double empty_look_match(ReaderState& s, std::size_t p, double enough);

}  // namespace arbitre::read::detail
