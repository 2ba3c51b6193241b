// CalibrationWizard: the camera's lens from the printable ChArUco sheet, with live feedback
// (views collected, error so far); the board found by its fiducials or by clicking its four
// corners, with a message naming the likely cause when it is not found; the pieces' colours
// sampled from the starting position; the profile saved for the live table and review.
#pragma once

#include <array>
#include <optional>

#include <QWizard>

#include "arbitre/calibration/camera_calibration.h"
#include "arbitre/calibration/start_frame.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace arbitre::studio {

class CharucoCollector;
class FrameView;

class CameraPage : public QWizardPage {
  Q_OBJECT
 public:
  explicit CameraPage(QWidget* parent = nullptr);
  ~CameraPage() override;
  // The lens: calibrated here, or loaded from a camera file; none: undistorted.
  std::optional<calibration::CameraFile> camera() const;
  bool validatePage() override;
  QString feedback() const;
  void collect_from(const QString& source);  // a camera or a video of the sheet
  void calibrate_folder(const QString& folder);
  void set_save_to(const QString& path);  // where Next saves the lens (camera.json)

 private:
  void show_result(const calibration::CameraCalibration& result);

  QComboBox* source_;
  QLineEdit* video_;
  QLineEdit* save_to_;
  QLineEdit* load_;
  FrameView* view_;
  QLabel* feedback_;
  CharucoCollector* collector_;
  std::optional<calibration::CameraCalibration> result_;
};

class BoardPage : public QWizardPage {
  Q_OBJECT
 public:
  explicit BoardPage(CameraPage* camera, QWidget* parent = nullptr);
  bool isComplete() const override;
  void initializePage() override;

  void set_game(const QString& variant);
  bool load_picture(const QString& path);  // a picture, or a video's first frame
  void find_board();                       // by the fiducials, or the outline
  void click_corner(QPointF picture_px);   // the corners mode: four clicks
  void start_clicking();
  QString message() const;
  const std::optional<calibration::StartFrame>& found() const { return found_; }
  QString game() const;
  cv::Size picture_size() const;

 private:
  void judge(const std::optional<std::array<cv::Point2d, 4>>& corners);

  CameraPage* camera_page_;
  QComboBox* game_;
  QLineEdit* picture_path_;
  FrameView* view_;
  QLabel* message_;
  QPushButton* clicking_;
  cv::Mat picture_;
  std::vector<QPointF> clicks_;
  bool clicking_corners_ = false;
  std::optional<calibration::StartFrame> found_;
};

class ProfilePage : public QWizardPage {
  Q_OBJECT
 public:
  ProfilePage(CameraPage* camera, BoardPage* board, QWidget* parent = nullptr);
  void initializePage() override;
  bool validatePage() override;  // saves the profile
  void set_output(const QString& path);
  QString summary() const;

 private:
  CameraPage* camera_page_;
  BoardPage* board_page_;
  QLabel* summary_;
  QLineEdit* output_;
};

class CalibrationWizard : public QWizard {
  Q_OBJECT
 public:
  explicit CalibrationWizard(QWidget* parent = nullptr);
  CameraPage* camera_page() const { return camera_; }
  BoardPage* board_page() const { return board_; }
  ProfilePage* profile_page() const { return profile_; }

 private:
  CameraPage* camera_;
  BoardPage* board_;
  ProfilePage* profile_;
};

}  // namespace arbitre::studio
