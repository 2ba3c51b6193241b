<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>EventText</name>
    <message>
        <location filename="../event_text.cpp" line="12"/>
        <source>take the move back or play a legal one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="13"/>
        <source>the table differs from the record: put the pieces as the record says, or play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="16"/>
        <source>overruled: the throw was read wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="17"/>
        <source>the table stands: these places are read as the record says until they change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="20"/>
        <source>corrected to the nearest legal move: set the table to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="21"/>
        <source>the record stands: put the pieces back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="22"/>
        <source>a move was entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="23"/>
        <source>entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="24"/>
        <source>replaces the throw read before (read again or thrown again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="25"/>
        <source>the table matches the record again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="26"/>
        <source>the table shows the position before them again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="27"/>
        <source>the table shows another legal continuation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="28"/>
        <source>a legal move followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="29"/>
        <source>read with the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="30"/>
        <source>not seen: inferred from the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="31"/>
        <location filename="../event_text.cpp" line="102"/>
        <source>correction accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="32"/>
        <location filename="../event_text.cpp" line="156"/>
        <source>corrected in review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="33"/>
        <source>misread surely before and after it: read as the record says until a move changes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="36"/>
        <source>the recording ended with the throw not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="37"/>
        <source>throw read unsurely, taken up without a move: a pass, all it allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="39"/>
        <source>recorded on a throw nobody read; the dice read since make it illegal, and it was taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="42"/>
        <source>the same dice read again surely show another throw, under which the move is illegal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="45"/>
        <source>judged after the previous player&apos;s discard or pass, which left the table as it was: take the move back or play a legal one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="104"/>
        <source>move taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="106"/>
        <source>overruled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="115"/>
        <source>%1 throws %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="117"/>
        <source>legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="118"/>
        <source>throw not seen: inferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="119"/>
        <source>misread %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="131"/>
        <location filename="../event_text.cpp" line="163"/>
        <source>FLAG illegal (%1) %2 %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="133"/>
        <source>; legal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="136"/>
        <location filename="../event_text.cpp" line="165"/>
        <source>FLAG unexplained change at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="138"/>
        <source>flag resolved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="140"/>
        <location filename="../event_text.cpp" line="170"/>
        <source>answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="143"/>
        <source>score: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="145"/>
        <location filename="../event_text.cpp" line="173"/>
        <source>REVISED: %1 taken back: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleBreach</name>
    <message>
        <location filename="../../../engine/src/referee.cpp" line="27"/>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="226"/>
        <source>the game is over: no move can be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/referee.cpp" line="32"/>
        <source>this position awaits a %1, not a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/reconcile/flags.cpp" line="124"/>
        <source>no throw was read, and no legal move explains the change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="109"/>
        <source>a throw of 0 allows no vertical move: only a horizontal move or a pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="115"/>
        <source>a throw of 1 moves exactly 1 cell: from %1 it reaches %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="121"/>
        <source>a throw of %1 moves exactly %1 cells: from %2 it reaches %3, not %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="143"/>
        <source>the neutral taken on %1 goes at the bottom of the stack, not on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="150"/>
        <source>a stack takes at most one neutral per move (on %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="155"/>
        <source>the arriving stack goes on top of the stack it captures on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="178"/>
        <source>%1 of the empty seat is closed to everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="182"/>
        <source>a pawn cannot enter %1&apos;s camp (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="187"/>
        <source>a throw of %1 does not bring the stack on its camp home to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="195"/>
        <source>%1&apos;s camp is reached only down lane %2, not from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="200"/>
        <source>a throw of %1 does not bring the stack on %2 home to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="224"/>
        <source>no capture on the central round: %1 holds a stack topped by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="233"/>
        <source>%1 already controls a stack on the central round (on %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="241"/>
        <source>two neutrals may not lie on one another: the stack from %1 already has a neutral at its bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="249"/>
        <source>a move never ends on a stack of one&apos;s own side: %1 is topped by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="260"/>
        <source>a throw of 0 cannot bring a pawn out of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="266"/>
        <source>a pawn leaves %1 into its own lane %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="278"/>
        <source>a stack leaves the round only down the lane of its centre cell: from %1 down %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="291"/>
        <source>from lane %1 a stack enters the round on %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="308"/>
        <source>a horizontal move only goes to an empty lane cell: %1 holds %2 (captures need an exact throw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="316"/>
        <source>a move goes either along the lane or across the same latitude: %1 to %2 is neither</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="326"/>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="265"/>
        <source>the match is over: no move can be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="332"/>
        <source>La Jacotte awaits a stick throw (0 to 4 coloured faces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="342"/>
        <source>a fourth pass in a row: %1 has passed three times and has a move to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="349"/>
        <source>nothing moved, and %1 may pass (cells changed: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="356"/>
        <source>pieces lie on %1, which is no place on the board (cells changed: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="381"/>
        <source>one pawn (with its stack) moves per turn, but pieces left %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="389"/>
        <source>no stack left its cell (cells changed: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="400"/>
        <source>it is %1&apos;s turn: %2&apos;s pawns wait in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="406"/>
        <source>one pawn at a time leaves %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="416"/>
        <source>it is %1&apos;s turn: the stack on %2 is topped by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="422"/>
        <source>a stack moves as one: %1 left %2 behind on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="431"/>
        <source>the pieces %1 from %2 did not arrive anywhere readable (cells changed: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="445"/>
        <source>a stack takes its neutral from the centre cell where its move ends (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="457"/>
        <source>when %1 banks, its own pawns go back to %2 and prisoners and neutrals to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="465"/>
        <source>the move %1 fits the rules but the rest of the table does not match it (cells changed: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="27"/>
        <source>%1 ends round %2: its final position (the last neutral banked) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="31"/>
        <source>%1 ends round %2 and the match: its final position (the last neutral banked) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="35"/>
        <source>%1 ends round %2 and the match: its final position (the last neutral banked) stays on the table until the referee has seen it, before the board is set up again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="39"/>
        <source>%1 ends round %2: its final position (the last neutral banked) stays on the table until the referee has seen it, then the board is set up for round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="43"/>
        <source>%1 ends round %2: its final position (one player left) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="47"/>
        <source>%1 ends round %2 and the match: its final position (one player left) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="51"/>
        <source>%1 ends round %2 and the match: its final position (one player left) stays on the table until the referee has seen it, before the board is set up again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="55"/>
        <source>%1 ends round %2: its final position (one player left) stays on the table until the referee has seen it, then the board is set up for round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="59"/>
        <source>%1 ends round %2: its final position (the round move limit reached) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="63"/>
        <source>%1 ends round %2 and the match: its final position (the round move limit reached) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="67"/>
        <source>%1 ends round %2 and the match: its final position (the round move limit reached) stays on the table until the referee has seen it, before the board is set up again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="71"/>
        <source>%1 ends round %2: its final position (the round move limit reached) stays on the table until the referee has seen it, then the board is set up for round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="81"/>
        <source>round %1 is over: round %2 starts from the set-up: five pawns in each camp, three neutrals on each centre cell, nothing on the lanes and the loots counted and put aside before %3 throws to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="85"/>
        <source>round %1 is over: round %2 starts from the set-up: five pawns in each camp, three neutrals on C1, C2 and C3 and two on C4, nothing on the lanes and the loots counted and put aside before %3 throws to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="90"/>
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on each centre cell, nothing on the lanes and the loots counted and put aside: the table still shows the last round&apos;s final position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="95"/>
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on C1, C2 and C3 and two on C4, nothing on the lanes and the loots counted and put aside: the table still shows the last round&apos;s final position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="100"/>
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on each centre cell, nothing on the lanes and the loots counted and put aside, but %2 shows %3 instead of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="104"/>
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on C1, C2 and C3 and two on C4, nothing on the lanes and the loots counted and put aside, but %2 shows %3 instead of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="108"/>
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on each centre cell, nothing on the lanes and the loots counted and put aside, but %2 places differ from it: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="112"/>
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on C1, C2 and C3 and two on C4, nothing on the lanes and the loots counted and put aside, but %2 places differ from it: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="21"/>
        <source>the game is over: the next game starts with each player&apos;s 15 checkers on his talon (White&apos;s on m, Black&apos;s on a) before %1 rolls to start it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="29"/>
        <source>the next game starts with each player&apos;s 15 checkers on his talon (White&apos;s on m, Black&apos;s on a): the table still shows the last game&apos;s final position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="38"/>
        <source>the next game starts with each player&apos;s 15 checkers on his talon (White&apos;s on m, Black&apos;s on a), but the table shows %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="46"/>
        <source>the next game starts with each player&apos;s 15 checkers on his talon (White&apos;s on m, Black&apos;s on a), but the table shows nothing on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="53"/>
        <source>the next game starts with each player&apos;s 15 checkers on his talon (White&apos;s on m, Black&apos;s on a), but the table shows %1, and nothing on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="70"/>
        <source>the table was set up for the next game too early: %1&apos;s %2 ends this game, and its final position, with all 15 of %1&apos;s checkers off, must be seen before the checkers go back to the talons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="79"/>
        <source>the table was set up for a new game, but this game is not over: it ends when a player has borne off his 15 checkers (White has %1 off, Black %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="42"/>
        <source>cell &apos;%1&apos; is no cell of the Jacquet board (changed cells: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="48"/>
        <source>cell %1 shows &apos;%2&apos;, which is no Jacquet content (as W3, B15) (changed cells: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="64"/>
        <source>the checkers moved 1 point in all, but %1 moves %2 (or a multiple of %3 when fewer can be played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="71"/>
        <source>the checkers moved %1 points in all, but %2 moves %3 (or a multiple of %4 when fewer can be played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="79"/>
        <source>the checkers moved 1 point in all, but %1 moves %2 (or %3 or %4 when one die cannot be played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="85"/>
        <source>the checkers moved %1 points in all, but %2 moves %3 (or %4 or %5 when one die cannot be played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="107"/>
        <source>checkers only move forward along %1&apos;s circuit (%2, then %3): a checker arrived on %4, behind every point that lost one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="123"/>
        <source>%1 moved %2 checkers, but a roll of %3 moves at most %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="132"/>
        <source>no play of %1 by %2 leads to this position (changed cells: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="193"/>
        <source>it is %1&apos;s turn: %2&apos;s checkers must not move (they changed on %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="202"/>
        <source>%1 has %2 checkers on the table instead of 15 (changed cells: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="47"/>
        <source>a checker cannot rest on point %1: %2 holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="51"/>
        <source>a checker cannot rest on point %1, not even between two dice: %2 holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="58"/>
        <source>a checker rested on a point the opponent holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="70"/>
        <source>only the postillon may move until it reaches the last quadrant (%1): %2&apos;s postillon has not left the talon, but a checker moved from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="77"/>
        <source>only the postillon may move until it reaches the last quadrant (%1): %2&apos;s postillon is on %3, but a checker moved from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="84"/>
        <source>only the postillon may move until it reaches the last quadrant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="94"/>
        <source>bearing off before all 15 checkers are in the last quadrant (%1): %2 still has a checker on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="100"/>
        <source>bearing off before all 15 checkers are in the last quadrant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="108"/>
        <source>no checker can be borne off while %1 keeps a checker on its talon %2, where %3&apos;s borne-off checkers go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="121"/>
        <source>only the checker farthest from the rail (on %1) may go off with a %2, not the one on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="127"/>
        <source>the %1 can still be played inside the last quadrant or exactly onto the rail, so no checker may go off with it from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="135"/>
        <source>a checker went off with a die larger than needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="147"/>
        <source>that block of six is not allowed: %1 holds %2 and fully bars %3&apos;s postillon on the tip of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="156"/>
        <source>that block of six is not allowed: %1 fills its first quadrant %2 before holding its points 23 and 24 (%3 and %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="163"/>
        <source>that block of six is not allowed: %1 fills its first quadrant %2 before holding its point 24 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="175"/>
        <source>that block of six is not allowed: %1 holds %2 before holding its points 23 and 24 (%3 and %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="186"/>
        <source>as many %1s as possible must be played: %2 can be, %3 was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="192"/>
        <source>as many %1s as possible must be played: %2 can be, %3 were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="206"/>
        <source>a die that can be played must be played: %1 can play both dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="213"/>
        <source>a die that can be played must be played: %1 can play the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="220"/>
        <source>both dice must be played when possible: only the %1 was played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="226"/>
        <source>the higher die must be played: the %1 can be played, but the %2 was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="242"/>
        <source>%1&apos;s postillon stands on the tip of point %2 until it reaches the last quadrant (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="248"/>
        <source>no postillon stands on the tip of point %1: once entered in the last quadrant it goes to the base of its point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="256"/>
        <source>the postillon is not shown where it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="272"/>
        <source>this position awaits a roll of two dice, as 6-5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="14"/>
        <source>%2&apos;s road %5 was already complete before the drop on %1: a road that stays filled does not capture again, so %3&apos;s piece on %4 may not be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="18"/>
        <source>%2&apos;s road %5 was already complete before the drop on %1: a road that stays filled does not capture again, so %3&apos;s pieces on %4 may not be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="22"/>
        <source>%2&apos;s road %5 was already complete before the drop on %1: a road that stays filled does not capture again, so a piece from %3&apos;s hand may not be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="26"/>
        <source>%2&apos;s road %5 was already complete before %1: a road that stays filled does not capture again, so %3&apos;s piece on %4 may not be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="29"/>
        <source>%2&apos;s road %5 was already complete before %1: a road that stays filled does not capture again, so %3&apos;s pieces on %4 may not be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="35"/>
        <source>the drop on %1 completes no road of five for %2, so %3&apos;s piece on %4 may not be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="38"/>
        <source>the drop on %1 completes no road of five for %2, so %3&apos;s pieces on %4 may not be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="41"/>
        <source>the drop on %1 completes no road of five for %2, so a piece from %3&apos;s hand may not be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="44"/>
        <source>%1 completes no road of five for %2, so %3&apos;s piece on %4 may not be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="47"/>
        <source>%1 completes no road of five for %2, so %3&apos;s pieces on %4 may not be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="53"/>
        <source>a capture was due: the drop on %1 completes road %5, so %2 must take %3&apos;s piece on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="56"/>
        <source>a capture was due: the drop on %1 completes road %5, so %2 must take one of %3&apos;s pieces on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="59"/>
        <source>a capture was due: the drop on %1 completes road %5, so %2 must take a piece from %3&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="62"/>
        <source>a capture was due: %1 completes road %5, so %2 must take %3&apos;s piece on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="65"/>
        <source>a capture was due: %1 completes road %5, so %2 must take one of %3&apos;s pieces on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="72"/>
        <source>two pieces were taken for one alignment (%3&apos;s pieces on %4): the drop on %1 completes road %5 and captures once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="75"/>
        <source>two pieces were taken for one alignment (%3&apos;s pieces on %4): the drop on %1 completes roads %5 and still captures once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="78"/>
        <source>two pieces were taken for one alignment, counting those from %3&apos;s hand: the drop on %1 completes road %5 and captures once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="81"/>
        <source>two pieces were taken for one alignment, counting those from %3&apos;s hand: the drop on %1 completes roads %5 and still captures once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="84"/>
        <source>two pieces were taken for one alignment (%3&apos;s pieces on %4): %1 completes road %5 and captures once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="87"/>
        <source>two pieces were taken for one alignment (%3&apos;s pieces on %4): %1 completes roads %5 and still captures once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="128"/>
        <source>%1&apos;s own pieces on %2 were removed: a capture takes an opposing piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="131"/>
        <source>%1&apos;s own piece on %2 was removed: a capture takes an opposing piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="152"/>
        <source>%1 to %2 jumps over %3: a piece cannot jump over another piece, friend or foe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="158"/>
        <source>%1 to %2 is more than one step along road %3: pieces move one step along a road to an adjacent empty intersection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="187"/>
        <source>no rule explains this change: the table shows %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="192"/>
        <source>no rule explains this change: the table shows nothing on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="198"/>
        <source>no rule explains this change: the table shows %1, and nothing on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="208"/>
        <source>a %1 piece was taken but %2 neither dropped nor moved a piece: a capture is part of the move that completes an alignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="216"/>
        <source>no piece was dropped: %1 may not pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="217"/>
        <source>no piece was moved: %1 may not pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="231"/>
        <source>the table shows &apos;%1&apos; at &apos;%2&apos;, which Jeson Jam does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="245"/>
        <source>it is %1&apos;s turn, yet %2&apos;s pieces on %3 appeared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="247"/>
        <source>it is %1&apos;s turn, yet %2&apos;s piece on %3 appeared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="272"/>
        <source>moving during the drop phase: %1&apos;s pieces left %2 and appeared on %3; pieces are only dropped until both players have placed all theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="276"/>
        <source>moving during the drop phase: %1 moved a piece from %2 to %3; pieces are only dropped until both players have placed all theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="286"/>
        <source>%1 dropped %2 pieces (%3): one piece is dropped per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="293"/>
        <source>%1 was held by %2: a piece is dropped on a free intersection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="300"/>
        <source>dropping on the centre is not allowed in the drop phase: %1 dropped a piece on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="314"/>
        <source>%1 has no piece left to drop: in the move phase a piece moves, yet pieces were added on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="317"/>
        <source>%1 has no piece left to drop: in the move phase a piece moves, yet one was added on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="325"/>
        <source>%1&apos;s pieces left %2 and appeared on %3: one piece moves per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="334"/>
        <source>%1 was held by %2: pieces move one step along a road to an adjacent empty intersection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="343"/>
        <source>%1 and %2 are not on one road: pieces move one step along a road to an adjacent empty intersection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="395"/>
        <source>%1 still has pieces outside alignments (%2): the capture takes one of them, not a piece from %1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="412"/>
        <source>that piece on %1 is part of %2&apos;s alignment %3 and cannot be taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="415"/>
        <source>that piece on %1 is part of %2&apos;s alignment %3 and cannot be taken; in the move phase, when every %2 piece is aligned, no capture is possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="420"/>
        <source>that piece on %1 is part of %2&apos;s alignment %3 and cannot be taken; every %2 piece on the board is aligned, so the capture takes one of %2&apos;s pieces not yet dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="439"/>
        <source>the board shows the legal move &apos;%1&apos;, but the pieces beside the board do not match: %2 should hold %3 pieces, it holds %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="452"/>
        <source>the board shows the legal move &apos;%1&apos;, but the pieces beside the board do not match: the move leaves %2, the table shows %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="16"/>
        <source>partners are exchanging cards: no pawn may move until %1 and the others have given their cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="20"/>
        <source>a %1 pawn cannot stand on %2: only %3&apos;s pawns enter %3&apos;s home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="23"/>
        <source>a taken %1 pawn goes back to its owner&apos;s waiting area %2, not to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="26"/>
        <source>%1 does not hold %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="28"/>
        <source>%1 moves no pawn, but another card of %2&apos;s hand does: %2 must play that card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="31"/>
        <source>discarding %1 is illegal: it can move a pawn (for example %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="34"/>
        <source>one card brings one pawn into play, yet %1 %2 pawns left %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="37"/>
        <source>only an Ace, a King or a Joker brings a pawn into play: a %1 pawn left %2 with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="41"/>
        <source>%1&apos;s entry square %2 already holds a protected %1 pawn: no pawn can enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="45"/>
        <source>a %1 pawn enters on its own entry square %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="48"/>
        <source>a %1 pawn enters on its own entry square %2, not on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="50"/>
        <source>only the Jack swaps two pawns: %1&apos;s pawn on %2 and %3&apos;s pawn on %4 changed places with %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="54"/>
        <source>the Jack cannot swap %1&apos;s pawn, protected on its entry square %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="58"/>
        <source>one card moves one pawn (only the 7 is shared between two pawns): %1&apos;s pawn and %2&apos;s pawn both moved with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="61"/>
        <source>a pawn in its home never leaves it nor moves back: %1&apos;s pawn went from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="64"/>
        <source>no pawn enters its home backwards: %1&apos;s pawn went from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="67"/>
        <source>the 5 moves an opposing pawn, not one of %1&apos;s side: %2&apos;s pawn went from %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="70"/>
        <source>an opponent&apos;s 5 never moves a pawn in its home: %1&apos;s pawn went from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="72"/>
        <source>the 5 never moves a pawn into its home: %1&apos;s pawn went from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="74"/>
        <source>the Jack swaps two pawns; it moves none alone: %1&apos;s pawn went from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="77"/>
        <source>only the 4 moves a pawn backwards: %1&apos;s pawn went from %2 to %3 with %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="79"/>
        <source>the 4 moves a pawn backwards, not forwards: %1&apos;s pawn went from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="81"/>
        <source>the 4 moves a pawn exactly 4 squares back: %1&apos;s pawn went from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="85"/>
        <source>a pawn enters its home only with an exact count: %1&apos;s pawn went from %2 to %3, 1 square, with %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="90"/>
        <source>a pawn enters its home only with an exact count: %1&apos;s pawn went from %2 to %3, %4 squares, with %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="94"/>
        <source>%1&apos;s pawn ended its count on the jump square %2 and goes on to %3, not stay there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="98"/>
        <source>%1&apos;s pawn cannot pass or land on %2&apos;s pawn, protected on its entry square %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="102"/>
        <source>%1&apos;s pawn cannot pass or land on the pawn on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="105"/>
        <source>%1&apos;s pawn on %2 is taken and goes back to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="107"/>
        <source>%1&apos;s pawn on %2 was not taken: the King takes only the pawns it passes or lands on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="111"/>
        <source>%1&apos;s pawn on %2 was not taken: only the pawn landed on is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="114"/>
        <source>the two parts of a 7 add up to 7: %1&apos;s pawn went %2 from %3 and %4&apos;s pawn %5 from %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="117"/>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="127"/>
        <source>a card must be named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="128"/>
        <source>a card must be named (cells changed: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="131"/>
        <source>&apos;%1&apos; is not a cell of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="132"/>
        <source>&apos;%1&apos; is not a cell of %2 (cells changed: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="135"/>
        <source>cannot read &apos;%1&apos; on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="136"/>
        <source>cannot read &apos;%1&apos; on %2 (cells changed: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="139"/>
        <source>%1 has %2 pawns on the table, not 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="140"/>
        <source>%1 has %2 pawns on the table, not 4 (cells changed: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="143"/>
        <source>%1 has 1 pawn on the table, not 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="144"/>
        <source>%1 has 1 pawn on the table, not 4 (cells changed: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="146"/>
        <source>nothing moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="147"/>
        <source>nothing moved (cells changed: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="150"/>
        <source>entering a pawn is the whole use of %1; other pawns moved too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="152"/>
        <source>entering a pawn is the whole use of %1; other pawns moved too (cells changed: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="157"/>
        <source>the Jack&apos;s swap (%1&apos;s pawn on %2 and %3&apos;s pawn on %4 changed places) breaks no rule found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="160"/>
        <source>the Jack&apos;s swap (%1&apos;s pawn on %2 and %3&apos;s pawn on %4 changed places) breaks no rule found (cells changed: %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="164"/>
        <source>no pawn moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="165"/>
        <source>no pawn moved (cells changed: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="168"/>
        <source>%1&apos;s pawn on %2 went back to its waiting area, but no pawn took it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="170"/>
        <source>%1&apos;s pawn on %2 went back to its waiting area, but no pawn took it (cells changed: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="175"/>
        <source>%1&apos;s pawn went from %2 to %3 as %4 allows, yet it is no legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="177"/>
        <source>%1&apos;s pawn went from %2 to %3 as %4 allows, yet it is no legal move (cells changed: %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="181"/>
        <source>the 7 shared as seen breaks no rule found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="182"/>
        <source>the 7 shared as seen breaks no rule found (cells changed: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="193"/>
        <source>%1 may play %2&apos;s pawns only once its own four are home (a %3 pawn left %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="196"/>
        <source>%1 may play %2&apos;s pawns only once its own four are home (%3&apos;s pawn on %4 and %5&apos;s pawn on %6 changed places)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="199"/>
        <source>%1 may play %2&apos;s pawns only once its own four are home (%3&apos;s pawn went from %4 to %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="202"/>
        <source>%1 may play %2&apos;s pawns only once its own four are home (%3&apos;s pawn moved with the 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="206"/>
        <source>a %1 moves one of %2&apos;s own pawns, not %3&apos;s (a %4 pawn left %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="208"/>
        <source>a %1 moves one of %2&apos;s own pawns, not %3&apos;s (%4&apos;s pawn on %5 and %6&apos;s pawn on %7 changed places)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="211"/>
        <source>a %1 moves one of %2&apos;s own pawns, not %3&apos;s (%4&apos;s pawn went from %5 to %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="214"/>
        <source>a %1 moves one of %2&apos;s own pawns, not %3&apos;s (%4&apos;s pawn moved with the 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="221"/>
        <source>a %1 moves a pawn %2 squares: %3&apos;s pawn went from %4 to %5, %6 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="224"/>
        <source>a %1 moves a pawn %2 squares: %3&apos;s pawn went from %4 to %5, 1 square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="227"/>
        <source>a %1 moves a pawn %2 or %3 squares: %4&apos;s pawn went from %5 to %6, %7 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="230"/>
        <source>a %1 moves a pawn %2 or %3 squares: %4&apos;s pawn went from %5 to %6, 1 square</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleTerm</name>
    <message>
        <location filename="../../../engine/src/chance.cpp" line="42"/>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="32"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/chance.cpp" line="44"/>
        <source>dice pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/chance.cpp" line="46"/>
        <source>stick throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/chance.cpp" line="48"/>
        <source>card played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="20"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_state.cpp" line="11"/>
        <location filename="../../../engine/src/toc/toc_board.cpp" line="11"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_state.cpp" line="11"/>
        <location filename="../../../engine/src/toc/toc_board.cpp" line="12"/>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_state.cpp" line="12"/>
        <location filename="../../../engine/src/toc/toc_board.cpp" line="11"/>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_state.cpp" line="12"/>
        <location filename="../../../engine/src/toc/toc_board.cpp" line="12"/>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_state.cpp" line="14"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/board.cpp" line="42"/>
        <location filename="../../../engine/src/toc/toc_board.cpp" line="13"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/board.cpp" line="43"/>
        <location filename="../../../engine/src/toc/toc_board.cpp" line="13"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="19"/>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_state.cpp" line="54"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_state.cpp" line="55"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::BoardPage</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="180"/>
        <source>Click the four corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="181"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="183"/>
        <source>A picture of the board with every piece at its starting place, taken by the camera that will watch the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="188"/>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="189"/>
        <source>Take it with the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="190"/>
        <source>Find the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="196"/>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="197"/>
        <source>Picture or video:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="208"/>
        <source>Starting position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="209"/>
        <source>Pictures and videos (*.png *.jpg *.jpeg *.mp4 *.mkv *.avi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="215"/>
        <source>No camera found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="221"/>
        <source>The camera gave no picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="263"/>
        <source>%1: not a picture or a video that can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="284"/>
        <source>Click the board&apos;s corners: top left, top right, bottom right, bottom left, as the board is printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="303"/>
        <source>Choose a picture of the starting position first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="324"/>
        <source>Not calibrated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="330"/>
        <source>Board found (%1) and every piece at its starting place. Press Next.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::CalibrationWizard</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="412"/>
        <source>Calibration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::CameraPage</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="54"/>
        <source>Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="56"/>
        <source>Show the printed ChArUco sheet (arbitre print-board --charuco) to the camera, held still in ten places or more, tilted different ways. Or load a camera file, or skip: Arbitre then works undistorted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="61"/>
        <source>or a video, or a folder of pictures, of the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="62"/>
        <source>or load a camera file (camera.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="65"/>
        <source>Collect from the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="66"/>
        <source>Collect from the video or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="67"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="74"/>
        <source>Camera:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="75"/>
        <source>Video or folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="76"/>
        <source>Save the lens to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="77"/>
        <source>Camera file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="98"/>
        <source>Views collected: %1 (%2 frames searched; %3 corners in view).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="103"/>
        <source> Error so far: %1 px.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="104"/>
        <source> Calibrated: press Next to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="114"/>
        <source>Looking for the sheet...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="130"/>
        <source>Calibrated from %1 views: error %2 px. Press Next to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="133"/>
        <source>Not trusted yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::CharucoWorker</name>
    <message>
        <location filename="../charuco_collector.cpp" line="41"/>
        <source>Camera lost (%1): reconnecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../charuco_collector.cpp" line="64"/>
        <source>%1 more views needed: hold the sheet still in new places and tilts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::EventLogModel</name>
    <message>
        <location filename="../event_log_model.cpp" line="117"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_log_model.cpp" line="119"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_log_model.cpp" line="121"/>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::FlagPanel</name>
    <message>
        <location filename="../flag_panel.cpp" line="26"/>
        <source>&lt;b&gt;Illegal move&lt;/b&gt; by %1 with %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="29"/>
        <source>&lt;br&gt;Rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="35"/>
        <source>&lt;br&gt;Legal moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="38"/>
        <source>&lt;b&gt;Unexplained change&lt;/b&gt; at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="46"/>
        <source>Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="48"/>
        <source>&amp;Accept correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="49"/>
        <source>&amp;Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="50"/>
        <source>&amp;Overrule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="54"/>
        <source>The players set the table to the nearest legal move (Ctrl+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="55"/>
        <source>The move is taken back: the record stays as it was (Ctrl+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="56"/>
        <source>The table is right: record what it shows (Ctrl+3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="78"/>
        <source>No flag: the table agrees with the record.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::FrameView</name>
    <message>
        <location filename="../frame_view.cpp" line="69"/>
        <source>No picture yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::LivePage</name>
    <message>
        <location filename="../live_page.cpp" line="36"/>
        <source>&amp;Enter move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="37"/>
        <source>Enter &amp;throw only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="40"/>
        <source>Start a game (Ctrl+N): choose the board&apos;s calibration and a camera.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="66"/>
        <source>Position (the record)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="68"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="93"/>
        <source>Enter by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="96"/>
        <source>throw or card: 6-5, 3, QH (none for Jeson Jam)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="101"/>
        <source>Throw:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="102"/>
        <source>Move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="110"/>
        <source>The dice or the card the camera cannot see: the next move is judged with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="137"/>
        <source>Refereeing %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="142"/>
        <source>Camera lost (%1): reconnecting. The game is kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::MainWindow</name>
    <message>
        <location filename="../main_window.cpp" line="31"/>
        <source>Arbitre studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="32"/>
        <source>&amp;Live table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="33"/>
        <location filename="../main_window.cpp" line="67"/>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="47"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="57"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="58"/>
        <source>&amp;New live game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="59"/>
        <source>&amp;Stop refereeing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="62"/>
        <source>&amp;Calibration wizard...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="65"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="68"/>
        <source>&amp;Open record...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="69"/>
        <source>Referee a &amp;video...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="72"/>
        <source>&amp;Next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="74"/>
        <source>&amp;Previous move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="76"/>
        <source>Next &amp;flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="77"/>
        <source>&amp;Correct this move...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="79"/>
        <source>&amp;Export the record...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="82"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="83"/>
        <source>&amp;About Arbitre studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="84"/>
        <source>About Arbitre studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="85"/>
        <source>Arbitre referees games played on a real table: Jacquet, La Jacotte, Jeson Jam and Jeu de Toc. A camera looks down at the board; Arbitre reads it, checks every move against the rules, keeps the score and records the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="102"/>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="103"/>
        <source>Records (*.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="113"/>
        <source>Referee a video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="119"/>
        <source>the game&apos;s start (optional: a state JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="125"/>
        <location filename="../main_window.cpp" line="129"/>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="128"/>
        <source>Videos (*.mp4 *.mkv *.avi *.mov)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="132"/>
        <source>Calibration (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="141"/>
        <source>Video:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="142"/>
        <source>Board calibration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="143"/>
        <source>Start from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="144"/>
        <source>Record to:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ProfilePage</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="350"/>
        <source>Colours and profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="352"/>
        <source>The pieces&apos; colours sampled from the starting position. Save the profile: the live table and the review take it as the board&apos;s calibration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="359"/>
        <source>Save to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="367"/>
        <source>Board found by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="373"/>
        <source>Pieces %1: %2 (%3 samples)&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::RefereeWorker</name>
    <message>
        <location filename="../referee_run.cpp" line="100"/>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="106"/>
        <source>the video ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="119"/>
        <source>the record cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="197"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="206"/>
        <source>%1: %2 moves, %3 flags, %4 frames, %5 readings. Score: %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ReviewPage</name>
    <message>
        <location filename="../review_page.cpp" line="41"/>
        <source>Open a record (Ctrl+O), or a video to referee it (Ctrl+Shift+O).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="103"/>
        <source>No video for this record: only the positions are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="108"/>
        <source>Reviewing %1: %2 moves, %3 flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="179"/>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="209"/>
        <source>No flag after this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="216"/>
        <source>Correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="216"/>
        <source>Choose a move or a flag to correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="220"/>
        <source>Correct the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="234"/>
        <source>The rest of the game is refereed again from the table views the record kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="237"/>
        <source>Throw:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="238"/>
        <source>Move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="246"/>
        <source>Export the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="247"/>
        <source>Records (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="253"/>
        <source>Record written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="269"/>
        <source>Refereeing %1...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ScoreChart</name>
    <message>
        <location filename="../score_panel.cpp" line="56"/>
        <source>score changes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ScorePanel</name>
    <message>
        <location filename="../score_panel.cpp" line="82"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../score_panel.cpp" line="82"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::SetupDialog</name>
    <message>
        <location filename="../setup_dialog.cpp" line="39"/>
        <source>Match settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="42"/>
        <source>Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="44"/>
        <source>Video file, played at its pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="49"/>
        <source>New live game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="52"/>
        <source>Board calibration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="53"/>
        <source>Board calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="53"/>
        <source>Calibration (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="54"/>
        <source>Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="56"/>
        <source>The games this board&apos;s calibration can referee: those of its board whose pieces&apos; colours it learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="58"/>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="59"/>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="59"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="59"/>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="65"/>
        <source>no camera found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="66"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="70"/>
        <source>Video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="70"/>
        <source>Videos (*.mp4 *.mkv *.avi *.mov)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="71"/>
        <source>Record to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="72"/>
        <source>Game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="72"/>
        <source>Records (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="73"/>
        <source>Start from (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="74"/>
        <source>Starting state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="74"/>
        <source>States (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="76"/>
        <source>Settles what chance decides before play (who opens, the deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="77"/>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="79"/>
        <source>Start refereeing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="85"/>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="109"/>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="156"/>
        <source>(choose the board&apos;s calibration)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="304"/>
        <source>Choose the board&apos;s calibration (made by the calibration wizard).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="307"/>
        <source>No camera found: choose a video file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="307"/>
        <source>Choose a video file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="309"/>
        <source>The video %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="310"/>
        <source>Choose where the game record goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="312"/>
        <source>Match setting %1 is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
