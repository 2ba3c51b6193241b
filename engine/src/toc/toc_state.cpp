// Jeu de Toc: turn flow, cards (T6, T7), game end and score (T8).
#include "toc_state.h"

#include <algorithm>
#include <map>

#include "arbitre/engine/random.h"

namespace arbitre::engine::toc {

std::string Config::name() const {
  return two_player ? "toc-2" : "toc-" + std::to_string(seats);
}

nlohmann::json Config::options() const {
  nlohmann::json options = nlohmann::json::object();
  options["teams"] = teams;
  options["hands"] = dealt ? "dealt" : "hidden";
  options["card_limit"] = card_limit;
  return options;
}

std::string Config::side_name(int side) const {
  if (!teams) return seat_colour(side);
  const std::string pair = seat_colour(side) + "+" + seat_colour(partner(side));
  return two_player ? "Player " + std::to_string(side + 1) + " (" + pair + ")" : pair;
}

TocState::TocState(const Config& config) : cfg_(config) {}

std::unique_ptr<TocState> TocState::initial(const Config& config, uint64_t seed) {
  auto state = std::make_unique<TocState>(config);
  Random random(seed);
  state->turn_ = static_cast<int>(random.below(config.seats));
  if (config.dealt) {
    state->rng_ = random.next();
    for (int deck = 0; deck < config.decks(); ++deck) {
      for (int card = 0; card < kCardKinds; ++card) state->stock_.push(card);
      state->stock_.push(kJokerCode);  // two jokers a deck (T7)
    }
    state->deal_ = 0;
    state->deal();
  }
  return state;
}

int TocState::current_player() const {
  if (is_terminal()) return kNoPlayer;
  return exchange_phase_ ? exchanger() : turn_;
}

ChanceKind TocState::chance_kind() const {
  return exchange_phase_ ? ChanceKind::kNone : ChanceKind::kCardPlayed;
}

int TocState::winner() const {
  for (int side = 0; side < cfg_.sides(); ++side) {
    const bool done = board_.all_home(side) && (!cfg_.teams || board_.all_home(cfg_.partner(side)));
    if (done) return side;
  }
  return -1;
}

bool TocState::is_terminal() const {
  return winner() >= 0 || (cfg_.card_limit > 0 && cards_played_ >= cfg_.card_limit);
}

bool TocState::card_allowed(int card) const {
  const Hand& hand = hands_[turn_];
  if (hand.count(card) == 0) return false;
  if (card_can_move(cfg_, board_, turn_, card_rank(card))) return true;
  for (int i = 0; i < hand.size; ++i) {  // T6: a discard only when no card can move
    if (card_can_move(cfg_, board_, turn_, card_rank(hand.cards[i]))) return false;
  }
  return true;
}

std::vector<ChanceOutcome> TocState::chance_outcomes() const {
  std::vector<ChanceOutcome> outcomes;
  if (is_terminal()) return outcomes;
  if (exchange_phase_) return {{Chance::none(), 1.0}};
  if (!cfg_.dealt) {  // hidden hands: the deck's composition
    for (int card = 0; card < kCardKinds; ++card) {
      outcomes.push_back(
          {Chance::card(card_from_code(card)), (card == kJokerCode ? 2.0 : 1.0) / 54});
    }
    return outcomes;
  }
  std::map<int, int> allowed;  // card -> count in hand
  int total = 0;
  const Hand& hand = hands_[turn_];
  std::array<bool, 8> moves{};  // T6: only cards that move a pawn, unless none does
  bool any_moves = false;
  for (int i = 0; i < hand.size; ++i) {
    moves[i] = card_can_move(cfg_, board_, turn_, card_rank(hand.cards[i]));
    any_moves = any_moves || moves[i];
  }
  for (int i = 0; i < hand.size; ++i) {
    if (moves[i] || !any_moves) {
      ++allowed[hand.cards[i]];
      ++total;
    }
  }
  for (const auto& [card, count] : allowed) {
    outcomes.push_back({Chance::card(card_from_code(card)), static_cast<double>(count) / total});
  }
  return outcomes;
}

bool TocState::chance_in_play(const Chance& chance) const {
  if (!cfg_.dealt || chance.kind != ChanceKind::kCardPlayed) return true;
  const int code = card_from_text(chance.to_string());
  if (code < 0) return false;
  if (discards_.count(code) > 0) return true;
  for (int seat = 0; seat < cfg_.seats; ++seat) {
    if (hands_[seat].count(code) > 0 || gifts_[seat].count(code) > 0) return true;
  }
  return false;
}

std::vector<Move> TocState::legal_moves(const Chance& chance) const {
  if (is_terminal()) return {};
  if (exchange_phase_) return chance.kind == ChanceKind::kNone ? gift_moves() : std::vector<Move>{};
  if (chance.kind != ChanceKind::kCardPlayed || chance.values.size() != 2) return {};
  const Card card = chance.as_card();
  if (card.rank < kAce || card.rank > kJoker) return {};
  if (card.rank != kJoker && (card.suit == Suit::kNone || static_cast<int>(card.suit) < 0))
    return {};
  const int code = card_code(card.rank == kJoker ? Card{kJoker, Suit::kNone} : card);
  if (cfg_.dealt && !card_allowed(code)) return {};
  std::vector<Gen> gens;
  card_moves(cfg_, board_, turn_, card.rank, gens);
  std::vector<Move> moves;
  if (gens.empty()) {  // T6: the card moves nothing, so it is discarded
    Gen discard;
    discard.code = {0, static_cast<int16_t>(code)};
    discard.size = 2;
    moves.push_back({discard.code_vector(), gen_text(discard)});
  }
  for (const Gen& gen : gens) moves.push_back({gen.code_vector(), gen_text(gen)});
  return moves;
}

int TocState::exchanger() const {
  for (int i = 0; i < cfg_.seats; ++i) {
    const int seat = (turn_ + i) % cfg_.seats;
    if (gifts_[seat].size < kExchangeSizes[deal_]) return seat;
  }
  return -1;
}

// T7: each partner gives 2, 1, 1 cards face down; the distinct choices of cards.
std::vector<Move> TocState::gift_moves() const {
  const Hand& hand = hands_[exchanger()];
  std::vector<Move> moves;
  auto add = [&](std::vector<int> cards) {
    std::sort(cards.begin(), cards.end());
    Gen gen;
    gen.code[gen.size++] = 5;
    for (int card : cards) gen.code[gen.size++] = static_cast<int16_t>(card);
    moves.push_back({gen.code_vector(), gen_text(gen)});
  };
  for (int i = 0; i < hand.size; ++i) {
    if (kExchangeSizes[deal_] == 1) add({hand.cards[i]});
    for (int j = i + 1; j < hand.size && kExchangeSizes[deal_] == 2; ++j) {
      add({hand.cards[i], hand.cards[j]});
    }
  }
  std::sort(moves.begin(), moves.end());
  moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
  return moves;
}

void TocState::apply_gift(const Move& move) {
  const int seat = exchanger();
  for (std::size_t i = 1; i < move.code.size(); ++i) {
    hands_[seat].remove(move.code[i]);
    gifts_[seat].push(move.code[i]);
  }
  if (exchanger() >= 0) return;
  for (int s = 0; s < cfg_.seats; ++s) {
    const Hand& gift = gifts_[cfg_.partner(s)];
    for (int i = 0; i < gift.size; ++i) hands_[s].push(gift.cards[i]);
  }
  for (auto& gift : gifts_) gift.size = 0;
  exchange_phase_ = false;
}

void TocState::apply(const Chance& chance, const Move& move) {
  if (exchange_phase_) return apply_gift(move);
  const Card card = chance.as_card();
  const int code = card_code(card.rank == kJoker ? Card{kJoker, Suit::kNone} : card);
  if (cfg_.dealt) {
    hands_[turn_].remove(code);
    discards_.push(code);
  }
  if (move.code.at(0) == 0) return finish_turn(code, false);
  if (auto after = replay_move(cfg_, board_, turn_, card.rank, move.code)) board_ = *after;
  finish_turn(code, card.rank == kJoker);
}

// After a card: the joker's player draws and plays again (T5, T7); otherwise the next seat
// plays, and when every hand is empty the next deal comes.
void TocState::finish_turn(int /*card*/, bool played_joker) {
  ++cards_played_;
  if (is_terminal()) return;
  if (played_joker) {
    if (cfg_.dealt) {
      if (stock_.empty()) shuffle_discards_into_stock();
      hands_[turn_].push(stock_.take_front());
    }
    return;
  }
  turn_ = (turn_ + 1) % cfg_.seats;
  if (!cfg_.dealt) return;
  const bool all_empty = std::all_of(hands_.begin(), hands_.begin() + cfg_.seats,
                                     [](const Hand& h) { return h.empty(); });
  if (all_empty) {
    deal_ = (deal_ + 1) % static_cast<int>(kDealSizes.size());
    deal();
  }
  while (hands_[turn_].empty()) turn_ = (turn_ + 1) % cfg_.seats;
}

void TocState::deal() {
  if (deal_ == 0) {  // a new cycle: the discards are shuffled with what is left (T7)
    for (int i = 0; i < discards_.size; ++i) stock_.push(discards_.cards[i]);
    discards_.size = 0;
    shuffle(stock_);
  }
  if (stock_.size < kDealSizes[deal_] * cfg_.seats) shuffle_discards_into_stock();
  for (int round = 0; round < kDealSizes[deal_]; ++round) {
    for (int i = 0; i < cfg_.seats; ++i) hands_[(turn_ + i) % cfg_.seats].push(stock_.take_front());
  }
  exchange_phase_ = cfg_.exchanges();
}

void TocState::shuffle_discards_into_stock() {
  shuffle(discards_);
  for (int i = 0; i < discards_.size; ++i) stock_.push(discards_.cards[i]);
  discards_.size = 0;
}

void TocState::shuffle(Deck& deck) {
  Random random(0);
  random.set_state(rng_);
  for (int i = deck.size - 1; i > 0; --i) {
    std::swap(deck.cards[i], deck.cards[random.below(i + 1)]);
  }
  rng_ = random.state();
}

int TocState::progress(int seat) const {
  int total = 0;
  const Table table(board_, cfg_.seats);
  for (int location : board_.pawns[seat]) {
    if (is_home(location))
      total += cfg_.loop() - 1 + location - kHome;
    else if (location != kWait)
      total += table.rel(seat, location) + 1;
  }
  return total;
}

// Sides ordered as they finish: the winner, then pawns home, then distance travelled.
std::vector<int> TocState::side_ranking() const {
  std::vector<std::array<int, 4>> keys;
  const int won = winner();
  for (int side = 0; side < cfg_.sides(); ++side) {
    int home = 0;
    int travelled = 0;
    for (int seat = 0; seat < cfg_.seats; ++seat) {
      if (cfg_.side_of(seat) != side) continue;
      home += board_.count_at(seat, kHome + 1) + board_.count_at(seat, kHome + 2) +
              board_.count_at(seat, kHome + 3) + board_.count_at(seat, kHome + 4);
      travelled += progress(seat);
    }
    keys.push_back({side == won ? 0 : 1, -home, -travelled, side});
  }
  std::sort(keys.begin(), keys.end());
  std::vector<int> order;
  for (const auto& key : keys) order.push_back(key[3]);
  return order;
}

Score TocState::score() const {
  Score score;
  std::vector<int> home(cfg_.sides(), 0);
  for (int seat = 0; seat < cfg_.seats; ++seat) {
    for (int location : board_.pawns[seat]) home[cfg_.side_of(seat)] += is_home(location);
  }
  for (int side = 0; side < cfg_.sides(); ++side)
    score.lines.push_back({cfg_.side_name(side), home[side]});
  const int won = winner();
  if (won >= 0)
    score.summary = cfg_.side_name(won) + " wins. Order: ";
  else if (is_terminal())
    score.summary =
        "Card limit of " + std::to_string(cfg_.card_limit) + " reached, no winner. Order: ";
  else
    score.summary = "In play. Order: ";
  const auto order = side_ranking();
  for (std::size_t i = 0; i < order.size(); ++i) {
    score.summary += (i ? ", " : "") + std::to_string(i + 1) + ". " + cfg_.side_name(order[i]) +
                     " (" + std::to_string(home[order[i]]) + " home)";
  }
  return score;
}

Occupancy TocState::occupancy() const {
  Occupancy cells;
  for (int seat = 0; seat < cfg_.seats; ++seat) {
    const int waiting = board_.count_at(seat, kWait);
    if (waiting > 0)
      cells[wait_cell_id(seat)] = std::string(1, seat_letter(seat)) + std::to_string(waiting);
    for (int location : board_.pawns[seat]) {
      if (location != kWait)
        cells[location_cell_id(seat, location)] = std::string(1, seat_letter(seat));
    }
  }
  return cells;
}

}  // namespace arbitre::engine::toc
