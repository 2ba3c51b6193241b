#include "live_page.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "event_log_model.h"
#include "flag_panel.h"
#include "frame_view.h"
#include "qt_convert.h"
#include "score_panel.h"

namespace arbitre::studio {

LivePage::LivePage(QWidget* parent)
    : QWidget(parent),
      view_(new FrameView(this)),
      banner_(new QLabel(this)),
      position_(new QPlainTextEdit(this)),
      log_(new EventLogModel(this)),
      log_view_(new QTableView(this)),
      score_(new ScorePanel(this)),
      flag_(new FlagPanel(this)),
      chance_(new QLineEdit(this)),
      move_(new QComboBox(this)),
      enter_(new QPushButton(tr("&Enter move"), this)),
      enter_throw_(new QPushButton(tr("Enter &throw only"), this)),
      entry_error_(new QLabel(this)) {
  setObjectName(QStringLiteral("livePage"));
  view_->set_placeholder(tr("Start a game (Ctrl+N): choose the board's calibration and a camera."));
  banner_->setObjectName(QStringLiteral("banner"));
  banner_->setStyleSheet(QStringLiteral("background: #c62828; color: white; padding: 6px;"));
  banner_->hide();
  position_->setReadOnly(true);
  position_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  position_->setObjectName(QStringLiteral("position"));
  position_->setLineWrapMode(QPlainTextEdit::NoWrap);
  log_view_->setModel(log_);
  log_view_->setObjectName(QStringLiteral("moveLog"));
  log_view_->horizontalHeader()->setStretchLastSection(true);
  log_view_->verticalHeader()->hide();
  log_view_->setSelectionBehavior(QAbstractItemView::SelectRows);

  auto* left = new QSplitter(Qt::Vertical, this);
  auto* picture = new QWidget(left);
  auto* picture_layout = new QVBoxLayout(picture);
  picture_layout->setContentsMargins(0, 0, 0, 0);
  picture_layout->addWidget(banner_);
  picture_layout->addWidget(view_, 1);
  left->addWidget(picture);
  left->addWidget(log_view_);
  left->setStretchFactor(0, 3);
  left->setStretchFactor(1, 1);

  auto* right = new QSplitter(Qt::Vertical, this);
  auto* position_box = new QGroupBox(tr("Position (the record)"), right);
  (new QVBoxLayout(position_box))->addWidget(position_);
  auto* score_box = new QGroupBox(tr("Score"), right);
  (new QVBoxLayout(score_box))->addWidget(score_);
  right->addWidget(position_box);
  right->addWidget(flag_);
  right->addWidget(make_entry());
  right->addWidget(score_box);

  auto* main = new QSplitter(Qt::Horizontal, this);
  main->addWidget(left);
  main->addWidget(right);
  main->setStretchFactor(0, 3);
  main->setStretchFactor(1, 2);
  main->setSizes({760, 520});
  right->setSizes({300, 140, 130, 260});
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(main);
  connect(flag_, &FlagPanel::answered, this, [this](engine::Answer answer) {
    if (run_) run_->answer(answer);
  });
}

LivePage::~LivePage() = default;

QWidget* LivePage::make_entry() {
  auto* box = new QGroupBox(tr("Enter by hand"), this);
  auto* form = new QFormLayout(box);
  chance_->setObjectName(QStringLiteral("entryChance"));
  chance_->setPlaceholderText(tr("throw or card: 6-5, 3, QH (none for Jeson Jam)"));
  move_->setObjectName(QStringLiteral("entryMove"));
  move_->setEditable(true);
  entry_error_->setWordWrap(true);
  entry_error_->setStyleSheet(QStringLiteral("color: #b00020"));
  form->addRow(tr("Throw:"), chance_);
  form->addRow(tr("Move:"), move_);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(enter_throw_);
  buttons->addWidget(enter_);
  form->addRow(buttons);
  form->addRow(entry_error_);
  enter_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
  enter_throw_->setToolTip(
      tr("The dice or the card the camera cannot see: the next move is "
         "judged with it"));
  connect(enter_throw_, &QPushButton::clicked, this, [this] {
    entry_error_->clear();
    if (run_) run_->enter_throw(chance_->text().trimmed());
  });
  connect(chance_, &QLineEdit::textChanged, this, &LivePage::fill_moves);
  connect(enter_, &QPushButton::clicked, this, [this] {
    entry_error_->clear();
    if (run_) run_->enter(chance_->text().trimmed(), move_->currentText().trimmed());
  });
  return box;
}

void LivePage::start(const RefereeSetup& setup, const std::map<std::string, QString>& names,
                     const std::vector<QColor>& colours) {
  stop();
  log_->clear();
  log_->set_player_names(names);
  score_->reset();
  score_->set_colours(colours);
  banner_->hide();
  frames_drawn_ = 0;
  record_path_ = qs(setup.record);
  run_ = std::make_unique<RefereeRun>();
  connect(run_.get(), &RefereeRun::opened, this,
          [this](const QString& description, const QString& game, int) {
            emit status(tr("Refereeing %1 (%2)").arg(description, game));
          });
  connect(run_.get(), &RefereeRun::frameReady, this, &LivePage::on_frame);
  connect(run_.get(), &RefereeRun::updated, this, &LivePage::on_update);
  connect(run_.get(), &RefereeRun::sourceLost, this, [this](const QString& why) {
    banner_->setText(tr("Camera lost (%1): reconnecting. The game is kept.").arg(why));
    banner_->show();
  });
  connect(run_.get(), &RefereeRun::sourceBack, this, [this] { banner_->hide(); });
  connect(run_.get(), &RefereeRun::entryRefused, entry_error_, &QLabel::setText);
  connect(run_.get(), &RefereeRun::failed, this, [this](const QString& error) {
    banner_->setText(error);
    banner_->show();
    emit status(error);
  });
  connect(run_.get(), &RefereeRun::finished, this,
          [this](const QString& summary) { emit finished(summary, record_path_); });
  colours_ = colours;
  run_->start(setup);
}

void LivePage::stop() {
  if (run_ && run_->running()) run_->stop();
}

bool LivePage::running() const {
  return run_ && run_->running();
}

void LivePage::on_frame(const FrameShotPtr& shot) {
  view_->set_frame(shot->image);
  view_->set_overlay(*shot->overlay);
  ++frames_drawn_;
  if (run_) run_->frame_drawn();
}

void LivePage::on_update(const RefereeUpdatePtr& update) {
  log_->append(update->events);
  if (!update->events.empty()) log_view_->scrollToBottom();
  position_->setPlainText(qs(update->drawing));
  score_->show_score(update->score);
  flag_->show_flag(update->open_flag);
  const std::string name = update->state.value("game", "");
  if (!game_ || game_->name() != name) {
    auto game = engine::make_game(name, update->state.value("options", nlohmann::json::object()));
    if (game) game_ = std::move(*game);
  }
  if (game_) {
    auto state = game_->state_from_json(update->state);
    if (state) {
      std::vector<std::string> seats;
      for (int seat = 0; seat < (*state)->num_seats(); ++seat)
        seats.push_back((*state)->seat_name(seat));
      state_ = std::move(*state);
      view_->set_seats(seat_letters(seats), colours_);
    }
  }
  fill_moves();
}

void LivePage::fill_moves() {
  move_->clear();
  if (!state_ || state_->is_terminal()) return;
  const auto chance = state_->parse_chance(ss(chance_->text().trimmed()));
  if (!chance) return;
  for (const auto& move : state_->legal_moves(*chance)) move_->addItem(qs(move.text));
}

QString LivePage::banner() const {
  return banner_->isVisible() ? banner_->text() : QString();
}

QString LivePage::position_text() const {
  return position_->toPlainText();
}

}  // namespace arbitre::studio
