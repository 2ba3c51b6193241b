// Playing cards: faces with corner indices, the standard pip patterns, court figures and
// jokers, and a patterned back. 63 x 88 mm (poker size), drawn in millimetres.
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "art_internal.h"

namespace arbitre::art {

namespace {

using detail::FigurePalette;
using detail::Rgb;
using engine::Card;
using engine::Suit;

constexpr double kWidth = kCardWidthMm;
constexpr double kHeight = kCardHeightMm;
constexpr double kCornerRadius = 3.5;
constexpr double kIndexX = 5.0;  // centre of the index column
constexpr Rgb kBlackInk{0.08, 0.08, 0.08};
constexpr Rgb kWhite{1, 1, 1};

// What a deck changes from one print run to another.
struct DeckLook {
  bool bold_index = true;
  double index_scale = 1.0;
  Rgb red;
  FigurePalette palette;
  Rgb back;
};

DeckLook deck_look(uint64_t deck) {
  engine::Random random(deck * 0x9E3779B97F4A7C15ULL + 7);
  static const Rgb kReds[] = {{0.80, 0.08, 0.10}, {0.72, 0.05, 0.12}, {0.86, 0.16, 0.12}};
  static const FigurePalette kPalettes[] = {
      {{0.15, 0.30, 0.65}, {0.80, 0.12, 0.12}, {0.93, 0.75, 0.20}, {0.98, 0.87, 0.74}},
      {{0.15, 0.45, 0.25}, {0.20, 0.25, 0.60}, {0.90, 0.70, 0.15}, {0.96, 0.84, 0.70}},
      {{0.55, 0.15, 0.45}, {0.15, 0.45, 0.55}, {0.95, 0.80, 0.30}, {0.90, 0.75, 0.60}}};
  static const Rgb kBacks[] = {{0.70, 0.10, 0.12}, {0.10, 0.22, 0.55}, {0.10, 0.40, 0.25}};
  DeckLook look;
  look.bold_index = random.below(3) != 0;
  look.index_scale = 0.92 + 0.16 * random.unit();
  look.red = kReds[random.below(3)];
  look.palette = kPalettes[random.below(3)];
  look.back = kBacks[random.below(3)];
  return look;
}

bool is_red(const Card& card) {
  return card.suit == Suit::kHearts || card.suit == Suit::kDiamonds;
}

std::string rank_text(int rank) {
  switch (rank) {
    case engine::kAce:
      return "A";
    case engine::kJack:
      return "J";
    case engine::kQueen:
      return "Q";
    case engine::kKing:
      return "K";
    default:
      return std::to_string(rank);
  }
}

// Text squeezed sideways to `max_width`, so "10" fits the index column.
void text_fitted(cairo_t* cr, const std::string& text, double x, double y, double size, bool bold,
                 double max_width) {
  const double width = detail::text_width(cr, text, size, bold);
  const double squeeze = width > max_width ? max_width / width : 1.0;
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, squeeze, 1);
  detail::text_centred(cr, text, 0, 0, size, bold);
  cairo_restore(cr);
}

void draw_index(cairo_t* cr, const Card& card, Rgb ink, const DeckLook& look) {
  detail::set_colour(cr, ink);
  if (card.rank == engine::kJoker) {
    // JOKER spelt downwards in the index column.
    const std::string letters = "JOKER";
    for (size_t i = 0; i < letters.size(); ++i) {
      detail::text_centred(cr, std::string(1, letters[i]), kIndexX, 6.0 + 4.4 * i,
                           4.2 * look.index_scale, look.bold_index);
    }
    return;
  }
  text_fitted(cr, rank_text(card.rank), kIndexX, 7.0, 6.2 * look.index_scale, look.bold_index, 6.4);
  detail::fill_suit(cr, card.suit, kIndexX, 13.6, 4.4);
}

// Pip centres of the standard patterns (mm on the card); pips below the middle turn over.
std::vector<std::pair<double, double>> pip_positions(int rank) {
  const double left = 19.5, middle = 31.5, right = 43.5;
  const double top = 17, bottom = 71, centre = kHeight / 2;
  const double row2 = top + (bottom - top) / 3, row3 = top + 2 * (bottom - top) / 3;
  std::vector<std::pair<double, double>> pips;
  const auto both_columns = [&](std::initializer_list<double> rows) {
    for (double y : rows) {
      pips.push_back({left, y});
      pips.push_back({right, y});
    }
  };
  switch (rank) {
    case 2:
      pips = {{middle, top}, {middle, bottom}};
      break;
    case 3:
      pips = {{middle, top}, {middle, centre}, {middle, bottom}};
      break;
    case 4:
      both_columns({top, bottom});
      break;
    case 5:
      both_columns({top, bottom});
      pips.push_back({middle, centre});
      break;
    case 6:
      both_columns({top, centre, bottom});
      break;
    case 7:
      both_columns({top, centre, bottom});
      pips.push_back({middle, (top + centre) / 2});
      break;
    case 8:
      both_columns({top, centre, bottom});
      pips.push_back({middle, (top + centre) / 2});
      pips.push_back({middle, (centre + bottom) / 2});
      break;
    case 9:
      both_columns({top, row2, row3, bottom});
      pips.push_back({middle, centre});
      break;
    case 10:
      both_columns({top, row2, row3, bottom});
      pips.push_back({middle, (top + row2) / 2});
      pips.push_back({middle, (row3 + bottom) / 2});
      break;
    default:
      break;
  }
  return pips;
}

void draw_pips(cairo_t* cr, const Card& card) {
  if (card.rank == engine::kAce) {
    detail::fill_suit(cr, card.suit, kWidth / 2, kHeight / 2, 22);
    return;
  }
  for (const auto& [x, y] : pip_positions(card.rank)) {
    detail::fill_suit(cr, card.suit, x, y, 9.5, y > kHeight / 2 + 0.01);
  }
}

void draw_court(cairo_t* cr, const Card& card, Rgb ink, const DeckLook& look) {
  const double x = 11, y = 10, w = kWidth - 22, h = kHeight - 20;
  cairo_rectangle(cr, x, y, w, h);
  detail::set_colour(cr, detail::mix(look.palette.gold, kWhite, 0.75));
  cairo_fill_preserve(cr);
  detail::set_colour(cr, ink);
  cairo_set_line_width(cr, 0.5);
  cairo_stroke(cr);
  // The figure's two halves, the lower one turned over as on real court cards.
  for (int half = 0; half < 2; ++half) {
    cairo_save(cr);
    if (half == 1) {
      cairo_translate(cr, kWidth / 2, kHeight / 2);
      cairo_rotate(cr, M_PI);
      cairo_translate(cr, -kWidth / 2, -kHeight / 2);
    }
    cairo_rectangle(cr, x, y, w, h / 2);
    cairo_clip(cr);
    detail::draw_court_figure(cr, card.rank, x, y, w, h / 2, ink, look.palette);
    detail::set_colour(cr, ink);
    detail::text_centred(cr, rank_text(card.rank), x + 6, y + 7, 9, true);
    detail::fill_suit(cr, card.suit, x + w - 6, y + 7, 7);
    cairo_restore(cr);
  }
  cairo_move_to(cr, x, y + h / 2);
  cairo_line_to(cr, x + w, y + h / 2);
  detail::set_colour(cr, ink);
  cairo_set_line_width(cr, 0.3);
  cairo_stroke(cr);
}

void draw_joker_picture(cairo_t* cr, Rgb ink, const DeckLook& look) {
  detail::draw_jester(cr, kWidth / 2, kHeight / 2 - 6, 36, ink, look.palette);
  detail::set_colour(cr, ink);
  detail::text_centred(cr, "JOKER", kWidth / 2, kHeight - 16, 7, true);
}

void card_outline(cairo_t* cr, Rgb fill) {
  detail::rounded_rect_path(cr, 0, 0, kWidth, kHeight, kCornerRadius);
  detail::set_colour(cr, fill);
  cairo_fill(cr);
  const double line = 0.3;
  detail::rounded_rect_path(cr, line / 2, line / 2, kWidth - line, kHeight - line,
                            kCornerRadius - line / 2);
  detail::set_colour(cr, {0.6, 0.6, 0.6});
  cairo_set_line_width(cr, line);
  cairo_stroke(cr);
}

// Renders `draw` (card millimetres) on a card-sized image; mid grey (128) outside the
// rounded corners.
template <class Draw>
cv::Mat card_image(double px_per_mm, Draw draw) {
  const double cols = std::round(kWidth * px_per_mm), rows = std::round(kHeight * px_per_mm);
  if (!(cols >= 1 && rows >= 1 && cols <= 32767 && rows <= 32767)) return {};
  detail::SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(cols),
                                                        static_cast<int>(rows)));
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) return {};
  detail::ContextPtr cr(cairo_create(surface.get()));
  cairo_set_source_rgb(cr.get(), 128 / 255.0, 128 / 255.0, 128 / 255.0);
  cairo_paint(cr.get());
  // Pixel centres on card points (col, row) / px_per_mm, as for board textures.
  cairo_translate(cr.get(), 0.5, 0.5);
  cairo_scale(cr.get(), cols / kWidth, rows / kHeight);
  draw(cr.get());
  return detail::surface_to_bgr(surface.get());
}

}  // namespace

