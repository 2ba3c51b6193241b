// `arbitre dice` (read the dice in a photo), `arbitre crops dice` (the d6 network's training
// windows), `arbitre eval dice-photos` (real held-out photos) and `arbitre eval dice`
// (rendered stills). docs/dice.md describes the reader.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include "arbitre/dice/dice_reader.h"
#include "arbitre/dice/dice_scene.h"
#include "arbitre/engine/random.h"
#include "arbitre/film/film.h"
#include "arbitre/vision/photo_set.h"
#include "cli_support.h"
#include "commands.h"

namespace arbitre::app {

namespace {

cv::Mat read_dice_image(const std::string& path) {
  cv::Mat image = cv::imread(path, cv::IMREAD_COLOR);
  if (image.empty()) throw InputError(path + ": not an image OpenCV can read");
  take(dice::check_dice_image(image), path);
  return image;
}

// The default parameters, or those of `params_file` (JSON, docs/dice.md) when it is given.
dice::DiceParams dice_params_of(const std::string& params_file) {
  return params_file.empty() ? dice::DiceParams{}
                             : take(dice::load_dice_params(params_file), "--params");
}

dice::DiceReader make_dice_reader(const dice::DiceParams& params) {
  return take(dice::DiceReader::create(params), "d6 network");
}

std::vector<vision::ReadObject> dice_answers_of(const std::vector<dice::DieReading>& dice) {
  std::vector<vision::ReadObject> answers;
  for (const auto& die : dice) {
    answers.push_back(
        {die.value ? std::to_string(die.value) : "unreadable", die.box, die.confidence});
  }
  return answers;
}

// One rendered still with every die resting flat, as a labelled photo; nullopt when a die is
// cocked or moving (its value is not settled).
std::optional<vision::LabelledPhoto> dice_still_of(const std::filesystem::path& film,
                                                   const nlohmann::json& frame) {
  if (!frame.contains("still") || !frame.contains("dice")) return std::nullopt;
  vision::LabelledPhoto photo;
  photo.image = film / frame.at("still").get<std::string>();
  for (const auto& die : frame.at("dice")) {
    if (!die.at("resting").get<bool>() || die.at("tilt_deg").get<double>() > 10) {
      return std::nullopt;
    }
    const auto& box = die.at("box");
    photo.objects.push_back({std::to_string(die.at("value").get<int>()),
                             cv::Rect(cv::Rect2d(box[0].get<double>(), box[1].get<double>(),
                                                 box[2].get<double>(), box[3].get<double>()))});
  }
  return photo;
}

// A settled frame of a rendered Jacquet film whose dice rest, and its picture.
struct DiceStill {
  vision::LabelledPhoto photo;
  cv::Mat image;
};

// The pictures of the frames `wanted` (ascending indices) of `video`, decoded in one pass.
std::vector<cv::Mat> video_frames(const std::filesystem::path& video,
                                  const std::vector<int>& wanted) {
  cv::VideoCapture capture(video.string());
  if (!capture.isOpened()) throw InputError(video.string() + ": cannot open the video");
  std::vector<cv::Mat> frames;
  cv::Mat frame;
  for (int index = 0; frames.size() < wanted.size() && capture.read(frame); ++index) {
    if (index == wanted[frames.size()]) frames.push_back(frame.clone());
  }
  if (frames.size() < wanted.size()) {
    throw InputError(video.string() + ": ends before frame " +
                     std::to_string(wanted[frames.size()]));
  }
  return frames;
}

// Renders seed's Jacquet film into `work` and returns its stills whose dice rest: the JPEG
// stills, or with `from_video` the same frames decoded from the film's H.264 video at the
// referee's 30 frames a second (the pictures `arbitre review` reads).
std::vector<DiceStill> rendered_stills(uint64_t seed, const std::filesystem::path& work, int moves,
                                       bool from_video = false) {
  auto options = eval_film_options("jacquet", seed, moves);
  options.video = from_video;
  options.stills = true;
  if (from_video) options.fps = 30;
  std::filesystem::remove_all(work);
  take(film::film_game(options, work), "seed " + std::to_string(seed));
  std::vector<DiceStill> stills;
  std::vector<int> indices;
  std::ifstream truth(work / "truth.jsonl");
  int number = 0;
  for (std::string line; std::getline(truth, line);) {
    const auto frame = parse_json_line(
        line, (work / "truth.jsonl").string() + " line " + std::to_string(++number));
    if (frame.value("type", "") != "frame") continue;
    if (auto still = dice_still_of(work, frame)) {
      stills.push_back({std::move(*still), {}});
      indices.push_back(frame.at("index").get<int>());
    }
  }
  if (from_video) {
    auto frames = video_frames(work / "video.mp4", indices);
    for (std::size_t i = 0; i < stills.size(); ++i) stills[i].image = std::move(frames[i]);
  } else {
    for (auto& still : stills) still.image = read_dice_image(still.photo.image.string());
  }
  return stills;
}

// A rendered dice scene as a labelled photo; a die labelled "0" (cocked, cut by the picture's
// edge) is no answer to score: such scenes are left out of evaluations.
vision::LabelledPhoto scene_photo(const dice::DiceScene& scene, uint64_t seed) {
  vision::LabelledPhoto photo;
  photo.image = "scene-" + std::to_string(seed);
  for (const auto& die : scene.dice) photo.objects.push_back({std::to_string(die.value), die.box});
  return photo;
}

struct DiceTally {
  int photos = 0, labelled = 0, right = 0, wrong = 0, missed = 0, extra = 0;
  int misread = 0;  // wrong with a value (not unreadable): counted by score_dice_into
  double ms = 0;
  void add(const vision::PhotoScore& score, double read_ms) {
    ++photos;
    labelled += score.labelled;
    right += score.right;
    wrong += score.wrong;
    missed += score.missed;
    extra += score.extra;
    ms += read_ms;
  }
  std::string figures() const {
    std::ostringstream text;
    text << std::fixed << std::setprecision(1) << "photos=" << photos << " dice=" << labelled
         << " right=" << 100.0 * right / std::max(1, labelled) << "% wrong=" << wrong
         << " missed=" << missed << " extra=" << extra << " ms=" << ms / std::max(1, photos);
    return text.str();
  }
};

void score_dice_into(dice::DiceReader& reader, const vision::LabelledPhoto& photo, DiceTally& tally,
                     cv::Mat image = {}, bool print_mistakes = true) {
  if (image.empty()) image = read_dice_image(photo.image.string());
  const auto dice = reader.read(image);
  const auto score = vision::score_photo(photo, dice_answers_of(dice));
  tally.add(score, reader.last_times().total_ms());
  for (const auto& mistake : score.mistakes) {
    if (mistake.find(" read as ") != std::string::npos &&
        mistake.find(" read as unreadable") == std::string::npos) {
      ++tally.misread;
    }
    if (print_mistakes) std::cout << photo.image.filename().string() << ": " << mistake << "\n";
  }
}

// The readers an evaluation scores: the given parameters, or with `--sweep` a grid of the
// two thresholds (min_die_probability x min_confidence) over them on the same pictures, for
// tuning on train_ photos and seeds of one's own only.
struct DiceEvaluation {
  std::vector<dice::DiceReader> readers;
  std::vector<std::string> names;
  std::vector<DiceTally> tallies;

