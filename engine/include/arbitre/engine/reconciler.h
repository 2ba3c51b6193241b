// Reconciler: from settled views of the table to a refereed game (issue 6).
//
// Between two settled views it finds the chance event (dice or sticks thrown, card played) and
// the legal move, or the legal sequence of up to `max_moves` moves (fast players: a whole turn
// and the next player's), that best explains the change, using the rules to settle what the
// camera cannot see (stack contents, a counted range of checkers) and to reject misreadings no
// legal move explains. A change no legal continuation explains is flagged once it has been
// seen `confirm_views` times: as an illegal move (the broken rule and the nearest legal moves)
// when it reads as a move of the player to move (or of the next player, after the player to
// move's discard or pass, which shows nothing), else as an unexplained change (a bumped piece,
// a misreading) listing the places that differ. The record is never changed by a flag: the
// referee waits until the table matches the record again (the move taken back) or a legal
// continuation, and the players can answer the flag.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "arbitre/engine/chance.h"
#include "arbitre/engine/diagnosis.h"
#include "arbitre/engine/game.h"
#include "arbitre/engine/move.h"
#include "arbitre/engine/result.h"
#include "arbitre/engine/state.h"
#include "arbitre/engine/table_view.h"

namespace arbitre::engine {

struct Verdict;  // referee.h

struct ReconcileParams {
  // Moves looked for between two settled views (2: a player's move and the next player's).
  int max_moves = 2;
  // A legal continuation is accepted when the view agrees with it everywhere but at most this
  // many places, each read with a confidence under `misread_confidence`, and no other
  // continuation (nor the record itself) does as well.
  int misread_places = 1;
  double misread_confidence = 0.5;
  // ... and that many again for each further `places_per_misread` places of the board: the more
  // places a view reads, the likelier two unsure misreadings in one view (Toc-6's 138 places
  // allow 2; Jacquet's 26, Toc-4's 92 allow 1).
  int places_per_misread = 64;
  // Two such places, one read with a piece fewer than the record holds, the other with that piece
  // more, each read at least this sure, show the piece moved (Reconciler::moved_unsurely). Under
  // it a reading says too little: the waiting areas' and white pawns' readings at 0.02-0.12 of
  // kept films toc-6 21103, 21203 and 21205 paired so, with nothing moved.
  double moved_piece_confidence = 0.25;
  // A continuation that disagrees with such a place read surely is accepted only when the view
  // disagrees with the record itself at this many places or more (the table clearly moved on:
  // a missed move and the next one), and once the same table has been read `confirm_views`
  // times.
  int outvote_places = 3;
  // A dice, sticks or card reading at least this sure is trusted: a move that only another
  // outcome explains is then illegal (played with the wrong numbers), not a misread throw.
  double chance_trust = 0.8;
  // A move recorded on dice read unsurely is judged again under those dice read surely otherwise
  // only when the new reading's doubt (1 - confidence) is at most this share of the first's.
  double read_again_doubt_share = 0.5;
  // A place a recorded move changed, taken for a misreading then, that reads the same since
  // stays a misreading while read under this: the reader's confidence wavers from one view of a
  // still table to the next (fresh film jacquet 20560: u, where Black's checker went, read empty
  // at 0.47 with the move, 0.50-0.52 after, flagged as White's move). A reading as sure as a
  // trusted throw is not a waver: the move may have been another.
  double misread_kept_confidence = 0.8;
  // Views of the same unexplained table before it is flagged (a misreading rarely repeats).
  int confirm_views = 2;
  // ... and when several legal continuations explain it but for a misread place each (a checker
  // moved where the camera reads an empty point: the next view may read it), or no rule names the
  // change (a hand held still over the board, read as pieces), this many: about a second of the
  // settled table, a view every 0.15 s.
  int ambiguous_views = 6;
  // A view with at most this many places hidden (a die or a card lying on them) records a move
  // that the visible places tell apart from every other, read with its throw, and flags what
  // no legal continuation explains where it shows; a move on a throw nobody read once the same
  // table has been read confirm_views + 1 times (the die may lie there the whole turn). More
  // hidden places (a hand over the board): the view waits.
  int hidden_places = 2;
  // Positions examined at most per view (the search over unseen throws stops there).
  int max_search_positions = 20000;
};

// The note of an illegal flag: what the players may do.
inline constexpr std::string_view kIllegalFlagNote = "take the move back or play a legal one";

// The note of an illegal flag on the next player's move, judged after the sure throw of the
// player to move was played with a move that leaves the table as it was (a discard, a pass):
// accepting the correction records that move first.
inline constexpr std::string_view kAfterATableNeutralMoveNote =
    "judged after the previous player's discard or pass, which left the table as it was: take "
    "the move back or play a legal one";

// The note of an illegal flag where no throw was read: the change breaks the same rule under
// every throw the player can have made, and is judged under the likeliest of those whose nearest
// legal move lies nearest the table.
inline constexpr std::string_view kWhateverWasThrownNote =
    "no throw was read, and every throw breaks this rule: take the move back or play a legal one";

// The note of a move recorded although a surely read place disagreed, the same way before and
// after it: that place is a known misreading from then on (the studio shows it with the move).
inline constexpr std::string_view kKnownMisreadingNote =
    "misread surely before and after it: read as the record says until a move changes it";

// The note of a pass recorded at the end on a sure throw that left the player a move.
inline constexpr std::string_view kUnplayedAtEndNote =
    "the recording ended with the throw not played";

// The note of a pass recorded at the end on a throw read unsurely whose dice were taken up
// without a move: the pass was all that reading allowed.
inline constexpr std::string_view kUnsurePassNote =
    "throw read unsurely, taken up without a move: a pass, all it allowed";

// The note of an illegal flag raised when a move recorded on a throw nobody read is taken back
// while the dice read since show a throw under which it breaks a rule.
inline constexpr std::string_view kTakenBackIllegalNote =
    "recorded on a throw nobody read; the dice read since make it illegal, and it was taken back";

// The note of the `revised` event that takes back a move recorded on dice read unsurely when
// the same dice, lying where they lay, are read again surely with another throw that makes it
// illegal: the illegal flag under that throw comes just before it.
inline constexpr std::string_view kReadAgainNote =
    "the same dice read again surely show another throw, under which the move is illegal";

enum class EventKind {
  kChance,  // dice or sticks thrown, card laid: `chance`, `seat`
  kMove,    // a legal move recorded: `chance`, `move`, `seat`, `state`
  kFlag,  // an illegal move or an unexplained change: `flag`, `breach`, `alternatives`, `differing`
  kResolved,  // the open flag is over: the table matches the record or a legal continuation
  kAnswer,    // the players answered the open flag: `answer` (and `state` when it changed)
  kScore,     // the score changed: `score`
  // The last moves recorded (`undone` of them, `differing`: their texts) were taken back: the
  // table showed another legal continuation from before them, which the moves that follow
  // record; or the record before them again (`state`: the state then).
  kRevised,
};
enum class FlagKind { kIllegal, kUnexplained };
enum class Answer { kAcceptCorrection, kTakeBack, kOverrule };

std::string_view to_string(EventKind kind);
std::string_view to_string(FlagKind kind);
std::string_view to_string(Answer answer);
Result<Answer> parse_answer(std::string_view text);  // "accept", "take-back", "overrule"

struct RefereeEvent {
  EventKind kind = EventKind::kMove;
  int seat = kNoPlayer;
  std::string seat_name;
  std::string chance;       // the outcome's text ("6-5", "3", "QH"); empty for none
  bool chance_seen = true;  // kMove: read on the table (false: the rules inferred it)
  std::string move;         // kMove: the engine's text
  FlagKind flag = FlagKind::kUnexplained;
  RuleBreach breach;                      // kFlag
  std::vector<std::string> alternatives;  // kFlag (illegal): the nearest legal moves
  std::vector<std::string> differing;     // kFlag, kMove with misreads: places that differ
  Answer answer = Answer::kTakeBack;      // kAnswer
  std::string note;                       // in words: why, what the players should do
  std::string score;                      // kScore: the summary; kMove: the score after it
  int undone = 0;                         // kRevised: the recorded moves taken back
  nlohmann::json state;                   // kMove, kAnswer: the state after

