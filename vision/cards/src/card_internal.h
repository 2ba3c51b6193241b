// The card reader's stages, shared between its source files.
#pragma once

#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/cards/card_reader.h"

namespace arbitre::cards {

// Each pixel of an 8-bit BGR picture: its darkest channel, and 255 where its colour is grey
// (HSV saturation, as cv::COLOR_BGR2HSV gives it, at most `max_saturation`), else 0.
void darkest_and_grey(const cv::Mat& bgr, int max_saturation, cv::Mat& darkest, cv::Mat& grey);

// Candidate masks of card faces in the work image (8-bit, 255 on faces): one global level,
// `extra_levels` higher ones, and one against the neighbourhood (card_corners.cpp says why).
void card_masks(const cv::Mat& work, const CardParams& params, MaskBuffers& buffers,
                std::vector<cv::Mat>& masks);

// A frame found from one mask and again from another: same corner, same direction and scale.
bool same_frame(const CornerFrame& a, const CornerFrame& b);
// Appends the frames of `found` that `frames` does not hold yet.
void add_new_frames(const std::vector<CornerFrame>& found, std::vector<CornerFrame>& frames);

// The corner frames of the mask's outlines, in the picture's pixels: work pixels times
// `to_picture` plus `offset` (the region's corner).
// Outlines lying wholly inside the polygon `ignored` (picture pixels; empty: none), grown by
// 3% about its centre, are skipped: their corners would be left out anyway (a Toc board's
// printed sheet and the shapes on it), and refitting their edges is most of this stage's time.
std::vector<CornerFrame> outline_corners(const cv::Mat& mask, const CardParams& params,
                                         double to_picture, cv::Point2f offset,
                                         const std::vector<cv::Point2f>& ignored = {});

// The index frames of rank glyphs over suit pips in the work image (card_glyphs.cpp), in the
// picture's pixels as outline_corners gives them. `darkest` is the mask stage's darkest channel,
// `bright` the level paper reaches in it (MaskBuffers).
std::vector<CornerFrame> glyph_frames(const cv::Mat& darkest, double bright,
                                      const CardParams& params, double to_picture,
                                      cv::Point2f offset);

// Softmax over `count` logits starting at `logits`: the best class and its probability,
// all probabilities in `p`.
int softmax(const float* logits, int count, std::vector<double>& p);

// The index patch of `frame`, kPatchWidth x kPatchHeight, from the full picture.
cv::Mat index_patch(const cv::Mat& bgr, const CornerFrame& frame);

}  // namespace arbitre::cards
