"""French for the Jeu de Toc breach messages (engine/src/toc/toc_diagnose.cpp, toc_state.h) and
the seats' colours passed to them (engine/src/toc/toc_board.cpp), in the words of
shared/rules/toc.txt: pions, cases, case d'entrée, case de saut, maison, carte, main, As, Valet,
Roi, Joker, coéquipiers, se défausser, pion pris, mangé. The colours are translated as the
seats' names ("Rouge", "Vert"), so "de %1" reads "de Rouge"; a waiting area is a "zone
d'attente"."""

FRENCH = {
    # Terms (context RuleTerm).
    "Red": "Rouge",
    "Green": "Vert",
    "Blue": "Bleu",
    "Yellow": "Jaune",
    "Black": "Noir",
    "White": "Blanc",
    # toc_state.h: messages chosen by case.
    "partners are exchanging cards: no pawn may move until %1 and the others have given their "
    "cards":
        "les coéquipiers s'échangent des cartes : aucun pion ne peut bouger tant que %1 et les "
        "autres n'ont pas donné leurs cartes",
    "a %1 pawn cannot stand on %2: only %3's pawns enter %3's home":
        "un pion de %1 ne peut pas se trouver sur %2 : seuls les pions de %3 entrent dans la "
        "maison de %3",
    "a taken %1 pawn goes back to its owner's waiting area %2, not to %3":
        "un pion de %1 pris retourne dans la zone d'attente de son propriétaire, %2, et non "
        "dans %3",
    "%1 does not hold %2":
        "%1 n'a pas %2 en main",
    "%1 moves no pawn, but another card of %2's hand does: %2 must play that card":
        "%1 ne déplace aucun pion, mais une autre carte de la main de %2 le peut : %2 doit "
        "jouer cette carte",
    "discarding %1 is illegal: it can move a pawn (for example %2)":
        "se défausser de %1 est interdit : cette carte peut déplacer un pion (par exemple %2)",
    "one card brings one pawn into play, yet %1 %2 pawns left %3":
        "une carte ne met qu'un pion en jeu, or %1 pions de %2 ont quitté %3",
    "only an Ace, a King or a Joker brings a pawn into play: a %1 pawn left %2 with %3":
        "seul un As, un Roi ou un Joker met un pion en jeu : un pion de %1 a quitté %2 avec %3",
    "%1's entry square %2 already holds a protected %1 pawn: no pawn can enter":
        "la case d'entrée de %1, %2, porte déjà un pion de %1, protégé : aucun pion ne peut "
        "entrer",
    "a %1 pawn enters on its own entry square %2":
        "un pion de %1 entre sur sa propre case d'entrée, %2",
    "a %1 pawn enters on its own entry square %2, not on %3":
        "un pion de %1 entre sur sa propre case d'entrée, %2, et non sur %3",
    "only the Jack swaps two pawns: %1's pawn on %2 and %3's pawn on %4 changed places with %5":
        "seul le Valet échange deux pions : le pion de %1 sur %2 et le pion de %3 sur %4 ont "
        "changé de place avec %5",
    "the Jack cannot swap %1's pawn, protected on its entry square %2":
        "le Valet ne peut pas échanger le pion de %1, protégé sur sa case d'entrée %2",
    "one card moves one pawn (only the 7 is shared between two pawns): %1's pawn and %2's pawn "
    "both moved with %3":
        "une carte ne déplace qu'un pion (seul le 7 se partage entre deux pions) : le pion de %1 "
        "et le pion de %2 ont tous deux bougé avec %3",
    "a pawn in its home never leaves it nor moves back: %1's pawn went from %2 to %3":
        "un pion dans sa maison n'en sort jamais et n'y recule jamais : le pion de %1 est allé "
        "de %2 à %3",
    "no pawn enters its home backwards: %1's pawn went from %2 to %3":
        "aucun pion ne rentre dans sa maison en reculant : le pion de %1 est allé de %2 à %3",
    "the 5 moves an opposing pawn, not one of %1's side: %2's pawn went from %3 to %4":
        "le 5 fait avancer un pion adverse, pas un pion du camp de %1 : le pion de %2 est allé "
        "de %3 à %4",
    "an opponent's 5 never moves a pawn in its home: %1's pawn went from %2 to %3":
        "le 5 d'un adversaire ne déplace jamais un pion qui est dans sa maison : le pion de %1 "
        "est allé de %2 à %3",
    "the 5 never moves a pawn into its home: %1's pawn went from %2 to %3":
        "le 5 ne fait jamais rentrer un pion dans sa maison : le pion de %1 est allé de %2 à %3",
    "the Jack swaps two pawns; it moves none alone: %1's pawn went from %2 to %3":
        "le Valet échange deux pions ; il n'en déplace aucun seul : le pion de %1 est allé de %2 "
        "à %3",
    "only the 4 moves a pawn backwards: %1's pawn went from %2 to %3 with %4":
        "seul le 4 fait reculer un pion : le pion de %1 est allé de %2 à %3 avec %4",
    "the 4 moves a pawn backwards, not forwards: %1's pawn went from %2 to %3":
        "le 4 fait reculer un pion, pas avancer : le pion de %1 est allé de %2 à %3",
    "the 4 moves a pawn exactly 4 squares back: %1's pawn went from %2 to %3":
        "le 4 fait reculer un pion d'exactement 4 cases : le pion de %1 est allé de %2 à %3",
    "a pawn enters its home only with an exact count: %1's pawn went from %2 to %3, 1 square, "
    "with %4":
        "un pion ne rentre dans sa maison qu'en tombant directement sur sa case : le pion de %1 "
        "est allé de %2 à %3, soit 1 case, avec %4",
    "a pawn enters its home only with an exact count: %1's pawn went from %2 to %3, %4 squares, "
    "with %5":
        "un pion ne rentre dans sa maison qu'en tombant directement sur sa case : le pion de %1 "
        "est allé de %2 à %3, soit %4 cases, avec %5",
    "%1's pawn ended its count on the jump square %2 and goes on to %3, not stay there":
        "le pion de %1 a fini son déplacement sur la case de saut %2 : il doit continuer jusqu'à "
        "%3 au lieu d'y rester",
    "%1's pawn cannot pass or land on %2's pawn, protected on its entry square %3":
        "le pion de %1 ne peut ni dépasser le pion de %2 ni tomber sur lui : celui-ci est "
        "protégé sur sa case d'entrée %3",
    "%1's pawn cannot pass or land on the pawn on %2":
        "le pion de %1 ne peut ni passer par-dessus le pion qui est sur %2 ni tomber sur lui",
    "%1's pawn on %2 is taken and goes back to %3":
        "le pion de %1 sur %2 est pris et retourne dans %3",
    "%1's pawn on %2 was not taken: the King takes only the pawns it passes or lands on":
        "le pion de %1 sur %2 n'a pas été pris : le Roi ne mange que les pions qu'il dépasse ou "
        "sur lesquels il tombe",
    "%1's pawn on %2 was not taken: only the pawn landed on is taken":
        "le pion de %1 sur %2 n'a pas été pris : seul le pion sur la case duquel on tombe est "
        "pris",
    "the two parts of a 7 add up to 7: %1's pawn went %2 from %3 and %4's pawn %5 from %6":
        "les deux parts d'un 7 font 7 en tout : le pion de %1 a avancé de %2 depuis %3 et le "
        "pion de %4 de %5 depuis %6",
    "the game is over":
        "la partie est finie",
    # Changes no rule explains, without and with the cells that changed.
    "a card must be named":
        "il faut nommer une carte",
    "a card must be named (cells changed: %1)":
        "il faut nommer une carte (cases changées : %1)",
    "'%1' is not a cell of %2":
        "« %1 » n'est pas une case de %2",
    "'%1' is not a cell of %2 (cells changed: %3)":
        "« %1 » n'est pas une case de %2 (cases changées : %3)",
    "cannot read '%1' on %2":
        "impossible de lire « %1 » sur %2",
    "cannot read '%1' on %2 (cells changed: %3)":
        "impossible de lire « %1 » sur %2 (cases changées : %3)",
    "%1 has %2 pawns on the table, not 4":
        "%1 a %2 pions sur la table, et non 4",
    "%1 has %2 pawns on the table, not 4 (cells changed: %3)":
        "%1 a %2 pions sur la table, et non 4 (cases changées : %3)",
    "%1 has 1 pawn on the table, not 4":
        "%1 a 1 pion sur la table, et non 4",
    "%1 has 1 pawn on the table, not 4 (cells changed: %2)":
        "%1 a 1 pion sur la table, et non 4 (cases changées : %2)",
    "nothing moved":
        "rien n'a bougé",
    "nothing moved (cells changed: %1)":
        "rien n'a bougé (cases changées : %1)",
    "entering a pawn is the whole use of %1; other pawns moved too":
        "mettre un pion en jeu est tout l'usage de %1 ; d'autres pions ont aussi bougé",
    "entering a pawn is the whole use of %1; other pawns moved too (cells changed: %2)":
        "mettre un pion en jeu est tout l'usage de %1 ; d'autres pions ont aussi bougé (cases "
        "changées : %2)",
    "the Jack's swap (%1's pawn on %2 and %3's pawn on %4 changed places) breaks no rule found":
        "l'échange du Valet (le pion de %1 sur %2 et le pion de %3 sur %4 ont changé de place) "
        "n'enfreint aucune règle connue",
    "the Jack's swap (%1's pawn on %2 and %3's pawn on %4 changed places) breaks no rule found "
    "(cells changed: %5)":
        "l'échange du Valet (le pion de %1 sur %2 et le pion de %3 sur %4 ont changé de place) "
        "n'enfreint aucune règle connue (cases changées : %5)",
    "no pawn moved":
        "aucun pion n'a bougé",
    "no pawn moved (cells changed: %1)":
        "aucun pion n'a bougé (cases changées : %1)",
    "%1's pawn on %2 went back to its waiting area, but no pawn took it":
        "le pion de %1 sur %2 est retourné dans sa zone d'attente, mais aucun pion ne l'a pris",
    "%1's pawn on %2 went back to its waiting area, but no pawn took it (cells changed: %3)":
        "le pion de %1 sur %2 est retourné dans sa zone d'attente, mais aucun pion ne l'a pris "
        "(cases changées : %3)",
    "%1's pawn went from %2 to %3 as %4 allows, yet it is no legal move":
        "le pion de %1 est allé de %2 à %3 comme %4 le permet, et pourtant ce n'est pas un coup "
        "légal",
    "%1's pawn went from %2 to %3 as %4 allows, yet it is no legal move (cells changed: %5)":
        "le pion de %1 est allé de %2 à %3 comme %4 le permet, et pourtant ce n'est pas un coup "
        "légal (cases changées : %5)",
    "the 7 shared as seen breaks no rule found":
        "le 7 partagé tel qu'on le voit n'enfreint aucune règle connue",
    "the 7 shared as seen breaks no rule found (cells changed: %1)":
        "le 7 partagé tel qu'on le voit n'enfreint aucune règle connue (cases changées : %1)",
    # T8: a partner's pawns before one's own four are home, by what the pawn did.
    "%1 may play %2's pawns only once its own four are home (a %3 pawn left %4)":
        "%1 ne peut jouer les pions de %2 qu'une fois ses quatre pions rentrés dans sa maison "
        "(un pion de %3 a quitté %4)",
    "%1 may play %2's pawns only once its own four are home (%3's pawn on %4 and %5's pawn on "
    "%6 changed places)":
        "%1 ne peut jouer les pions de %2 qu'une fois ses quatre pions rentrés dans sa maison "
        "(le pion de %3 sur %4 et le pion de %5 sur %6 ont changé de place)",
    "%1 may play %2's pawns only once its own four are home (%3's pawn went from %4 to %5)":
        "%1 ne peut jouer les pions de %2 qu'une fois ses quatre pions rentrés dans sa maison "
        "(le pion de %3 est allé de %4 à %5)",
    "%1 may play %2's pawns only once its own four are home (%3's pawn moved with the 7)":
        "%1 ne peut jouer les pions de %2 qu'une fois ses quatre pions rentrés dans sa maison "
        "(le pion de %3 a bougé avec le 7)",
    # T5: another side's pawn, by what the pawn did.
    "a %1 moves one of %2's own pawns, not %3's (a %4 pawn left %5)":
        "un %1 déplace un des pions de %2, pas un pion de %3 (un pion de %4 a quitté %5)",
    "a %1 moves one of %2's own pawns, not %3's (%4's pawn on %5 and %6's pawn on %7 changed "
    "places)":
        "un %1 déplace un des pions de %2, pas un pion de %3 (le pion de %4 sur %5 et le pion "
        "de %6 sur %7 ont changé de place)",
    "a %1 moves one of %2's own pawns, not %3's (%4's pawn went from %5 to %6)":
        "un %1 déplace un des pions de %2, pas un pion de %3 (le pion de %4 est allé de %5 à %6)",
    "a %1 moves one of %2's own pawns, not %3's (%4's pawn moved with the 7)":
        "un %1 déplace un des pions de %2, pas un pion de %3 (le pion de %4 a bougé avec le 7)",
    # T5: a wrong count, by the card's counts and the squares travelled.
    "a %1 moves a pawn %2 squares: %3's pawn went from %4 to %5, %6 squares":
        "un %1 fait avancer un pion de %2 cases : le pion de %3 est allé de %4 à %5, soit %6 "
        "cases",
    "a %1 moves a pawn %2 squares: %3's pawn went from %4 to %5, 1 square":
        "un %1 fait avancer un pion de %2 cases : le pion de %3 est allé de %4 à %5, soit 1 case",
    "a %1 moves a pawn %2 or %3 squares: %4's pawn went from %5 to %6, %7 squares":
        "un %1 fait avancer un pion de %2 ou %3 cases : le pion de %4 est allé de %5 à %6, soit "
        "%7 cases",
    "a %1 moves a pawn %2 or %3 squares: %4's pawn went from %5 to %6, 1 square":
        "un %1 fait avancer un pion de %2 ou %3 cases : le pion de %4 est allé de %5 à %6, soit 1 "
        "case",
}
