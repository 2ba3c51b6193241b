#include "arbitre/vision/vision_info.h"

#include <opencv2/core/version.hpp>

namespace arbitre::vision {

std::string opencv_version() {
  return CV_VERSION;
}

}  // namespace arbitre::vision
