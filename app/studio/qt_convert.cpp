#include "qt_convert.h"

#include <cctype>
#include <cmath>

#include <QCameraDevice>
#include <QMediaDevices>
#include <opencv2/imgproc.hpp>

namespace arbitre::studio {

QImage to_qimage(const cv::Mat& picture) {
  if (picture.empty()) return {};
  // Converted straight into the image's own buffer: one pass over the frame, no copy after.
  QImage image(picture.cols, picture.rows, QImage::Format_RGB888);
  cv::Mat rgb(picture.rows, picture.cols, CV_8UC3, image.bits(),
              static_cast<size_t>(image.bytesPerLine()));
  cv::cvtColor(picture, rgb, picture.channels() == 1 ? cv::COLOR_GRAY2RGB : cv::COLOR_BGR2RGB);
  return image;
}

int seat_of_content(const std::string& content, const std::string& letters) {
  if (content.empty() || letters.empty()) return -1;
  bool all_letters = true;
  for (char c : content) all_letters = all_letters && std::isalpha(static_cast<unsigned char>(c));
  const char letter = all_letters ? content.back() : content.front();
  const auto at = letters.find(letter);
  return at == std::string::npos ? -1 : static_cast<int>(at);
}

std::string seat_letters(const std::vector<std::string>& seat_names) {
  std::string letters;
  for (const auto& name : seat_names) {
    letters +=
        name.empty() ? '?' : static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  }
  return letters;
}

QColor seat_colour(int seat, const std::vector<std::string>& layout_colours) {
  if (seat >= 0 && seat < static_cast<int>(layout_colours.size())) {
    const QColor colour(qs(layout_colours[seat]));
    if (colour.isValid()) return colour;
  }
  static const QColor palette[] = {QColor(230, 230, 230), QColor(40, 40, 40),
                                   QColor(200, 40, 40),   QColor(40, 140, 60),
                                   QColor(220, 190, 40),  QColor(40, 80, 200)};
  if (seat < 0) return QColor(150, 150, 150);
  return palette[seat % 6];
}

std::vector<CameraChoice> camera_choices() {
  std::vector<CameraChoice> choices;
  const auto inputs = QMediaDevices::videoInputs();
  for (int k = 0; k < inputs.size(); ++k) {
    // V4L2 numbers the devices in the order Qt lists them.
    const QString id = QString::fromUtf8(inputs[k].id());
    choices.push_back({inputs[k].description(),
                       id.startsWith(QStringLiteral("/dev/")) ? id : QString::number(k)});
  }
  return choices;
}

QString clock_text(double seconds) {
  if (seconds < 0) return QStringLiteral("--:--");
  const int minutes = static_cast<int>(seconds) / 60;
  return QStringLiteral("%1:%2")
      .arg(minutes, 2, 10, QLatin1Char('0'))
      .arg(std::fmod(seconds, 60.0), 4, 'f', 1, QLatin1Char('0'));
}

}  // namespace arbitre::studio
