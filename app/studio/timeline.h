// Timeline: the game's length with a mark at every move (blue) and every flag (red) and the
// step shown; a click picks the nearest mark, the arrow keys step.
#pragma once

#include <vector>

#include <QWidget>

namespace arbitre::studio {

struct TimelineMark {
  double time_s = 0;
  bool flag = false;
};

class Timeline : public QWidget {
  Q_OBJECT
 public:
  explicit Timeline(QWidget* parent = nullptr);
  void set_marks(const std::vector<TimelineMark>& marks, double duration_s);
  void set_current(int mark);
  int current() const { return current_; }
  QSize sizeHint() const override { return {600, 40}; }
  QSize minimumSizeHint() const override { return {200, 32}; }

 signals:
  void markClicked(int mark);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;

 private:
  double x_of(double time_s) const;

  std::vector<TimelineMark> marks_;
  double duration_s_ = 1;
  int current_ = -1;
};

}  // namespace arbitre::studio
