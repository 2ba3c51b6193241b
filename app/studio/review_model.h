// ReviewModel: a recorded game under review, without widgets: its steps (moves, flags,
// answers, revisions), the step shown, stepping and jumping, a correction after which the rest
// of the game is refereed again from the record's views, and export.
#pragma once

#include <optional>
#include <vector>

#include <QObject>
#include <QString>

#include "arbitre/engine/game.h"
#include "arbitre/engine/record_review.h"
#include "arbitre/engine/table_view.h"

namespace arbitre::studio {

class ReviewModel : public QObject {
  Q_OBJECT
 public:
  explicit ReviewModel(QObject* parent = nullptr);

  // Reads a record; the error names the file and line. Nothing changes on error.
  engine::Status load(const QString& path);
  engine::Status set_record(engine::Record record, const QString& path);

  const engine::Record& record() const { return record_; }
  const std::vector<engine::ReviewStep>& steps() const { return steps_; }
  const engine::ReviewStep* step(int index) const;
  QString path() const { return path_; }
  QString video() const;  // the header's source, when it is a file
  int current() const { return current_; }
  bool modified() const { return modified_; }
  double duration_s() const;

  void select(int index);
  bool next_move();
  bool previous_move();
  bool next_flag();

  // The engine's drawing of the position after (or before) a step; the start before any.
  QString drawing(int index, bool after = true) const;
  // The table as the camera read it when the step happened: the record's last view before it.
  std::optional<engine::TableView> view_at(int index) const;
  // The places where that view differs from the position after the step.
  std::vector<std::string> disagreeing_at(int index) const;
  // The legal moves at a step's position for `chance` (a flag's alternatives first).
  QStringList legal_moves(int index, const QString& chance) const;
  // Replaces the current step (a move or a flag) with `move` for `chance` and re-referees the
  // rest of the game; the current step becomes the correction.
  engine::Status correct(const QString& chance, const QString& move);
  engine::Status export_to(const QString& path);

 signals:
  void recordChanged();
  void currentChanged(int index);

 private:
  bool select_where(int from, int direction, bool (*wanted)(const engine::ReviewStep&));

  engine::Record record_;
  std::vector<engine::ReviewStep> steps_;
  std::unique_ptr<engine::Game> game_;
  engine::ChanceKind chance_kind_ = engine::ChanceKind::kNone;  // the game's, to read views
  QString path_;
  int current_ = -1;
  bool modified_ = false;
};

}  // namespace arbitre::studio
