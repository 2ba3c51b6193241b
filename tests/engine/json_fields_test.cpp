// Option and state readers: every error names its field.
#include <gtest/gtest.h>

#include "arbitre/engine/json_fields.h"

namespace arbitre::engine {
namespace {

using nlohmann::json;

TEST(OptionReader, DefaultsAndTypedValues) {
  OptionReader reader(json{{"match_points", 5}, {"block_needs_23", "true"}});
  EXPECT_EQ(reader.integer("match_points", 1, 1, 99), 5);
  EXPECT_TRUE(reader.boolean("block_needs_23", false));
  EXPECT_EQ(reader.choice("hands", "dealt", {"dealt", "hidden"}), "dealt");
  EXPECT_DOUBLE_EQ(reader.number("p", 0.55, 0, 1), 0.55);
  EXPECT_TRUE(reader.status().ok());
}

TEST(OptionReader, TextFromTheCommandLineIsConverted) {
  OptionReader reader(json{{"match_points", "7"}, {"p", "0.6"}});
  EXPECT_EQ(reader.integer("match_points", 1, 1, 99), 7);
  EXPECT_DOUBLE_EQ(reader.number("p", 0.5, 0, 1), 0.6);
  EXPECT_TRUE(reader.status().ok());
}

TEST(OptionReader, UnknownKeyIsRefusedByName) {
  OptionReader reader(json{{"match_point", 5}});
  reader.integer("match_points", 1, 1, 99);
  ASSERT_FALSE(reader.status().ok());
  EXPECT_EQ(reader.status().error().field, "options.match_point");
  EXPECT_EQ(reader.status().error().message, "unknown option");
}

TEST(OptionReader, BadValuesNameTheOption) {
  OptionReader reader(json{{"match_points", "seven"}});
  reader.integer("match_points", 1, 1, 99);
  EXPECT_EQ(reader.status().error().field, "options.match_points");
  OptionReader range(json{{"match_points", 100}});
  range.integer("match_points", 1, 1, 99);
  EXPECT_EQ(range.status().error().message, "expected an integer from 1 to 99, got 100");
  OptionReader choice(json{{"hands", "open"}});
  choice.choice("hands", "dealt", {"dealt", "hidden"});
  EXPECT_EQ(choice.status().error().message, "expected one of dealt, hidden, got \"open\"");
}

TEST(OptionReader, ParametersAreNamedUnderTheirPath) {
  OptionReader top(json{{"pip_contrast", 300}}, "");
  top.number("pip_contrast", 28, 1, 255);
  EXPECT_EQ(top.status().error().field, "pip_contrast");
  EXPECT_EQ(top.status().error().message, "expected a number from 1 to 255, got 300");
  OptionReader nested(json{{"fine", 0.25}}, "dice");
  nested.number("fine", 0, 0.5, 1e9);
  EXPECT_EQ(nested.status().error().field, "dice.fine");
  EXPECT_EQ(nested.status().error().message, "expected a number from 0.5 to 1e+09, got 0.25");
}

TEST(JsonFields, ReadsTypedFields) {
  const json object = {{"turn", 3}, {"name", "x"}, {"flag", true}, {"list", {1, 2}}};
  JsonFields fields(object, "state");
  EXPECT_EQ(fields.integer("turn", 0, 10), 3);
  EXPECT_EQ(fields.text("name"), "x");
  EXPECT_TRUE(fields.boolean("flag"));
  EXPECT_EQ(fields.array("list", 2).size(), 2u);
  EXPECT_TRUE(fields.ok());
}

TEST(JsonFields, FirstErrorIsKeptWithItsPath) {
  const json object = {{"turn", 30}, {"name", 4}};
  JsonFields fields(object, "state");
  fields.integer("turn", 0, 10);
  fields.text("name");
  fields.integer("missing", 0, 1);
  ASSERT_FALSE(fields.ok());
  EXPECT_EQ(fields.error()->field, "state.turn");
  EXPECT_EQ(fields.error()->message, "30 is out of range 0..10");
}

TEST(JsonFields, MissingAndWrongTypes) {
  const json object = {{"list", {1}}};
  JsonFields missing(object, "s");
  missing.text("name");
  EXPECT_EQ(missing.error()->field, "s.name");
  EXPECT_EQ(missing.error()->message, "missing");
  JsonFields size(object, "s");
  size.array("list", 3);
  EXPECT_EQ(size.error()->message, "expected 3 elements, got 1");
  const json array = json::array();
  JsonFields not_object(array, "s");
  EXPECT_FALSE(not_object.ok());
  EXPECT_EQ(not_object.child_path(2), "s[2]");
}

TEST(JsonFields, ChoiceRefusesOtherValues) {
  const json object = {{"phase", "fly"}};
  JsonFields fields(object, "");
  fields.choice("phase", {"drop", "move"});
  EXPECT_EQ(fields.error()->field, "phase");
  EXPECT_EQ(fields.error()->message, "'fly' is not one of drop, move");
}

}  // namespace
}  // namespace arbitre::engine
