// Sampling the pieces' colours on the starting position, and judging whether the pieces
// stand there at all. The orientation of an outline-found board is in start_orientation.cpp.
#include "arbitre/calibration/piece_colours.h"

#include "arbitre/calibration/board_look.h"

#include <algorithm>
#include <cmath>

#include <opencv2/calib3d.hpp>

#include "arbitre/vision/placement.h"

namespace arbitre::calibration {
namespace {

// The disc sampled on a piece's top, as a share of the piece's diameter: well inside the rim,
// so that a pose a pixel or two off still lands on the piece.
constexpr double kDiscSampleShare = 0.25;
// A pawn is sampled on its axis part way up, where its body or, seen from above, its head
// shows; the head's gloss alone is mostly highlight.
constexpr double kPawnSampleShare = 0.18;
constexpr double kPawnSampleHeight = 0.6;
// An empty place is sampled this share of a piece's height above the board, where a piece
// standing there would show from any side (a pawn's head leans over other places).
constexpr double kLoneSampleHeight = 0.4;
// An empty place is compared with the board around it, this many piece diameters away.
constexpr double kSurroundShare = 0.8;
// ... or on a Jacquet point, between these shares of the way from the first checker's place
// to the tip.
constexpr double kRowSurroundFrom = 0.3;
constexpr double kRowSurroundTo = 0.7;
constexpr double kBoardSampleStepMm = 8;  // grid of the bare-board samples
constexpr double kBoardSampleRadiusMm = 1.5;
// A pile top is missing (an empty cell holds a piece) when its colour is farther from (nearer
// to) its letter's median than this many typical deviations of that letter, or this CIELab
// distance, whichever is larger.
constexpr double kToleranceDeviations = 3;
constexpr double kMinToleranceDeltaE = 10;
// The start is refused beyond these shares of missing tops and of occupied empty cells.
constexpr double kMostMissingShare = 0.1;
constexpr double kMostIntruderShare = 0.1;

double linearise(double srgb) {
  return srgb <= 0.04045 ? srgb / 12.92 : std::pow((srgb + 0.055) / 1.055, 2.4);
}

const std::array<double, 256>& linear_table() {
  static const std::array<double, 256> table = [] {
    std::array<double, 256> t{};
    for (int i = 0; i < 256; ++i) t[i] = linearise(i / 255.0);
    return t;
  }();
  return table;
}

double median_of(std::vector<double> values) {
  if (values.empty()) return 0;
  const auto middle = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
  std::nth_element(values.begin(), middle, values.end());
  return *middle;
}

// Board frame (mm, z up is negative) -> picture pixels, through the 3-D pose when the camera is
// known (lens included), else the plane's homography (heights ignored).
class BoardProjector {
 public:
  BoardProjector(const BoardPose& pose, const std::optional<Intrinsics>& camera)
      : pose_(pose), camera_(camera), board_to_image_(pose.image_to_board.inv()) {}

  cv::Point2d project(const cv::Point3d& p) const {
    if (camera_ && pose_.rvec && pose_.tvec) {
      std::vector<cv::Point2d> out;
      cv::projectPoints(std::vector<cv::Point3d>{p}, *pose_.rvec, *pose_.tvec, camera_->matrix,
                        camera_->distortion, out);
      return out[0];
    }
    const cv::Vec3d q = board_to_image_ * cv::Vec3d(p.x, p.y, 1);
    return {q[0] / q[2], q[1] / q[2]};
  }

  // A disc of `radius_mm` around `centre` as a pixel centre and radius (at least one pixel).
  std::pair<cv::Point2d, double> disc(const cv::Point3d& centre, double radius_mm) const {
    const cv::Point2d c = project(centre);
    const double rx = cv::norm(project(centre + cv::Point3d(radius_mm, 0, 0)) - c);
    const double ry = cv::norm(project(centre + cv::Point3d(0, radius_mm, 0)) - c);
    return {c, std::max(1.0, std::min(rx, ry))};
  }

