// Result<T>: a value or an Error that names what is wrong.
//
// The engine never aborts on bad input: a malformed state file, an unknown option or a move
// the camera saw that breaks a rule are normal outcomes, returned as values.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace arbitre::engine {

struct Error {
  std::string field;    // what is wrong, as a path: "points.c", "options.match_points", "chance"
  std::string message;  // why, in words a player understands

  std::string to_string() const { return field.empty() ? message : field + ": " + message; }
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : content_(std::move(value)) {}      // NOLINT: implicit by design
  Result(Error error) : content_(std::move(error)) {}  // NOLINT: implicit by design

  bool ok() const { return content_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& value() & { return std::get<0>(content_); }
  const T& value() const& { return std::get<0>(content_); }
  T&& value() && { return std::get<0>(std::move(content_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

  const Error& error() const { return std::get<1>(content_); }

 private:
  std::variant<T, Error> content_;
};

// For operations that return nothing but may fail.
struct Ok {};
using Status = Result<Ok>;

inline Error make_error(std::string field, std::string message) {
  return Error{std::move(field), std::move(message)};
}

}  // namespace arbitre::engine
