// Consistency of a Jacquet position: shared by state_from_json() and check_invariants().
#pragma once

#include <optional>

#include "arbitre/engine/jacquet/board.h"
#include "arbitre/engine/jacquet/rules.h"
#include "arbitre/engine/result.h"
#include "arbitre/engine/state.h"

namespace arbitre::engine::jacquet {

// The first inconsistency found, with the JSON field it concerns ("postillon.white").
std::optional<Error> validate_position(const Options& options, const Position& position);

}  // namespace arbitre::engine::jacquet
