#include "qt_convert.h"

#include <cctype>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace arbitre::studio {

QImage to_qimage(const cv::Mat& picture) {
  if (picture.empty()) return {};
  cv::Mat rgb;
  if (picture.channels() == 1) {
    cv::cvtColor(picture, rgb, cv::COLOR_GRAY2RGB);
  } else {
    cv::cvtColor(picture, rgb, cv::COLOR_BGR2RGB);
  }
  QImage image(rgb.data, rgb.cols, rgb.rows, static_cast<qsizetype>(rgb.step),
               QImage::Format_RGB888);
  return image.copy();  // rgb's buffer dies with this function
}

cv::Mat to_mat(const QImage& image) {
  const QImage rgb = image.convertToFormat(QImage::Format_RGB888);
  cv::Mat view(rgb.height(), rgb.width(), CV_8UC3, const_cast<uchar*>(rgb.constBits()),
               static_cast<size_t>(rgb.bytesPerLine()));
  cv::Mat bgr;
  cv::cvtColor(view, bgr, cv::COLOR_RGB2BGR);
  return bgr;
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

QString clock_text(double seconds) {
  if (seconds < 0) return QStringLiteral("--:--");
  const int minutes = static_cast<int>(seconds) / 60;
  return QStringLiteral("%1:%2")
      .arg(minutes, 2, 10, QLatin1Char('0'))
      .arg(std::fmod(seconds, 60.0), 4, 'f', 1, QLatin1Char('0'));
}

}  // namespace arbitre::studio
