// TableReader: the board's places and the stick dice from one frame (docs/reading.md).
#include "arbitre/read/table_reader.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <set>

#include <opencv2/calib3d.hpp>

#include "arbitre/art/art.h"
#include "arbitre/calibration/piece_colours.h"
#include "arbitre/engine/game.h"
#include "reader_state.h"
#include "stone_counts.h"

namespace arbitre::read {

using detail::ReaderState;

struct TableReader::Impl : ReaderState {};

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Seat order of each board's piece letters, as the occupancy writes them.
std::string seat_letters(const std::string& board) {
  if (board == "jacquet") return "WB";
  if (board == "jacotte") return "RYGB";
  if (board == "jeson-jam") return "LD";
  return "RGBYKW";
}

cv::Mat linear_art(const cv::Mat& bgr8) {
  cv::Mat out(bgr8.size(), CV_32FC3);
  const std::array<float, 256>& table = detail::linear_of_srgb8();
  for (int y = 0; y < bgr8.rows; ++y) {
    for (int x = 0; x < bgr8.cols; ++x) {
      const auto& p = bgr8.at<cv::Vec3b>(y, x);
      out.at<cv::Vec3f>(y, x) = {table[p[2]], table[p[1]], table[p[0]]};
    }
  }
  return out;
}

// The `count` grid points nearest `p` at least `beyond` mm from it, among those `kept` marks
// (all when empty).
std::vector<int> nearest(const std::vector<cv::Point2d>& grid, cv::Point2d p, int count,
                         double beyond = 0, const std::vector<char>& kept = {}) {
  std::vector<std::pair<double, int>> order;
  order.reserve(grid.size());
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const double distance = cv::norm(grid[i] - p);
    if (distance >= beyond && (kept.empty() || kept[i]))
      order.emplace_back(distance, static_cast<int>(i));
  }
  const auto n = std::min<std::size_t>(static_cast<std::size_t>(count), order.size());
  std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n), order.end());
  std::vector<int> out;
  for (std::size_t i = 0; i < n; ++i) out.push_back(order[i].second);
  return out;
}

cv::Point2d art_px(cv::Point2d mm) {
  return mm * detail::kArtPxPerMm;
}

// Two print colours closer than this (linear RGB) are one.
constexpr double kSamePrint = 0.03;

// The print's flat colours: points of a 6 mm grid where the print is one colour 2 mm around,
// clustered; a colour seen at fewer than 10 points is left out, each keeps at most 150 points.
void build_print_classes(ReaderState& s) {
  constexpr double kStep = 6, kAround = 2, kFlat = 0.01;
  constexpr std::size_t kLeast = 10, kMost = 150;
  std::vector<std::vector<cv::Point2d>> members;
  for (double y = kStep / 2; y < s.layout.height_mm; y += kStep) {
    for (double x = kStep / 2; x < s.layout.width_mm; x += kStep) {
      const auto colour = s.sampler.sample_linear(s.art, art_px({x, y}), 1.0);
      if (!colour) continue;
      bool flat = true;
      for (const cv::Point2d d : {cv::Point2d(kAround, 0), cv::Point2d(-kAround, 0),
                                  cv::Point2d(0, kAround), cv::Point2d(0, -kAround)}) {
        const auto other = s.sampler.sample_linear(s.art, art_px(cv::Point2d(x, y) + d), 1.0);
        flat = flat && other && cv::norm(*other - *colour, cv::NORM_INF) < kFlat;
      }
      if (!flat) continue;
      std::size_t c = 0;
      while (c < s.print_classes.size() && cv::norm(s.print_classes[c] - *colour) >= kSamePrint)
        ++c;
      if (c == s.print_classes.size()) {
        s.print_classes.push_back(*colour);
        members.emplace_back();
      }
      members[c].emplace_back(x, y);
    }
  }
  std::vector<cv::Vec3d> kept;
  for (std::size_t c = 0; c < members.size(); ++c) {
    if (members[c].size() < kLeast) continue;
    const std::size_t stride = (members[c].size() + kMost - 1) / kMost;
    for (std::size_t i = 0; i < members[c].size(); i += stride) {
      s.class_points.push_back(members[c][i]);
      s.class_of_point.push_back(static_cast<int>(kept.size()));
      s.class_point_art.push_back(*s.sampler.sample_linear(s.art, art_px(members[c][i]), 1.0));
    }
    kept.push_back(s.print_classes[c]);
  }
  std::vector<std::set<int>> places_of_class(s.print_classes.size());
  for (std::size_t i = 0; i < s.class_points.size(); ++i) {
    const auto& q = s.class_points[i];
    int place = -1;
    for (std::size_t k = 0; k < s.layout.cells.size() && place < 0; ++k) {
      if (vision::shape_contains(s.layout.cells[k].shape, {q.x, q.y})) place = static_cast<int>(k);
    }
    s.class_point_place.push_back(place);
    places_of_class[static_cast<std::size_t>(s.class_of_point[i])].insert(place);
  }
  // A colour printed on fewer than six places alone (the middle slots of Jacotte's centres,
  // all under neutrals at the start) learns no gain: the sheet's serves.
  for (const auto& places : places_of_class) {
    s.class_learns.push_back(places.size() >= 6 || places.count(-1) > 0);
  }
  // A black print's gain is noise over nothing.
  for (std::size_t c = 0; c < s.print_classes.size(); ++c) {
    const auto& colour = s.print_classes[c];
    if (std::max({colour[0], colour[1], colour[2]}) < 0.03) s.class_learns[c] = 0;
  }
  s.print_classes = std::move(kept);
}

