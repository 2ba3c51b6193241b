#include "arbitre/calibration/calibration_info.h"

#include <opencv2/aruco.hpp>

namespace arbitre::calibration {

int fiducial_dictionary_size() {
  const auto dictionary = cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50);
  return dictionary->bytesList.rows;
}

}  // namespace arbitre::calibration
