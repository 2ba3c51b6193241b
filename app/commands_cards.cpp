// arbitre card: reads the playing cards in a picture; arbitre crops cards: the card index
// network's training crops; arbitre eval card-photos / eval cards: the reader's figures on
// labelled real photos and on rendered card scenes (docs/cards.md).
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "arbitre/cards/card_reader.h"
#include "arbitre/cards/card_scene.h"
#include "arbitre/vision/photo_set.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {
namespace {

namespace fs = std::filesystem;
using cards::CardReader;
using cards::CardReading;

std::unique_ptr<CardReader> make_reader(const std::string& params_file) {
  cards::CardParams params;
  if (!params_file.empty()) params = take(cards::load_card_params(params_file), "--params");
  return take(CardReader::create(params), "card reader");
}

std::string box_text(const cv::Rect& box) {
  return "[" + std::to_string(box.x) + ", " + std::to_string(box.y) + ", " +
         std::to_string(box.width) + ", " + std::to_string(box.height) + "]";
}

cv::Mat read_picture(const std::string& path) {
  return take(cards::read_picture(path), "");
}

struct CardOptions {
  std::string image, debug, params;
  bool json = false;
};

int run_card(const CardOptions& options) {
  const cv::Mat image = read_picture(options.image);
  auto reader = make_reader(options.params);
  if (!options.debug.empty()) reader->set_debug_dir(options.debug);
  const std::vector<CardReading> readings = reader->read(image);
  if (options.json) {
    std::cout << cards::readings_json(readings).dump() << "\n";
    return kExitOk;
  }
  for (const CardReading& r : readings) {
    std::cout << cards::reading_label(r) << " " << std::fixed << std::setprecision(2)
              << r.confidence << " at " << box_text(r.box) << "\n";
  }
  return kExitOk;
}

// The label of a proposal from a rendered scene: the card's index when its corner frame
// sits on an uncovered index corner, no index on any other card corner or far from every
// card; -1: leave it out (an index corner whose index is covered, or a frame near a card
// that matches none of its corners well: its label would be a guess).
int scene_rank(const cards::CardScene& scene, const cards::CornerFrame& frame, int& suit) {
  suit = -1;
  const cv::Point2f x_axis = frame.x_axis * (1.f / static_cast<float>(cv::norm(frame.x_axis)));
  bool near_card = false;
  for (const cards::SceneCard& card : scene.cards) {
    const float width = static_cast<float>(cv::norm(card.corners[1] - card.corners[0]));
    for (int k = 0; k < 4; ++k) {
      const double off = cv::norm(frame.origin - card.corners[k]);
      if (off < 0.4 * width) near_card = true;
      const cv::Point2f along = card.corners[(k + 1) % 4] - card.corners[k];
      if (off > 0.08 * width || x_axis.dot(along) < 0.95 * cv::norm(along)) continue;
      if (k % 2 == 1 || !card.face_up) return cards::kNoIndexClass;
      if (!card.index_visible[k / 2]) return -1;
      suit = card.card.rank == engine::kJoker ? -1 : static_cast<int>(card.card.suit);
      return cards::rank_class(card.card);
    }
  }
  return near_card ? -1 : cards::kNoIndexClass;
}

constexpr long kGlyphNegativesPerScene = 8;

// Every how many of `count` glyph frames one is kept: kGlyphNegativesPerScene at most.
long spacing(long count) {
  return std::max<long>(1, (count + kGlyphNegativesPerScene - 1) / kGlyphNegativesPerScene);
}

constexpr int kOffCard = -2, kOnFace = -1;

// Where a frame found from an index's ink lies on a card whose outline is `corners` (its
// face's top-left, top-right, bottom-right, bottom-left): 0 or 1 when it reads that index
// corner (top-left, bottom-right), kOnFace elsewhere on the card (middle pips, figures),
// kOffCard when its rank glyph is off the card. It reads an index corner when its rank glyph
// lies within 12 x 16 mm of the corner, the frame is turned as the corner's edges (within
// about 18 degrees) and its scale is within half and one and a half times the card's: decks
// print indices of different sizes.
int glyph_frame_place(const cards::CornerFrame& frame, const std::array<cv::Point2f, 4>& corners,
                      const cards::CardParams& params) {
  const cv::Point2f glyph = cards::index_glyph(frame, params);
  const std::vector<cv::Point2f> outline(corners.begin(), corners.end());
  if (cv::pointPolygonTest(outline, glyph, false) < 0) return kOffCard;
  const double px_per_mm = cv::norm(corners[1] - corners[0]) / cards::kCardWidthMm;
  const double scale = cv::norm(frame.x_axis) / px_per_mm;
  if (scale < 0.5 || scale > 1.6) return kOnFace;
  for (int k = 0; k < 4; k += 2) {
    const cv::Point2f across = corners[(k + 1) % 4] - corners[k];
    const cv::Point2f down = corners[(k + 3) % 4] - corners[k];
    const cv::Point2f from_corner = glyph - corners[k];
    const double x_mm = from_corner.dot(across) / cv::norm(across) / px_per_mm;
    const double y_mm = from_corner.dot(down) / cv::norm(down) / px_per_mm;
    const bool turned_so =
        frame.x_axis.dot(across) > 0.95 * cv::norm(frame.x_axis) * cv::norm(across);
    if (turned_so && x_mm > 0 && x_mm < 12 && y_mm > 0 && y_mm < 16) return k / 2;
  }
  return kOnFace;
}

// The label of a glyph frame on a rendered scene, from the top card under its rank glyph:
// that card's index when the frame reads an index corner, -1 when that index is covered, no
// index elsewhere on a face, on a back or on the table.
int scene_glyph_rank(const cards::CardScene& scene, const cards::CornerFrame& frame,
                     const cards::CardParams& params, int& suit) {
  suit = -1;
  for (auto card = scene.cards.rbegin(); card != scene.cards.rend(); ++card) {
    const int place = glyph_frame_place(frame, card->corners, params);
    if (place == kOffCard) continue;
    if (!card->face_up || place == kOnFace) return cards::kNoIndexClass;
    if (!card->index_visible[place]) return -1;
    suit = card->card.rank == engine::kJoker ? -1 : static_cast<int>(card->card.suit);
    return cards::rank_class(card->card);
  }
  return cards::kNoIndexClass;
}

// Glyph frames on the whole cards of the train_ photos that a label matches: the labelled
// rank where a frame reads an index corner, no index elsewhere on the card. Off those cards
// nothing is labelled: only 9 to ace were, and another card may lie there.
void add_real_glyph_crops(const std::string& folder, CardCrops& crops) {
  auto reader = CardReader::proposer();
  cv::Mat photo;  // kept referenced: a new photo never reuses its pixels' address
  std::vector<CardReader::Proposal> glyphs;
  std::vector<cv::Point2f> done;  // the centres of the cards used in this photo
  for_each_labelled_card(folder, [&](const cv::Mat& image, const CardReader::Proposal& whole,
                                     const std::string& label) {
    const auto card = engine::parse_card(label + "S");
    if (!whole.frame.x_short || !card) return;
    if (image.data != photo.data) {
      photo = image;
      glyphs = reader->propose(image);
      std::erase_if(glyphs, [](const auto& p) { return !p.frame.from_glyphs; });
      done.clear();
    }
    const auto outline = whole.frame.card_outline();
    const cv::Point2f centre = (outline[0] + outline[2]) * 0.5f;
    // Both index corners of one card are matched: its glyphs are labelled once.
    for (const cv::Point2f& other : done) {
      if (cv::norm(other - centre) < 10) return;
    }
    done.push_back(centre);
    std::vector<int> places;
    for (const auto& proposal : glyphs) {
      places.push_back(glyph_frame_place(proposal.frame, outline, reader->params()));
    }
    // A face's middle gives dozens of frames: as on rendered scenes, eight of them, spread.
    const long every = spacing(std::count(places.begin(), places.end(), kOnFace));
    long on_face = 0;
    for (std::size_t i = 0; i < glyphs.size(); ++i) {
      if (places[i] == kOffCard || (places[i] == kOnFace && on_face++ % every != 0)) continue;
      crops.add(glyphs[i].patch,
                places[i] == kOnFace ? cards::kNoIndexClass : cards::rank_class(*card), -1, "real");
    }
  });
}

cards::SceneOptions scene_options(uint64_t seed) {
  static const cv::Size kSizes[] = {{640, 480}, {960, 540}, {1280, 720}};
  cards::SceneOptions options;
  options.resolution = kSizes[seed % 3];
  return options;
}

struct CropOptions {
  std::string seeds = "1-600", photos, out, scenes;
};

int run_crops(const CropOptions& options) {
  const auto [first, last] = parse_seeds(options.seeds);
  CardCrops crops(options.out);
  auto reader = CardReader::proposer();
  for (uint64_t seed = first; seed <= last; ++seed) {
    const cards::CardScene scene = cards::random_card_scene(seed, scene_options(seed));
    if (!options.scenes.empty()) {
      fs::create_directories(options.scenes);
      cv::imwrite((fs::path(options.scenes) / (std::to_string(seed) + ".jpg")).string(),
                  scene.image);
    }
    // Frames from ink are many on a textured table and nearly all no index: eight per
    // scene, spread over them, teach that as well as hundreds would and keep training short.
    const auto proposals = reader->propose(scene.image);
    const auto glyph_frames = std::count_if(proposals.begin(), proposals.end(),
                                            [](const auto& p) { return p.frame.from_glyphs; });
    const long every = spacing(glyph_frames);
    long glyph_seen = 0;
    for (const auto& proposal : proposals) {
      const bool kept_negative = !proposal.frame.from_glyphs || glyph_seen++ % every == 0;
      int suit = -1;
      const int rank = proposal.frame.from_glyphs
                           ? scene_glyph_rank(scene, proposal.frame, reader->params(), suit)
                           : scene_rank(scene, proposal.frame, suit);
      if (rank < 0 || (rank == cards::kNoIndexClass && !kept_negative)) continue;
      crops.add(proposal.patch, rank, suit, proposal.frame.from_glyphs ? "glyph" : "render");
    }
  }
  const int rendered = crops.count;
  if (!options.photos.empty()) {
    for_each_labelled_card(options.photos, [&](const cv::Mat&, const CardReader::Proposal& proposal,
                                               const std::string& label) {
      // The labels give no suit.
      const auto card = engine::parse_card(label + "S");
      if (!card) return;
      crops.add(proposal.patch,
                proposal.frame.x_short ? cards::rank_class(*card) : cards::kNoIndexClass, -1,
                "real");
    });
    add_real_glyph_crops(options.photos, crops);
  }
  std::cout << "crops: rendered=" << rendered << " real=" << crops.count - rendered << "\n";
  return kExitOk;
}

struct Totals {
  int photos = 0, cards = 0, right = 0, wrong = 0, missed = 0, extra = 0;
  std::vector<double> ms;
  void add(const vision::PhotoScore& score) {
    ++photos;
    cards += score.labelled, right += score.right, wrong += score.wrong;
    missed += score.missed, extra += score.extra;
  }
  void print(const char* name) const {
    std::vector<double> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    const double median = sorted.empty() ? 0 : sorted[sorted.size() / 2];
    std::cout << std::fixed << std::setprecision(1) << "summary: " << name << "=" << photos
              << " cards=" << cards << " right=" << (cards ? 100.0 * right / cards : 0)
              << "% wrong=" << wrong << " missed=" << missed << " extra=" << extra
              << " ms=" << median << "\n";
  }
};

std::vector<vision::ReadObject> answers(CardReader& reader, const cv::Mat& image, Totals& totals) {
  const auto start = std::chrono::steady_clock::now();
  const std::vector<CardReading> readings = reader.read(image);
  totals.ms.push_back(
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  std::vector<vision::ReadObject> objects;
  for (const CardReading& r : readings)
    objects.push_back({cards::reading_label(r), r.box, r.confidence});
  return objects;
}

// Which photos an eval reads: the held-out ones (the figures), the train_ ones (tuning), or all.
enum class PhotoChoice { kHeldOut, kTrain, kAll };

int run_eval_photos(const std::string& folder, PhotoChoice choice, const std::string& params) {
  const vision::PhotoSet set = take(vision::load_photo_set(folder), folder);
  if (set.kind != vision::PhotoSet::Kind::kCards) throw InputError(folder + ": not card photos");
  auto reader = make_reader(params);
  Totals totals;
  for (const vision::LabelledPhoto& photo : set.photos) {
    if ((choice == PhotoChoice::kHeldOut && !photo.held_out) ||
        (choice == PhotoChoice::kTrain && photo.held_out)) {
      continue;
    }
    const cv::Mat image = read_picture(photo.image.string());
    const vision::PhotoScore score = vision::score_photo(photo, answers(*reader, image, totals));
    for (const std::string& mistake : score.mistakes) {
      std::cout << photo.image.filename().string() << ": " << mistake << "\n";
    }
    totals.add(score);
  }
  totals.print("photos");
  return kExitOk;
}

int run_eval_scenes(const std::string& seeds, const std::string& params) {
  const auto [first, last] = parse_seeds(seeds);
  auto reader = make_reader(params);
  Totals totals;
  for (uint64_t seed = first; seed <= last; ++seed) {
    const cards::CardScene scene = cards::random_card_scene(seed, scene_options(seed));
    vision::LabelledPhoto photo;
    photo.size = scene.image.size();
    for (const auto& label : cards::scene_labels(scene))
      photo.objects.push_back({label.label, label.box});
    const vision::PhotoScore score =
        vision::score_photo(photo, answers(*reader, scene.image, totals));
    for (const std::string& mistake : score.mistakes)
      std::cout << "seed " << seed << ": " << mistake << "\n";
    totals.add(score);
  }
  totals.print("scenes");
  return kExitOk;
}

// `crops` and `eval` may already exist (other readers add theirs): find or add.
CLI::App* subcommand(CLI::App& app, const std::string& name, const std::string& help) {
  for (CLI::App* existing : app.get_subcommands([](CLI::App*) { return true; })) {
    if (existing->get_name() == name) return existing;
  }
  CLI::App* added = app.add_subcommand(name, help);
  added->require_subcommand(1);
  return added;
}

}  // namespace

void for_each_labelled_card(const std::string& folder, const LabelledCardUse& use) {
  const vision::PhotoSet set = take(vision::load_photo_set(folder), folder);
  auto reader = CardReader::proposer();
  for (const vision::LabelledPhoto& photo : set.photos) {
    if (photo.held_out) continue;  // only train_ photos are learned from
    const cv::Mat image = read_picture(photo.image.string());
    for (const auto& proposal : reader->propose(image)) {
      // Only whole cards tell an index corner from a plain one.
      if (!proposal.frame.whole_card) continue;
      const auto outline = proposal.frame.card_outline();
      const cv::Rect box =
          cv::boundingRect(std::vector<cv::Point2f>(outline.begin(), outline.end()));
      for (const vision::LabelledObject& object : photo.objects) {
        const double common = (box & object.box).area();
        if (common >= 0.6 * (box.area() + object.box.area() - common)) {
          use(image, proposal, object.label);
        }
      }
    }
  }
}

CardCrops::CardCrops(const std::filesystem::path& folder) {
  std::filesystem::create_directories(folder);
  patches.open(folder / "patches.u8", std::ios::binary);
  labels.open(folder / "labels.csv");
  if (!patches || !labels) throw InputError(folder.string() + ": cannot write the crops there");
}

// One crop: the patch, its rank class and its suit (-1: unknown).
void CardCrops::add(const cv::Mat& patch, int rank, int suit, const char* source) {
  patches.write(reinterpret_cast<const char*>(patch.data),
                static_cast<std::streamsize>(patch.total() * 3));
  labels << rank << "," << suit << "," << source << "\n";
  ++count;
}

void register_card_commands(CLI::App& app, int& exit_status) {
  auto card = std::make_shared<CardOptions>();
  auto* read = app.add_subcommand("card", "Read the playing cards lying face up in a picture");
  read->add_option("image", card->image, "Picture (JPEG, PNG)")->required();
  read->add_flag("--json", card->json, "Print {\"cards\": [{rank, suit, box, confidence}]}");
  read->add_option("--debug", card->debug, "Folder for each stage's picture");
  read->add_option("--params", card->params, "Card reader parameters (JSON, docs/cards.md)");
  read->callback([card, &exit_status] { exit_status = run_card(*card); });

  auto crop = std::make_shared<CropOptions>();
  auto* crops =
      subcommand(app, "crops", "Training crops for the readers' networks")
          ->add_subcommand("cards", "Card index crops from rendered scenes and train_ photos");
  crops->add_option("--seeds", crop->seeds, "Rendered scenes A-B");
  crops->add_option("--photos", crop->photos, "Labelled card photos (only train_ photos are used)");
  crops->add_option("-o,--out", crop->out, "Output folder (patches.u8, labels.csv)")->required();
  crops->add_option("--scenes", crop->scenes, "Also write the rendered pictures there");
  crops->callback([crop, &exit_status] { exit_status = run_crops(*crop); });
  auto face = std::make_shared<FaceCropOptions>();
  auto* faces = subcommand(app, "crops", "")
                    ->add_subcommand(
                        "card-faces",
                        "Whole card faces from rendered scenes (0.8-2.5 px/mm) and train_ photos");
  faces->add_option("--seeds", face->seeds, "Rendered scenes A-B");
  faces->add_option("--photos", face->photos, "Labelled card photos (only train_ photos are used)");
  faces->add_option("-o,--out", face->out, "Output folder (patches.u8, labels.csv)")->required();
  faces->callback([face, &exit_status] { exit_status = run_face_crops(*face); });

  CLI::App* eval = subcommand(app, "eval", "Measure Arbitre's vision");
  struct PhotoOptions {
    std::string folder;
    bool all = false, train = false;
  };
  auto photos = std::make_shared<PhotoOptions>();
  auto params = std::make_shared<std::string>();
  auto* on_photos = eval->add_subcommand("card-photos", "Card reader on labelled real photos");
  on_photos->add_option("folder", photos->folder, "Folder with labels.jsonl")->required();
  on_photos->add_flag("--all", photos->all, "Every photo, train_ ones too");
  on_photos->add_flag("--train", photos->train, "The train_ photos only (to tune on)");
  on_photos->add_option("--params", *params, "Card reader parameters (JSON)");
  on_photos->callback([photos, params, &exit_status] {
    const PhotoChoice choice = photos->all     ? PhotoChoice::kAll
                               : photos->train ? PhotoChoice::kTrain
                                               : PhotoChoice::kHeldOut;
    exit_status = run_eval_photos(photos->folder, choice, *params);
  });
  auto seeds = std::make_shared<std::string>("3000-3199");
  auto* on_scenes = eval->add_subcommand("cards", "Card reader on rendered card scenes");
  on_scenes->add_option("--seeds", *seeds, "Scenes A-B");
  on_scenes->add_option("--params", *params, "Card reader parameters (JSON)");
  on_scenes->callback(
      [seeds, params, &exit_status] { exit_status = run_eval_scenes(*seeds, *params); });
}

}  // namespace arbitre::app
