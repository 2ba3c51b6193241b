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
  while (static_cast<int>(places.size()) < count) places.push_back(zone_centre(zone));
  return places;
}

}  // namespace arbitre::film
