// Jeu de Toc: the breach messages, one per case so that each reads whole in a translation.
#pragma once

#include "arbitre/engine/diagnosis.h"

namespace arbitre::engine::toc {

// The breach messages toc_diagnose.cpp chooses among by case, marked for the translators
// (arbitre/engine/diagnosis.h). Colours are seat_colour() names, cells are cell ids; "the pawn"
// stands for three arguments: its colour, the cell it left, the cell it reached (the arguments
// of a message without a comment).
namespace messages {

// %1 the player to give cards.
constexpr const char* kExchanging =
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "partners are exchanging cards: no pawn may move until %1 and the "
                           "others have given their cards");
// %1 the pawn's colour, %2 the cell, %3 the home's colour.
constexpr const char* kOtherHome = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "a %1 pawn cannot stand on %2: only %3's pawns enter %3's home");
// %1 the colour, %2 its waiting area, %3 the one it went to.
constexpr const char* kTakenToOtherArea = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "a taken %1 pawn goes back to its owner's waiting area %2, not to %3");
// %1 the player, %2 the card.
constexpr const char* kNotHeld = ARBITRE_TRANSLATE_NOOP("RuleBreach", "%1 does not hold %2");
// %1 the card, %2 the player.
constexpr const char* kOtherCardMoves = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "%1 moves no pawn, but another card of %2's hand does: %2 must play that card");
// %1 the card, %2 a move it has.
constexpr const char* kDiscardPlayable = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "discarding %1 is illegal: it can move a pawn (for example %2)");
// %1 how many, %2 the colour, %3 its waiting area.
constexpr const char* kSeveralEntered = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "one card brings one pawn into play, yet %1 %2 pawns left %3");
// %1 the colour, %2 its waiting area, %3 the card.
constexpr const char* kEnterCard = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach",
    "only an Ace, a King or a Joker brings a pawn into play: a %1 pawn left %2 with %3");
// %1 the colour, %2 its entry square.
constexpr const char* kEntryHeld = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "%1's entry square %2 already holds a protected %1 pawn: no pawn can enter");
// %1 the colour, %2 its entry square.
constexpr const char* kEnterOnEntry =
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "a %1 pawn enters on its own entry square %2");
// %1 the colour, %2 its entry square, %3 where the pawn went.
constexpr const char* kEnterNotOn =
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "a %1 pawn enters on its own entry square %2, not on %3");
// The two pawns swapped (colour, cell, colour, cell), %5 the card.
constexpr const char* kSwapCard = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach",
    "only the Jack swaps two pawns: %1's pawn on %2 and %3's pawn on %4 changed places with %5");
// %1 the colour, %2 the entry square.
constexpr const char* kSwapProtected = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "the Jack cannot swap %1's pawn, protected on its entry square %2");
// %1 and %2 the colours, %3 the card.
constexpr const char* kOnePawnPerCard =
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "one card moves one pawn (only the 7 is shared between two pawns): %1's "
                           "pawn and %2's pawn both moved with %3");
constexpr const char* kHomeLeft = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach",
    "a pawn in its home never leaves it nor moves back: %1's pawn went from %2 to %3");
constexpr const char* kHomeBackwards = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "no pawn enters its home backwards: %1's pawn went from %2 to %3");
// %1 the player, then the pawn.
constexpr const char* kFiveOwnSide = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach",
    "the 5 moves an opposing pawn, not one of %1's side: %2's pawn went from %3 to %4");
constexpr const char* kFiveInHome = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "an opponent's 5 never moves a pawn in its home: %1's pawn went from %2 to %3");
constexpr const char* kFiveIntoHome = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "the 5 never moves a pawn into its home: %1's pawn went from %2 to %3");
constexpr const char* kJackAlone = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "the Jack swaps two pawns; it moves none alone: %1's pawn went from %2 to %3");
// The pawn, %4 the card.
constexpr const char* kBackwardsCard = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "only the 4 moves a pawn backwards: %1's pawn went from %2 to %3 with %4");
constexpr const char* kFourForwards = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "the 4 moves a pawn backwards, not forwards: %1's pawn went from %2 to %3");
constexpr const char* kFourCount = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "the 4 moves a pawn exactly 4 squares back: %1's pawn went from %2 to %3");
// The pawn, %4 the card.
constexpr const char* kHomeInexactOne =
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "a pawn enters its home only with an exact count: %1's pawn went from "
                           "%2 to %3, 1 square, with %4");
// The pawn, %4 the squares travelled, %5 the card.
constexpr const char* kHomeInexact =
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "a pawn enters its home only with an exact count: %1's pawn went from "
                           "%2 to %3, %4 squares, with %5");
// %1 the colour, %2 the jump square, %3 the next one.
constexpr const char* kJumpStay = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach",
    "%1's pawn ended its count on the jump square %2 and goes on to %3, not stay there");
// %1 the colour, %2 the protected pawn's, %3 its entry square.
constexpr const char* kPassProtected = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "%1's pawn cannot pass or land on %2's pawn, protected on its entry square %3");
// %1 the colour, %2 the home square.
constexpr const char* kPassInHome =
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "%1's pawn cannot pass or land on the pawn on %2");
// %1 the colour, %2 the cell, %3 its waiting area.
constexpr const char* kTakenGoesBack =
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "%1's pawn on %2 is taken and goes back to %3");
// %1 the colour, %2 the cell.
constexpr const char* kKingTakes = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach",
    "%1's pawn on %2 was not taken: the King takes only the pawns it passes or lands on");
