// Every numbered ruling of RULINGS.md (J1, C5, S3, T12, ...) is named by at least one test
// of its game, in a test name or a comment (DEVELOPERS' rule: each ruling has a test).
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
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
// Plain scanning, not std::regex: GCC 12 warns inside <regex> when built with sanitizers.
std::set<std::string> ruling_ids(const std::string& rulings) {
  std::set<std::string> ids;
  std::istringstream lines(rulings);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.size() < 5 || line.compare(0, 2, "- ") != 0) continue;
    if (std::string("JCST").find(line[2]) == std::string::npos) continue;
    std::size_t end = 3;
    while (end < line.size() && std::isdigit(static_cast<unsigned char>(line[end]))) ++end;
    if (end > 3 && end < line.size() && line[end] == '.') ids.insert(line.substr(2, end - 2));
  }
  return ids;
}

// Whether `text` names `id` where no digit follows ("J1" is not named by "J12").
bool names_ruling(const std::string& text, const std::string& id) {
  for (auto at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
    const auto after = at + id.size();
    if (after == text.size() || !std::isdigit(static_cast<unsigned char>(text[after]))) return true;
  }
  return false;
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
    EXPECT_TRUE(names_ruling(tests[id[0]], id))
        << "no test of " << folders.at(id[0]) << " names ruling " << id;
  }
}

}  // namespace
