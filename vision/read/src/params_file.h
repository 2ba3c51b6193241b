// Reading a parameters file: the JSON text of `path`, or an error naming the file.
#pragma once

#include <filesystem>

#include <nlohmann/json.hpp>

#include "arbitre/engine/result.h"

namespace arbitre::read::detail {

engine::Result<nlohmann::json> read_params_json(const std::filesystem::path& path);

}  // namespace arbitre::read::detail
