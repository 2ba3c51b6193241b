// The ChArUco calibration sheet: chessboard, markers in the white squares, caption.
#include "arbitre/art/charuco_art.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <opencv2/aruco.hpp>

#include "art_internal.h"

namespace arbitre::art {
namespace {

using detail::ContextPtr;
using detail::kPointsPerMm;
using detail::SurfacePtr;
using detail::write_error;

constexpr int kMarkerModules = 6;  // 4x4 data bits inside a one-module black border

// The black squares as one path, filled once: neighbouring squares touch only at corners,
// and one fill keeps those corners exact instead of leaving anti-aliased seams.
void draw_squares(cairo_t* cr, const vision::CharucoSheet& sheet) {
  for (int row = 0; row < sheet.squares_y; ++row) {
    for (int column = 0; column < sheet.squares_x; ++column) {
      if ((column + row) % 2 != 0) continue;
      cairo_rectangle(cr, column * sheet.square_mm, row * sheet.square_mm, sheet.square_mm,
                      sheet.square_mm);
    }
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_fill(cr);
}

void draw_markers(cairo_t* cr, const vision::CharucoSheet& sheet) {
  const auto dictionary = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50);
  const double module = sheet.marker_mm / kMarkerModules;
  const double inset = (sheet.square_mm - sheet.marker_mm) / 2;
  for (int k = 0; k < sheet.markers(); ++k) {
    const int id = sheet.first_id() + k;
    if (id >= dictionary->bytesList.rows) break;  // a sheet defined past the dictionary
    cv::Mat modules;
    cv::aruco::drawMarker(dictionary, id, kMarkerModules, modules, 1);
    const auto [column, row] = sheet.marker_square(k);
    const double left = column * sheet.square_mm + inset;
    const double top = row * sheet.square_mm + inset;
    for (int r = 0; r < kMarkerModules; ++r) {
      for (int c = 0; c < kMarkerModules; ++c) {
        if (modules.at<uint8_t>(r, c) >= 128) continue;
        cairo_rectangle(cr, left + c * module, top + r * module, module, module);
      }
    }
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_fill(cr);
}

void draw_caption(cairo_t* cr, const vision::CharucoSheet& sheet) {
  char text[200];
  std::snprintf(text, sizeof text,
                "Arbitre camera calibration sheet (ChArUco %d x %d, DICT_4X4_50 ids %d-%d): "
                "squares of %.1f mm. Print at 100%% (no fit to page), measure a square, lay flat.",
                sheet.squares_x, sheet.squares_y, sheet.first_id(),
                sheet.first_id() + sheet.markers() - 1, sheet.square_mm);
  const double size = sheet.square_mm * 0.09;
  const double below = sheet.origin.y + sheet.grid_height_mm();
  const double y = below + std::min(sheet.square_mm * 0.35, (sheet.paper_height_mm - below) / 2);
  detail::set_colour(cr, {0.3, 0.3, 0.3});
  detail::text_centred(cr, text, sheet.paper_width_mm / 2, y, size);
}

// Draws the sheet on `cr`, whose user units are paper millimetres.
void draw_sheet(cairo_t* cr, const vision::CharucoSheet& sheet) {
  cairo_save(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  draw_caption(cr, sheet);
  cairo_translate(cr, sheet.origin.x, sheet.origin.y);
  draw_squares(cr, sheet);
  draw_markers(cr, sheet);
  cairo_restore(cr);
}

}  // namespace

engine::Result<PrintedBoard> print_charuco(const vision::CharucoSheet& sheet,
                                           const std::filesystem::path& output) {
  const auto format = print_format(output);
  if (!format.ok()) return format.error();
  const bool pdf = *format == PrintFormat::kPdf;
  // PDF pages are in points; the SVG document unit is the millimetre.
  SurfacePtr surface(
      pdf ? cairo_pdf_surface_create(output.c_str(), sheet.paper_width_mm * kPointsPerMm,
                                     sheet.paper_height_mm * kPointsPerMm)
          : cairo_svg_surface_create(output.c_str(), sheet.paper_width_mm, sheet.paper_height_mm));
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
    return write_error(output, cairo_surface_status(surface.get()));
  }
  if (!pdf) cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_MM);
  ContextPtr cr(cairo_create(surface.get()));
  if (pdf) cairo_scale(cr.get(), kPointsPerMm, kPointsPerMm);
  draw_sheet(cr.get(), sheet);
  cairo_show_page(cr.get());
  cr.reset();
  cairo_surface_finish(surface.get());
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
    return write_error(output, cairo_surface_status(surface.get()));
  }
  return PrintedBoard{1, 1, 1, pdf ? sheet.paper + " landscape" : "SVG"};
}

cv::Mat charuco_image(const vision::CharucoSheet& sheet, double px_per_mm) {
  const double cols = std::round(sheet.paper_width_mm * px_per_mm);
  const double rows = std::round(sheet.paper_height_mm * px_per_mm);
  if (!(cols >= 1 && rows >= 1 && cols <= 32767 && rows <= 32767)) return {};
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(cols),
                                                static_cast<int>(rows)));
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) return {};
  ContextPtr cr(cairo_create(surface.get()));
  // Pixel centres on paper points (col, row) / px_per_mm, as board_image.
  cairo_translate(cr.get(), 0.5, 0.5);
  cairo_scale(cr.get(), cols / sheet.paper_width_mm, rows / sheet.paper_height_mm);
  draw_sheet(cr.get(), sheet);
  return detail::surface_to_bgr(surface.get());
}

}  // namespace arbitre::art
