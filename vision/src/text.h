// Small text helpers shared by the vision library's error messages.
#pragma once

#include <string>

namespace arbitre::vision::detail {

// 'text', as errors quote ids and names.
inline std::string quoted(const std::string& text) {
  return "'" + text + "'";
}

}  // namespace arbitre::vision::detail
