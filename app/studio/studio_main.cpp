// arbitre-studio: referee at the table, review afterwards (issue 7).
#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>

#include <QTabWidget>

#include "main_window.h"
#include "review_page.h"
#include "translations.h"

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Arbitre"));
  QApplication::setApplicationName(QStringLiteral("arbitre-studio"));
  QApplication::setApplicationVersion(QStringLiteral(ARBITRE_VERSION));
  QApplication::setDesktopFileName(QStringLiteral("arbitre-studio"));
  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("Arbitre: referee games played on a real table"));
  parser.addHelpOption();
  parser.addVersionOption();
  QCommandLineOption language(QStringLiteral("lang"),
                              QStringLiteral("Language: en or fr (default: the system's)"),
                              QStringLiteral("code"));
  parser.addOption(language);
  parser.addPositionalArgument(QStringLiteral("record"), QStringLiteral("A game record to review"),
                               QStringLiteral("[record]"));
  parser.process(app);
  const QLocale locale =
      parser.isSet(language) ? QLocale(parser.value(language)) : QLocale::system();
  arbitre::studio::install_translation(app, locale);
  arbitre::studio::MainWindow window;
  window.show();
  if (!parser.positionalArguments().isEmpty()) {
    window.tabs()->setCurrentIndex(1);
    window.review()->open_record(parser.positionalArguments().front());
  }
  return QApplication::exec();
}
