"""French for Jeson Jam's breach messages (engine/src/jeson_jam/jeson_jam_diagnose.cpp) and the
seat names passed to them (engine/src/jeson_jam/jeson_jam_state.cpp), in the rule text's words:
pions, intersection, route, alignement, plateau, déposer, déplacer, non encore déposé."""

FRENCH = {
    # Seat names (RuleTerm).
    "Light": "Clair",
    "Dark": "Foncé",
    # The game itself.
    "the game is over: no move can be played": "la partie est finie : aucun coup ne peut être joué",
    "the table shows '%1' at '%2', which Jeson Jam does not know":
        "la table montre « %1 » en « %2 », ce que le Jeson jam ne connaît pas",
    "it is %1's turn, yet %2's pieces on %3 appeared":
        "c'est au tour de %1, pourtant des pions de %2 sont apparus en %3",
    "it is %1's turn, yet %2's piece on %3 appeared":
        "c'est au tour de %1, pourtant un pion de %2 est apparu en %3",
    "a %1 piece was taken but %2 neither dropped nor moved a piece: a capture is part of the move "
    "that completes an alignment":
        "un pion de %1 a été pris, mais %2 n'a ni déposé ni déplacé de pion : une capture fait "
        "partie du coup qui réalise un alignement",
    "no piece was dropped: %1 may not pass":
        "aucun pion n'a été déposé : %1 ne peut pas passer son tour",
    "no piece was moved: %1 may not pass":
        "aucun pion n'a été déplacé : %1 ne peut pas passer son tour",
    # Drops.
    "moving during the drop phase: %1's pieces left %2 and appeared on %3; pieces are only "
    "dropped until both players have placed all theirs":
        "déplacement pendant la phase de dépôt : des pions de %1 ont quitté %2 et sont apparus en "
        "%3 ; on ne fait que déposer des pions tant que les deux joueurs n'ont pas posé tous les "
        "leurs",
    "moving during the drop phase: %1 moved a piece from %2 to %3; pieces are only dropped until "
    "both players have placed all theirs":
        "déplacement pendant la phase de dépôt : %1 a déplacé un pion de %2 à %3 ; on ne fait que "
        "déposer des pions tant que les deux joueurs n'ont pas posé tous les leurs",
    "%1's own pieces on %2 were removed: a capture takes an opposing piece":
        "%1 a retiré ses propres pions en %2 : une capture prend un pion adverse",
    "%1's own piece on %2 was removed: a capture takes an opposing piece":
        "%1 a retiré son propre pion en %2 : une capture prend un pion adverse",
    "%1 dropped %2 pieces (%3): one piece is dropped per turn":
        "%1 a déposé %2 pions (%3) : on ne dépose qu'un pion par tour",
    "%1 was held by %2: a piece is dropped on a free intersection":
        "l'intersection %1 était occupée par %2 : un pion se dépose sur une intersection libre",
    "dropping on the centre is not allowed in the drop phase: %1 dropped a piece on %2":
        "il est interdit de déposer un pion sur l'intersection centrale durant la phase de dépôt : "
        "%1 a déposé un pion en %2",
    # Moves.
    "%1 has no piece left to drop: in the move phase a piece moves, yet pieces were added on %2":
        "%1 n'a plus de pion à déposer : durant la phase de déplacement, un pion se déplace, or des "
        "pions ont été ajoutés en %2",
    "%1 has no piece left to drop: in the move phase a piece moves, yet one was added on %2":
        "%1 n'a plus de pion à déposer : durant la phase de déplacement, un pion se déplace, or un "
        "pion a été ajouté en %2",
    "%1's pieces left %2 and appeared on %3: one piece moves per turn":
        "des pions de %1 ont quitté %2 et sont apparus en %3 : un seul pion se déplace par tour",
    "%1 was held by %2: pieces move one step along a road to an adjacent empty intersection":
        "l'intersection %1 était occupée par %2 : un pion se déplace d'un pas le long d'une route, "
        "vers une intersection libre adjacente",
    "%1 and %2 are not on one road: pieces move one step along a road to an adjacent empty "
    "intersection":
        "%1 et %2 ne sont pas sur une même route : un pion se déplace d'un pas le long d'une "
        "route, vers une intersection libre adjacente",
    "%1 to %2 jumps over %3: a piece cannot jump over another piece, friend or foe":
        "le déplacement de %1 à %2 saute par-dessus %3 : il n'est pas possible de sauter "
        "par-dessus un pion, ami ou ennemi",
    "%1 to %2 is more than one step along road %3: pieces move one step along a road to an "
    "adjacent empty intersection":
        "le déplacement de %1 à %2 fait plus d'un pas sur la route %3 : un pion se déplace d'un "
        "pas le long d'une route, vers une intersection libre adjacente",
    # Captures: a road already complete (S2).
    "%2's road %5 was already complete before the drop on %1: a road that stays filled does not "
    "capture again, so %3's piece on %4 may not be taken":
        "la route %5 de %2 était déjà complète avant le dépôt en %1 : une route qui reste remplie "
        "ne capture pas de nouveau, donc le pion de %3 en %4 ne peut pas être pris",
    "%2's road %5 was already complete before the drop on %1: a road that stays filled does not "
    "capture again, so %3's pieces on %4 may not be taken":
        "la route %5 de %2 était déjà complète avant le dépôt en %1 : une route qui reste remplie "
        "ne capture pas de nouveau, donc les pions de %3 en %4 ne peuvent pas être pris",
    "%2's road %5 was already complete before the drop on %1: a road that stays filled does not "
    "capture again, so a piece from %3's hand may not be taken":
        "la route %5 de %2 était déjà complète avant le dépôt en %1 : une route qui reste remplie "
        "ne capture pas de nouveau, donc un pion de %3 non encore déposé ne peut pas être pris",
    "%2's road %5 was already complete before %1: a road that stays filled does not capture "
    "again, so %3's piece on %4 may not be taken":
        "la route %5 de %2 était déjà complète avant le déplacement %1 : une route qui reste "
        "remplie ne capture pas de nouveau, donc le pion de %3 en %4 ne peut pas être pris",
    "%2's road %5 was already complete before %1: a road that stays filled does not capture "
    "again, so %3's pieces on %4 may not be taken":
        "la route %5 de %2 était déjà complète avant le déplacement %1 : une route qui reste "
        "remplie ne capture pas de nouveau, donc les pions de %3 en %4 ne peuvent pas être pris",
    # Captures: no road completed (S2).
    "the drop on %1 completes no road of five for %2, so %3's piece on %4 may not be taken":
        "le dépôt en %1 ne complète aucune route de cinq pour %2, donc le pion de %3 en %4 ne peut "
        "pas être pris",
    "the drop on %1 completes no road of five for %2, so %3's pieces on %4 may not be taken":
        "le dépôt en %1 ne complète aucune route de cinq pour %2, donc les pions de %3 en %4 ne "
        "peuvent pas être pris",
    "the drop on %1 completes no road of five for %2, so a piece from %3's hand may not be taken":
        "le dépôt en %1 ne complète aucune route de cinq pour %2, donc un pion de %3 non encore "
        "déposé ne peut pas être pris",
    "%1 completes no road of five for %2, so %3's piece on %4 may not be taken":
        "le déplacement %1 ne complète aucune route de cinq pour %2, donc le pion de %3 en %4 ne "
        "peut pas être pris",
    "%1 completes no road of five for %2, so %3's pieces on %4 may not be taken":
        "le déplacement %1 ne complète aucune route de cinq pour %2, donc les pions de %3 en %4 ne "
        "peuvent pas être pris",
    # Captures: one was due (S5).
    "a capture was due: the drop on %1 completes road %5, so %2 must take %3's piece on %4":
        "une capture était due : le dépôt en %1 complète la route %5, donc %2 doit prendre le pion "
        "de %3 en %4",
    "a capture was due: the drop on %1 completes road %5, so %2 must take one of %3's pieces on %4":
        "une capture était due : le dépôt en %1 complète la route %5, donc %2 doit prendre l'un "
        "des pions de %3 en %4",
    "a capture was due: the drop on %1 completes road %5, so %2 must take a piece from %3's hand":
        "une capture était due : le dépôt en %1 complète la route %5, donc %2 doit prendre un pion "
        "de %3 non encore déposé",
    "a capture was due: %1 completes road %5, so %2 must take %3's piece on %4":
        "une capture était due : le déplacement %1 complète la route %5, donc %2 doit prendre le "
        "pion de %3 en %4",
    "a capture was due: %1 completes road %5, so %2 must take one of %3's pieces on %4":
        "une capture était due : le déplacement %1 complète la route %5, donc %2 doit prendre l'un "
        "des pions de %3 en %4",
    # Captures: one capture per move (S5).
    "two pieces were taken for one alignment (%3's pieces on %4): the drop on %1 completes road "
    "%5 and captures once":
        "deux pions ont été pris pour un seul alignement (les pions de %3 en %4) : le dépôt en %1 "
        "complète la route %5 et ne capture qu'une fois",
    "two pieces were taken for one alignment (%3's pieces on %4): the drop on %1 completes roads "
    "%5 and still captures once":
        "deux pions ont été pris pour un seul alignement (les pions de %3 en %4) : le dépôt en %1 "
        "complète les routes %5 et ne capture pourtant qu'une fois",
    "two pieces were taken for one alignment, counting those from %3's hand: the drop on %1 "
    "completes road %5 and captures once":
        "deux pions ont été pris pour un seul alignement, en comptant ceux de %3 non encore "
        "déposés : le dépôt en %1 complète la route %5 et ne capture qu'une fois",
    "two pieces were taken for one alignment, counting those from %3's hand: the drop on %1 "
    "completes roads %5 and still captures once":
        "deux pions ont été pris pour un seul alignement, en comptant ceux de %3 non encore "
        "déposés : le dépôt en %1 complète les routes %5 et ne capture pourtant qu'une fois",
    "two pieces were taken for one alignment (%3's pieces on %4): %1 completes road %5 and "
    "captures once":
        "deux pions ont été pris pour un seul alignement (les pions de %3 en %4) : le déplacement "
        "%1 complète la route %5 et ne capture qu'une fois",
    "two pieces were taken for one alignment (%3's pieces on %4): %1 completes roads %5 and still "
    "captures once":
        "deux pions ont été pris pour un seul alignement (les pions de %3 en %4) : le déplacement "
        "%1 complète les routes %5 et ne capture pourtant qu'une fois",
    # Captures: which piece may be taken (S3).
    "%1 still has pieces outside alignments (%2): the capture takes one of them, not a piece from "
    "%1's hand":
        "%1 a encore des pions hors alignement (%2) : la capture prend l'un d'eux, pas un pion de "
        "%1 non encore déposé",
    "that piece on %1 is part of %2's alignment %3 and cannot be taken":
        "ce pion en %1 fait partie de l'alignement %3 de %2 et ne peut pas être pris",
    "that piece on %1 is part of %2's alignment %3 and cannot be taken; in the move phase, when "
    "every %2 piece is aligned, no capture is possible":
        "ce pion en %1 fait partie de l'alignement %3 de %2 et ne peut pas être pris ; durant la "
        "phase de déplacement, quand tous les pions de %2 font partie d'un alignement, aucune "
        "capture n'est possible",
    "that piece on %1 is part of %2's alignment %3 and cannot be taken; every %2 piece on the "
    "board is aligned, so the capture takes one of %2's pieces not yet dropped":
        "ce pion en %1 fait partie de l'alignement %3 de %2 et ne peut pas être pris ; tous les "
        "pions de %2 sur le plateau font partie d'un alignement, donc la capture prend un des "
        "pions de %2 non encore déposés",
    # The pieces beside the board, and changes no rule explains.
    "the board shows the legal move '%1', but the pieces beside the board do not match: %2 should "
    "hold %3 pieces, it holds %4":
        "le plateau montre le coup légal « %1 », mais les pions à côté du plateau ne correspondent "
        "pas : %2 devrait contenir %3 pions, il en contient %4",
    "the board shows the legal move '%1', but the pieces beside the board do not match: the move "
    "leaves %2, the table shows %3":
        "le plateau montre le coup légal « %1 », mais les pions à côté du plateau ne correspondent "
        "pas : le coup laisse %2, la table montre %3",
    "no rule explains this change: the table shows %1":
        "aucune règle n'explique ce changement : la table montre %1",
    "no rule explains this change: the table shows nothing on %1":
        "aucune règle n'explique ce changement : la table ne montre rien en %1",
    "no rule explains this change: the table shows %1, and nothing on %2":
        "aucune règle n'explique ce changement : la table montre %1, et rien en %2",
}
