// Choreography: the beats of a game script turned into what stands on the table in every
// frame: pieces (some carried by a hand), dice rolling and resting, sticks, cards, the hand.
// Plain data; frame_render.h draws it.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "arbitre/engine/random.h"
#include "arbitre/engine/result.h"
#include "arbitre/film/script.h"
#include "arbitre/render/objects.h"
#include "arbitre/render/scene.h"
#include "arbitre/vision/layout.h"
#include "arbitre/vision/placement.h"
#include "look.h"

namespace arbitre::film {

struct TablePiece {
  vision::PlacedPiece placed;    // where the rules put it
  cv::Point3d position;          // where it is now: centre of its bottom (z = -height above board)
  cv::Point2d knocked_mm{0, 0};  // a bump off its place, kept until it is moved
};

struct FrameScene {
  std::vector<TablePiece> pieces;
  std::vector<render::Die> dice;
  std::vector<render::Stick> sticks;
  char stick_colour = ' ';  // the thrower's colour letter (sticks are painted per player)
  std::vector<render::CardObject> cards;  // bottom of the pile first; faces set when drawn
  std::optional<render::Hand> hand;
  render::BoardOnTable board_on_table;  // where bumps have pushed the board on the table
  // Truth about the frame.
  int state = 0;               // the position the rules hold (GameScript::states index)
  std::string activity;        // "still", "throw", "move", "illegal", "take-back", "tidy"
  int beat = -1;               // index of the beat in progress (-1: before the first)
  bool settled = false;        // nothing moves and no hand is over the table
  bool shows_illegal = false;  // the table shows an illegal move's result
  bool still = false;          // save this frame as a still (the last settled frame of a pause)
};

class Choreographer {
 public:
  using FrameSink = std::function<engine::Status(const FrameScene&)>;
  Choreographer(const GameScript& script, const vision::BoardLayout& layout, const Look& look,
                double fps, uint64_t seed);
  // Calls `sink` with every frame in order; stops at the first error.
  engine::Status play(const FrameSink& sink);

 private:
  struct Trip {
    std::vector<int> pieces;  // indices into scene_.pieces, carried together
    std::vector<cv::Point3d> destinations;
  };

  engine::Status emit(int count);
  engine::Status pause(double seconds);
  engine::Status reach(const cv::Point3d& target, double seconds, const std::vector<int>& carried,
                       const std::vector<cv::Point3d>& carried_offsets);
  engine::Status leave(double seconds);
  engine::Status pick_up_dice();
  engine::Status throw_dice(const Beat& beat);
  engine::Status lay_card(const Beat& beat);
  engine::Status move_pieces(const engine::Occupancy& after, int seat);
  engine::Status run_trip(const Trip& trip);
  engine::Result<std::vector<Trip>> plan_trips(const std::vector<vision::PlacedPiece>& after);
  void maybe_knock_a_piece();
  engine::Status maybe_bump_the_board();
  cv::Point2d seat_side(int seat) const;
  int frames_for(double seconds) const;

  const GameScript& script_;
  const vision::BoardLayout& layout_;
  const Look& look_;
  double fps_;
  engine::Random random_;
  engine::Random bump_random_;  // its own stream: films without a bump stay as they were
  FrameSink sink_;
  FrameScene scene_;
  int seat_ = 0;
};

}  // namespace arbitre::film
