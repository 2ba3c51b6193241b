// Options and the state JSON of Jeson Jam (schema in docs/games/jeson_jam.md).
#include <bit>

#include "arbitre/engine/jeson_jam/jeson_jam.h"
#include "arbitre/engine/json_fields.h"

namespace arbitre::engine::jeson_jam {
namespace {

constexpr int kMaxMovesWithoutCapture = 100000;

// The board in JSON: one string per ring of intersections, character k for cell id
// prefix + (k + 1): '.' empty, 'L' Light, 'D' Dark.
struct Ring {
  const char* key;
  int first;  // cell index of the ring's first intersection
  int size;
};
constexpr std::array<Ring, 4> kRings = {
    {{"C", kCentre, 1}, {"M", midpoint(1), 6}, {"H", corner(1), 6}, {"T", tip(1), 6}}};

std::string result_text(int winner) {
  switch (winner) {
    case kLight:
      return "Light won";
    case kDark:
      return "Dark won";
    case kDrawn:
      return "draw";
    default:
      return "playing";
  }
}

int seat_of(const std::string& name) {
  return name == "Light" ? kLight : kDark;
}

}  // namespace

nlohmann::json Options::to_json() const {
  nlohmann::json json = nlohmann::json::object();
  json["pieces"] = pieces;
  json["captures_to_win"] = captures_to_win;
  json["max_moves_without_capture"] = max_moves_without_capture;
  return json;
}

Result<Options> read_options(const nlohmann::json& json) {
  OptionReader reader(json);
  Options options;
  options.pieces = reader.integer("pieces", 9, 5, 9);
  options.captures_to_win = reader.integer("captures_to_win", 5, 1, 9);
  options.max_moves_without_capture = reader.integer(
      "max_moves_without_capture", kDefaultMovesWithoutCapture, 0, kMaxMovesWithoutCapture);
  if (auto status = reader.status(); !status) return status.error();
  if (options.captures_to_win > options.pieces) {
    return make_error("options.captures_to_win",
                      "cannot exceed the " + std::to_string(options.pieces) + " pieces per player");
  }
  return options;
}

nlohmann::json JesonJamState::to_json() const {
  nlohmann::json board = nlohmann::json::object();
  for (const Ring& ring : kRings) {
    std::string row(ring.size, '.');
    for (int k = 0; k < ring.size; ++k) {
      const CellMask bit = cell_bit(ring.first + k);
      if (pieces_[kLight] & bit) row[k] = 'L';
      if (pieces_[kDark] & bit) row[k] = 'D';
    }
    board[ring.key] = std::move(row);
  }
  nlohmann::json aligned = nlohmann::json::array();
  for (int road = 0; road < kRoads; ++road) {
    if (aligned_ & (1u << road)) aligned.push_back(road_id(road));
  }
  // Built field by field: nested initializer lists would copy every value once more.
  nlohmann::json json = nlohmann::json::object();
  json["game"] = game_name();
  json["options"] = options_.to_json();
  json["to_move"] = to_move_ == kNoPlayer ? "none" : seat_name(to_move_);
  json["board"] = std::move(board);
  json["hands"] = nlohmann::json::array({hand_[0], hand_[1]});
  json["captures"] = nlohmann::json::array({captures_[0], captures_[1]});
  json["aligned"] = std::move(aligned);
  json["moves_without_capture"] = quiet_moves_;
  json["result"] = result_text(winner_);
  return json;
}

namespace {

// Reads "board": {"C": ".", "M": "L.D...", "H": ..., "T": ...} into the two piece sets.
void read_board(JsonFields& fields, std::array<CellMask, 2>& pieces) {
  JsonFields board(fields.object("board"), fields.child_path("board"));
  for (const Ring& ring : kRings) {
    const std::string row = board.text(ring.key);
    if (!board.ok()) break;
    if (static_cast<int>(row.size()) != ring.size ||
        row.find_first_not_of(".LD") != std::string::npos) {
      board.fail(board.child_path(ring.key), "expected " + std::to_string(ring.size) +
                                                 " characters among '.', 'L', 'D', got \"" + row +
                                                 "\"");
      break;
    }
    for (int k = 0; k < ring.size; ++k) {
      if (row[k] != '.') pieces[row[k] == 'L' ? kLight : kDark] |= cell_bit(ring.first + k);
    }
  }
  fields.adopt(board.error());
}

uint16_t read_aligned(JsonFields& fields) {
  uint16_t roads = 0;
  const nlohmann::json& aligned = fields.array("aligned");
  for (std::size_t i = 0; i < aligned.size(); ++i) {
    const std::string path = fields.child_path("aligned") + "[" + std::to_string(i) + "]";
    const int road = aligned[i].is_string() ? road_index(aligned[i].get<std::string>()) : -1;
    if (road < 0) {
      fields.fail(path, "expected a road id such as \"T1-T3\", got " + aligned[i].dump());
      return 0;
    }
    roads |= static_cast<uint16_t>(1u << road);
  }
  return roads;
}

// Reads a pair of counts such as "hands": [9, 8].
std::array<int, 2> read_pair(JsonFields& fields, std::string_view key, int max) {
  std::array<int, 2> pair{};
  const nlohmann::json& array = fields.array(key, 2);
  for (std::size_t i = 0; i < array.size(); ++i) {
    const std::string path = fields.child_path(key) + "[" + std::to_string(i) + "]";
    if (!array[i].is_number_integer()) {
      fields.fail(path, "expected an integer, got " + array[i].dump());
    } else if (array[i].get<long long>() < 0 || array[i].get<long long>() > max) {
      fields.fail(path, array[i].dump() + " is out of range 0.." + std::to_string(max));
    } else {
      pair[i] = array[i].get<int>();
    }
  }
  return pair;
}

}  // namespace

Result<std::unique_ptr<JesonJamState>> JesonJamState::from_json(const nlohmann::json& json,
                                                                const Options& options) {
  JsonFields fields(json, "");
  if (fields.text("game") != "jeson-jam" && fields.ok()) {
    fields.fail("game", "expected \"jeson-jam\", got " + json["game"].dump());
  }
  auto read = read_options(fields.object("options"));
  if (fields.ok() && !read) fields.adopt(read.error());
  if (fields.ok() && !(*read == options)) {
    fields.fail("options", "differ from the game's options " + options.to_json().dump());
  }
  auto state = std::make_unique<JesonJamState>(options, kLight);
  const std::string to_move = fields.choice("to_move", {"Light", "Dark", "none"});
  read_board(fields, state->pieces_);
  state->hand_ = read_pair(fields, "hands", options.pieces);
  state->captures_ = read_pair(fields, "captures", options.captures_to_win);
  const uint16_t aligned = read_aligned(fields);
  state->quiet_moves_ = fields.integer("moves_without_capture", 0, kMaxMovesWithoutCapture);
  const std::string result = fields.choice("result", {"playing", "Light won", "Dark won", "draw"});
  if (!fields.ok()) return *fields.error();

  state->to_move_ = to_move == "none" ? kNoPlayer : seat_of(to_move);
  state->winner_ = result == "playing" ? kNoPlayer
                   : result == "draw"  ? kDrawn
                                       : seat_of(result.substr(0, result.find(' ')));
  state->aligned_ = complete_roads(state->pieces_[0]) | complete_roads(state->pieces_[1]);
  if (aligned != state->aligned_) {
    return make_error("aligned", "must list exactly the roads filled by one player");
  }
  if (auto error = state->inconsistency()) return *error;
  return state;
}

}  // namespace arbitre::engine::jeson_jam
