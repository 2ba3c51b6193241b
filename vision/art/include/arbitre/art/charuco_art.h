// The ChArUco calibration sheet (vision/charuco_sheet.h) drawn with cairo: printed at true
// scale for `arbitre print-board --charuco`, and as the renderer's texture.
#pragma once

#include <filesystem>

#include <opencv2/core.hpp>

#include "arbitre/art/art.h"
#include "arbitre/engine/result.h"
#include "arbitre/vision/charuco_sheet.h"

namespace arbitre::art {

// Writes the sheet at 1:1 on one landscape page of its paper (PDF) or as an SVG the size of
// the paper (user unit 1 mm), by the extension (.pdf, .svg; another is refused, field
// "output"). Below the grid a caption gives the square size and asks for printing at 100%.
engine::Result<PrintedBoard> print_charuco(const vision::CharucoSheet& sheet,
                                           const std::filesystem::path& output);

// The whole sheet of paper as a texture, sRGB BGR CV_8UC3, round(paper_width_mm * px_per_mm)
// x round(paper_height_mm * px_per_mm) pixels, pixel centres on paper points as board_image
// has them: a paper point (x, y) lies at pixel coordinates (x, y) * px_per_mm. Empty for a
// size cairo cannot hold.
cv::Mat charuco_image(const vision::CharucoSheet& sheet, double px_per_mm);

}  // namespace arbitre::art
