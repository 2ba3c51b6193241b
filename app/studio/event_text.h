// The referee's events in the window's language. The engine writes them in English for the
// record and the terminal (RefereeEvent::to_string); the window composes them here with tr()
// from the events' fields, and looks the engine's fixed notes up among the texts it knows. A
// rule's explanation is its message template (context "RuleBreach") translated, filled with its
// arguments, each translated when it is a known word (context "RuleTerm"); the rule quotes are
// the French originals.
#pragma once

#include <string>

#include <QCoreApplication>
#include <QString>
#include <nlohmann/json.hpp>

#include "arbitre/engine/reconciler.h"
#include "arbitre/engine/record_review.h"

namespace arbitre::studio {

class EventText {
  Q_DECLARE_TR_FUNCTIONS(EventText)

 public:
  static QString event(const engine::RefereeEvent& event);
  // A review step, with its record line for the fields a flag or an answer keeps there.
  static QString step(const engine::ReviewStep& step, const nlohmann::json& line);
  // One of the engine's notes translated, or as written when it is not a known one.
  static QString note(const std::string& note);
  static QString answer(engine::Answer answer);
  // A word the engine marks as a "RuleTerm" in the window's language: its colour names, which
  // are also its seats' names ("White", "Red", "Light"), and kinds of chance. Anything else, a
  // player's own name or a place id, as given.
  static QString term(const std::string& text);
  // A breach's explanation in the window's language.
  static QString explanation(const engine::RuleBreach& breach);
  // The same from a record's flag line ("message", "args"); its English "explanation" when it
  // has no message (a record written before messages existed).
  static QString explanation(const nlohmann::json& line);
};

}  // namespace arbitre::studio
