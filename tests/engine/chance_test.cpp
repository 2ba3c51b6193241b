#include <gtest/gtest.h>
#include "arbitre/engine/chance.h"
TEST(Chance, Placeholder) { EXPECT_TRUE(arbitre::engine::parse_chance(arbitre::engine::ChanceKind::kDicePair, "5-6").ok()); }