  DiceEvaluation(bool sweep, const dice::DiceParams& base) {
    if (!sweep) {
      readers.push_back(make_dice_reader(base));
      names.emplace_back();
    }
    for (double die : {0.3, 0.4, 0.5, 0.6, 0.7}) {
      for (double confidence : {0.2, 0.35, 0.5, 0.6, 0.7}) {
        if (!sweep) break;
        dice::DiceParams params = base;
        params.min_die_probability = die;
        params.min_confidence = confidence;
        readers.push_back(take(dice::DiceReader::create(params), "d6 network"));
        std::ostringstream name;
        name << "min_die_probability=" << die << " min_confidence=" << confidence << " ";
        names.push_back(name.str());
      }
    }
    tallies.resize(readers.size());
  }
  void score(const vision::LabelledPhoto& photo, cv::Mat image = {}) {
    if (image.empty()) image = read_dice_image(photo.image.string());
    for (size_t i = 0; i < readers.size(); ++i) {
      score_dice_into(readers[i], photo, tallies[i], image, readers.size() == 1);
    }
  }
  // `label` ("d6", "scenes d6"): the share right is printed first under that name.
  void print(const std::string& label) const {
    for (size_t i = 0; i < readers.size(); ++i) {
      const auto& tally = tallies[i];
      std::cout << (readers.size() > 1 ? "sweep " + names[i] : std::string("summary: "));
      if (!label.empty()) {
        std::cout << label << "=" << std::fixed << std::setprecision(1)
                  << 100.0 * tally.right / std::max(1, tally.labelled) << "% ";
      }
      std::cout << tally.figures() << " misread=" << tally.misread << "\n";
    }
  }
};

int run_dice(const std::string& image_path, bool json, const std::string& debug_dir,
             const std::string& params_file) {
  const cv::Mat image = read_dice_image(image_path);
  auto reader = make_dice_reader(dice_params_of(params_file));
  if (!debug_dir.empty()) reader.set_debug_dir(debug_dir);
  const auto dice = reader.read(image);
  if (json) {
    std::cout << dice::dice_to_json(dice).dump() << "\n";
    return kExitOk;
  }
  for (const auto& die : dice) {
    std::cout << (die.value ? std::to_string(die.value) : "unreadable") << " at [" << die.box.x
              << ", " << die.box.y << ", " << die.box.width << ", " << die.box.height
              << "] confidence " << std::fixed << std::setprecision(2) << die.confidence << "\n";
  }
  const auto& times = reader.last_times();
  std::cout << dice.size() << " dice in " << std::fixed << std::setprecision(1) << times.total_ms()
            << " ms (grey " << times.grey_ms << ", pips " << times.pips_ms << ", proposals "
            << times.proposals_ms << ", network " << times.network_ms << ", read again "
            << times.refine_ms << ", merge " << times.merge_ms << ", in colour " << times.colour_ms
            << ")\n";
  return kExitOk;
}

int run_eval_dice_photos(const std::string& folder, bool all, bool train, bool sweep,
                         const std::string& params_file) {
  const auto set = take(vision::load_photo_set(folder), folder);
  DiceEvaluation evaluation(sweep, dice_params_of(params_file));
  for (const auto& photo : set.photos) {
    if (all || photo.held_out != train) evaluation.score(photo);
  }
  evaluation.print("");
  return kExitOk;
}

int run_eval_dice_rendered(const std::string& seeds, int moves, const std::string& scenes,
                           const std::string& debug, bool sweep, bool from_video,
                           const std::string& params_file) {
  DiceEvaluation evaluation(sweep, dice_params_of(params_file));
  auto& reader = evaluation.readers.front();  // the one whose stages --debug writes
  if (!scenes.empty()) {  // dedicated dice scenes, those whose every die rests whole in view
    const auto [first, last] = parse_seeds(scenes);
    for (uint64_t seed = first; seed <= last; ++seed) {
      const auto scene = dice::random_dice_scene(seed);
      const auto photo = scene_photo(scene, seed);
      const bool settled = std::all_of(scene.dice.begin(), scene.dice.end(),
                                       [](const auto& die) { return die.value > 0; });
      if (!settled) continue;
      if (!debug.empty()) reader.set_debug_dir(std::filesystem::path(debug) / photo.image);
      evaluation.score(photo, scene.image);
    }
    evaluation.print("scenes d6");
    return kExitOk;
  }
  const auto [first, last] = parse_seeds(seeds);
  // One folder per process: two evaluations side by side must not film into each other's.
  const auto work = private_work_dir("arbitre-eval-dice");
  for (uint64_t seed = first; seed <= last; ++seed) {
    for (const auto& still : rendered_stills(seed, work, moves, from_video)) {
      if (!debug.empty()) {
        reader.set_debug_dir(std::filesystem::path(debug) / ("seed-" + std::to_string(seed)) /
                             still.photo.image.stem());
      }
      evaluation.score(still.photo, still.image);
    }
  }
  std::filesystem::remove_all(work);
  evaluation.print("d6");
  return kExitOk;
}

// Writes the reader's windows of one image with their labels: the die nearest the window's
// centre when it lies within 0.3 window of it (class = value, box relative to the window),
// "not a die" (class 0) when no labelled die touches the window's middle half; windows in
// between are left out, and so are windows near an unlabelled (moving, cocked) die.
struct DiceCropWriter {
  std::filesystem::path out;
  std::ofstream index;
  int written = 0;

