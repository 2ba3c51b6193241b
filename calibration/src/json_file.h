// What the calibration files (camera.json, board.json) share: reading and writing a JSON file
// with errors that name it, and refusing fields the format does not have.
#pragma once

#include <filesystem>
#include <initializer_list>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "arbitre/engine/json_fields.h"
#include "arbitre/engine/result.h"

namespace arbitre::calibration::detail {

// Every key of `json` outside `known` fails `fields` ("x is not a field of <what>").
void refuse_unknown(engine::JsonFields& fields, const nlohmann::json& json,
                    std::initializer_list<std::string_view> known, const std::string& what);

// The first error of `fields`, its field prefixed by the file (`where: field`).
engine::Error in_file(const engine::JsonFields& fields, const std::string& where);

// `what` names the kind of file in errors ("the camera file").
engine::Result<nlohmann::json> read_json_file(const std::filesystem::path& path,
                                              const std::string& what);
engine::Status write_json_file(const nlohmann::json& json, const std::filesystem::path& path,
                               const std::string& what);

}  // namespace arbitre::calibration::detail