void build_board_model(ReaderState& s) {
  const bool wooden =
      s.profile.method == calibration::BoardMethod::kOutline && s.layout.name == "jacquet";
  s.art_bgr8 = art::board_image(
      s.layout, wooden ? art::BoardStyle::kWooden : art::BoardStyle::kPrinted, detail::kArtPxPerMm);
  s.art = linear_art(s.art_bgr8);
  const double step = s.params.board_grid_mm;
  for (double y = step / 2; y < s.layout.height_mm; y += step) {
    for (double x = step / 2; x < s.layout.width_mm; x += step) {
      if (!calibration::on_bare_board(s.layout, {x, y}, s.layout.piece.diameter_mm / 2)) continue;
      const auto colour = s.sampler.sample_linear(s.art, art_px({x, y}), 1.5 * detail::kArtPxPerMm);
      if (!colour) continue;
      s.grid.emplace_back(x, y);
      s.grid_art.push_back(*colour);
    }
  }
  auto copy = s.grid_art;
  s.art_board = detail::median_colour(copy);
  build_print_classes(s);
}

// The bare-board spots on the sheet's own colour, or none marked (all count) where that colour
// covers less than half the grid. Another print colour (Jacquet's bar) is not scaled as the
// sheet is by gloss or a tinted light, and tinted a cream checker beside the bar into no piece.
std::vector<char> grid_on_sheet(const ReaderState& s) {
  std::vector<char> on_sheet;
  for (const auto& art : s.grid_art) on_sheet.push_back(cv::norm(art - s.art_board) < kSamePrint);
  const auto count = std::count(on_sheet.begin(), on_sheet.end(), 1);
  if (2 * static_cast<std::size_t>(count) < on_sheet.size()) on_sheet.clear();
  return on_sheet;
}

