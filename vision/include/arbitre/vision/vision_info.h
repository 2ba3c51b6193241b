// The vision library's identity. The readers arrive with issue 5; until then the library
// only reports the OpenCV it was built with, so `arbitre version` can show it.
#pragma once

#include <string>

namespace arbitre::vision {

std::string opencv_version();

}  // namespace arbitre::vision
