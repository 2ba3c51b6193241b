// CharucoCollector: the calibration wizard's camera step on its own thread. Frames from a
// camera or a video of the ChArUco sheet, each offered to calibration::ViewCollector; every
// kept view calibrates again once there are enough, so the players see the views collected and
// the error so far as they move the sheet.
#pragma once

#include <atomic>
#include <memory>
#include <optional>

#include <QImage>
#include <QObject>
#include <QThread>

#include "arbitre/calibration/camera_calibration.h"
#include "arbitre/watch/frame_source.h"

class QTimer;

namespace arbitre::studio {

struct CollectorProgress {
  int views = 0;         // views kept
  int seen = 0;          // frames searched
  int corners = 0;       // corners found in the last frame
  double rms_px = -1;    // the calibration so far (-1: not enough views yet)
  bool trusted = false;  // it passes every check
  QString reason;        // why not yet, in words
};

class CharucoWorker : public QObject {
  Q_OBJECT
 public:
  CharucoWorker() = default;
 public slots:
  void start(const QString& source);
  void stop();
 signals:
  void frameReady(const QImage& image);
  void progressed(const arbitre::studio::CollectorProgress& progress);
  void calibrated(const arbitre::calibration::CameraCalibration& calibration);
  void failed(const QString& error);
  void ended();

 private:
  void step();

  QTimer* timer_ = nullptr;
  std::unique_ptr<watch::FrameSource> source_;
  std::unique_ptr<calibration::ViewCollector> collector_;
  CollectorProgress calibrated_;  // the last calibration's figures, shown with every frame
};

class CharucoCollector : public QObject {
  Q_OBJECT
 public:
  explicit CharucoCollector(QObject* parent = nullptr);
  ~CharucoCollector() override;
  void start(const QString& source);  // a camera ("0", "/dev/video2") or a video file
  void stop();

 signals:
  void frameReady(const QImage& image);
  void progressed(const arbitre::studio::CollectorProgress& progress);
  void calibrated(const arbitre::calibration::CameraCalibration& calibration);
  void failed(const QString& error);
  void ended();

 private:
  QThread thread_;
  CharucoWorker* worker_;
};

}  // namespace arbitre::studio

Q_DECLARE_METATYPE(arbitre::studio::CollectorProgress)
Q_DECLARE_METATYPE(arbitre::calibration::CameraCalibration)
