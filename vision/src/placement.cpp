// Where the pieces of an occupancy stand on a layout. Contents follow the "Occupancy" sections
// of docs/games/*.md; the placing rules are in docs/layout.md ("Where pieces stand").
#include "arbitre/vision/placement.h"
#include "text.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdlib>

namespace arbitre::vision {
namespace {

using engine::Error;
using engine::make_error;
using engine::Result;
using engine::Status;

// Pieces spread over an area stand a little apart, and a little inside its edge.
constexpr double kSpacing = 1.04;
constexpr double kEdgeMarginMm = 0.2;
// A Jacquet point holds a row of this many checkers from its base (at most what fits).
constexpr int kRowLength = 5;
constexpr int kGridPhases = 4;  // grid offsets tried per axis when spreading pieces

enum class Family { kJacquet, kJacotte, kJesonJam, kToc };

struct Placer {
  const BoardLayout& layout;
  Family family;
  std::string letters;  // the piece letters of the variant
  std::vector<PlacedPiece>& out;

  double diameter() const { return layout.piece.diameter_mm; }
  PlacedPiece::Shape shape() const {
    return family == Family::kToc ? PlacedPiece::Shape::kPawn : PlacedPiece::Shape::kDisc;
  }
  void put(const Cell& cell, char colour, PointMm at, int level, bool postillon = false) {
    out.push_back({cell.id, colour, shape(), at.x, at.y, level, postillon});
  }
};

using detail::quoted;

PointMm along(PointMm from, PointMm unit, double distance) {
  return {from.x + unit.x * distance, from.y + unit.y * distance};
}

// Positions where a piece fits wholly inside the shape without touching its neighbours: a grid
// in the shape's own frame (its first edge as x axis), at the phase that holds the most, the
// positions nearest the shape's centre first. Empty when not even one piece fits.
std::vector<PointMm> spread_slots(const CellShape& shape, double diameter) {
  const bool circle = shape.kind == CellShape::Kind::kCircle;
  if (!circle && shape.polygon.size() < 2) return {};
  const PointMm origin = circle ? shape.center : shape.polygon[0];
  PointMm u{1, 0};
  if (!circle) {
    const double dx = shape.polygon[1].x - origin.x;
    const double dy = shape.polygon[1].y - origin.y;
    const double length = std::hypot(dx, dy);
    if (length > 0) u = {dx / length, dy / length};
  }
  const PointMm v{-u.y, u.x};
  double u0 = -shape.radius, u1 = shape.radius, v0 = -shape.radius, v1 = shape.radius;
  if (!circle) {
    u0 = v0 = INFINITY;
    u1 = v1 = -INFINITY;
    for (const PointMm& p : shape.polygon) {
      const double lu = (p.x - origin.x) * u.x + (p.y - origin.y) * u.y;
      const double lv = (p.x - origin.x) * v.x + (p.y - origin.y) * v.y;
      u0 = std::min(u0, lu), u1 = std::max(u1, lu), v0 = std::min(v0, lv), v1 = std::max(v1, lv);
    }
  }
  const double radius = diameter / 2 + kEdgeMarginMm;
  const double step = diameter * kSpacing;
  std::vector<PointMm> best;
  for (int phase = 0; phase < kGridPhases * kGridPhases; ++phase) {
    std::vector<PointMm> slots;
    const double su = u0 + radius + step * (phase % kGridPhases) / kGridPhases;
    const double sv = v0 + radius + step * (phase / kGridPhases) / kGridPhases;
    for (double lv = sv; lv <= v1 - radius + 1e-9; lv += step) {
      for (double lu = su; lu <= u1 - radius + 1e-9; lu += step) {
        const PointMm p = along(along(origin, u, lu), v, lv);
        if (shape_contains_disc(shape, p, radius)) slots.push_back(p);
      }
    }
    if (slots.size() > best.size()) best = std::move(slots);
  }
  const PointMm centre = shape.center;
  auto key = [&](const PointMm& p) {
    return std::llround(std::hypot(p.x - centre.x, p.y - centre.y) * 1000);
  };
  std::stable_sort(best.begin(), best.end(),
                   [&](const PointMm& a, const PointMm& b) { return key(a) < key(b); });
  return best;
}

// Piles pieces on slots: each goes to the lowest pile (the first of equals), so an area fills
// level 0 before level 1. With no slot, everything piles on the shape's centre.
class Piles {
 public:
  Piles(const Cell& cell, double diameter) : slots_(spread_slots(cell.shape, diameter)) {
    if (slots_.empty()) slots_.push_back(cell.shape.center);
    heights_.assign(slots_.size(), 0);
  }
  std::size_t size() const { return slots_.size(); }
  // Puts a piece on the lowest pile from slot `first` on; returns its position and level.
  std::pair<PointMm, int> add(std::size_t first = 0) {
    first = std::min(first, slots_.size() - 1);
    std::size_t lowest = first;
    for (std::size_t i = first; i < slots_.size(); ++i) {
      if (heights_[i] < heights_[lowest]) lowest = i;
    }
    return {slots_[lowest], heights_[lowest]++};
  }
  std::pair<PointMm, int> add_to(std::size_t slot) { return {slots_[slot], heights_[slot]++}; }

