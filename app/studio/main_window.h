// MainWindow: arbitre-studio's window: the live table and the review as tabs, the calibration
// wizard, menus with the frequent actions on keys, and the layout and last settings remembered.
#pragma once

#include <QMainWindow>

class QTabWidget;

namespace arbitre::studio {

class LivePage;
class ReviewPage;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(QWidget* parent = nullptr);

  LivePage* live() const { return live_; }
  ReviewPage* review() const { return review_; }
  QTabWidget* tabs() const { return tabs_; }

  void new_live_game();
  void open_record();
  void referee_video();
  void open_calibration_wizard();

 protected:
  void closeEvent(QCloseEvent* event) override;

 private:
  void make_menus();

  QTabWidget* tabs_;
  LivePage* live_;
  ReviewPage* review_;
};

}  // namespace arbitre::studio
