// Layout files: reading (every field present and typed, no unknown field), writing, loading.
// The rules on what the fields hold are validate_layout()'s (layout.cpp).
#include <cmath>
#include <fstream>
#include <initializer_list>
#include <sstream>

#include "arbitre/vision/layout.h"

namespace arbitre::vision {
namespace {

using engine::Error;
using engine::make_error;
using engine::Result;
using json = nlohmann::json;

constexpr const char* kFormat = "arbitre-layout/1";

std::string join(const std::string& field, const std::string& key) {
  return field.empty() ? key : field + "." + key;
}

std::string indexed(const std::string& field, std::size_t i) {
  return field + "[" + std::to_string(i) + "]";
}

// The object at `field` has every key of `required`, and no key outside required + optional.
std::optional<Error> expect_keys(const json& object, const std::string& field,
                                 std::initializer_list<const char*> required,
                                 std::initializer_list<const char*> optional = {}) {
  if (!object.is_object()) return make_error(field, "must be an object");
  for (const char* key : required) {
    if (!object.contains(key)) return make_error(join(field, key), "missing");
  }
  for (const auto& [key, value] : object.items()) {
    auto known = [&](std::initializer_list<const char*> keys) {
      for (const char* k : keys) {
        if (key == k) return true;
      }
      return false;
    };
    if (!known(required) && !known(optional)) {
      return make_error(join(field, key), "is not a field here (docs/layout.md)");
    }
  }
  return std::nullopt;
}

Result<double> number(const json& value, const std::string& field) {
  if (!value.is_number()) return make_error(field, "must be a number");
  const double number = value.get<double>();
  if (!std::isfinite(number)) return make_error(field, "must be a finite number");
  return number;
}

Result<int> integer(const json& value, const std::string& field) {
  if (!value.is_number_integer()) return make_error(field, "must be an integer");
  const auto number = value.get<long long>();
  if (number < -1000000 || number > 1000000) return make_error(field, "is out of range");
  return static_cast<int>(number);
}

Result<std::string> text(const json& value, const std::string& field) {
  if (!value.is_string()) return make_error(field, "must be a string");
  return value.get<std::string>();
}

Result<const json*> array(const json& value, const std::string& field) {
  if (!value.is_array()) return make_error(field, "must be an array");
  return &value;
}

Result<PointMm> point(const json& value, const std::string& field) {
  if (!value.is_array() || value.size() != 2) return make_error(field, "must be [x, y] in mm");
  auto x = number(value[0], indexed(field, 0));
  if (!x) return x.error();
  auto y = number(value[1], indexed(field, 1));
  if (!y) return y.error();
  return PointMm{*x, *y};
}

Result<std::vector<PointMm>> points(const json& value, const std::string& field) {
  auto list = array(value, field);
  if (!list) return list.error();
  std::vector<PointMm> result;
  for (std::size_t i = 0; i < value.size(); ++i) {
    auto p = point(value[i], indexed(field, i));
    if (!p) return p.error();
    result.push_back(*p);
  }
  return result;
}

Result<std::vector<std::string>> texts(const json& value, const std::string& field) {
  auto list = array(value, field);
  if (!list) return list.error();
  std::vector<std::string> result;
  for (std::size_t i = 0; i < value.size(); ++i) {
    auto item = text(value[i], indexed(field, i));
    if (!item) return item.error();
    result.push_back(*item);
  }
  return result;
}

// "seat" is optional: -1 when absent.
Result<int> optional_seat(const json& object, const std::string& field) {
  if (!object.contains("seat")) return -1;
  return integer(object["seat"], join(field, "seat"));
}

Result<CellShape> read_shape(const json& value, const std::string& field) {
  if (!value.is_object()) return make_error(field, "must be an object");
  if (!value.contains("kind")) return make_error(join(field, "kind"), "missing");
  auto kind = text(value["kind"], join(field, "kind"));
  if (!kind) return kind.error();
  CellShape shape;
  if (*kind == "circle") {
    if (auto error = expect_keys(value, field, {"kind", "center", "radius"})) return *error;
    auto center = point(value["center"], join(field, "center"));
    if (!center) return center.error();
    auto radius = number(value["radius"], join(field, "radius"));
    if (!radius) return radius.error();
    shape.center = *center;
    shape.radius = *radius;
    return shape;
  }
  if (*kind != "polygon" && *kind != "triangle") {
    return make_error(join(field, "kind"), "'" + *kind + "' is not circle, polygon or triangle");
  }
  if (auto error = expect_keys(value, field, {"kind", "points"})) return *error;
  auto corners = points(value["points"], join(field, "points"));
  if (!corners) return corners.error();
  shape.kind = *kind == "polygon" ? CellShape::Kind::kPolygon : CellShape::Kind::kTriangle;
  shape.polygon = std::move(*corners);
  shape.center = polygon_centroid(shape.polygon);
  return shape;
}

Result<Cell> read_cell(const json& value, const std::string& field) {
  if (auto error = expect_keys(value, field, {"id", "role", "shape"}, {"seat"})) return *error;
  Cell cell;
  auto id = text(value["id"], join(field, "id"));
  if (!id) return id.error();
  auto role = text(value["role"], join(field, "role"));
  if (!role) return role.error();
  auto shape = read_shape(value["shape"], join(field, "shape"));
  if (!shape) return shape.error();
  auto seat = optional_seat(value, field);
  if (!seat) return seat.error();
  return Cell{*id, *role, *shape, *seat};
}

Result<Zone> read_zone(const json& value, const std::string& field) {
  if (auto error = expect_keys(value, field, {"kind", "points"}, {"seat"})) return *error;
  auto kind = text(value["kind"], join(field, "kind"));
  if (!kind) return kind.error();
  auto corners = points(value["points"], join(field, "points"));
  if (!corners) return corners.error();
  auto seat = optional_seat(value, field);
  if (!seat) return seat.error();
  return Zone{*kind, *corners, *seat};
}

Result<Fiducial> read_fiducial(const json& value, const std::string& field) {
  if (auto error = expect_keys(value, field, {"id", "center", "size_mm", "margin_mm"})) {
    return *error;
  }
  Fiducial fiducial;
  auto id = integer(value["id"], join(field, "id"));
  if (!id) return id.error();
  auto center = point(value["center"], join(field, "center"));
  if (!center) return center.error();
  auto size = number(value["size_mm"], join(field, "size_mm"));
  if (!size) return size.error();
  auto margin = number(value["margin_mm"], join(field, "margin_mm"));
  if (!margin) return margin.error();
  return Fiducial{*id, *center, *size, *margin};
}

// Reads each element of the array at `key` with `read` into `out`.
template <class T, class Read>
std::optional<Error> read_list(const json& layout, const char* key, Read read,
                               std::vector<T>& out) {
  auto list = array(layout[key], key);
  if (!list) return list.error();
  for (std::size_t i = 0; i < layout[key].size(); ++i) {
    auto item = read(layout[key][i], indexed(key, i));
    if (!item) return item.error();
    out.push_back(std::move(*item));
  }
  return std::nullopt;
}

std::optional<Error> read_header(const json& value, BoardLayout& layout) {
  auto format = text(value["format"], "format");
  if (!format) return format.error();
  if (*format != kFormat) {
    return make_error("format", "'" + *format + "' is not " + std::string(kFormat));
  }
  auto name = text(value["name"], "name");
  if (!name) return name.error();
  layout.name = *name;
  auto variants = texts(value["variants"], "variants");
  if (!variants) return variants.error();
  layout.variants = *variants;
  auto size = point(value["size_mm"], "size_mm");
  if (!size) return make_error("size_mm", "must be [width, height] in mm");
  layout.width_mm = size->x;
  layout.height_mm = size->y;
  auto dictionary = text(value["dictionary"], "dictionary");
  if (!dictionary) return dictionary.error();
  layout.dictionary = *dictionary;
  if (auto error = expect_keys(value["piece"], "piece", {"diameter_mm", "height_mm"})) return error;
  auto diameter = number(value["piece"]["diameter_mm"], "piece.diameter_mm");
  if (!diameter) return diameter.error();
  auto height = number(value["piece"]["height_mm"], "piece.height_mm");
  if (!height) return height.error();
  layout.piece = {*diameter, *height};
  auto colours = texts(value["seat_colours"], "seat_colours");
  if (!colours) return colours.error();
  layout.seat_colours = *colours;
  return std::nullopt;
}

json point_json(PointMm p) {
  return json::array({p.x, p.y});
}

json points_json(const std::vector<PointMm>& polygon) {
  json list = json::array();
  for (const PointMm& p : polygon) list.push_back(point_json(p));
  return list;
}

json shape_json(const CellShape& shape) {
  switch (shape.kind) {
    case CellShape::Kind::kCircle:
      return {{"kind", "circle"}, {"center", point_json(shape.center)}, {"radius", shape.radius}};
    case CellShape::Kind::kTriangle:
      return {{"kind", "triangle"}, {"points", points_json(shape.polygon)}};
    case CellShape::Kind::kPolygon:
      break;
  }
  return {{"kind", "polygon"}, {"points", points_json(shape.polygon)}};
}

}  // namespace

Result<BoardLayout> layout_from_json(const json& value) {
  if (auto error = expect_keys(value, "",
                               {"format", "name", "variants", "size_mm", "dictionary", "fiducials",
                                "piece", "seat_colours", "cells", "zones"})) {
    return *error;
  }
  BoardLayout layout;
  if (auto error = read_header(value, layout)) return *error;
  if (auto error = read_list(value, "fiducials", read_fiducial, layout.fiducials)) return *error;
  if (auto error = read_list(value, "cells", read_cell, layout.cells)) return *error;
  if (auto error = read_list(value, "zones", read_zone, layout.zones)) return *error;
  if (auto status = validate_layout(layout); !status) return status.error();
  return layout;
}

json layout_to_json(const BoardLayout& layout) {
  json fiducials = json::array();
  for (const Fiducial& f : layout.fiducials) {
    fiducials.push_back({{"id", f.id},
                         {"center", point_json(f.center)},
                         {"size_mm", f.size_mm},
                         {"margin_mm", f.margin_mm}});
  }
  json cells = json::array();
  for (const Cell& cell : layout.cells) {
    json item = {{"id", cell.id}, {"role", cell.role}, {"shape", shape_json(cell.shape)}};
    if (cell.seat >= 0) item["seat"] = cell.seat;
    cells.push_back(std::move(item));
  }
  json zones = json::array();
  for (const Zone& zone : layout.zones) {
    json item = {{"kind", zone.kind}, {"points", points_json(zone.polygon)}};
    if (zone.seat >= 0) item["seat"] = zone.seat;
    zones.push_back(std::move(item));
  }
  return {
      {"format", kFormat},
      {"name", layout.name},
      {"variants", layout.variants},
      {"size_mm", json::array({layout.width_mm, layout.height_mm})},
      {"dictionary", layout.dictionary},
      {"fiducials", std::move(fiducials)},
      {"piece", {{"diameter_mm", layout.piece.diameter_mm}, {"height_mm", layout.piece.height_mm}}},
      {"seat_colours", layout.seat_colours},
      {"cells", std::move(cells)},
      {"zones", std::move(zones)}};
}

Result<BoardLayout> load_layout(const std::filesystem::path& path) {
  const std::string file = path.filename().string();
  std::ifstream in(path);
  if (!in) return make_error(file, "cannot read " + path.string());
  std::stringstream content;
  content << in.rdbuf();
  const json value = json::parse(content.str(), nullptr, /*allow_exceptions=*/false);
  if (value.is_discarded()) return make_error(file, "is not valid JSON");
  auto layout = layout_from_json(value);
  if (!layout) return make_error(file + ": " + layout.error().field, layout.error().message);
  return layout;
}

Result<BoardLayout> bundled_layout(const std::string& board_or_variant) {
  const auto board = board_of_variant(board_or_variant);
  if (!board) {
    std::string boards;
    for (const auto& name : bundled_layout_names()) boards += (boards.empty() ? "" : ", ") + name;
    return make_error(
        "board", "'" + board_or_variant +
                     "' is neither a board nor a variant played on one (boards: " + boards + ")");
  }
  return load_layout(std::filesystem::path(ARBITRE_LAYOUTS_DIR) / (*board + ".json"));
}

}  // namespace arbitre::vision
