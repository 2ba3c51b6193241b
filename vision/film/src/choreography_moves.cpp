// Moves on the table: which pieces a hand carries where (trips), and the hand doing it.
#include <algorithm>
#include <cmath>
#include <map>

#include "choreography.h"
#include "motion.h"

namespace arbitre::film {
namespace {

constexpr double kLiftMm = 25;      // pieces carried this high above their resting place
constexpr double kHandAboveMm = 8;  // fingertips above the top of what they hold
constexpr size_t kMostTrips = 6;    // more trips than this: one sweep of the hands

// Pieces standing exactly where the rules put them in both positions, by place and colour.
std::string piece_key(const vision::PlacedPiece& p) {
  return p.cell + "/" + std::to_string(p.level) + "/" + p.colour + "/" +
         std::to_string(std::lround(p.x_mm * 10)) + "," + std::to_string(std::lround(p.y_mm * 10));
}

}  // namespace

// Pairs the pieces that must move with the places they go to: same colour, a destination's
// pieces taken from one source when they can be (a stack moves whole), nearest first. A piece
// with no place to go leaves the board; a place with no piece gets one from the player's side.
engine::Result<std::vector<Choreographer::Trip>> Choreographer::plan_trips(
    const std::vector<vision::PlacedPiece>& after) {
  std::multimap<std::string, int> staying;
  for (int i = 0; i < static_cast<int>(scene_.pieces.size()); ++i) {
    staying.emplace(piece_key(scene_.pieces[i].placed), i);
  }
  std::vector<bool> matched(scene_.pieces.size(), false);
  std::vector<int> arriving;  // indices into `after`
  for (int j = 0; j < static_cast<int>(after.size()); ++j) {
    const auto found = staying.find(piece_key(after[j]));
    if (found == staying.end()) {
      arriving.push_back(j);
    } else {
      matched[found->second] = true;
      staying.erase(found);
    }
  }
  std::map<std::pair<std::string, std::string>, Trip> trips;  // (from cell, to cell)
  std::map<std::string, std::string> source_of;               // destination cell -> source cell
  for (int j : arriving) {
    const auto& target = after[j];
    int best = -1;
    double best_cost = 1e18;
    for (int i = 0; i < static_cast<int>(scene_.pieces.size()); ++i) {
      const auto& piece = scene_.pieces[i];
      if (matched[i] || piece.placed.colour != target.colour) continue;
      double cost = std::hypot(piece.placed.x_mm - target.x_mm, piece.placed.y_mm - target.y_mm);
      const auto source = source_of.find(target.cell);
      if (source != source_of.end() && source->second != piece.placed.cell) cost += 1e6;
      if (cost < best_cost) best_cost = cost, best = i;
    }
    const cv::Point3d destination = resting_position(layout_, target);
    if (best < 0) {  // a piece brought from beside the board
      const cv::Point2d side = seat_side(seat_);
      scene_.pieces.push_back({target, {side.x, side.y, -80}, {0, 0}});
      matched.push_back(true);
      best = static_cast<int>(scene_.pieces.size()) - 1;
    }
    matched[best] = true;
    source_of.emplace(target.cell, scene_.pieces[best].placed.cell);
    auto& trip = trips[{scene_.pieces[best].placed.cell, target.cell}];
    trip.pieces.push_back(best);
    trip.destinations.push_back(destination);
    scene_.pieces[best].placed = target;
    scene_.pieces[best].knocked_mm = {0, 0};
  }
  for (int i = 0; i < static_cast<int>(matched.size()); ++i) {  // pieces that leave the board
    if (matched[i]) continue;
    const cv::Point2d side = seat_side(seat_);
    auto& trip = trips[{scene_.pieces[i].placed.cell, "away"}];
    trip.pieces.push_back(i);
    trip.destinations.emplace_back(side.x, side.y, -80);
    scene_.pieces[i].placed.cell.clear();  // marked for removal once carried away
  }
  std::vector<Trip> ordered;
  for (auto& [cells, trip] : trips) ordered.push_back(std::move(trip));
  return ordered;
}

engine::Status Choreographer::run_trip(const Trip& trip) {
  // The hand takes the stack by its top piece.
  int top = trip.pieces.front();
  for (int index : trip.pieces) {
    if (scene_.pieces[index].position.z < scene_.pieces[top].position.z) top = index;
  }
  const double top_height = piece_height(layout_, scene_.pieces[top].placed);
  const cv::Point3d grip =
      scene_.pieces[top].position + cv::Point3d(0, 0, -top_height - kHandAboveMm);
  if (auto status = reach(grip, 0.5 + 0.3 * random_.unit(), {}, {}); !status) return status;
  scene_.hand->pinching = true;
  std::vector<cv::Point3d> offsets;
  for (int index : trip.pieces) offsets.push_back(scene_.pieces[index].position - grip);
  const cv::Point3d lifted = grip + cv::Point3d(0, 0, -kLiftMm);
  if (auto status = reach(lifted, 0.15, trip.pieces, offsets); !status) return status;
  // Carry so that the first piece lands on its place; the others follow it.
  const cv::Point3d landing = trip.destinations.front() - offsets.front();
  if (auto status = reach(landing + cv::Point3d(0, 0, -kLiftMm), 0.35 + 0.3 * random_.unit(),
                          trip.pieces, offsets);
      !status) {
    return status;
  }
  if (auto status = reach(landing, 0.15, trip.pieces, offsets); !status) return status;
  for (size_t i = 0; i < trip.pieces.size(); ++i) {
    scene_.pieces[trip.pieces[i]].position = trip.destinations[i];
  }
  scene_.hand->pinching = false;
  return emit(frames_for(0.1));
}

engine::Status Choreographer::move_pieces(const engine::Occupancy& after, int seat) {
  seat_ = seat;
  auto placed = vision::place_pieces(layout_, script_.variant, after);
  if (!placed) return placed.error();
  const std::vector<TablePiece> before = scene_.pieces;
  auto trips = plan_trips(*placed);
  if (!trips) return trips.error();
  if (trips->size() <= kMostTrips) {
    for (const auto& trip : *trips) {
      if (auto status = run_trip(trip); !status) return status;
    }
  } else {  // a set-up or a big change: the hands sweep everything at once
    scene_.activity = "tidy";
    std::vector<cv::Point3d> starts;
    for (const auto& piece : scene_.pieces) starts.push_back(piece.position);
    const cv::Point2d centre(layout_.width_mm / 2, layout_.height_mm / 2);
    if (auto status = reach({centre.x, centre.y, -60}, 0.5, {}, {}); !status) return status;
    const int frames = frames_for(1.5);
    for (int f = 1; f <= frames; ++f) {
      const double t = ease(static_cast<double>(f) / frames);
      for (const auto& trip : *trips) {
        for (size_t i = 0; i < trip.pieces.size(); ++i) {
          const int index = trip.pieces[i];
          scene_.pieces[index].position =
              starts[index] + (trip.destinations[i] - starts[index]) * t;
        }
      }
      if (auto status = emit(1); !status) return status;
    }
  }
  std::erase_if(scene_.pieces, [](const TablePiece& piece) { return piece.placed.cell.empty(); });
  return leave(0.3 + 0.2 * random_.unit());
}

}  // namespace arbitre::film
