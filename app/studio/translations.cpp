#include "translations.h"

#include <QApplication>
#include <QTranslator>

namespace arbitre::studio {

QTranslator* install_translation(QApplication& app, const QLocale& locale) {
  if (locale.language() != QLocale::French) return nullptr;
  auto* translator = new QTranslator(&app);
  if (!translator->load(QStringLiteral(":/i18n/arbitre_studio_fr.qm"))) {
    delete translator;
    return nullptr;
  }
  QApplication::installTranslator(translator);
  return translator;
}

}  // namespace arbitre::studio
