// SetupDialog: a live game's set-up: the board's calibration (which fixes the board), the
// rules among the variants that board and its learned colours allow, the match settings (the game's
// options: points or rounds to play, teams), the players' names and colours, the camera (Qt
// Multimedia's list) or a video file, and where the record goes. The last choices are remembered.
#pragma once

#include <map>
#include <memory>
#include <optional>

#include <QDialog>
#include <QStringList>
#include <nlohmann/json.hpp>

#include "arbitre/calibration/profile.h"
#include "referee_run.h"

class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QTableWidget;

namespace arbitre::studio {

class SetupDialog : public QDialog {
  Q_OBJECT
 public:
  explicit SetupDialog(QWidget* parent = nullptr);

  // Sets the calibration and fills in the rules it can referee, and the game's settings and
  // players from it.
  void set_calibration(const QString& path);
  // Chooses the rules among those offered (calibration::playable_variants); false when the
  // calibration cannot referee `variant`.
  bool set_variant(const QString& variant);
  QStringList variants() const;
  void set_video(const QString& path);
  void set_record(const QString& path);
  RefereeSetup setup() const;
  // The players' names by seat name, and their colours in seat order.
  std::map<std::string, QString> player_names() const;
  std::vector<QColor> player_colours() const;

  void accept() override;   // refuses (with the reason) a set-up that cannot start
  QString problem() const;  // why the set-up cannot start; empty when it can

 private:
  void fill_from_calibration();
  void fill_for_variant();  // the chosen variant's settings and players
  void add_player_row(int seat, const QString& name, const QColor& initial);
  void add_option_row(const std::string& key, const nlohmann::json& value);
  QWidget* file_row(QLineEdit* edit, const QString& caption, const QString& filter, bool save);
  nlohmann::json chosen_options() const;

  QLineEdit* calibration_;
  QLabel* game_;
  QComboBox* variant_;
  std::optional<calibration::Profile> profile_;  // the calibration as loaded
  QGroupBox* options_box_;
  QFormLayout* options_form_;
  std::map<std::string, std::pair<nlohmann::json, QWidget*>> options_;  // default, editor
  QTableWidget* players_;
  QRadioButton* use_camera_;
  QComboBox* cameras_;
  QRadioButton* use_video_;
  QLineEdit* video_;
  QLineEdit* record_;
  QLineEdit* start_;
  QSpinBox* seed_;
  QString game_name_;
};

}  // namespace arbitre::studio
