#include "referee_run.h"

#include <chrono>

#include <QTimer>

#include "arbitre/calibration/profile.h"
#include "arbitre/calibration/variants.h"
#include "arbitre/engine/game.h"
#include "arbitre/engine/json_fields.h"
#include "arbitre/engine/record.h"
#include "qt_convert.h"

namespace arbitre::studio {
namespace {

// The window is sent at most this many frames a second, and none while it has this many
// frames not yet drawn: a slow window drops frames, never events.
constexpr double kShownFps = 30;
constexpr int kMostPendingFrames = 2;

double wall_s() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct OpenFailure {
  QString message;
};

template <class T>
T take_or_fail(engine::Result<T> result, const std::string& where = {}) {
  if (!result) {
    const std::string text = result.error().to_string();
    throw OpenFailure{qs(where.empty() ? text : where + ": " + text)};
  }
  return std::move(*result);
}

}  // namespace

RefereeWorker::RefereeWorker(std::atomic<int>& frames_pending) : frames_pending_(frames_pending) {}

RefereeWorker::~RefereeWorker() = default;

void RefereeWorker::start(const RefereeSetup& setup) {
  setup_ = setup;
  try {
    open(setup);
  } catch (const OpenFailure& failure) {
    session_.reset();
    record_.reset();
    source_.reset();
    emit failed(failure.message);
    return;
  }
  timer_ = new QTimer(this);
  timer_->setInterval(0);
  connect(timer_, &QTimer::timeout, this, &RefereeWorker::step);
  timer_->start();
}

void RefereeWorker::open(const RefereeSetup& setup) {
  auto profile = take_or_fail(calibration::load_profile(setup.calibration));
  if (!setup.game.empty()) {
    profile =
        take_or_fail(calibration::profile_for_variant(profile, setup.game), setup.calibration);
  }
  nlohmann::json options = profile.options;
  if (setup.options.is_object()) options.update(setup.options);
  auto game = take_or_fail(engine::make_game(profile.game, options), setup.calibration);
  auto start =
      setup.start_state.empty()
          ? game->new_initial_state(setup.seed)
          : take_or_fail(
                game->state_from_json(take_or_fail(engine::read_json_file(setup.start_state))),
                setup.start_state);
  if (setup.open_source) {
    source_ = take_or_fail(setup.open_source(), setup.source);
  } else if (setup.camera) {
    source_ = take_or_fail(watch::open_camera(setup.source), "camera " + setup.source);
  } else {
    source_ = take_or_fail(watch::open_video(setup.source, setup.real_time));
  }
  auto header = engine::record_header(*game, setup.seed, *start);
  header["source"] = setup.camera ? "camera " + setup.source : setup.source;
  header["calibration"] = setup.calibration;
  if (!setup.players.is_null()) header["players"] = setup.players;
  record_ = take_or_fail(engine::RecordWriter::create(setup.record, header));
  session_ =
      take_or_fail(session::RefereeSession::create(profile, std::move(start), {}, record_.get()),
                   setup.calibration);
  total_frames_ = source_->frame_count();
  emit opened(qs(source_->describe()), qs(game->name()), total_frames_);
  publish({});
}

void RefereeWorker::step() {
  if (!session_) return;
  if (session_->reconciler().state().is_terminal()) {
    end(tr("the game is over"));
    return;
  }
  watch::Frame frame;
  const auto status = source_->next(frame);
  if (status == watch::SourceStatus::kEnd) {
    end(source_->why().empty() ? tr("the video ended") : qs(source_->why()));
    return;
  }
  if (status == watch::SourceStatus::kLost) {
    if (!lost_) emit sourceLost(qs(source_->why()));
    lost_ = true;
    return;
  }
  if (lost_) emit sourceBack();
  lost_ = false;
  auto events = session_->feed(frame);
  if (!events) {
    emit failed(qs(events.error().to_string()));
    end(tr("the record cannot be written"));
    return;
  }
  if (!events->empty()) publish(std::move(*events));
  show_frame(frame);
}

void RefereeWorker::show_frame(const watch::Frame& frame) {
  const double now = wall_s();
  const bool last = total_frames_ > 0 && frame.index + 1 >= total_frames_;
  if (!last && (now - last_shown_wall_s_ < 1.0 / kShownFps ||
                frames_pending_.load() >= kMostPendingFrames)) {
    return;
  }
  last_shown_wall_s_ = now;
  auto shot = std::make_shared<FrameShot>();
  shot->image = to_qimage(frame.image);
  if (!overlay_ || overlay_readings_ != session_->stats().readings) {
    overlay_ = std::make_shared<const session::TableOverlay>(session_->overlay());
    overlay_readings_ = session_->stats().readings;
  }
  shot->overlay = overlay_;
  shot->frame = frame.index;
  shot->time_s = frame.time_s;
  shot->total_frames = total_frames_;
  shot->settled = session_->motion().motion == watch::TableMotion::kSettled;
  ++frames_pending_;
  emit frameReady(shot);
}

void RefereeWorker::publish(std::vector<session::SessionEvent> events) {
  overlay_.reset();  // an answer or an entry may change which places disagree
  auto update = std::make_shared<RefereeUpdate>();
  for (const auto& event : events) {
    moves_ += event.event.kind == engine::EventKind::kMove;
    flags_ += event.event.kind == engine::EventKind::kFlag;
  }
  update->events = std::move(events);
  const auto& reconciler = session_->reconciler();
  update->state = reconciler.state().to_json();
  update->drawing = reconciler.state().to_string();
  update->score = reconciler.state().score();
  update->open_flag = reconciler.open_flag();
  update->disagreeing = reconciler.disagreeing();
  emit updated(update);
}

void RefereeWorker::answer(int answer) {
  if (!session_) return;
  auto events = session_->answer(static_cast<engine::Answer>(answer));
  if (!events) {
    emit entryRefused(qs(events.error().to_string()));
    return;
  }
  publish(std::move(*events));
}

void RefereeWorker::enter(const QString& chance, const QString& move) {
  if (!session_) return;
  auto events = session_->enter(ss(chance), ss(move));
  if (!events) {
    emit entryRefused(qs(events.error().to_string()));
    return;
  }
  publish(std::move(*events));
}

void RefereeWorker::enter_throw(const QString& chance) {
  if (!session_) return;
  auto events = session_->enter_throw(ss(chance));
  if (!events) {
    emit entryRefused(qs(events.error().to_string()));
    return;
  }
  publish(std::move(*events));
}

void RefereeWorker::stop() {
  if (session_) end(tr("stopped"));
}

void RefereeWorker::end(const QString& why) {
  if (timer_) timer_->stop();
  if (!session_) return;
  auto events = session_->finish();
  if (events && !events->empty()) publish(std::move(*events));
  const auto& stats = session_->stats();
  const QString summary = tr("%1: %2 moves, %3 flags, %4 frames, %5 readings. Score: %6")
                              .arg(why)
                              .arg(moves_)
                              .arg(flags_)
                              .arg(stats.frames)
                              .arg(stats.readings)
                              .arg(qs(session_->reconciler().state().score().summary));
  session_.reset();
  record_.reset();  // closed: every line is already durable
  source_.reset();
  emit finished(summary);
}

RefereeRun::RefereeRun(QObject* parent)
    : QObject(parent), worker_(new RefereeWorker(frames_pending_)) {
  qRegisterMetaType<RefereeSetup>();
  qRegisterMetaType<FrameShotPtr>();
  qRegisterMetaType<RefereeUpdatePtr>();
  worker_->moveToThread(&thread_);
  connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  connect(worker_, &RefereeWorker::opened, this, &RefereeRun::opened);
  connect(worker_, &RefereeWorker::frameReady, this, &RefereeRun::frameReady);
  connect(worker_, &RefereeWorker::updated, this, &RefereeRun::updated);
  connect(worker_, &RefereeWorker::sourceLost, this, &RefereeRun::sourceLost);
  connect(worker_, &RefereeWorker::sourceBack, this, &RefereeRun::sourceBack);
  connect(worker_, &RefereeWorker::failed, this, [this](const QString& error) {
    running_ = false;
    emit failed(error);
  });
  connect(worker_, &RefereeWorker::finished, this, [this](const QString& summary) {
    running_ = false;
    emit finished(summary);
  });
  connect(worker_, &RefereeWorker::entryRefused, this, &RefereeRun::entryRefused);
  thread_.setObjectName(QStringLiteral("referee"));
  thread_.start();
}

RefereeRun::~RefereeRun() {
  if (running_) {
    QMetaObject::invokeMethod(worker_, &RefereeWorker::stop, Qt::BlockingQueuedConnection);
  }
  thread_.quit();
  thread_.wait();
}

void RefereeRun::start(const RefereeSetup& setup) {
  running_ = true;
  frames_pending_ = 0;
  QMetaObject::invokeMethod(worker_, "start", Qt::QueuedConnection,
                            Q_ARG(arbitre::studio::RefereeSetup, setup));
}

void RefereeRun::stop() {
  QMetaObject::invokeMethod(worker_, &RefereeWorker::stop, Qt::QueuedConnection);
}

void RefereeRun::answer(engine::Answer answer) {
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, answer] { worker->answer(static_cast<int>(answer)); },
      Qt::QueuedConnection);
}

void RefereeRun::enter(const QString& chance, const QString& move) {
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, chance, move] { worker->enter(chance, move); },
      Qt::QueuedConnection);
}

void RefereeRun::enter_throw(const QString& chance) {
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, chance] { worker->enter_throw(chance); }, Qt::QueuedConnection);
}

void RefereeRun::frame_drawn() {
  if (frames_pending_ > 0) --frames_pending_;
}

}  // namespace arbitre::studio
