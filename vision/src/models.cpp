#include "arbitre/vision/models.h"

#include <cstdlib>
#include <system_error>

namespace arbitre::vision {

std::filesystem::path models_dir() {
  if (const char* dir = std::getenv("ARBITRE_MODELS_DIR"); dir != nullptr && *dir != '\0') {
    return dir;
  }
  return ARBITRE_MODELS_DIR;
}

engine::Result<cv::dnn::Net> load_model(const std::string& file) {
  const std::filesystem::path path = models_dir() / file;
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) {
    return engine::make_error(path.string(),
                              "the model file is missing (scripts/train-models.sh makes it)");
  }
  try {
    cv::dnn::Net net = cv::dnn::readNetFromONNX(path.string());
    if (net.empty()) return engine::make_error(path.string(), "not a network OpenCV can run");
    net.setPreferableBackend(cv::dnn::DNN_BACKEND_OPENCV);
    net.setPreferableTarget(cv::dnn::DNN_TARGET_CPU);
    return net;
  } catch (const cv::Exception& exception) {
    return engine::make_error(path.string(),
                              std::string("not a network OpenCV can run: ") + exception.err);
  }
}

}  // namespace arbitre::vision