// Per print class, the nearest of its points outside `cell` (grown by a piece's radius), at most
// two from any other place: pieces may fill a place, seldom half the places around.
std::vector<std::vector<int>> class_neighbours(const ReaderState& s, const vision::Cell& cell,
                                               cv::Point2d at) {
  constexpr std::size_t kCount = 12;
  constexpr int kPerPlace = 2;
  const double margin = s.layout.piece.diameter_mm / 2;
  std::vector<std::vector<std::pair<double, int>>> order(s.print_classes.size());
  for (std::size_t i = 0; i < s.class_points.size(); ++i) {
    const cv::Point2d q = s.class_points[i];
    if (cv::norm(q - at) > 160) continue;
    bool inside = false;
    for (const cv::Point2d d : {cv::Point2d(0, 0), cv::Point2d(margin, 0), cv::Point2d(-margin, 0),
                                cv::Point2d(0, margin), cv::Point2d(0, -margin)}) {
      inside = inside || vision::shape_contains(cell.shape, {q.x + d.x, q.y + d.y});
    }
    if (!inside)
      order[static_cast<std::size_t>(s.class_of_point[i])].emplace_back(cv::norm(q - at), int(i));
  }
  std::vector<std::vector<int>> out(order.size());
  for (std::size_t c = 0; c < order.size(); ++c) {
    std::sort(order[c].begin(), order[c].end());
    std::map<int, int> taken;  // per place index (-1: on no place)
    for (const auto& [distance, i] : order[c]) {
      const int place = s.class_point_place[static_cast<std::size_t>(i)];
      if (place >= 0 && taken[place] >= kPerPlace) continue;
      ++taken[place];
      out[c].push_back(i);
      if (out[c].size() == kCount) break;
    }
    // A print colour seen on fewer than three places around (a camp's own colour) may be
    // under pieces everywhere it is: the sheet's gain serves.
    if (taken.size() < 3 && taken.count(-1) == 0) out[c].clear();
  }
  return out;
}

void build_spots(ReaderState& s) {
  const double d = s.layout.piece.diameter_mm;
  const bool pawns = s.layout.name.rfind("toc", 0) == 0;
  const double radius = (pawns ? s.params.pawn_sample_share : s.params.disc_sample_share) * d;
  const double ring = pawns ? radius : s.params.ring_share * d / 2;
  // The board's colour around a spot is taken beyond the footprint of a piece standing on it:
  // under a dark checker, the board's gain would be the checker's, and the checker would read
  // as a light one.
  const double footprint = d / 2 + 1;
  const std::vector<char> on_sheet = grid_on_sheet(s);
  auto add = [&](const cv::Point3d& p, const vision::Cell& cell) {
    s.spots.push_back({p, radius, ring,
                       nearest(s.grid, {p.x, p.y}, s.params.board_neighbours, footprint, on_sheet),
                       class_neighbours(s, cell, {p.x, p.y})});
    return static_cast<int>(s.spots.size()) - 1;
  };
  for (const auto& place : s.places) {
    s.first_spot.push_back(static_cast<int>(s.spots.size()));
    for (const auto& p : place.spots) add(p, *place.cell);
    s.postillon_spot.push_back(
        place.kind == detail::PlaceKind::kJacquetPoint ? add(place.postillon, *place.cell) : -1);
  }
}

void build_stick_grid(ReaderState& s) {
  const vision::Zone* zone = s.layout.find_zone("dice");
  if (s.layout.name != "jacotte" || !zone) return;
  double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
  for (const auto& p : zone->polygon) {
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  const double margin = s.params.stick_margin_mm;
  x0 -= margin, y0 -= margin, x1 += margin, y1 += margin;
  const double step = s.params.stick_grid_mm;
  const int cols = static_cast<int>((x1 - x0) / step) + 1,
            rows = static_cast<int>((y1 - y0) / step) + 1;
  s.stick_grid = {cols, rows};
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const vision::PointMm p{x0 + c * step, y0 + r * step};
      if (!detail::in_stick_area(s, *zone, {p.x, p.y})) continue;
      s.stick_points.emplace_back(p.x, p.y, -s.params.stick_height_mm);
      s.stick_grid_index.push_back(r * cols + c);
    }
  }
  // The zone's light comes from the sheet around the sticks' area, not within it: sticks lying
  // on the points there made the sheet's gain the bamboo's, and the bare sheet then read as
  // unlike its print everywhere in the zone.
  const auto centre = vision::polygon_centroid(zone->polygon);
  std::vector<char> clear(s.grid.size());
  for (std::size_t i = 0; i < s.grid.size(); ++i) {
    const auto& p = s.grid[i];
    clear[i] = !(p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1);  // outside the grown box
  }
  s.zone_neighbours =
      nearest(s.grid, {centre.x, centre.y}, 4 * s.params.board_neighbours, 0, clear);
  s.zone_spot.point = {centre.x, centre.y, 0};
  s.zone_spot.neighbours = s.zone_neighbours;
  vision::Cell sticks_area;
  sticks_area.shape.kind = vision::CellShape::Kind::kPolygon;
  sticks_area.shape.polygon = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
  sticks_area.shape.center = {(x0 + x1) / 2, (y0 + y1) / 2};
  s.zone_spot.class_neighbours = class_neighbours(s, sticks_area, {centre.x, centre.y});
}

}  // namespace

