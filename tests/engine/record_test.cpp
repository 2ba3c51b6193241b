// Game records: written line by line, read back, and robust to a writer that was cut off.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "arbitre/engine/record.h"

namespace arbitre::engine {
namespace {

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("arbitre-" + name)).string();
}

nlohmann::json toy_header() {
  return {{"format", kRecordFormat}, {"version", kRecordVersion}, {"game", "jeson-jam"}};
}

TEST(Record, WrittenEventsReadBackInOrder) {
  const auto path = temp_path("record-order.jsonl");
  {
    auto writer = RecordWriter::create(path, toy_header());
    ASSERT_TRUE(writer.ok()) << writer.error().to_string();
    for (int i = 0; i < 3; ++i) ASSERT_TRUE((*writer)->append({{"type", "turn"}, {"ply", i}}).ok());
  }
  auto record = read_record(path);
  ASSERT_TRUE(record.ok()) << record.error().to_string();
  EXPECT_EQ(record->header["game"], "jeson-jam");
  ASSERT_EQ(record->events.size(), 3u);
  EXPECT_EQ(record->events[2]["ply"], 2);
  EXPECT_FALSE(record->torn_tail);
}

TEST(Record, TornLastLineLosesOnlyThatEvent) {
  const auto path = temp_path("record-torn.jsonl");
  std::ofstream(path) << toy_header().dump() << "\n{\"type\":\"turn\"}\n{\"type\":\"tu";
  auto record = read_record(path);
  ASSERT_TRUE(record.ok()) << record.error().to_string();
  EXPECT_EQ(record->events.size(), 1u);
  EXPECT_TRUE(record->torn_tail);
}

TEST(Record, DamagedLineInTheMiddleIsNamed) {
  const auto path = temp_path("record-damaged.jsonl");
  std::ofstream(path) << toy_header().dump() << "\n{oops\n{\"type\":\"turn\"}\n";
  auto record = read_record(path);
  ASSERT_FALSE(record.ok());
  EXPECT_EQ(record.error().field, path + ":2");
  EXPECT_EQ(record.error().message, "not valid JSON");
}

TEST(Record, HeaderMustBeAnArbitreRecord) {
  const auto path = temp_path("record-header.jsonl");
  std::ofstream(path) << R"({"format":"other","version":1,"game":"x"})"
                      << "\n";
  auto record = read_record(path);
  ASSERT_FALSE(record.ok());
  EXPECT_EQ(record.error().field, path + ":1.format");
  EXPECT_FALSE(read_record(temp_path("no-such-record.jsonl")).ok());
}

TEST(Record, StartFromHeaderNamesBadOptions) {
  const nlohmann::json header = {{"game", "jeson-jam"}, {"options", {{"bogus", 1}}}};
  auto start = start_from_header(header, "r.jsonl:1");
  ASSERT_FALSE(start.ok());
  EXPECT_EQ(start.error().field, "r.jsonl:1.options.bogus");
}

}  // namespace
}  // namespace arbitre::engine
