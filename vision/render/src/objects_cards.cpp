// Playing cards: a textured quad with rounded corners.
#include <algorithm>
#include <cmath>

#include "arbitre/render/objects.h"
#include "internal.h"

namespace arbitre::render {
namespace {

constexpr double kCornerRadiusMm = 3;
constexpr int kArcSteps = 4;

class CardDrawing : public SceneObject {
 public:
  explicit CardDrawing(const CardObject& card) : card_(card) {
    const double hw = card.width_mm / 2;
    const double hh = card.height_mm / 2;
    corners_ = {to_board(-hw, -hh), to_board(hw, -hh), to_board(hw, hh), to_board(-hw, hh)};
    // Rounded outline, clockwise seen from above like the corners.
    const double r = std::min({kCornerRadiusMm, hw, hh});
    const cv::Point2d centres[4] = {
        {hw - r, -hh + r}, {hw - r, hh - r}, {-hw + r, hh - r}, {-hw + r, -hh + r}};
    for (int corner = 0; corner < 4; ++corner) {
      const double start = -detail::kPi / 2 + corner * detail::kPi / 2;
      for (int step = 0; step <= kArcSteps; ++step) {
        const double angle = start + step * (detail::kPi / 2) / kArcSteps;
        outline_.push_back(to_board(centres[corner].x + r * std::cos(angle),
                                    centres[corner].y + r * std::sin(angle)));
      }
    }
    const cv::Mat& texture = card.face_up ? card.face : card.back;
    texture_ = texture;
    if (texture_.empty() || texture_.type() != CV_32FC3) {
      // Without artwork: plain white paper, or a red back.
      const cv::Vec3f plain =
          card.face_up ? cv::Vec3f(0.8f, 0.8f, 0.8f) : cv::Vec3f(0.05f, 0.05f, 0.45f);
      texture_ = cv::Mat(2, 2, CV_32FC3, cv::Scalar(plain[0], plain[1], plain[2]));
    }
  }

  void draw_shadow(Canvas& canvas) const override { canvas.cast_shadow(outline_); }

  void draw(Canvas& canvas) const override {
    Material paper;
    paper.specular = 0.06f;
    paper.shininess = 25.f;
    canvas.begin_object();
    canvas.texture_quad(corners_, texture_, paper, outline_);
    canvas.end_object();
  }

  // A card lying on the table goes under everything standing on it (layer -1), and cards lying
  // one on another go by height alone: the depths of their centres from the camera differ
  // more by where each lies than by the fraction of a millimetre between them. A card held in
  // the air is ordered like any other object.
  cv::Point3d anchor() const override {
    return resting() ? cv::Point3d(0, 0, card_.center_mm.z) : card_.center_mm;
  }
  int layer() const override { return resting() ? -1 : 0; }

 private:
  static constexpr double kRestingMm = 5;  // a pile this high at most (z points down)
  bool resting() const { return card_.center_mm.z > -kRestingMm; }

  cv::Point3d to_board(double x, double y) const {
    const double c = std::cos(card_.yaw);
    const double s = std::sin(card_.yaw);
    return card_.center_mm + cv::Point3d(c * x - s * y, s * x + c * y, 0);
  }

  CardObject card_;
  std::array<cv::Point3d, 4> corners_;
  std::vector<cv::Point3d> outline_;
  cv::Mat texture_;
};

}  // namespace

std::unique_ptr<SceneObject> make_card(const CardObject& card) {
  return std::make_unique<CardDrawing>(card);
}

}  // namespace arbitre::render
