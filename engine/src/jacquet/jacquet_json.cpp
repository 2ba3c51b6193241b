// The state as JSON (docs/games/jacquet.md, "State JSON"), and reading it back.
#include "arbitre/engine/jacquet/jacquet.h"
#include "arbitre/engine/json_fields.h"
#include "validation.h"

namespace arbitre::engine::jacquet {
namespace {

std::string postillon_text(int player, const Side& side) {
  if (side.postillon == kPostillonWaiting) return "waiting";
  if (side.postillon == kPostillonEntered) return "entered";
  return point_name(player, side.postillon);
}

// A point's content: "W3" or "B15" (1..15 checkers).
bool parse_content(const std::string& text, int& player, int& count) {
  if (text.size() < 2 || text.size() > 3 || (text[0] != 'W' && text[0] != 'B')) return false;
  player = text[0] == 'W' ? kWhite : kBlack;
  count = 0;
  for (std::size_t i = 1; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return false;
    count = count * 10 + (text[i] - '0');
  }
  return text[1] != '0' && count >= 1 && count <= kCheckers;
}

void read_points(JsonFields& fields, Position& position) {
  const nlohmann::json& points = fields.object("points");
  for (const auto& [key, value] : points.items()) {
    const std::string field = "points." + key;
    if (key.size() != 1 || key[0] < 'a' || key[0] > 'x') {
      fields.fail(field, "not a point: points are a..x");
      return;
    }
    int player = kWhite;
    int count = 0;
    if (!value.is_string() || !parse_content(value.get<std::string>(), player, count)) {
      fields.fail(field, "expected \"W<n>\" or \"B<n>\" with n from 1 to 15, got " + value.dump());
      return;
    }
    position.sides[player].count[point_of_letter(player, key[0] - 'a')] =
        static_cast<uint8_t>(count);
  }
}

void read_postillon(JsonFields& postillons, int player, Side& side) {
  const std::string key = player_key(player);
  const std::string text = postillons.text(key);
  if (!postillons.ok()) return;
  if (text == "waiting") {
    side.postillon = kPostillonWaiting;
  } else if (text == "entered") {
    side.postillon = kPostillonEntered;
  } else if (text.size() == 1 && text[0] >= 'a' && text[0] <= 'x') {
    const int point = point_of_letter(player, text[0] - 'a');
    if (point < 2 || point >= kLastQuadrant) {
      postillons.fail(postillons.child_path(key),
                      "a postillon on its tip stands on one of its points 2..18, not on " + text);
    }
    side.postillon = static_cast<int8_t>(point);
  } else {
    postillons.fail(postillons.child_path(key),
                    "expected \"waiting\", \"entered\" or a point a..x, got \"" + text + "\"");
  }
}

// "play" during a game, "game_over" between two games of a match, "match_over" at the end.
std::string phase_text(const Position& position) {
  if (position.to_move == kNoPlayer) return "match_over";
  return position.game_over ? "game_over" : "play";
}

}  // namespace

nlohmann::json JacquetState::to_json() const {
  nlohmann::json points = nlohmann::json::object();
  for (int index = 0; index < kPoints; ++index) {
    for (int player : {kWhite, kBlack}) {
      const int count = position_.sides[player].count[point_of_letter(player, index)];
      if (count > 0) {
        points[std::string(1, static_cast<char>('a' + index))] =
            (player == kWhite ? "W" : "B") + std::to_string(count);
      }
    }
  }
  const auto& sides = position_.sides;
  const int to_move = position_.to_move;
  return nlohmann::json{
      {"game", game_name()},
      {"options", options_.to_json()},
      {"points", std::move(points)},
      {"off", {{"white", sides[kWhite].off()}, {"black", sides[kBlack].off()}}},
      {"postillon",
       {{"white", postillon_text(kWhite, sides[kWhite])},
        {"black", postillon_text(kBlack, sides[kBlack])}}},
      {"to_move", to_move < 0 ? "none" : player_key(to_move)},
      {"phase", phase_text(position_)},
      {"score", {{"white", position_.score[kWhite]}, {"black", position_.score[kBlack]}}},
  };
}

Result<std::unique_ptr<State>> jacquet_state_from_json(bool advanced, const nlohmann::json& json) {
  JsonFields fields(json, "");
  const std::string name = advanced ? "jacquet-advanced" : "jacquet";
  const std::string game = fields.text("game");
  if (fields.ok() && game != name)
    fields.fail("game", "expected \"" + name + "\", got \"" + game + "\"");
  const nlohmann::json& option_json = fields.object("options");
  Options options;
  if (fields.ok()) {
    auto read = read_options(advanced, option_json);
    if (!read.ok()) return read.error();
    options = *read;
  }
  Position position;
  position.sides = {Side{}, Side{}};
  read_points(fields, position);
  JsonFields off(fields.object("off"), "off");
  for (int player : {kWhite, kBlack}) {
    position.sides[player].count[kRail] =
        static_cast<uint8_t>(off.integer(player_key(player), 0, 15));
  }
  fields.adopt(off.error());
  JsonFields postillons(fields.object("postillon"), "postillon");
  for (int player : {kWhite, kBlack}) read_postillon(postillons, player, position.sides[player]);
  fields.adopt(postillons.error());
  const std::string to_move = fields.choice("to_move", {"white", "black", "none"});
  position.to_move = to_move == "white" ? kWhite : to_move == "black" ? kBlack : kNoPlayer;
  const std::string phase = fields.choice("phase", {"play", "game_over", "match_over"});
  if (fields.ok() && (phase == "match_over") != (position.to_move == kNoPlayer)) {
    fields.fail("phase", "'match_over' goes with to_move 'none', and only with it: got '" + phase +
                             "' with to_move '" + to_move + "'");
  }
  position.game_over = phase == "game_over";
  JsonFields score(fields.object("score"), "score");
  for (int player : {kWhite, kBlack}) {
    position.score[player] = score.integer(player_key(player), 0, options.match_points + 4);
  }
  fields.adopt(score.error());
  if (!fields.ok()) return *fields.error();
  if (auto error = validate_position(options, position)) return *error;
  return std::unique_ptr<State>(std::make_unique<JacquetState>(options, position));
}

}  // namespace arbitre::engine::jacquet
