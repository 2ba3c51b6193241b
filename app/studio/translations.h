// The program's language: English or French, following the system locale (or ARBITRE_LANG /
// the --lang option, for tests and for players who want the other one).
#pragma once

#include <QLocale>
#include <QString>

class QApplication;
class QTranslator;

namespace arbitre::studio {

// Installs the translation for `locale` into `app`; English needs none (the sources' texts).
// Returns the translator installed (owned by `app`), or null for English.
QTranslator* install_translation(QApplication& app, const QLocale& locale);

}  // namespace arbitre::studio
