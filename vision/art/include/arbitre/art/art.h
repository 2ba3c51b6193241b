// Artwork drawn with cairo: the board from its layout (for printing at true scale and as the
// renderer's texture) and playing-card faces. Vector drawing, so the same code writes PDF,
// SVG and raster images.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "arbitre/engine/chance.h"
#include "arbitre/engine/result.h"
#include "arbitre/vision/layout.h"

namespace arbitre::art {

// How the board is decorated: the printable sheet (with fiducials) or, for Jacquet, a wooden
// backgammon board (no fiducials, wood grain, painted points) as most players own.
enum class BoardStyle { kPrinted, kWooden };

struct PrintOptions {
  enum class Paper { kA4, kA3 };
  Paper paper = Paper::kA3;
  double margin_mm = 10;   // unprintable border of the page
  double overlap_mm = 10;  // least overlap of neighbouring tiles when the board needs several
};

// What print_board wrote.
struct PrintedBoard {
  int pages = 1;
  int columns = 1;  // tiles across and down the board (1 x 1: the board fits one page)
  int rows = 1;
  std::string paper;  // "A3 landscape", "A4 portrait"; "SVG" for an SVG file
};

enum class PrintFormat { kPdf, kSvg };
// The format a file name asks for, by its extension (.pdf or .svg, in any case); another is
// refused, field "output", naming the file.
engine::Result<PrintFormat> print_format(const std::filesystem::path& output);

// Writes the board at true scale (1:1) to a PDF or an SVG, by the extension (.pdf, .svg, in
// any case; another is refused, field "output").
// PDF: one page of the chosen paper when the board fits inside the margins, centred, in the
// orientation it fits; else tiles over the fewest pages, neighbouring tiles overlapping by at
// least overlap_mm, with a dashed cut line where a page is trimmed to lie on its neighbour
// and alignment marks in the margins. Every page has a caption ("jacquet 2/4, 1:1, ...") and
// a 100 mm scale bar in its margin, to check the printer did not scale the page.
// SVG: one page the size of the board (width="400mm" height="277mm", user unit 1 mm).
// An unwritable path is an error naming the path.
engine::Result<PrintedBoard> print_board(const vision::BoardLayout& layout,
                                         const PrintOptions& options,
                                         const std::filesystem::path& output);

// The board as a texture, sRGB BGR CV_8UC3 of round(width_mm * px_per_mm) x
// round(height_mm * px_per_mm) pixels covering the layout's sheet. Pixel (col, row) is centred
// on the board point (col, row) / px_per_mm mm (per axis, the exact ratio of pixels to mm), so
// a board point (x, y) lies at pixel coordinates (x, y) * px_per_mm as OpenCV counts them
// (cv::remap, ArUco corners). Drawn by the same code as the print.
// kWooden is a Jacquet (backgammon) board as players own one: wood-grain frame and field,
// painted points, no fiducials, no labels; `seed` picks the woods and the paints. Boards
// without points have no wooden version: kWooden gives their printed sheet. An empty Mat for
// a size cairo cannot hold (under 1 or over 32767 pixels a side).
cv::Mat board_image(const vision::BoardLayout& layout, BoardStyle style, double px_per_mm,
                    uint64_t seed = 0);

// Playing cards are poker size.
inline constexpr double kCardWidthMm = 63;
inline constexpr double kCardHeightMm = 88;

// Every face of a deck: the 52 cards (spades, hearts, diamonds, clubs; ace to king) and its
// two jokers. The engine names both jokers Card{kJoker, kNone}; here a joker's suit picks
// which one is drawn: a red suit the red joker, any other (kNone) the black joker.
std::vector<engine::Card> deck_faces();

// A playing card's face, sRGB BGR CV_8UC3 at `px_per_mm` (pixel centres as board_image),
// 63 x 88 mm: white with a thin grey border and rounded corners, outside of which the image
// is mid grey (128, 128, 128) for the renderer to mask. Corner indices top-left and
// bottom-right (turned over): the rank above a small suit symbol, "JOKER" spelt downwards
// on jokers; pips in the standard patterns, framed two-headed figures on J, Q, K, a jester on
// jokers; hearts and diamonds red, spades and clubs black. `deck` varies the index weight
// and size, the shade of red, the figures' colours and the back. An empty Mat for a card that
// does not exist (rank outside 1..14, a suit of kNone on a rank card) or a bad size.
cv::Mat card_face_image(const engine::Card& card, double px_per_mm, uint64_t deck = 0);
// The back: a coloured lattice inside a white border, same size and corners as the face.
cv::Mat card_back_image(double px_per_mm, uint64_t deck = 0);

}  // namespace arbitre::art
