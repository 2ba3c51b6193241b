#include "arbitre/session/referee_session.h"

#include <algorithm>
#include <chrono>

namespace arbitre::session {
namespace {

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

std::vector<std::string> cell_ids(const vision::BoardLayout& layout) {
  std::vector<std::string> ids;
  for (const auto& cell : layout.cells) ids.push_back(cell.id);
  return ids;
}

}  // namespace

engine::Result<std::unique_ptr<RefereeSession>> RefereeSession::create(
    const calibration::Profile& profile, std::unique_ptr<engine::State> start, SessionParams params,
    engine::RecordWriter* record) {
  auto layout = vision::bundled_layout(profile.game);
  if (!layout) return layout.error();
  auto reader = read::FrameReader::create(profile, params.reader);
  if (!reader) return reader.error();
  return std::unique_ptr<RefereeSession>(new RefereeSession(
      profile, std::move(*layout), std::move(*reader), std::move(start), params, record));
}

RefereeSession::RefereeSession(const calibration::Profile& profile, vision::BoardLayout layout,
                               read::FrameReader reader, std::unique_ptr<engine::State> start,
                               SessionParams params, engine::RecordWriter* record)
    : layout_(std::move(layout)),
      tracker_(layout_, profile.intrinsics()),
      reader_(std::move(reader)),
      chance_kind_(reader_.chance_kind()),
      reconciler_(std::move(start), cell_ids(layout_), params.reconcile),
      settle_(params.settle),
      params_(params),
      record_(record),
      camera_(profile.intrinsics()),
      board_corners_(profile.corners_px),
      profile_size_(profile.image_size) {
  if (profile.method == calibration::BoardMethod::kFiducials) profile_pose_ = profile.pose();
}

// The board and the table around it, where dice roll and cards are laid: the board's box grown
// by the reader's table margin.
cv::Rect RefereeSession::watched_region(const cv::Size& size) const {
  double x0 = board_corners_[0].x, x1 = x0, y0 = board_corners_[0].y, y1 = y0;
  for (const auto& corner : board_corners_) {
    x0 = std::min(x0, corner.x);
    x1 = std::max(x1, corner.x);
    y0 = std::min(y0, corner.y);
    y1 = std::max(y1, corner.y);
  }
  const double margin_x = (x1 - x0) * params_.reader.table_margin;
  const double margin_y = (y1 - y0) * params_.reader.table_margin;
  const cv::Rect box(cv::Point(int(x0 - margin_x), int(y0 - margin_y)),
                     cv::Point(int(x1 + margin_x), int(y1 + margin_y)));
  const cv::Rect clipped = box & cv::Rect(cv::Point(0, 0), size);
  return clipped.area() > 0 ? clipped : cv::Rect();
}

bool RefereeSession::wants_reading(const watch::Frame& frame) const {
  if (motion_.just_settled) return true;
  if (motion_.motion != watch::TableMotion::kSettled) return false;
  const bool unsure = !reconciler_.disagreeing().empty() || reconciler_.wants_another_look() ||
                      !observation_ || !observation_->board_found() || !observation_->all_visible();
  return unsure && rereads_ < params_.max_rereads &&
         frame.time_s - last_read_s_ >= params_.reread_s;
}

engine::Result<std::vector<SessionEvent>> RefereeSession::feed(const watch::Frame& frame) {
  last_frame_ = frame.index;
  last_time_s_ = frame.time_s;
  ++stats_.frames;
  const auto gate_start = std::chrono::steady_clock::now();
  motion_ = settle_.update(frame.image, frame.time_s, watched_region(frame.image.size()));
  stats_.gate_ms += ms_since(gate_start);
  if (reconciler_.state().is_terminal() || !wants_reading(frame)) {
    return std::vector<SessionEvent>{};
  }
  rereads_ = motion_.just_settled ? 0 : rereads_ + 1;
  return read_and_reconcile(frame);
}

engine::Result<std::vector<SessionEvent>> RefereeSession::read_and_reconcile(
    const watch::Frame& frame) {
  const auto read_start = std::chrono::steady_clock::now();
  last_read_s_ = frame.time_s;
  ++stats_.readings;
  if (profile_pose_) {
    if (frame.image.size() == profile_size_) tracker_.start_from(*profile_pose_);
    profile_pose_.reset();
  }
  pose_ = tracker_.track(frame.image);
  if (pose_.found()) board_corners_ = pose_.corners_px;
  observation_ = reader_.read(frame.image, pose_);
  const double read_ms = ms_since(read_start);
  stats_.read_ms += read_ms;
  if (!observation_->board_found()) {
    stats_.last_read_ms = read_ms;
    return std::vector<SessionEvent>{};
  }
  const auto reconcile_start = std::chrono::steady_clock::now();
  const engine::TableView view = read::table_view(*observation_, chance_kind_);
  const auto events = reconciler_.observe(view);
  const double reconcile_ms = ms_since(reconcile_start);
  stats_.reconcile_ms += reconcile_ms;
  stats_.last_read_ms = read_ms + reconcile_ms;
  if (params_.record_views) {
    auto status = write({{"type", "view"},
                         {"frame", frame.index},
                         {"time_s", frame.time_s},
                         {"view", engine::table_view_to_json(view)}});
    if (!status) return status.error();
  }
  return record_now(events);  // feed() made this frame the last one
}

engine::Result<std::vector<SessionEvent>> RefereeSession::answer(engine::Answer answer) {
  auto events = reconciler_.answer(answer);
  if (!events) return events.error();
  return record_now(*events);
}

engine::Result<std::vector<SessionEvent>> RefereeSession::enter(const std::string& chance,
                                                                const std::string& move) {
  const auto& state = reconciler_.state();
  auto parsed_chance = state.parse_chance(chance);
  if (!parsed_chance) return engine::make_error("chance", parsed_chance.error().message);
  auto parsed_move = state.parse_move(*parsed_chance, move);
  if (!parsed_move) return engine::make_error("move", parsed_move.error().message);
  auto events = reconciler_.enter(*parsed_chance, *parsed_move);
  if (!events) return events.error();
  return record_now(*events);
}

engine::Result<std::vector<SessionEvent>> RefereeSession::enter_throw(const std::string& chance) {
  auto parsed = reconciler_.state().parse_chance(chance);
  if (!parsed) return engine::make_error("chance", parsed.error().message);
  auto events = reconciler_.enter_throw(*parsed);
  if (!events) return events.error();
  return record_now(*events);
}

TableOverlay RefereeSession::overlay() const {
  return table_overlay(layout_, pose_, camera_, observation_ ? &*observation_ : nullptr,
                       reconciler_.disagreeing());
}

engine::Result<std::vector<SessionEvent>> RefereeSession::finish() {
  return record_now(reconciler_.finish());
}

engine::Result<std::vector<SessionEvent>> RefereeSession::record_now(
    const std::vector<engine::RefereeEvent>& events) {
  std::vector<SessionEvent> out;
  for (const auto& event : events) {
    auto line = event.to_json();
    line["frame"] = last_frame_;
    line["time_s"] = last_time_s_;
    if (auto status = write(line); !status) return status.error();
    out.push_back({event, last_frame_, last_time_s_});
  }
  return out;
}

engine::Status RefereeSession::write(const nlohmann::json& line) {
  if (record_ == nullptr) return engine::Ok{};
  return record_->append(line);
}

}  // namespace arbitre::session
