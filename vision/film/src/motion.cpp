#include "motion.h"

#include <opencv2/imgproc.hpp>

namespace arbitre::film {

cv::Point2d zone_centre(const vision::Zone& zone) {
  cv::Point2d sum(0, 0);
  for (const auto& p : zone.polygon) sum += cv::Point2d(p.x, p.y);
  return sum * (1.0 / static_cast<double>(std::max<size_t>(1, zone.polygon.size())));
}

cv::Point2d random_point_in(const vision::Zone& zone, double clearance, engine::Random& random) {
  std::vector<cv::Point2f> contour;
  for (const auto& p : zone.polygon) {
    contour.emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
  }
  const cv::Rect2f box = cv::boundingRect(contour);
  for (int attempt = 0; attempt < 200; ++attempt) {
    const cv::Point2f p(box.x + static_cast<float>(random.unit()) * box.width,
                        box.y + static_cast<float>(random.unit()) * box.height);
    if (cv::pointPolygonTest(contour, p, true) >= clearance) return p;
  }
  return zone_centre(zone);
}

std::vector<cv::Point2d> resting_places(const vision::Zone& zone, int count, double clearance,
                                        double spacing, engine::Random& random) {
  std::vector<cv::Point2d> places;
  for (int attempt = 0; attempt < 400 && static_cast<int>(places.size()) < count; ++attempt) {
    const cv::Point2d p = random_point_in(zone, clearance, random);
    const double needed = attempt < 300 ? spacing : spacing * 0.6;  // crowded: closer
    const bool clear = std::all_of(places.begin(), places.end(), [&](const cv::Point2d& q) {
      return std::hypot(p.x - q.x, p.y - q.y) >= needed;
    });
    if (clear) places.push_back(p);
  }
  // A zone too small for them all: the rest lie in a row along the zone's longer side, `spacing`
  // apart beside the last one, never on top of each other (they may roll past the zone's edge).
  std::vector<cv::Point2f> contour;
  for (const auto& p : zone.polygon) contour.emplace_back(float(p.x), float(p.y));
  const cv::Rect2f box = cv::boundingRect(contour);
  const cv::Point2d along = box.width >= box.height ? cv::Point2d(1, 0) : cv::Point2d(0, 1);
  const cv::Point2d first = places.empty() ? zone_centre(zone) : places.back();
  if (places.empty()) places.push_back(first);
  for (int k = 1; static_cast<int>(places.size()) < count; ++k) {
    places.push_back(first + along * (spacing * ((k + 1) / 2) * (k % 2 == 1 ? 1 : -1)));
  }
  return places;
}

}  // namespace arbitre::film