  engine::Random jitter{12345};

  void write(dice::DiceReader& reader, const cv::Mat& image, const vision::LabelledPhoto& photo,
             const std::string& source) {
    cv::Mat grey;
    const auto proposals = reader.propose(image, grey);
    for (const auto& proposal : proposals) {
      const int label = write_window(grey, proposal.square, reader.working_scale(), photo, source);
      // A die's window also shifted and scaled a little: the proposal's centre and pip size
      // are never exact at run time.
      for (int k = 0; label > 0 && k < 2; ++k) {
        const auto& square = proposal.square;
        const double side = square.width * render_uniform(0.85, 1.2);
        const cv::Point2d centre(square.x + square.width * (0.5 + render_uniform(-0.1, 0.1)),
                                 square.y + square.height * (0.5 + render_uniform(-0.1, 0.1)));
        write_window(grey, cv::Rect2d(centre.x - side / 2, centre.y - side / 2, side, side),
                     reader.working_scale(), photo, source);
      }
    }
  }

 private:
  double render_uniform(double low, double high) { return low + (high - low) * jitter.unit(); }

  // Writes one window (working-image pixels) with its label; returns the label, -1 when left out.
  int write_window(const cv::Mat& grey, const cv::Rect2d& square, double scale,
                   const vision::LabelledPhoto& photo, const std::string& source) {
    const cv::Point2d centre(square.x + square.width / 2, square.y + square.height / 2);
    const cv::Rect2d middle(square.x + square.width / 4, square.y + square.height / 4,
                            square.width / 2, square.height / 2);
    int label = 0;
    cv::Rect2d target;
    double nearest = 1e9;
    bool touched = false;
    for (const auto& object : photo.objects) {
      const cv::Rect2d box(object.box.x * scale, object.box.y * scale, object.box.width * scale,
                           object.box.height * scale);
      const cv::Point2d box_centre(box.x + box.width / 2, box.y + box.height / 2);
      touched = touched || (box & middle).area() > 0;
      const double distance = cv::norm(box_centre - centre);
      if (distance < nearest) {
        nearest = distance;
        label = std::stoi(object.label);
        target = box;
      }
    }
    if (nearest >= 0.3 * square.width || target.width > 1.1 * square.width) {
      if (touched) return -1;
      label = 0;
    } else if (label == 0) {
      return -1;  // a cocked or cut die: neither a face to read nor surely not a die
    }
    const std::string name = "c" + std::to_string(written++) + ".png";
    cv::imwrite((out / "crops" / name).string(), dice::crop_window(grey, square));
    nlohmann::json line = {{"file", "crops/" + name},
                           {"class", label},
                           {"source", source},
                           {"photo", photo.image.string()}};
    if (label > 0) {
      line["box"] = {(target.x + target.width / 2 - square.x) / square.width,
                     (target.y + target.height / 2 - square.y) / square.width,
                     target.width / square.width, target.height / square.width};
    }
    index << line.dump() << "\n";
    return label;
  }
};

int run_dice_crops(const std::string& seeds, const std::string& scenes, const std::string& photos,
                   const std::string& out, int moves, bool from_video,
                   const std::string& params_file) {
  auto reader = dice::DiceReader::proposals_only(dice_params_of(params_file));
  DiceCropWriter writer;
  writer.out = out;
  std::filesystem::create_directories(writer.out / "crops");
  writer.index.open(writer.out / "crops.jsonl");
  if (!photos.empty()) {
    const auto set = take(vision::load_photo_set(photos), photos);
    for (const auto& photo : set.photos) {
      if (photo.held_out) continue;  // never learn from the photos the figures come from
      writer.write(reader, read_dice_image(photo.image.string()), photo, "real");
    }
  }
  if (!seeds.empty()) {
    const auto [first, last] = parse_seeds(seeds);
    const auto work = writer.out / "film";
    for (uint64_t seed = first; seed <= last; ++seed) {
      for (const auto& still : rendered_stills(seed, work, moves, from_video)) {
        writer.write(reader, still.image, still.photo, from_video ? "video" : "rendered");
      }
    }
    std::filesystem::remove_all(work);
  }
  if (!scenes.empty()) {
    const auto [first, last] = parse_seeds(scenes);
    for (uint64_t seed = first; seed <= last; ++seed) {
      const auto scene = dice::random_dice_scene(seed);
      writer.write(reader, scene.image, scene_photo(scene, seed), "scene");
    }
  }
  std::cout << "wrote " << writer.written << " crops to " << out << "\n";
  return kExitOk;
}

}  // namespace

void register_dice_commands(CLI::App& app, int& exit_status) {
  auto* read = app.add_subcommand("dice", "Read the six-sided dice in a photo");
  auto image = std::make_shared<std::string>();
  auto debug = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  read->add_option("IMAGE", *image, "Photo to read")->required();
  read->add_flag("--json", *json, "Print {\"dice\": [{\"value\", \"box\", \"confidence\"}]}");
  read->add_option("--debug", *debug, "Folder for each stage's image");
  auto params = std::make_shared<std::string>();
  read->add_option("--params", *params, "Dice reader parameters (JSON, docs/dice.md)");
  read->callback([=, &exit_status] { exit_status = run_dice(*image, *json, *debug, *params); });

  // `crops` may already hold the card reader's subcommand.
  CLI::App* crops = nullptr;
  for (auto* sub : app.get_subcommands([](CLI::App* s) { return s->get_name() == "crops"; })) {
    crops = sub;
  }
  if (crops == nullptr) {
    crops = app.add_subcommand("crops", "Training windows for the readers' networks");
    crops->require_subcommand(1);
  }
  auto seeds = std::make_shared<std::string>();
  auto photos = std::make_shared<std::string>();
  auto out = std::make_shared<std::string>();
  auto scenes = std::make_shared<std::string>();
  auto moves = std::make_shared<int>(8);
  auto* dice_crops = crops->add_subcommand("dice",
                                           "d6 windows from rendered Jacquet films "
                                           "and the train_ photos");
  dice_crops->add_option("--seeds", *seeds, "Seeds A-B of Jacquet films to render");
  dice_crops->add_option("--scenes", *scenes, "Seeds A-B of rendered dice scenes (dice_scene.h)");
  dice_crops->add_option("--photos", *photos, "Labelled photo folder (train_ photos only)");
  dice_crops->add_option("--moves", *moves, "Moves per film (default 8)");
  dice_crops->add_option("-o,--out", *out, "Folder to write crops.jsonl and crops/ into")
      ->required();
  auto from_video = std::make_shared<bool>(false);
  dice_crops->add_flag("--video", *from_video,
                       "Windows of the films' H.264 frames at 30 fps instead of their JPEG stills");
  auto crop_params = std::make_shared<std::string>();
  dice_crops->add_option("--params", *crop_params,
                         "Dice reader parameters whose proposals make the windows (JSON, "
                         "docs/dice.md)");
  dice_crops->callback([=, &exit_status] {
    exit_status = run_dice_crops(*seeds, *scenes, *photos, *out, *moves, *from_video, *crop_params);
  });
}

void register_eval_dice(CLI::App& eval, int& exit_status) {
  auto folder = std::make_shared<std::string>();
  auto all = std::make_shared<bool>(false);
  auto* photos = eval.add_subcommand("dice-photos", "Dice reader on labelled real photos");
  photos->add_option("DIR", *folder, "Photo folder with labels.jsonl")->required();
  photos->add_flag("--all", *all, "Every photo, train_ ones included (default: held out)");
  auto sweep = std::make_shared<bool>(false);
  auto train = std::make_shared<bool>(false);
  photos->add_flag("--train", *train, "The train_ photos only (for tuning)");
  photos->add_flag("--sweep", *sweep, "Score a grid of min_die_probability x min_confidence");
  auto params = std::make_shared<std::string>();
  photos->add_option("--params", *params, "Dice reader parameters (JSON, docs/dice.md)");
  photos->callback([=, &exit_status] {
    exit_status = run_eval_dice_photos(*folder, *all, *train, *sweep, *params);
  });
  auto seeds = std::make_shared<std::string>("3000-3019");
  auto moves = std::make_shared<int>(4);
  auto* rendered = eval.add_subcommand("dice", "Dice reader on rendered Jacquet stills");
  rendered->add_option("--seeds", *seeds, "Seeds A-B (default 3000-3019)");
  rendered->add_option("--moves", *moves, "Moves per film (default 4)");
  auto scenes = std::make_shared<std::string>();
  auto debug = std::make_shared<std::string>();
  rendered->add_option("--scenes", *scenes, "Seeds A-B of dice scenes instead of films");
  rendered->add_option("--debug", *debug,
                       "Each picture's stage images in DIR/scene-N or DIR/seed-N/STILL");
  rendered->add_flag("--sweep", *sweep, "Score a grid of min_die_probability x min_confidence");
  auto from_video = std::make_shared<bool>(false);
  rendered->add_flag("--video", *from_video,
                     "The same settled frames decoded from the films' H.264 video at 30 fps, "
                     "as the referee reads them, instead of the JPEG stills");
  rendered->add_option("--params", *params, "Dice reader parameters (JSON, docs/dice.md)");
  rendered->callback([=, &exit_status] {
    exit_status =
        run_eval_dice_rendered(*seeds, *moves, *scenes, *debug, *sweep, *from_video, *params);
  });
}

}  // namespace arbitre::app