cv::Point2d detail::Projection::ground(const cv::Point3d& p) const {
  if (!rotation) return {p.x, p.y};
  const double s = camera_mm.z / (camera_mm.z - p.z);
  return {camera_mm.x + s * (p.x - camera_mm.x), camera_mm.y + s * (p.y - camera_mm.y)};
}

void detail::add_spot_points(const Spot& spot, std::vector<cv::Point3d>& points) {
  points.push_back(spot.point);
  points.push_back(spot.point + cv::Point3d(spot.radius_mm, 0, 0));
  for (int k = 0; k < kRingPoints; ++k) {
    const double angle = 2 * CV_PI * k / kRingPoints;
    points.push_back(spot.point + cv::Point3d(spot.ring_mm * std::cos(angle),
                                              spot.ring_mm * std::sin(angle), 0));
  }
}

void detail::Projection::project(const std::vector<cv::Point3d>& points,
                                 std::vector<cv::Point2d>& pixels) const {
  if (rotation && intrinsics) {
    cv::projectPoints(points, rvec, tvec, intrinsics->matrix, intrinsics->distortion, pixels);
    return;
  }
  pixels.resize(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) {
    const cv::Vec3d q = board_to_image * cv::Vec3d(points[i].x, points[i].y, 1);
    pixels[i] = {q[0] / q[2], q[1] / q[2]};
  }
}

cv::Vec3d ReaderState::gain_from(const std::vector<int>& neighbours) {
  gathered.clear();
  for (int i : neighbours) {
    if (grid_ok[static_cast<std::size_t>(i)])
      gathered.push_back(grid_gain[static_cast<std::size_t>(i)]);
  }
  if (gathered.empty()) {  // every spot around hidden: the whole board's
    for (std::size_t i = 0; i < grid_gain.size(); ++i) {
      if (grid_ok[i]) gathered.push_back(grid_gain[i]);
    }
  }
  if (gathered.empty()) return {1, 1, 1};
  return detail::median_colour(gathered);
}

cv::Vec3d ReaderState::print_now(const cv::Vec3d& print, const cv::Vec3d& gain, const Spot& spot) {
  double best = 0.05;  // farther from every class: an edge's mix, lit as the sheet
  int which = -1;
  for (std::size_t c = 0; c < print_classes.size(); ++c) {
    const double d = cv::norm(print_classes[c] - print);
    if (d < best) best = d, which = static_cast<int>(c);
  }
  const cv::Vec3d lit = print.mul(gain);
  if (which < 0 || !class_learns[static_cast<std::size_t>(which)]) return lit;
  gathered.clear();
  for (int i : spot.class_neighbours[static_cast<std::size_t>(which)]) {
    if (class_point_ok[static_cast<std::size_t>(i)])
      gathered.push_back(class_point_gain[static_cast<std::size_t>(i)]);
  }
  if (gathered.size() >= 3) return print.mul(median_colour(gathered));
  return lit.mul(class_gain[static_cast<std::size_t>(which)]);
}

namespace {

// La Jacotte's neutrals, counted in the game's starting position (12 at four players, 11 at
// three); -1 for another game.
int neutrals_in_game(const calibration::Profile& profile, const vision::BoardLayout& layout) {
  if (layout.name != "jacotte") return -1;
  auto game = engine::make_game(profile.game, profile.options);
  if (!game) return -1;
  int neutrals = 0;
  for (const auto& [cell, content] : (*game)->new_initial_state(0)->occupancy()) {
    neutrals += static_cast<int>(std::count(content.begin(), content.end(), 'N'));
  }
  return neutrals;
}

}  // namespace