  nlohmann::json to_json() const;  // {"type": "move", ...}: one line of the game record
  std::string to_string() const;   // one line for the terminal
};

class Reconciler {
 public:
  Reconciler(std::unique_ptr<State> start, std::vector<std::string> cells,
             ReconcileParams params = {});

  // A settled view of the table; the events it leads to, in order (often none).
  std::vector<RefereeEvent> observe(const TableView& view);

  // The game stops being watched (the video ends, the players quit) with a sure throw still to
  // play: when the last view showed the table as it was, the pass or discard that leaves it so
  // is recorded as played (a voluntary one noted as left at the end); when a place was hidden
  // (a card lying on it), only a pass that was the player's only move.
  std::vector<RefereeEvent> finish();

  // The players' answer to the open flag. Accept the correction: an illegal move is replaced by
  // the nearest legal move (the players set the table to it), an unexplained change by the
  // record's position. Take back: the record stays as it was. Overrule: the table is right: a
  // move explained by another throw than the one read is recorded, and the places of an
  // unexplained change are read as the record says until the record changes them; an illegal
  // move no throw explains cannot be recorded (an error says so).
  Result<std::vector<RefereeEvent>> answer(Answer answer);

  // A move entered by hand (the camera could not see it); an error when it is not legal.
  Result<std::vector<RefereeEvent>> enter(const Chance& chance, const Move& move);
  // A throw (or card) entered by hand for the player to move, as sure as a throw read surely:
  // the move the camera sees next is judged with it. An error when that player cannot have
  // thrown it (another kind of chance, a card they do not hold) or the game is over.
  Result<std::vector<RefereeEvent>> enter_throw(const Chance& chance);

