// Between the libraries' plain types and Qt's: text, pictures, colours.
#pragma once

#include <string>
#include <vector>

#include <QColor>
#include <QImage>
#include <QString>
#include <opencv2/core.hpp>

namespace arbitre::studio {

inline QString qs(const std::string& text) {
  return QString::fromStdString(text);
}
inline std::string ss(const QString& text) {
  return text.toStdString();
}

// A deep copy of an 8-bit BGR (or grey) picture.
QImage to_qimage(const cv::Mat& picture);

// The seat whose colour an occupancy text shows: a Jacquet or Toc count ("W3", "R") by its
// first letter, a Jacotte stack ("GYR") by its top, the last letter. `letters` holds each
// seat's letter, in seat order; -1 when none matches (neutrals, an empty place).
int seat_of_content(const std::string& content, const std::string& letters);

// Each seat's letter as the occupancy texts write it: the first letter of its name.
std::string seat_letters(const std::vector<std::string>& seat_names);

// A display colour for a seat: the board layout's, else one of a fixed palette.
QColor seat_colour(int seat, const std::vector<std::string>& layout_colours);

// A camera of Qt Multimedia's list, with the spec watch::open_camera takes.
struct CameraChoice {
  QString name;  // as the system describes it
  QString spec;  // its device path where Qt gives one, else its place in the list
};
std::vector<CameraChoice> camera_choices();

// "01:02.3"
QString clock_text(double seconds);

}  // namespace arbitre::studio
