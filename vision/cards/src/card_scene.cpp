// Rendered card scenes with their truth.
#include "arbitre/cards/card_scene.h"

#include <cmath>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "arbitre/art/art.h"
#include "arbitre/cards/card_reader.h"
#include "arbitre/render/canvas.h"
#include "arbitre/render/objects.h"
#include "arbitre/render/scene.h"

namespace arbitre::cards {
namespace {

using render::uniform;

constexpr double kCardThicknessMm = 0.3;
constexpr double kFacePxPerMm = 8;  // card art resolution: sharper than any camera sees it

// A camera looking at the table's origin from `px_per_mm`'s height, tilted and rolled.
render::Camera scene_camera(const SceneOptions& options, engine::Random& random) {
  render::Camera camera;
  camera.resolution = options.resolution;
  const double hfov = uniform(random, 50, 75) * CV_PI / 180;
  const double f = options.resolution.width / 2.0 / std::tan(hfov / 2);
  camera.intrinsics = {
      f, 0, options.resolution.width / 2.0, 0, f, options.resolution.height / 2.0, 0, 0, 1};
  const double height = f / uniform(random, options.min_px_per_mm, options.max_px_per_mm);
  const cv::Matx33d rotation =
      render::rotation_z(uniform(random, 0, 2 * CV_PI)) *
      render::rotation_x(uniform(random, 0, options.max_tilt_deg) * CV_PI / 180) *
      render::rotation_z(uniform(random, 0, 2 * CV_PI));
  const cv::Vec3d axis = rotation.t() * cv::Vec3d(0, 0, 1);
  const cv::Vec3d centre = -height * axis;
  cv::Mat rvec;
  cv::Rodrigues(cv::Mat(rotation), rvec);
  camera.rvec = cv::Vec3d(rvec);
  camera.tvec = -(rotation * centre);
  return camera;
}

// A table surface in linear light (BGR): a base colour with blotches, and wood grain
// sometimes. Two in eight are nearly as pale as a card (white laminate, beige paper or light
// wood), where a card's outline hardly shows: real photos have many.
cv::Mat table_background(cv::Size size, engine::Random& random) {
  static const cv::Vec3f kBases[] = {
      {0.05f, 0.12f, 0.25f}, {0.02f, 0.05f, 0.10f}, {0.10f, 0.25f, 0.05f}, {0.18f, 0.20f, 0.22f},
      {0.20f, 0.30f, 0.38f}, {0.03f, 0.03f, 0.03f}, {0.58f, 0.60f, 0.62f}, {0.40f, 0.50f, 0.58f}};
  const cv::Vec3f base = kBases[random.below(std::size(kBases))];
  cv::Mat noise(8 + static_cast<int>(random.below(24)), 8 + static_cast<int>(random.below(24)),
                CV_32F);
  for (int y = 0; y < noise.rows; ++y) {
    for (int x = 0; x < noise.cols; ++x) noise.at<float>(y, x) = float(uniform(random, 0.7, 1.3));
  }
  cv::resize(noise, noise, size, 0, 0, cv::INTER_CUBIC);
  if (random.below(2) == 0) {  // grain: stripes along a random direction
    const double angle = uniform(random, 0, CV_PI), period = uniform(random, 6, 30);
    for (int y = 0; y < size.height; ++y) {
      float* row = noise.ptr<float>(y);
      for (int x = 0; x < size.width; ++x) {
        const double along = x * std::cos(angle) + y * std::sin(angle);
        row[x] *= float(1 + 0.25 * std::sin(along / period + 3 * std::sin(along / 97.0)));
      }
    }
  }
  cv::Mat image(size, CV_32FC3);
  for (int y = 0; y < size.height; ++y) {
    for (int x = 0; x < size.width; ++x) image.at<cv::Vec3f>(y, x) = base * noise.at<float>(y, x);
  }
  return image;
}

// One time in four, a printed page lies on the table, turned any way: lines of letters as
// small as a card's index. Books, score sheets and newspapers lie beside real games, and
// their letters pair like a rank over a pip.
void add_printed_page(cv::Mat& table, engine::Random& random) {
  if (random.below(4) != 0) return;
  const int shorter = std::min(table.cols, table.rows);
  const cv::Size size(static_cast<int>(shorter * uniform(random, 0.3, 0.6)),
                      static_cast<int>(shorter * uniform(random, 0.4, 0.8)));
  const float paper = static_cast<float>(uniform(random, 0.45, 0.75));
  cv::Mat page(size, CV_32FC3, cv::Scalar::all(paper));
  static const int kFonts[] = {cv::FONT_HERSHEY_SIMPLEX, cv::FONT_HERSHEY_DUPLEX,
                               cv::FONT_HERSHEY_COMPLEX, cv::FONT_HERSHEY_TRIPLEX};
  const int font = kFonts[random.below(std::size(kFonts))];
  const double text_px = uniform(random, 6, 18);
  const double scale = text_px / 22;  // Hershey capitals are about 22 px tall at scale 1
  const int thickness = 1 + static_cast<int>(random.below(2));
  const cv::Scalar ink = random.below(4) == 0 ? cv::Scalar(0.03, 0.03, 0.35)   // red
                                              : cv::Scalar(0.03, 0.03, 0.03);  // black
  static const char kLetters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  for (double y = 1.8 * text_px; y < size.height; y += 1.8 * text_px) {
    std::string line;
    for (int k = 0; k < size.width / text_px; ++k) {
      line += random.below(6) == 0 ? ' ' : kLetters[random.below(sizeof(kLetters) - 1)];
    }
    cv::putText(page, line, cv::Point(4, static_cast<int>(y)), font, scale, ink, thickness,
                cv::LINE_AA);
  }
  const cv::Point2f centre(static_cast<float>(uniform(random, 0, table.cols)),
                           static_cast<float>(uniform(random, 0, table.rows)));
  cv::Mat to_table =
      cv::getRotationMatrix2D({size.width / 2.f, size.height / 2.f}, uniform(random, 0, 360), 1);
  to_table.at<double>(0, 2) += centre.x - size.width / 2.0;
  to_table.at<double>(1, 2) += centre.y - size.height / 2.0;
  cv::Mat placed, covered;
  cv::warpAffine(page, placed, to_table, table.size());
  cv::warpAffine(cv::Mat(size, CV_8U, cv::Scalar(255)), covered, to_table, table.size(),
                 cv::INTER_NEAREST);
  placed.copyTo(table, covered);
}

// Whether a table point lies under `card` (in its own frame within its outline).
bool under(const SceneCard& card, cv::Point2d point) {
  const cv::Point2d d = point - card.centre_mm;
  const double c = std::cos(card.yaw), s = std::sin(card.yaw);
  const double x = c * d.x + s * d.y, y = -s * d.x + c * d.y;
  return std::abs(x) < kCardWidthMm / 2 + 0.5 && std::abs(y) < kCardHeightMm / 2 + 0.5;
}

cv::Point2d on_card(const SceneCard& card, double x, double y) {
  const double c = std::cos(card.yaw), s = std::sin(card.yaw);
  return card.centre_mm + cv::Point2d(c * x - s * y, s * x + c * y);
}

std::string label_text(const engine::Card& card) {
  if (card.rank == engine::kJoker) return "JOKER";
  const std::string text = card.to_string();
  return text.substr(0, text.size() - 1) + " " + text.back();
}

}  // namespace

CardScene render_cards(std::vector<SceneCard> cards, const SceneOptions& options,
                       engine::Random& random) {
  const render::Camera camera = scene_camera(options, random);
  render::Lighting light;
  light.direction =
      cv::normalize(cv::Vec3d(uniform(random, -0.6, 0.6), uniform(random, -0.6, 0.6), -1));
  light.ambient = uniform(random, 0.25, 0.5);
  light.shadow_strength = uniform(random, 0.2, 0.6);
  light.tint = {uniform(random, 0.8, 1.1), 1, uniform(random, 0.9, 1.2)};
  cv::Mat table = table_background(options.resolution, random);
  add_printed_page(table, random);
  render::Canvas canvas(camera, light, table);
  std::vector<std::unique_ptr<render::SceneObject>> objects;
  std::vector<const render::SceneObject*> drawn;
  const double hw = kCardWidthMm / 2, hh = kCardHeightMm / 2;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    SceneCard& card = cards[i];
    render::CardObject object;
    object.card = card.card;
    object.face_up = card.face_up;
    object.yaw = card.yaw;
    object.center_mm = {card.centre_mm.x, card.centre_mm.y, -kCardThicknessMm * (i + 1)};
    object.face = render::srgb_to_linear(art::card_face_image(card.card, kFacePxPerMm, card.deck));
    object.back = render::srgb_to_linear(art::card_back_image(kFacePxPerMm, card.deck));
    objects.push_back(render::make_card(object));
    drawn.push_back(objects.back().get());
    const double z = object.center_mm.z;
    const cv::Point2d corner[4] = {on_card(card, -hw, -hh), on_card(card, hw, -hh),
                                   on_card(card, hw, hh), on_card(card, -hw, hh)};
    for (int k = 0; k < 4; ++k) {
      card.corners[k] = cv::Point2f(camera.project({corner[k].x, corner[k].y, z}));
    }
    // The index's middle, 5 mm in and 10 mm down from its corner.
    const cv::Point2d index[2] = {on_card(card, -hw + 5, -hh + 10), on_card(card, hw - 5, hh - 10)};
    for (int k = 0; k < 2; ++k) {
      for (std::size_t above = i + 1; above < cards.size(); ++above) {
        if (under(cards[above], index[k])) card.index_visible[k] = false;
      }
    }
  }
  render::draw_objects(canvas, drawn);
  render::SensorLook sensor = render::random_sensor_look(random);
  CardScene scene;
  scene.image =
      render::compress(render::expose(canvas.image(), sensor, {}, random), sensor.jpeg_quality);
  scene.cards = std::move(cards);
  return scene;
}