 private:
  std::vector<PointMm> slots_;
  std::vector<int> heights_;
};

void spread(Placer& placer, const Cell& cell, const std::string& colours) {
  Piles piles(cell, placer.diameter());
  for (char colour : colours) {
    const auto [at, level] = piles.add();
    placer.put(cell, colour, at, level);
  }
}

// "W3B1" -> "WWWB"; digits give counts (1..max_count), a letter alone counts one when
// `bare_letters`. Empty on a malformed content.
std::string expand_counts(const std::string& content, const std::string& letters, int max_count,
                          bool bare_letters) {
  std::string pieces;
  for (std::size_t i = 0; i < content.size();) {
    const char letter = content[i++];
    if (letters.find(letter) == std::string::npos) return "";
    std::size_t end = i;
    while (end < content.size() && std::isdigit(static_cast<unsigned char>(content[end]))) ++end;
    if (end == i && !bare_letters) return "";
    const int count = end == i ? 1 : std::atoi(content.substr(i, end - i).c_str());
    if (end - i > 3 || count < 1 || count > max_count) return "";
    pieces.append(static_cast<std::size_t>(count), letter);
    i = end;
  }
  return pieces;
}

// --- Jacquet -----------------------------------------------------------------------------

Status place_jacquet(Placer& placer, const Cell& cell, const std::string& content) {
  const bool tray = cell.role == "off";
  std::string body = content;
  const bool postillon = !tray && body.size() == 3 && body[2] == '^';
  if (postillon) body.pop_back();
  const std::string checkers = expand_counts(body, "WB", 15, false);
  if (checkers.empty() || (postillon && checkers.size() != 1)) {
    return make_error(cell.id,
                      quoted(content) + " is not a content of Jacquet's " + cell.id +
                          (tray ? " (W<n> or B<n>)" : " (W<n>, B<n>, W1^, B1^, W<n>B<m>)"));
  }
  if (tray) {
    const char owner = cell.id == "off-white" ? 'W' : 'B';
    if (checkers.find_first_not_of(owner) != std::string::npos) {
      return make_error(cell.id, quoted(content) + ": only " + (owner == 'W' ? "White" : "Black") +
                                     "'s checkers go there");
    }
    spread(placer, cell, checkers);
    return engine::Ok{};
  }
  // A point: the row runs from the middle of the base toward the tip, one diameter apart.
  const auto& corners = cell.shape.polygon;
  if (corners.size() != 3) return make_error(cell.id, "a point's shape is a triangle");
  const PointMm base{(corners[0].x + corners[1].x) / 2, (corners[0].y + corners[1].y) / 2};
  const double length = std::hypot(corners[2].x - base.x, corners[2].y - base.y);
  const PointMm unit{(corners[2].x - base.x) / length, (corners[2].y - base.y) / length};
  const double d = placer.diameter();
  if (postillon) {  // J9: on the tip, one radius inside it
    placer.put(cell, checkers[0], along(corners[2], unit, -d / 2), 0, true);
    return engine::Ok{};
  }
  const int row = std::clamp(static_cast<int>(std::floor(length / d + 1e-9)), 1, kRowLength);
  for (std::size_t i = 0; i < checkers.size(); ++i) {
    const int in_row = static_cast<int>(i) % row;
    placer.put(cell, checkers[i], along(base, unit, d / 2 + in_row * d), static_cast<int>(i) / row);
  }
  return engine::Ok{};
}

// --- La Jacotte --------------------------------------------------------------------------

// 20 coloured pawns and 12 neutrals: the most one stack or loot can hold.
constexpr std::size_t kMostJacottePieces = 32;

bool only_letters(const std::string& text, const std::string& letters) {
  return text.find_first_not_of(letters) == std::string::npos;
}

// "NR+NN": the stack (bottom first) on the spot nearest the middle, the loose neutrals around.
Status place_jacotte_centre(Placer& placer, const Cell& cell, const std::string& content) {
  const std::size_t plus = content.find('+');
  const std::string stack = content.substr(0, plus);
  const std::string loose = plus == std::string::npos ? "" : content.substr(plus + 1);
  if (!only_letters(stack, placer.letters) || stack.size() > kMostJacottePieces ||
      (plus != std::string::npos && (loose.empty() || !only_letters(loose, "N"))) ||
      loose.size() > kMostJacottePieces) {
    return make_error(cell.id, quoted(content) +
                                   " is not a centre cell's content (a stack, "
                                   "then + and its loose neutrals)");
  }
  Piles piles(cell, placer.diameter());
  for (char piece : stack) {
    const auto [at, level] = piles.add_to(0);
    placer.put(cell, piece, at, level);
  }
  for (char piece : loose) {
    const auto [at, level] = piles.add(stack.empty() || piles.size() == 1 ? 0 : 1);
    placer.put(cell, piece, at, level);
  }
  return engine::Ok{};
}

Status place_jacotte(Placer& placer, const Cell& cell, const std::string& content) {
  const std::string& pieces = placer.letters;  // "RYGBN" (Blue absent at 3 players)
  auto refuse = [&](const std::string& what) {
    return make_error(cell.id, quoted(content) + " is not " + what);
  };
  if (cell.role == "lane") {
    if (!only_letters(content, pieces) || content.size() > kMostJacottePieces) {
      return refuse("a stack (bottom first, letters of " + pieces + ")");
    }
    for (std::size_t level = 0; level < content.size(); ++level) {
      placer.put(cell, content[level], cell.shape.center, static_cast<int>(level));
    }
    return engine::Ok{};
  }
  if (cell.role == "centre") return place_jacotte_centre(placer, cell, content);
  if (cell.role == "camp") {
    const char own = "RYGB"[cell.id.back() - '1'];
    if (!only_letters(content, std::string(1, own)) || content.size() > 5) {
      return refuse(std::string("a camp's content (up to five ") + own + ")");
    }
  } else if (!only_letters(content, pieces) || content.size() > kMostJacottePieces) {
    return refuse("a loot's content (letters of " + pieces + ")");
  }
  spread(placer, cell, content);
  return engine::Ok{};
}

// --- Jeson Jam and the Jeu de Toc --------------------------------------------------------

Status place_jeson_jam(Placer& placer, const Cell& cell, const std::string& content) {
  if (cell.role == "intersection") {
    if (content != "L" && content != "D") {
      return make_error(cell.id, quoted(content) + " is not a stone (L or D)");
    }
    placer.put(cell, content[0], cell.shape.center, 0);
    return engine::Ok{};
  }
  const bool digits = !content.empty() && content.size() <= 2 &&
                      std::all_of(content.begin(), content.end(), [](char c) {
                        return std::isdigit(static_cast<unsigned char>(c));
                      });
  const int count = digits ? std::atoi(content.c_str()) : 0;
  if (count < 1 || count > 9) {
    return make_error(cell.id, quoted(content) + " is not a count of stones (1..9)");
  }
  // LH, DH: the player's own stones; LP, DP: the opponent's, taken.
  const bool light = (cell.id == "LH" || cell.id == "DP");
  spread(placer, cell, std::string(static_cast<std::size_t>(count), light ? 'L' : 'D'));
  return engine::Ok{};
}

Status place_toc(Placer& placer, const Cell& cell, const std::string& content) {
  if (cell.role == "wait") {
    const std::string pawns = expand_counts(content, placer.letters, 4, false);
    if (pawns.empty()) {
      return make_error(cell.id, quoted(content) +
                                     " is not a waiting area's content (R3, R2G1; "
                                     "colours " +
                                     placer.letters + ")");
    }
    spread(placer, cell, pawns);
    return engine::Ok{};
  }
  if (content.size() != 1 || placer.letters.find(content[0]) == std::string::npos) {
    return make_error(cell.id,
                      quoted(content) + " is not one pawn (a letter of " + placer.letters + ")");
  }
  placer.put(cell, content[0], cell.shape.center, 0);
  return engine::Ok{};
}

Result<std::pair<Family, std::string>> family_of(const std::string& board,
                                                 const std::string& variant) {
  if (board == "jacquet") return std::pair{Family::kJacquet, std::string("WB")};
  if (board == "jacotte") {
    return std::pair{Family::kJacotte, std::string(variant == "jacotte-3" ? "RYGN" : "RYGBN")};
  }
  if (board == "jeson-jam") return std::pair{Family::kJesonJam, std::string("LD")};
  if (board == "toc-4") return std::pair{Family::kToc, std::string("RGBY")};
  if (board == "toc-6") return std::pair{Family::kToc, std::string("RGBYKW")};
  return make_error("variant", quoted(variant) + " has no board layout");
}

}  // namespace

Result<std::vector<PlacedPiece>> place_pieces(const BoardLayout& layout, const std::string& variant,
                                              const engine::Occupancy& occupancy) {
  if (std::find(layout.variants.begin(), layout.variants.end(), variant) == layout.variants.end()) {
    return make_error("variant",
                      quoted(variant) + " is not played on the " + layout.name + " board");
  }
  auto family = family_of(layout.name, variant);
  if (!family) return family.error();
  std::vector<PlacedPiece> pieces;
  Placer placer{layout, family->first, family->second, pieces};
  for (const auto& [id, content] : occupancy) {
    const Cell* cell = layout.find_cell(id);
    if (!cell) {
      return make_error(id, quoted(id) + " is not a place of the " + layout.name + " board");
    }
    if (content.empty()) {
      return make_error(id, "empty content (an occupancy leaves empty places out)");
    }
    Status placed = engine::Ok{};
    switch (placer.family) {
      case Family::kJacquet:
        placed = place_jacquet(placer, *cell, content);
        break;
      case Family::kJacotte:
        placed = place_jacotte(placer, *cell, content);
        break;
      case Family::kJesonJam:
        placed = place_jeson_jam(placer, *cell, content);
        break;
      case Family::kToc:
        placed = place_toc(placer, *cell, content);
        break;
    }
    if (!placed) return placed.error();
  }
  return pieces;
}

}  // namespace arbitre::vision
