<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>EventText</name>
    <message>
        <location filename="../event_text.cpp" line="12" />
        <source>take the move back or play a legal one</source>
        <translation>reprenez le coup ou jouez un coup légal</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="13" />
        <source>the table differs from the record: put the pieces as the record says, or play on</source>
        <translation>la table diffère de la partie enregistrée : remettez les pièces comme elle le dit, ou jouez</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="16" />
        <source>overruled: the throw was read wrong</source>
        <translation>passé outre : le lancer a été mal lu</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="17" />
        <source>the table stands: these places are read as the record says until they change</source>
        <translation>la table fait foi : ces cases sont lues comme la partie enregistrée le dit jusqu’à ce qu’elles changent</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="20" />
        <source>corrected to the nearest legal move: set the table to it</source>
        <translation>corrigé par le coup légal le plus proche : mettez la table dans cette position</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="21" />
        <source>the record stands: put the pieces back</source>
        <translation>la partie enregistrée fait foi : remettez les pièces</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="22" />
        <source>a move was entered by hand</source>
        <translation>un coup a été saisi à la main</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="23" />
        <source>entered by hand</source>
        <translation>saisi à la main</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="24" />
        <source>replaces the throw read before (read again or thrown again)</source>
        <translation>remplace le lancer lu avant (relu ou relancé)</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="25" />
        <source>the table matches the record again</source>
        <translation>la table est de nouveau conforme à la partie enregistrée</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="26" />
        <source>the table shows the position before them again</source>
        <translation>la table montre de nouveau la position d’avant</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="27" />
        <source>the table shows another legal continuation</source>
        <translation>la table montre une autre suite légale</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="28" />
        <source>a legal move followed</source>
        <translation>un coup légal a suivi</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="29" />
        <source>read with the move</source>
        <translation>lu avec le coup</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="30" />
        <source>not seen: inferred from the move</source>
        <translation>pas vu : déduit du coup</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="31" />
        <location filename="../event_text.cpp" line="102" />
        <source>correction accepted</source>
        <translation>correction acceptée</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="32" />
        <location filename="../event_text.cpp" line="156" />
        <source>corrected in review</source>
        <translation>corrigé à la revue</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="33" />
        <source>misread surely before and after it: read as the record says until a move changes it</source>
        <translation>mal lu sûrement avant et après le coup : lu comme la partie enregistrée le dit jusqu’à ce qu’un coup le change</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="36" />
        <source>the recording ended with the throw not played</source>
        <translation>l’enregistrement a pris fin sans que le lancer soit joué</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="37" />
        <source>throw read unsurely, taken up without a move: a pass, all it allowed</source>
        <translation>lancer lu sans certitude, ramassé sans coup joué : un passe, seul coup qu’il permettait</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="39" />
        <source>recorded on a throw nobody read; the dice read since make it illegal, and it was taken back</source>
        <translation>enregistré sur un lancer que personne n’a lu ; les dés lus depuis le rendent illégal, et il a été repris</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="42" />
        <source>the same dice read again surely show another throw, under which the move is illegal</source>
        <translation>les mêmes dés relus sûrement montrent un autre lancer, sur lequel le coup est illégal</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="45" />
        <source>judged after the previous player's discard or pass, which left the table as it was: take the move back or play a legal one</source>
        <translation>jugé après que le joueur précédent a défaussé ou passé, ce qui a laissé la table telle quelle : reprenez le coup ou jouez un coup légal</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="104" />
        <source>move taken back</source>
        <translation>coup repris</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="106" />
        <source>overruled</source>
        <translation>passé outre</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="115" />
        <source>%1 throws %2</source>
        <translation>%1 lance %2</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="117" />
        <source>legal</source>
        <translation>légal</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="118" />
        <source>throw not seen: inferred</source>
        <translation>lancer pas vu : déduit</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="119" />
        <source>misread %1</source>
        <translation>mal lu %1</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="131" />
        <location filename="../event_text.cpp" line="163" />
        <source>FLAG illegal (%1) %2 %3: %4</source>
        <translation>SIGNALEMENT coup illégal (%1) %2 %3 : %4</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="133" />
        <source>; legal: %1</source>
        <translation> ; coups légaux : %1</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="136" />
        <location filename="../event_text.cpp" line="165" />
        <source>FLAG unexplained change at %1: %2</source>
        <translation>SIGNALEMENT changement inexpliqué en %1 : %2</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="138" />
        <source>flag resolved: %1</source>
        <translation>signalement levé : %1</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="140" />
        <location filename="../event_text.cpp" line="170" />
        <source>answer: %1</source>
        <translation>réponse : %1</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="143" />
        <source>score: %1</source>
        <translation>score : %1</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="145" />
        <location filename="../event_text.cpp" line="173" />
        <source>REVISED: %1 taken back: %2</source>
        <translation>RÉVISÉ : %1 repris : %2</translation>
    </message>
