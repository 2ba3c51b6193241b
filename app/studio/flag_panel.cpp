#include "flag_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "event_text.h"
#include "qt_convert.h"

namespace arbitre::studio {
namespace {

QString listed(const std::vector<std::string>& items) {
  QStringList out;
  for (const auto& item : items) out << qs(item).toHtmlEscaped();
  return out.join(QStringLiteral(", "));
}

}  // namespace

QString flag_text(const engine::RefereeEvent& flag) {
  QString html;
  if (flag.flag == engine::FlagKind::kIllegal) {
    html +=
        FlagPanel::tr("<b>Illegal move</b> by %1 with %2: %3")
            .arg(EventText::term(flag.seat_name).toHtmlEscaped(), qs(flag.chance).toHtmlEscaped(),
                 EventText::explanation(flag.breach).toHtmlEscaped());
    html += FlagPanel::tr("<br>Rule %1").arg(qs(flag.breach.rule).toHtmlEscaped());
    if (!flag.breach.quote.empty()) {
      html +=
          QStringLiteral(": <i>\u00ab %1 \u00bb</i>").arg(qs(flag.breach.quote).toHtmlEscaped());
    }
    if (!flag.alternatives.empty()) {
      html += FlagPanel::tr("<br>Legal moves: %1").arg(listed(flag.alternatives));
    }
  } else {
    html += FlagPanel::tr("<b>Unexplained change</b> at %1").arg(listed(flag.differing));
    if (!flag.note.empty())
      html += QStringLiteral("<br>") + EventText::note(flag.note).toHtmlEscaped();
  }
  return html;
}

FlagPanel::FlagPanel(QWidget* parent)
    : QGroupBox(tr("Flag"), parent),
      text_(new QLabel(this)),
      accept_(new QPushButton(tr("&Accept correction"), this)),
      take_back_(new QPushButton(tr("&Take back"), this)),
      overrule_(new QPushButton(tr("&Overrule"), this)) {
  setObjectName(QStringLiteral("flagPanel"));
  text_->setWordWrap(true);
  text_->setTextFormat(Qt::RichText);
  accept_->setToolTip(tr("The players set the table to the nearest legal move (Ctrl+1)"));
  take_back_->setToolTip(tr("The move is taken back: the record stays as it was (Ctrl+2)"));
  overrule_->setToolTip(tr("The table is right: record what it shows (Ctrl+3)"));
  accept_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
  take_back_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
  overrule_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(accept_);
  buttons->addWidget(take_back_);
  buttons->addWidget(overrule_);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(text_);
  layout->addLayout(buttons);
  connect(accept_, &QPushButton::clicked, this,
          [this] { emit answered(engine::Answer::kAcceptCorrection); });
  connect(take_back_, &QPushButton::clicked, this,
          [this] { emit answered(engine::Answer::kTakeBack); });
  connect(overrule_, &QPushButton::clicked, this,
          [this] { emit answered(engine::Answer::kOverrule); });
  show_flag(std::nullopt);
}

void FlagPanel::show_flag(const std::optional<engine::RefereeEvent>& flag) {
  const bool open = flag.has_value();
  text_->setText(open ? flag_text(*flag) : tr("No flag: the table agrees with the record."));
  for (auto* button : {accept_, take_back_, overrule_}) button->setEnabled(open);
  setStyleSheet(open ? QStringLiteral("QGroupBox { border: 2px solid #d02020; }") : QString());
}

QString FlagPanel::text() const {
  return text_->text();
}

}  // namespace arbitre::studio
