// Jacquet (a backgammon board): the printed sheet, and the wooden board most players own.
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "art_internal.h"

namespace arbitre::art::detail {

namespace {

using vision::BoardLayout;
using vision::Cell;
using vision::PointMm;

struct BackgammonGeometry {
  std::vector<const Cell*> points;  // sorted by id: neighbours alternate colours
  cv::Rect2d field;                 // the playing field around the points
  std::optional<cv::Rect2d> bar;    // the strip between the two halves
};

bool touches_quiet_zone(const BoardLayout& layout, const cv::Rect2d& rect) {
  for (const auto& fiducial : layout.fiducials) {
    const double quiet = fiducial.size_mm / 2 + fiducial.margin_mm;
    const cv::Rect2d zone(fiducial.center.x - quiet, fiducial.center.y - quiet, 2 * quiet,
                          2 * quiet);
    if ((zone & rect).area() > 0) return true;
  }
  return false;
}

// A little felt beyond the tips and bases, inside the sheet and, frame line included, clear
// of the fiducials' quiet zones (which would otherwise cut notches in it).
cv::Rect2d padded_field(const BoardLayout& layout, const cv::Rect2d& points) {
  const double frame_reach = 1.5;
  double pad = 4;
  cv::Rect2d field;
  do {
    const double x0 = std::max(0.0, points.x - pad), y0 = std::max(0.0, points.y - pad);
    const double x1 = std::min(layout.width_mm, points.br().x + pad);
    const double y1 = std::min(layout.height_mm, points.br().y + pad);
    field = {x0, y0, x1 - x0, y1 - y0};
    pad -= 0.5;
  } while (pad >= 0 && touches_quiet_zone(layout, {field.x - frame_reach, field.y - frame_reach,
                                                   field.width + 2 * frame_reach,
                                                   field.height + 2 * frame_reach}));
  return field;
}

BackgammonGeometry backgammon_geometry(const BoardLayout& layout) {
  BackgammonGeometry geometry;
  for (const auto& cell : layout.cells) {
    if (cell.role == "point") geometry.points.push_back(&cell);
  }
  std::sort(geometry.points.begin(), geometry.points.end(),
            [](const Cell* a, const Cell* b) { return a->id < b->id; });
  std::vector<cv::Rect2d> bounds;
  cv::Rect2d all = shape_bounds(geometry.points.front()->shape);
  for (const Cell* point : geometry.points) {
    bounds.push_back(shape_bounds(point->shape));
    all |= bounds.back();
  }
  geometry.field = padded_field(layout, all);
  const double y0 = geometry.field.y, y1 = geometry.field.br().y;
  // The bar is the widest gap between the points' horizontal extents.
  std::sort(bounds.begin(), bounds.end(),
            [](const cv::Rect2d& a, const cv::Rect2d& b) { return a.x < b.x; });
  double reach = bounds.front().br().x, widest = 2.0;
  for (const auto& b : bounds) {
    if (b.x - reach > widest) {
      widest = b.x - reach;
      geometry.bar = cv::Rect2d(reach, y0, widest, y1 - y0);
    }
    reach = std::max(reach, b.br().x);
  }
  return geometry;
}

PointMm base_middle(const Cell& point) {
  const auto& p = point.shape.polygon;
  return {(p[0].x + p[1].x) / 2, (p[0].y + p[1].y) / 2};
}

bool is_triangle(const Cell& cell) {
  return cell.shape.polygon.size() == 3;
}

void fill_rect(cairo_t* cr, const cv::Rect2d& rect, Rgb colour) {
  cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height);
  set_colour(cr, colour);
  cairo_fill(cr);
}

void draw_points(cairo_t* cr, const BackgammonGeometry& geometry, Rgb even, Rgb odd,
                 double outline_alpha) {
  for (size_t i = 0; i < geometry.points.size(); ++i) {
    const Rgb paint = i % 2 == 0 ? even : odd;
    shape_path(cr, geometry.points[i]->shape);
    set_colour(cr, paint);
    cairo_fill_preserve(cr);
    set_colour(cr, scaled(paint, 0.7), outline_alpha);
    cairo_set_line_width(cr, 0.4);
    cairo_stroke(cr);
  }
}

// --- printed sheet ---

constexpr Rgb kFelt{0.95, 0.92, 0.84};
constexpr Rgb kPrintedFrame{0.50, 0.33, 0.20};
// Mid tones, so that both white and black checkers stand out on them.
constexpr Rgb kPrintedRed{0.72, 0.28, 0.24};
constexpr Rgb kPrintedTeal{0.25, 0.50, 0.45};

void draw_off_trays_printed(cairo_t* cr, const BoardLayout& layout) {
  for (const auto& cell : layout.cells) {
    if (cell.role != "off") continue;
    shape_path(cr, cell.shape);
    set_colour(cr, mix(kFelt, kPrintedFrame, 0.15));
    cairo_fill_preserve(cr);
    set_colour(cr, kPrintedFrame);
    cairo_set_line_width(cr, 0.8);
    cairo_stroke(cr);
    const auto c = centroid(cell.shape);
    draw_cell_label(cr, cell.id, c.x, c.y, std::min(3.0, cell_size(cell.shape) / 4));
  }
}

void draw_point_labels(cairo_t* cr, const BackgammonGeometry& geometry) {
  for (size_t i = 0; i < geometry.points.size(); ++i) {
    const Cell* point = geometry.points[i];
    const Rgb ground = i % 2 == 0 ? kPrintedRed : kPrintedTeal;
    if (!is_triangle(*point)) continue;
    const PointMm base = base_middle(*point);
    const PointMm tip = point->shape.polygon[2];
    const double length = std::hypot(base.x - tip.x, base.y - tip.y);
    if (length <= 0) continue;
    // Inside the point, just off its base, where a player looks for it.
    const double inset = 3.0 / length;
    draw_cell_label(cr, point->id, base.x + (tip.x - base.x) * inset,
                    base.y + (tip.y - base.y) * inset, 3.0, ground);
  }
}

// --- wooden board ---

struct WoodenLook {
  Rgb frame;
  Rgb field;
  Rgb even_points;
  Rgb odd_points;
};

WoodenLook choose_wooden_look(engine::Random& random) {
  static const Rgb kLightWoods[] = {{0.88, 0.75, 0.56}, {0.78, 0.60, 0.37}, {0.85, 0.70, 0.48}};
  static const Rgb kDarkWoods[] = {{0.37, 0.23, 0.13}, {0.43, 0.18, 0.11}, {0.54, 0.35, 0.20}};
  static const Rgb kPaints[] = {
      {0.62, 0.14, 0.13}, {0.12, 0.11, 0.10}, {0.17, 0.36, 0.23}, {0.93, 0.89, 0.80}};
  const bool dark_frame = random.below(2) == 0;
  const Rgb light = kLightWoods[random.below(3)];
  const Rgb dark = kDarkWoods[random.below(3)];
  const uint64_t first = random.below(4);
  const uint64_t second = (first + 1 + random.below(3)) % 4;
  return {dark_frame ? dark : light, dark_frame ? light : dark, kPaints[first], kPaints[second]};
}

// Wood: the base colour, broad lighter and darker bands, then fine wavy grain lines, all
// along the grain (horizontal or vertical), clipped to `rect`.
void draw_wood(cairo_t* cr, const cv::Rect2d& rect, Rgb base, bool vertical,
               engine::Random& random) {
  cairo_save(cr);
  cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height);
  cairo_clip(cr);
  fill_rect(cr, rect, base);
  const double along = vertical ? rect.height : rect.width;
  const double across = vertical ? rect.width : rect.height;
  const auto at = [&](double u, double v) {
    return vertical ? PointMm{rect.x + v, rect.y + u} : PointMm{rect.x + u, rect.y + v};
  };
  for (double v = 0; v < across;) {
    const double band = 2 + random.unit() * 10;
    const Rgb tone = random.below(2) ? scaled(base, 1.12) : scaled(base, 0.88);
    const PointMm a = at(0, v), b = at(along, v + band);
    cairo_rectangle(cr, a.x, a.y, b.x - a.x, b.y - a.y);
    set_colour(cr, tone, 0.25 + 0.3 * random.unit());
    cairo_fill(cr);
    v += band;
  }
  const int lines = static_cast<int>(across / 0.9);
  for (int i = 0; i < lines; ++i) {
    const double v = random.unit() * across;
    const double amplitude = 0.3 + random.unit() * 2.0;
    const double wavelength = 40 + random.unit() * 120;
    const double phase = random.unit() * 2 * M_PI;
    for (double u = 0; u <= along + 8; u += 8) {
      const PointMm p = at(u, v + amplitude * std::sin(phase + 2 * M_PI * u / wavelength));
      (u == 0 ? cairo_move_to : cairo_line_to)(cr, p.x, p.y);
    }
    cairo_set_line_width(cr, 0.15 + random.unit() * 0.45);
    set_colour(cr, scaled(base, 0.6), 0.08 + random.unit() * 0.22);
    cairo_stroke(cr);
  }
  cairo_restore(cr);
}

