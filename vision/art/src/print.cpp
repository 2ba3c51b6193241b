// Printing a board at true scale: one PDF page when it fits, else tiles with overlap, cut
// lines and alignment marks; or an SVG the size of the board.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include "art_internal.h"

namespace arbitre::art {

namespace {

using detail::ContextPtr;
using detail::kPointsPerMm;
using detail::Rgb;
using detail::SurfacePtr;
using detail::write_error;

constexpr Rgb kMarkInk{0.25, 0.25, 0.25};

// How one axis of the board spreads over pages.
struct AxisTiles {
  int count = 1;
  double step = 0;   // board mm from one tile to the next
  double shown = 0;  // board mm each tile shows
};

AxisTiles tile_axis(double board, double printable, double overlap) {
  if (board <= printable) return {1, 0, board};
  AxisTiles tiles;
  tiles.count = static_cast<int>(std::ceil((board - overlap) / (printable - overlap)));
  // Spread the tiles evenly: every page full, every overlap at least `overlap`.
  tiles.step = (board - printable) / (tiles.count - 1);
  tiles.shown = printable;
  return tiles;
}

struct TilePlan {
  double page_w = 0;  // mm
  double page_h = 0;
  bool landscape = true;
  AxisTiles x, y;
  double origin_x = 0;  // where a tile's top-left lies on its page, mm
  double origin_y = 0;
  int pages() const { return x.count * y.count; }
};

TilePlan plan_tiles(const vision::BoardLayout& layout, const PrintOptions& options) {
  const bool a4 = options.paper == PrintOptions::Paper::kA4;
  const double short_side = a4 ? 210 : 297, long_side = a4 ? 297 : 420;
  TilePlan best;
  for (bool landscape : {true, false}) {
    TilePlan plan;
    plan.landscape = landscape;
    plan.page_w = landscape ? long_side : short_side;
    plan.page_h = landscape ? short_side : long_side;
    const double printable_w = plan.page_w - 2 * options.margin_mm;
    const double printable_h = plan.page_h - 2 * options.margin_mm;
    plan.x = tile_axis(layout.width_mm, printable_w, options.overlap_mm);
    plan.y = tile_axis(layout.height_mm, printable_h, options.overlap_mm);
    plan.origin_x = options.margin_mm + (printable_w - plan.x.shown) / 2;
    plan.origin_y = options.margin_mm + (printable_h - plan.y.shown) / 2;
    if (landscape || plan.pages() < best.pages()) best = plan;
  }
  return best;
}

std::string paper_name(const PrintOptions& options, bool landscape) {
  return std::string(options.paper == PrintOptions::Paper::kA4 ? "A4" : "A3") +
         (landscape ? " landscape" : " portrait");
}

void text_left(cairo_t* cr, const std::string& text, double x, double y, double size) {
  detail::text_centred(cr, text, x + detail::text_width(cr, text, size) / 2, y, size);
}

// A 100 mm bar with centimetre ticks, ending at (right, y): measure it to check the scale.
void draw_scale_bar(cairo_t* cr, double right, double y) {
  const double left = right - 100;
  cairo_rectangle(cr, left, y - 0.6, 100, 1.2);
  detail::set_colour(cr, kMarkInk);
  cairo_fill(cr);
  for (int cm = 0; cm <= 10; ++cm) {
    const double tick = cm % 5 == 0 ? 2.2 : 1.4;
    cairo_move_to(cr, left + cm * 10, y - tick);
    cairo_line_to(cr, left + cm * 10, y + tick);
  }
  cairo_set_line_width(cr, 0.25);
  cairo_stroke(cr);
  const std::string label = "100 mm";
  text_left(cr, label, left - 3 - detail::text_width(cr, label, 2.5), y, 2.5);
}

// A small triangle in the margin pointing at a join between two tiles (page mm).
void draw_join_mark(cairo_t* cr, double x, double y, double dx, double dy) {
  const double length = 2.5, half = 1.5;
  cairo_move_to(cr, x, y);
  cairo_line_to(cr, x - dx * length - dy * half, y - dy * length - dx * half);
  cairo_line_to(cr, x - dx * length + dy * half, y - dy * length + dx * half);
  cairo_close_path(cr);
  detail::set_colour(cr, kMarkInk);
  cairo_fill(cr);
}

void draw_cut_line(cairo_t* cr, double x0, double y0, double x1, double y1) {
  cairo_save(cr);
  const double dashes[] = {2.0, 1.5};
  cairo_set_dash(cr, dashes, 2, 0);
  cairo_move_to(cr, x0, y0);
  cairo_line_to(cr, x1, y1);
  cairo_set_line_width(cr, 0.3);
  detail::set_colour(cr, kMarkInk);
  cairo_stroke(cr);
  cairo_restore(cr);
}

// Joins sit in the middle of each overlap. The page after a join is trimmed along its dashed
// line and laid on the page before; the marks in both margins line up.
void draw_joins(cairo_t* cr, const TilePlan& plan, int column, int row) {
  const double top = plan.origin_y, bottom = plan.origin_y + plan.y.shown;
  const double left = plan.origin_x, right = plan.origin_x + plan.x.shown;
  const double overlap_x = plan.x.shown - plan.x.step, overlap_y = plan.y.shown - plan.y.step;
  for (int side : {-1, 1}) {
    const int next_column = column + side, next_row = row + side;
    if (next_column >= 0 && next_column < plan.x.count) {
      const double x = side < 0 ? left + overlap_x / 2 : right - overlap_x / 2;
      draw_join_mark(cr, x, top - 0.5, 0, 1);
      draw_join_mark(cr, x, bottom + 0.5, 0, -1);
      if (side < 0) draw_cut_line(cr, x, top, x, bottom);
    }
    if (next_row >= 0 && next_row < plan.y.count) {
      const double y = side < 0 ? top + overlap_y / 2 : bottom - overlap_y / 2;
      draw_join_mark(cr, left - 0.5, y, 1, 0);
      draw_join_mark(cr, right + 0.5, y, -1, 0);
      if (side < 0) draw_cut_line(cr, left, y, right, y);
    }
  }
}

void draw_page(cairo_t* cr, const vision::BoardLayout& layout, const PrintOptions& options,
               const TilePlan& plan, int column, int row) {
  cairo_save(cr);
  cairo_scale(cr, kPointsPerMm, kPointsPerMm);
  cairo_save(cr);
  cairo_rectangle(cr, plan.origin_x, plan.origin_y, plan.x.shown, plan.y.shown);
  cairo_clip(cr);
  cairo_translate(cr, plan.origin_x - column * plan.x.step, plan.origin_y - row * plan.y.step);
  detail::draw_board(cr, layout, BoardStyle::kPrinted, 0);
  cairo_restore(cr);
  if (plan.pages() > 1) draw_joins(cr, plan, column, row);
  // Page furniture lives in the top margin, clear of the board and of the join marks.
  const int page = row * plan.x.count + column + 1;
  std::string caption =
      layout.name + " " + std::to_string(page) + "/" + std::to_string(plan.pages()) + ", 1:1";
  if (plan.pages() > 1) {
    caption += ", column " + std::to_string(column + 1) + " row " + std::to_string(row + 1) +
               ", align the marks";
  }
  detail::set_colour(cr, kMarkInk);
  text_left(cr, caption, options.margin_mm, options.margin_mm / 2, 3);
  draw_scale_bar(cr, plan.page_w - options.margin_mm, options.margin_mm / 2);
  cairo_restore(cr);
}

engine::Result<PrintedBoard> write_pdf(const vision::BoardLayout& layout,
                                       const PrintOptions& options,
                                       const std::filesystem::path& output) {
  const TilePlan plan = plan_tiles(layout, options);
  SurfacePtr surface(cairo_pdf_surface_create(output.c_str(), plan.page_w * kPointsPerMm,
                                              plan.page_h * kPointsPerMm));
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
    return write_error(output, cairo_surface_status(surface.get()));
  }
  const std::string title = layout.name + " board, 1:1";
  cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, title.c_str());
  ContextPtr cr(cairo_create(surface.get()));
  for (int row = 0; row < plan.y.count; ++row) {
    for (int column = 0; column < plan.x.count; ++column) {
      draw_page(cr.get(), layout, options, plan, column, row);
      cairo_show_page(cr.get());
    }
  }
  cr.reset();
  cairo_surface_finish(surface.get());
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
    return write_error(output, cairo_surface_status(surface.get()));
  }
  return PrintedBoard{plan.pages(), plan.x.count, plan.y.count,
                      paper_name(options, plan.landscape)};
}

