#include "setup_dialog.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "arbitre/calibration/profile.h"
#include "arbitre/calibration/variants.h"
#include "arbitre/engine/game.h"
#include "arbitre/vision/layout.h"
#include "qt_convert.h"

namespace arbitre::studio {

SetupDialog::SetupDialog(QWidget* parent)
    : QDialog(parent),
      calibration_(new QLineEdit(this)),
      game_(new QLabel(this)),
      variant_(new QComboBox(this)),
      options_box_(new QGroupBox(tr("Match settings"), this)),
      options_form_(new QFormLayout(options_box_)),
      players_(new QTableWidget(0, 3, this)),
      use_camera_(new QRadioButton(tr("Camera"), this)),
      cameras_(new QComboBox(this)),
      use_video_(new QRadioButton(tr("Video file, played at its pace"), this)),
      video_(new QLineEdit(this)),
      record_(new QLineEdit(this)),
      start_(new QLineEdit(this)),
      seed_(new QSpinBox(this)) {
  setWindowTitle(tr("New live game"));
  setObjectName(QStringLiteral("setupDialog"));
  auto* form = new QFormLayout;
  form->addRow(tr("Board calibration:"),
               file_row(calibration_, tr("Board calibration"), tr("Calibration (*.json)"), false));
  form->addRow(tr("Board:"), game_);
  variant_->setToolTip(
      tr("The games this board's calibration can referee: those of its board "
         "whose pieces' colours it learned"));
  form->addRow(tr("Rules:"), variant_);
  players_->setHorizontalHeaderLabels({tr("Seat"), tr("Name"), tr("Colour")});
  players_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
  players_->verticalHeader()->hide();
  players_->setMaximumHeight(180);
  const auto inputs = camera_choices();
  for (const auto& input : inputs) cameras_->addItem(input.name, input.spec);
  if (inputs.empty()) cameras_->addItem(tr("no camera found"), QString());
  auto* source = new QGroupBox(tr("Source"), this);
  auto* source_form = new QFormLayout(source);
  source_form->addRow(use_camera_, cameras_);
  source_form->addRow(use_video_,
                      file_row(video_, tr("Video"), tr("Videos (*.mp4 *.mkv *.avi *.mov)"), false));
  form->addRow(tr("Record to:"),
               file_row(record_, tr("Game record"), tr("Records (*.jsonl)"), true));
  form->addRow(tr("Start from (optional):"),
               file_row(start_, tr("Starting state"), tr("States (*.json)"), false));
  seed_->setRange(0, 1000000);
  seed_->setToolTip(tr("Settles what chance decides before play (who opens, the deck)"));
  form->addRow(tr("Seed:"), seed_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Start refereeing"));
  connect(buttons, &QDialogButtonBox::accepted, this, &SetupDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &SetupDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(options_box_);
  layout->addWidget(new QLabel(tr("Players:"), this));
  layout->addWidget(players_);
  layout->addWidget(source);
  layout->addWidget(buttons);
  connect(calibration_, &QLineEdit::editingFinished, this, &SetupDialog::fill_from_calibration);
  connect(variant_, &QComboBox::currentTextChanged, this, &SetupDialog::fill_for_variant);

  QSettings settings;
  const bool camera = settings.value(QStringLiteral("live/camera"), !inputs.empty()).toBool();
  (camera ? use_camera_ : use_video_)->setChecked(true);
  video_->setText(settings.value(QStringLiteral("live/video")).toString());
  record_->setText(settings
                       .value(QStringLiteral("live/record"),
                              QDir::home().filePath(QStringLiteral("arbitre-game.jsonl")))
                       .toString());
  set_calibration(settings.value(QStringLiteral("live/calibration")).toString());
  set_variant(settings.value(QStringLiteral("live/variant")).toString());
}

QWidget* SetupDialog::file_row(QLineEdit* edit, const QString& caption, const QString& filter,
                               bool save) {
  auto* row = new QWidget(this);
  auto* layout = new QHBoxLayout(row);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* browse = new QPushButton(tr("Browse..."), row);
  layout->addWidget(edit, 1);
  layout->addWidget(browse);
  connect(browse, &QPushButton::clicked, this, [=, this] {
    const QString path = save ? QFileDialog::getSaveFileName(this, caption, edit->text(), filter)
                              : QFileDialog::getOpenFileName(this, caption, edit->text(), filter);
    if (path.isEmpty()) return;
    edit->setText(path);
    emit edit->editingFinished();
  });
  return row;
}

void SetupDialog::set_calibration(const QString& path) {
  calibration_->setText(path);
  fill_from_calibration();
}

void SetupDialog::set_video(const QString& path) {
  video_->setText(path);
  use_video_->setChecked(true);
}

void SetupDialog::set_record(const QString& path) {
  record_->setText(path);
}

bool SetupDialog::set_variant(const QString& variant) {
  const int index = variant_->findText(variant);
  if (index < 0) return false;
  variant_->setCurrentIndex(index);
  return true;
}

QStringList SetupDialog::variants() const {
  QStringList names;
  for (int i = 0; i < variant_->count(); ++i) names << variant_->itemText(i);
  return names;
}

void SetupDialog::fill_from_calibration() {
  profile_.reset();
  {
    const QSignalBlocker quiet(variant_);
    variant_->clear();
  }
  if (calibration_->text().isEmpty()) {
    game_->setText(tr("(choose the board's calibration)"));
    fill_for_variant();
    return;
  }
  auto profile = calibration::load_profile(ss(calibration_->text()));
  if (!profile) {
    game_->setText(qs(profile.error().to_string()));
    fill_for_variant();
    return;
  }
  profile_ = std::move(*profile);
  game_->setText(qs(profile_->game));
  const QSignalBlocker quiet(variant_);
  for (const auto& variant : calibration::playable_variants(*profile_))
    variant_->addItem(qs(variant));
  variant_->setCurrentIndex(std::max(0, variant_->findText(qs(profile_->game))));
  fill_for_variant();
}

void SetupDialog::fill_for_variant() {
  while (options_form_->rowCount() > 0) options_form_->removeRow(0);
  options_.clear();
  players_->setRowCount(0);
  game_name_.clear();
  if (!profile_ || variant_->currentText().isEmpty()) return;
  const auto profile = calibration::profile_for_variant(*profile_, ss(variant_->currentText()));
  if (!profile) {
    game_->setText(qs(profile.error().to_string()));
    return;
  }
  const auto game = engine::make_game(profile->game, profile->options);
  if (!game) {
    game_->setText(qs(game.error().to_string()));
    return;
  }
  game_name_ = qs(profile->game);
  const nlohmann::json options = (*game)->options();
  for (const auto& [key, value] : options.items()) add_option_row(key, value);
  const auto layout = vision::bundled_layout(profile->game);
  const auto state = (*game)->new_initial_state(0);
  players_->setRowCount(state->num_seats());
  for (int seat = 0; seat < state->num_seats(); ++seat) {
    add_player_row(seat, qs(state->seat_name(seat)),
                   seat_colour(seat, layout ? layout->seat_colours : std::vector<std::string>{}));
  }
}

void SetupDialog::add_player_row(int seat, const QString& name, const QColor& initial) {
  auto* seat_item = new QTableWidgetItem(name);
  seat_item->setFlags(Qt::ItemIsEnabled);
  players_->setItem(seat, 0, seat_item);
  players_->setItem(seat, 1, new QTableWidgetItem(name));
  auto* colour = new QPushButton(players_);
  colour->setProperty("colour", initial);
  colour->setStyleSheet(QStringLiteral("background: %1").arg(initial.name()));
  connect(colour, &QPushButton::clicked, this, [this, colour] {
    const QColor chosen = QColorDialog::getColor(colour->property("colour").value<QColor>(), this);
    if (!chosen.isValid()) return;
    colour->setProperty("colour", chosen);
    colour->setStyleSheet(QStringLiteral("background: %1").arg(chosen.name()));
  });
  players_->setCellWidget(seat, 2, colour);
}

void SetupDialog::add_option_row(const std::string& key, const nlohmann::json& value) {
  QWidget* editor = nullptr;
  if (value.is_boolean()) {
    auto* box = new QCheckBox(options_box_);
    box->setChecked(value.get<bool>());
    editor = box;
  } else if (value.is_number_integer()) {
    auto* spin = new QSpinBox(options_box_);
    spin->setRange(0, 1000000);
    spin->setValue(value.get<int>());
    editor = spin;
  } else if (value.is_number()) {
    auto* spin = new QDoubleSpinBox(options_box_);
    spin->setRange(0, 1000000);
    spin->setDecimals(3);
    spin->setValue(value.get<double>());
    editor = spin;
  } else {
    auto* edit = new QLineEdit(qs(value.is_string() ? value.get<std::string>() : value.dump()),
                               options_box_);
    editor = edit;
  }
  editor->setObjectName(qs("option_" + key));
  options_form_->addRow(qs(key) + QStringLiteral(":"), editor);
  options_[key] = {value, editor};
}

nlohmann::json SetupDialog::chosen_options() const {
  nlohmann::json options = nlohmann::json::object();
  for (const auto& [key, entry] : options_) {
    const auto& [initial, editor] = entry;
    if (auto* box = qobject_cast<QCheckBox*>(editor)) {
      options[key] = box->isChecked();
    } else if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
      options[key] = spin->value();
    } else if (auto* real = qobject_cast<QDoubleSpinBox*>(editor)) {
      options[key] = real->value();
    } else if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
      options[key] = initial.is_string() ? nlohmann::json(ss(edit->text()))
                                         : nlohmann::json::parse(ss(edit->text()), nullptr, false);
    }
  }
  return options;
}

std::map<std::string, QString> SetupDialog::player_names() const {
  std::map<std::string, QString> names;
  for (int row = 0; row < players_->rowCount(); ++row) {
    names[ss(players_->item(row, 0)->text())] = players_->item(row, 1)->text().trimmed();
  }
  return names;
}

std::vector<QColor> SetupDialog::player_colours() const {
  std::vector<QColor> colours;
  for (int row = 0; row < players_->rowCount(); ++row) {
    colours.push_back(players_->cellWidget(row, 2)->property("colour").value<QColor>());
  }
  return colours;
}

RefereeSetup SetupDialog::setup() const {
  RefereeSetup setup;
  setup.calibration = ss(calibration_->text());
  setup.game = ss(game_name_);
  setup.camera = use_camera_->isChecked();
  setup.source = setup.camera ? ss(cameras_->currentData().toString()) : ss(video_->text());
  setup.real_time = true;
  setup.record = ss(record_->text());
  setup.start_state = ss(start_->text());
  setup.seed = static_cast<uint64_t>(seed_->value());
  setup.options = chosen_options();
  const auto colours = player_colours();
  setup.players = nlohmann::json::array();
  for (int row = 0; row < players_->rowCount(); ++row) {
    setup.players.push_back({{"seat", ss(players_->item(row, 0)->text())},
                             {"name", ss(players_->item(row, 1)->text().trimmed())},
                             {"colour", ss(colours[static_cast<std::size_t>(row)].name())}});
  }
  return setup;
}

QString SetupDialog::problem() const {
  if (game_name_.isEmpty())
    return tr("Choose the board's calibration (made by the calibration wizard).");
  const auto setup = this->setup();
  if (setup.source.empty())
    return setup.camera ? tr("No camera found: choose a video file.") : tr("Choose a video file.");
  if (!setup.camera && !QFileInfo::exists(qs(setup.source)))
    return tr("The video %1 does not exist.").arg(qs(setup.source));
  if (setup.record.empty()) return tr("Choose where the game record goes.");
  for (const auto& [key, value] : setup.options.items()) {
    if (value.is_discarded()) return tr("Match setting %1 is not valid.").arg(qs(key));
  }
  return {};
}

void SetupDialog::accept() {
  if (const QString why = problem(); !why.isEmpty()) {
    QMessageBox::warning(this, windowTitle(), why);
    return;
  }
  QSettings settings;
  settings.setValue(QStringLiteral("live/calibration"), calibration_->text());
  settings.setValue(QStringLiteral("live/variant"), game_name_);
  settings.setValue(QStringLiteral("live/camera"), use_camera_->isChecked());
  settings.setValue(QStringLiteral("live/video"), video_->text());
  settings.setValue(QStringLiteral("live/record"), record_->text());
  QDialog::accept();
}

}  // namespace arbitre::studio
