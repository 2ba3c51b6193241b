// Shared by the art tests.
#pragma once

#include <string>

#include <gtest/gtest.h>

#include "arbitre/vision/layout.h"

namespace arbitre::art::test {

// A bundled layout, or an empty one after a test failure naming why it did not load.
inline vision::BoardLayout bundled(const std::string& name) {
  auto layout = vision::bundled_layout(name);
  EXPECT_TRUE(layout.ok()) << (layout.ok() ? "" : layout.error().to_string());
  return layout.ok() ? *layout : vision::BoardLayout{};
}

}  // namespace arbitre::art::test
