// Vector card symbols: the four suits, the court figures and the joker's jester.
#include <cmath>

#include "art_internal.h"

namespace arbitre::art::detail {

namespace {

// Shapes are drawn in a unit box (height 1, centred on the origin, y down).

void heart_path(cairo_t* cr) {
  cairo_move_to(cr, 0, 0.5);
  cairo_curve_to(cr, -0.16, 0.3, -0.52, 0.1, -0.52, -0.19);
  cairo_curve_to(cr, -0.52, -0.5, -0.15, -0.6, 0, -0.3);
  cairo_curve_to(cr, 0.15, -0.6, 0.52, -0.5, 0.52, -0.19);
  cairo_curve_to(cr, 0.52, 0.1, 0.16, 0.3, 0, 0.5);
  cairo_close_path(cr);
}

void diamond_path(cairo_t* cr) {
  // Slightly hollow sides, as printed diamonds have.
  cairo_move_to(cr, 0, -0.5);
  cairo_curve_to(cr, 0.12, -0.3, 0.25, -0.14, 0.38, 0);
  cairo_curve_to(cr, 0.25, 0.14, 0.12, 0.3, 0, 0.5);
  cairo_curve_to(cr, -0.12, 0.3, -0.25, 0.14, -0.38, 0);
  cairo_curve_to(cr, -0.25, -0.14, -0.12, -0.3, 0, -0.5);
  cairo_close_path(cr);
}

void stem_path(cairo_t* cr, double top) {
  cairo_move_to(cr, -0.04, top);
  cairo_curve_to(cr, -0.06, 0.36, -0.12, 0.45, -0.22, 0.5);
  cairo_line_to(cr, 0.22, 0.5);
  cairo_curve_to(cr, 0.12, 0.45, 0.06, 0.36, 0.04, top);
  cairo_close_path(cr);
}

void spade_fill(cairo_t* cr) {
  cairo_move_to(cr, 0, -0.5);
  cairo_curve_to(cr, 0.16, -0.3, 0.52, -0.12, 0.52, 0.13);
  cairo_curve_to(cr, 0.52, 0.38, 0.2, 0.44, 0.03, 0.24);
  cairo_line_to(cr, -0.03, 0.24);
  cairo_curve_to(cr, -0.2, 0.44, -0.52, 0.38, -0.52, 0.13);
  cairo_curve_to(cr, -0.52, -0.12, -0.16, -0.3, 0, -0.5);
  cairo_close_path(cr);
  cairo_fill(cr);
  stem_path(cr, 0.15);
  cairo_fill(cr);
}

void club_fill(cairo_t* cr) {
  // Separate fills: overlapping sub-paths of mixed direction could cancel under one fill.
  const double radius = 0.23;
  const double centres[3][2] = {{0, -0.26}, {-0.25, 0.07}, {0.25, 0.07}};
  for (const auto& c : centres) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, c[0], c[1], radius, 0, 2 * M_PI);
    cairo_fill(cr);
  }
  cairo_arc(cr, 0, 0.0, 0.12, 0, 2 * M_PI);
  cairo_fill(cr);
  stem_path(cr, 0.05);
  cairo_fill(cr);
}

void ellipse(cairo_t* cr, double x, double y, double rx, double ry) {
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, rx, ry);
  cairo_new_sub_path(cr);
  cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
  cairo_restore(cr);
}

void fill_with(cairo_t* cr, Rgb colour) {
  set_colour(cr, colour);
  cairo_fill(cr);
}

void headwear(cairo_t* cr, int rank, double cx, double top, double r, const FigurePalette& p) {
  if (rank == engine::kKing) {  // a crown of five points
    cairo_move_to(cr, cx - r, top + r * 0.2);
    for (int i = 0; i <= 4; ++i) {
      cairo_line_to(cr, cx - r + i * r / 2, top - r * (i % 2 == 0 ? 0.9 : 0.4));
    }
    cairo_line_to(cr, cx + r, top + r * 0.2);
    cairo_close_path(cr);
    fill_with(cr, p.gold);
  } else if (rank == engine::kQueen) {  // a tiara with a jewel
    cairo_move_to(cr, cx - r * 0.9, top + r * 0.25);
    cairo_curve_to(cr, cx - r * 0.5, top - r * 0.7, cx + r * 0.5, top - r * 0.7, cx + r * 0.9,
                   top + r * 0.25);
    cairo_close_path(cr);
    fill_with(cr, p.gold);
    ellipse(cr, cx, top - r * 0.2, r * 0.16, r * 0.16);
    fill_with(cr, p.trim);
  } else {  // the jack's flat cap with a feather
    cairo_rectangle(cr, cx - r * 1.05, top - r * 0.1, r * 2.1, r * 0.45);
    fill_with(cr, p.trim);
    cairo_move_to(cr, cx + r * 0.6, top);
    cairo_curve_to(cr, cx + r * 1.2, top - r * 0.9, cx + r * 1.8, top - r * 0.8, cx + r * 1.9,
                   top - r * 1.1);
    cairo_set_line_width(cr, r * 0.18);
    set_colour(cr, p.gold);
    cairo_stroke(cr);
  }
}

}  // namespace