  const State& state() const { return *state_; }
  const std::optional<RefereeEvent>& open_flag() const { return flag_; }
  // The places where the last complete view disagreed with the record (empty when it agreed).
  const std::vector<std::string>& disagreeing() const { return disagreeing_; }
  // The last move was read off a place read unsurely, and fewer than `confirm_views` views have
  // been read since: the table deserves another look, which may show another continuation.
  bool wants_another_look() const {
    return revisable_ && revisable_->unsure_places && revisable_->looks < params_.confirm_views;
  }
  const std::vector<std::string>& cells() const { return cells_; }
  // The places read unsurely otherwise than the starting position, at the first full view: read
  // as the record says until the record changes them.
  const std::vector<std::string>& misread_at_start() const { return baseline_; }
  // The places read as the record says while they show their known misreading: those misread at
  // the start, and those a recorded move found misread, the same way before and after it.
  std::vector<std::string> known_misreadings() const;

 private:
  struct Step {
    Chance chance;
    Move move;
    bool seen = true;  // the chance was read on the table
  };
  struct Explanation {
    std::vector<Step> steps;           // none: the record itself, with places misread
    std::vector<std::string> misread;  // places read otherwise than the explanation says
    bool outvoted = false;             // a surely read place among them
    bool counts_only = true;           // each misread place read with only its count wrong
    // It rests on a throw nobody read, or outvotes a surely read place.
    bool inferred() const {
      return outvoted || std::any_of(steps.begin(), steps.end(), [](const Step& step) {
               return !step.seen && step.chance.kind != ChanceKind::kNone;
             });
    }
  };
  void note_throw(const TableView& view, std::vector<RefereeEvent>& events);
  Occupancy expected() const;  // the record's occupancy, overruled places as the table shows them
  Occupancy with_overrules(Occupancy occupancy) const;
  // The places where `occupancy` and the view differ, when few and unsure enough to be misreads.
  // `sure_too`: however surely the places were read.
  std::optional<std::vector<std::string>> tolerable(const Occupancy& occupancy,
                                                    const TableView& view,
                                                    bool sure_too = false) const;
  // `ambiguous`, when given, is set when several legal continuations explain the view but for a
  // misread place each, and none is chosen.
  std::optional<Explanation> explain(const TableView& view, bool* ambiguous = nullptr) const;
  // The record explains the view but for a place read holding a colour it lacks (or lacking
  // one it holds), while the sure throw still to play explains it with counts misread only:
  // that move, played from an uncounted row.
  std::optional<Explanation> played_from_a_row(const TableView& view,
                                               const Explanation& as_recorded) const;
  // The record explains the view but for places read unsurely, while a throw read on the table
  // explains it with no place misread: that continuation, the only one that does.
  std::optional<Explanation> played_exactly(const TableView& view,
                                            const Explanation& as_recorded) const;
  // Whether `misread` pairs a place a move filled (`after` holds a piece there, `before` did not
  // hold it) read empty with a place `after` leaves empty read holding that very piece: not
  // two misreadings, but the piece put elsewhere than the move puts it.
  static bool put_elsewhere(const Occupancy& before, const Occupancy& after, const TableView& view,
                            const std::vector<std::string>& misread);
  // Whether `misread` pairs a place read with one piece fewer than `record` holds there with
  // another read with one such piece more, both counted and read at least moved_piece_confidence
  // sure: one piece moved, not two misreadings (kept film toc-6 21105: Green's illegal
  // s2.18>s3.18 on a 9S, both squares read at 0.30, was taken for two misread squares).
  bool moved_unsurely(const Occupancy& record, const TableView& view,
                      const std::vector<std::string>& misread) const;
  // tolerable() of the record, unless its misread places show a piece moved (moved_unsurely).
  std::optional<std::vector<std::string>> tolerable_as_recorded(const TableView& view) const;
  // Whether the view reads each place of `misread` with only its count otherwise than
  // `occupancy` has it.
  static bool counts_only(const Occupancy& occupancy, const TableView& view,
                          const std::vector<std::string>& misread);
  // Whether the steps played on throws read play them in the order they were read, each its
  // own throw.
  bool reads_in_order(const Explanation& found) const;
  // As many steps, each read on the table (or inferred) where the other's is.
  static bool same_readings(const Explanation& a, const Explanation& b);
  // `moved`: places where the view disagrees with the record itself. `exact_only`: an
  // explanation with a misread place is passed over, the search going deeper for an exact one.
  std::optional<Explanation> search(const TableView& view, bool seen_only, std::size_t moved,
                                    bool exact_only = false, bool* ambiguous = nullptr) const;
  // The pass (or discard) a sure throw still to play leaves the player to move, when it changes
  // nothing on the board: only when it is their only move (`forced`), or whenever the rules
  // allow one. A throw read unsurely whose dice were taken up since (the last view showed none):
  // only when the pass is its only move. `unsure` is set when the pass rests on such a throw.
  std::optional<Explanation> pass_on_the_last_throw(bool forced, bool* unsure = nullptr) const;
  bool plays_the_reading(const TableView& view, const State& before, const State& after, bool seen,
                         bool exact) const;
  // `longer` plays the steps of `shorter` first, then more.
  static bool extends(const Explanation& longer, const Explanation& shorter);
  struct ChanceToTry {
    Chance chance;
    bool seen = false;       // read on the table
    bool ruled_out = false;  // by a reading, unless the reading was the next player's throw
  };
  std::vector<ChanceToTry> chances_to_try(const State& state, bool first_step,
                                          bool seen_only) const;
  static bool thrown_by(const ChanceView& thrown, const State& state);
  static bool possible(const Chance& chance, const State& state);
  // The chance outcomes of `state`, likeliest first (ties in the state's own order).
  static std::vector<ChanceOutcome> likeliest_first(const State& state);
  // Whether the player to move of `state` can have thrown it (sticks of their colour, a card
  // they hold).
  static bool could_throw(const ChanceView& thrown, const State& state);
  // A reading sure enough, of the player to move of `state`, and possible there.
  bool trusts(const ChanceView& thrown, const State& state) const;
  // `before`: the state the last of `steps` was played from.
  bool fits_shown_throw(const TableView& view, const std::vector<Step>& steps, const State& before,
                        const State& after) const;

