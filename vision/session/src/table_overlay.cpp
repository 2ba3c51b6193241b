#include "arbitre/session/table_overlay.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace arbitre::session {
namespace {

std::vector<cv::Point2d> shape_points_mm(const vision::CellShape& shape) {
  std::vector<cv::Point2d> points;
  if (shape.kind == vision::CellShape::Kind::kCircle) {
    for (int k = 0; k < kCircleSides; ++k) {
      const double angle = 2 * M_PI * k / kCircleSides;
      points.emplace_back(shape.center.x + shape.radius * std::cos(angle),
                          shape.center.y + shape.radius * std::sin(angle));
    }
    return points;
  }
  for (const auto& corner : shape.polygon) points.emplace_back(corner.x, corner.y);
  return points;
}

std::vector<cv::Point2f> to_float(const std::vector<cv::Point2d>& points) {
  std::vector<cv::Point2f> out;
  out.reserve(points.size());
  for (const auto& point : points) out.emplace_back(float(point.x), float(point.y));
  return out;
}

}  // namespace

TableOverlay table_overlay(const vision::BoardLayout& layout, const calibration::BoardPose& pose,
                           const std::optional<calibration::Intrinsics>& camera,
                           const read::Observation* observation,
                           const std::vector<std::string>& disagreeing) {
  TableOverlay overlay;
  if (observation != nullptr) {
    overlay.dice = observation->dice;
    overlay.cards = observation->cards;
    overlay.sticks = observation->sticks;
  }
  overlay.board_found = pose.found();
  if (!pose.found()) return overlay;
  for (int k = 0; k < 4; ++k) {
    overlay.board[k] = cv::Point2f(float(pose.corners_px[k].x), float(pose.corners_px[k].y));
  }
  std::map<std::string, const read::CellReading*> readings;
  if (observation != nullptr) {
    for (const auto& reading : observation->cells) readings[reading.cell] = &reading;
  }
  for (const auto& cell : layout.cells) {
    PlaceMark mark;
    mark.cell = cell.id;
    mark.outline = to_float(calibration::board_to_image(pose, shape_points_mm(cell.shape), camera));
    const auto centre = calibration::board_to_image(
        pose, {cv::Point2d(cell.shape.center.x, cell.shape.center.y)}, camera);
    mark.centre = cv::Point2f(float(centre[0].x), float(centre[0].y));
    if (const auto it = readings.find(cell.id); it != readings.end()) {
      mark.read = true;
      mark.visible = it->second->visible;
      mark.content = it->second->content;
      mark.confidence = it->second->confidence;
    }
    mark.disagrees =
        std::find(disagreeing.begin(), disagreeing.end(), cell.id) != disagreeing.end();
    overlay.places.push_back(std::move(mark));
  }
  return overlay;
}

}  // namespace arbitre::session