engine::Result<TableReader> TableReader::create(const calibration::Profile& profile,
                                                ReaderParams params) {
  auto impl = std::make_unique<Impl>();
  impl->params = params;
  impl->profile = profile;
  auto layout = vision::bundled_layout(profile.game);
  if (!layout) return layout.error();
  impl->layout = std::move(*layout);
  auto places = detail::build_places(impl->layout, profile.game, params.pawn_sample_height);
  if (!places) return places.error();
  impl->places = std::move(*places);
  if (profile.colours.pieces.empty()) {
    return engine::make_error("colours", "the profile has no piece colours");
  }
  const cv::Vec3d board = detail::linear_of_lab(profile.colours.board.lab);
  for (const auto& [letter, stats] : profile.colours.pieces) {
    impl->classes += letter;
    const cv::Vec3d piece = detail::linear_of_lab(stats.lab);
    cv::Vec3d relative;
    for (int k = 0; k < 3; ++k) relative[k] = std::max(piece[k], 1e-4) / std::max(board[k], 1e-4);
    impl->relative[letter] = relative;
  }
  for (char letter : seat_letters(impl->layout.name)) {
    if (impl->relative.count(letter)) impl->letters += letter;
  }
  impl->neutrals = neutrals_in_game(profile, impl->layout);
  impl->stones = detail::stones_in_game(profile, impl->layout);
  build_board_model(*impl);
  build_spots(*impl);
  build_stick_grid(*impl);
  detail::build_print_patches(*impl);
  detail::build_spot_looks(*impl);
  return TableReader(std::move(impl));
}

TableReader::TableReader(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
TableReader::TableReader(TableReader&&) noexcept = default;
TableReader& TableReader::operator=(TableReader&&) noexcept = default;
TableReader::~TableReader() = default;
const StageTimes& TableReader::times() const {
  return impl_->times;
}
const ReaderParams& TableReader::params() const {
  return impl_->params;
}

namespace detail {
// Classifies every spot and composes the places (table_reader_classify.cpp).
std::vector<CellReading> read_places(ReaderState& s, const cv::Mat& frame,
                                     const Projection& projection);
}  // namespace detail

Observation TableReader::read(const cv::Mat& frame, const calibration::BoardPose& pose) {
  ReaderState& s = *impl_;
  Observation out;
  out.status = calibration::status_name(pose.status);
  s.times = {};
  if (!pose.found()) return out;
  const auto start = Clock::now();
  detail::Projection projection;
  if (s.profile.camera)
    projection.intrinsics = s.profile.camera->intrinsics.scaled_to(frame.size());
  const bool three_d = projection.intrinsics && pose.rvec && pose.tvec;
  projection.board_to_image = pose.image_to_board.inv();
  s.object_points.clear();
  for (const auto& spot : s.spots) detail::add_spot_points(spot, s.object_points);
  for (const auto& g : s.grid) s.object_points.emplace_back(g.x, g.y, 0);
  for (const auto& g : s.class_points) s.object_points.emplace_back(g.x, g.y, 0);
  const std::size_t first_stick = s.object_points.size();
  s.object_points.insert(s.object_points.end(), s.stick_points.begin(), s.stick_points.end());
  const std::size_t first_patch = s.object_points.size();
  detail::add_patch_points(s, s.object_points);
  detail::add_spot_look_points(s, s.object_points);
  if (three_d) {
    cv::Matx33d rotation;
    cv::Rodrigues(*pose.rvec, rotation);
    projection.rotation = rotation;
    projection.rvec = *pose.rvec;
    projection.tvec = *pose.tvec;
    const cv::Vec3d centre = -(rotation.t() * *pose.tvec);
    projection.camera_mm = {centre[0], centre[1], centre[2]};
  }
  projection.project(s.object_points, s.image_points);
  s.times.project_ms = ms_since(start);
  detail::match_patches(s, frame, projection, first_patch);
  out.cells = detail::read_places(s, frame, projection);
  if (!s.stick_points.empty()) {
    const auto sticks_start = Clock::now();
    out.sticks = detail::read_sticks(s, frame, projection, first_stick);
    s.times.sticks_ms = ms_since(sticks_start);
  }
  out.board_ms = ms_since(start);
  return out;
}

}  // namespace arbitre::read
