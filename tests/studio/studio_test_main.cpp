// The Qt program's tests need a QApplication: on the offscreen platform, with the settings of
// a test (QStandardPaths' test mode), never the player's.
#include <gtest/gtest.h>

#include <QApplication>
#include <QStandardPaths>

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QStandardPaths::setTestModeEnabled(true);
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("ArbitreTests"));
  QApplication::setApplicationName(QStringLiteral("studio_test"));
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
