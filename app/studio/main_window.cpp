#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>

#include "calibration_wizard.h"
#include "live_page.h"
#include "review_page.h"
#include "setup_dialog.h"

namespace arbitre::studio {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      tabs_(new QTabWidget(this)),
      live_(new LivePage(this)),
      review_(new ReviewPage(this)) {
  setObjectName(QStringLiteral("mainWindow"));
  setWindowTitle(tr("Arbitre studio"));
  tabs_->addTab(live_, tr("&Live table"));
  tabs_->addTab(review_, tr("&Review"));
  setCentralWidget(tabs_);
  make_menus();
  connect(live_, &LivePage::status, statusBar(),
          [this](const QString& text) { statusBar()->showMessage(text); });
  connect(review_, &ReviewPage::status, statusBar(),
          [this](const QString& text) { statusBar()->showMessage(text); });
  connect(live_, &LivePage::finished, this,
          [this](const QString& summary, const QString&) { statusBar()->showMessage(summary); });
  QSettings settings;
  resize(1280, 800);
  restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
  restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
  tabs_->setCurrentIndex(settings.value(QStringLiteral("window/tab"), 0).toInt());
  statusBar()->showMessage(tr("Ready"));
}

void MainWindow::make_menus() {
  auto add = [this](QMenu* menu, const QString& text, const QKeySequence& keys, auto slot) {
    QAction* action = menu->addAction(text);
    action->setShortcut(keys);
    connect(action, &QAction::triggered, this, slot);
    return action;
  };
  QMenu* game = menuBar()->addMenu(tr("&Game"));
  add(game, tr("&New live game..."), QKeySequence::New, [this] { new_live_game(); });
  add(game, tr("&Stop refereeing"), QKeySequence(Qt::CTRL | Qt::Key_Period),
      [this] { live_->stop(); });
  game->addSeparator();
  add(game, tr("&Calibration wizard..."), QKeySequence(Qt::CTRL | Qt::Key_K),
      [this] { open_calibration_wizard(); });
  game->addSeparator();
  add(game, tr("&Quit"), QKeySequence::Quit, [this] { close(); });

  QMenu* review = menuBar()->addMenu(tr("&Review"));
  add(review, tr("&Open record..."), QKeySequence::Open, [this] { open_record(); });
  add(review, tr("Referee a &video..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
      [this] { referee_video(); });
  review->addSeparator();
  add(review, tr("&Next move"), QKeySequence(Qt::CTRL | Qt::Key_Right),
      [this] { review_->step_forward(); });
  add(review, tr("&Previous move"), QKeySequence(Qt::CTRL | Qt::Key_Left),
      [this] { review_->step_back(); });
  add(review, tr("Next &flag"), QKeySequence(Qt::Key_F3), [this] { review_->jump_to_next_flag(); });
  add(review, tr("&Correct this move..."), QKeySequence(Qt::CTRL | Qt::Key_E),
      [this] { review_->correct_dialog(); });
  add(review, tr("&Export the record..."), QKeySequence::Save,
      [this] { review_->export_dialog(); });

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  add(help, tr("&About Arbitre studio"), QKeySequence(), [this] {
    QMessageBox::about(this, tr("About Arbitre studio"),
                       tr("Arbitre referees games played on a real table: Jacquet, La Jacotte, "
                          "Jeson Jam and Jeu de Toc. A camera looks down at the board; Arbitre "
                          "reads it, checks every move against the rules, keeps the score and "
                          "records the game."));
  });
}

void MainWindow::new_live_game() {
  SetupDialog dialog(this);
  if (dialog.exec() != QDialog::Accepted) return;
  tabs_->setCurrentWidget(live_);
  live_->start(dialog.setup(), dialog.player_names(), dialog.player_colours());
}

void MainWindow::open_record() {
  QSettings settings;
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open a game record"), settings.value(QStringLiteral("review/record")).toString(),
      tr("Records (*.jsonl);;All files (*)"));
  if (path.isEmpty()) return;
  settings.setValue(QStringLiteral("review/record"), path);
  tabs_->setCurrentWidget(review_);
  review_->open_record(path);
}

void MainWindow::referee_video() {
  QSettings settings;
  QDialog dialog(this);
  dialog.setWindowTitle(tr("Referee a video"));
  auto* video = new QLineEdit(settings.value(QStringLiteral("review/video")).toString(), &dialog);
  auto* calibration =
      new QLineEdit(settings.value(QStringLiteral("review/calibration")).toString(), &dialog);
  auto* start = new QLineEdit(&dialog);
  auto* record = new QLineEdit(&dialog);
  start->setPlaceholderText(tr("the game's start (optional: a state JSON)"));
  auto browse = [&dialog](QLineEdit* edit, const QString& filter) {
    const QString path = QFileDialog::getOpenFileName(&dialog, QString(), edit->text(), filter);
    if (!path.isEmpty()) edit->setText(path);
  };
  auto* form = new QFormLayout(&dialog);
  auto* choose_video = new QAction(tr("Browse..."), &dialog);
  video->addAction(choose_video, QLineEdit::TrailingPosition);
  connect(choose_video, &QAction::triggered, &dialog,
          [&] { browse(video, tr("Videos (*.mp4 *.mkv *.avi *.mov)")); });
  auto* choose_calibration = new QAction(tr("Browse..."), &dialog);
  calibration->addAction(choose_calibration, QLineEdit::TrailingPosition);
  connect(choose_calibration, &QAction::triggered, &dialog,
          [&] { browse(calibration, tr("Calibration (*.json)")); });
  // A start.json beside the video is the position it starts from (as `arbitre render` writes).
  connect(video, &QLineEdit::textChanged, &dialog, [&](const QString& path) {
    const QFileInfo info(path);
    const QString beside = info.dir().filePath(QStringLiteral("start.json"));
    start->setText(QFileInfo::exists(beside) ? beside : QString());
    record->setText(info.dir().filePath(info.completeBaseName() + QStringLiteral(".record.jsonl")));
  });
  emit video->textChanged(video->text());
  form->addRow(tr("Video:"), video);
  form->addRow(tr("Board calibration:"), calibration);
  form->addRow(tr("Start from:"), start);
  form->addRow(tr("Record to:"), record);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
  connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  form->addRow(buttons);
  if (dialog.exec() != QDialog::Accepted) return;
  settings.setValue(QStringLiteral("review/video"), video->text());
  settings.setValue(QStringLiteral("review/calibration"), calibration->text());
  tabs_->setCurrentWidget(review_);
  review_->referee_video(video->text(), calibration->text(), start->text(), record->text());
}

void MainWindow::open_calibration_wizard() {
  CalibrationWizard wizard(this);
  wizard.exec();
}

void MainWindow::closeEvent(QCloseEvent* event) {
  live_->stop();
  QSettings settings;
  settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
  settings.setValue(QStringLiteral("window/state"), saveState());
  settings.setValue(QStringLiteral("window/tab"), tabs_->currentIndex());
  event->accept();
}

}  // namespace arbitre::studio
