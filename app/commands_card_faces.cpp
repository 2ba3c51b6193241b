// arbitre crops card-faces: the card face network's training crops (docs/cards.md), whole
// faces rectified from rendered scenes at 0.8 to 2.5 px/mm and from the train_ photos.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>

#include <opencv2/imgproc.hpp>

#include "arbitre/cards/card_face.h"
#include "arbitre/cards/card_scene.h"
#include "arbitre/engine/random.h"
#include "arbitre/render/camera.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {
namespace {

using Outline = std::array<cv::Point2f, 4>;

double overlap_area(const Outline& a, const Outline& b) {
  std::vector<cv::Point2f> pa(a.begin(), a.end()), pb(b.begin(), b.end()), common;
  return cv::intersectConvexConvex(pa, pb, common, true);
}

double area(const Outline& outline) {
  return cv::contourArea(std::vector<cv::Point2f>(outline.begin(), outline.end()));
}

// Each corner moved by up to `mm` along the card's edges: an outline is never found exactly.
Outline jittered(const Outline& outline, double mm, engine::Random& random) {
  const cv::Point2f x = (outline[1] - outline[0]) / 63.f, y = (outline[3] - outline[0]) / 88.f;
  Outline out = outline;
  for (auto& corner : out) {
    corner += x * static_cast<float>(render::uniform(random, -mm, mm)) +
              y * static_cast<float>(render::uniform(random, -mm, mm));
  }
  return out;
}

bool in_picture(const Outline& outline, cv::Size size) {
  return std::all_of(outline.begin(), outline.end(), [&](cv::Point2f p) {
    return p.x >= 0 && p.y >= 0 && p.x < size.width && p.y < size.height;
  });
}

// The scene's cards that show whole: face up, nothing on them, inside the picture (their
// rank and suit); face down (no card to read); and a card-sized outline beside the cards, on
// the bare table (no card either).
void add_scene(const cards::CardScene& scene, engine::Random& random, CardCrops& crops) {
  for (std::size_t i = 0; i < scene.cards.size(); ++i) {
    const cards::SceneCard& card = scene.cards[i];
    const Outline& outline = card.corners;
    bool covered = false;
    for (std::size_t j = i + 1; j < scene.cards.size(); ++j) {
      covered = covered || overlap_area(outline, scene.cards[j].corners) > 0.005 * area(outline);
    }
    if (covered || !in_picture(outline, scene.image.size())) continue;
    const Outline seen = jittered(outline, 1.5, random);
    if (!card.face_up) {
      crops.add(cards::face_patch(scene.image, seen), cards::kNoIndexClass, -1, "render");
      continue;
    }
    const int suit = card.card.rank == engine::kJoker ? -1 : static_cast<int>(card.card.suit);
    crops.add(cards::face_patch(scene.image, seen), cards::rank_class(card.card), suit, "render");
    // The same outline moved a card and a half away: bare table, when it meets no card.
    const double turn = render::uniform(random, 0, 2 * CV_PI);
    const cv::Point2f away =
        cv::Point2f(static_cast<float>(std::cos(turn)), static_cast<float>(std::sin(turn))) *
        static_cast<float>(1.5 * cv::norm(outline[2] - outline[0]));
    Outline bare = seen;
    for (auto& corner : bare) corner += away;
    bool meets = false;
    for (const auto& other : scene.cards) meets = meets || overlap_area(bare, other.corners) > 0;
    if (!meets && in_picture(bare, scene.image.size())) {
      crops.add(cards::face_patch(scene.image, bare), cards::kNoIndexClass, -1, "render");
    }
  }
}

// Whole cards of the train_ photos found by the card reader's proposals and matched to a
// label (the labels give the rank only).
void add_photos(const std::string& folder, CardCrops& crops) {
  for_each_labelled_card(
      folder, [&](const cv::Mat& image, const cards::CardReader::Proposal& proposal,
                  const std::string& label) {
        if (!proposal.frame.x_short) return;  // the outline must start at an index corner
        // The labels give the rank only.
        const auto card = engine::parse_card(label == "JOKER" ? label : label + "S");
        if (!card) return;
        crops.add(cards::face_patch(image, proposal.frame.card_outline()), cards::rank_class(*card),
                  -1, "real");
      });
}

}  // namespace

int run_face_crops(const FaceCropOptions& options) {
  const auto [first, last] = parse_seeds(options.seeds);
  CardCrops crops(options.out);
  static const cv::Size kSizes[] = {{640, 480}, {960, 540}, {1280, 720}};
  for (uint64_t seed = first; seed <= last; ++seed) {
    cards::SceneOptions scene_options;
    scene_options.resolution = kSizes[seed % 3];
    // A webcam over a whole board sees the cards at about 1 px/mm.
    scene_options.min_px_per_mm = 0.8;
    scene_options.max_px_per_mm = 2.5;
    const cards::CardScene scene = cards::random_card_scene(seed, scene_options);
    engine::Random random(seed * 7919 + 17);
    add_scene(scene, random, crops);
  }
  const int rendered = crops.count;
  if (!options.photos.empty()) add_photos(options.photos, crops);
  std::cout << "crops: rendered=" << rendered << " real=" << crops.count - rendered << "\n";
  return kExitOk;
}

}  // namespace arbitre::app
