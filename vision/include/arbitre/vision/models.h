// The small neural networks the readers run (dice faces, card indices): ONNX files kept in
// the repository's vision/models folder, trained by scripts/train-models.sh and run with
// OpenCV's dnn module. Nothing is downloaded at run time.
#pragma once

#include <filesystem>
#include <string>

#include <opencv2/dnn.hpp>

#include "arbitre/engine/result.h"

namespace arbitre::vision {

// The folder holding the bundled models: the source tree's vision/models unless the build
// was configured with ARBITRE_MODELS_DIR (an installed copy), or the environment variable
// ARBITRE_MODELS_DIR names another one (to try a freshly trained model).
std::filesystem::path models_dir();

// Reads `models_dir() / file` ("d6.onnx") into a network that runs on the CPU. A missing or
// unreadable file is an error naming it.
engine::Result<cv::dnn::Net> load_model(const std::string& file);

}  // namespace arbitre::vision