</context>
<context>
    <name>RuleBreach</name>
    <message>
        <location filename="../../../engine/src/referee.cpp" line="27" />
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="226" />
        <source>the game is over: no move can be played</source>
        <translation>la partie est finie : aucun coup ne peut être joué</translation>
    </message>
    <message>
        <location filename="../../../engine/src/referee.cpp" line="32" />
        <source>this position awaits a %1, not a %2</source>
        <translation>cette position attend %1, pas %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/reconcile/flags.cpp" line="124" />
        <source>no throw was read, and no legal move explains the change</source>
        <translation>aucun lancer n'a été lu, et aucun coup légal n'explique le changement</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="109" />
        <source>a throw of 0 allows no vertical move: only a horizontal move or a pass</source>
        <translation>un lancer de 0 ne permet aucun déplacement vertical : seulement un déplacement horizontal, ou passer son tour</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="115" />
        <source>a throw of 1 moves exactly 1 cell: from %1 it reaches %2, not %3</source>
        <translation>un lancer de 1 fait avancer d'exactement 1 case : depuis %1, il mène en %2, pas en %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="121" />
        <source>a throw of %1 moves exactly %1 cells: from %2 it reaches %3, not %4</source>
        <translation>un lancer de %1 fait avancer d'exactement %1 cases : depuis %2, il mène en %3, pas en %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="143" />
        <source>the neutral taken on %1 goes at the bottom of the stack, not on top</source>
        <translation>le pion neutre pris en %1 va sous la pile, pas sur le dessus</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="150" />
        <source>a stack takes at most one neutral per move (on %1)</source>
        <translation>une pile prend au plus un pion neutre par déplacement (en %1)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="155" />
        <source>the arriving stack goes on top of the stack it captures on %1</source>
        <translation>la pile qui arrive se place sur le dessus de la pile qu'elle capture en %1</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="178" />
        <source>%1 of the empty seat is closed to everyone</source>
        <translation>%1, le camp de la couleur inutilisée, est fermé à tous</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="182" />
        <source>a pawn cannot enter %1's camp (%2)</source>
        <translation>un pion ne peut pas entrer dans le camp de %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="187" />
        <source>a throw of %1 does not bring the stack on its camp home to %2</source>
        <translation>un lancer de %1 ne ramène pas la pile de son camp jusqu'à %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="195" />
        <source>%1's camp is reached only down lane %2, not from %3</source>
        <translation>le camp de %1 ne s'atteint que par le couloir %2, pas depuis %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="200" />
        <source>a throw of %1 does not bring the stack on %2 home to %3</source>
        <translation>un lancer de %1 ne ramène pas la pile de %2 jusqu'à son camp %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="224" />
        <source>no capture on the central round: %1 holds a stack topped by %2</source>
        <translation>pas de capture sur le rond central : la case %1 porte une pile contrôlée par %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="233" />
        <source>%1 already controls a stack on the central round (on %2)</source>
        <translation>%1 contrôle déjà une pile sur le rond central (en %2)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="241" />
        <source>two neutrals may not lie on one another: the stack from %1 already has a neutral at its bottom</source>
        <translation>deux pions neutres ne peuvent pas être empilés l'un sur l'autre : la pile venue de %1 a déjà un pion neutre à sa base</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="249" />
        <source>a move never ends on a stack of one's own side: %1 is topped by %2</source>
        <translation>un déplacement ne finit jamais sur une pile de son propre côté : la case %1 est contrôlée par %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="260" />
        <source>a throw of 0 cannot bring a pawn out of %1</source>
        <translation>un lancer de 0 ne peut pas faire sortir un pion de %1</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="266" />
        <source>a pawn leaves %1 into its own lane %2</source>
        <translation>un pion sort de %1 dans son propre couloir %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="278" />
        <source>a stack leaves the round only down the lane of its centre cell: from %1 down %2</source>
        <translation>une pile ne quitte le rond central que par le couloir de sa case centrale : depuis %1, par %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="291" />
        <source>from lane %1 a stack enters the round on %2, not %3</source>
        <translation>depuis le couloir %1, une pile entre sur le rond central en %2, pas en %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="308" />
        <source>a horizontal move only goes to an empty lane cell: %1 holds %2 (captures need an exact throw)</source>
        <translation>un déplacement horizontal ne va que sur une case vide d'un couloir : la case %1 porte %2 (une capture demande un lancer exact)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="316" />
        <source>a move goes either along the lane or across the same latitude: %1 to %2 is neither</source>
        <translation>un déplacement se fait soit le long du couloir, soit sur la même latitude : de %1 à %2, ce n'est ni l'un ni l'autre</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="326" />
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="265" />
        <source>the match is over: no move can be played</source>
        <translation>le match est terminé : aucun coup ne peut être joué</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="332" />
        <source>La Jacotte awaits a stick throw (0 to 4 coloured faces)</source>
        <translation>La Jacotte attend un lancer des dés (0 à 4 faces colorées)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="342" />
        <source>a fourth pass in a row: %1 has passed three times and has a move to play</source>
        <translation>un quatrième passage de tour consécutif : %1 a déjà passé trois fois de suite et a un coup à jouer</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="349" />
        <source>nothing moved, and %1 may pass (cells changed: %2)</source>
        <translation>rien n'a bougé, et %1 peut passer son tour (cases changées : %2)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="356" />
        <source>pieces lie on %1, which is no place on the board (cells changed: %2)</source>
        <translation>des pions se trouvent sur %1, qui n'est aucun emplacement du plateau (cases changées : %2)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="381" />
        <source>one pawn (with its stack) moves per turn, but pieces left %1</source>
        <translation>un seul pion (avec sa pile) se déplace par tour, mais des pions ont quitté %1</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="389" />
        <source>no stack left its cell (cells changed: %1)</source>
        <translation>aucune pile n'a quitté sa case (cases changées : %1)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="400" />
        <source>it is %1's turn: %2's pawns wait in %3</source>
        <translation>c'est au tour de %1 : les pions de %2 attendent dans %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="406" />
        <source>one pawn at a time leaves %1, not %2</source>
        <translation>un seul pion à la fois sort de %1, pas %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="416" />
        <source>it is %1's turn: the stack on %2 is topped by %3</source>
        <translation>c'est au tour de %1 : la pile en %2 est contrôlée par %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="422" />
        <source>a stack moves as one: %1 left %2 behind on %3</source>
        <translation>une pile se déplace comme un seul et même pion : %1 a laissé %2 en %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="431" />
        <source>the pieces %1 from %2 did not arrive anywhere readable (cells changed: %3)</source>
        <translation>les pions %1 venus de %2 ne sont arrivés sur aucun emplacement lisible (cases changées : %3)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="445" />
        <source>a stack takes its neutral from the centre cell where its move ends (%1)</source>
        <translation>une pile prend son pion neutre sur la case du rond central où finit son déplacement (%1)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="457" />
        <source>when %1 banks, its own pawns go back to %2 and prisoners and neutrals to %3</source>
        <translation>quand %1 rentre dans son camp, ses propres pions retournent dans %2, et les prisonniers et les pions neutres dans %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_diagnose.cpp" line="465" />
        <source>the move %1 fits the rules but the rest of the table does not match it (cells changed: %2)</source>
        <translation>le coup %1 respecte les règles, mais le reste du plateau ne lui correspond pas (cases changées : %2)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="27" />
        <source>%1 ends round %2: its final position (the last neutral banked) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation>le coup %1 termine la manche %2 : sa position finale (le dernier pion neutre rentré au camp) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que les pions encore en jeu ne reviennent dans leur camp</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="31" />
        <source>%1 ends round %2 and the match: its final position (the last neutral banked) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation>le coup %1 termine la manche %2 et la partie : sa position finale (le dernier pion neutre rentré au camp) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que les pions encore en jeu ne reviennent dans leur camp</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="35" />
        <source>%1 ends round %2 and the match: its final position (the last neutral banked) stays on the table until the referee has seen it, before the board is set up again</source>
        <translation>le coup %1 termine la manche %2 et la partie : sa position finale (le dernier pion neutre rentré au camp) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que le plateau ne soit remis en place</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="39" />
        <source>%1 ends round %2: its final position (the last neutral banked) stays on the table until the referee has seen it, then the board is set up for round %3</source>
        <translation>le coup %1 termine la manche %2 : sa position finale (le dernier pion neutre rentré au camp) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, puis le plateau est mis en place pour la manche %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="43" />
        <source>%1 ends round %2: its final position (one player left) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation>le coup %1 termine la manche %2 : sa position finale (un seul joueur restant) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que les pions encore en jeu ne reviennent dans leur camp</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="47" />
        <source>%1 ends round %2 and the match: its final position (one player left) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation>le coup %1 termine la manche %2 et la partie : sa position finale (un seul joueur restant) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que les pions encore en jeu ne reviennent dans leur camp</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="51" />
        <source>%1 ends round %2 and the match: its final position (one player left) stays on the table until the referee has seen it, before the board is set up again</source>
        <translation>le coup %1 termine la manche %2 et la partie : sa position finale (un seul joueur restant) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que le plateau ne soit remis en place</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="55" />
        <source>%1 ends round %2: its final position (one player left) stays on the table until the referee has seen it, then the board is set up for round %3</source>
        <translation>le coup %1 termine la manche %2 : sa position finale (un seul joueur restant) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, puis le plateau est mis en place pour la manche %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="59" />
        <source>%1 ends round %2: its final position (the round move limit reached) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation>le coup %1 termine la manche %2 : sa position finale (la limite de coups de la manche atteinte) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que les pions encore en jeu ne reviennent dans leur camp</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="63" />
        <source>%1 ends round %2 and the match: its final position (the round move limit reached) stays on the table until the referee has seen it, before the pawns in play go back to their camps</source>
        <translation>le coup %1 termine la manche %2 et la partie : sa position finale (la limite de coups de la manche atteinte) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que les pions encore en jeu ne reviennent dans leur camp</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="67" />
        <source>%1 ends round %2 and the match: its final position (the round move limit reached) stays on the table until the referee has seen it, before the board is set up again</source>
        <translation>le coup %1 termine la manche %2 et la partie : sa position finale (la limite de coups de la manche atteinte) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que le plateau ne soit remis en place</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="71" />
        <source>%1 ends round %2: its final position (the round move limit reached) stays on the table until the referee has seen it, then the board is set up for round %3</source>
        <translation>le coup %1 termine la manche %2 : sa position finale (la limite de coups de la manche atteinte) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, puis le plateau est mis en place pour la manche %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="81" />
        <source>round %1 is over: round %2 starts from the set-up: five pawns in each camp, three neutrals on each centre cell, nothing on the lanes and the loots counted and put aside before %3 throws to open it</source>
        <translation>la manche %1 est finie : la manche %2 part de la mise en place : cinq pions dans chaque camp, trois pions neutres sur chaque case du rond central, rien sur les couloirs et les butins comptés et mis de côté, avant que %3 ne lance les dés pour l'ouvrir</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="85" />
        <source>round %1 is over: round %2 starts from the set-up: five pawns in each camp, three neutrals on C1, C2 and C3 and two on C4, nothing on the lanes and the loots counted and put aside before %3 throws to open it</source>
        <translation>la manche %1 est finie : la manche %2 part de la mise en place : cinq pions dans chaque camp, trois pions neutres sur C1, C2 et C3 et deux sur C4, rien sur les couloirs et les butins comptés et mis de côté, avant que %3 ne lance les dés pour l'ouvrir</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="90" />
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on each centre cell, nothing on the lanes and the loots counted and put aside: the table still shows the last round's final position</source>
        <translation>la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions neutres sur chaque case du rond central, rien sur les couloirs et les butins comptés et mis de côté ; le plateau montre encore la position finale de la manche précédente</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="95" />
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on C1, C2 and C3 and two on C4, nothing on the lanes and the loots counted and put aside: the table still shows the last round's final position</source>
        <translation>la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions neutres sur C1, C2 et C3 et deux sur C4, rien sur les couloirs et les butins comptés et mis de côté ; le plateau montre encore la position finale de la manche précédente</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="100" />
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on each centre cell, nothing on the lanes and the loots counted and put aside, but %2 shows %3 instead of %4</source>
        <translation>la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions neutres sur chaque case du rond central, rien sur les couloirs et les butins comptés et mis de côté, mais %2 montre %3 au lieu de %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="104" />
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on C1, C2 and C3 and two on C4, nothing on the lanes and the loots counted and put aside, but %2 shows %3 instead of %4</source>
        <translation>la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions neutres sur C1, C2 et C3 et deux sur C4, rien sur les couloirs et les butins comptés et mis de côté, mais %2 montre %3 au lieu de %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="108" />
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on each centre cell, nothing on the lanes and the loots counted and put aside, but %2 places differ from it: %3</source>
        <translation>la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions neutres sur chaque case du rond central, rien sur les couloirs et les butins comptés et mis de côté, mais %2 emplacements en diffèrent : %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="112" />
        <source>round %1 starts from the set-up: five pawns in each camp, three neutrals on C1, C2 and C3 and two on C4, nothing on the lanes and the loots counted and put aside, but %2 places differ from it: %3</source>
        <translation>la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions neutres sur C1, C2 et C3 et deux sur C4, rien sur les couloirs et les butins comptés et mis de côté, mais %2 emplacements en diffèrent : %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="21" />
        <source>the game is over: the next game starts with each player's 15 checkers on his talon (White's on m, Black's on a) before %1 rolls to start it</source>
        <translation>la partie est finie : la partie suivante commence avec les 15 dames de chaque joueur sur son talon (les blanches en m, les noires en a) avant que %1 lance les dés pour l'entamer</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="29" />
        <source>the next game starts with each player's 15 checkers on his talon (White's on m, Black's on a): the table still shows the last game's final position</source>
        <translation>la partie suivante commence avec les 15 dames de chaque joueur sur son talon (les blanches en m, les noires en a) : le tablier montre encore la position finale de la partie précédente</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="38" />
        <source>the next game starts with each player's 15 checkers on his talon (White's on m, Black's on a), but the table shows %1</source>
        <translation>la partie suivante commence avec les 15 dames de chaque joueur sur son talon (les blanches en m, les noires en a), mais le tablier montre %1</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="46" />
        <source>the next game starts with each player's 15 checkers on his talon (White's on m, Black's on a), but the table shows nothing on %1</source>
        <translation>la partie suivante commence avec les 15 dames de chaque joueur sur son talon (les blanches en m, les noires en a), mais il n'y a rien en %1</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="53" />
        <source>the next game starts with each player's 15 checkers on his talon (White's on m, Black's on a), but the table shows %1, and nothing on %2</source>
        <translation>la partie suivante commence avec les 15 dames de chaque joueur sur son talon (les blanches en m, les noires en a), mais le tablier montre %1, et rien en %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="70" />
        <source>the table was set up for the next game too early: %1's %2 ends this game, and its final position, with all 15 of %1's checkers off, must be seen before the checkers go back to the talons</source>
        <translation>le tablier a été remis en place trop tôt pour la partie suivante : le coup %2 de %1 termine cette partie, et sa position finale, avec les 15 dames de %1 sorties, doit être vue avant que les dames ne retournent sur les talons</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_match.cpp" line="79" />
        <source>the table was set up for a new game, but this game is not over: it ends when a player has borne off his 15 checkers (White has %1 off, Black %2)</source>
        <translation>le tablier a été mis en place pour une nouvelle partie, mais cette partie n'est pas finie : elle se termine quand un joueur a sorti ses 15 dames (Blanc en a sorti %1, Noir %2)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="42" />
        <source>cell '%1' is no cell of the Jacquet board (changed cells: %2)</source>
        <translation>la case « %1 » n'existe pas sur le tablier du Jacquet (cases modifiées : %2)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="48" />
        <source>cell %1 shows '%2', which is no Jacquet content (as W3, B15) (changed cells: %3)</source>
        <translation>la case %1 montre « %2 », qui n'est pas un contenu du Jacquet (comme W3, B15) (cases modifiées : %3)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="64" />
        <source>the checkers moved 1 point in all, but %1 moves %2 (or a multiple of %3 when fewer can be played)</source>
        <translation>les dames ont avancé d'un point en tout, mais un coup de %1 vaut %2 points (ou un multiple de %3 quand on ne peut pas tout jouer)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="71" />
        <source>the checkers moved %1 points in all, but %2 moves %3 (or a multiple of %4 when fewer can be played)</source>
        <translation>les dames ont avancé de %1 points en tout, mais un coup de %2 vaut %3 points (ou un multiple de %4 quand on ne peut pas tout jouer)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="79" />
        <source>the checkers moved 1 point in all, but %1 moves %2 (or %3 or %4 when one die cannot be played)</source>
        <translation>les dames ont avancé d'un point en tout, mais un coup de %1 vaut %2 points (ou %3 ou %4 quand un dé ne peut pas être joué)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="85" />
        <source>the checkers moved %1 points in all, but %2 moves %3 (or %4 or %5 when one die cannot be played)</source>
        <translation>les dames ont avancé de %1 points en tout, mais un coup de %2 vaut %3 points (ou %4 ou %5 quand un dé ne peut pas être joué)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="107" />
        <source>checkers only move forward along %1's circuit (%2, then %3): a checker arrived on %4, behind every point that lost one</source>
        <translation>les dames n'avancent que dans le sens du circuit de %1 (%2, puis %3) : une dame est arrivée en %4, en arrière de toutes les flèches qui en ont perdu une</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="123" />
        <source>%1 moved %2 checkers, but a roll of %3 moves at most %4</source>
        <translation>%1 a déplacé %2 dames, mais un coup de %3 en déplace %4 au plus</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="132" />
        <source>no play of %1 by %2 leads to this position (changed cells: %3)</source>
        <translation>aucune façon pour %2 de jouer %1 ne mène à cette position (cases modifiées : %3)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="193" />
        <source>it is %1's turn: %2's checkers must not move (they changed on %3)</source>
        <translation>c'est au tour de %1 : les dames de %2 ne doivent pas bouger (elles ont changé en %3)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="202" />
        <source>%1 has %2 checkers on the table instead of 15 (changed cells: %3)</source>
        <translation>%1 a %2 dames sur le tablier au lieu de 15 (cases modifiées : %3)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="47" />
        <source>a checker cannot rest on point %1: %2 holds it</source>
        <translation>une dame ne peut pas s'arrêter sur la flèche %1 : %2 l'occupe</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="51" />
        <source>a checker cannot rest on point %1, not even between two dice: %2 holds it</source>
        <translation>une dame ne peut pas se reposer sur la flèche %1, même entre deux dés : %2 l'occupe</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="58" />
        <source>a checker rested on a point the opponent holds</source>
        <translation>une dame s'est reposée sur une flèche occupée par l'adversaire</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="70" />
        <source>only the postillon may move until it reaches the last quadrant (%1): %2's postillon has not left the talon, but a checker moved from %3</source>
        <translation>seul le postillon peut être joué tant qu'il n'a pas atteint le dernier quadrant (%1) : le postillon de %2 n'a pas quitté le talon, mais une dame est partie de %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="77" />
        <source>only the postillon may move until it reaches the last quadrant (%1): %2's postillon is on %3, but a checker moved from %4</source>
        <translation>seul le postillon peut être joué tant qu'il n'a pas atteint le dernier quadrant (%1) : le postillon de %2 est en %3, mais une dame est partie de %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="84" />
        <source>only the postillon may move until it reaches the last quadrant</source>
        <translation>seul le postillon peut être joué tant qu'il n'a pas atteint le dernier quadrant</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="94" />
        <source>bearing off before all 15 checkers are in the last quadrant (%1): %2 still has a checker on %3</source>
        <translation>on ne sort des dames qu'une fois les 15 dames rentrées dans le dernier quadrant (%1) : %2 a encore une dame en %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="100" />
        <source>bearing off before all 15 checkers are in the last quadrant</source>
        <translation>on ne sort des dames qu'une fois les 15 dames rentrées dans le dernier quadrant</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="108" />
        <source>no checker can be borne off while %1 keeps a checker on its talon %2, where %3's borne-off checkers go</source>
        <translation>aucune dame ne peut sortir tant que %1 garde une dame sur son talon %2, où se rangent les dames sorties de %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="121" />
        <source>only the checker farthest from the rail (on %1) may go off with a %2, not the one on %3</source>
        <translation>seule la dame la plus éloignée de la bande (en %1) peut sortir avec un %2, pas celle en %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="127" />
        <source>the %1 can still be played inside the last quadrant or exactly onto the rail, so no checker may go off with it from %2</source>
        <translation>un %1 peut encore être joué à l'intérieur du dernier quadrant ou exactement sur la bande : aucune dame ne peut donc sortir avec ce dé depuis %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="135" />
        <source>a checker went off with a die larger than needed</source>
        <translation>une dame est sortie avec un dé plus fort que nécessaire</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="147" />
        <source>that block of six is not allowed: %1 holds %2 and fully bars %3's postillon on the tip of %4</source>
        <translation>ce bouchon de six flèches est interdit : %1 occupe %2 et bouche complètement le passage du postillon de %3, sur la pointe de %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="156" />
        <source>that block of six is not allowed: %1 fills its first quadrant %2 before holding its points 23 and 24 (%3 and %4)</source>
        <translation>ce bouchon de six flèches est interdit : %1 occupe tout son premier quadrant %2 avant d'occuper ses 23e et 24e cases (%3 et %4)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="163" />
        <source>that block of six is not allowed: %1 fills its first quadrant %2 before holding its point 24 (%3)</source>
        <translation>ce bouchon de six flèches est interdit : %1 occupe tout son premier quadrant %2 avant d'occuper sa 24e case (%3)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="175" />
        <source>that block of six is not allowed: %1 holds %2 before holding its points 23 and 24 (%3 and %4)</source>
        <translation>ce bouchon de six flèches est interdit : %1 occupe %2 avant d'occuper ses 23e et 24e cases (%3 et %4)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="186" />
        <source>as many %1s as possible must be played: %2 can be, %3 was</source>
        <translation>il faut jouer un %1 autant de fois que possible : on peut en jouer %2, on en a joué %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="192" />
        <source>as many %1s as possible must be played: %2 can be, %3 were</source>
        <translation>il faut jouer un %1 autant de fois que possible : on peut en jouer %2, on en a joué %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="206" />
        <source>a die that can be played must be played: %1 can play both dice</source>
        <translation>un dé jouable doit être joué : %1 peut jouer les deux dés</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="213" />
        <source>a die that can be played must be played: %1 can play the %2</source>
        <translation>un dé jouable doit être joué : %1 peut jouer un %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="220" />
        <source>both dice must be played when possible: only the %1 was played</source>
        <translation>il faut jouer les deux dés quand c'est possible : seul un %1 a été joué</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="226" />
        <source>the higher die must be played: the %1 can be played, but the %2 was</source>
        <translation>il faut jouer le dé le plus fort : un %1 peut être joué, mais c'est un %2 qui l'a été</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="242" />
        <source>%1's postillon stands on the tip of point %2 until it reaches the last quadrant (%3)</source>
        <translation>le postillon de %1 se place sur la pointe de la flèche %2 tant qu'il n'a pas atteint le dernier quadrant (%3)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="248" />
        <source>no postillon stands on the tip of point %1: once entered in the last quadrant it goes to the base of its point</source>
        <translation>aucun postillon ne se trouve sur la pointe de la flèche %1 : une fois rentré dans le dernier quadrant, il est placé à la base de sa flèche</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="256" />
        <source>the postillon is not shown where it stands</source>
        <translation>le postillon n'apparaît pas là où il se trouve</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="272" />
        <source>this position awaits a roll of two dice, as 6-5</source>
        <translation>cette position attend un jet de deux dés, comme 6-5</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="14" />
        <source>%2's road %5 was already complete before the drop on %1: a road that stays filled does not capture again, so %3's piece on %4 may not be taken</source>
        <translation>la route %5 de %2 était déjà complète avant le dépôt en %1 : une route qui reste remplie ne capture pas de nouveau, donc le pion de %3 en %4 ne peut pas être pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="18" />
        <source>%2's road %5 was already complete before the drop on %1: a road that stays filled does not capture again, so %3's pieces on %4 may not be taken</source>
        <translation>la route %5 de %2 était déjà complète avant le dépôt en %1 : une route qui reste remplie ne capture pas de nouveau, donc les pions de %3 en %4 ne peuvent pas être pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="22" />
        <source>%2's road %5 was already complete before the drop on %1: a road that stays filled does not capture again, so a piece from %3's hand may not be taken</source>
        <translation>la route %5 de %2 était déjà complète avant le dépôt en %1 : une route qui reste remplie ne capture pas de nouveau, donc un pion de %3 non encore déposé ne peut pas être pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="26" />
        <source>%2's road %5 was already complete before %1: a road that stays filled does not capture again, so %3's piece on %4 may not be taken</source>
        <translation>la route %5 de %2 était déjà complète avant le déplacement %1 : une route qui reste remplie ne capture pas de nouveau, donc le pion de %3 en %4 ne peut pas être pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="29" />
        <source>%2's road %5 was already complete before %1: a road that stays filled does not capture again, so %3's pieces on %4 may not be taken</source>
        <translation>la route %5 de %2 était déjà complète avant le déplacement %1 : une route qui reste remplie ne capture pas de nouveau, donc les pions de %3 en %4 ne peuvent pas être pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="35" />
        <source>the drop on %1 completes no road of five for %2, so %3's piece on %4 may not be taken</source>
        <translation>le dépôt en %1 ne complète aucune route de cinq pour %2, donc le pion de %3 en %4 ne peut pas être pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="38" />
        <source>the drop on %1 completes no road of five for %2, so %3's pieces on %4 may not be taken</source>
        <translation>le dépôt en %1 ne complète aucune route de cinq pour %2, donc les pions de %3 en %4 ne peuvent pas être pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="41" />
        <source>the drop on %1 completes no road of five for %2, so a piece from %3's hand may not be taken</source>
        <translation>le dépôt en %1 ne complète aucune route de cinq pour %2, donc un pion de %3 non encore déposé ne peut pas être pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="44" />
        <source>%1 completes no road of five for %2, so %3's piece on %4 may not be taken</source>
        <translation>le déplacement %1 ne complète aucune route de cinq pour %2, donc le pion de %3 en %4 ne peut pas être pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="47" />
        <source>%1 completes no road of five for %2, so %3's pieces on %4 may not be taken</source>
        <translation>le déplacement %1 ne complète aucune route de cinq pour %2, donc les pions de %3 en %4 ne peuvent pas être pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="53" />
        <source>a capture was due: the drop on %1 completes road %5, so %2 must take %3's piece on %4</source>
        <translation>une capture était due : le dépôt en %1 complète la route %5, donc %2 doit prendre le pion de %3 en %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="56" />
        <source>a capture was due: the drop on %1 completes road %5, so %2 must take one of %3's pieces on %4</source>
        <translation>une capture était due : le dépôt en %1 complète la route %5, donc %2 doit prendre l'un des pions de %3 en %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="59" />
        <source>a capture was due: the drop on %1 completes road %5, so %2 must take a piece from %3's hand</source>
        <translation>une capture était due : le dépôt en %1 complète la route %5, donc %2 doit prendre un pion de %3 non encore déposé</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="62" />
        <source>a capture was due: %1 completes road %5, so %2 must take %3's piece on %4</source>
        <translation>une capture était due : le déplacement %1 complète la route %5, donc %2 doit prendre le pion de %3 en %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="65" />
        <source>a capture was due: %1 completes road %5, so %2 must take one of %3's pieces on %4</source>
        <translation>une capture était due : le déplacement %1 complète la route %5, donc %2 doit prendre l'un des pions de %3 en %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="72" />
        <source>two pieces were taken for one alignment (%3's pieces on %4): the drop on %1 completes road %5 and captures once</source>
        <translation>deux pions ont été pris pour un seul alignement (les pions de %3 en %4) : le dépôt en %1 complète la route %5 et ne capture qu'une fois</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="75" />
        <source>two pieces were taken for one alignment (%3's pieces on %4): the drop on %1 completes roads %5 and still captures once</source>
        <translation>deux pions ont été pris pour un seul alignement (les pions de %3 en %4) : le dépôt en %1 complète les routes %5 et ne capture pourtant qu'une fois</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="78" />
        <source>two pieces were taken for one alignment, counting those from %3's hand: the drop on %1 completes road %5 and captures once</source>
        <translation>deux pions ont été pris pour un seul alignement, en comptant ceux de %3 non encore déposés : le dépôt en %1 complète la route %5 et ne capture qu'une fois</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="81" />
        <source>two pieces were taken for one alignment, counting those from %3's hand: the drop on %1 completes roads %5 and still captures once</source>
        <translation>deux pions ont été pris pour un seul alignement, en comptant ceux de %3 non encore déposés : le dépôt en %1 complète les routes %5 et ne capture pourtant qu'une fois</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="84" />
        <source>two pieces were taken for one alignment (%3's pieces on %4): %1 completes road %5 and captures once</source>
        <translation>deux pions ont été pris pour un seul alignement (les pions de %3 en %4) : le déplacement %1 complète la route %5 et ne capture qu'une fois</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/capture_messages.h" line="87" />
        <source>two pieces were taken for one alignment (%3's pieces on %4): %1 completes roads %5 and still captures once</source>
        <translation>deux pions ont été pris pour un seul alignement (les pions de %3 en %4) : le déplacement %1 complète les routes %5 et ne capture pourtant qu'une fois</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="128" />
        <source>%1's own pieces on %2 were removed: a capture takes an opposing piece</source>
        <translation>%1 a retiré ses propres pions en %2 : une capture prend un pion adverse</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="131" />
        <source>%1's own piece on %2 was removed: a capture takes an opposing piece</source>
        <translation>%1 a retiré son propre pion en %2 : une capture prend un pion adverse</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="152" />
        <source>%1 to %2 jumps over %3: a piece cannot jump over another piece, friend or foe</source>
        <translation>le déplacement de %1 à %2 saute par-dessus %3 : il n'est pas possible de sauter par-dessus un pion, ami ou ennemi</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="158" />
        <source>%1 to %2 is more than one step along road %3: pieces move one step along a road to an adjacent empty intersection</source>
        <translation>le déplacement de %1 à %2 fait plus d'un pas sur la route %3 : un pion se déplace d'un pas le long d'une route, vers une intersection libre adjacente</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="187" />
        <source>no rule explains this change: the table shows %1</source>
        <translation>aucune règle n'explique ce changement : la table montre %1</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="192" />
        <source>no rule explains this change: the table shows nothing on %1</source>
        <translation>aucune règle n'explique ce changement : la table ne montre rien en %1</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="198" />
        <source>no rule explains this change: the table shows %1, and nothing on %2</source>
        <translation>aucune règle n'explique ce changement : la table montre %1, et rien en %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="208" />
        <source>a %1 piece was taken but %2 neither dropped nor moved a piece: a capture is part of the move that completes an alignment</source>
        <translation>un pion de %1 a été pris, mais %2 n'a ni déposé ni déplacé de pion : une capture fait partie du coup qui réalise un alignement</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="216" />
        <source>no piece was dropped: %1 may not pass</source>
        <translation>aucun pion n'a été déposé : %1 ne peut pas passer son tour</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="217" />
        <source>no piece was moved: %1 may not pass</source>
        <translation>aucun pion n'a été déplacé : %1 ne peut pas passer son tour</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="231" />
        <source>the table shows '%1' at '%2', which Jeson Jam does not know</source>
        <translation>la table montre « %1 » en « %2 », ce que le Jeson jam ne connaît pas</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="245" />
        <source>it is %1's turn, yet %2's pieces on %3 appeared</source>
        <translation>c'est au tour de %1, pourtant des pions de %2 sont apparus en %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="247" />
        <source>it is %1's turn, yet %2's piece on %3 appeared</source>
        <translation>c'est au tour de %1, pourtant un pion de %2 est apparu en %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="272" />
        <source>moving during the drop phase: %1's pieces left %2 and appeared on %3; pieces are only dropped until both players have placed all theirs</source>
        <translation>déplacement pendant la phase de dépôt : des pions de %1 ont quitté %2 et sont apparus en %3 ; on ne fait que déposer des pions tant que les deux joueurs n'ont pas posé tous les leurs</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="276" />
        <source>moving during the drop phase: %1 moved a piece from %2 to %3; pieces are only dropped until both players have placed all theirs</source>
        <translation>déplacement pendant la phase de dépôt : %1 a déplacé un pion de %2 à %3 ; on ne fait que déposer des pions tant que les deux joueurs n'ont pas posé tous les leurs</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="286" />
        <source>%1 dropped %2 pieces (%3): one piece is dropped per turn</source>
        <translation>%1 a déposé %2 pions (%3) : on ne dépose qu'un pion par tour</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="293" />
        <source>%1 was held by %2: a piece is dropped on a free intersection</source>
        <translation>l'intersection %1 était occupée par %2 : un pion se dépose sur une intersection libre</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="300" />
        <source>dropping on the centre is not allowed in the drop phase: %1 dropped a piece on %2</source>
        <translation>il est interdit de déposer un pion sur l'intersection centrale durant la phase de dépôt : %1 a déposé un pion en %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="314" />
        <source>%1 has no piece left to drop: in the move phase a piece moves, yet pieces were added on %2</source>
        <translation>%1 n'a plus de pion à déposer : durant la phase de déplacement, un pion se déplace, or des pions ont été ajoutés en %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="317" />
        <source>%1 has no piece left to drop: in the move phase a piece moves, yet one was added on %2</source>
        <translation>%1 n'a plus de pion à déposer : durant la phase de déplacement, un pion se déplace, or un pion a été ajouté en %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="325" />
        <source>%1's pieces left %2 and appeared on %3: one piece moves per turn</source>
        <translation>des pions de %1 ont quitté %2 et sont apparus en %3 : un seul pion se déplace par tour</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="334" />
        <source>%1 was held by %2: pieces move one step along a road to an adjacent empty intersection</source>
        <translation>l'intersection %1 était occupée par %2 : un pion se déplace d'un pas le long d'une route, vers une intersection libre adjacente</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="343" />
        <source>%1 and %2 are not on one road: pieces move one step along a road to an adjacent empty intersection</source>
        <translation>%1 et %2 ne sont pas sur une même route : un pion se déplace d'un pas le long d'une route, vers une intersection libre adjacente</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="395" />
        <source>%1 still has pieces outside alignments (%2): the capture takes one of them, not a piece from %1's hand</source>
        <translation>%1 a encore des pions hors alignement (%2) : la capture prend l'un d'eux, pas un pion de %1 non encore déposé</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="412" />
        <source>that piece on %1 is part of %2's alignment %3 and cannot be taken</source>
        <translation>ce pion en %1 fait partie de l'alignement %3 de %2 et ne peut pas être pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="415" />
        <source>that piece on %1 is part of %2's alignment %3 and cannot be taken; in the move phase, when every %2 piece is aligned, no capture is possible</source>
        <translation>ce pion en %1 fait partie de l'alignement %3 de %2 et ne peut pas être pris ; durant la phase de déplacement, quand tous les pions de %2 font partie d'un alignement, aucune capture n'est possible</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="420" />
        <source>that piece on %1 is part of %2's alignment %3 and cannot be taken; every %2 piece on the board is aligned, so the capture takes one of %2's pieces not yet dropped</source>
        <translation>ce pion en %1 fait partie de l'alignement %3 de %2 et ne peut pas être pris ; tous les pions de %2 sur le plateau font partie d'un alignement, donc la capture prend un des pions de %2 non encore déposés</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="439" />
        <source>the board shows the legal move '%1', but the pieces beside the board do not match: %2 should hold %3 pieces, it holds %4</source>
        <translation>le plateau montre le coup légal « %1 », mais les pions à côté du plateau ne correspondent pas : %2 devrait contenir %3 pions, il en contient %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_diagnose.cpp" line="452" />
        <source>the board shows the legal move '%1', but the pieces beside the board do not match: the move leaves %2, the table shows %3</source>
        <translation>le plateau montre le coup légal « %1 », mais les pions à côté du plateau ne correspondent pas : le coup laisse %2, la table montre %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="16" />
        <source>partners are exchanging cards: no pawn may move until %1 and the others have given their cards</source>
        <translation>les coéquipiers s'échangent des cartes : aucun pion ne peut bouger tant que %1 et les autres n'ont pas donné leurs cartes</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="20" />
        <source>a %1 pawn cannot stand on %2: only %3's pawns enter %3's home</source>
        <translation>un pion de %1 ne peut pas se trouver sur %2 : seuls les pions de %3 entrent dans la maison de %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="23" />
        <source>a taken %1 pawn goes back to its owner's waiting area %2, not to %3</source>
        <translation>un pion de %1 pris retourne dans la zone d'attente de son propriétaire, %2, et non dans %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="26" />
        <source>%1 does not hold %2</source>
        <translation>%1 n'a pas %2 en main</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="28" />
        <source>%1 moves no pawn, but another card of %2's hand does: %2 must play that card</source>
        <translation>%1 ne déplace aucun pion, mais une autre carte de la main de %2 le peut : %2 doit jouer cette carte</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="31" />
        <source>discarding %1 is illegal: it can move a pawn (for example %2)</source>
        <translation>se défausser de %1 est interdit : cette carte peut déplacer un pion (par exemple %2)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="34" />
        <source>one card brings one pawn into play, yet %1 %2 pawns left %3</source>
        <translation>une carte ne met qu'un pion en jeu, or %1 pions de %2 ont quitté %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="37" />
        <source>only an Ace, a King or a Joker brings a pawn into play: a %1 pawn left %2 with %3</source>
        <translation>seul un As, un Roi ou un Joker met un pion en jeu : un pion de %1 a quitté %2 avec %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="41" />
        <source>%1's entry square %2 already holds a protected %1 pawn: no pawn can enter</source>
        <translation>la case d'entrée de %1, %2, porte déjà un pion de %1, protégé : aucun pion ne peut entrer</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="45" />
        <source>a %1 pawn enters on its own entry square %2</source>
        <translation>un pion de %1 entre sur sa propre case d'entrée, %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="48" />
        <source>a %1 pawn enters on its own entry square %2, not on %3</source>
        <translation>un pion de %1 entre sur sa propre case d'entrée, %2, et non sur %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="50" />
        <source>only the Jack swaps two pawns: %1's pawn on %2 and %3's pawn on %4 changed places with %5</source>
        <translation>seul le Valet échange deux pions : le pion de %1 sur %2 et le pion de %3 sur %4 ont changé de place avec %5</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="54" />
        <source>the Jack cannot swap %1's pawn, protected on its entry square %2</source>
        <translation>le Valet ne peut pas échanger le pion de %1, protégé sur sa case d'entrée %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="58" />
        <source>one card moves one pawn (only the 7 is shared between two pawns): %1's pawn and %2's pawn both moved with %3</source>
        <translation>une carte ne déplace qu'un pion (seul le 7 se partage entre deux pions) : le pion de %1 et le pion de %2 ont tous deux bougé avec %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="61" />
        <source>a pawn in its home never leaves it nor moves back: %1's pawn went from %2 to %3</source>
        <translation>un pion dans sa maison n'en sort jamais et n'y recule jamais : le pion de %1 est allé de %2 à %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="64" />
        <source>no pawn enters its home backwards: %1's pawn went from %2 to %3</source>
        <translation>aucun pion ne rentre dans sa maison en reculant : le pion de %1 est allé de %2 à %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="67" />
        <source>the 5 moves an opposing pawn, not one of %1's side: %2's pawn went from %3 to %4</source>
        <translation>le 5 fait avancer un pion adverse, pas un pion du camp de %1 : le pion de %2 est allé de %3 à %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="70" />
        <source>an opponent's 5 never moves a pawn in its home: %1's pawn went from %2 to %3</source>
        <translation>le 5 d'un adversaire ne déplace jamais un pion qui est dans sa maison : le pion de %1 est allé de %2 à %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="72" />
        <source>the 5 never moves a pawn into its home: %1's pawn went from %2 to %3</source>
        <translation>le 5 ne fait jamais rentrer un pion dans sa maison : le pion de %1 est allé de %2 à %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="74" />
        <source>the Jack swaps two pawns; it moves none alone: %1's pawn went from %2 to %3</source>
        <translation>le Valet échange deux pions ; il n'en déplace aucun seul : le pion de %1 est allé de %2 à %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="77" />
        <source>only the 4 moves a pawn backwards: %1's pawn went from %2 to %3 with %4</source>
        <translation>seul le 4 fait reculer un pion : le pion de %1 est allé de %2 à %3 avec %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="79" />
        <source>the 4 moves a pawn backwards, not forwards: %1's pawn went from %2 to %3</source>
        <translation>le 4 fait reculer un pion, pas avancer : le pion de %1 est allé de %2 à %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="81" />
        <source>the 4 moves a pawn exactly 4 squares back: %1's pawn went from %2 to %3</source>
        <translation>le 4 fait reculer un pion d'exactement 4 cases : le pion de %1 est allé de %2 à %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="85" />
        <source>a pawn enters its home only with an exact count: %1's pawn went from %2 to %3, 1 square, with %4</source>
        <translation>un pion ne rentre dans sa maison qu'en tombant directement sur sa case : le pion de %1 est allé de %2 à %3, soit 1 case, avec %4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="90" />
        <source>a pawn enters its home only with an exact count: %1's pawn went from %2 to %3, %4 squares, with %5</source>
        <translation>un pion ne rentre dans sa maison qu'en tombant directement sur sa case : le pion de %1 est allé de %2 à %3, soit %4 cases, avec %5</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="94" />
        <source>%1's pawn ended its count on the jump square %2 and goes on to %3, not stay there</source>
        <translation>le pion de %1 a fini son déplacement sur la case de saut %2 : il doit continuer jusqu'à %3 au lieu d'y rester</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="98" />
        <source>%1's pawn cannot pass or land on %2's pawn, protected on its entry square %3</source>
        <translation>le pion de %1 ne peut ni dépasser le pion de %2 ni tomber sur lui : celui-ci est protégé sur sa case d'entrée %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="102" />
        <source>%1's pawn cannot pass or land on the pawn on %2</source>
        <translation>le pion de %1 ne peut ni passer par-dessus le pion qui est sur %2 ni tomber sur lui</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="105" />
        <source>%1's pawn on %2 is taken and goes back to %3</source>
        <translation>le pion de %1 sur %2 est pris et retourne dans %3</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="107" />
        <source>%1's pawn on %2 was not taken: the King takes only the pawns it passes or lands on</source>
        <translation>le pion de %1 sur %2 n'a pas été pris : le Roi ne mange que les pions qu'il dépasse ou sur lesquels il tombe</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="111" />
        <source>%1's pawn on %2 was not taken: only the pawn landed on is taken</source>
        <translation>le pion de %1 sur %2 n'a pas été pris : seul le pion sur la case duquel on tombe est pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="114" />
        <source>the two parts of a 7 add up to 7: %1's pawn went %2 from %3 and %4's pawn %5 from %6</source>
        <translation>les deux parts d'un 7 font 7 en tout : le pion de %1 a avancé de %2 depuis %3 et le pion de %4 de %5 depuis %6</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="117" />
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="127" />
        <source>a card must be named</source>
        <translation>il faut nommer une carte</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="128" />
        <source>a card must be named (cells changed: %1)</source>
        <translation>il faut nommer une carte (cases changées : %1)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="131" />
        <source>'%1' is not a cell of %2</source>
        <translation>« %1 » n'est pas une case de %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="132" />
        <source>'%1' is not a cell of %2 (cells changed: %3)</source>
        <translation>« %1 » n'est pas une case de %2 (cases changées : %3)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="135" />
        <source>cannot read '%1' on %2</source>
        <translation>impossible de lire « %1 » sur %2</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="136" />
        <source>cannot read '%1' on %2 (cells changed: %3)</source>
        <translation>impossible de lire « %1 » sur %2 (cases changées : %3)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="139" />
        <source>%1 has %2 pawns on the table, not 4</source>
        <translation>%1 a %2 pions sur la table, et non 4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="140" />
        <source>%1 has %2 pawns on the table, not 4 (cells changed: %3)</source>
        <translation>%1 a %2 pions sur la table, et non 4 (cases changées : %3)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="143" />
        <source>%1 has 1 pawn on the table, not 4</source>
        <translation>%1 a 1 pion sur la table, et non 4</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="144" />
        <source>%1 has 1 pawn on the table, not 4 (cells changed: %2)</source>
        <translation>%1 a 1 pion sur la table, et non 4 (cases changées : %2)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="146" />
        <source>nothing moved</source>
        <translation>rien n'a bougé</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="147" />
        <source>nothing moved (cells changed: %1)</source>
        <translation>rien n'a bougé (cases changées : %1)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="150" />
        <source>entering a pawn is the whole use of %1; other pawns moved too</source>
        <translation>mettre un pion en jeu est tout l'usage de %1 ; d'autres pions ont aussi bougé</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="152" />
        <source>entering a pawn is the whole use of %1; other pawns moved too (cells changed: %2)</source>
        <translation>mettre un pion en jeu est tout l'usage de %1 ; d'autres pions ont aussi bougé (cases changées : %2)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="157" />
        <source>the Jack's swap (%1's pawn on %2 and %3's pawn on %4 changed places) breaks no rule found</source>
        <translation>l'échange du Valet (le pion de %1 sur %2 et le pion de %3 sur %4 ont changé de place) n'enfreint aucune règle connue</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="160" />
        <source>the Jack's swap (%1's pawn on %2 and %3's pawn on %4 changed places) breaks no rule found (cells changed: %5)</source>
        <translation>l'échange du Valet (le pion de %1 sur %2 et le pion de %3 sur %4 ont changé de place) n'enfreint aucune règle connue (cases changées : %5)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="164" />
        <source>no pawn moved</source>
        <translation>aucun pion n'a bougé</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="165" />
        <source>no pawn moved (cells changed: %1)</source>
        <translation>aucun pion n'a bougé (cases changées : %1)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="168" />
        <source>%1's pawn on %2 went back to its waiting area, but no pawn took it</source>
        <translation>le pion de %1 sur %2 est retourné dans sa zone d'attente, mais aucun pion ne l'a pris</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="170" />
        <source>%1's pawn on %2 went back to its waiting area, but no pawn took it (cells changed: %3)</source>
        <translation>le pion de %1 sur %2 est retourné dans sa zone d'attente, mais aucun pion ne l'a pris (cases changées : %3)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="175" />
        <source>%1's pawn went from %2 to %3 as %4 allows, yet it is no legal move</source>
        <translation>le pion de %1 est allé de %2 à %3 comme %4 le permet, et pourtant ce n'est pas un coup légal</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="177" />
        <source>%1's pawn went from %2 to %3 as %4 allows, yet it is no legal move (cells changed: %5)</source>
        <translation>le pion de %1 est allé de %2 à %3 comme %4 le permet, et pourtant ce n'est pas un coup légal (cases changées : %5)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="181" />
        <source>the 7 shared as seen breaks no rule found</source>
        <translation>le 7 partagé tel qu'on le voit n'enfreint aucune règle connue</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="182" />
        <source>the 7 shared as seen breaks no rule found (cells changed: %1)</source>
        <translation>le 7 partagé tel qu'on le voit n'enfreint aucune règle connue (cases changées : %1)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="193" />
        <source>%1 may play %2's pawns only once its own four are home (a %3 pawn left %4)</source>
        <translation>%1 ne peut jouer les pions de %2 qu'une fois ses quatre pions rentrés dans sa maison (un pion de %3 a quitté %4)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="196" />
        <source>%1 may play %2's pawns only once its own four are home (%3's pawn on %4 and %5's pawn on %6 changed places)</source>
        <translation>%1 ne peut jouer les pions de %2 qu'une fois ses quatre pions rentrés dans sa maison (le pion de %3 sur %4 et le pion de %5 sur %6 ont changé de place)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="199" />
        <source>%1 may play %2's pawns only once its own four are home (%3's pawn went from %4 to %5)</source>
        <translation>%1 ne peut jouer les pions de %2 qu'une fois ses quatre pions rentrés dans sa maison (le pion de %3 est allé de %4 à %5)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="202" />
        <source>%1 may play %2's pawns only once its own four are home (%3's pawn moved with the 7)</source>
        <translation>%1 ne peut jouer les pions de %2 qu'une fois ses quatre pions rentrés dans sa maison (le pion de %3 a bougé avec le 7)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="206" />
        <source>a %1 moves one of %2's own pawns, not %3's (a %4 pawn left %5)</source>
        <translation>un %1 déplace un des pions de %2, pas un pion de %3 (un pion de %4 a quitté %5)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="208" />
        <source>a %1 moves one of %2's own pawns, not %3's (%4's pawn on %5 and %6's pawn on %7 changed places)</source>
        <translation>un %1 déplace un des pions de %2, pas un pion de %3 (le pion de %4 sur %5 et le pion de %6 sur %7 ont changé de place)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="211" />
        <source>a %1 moves one of %2's own pawns, not %3's (%4's pawn went from %5 to %6)</source>
        <translation>un %1 déplace un des pions de %2, pas un pion de %3 (le pion de %4 est allé de %5 à %6)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="214" />
        <source>a %1 moves one of %2's own pawns, not %3's (%4's pawn moved with the 7)</source>
        <translation>un %1 déplace un des pions de %2, pas un pion de %3 (le pion de %4 a bougé avec le 7)</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="221" />
        <source>a %1 moves a pawn %2 squares: %3's pawn went from %4 to %5, %6 squares</source>
        <translation>un %1 fait avancer un pion de %2 cases : le pion de %3 est allé de %4 à %5, soit %6 cases</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="224" />
        <source>a %1 moves a pawn %2 squares: %3's pawn went from %4 to %5, 1 square</source>
        <translation>un %1 fait avancer un pion de %2 cases : le pion de %3 est allé de %4 à %5, soit 1 case</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="227" />
        <source>a %1 moves a pawn %2 or %3 squares: %4's pawn went from %5 to %6, %7 squares</source>
        <translation>un %1 fait avancer un pion de %2 ou %3 cases : le pion de %4 est allé de %5 à %6, soit %7 cases</translation>
    </message>
    <message>
        <location filename="../../../engine/src/toc/toc_breach_messages.h" line="230" />
        <source>a %1 moves a pawn %2 or %3 squares: %4's pawn went from %5 to %6, 1 square</source>
        <translation>un %1 fait avancer un pion de %2 ou %3 cases : le pion de %4 est allé de %5 à %6, soit 1 case</translation>
    </message>
</context>
<context>
    <name>RuleTerm</name>
    <message>
        <location filename="../../../engine/src/chance.cpp" line="42" />
        <location filename="../../../engine/src/jacquet/diagnose_table.cpp" line="32" />
        <source>none</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../../../engine/src/chance.cpp" line="44" />
        <source>dice pair</source>
        <translation>un jet de deux dés</translation>
    </message>
    <message>
        <location filename="../../../engine/src/chance.cpp" line="46" />
        <source>stick throw</source>
        <translation>un lancer de bâtonnets</translation>
    </message>
    <message>
        <location filename="../../../engine/src/chance.cpp" line="48" />
        <source>card played</source>
        <translation>une carte jouée</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_round_breach.cpp" line="20" />
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_state.cpp" line="11" />
        <location filename="../../../engine/src/toc/toc_board.cpp" line="11" />
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_state.cpp" line="11" />
        <location filename="../../../engine/src/toc/toc_board.cpp" line="12" />
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_state.cpp" line="12" />
        <location filename="../../../engine/src/toc/toc_board.cpp" line="11" />
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_state.cpp" line="12" />
        <location filename="../../../engine/src/toc/toc_board.cpp" line="12" />
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacotte/jacotte_state.cpp" line="14" />
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/board.cpp" line="42" />
        <location filename="../../../engine/src/toc/toc_board.cpp" line="13" />
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/board.cpp" line="43" />
        <location filename="../../../engine/src/toc/toc_board.cpp" line="13" />
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jacquet/jacquet_diagnose.cpp" line="19" />
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_state.cpp" line="54" />
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location filename="../../../engine/src/jeson_jam/jeson_jam_state.cpp" line="55" />
        <source>Dark</source>
        <translation>Foncé</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::BoardPage</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="180" />
        <source>Click the four corners</source>
        <translation>Cliquer les quatre coins</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="181" />
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="183" />
        <source>A picture of the board with every piece at its starting place, taken by the camera that will watch the game.</source>
        <translation>Une photo du plateau avec chaque pièce à sa place de départ, prise par la caméra qui regardera la partie.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="188" />
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="189" />
        <source>Take it with the camera</source>
        <translation>La prendre avec la caméra</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="190" />
        <source>Find the board</source>
        <translation>Trouver le plateau</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="196" />
        <source>Game:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="197" />
        <source>Picture or video:</source>
        <translation>Photo ou vidéo :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="208" />
        <source>Starting position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="209" />
        <source>Pictures and videos (*.png *.jpg *.jpeg *.mp4 *.mkv *.avi)</source>
        <translation>Photos et vidéos (*.png *.jpg *.jpeg *.mp4 *.mkv *.avi)</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="215" />
        <source>No camera found.</source>
        <translation>Aucune caméra trouvée.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="221" />
        <source>The camera gave no picture.</source>
        <translation>La caméra n'a donné aucune image.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="263" />
        <source>%1: not a picture or a video that can be read.</source>
        <translation>%1 : ni une photo ni une vidéo lisible.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="284" />
        <source>Click the board's corners: top left, top right, bottom right, bottom left, as the board is printed.</source>
        <translation>Cliquez les coins du plateau : en haut à gauche, en haut à droite, en bas à droite, en bas à gauche, tel que le plateau est imprimé.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="303" />
        <source>Choose a picture of the starting position first.</source>
        <translation>Choisissez d'abord une photo de la position de départ.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="324" />
        <source>Not calibrated: %1</source>
        <translation>Pas calibré : %1</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="330" />
        <source>Board found (%1) and every piece at its starting place. Press Next.</source>
        <translation>Plateau trouvé (%1), chaque pièce à sa place de départ. Appuyez sur Suivant.</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::CalibrationWizard</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="412" />
        <source>Calibration</source>
        <translation>Calibrage</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::CameraPage</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="54" />
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="56" />
        <source>Show the printed ChArUco sheet (arbitre print-board --charuco) to the camera, held still in ten places or more, tilted different ways. Or load a camera file, or skip: Arbitre then works undistorted.</source>
        <translation>Montrez à la caméra la feuille ChArUco imprimée (arbitre print-board --charuco), tenue immobile à dix endroits ou plus, inclinée de différentes façons. Ou chargez un fichier de caméra, ou passez : Arbitre travaille alors sans corriger l'objectif.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="61" />
        <source>or a video, or a folder of pictures, of the sheet</source>
        <translation>ou une vidéo, ou un dossier de photos, de la feuille</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="62" />
        <source>or load a camera file (camera.json)</source>
        <translation>ou chargez un fichier de caméra (camera.json)</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="65" />
        <source>Collect from the camera</source>
        <translation>Collecter depuis la caméra</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="66" />
        <source>Collect from the video or folder</source>
        <translation>Collecter depuis la vidéo ou le dossier</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="67" />
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="74" />
        <source>Camera:</source>
        <translation>Caméra :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="75" />
        <source>Video or folder:</source>
        <translation>Vidéo ou dossier :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="76" />
        <source>Save the lens to:</source>
        <translation>Enregistrer l'objectif dans :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="77" />
        <source>Camera file:</source>
        <translation>Fichier de caméra :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="98" />
        <source>Views collected: %1 (%2 frames searched; %3 corners in view).</source>
        <translation>Vues collectées : %1 (%2 images examinées ; %3 coins visibles).</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="103" />
        <source> Error so far: %1 px.</source>
        <translation> Erreur actuelle : %1 px.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="104" />
        <source> Calibrated: press Next to keep it.</source>
        <translation> Calibré : appuyez sur Suivant pour le garder.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="114" />
        <source>Looking for the sheet...</source>
        <translation>Recherche de la feuille...</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="130" />
        <source>Calibrated from %1 views: error %2 px. Press Next to keep it.</source>
        <translation>Calibré sur %1 vues : erreur %2 px. Appuyez sur Suivant pour le garder.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="133" />
        <source>Not trusted yet: %1</source>
        <translation>Pas encore fiable : %1</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::CharucoWorker</name>
    <message>
        <location filename="../charuco_collector.cpp" line="41" />
        <source>Camera lost (%1): reconnecting</source>
        <translation>Caméra perdue (%1) : reconnexion</translation>
    </message>
    <message>
        <location filename="../charuco_collector.cpp" line="64" />
        <source>%1 more views needed: hold the sheet still in new places and tilts</source>
        <translation>Encore %1 vues nécessaires : tenez la feuille immobile à de nouveaux endroits et inclinaisons</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::EventLogModel</name>
    <message>
        <location filename="../event_log_model.cpp" line="117" />
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../event_log_model.cpp" line="119" />
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../event_log_model.cpp" line="121" />
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::FlagPanel</name>
    <message>
        <location filename="../flag_panel.cpp" line="26" />
        <source>&lt;b&gt;Illegal move&lt;/b&gt; by %1 with %2: %3</source>
        <translation>&lt;b&gt;Coup illégal&lt;/b&gt; de %1 avec %2 : %3</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="29" />
        <source>&lt;br&gt;Rule %1</source>
        <translation>&lt;br&gt;Règle %1</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="35" />
        <source>&lt;br&gt;Legal moves: %1</source>
        <translation>&lt;br&gt;Coups légaux : %1</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="38" />
        <source>&lt;b&gt;Unexplained change&lt;/b&gt; at %1</source>
        <translation>&lt;b&gt;Changement inexpliqué&lt;/b&gt; en %1</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="46" />
        <source>Flag</source>
        <translation>Signalement</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="48" />
        <source>&amp;Accept correction</source>
        <translation>&amp;Accepter la correction</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="49" />
        <source>&amp;Take back</source>
        <translation>&amp;Reprendre le coup</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="50" />
        <source>&amp;Overrule</source>
        <translation>&amp;Passer outre</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="54" />
        <source>The players set the table to the nearest legal move (Ctrl+1)</source>
        <translation>Les joueurs remettent la table au coup légal le plus proche (Ctrl+1)</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="55" />
        <source>The move is taken back: the record stays as it was (Ctrl+2)</source>
        <translation>Le coup est repris : la partie enregistrée reste telle qu'elle était (Ctrl+2)</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="56" />
        <source>The table is right: record what it shows (Ctrl+3)</source>
        <translation>La table a raison : enregistrer ce qu’elle montre (Ctrl+3)</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="78" />
        <source>No flag: the table agrees with the record.</source>
        <translation>Aucun signalement : la table est conforme à la partie enregistrée.</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::FrameView</name>
    <message>
        <location filename="../frame_view.cpp" line="69" />
        <source>No picture yet</source>
        <translation>Pas encore d'image</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::LivePage</name>
    <message>
        <location filename="../live_page.cpp" line="36" />
        <source>&amp;Enter move</source>
        <translation>&amp;Saisir le coup</translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="37" />
        <source>Enter &amp;throw only</source>
        <translation>Saisir le &amp;lancer seul</translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="40" />
        <source>Start a game (Ctrl+N): choose the board's calibration and a camera.</source>
        <translation>Commencez une partie (Ctrl+N) : choisissez le calibrage du plateau et une caméra.</translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="66" />
        <source>Position (the record)</source>
        <translation>Position (partie enregistrée)</translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="68" />
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="93" />
        <source>Enter by hand</source>
        <translation>Saisie à la main</translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="96" />
        <source>throw or card: 6-5, 3, QH (none for Jeson Jam)</source>
        <translation>lancer ou carte : 6-5, 3, QH (rien pour le Jeson Jam)</translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="101" />
        <source>Throw:</source>
        <translation>Lancer :</translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="102" />
        <source>Move:</source>
        <translation>Coup :</translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="110" />
        <source>The dice or the card the camera cannot see: the next move is judged with it</source>
        <translation>Les dés ou la carte que la caméra ne voit pas : le coup suivant est jugé avec</translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="137" />
        <source>Refereeing %1 (%2)</source>
        <translation>Arbitrage de %1 (%2)</translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="142" />
        <source>Camera lost (%1): reconnecting. The game is kept.</source>
        <translation>Caméra perdue (%1) : reconnexion. La partie est conservée.</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::MainWindow</name>
    <message>
        <location filename="../main_window.cpp" line="31" />
        <source>Arbitre studio</source>
        <translation>Arbitre studio</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="32" />
        <source>&amp;Live table</source>
        <translation>Table en &amp;direct</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="33" />
        <location filename="../main_window.cpp" line="67" />
        <source>&amp;Review</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="47" />
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="57" />
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="58" />
        <source>&amp;New live game...</source>
        <translation>&amp;Nouvelle partie en direct...</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="59" />
        <source>&amp;Stop refereeing</source>
        <translation>&amp;Arrêter l'arbitrage</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="62" />
        <source>&amp;Calibration wizard...</source>
        <translation>Assistant de &amp;calibrage...</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="65" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="68" />
        <source>&amp;Open record...</source>
        <translation>&amp;Ouvrir une partie enregistrée...</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="69" />
        <source>Referee a &amp;video...</source>
        <translation>Arbitrer une &amp;vidéo...</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="72" />
        <source>&amp;Next move</source>
        <translation>Coup &amp;suivant</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="74" />
        <source>&amp;Previous move</source>
        <translation>Coup &amp;précédent</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="76" />
        <source>Next &amp;flag</source>
        <translation>&amp;Signalement suivant</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="77" />
        <source>&amp;Correct this move...</source>
        <translation>&amp;Corriger ce coup...</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="79" />
        <source>&amp;Export the record...</source>
        <translation>&amp;Exporter la partie...</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="82" />
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="83" />
        <source>&amp;About Arbitre studio</source>
        <translation>&amp;À propos d’Arbitre studio</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="84" />
        <source>About Arbitre studio</source>
        <translation>À propos d’Arbitre studio</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="85" />
        <source>Arbitre referees games played on a real table: Jacquet, La Jacotte, Jeson Jam and Jeu de Toc. A camera looks down at the board; Arbitre reads it, checks every move against the rules, keeps the score and records the game.</source>
        <translation>Arbitre arbitre les parties jouées sur une vraie table : Jacquet, La Jacotte, Jeson Jam et Jeu de Toc. Une caméra regarde le plateau ; Arbitre le lit, vérifie chaque coup selon les règles, tient le score et enregistre la partie.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="102" />
        <source>Open a game record</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="103" />
        <source>Records (*.jsonl);;All files (*)</source>
        <translation>Parties (*.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="113" />
        <source>Referee a video</source>
        <translation>Arbitrer une vidéo</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="119" />
        <source>the game's start (optional: a state JSON)</source>
        <translation>le départ de la partie (facultatif : un état JSON)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="125" />
        <location filename="../main_window.cpp" line="129" />
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="128" />
        <source>Videos (*.mp4 *.mkv *.avi *.mov)</source>
        <translation>Vidéos (*.mp4 *.mkv *.avi *.mov)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="132" />
        <source>Calibration (*.json)</source>
        <translation>Calibrage (*.json)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="141" />
        <source>Video:</source>
        <translation>Vidéo :</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="142" />
        <source>Board calibration:</source>
        <translation>Calibrage du plateau :</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="143" />
        <source>Start from:</source>
        <translation>Partir de :</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="144" />
        <source>Record to:</source>
        <translation>Enregistrer dans :</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ProfilePage</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="350" />
        <source>Colours and profile</source>
        <translation>Couleurs et profil</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="352" />
        <source>The pieces' colours sampled from the starting position. Save the profile: the live table and the review take it as the board's calibration.</source>
        <translation>Les couleurs des pièces relevées sur la position de départ. Enregistrez le profil : la table en direct et la revue le prennent comme calibrage du plateau.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="359" />
        <source>Save to:</source>
        <translation>Enregistrer dans :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="367" />
        <source>Board found by %1.</source>
        <translation>Plateau trouvé par %1.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="373" />
        <source>Pieces %1: %2 (%3 samples)&lt;br&gt;</source>
        <translation>Pièces %1 : %2 (%3 relevés)&lt;br&gt;</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::RefereeWorker</name>
    <message>
        <location filename="../referee_run.cpp" line="100" />
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="106" />
        <source>the video ended</source>
        <translation>la vidéo est terminée</translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="119" />
        <source>the record cannot be written</source>
        <translation>la partie ne peut pas être enregistrée</translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="197" />
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="206" />
        <source>%1: %2 moves, %3 flags, %4 frames, %5 readings. Score: %6</source>
        <translation>%1 : %2 coups, %3 signalements, %4 images, %5 lectures. Score : %6</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ReviewPage</name>
    <message>
        <location filename="../review_page.cpp" line="41" />
        <source>Open a record (Ctrl+O), or a video to referee it (Ctrl+Shift+O).</source>
        <translation>Ouvrez une partie enregistrée (Ctrl+O), ou une vidéo pour l’arbitrer (Ctrl+Maj+O).</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="103" />
        <source>No video for this record: only the positions are shown.</source>
        <translation>Pas de vidéo pour cette partie : seules les positions sont montrées.</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="108" />
        <source>Reviewing %1: %2 moves, %3 flags</source>
        <translation>Revue de %1 : %2 coups, %3 signalements</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="179" />
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="209" />
        <source>No flag after this step.</source>
        <translation>Aucun signalement après ce moment.</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="216" />
        <source>Correct</source>
        <translation>Corriger</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="216" />
        <source>Choose a move or a flag to correct.</source>
        <translation>Choisissez un coup ou un signalement à corriger.</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="220" />
        <source>Correct the move</source>
        <translation>Corriger le coup</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="234" />
        <source>The rest of the game is refereed again from the table views the record kept.</source>
        <translation>La suite de la partie est arbitrée à nouveau à partir des vues de la table conservées dans l’enregistrement.</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="237" />
        <source>Throw:</source>
        <translation>Lancer :</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="238" />
        <source>Move:</source>
        <translation>Coup :</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="246" />
        <source>Export the record</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="247" />
        <source>Records (*.jsonl)</source>
        <translation>Parties (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="253" />
        <source>Record written to %1</source>
        <translation>Partie écrite dans %1</translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="269" />
        <source>Refereeing %1...</source>
        <translation>Arbitrage de %1...</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ScoreChart</name>
    <message>
        <location filename="../score_panel.cpp" line="56" />
        <source>score changes</source>
        <translation>changements de score</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ScorePanel</name>
    <message>
        <location filename="../score_panel.cpp" line="82" />
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../score_panel.cpp" line="82" />
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::SetupDialog</name>
    <message>
        <location filename="../setup_dialog.cpp" line="39" />
        <source>Match settings</source>
        <translation>Réglages du match</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="42" />
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="44" />
        <source>Video file, played at its pace</source>
        <translation>Fichier vidéo, lu à son rythme</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="49" />
        <source>New live game</source>
        <translation>Nouvelle partie en direct</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="52" />
        <source>Board calibration:</source>
        <translation>Calibrage du plateau :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="53" />
        <source>Board calibration</source>
        <translation>Calibrage du plateau</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="53" />
        <source>Calibration (*.json)</source>
        <translation>Calibrage (*.json)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="54" />
        <source>Board:</source>
        <translation>Plateau :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="56" />
        <source>The games this board's calibration can referee: those of its board whose pieces' colours it learned</source>
        <translation>Les jeux que le calibrage de ce plateau peut arbitrer : ceux de ce plateau dont il a appris les couleurs des pièces</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="58" />
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="59" />
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="59" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="59" />
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="65" />
        <source>no camera found</source>
        <translation>aucune caméra trouvée</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="66" />
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="70" />
        <source>Video</source>
        <translation>Vidéo</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="70" />
        <source>Videos (*.mp4 *.mkv *.avi *.mov)</source>
        <translation>Vidéos (*.mp4 *.mkv *.avi *.mov)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="71" />
        <source>Record to:</source>
        <translation>Enregistrer dans :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="72" />
        <source>Game record</source>
        <translation>Partie enregistrée</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="72" />
        <source>Records (*.jsonl)</source>
        <translation>Parties (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="73" />
        <source>Start from (optional):</source>
        <translation>Partir de (facultatif) :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="74" />
        <source>Starting state</source>
        <translation>État de départ</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="74" />
        <source>States (*.json)</source>
        <translation>États (*.json)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="76" />
        <source>Settles what chance decides before play (who opens, the deck)</source>
        <translation>Fixe ce que le hasard décide avant le jeu (qui commence, le paquet)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="77" />
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="79" />
        <source>Start refereeing</source>
        <translation>Commencer l'arbitrage</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="85" />
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="109" />
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="156" />
        <source>(choose the board's calibration)</source>
        <translation>(choisissez le calibrage du plateau)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="304" />
        <source>Choose the board's calibration (made by the calibration wizard).</source>
        <translation>Choisissez le calibrage du plateau (fait par l'assistant de calibrage).</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="307" />
        <source>No camera found: choose a video file.</source>
        <translation>Aucune caméra trouvée : choisissez un fichier vidéo.</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="307" />
        <source>Choose a video file.</source>
        <translation>Choisissez un fichier vidéo.</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="309" />
        <source>The video %1 does not exist.</source>
        <translation>La vidéo %1 n'existe pas.</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="310" />
        <source>Choose where the game record goes.</source>
        <translation>Choisissez où enregistrer la partie.</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="312" />
        <source>Match setting %1 is not valid.</source>
        <translation>Le réglage %1 n'est pas valide.</translation>
    </message>
</context>
</TS>