// FrameView: a camera picture with what the referee read drawn over it: the board's outline,
// every place (filled in its reading's colour, opacity by confidence; greyed where a hand
// hides it; outlined in red where it disagrees with the record), the dice and the cards.
// A click reports the picture's pixel (the calibration wizard's corners).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <QImage>
#include <QPointF>
#include <QWidget>

#include "arbitre/session/table_overlay.h"

namespace arbitre::studio {

class FrameView : public QWidget {
  Q_OBJECT
 public:
  explicit FrameView(QWidget* parent = nullptr);

  void set_frame(const QImage& image);
  void set_overlay(const session::TableOverlay& overlay);
  void clear_overlay();
  // The seats' letters and colours, to colour what was read.
  void set_seats(const std::string& letters, const std::vector<QColor>& colours);
  // Points marked on the picture (clicked corners), in picture pixels.
  void set_marks(const std::vector<QPointF>& marks);
  void set_placeholder(const QString& text);

  const QImage& frame() const { return image_; }
  const std::optional<session::TableOverlay>& overlay() const { return overlay_; }
  QSize sizeHint() const override { return {640, 360}; }

 signals:
  void clicked(QPointF picture_px);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;

 private:
  QRectF picture_rect() const;  // where the picture is drawn, aspect kept
  void paint_places(QPainter& painter) const;
  void paint_chance(QPainter& painter) const;

  QImage image_;
  std::optional<session::TableOverlay> overlay_;
  std::string letters_;
  std::vector<QColor> colours_;
  std::vector<QPointF> marks_;
  QString placeholder_;
};

}  // namespace arbitre::studio
