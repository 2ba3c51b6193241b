#include "arbitre/calibration/profile.h"

#include "arbitre/calibration/board_look.h"

#include <cctype>
#include <cmath>

#include "arbitre/engine/json_fields.h"
#include "arbitre/vision/layout.h"
#include "json_file.h"

namespace arbitre::calibration {
namespace {

using detail::refuse_unknown;

constexpr const char* kProfileFormat = "arbitre-profile/1";
constexpr double kMostPixels = 1e5;  // picture coordinates beyond this are nonsense

nlohmann::json vec_json(const cv::Vec3d& v) {
  return {v[0], v[1], v[2]};
}

// Reads `key` as an array of `count` numbers within [min, max] into `out`, naming the element
// at fault.
void read_numbers(engine::JsonFields& fields, std::string_view key, int count, double min,
                  double max, double* out) {
  const auto& array = fields.array(key, count);
  for (int i = 0; fields.ok() && i < count; ++i) {
    const auto& value = array[static_cast<std::size_t>(i)];
    if (!value.is_number() || !(value.get<double>() >= min && value.get<double>() <= max)) {
      fields.fail(fields.child_path(key) + "[" + std::to_string(i) + "]",
                  "expected a number in " + std::to_string(min) + ".." + std::to_string(max) +
                      ", got " + value.dump());
      return;
    }
    out[i] = value.get<double>();
  }
}

nlohmann::json stats_json(const ColourStats& stats) {
  return {{"lab", vec_json(stats.lab)},
          {"spread", vec_json(stats.spread)},
          {"chroma", {stats.chroma[0], stats.chroma[1]}},
          {"samples", stats.samples}};
}

ColourStats read_stats(const nlohmann::json& json, const std::string& path,
                       engine::JsonFields& parent) {
  engine::JsonFields fields(json, path);
  ColourStats stats;
  read_numbers(fields, "lab", 3, -200, 200, stats.lab.val);
  read_numbers(fields, "spread", 3, 0, 200, stats.spread.val);
  read_numbers(fields, "chroma", 2, 0, 1, stats.chroma.data());
  stats.samples = fields.integer("samples", 1, 10000000);
  refuse_unknown(fields, json, {"lab", "spread", "chroma", "samples"}, "a colour");
  parent.adopt(fields.error());
  return stats;
}

// The look must cover the game's board at its scale: a look of another board would compare
// every square with the wrong print.
void read_look(const nlohmann::json& json, engine::JsonFields& fields, Profile& profile) {
  auto look = board_look_from_json(json, "board_look");
  if (!look) {
    fields.fail(look.error().field, look.error().message);
    return;
  }
  const auto layout = vision::bundled_layout(profile.game);
  if (!layout) return;
  const cv::Size want(static_cast<int>(std::lround(layout->width_mm * kBoardLookPxPerMm)),
                      static_cast<int>(std::lround(layout->height_mm * kBoardLookPxPerMm)));
  if (look->size() != want) {
    fields.fail("board_look.png", "is " + std::to_string(look->cols) + "x" +
                                      std::to_string(look->rows) + " px, the board needs " +
                                      std::to_string(want.width) + "x" +
                                      std::to_string(want.height));
    return;
  }
  profile.board_look = *look;
}

void read_colours(const nlohmann::json& json, engine::JsonFields& parent, Profile& profile) {
  engine::JsonFields fields(json, "colours");
  profile.colours.board = read_stats(fields.object("board"), "colours.board", fields);
  const auto& pieces = fields.object("pieces");
  for (const auto& [letter, value] : pieces.items()) {
    const std::string path = "colours.pieces." + letter;
    if (letter.size() != 1 || !std::isupper(static_cast<unsigned char>(letter[0]))) {
      fields.fail(path, "a piece's colour is named by its occupancy letter (W, B, R...)");
      break;
    }
    profile.colours.pieces[letter[0]] = read_stats(value, path, fields);
  }
  if (fields.ok() && profile.colours.pieces.empty()) {
    fields.fail("colours.pieces", "no piece colour: the profile was not made by calibrate board");
  }
  refuse_unknown(fields, json, {"board", "pieces"}, "the colours");
  parent.adopt(fields.error());
}

void read_board(const nlohmann::json& json, engine::JsonFields& parent, Profile& profile) {
  engine::JsonFields fields(json, "board");
  const std::string method = fields.choice("method", {"fiducials", "corners", "outline"});
  profile.method = method == "corners"   ? BoardMethod::kCorners
                   : method == "outline" ? BoardMethod::kOutline
                                         : BoardMethod::kFiducials;
  const auto& ids = fields.array("fiducials");
  for (std::size_t i = 0; fields.ok() && i < ids.size(); ++i) {
    if (!ids[i].is_number_integer() || ids[i].get<int>() < 0 || ids[i].get<int>() > 49) {
      fields.fail(fields.child_path("fiducials") + "[" + std::to_string(i) + "]",
                  "expected an ArUco id 0..49");
    } else {
      profile.fiducials.push_back(ids[i].get<int>());
    }
  }
  profile.rms_px = fields.number("rms_px", 0, 1e3);
  double size[2] = {0, 0};
  read_numbers(fields, "image_size", 2, 16, kMostPixels, size);
  profile.image_size = {static_cast<int>(size[0]), static_cast<int>(size[1])};
  const auto& corners = fields.array("corners_px", 4);
  for (std::size_t k = 0; fields.ok() && k < 4; ++k) {
    const auto& c = corners[k];
    const bool pair = c.is_array() && c.size() == 2 && c[0].is_number() && c[1].is_number();
    if (!pair || std::abs(c[0].get<double>()) > kMostPixels ||
        std::abs(c[1].get<double>()) > kMostPixels) {
      fields.fail(fields.child_path("corners_px") + "[" + std::to_string(k) + "]",
                  "expected [x, y] in pixels, got " + c.dump());
      break;
    }
    profile.corners_px[k] = {c[0].get<double>(), c[1].get<double>()};
  }
  read_numbers(fields, "image_to_board", 9, -1e9, 1e9, profile.image_to_board.val);
  if (fields.ok() && std::abs(cv::determinant(profile.image_to_board)) < 1e-300) {
    fields.fail(fields.child_path("image_to_board"), "a singular homography");
  }
  if (fields.has("rvec") || fields.has("tvec")) {
    cv::Vec3d rvec, tvec;
    read_numbers(fields, "rvec", 3, -10, 10, rvec.val);
    read_numbers(fields, "tvec", 3, -1e6, 1e6, tvec.val);
    profile.rvec = rvec;
    profile.tvec = tvec;
  }
  refuse_unknown(fields, json,
                 {"method", "fiducials", "rms_px", "image_size", "corners_px", "image_to_board",
                  "rvec", "tvec"},
                 "the board");
  parent.adopt(fields.error());
}

}  // namespace

const char* method_name(BoardMethod method) {
  switch (method) {
    case BoardMethod::kFiducials:
      return "fiducials";
    case BoardMethod::kCorners:
      return "corners";
    case BoardMethod::kOutline:
      return "outline";
  }
  return "?";
}

BoardPose Profile::pose() const {
  BoardPose pose;
  pose.status = BoardPose::Status::kFound;
  pose.fiducials = fiducials;
  pose.image_to_board = image_to_board;
  pose.corners_px = corners_px;
  pose.rms_px = rms_px;
  pose.rvec = rvec;
  pose.tvec = tvec;
  return pose;
}

std::optional<Intrinsics> Profile::intrinsics() const {
  if (!camera) return std::nullopt;
  return camera->intrinsics.scaled_to(image_size);
}

Profile make_profile(const std::string& game, const nlohmann::json& options,
                     const std::optional<CameraFile>& camera, BoardMethod method,
                     const BoardPose& pose, const cv::Size& image_size,
                     const std::vector<StartReading>& readings) {
  Profile profile;
  profile.game = game;
  profile.options = options;
  profile.camera = camera;
  profile.method = method;
  profile.fiducials = pose.fiducials;
  profile.rms_px = pose.rms_px;
  profile.image_size = image_size;
  profile.corners_px = pose.corners_px;
  profile.image_to_board = pose.image_to_board;
  profile.rvec = pose.rvec;
  profile.tvec = pose.tvec;
  profile.colours = summarise_colours(readings);
  std::vector<cv::Mat> looks;
  for (const auto& reading : readings) {
    if (!reading.board_look.empty()) looks.push_back(reading.board_look);
  }
  profile.board_look = average_board_looks(looks);
  return profile;
}

nlohmann::json profile_to_json(const Profile& profile) {
  nlohmann::json board = {{"method", method_name(profile.method)},
                          {"fiducials", profile.fiducials},
                          {"rms_px", profile.rms_px},
                          {"image_size", {profile.image_size.width, profile.image_size.height}},
                          {"corners_px", nlohmann::json::array()},
                          {"image_to_board", nlohmann::json::array()}};
  for (const auto& c : profile.corners_px) board["corners_px"].push_back({c.x, c.y});
  for (double v : profile.image_to_board.val) board["image_to_board"].push_back(v);
  if (profile.rvec && profile.tvec) {
    board["rvec"] = vec_json(*profile.rvec);
    board["tvec"] = vec_json(*profile.tvec);
  }
  nlohmann::json pieces = nlohmann::json::object();
  for (const auto& [letter, stats] : profile.colours.pieces) {
    pieces[std::string(1, letter)] = stats_json(stats);
  }
  nlohmann::json json = {
      {"format", kProfileFormat},
      {"game", profile.game},
      {"options", profile.options},
      {"source", profile.source},
      {"board", board},
      {"colours", {{"board", stats_json(profile.colours.board)}, {"pieces", pieces}}}};
  if (profile.camera) json["camera"] = camera_to_json(*profile.camera);
  if (!profile.board_look.empty()) json["board_look"] = board_look_to_json(profile.board_look);
  return json;
}

engine::Result<Profile> profile_from_json(const nlohmann::json& json, const std::string& where) {
  engine::JsonFields fields(json, "");
  Profile profile;
  if (fields.text("format") != kProfileFormat && fields.ok()) {
    fields.fail("format", std::string("must be \"") + kProfileFormat + "\"");
  }
  profile.game = fields.text("game");
  if (fields.ok() && !vision::board_of_variant(profile.game)) {
    fields.fail("game", "'" + profile.game + "' is not a game Arbitre knows");
  }
  profile.options = fields.object("options");
  profile.source = fields.text("source");
  if (fields.ok() && fields.has("camera")) {
    auto camera = camera_from_json(json.at("camera"), "");
    if (camera) {
      profile.camera = *camera;
    } else {
      std::string field = camera.error().field;
      if (field.rfind(": ", 0) == 0) field = field.substr(2);
      fields.fail(field.empty() ? "camera" : "camera." + field, camera.error().message);
    }
  }
  if (fields.ok()) read_board(fields.object("board"), fields, profile);
  if (fields.ok()) read_colours(fields.object("colours"), fields, profile);
  if (fields.ok() && fields.has("board_look")) read_look(json.at("board_look"), fields, profile);
  refuse_unknown(
      fields, json,
      {"format", "game", "options", "source", "camera", "board", "colours", "board_look"},
      "a calibration profile");
  if (!fields.ok()) return detail::in_file(fields, where);
  return profile;
}

engine::Status save_profile(const Profile& profile, const std::filesystem::path& path) {
  return detail::write_json_file(profile_to_json(profile), path, "the calibration profile");
}

engine::Result<Profile> load_profile(const std::filesystem::path& path) {
  auto json = detail::read_json_file(path, "the calibration profile");
  if (!json) return json.error();
  return profile_from_json(*json, path.string());
}

}  // namespace arbitre::calibration
