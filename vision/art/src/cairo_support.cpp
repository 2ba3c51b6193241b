// Small cairo helpers shared by the board, card and print code.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

#include <opencv2/imgproc.hpp>

#include "art_internal.h"

namespace arbitre::art::detail {

namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

void select_font(cairo_t* cr, double size, bool bold) {
  cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
  // Unhinted outlines: text then looks the same at any rotation (a card's turned-over index)
  // and does not depend on the machine's font configuration.
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  cairo_set_font_options(cr, options);
  cairo_font_options_destroy(options);
}

}  // namespace

Rgb parse_colour(const std::string& text, Rgb fallback) {
  const std::string digits = !text.empty() && text[0] == '#' ? text.substr(1) : text;
  if (digits.size() != 6) return fallback;
  double channel[3];
  for (int i = 0; i < 3; ++i) {
    const int high = hex_digit(digits[2 * i]);
    const int low = hex_digit(digits[2 * i + 1]);
    if (high < 0 || low < 0) return fallback;
    channel[i] = (high * 16 + low) / 255.0;
  }
  return {channel[0], channel[1], channel[2]};
}

Rgb mix(Rgb a, Rgb b, double share_of_b) {
  const double t = std::clamp(share_of_b, 0.0, 1.0);
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t};
}

Rgb scaled(Rgb colour, double factor) {
  return {std::clamp(colour.r * factor, 0.0, 1.0), std::clamp(colour.g * factor, 0.0, 1.0),
          std::clamp(colour.b * factor, 0.0, 1.0)};
}

void set_colour(cairo_t* cr, Rgb colour, double alpha) {
  if (alpha >= 1.0) {
    cairo_set_source_rgb(cr, colour.r, colour.g, colour.b);
  } else {
    cairo_set_source_rgba(cr, colour.r, colour.g, colour.b, alpha);
  }
}

double text_width(cairo_t* cr, const std::string& text, double size, bool bold) {
  cairo_save(cr);
  select_font(cr, size, bold);
  cairo_text_extents_t extents;
  cairo_text_extents(cr, text.c_str(), &extents);
  cairo_restore(cr);
  return extents.x_advance;
}

void text_centred(cairo_t* cr, const std::string& text, double x, double y, double size,
                  bool bold) {
  cairo_save(cr);
  select_font(cr, size, bold);
  cairo_text_extents_t extents;
  cairo_text_extents(cr, text.c_str(), &extents);
  // Centre the ink box, not the advance, so single letters sit where they are meant to.
  cairo_move_to(cr, x - extents.x_bearing - extents.width / 2,
                y - extents.y_bearing - extents.height / 2);
  cairo_show_text(cr, text.c_str());
  cairo_restore(cr);
}

void polygon_path(cairo_t* cr, const std::vector<vision::PointMm>& points) {
  if (points.empty()) return;
  cairo_move_to(cr, points[0].x, points[0].y);
  for (size_t i = 1; i < points.size(); ++i) cairo_line_to(cr, points[i].x, points[i].y);
  cairo_close_path(cr);
}

void shape_path(cairo_t* cr, const vision::CellShape& shape) {
  if (shape.kind == vision::CellShape::Kind::kCircle) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, shape.center.x, shape.center.y, shape.radius, 0, 2 * M_PI);
    cairo_close_path(cr);
  } else {
    polygon_path(cr, shape.polygon);
  }
}

void rounded_rect_path(cairo_t* cr, double x, double y, double w, double h, double radius) {
  const double r = std::clamp(radius, 0.0, std::min(w, h) / 2);
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
  cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
}

vision::PointMm centroid(const vision::CellShape& shape) {
  if (shape.kind == vision::CellShape::Kind::kCircle || shape.polygon.empty()) {
    return shape.center;
  }
  // The vertex mean: the loader fills `center`, but a layout built in code may not.
  vision::PointMm mean;
  for (const auto& p : shape.polygon) {
    mean.x += p.x;
    mean.y += p.y;
  }
  mean.x /= static_cast<double>(shape.polygon.size());
  mean.y /= static_cast<double>(shape.polygon.size());
  return mean;
}

cv::Rect2d polygon_bounds(const std::vector<vision::PointMm>& points) {
  if (points.empty()) return {};
  double x0 = points[0].x, y0 = points[0].y, x1 = x0, y1 = y0;
  for (const auto& p : points) {
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
  }
  return {x0, y0, x1 - x0, y1 - y0};
}

cv::Rect2d shape_bounds(const vision::CellShape& shape) {
  if (shape.kind == vision::CellShape::Kind::kCircle) {
    return {shape.center.x - shape.radius, shape.center.y - shape.radius, 2 * shape.radius,
            2 * shape.radius};
  }
  return polygon_bounds(shape.polygon);
}

double cell_size(const vision::CellShape& shape) {
  const cv::Rect2d bounds = shape_bounds(shape);
  return std::min(bounds.width, bounds.height);
}

cv::Mat surface_to_bgr(cairo_surface_t* surface) {
  cairo_surface_flush(surface);
  const int cols = cairo_image_surface_get_width(surface);
  const int rows = cairo_image_surface_get_height(surface);
  // RGB24 keeps each pixel as a native-endian 0xXXRRGGBB word: bytes B, G, R, X here.
  static_assert(std::endian::native == std::endian::little, "BGRX byte order assumed");
  const cv::Mat bgrx(rows, cols, CV_8UC4, cairo_image_surface_get_data(surface),
                     static_cast<size_t>(cairo_image_surface_get_stride(surface)));
  cv::Mat bgr;
  cv::cvtColor(bgrx, bgr, cv::COLOR_BGRA2BGR);
  return bgr;
}

engine::Error write_error(const std::filesystem::path& output, cairo_status_t status) {
  return engine::make_error(
      "output", "cannot write '" + output.string() + "': " + cairo_status_to_string(status));
}

}  // namespace arbitre::art::detail
