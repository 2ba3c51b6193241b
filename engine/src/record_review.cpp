#include "arbitre/engine/record_review.h"

#include <cstdio>
#include <filesystem>

namespace arbitre::engine {
namespace {

std::string line_of(std::size_t event) {
  return "record line " + std::to_string(event + 2);  // line 1 is the header
}

std::string text_field(const nlohmann::json& event, const char* key) {
  const auto it = event.find(key);
  return it != event.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// The move a "move" or "turn" line records.
std::string recorded_move(const nlohmann::json& event) {
  if (const auto verdict = event.find("verdict"); verdict != event.end() && verdict->is_object()) {
    return text_field(*verdict, "move");
  }
  return text_field(event, "move");
}

bool is_move_line(const nlohmann::json& event) {
  const std::string type = text_field(event, "type");
  return type == "move" || (type == "turn" && !event.value("illegal", false) &&
                            (!event.contains("verdict") || event["verdict"].value("legal", true)));
}

struct ReviewWalk {
  const Game& game;
  nlohmann::json current;
  std::vector<nlohmann::json> history;  // the state before each move still recorded
};

Result<ReviewStep> move_step(ReviewWalk& walk, ReviewStep step, const nlohmann::json& event) {
  auto state = walk.game.state_from_json(walk.current);
  if (!state) return make_error(line_of(step.event), state.error().to_string());
  auto chance = (*state)->parse_chance(step.chance);
  if (!chance) return make_error(line_of(step.event) + ": chance", chance.error().message);
  auto move = (*state)->parse_move(*chance, recorded_move(event));
  if (!move) return make_error(line_of(step.event) + ": move", move.error().message);
  if (step.seat.empty()) step.seat = (*state)->seat_name((*state)->current_player());
  step.move = move->text;
  (*state)->apply(*chance, *move);
  step.after = (*state)->to_json();
  walk.history.push_back(walk.current);
  walk.current = step.after;
  return step;
}

Result<ReviewStep> revised_step(ReviewWalk& walk, ReviewStep step, const nlohmann::json& event) {
  const int undone = event.value("undone", 0);
  if (undone < 0 || undone > static_cast<int>(walk.history.size())) {
    return make_error(line_of(step.event) + ": undone",
                      std::to_string(undone) + " moves were not recorded before it");
  }
  for (int k = 0; k < undone; ++k) {
    walk.current = walk.history.back();
    walk.history.pop_back();
  }
  step.after = walk.current;
  return step;
}

// The step a record line makes, or nullopt for lines that are not steps (views, throws, scores).
Result<std::optional<ReviewStep>> step_of(ReviewWalk& walk, std::size_t index,
                                          const nlohmann::json& event) {
  const std::string type = text_field(event, "type");
  ReviewStep step;
  step.event = index;
  step.frame = event.value("frame", -1);
  step.time_s = event.value("time_s", -1.0);
  step.seat = text_field(event, "seat");
  step.chance = text_field(event, "chance");
  step.before = walk.current;
  step.after = walk.current;
  if (is_move_line(event)) {
    step.kind = ReviewStep::Kind::kMove;
    auto made = move_step(walk, std::move(step), event);
    if (!made) return made.error();
    return std::optional<ReviewStep>(std::move(*made));
  }
  if (type == "flag" || type == "turn") {
    step.kind = ReviewStep::Kind::kFlag;
    return std::optional<ReviewStep>(std::move(step));
  }
  if (type == "answer") {
    step.kind = ReviewStep::Kind::kAnswer;
    if (event.contains("state")) {
      auto state = walk.game.state_from_json(event["state"]);
      if (!state) return make_error(line_of(index) + ": state", state.error().to_string());
      walk.history.push_back(walk.current);
      walk.current = step.after = (*state)->to_json();
    }
    return std::optional<ReviewStep>(std::move(step));
  }
  if (type == "revised") {
    step.kind = ReviewStep::Kind::kRevised;
    auto made = revised_step(walk, std::move(step), event);
    if (!made) return made.error();
    return std::optional<ReviewStep>(std::move(*made));
  }
  return std::optional<ReviewStep>();
}

}  // namespace

Result<std::vector<ReviewStep>> review_steps(const Record& record) {
  auto start = start_from_header(record.header, "record line 1");
  if (!start) return start.error();
  ReviewWalk walk{*start->game, start->state->to_json(), {}};
  std::vector<ReviewStep> steps;
  for (std::size_t i = 0; i < record.events.size(); ++i) {
    auto step = step_of(walk, i, record.events[i]);
    if (!step) return step.error();
    if (*step) steps.push_back(std::move(**step));
  }
  return steps;
}

Result<Record> correct_step(const Record& record, std::size_t event, const std::string& chance,
                            const std::string& move, const ReconcileParams& params) {
  auto steps = review_steps(record);
  if (!steps) return steps.error();
  const ReviewStep* corrected = nullptr;
  for (const auto& step : *steps) {
    if (step.event == event) corrected = &step;
  }
  if (corrected == nullptr ||
      (corrected->kind != ReviewStep::Kind::kMove && corrected->kind != ReviewStep::Kind::kFlag)) {
    return make_error(line_of(event), "not a move or a flag: only those can be corrected");
  }
  auto start = start_from_header(record.header, "record line 1");
  if (!start) return start.error();
  auto state = start->game->state_from_json(corrected->before);
  if (!state) return state.error();
  auto parsed_chance = (*state)->parse_chance(chance);
  if (!parsed_chance) return make_error("chance", parsed_chance.error().message);
  auto parsed_move = (*state)->parse_move(*parsed_chance, move);
  if (!parsed_move) return make_error("move", parsed_move.error().message);

  RefereeEvent correction;
  correction.kind = EventKind::kMove;
  correction.seat = (*state)->current_player();
  correction.seat_name = (*state)->seat_name(correction.seat);
  correction.chance = parsed_chance->to_string();
  correction.move = parsed_move->text;
  correction.note = "corrected in review";
  (*state)->apply(*parsed_chance, *parsed_move);
  correction.score = (*state)->score().summary;
  correction.state = (*state)->to_json();

  Record out;
  out.header = record.header;
  out.events.assign(record.events.begin(), record.events.begin() + static_cast<long>(event));
  auto line = correction.to_json();
  line["frame"] = corrected->frame;
  line["time_s"] = corrected->time_s;
  line["corrected"] = true;
  out.events.push_back(line);

  const ChanceKind kind = start->state->chance_kind();
  Reconciler referee(std::move(*state), start->game->cell_ids(), params);
  nlohmann::json last_at = {{"frame", corrected->frame}, {"time_s", corrected->time_s}};
  auto append = [&](const std::vector<RefereeEvent>& events) {
    for (const auto& happened : events) {
      auto json = happened.to_json();
      json["frame"] = last_at["frame"];
      json["time_s"] = last_at["time_s"];
      out.events.push_back(json);
    }
  };
  for (std::size_t i = event + 1; i < record.events.size(); ++i) {
    const auto& later = record.events[i];
    if (text_field(later, "type") != "view") continue;
    auto view = table_view_from_json(later.value("view", nlohmann::json()), kind);
    if (!view) return make_error(line_of(i) + ": view", view.error().to_string());
    out.events.push_back(later);
    last_at = {{"frame", later.value("frame", -1)}, {"time_s", later.value("time_s", -1.0)}};
    append(referee.observe(*view));
  }
  append(referee.finish());
  return out;
}

Status write_record(const Record& record, const std::string& path) {
  // Written beside the target and renamed over it: exporting over the record being reviewed
  // never leaves it half written.
  const std::string temporary = path + ".part";
  {
    auto writer = RecordWriter::create(temporary, record.header);
    if (!writer) return writer.error();
    for (const auto& event : record.events) {
      if (auto status = (*writer)->append(event); !status) return status.error();
    }
  }
  std::error_code error;
  std::filesystem::rename(temporary, path, error);
  if (error) return make_error(path, "cannot write the record: " + error.message());
  return Ok{};
}

}  // namespace arbitre::engine