engine::Result<PrintedBoard> write_svg(const vision::BoardLayout& layout,
                                       const std::filesystem::path& output) {
  // With the document unit in mm, cairo writes width="400mm" and a viewBox in mm, so the
  // drawing's user unit is one millimetre.
  SurfacePtr surface(cairo_svg_surface_create(output.c_str(), layout.width_mm, layout.height_mm));
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
    return write_error(output, cairo_surface_status(surface.get()));
  }
  cairo_svg_surface_set_document_unit(surface.get(), CAIRO_SVG_UNIT_MM);
  ContextPtr cr(cairo_create(surface.get()));
  detail::draw_board(cr.get(), layout, BoardStyle::kPrinted, 0);
  cairo_show_page(cr.get());
  cr.reset();
  cairo_surface_finish(surface.get());
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) {
    return write_error(output, cairo_surface_status(surface.get()));
  }
  return PrintedBoard{1, 1, 1, "SVG"};
}

}  // namespace

engine::Result<PrintFormat> print_format(const std::filesystem::path& output) {
  std::string extension = output.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (extension == ".pdf") return PrintFormat::kPdf;
  if (extension == ".svg") return PrintFormat::kSvg;
  return engine::make_error("output",
                            "'" + output.string() + "': the file must end in .pdf or .svg");
}

engine::Result<PrintedBoard> print_board(const vision::BoardLayout& layout,
                                         const PrintOptions& options,
                                         const std::filesystem::path& output) {
  const auto format = print_format(output);
  if (!format.ok()) return format.error();
  if (!(layout.width_mm > 0 && layout.height_mm > 0)) {
    return engine::make_error("layout.size_mm",
                              "the board of '" + layout.name + "' has no size to print");
  }
  const double shortest_printable =
      (options.paper == PrintOptions::Paper::kA4 ? 210 : 297) - 2 * options.margin_mm;
  if (!(options.margin_mm >= 0 && options.overlap_mm >= 0 &&
        shortest_printable > options.overlap_mm + 10)) {
    return engine::make_error("options", "the margins and the overlap leave no room on the page");
  }
  if (*format == PrintFormat::kSvg) return write_svg(layout, output);
  return write_pdf(layout, options, output);
}

}  // namespace arbitre::art
