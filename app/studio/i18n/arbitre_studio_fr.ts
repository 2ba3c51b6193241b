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
        <location filename="../event_text.cpp" line="67" />
        <source>correction accepted</source>
        <translation>correction acceptée</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="32" />
        <location filename="../event_text.cpp" line="118" />
        <source>corrected in review</source>
        <translation>corrigé à la revue</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="69" />
        <source>move taken back</source>
        <translation>coup repris</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="71" />
        <source>overruled</source>
        <translation>passé outre</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="80" />
        <source>%1 throws %2</source>
        <translation>%1 lance %2</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="82" />
        <source>legal</source>
        <translation>légal</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="83" />
        <source>throw not seen: inferred</source>
        <translation>lancer pas vu : déduit</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="84" />
        <source>misread %1</source>
        <translation>mal lu %1</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="93" />
        <location filename="../event_text.cpp" line="125" />
        <source>FLAG illegal (%1) %2 %3: %4</source>
        <translation>SIGNALEMENT coup illégal (%1) %2 %3 : %4</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="96" />
        <source>; legal: %1</source>
        <translation> ; coups légaux : %1</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="99" />
        <location filename="../event_text.cpp" line="127" />
        <source>FLAG unexplained change at %1: %2</source>
        <translation>SIGNALEMENT changement inexpliqué en %1 : %2</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="101" />
        <source>flag resolved: %1</source>
        <translation>signalement levé : %1</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="103" />
        <location filename="../event_text.cpp" line="132" />
        <source>answer: %1</source>
        <translation>réponse : %1</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="106" />
        <source>score: %1</source>
        <translation>score : %1</translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="108" />
        <location filename="../event_text.cpp" line="135" />
        <source>REVISED: %1 taken back: %2</source>
        <translation>RÉVISÉ : %1 repris : %2</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::BoardPage</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="186" />
        <source>Click the four corners</source>
        <translation>Cliquer les quatre coins</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="187" />
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="189" />
        <source>A picture of the board with every piece at its starting place, taken by the camera that will watch the game.</source>
        <translation>Une photo du plateau avec chaque pièce à sa place de départ, prise par la caméra qui regardera la partie.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="194" />
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="195" />
        <source>Take it with the camera</source>
        <translation>La prendre avec la caméra</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="196" />
        <source>Find the board</source>
        <translation>Trouver le plateau</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="202" />
        <source>Game:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="203" />
        <source>Picture or video:</source>
        <translation>Photo ou vidéo :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="214" />
        <source>Starting position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="215" />
        <source>Pictures and videos (*.png *.jpg *.jpeg *.mp4 *.mkv *.avi)</source>
        <translation>Photos et vidéos (*.png *.jpg *.jpeg *.mp4 *.mkv *.avi)</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="221" />
        <source>No camera found.</source>
        <translation>Aucune caméra trouvée.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="230" />
        <source>The camera gave no picture.</source>
        <translation>La caméra n'a donné aucune image.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="272" />
        <source>%1: not a picture or a video that can be read.</source>
        <translation>%1 : ni une photo ni une vidéo lisible.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="293" />
        <source>Click the board's corners: top left, top right, bottom right, bottom left, as the board is printed.</source>
        <translation>Cliquez les coins du plateau : en haut à gauche, en haut à droite, en bas à droite, en bas à gauche, tel que le plateau est imprimé.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="312" />
        <source>Choose a picture of the starting position first.</source>
        <translation>Choisissez d'abord une photo de la position de départ.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="333" />
        <source>Not calibrated: %1</source>
        <translation>Pas calibré : %1</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="339" />
        <source>Board found (%1) and every piece at its starting place. Press Next.</source>
        <translation>Plateau trouvé (%1), chaque pièce à sa place de départ. Appuyez sur Suivant.</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::CalibrationWizard</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="421" />
        <source>Calibration</source>
        <translation>Calibrage</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::CameraPage</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="56" />
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="58" />
        <source>Show the printed ChArUco sheet (arbitre print-board --charuco) to the camera, held still in ten places or more, tilted different ways. Or load a camera file, or skip: Arbitre then works undistorted.</source>
        <translation>Montrez à la caméra la feuille ChArUco imprimée (arbitre print-board --charuco), tenue immobile à dix endroits ou plus, inclinée de différentes façons. Ou chargez un fichier de caméra, ou passez : Arbitre travaille alors sans corriger l'objectif.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="67" />
        <source>or a video, or a folder of pictures, of the sheet</source>
        <translation>ou une vidéo, ou un dossier de photos, de la feuille</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="68" />
        <source>or load a camera file (camera.json)</source>
        <translation>ou chargez un fichier de caméra (camera.json)</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="71" />
        <source>Collect from the camera</source>
        <translation>Collecter depuis la caméra</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="72" />
        <source>Collect from the video or folder</source>
        <translation>Collecter depuis la vidéo ou le dossier</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="73" />
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="80" />
        <source>Camera:</source>
        <translation>Caméra :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="81" />
        <source>Video or folder:</source>
        <translation>Vidéo ou dossier :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="82" />
        <source>Save the lens to:</source>
        <translation>Enregistrer l'objectif dans :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="83" />
        <source>Camera file:</source>
        <translation>Fichier de caméra :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="104" />
        <source>Views collected: %1 (%2 frames searched; %3 corners in view).</source>
        <translation>Vues collectées : %1 (%2 images examinées ; %3 coins visibles).</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="109" />
        <source> Error so far: %1 px.</source>
        <translation> Erreur actuelle : %1 px.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="110" />
        <source> Calibrated: press Next to keep it.</source>
        <translation> Calibré : appuyez sur Suivant pour le garder.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="120" />
        <source>Looking for the sheet...</source>
        <translation>Recherche de la feuille...</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="136" />
        <source>Calibrated from %1 views: error %2 px. Press Next to keep it.</source>
        <translation>Calibré sur %1 vues : erreur %2 px. Appuyez sur Suivant pour le garder.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="139" />
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
        <location filename="../flag_panel.cpp" line="25" />
        <source>&lt;b&gt;Illegal move&lt;/b&gt; by %1 with %2: %3</source>
        <translation>&lt;b&gt;Coup illégal&lt;/b&gt; de %1 avec %2 : %3</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="28" />
        <source>&lt;br&gt;Rule %1</source>
        <translation>&lt;br&gt;Règle %1</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="34" />
        <source>&lt;br&gt;Legal moves: %1</source>
        <translation>&lt;br&gt;Coups légaux : %1</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="37" />
        <source>&lt;b&gt;Unexplained change&lt;/b&gt; at %1</source>
        <translation>&lt;b&gt;Changement inexpliqué&lt;/b&gt; en %1</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="44" />
        <source>Flag</source>
        <translation>Signalement</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="46" />
        <source>&amp;Accept correction</source>
        <translation>&amp;Accepter la correction</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="47" />
        <source>&amp;Take back</source>
        <translation>&amp;Reprendre le coup</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="48" />
        <source>&amp;Overrule</source>
        <translation>&amp;Passer outre</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="52" />
        <source>The players set the table to the nearest legal move (Ctrl+1)</source>
        <translation>Les joueurs remettent la table au coup légal le plus proche (Ctrl+1)</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="53" />
        <source>The move is taken back: the record stays as it was (Ctrl+2)</source>
        <translation>Le coup est repris : la partie enregistrée reste telle qu'elle était (Ctrl+2)</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="54" />
        <source>The table is right: record what it shows (Ctrl+3)</source>
        <translation>La table a raison : enregistrer ce qu’elle montre (Ctrl+3)</translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="76" />
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
        <location filename="../calibration_wizard.cpp" line="359" />
        <source>Colours and profile</source>
        <translation>Couleurs et profil</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="361" />
        <source>The pieces' colours sampled from the starting position. Save the profile: the live table and the review take it as the board's calibration.</source>
        <translation>Les couleurs des pièces relevées sur la position de départ. Enregistrez le profil : la table en direct et la revue le prennent comme calibrage du plateau.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="368" />
        <source>Save to:</source>
        <translation>Enregistrer dans :</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="376" />
        <source>Board found by %1.</source>
        <translation>Plateau trouvé par %1.</translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="382" />
        <source>Pieces %1: %2 (%3 samples)&lt;br&gt;</source>
        <translation>Pièces %1 : %2 (%3 relevés)&lt;br&gt;</translation>
    </message>
