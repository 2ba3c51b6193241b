// Why a physical change is not a legal move: the rule broken, quoted, in a player's words.
#pragma once

#include <string>
#include <string_view>
#include <vector>

// Marks an English text for the translators without making the engine depend on Qt. The
// compiler sees only the text; the Qt program's lupdate reads the macro as QT_TRANSLATE_NOOP
// (app/studio/CMakeLists.txt), so every message below reaches the Linguist files.
// Contexts: "RuleBreach" for a breach's message, "RuleTerm" for a word passed to a message as
// an argument (a colour, a card's rank).
#define ARBITRE_TRANSLATE_NOOP(context, text) text

namespace arbitre::engine {

// `message` with "%1".."%9" replaced by args[0]..args[8] in one pass (an argument's own text is
// never substituted again); a placeholder without its argument stays as written.
std::string fill_message(std::string_view message, const std::vector<std::string>& args);

// Place ids (or moves) as one argument: "C1, L2.3".
std::string joined_ids(const std::vector<std::string>& ids);

struct RuleBreach {
  std::string rule;   // rule id from RULINGS.md or the rule text: "J2", "T6"
  std::string quote;  // the rule's own words, quoted (French original where it exists)
  // What went wrong here, for a translator: an English template marked with
  // ARBITRE_TRANSLATE_NOOP("RuleBreach", ...), "%1".."%9" standing for `args`. Arguments are
  // place ids, numbers, moves, or words marked as "RuleTerm"; never English phrases, so that a
  // translated template reads whole.
  std::string message{};
  std::vector<std::string> args{};

  // The same in English: "a checker cannot rest on point 13: White holds it".
  std::string explanation() const { return fill_message(message, args); }
};

// A breach whose explanation is `message` filled with `args`.
RuleBreach make_breach(std::string rule, std::string quote, std::string_view message,
                       std::vector<std::string> args = {});

}  // namespace arbitre::engine