// A darker rim inside a recess (the field, a tray), as the raised frame shades it.
void draw_recess_edge(cairo_t* cr, const cv::Rect2d& rect, Rgb wood) {
  cairo_rectangle(cr, rect.x + 0.6, rect.y + 0.6, rect.width - 1.2, rect.height - 1.2);
  set_colour(cr, scaled(wood, 0.45), 0.6);
  cairo_set_line_width(cr, 1.2);
  cairo_stroke(cr);
}

void draw_hinges(cairo_t* cr, const cv::Rect2d& bar) {
  const double width = std::min(bar.width * 0.5, 8.0);
  for (double share : {0.2, 0.8}) {
    const double y = bar.y + bar.height * share;
    rounded_rect_path(cr, bar.x + (bar.width - width) / 2, y - 12, width, 24, 1.5);
    set_colour(cr, {0.72, 0.60, 0.30});
    cairo_fill_preserve(cr);
    set_colour(cr, {0.42, 0.33, 0.15});
    cairo_set_line_width(cr, 0.4);
    cairo_stroke(cr);
  }
}

}  // namespace

void draw_jacquet_printed(cairo_t* cr, const BoardLayout& layout) {
  const BackgammonGeometry geometry = backgammon_geometry(layout);
  fill_rect(cr, geometry.field, kFelt);
  if (geometry.bar) fill_rect(cr, *geometry.bar, kPrintedFrame);
  draw_points(cr, geometry, kPrintedRed, kPrintedTeal, 1.0);
  const auto& field = geometry.field;
  cairo_rectangle(cr, field.x, field.y, field.width, field.height);
  set_colour(cr, kPrintedFrame);
  cairo_set_line_width(cr, 1.5);
  cairo_stroke(cr);
  draw_off_trays_printed(cr, layout);
  draw_point_labels(cr, geometry);
}

void draw_jacquet_wooden(cairo_t* cr, const BoardLayout& layout, uint64_t seed) {
  engine::Random random(seed);
  const WoodenLook look = choose_wooden_look(random);
  const BackgammonGeometry geometry = backgammon_geometry(layout);
  draw_wood(cr, {0, 0, layout.width_mm, layout.height_mm}, look.frame, false, random);
  draw_wood(cr, geometry.field, look.field, true, random);
  for (const auto& cell : layout.cells) {
    if (cell.role != "off") continue;
    const cv::Rect2d tray = shape_bounds(cell.shape);
    draw_wood(cr, tray, scaled(look.field, 0.92), tray.height > tray.width, random);
    draw_recess_edge(cr, tray, look.field);
  }
  draw_points(cr, geometry, look.even_points, look.odd_points, 0.5);
  if (geometry.bar) {
    draw_wood(cr, *geometry.bar, look.frame, true, random);
    draw_hinges(cr, *geometry.bar);
  }
  draw_recess_edge(cr, geometry.field, look.field);
}

}  // namespace arbitre::art::detail
