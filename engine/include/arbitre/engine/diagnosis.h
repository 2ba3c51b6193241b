// Why a physical change is not a legal move: the rule broken, quoted, in a player's words.
#pragma once

#include <string>

namespace arbitre::engine {

struct RuleBreach {
  std::string rule;         // rule id from RULINGS.md or the rule text: "J2", "T6"
  std::string quote;        // the rule's own words, quoted (French original where it exists)
  std::string explanation;  // what went wrong here, in English: "a checker cannot rest on
                            // point 13: White holds it"
};

}  // namespace arbitre::engine
