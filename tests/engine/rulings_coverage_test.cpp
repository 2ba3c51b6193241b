// Every numbered ruling of RULINGS.md (J1, C5, S3, T12, ...) is named by at least one test
// of its game, in a test name or a comment (DEVELOPERS' rule: each ruling has a test).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

namespace {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Ruling ids as RULINGS.md defines them: a list item starting "- J4." or "- C12.".
std::set<std::string> ruling_ids(const std::string& rulings) {
  std::set<std::string> ids;
  const std::regex item(R"(^- ([JCST][0-9]+)\.)", std::regex::multiline);
  for (auto it = std::sregex_iterator(rulings.begin(), rulings.end(), item);
       it != std::sregex_iterator(); ++it) {
    ids.insert((*it)[1]);
  }
  return ids;
}

// The tests of one game, concatenated.
std::string game_tests(const std::string& folder) {
  std::string all;
  const std::filesystem::path dir = std::filesystem::path(ARBITRE_TESTS_DIR) / "engine" / folder;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (entry.path().extension() == ".cpp" || entry.path().extension() == ".h") {
      all += read_file(entry.path());
    }
  }
  return all;
}

TEST(Rulings, EveryNumberedRulingIsNamedByATestOfItsGame) {
  const auto rulings = read_file(std::filesystem::path(ARBITRE_RULES_DIR) / "RULINGS.md");
  ASSERT_FALSE(rulings.empty()) << "cannot read " << ARBITRE_RULES_DIR << "/RULINGS.md";
  const auto ids = ruling_ids(rulings);
  ASSERT_GE(ids.size(), 40u) << "RULINGS.md lists fewer rulings than expected";
  const std::map<char, std::string> folders = {
      {'J', "jacquet"}, {'C', "jacotte"}, {'S', "jeson_jam"}, {'T', "toc"}};
  std::map<char, std::string> tests;
  for (const auto& [letter, folder] : folders) tests[letter] = game_tests(folder);
  for (const auto& id : ids) {
    // "J1" must not be satisfied by "J12": the id must end where a digit does not follow.
    const std::regex named(id + "(?![0-9])");
    EXPECT_TRUE(std::regex_search(tests[id[0]], named))
        << "no test of " << folders.at(id[0]) << " names ruling " << id;
  }
}

}  // namespace