// %1 the colour, %2 the cell.
constexpr const char* kLandedTaken = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach", "%1's pawn on %2 was not taken: only the pawn landed on is taken");
// Each pawn: colour, squares counted, cell left.
constexpr const char* kSevenParts = ARBITRE_TRANSLATE_NOOP(
    "RuleBreach",
    "the two parts of a 7 add up to 7: %1's pawn went %2 from %3 and %4's pawn %5 from %6");
constexpr const char* kOver = ARBITRE_TRANSLATE_NOOP("RuleBreach", "the game is over");

// A change no rule explains, worded without and with the cells that changed (then the last
// placeholder).
struct Unexplained {
  const char* plain;
  const char* with_cells;
};

constexpr Unexplained kNoCard = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "a card must be named"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "a card must be named (cells changed: %1)")};
// %1 the id read, %2 the game.
constexpr Unexplained kNotACell = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "'%1' is not a cell of %2"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "'%1' is not a cell of %2 (cells changed: %3)")};
// %1 the content seen, %2 the cell.
constexpr Unexplained kUnreadable = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "cannot read '%1' on %2"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "cannot read '%1' on %2 (cells changed: %3)")};
// %1 the colour, %2 how many of its pawns are seen.
constexpr Unexplained kPawnCount = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "%1 has %2 pawns on the table, not 4"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%1 has %2 pawns on the table, not 4 (cells changed: %3)")};
constexpr Unexplained kOnePawn = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "%1 has 1 pawn on the table, not 4"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "%1 has 1 pawn on the table, not 4 (cells changed: %2)")};
constexpr Unexplained kNothingMoved = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "nothing moved"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "nothing moved (cells changed: %1)")};
// %1 the card.
constexpr Unexplained kEnteringAndMore = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "entering a pawn is the whole use of %1; other pawns moved too"),
    ARBITRE_TRANSLATE_NOOP(
        "RuleBreach",
        "entering a pawn is the whole use of %1; other pawns moved too (cells changed: %2)")};
// %1 and %3 the colours, %2 and %4 the cells they left.
constexpr Unexplained kJackSwapFine = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "the Jack's swap (%1's pawn on %2 and %3's pawn on %4 changed "
                           "places) breaks no rule found"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "the Jack's swap (%1's pawn on %2 and %3's pawn on %4 changed "
                           "places) breaks no rule found (cells changed: %5)")};
constexpr Unexplained kNoPawnMoved = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "no pawn moved"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "no pawn moved (cells changed: %1)")};
// %1 the colour, %2 the cell.
constexpr Unexplained kTakenByNone = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%1's pawn on %2 went back to its waiting area, but no pawn took it"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%1's pawn on %2 went back to its waiting area, but no pawn took it "
                           "(cells changed: %3)")};
// %1 the colour, %2 and %3 the cells, %4 the card.
constexpr Unexplained kMoveNotLegal = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%1's pawn went from %2 to %3 as %4 allows, yet it is no legal move"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%1's pawn went from %2 to %3 as %4 allows, yet it is no legal move "
                           "(cells changed: %5)")};
constexpr Unexplained kSevenFine = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach", "the 7 shared as seen breaks no rule found"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "the 7 shared as seen breaks no rule found (cells changed: %1)")};

// What was seen of a pawn the player may not move, with its arguments: a pawn entering (colour,
// waiting area), two swapped (colour, cell, colour, cell), one moved (colour, cell, cell), one
// moved as part of a 7 (colour).
enum class Deed { kEntered, kSwapped, kMoved, kSevenPart };

// By Deed: T8, the partner's pawns too early (%1 the player, %2 the partner, then the deed's
// arguments); T5, another side's pawn (%1 the card, %2 the player, %3 the colour, then the deed's).
constexpr const char* kTeamTooEarly[] = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%1 may play %2's pawns only once its own four are home (a %3 pawn "
                           "left %4)"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%1 may play %2's pawns only once its own four are home (%3's pawn on "
                           "%4 and %5's pawn on %6 changed places)"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%1 may play %2's pawns only once its own four are home (%3's pawn "
                           "went from %4 to %5)"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%1 may play %2's pawns only once its own four are home (%3's pawn "
                           "moved with the 7)")};
constexpr const char* kNotOwnPawn[] = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "a %1 moves one of %2's own pawns, not %3's (a %4 pawn left %5)"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "a %1 moves one of %2's own pawns, not %3's (%4's pawn on %5 and %6's "
                           "pawn on %7 changed places)"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "a %1 moves one of %2's own pawns, not %3's (%4's pawn went from %5 to "
                           "%6)"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "a %1 moves one of %2's own pawns, not %3's (%4's pawn moved with the "
                           "7)")};

// T5, a wrong count, by the card's counts (one, two) and the squares travelled (several, one):
// %1 the card, its counts, the colour, the two cells, the squares travelled.
constexpr const char* kWrongCount[2][2] = {
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "a %1 moves a pawn %2 squares: %3's pawn went from %4 to %5, %6 "
                            "squares"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "a %1 moves a pawn %2 squares: %3's pawn went from %4 to %5, 1 "
                            "square")},
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "a %1 moves a pawn %2 or %3 squares: %4's pawn went from %5 to %6, %7 "
                            "squares"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "a %1 moves a pawn %2 or %3 squares: %4's pawn went from %5 to %6, 1 "
                            "square")}};

}  // namespace messages

}  // namespace arbitre::engine::toc
