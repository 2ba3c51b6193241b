#include "score_panel.h"

#include <algorithm>

#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QTableWidget>
#include <QVBoxLayout>

#include "qt_convert.h"

namespace arbitre::studio {

bool ScoreHistory::add(const engine::Score& score) {
  std::vector<std::string> now_sides;
  std::vector<int> now_points;
  for (const auto& line : score.lines) {
    now_sides.push_back(line.side);
    now_points.push_back(line.points);
  }
  if (now_sides != sides) {  // a new game: the chart starts again
    sides = now_sides;
    points.clear();
  }
  if (!points.empty() && points.back() == now_points) return false;
  points.push_back(now_points);
  return true;
}

ScoreChart::ScoreChart(QWidget* parent) : QWidget(parent) {
  setMinimumHeight(90);
}

void ScoreChart::set_history(const ScoreHistory& history, const std::vector<QColor>& colours) {
  history_ = history;
  colours_ = colours;
  update();
}

void ScoreChart::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.fillRect(rect(), palette().base());
  const QRectF area = QRectF(rect()).adjusted(30, 8, -8, -18);
  painter.setPen(palette().color(QPalette::Mid));
  painter.drawRect(area);
  int top = 1;
  for (const auto& row : history_.points) {
    for (int points : row) top = std::max(top, points);
  }
  painter.setPen(palette().color(QPalette::Text));
  painter.drawText(QRectF(0, area.top() - 6, 26, 14), Qt::AlignRight, QString::number(top));
  painter.drawText(QRectF(0, area.bottom() - 8, 26, 14), Qt::AlignRight, QStringLiteral("0"));
  painter.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), 14), Qt::AlignCenter,
                   tr("score changes"));
  const int steps = static_cast<int>(history_.points.size());
  if (steps == 0) return;
  for (std::size_t side = 0; side < history_.sides.size(); ++side) {
    QPolygonF line;
    for (int k = 0; k < steps; ++k) {
      const double x = area.left() + (steps == 1 ? 0.5 : double(k) / (steps - 1)) * area.width();
      const double y = area.bottom() - area.height() * history_.points[k][side] / top;
      line << QPointF(x, y);
    }
    const QColor colour = side < colours_.size() ? colours_[side] : seat_colour(int(side), {});
    painter.setPen(QPen(colour.lightness() > 220 ? colour.darker(160) : colour, 2));
    painter.drawPolyline(line);
  }
}

ScorePanel::ScorePanel(QWidget* parent)
    : QWidget(parent),
      summary_(new QLabel(this)),
      table_(new QTableWidget(0, 2, this)),
      chart_(new ScoreChart(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  summary_->setWordWrap(true);
  summary_->setObjectName(QStringLiteral("scoreSummary"));
  table_->setObjectName(QStringLiteral("scoreTable"));
  table_->setHorizontalHeaderLabels({tr("Side"), tr("Points")});
  table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
  table_->verticalHeader()->hide();
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setMaximumHeight(150);
  layout->addWidget(summary_);
  layout->addWidget(table_);
  layout->addWidget(chart_, 1);
}

void ScorePanel::reset() {
  history_ = {};
  table_->setRowCount(0);
  summary_->clear();
  chart_->set_history(history_, colours_);
}

void ScorePanel::set_colours(const std::vector<QColor>& colours) {
  colours_ = colours;
  chart_->set_history(history_, colours_);
}

void ScorePanel::show_score(const engine::Score& score) {
  summary_->setText(qs(score.summary));
  table_->setRowCount(static_cast<int>(score.lines.size()));
  for (int row = 0; row < static_cast<int>(score.lines.size()); ++row) {
    const auto& line = score.lines[static_cast<std::size_t>(row)];
    table_->setItem(row, 0, new QTableWidgetItem(qs(line.side)));
    table_->setItem(row, 1, new QTableWidgetItem(QString::number(line.points)));
  }
  if (history_.add(score)) chart_->set_history(history_, colours_);
}

QString ScorePanel::summary() const {
  return summary_->text();
}

}  // namespace arbitre::studio
