// Private helpers of JacquetState::diagnose(): the rule quotes and the reading of a table.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "arbitre/engine/diagnosis.h"
#include "arbitre/engine/jacquet/jacquet.h"

namespace arbitre::engine::jacquet {

// The French quotes of the rules diagnose() names.
namespace quote {
inline constexpr const char* kCircuit =
    "Pour les Noirs : de « a » vers « l » puis en continuant de « m » vers « x ». Pour les "
    "Blancs : de « m » vers « x » puis en continuant de « a » vers « l ».";
inline constexpr const char* kDice =
    "Sur un coup de dé simple (les 2 dés présentent des nombres différents) on peut : soit "
    "déplacer une dame de la valeur d'un dé et une deuxième dame de la valeur de l'autre dé, soit "
    "déplacer une seule dame de la valeur d'un des deux dés, puis depuis cette position de repos "
    "déplacer à nouveau la même dame de la valeur du deuxième dé.";
inline constexpr const char* kRest =
    "Une dame ne peut s'arrêter ni même se reposer (c'est la raison pour laquelle on marque un "
    "temps de repos) sur une flèche occupée par au moins une dame de l'adversaire.";
inline constexpr const char* kHigher =
    "Si on peut jouer l'un ou l'autre des deux dés mais pas les deux, on est tenu si possible de "
    "jouer le plus fort.";
inline constexpr const char* kBoth =
    "Si, par suite de flèches bouclées, c'est-à-dire occupées par 1 adversaire, on ne peut "
    "utiliser que les points d'un seul dé, on négligera l'autre dé. Si l'on ne peut se servir "
    "d'aucun, on passera son tour.";
inline constexpr const char* kDoubles =
    "En cas de doublet on doit jouer le maximum des points possible (tout en restant, bien "
    "entendu, dans un multiple entier de la valeur d'un dé).";
inline constexpr const char* kPostillon =
    "Tant qu'un joueur n'a pas amené la première de ses quinze dames dans le quatrième quadrant, "
    "il ne peut jouer aucune de ses 14 autres dames.";
inline constexpr const char* kTip =
    "La première des quinze dames de chaque joueur circule sur la pointe des flèches. Lorsque "
    "cette première dame est entrée dans le dernier quadrant, elle est placée à la base de la "
    "flèche atteinte.";
inline constexpr const char* kBearIn =
    "Une fois les 15 dames rentrées dans le dernier quadrant, on sort les dames du tablier en "
    "suivant les règles suivantes";
inline constexpr const char* kFarthest =
    "On est tenu de jouer ses dames, si possible, sur les flèches du dernier quadrant, bande "
    "latérale incluse. En cas d'impossibilité de jouer comme précédemment, on joue avec les "
    "dames les plus éloignées de la bande en les amenant en dehors du tablier.";
inline constexpr const char* kTalon =
    "Il en résulte que tant que l'adversaire aura laissé une seule de ses dames sur son talon, "
    "on ne pourra sortir aucune dame même si elle porte sur la bande latérale, alors "
    "inutilisable.";
inline constexpr const char* kBlock2324 =
    "le joueur qui en occupe six consécutives empêche toute progression de l'adversaire, mais il "
    "n'est autorisé à le faire que s'il a déjà pris possession de sa vingt-troisième et de sa "
    "vingt-quatrième cases";
inline constexpr const char* kBlockPostillon =
    "On n'a, en aucune manière, le droit de boucher complètement le passage du postillon tant "
    "qu'il est sur la pointe d'une flèche, autrement dit tant qu'il n'a pas rejoint le quatrième "
    "quadrant.";
inline constexpr const char* kBlockFirstQuadrant =
    "On n'a pas le droit de boucher complètement le passage des autres dames de l'adversaire en "
    "occupant les six cases du premier quadrant, talon inclus, tant que l'on n'a pas réussi à "
    "amener au moins une de ses dames sur la dernière flèche du dernier quadrant";
inline constexpr const char* kSetUp =
    "Chaque joueur place ses 15 dames du côté de son adversaire et à main gauche de ce dernier "
    "[...] Les 15 dames sur leur case de départ constituent le « Talon ». Le talon des Blancs se "
    "trouve en « m » celui des Noirs en « a ».";
inline constexpr const char* kGoal =
    "Amener ses 15 dames dans le quatrième quadrant du circuit : zone de « s » à « x » pour les "
    "Noirs, et de « g » à « l » pour les Blancs. Puis à sortir le premier ses 15 dames du "
    "tablier.";
}  // namespace quote

// A table as the camera reports it: checkers of each colour per point (mover's numbering
// for the mover, kRail for his borne-off checkers), or the cell that cannot be read.
struct TableReading {
  std::array<std::array<int, 26>, 2> count{};  // [player][point], each in his own numbering
  std::string bad_cell;                        // non-empty when a cell cannot be read
  std::string bad_content;                     // what it shows
  bool unknown_cell = false;  // the cell is no cell of the board (else its content is wrong)
};

// Reads `after`: a borne-off checker of the advanced rules, standing on the opponent's talon,
// counts as off when `bearing[player]` (his checkers are all in the last quadrant).
TableReading read_table(const Options& options, const Occupancy& after,
                        const std::array<bool, 2>& bearing);

// What the table shows that no rule about the roll explains: a checker moved backwards,
// the opponent's checkers touched, a wrong total, too many checkers moved.
RuleBreach explain_table(const JacquetState& state, const Chance& chance, const Occupancy& after);

std::string letters(int player, int first, int last);  // "m..r"

// Between two games (the "game over" phase): what is wrong with the next game's set-up.
RuleBreach explain_set_up(const JacquetState& state, const Chance& chance, const Occupancy& after);

// During a game: the table shows the next game's set-up although this game is not over, or
// before its final position was seen. nullopt when the table shows no set-up.
std::optional<RuleBreach> explain_early_reset(const JacquetState& state,
                                              const std::vector<Play>& legal,
                                              const Occupancy& after);

}  // namespace arbitre::engine::jacquet