void fill_suit(cairo_t* cr, engine::Suit suit, double x, double y, double size, bool rotated) {
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, size, size);
  if (rotated) cairo_rotate(cr, M_PI);
  cairo_new_path(cr);
  switch (suit) {
    case engine::Suit::kHearts:
      heart_path(cr);
      cairo_fill(cr);
      break;
    case engine::Suit::kDiamonds:
      diamond_path(cr);
      cairo_fill(cr);
      break;
    case engine::Suit::kSpades:
      spade_fill(cr);
      break;
    case engine::Suit::kClubs:
      club_fill(cr);
      break;
    case engine::Suit::kNone:
      break;
  }
  cairo_restore(cr);
}

void draw_court_figure(cairo_t* cr, int rank, double x, double y, double w, double h, Rgb suit_ink,
                       const FigurePalette& palette) {
  const double cx = x + w / 2;
  const double head_r = h * 0.15;
  const double head_y = y + h * 0.45;
  const double neck_y = head_y + head_r * 0.95;
  // Shoulders and robe down to the bottom edge, a band of the suit's ink down its middle.
  cairo_move_to(cr, x + w * 0.14, y + h);
  cairo_curve_to(cr, x + w * 0.16, neck_y + h * 0.12, cx - w * 0.2, neck_y, cx, neck_y);
  cairo_curve_to(cr, cx + w * 0.2, neck_y, x + w * 0.84, neck_y + h * 0.12, x + w * 0.86, y + h);
  cairo_close_path(cr);
  fill_with(cr, palette.robe);
  cairo_rectangle(cr, cx - w * 0.06, neck_y + h * 0.06, w * 0.12, y + h - neck_y);
  fill_with(cr, suit_ink);
  cairo_move_to(cr, cx - w * 0.17, neck_y + h * 0.02);
  cairo_line_to(cr, cx, neck_y + h * 0.14);
  cairo_line_to(cr, cx + w * 0.17, neck_y + h * 0.02);
  cairo_set_line_width(cr, h * 0.035);
  set_colour(cr, palette.trim);
  cairo_stroke(cr);
  // What each figure holds: a sceptre (king), a flower (queen), a halberd (jack).
  const double hand_x = rank == engine::kKing ? x + w * 0.8 : x + w * 0.2;
  line_path(cr, {hand_x, y + h}, {hand_x, y + h * 0.32});
  cairo_set_line_width(cr, h * 0.03);
  set_colour(cr, rank == engine::kQueen ? Rgb{0.2, 0.5, 0.2} : palette.gold);
  cairo_stroke(cr);
  ellipse(cr, hand_x, y + h * 0.3, h * 0.05, h * 0.05);
  fill_with(cr, rank == engine::kQueen ? palette.trim : palette.gold);
  // The head, its eyes and headwear.
  ellipse(cr, cx, head_y, head_r * 0.85, head_r);
  fill_with(cr, palette.skin);
  ellipse(cr, cx - head_r * 0.3, head_y - head_r * 0.1, head_r * 0.09, head_r * 0.09);
  ellipse(cr, cx + head_r * 0.3, head_y - head_r * 0.1, head_r * 0.09, head_r * 0.09);
  fill_with(cr, {0.1, 0.1, 0.1});
  headwear(cr, rank, cx, head_y - head_r * 0.95, head_r, palette);
}

void draw_jester(cairo_t* cr, double x, double y, double size, Rgb ink,
                 const FigurePalette& palette) {
  const double r = size * 0.2;  // the face's radius
  const double face_y = y + size * 0.15;
  // The cap: three floppy points, each ending in a bell.
  const double tips[3][2] = {{-1.9, -1.6}, {0, -2.4}, {1.9, -1.6}};
  const Rgb lobes[3] = {ink, palette.trim, ink};
  for (int i = 0; i < 3; ++i) {
    cairo_move_to(cr, x - r * 1.0, face_y - r * 0.6);
    cairo_curve_to(cr, x + tips[i][0] * r * 0.5, face_y - r * 1.8, x + tips[i][0] * r * 0.9,
                   face_y + tips[i][1] * r * 0.6, x + tips[i][0] * r, face_y + tips[i][1] * r);
    cairo_curve_to(cr, x + tips[i][0] * r * 0.6, face_y - r * 1.4, x + r * 0.4, face_y - r * 1.2,
                   x + r * 1.0, face_y - r * 0.6);
    cairo_close_path(cr);
    fill_with(cr, lobes[i]);
    ellipse(cr, x + tips[i][0] * r, face_y + tips[i][1] * r, r * 0.22, r * 0.22);
    fill_with(cr, palette.gold);
  }
  ellipse(cr, x, face_y, r, r * 1.1);
  fill_with(cr, palette.skin);
  // Eyes and a wide grin.
  ellipse(cr, x - r * 0.35, face_y - r * 0.2, r * 0.1, r * 0.12);
  ellipse(cr, x + r * 0.35, face_y - r * 0.2, r * 0.1, r * 0.12);
  fill_with(cr, {0.1, 0.1, 0.1});
  cairo_arc(cr, x, face_y + r * 0.1, r * 0.55, 0.15 * M_PI, 0.85 * M_PI);
  cairo_set_line_width(cr, r * 0.1);
  set_colour(cr, ink);
  cairo_stroke(cr);
  // A ruff collar of alternating points.
  for (int i = -3; i <= 3; ++i) {
    const double px = x + i * r * 0.42;
    cairo_move_to(cr, px - r * 0.25, face_y + r * 1.05);
    cairo_line_to(cr, px, face_y + r * 1.75);
    cairo_line_to(cr, px + r * 0.25, face_y + r * 1.05);
    cairo_close_path(cr);
    fill_with(cr, (i % 2 == 0) ? ink : palette.gold);
  }
}

}  // namespace arbitre::art::detail
