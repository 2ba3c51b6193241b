#include "event_text.h"

#include <QStringList>

#include "qt_convert.h"

namespace arbitre::studio {
namespace {

// The notes the reconciler writes (engine/src/reconcile), marked for translation.
const char* const kNotes[] = {
    QT_TRANSLATE_NOOP("EventText", "take the move back or play a legal one"),
    QT_TRANSLATE_NOOP("EventText",
                      "the table differs from the record: put the pieces as the record says, or "
                      "play on"),
    QT_TRANSLATE_NOOP("EventText", "overruled: the throw was read wrong"),
    QT_TRANSLATE_NOOP("EventText",
                      "the table stands: these places are read as the record says until they "
                      "change"),
    QT_TRANSLATE_NOOP("EventText", "corrected to the nearest legal move: set the table to it"),
    QT_TRANSLATE_NOOP("EventText", "the record stands: put the pieces back"),
    QT_TRANSLATE_NOOP("EventText", "a move was entered by hand"),
    QT_TRANSLATE_NOOP("EventText", "entered by hand"),
    QT_TRANSLATE_NOOP("EventText", "replaces the throw read before (read again or thrown again)"),
    QT_TRANSLATE_NOOP("EventText", "the table matches the record again"),
    QT_TRANSLATE_NOOP("EventText", "the table shows the position before them again"),
    QT_TRANSLATE_NOOP("EventText", "the table shows another legal continuation"),
    QT_TRANSLATE_NOOP("EventText", "a legal move followed"),
    QT_TRANSLATE_NOOP("EventText", "read with the move"),
    QT_TRANSLATE_NOOP("EventText", "not seen: inferred from the move"),
    QT_TRANSLATE_NOOP("EventText", "correction accepted"),
    QT_TRANSLATE_NOOP("EventText", "corrected in review"),
    QT_TRANSLATE_NOOP("EventText",
                      "misread surely before and after it: read as the record says until a move "
                      "changes it"),
    QT_TRANSLATE_NOOP("EventText", "the recording ended with the throw not played"),
    QT_TRANSLATE_NOOP("EventText",
                      "throw read unsurely, taken up without a move: a pass, all it allowed"),
    QT_TRANSLATE_NOOP("EventText",
                      "recorded on a throw nobody read; the dice read since make it illegal, and "
                      "it was taken back"),
    QT_TRANSLATE_NOOP("EventText",
                      "the same dice read again surely show another throw, under which the move is "
                      "illegal"),
    QT_TRANSLATE_NOOP("EventText",
                      "judged after the previous player's discard or pass, which left the table as "
                      "it was: take the move back or play a legal one"),
};

QString joined(const std::vector<std::string>& items) {
  QStringList out;
  for (const auto& item : items) out << qs(item);
  return out.join(QStringLiteral(", "));
}

std::vector<std::string> strings_of(const nlohmann::json& array) {
  std::vector<std::string> out;
  if (!array.is_array()) return out;
  for (const auto& item : array) {
    if (item.is_string()) out.push_back(item.get<std::string>());
  }
  return out;
}

QString move_text(const QString& seat, const std::string& chance, const std::string& move) {
  return chance.empty() ? QStringLiteral("%1 %2").arg(seat, qs(move))
                        : QStringLiteral("%1 %2 %3").arg(seat, qs(chance), qs(move));
}

}  // namespace

QString EventText::note(const std::string& note) {
  for (const char* known : kNotes) {
    if (note == known) return tr(known);
  }
  return qs(note);
}

QString EventText::term(const std::string& text) {
  return QCoreApplication::translate("RuleTerm", text.c_str());
}

QString EventText::explanation(const engine::RuleBreach& breach) {
  std::vector<std::string> args;
  for (const auto& arg : breach.args) args.push_back(ss(term(arg)));
  return qs(engine::fill_message(
      ss(QCoreApplication::translate("RuleBreach", breach.message.c_str())), args));
}

QString EventText::explanation(const nlohmann::json& line) {
  engine::RuleBreach breach;
  breach.message = line.value("message", "");
  // A record written before messages existed keeps only the English.
  if (breach.message.empty()) return qs(line.value("explanation", ""));
  breach.args = strings_of(line.value("args", nlohmann::json()));
  return explanation(breach);
}

QString EventText::answer(engine::Answer answer) {
  switch (answer) {
    case engine::Answer::kAcceptCorrection:
      return tr("correction accepted");
    case engine::Answer::kTakeBack:
      return tr("move taken back");
    case engine::Answer::kOverrule:
      return tr("overruled");
  }
  return {};
}

QString EventText::event(const engine::RefereeEvent& event) {
  const QString seat = EventText::term(event.seat_name);
  switch (event.kind) {
    case engine::EventKind::kChance:
      return tr("%1 throws %2").arg(seat, qs(event.chance));
    case engine::EventKind::kMove: {
      QStringList how{tr("legal")};
      if (!event.chance_seen) how << tr("throw not seen: inferred");
      if (!event.differing.empty()) how << tr("misread %1").arg(joined(event.differing));
      if (event.note == "entered by hand" || event.note == "corrected in review" ||
          event.note == engine::kKnownMisreadingNote || event.note == engine::kUnsurePassNote ||
          event.note == engine::kUnplayedAtEndNote) {
        how << note(event.note);
      }
      return QStringLiteral("%1 (%2)").arg(move_text(seat, event.chance, event.move),
                                           how.join(QStringLiteral(", ")));
    }
    case engine::EventKind::kFlag:
      if (event.flag == engine::FlagKind::kIllegal) {
        QString text =
            tr("FLAG illegal (%1) %2 %3: %4")
                .arg(qs(event.breach.rule), seat, qs(event.chance), explanation(event.breach));
        if (!event.alternatives.empty()) text += tr("; legal: %1").arg(joined(event.alternatives));
        return text;
      }
      return tr("FLAG unexplained change at %1: %2").arg(joined(event.differing), note(event.note));
    case engine::EventKind::kResolved:
      return tr("flag resolved: %1").arg(note(event.note));
    case engine::EventKind::kAnswer:
      return tr("answer: %1").arg(answer(event.answer)) +
             (event.note.empty() ? QString() : QStringLiteral(" (%1)").arg(note(event.note)));
    case engine::EventKind::kScore:
      return tr("score: %1").arg(qs(event.score));
    case engine::EventKind::kRevised:
      return tr("REVISED: %1 taken back: %2").arg(joined(event.differing), note(event.note));
  }
  return {};
}

QString EventText::step(const engine::ReviewStep& step, const nlohmann::json& line) {
  const QString seat = EventText::term(step.seat);
  switch (step.kind) {
    case engine::ReviewStep::Kind::kMove:
      return move_text(seat, step.chance, step.move) +
             (line.value("corrected", false)
                  ? QStringLiteral(" (%1)").arg(tr("corrected in review"))
                  : QString());
    case engine::ReviewStep::Kind::kFlag: {
      const QString why =
          line.value("explanation", "").empty() ? note(line.value("note", "")) : explanation(line);
      const QString places = joined(strings_of(line.value("differing", nlohmann::json())));
      const QString text = line.value("flag", "") == "illegal"
                               ? tr("FLAG illegal (%1) %2 %3: %4")
                                     .arg(qs(line.value("rule", "")), seat, qs(step.chance), why)
                               : tr("FLAG unexplained change at %1: %2").arg(places, why);
      return text;
    }
    case engine::ReviewStep::Kind::kAnswer: {
      const auto parsed = engine::parse_answer(line.value("answer", ""));
      return tr("answer: %1").arg(parsed ? answer(*parsed) : qs(line.value("answer", "")));
    }
    case engine::ReviewStep::Kind::kRevised:
      return tr("REVISED: %1 taken back: %2")
          .arg(joined(strings_of(line.value("moves", nlohmann::json()))),
               note(line.value("note", "")));
  }
  return {};
}

}  // namespace arbitre::studio
