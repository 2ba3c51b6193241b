// What the artwork files share: cairo handles, colours, text, paths of layout shapes, and the
// one function that draws a board in millimetres on any cairo surface (PDF, SVG, image).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <cairo.h>
#include <opencv2/core.hpp>

#include "arbitre/art/art.h"
#include "arbitre/engine/random.h"
#include "arbitre/engine/result.h"
#include "arbitre/vision/layout.h"

namespace arbitre::art::detail {

struct SurfaceDeleter {
  void operator()(cairo_surface_t* surface) const { cairo_surface_destroy(surface); }
};
struct ContextDeleter {
  void operator()(cairo_t* context) const { cairo_destroy(context); }
};
using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using ContextPtr = std::unique_ptr<cairo_t, ContextDeleter>;

// An sRGB colour, components 0..1 (cairo's convention).
struct Rgb {
  double r = 0;
  double g = 0;
  double b = 0;
};

// "#rrggbb" (or "rrggbb"); anything else gives `fallback`, since a layout's colour is only
// decoration and the loader already refuses malformed files.
Rgb parse_colour(const std::string& text, Rgb fallback);
Rgb mix(Rgb a, Rgb b, double share_of_b);
Rgb scaled(Rgb colour, double factor);
void set_colour(cairo_t* cr, Rgb colour, double alpha = 1.0);

// Toy-API text in DejaVu Sans (fonts-dejavu-core is the one font the project relies on),
// centred on (x, y); `size` is the em size in user units.
void text_centred(cairo_t* cr, const std::string& text, double x, double y, double size,
                  bool bold = false);
double text_width(cairo_t* cr, const std::string& text, double size, bool bold = false);

// Paths (not filled or stroked) of layout geometry.
void polygon_path(cairo_t* cr, const std::vector<vision::PointMm>& points);
void shape_path(cairo_t* cr, const vision::CellShape& shape);
void rounded_rect_path(cairo_t* cr, double x, double y, double w, double h, double radius);
vision::PointMm centroid(const vision::CellShape& shape);
// Axis-aligned bounds (x, y, width, height) of a shape or a polygon.
cv::Rect2d shape_bounds(const vision::CellShape& shape);
cv::Rect2d polygon_bounds(const std::vector<vision::PointMm>& points);

// An image surface as the rest of the project holds pictures: sRGB BGR CV_8UC3 (a copy).
cv::Mat surface_to_bgr(cairo_surface_t* surface);

// Draws the board on `cr`, whose user units must be board millimetres (board frame: origin at
// the sheet's top-left, y down). Everything the print and the textures show comes from here.
void draw_board(cairo_t* cr, const vision::BoardLayout& layout, BoardStyle style, uint64_t seed);

// Parts of draw_board, by file.
void draw_fiducials(cairo_t* cr, const vision::BoardLayout& layout);        // board_art.cpp
bool has_points(const vision::BoardLayout& layout);                         // a backgammon board
void draw_jacquet_printed(cairo_t* cr, const vision::BoardLayout& layout);  // jacquet_art.cpp
void draw_jacquet_wooden(cairo_t* cr, const vision::BoardLayout& layout, uint64_t seed);
void draw_jeson_jam(cairo_t* cr, const vision::BoardLayout& layout);  // games_art.cpp
void draw_jacotte(cairo_t* cr, const vision::BoardLayout& layout);
void draw_toc(cairo_t* cr, const vision::BoardLayout& layout);  // toc_art.cpp

// The display colour of a seat, from the layout's seat_colours or a fixed palette.
Rgb seat_colour(const vision::BoardLayout& layout, int seat);
// A zone's outline, dashed, with its name written lightly inside ("dés", "cartes").
void draw_zone(cairo_t* cr, const vision::Zone& zone, Rgb ink);
// The cell's id, small and light, at (x, y), on a cell painted `ground` (white by default):
// grey on light grounds, near white on dark ones.
void draw_cell_label(cairo_t* cr, const std::string& id, double x, double y, double size,
                     Rgb ground = {1, 1, 1});
double luma(Rgb colour);
// A characteristic size of a cell (circle diameter, or the smaller side of its bounds).
double cell_size(const vision::CellShape& shape);

// Helpers of the games' art (board_art.cpp).
inline constexpr Rgb kWhite{1, 1, 1};
inline constexpr Rgb kInk{0.22, 0.22, 0.22};
std::vector<const vision::Cell*> cells_with_role(const vision::BoardLayout& layout,
                                                 const std::string& role);
void line_path(cairo_t* cr, vision::PointMm a, vision::PointMm b);
// Fills, then outlines, the cell's shape.
void paint_cell(cairo_t* cr, const vision::Cell& cell, Rgb fill, Rgb outline, double width);
// A seat's outline ink: a white seat (Toc) would vanish on paper, so it gets grey.
Rgb outline_ink(Rgb seat);
// The id above the cell's middle by `y_shift_share` of its size (pieces hide the middle).
void label_cell(cairo_t* cr, const vision::Cell& cell, double y_shift_share, Rgb ground = kWhite);
void draw_arrow(cairo_t* cr, vision::PointMm from, vision::PointMm to, Rgb colour, double width);

// Card symbols (card_symbols.cpp), in card millimetres, filled with the current source.
// A suit symbol of height `size` centred on (x, y), upside down when `rotated` (lower pips
// and the lower index): vector shapes, never font glyphs, which a font may lack.
void fill_suit(cairo_t* cr, engine::Suit suit, double x, double y, double size,
               bool rotated = false);
// The colours a deck paints its figures and jokers with.
struct FigurePalette {
  Rgb robe;
  Rgb trim;
  Rgb gold;
  Rgb skin;
};
// A court card's half figure (a bust with crown, tiara or cap) in the box (x, y, w, h),
// standing on the box's bottom edge; the card draws it twice, the second turned over.
void draw_court_figure(cairo_t* cr, int rank, double x, double y, double w, double h, Rgb suit_ink,
                       const FigurePalette& palette);
// A jester's head with a three-pointed belled cap, centred on (x, y), `size` tall.
void draw_jester(cairo_t* cr, double x, double y, double size, Rgb ink,
                 const FigurePalette& palette);

// PDF units: cairo's PDF surfaces count in points.
inline constexpr double kPointsPerMm = 72.0 / 25.4;

// The error for an output file cairo could not write.
engine::Error write_error(const std::filesystem::path& output, cairo_status_t status);

}  // namespace arbitre::art::detail
