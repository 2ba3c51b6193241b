// The French rule sentences of toc.txt that diagnose() quotes (spacing normalised), and the
// English rulings of RULINGS.md where the text says nothing.
#pragma once

namespace arbitre::engine::toc::quotes {

constexpr const char* kEnter = "Pour entrer dans le jeu il faut soit un Roi soit un As ou un Joker";
constexpr const char* kStart =
    "Au début du jeu tous les pions se trouvent hors du parcours devant leur entrée respective.";
constexpr const char* kProtected =
    "La case d'entrée marquée par une flèche entrant sur le plateau est protégée, ce qui "
    "signifie que si, un pion s'y trouve, il ne peut ni être dépassé, ni être échangé ou mangé.";
constexpr const char* kJump =
    "La case numéro 7 marquée d'un point noir sur le plateau est une case de saut, un pion "
    "tombant sur cette case se retrouve à la case 7 suivante.";
constexpr const char* kHomeExact =
    "Le joueur doit tomber directement sur ces cases pour rentrer un pion.";
constexpr const char* kHomeBackwards = "Il est impossible de rentrer dans sa maison en reculant.";
constexpr const char* kHomePassing =
    "Il est aussi impossible de passer par dessus un autre pion dans sa maison";
constexpr const char* kHomeOnly =
    "Only a pawn's own home can be entered; pawns in a home can never be taken, moved "
    "backwards or moved by an opponent's 5. (RULINGS.md T9)";
constexpr const char* kFour = "4: Recule un de ses pions de 4 cases";
constexpr const char* kFive = "5: Avance de 5 cases un pion à l'adversaire";
constexpr const char* kSeven =
    "7: Carte pouvant être partagée (ex: soit avance de 7 son pion ou un de ses pions de 3 et "
    "un autre de 4)";
constexpr const char* kJack =
    "Valet: Échange un de ses pions avec un autre n'importe où sur le plateau sauf sur la case "
    "d'entrée.";
constexpr const char* kKing =
    "Roi: Permet de mettre un pion en jeu, ou avance de 13 en mangeant tout sur son passage, "
    "même ses propres pions";
constexpr const char* kCapture =
    "Un pion est pris lorsqu'un autre pion tombe sur sa case, il retourne alors sur ses cases "
    "d'entrée.";
constexpr const char* kMustPlay =
    "A chaque tour il est obligé de poser une carte, même désavantageuse ou sans déplacement si "
    "les pions sont bloqués.";
constexpr const char* kValues =
    "Les pions sont déplacés en fonction des valeurs des cartes jouées.";
constexpr const char* kClockwise = "Les déplacements se font dans le sens horaire.";
constexpr const char* kTeam =
    "En jeu par équipe le premier qui finit de rentrer ses pions devra aider son coéquipier à "
    "rentrer les siens.";
constexpr const char* kDeal =
    "Un donneur de carte est désigné, il s'empare du jeu de carte et distribue de la manière "
    "suivante:";
constexpr const char* kExchange =
    "dans le cadre d'un jeu en équipe les deux coéquipier doivent s'échanger deux cartes";

}  // namespace arbitre::engine::toc::quotes
