#include "frame_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include "qt_convert.h"

namespace arbitre::studio {
namespace {

QPolygonF polygon_of(const std::vector<cv::Point2f>& points) {
  QPolygonF polygon;
  for (const auto& point : points) polygon << QPointF(point.x, point.y);
  return polygon;
}

}  // namespace

FrameView::FrameView(QWidget* parent) : QWidget(parent) {
  setMinimumSize(320, 180);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void FrameView::set_frame(const QImage& image) {
  image_ = image;
  update();
}

void FrameView::set_overlay(const session::TableOverlay& overlay) {
  overlay_ = overlay;
  update();
}

void FrameView::clear_overlay() {
  overlay_.reset();
  update();
}

void FrameView::set_seats(const std::string& letters, const std::vector<QColor>& colours) {
  letters_ = letters;
  colours_ = colours;
  update();
}

void FrameView::set_marks(const std::vector<QPointF>& marks) {
  marks_ = marks;
  update();
}

void FrameView::set_placeholder(const QString& text) {
  placeholder_ = text;
  update();
}

QRectF FrameView::picture_rect() const {
  if (image_.isNull()) return {};
  QSizeF size = image_.size();
  size.scale(this->size(), Qt::KeepAspectRatio);
  return QRectF(QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size);
}

void FrameView::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.fillRect(rect(), QColor(32, 32, 32));
  if (image_.isNull()) {
    painter.setPen(Qt::lightGray);
    painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                     placeholder_.isEmpty() ? tr("No picture yet") : placeholder_);
    return;
  }
  const QRectF target = picture_rect();
  painter.setRenderHint(QPainter::SmoothPixmapTransform);
  painter.drawImage(target, image_);
  painter.setRenderHint(QPainter::Antialiasing);
  // From here on, picture pixels.
  painter.translate(target.topLeft());
  painter.scale(target.width() / image_.width(), target.height() / image_.height());
  if (overlay_) {
    paint_places(painter);
    paint_chance(painter);
  }
  painter.setPen(QPen(QColor(255, 220, 0), 0));
  painter.setBrush(Qt::NoBrush);
  for (std::size_t k = 0; k < marks_.size(); ++k) {
    painter.drawEllipse(marks_[k], 6, 6);
    painter.drawText(marks_[k] + QPointF(8, -8), QString::number(k + 1));
  }
}

void FrameView::paint_places(QPainter& painter) const {
  if (!overlay_->board_found) return;
  QPolygonF board;
  for (const auto& corner : overlay_->board) board << QPointF(corner.x, corner.y);
  painter.setPen(QPen(QColor(0, 200, 90), 0));
  painter.setBrush(Qt::NoBrush);
  painter.drawPolygon(board);
  for (const auto& place : overlay_->places) {
    const QPolygonF outline = polygon_of(place.outline);
    QColor fill(0, 0, 0, 0);
    if (place.read && !place.visible) {
      fill = QColor(90, 90, 90, 170);  // covered by a hand
    } else if (!place.content.empty()) {
      const int seat = seat_of_content(place.content, letters_);
      fill = seat >= 0 && seat < static_cast<int>(colours_.size()) ? colours_[seat]
                                                                   : QColor(150, 150, 150);
      fill.setAlpha(static_cast<int>(60 + 150 * std::clamp(place.confidence, 0.0, 1.0)));
    }
    painter.setBrush(fill);
    painter.setPen(place.disagrees ? QPen(QColor(230, 30, 30), 3)
                                   : QPen(QColor(255, 255, 255, 90), 0));
    painter.drawPolygon(outline);
    if (!place.content.empty() && place.visible) {
      painter.setPen(Qt::black);
      QFont font = painter.font();
      font.setPixelSize(11);
      painter.setFont(font);
      painter.drawText(QRectF(place.centre.x - 30, place.centre.y - 8, 60, 16), Qt::AlignCenter,
                       qs(place.content));
    }
  }
}

void FrameView::paint_chance(QPainter& painter) const {
  QFont font = painter.font();
  font.setPixelSize(14);
  font.setBold(true);
  painter.setFont(font);
  painter.setBrush(Qt::NoBrush);
  for (const auto& die : overlay_->dice) {
    const QRectF box(die.box[0], die.box[1], die.box[2], die.box[3]);
    painter.setPen(QPen(QColor(255, 200, 0), 2));
    painter.drawRect(box);
    painter.drawText(box.topRight() + QPointF(3, 12),
                     die.value > 0 ? QString::number(die.value) : QStringLiteral("?"));
  }
  for (const auto& card : overlay_->cards) {
    const QRectF box(card.box[0], card.box[1], card.box[2], card.box[3]);
    painter.setPen(QPen(card.played ? QColor(0, 220, 255) : QColor(120, 180, 255), 2));
    painter.drawRect(box);
    painter.drawText(box.topLeft() + QPointF(2, -4), qs(card.card));
  }
  if (overlay_->sticks && overlay_->sticks->present) {
    painter.setPen(QPen(QColor(255, 120, 0), 2));
    for (const auto& box : overlay_->sticks->boxes)
      painter.drawRect(QRectF(box[0], box[1], box[2], box[3]));
  }
}

void FrameView::mousePressEvent(QMouseEvent* event) {
  const QRectF target = picture_rect();
  if (image_.isNull() || !target.contains(event->position())) return;
  const QPointF inside = event->position() - target.topLeft();
  emit clicked(QPointF(inside.x() * image_.width() / target.width(),
                       inside.y() * image_.height() / target.height()));
}

}  // namespace arbitre::studio
