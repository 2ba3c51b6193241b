// Jeson Jam: the messages of the capture breaches (S2, S5), one per case, so that each reads
// whole in a translation. Each table has a row per case: a drop that takes (or must take) one
// piece on the board, several, or a piece from the hand; then a move that takes one piece or
// several (the move phase has no hand). Arguments: %1 the cell dropped on, or the move
// ("M3-C"), %2 the mover, %3 the opponent, %4 the cells taken, %5 the road.
#pragma once

#include "arbitre/engine/diagnosis.h"

namespace arbitre::engine::jeson_jam::capture_messages {

// S2 ruling: the road was already complete before the move.
constexpr const char* kAlreadyComplete[5] = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%2's road %5 was already complete before the drop on %1: a road that "
                           "stays filled does not capture again, so %3's piece on %4 may not be "
                           "taken"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%2's road %5 was already complete before the drop on %1: a road that "
                           "stays filled does not capture again, so %3's pieces on %4 may not be "
                           "taken"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%2's road %5 was already complete before the drop on %1: a road that "
                           "stays filled does not capture again, so a piece from %3's hand may "
                           "not be taken"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%2's road %5 was already complete before %1: a road that stays filled "
                           "does not capture again, so %3's piece on %4 may not be taken"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%2's road %5 was already complete before %1: a road that stays filled "
                           "does not capture again, so %3's pieces on %4 may not be taken")};

// S2: no road completed at all.
constexpr const char* kNoRoad[5] = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "the drop on %1 completes no road of five for %2, so %3's piece on %4 "
                           "may not be taken"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "the drop on %1 completes no road of five for %2, so %3's pieces on "
                           "%4 may not be taken"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "the drop on %1 completes no road of five for %2, so a piece from "
                           "%3's hand may not be taken"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%1 completes no road of five for %2, so %3's piece on %4 may not be "
                           "taken"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "%1 completes no road of five for %2, so %3's pieces on %4 may not be "
                           "taken")};

// S5: a capture was due; %4 the pieces that could be taken.
constexpr const char* kCaptureDue[5] = {
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "a capture was due: the drop on %1 completes road %5, so %2 must take "
                           "%3's piece on %4"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "a capture was due: the drop on %1 completes road %5, so %2 must take "
                           "one of %3's pieces on %4"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "a capture was due: the drop on %1 completes road %5, so %2 must take "
                           "a piece from %3's hand"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "a capture was due: %1 completes road %5, so %2 must take %3's piece "
                           "on %4"),
    ARBITRE_TRANSLATE_NOOP("RuleBreach",
                           "a capture was due: %1 completes road %5, so %2 must take one of %3's "
                           "pieces on %4")};

// S5: more than one piece taken; rows: a drop taking pieces on the board, a drop taking from
// the hand too, a move; columns: one road completed (%5), several (%5 their list).
constexpr const char* kTwoTaken[3][2] = {
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "two pieces were taken for one alignment (%3's pieces on %4): the "
                            "drop on %1 completes road %5 and captures once"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "two pieces were taken for one alignment (%3's pieces on %4): the "
                            "drop on %1 completes roads %5 and still captures once")},
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "two pieces were taken for one alignment, counting those from %3's "
                            "hand: the drop on %1 completes road %5 and captures once"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "two pieces were taken for one alignment, counting those from %3's "
                            "hand: the drop on %1 completes roads %5 and still captures once")},
    {ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "two pieces were taken for one alignment (%3's pieces on %4): %1 "
                            "completes road %5 and captures once"),
     ARBITRE_TRANSLATE_NOOP("RuleBreach",
                            "two pieces were taken for one alignment (%3's pieces on %4): %1 "
                            "completes roads %5 and still captures once")}};

}  // namespace arbitre::engine::jeson_jam::capture_messages
