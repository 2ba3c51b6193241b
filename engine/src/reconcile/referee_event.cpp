// RefereeEvent's text forms: the game record's lines and the terminal's.
#include <array>

#include "arbitre/engine/reconciler.h"

namespace arbitre::engine {

std::string_view to_string(EventKind kind) {
  constexpr std::array<std::string_view, 7> names = {"chance", "move",  "flag",   "resolved",
                                                     "answer", "score", "revised"};
  return names[static_cast<int>(kind)];
}

std::string_view to_string(FlagKind kind) {
  return kind == FlagKind::kIllegal ? "illegal" : "unexplained";
}

std::string_view to_string(Answer answer) {
  constexpr std::array<std::string_view, 3> names = {"accept", "take-back", "overrule"};
  return names[static_cast<int>(answer)];
}

Result<Answer> parse_answer(std::string_view text) {
  for (Answer answer : {Answer::kAcceptCorrection, Answer::kTakeBack, Answer::kOverrule}) {
    if (text == to_string(answer)) return answer;
  }
  return make_error("answer",
                    "expected accept, take-back or overrule, not '" + std::string(text) + "'");
}

nlohmann::json RefereeEvent::to_json() const {
  nlohmann::json out = {{"type", std::string(engine::to_string(kind))}};
  if (seat != kNoPlayer) out["seat"] = seat_name;
  switch (kind) {
    case EventKind::kChance:
      out["chance"] = chance;
      break;
    case EventKind::kMove:
      out["chance"] = chance;
      out["move"] = move;
      if (!chance_seen) out["chance_seen"] = false;
      if (!differing.empty()) out["misread"] = differing;
      out["score"] = score;
      break;
    case EventKind::kFlag:
      out["flag"] = std::string(engine::to_string(flag));
      out["chance"] = chance;
      out["rule"] = breach.rule;
      if (!breach.quote.empty()) out["quote"] = breach.quote;
      out["explanation"] = breach.explanation();
      // The template and its arguments, so that a review can show the explanation translated.
      if (!breach.message.empty()) {
        out["message"] = breach.message;
        out["args"] = breach.args;
      }
      out["alternatives"] = alternatives;
      out["differing"] = differing;
      break;
    case EventKind::kAnswer:
      out["answer"] = std::string(engine::to_string(answer));
      if (!move.empty()) out["move"] = move;
      break;
    case EventKind::kScore:
      out["score"] = score;
      break;
    case EventKind::kRevised:
      out["undone"] = undone;
      out["moves"] = differing;
      break;
    case EventKind::kResolved:
      break;
  }
  if (!note.empty()) out["note"] = note;
  if (!state.is_null()) out["state"] = state;
  return out;
}

std::string RefereeEvent::to_string() const {
  switch (kind) {
    case EventKind::kChance:
      return seat_name + " throws " + chance;
    case EventKind::kMove:
      return seat_name + " " + (chance.empty() ? "" : chance + " ") + move + " (legal" +
             (chance_seen ? "" : ", throw not seen: inferred") +
             (differing.empty() ? "" : ", misread " + joined_ids(differing)) + ")";
    case EventKind::kFlag:
      if (flag == FlagKind::kIllegal) {
        return "FLAG illegal (" + breach.rule + ") " + seat_name + " " + chance + ": " +
               breach.explanation() +
               (alternatives.empty() ? "" : "; legal: " + joined_ids(alternatives));
      }
      return "FLAG unexplained change at " + joined_ids(differing) + ": " + note;
    case EventKind::kResolved:
      return "flag resolved: " + note;
    case EventKind::kAnswer:
      return "answer " + std::string(engine::to_string(answer)) + (note.empty() ? "" : ": " + note);
    case EventKind::kScore:
      return "score: " + score;
    case EventKind::kRevised:
      return "REVISED: " + joined_ids(differing) + " taken back: " + note;
  }
  return {};
}

}  // namespace arbitre::engine
