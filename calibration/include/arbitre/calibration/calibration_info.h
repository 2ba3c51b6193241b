// The calibration library's identity. Calibration arrives with issue 4; until then the
// library only reports the ArUco dictionary the boards will use, so the build proves that
// OpenCV's contrib module is there.
#pragma once

#include <string>

namespace arbitre::calibration {

// Marker count of the dictionary every printed board uses (DICT_4X4_50).
int fiducial_dictionary_size();

}  // namespace arbitre::calibration
