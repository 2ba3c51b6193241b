#include "calibration_wizard.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

#include "arbitre/calibration/camera_file.h"
#include "arbitre/engine/game.h"
#include "arbitre/session/table_overlay.h"
#include "charuco_collector.h"
#include "frame_view.h"
#include "qt_convert.h"

namespace arbitre::studio {
namespace {

QPushButton* button(const QString& text, QWidget* parent) {
  return new QPushButton(text, parent);
}

// A swatch of a CIELab colour, for the players to check the colours sampled.
QString swatch(const cv::Vec3d& lab) {
  cv::Mat pixel(1, 1, CV_32FC3, cv::Scalar(lab[0], lab[1], lab[2]));
  cv::Mat bgr;
  cv::cvtColor(pixel, bgr, cv::COLOR_Lab2BGR);
  const auto value = bgr.at<cv::Vec3f>(0, 0);
  const QColor colour =
      QColor::fromRgbF(std::clamp(value[2], 0.f, 1.f), std::clamp(value[1], 0.f, 1.f),
                       std::clamp(value[0], 0.f, 1.f));
  return QStringLiteral("<span style='background:%1'>&nbsp;&nbsp;&nbsp;&nbsp;</span>")
      .arg(colour.name());
}

}  // namespace

CameraPage::CameraPage(QWidget* parent)
    : QWizardPage(parent),
      source_(new QComboBox(this)),
      video_(new QLineEdit(this)),
      save_to_(new QLineEdit(QDir::home().filePath(QStringLiteral("arbitre-camera.json")), this)),
      load_(new QLineEdit(this)),
      view_(new FrameView(this)),
      feedback_(new QLabel(this)),
      collector_(new CharucoCollector(this)) {
  setTitle(tr("Camera"));
  setSubTitle(
      tr("Show the printed ChArUco sheet (arbitre print-board --charuco) to the camera, "
         "held still in ten places or more, tilted different ways. Or load a camera "
         "file, or skip: Arbitre then works undistorted."));
  const auto inputs = camera_choices();
  for (const auto& input : inputs) source_->addItem(input.name, input.spec);
  video_->setPlaceholderText(tr("or a video, or a folder of pictures, of the sheet"));
  load_->setPlaceholderText(tr("or load a camera file (camera.json)"));
  feedback_->setObjectName(QStringLiteral("cameraFeedback"));
  feedback_->setWordWrap(true);
  auto* collect = button(tr("Collect from the camera"), this);
  auto* collect_file = button(tr("Collect from the video or folder"), this);
  auto* stop = button(tr("Stop"), this);
  collect->setEnabled(!inputs.empty());
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(collect);
  buttons->addWidget(collect_file);
  buttons->addWidget(stop);
  auto* form = new QFormLayout;
  form->addRow(tr("Camera:"), source_);
  form->addRow(tr("Video or folder:"), video_);
  form->addRow(tr("Save the lens to:"), save_to_);
  form->addRow(tr("Camera file:"), load_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addLayout(buttons);
  layout->addWidget(view_, 1);
  layout->addWidget(feedback_);
  connect(collect, &QPushButton::clicked, this,
          [this] { collect_from(source_->currentData().toString()); });
  connect(collect_file, &QPushButton::clicked, this, [this] {
    if (QFileInfo(video_->text()).isDir()) {
      calibrate_folder(video_->text());
    } else {
      collect_from(video_->text());
    }
  });
  connect(stop, &QPushButton::clicked, collector_, &CharucoCollector::stop);
  connect(collector_, &CharucoCollector::frameReady, view_, &FrameView::set_frame);
  connect(collector_, &CharucoCollector::failed, feedback_, &QLabel::setText);
  connect(collector_, &CharucoCollector::calibrated, this, &CameraPage::show_result);
  connect(collector_, &CharucoCollector::progressed, this,
          [this](const CollectorProgress& progress) {
            QString text = tr("Views collected: %1 (%2 frames searched; %3 corners in view).")
                               .arg(progress.views)
                               .arg(progress.seen)
                               .arg(progress.corners);
            if (progress.rms_px >= 0)
              text += tr(" Error so far: %1 px.").arg(progress.rms_px, 0, 'f', 2);
            if (result_ && result_->trusted()) text += tr(" Calibrated: press Next to keep it.");
            if (!progress.reason.isEmpty()) text += QStringLiteral(" ") + progress.reason;
            feedback_->setText(text);
          });
}

CameraPage::~CameraPage() = default;

void CameraPage::collect_from(const QString& source) {
  result_.reset();
  feedback_->setText(tr("Looking for the sheet..."));
  collector_->start(source);
}

void CameraPage::calibrate_folder(const QString& folder) {
  const auto views = calibration::views_from_images(ss(folder));
  if (!views) {
    feedback_->setText(qs(views.error().to_string()));
    return;
  }
  show_result(calibration::calibrate_camera(*views));
}

void CameraPage::show_result(const calibration::CameraCalibration& result) {
  result_ = result;
  feedback_->setText(result.trusted()
                         ? tr("Calibrated from %1 views: error %2 px. Press Next to keep it.")
                               .arg(result.views_used)
                               .arg(result.rms_px, 0, 'f', 2)
                         : tr("Not trusted yet: %1").arg(qs(result.reason)));
}

void CameraPage::set_save_to(const QString& path) {
  save_to_->setText(path);
}

QString CameraPage::feedback() const {
  return feedback_->text();
}

std::optional<calibration::CameraFile> CameraPage::camera() const {
  if (result_ && result_->trusted()) return result_->camera;
  if (!load_->text().isEmpty()) {
    auto loaded = calibration::load_camera(ss(load_->text()));
    if (loaded) return *loaded;
  }
  return std::nullopt;
}

bool CameraPage::validatePage() {
  collector_->stop();
  if (result_ && result_->trusted()) {
    const auto saved = calibration::save_camera(result_->camera, ss(save_to_->text()));
    if (!saved) {
      feedback_->setText(qs(saved.error().to_string()));
      return false;
    }
    return true;
  }
  if (!load_->text().isEmpty()) {
    const auto loaded = calibration::load_camera(ss(load_->text()));
    if (!loaded) {
      feedback_->setText(qs(loaded.error().to_string()));
      return false;
    }
  }
  return true;
}

BoardPage::BoardPage(CameraPage* camera, QWidget* parent)
    : QWizardPage(parent),
      camera_page_(camera),
      game_(new QComboBox(this)),
      picture_path_(new QLineEdit(this)),
      view_(new FrameView(this)),
      message_(new QLabel(this)),
      clicking_(button(tr("Click the four corners"), this)) {
  setTitle(tr("Board"));
  setSubTitle(
      tr("A picture of the board with every piece at its starting place, taken by the "
         "camera that will watch the game."));
  for (const auto& name : engine::game_names()) game_->addItem(qs(name));
  message_->setObjectName(QStringLiteral("boardMessage"));
  message_->setWordWrap(true);
  auto* browse = button(tr("Browse..."), this);
  auto* grab = button(tr("Take it with the camera"), this);
  auto* find = button(tr("Find the board"), this);
  auto* row = new QHBoxLayout;
  row->addWidget(picture_path_, 1);
  row->addWidget(browse);
  row->addWidget(grab);
  auto* form = new QFormLayout;
  form->addRow(tr("Game:"), game_);
  form->addRow(tr("Picture or video:"), row);
  auto* actions = new QHBoxLayout;
  actions->addWidget(find);
  actions->addWidget(clicking_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addLayout(actions);
  layout->addWidget(view_, 1);
  layout->addWidget(message_);
  connect(browse, &QPushButton::clicked, this, [this] {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Starting position"), picture_path_->text(),
        tr("Pictures and videos (*.png *.jpg *.jpeg *.mp4 *.mkv *.avi)"));
    if (!path.isEmpty() && load_picture(path)) find_board();
  });
  connect(grab, &QPushButton::clicked, this, [this] {
    const auto inputs = camera_choices();
    if (inputs.empty()) {
      message_->setText(tr("No camera found."));
      return;
    }
    auto device = watch::open_camera(ss(inputs.front().spec));
    watch::Frame frame;
    if (!device || (*device)->next(frame) != watch::SourceStatus::kFrame) {
      message_->setText(tr("The camera gave no picture."));
      return;
    }
    picture_ = frame.image;
    view_->set_frame(to_qimage(picture_));
    find_board();
  });
  connect(find, &QPushButton::clicked, this, &BoardPage::find_board);
  connect(clicking_, &QPushButton::clicked, this, &BoardPage::start_clicking);
  connect(view_, &FrameView::clicked, this, &BoardPage::click_corner);
  connect(game_, &QComboBox::currentTextChanged, this, [this] {
    found_.reset();
    view_->clear_overlay();
    emit completeChanged();
  });
}

void BoardPage::initializePage() {
  found_.reset();
  emit completeChanged();
}

void BoardPage::set_game(const QString& variant) {
  game_->setCurrentText(variant);
}

QString BoardPage::game() const {
  return game_->currentText();
}

cv::Size BoardPage::picture_size() const {
  return picture_.size();
}

bool BoardPage::load_picture(const QString& path) {
  picture_path_->setText(path);
  picture_ = cv::imread(ss(path), cv::IMREAD_COLOR);
  if (picture_.empty()) {  // a video: its first frame
    cv::VideoCapture video(ss(path), cv::CAP_FFMPEG);
    if (video.isOpened()) video.read(picture_);
  }
  if (picture_.empty()) {
    message_->setText(tr("%1: not a picture or a video that can be read.").arg(path));
    return false;
  }
  view_->clear_overlay();
  view_->set_marks({});
  view_->set_frame(to_qimage(picture_));
  found_.reset();
  emit completeChanged();
  return true;
}

void BoardPage::find_board() {
  clicking_corners_ = false;
  judge(std::nullopt);
}

void BoardPage::start_clicking() {
  clicks_.clear();
  clicking_corners_ = true;
  view_->set_marks({});
  message_->setText(
      tr("Click the board's corners: top left, top right, bottom right, bottom "
         "left, as the board is printed."));
}

void BoardPage::click_corner(QPointF picture_px) {
  if (!clicking_corners_) return;
  clicks_.push_back(picture_px);
  view_->set_marks(clicks_);
  if (clicks_.size() < 4) return;
  clicking_corners_ = false;
  std::array<cv::Point2d, 4> corners;
  for (int k = 0; k < 4; ++k) corners[k] = cv::Point2d(clicks_[k].x(), clicks_[k].y());
  judge(corners);
}

void BoardPage::judge(const std::optional<std::array<cv::Point2d, 4>>& corners) {
  found_.reset();
  emit completeChanged();
  if (picture_.empty()) {
    message_->setText(tr("Choose a picture of the starting position first."));
    return;
  }
  const auto variant = ss(game_->currentText());
  const auto game = engine::make_game(variant);
  const auto layout = vision::bundled_layout(variant);
  if (!game || !layout) {
    message_->setText(qs((game ? layout.error() : game.error()).to_string()));
    return;
  }
  std::optional<calibration::Intrinsics> camera;
  if (const auto file = camera_page_->camera())
    camera = file->intrinsics.scaled_to(picture_.size());
  auto frame = calibration::read_start_frame(
      picture_, *layout, variant, (*game)->new_initial_state(1)->occupancy(), camera, corners);
  if (frame.pose.found()) {
    view_->set_overlay(session::table_overlay(*layout, frame.pose, camera, nullptr, {}));
  } else {
    view_->clear_overlay();
  }
  if (!frame.failure.empty()) {
    QString text = tr("Not calibrated: %1").arg(qs(frame.failure));
    if (!frame.pose.found())
      text += QStringLiteral("\n") + qs(calibration::failure_advice(frame.pose));
    message_->setText(text);
    return;
  }
  message_->setText(tr("Board found (%1) and every piece at its starting place. Press Next.")
                        .arg(qs(calibration::method_name(frame.method))));
  found_ = std::move(frame);
  emit completeChanged();
}

QString BoardPage::message() const {
  return message_->text();
}

bool BoardPage::isComplete() const {
  return found_.has_value();
}

ProfilePage::ProfilePage(CameraPage* camera, BoardPage* board, QWidget* parent)
    : QWizardPage(parent),
      camera_page_(camera),
      board_page_(board),
      summary_(new QLabel(this)),
      output_(new QLineEdit(this)) {
  setTitle(tr("Colours and profile"));
  setSubTitle(
      tr("The pieces' colours sampled from the starting position. Save the profile: "
         "the live table and the review take it as the board's calibration."));
  summary_->setObjectName(QStringLiteral("profileSummary"));
  summary_->setWordWrap(true);
  summary_->setTextFormat(Qt::RichText);
  auto* form = new QFormLayout(this);
  form->addRow(summary_);
  form->addRow(tr("Save to:"), output_);
}

void ProfilePage::initializePage() {
  output_->setText(
      QDir::home().filePath(QStringLiteral("arbitre-%1-board.json").arg(board_page_->game())));
  const auto& found = board_page_->found();
  if (!found) return;
  QString text = tr("Board found by %1.").arg(qs(calibration::method_name(found->method)));
  text += QStringLiteral("<br>");
  for (const auto& [letter, samples] : found->reading.pieces) {
    cv::Vec3d sum(0, 0, 0);
    for (const auto& sample : samples) sum += sample.lab;
    if (samples.empty()) continue;
    text += tr("Pieces %1: %2 (%3 samples)<br>")
                .arg(QChar(letter))
                .arg(swatch(sum / static_cast<double>(samples.size())))
                .arg(samples.size());
  }
  summary_->setText(text);
}

void ProfilePage::set_output(const QString& path) {
  output_->setText(path);
}

QString ProfilePage::summary() const {
  return summary_->text();
}

bool ProfilePage::validatePage() {
  const auto& found = board_page_->found();
  if (!found) return false;
  const auto variant = ss(board_page_->game());
  const auto game = engine::make_game(variant);
  if (!game) return false;
  auto profile =
      calibration::make_profile(variant, (*game)->options(), camera_page_->camera(), found->method,
                                found->pose, board_page_->picture_size(), {found->reading});
  profile.source = "arbitre-studio calibration wizard";
  const auto saved = calibration::save_profile(profile, ss(output_->text()));
  if (!saved) {
    summary_->setText(qs(saved.error().to_string()).toHtmlEscaped());
    return false;
  }
  return true;
}

CalibrationWizard::CalibrationWizard(QWidget* parent)
    : QWizard(parent),
      camera_(new CameraPage(this)),
      board_(new BoardPage(camera_, this)),
      profile_(new ProfilePage(camera_, board_, this)) {
  setWindowTitle(tr("Calibration"));
  setObjectName(QStringLiteral("calibrationWizard"));
  addPage(camera_);
  addPage(board_);
  addPage(profile_);
  resize(900, 700);
}

}  // namespace arbitre::studio
