// What a drawn frame shows, for the truth file; and the frame itself, through the sensor.
#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "frame_render.h"

namespace arbitre::film {
namespace {

nlohmann::json points_json(const std::vector<cv::Point2d>& points) {
  nlohmann::json array = nlohmann::json::array();
  for (const auto& p : points)
    array.push_back({std::round(p.x * 100) / 100, std::round(p.y * 100) / 100});
  return array;
}

std::vector<cv::Point> polygon_px(const std::vector<cv::Point2d>& points) {
  std::vector<cv::Point> polygon;
  for (const auto& p : points) polygon.emplace_back(cvRound(p.x), cvRound(p.y));
  return polygon;
}

// Whether any masked pixel lies inside the quad (only the quad's bounding box is examined).
bool overlaps(const cv::Mat& mask, const std::vector<cv::Point2d>& quad) {
  if (mask.empty()) return false;
  auto polygon = polygon_px(quad);
  const cv::Rect box = cv::boundingRect(polygon) & cv::Rect(0, 0, mask.cols, mask.rows);
  if (box.empty()) return false;
  for (auto& p : polygon) p -= box.tl();
  cv::Mat area = cv::Mat::zeros(box.size(), CV_8U);
  cv::fillConvexPoly(area, polygon, 255);
  cv::bitwise_and(area, mask(box), area);
  return cv::countNonZero(area) > 0;
}

// The die's eight corners in the board frame.
std::vector<cv::Point3d> die_corners(const render::Die& die) {
  std::vector<cv::Point3d> corners;
  const double h = die.size_mm / 2;
  for (int i = 0; i < 8; ++i) {
    const cv::Vec3d world =
        die.rotation * cv::Vec3d((i & 1) ? h : -h, (i & 2) ? h : -h, (i & 4) ? h : -h);
    corners.push_back(die.center_mm + cv::Point3d(world[0], world[1], world[2]));
  }
  return corners;
}

// The four corners of a flat rectangle lying at `centre`, turned by `yaw`, in the board frame.
std::vector<cv::Point3d> flat_box(const cv::Point3d& centre, double yaw, double length,
                                  double width) {
  std::vector<cv::Point3d> corners;
  const double c = std::cos(yaw), s = std::sin(yaw);
  for (const auto& [u, v] : {std::pair{-1, -1}, {1, -1}, {1, 1}, {-1, 1}}) {
    const double x = u * length / 2, y = v * width / 2;
    corners.emplace_back(centre.x + c * x - s * y, centre.y + s * x + c * y, centre.z);
  }
  return corners;
}

// A flat box with some thickness: its corners at both faces.
std::vector<cv::Point3d> thick_box(const cv::Point3d& centre, double yaw, double length,
                                   double width, double thickness) {
  std::vector<cv::Point3d> corners;
  for (double dz : {-thickness / 2, thickness / 2}) {
    for (const auto& p : flat_box(centre + cv::Point3d(0, 0, dz), yaw, length, width)) {
      corners.push_back(p);
    }
  }
  return corners;
}

// Everything standing between the camera and the board's surface (pieces, dice, sticks,
// cards) as projected hulls, for telling which fiducials the camera cannot see.
cv::Mat object_mask(const render::Camera& camera, const FrameScene& scene, double piece_diameter,
                    double piece_height, cv::Size size) {
  cv::Mat mask = cv::Mat::zeros(size, CV_8U);
  auto fill_hull = [&](const std::vector<cv::Point3d>& points) {
    std::vector<cv::Point> hull;
    cv::convexHull(polygon_px(camera.project(points)), hull);
    cv::fillConvexPoly(mask, hull, 255);
  };
  for (const auto& piece : scene.pieces) {
    const double height = piece.placed.shape == vision::PlacedPiece::Shape::kPawn
                              ? 1.6 * piece_diameter
                              : piece_height;
    std::vector<cv::Point3d> rim;
    for (int i = 0; i < 16; ++i) {
      const double a = i * CV_PI / 8, r = piece_diameter / 2;
      const cv::Point3d p(piece.position.x + r * std::cos(a), piece.position.y + r * std::sin(a),
                          piece.position.z);
      rim.push_back(p);
      rim.push_back(p - cv::Point3d(0, 0, height));
    }
    fill_hull(rim);
  }
  for (const auto& die : scene.dice) fill_hull(die_corners(die));
  for (const auto& s : scene.sticks) {
    fill_hull(thick_box(s.center_mm, s.yaw, s.length_mm, s.width_mm, s.thickness_mm));
  }
  for (const auto& c : scene.cards)
    fill_hull(flat_box(c.center_mm, c.yaw, c.width_mm, c.height_mm));
  return mask;
}

}  // namespace

nlohmann::json FrameRenderer::hand_facts(const FrameScene& scene, const cv::Mat& mask) const {
  cv::Mat occluders = object_mask(camera_, scene, layout_.piece.diameter_mm,
                                  layout_.piece.height_mm, camera_.resolution);
  if (!mask.empty()) cv::bitwise_or(occluders, mask, occluders);
  nlohmann::json fiducials = nlohmann::json::array();
  for (size_t i = 0; i < layout_.fiducials.size(); ++i) {
    fiducials.push_back({{"id", layout_.fiducials[i].id},
                         {"corners", points_json(fiducial_corners_[i])},
                         {"covered", overlaps(occluders, fiducial_corners_[i])},
                         {"under_hand", overlaps(mask, fiducial_corners_[i])}});
  }
  nlohmann::json covered = nlohmann::json::array();
  if (!mask.empty()) {
    for (size_t i = 0; i < layout_.cells.size(); ++i) {
      const cv::Point p(cvRound(cell_centres_[i].x), cvRound(cell_centres_[i].y));
      if (p.inside(cv::Rect(0, 0, mask.cols, mask.rows)) && mask.at<uchar>(p) != 0) {
        covered.push_back(layout_.cells[i].id);
      }
    }
  }
  return {{"hand", scene.hand.has_value() && overlaps(mask, board_corners_)},
          {"corners", points_json(board_corners_)},
          {"fiducials", fiducials},
          {"covered_cells", covered}};
}

nlohmann::json FrameRenderer::chance_facts(const FrameScene& scene) const {
  const bool resting = scene.activity != "throw";
  nlohmann::json facts = nlohmann::json::object();
  if (!scene.dice.empty()) {
    nlohmann::json dice = nlohmann::json::array();
    for (const auto& die : scene.dice) {
      dice.push_back({{"value", die.value_up()},
                      {"box", box_json(camera_.project(die_corners(die)))},
                      {"tilt_deg", std::round(die.tilt_deg() * 10) / 10},
                      {"resting", resting}});
    }
    facts["dice"] = dice;
  }
  if (!scene.sticks.empty()) {
    nlohmann::json boxes = nlohmann::json::array();
    int coloured = 0;
    for (const auto& stick : scene.sticks) {
      coloured += stick.coloured_up() ? 1 : 0;
      boxes.push_back(box_json(
          camera_.project(flat_box(stick.center_mm, stick.yaw, stick.length_mm, stick.width_mm))));
    }
    facts["sticks"] = {{"coloured", coloured},
                       {"colour", std::string(1, scene.stick_colour)},
                       {"boxes", boxes},
                       {"resting", resting}};
  }
  if (!scene.cards.empty()) {
    nlohmann::json cards = nlohmann::json::array();
    for (const auto& card : scene.cards) {
      if (!card.face_up) continue;
      cards.push_back({{"card", card.card.to_string()},
                       {"box", box_json(camera_.project(flat_box(
                                   card.center_mm, card.yaw, card.width_mm, card.height_mm)))}});
    }
    facts["cards"] = cards;  // the pile, bottom first: the last is the card just played
  }
  return facts;
}

std::vector<render::MotionBlur> FrameRenderer::motion(const FrameScene& scene,
                                                      const cv::Mat& mask) {
  std::vector<render::MotionBlur> moving;
  // About half a frame's time of exposure: the smear is half the distance between frames.
  if (scene.hand && !mask.empty()) {
    const cv::Point2d tip = camera_.project(scene.hand->fingertips_mm);
    if (last_hand_px_) moving.push_back({cv::boundingRect(mask), (tip - *last_hand_px_) * 0.5});
    last_hand_px_ = tip;
  } else {
    last_hand_px_.reset();
  }
  std::vector<cv::Point2d> dice_px;
  for (const auto& die : scene.dice) dice_px.push_back(camera_.project(die.center_mm));
  if (scene.activity == "throw" && dice_px.size() == last_dice_px_.size()) {
    for (size_t i = 0; i < scene.dice.size(); ++i) {
      const auto box = cv::boundingRect(polygon_px(camera_.project(die_corners(scene.dice[i]))));
      moving.push_back({box, (dice_px[i] - last_dice_px_[i]) * 0.5});
    }
  }
  last_dice_px_ = dice_px;
  return moving;
}

FrameRenderer::Drawn FrameRenderer::draw(const FrameScene& scene, engine::Random& noise,
                                         bool picture) {
  if (scene.board_on_table.offset_mm != placement_.offset_mm ||
      scene.board_on_table.angle_deg != placement_.angle_deg) {
    place_board(scene.board_on_table);
  }
  const cv::Mat mask = scene.hand ? hand_mask(*scene.hand) : cv::Mat();
  const auto moving = motion(scene, mask);
  Drawn drawn;
  if (picture) {
    render::Canvas canvas(camera_, light_, background_.clone());
    const auto objects = make_objects(scene);
    std::vector<const render::SceneObject*> pointers;
    for (const auto& object : objects) pointers.push_back(object.get());
    render::draw_objects(canvas, pointers);
    drawn.image = render::expose(canvas.image(), look_.sensor, moving, noise);
  } else {
    render::skip_exposure(camera_.resolution, noise);
  }
  drawn.facts = hand_facts(scene, mask);
  drawn.facts.update(chance_facts(scene));
  if (placement_.moved()) {
    drawn.facts["board_on_table"] = {
        {"offset_mm",
         {std::round(placement_.offset_mm.x * 1000) / 1000,
          std::round(placement_.offset_mm.y * 1000) / 1000}},
        {"angle_deg", std::round(placement_.angle_deg * 10000) / 10000}};
  }
  return drawn;
}

}  // namespace arbitre::film
