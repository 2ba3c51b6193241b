// FlagPanel: the open flag in plain words (the rule broken, quoted from the rule text, the legal
// alternatives or the places that differ) and the players' three answers.
#pragma once

#include <optional>

#include <QGroupBox>

#include "arbitre/engine/reconciler.h"

class QLabel;
class QPushButton;

namespace arbitre::studio {

class FlagPanel : public QGroupBox {
  Q_OBJECT
 public:
  explicit FlagPanel(QWidget* parent = nullptr);
  void show_flag(const std::optional<engine::RefereeEvent>& flag);
  QString text() const;

 signals:
  void answered(arbitre::engine::Answer answer);

 private:
  QLabel* text_;
  QPushButton* accept_;
  QPushButton* take_back_;
  QPushButton* overrule_;
};

// The flag in words for players: what is wrong, the rule quoted, what they can do.
QString flag_text(const engine::RefereeEvent& flag);

}  // namespace arbitre::studio