std::vector<engine::Card> deck_faces() {
  std::vector<Card> cards;
  for (Suit suit : {Suit::kSpades, Suit::kHearts, Suit::kDiamonds, Suit::kClubs}) {
    for (int rank = engine::kAce; rank <= engine::kKing; ++rank) cards.push_back({rank, suit});
  }
  cards.push_back({engine::kJoker, Suit::kNone});
  cards.push_back({engine::kJoker, Suit::kHearts});
  return cards;
}

cv::Mat card_face_image(const engine::Card& card, double px_per_mm, uint64_t deck) {
  const bool joker = card.rank == engine::kJoker;
  if (!joker &&
      (card.rank < engine::kAce || card.rank > engine::kKing || card.suit == Suit::kNone)) {
    return {};
  }
  const DeckLook look = deck_look(deck);
  const Rgb ink = is_red(card) ? look.red : kBlackInk;
  return card_image(px_per_mm, [&](cairo_t* cr) {
    card_outline(cr, kWhite);
    for (int corner = 0; corner < 2; ++corner) {
      cairo_save(cr);
      if (corner == 1) {  // the bottom-right index is the top-left one turned over
        cairo_translate(cr, kWidth, kHeight);
        cairo_rotate(cr, M_PI);
      }
      draw_index(cr, card, ink, look);
      cairo_restore(cr);
    }
    detail::set_colour(cr, ink);
    if (joker) {
      draw_joker_picture(cr, ink, look);
    } else if (card.rank >= engine::kJack) {
      draw_court(cr, card, ink, look);
    } else {
      draw_pips(cr, card);
    }
  });
}

