#include "event_log_model.h"

#include <QBrush>
#include <QColor>

#include "event_text.h"
#include "qt_convert.h"

namespace arbitre::studio {

EventLogModel::EventLogModel(QObject* parent) : QAbstractTableModel(parent) {}

void EventLogModel::clear() {
  beginResetModel();
  rows_.clear();
  endResetModel();
}

void EventLogModel::set_player_names(const std::map<std::string, QString>& names) {
  names_ = names;
  if (!rows_.empty()) emit dataChanged(index(0, kPlayer), index(rowCount() - 1, kPlayer));
}

QString EventLogModel::player_of(const std::string& seat) const {
  const auto it = names_.find(seat);
  if (it == names_.end() || it->second.isEmpty() || it->second == qs(seat)) return qs(seat);
  return QStringLiteral("%1 (%2)").arg(it->second, qs(seat));
}

void EventLogModel::append(const std::vector<session::SessionEvent>& events) {
  std::vector<LogRow> added;
  for (const auto& happened : events) {
    const auto& event = happened.event;
    if (event.kind == engine::EventKind::kScore) continue;  // the score board shows it
    LogRow row;
    row.time_s = happened.time_s;
    row.frame = happened.frame;
    row.player = EventText::term(event.seat_name);
    row.what = EventText::event(event);
    row.flag = event.kind == engine::EventKind::kFlag;
    row.move = event.kind == engine::EventKind::kMove;
    added.push_back(row);
  }
  if (added.empty()) return;
  const int first = rowCount();
  beginInsertRows({}, first, first + static_cast<int>(added.size()) - 1);
  rows_.insert(rows_.end(), added.begin(), added.end());
  endInsertRows();
}

void EventLogModel::set_steps(const std::vector<engine::ReviewStep>& steps,
                              const engine::Record& record) {
  beginResetModel();
  rows_.clear();
  for (const auto& step : steps) {
    LogRow row;
    row.time_s = step.time_s;
    row.frame = step.frame;
    row.player = EventText::term(step.seat);
    row.what = EventText::step(step, record.events.at(step.event));
    row.flag = step.kind == engine::ReviewStep::Kind::kFlag;
    row.move = step.kind == engine::ReviewStep::Kind::kMove;
    rows_.push_back(row);
  }
  endResetModel();
}

int EventLogModel::moves() const {
  return static_cast<int>(
      std::count_if(rows_.begin(), rows_.end(), [](const LogRow& row) { return row.move; }));
}

int EventLogModel::flags() const {
  return static_cast<int>(
      std::count_if(rows_.begin(), rows_.end(), [](const LogRow& row) { return row.flag; }));
}

int EventLogModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int EventLogModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : kColumns;
}

QVariant EventLogModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const LogRow& row = rows_[static_cast<std::size_t>(index.row())];
  switch (role) {
    case Qt::DisplayRole:
      if (index.column() == kTime) return clock_text(row.time_s);
      if (index.column() == kPlayer) return player_of(ss(row.player));
      return row.what;
    case Qt::ToolTipRole:
      return row.what;
    case Qt::BackgroundRole:
      if (row.flag) return QBrush(QColor(255, 215, 210));
      return {};
    case Qt::ForegroundRole:
      if (row.flag) return QBrush(QColor(120, 0, 0));
      return {};
    case kFrameRole:
      return row.frame;
    case kFlagRole:
      return row.flag;
    case kMoveRole:
      return row.move;
    default:
      return {};
  }
}

QVariant EventLogModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case kTime:
      return tr("Time");
    case kPlayer:
      return tr("Player");
    default:
      return tr("What happened");
  }
}

}  // namespace arbitre::studio
