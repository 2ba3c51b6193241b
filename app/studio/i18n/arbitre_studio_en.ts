<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>EventText</name>
    <message>
        <location filename="../event_text.cpp" line="12"/>
        <source>take the move back or play a legal one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="13"/>
        <source>the table differs from the record: put the pieces as the record says, or play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="16"/>
        <source>overruled: the throw was read wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="17"/>
        <source>the table stands: these places are read as the record says until they change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="20"/>
        <source>corrected to the nearest legal move: set the table to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="21"/>
        <source>the record stands: put the pieces back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="22"/>
        <source>a move was entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="23"/>
        <source>entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="24"/>
        <source>replaces the throw read before (read again or thrown again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="25"/>
        <source>the table matches the record again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="26"/>
        <source>the table shows the position before them again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="27"/>
        <source>the table shows another legal continuation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="28"/>
        <source>a legal move followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="29"/>
        <source>read with the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="30"/>
        <source>not seen: inferred from the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="31"/>
        <location filename="../event_text.cpp" line="67"/>
        <source>correction accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="32"/>
        <location filename="../event_text.cpp" line="118"/>
        <source>corrected in review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="69"/>
        <source>move taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="71"/>
        <source>overruled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="80"/>
        <source>%1 throws %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="82"/>
        <source>legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="83"/>
        <source>throw not seen: inferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="84"/>
        <source>misread %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="93"/>
        <location filename="../event_text.cpp" line="125"/>
        <source>FLAG illegal (%1) %2 %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="96"/>
        <source>; legal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="99"/>
        <location filename="../event_text.cpp" line="127"/>
        <source>FLAG unexplained change at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="101"/>
        <source>flag resolved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="103"/>
        <location filename="../event_text.cpp" line="132"/>
        <source>answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="106"/>
        <source>score: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_text.cpp" line="108"/>
        <location filename="../event_text.cpp" line="135"/>
        <source>REVISED: %1 taken back: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::BoardPage</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="186"/>
        <source>Click the four corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="187"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="189"/>
        <source>A picture of the board with every piece at its starting place, taken by the camera that will watch the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="194"/>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="195"/>
        <source>Take it with the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="196"/>
        <source>Find the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="202"/>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="203"/>
        <source>Picture or video:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="214"/>
        <source>Starting position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="215"/>
        <source>Pictures and videos (*.png *.jpg *.jpeg *.mp4 *.mkv *.avi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="221"/>
        <source>No camera found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="230"/>
        <source>The camera gave no picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="272"/>
        <source>%1: not a picture or a video that can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="293"/>
        <source>Click the board&apos;s corners: top left, top right, bottom right, bottom left, as the board is printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="312"/>
        <source>Choose a picture of the starting position first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="333"/>
        <source>Not calibrated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="339"/>
        <source>Board found (%1) and every piece at its starting place. Press Next.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::CalibrationWizard</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="421"/>
        <source>Calibration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::CameraPage</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="56"/>
        <source>Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="58"/>
        <source>Show the printed ChArUco sheet (arbitre print-board --charuco) to the camera, held still in ten places or more, tilted different ways. Or load a camera file, or skip: Arbitre then works undistorted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="67"/>
        <source>or a video, or a folder of pictures, of the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="68"/>
        <source>or load a camera file (camera.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="71"/>
        <source>Collect from the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="72"/>
        <source>Collect from the video or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="73"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="80"/>
        <source>Camera:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="81"/>
        <source>Video or folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="82"/>
        <source>Save the lens to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="83"/>
        <source>Camera file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="104"/>
        <source>Views collected: %1 (%2 frames searched; %3 corners in view).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="109"/>
        <source> Error so far: %1 px.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="110"/>
        <source> Calibrated: press Next to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="120"/>
        <source>Looking for the sheet...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="136"/>
        <source>Calibrated from %1 views: error %2 px. Press Next to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="139"/>
        <source>Not trusted yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::CharucoWorker</name>
    <message>
        <location filename="../charuco_collector.cpp" line="41"/>
        <source>Camera lost (%1): reconnecting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../charuco_collector.cpp" line="64"/>
        <source>%1 more views needed: hold the sheet still in new places and tilts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::EventLogModel</name>
    <message>
        <location filename="../event_log_model.cpp" line="117"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_log_model.cpp" line="119"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../event_log_model.cpp" line="121"/>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::FlagPanel</name>
    <message>
        <location filename="../flag_panel.cpp" line="25"/>
        <source>&lt;b&gt;Illegal move&lt;/b&gt; by %1 with %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="28"/>
        <source>&lt;br&gt;Rule %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="34"/>
        <source>&lt;br&gt;Legal moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="37"/>
        <source>&lt;b&gt;Unexplained change&lt;/b&gt; at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="44"/>
        <source>Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="46"/>
        <source>&amp;Accept correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="47"/>
        <source>&amp;Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="48"/>
        <source>&amp;Overrule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="52"/>
        <source>The players set the table to the nearest legal move (Ctrl+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="53"/>
        <source>The move is taken back: the record stays as it was (Ctrl+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="54"/>
        <source>The table is right: record what it shows (Ctrl+3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../flag_panel.cpp" line="76"/>
        <source>No flag: the table agrees with the record.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::FrameView</name>
    <message>
        <location filename="../frame_view.cpp" line="69"/>
        <source>No picture yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::LivePage</name>
    <message>
        <location filename="../live_page.cpp" line="36"/>
        <source>&amp;Enter move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="37"/>
        <source>Enter &amp;throw only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="40"/>
        <source>Start a game (Ctrl+N): choose the board&apos;s calibration and a camera.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="66"/>
        <source>Position (the record)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="68"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="93"/>
        <source>Enter by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="96"/>
        <source>throw or card: 6-5, 3, QH (none for Jeson Jam)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="101"/>
        <source>Throw:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="102"/>
        <source>Move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="110"/>
        <source>The dice or the card the camera cannot see: the next move is judged with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="137"/>
        <source>Refereeing %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../live_page.cpp" line="142"/>
        <source>Camera lost (%1): reconnecting. The game is kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::MainWindow</name>
    <message>
        <location filename="../main_window.cpp" line="31"/>
        <source>Arbitre studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="32"/>
        <source>&amp;Live table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="33"/>
        <location filename="../main_window.cpp" line="67"/>
        <source>&amp;Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="47"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="57"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="58"/>
        <source>&amp;New live game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="59"/>
        <source>&amp;Stop refereeing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="62"/>
        <source>&amp;Calibration wizard...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="65"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="68"/>
        <source>&amp;Open record...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="69"/>
        <source>Referee a &amp;video...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="72"/>
        <source>&amp;Next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="74"/>
        <source>&amp;Previous move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="76"/>
        <source>Next &amp;flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="77"/>
        <source>&amp;Correct this move...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="79"/>
        <source>&amp;Export the record...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="82"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="83"/>
        <source>&amp;About Arbitre studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="84"/>
        <source>About Arbitre studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="85"/>
        <source>Arbitre referees games played on a real table: Jacquet, La Jacotte, Jeson Jam and Jeu de Toc. A camera looks down at the board; Arbitre reads it, checks every move against the rules, keeps the score and records the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="102"/>
        <source>Open a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="103"/>
        <source>Records (*.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="113"/>
        <source>Referee a video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="119"/>
        <source>the game&apos;s start (optional: a state JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="125"/>
        <location filename="../main_window.cpp" line="129"/>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="128"/>
        <source>Videos (*.mp4 *.mkv *.avi *.mov)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="132"/>
        <source>Calibration (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="141"/>
        <source>Video:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="142"/>
        <source>Board calibration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="143"/>
        <source>Start from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="144"/>
        <source>Record to:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ProfilePage</name>
    <message>
        <location filename="../calibration_wizard.cpp" line="359"/>
        <source>Colours and profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="361"/>
        <source>The pieces&apos; colours sampled from the starting position. Save the profile: the live table and the review take it as the board&apos;s calibration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="368"/>
        <source>Save to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="376"/>
        <source>Board found by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../calibration_wizard.cpp" line="382"/>
        <source>Pieces %1: %2 (%3 samples)&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::RefereeWorker</name>
    <message>
        <location filename="../referee_run.cpp" line="101"/>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="107"/>
        <source>the video ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="120"/>
        <source>the record cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="193"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../referee_run.cpp" line="202"/>
        <source>%1: %2 moves, %3 flags, %4 frames, %5 readings. Score: %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ReviewPage</name>
    <message>
        <location filename="../review_page.cpp" line="41"/>
        <source>Open a record (Ctrl+O), or a video to referee it (Ctrl+Shift+O).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="103"/>
        <source>No video for this record: only the positions are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="108"/>
        <source>Reviewing %1: %2 moves, %3 flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="179"/>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="209"/>
        <source>No flag after this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="216"/>
        <source>Correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="216"/>
        <source>Choose a move or a flag to correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="220"/>
        <source>Correct the move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="234"/>
        <source>The rest of the game is refereed again from the table views the record kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="237"/>
        <source>Throw:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="238"/>
        <source>Move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="246"/>
        <source>Export the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="247"/>
        <source>Records (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="253"/>
        <source>Record written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../review_page.cpp" line="269"/>
        <source>Refereeing %1...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ScoreChart</name>
    <message>
        <location filename="../score_panel.cpp" line="56"/>
        <source>score changes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::ScorePanel</name>
    <message>
        <location filename="../score_panel.cpp" line="82"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../score_panel.cpp" line="82"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbitre::studio::SetupDialog</name>
    <message>
        <location filename="../setup_dialog.cpp" line="48"/>
        <source>Match settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="51"/>
        <source>Camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="53"/>
        <source>Video file, played at its pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="58"/>
        <source>New live game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="61"/>
        <source>Board calibration:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="62"/>
        <source>Board calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="62"/>
        <source>Calibration (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="63"/>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="64"/>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="64"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="64"/>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="72"/>
        <source>no camera found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="73"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="77"/>
        <source>Video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="77"/>
        <source>Videos (*.mp4 *.mkv *.avi *.mov)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="78"/>
        <source>Record to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="79"/>
        <source>Game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="79"/>
        <source>Records (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="80"/>
        <source>Start from (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="81"/>
        <source>Starting state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="81"/>
        <source>States (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="83"/>
        <source>Settles what chance decides before play (who opens, the deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="84"/>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="86"/>
        <source>Start refereeing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="92"/>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="114"/>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="147"/>
        <source>(choose the board&apos;s calibration)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="272"/>
        <source>Choose the board&apos;s calibration (made by the calibration wizard).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="275"/>
        <source>No camera found: choose a video file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="275"/>
        <source>Choose a video file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="277"/>
        <source>The video %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="278"/>
        <source>Choose where the game record goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../setup_dialog.cpp" line="280"/>
        <source>Match setting %1 is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