  void take_baseline(const TableView& view);
  // Ends the open flag, if any, with a `resolved` event saying why.
  void resolve_flag(const std::string& why, std::vector<RefereeEvent>& events);
  // A view no continuation of the record explains, which a continuation other than the last
  // unsure acceptance (an inferred throw, a misread place) explains exactly from before it.
  std::optional<Explanation> revision(const TableView& view) const;
  bool follows_a_sure_throw(const ChanceView& earlier, const ChanceView& later) const;
  // The player to move passed on their sure throw, a new one read since.
  std::optional<Explanation> pass_before_a_new_throw(const TableView& view) const;
  TableView past_known_misreadings(const TableView& view, int& shown);
  // Whether the view still reads `cell` as it did when a recorded move was taken with it misread,
  // unsurely enough (misread_kept_confidence), and `occupancy` still holds that move's text there.
  bool still_misread(const Occupancy& occupancy, const std::string& cell,
                     const PlaceView& seen) const;
  // ... given that place's entry of misread_with_move_ and the text `recorded` there now.
  bool reads_as_with_its_move(const std::pair<std::string, std::string>& texts,
                              const std::string& recorded, const PlaceView& seen) const;
  // Whether the illegal flag make_flag() just made for `view` names its rule off places read
  // unsurely, where at least half the places are read surely: with every unsure place it lists
  // taken as the record has it, the table names no rule or is the record's (a hand held still
  // over the board hides pieces or is read as one).
  bool rests_on_unsure_places(const TableView& view) const;
  // The view with each place still_misread() against the record read as the record says.
  TableView past_misreadings_with_moves(const TableView& view) const;
  // The places a recorded move found misread (surely or not) that it did not change: from now on
  // a known misreading. Returns them. Those it changed go to misread_with_move_.
  std::vector<std::string> note_persistent_misreadings(const Explanation& found,
                                                       const Occupancy& before,
                                                       const TableView& view);
  void revise(const Explanation& found, std::vector<RefereeEvent>& events);
  // The illegal flag for the revisable move taken back, and the throw read since that makes it
  // illegal (taken_back.cpp); none when there is no such throw.
  std::optional<std::pair<RefereeEvent, ChanceView>> taken_back_illegal() const;
  // The dice the revisable move was judged on, read unsurely, read again where they lay in
  // `view`: the same throw, not a new one (taken_back.cpp). Read surely with another throw that
  // makes the move illegal: the move is flagged under it and taken back from the record (a
  // `revised` event), those dice the mover's throw. Whether the view showed such a reading.
  bool read_again(const TableView& view, std::vector<RefereeEvent>& events);
  // Takes the revisable steps back: a `revised` event with `note`, the state and throws before.
  void undo_revisable(const std::string& note, std::vector<RefereeEvent>& events);
  // `note` goes to the last step's move. The steps stay open to revision (revisable_) when they
  // rest on a throw nobody read, a throw read unsurely or a misread place, or when
  // `unsure_places`: the view that showed them read a place they changed unsurely.
  void record_steps(const Explanation& found, std::vector<RefereeEvent>& events,
                    const std::string& note = "", bool unsure_places = false);
  // A `score` event when the score differs from the last one recorded.
  void note_score(std::vector<RefereeEvent>& events);
  void apply_step(const Chance& chance, const Move& move, bool seen,
                  std::vector<RefereeEvent>& events, const std::vector<std::string>& misread,
                  const std::string& note);
  RefereeEvent make_flag(const TableView& view);
  // The latest throw the player to move of `state_` can have made, read or shown; none when
  // nothing was read that they could have thrown.
  const ChanceView* own_throw() const;
  // `check` of the table under `chance` from `state`, or, when that names no rule, of the table
  // with one place read unsurely put back as the record has it (all that may keep the change
  // from reading as a move that breaks a rule).
  Verdict judge(const State& state, const Chance& chance, const TableView& view,
                const Occupancy& table) const;
  // The illegal flag on the move of the player after the player to move: that player's sure
  // throw `own` played with a move that leaves the table as it was (a discard, a pass), a later
  // throw read the next player's, and the table a move under it that breaks a rule.
  std::optional<RefereeEvent> flag_after_a_neutral_move(const ChanceView& own,
                                                        const TableView& view,
                                                        const Occupancy& table);
  // With no throw read, the illegal flag on the player to move when the table breaks one rule
  // under every throw they can have made (kWhateverWasThrownNote); none when some throw leaves
  // the change legal, unexplained, or breaking another rule.
  std::optional<RefereeEvent> flag_whatever_was_thrown(const TableView& view,
                                                       const Occupancy& table);
  // An illegal flag on the player to move of `state`: the rule `verdict` names under `chance`
  // and its nearest legal moves (the caller adds the places and the note).
  static RefereeEvent illegal_flag(const State& state, const Chance& chance,
                                   const Verdict& verdict);
  // That flag with its places and note, its nearest legal moves kept for the players' answer
  // (played after `prefix`, the player to move's discard or pass, when there is one).
  RefereeEvent raise_illegal(const State& state, const Chance& chance, const Verdict& verdict,
                             std::vector<std::string> differing, std::string_view note,
                             std::optional<Step> prefix = std::nullopt);
  // The move of `moves` (legal under `chance` from `state`) that leaves the table as it was: a
  // discard, a pass.
  static std::optional<Move> table_neutral_move(const State& state, const Chance& chance,
                                                const std::vector<Move>& moves);