CardScene random_card_scene(uint64_t seed, SceneOptions options) {
  engine::Random random(seed * 7919 + 13);
  const uint64_t deck = random.below(1 << 20);
  const std::vector<engine::Card> faces = art::deck_faces();
  const int count = 1 + static_cast<int>(random.below(5));
  std::vector<SceneCard> cards;
  for (int i = 0; i < count; ++i) {
    SceneCard card;
    card.deck = deck;
    card.card = random.below(12) == 0 ? engine::Card{engine::kJoker, engine::Suit::kNone}
                                      : faces[random.below(faces.size())];
    card.face_up = random.below(10) != 0;
    card.yaw = uniform(random, 0, 2 * CV_PI);
    if (!cards.empty() && random.below(5) < 2) {  // laid over the previous one, shifted
      const double angle = uniform(random, 0, 2 * CV_PI), shift = uniform(random, 20, 50);
      card.centre_mm =
          cards.back().centre_mm + shift * cv::Point2d(std::cos(angle), std::sin(angle));
    } else {
      card.centre_mm = {uniform(random, -140, 140), uniform(random, -80, 80)};
    }
    cards.push_back(card);
  }
  return render_cards(std::move(cards), options, random);
}

std::vector<SceneLabel> scene_labels(const CardScene& scene) {
  std::vector<SceneLabel> labels;
  const cv::Rect picture({}, scene.image.size());
  for (const SceneCard& card : scene.cards) {
    if (!card.face_up || (!card.index_visible[0] && !card.index_visible[1])) continue;
    std::vector<cv::Point2f> corners(card.corners.begin(), card.corners.end());
    const cv::Rect box = cv::boundingRect(corners) & picture;
    if (box.area() < cv::boundingRect(corners).area() * 0.6) continue;  // mostly outside
    labels.push_back({label_text(card.card), box});
  }
  return labels;
}

}  // namespace arbitre::cards
