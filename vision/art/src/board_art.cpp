// The board drawn from its layout: what every board shares (the sheet, zones, labels, the
// ArUco fiducials, helpers of the games' art) and the texture for the renderer. Each game's
// own art is in jacquet_art.cpp, games_art.cpp and toc_art.cpp.
#include <algorithm>
#include <cmath>
#include <set>

#include <opencv2/aruco.hpp>

#include "art_internal.h"

namespace arbitre::art {

namespace detail {

namespace {

constexpr Rgb kPaper{1, 1, 1};
constexpr Rgb kSheetEdge{0.78, 0.78, 0.78};
constexpr Rgb kLabelInk{0.45, 0.45, 0.45};
constexpr int kMarkerModules = 6;  // 4x4 data bits inside a one-module black border

// The French names players read on the board.
std::string zone_caption(const std::string& kind) {
  if (kind == "dice") return "dés";
  if (kind == "cards") return "cartes";
  return kind;
}

bool has_role(const vision::BoardLayout& layout, const std::string& role) {
  return std::any_of(layout.cells.begin(), layout.cells.end(),
                     [&](const vision::Cell& cell) { return cell.role == role; });
}

// Roles that some game's art draws; any other role gets a plain outline and its id.
bool is_known_role(const std::string& role) {
  static const std::set<std::string> kRoles{"point",  "off",    "intersection", "tray",
                                            "lane",   "centre", "camp",         "loot",
                                            "square", "home",   "wait"};
  return kRoles.count(role) > 0;
}

void draw_unknown_cells(cairo_t* cr, const vision::BoardLayout& layout) {
  for (const auto& cell : layout.cells) {
    if (is_known_role(cell.role)) continue;
    shape_path(cr, cell.shape);
    set_colour(cr, kLabelInk);
    cairo_set_line_width(cr, 0.5);
    cairo_stroke(cr);
    const auto c = centroid(cell.shape);
    draw_cell_label(cr, cell.id, c.x, c.y, 2.5);
  }
}

void draw_sheet(cairo_t* cr, const vision::BoardLayout& layout) {
  set_colour(cr, kPaper);
  cairo_paint(cr);
  // A hairline at the sheet's edge: where to trim a print, and the board's outline in a frame.
  const double line = 0.3;
  cairo_rectangle(cr, line / 2, line / 2, layout.width_mm - line, layout.height_mm - line);
  set_colour(cr, kSheetEdge);
  cairo_set_line_width(cr, line);
  cairo_stroke(cr);
}

void draw_printed_board(cairo_t* cr, const vision::BoardLayout& layout) {
  draw_sheet(cr, layout);
  if (has_points(layout)) draw_jacquet_printed(cr, layout);
  if (has_role(layout, "intersection")) draw_jeson_jam(cr, layout);
  if (has_role(layout, "lane")) draw_jacotte(cr, layout);
  if (has_role(layout, "square")) draw_toc(cr, layout);
  draw_unknown_cells(cr, layout);
  for (const auto& zone : layout.zones) draw_zone(cr, zone, kLabelInk);
  // Last, so that nothing drawn before can reach into a quiet zone.
  draw_fiducials(cr, layout);
}

}  // namespace

bool has_points(const vision::BoardLayout& layout) {
  return has_role(layout, "point");
}

Rgb seat_colour(const vision::BoardLayout& layout, int seat) {
  // Toc's seat order (red, green, blue, yellow, black, white) when the layout names none.
  static const Rgb kPalette[] = {{0.80, 0.15, 0.15}, {0.15, 0.60, 0.25}, {0.15, 0.35, 0.80},
                                 {0.95, 0.80, 0.10}, {0.15, 0.15, 0.15}, {0.95, 0.95, 0.95}};
  const Rgb fallback = seat >= 0 ? kPalette[seat % 6] : Rgb{0.5, 0.5, 0.5};
  if (seat < 0 || seat >= static_cast<int>(layout.seat_colours.size())) return fallback;
  return parse_colour(layout.seat_colours[seat], fallback);
}

std::vector<const vision::Cell*> cells_with_role(const vision::BoardLayout& layout,
                                                 const std::string& role) {
  std::vector<const vision::Cell*> cells;
  for (const auto& cell : layout.cells) {
    if (cell.role == role) cells.push_back(&cell);
  }
  return cells;
}

void line_path(cairo_t* cr, vision::PointMm a, vision::PointMm b) {
  cairo_move_to(cr, a.x, a.y);
  cairo_line_to(cr, b.x, b.y);
}

void paint_cell(cairo_t* cr, const vision::Cell& cell, Rgb fill, Rgb outline, double width) {
  shape_path(cr, cell.shape);
  set_colour(cr, fill);
  cairo_fill_preserve(cr);
  set_colour(cr, outline);
  cairo_set_line_width(cr, width);
  cairo_stroke(cr);
}

Rgb outline_ink(Rgb seat) {
  return luma(seat) > 0.8 ? Rgb{0.55, 0.55, 0.55} : scaled(seat, 0.8);
}

void label_cell(cairo_t* cr, const vision::Cell& cell, double y_shift_share, Rgb ground) {
  const vision::PointMm c = centroid(cell.shape);
  const double size = cell_size(cell.shape);
  // Small enough to stay inside the cell ("home.R.1" on a 13 mm square).
  const double text_size =
      std::min({2.5, size / 4.5, 0.85 * size / std::max(0.1, text_width(cr, cell.id, 1.0))});
  draw_cell_label(cr, cell.id, c.x, c.y + y_shift_share * size, text_size, ground);
}

void draw_arrow(cairo_t* cr, vision::PointMm from, vision::PointMm to, Rgb colour, double width) {
  const double length = std::hypot(to.x - from.x, to.y - from.y);
  if (length < 1e-6) return;
  const double ux = (to.x - from.x) / length, uy = (to.y - from.y) / length;
  const double head = std::min(length * 0.6, 3 * width + 2);
  line_path(cr, from, {to.x - ux * head * 0.8, to.y - uy * head * 0.8});
  set_colour(cr, colour);
  cairo_set_line_width(cr, width);
  cairo_stroke(cr);
  cairo_move_to(cr, to.x, to.y);
  cairo_line_to(cr, to.x - ux * head - uy * head * 0.5, to.y - uy * head + ux * head * 0.5);
  cairo_line_to(cr, to.x - ux * head + uy * head * 0.5, to.y - uy * head - ux * head * 0.5);
  cairo_close_path(cr);
  cairo_fill(cr);
}

double luma(Rgb colour) {
  return 0.3 * colour.r + 0.59 * colour.g + 0.11 * colour.b;
}

void draw_cell_label(cairo_t* cr, const std::string& id, double x, double y, double size,
                     Rgb ground) {
  if (luma(ground) < 0.5) {
    set_colour(cr, {0.95, 0.95, 0.95}, 0.8);
  } else {
    set_colour(cr, kLabelInk, 0.85);
  }
  text_centred(cr, id, x, y, size);
}

void draw_zone(cairo_t* cr, const vision::Zone& zone, Rgb ink) {
  if (zone.polygon.size() < 3) return;
  cairo_save(cr);
  polygon_path(cr, zone.polygon);
  const double dashes[] = {3.0, 2.0};
  cairo_set_dash(cr, dashes, 2, 0);
  cairo_set_line_width(cr, 0.5);
  set_colour(cr, ink, 0.7);
  cairo_stroke(cr);
  cairo_restore(cr);
  const cv::Rect2d bounds = polygon_bounds(zone.polygon);
  const double size = std::clamp(std::min(bounds.width, bounds.height) / 6, 3.0, 8.0);
  set_colour(cr, ink, 0.35);
  text_centred(cr, zone_caption(zone.kind), bounds.x + bounds.width / 2,
               bounds.y + bounds.height / 2, size);
}

void draw_fiducials(cairo_t* cr, const vision::BoardLayout& layout) {
  const auto dictionary = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50);
  for (const auto& fiducial : layout.fiducials) {
    const double half = fiducial.size_mm / 2;
    const double quiet = half + fiducial.margin_mm;
    set_colour(cr, kPaper);
    cairo_rectangle(cr, fiducial.center.x - quiet, fiducial.center.y - quiet, 2 * quiet, 2 * quiet);
    cairo_fill(cr);
    // The loader refuses other ids; a layout built in code gets a blank quiet zone instead
    // of an exception from OpenCV.
    if (fiducial.id < 0 || fiducial.id >= dictionary->bytesList.rows) continue;
    cv::Mat modules;
    cv::aruco::drawMarker(dictionary, fiducial.id, kMarkerModules, modules, 1);
    const double module = fiducial.size_mm / kMarkerModules;
    const double left = fiducial.center.x - half;
    const double top = fiducial.center.y - half;
    // One path for all black modules, filled once: adjacent squares then meet without the
    // hairline seams that separate anti-aliased fills would leave.
    for (int row = 0; row < kMarkerModules; ++row) {
      for (int col = 0; col < kMarkerModules; ++col) {
        if (modules.at<uint8_t>(row, col) >= 128) continue;
        cairo_rectangle(cr, left + col * module, top + row * module, module, module);
      }
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_fill(cr);
  }
}

void draw_board(cairo_t* cr, const vision::BoardLayout& layout, BoardStyle style, uint64_t seed) {
  cairo_save(cr);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  if (style == BoardStyle::kWooden && has_points(layout)) {
    draw_jacquet_wooden(cr, layout, seed);
  } else {
    draw_printed_board(cr, layout);
  }
  cairo_restore(cr);
}

}  // namespace detail

cv::Mat board_image(const vision::BoardLayout& layout, BoardStyle style, double px_per_mm,
                    uint64_t seed) {
  const double cols = std::round(layout.width_mm * px_per_mm);
  const double rows = std::round(layout.height_mm * px_per_mm);
  // Refuse sizes cairo cannot hold (it limits surfaces to 32767 pixels a side).
  if (!(cols >= 1 && rows >= 1 && cols <= 32767 && rows <= 32767)) return {};
  detail::SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(cols),
                                                        static_cast<int>(rows)));
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) return {};
  detail::ContextPtr cr(cairo_create(surface.get()));
  // Pixel centres sit on board points (col, row) / px_per_mm, as the renderer samples the
  // texture (board px = mm * px_per_mm): cairo's pixel centres are at +0.5.
  cairo_translate(cr.get(), 0.5, 0.5);
  cairo_scale(cr.get(), cols / layout.width_mm, rows / layout.height_mm);
  detail::draw_board(cr.get(), layout, style, seed);
  return detail::surface_to_bgr(surface.get());
}

}  // namespace arbitre::art
