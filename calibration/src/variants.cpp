#include "arbitre/calibration/variants.h"

#include <algorithm>
#include <set>

#include "arbitre/engine/game.h"
#include "arbitre/vision/layout.h"
#include "arbitre/vision/placement.h"

namespace arbitre::calibration {
namespace {

// The piece letters of `variant`'s starting position on `layout`; empty when it cannot be set
// up there.
std::set<char> start_letters(const vision::BoardLayout& layout, const std::string& variant) {
  const auto game = engine::make_game(variant);
  if (!game) return {};
  const auto placed =
      vision::place_pieces(layout, variant, (*game)->new_initial_state(0)->occupancy());
  if (!placed) return {};
  std::set<char> letters;
  for (const auto& piece : *placed) letters.insert(piece.colour);
  return letters;
}

}  // namespace

std::vector<std::string> playable_variants(const Profile& profile) {
  const auto layout = vision::bundled_layout(profile.game);
  if (!layout) return {};
  std::vector<std::string> playable;
  for (const auto& variant : layout->variants) {
    const auto letters = start_letters(*layout, variant);
    const bool learned = !letters.empty() &&
                         std::all_of(letters.begin(), letters.end(),
                                     [&](char c) { return profile.colours.pieces.count(c) > 0; });
    if (variant == profile.game || learned) playable.push_back(variant);
  }
  return playable;
}

engine::Result<Profile> profile_for_variant(const Profile& profile, const std::string& variant) {
  if (variant == profile.game) return profile;
  const auto playable = playable_variants(profile);
  if (std::find(playable.begin(), playable.end(), variant) == playable.end()) {
    std::string names;
    for (const auto& name : playable) names += (names.empty() ? "" : ", ") + name;
    return engine::make_error("game", "a calibration made for " + profile.game + " can referee " +
                                          names + " (the pieces whose colours it learned), not " +
                                          variant);
  }
  const auto game = engine::make_game(variant);
  if (!game) return game.error();
  Profile changed = profile;
  changed.game = variant;
  changed.options = (*game)->options();
  return changed;
}

}  // namespace arbitre::calibration
