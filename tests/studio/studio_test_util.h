// Helpers of the Qt program's tests: the bundled game, waiting for a signal, screenshots.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <string>

#include <QCoreApplication>
#include <QDir>
#include <QSignalSpy>
#include <QString>
#include <QWidget>

namespace arbitre::studio::testing {

inline const std::filesystem::path kSample =
    std::filesystem::path(ARBITRE_SAMPLES_DIR) / "referee" / "jacquet";

inline QString sample(const char* name) {
  return QString::fromStdString((kSample / name).string());
}

// Runs the event loop until `spy` has caught a signal, or `seconds` have passed.
inline bool wait_for(QSignalSpy& spy, int seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  while (spy.isEmpty() && std::chrono::steady_clock::now() < until) spy.wait(200);
  return !spy.isEmpty();
}

// Runs the event loop until `done` holds, or `seconds` have passed; whether it holds.
inline bool wait_until(const std::function<bool()>& done, int seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  while (!done() && std::chrono::steady_clock::now() < until) {
    QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  }
  return done();
}

inline QString temp_path(const QString& name) {
  return QDir::temp().filePath(
      QStringLiteral("arbitre-studio-%1-%2").arg(QCoreApplication::applicationPid()).arg(name));
}

// Saves a picture of `widget` as NAME.png in ARBITRE_SCREENSHOTS (default: the test's build
// folder); the README shows the ones in docs/screenshots.
inline bool save_screenshot(QWidget& widget, const QString& name) {
  const QByteArray dir = qgetenv("ARBITRE_SCREENSHOTS");
  const QString folder =
      dir.isEmpty() ? QStringLiteral(ARBITRE_SCREENSHOTS_DEFAULT) : QString::fromLocal8Bit(dir);
  QDir().mkpath(folder);
  return widget.grab().save(QDir(folder).filePath(name + QStringLiteral(".png")));
}

}  // namespace arbitre::studio::testing
