"""French for the breach messages every game shares (engine/src/referee.cpp,
engine/src/reconcile/flags.cpp) and the kinds of chance (engine/src/chance.cpp)."""

FRENCH = {
    'the game is over: no move can be played': 'la partie est finie : aucun coup ne peut être joué',
    'this position awaits a %1, not a %2': 'cette position attend %1, pas %2',
    'no throw was read, and no legal move explains the change':
        "aucun lancer n'a été lu, et aucun coup légal n'explique le changement",
    'none': 'rien',
    'dice pair': 'un jet de deux dés',
    'stick throw': 'un lancer de bâtonnets',
    'card played': 'une carte jouée',
}
