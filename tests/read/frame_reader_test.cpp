// FrameReader: the whole reading wires the right readers to each game and places what they
// read on the table (the card played lies in the play zone). Each reader's accuracy is
// measured by its own eval; these films are from the tuning seeds.
#include <gtest/gtest.h>

#include "arbitre/calibration/piece_colours.h"
#include "arbitre/read/frame_reader.h"
#include "calibration/rendered_film.h"

namespace arbitre::read {
namespace {

namespace cal = arbitre::calibration;

struct WholeReading {
  testing::RenderedFilm film;
  vision::BoardLayout layout;
  FrameReader reader;
};

// A film of `variant` (one move by default) and the reader of the profile calibrated on its first
// still.
WholeReading film_and_reader(const std::string& variant, uint64_t seed, int moves = 1) {
  auto film = testing::render_film(testing::still_film(variant, seed, moves));
  auto layout = vision::bundled_layout(variant).value();
  cal::BoardPose pose;
  const auto profile = testing::start_profile(film, variant, &pose);
  EXPECT_TRUE(pose.found());
  auto reader = FrameReader::create(profile);
  EXPECT_TRUE(reader.ok()) << reader.error().to_string();
  return {std::move(film), std::move(layout), std::move(reader.value())};
}

Observation read_last_still(WholeReading& whole) {
  const cv::Mat& image = whole.film.stills.back().image;
  return whole.reader.read(image,
                           cal::find_board_pose(image, whole.layout, whole.film.intrinsics()));
}

cv::Rect2d truth_box(const nlohmann::json& truth) {
  return {truth.at(0).get<double>(), truth.at(1).get<double>(), truth.at(2).get<double>(),
          truth.at(3).get<double>()};
}

bool boxes_meet(const Box& seen, const nlohmann::json& truth) {
  const cv::Rect2d a(seen[0], seen[1], seen[2], seen[3]);
  const cv::Rect2d b = truth_box(truth);
  return (a & b).area() > 0.3 * std::min(a.area(), b.area());
}

TEST(FrameReaderTest, JesonJamHasNeitherDiceNorCards) {
  auto whole = film_and_reader("jeson-jam", 2);
  EXPECT_EQ(whole.reader.chance_kind(), engine::ChanceKind::kNone);
  const auto seen = read_last_still(whole);
  ASSERT_TRUE(seen.board_found());
  EXPECT_EQ(seen.cells.size(), whole.layout.cells.size());
  EXPECT_TRUE(seen.dice.empty());
  EXPECT_TRUE(seen.cards.empty());
  EXPECT_EQ(whole.reader.times().dice_ms, 0);
  EXPECT_EQ(whole.reader.times().cards_ms, 0);
}

// The stills of Toc film `seed` (`moves` moves) whose played card reads otherwise than the card
// on top of the pile, as "still: read, truth" ("none": no card read as played, or none lies
// there). Every card read as played lies in the play zone; at most one is.
std::vector<std::string> played_cards_read_wrong(const std::string& variant, uint64_t seed,
                                                 int moves, const FrameReaderParams& params = {}) {
  auto film = testing::render_film(testing::still_film(variant, seed, moves));
  const auto layout = vision::bundled_layout(variant).value();
  const auto profile = testing::start_profile(film, variant, nullptr);
  auto reader = FrameReader::create(profile, params);
  EXPECT_TRUE(reader.ok()) << reader.error().to_string();
  if (!reader.ok()) return {"no reader"};
  EXPECT_EQ(reader->chance_kind(), engine::ChanceKind::kCardPlayed);
  EXPECT_GE(film.stills.size(), 3u);
  std::vector<std::string> wrong;
  for (const auto& still : film.stills) {
    const auto seen =
        reader->read(still.image, cal::find_board_pose(still.image, layout, film.intrinsics()));
    EXPECT_TRUE(seen.board_found());
    std::string played = "none";
    for (const auto& card : seen.cards) {
      if (!card.played) continue;
      EXPECT_EQ(played, "none") << "two cards read as played";
      played = card.card;
    }
    const bool dealt = still.frame.contains("cards") && !still.frame.at("cards").empty();
    const std::string top =
        dealt ? still.frame.at("cards").back().at("card").get<std::string>() : "none";
    if (played != top) {
      wrong.push_back(still.frame.at("still").get<std::string>() + ": " + played + ", " + top);
    }
  }
  return wrong;
}

// Each card laid on Toc's white board is read from the outline the pose gives it: in every
// still the card on top of the pile, played, and no other card in the play zone. Cards under
// it peek out; the first still has no card yet.
TEST(FrameReaderTest, TheCardOnTopOfThePileIsReadAsPlayed) {
  EXPECT_EQ(played_cards_read_wrong("toc-4", 1, 3), std::vector<std::string>{});
}

// Tuning film toc-4 36: the ace of spades, then the 5 and the 7 of clubs, lie over other white
// cards, and the shadow of a side there is fainter than the edge level: the weakest side shows
// along 0.5-0.6 of its length, and a pile whose top card had to show along 0.6 read no card
// played in four stills (the one left, still 19, reads the 5 of clubs as the ace).
TEST(FrameReaderTest, AMostlyWhiteCardOverAnotherIsReadThoughOneOfItsSidesIsFaint) {
  FrameReaderParams strict;
  strict.board.pile.min_side_support = 0.6;
  const auto missed = played_cards_read_wrong("toc-4", 36, 4, strict);
  const auto wrong = played_cards_read_wrong("toc-4", 36, 4);
  EXPECT_EQ(missed.size(), 5u) << ::testing::PrintToString(missed);
  // Nothing read on the first still's empty pile either.
  EXPECT_EQ(wrong, std::vector<std::string>{"stills/000019.jpg: AC, 5C"});
}

// Unseen still film toc-4 20603: the king of hearts lies on the 5 of clubs. The king's figure,
// printed every way, gave the 5's hidden sides as strong a gradient across them as the king's
// own edges (0.92 of their length, over the 0.9 that ended the search, where the king's showed
// along all of it): the 5 was read as played. The top card's sides are edges along them; the
// print over a hidden side has gradients along it as much as across.
TEST(FrameReaderTest, TheCardOnTopIsTheOneWhoseSidesAreEdgesAlongThem) {
  EXPECT_EQ(played_cards_read_wrong("toc-4", 20603, 4), std::vector<std::string>{});
}

TEST(FrameReaderTest, JacquetDiceAreLookedForAroundTheBoard) {
  auto whole = film_and_reader("jacquet", 4);
  EXPECT_EQ(whole.reader.chance_kind(), engine::ChanceKind::kDicePair);
  const auto& truth = whole.film.stills.back().frame;
  ASSERT_TRUE(truth.contains("dice"));
  const auto seen = read_last_still(whole);
  ASSERT_TRUE(seen.board_found());
  int met = 0;
  for (const auto& die : truth.at("dice")) {
    for (const auto& read : seen.dice) met += boxes_meet(read.box, die.at("box"));
  }
  EXPECT_GE(met, 1) << "no die read where the truth puts one";
  EXPECT_TRUE(seen.cards.empty());
  // Faces made only of the print's spots get no window: the same dice without that filter.
  FrameReaderParams every_window;
  every_window.dice_print_share = 0;
  const auto profile = testing::start_profile(whole.film, "jacquet", nullptr);
  auto unfiltered = FrameReader::create(profile, every_window);
  ASSERT_TRUE(unfiltered.ok());
  const cv::Mat& image = whole.film.stills.back().image;
  const auto all =
      unfiltered->read(image, cal::find_board_pose(image, whole.layout, whole.film.intrinsics()));
  ASSERT_EQ(all.dice.size(), seen.dice.size());
  for (std::size_t i = 0; i < all.dice.size(); ++i)
    EXPECT_EQ(all.dice[i].value, seen.dice[i].value);
}

// A die lying on a fiducial hides its code: the spots of a fiducial decoded in the frame are
// its print, and get no window (the network costs 0.25 ms a window on one core; over the 180
// stills of jacquet films 1-30, 26 spent one on a fiducial, 1573 windows in all). The same
// reading with the pose's fiducials unnamed sends them to the network, and reads the same dice.
TEST(FrameReaderTest, NoWindowIsSpentOnTheSpotsOfAFiducialDecodedInTheFrame) {
  auto whole = film_and_reader("jacquet", 2, 2);
  const cv::Mat& image = whole.film.stills.back().image;
  const auto pose = cal::find_board_pose(image, whole.layout, whole.film.intrinsics());
  ASSERT_FALSE(pose.fiducials.empty());
  // The fiducial's cells are pips larger than a die there can show: sought (largest_die_mm 0)
  // so that this filter is measured alone.
  FrameReaderParams every_size;
  every_size.largest_die_mm = 0;
  auto reader = FrameReader::create(testing::start_profile(whole.film, "jacquet"), every_size);
  ASSERT_TRUE(reader.ok());
  const auto seen = reader->read(image, pose);
  const int windows = reader->times().dice_stages.windows;
  auto unnamed = pose;
  unnamed.fiducials.clear();
  const auto all = reader->read(image, unnamed);
  EXPECT_LT(windows, reader->times().dice_stages.windows);
  ASSERT_EQ(all.dice.size(), seen.dice.size());
  for (std::size_t i = 0; i < all.dice.size(); ++i)
    EXPECT_EQ(all.dice[i].value, seen.dice[i].value);
}

TEST(FrameReaderParams, OneFileHoldsTheBoardDiceAndCardFields) {
  FrameReaderParams params;
  params.board.piece_margin = 7;
  params.dice.pip_contrast = 19;
  params.table_margin = 0.4;
  params.far_die_px = 24;
  params.largest_die_mm = 18;
  params.cards.face_model = "";
  params.cards.min_confidence = 0.6;
  const auto back = frame_reader_params_from_json(frame_reader_params_to_json(params));
  ASSERT_TRUE(back.ok()) << back.error().to_string();
  EXPECT_EQ(back->board.piece_margin, 7);
  EXPECT_EQ(back->dice.pip_contrast, 19);
  EXPECT_EQ(back->table_margin, 0.4);
  EXPECT_EQ(back->far_die_px, 24);
  EXPECT_EQ(back->largest_die_mm, 18);
  EXPECT_EQ(back->cards.face_model, "");
  EXPECT_EQ(back->cards.min_confidence, 0.6);
  // Left-out fields keep their defaults; a bad field is named, the dice's with their prefix.
  EXPECT_EQ(frame_reader_params_from_json({{"dice", {{"max_pip_px", 30}}}})->dice.pip_contrast,
            dice::DiceParams{}.pip_contrast);
  // The dice on a board: run-together pips are cut unless the file says otherwise.
  EXPECT_EQ(frame_reader_params_from_json({{"dice", {{"max_pip_px", 30}}}})->dice.split_pip_level,
            0.5);
  EXPECT_EQ(
      frame_reader_params_from_json({{"dice", {{"split_pip_level", 0}}}})->dice.split_pip_level, 0);
  EXPECT_EQ(frame_reader_params_from_json({{"dice", {{"pip_contrast", "x"}}}}).error().field,
            "dice.pip_contrast");
  EXPECT_EQ(frame_reader_params_from_json({{"cards", {{"face_model", 3}}}}).error().field,
            "cards.face_model");
  EXPECT_EQ(frame_reader_params_from_json({{"table_margin", -1}}).error().field, "table_margin");
  EXPECT_EQ(frame_reader_params_from_json({{"far_fine_pip_px", "6"}}).error().field,
            "far_fine_pip_px");
  EXPECT_EQ(frame_reader_params_from_json({{"no_such", 1}}).error().field, "no_such");
}

// Whether two boxes overlap as `arbitre eval read` pairs a die read with the truth's (IoU 0.3).
bool boxes_pair(const Box& seen, const nlohmann::json& truth) {
  const cv::Rect2d a(seen[0], seen[1], seen[2], seen[3]);
  const cv::Rect2d b = truth_box(truth);
  const double common = (a & b).area();
  return common > 0.3 * (a.area() + b.area() - common);
}

struct DiceTally {
  int right = 0;   // dice read with the truth's value where `same_place` pairs them
  int ghosts = 0;  // dice read unreadable (value 0) that `same_place` pairs with no truth's die
};

// The dice of every still of `film` that has dice, read and compared with the truth.
DiceTally tally_dice(const testing::RenderedFilm& film, const vision::BoardLayout& layout,
                     FrameReader& reader,
                     bool (*same_place)(const Box&, const nlohmann::json&) = boxes_meet) {
  DiceTally tally;
  for (const auto& still : film.stills) {
    if (!still.frame.contains("dice")) continue;
    const auto seen =
        reader.read(still.image, cal::find_board_pose(still.image, layout, film.intrinsics()));
    const auto& truth = still.frame.at("dice");
    for (const auto& read : seen.dice) {
      bool paired = false;
      for (const auto& die : truth) {
        const bool here = same_place(read.box, die.at("box"));
        paired = paired || here;
        tally.right += here && read.value == die.at("value").get<int>();
      }
      tally.ghosts += read.value == 0 && !paired;
    }
  }
  return tally;
}

// Dice read right in every still of `film` (value and place as the truth says: the boxes meet).
int dice_read_right(const testing::RenderedFilm& film, const vision::BoardLayout& layout,
                    FrameReader& reader) {
  return tally_dice(film, layout, reader).right;
}

// A board seen at about 1.2 px/mm (tuning seed 402): a 16 mm die is some 20 px wide, its pips
// 3-4 px, and only the fine pip pass, which the pose turns on, finds them. (With blobs of pips
// cut again, as on a board by default, the cut finds most of them too: 18 right without the
// fine pass, 16 with it; the two passes are compared here without the cut.)
TEST(FrameReaderTest, FarDiceAreSoughtWithTheFinePipPass) {
  const auto film = testing::render_film(testing::still_film("jacquet", 402, 4));
  const auto layout = vision::bundled_layout("jacquet").value();
  const auto profile = testing::start_profile(film, "jacquet", nullptr);
  FrameReaderParams fine;
  fine.dice.split_pip_level = 0;
  auto far = FrameReader::create(profile, fine);
  FrameReaderParams never = fine;
  never.far_die_px = 0;
  auto near = FrameReader::create(profile, never);
  ASSERT_TRUE(far.ok() && near.ok());
  const int with_fine = dice_read_right(film, layout, *far);
  const int without = dice_read_right(film, layout, *near);
  EXPECT_GT(with_fine, without) << "dice read right: " << with_fine << " with the fine pass, "
                                << without << " without";
}

// Tuning seed 402 again (dice some 20 px wide): two of its dice were misread from windows grown
// from a side face's pips or a corner's glint; read again from windows centred on the network's
// box of their top face, they read right (docs/dice.md, "Read again").
TEST(FrameReaderTest, UnsureDiceAreReadAgainFromWindowsOnTheirFaces) {
  const auto film = testing::render_film(testing::still_film("jacquet", 402, 4));
  const auto layout = vision::bundled_layout("jacquet").value();
  const auto profile = testing::start_profile(film, "jacquet", nullptr);
  // Its dice are coloured: read in colour too, they read right without reading again; the
  // stage under test is compared alone.
  FrameReaderParams again;
  again.dice.colour_spread = 0;
  FrameReaderParams once = again;
  once.dice.refine_below = 0;
  auto with_refine = FrameReader::create(profile, again);
  auto without = FrameReader::create(profile, once);
  ASSERT_TRUE(with_refine.ok() && without.ok());
  ASSERT_GT(again.dice.refine_below, 0) << "read again by default on a board";
  const int right_again = dice_read_right(film, layout, *with_refine);
  const int right_once = dice_read_right(film, layout, *without);
  EXPECT_GT(right_again, right_once)
      << "dice read right: " << right_again << " read again, " << right_once << " read once";
}

// Tuning seed 471, still 55 (dice some 15 px wide): a 6's window, grown from pips 11 px wide, was
// eight times its face's size, and the network's box of the face from it lay 10 px off. Read again
// from a window on that box, the face as large in it as in the training windows, the box lands on
// the die. In still 60 a window as large read an unreadable die where none lies, and the window
// on its box sees none: it is dropped (docs/dice.md, "A window far too large").
TEST(FrameReaderTest, DiceReadFromAWindowFarTooLargeAreReadAgain) {
  const auto film = testing::render_film(testing::still_film("jacquet", 471, 4));
  const auto layout = vision::bundled_layout("jacquet").value();
  const auto profile = testing::start_profile(film, "jacquet", nullptr);
  // Its windows far too large grew from pips larger than a die there can show: sought
  // (largest_die_mm 0) so that reading again is measured alone.
  FrameReaderParams refit;
  refit.largest_die_mm = 0;
  FrameReaderParams as_read = refit;
  as_read.dice.refit_share = 0;
  auto with_refit = FrameReader::create(profile, refit);
  auto without = FrameReader::create(profile, as_read);
  ASSERT_TRUE(with_refit.ok() && without.ok());
  ASSERT_GT(refit.dice.refit_share, 0) << "read again by default on a board";
  const DiceTally refitted = tally_dice(film, layout, *with_refit, boxes_pair);
  const DiceTally as_is = tally_dice(film, layout, *without, boxes_pair);
  EXPECT_GT(refitted.right, as_is.right)
      << "dice read right: " << refitted.right << " read again, " << as_is.right << " as read";
  EXPECT_LT(refitted.ghosts, as_is.ghosts) << "unreadable dice where none lies: " << refitted.ghosts
                                           << " read again, " << as_is.ghosts << " as read";
}

// Tuning seed 400: red dice with black pips, which in grey lie some 60 levels under the red body
// (one die of 18 read right in grey); read again in the red channel, where they look as a white
// die's, 11 of them read right (docs/dice.md, "Coloured dice").
TEST(FrameReaderTest, DiceOfAColouredBodyAreReadInTheirBrightestChannel) {
  const auto film = testing::render_film(testing::still_film("jacquet", 400, 4));
  const auto layout = vision::bundled_layout("jacquet").value();
  const auto profile = testing::start_profile(film, "jacquet", nullptr);
  // The colour stage alone, every pip size sought (largest_die_mm 0): bounded, this film's
  // dice read 10 right in colour and 3 in grey.
  FrameReaderParams in_colour;
  in_colour.largest_die_mm = 0;
  FrameReaderParams in_grey = in_colour;
  in_grey.dice.colour_spread = 0;
  auto with_colour = FrameReader::create(profile, in_colour);
  auto without = FrameReader::create(profile, in_grey);
  ASSERT_TRUE(with_colour.ok() && without.ok());
  const int right_in_colour = dice_read_right(film, layout, *with_colour);
  const int right_in_grey = dice_read_right(film, layout, *without);
  EXPECT_GE(right_in_colour, right_in_grey + 8)
      << "dice read right: " << right_in_colour << " in colour, " << right_in_grey << " in grey";
}

// Tuning seed 467: a 6 whose blurred light pips ran together column by column, each blob too
// long for a pip and, at three pips' widths of the fine pass, too long to be cut again, had no
// window. Cut up to a 6's column (docs/dice.md, "Run-together pips"), every die reads right.
TEST(FrameReaderTest, ASixsColumnOfRunTogetherPipsIsCutAgain) {
  const auto film = testing::render_film(testing::still_film("jacquet", 467, 4));
  const auto layout = vision::bundled_layout("jacquet").value();
  const auto profile = testing::start_profile(film, "jacquet", nullptr);
  auto reader = FrameReader::create(profile);
  ASSERT_TRUE(reader.ok());
  int dice = 0;
  for (const auto& still : film.stills) {
    if (still.frame.contains("dice")) dice += static_cast<int>(still.frame.at("dice").size());
  }
  ASSERT_GT(dice, 0);
  EXPECT_EQ(dice_read_right(film, layout, *reader), dice);
}

// Tuning seed 8 (a board some 1.2 px per mm): spots far larger than any die's pips there gave
// windows that read dice where none lies (`eval read --game jacquet --seeds 1-40` read four in
// its stills, three of them 78-86 px wide; none with the bound). Pips are sought only up to the
// size a die of largest_die_mm shows where the table is nearest the camera.
TEST(FrameReaderTest, NoPipIsSoughtLargerThanTheLargestDieCanShowThere) {
  const auto film = testing::render_film(testing::still_film("jacquet", 8, 4));
  const auto layout = vision::bundled_layout("jacquet").value();
  const auto profile = testing::start_profile(film, "jacquet", nullptr);
  FrameReaderParams bounded;
  FrameReaderParams unbounded = bounded;
  unbounded.largest_die_mm = 0;
  auto with_bound = FrameReader::create(profile, bounded);
  auto without = FrameReader::create(profile, unbounded);
  ASSERT_TRUE(with_bound.ok() && without.ok());
  ASSERT_GT(bounded.largest_die_mm, 0) << "bounded by default";
  const DiceTally kept = tally_dice(film, layout, *with_bound, boxes_pair);
  const DiceTally all = tally_dice(film, layout, *without, boxes_pair);
  EXPECT_LT(kept.ghosts, all.ghosts)
      << "dice read where none lies: " << kept.ghosts << " bounded, " << all.ghosts << " not";
  EXPECT_GE(kept.right, all.right)
      << "dice read right: " << kept.right << " bounded, " << all.right << " not";
}

// The benchmark's Jacquet frame (seed 21, two moves, its last still): the 2's side face, seen
// obliquely, read a 6 of its own beside the top face's reading, the two boxes overlapping by
// 0.16 (IoU), under the photos' merge_overlap. On a board they are one die: two dice read, as
// the truth has.
TEST(FrameReaderTest, ADiesSideFaceReadBesideItsTopIsTheSameDie) {
  auto whole = film_and_reader("jacquet", 21, 2);
  const auto& truth = whole.film.stills.back().frame;
  ASSERT_EQ(truth.at("dice").size(), 2u);
  const auto seen = read_last_still(whole);
  EXPECT_EQ(seen.dice.size(), 2u);
  FrameReaderParams photo_merge;
  photo_merge.dice.merge_overlap = dice::DiceParams{}.merge_overlap;
  auto apart = FrameReader::create(testing::start_profile(whole.film, "jacquet"), photo_merge);
  ASSERT_TRUE(apart.ok());
  const cv::Mat& image = whole.film.stills.back().image;
  const auto both =
      apart->read(image, cal::find_board_pose(image, whole.layout, whole.film.intrinsics()));
  EXPECT_EQ(both.dice.size(), 3u) << "the side face read as a die of its own";
}

}  // namespace
}  // namespace arbitre::read