 private:
  const BoardPose& pose_;
  const std::optional<Intrinsics>& camera_;
  cv::Matx33d board_to_image_;
};

// The colour of the pixels within `radius` of `centre`, each channel's median (a highlight or
// an edge pixel does not move it); nullopt outside the picture.
std::optional<ColourSample> sample_disc(const cv::Mat& image, cv::Point2d centre, double radius) {
  const int r = static_cast<int>(std::ceil(radius));
  const int cx = static_cast<int>(std::lround(centre.x));
  const int cy = static_cast<int>(std::lround(centre.y));
  if (cx - r < 0 || cy - r < 0 || cx + r >= image.cols || cy + r >= image.rows) return std::nullopt;
  const auto& table = linear_table();
  std::vector<double> channels[3];
  for (int y = cy - r; y <= cy + r; ++y) {
    const auto* row = image.ptr<cv::Vec3b>(y);
    for (int x = cx - r; x <= cx + r; ++x) {
      if ((x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y) > radius * radius) {
        continue;
      }
      for (int k = 0; k < 3; ++k) channels[k].push_back(table[row[x][2 - k]]);  // BGR -> RGB
    }
  }
  if (channels[0].empty()) {
    for (int k = 0; k < 3; ++k) channels[k].push_back(table[image.at<cv::Vec3b>(cy, cx)[2 - k]]);
  }
  const cv::Vec3d rgb(median_of(channels[0]), median_of(channels[1]), median_of(channels[2]));
  return ColourSample{rgb, lab_of_linear(rgb)};
}

// Where a piece is sampled: the middle of a disc's top face, or up a pawn's axis.
std::pair<cv::Point3d, double> top_of(const vision::PlacedPiece& piece,
                                      const vision::PieceSize& size) {
  if (piece.shape == vision::PlacedPiece::Shape::kPawn) {
    return {{piece.x_mm, piece.y_mm,
             -(piece.level * size.height_mm + kPawnSampleHeight * size.height_mm)},
            kPawnSampleShare * size.diameter_mm};
  }
  return {{piece.x_mm, piece.y_mm, -(piece.level + 1) * size.height_mm},
          kDiscSampleShare * size.diameter_mm};
}

// The top piece of every pile: the highest level at each spot.
std::vector<vision::PlacedPiece> pile_tops(const std::vector<vision::PlacedPiece>& placed) {
  std::vector<vision::PlacedPiece> tops;
  for (const auto& piece : placed) {
    auto same_spot = [&](const vision::PlacedPiece& other) {
      return std::hypot(other.x_mm - piece.x_mm, other.y_mm - piece.y_mm) < 0.5;
    };
    const auto it = std::find_if(tops.begin(), tops.end(), same_spot);
    if (it == tops.end()) {
      tops.push_back(piece);
    } else if (piece.level > it->level) {
      *it = piece;
    }
  }
  return tops;
}

// Where a lone piece would stand on an empty cell: the first place of a Jacquet point's row
// (by its base), the middle of any other place.
vision::PointMm lone_piece_spot(const vision::Cell& cell, double diameter) {
  if (cell.shape.kind != vision::CellShape::Kind::kTriangle || cell.shape.polygon.size() != 3) {
    return cell.shape.center;
  }
  const auto& c = cell.shape.polygon;
  const vision::PointMm base{(c[0].x + c[1].x) / 2, (c[0].y + c[1].y) / 2};
  const double length = std::hypot(c[2].x - base.x, c[2].y - base.y);
  if (length <= 0) return base;
  const double t = std::min(diameter / 2, length) / length;
  return {base.x + (c[2].x - base.x) * t, base.y + (c[2].y - base.y) * t};
}

std::vector<ColourSample> sample_bare_board(const cv::Mat& image, const vision::BoardLayout& layout,
                                            const BoardProjector& projector) {
  std::vector<ColourSample> samples;
  const double margin = layout.piece.diameter_mm / 2;
  for (double y = kBoardSampleStepMm / 2; y < layout.height_mm; y += kBoardSampleStepMm) {
    for (double x = kBoardSampleStepMm / 2; x < layout.width_mm; x += kBoardSampleStepMm) {
      if (!on_bare_board(layout, {x, y}, margin)) continue;
      const auto [c, r] = projector.disc({x, y, 0}, kBoardSampleRadiusMm);
      if (auto s = sample_disc(image, c, r)) samples.push_back(*s);
    }
  }
  return samples;
}

// The board's own colour around a place where a lone piece would stand: eight small discs
// on the board `distance` mm around `spot`, or for a Jacquet point (narrow, printed in
// colours the checkers may share) further along its own row, which a lone checker leaves bare.
cv::Vec3d sample_surround(const cv::Mat& image, const BoardProjector& projector,
                          const vision::Cell& cell, vision::PointMm spot, double distance,
                          double radius_px) {
  std::vector<cv::Point3d> points;
  const auto& c = cell.shape.polygon;
  if (cell.shape.kind == vision::CellShape::Kind::kTriangle && c.size() == 3) {
    for (int i = 0; i < 8; ++i) {
      const double t = kRowSurroundFrom + (kRowSurroundTo - kRowSurroundFrom) * i / 7;
      points.emplace_back(spot.x + (c[2].x - spot.x) * t, spot.y + (c[2].y - spot.y) * t, 0);
    }
  } else {
    for (int i = 0; i < 8; ++i) {
      const double angle = i * CV_PI / 4;
      points.emplace_back(spot.x + distance * std::cos(angle), spot.y + distance * std::sin(angle),
                          0);
    }
  }
  std::vector<double> channels[3];
  for (const auto& p : points) {
    if (const auto s = sample_disc(image, projector.project(p), radius_px)) {
      for (int k = 0; k < 3; ++k) channels[k].push_back(s->lab[k]);
    }
  }
  return {median_of(channels[0]), median_of(channels[1]), median_of(channels[2])};
}

ColourStats stats_of(const std::vector<ColourSample>& samples) {
  ColourStats stats;
  stats.samples = static_cast<int>(samples.size());
  for (int k = 0; k < 3; ++k) {
    std::vector<double> values;
    for (const auto& s : samples) values.push_back(s.lab[k]);
    stats.lab[k] = median_of(values);
    for (auto& v : values) v = std::abs(v - stats.lab[k]);
    stats.spread[k] = 1.4826 * median_of(values);
  }
  return stats;
}

cv::Vec3d median_rgb(const std::vector<ColourSample>& samples) {
  cv::Vec3d rgb;
  for (int k = 0; k < 3; ++k) {
    std::vector<double> values;
    for (const auto& s : samples) values.push_back(s.linear_rgb[k]);
    rgb[k] = median_of(values);
  }
  return rgb;
}

// How far a sample may lie from its letter's median and still show that letter.
double tolerance_of(const std::vector<ColourSample>& samples, const cv::Vec3d& median) {
  std::vector<double> distances;
  for (const auto& s : samples) distances.push_back(delta_e(s.lab, median));
  return std::max(kMinToleranceDeltaE, kToleranceDeviations * median_of(distances));
}

void judge_start(StartReading& reading) {
  std::map<char, std::pair<cv::Vec3d, double>> letters;  // median and tolerance
  for (const auto& [letter, samples] : reading.pieces) {
    const cv::Vec3d median = stats_of(samples).lab;
    const double tolerance = tolerance_of(samples, median);
    letters[letter] = {median, tolerance};
    for (const auto& s : samples) reading.pieces_missing += delta_e(s.lab, median) > tolerance;
  }
  // An empty place holds a piece when it shows a letter's colour that the board around it
  // does not: a board printed in the pieces' colours is no intruder.
  for (std::size_t i = 0; i < reading.empty_cells.size(); ++i) {
    const auto& s = reading.empty_cells[i];
    if (delta_e(s.lab, reading.empty_surrounds[i]) <= kMinToleranceDeltaE) continue;
    for (const auto& [letter, median_tolerance] : letters) {
      if (delta_e(s.lab, median_tolerance.first) <= median_tolerance.second) {
        ++reading.intruders;
        break;
      }
    }
  }
  const int tops = reading.pieces_expected;
  const int empties = static_cast<int>(reading.empty_cells.size());
  if (tops == 0) {
    reading.reason = "no piece of the starting position falls inside the picture";
  } else if (reading.pieces_missing > kMostMissingShare * tops) {
    reading.reason = "the pieces are not on their starting places (" +
                     std::to_string(reading.pieces_missing) + " of " + std::to_string(tops) +
                     " starting places look empty or unlike their pieces)";
  } else if (reading.intruders > std::max(1.0, kMostIntruderShare * empties)) {
    reading.reason = "the pieces are not on their starting places (" +
                     std::to_string(reading.intruders) + " of " + std::to_string(empties) +
                     " places empty at the start look occupied)";
  }
  reading.looks_like_start = reading.reason.empty();
}

}  // namespace

bool on_bare_board(const vision::BoardLayout& layout, vision::PointMm p, double margin) {
  const vision::PointMm around[] = {{p.x, p.y},
                                    {p.x + margin, p.y},
                                    {p.x - margin, p.y},
                                    {p.x, p.y + margin},
                                    {p.x, p.y - margin}};
  for (const auto& q : around) {
    for (const auto& cell : layout.cells) {
      if (vision::shape_contains(cell.shape, q)) return false;
    }
    for (const auto& zone : layout.zones) {
      vision::CellShape shape;
      shape.kind = vision::CellShape::Kind::kPolygon;
      shape.polygon = zone.polygon;
      if (vision::shape_contains(shape, q)) return false;
    }
    for (const auto& f : layout.fiducials) {
      const double half = f.size_mm / 2 + f.margin_mm;
      if (std::abs(q.x - f.center.x) <= half && std::abs(q.y - f.center.y) <= half) return false;
    }
  }
  return true;
}

cv::Vec3d lab_of_linear(const cv::Vec3d& rgb) {
  // sRGB primaries, D65 white.
  const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
  const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
  const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
  auto f = [](double t) {
    return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116;
  };
  return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

std::optional<cv::Vec3d> lab_of_hex(const std::string& hex) {
  if (hex.size() != 7 || hex[0] != '#') return std::nullopt;
  cv::Vec3d rgb;
  for (int k = 0; k < 3; ++k) {
    try {
      rgb[k] = linearise(std::stoi(hex.substr(1 + 2 * k, 2), nullptr, 16) / 255.0);
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }
  return lab_of_linear(rgb);
}

double delta_e(const cv::Vec3d& a, const cv::Vec3d& b) {
  return cv::norm(a - b);
}

StartReading read_start(const cv::Mat& image, const vision::BoardLayout& layout,
                        const std::string& variant, const engine::Occupancy& start,
                        const BoardPose& pose, const std::optional<Intrinsics>& camera) {
  StartReading reading;
  auto placed = vision::place_pieces(layout, variant, start);
  if (!placed) {
    reading.reason =
        "the starting position cannot be placed on the board: " + placed.error().to_string();
    return reading;
  }
  const BoardProjector projector(pose, camera);
  for (const auto& top : pile_tops(*placed)) {
    const auto [centre, radius_mm] = top_of(top, layout.piece);
    const auto [c, r] = projector.disc(centre, radius_mm);
    if (auto s = sample_disc(image, c, r)) {
      reading.pieces[top.colour].push_back(*s);
      ++reading.pieces_expected;
    }
  }
  const auto shape = placed->empty() ? vision::PlacedPiece::Shape::kDisc : placed->front().shape;
  for (const auto& cell : layout.cells) {
    if (start.count(cell.id) > 0) continue;
    const auto spot = lone_piece_spot(cell, layout.piece.diameter_mm);
    // Half way up a piece that would stand there: inside its outline from any side.
    const cv::Point3d centre(spot.x, spot.y, -kLoneSampleHeight * layout.piece.height_mm);
    const double radius_mm =
        (shape == vision::PlacedPiece::Shape::kPawn ? kPawnSampleShare : kDiscSampleShare) *
        layout.piece.diameter_mm;
    const auto [c, r] = projector.disc(centre, radius_mm);
    const auto s = sample_disc(image, c, r);
    if (!s) continue;
    reading.empty_cells.push_back(*s);
    reading.empty_surrounds.push_back(sample_surround(
        image, projector, cell, spot, kSurroundShare * layout.piece.diameter_mm, r));
  }
  reading.board = sample_bare_board(image, layout, projector);
  // The reader compares places with how the start showed them (docs/reading.md): every Toc
  // square empty, and the places full at the start (camps, waiting areas, Jacotte's
  // neutrals), whose pieces may be the print's own colour.
  reading.board_look = rectify_board_look(image, layout.width_mm, layout.height_mm, pose, camera);
  judge_start(reading);
  return reading;
}

PieceColours summarise_colours(const std::vector<StartReading>& readings) {
  std::map<char, std::vector<ColourSample>> pieces;
  std::vector<ColourSample> board;
  for (const auto& reading : readings) {
    for (const auto& [letter, samples] : reading.pieces) {
      pieces[letter].insert(pieces[letter].end(), samples.begin(), samples.end());
    }
    board.insert(board.end(), reading.board.begin(), reading.board.end());
  }
  PieceColours colours;
  colours.board = stats_of(board);
  const cv::Vec3d white = median_rgb(board);
  auto chroma = [&](const cv::Vec3d& rgb) {
    cv::Vec3d balanced;
    for (int k = 0; k < 3; ++k) balanced[k] = rgb[k] / std::max(white[k], 1e-6);
    const double sum = std::max(balanced[0] + balanced[1] + balanced[2], 1e-9);
    return std::array<double, 2>{balanced[0] / sum, balanced[1] / sum};
  };
  colours.board.chroma = chroma(white);
  for (const auto& [letter, samples] : pieces) {
    ColourStats stats = stats_of(samples);
    stats.chroma = chroma(median_rgb(samples));
    colours.pieces[letter] = stats;
  }
  return colours;
}

}  // namespace arbitre::calibration
