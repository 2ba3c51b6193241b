// Which games a board's calibration can referee. A profile is made for one engine variant, but
// a board serves several (the layout's `variants`): Jacquet's two rule sets, Jacotte for two to
// four players, Toc for two or four. The colours the profile learned from its starting position
// decide which of them it can read.
#pragma once

#include <string>
#include <vector>

#include "arbitre/calibration/profile.h"
#include "arbitre/engine/result.h"

namespace arbitre::calibration {

// The variants played on the profile's board whose starting pieces all have a colour the
// profile learned, in the layout's order. A Jacquet profile plays either rule set; a
// four-player Jacotte profile also two or three players, but not the reverse.
std::vector<std::string> playable_variants(const Profile& profile);

// The profile made to referee `variant`: its game changed and its options the variant's
// defaults (variants sharing an option may not share its default: Jacotte's target is 200
// points for two players, 150 for four). The profile itself when `variant` is its own game.
// Refused, naming the playable variants, when `variant` is not one of them.
engine::Result<Profile> profile_for_variant(const Profile& profile, const std::string& variant);

}  // namespace arbitre::calibration