  std::unique_ptr<State> state_;
  std::vector<std::string> cells_;
  ReconcileParams params_;
  std::vector<ChanceView> throws_;        // new throws seen since the last recorded move
  std::optional<ChanceView> last_shown_;  // the chance the last view showed
  std::optional<RefereeEvent> flag_;
  bool table_as_it_was_ = false;       // the last view showed the record's table (misreads aside)
  bool as_it_was_where_seen_ = false;  // ... where it showed the board (a place hidden)
  bool no_throw_shown_ = false;        // the last view showed no dice, sticks or card played
  Occupancy flagged_table_;            // what the table showed when the flag was raised
  TableView flagged_view_;
  std::vector<Move> flag_moves_;     // an illegal flag's nearest legal moves...
  Chance flag_chance_;               // ...for this outcome...
  std::optional<Step> flag_prefix_;  // ...after this move of the player to move (a discard)
  bool answered_ = false;            // the open flag was answered: wait quietly
  Occupancy pending_table_;          // an unexplained table seen, not yet confirmed
  int pending_views_ = 0;
  std::vector<std::string> disagreeing_;
  std::map<std::string, std::pair<std::string, std::string>> overruled_;  // cell -> record, seen
  bool baseline_taken_ = false;
  // The last acceptance that rested on an inferred throw or a misread place, revisable while
  // nothing else has been recorded since: the state before it and the throws then.
  struct Revisable {
    std::unique_ptr<State> before;
    std::vector<ChanceView> throws;
    std::vector<Step> steps;
    std::vector<std::string> persistent;     // misreadings it made known (taken back with it)
    bool unsure_places = false;              // read off a place read unsurely (wants_another_look)
    std::optional<ChanceView> unsure_throw;  // the one step's throw, read unsurely
    int looks = 0;                           // views observed since
  };
  std::optional<Revisable> revisable_;
  std::vector<std::string> baseline_;  // places misread at the start (take_baseline)
  // Per place misread at the start, or across a recorded move (note_persistent_misreadings),
  // and not changed by a move since: the record's text then and the misreading.
  std::map<std::string, std::pair<std::string, std::string>> known_misread_;
  // Per place a recorded move changed and that its explanation took for a misreading: the
  // record's text and the misreading (tolerable() keeps it so; dropped once the record changes).
  std::map<std::string, std::pair<std::string, std::string>> misread_with_move_;
  std::string last_score_;
};

}  // namespace arbitre::engine