</context>
<context>
    <name>arbitre::studio::RefereeWorker</name>
    <message>
        <location filename="../referee_run.cpp" line="101" />
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="107" />
        <source>the video ended</source>
        <translation>la vidéo est terminée</translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="120" />
        <source>the record cannot be written</source>
        <translation>la partie ne peut pas être enregistrée</translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="193" />
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="202" />
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
        <location filename="../setup_dialog.cpp" line="48" />
        <source>Match settings</source>
        <translation>Réglages du match</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="51" />
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="53" />
        <source>Video file, played at its pace</source>
        <translation>Fichier vidéo, lu à son rythme</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="58" />
        <source>New live game</source>
        <translation>Nouvelle partie en direct</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="61" />
        <source>Board calibration:</source>
        <translation>Calibrage du plateau :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="62" />
        <source>Board calibration</source>
        <translation>Calibrage du plateau</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="62" />
        <source>Calibration (*.json)</source>
        <translation>Calibrage (*.json)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="63" />
        <source>Game:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="64" />
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="64" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="64" />
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="72" />
        <source>no camera found</source>
        <translation>aucune caméra trouvée</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="73" />
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="77" />
        <source>Video</source>
        <translation>Vidéo</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="77" />
        <source>Videos (*.mp4 *.mkv *.avi *.mov)</source>
        <translation>Vidéos (*.mp4 *.mkv *.avi *.mov)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="78" />
        <source>Record to:</source>
        <translation>Enregistrer dans :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="79" />
        <source>Game record</source>
        <translation>Partie enregistrée</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="79" />
        <source>Records (*.jsonl)</source>
        <translation>Parties (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="80" />
        <source>Start from (optional):</source>
        <translation>Partir de (facultatif) :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="81" />
        <source>Starting state</source>
        <translation>État de départ</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="81" />
        <source>States (*.json)</source>
        <translation>États (*.json)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="83" />
        <source>Settles what chance decides before play (who opens, the deck)</source>
        <translation>Fixe ce que le hasard décide avant le jeu (qui commence, le paquet)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="84" />
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="86" />
        <source>Start refereeing</source>
        <translation>Commencer l'arbitrage</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="92" />
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="114" />
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="147" />
        <source>(choose the board's calibration)</source>
        <translation>(choisissez le calibrage du plateau)</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="272" />
        <source>Choose the board's calibration (made by the calibration wizard).</source>
        <translation>Choisissez le calibrage du plateau (fait par l'assistant de calibrage).</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="275" />
        <source>No camera found: choose a video file.</source>
        <translation>Aucune caméra trouvée : choisissez un fichier vidéo.</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="275" />
        <source>Choose a video file.</source>
        <translation>Choisissez un fichier vidéo.</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="277" />
        <source>The video %1 does not exist.</source>
        <translation>La vidéo %1 n'existe pas.</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="278" />
        <source>Choose where the game record goes.</source>
        <translation>Choisissez où enregistrer la partie.</translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="280" />
        <source>Match setting %1 is not valid.</source>
        <translation>Le réglage %1 n'est pas valide.</translation>
    </message>
</context>
</TS>