#!/usr/bin/env python3
"""Fills arbitre_studio_fr.ts with the French texts below (run after the arbitre_studio_lupdate
target has refreshed the .ts files from the sources). A source text missing here is reported,
and stays untranslated (shown in English)."""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

FRENCH = {
    'Click the four corners': 'Cliquer les quatre coins',
    'Board': 'Plateau',
    'A picture of the board with every piece at its starting place, taken by the camera that will watch the game.':
        'Une photo du plateau avec chaque pièce à sa place de départ, prise par la caméra qui regardera la partie.',
    'Browse...': 'Parcourir...',
    'Take it with the camera': 'La prendre avec la caméra',
    'Find the board': 'Trouver le plateau',
    'Game:': 'Jeu :',
    'Board:': 'Plateau :',
    'Rules:': 'Règles :',
    "The games this board's calibration can referee: those of its board whose pieces' colours it learned":
        'Les jeux que le calibrage de ce plateau peut arbitrer : ceux de ce plateau dont il a appris '
        'les couleurs des pièces',
    'Picture or video:': 'Photo ou vidéo :',
    'Starting position': 'Position de départ',
    'Pictures and videos (*.png *.jpg *.jpeg *.mp4 *.mkv *.avi)': 'Photos et vidéos (*.png *.jpg *.jpeg *.mp4 *.mkv *.avi)',
    'No camera found.': 'Aucune caméra trouvée.',
    'The camera gave no picture.': "La caméra n'a donné aucune image.",
    '%1: not a picture or a video that can be read.': '%1 : ni une photo ni une vidéo lisible.',
    "Click the board's corners: top left, top right, bottom right, bottom left, as the board is printed.":
        'Cliquez les coins du plateau : en haut à gauche, en haut à droite, en bas à droite, en bas à gauche, tel que le plateau est imprimé.',
    'Choose a picture of the starting position first.': "Choisissez d'abord une photo de la position de départ.",
    'Not calibrated: %1': 'Pas calibré : %1',
    'Board found (%1) and every piece at its starting place. Press Next.':
        'Plateau trouvé (%1), chaque pièce à sa place de départ. Appuyez sur Suivant.',
    'Calibration': 'Calibrage',
    'Camera': 'Caméra',
    'Show the printed ChArUco sheet (arbitre print-board --charuco) to the camera, held still in ten places or more, tilted different ways. Or load a camera file, or skip: Arbitre then works undistorted.':
        "Montrez à la caméra la feuille ChArUco imprimée (arbitre print-board --charuco), tenue immobile à dix endroits ou plus, inclinée de différentes façons. Ou chargez un fichier de caméra, ou passez : Arbitre travaille alors sans corriger l'objectif.",
    'or a video, or a folder of pictures, of the sheet': "ou une vidéo, ou un dossier de photos, de la feuille",
    'or load a camera file (camera.json)': 'ou chargez un fichier de caméra (camera.json)',
    'Collect from the camera': 'Collecter depuis la caméra',
    'Collect from the video or folder': 'Collecter depuis la vidéo ou le dossier',
    'Stop': 'Arrêter',
    'Camera:': 'Caméra :',
    'Video or folder:': 'Vidéo ou dossier :',
    'Save the lens to:': "Enregistrer l'objectif dans :",
    'Camera file:': 'Fichier de caméra :',
    'Views collected: %1 (%2 frames searched; %3 corners in view).':
        'Vues collectées : %1 (%2 images examinées ; %3 coins visibles).',
    ' Error so far: %1 px.': ' Erreur actuelle : %1 px.',
    ' Calibrated: press Next to keep it.': ' Calibré : appuyez sur Suivant pour le garder.',
    'Looking for the sheet...': 'Recherche de la feuille...',
    'Calibrated from %1 views: error %2 px. Press Next to keep it.':
        'Calibré sur %1 vues : erreur %2 px. Appuyez sur Suivant pour le garder.',
    'Not trusted yet: %1': 'Pas encore fiable : %1',
    'Camera lost (%1): reconnecting': 'Caméra perdue (%1) : reconnexion',
    '%1 more views needed: hold the sheet still in new places and tilts':
        'Encore %1 vues nécessaires : tenez la feuille immobile à de nouveaux endroits et inclinaisons',
    'Time': 'Temps',
    'Player': 'Joueur',
    'What happened': 'Ce qui s\u2019est passé',
    '<b>Illegal move</b> by %1 with %2: %3': '<b>Coup illégal</b> de %1 avec %2 : %3',
    '<br>Rule %1': '<br>Règle %1',
    '<br>Legal moves: %1': '<br>Coups légaux : %1',
    '<b>Unexplained change</b> at %1': '<b>Changement inexpliqué</b> en %1',
    'Flag': 'Signalement',
    '&Accept correction': '&Accepter la correction',
    '&Take back': '&Reprendre le coup',
    '&Overrule': '&Passer outre',
    'The players set the table to the nearest legal move (Ctrl+1)':
        'Les joueurs remettent la table au coup légal le plus proche (Ctrl+1)',
    'The move is taken back: the record stays as it was (Ctrl+2)':
        "Le coup est repris : la partie enregistrée reste telle qu'elle était (Ctrl+2)",
    'The table is right: record what it shows (Ctrl+3)':
        'La table a raison : enregistrer ce qu\u2019elle montre (Ctrl+3)',
    'No flag: the table agrees with the record.': 'Aucun signalement : la table est conforme à la partie enregistrée.',
    'No picture yet': "Pas encore d'image",
    '&Enter move': '&Saisir le coup',
    'Enter &throw only': 'Saisir le &lancer seul',
    'The dice or the card the camera cannot see: the next move is judged with it':
        'Les dés ou la carte que la caméra ne voit pas : le coup suivant est jugé avec',
    "Start a game (Ctrl+N): choose the board's calibration and a camera.":
        'Commencez une partie (Ctrl+N) : choisissez le calibrage du plateau et une caméra.',
    'Position (the record)': 'Position (partie enregistrée)',
    'Score': 'Score',
    'Enter by hand': 'Saisie à la main',
    'throw or card: 6-5, 3, QH (none for Jeson Jam)': 'lancer ou carte : 6-5, 3, QH (rien pour le Jeson Jam)',
    'Throw:': 'Lancer :',
    'Move:': 'Coup :',
    'Refereeing %1 (%2)': 'Arbitrage de %1 (%2)',
    'Camera lost (%1): reconnecting. The game is kept.': 'Caméra perdue (%1) : reconnexion. La partie est conservée.',
    'Arbitre studio': 'Arbitre studio',
    '&Live table': 'Table en &direct',
    '&Review': '&Revoir',
    'Ready': 'Prêt',
    '&Game': '&Partie',
    '&New live game...': '&Nouvelle partie en direct...',
    '&Stop refereeing': "&Arrêter l'arbitrage",
    '&Calibration wizard...': 'Assistant de &calibrage...',
    '&Quit': '&Quitter',
    '&Open record...': '&Ouvrir une partie enregistrée...',
    'Referee a &video...': 'Arbitrer une &vidéo...',
    '&Next move': 'Coup &suivant',
    '&Previous move': 'Coup &précédent',
    'Next &flag': '&Signalement suivant',
    '&Correct this move...': '&Corriger ce coup...',
    '&Export the record...': '&Exporter la partie...',
    '&Help': '&Aide',
    '&About Arbitre studio': '&À propos d\u2019Arbitre studio',
    'About Arbitre studio': 'À propos d\u2019Arbitre studio',
    'Arbitre referees games played on a real table: Jacquet, La Jacotte, Jeson Jam and Jeu de Toc. A camera looks down at the board; Arbitre reads it, checks every move against the rules, keeps the score and records the game.':
        'Arbitre arbitre les parties jouées sur une vraie table : Jacquet, La Jacotte, Jeson Jam et Jeu de Toc. Une caméra regarde le plateau ; Arbitre le lit, vérifie chaque coup selon les règles, tient le score et enregistre la partie.',
    'Open a game record': 'Ouvrir une partie enregistrée',
    'Records (*.jsonl);;All files (*)': 'Parties (*.jsonl);;Tous les fichiers (*)',
    'Referee a video': 'Arbitrer une vidéo',
    "the game's start (optional: a state JSON)": 'le départ de la partie (facultatif : un état JSON)',
    'Videos (*.mp4 *.mkv *.avi *.mov)': 'Vidéos (*.mp4 *.mkv *.avi *.mov)',
    'Calibration (*.json)': 'Calibrage (*.json)',
    'Video:': 'Vidéo :',
    'Board calibration:': 'Calibrage du plateau :',
    'Start from:': 'Partir de :',
    'Record to:': 'Enregistrer dans :',
    'Colours and profile': 'Couleurs et profil',
    "The pieces' colours sampled from the starting position. Save the profile: the live table and the review take it as the board's calibration.":
        'Les couleurs des pièces relevées sur la position de départ. Enregistrez le profil : la table en direct et la revue le prennent comme calibrage du plateau.',
    'Save to:': 'Enregistrer dans :',
    'Board found by %1.': 'Plateau trouvé par %1.',
    'Pieces %1: %2 (%3 samples)<br>': 'Pièces %1 : %2 (%3 relevés)<br>',
    'the game is over': 'la partie est finie',
    'the video ended': 'la vidéo est terminée',
    'the record cannot be written': "la partie ne peut pas être enregistrée",
    'stopped': 'arrêté',
    '%1: %2 moves, %3 flags, %4 frames, %5 readings. Score: %6':
        '%1 : %2 coups, %3 signalements, %4 images, %5 lectures. Score : %6',
    'Open a record (Ctrl+O), or a video to referee it (Ctrl+Shift+O).':
        'Ouvrez une partie enregistrée (Ctrl+O), ou une vidéo pour l\u2019arbitrer (Ctrl+Maj+O).',
    'No video for this record: only the positions are shown.':
        'Pas de vidéo pour cette partie : seules les positions sont montrées.',
    'Reviewing %1: %2 moves, %3 flags': 'Revue de %1 : %2 coups, %3 signalements',
    'Start of the game': 'Début de la partie',
    'No flag after this step.': 'Aucun signalement après ce moment.',
    'Correct': 'Corriger',
    'Choose a move or a flag to correct.': 'Choisissez un coup ou un signalement à corriger.',
    'Correct the move': 'Corriger le coup',
    'The rest of the game is refereed again from the table views the record kept.':
        'La suite de la partie est arbitrée à nouveau à partir des vues de la table conservées dans l\u2019enregistrement.',
    'Export the record': 'Exporter la partie',
    'Records (*.jsonl)': 'Parties (*.jsonl)',
    'Record written to %1': 'Partie écrite dans %1',
    'Refereeing %1...': 'Arbitrage de %1...',
    'score changes': 'changements de score',
    'Side': 'Camp',
    'Points': 'Points',
    'Match settings': 'Réglages du match',
    'Video file, played at its pace': 'Fichier vidéo, lu à son rythme',
    'New live game': 'Nouvelle partie en direct',
    'Board calibration': 'Calibrage du plateau',
    'Seat': 'Place',
    'Name': 'Nom',
    'Colour': 'Couleur',
    'no camera found': 'aucune caméra trouvée',
    'Source': 'Source',
    'Video': 'Vidéo',
    'Game record': 'Partie enregistrée',
    'Start from (optional):': 'Partir de (facultatif) :',
    'Starting state': 'État de départ',
    'States (*.json)': 'États (*.json)',
    'Settles what chance decides before play (who opens, the deck)':
        'Fixe ce que le hasard décide avant le jeu (qui commence, le paquet)',
    'Seed:': 'Graine :',
    'Start refereeing': "Commencer l'arbitrage",
    'Players:': 'Joueurs :',
    "(choose the board's calibration)": '(choisissez le calibrage du plateau)',
    "Choose the board's calibration (made by the calibration wizard).":
        "Choisissez le calibrage du plateau (fait par l'assistant de calibrage).",
    'No camera found: choose a video file.': 'Aucune caméra trouvée : choisissez un fichier vidéo.',
    'Choose a video file.': 'Choisissez un fichier vidéo.',
    'The video %1 does not exist.': "La vidéo %1 n'existe pas.",
    'Choose where the game record goes.': 'Choisissez où enregistrer la partie.',
    'Match setting %1 is not valid.': "Le réglage %1 n'est pas valide.",
    # The referee's events and the engine's notes (event_text.cpp).
    'take the move back or play a legal one': 'reprenez le coup ou jouez un coup légal',
    "judged after the previous player's discard or pass, which left the table as it was: take the move back or play a legal one":
        "jugé après que le joueur précédent a défaussé ou passé, ce qui a laissé la table telle quelle : "
        "reprenez le coup ou jouez un coup légal",
    'the table differs from the record: put the pieces as the record says, or play on':
        'la table diffère de la partie enregistrée : remettez les pièces comme elle le dit, ou jouez',
    'overruled: the throw was read wrong': 'passé outre : le lancer a été mal lu',
    'the table stands: these places are read as the record says until they change':
        'la table fait foi : ces cases sont lues comme la partie enregistrée le dit jusqu\u2019à ce qu\u2019elles changent',
    'corrected to the nearest legal move: set the table to it':
        'corrigé par le coup légal le plus proche : mettez la table dans cette position',
    'the record stands: put the pieces back': 'la partie enregistrée fait foi : remettez les pièces',
    'a move was entered by hand': 'un coup a été saisi à la main',
    'entered by hand': 'saisi à la main',
    'replaces the throw read before (read again or thrown again)':
        'remplace le lancer lu avant (relu ou relancé)',
    'the table matches the record again': 'la table est de nouveau conforme à la partie enregistrée',
    'the table shows the position before them again': 'la table montre de nouveau la position d\u2019avant',
    'the table shows another legal continuation': 'la table montre une autre suite légale',
    'a legal move followed': 'un coup légal a suivi',
    'read with the move': 'lu avec le coup',
    'not seen: inferred from the move': 'pas vu : déduit du coup',
    'misread surely before and after it: read as the record says until a move changes it':
        'mal lu sûrement avant et après le coup : lu comme la partie enregistrée le dit jusqu\u2019à ce qu\u2019un coup le change',
    'the recording ended with the throw not played': 'l\u2019enregistrement a pris fin sans que le lancer soit joué',
    'throw read unsurely, taken up without a move: a pass, all it allowed':
        'lancer lu sans certitude, ramassé sans coup joué : un passe, seul coup qu\u2019il permettait',
    'recorded on a throw nobody read; the dice read since make it illegal, and it was taken back':
        'enregistré sur un lancer que personne n\u2019a lu ; les dés lus depuis le rendent '
        'illégal, et il a été repris',
    'the same dice read again surely show another throw, under which the move is illegal':
        'les mêmes dés relus sûrement montrent un autre lancer, sur lequel le coup est illégal',
    'correction accepted': 'correction acceptée',
    'corrected in review': 'corrigé à la revue',
    'move taken back': 'coup repris',
    'overruled': 'passé outre',
    '%1 throws %2': '%1 lance %2',
    'legal': 'légal',
    'throw not seen: inferred': 'lancer pas vu : déduit',
    'misread %1': 'mal lu %1',
    'FLAG illegal (%1) %2 %3: %4': 'SIGNALEMENT coup illégal (%1) %2 %3 : %4',
    '; legal: %1': ' ; coups légaux : %1',
    'FLAG unexplained change at %1: %2': 'SIGNALEMENT changement inexpliqué en %1 : %2',
    'flag resolved: %1': 'signalement levé : %1',
    'answer: %1': 'réponse : %1',
    'score: %1': 'score : %1',
    'REVISED: %1 taken back: %2': 'RÉVISÉ : %1 repris : %2',
}


# The rules' messages and the words they carry (engine/src/<game>/*diagnose*.cpp), one file per
# game beside this one: french_rules_<game>.py, each with its own FRENCH dictionary.
RULE_FILES = ('french_rules_core', 'french_rules_jacquet', 'french_rules_jacotte',
              'french_rules_jeson_jam', 'french_rules_toc')


def all_french() -> dict:
    sys.path.insert(0, str(Path(__file__).parent))
    french = dict(FRENCH)
    for name in RULE_FILES:
        module = __import__(name)
        for source, text in module.FRENCH.items():
            if french.get(source, text) != text:
                print(f'{name}: a second French text for {source!r}', file=sys.stderr)
            french[source] = text
    return french


def main() -> int:
    french = all_french()
    path = Path(__file__).with_name('arbitre_studio_fr.ts')
    tree = ET.parse(path)
    missing = []
    for message in tree.getroot().iter('message'):
        source = message.find('source').text
        translation = message.find('translation')
        if source in french:
            translation.text = french[source]
            translation.attrib.pop('type', None)
        else:
            missing.append(source)
    tree.write(path, encoding='utf-8', xml_declaration=True)
    for source in missing:
        print(f'untranslated: {source!r}', file=sys.stderr)
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
