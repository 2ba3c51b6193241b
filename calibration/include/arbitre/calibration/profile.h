// The calibration profile of a board at a table (board.json, format "arbitre-profile/1",
// docs/calibration.md): the game, the camera (or none), how and where the board was found,
// and the colours of each player's pieces. `arbitre calibrate board` writes it; every command
// that looks at the table takes it with --calibration.
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "arbitre/calibration/board_pose.h"
#include "arbitre/calibration/camera_file.h"
#include "arbitre/calibration/piece_colours.h"
#include "arbitre/engine/result.h"

namespace arbitre::calibration {

// How the board was found in the calibration picture.
enum class BoardMethod {
  kFiducials,  // its printed ArUco markers
  kCorners,    // four corners given by the player (--corners)
  kOutline,    // its outline, found automatically (boards without fiducials)
};
const char* method_name(BoardMethod method);

struct Profile {
  std::string game;                                   // engine variant: "jacquet", "toc-4"
  nlohmann::json options = nlohmann::json::object();  // the game's effective options
  std::optional<CameraFile> camera;                   // none: Arbitre works undistorted
  std::string source;                                 // the picture or video calibrated from
  BoardMethod method = BoardMethod::kFiducials;
  std::vector<int> fiducials;  // kFiducials: the ids seen
  double rms_px = 0;
  cv::Size image_size;
  std::array<cv::Point2d, 4> corners_px;  // the board's outline, layout order
  cv::Matx33d image_to_board = cv::Matx33d::eye();
  std::optional<cv::Vec3d> rvec;  // with a camera
  std::optional<cv::Vec3d> tvec;
  PieceColours colours;
  // The board's luminance as the start showed it (board_look.h); empty in older profiles
  // (which read as before: no place is compared with the start).
  cv::Mat board_look;

  // The board's pose as the profile keeps it (status found).
  BoardPose pose() const;
  std::optional<Intrinsics> intrinsics() const;
};

// The profile of `game` played with `options`, its board found through `pose` by `method` in
// pictures of image_size showing the start, and the pieces' colours pooled from `readings` (one
// per picture, read through that pose).
Profile make_profile(const std::string& game, const nlohmann::json& options,
                     const std::optional<CameraFile>& camera, BoardMethod method,
                     const BoardPose& pose, const cv::Size& image_size,
                     const std::vector<StartReading>& readings);

nlohmann::json profile_to_json(const Profile& profile);
// Every field checked, unknown ones refused; errors name `where` (the file) and the field
// ("board.json: board.corners_px[2]: ...").
engine::Result<Profile> profile_from_json(const nlohmann::json& json, const std::string& where);

engine::Status save_profile(const Profile& profile, const std::filesystem::path& path);
engine::Result<Profile> load_profile(const std::filesystem::path& path);

}  // namespace arbitre::calibration
