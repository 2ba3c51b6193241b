#include "timeline.h"

#include <cmath>

#include <QMouseEvent>
#include <QPainter>

namespace arbitre::studio {

namespace {
constexpr double kMargin = 10;
}

Timeline::Timeline(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("timeline"));
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  setFixedHeight(40);
}

void Timeline::set_marks(const std::vector<TimelineMark>& marks, double duration_s) {
  marks_ = marks;
  duration_s_ = std::max(duration_s, 1.0);
  current_ = -1;
  update();
}

void Timeline::set_current(int mark) {
  current_ = mark;
  update();
}

double Timeline::x_of(double time_s) const {
  return kMargin + (width() - 2 * kMargin) * std::clamp(time_s / duration_s_, 0.0, 1.0);
}

void Timeline::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  const double middle = height() / 2.0;
  painter.setPen(QPen(palette().color(QPalette::Mid), 4, Qt::SolidLine, Qt::RoundCap));
  painter.drawLine(QPointF(kMargin, middle), QPointF(width() - kMargin, middle));
  for (const auto& mark : marks_) {
    const double x = x_of(std::max(mark.time_s, 0.0));
    if (mark.flag) {
      painter.setPen(Qt::NoPen);
      painter.setBrush(QColor(210, 30, 30));
      painter.drawPolygon(QPolygonF{QPointF(x, middle - 3), QPointF(x - 6, middle - 14),
                                    QPointF(x + 6, middle - 14)});
    } else {
      painter.setPen(QPen(QColor(30, 90, 200), 2));
      painter.drawLine(QPointF(x, middle - 8), QPointF(x, middle + 8));
    }
  }
  if (current_ >= 0 && current_ < static_cast<int>(marks_.size())) {
    const double x = x_of(std::max(marks_[static_cast<std::size_t>(current_)].time_s, 0.0));
    painter.setPen(QPen(palette().color(QPalette::Highlight), 3));
    painter.drawLine(QPointF(x, 2), QPointF(x, height() - 2));
  }
}

void Timeline::mousePressEvent(QMouseEvent* event) {
  int nearest = -1;
  double best = 1e9;
  for (int k = 0; k < static_cast<int>(marks_.size()); ++k) {
    const double distance =
        std::abs(x_of(marks_[static_cast<std::size_t>(k)].time_s) - event->position().x());
    if (distance < best) {
      best = distance;
      nearest = k;
    }
  }
  if (nearest >= 0) emit markClicked(nearest);
}

}  // namespace arbitre::studio
