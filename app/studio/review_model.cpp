#include "review_model.h"

#include <QDir>
#include <QFileInfo>

#include "qt_convert.h"

namespace arbitre::studio {
namespace {

bool is_move(const engine::ReviewStep& step) {
  return step.kind == engine::ReviewStep::Kind::kMove;
}
bool is_flag(const engine::ReviewStep& step) {
  return step.kind == engine::ReviewStep::Kind::kFlag;
}

}  // namespace

ReviewModel::ReviewModel(QObject* parent) : QObject(parent) {}

engine::Status ReviewModel::load(const QString& path) {
  auto record = engine::read_record(ss(path));
  if (!record) return record.error();
  auto status = set_record(std::move(*record), path);
  if (status) modified_ = false;
  return status;
}

engine::Status ReviewModel::set_record(engine::Record record, const QString& path) {
  auto steps = engine::review_steps(record);
  if (!steps) return engine::make_error(ss(path), steps.error().to_string());
  auto start = engine::start_from_header(record.header, ss(path) + ":1");
  if (!start) return start.error();
  record_ = std::move(record);
  steps_ = std::move(*steps);
  game_ = std::move(start->game);
  chance_kind_ = start->state->chance_kind();
  path_ = path;
  modified_ = true;
  current_ = -1;
  emit recordChanged();
  emit currentChanged(current_);
  return engine::Ok{};
}

const engine::ReviewStep* ReviewModel::step(int index) const {
  if (index < 0 || index >= static_cast<int>(steps_.size())) return nullptr;
  return &steps_[static_cast<std::size_t>(index)];
}

QString ReviewModel::video() const {
  const QString source = qs(record_.header.value("source", ""));
  if (source.isEmpty() || source.startsWith(QStringLiteral("camera "))) return {};
  if (QFileInfo(source).isAbsolute() || QFileInfo::exists(source)) return source;
  // A relative source: beside the record.
  return QFileInfo(path_).dir().filePath(QFileInfo(source).fileName());
}

double ReviewModel::duration_s() const {
  double last = 0;
  for (const auto& event : record_.events) last = std::max(last, event.value("time_s", 0.0));
  return last;
}

void ReviewModel::select(int index) {
  index = std::clamp(index, -1, static_cast<int>(steps_.size()) - 1);
  if (index == current_) return;
  current_ = index;
  emit currentChanged(current_);
}

bool ReviewModel::select_where(int from, int direction, bool (*wanted)(const engine::ReviewStep&)) {
  for (int k = from; k >= 0 && k < static_cast<int>(steps_.size()); k += direction) {
    if (wanted(steps_[static_cast<std::size_t>(k)])) {
      select(k);
      return true;
    }
  }
  return false;
}

bool ReviewModel::next_move() {
  return select_where(current_ + 1, 1, is_move);
}

bool ReviewModel::previous_move() {
  if (select_where(current_ - 1, -1, is_move)) return true;
  if (current_ < 0) return false;
  select(-1);  // back to the start
  return true;
}

bool ReviewModel::next_flag() {
  return select_where(current_ + 1, 1, is_flag);
}

QString ReviewModel::drawing(int index, bool after) const {
  if (!game_) return {};
  const auto* shown = step(index);
  const nlohmann::json& json =
      shown == nullptr ? record_.header["state"] : (after ? shown->after : shown->before);
  auto state = game_->state_from_json(json);
  return state ? qs((*state)->to_string()) : qs(state.error().to_string());
}

std::optional<engine::TableView> ReviewModel::view_at(int index) const {
  const auto* shown = step(index);
  if (!game_ || shown == nullptr) return std::nullopt;
  for (std::size_t k = shown->event + 1; k-- > 0;) {
    const auto& line = record_.events[k];
    if (line.value("type", "") != "view") continue;
    auto view = engine::table_view_from_json(line.value("view", nlohmann::json()), chance_kind_);
    if (view) return std::move(*view);
    return std::nullopt;
  }
  return std::nullopt;
}

std::vector<std::string> ReviewModel::disagreeing_at(int index) const {
  const auto view = view_at(index);
  const auto* shown = step(index);
  if (!view || shown == nullptr) return {};
  auto state = game_->state_from_json(shown->after);
  if (!state) return {};
  return engine::disagreeing_places((*state)->occupancy(), *view, game_->cell_ids());
}

QStringList ReviewModel::legal_moves(int index, const QString& chance) const {
  const auto* shown = step(index);
  if (!game_ || shown == nullptr) return {};
  auto state = game_->state_from_json(shown->before);
  if (!state) return {};
  auto parsed = (*state)->parse_chance(ss(chance));
  if (!parsed) return {};
  QStringList moves;
  const auto& event = record_.events[shown->event];
  for (const auto& alternative : event.value("alternatives", nlohmann::json::array())) {
    if (alternative.is_string()) moves << qs(alternative.get<std::string>());
  }
  for (const auto& move : (*state)->legal_moves(*parsed)) {
    if (!moves.contains(qs(move.text))) moves << qs(move.text);
  }
  return moves;
}

engine::Status ReviewModel::correct(const QString& chance, const QString& move) {
  const auto* shown = step(current_);
  if (shown == nullptr) return engine::make_error("step", "choose a move or a flag to correct");
  const std::size_t event = shown->event;
  auto corrected = engine::correct_step(record_, event, ss(chance), ss(move));
  if (!corrected) return corrected.error();
  auto status = set_record(std::move(*corrected), path_);
  if (!status) return status;
  for (int k = 0; k < static_cast<int>(steps_.size()); ++k) {
    if (steps_[static_cast<std::size_t>(k)].event == event) select(k);
  }
  return engine::Ok{};
}

engine::Status ReviewModel::export_to(const QString& path) {
  auto status = engine::write_record(record_, ss(path));
  if (status) {
    path_ = path;
    modified_ = false;
  }
  return status;
}

}  // namespace arbitre::studio
