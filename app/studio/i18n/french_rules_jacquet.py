"""French for the Jacquet breach messages (engine/src/jacquet/jacquet_diagnose.cpp,
diagnose_table.cpp, diagnose_match.cpp) and their terms (player names in board.cpp, the ace).
Vocabulary of shared/rules/jacquet.txt: dames, flèches, cases, talon, postillon, bande, sortir.
The players' names are translated as names ("Blanc", "Noir"), so "de %1" reads "de Blanc"."""

FRENCH = {
    # Terms (context RuleTerm).
    "White": "Blanc",
    "Black": "Noir",
    "ace": "as",
    "none": "rien",
    # diagnose_match.cpp
    "the game is over: the next game starts with each player's 15 checkers on his talon "
    "(White's on m, Black's on a) before %1 rolls to start it":
        "la partie est finie : la partie suivante commence avec les 15 dames de chaque joueur "
        "sur son talon (les blanches en m, les noires en a) avant que %1 lance les dés pour "
        "l'entamer",
    "the next game starts with each player's 15 checkers on his talon (White's on m, Black's "
    "on a): the table still shows the last game's final position":
        "la partie suivante commence avec les 15 dames de chaque joueur sur son talon "
        "(les blanches en m, les noires en a)"
        " : le tablier montre encore la position finale de la partie précédente",
    "the next game starts with each player's 15 checkers on his talon (White's on m, Black's "
    "on a), but the table shows %1":
        "la partie suivante commence avec les 15 dames de chaque joueur sur son talon "
        "(les blanches en m, les noires en a)"
        ", mais le tablier montre %1",
    "the next game starts with each player's 15 checkers on his talon (White's on m, Black's "
    "on a), but the table shows nothing on %1":
        "la partie suivante commence avec les 15 dames de chaque joueur sur son talon "
        "(les blanches en m, les noires en a)"
        ", mais il n'y a rien en %1",
    "the next game starts with each player's 15 checkers on his talon (White's on m, Black's "
    "on a), but the table shows %1, and nothing on %2":
        "la partie suivante commence avec les 15 dames de chaque joueur sur son talon "
        "(les blanches en m, les noires en a)"
        ", mais le tablier montre %1, et rien en %2",
    "the table was set up for the next game too early: %1's %2 ends this game, and its final "
    "position, with all 15 of %1's checkers off, must be seen before the checkers go back to "
    "the talons":
        "le tablier a été remis en place trop tôt pour la partie suivante : le coup %2 de %1 "
        "termine cette partie, et sa position finale, avec les 15 dames de %1 sorties, doit être "
        "vue avant que les dames ne retournent sur les talons",
    "the table was set up for a new game, but this game is not over: it ends when a player has "
    "borne off his 15 checkers (White has %1 off, Black %2)":
        "le tablier a été mis en place pour une nouvelle partie, mais cette partie n'est pas "
        "finie : elle se termine quand un joueur a sorti ses 15 dames (Blanc en a sorti %1, "
        "Noir %2)",
    # diagnose_table.cpp
    "cell '%1' is no cell of the Jacquet board (changed cells: %2)":
        "la case « %1 » n'existe pas sur le tablier du Jacquet (cases modifiées : %2)",
    "cell %1 shows '%2', which is no Jacquet content (as W3, B15) (changed cells: %3)":
        "la case %1 montre « %2 », qui n'est pas un contenu du Jacquet (comme W3, B15) "
        "(cases modifiées : %3)",
    "the checkers moved 1 point in all, but %1 moves %2 (or a multiple of %3 when fewer can "
    "be played)":
        "les dames ont avancé d'un point en tout, mais un coup de %1 vaut %2 points (ou un "
        "multiple de %3 quand on ne peut pas tout jouer)",
    "the checkers moved %1 points in all, but %2 moves %3 (or a multiple of %4 when fewer can "
    "be played)":
        "les dames ont avancé de %1 points en tout, mais un coup de %2 vaut %3 points (ou un "
        "multiple de %4 quand on ne peut pas tout jouer)",
    "the checkers moved 1 point in all, but %1 moves %2 (or %3 or %4 when one die cannot be "
    "played)":
        "les dames ont avancé d'un point en tout, mais un coup de %1 vaut %2 points (ou %3 ou %4 "
        "quand un dé ne peut pas être joué)",
    "the checkers moved %1 points in all, but %2 moves %3 (or %4 or %5 when one die cannot be "
    "played)":
        "les dames ont avancé de %1 points en tout, mais un coup de %2 vaut %3 points (ou %4 ou "
        "%5 quand un dé ne peut pas être joué)",
    "checkers only move forward along %1's circuit (%2, then %3): a checker arrived on %4, "
    "behind every point that lost one":
        "les dames n'avancent que dans le sens du circuit de %1 (%2, puis %3) : une dame est "
        "arrivée en %4, en arrière de toutes les flèches qui en ont perdu une",
    "%1 moved %2 checkers, but a roll of %3 moves at most %4":
        "%1 a déplacé %2 dames, mais un coup de %3 en déplace %4 au plus",
    "no play of %1 by %2 leads to this position (changed cells: %3)":
        "aucune façon pour %2 de jouer %1 ne mène à cette position (cases modifiées : %3)",
    "it is %1's turn: %2's checkers must not move (they changed on %3)":
        "c'est au tour de %1 : les dames de %2 ne doivent pas bouger (elles ont changé en %3)",
    "%1 has %2 checkers on the table instead of 15 (changed cells: %3)":
        "%1 a %2 dames sur le tablier au lieu de 15 (cases modifiées : %3)",
    # jacquet_diagnose.cpp
    "a checker cannot rest on point %1: %2 holds it":
        "une dame ne peut pas s'arrêter sur la flèche %1 : %2 l'occupe",
    "a checker cannot rest on point %1, not even between two dice: %2 holds it":
        "une dame ne peut pas se reposer sur la flèche %1, même entre deux dés : %2 l'occupe",
    "a checker rested on a point the opponent holds":
        "une dame s'est reposée sur une flèche occupée par l'adversaire",
    "only the postillon may move until it reaches the last quadrant (%1): %2's postillon has "
    "not left the talon, but a checker moved from %3":
        "seul le postillon peut être joué tant qu'il n'a pas atteint le dernier quadrant (%1) : "
        "le postillon de %2 n'a pas quitté le talon, mais une dame est partie de %3",
    "only the postillon may move until it reaches the last quadrant (%1): %2's postillon is on "
    "%3, but a checker moved from %4":
        "seul le postillon peut être joué tant qu'il n'a pas atteint le dernier quadrant (%1) : "
        "le postillon de %2 est en %3, mais une dame est partie de %4",
    "only the postillon may move until it reaches the last quadrant":
        "seul le postillon peut être joué tant qu'il n'a pas atteint le dernier quadrant",
    "bearing off before all 15 checkers are in the last quadrant (%1): %2 still has a checker "
    "on %3":
        "on ne sort des dames qu'une fois les 15 dames rentrées dans le dernier quadrant (%1) : "
        "%2 a encore une dame en %3",
    "bearing off before all 15 checkers are in the last quadrant":
        "on ne sort des dames qu'une fois les 15 dames rentrées dans le dernier quadrant",
    "no checker can be borne off while %1 keeps a checker on its talon %2, where %3's "
    "borne-off checkers go":
        "aucune dame ne peut sortir tant que %1 garde une dame sur son talon %2, où se rangent "
        "les dames sorties de %3",
    "only the checker farthest from the rail (on %1) may go off with a %2, not the one on %3":
        "seule la dame la plus éloignée de la bande (en %1) peut sortir avec un %2, pas celle "
        "en %3",
    "the %1 can still be played inside the last quadrant or exactly onto the rail, so no "
    "checker may go off with it from %2":
        "un %1 peut encore être joué à l'intérieur du dernier quadrant ou exactement sur la "
        "bande : aucune dame ne peut donc sortir avec ce dé depuis %2",
    "a checker went off with a die larger than needed":
        "une dame est sortie avec un dé plus fort que nécessaire",
    "that block of six is not allowed: %1 holds %2 and fully bars %3's postillon on the tip "
    "of %4":
        "ce bouchon de six flèches est interdit : %1 occupe %2 et bouche complètement le "
        "passage du postillon de %3, sur la pointe de %4",
    "that block of six is not allowed: %1 fills its first quadrant %2 before holding its "
    "points 23 and 24 (%3 and %4)":
        "ce bouchon de six flèches est interdit : %1 occupe tout son premier quadrant %2 avant "
        "d'occuper ses 23e et 24e cases (%3 et %4)",
    "that block of six is not allowed: %1 fills its first quadrant %2 before holding its "
    "point 24 (%3)":
        "ce bouchon de six flèches est interdit : %1 occupe tout son premier quadrant %2 avant "
        "d'occuper sa 24e case (%3)",
    "that block of six is not allowed: %1 holds %2 before holding its points 23 and 24 "
    "(%3 and %4)":
        "ce bouchon de six flèches est interdit : %1 occupe %2 avant d'occuper ses 23e et 24e "
        "cases (%3 et %4)",
    "as many %1s as possible must be played: %2 can be, %3 was":
        "il faut jouer un %1 autant de fois que possible : on peut en jouer %2, on en a joué %3",
    "as many %1s as possible must be played: %2 can be, %3 were":
        "il faut jouer un %1 autant de fois que possible : on peut en jouer %2, on en a joué %3",
    "a die that can be played must be played: %1 can play both dice":
        "un dé jouable doit être joué : %1 peut jouer les deux dés",
    "a die that can be played must be played: %1 can play the %2":
        "un dé jouable doit être joué : %1 peut jouer un %2",
    "both dice must be played when possible: only the %1 was played":
        "il faut jouer les deux dés quand c'est possible : seul un %1 a été joué",
    "the higher die must be played: the %1 can be played, but the %2 was":
        "il faut jouer le dé le plus fort : un %1 peut être joué, mais c'est un %2 qui l'a été",
    "%1's postillon stands on the tip of point %2 until it reaches the last quadrant (%3)":
        "le postillon de %1 se place sur la pointe de la flèche %2 tant qu'il n'a pas atteint "
        "le dernier quadrant (%3)",
    "no postillon stands on the tip of point %1: once entered in the last quadrant it goes to "
    "the base of its point":
        "aucun postillon ne se trouve sur la pointe de la flèche %1 : une fois rentré dans le "
        "dernier quadrant, il est placé à la base de sa flèche",
    "the postillon is not shown where it stands":
        "le postillon n'apparaît pas là où il se trouve",
    "the match is over: no move can be played":
        "le match est terminé : aucun coup ne peut être joué",
    "this position awaits a roll of two dice, as 6-5":
        "cette position attend un jet de deux dés, comme 6-5",
}