cv::Mat card_back_image(double px_per_mm, uint64_t deck) {
  const DeckLook look = deck_look(deck);
  return card_image(px_per_mm, [&](cairo_t* cr) {
    card_outline(cr, kWhite);
    const double border = 4;
    const double w = kWidth - 2 * border, h = kHeight - 2 * border;
    detail::rounded_rect_path(cr, border, border, w, h, 2);
    detail::set_colour(cr, look.back);
    cairo_fill_preserve(cr);
    cairo_save(cr);
    cairo_clip(cr);
    // A lattice of diagonal lines, then a framed oval in the middle.
    const Rgb light = detail::mix(look.back, kWhite, 0.45);
    for (double d = -h; d < w + h; d += 3.2) {
      cairo_move_to(cr, border + d, border);
      cairo_line_to(cr, border + d + h, border + h);
      cairo_move_to(cr, border + d, border + h);
      cairo_line_to(cr, border + d + h, border);
    }
    detail::set_colour(cr, light);
    cairo_set_line_width(cr, 0.45);
    cairo_stroke(cr);
    cairo_restore(cr);
    cairo_save(cr);
    cairo_translate(cr, kWidth / 2, kHeight / 2);
    cairo_scale(cr, 14, 20);
    cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
    cairo_restore(cr);
    detail::set_colour(cr, look.back);
    cairo_fill_preserve(cr);
    detail::set_colour(cr, light);
    cairo_set_line_width(cr, 1.2);
    cairo_stroke(cr);
  });
}

}  // namespace arbitre::art
