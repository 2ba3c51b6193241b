// arbitre calibrate: the camera's intrinsics (commands_camera.cpp) and a board's
// calibration profile (commands_profile.cpp).
#include "commands.h"

namespace arbitre::app {

void register_calibrate_commands(CLI::App& app, int& exit_status) {
  auto* calibrate =
      app.add_subcommand("calibrate", "Calibrate the camera, then the board for a game");
  calibrate->require_subcommand(1);
  register_calibrate_camera(*calibrate, exit_status);
  register_calibrate_board(*calibrate, exit_status);
}

}  // namespace arbitre::app
