// ScorePanel: the score board (one row per side: a player or a team, with the game's points,
// tally or captures) and a small chart of each side's score over the match.
#pragma once

#include <vector>

#include <QWidget>

#include "arbitre/engine/score.h"

class QLabel;
class QTableWidget;

namespace arbitre::studio {

// The score after each change, for the chart.
struct ScoreHistory {
  std::vector<std::string> sides;
  std::vector<std::vector<int>> points;  // one row per change, one column per side
  // Keeps `score` when it differs from the last one kept.
  bool add(const engine::Score& score);
};

class ScoreChart : public QWidget {
  Q_OBJECT
 public:
  explicit ScoreChart(QWidget* parent = nullptr);
  void set_history(const ScoreHistory& history, const std::vector<QColor>& colours);
  QSize sizeHint() const override { return {260, 120}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  ScoreHistory history_;
  std::vector<QColor> colours_;
};

class ScorePanel : public QWidget {
  Q_OBJECT
 public:
  explicit ScorePanel(QWidget* parent = nullptr);
  void reset();
  void set_colours(const std::vector<QColor>& colours);
  void show_score(const engine::Score& score);
  const ScoreHistory& history() const { return history_; }
  QString summary() const;

 private:
  QLabel* summary_;
  QTableWidget* table_;
  ScoreChart* chart_;
  ScoreHistory history_;
  std::vector<QColor> colours_;
};

}  // namespace arbitre::studio
