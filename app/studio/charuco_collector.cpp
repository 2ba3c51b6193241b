#include "charuco_collector.h"

#include <QTimer>
#include <opencv2/imgproc.hpp>

#include "qt_convert.h"

namespace arbitre::studio {

void CharucoWorker::start(const QString& source) {
  // A video is read as fast as the sheet is searched: it has no players waiting on it.
  auto opened = watch::open_source(ss(source));
  if (!opened) {
    emit failed(qs(opened.error().to_string()));
    return;
  }
  source_ = std::move(*opened);
  collector_ = std::make_unique<calibration::ViewCollector>();
  calibrated_ = {};
  timer_ = new QTimer(this);
  timer_->setInterval(0);
  connect(timer_, &QTimer::timeout, this, &CharucoWorker::step);
  timer_->start();
}

void CharucoWorker::stop() {
  if (timer_) timer_->stop();
  source_.reset();
}

void CharucoWorker::step() {
  if (!source_) return;
  watch::Frame frame;
  const auto status = source_->next(frame);
  if (status == watch::SourceStatus::kEnd) {
    stop();
    emit ended();
    return;
  }
  if (status == watch::SourceStatus::kLost) {
    emit failed(tr("Camera lost (%1): reconnecting").arg(qs(source_->why())));
    return;
  }
  const bool kept = collector_->offer(frame.image, "frame " + std::to_string(frame.index));
  const auto& found = collector_->last_found();
  cv::Mat shown = frame.image.clone();
  for (const auto& corner : found.corners) {
    cv::circle(shown, corner, 4, kept ? cv::Scalar(0, 220, 0) : cv::Scalar(0, 200, 255), 2);
  }
  emit frameReady(to_qimage(shown));
  CollectorProgress progress = calibrated_;
  progress.views = static_cast<int>(collector_->views().views.size());
  progress.seen = collector_->views().seen;
  progress.corners = static_cast<int>(found.ids.size());
  const int needed = calibration::CameraCalibrationParams{}.min_views;
  if (kept && progress.views >= needed) {
    const auto result = calibration::calibrate_camera(collector_->views());
    progress.rms_px = result.rms_px;
    progress.trusted = result.trusted();
    progress.reason = qs(result.reason);
    calibrated_ = progress;
    emit calibrated(result);
  } else if (progress.views < needed) {
    progress.reason = tr("%1 more views needed: hold the sheet still in new places and tilts")
                          .arg(needed - progress.views);
  }
  emit progressed(progress);
}

CharucoCollector::CharucoCollector(QObject* parent) : QObject(parent), worker_(new CharucoWorker) {
  qRegisterMetaType<CollectorProgress>();
  qRegisterMetaType<calibration::CameraCalibration>();
  worker_->moveToThread(&thread_);
  connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  connect(worker_, &CharucoWorker::frameReady, this, &CharucoCollector::frameReady);
  connect(worker_, &CharucoWorker::progressed, this, &CharucoCollector::progressed);
  connect(worker_, &CharucoWorker::calibrated, this, &CharucoCollector::calibrated);
  connect(worker_, &CharucoWorker::failed, this, &CharucoCollector::failed);
  connect(worker_, &CharucoWorker::ended, this, &CharucoCollector::ended);
  thread_.start();
}

CharucoCollector::~CharucoCollector() {
  QMetaObject::invokeMethod(worker_, &CharucoWorker::stop, Qt::BlockingQueuedConnection);
  thread_.quit();
  thread_.wait();
}

void CharucoCollector::start(const QString& source) {
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, source] { worker->start(source); }, Qt::QueuedConnection);
}

void CharucoCollector::stop() {
  QMetaObject::invokeMethod(worker_, &CharucoWorker::stop, Qt::QueuedConnection);
}

}  // namespace arbitre::studio
