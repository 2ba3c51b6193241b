"""French for La Jacotte's breach messages (engine/src/jacotte/jacotte_diagnose.cpp) and the
colour names passed to them (engine/src/jacotte/jacotte_state.cpp), in the rule text's words:
pions, pions neutres, pile, case, rond central, couloir, camp, butin, manche."""

FRENCH = {
    "%1 ends round %2: its final position (the last neutral banked) stays on the table until the "
    "referee has seen it, before the pawns in play go back to their camps":
        "le coup %1 termine la manche %2 : sa position finale (le dernier pion neutre rentré au "
        "camp) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que les pions "
        "encore en jeu ne reviennent dans leur camp",
    "%1 ends round %2 and the match: its final position (the last neutral banked) stays on the "
    "table until the referee has seen it, before the pawns in play go back to their camps":
        "le coup %1 termine la manche %2 et la partie : sa position finale (le dernier pion "
        "neutre rentré au camp) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant "
        "que les pions encore en jeu ne reviennent dans leur camp",
    "%1 ends round %2 and the match: its final position (the last neutral banked) stays on the "
    "table until the referee has seen it, before the board is set up again":
        "le coup %1 termine la manche %2 et la partie : sa position finale (le dernier pion "
        "neutre rentré au camp) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant "
        "que le plateau ne soit remis en place",
    "%1 ends round %2: its final position (the last neutral banked) stays on the table until the "
    "referee has seen it, then the board is set up for round %3":
        "le coup %1 termine la manche %2 : sa position finale (le dernier pion neutre rentré au "
        "camp) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, puis le plateau est mis "
        "en place pour la manche %3",
    "%1 ends round %2: its final position (one player left) stays on the table until the referee "
    "has seen it, before the pawns in play go back to their camps":
        "le coup %1 termine la manche %2 : sa position finale (un seul joueur restant) reste sur "
        "le plateau jusqu'à ce que l'arbitre l'ait vue, avant que les pions encore en jeu ne "
        "reviennent dans leur camp",
    "%1 ends round %2 and the match: its final position (one player left) stays on the table "
    "until the referee has seen it, before the pawns in play go back to their camps":
        "le coup %1 termine la manche %2 et la partie : sa position finale (un seul joueur "
        "restant) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que les pions "
        "encore en jeu ne reviennent dans leur camp",
    "%1 ends round %2 and the match: its final position (one player left) stays on the table "
    "until the referee has seen it, before the board is set up again":
        "le coup %1 termine la manche %2 et la partie : sa position finale (un seul joueur "
        "restant) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que le plateau "
        "ne soit remis en place",
    "%1 ends round %2: its final position (one player left) stays on the table until the referee "
    "has seen it, then the board is set up for round %3":
        "le coup %1 termine la manche %2 : sa position finale (un seul joueur restant) reste sur "
        "le plateau jusqu'à ce que l'arbitre l'ait vue, puis le plateau est mis en place pour la "
        "manche %3",
    "%1 ends round %2: its final position (the round move limit reached) stays on the table "
    "until the referee has seen it, before the pawns in play go back to their camps":
        "le coup %1 termine la manche %2 : sa position finale (la limite de coups de la manche "
        "atteinte) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant que les pions "
        "encore en jeu ne reviennent dans leur camp",
    "%1 ends round %2 and the match: its final position (the round move limit reached) stays on "
    "the table until the referee has seen it, before the pawns in play go back to their camps":
        "le coup %1 termine la manche %2 et la partie : sa position finale (la limite de coups "
        "de la manche atteinte) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant "
        "que les pions encore en jeu ne reviennent dans leur camp",
    "%1 ends round %2 and the match: its final position (the round move limit reached) stays on "
    "the table until the referee has seen it, before the board is set up again":
        "le coup %1 termine la manche %2 et la partie : sa position finale (la limite de coups "
        "de la manche atteinte) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, avant "
        "que le plateau ne soit remis en place",
    "%1 ends round %2: its final position (the round move limit reached) stays on the table "
    "until the referee has seen it, then the board is set up for round %3":
        "le coup %1 termine la manche %2 : sa position finale (la limite de coups de la manche "
        "atteinte) reste sur le plateau jusqu'à ce que l'arbitre l'ait vue, puis le plateau est "
        "mis en place pour la manche %3",
    "round %1 is over: round %2 starts from the set-up: five pawns in each camp, three neutrals "
    "on each centre cell, nothing on the lanes and the loots counted and put aside before %3 "
    "throws to open it":
        "la manche %1 est finie : la manche %2 part de la mise en place : cinq pions dans chaque "
        "camp, trois pions neutres sur chaque case du rond central, rien sur les couloirs et les "
        "butins comptés et mis de côté, avant que %3 ne lance les dés pour l'ouvrir",
    "round %1 starts from the set-up: five pawns in each camp, three neutrals on each centre "
    "cell, nothing on the lanes and the loots counted and put aside: the table still shows the "
    "last round's final position":
        "la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions "
        "neutres sur chaque case du rond central, rien sur les couloirs et les butins comptés et "
        "mis de côté ; le plateau montre encore la position finale de la manche précédente",
    "round %1 starts from the set-up: five pawns in each camp, three neutrals on each centre "
    "cell, nothing on the lanes and the loots counted and put aside, but %2 shows %3 instead of "
    "%4":
        "la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions "
        "neutres sur chaque case du rond central, rien sur les couloirs et les butins comptés et "
        "mis de côté, mais %2 montre %3 au lieu de %4",
    "round %1 starts from the set-up: five pawns in each camp, three neutrals on each centre "
    "cell, nothing on the lanes and the loots counted and put aside, but %2 places differ from "
    "it: %3":
        "la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions "
        "neutres sur chaque case du rond central, rien sur les couloirs et les butins comptés et "
        "mis de côté, mais %2 emplacements en diffèrent : %3",
    "round %1 is over: round %2 starts from the set-up: five pawns in each camp, three neutrals "
    "on C1, C2 and C3 and two on C4, nothing on the lanes and the loots counted and put aside "
    "before %3 throws to open it":
        "la manche %1 est finie : la manche %2 part de la mise en place : cinq pions dans chaque "
        "camp, trois pions neutres sur C1, C2 et C3 et deux sur C4, rien sur les couloirs et les "
        "butins comptés et mis de côté, avant que %3 ne lance les dés pour l'ouvrir",
    "round %1 starts from the set-up: five pawns in each camp, three neutrals on C1, C2 and C3 "
    "and two on C4, nothing on the lanes and the loots counted and put aside: the table still "
    "shows the last round's final position":
        "la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions "
        "neutres sur C1, C2 et C3 et deux sur C4, rien sur les couloirs et les butins comptés et "
        "mis de côté ; le plateau montre encore la position finale de la manche précédente",
    "round %1 starts from the set-up: five pawns in each camp, three neutrals on C1, C2 and C3 "
    "and two on C4, nothing on the lanes and the loots counted and put aside, but %2 shows %3 "
    "instead of %4":
        "la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions "
        "neutres sur C1, C2 et C3 et deux sur C4, rien sur les couloirs et les butins comptés et "
        "mis de côté, mais %2 montre %3 au lieu de %4",
    "round %1 starts from the set-up: five pawns in each camp, three neutrals on C1, C2 and C3 "
    "and two on C4, nothing on the lanes and the loots counted and put aside, but %2 places "
    "differ from it: %3":
        "la manche %1 part de la mise en place : cinq pions dans chaque camp, trois pions "
        "neutres sur C1, C2 et C3 et deux sur C4, rien sur les couloirs et les butins comptés et "
        "mis de côté, mais %2 emplacements en diffèrent : %3",
    "a throw of 0 allows no vertical move: only a horizontal move or a pass":
        "un lancer de 0 ne permet aucun déplacement vertical : seulement un déplacement "
        "horizontal, ou passer son tour",
    "a throw of 1 moves exactly 1 cell: from %1 it reaches %2, not %3":
        "un lancer de 1 fait avancer d'exactement 1 case : depuis %1, il mène en %2, pas en %3",
    "a throw of %1 moves exactly %1 cells: from %2 it reaches %3, not %4":
        "un lancer de %1 fait avancer d'exactement %1 cases : depuis %2, il mène en %3, pas en %4",
    "a move goes either along the lane or across the same latitude: %1 to %2 is neither":
        "un déplacement se fait soit le long du couloir, soit sur la même latitude : de %1 à %2, "
        "ce n'est ni l'un ni l'autre",
    "one pawn (with its stack) moves per turn, but pieces left %1":
        "un seul pion (avec sa pile) se déplace par tour, mais des pions ont quitté %1",
    "one pawn at a time leaves %1, not %2": "un seul pion à la fois sort de %1, pas %2",
    "it is %1's turn: %2's pawns wait in %3":
        "c'est au tour de %1 : les pions de %2 attendent dans %3",
    "it is %1's turn: the stack on %2 is topped by %3":
        "c'est au tour de %1 : la pile en %2 est contrôlée par %3",
    "a throw of %1 does not bring the stack on its camp home to %2":
        "un lancer de %1 ne ramène pas la pile de son camp jusqu'à %2",
    "a throw of %1 does not bring the stack on %2 home to %3":
        "un lancer de %1 ne ramène pas la pile de %2 jusqu'à son camp %3",
    "a throw of 0 cannot bring a pawn out of %1":
        "un lancer de 0 ne peut pas faire sortir un pion de %1",
    "a pawn leaves %1 into its own lane %2": "un pion sort de %1 dans son propre couloir %2",
    "a pawn cannot enter %1's camp (%2)": "un pion ne peut pas entrer dans le camp de %1 (%2)",
    "%1 of the empty seat is closed to everyone":
        "%1, le camp de la couleur inutilisée, est fermé à tous",
    "no capture on the central round: %1 holds a stack topped by %2":
        "pas de capture sur le rond central : la case %1 porte une pile contrôlée par %2",
    "%1 already controls a stack on the central round (on %2)":
        "%1 contrôle déjà une pile sur le rond central (en %2)",
    "a move never ends on a stack of one's own side: %1 is topped by %2":
        "un déplacement ne finit jamais sur une pile de son propre côté : la case %1 est "
        "contrôlée par %2",
    "a horizontal move only goes to an empty lane cell: %1 holds %2 (captures need an exact "
    "throw)":
        "un déplacement horizontal ne va que sur une case vide d'un couloir : la case %1 porte "
        "%2 (une capture demande un lancer exact)",
    "a stack moves as one: %1 left %2 behind on %3":
        "une pile se déplace comme un seul et même pion : %1 a laissé %2 en %3",
    "the arriving stack goes on top of the stack it captures on %1":
        "la pile qui arrive se place sur le dessus de la pile qu'elle capture en %1",
    "two neutrals may not lie on one another: the stack from %1 already has a neutral at its "
    "bottom":
        "deux pions neutres ne peuvent pas être empilés l'un sur l'autre : la pile venue de %1 a "
        "déjà un pion neutre à sa base",
    "the neutral taken on %1 goes at the bottom of the stack, not on top":
        "le pion neutre pris en %1 va sous la pile, pas sur le dessus",
    "a stack takes at most one neutral per move (on %1)":
        "une pile prend au plus un pion neutre par déplacement (en %1)",
    "a stack takes its neutral from the centre cell where its move ends (%1)":
        "une pile prend son pion neutre sur la case du rond central où finit son déplacement (%1)",
    "when %1 banks, its own pawns go back to %2 and prisoners and neutrals to %3":
        "quand %1 rentre dans son camp, ses propres pions retournent dans %2, et les prisonniers "
        "et les pions neutres dans %3",
    "a stack leaves the round only down the lane of its centre cell: from %1 down %2":
        "une pile ne quitte le rond central que par le couloir de sa case centrale : depuis %1, "
        "par %2",
    "from lane %1 a stack enters the round on %2, not %3":
        "depuis le couloir %1, une pile entre sur le rond central en %2, pas en %3",
    "%1's camp is reached only down lane %2, not from %3":
        "le camp de %1 ne s'atteint que par le couloir %2, pas depuis %3",
    "a fourth pass in a row: %1 has passed three times and has a move to play":
        "un quatrième passage de tour consécutif : %1 a déjà passé trois fois de suite et a un "
        "coup à jouer",
    "the match is over: no move can be played":
        "le match est terminé : aucun coup ne peut être joué",
    "La Jacotte awaits a stick throw (0 to 4 coloured faces)":
        "La Jacotte attend un lancer des dés (0 à 4 faces colorées)",
    "nothing moved, and %1 may pass (cells changed: %2)":
        "rien n'a bougé, et %1 peut passer son tour (cases changées : %2)",
    "pieces lie on %1, which is no place on the board (cells changed: %2)":
        "des pions se trouvent sur %1, qui n'est aucun emplacement du plateau (cases changées : "
        "%2)",
    "no stack left its cell (cells changed: %1)":
        "aucune pile n'a quitté sa case (cases changées : %1)",
    "the pieces %1 from %2 did not arrive anywhere readable (cells changed: %3)":
        "les pions %1 venus de %2 ne sont arrivés sur aucun emplacement lisible (cases changées "
        ": %3)",
    "the move %1 fits the rules but the rest of the table does not match it (cells changed: %2)":
        "le coup %1 respecte les règles, mais le reste du plateau ne lui correspond pas (cases "
        "changées : %2)",
    "Red": "Rouge",
    "Yellow": "Jaune",
    "Green": "Vert",
    "Blue": "Bleu",
    "nobody": "personne",
    "nothing": "rien",
}
