#include "review_page.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "event_log_model.h"
#include "event_text.h"
#include "frame_view.h"
#include "qt_convert.h"
#include "review_model.h"
#include "timeline.h"

namespace arbitre::studio {

ReviewPage::ReviewPage(QWidget* parent)
    : QWidget(parent),
      model_(new ReviewModel(this)),
      log_(new EventLogModel(this)),
      view_(new FrameView(this)),
      position_(new QPlainTextEdit(this)),
      caption_(new QLabel(this)),
      steps_view_(new QTableView(this)),
      timeline_(new Timeline(this)),
      progress_(new QProgressBar(this)) {
  setObjectName(QStringLiteral("reviewPage"));
  view_->set_placeholder(tr("Open a record (Ctrl+O), or a video to referee it (Ctrl+Shift+O)."));
  position_->setReadOnly(true);
  position_->setObjectName(QStringLiteral("reviewPosition"));
  position_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  position_->setLineWrapMode(QPlainTextEdit::NoWrap);
  caption_->setObjectName(QStringLiteral("reviewCaption"));
  caption_->setWordWrap(true);
  steps_view_->setModel(log_);
  steps_view_->setObjectName(QStringLiteral("reviewSteps"));
  steps_view_->horizontalHeader()->setStretchLastSection(true);
  steps_view_->verticalHeader()->hide();
  steps_view_->setSelectionBehavior(QAbstractItemView::SelectRows);
  steps_view_->setSelectionMode(QAbstractItemView::SingleSelection);
  progress_->setObjectName(QStringLiteral("reviewProgress"));
  progress_->hide();

  auto* side = new QSplitter(Qt::Horizontal, this);
  side->addWidget(view_);
  side->addWidget(position_);
  side->setStretchFactor(0, 3);
  side->setStretchFactor(1, 2);
  side->setSizes({760, 520});
  auto* main = new QSplitter(Qt::Vertical, this);
  main->addWidget(side);
  main->addWidget(steps_view_);
  main->setStretchFactor(0, 3);
  main->setStretchFactor(1, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(progress_);
  layout->addWidget(caption_);
  layout->addWidget(main, 1);
  layout->addWidget(timeline_);

  connect(model_, &ReviewModel::recordChanged, this, &ReviewPage::refresh_steps);
  connect(model_, &ReviewModel::currentChanged, this, &ReviewPage::show_step);
  connect(timeline_, &Timeline::markClicked, model_, &ReviewModel::select);
  connect(steps_view_, &QTableView::clicked, this,
          [this](const QModelIndex& index) { model_->select(index.row()); });
}

ReviewPage::~ReviewPage() = default;

void ReviewPage::show_error(const QString& error) {
  error_ = error;
  caption_->setText(
      QStringLiteral("<span style='color:#b00020'>%1</span>").arg(error.toHtmlEscaped()));
  emit status(error);
}

bool ReviewPage::open_record(const QString& record_path, const QString& video_path) {
  error_.clear();
  const auto status = model_->load(record_path);
  if (!status) {
    show_error(qs(status.error().to_string()));
    return false;
  }
  video_path_ = video_path.isEmpty() ? model_->video() : video_path;
  video_.release();
  if (!video_path_.isEmpty() && QFileInfo::exists(video_path_)) video_.open(ss(video_path_));
  if (!video_.isOpened()) {
    view_->set_frame({});
    view_->set_placeholder(tr("No video for this record: only the positions are shown."));
  }
  load_board(record_path);
  model_->select(-1);
  show_step(-1);
  emit this->status(tr("Reviewing %1: %2 moves, %3 flags")
                        .arg(record_path)
                        .arg(log_->moves())
                        .arg(log_->flags()));
  return true;
}

void ReviewPage::load_board(const QString& record_path) {
  profile_.reset();
  layout_.reset();
  const QString named = qs(model_->record().header.value("calibration", ""));
  if (named.isEmpty()) return;
  const QString beside = QFileInfo(record_path).dir().filePath(QFileInfo(named).fileName());
  for (const QString& path : {named, beside}) {
    if (!QFileInfo::exists(path)) continue;
    auto profile = calibration::load_profile(ss(path));
    auto layout = profile ? vision::bundled_layout(profile->game)
                          : engine::Result<vision::BoardLayout>(profile.error());
    if (!profile || !layout) continue;
    profile_ = std::move(*profile);
    layout_ = std::move(*layout);
    const auto start = engine::start_from_header(model_->record().header, ss(record_path));
    if (!start) return;
    std::vector<std::string> seats;
    std::vector<QColor> colours;
    for (int seat = 0; seat < start->state->num_seats(); ++seat) {
      seats.push_back(start->state->seat_name(seat));
      colours.push_back(seat_colour(seat, layout_->seat_colours));
    }
    view_->set_seats(seat_letters(seats), colours);
    return;
  }
}

// What the camera read when the step happened, placed over the frame through the record's
// calibration: the places that differ from the position after the step outlined in red.
void ReviewPage::show_reading(int index) {
  const auto view = model_->view_at(index);
  if (!profile_ || !layout_ || !view) {
    view_->clear_overlay();
    return;
  }
  read::Observation observation;
  for (const auto& [cell, place] : view->places) {
    read::CellReading reading;
    reading.cell = cell;
    reading.visible = place.visible;
    reading.content = place.content;
    reading.count_min = place.count_min;
    reading.count_max = place.count_max;
    reading.confidence = place.confidence;
    observation.cells.push_back(reading);
  }
  view_->set_overlay(session::table_overlay(*layout_, profile_->pose(), profile_->intrinsics(),
                                            &observation, model_->disagreeing_at(index)));
}

void ReviewPage::refresh_steps() {
  log_->set_steps(model_->steps(), model_->record());
  std::vector<TimelineMark> marks;
  for (const auto& step : model_->steps()) {
    marks.push_back({step.time_s, step.kind == engine::ReviewStep::Kind::kFlag});
  }
  timeline_->set_marks(marks, model_->duration_s());
}

void ReviewPage::show_step(int index) {
  timeline_->set_current(index);
  position_->setPlainText(model_->drawing(index));
  const auto* step = model_->step(index);
  if (step == nullptr) {
    caption_->setText(tr("Start of the game"));
    steps_view_->clearSelection();
  } else {
    caption_->setText(QStringLiteral("%1  %2").arg(
        clock_text(step->time_s),
        EventText::step(*step, model_->record().events.at(step->event)).toHtmlEscaped()));
    steps_view_->selectRow(index);
  }
  show_reading(index);
  const int frame = step == nullptr ? 0 : step->frame;
  if (video_.isOpened() && frame >= 0) {
    video_.set(cv::CAP_PROP_POS_FRAMES, frame);
    cv::Mat picture;
    if (video_.read(picture)) view_->set_frame(to_qimage(picture));
  }
}

QString ReviewPage::position_text() const {
  return position_->toPlainText();
}

void ReviewPage::step_forward() {
  model_->next_move();
}

void ReviewPage::step_back() {
  model_->previous_move();
}

void ReviewPage::jump_to_next_flag() {
  if (!model_->next_flag()) emit status(tr("No flag after this step."));
}

void ReviewPage::correct_dialog() {
  const auto* step = model_->step(model_->current());
  if (step == nullptr || (step->kind != engine::ReviewStep::Kind::kMove &&
                          step->kind != engine::ReviewStep::Kind::kFlag)) {
    QMessageBox::information(this, tr("Correct"), tr("Choose a move or a flag to correct."));
    return;
  }
  QDialog dialog(this);
  dialog.setWindowTitle(tr("Correct the move"));
  auto* chance = new QLineEdit(qs(step->chance), &dialog);
  auto* moves = new QComboBox(&dialog);
  moves->setEditable(true);
  const auto fill = [&] {
    moves->clear();
    moves->addItems(model_->legal_moves(model_->current(), chance->text().trimmed()));
  };
  fill();
  connect(chance, &QLineEdit::textChanged, &dialog, fill);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
  connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  auto* form = new QFormLayout(&dialog);
  form->addRow(new QLabel(tr("The rest of the game is refereed again from the table views the "
                             "record kept."),
                          &dialog));
  form->addRow(tr("Throw:"), chance);
  form->addRow(tr("Move:"), moves);
  form->addRow(buttons);
  if (dialog.exec() != QDialog::Accepted) return;
  const auto status = model_->correct(chance->text().trimmed(), moves->currentText().trimmed());
  if (!status) show_error(qs(status.error().to_string()));
}

void ReviewPage::export_dialog() {
  const QString path = QFileDialog::getSaveFileName(this, tr("Export the record"), model_->path(),
                                                    tr("Records (*.jsonl)"));
  if (path.isEmpty()) return;
  const auto status = model_->export_to(path);
  if (!status) {
    show_error(qs(status.error().to_string()));
  } else {
    emit this->status(tr("Record written to %1").arg(path));
  }
}

void ReviewPage::referee_video(const QString& video, const QString& calibration,
                               const QString& start_state, const QString& record_path) {
  RefereeSetup setup;
  setup.source = ss(video);
  setup.calibration = ss(calibration);
  setup.start_state = ss(start_state);
  setup.record = ss(record_path);
  setup.real_time = false;
  error_.clear();
  run_ = std::make_unique<RefereeRun>();
  progress_->setValue(0);
  progress_->show();
  caption_->setText(tr("Refereeing %1...").arg(video));
  connect(run_.get(), &RefereeRun::frameReady, this, [this](const FrameShotPtr& shot) {
    if (shot->total_frames > 0) {
      progress_->setMaximum(shot->total_frames);
      progress_->setValue(shot->frame + 1);
    }
    view_->set_frame(shot->image);
    view_->set_overlay(*shot->overlay);
    run_->frame_drawn();
  });
  connect(run_.get(), &RefereeRun::failed, this, [this](const QString& error) {
    progress_->hide();
    show_error(error);
    emit refereed(error);
  });
  connect(run_.get(), &RefereeRun::finished, this,
          [this, video, record_path](const QString& summary) {
            progress_->hide();
            view_->clear_overlay();
            open_record(record_path, video);
            emit refereed(summary);
          });
  run_->start(setup);
}

bool ReviewPage::refereeing() const {
  return run_ && run_->running();
}

}  // namespace arbitre::studio
