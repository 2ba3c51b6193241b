// EventLogModel: the move log as a table (time, player, what happened), for the live table's
// refereed events and the review's steps alike. Flags are marked so the views can show them.
#pragma once

#include <vector>

#include <QAbstractTableModel>
#include <QString>

#include "arbitre/engine/record_review.h"
#include "arbitre/session/referee_session.h"

namespace arbitre::studio {

struct LogRow {
  double time_s = -1;
  int frame = -1;
  QString player;
  QString what;
  bool flag = false;
  bool move = false;
};

class EventLogModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { kTime, kPlayer, kWhat, kColumns };
  enum Role { kFrameRole = Qt::UserRole + 1, kFlagRole, kMoveRole };

  explicit EventLogModel(QObject* parent = nullptr);

  void clear();
  // Player names by seat name ("White" -> "Alice"), for the player column.
  void set_player_names(const std::map<std::string, QString>& names);
  void append(const std::vector<session::SessionEvent>& events);
  // The steps of `record` (its lines give a flag's or an answer's fields).
  void set_steps(const std::vector<engine::ReviewStep>& steps, const engine::Record& record);
  const LogRow& row_at(int row) const { return rows_.at(static_cast<std::size_t>(row)); }
  int moves() const;
  int flags() const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

 private:
  QString player_of(const std::string& seat) const;

  std::vector<LogRow> rows_;
  std::map<std::string, QString> names_;
};

}  // namespace arbitre::studio
