// Jeu de Toc: the state as JSON (docs/games/toc.md), read back with errors naming the field.
#include <algorithm>
#include <cstdio>

#include "arbitre/engine/json_fields.h"
#include "toc_state.h"

namespace arbitre::engine::toc {
namespace {

std::string letter_key(int seat) {
  return std::string(1, seat_letter(seat));
}

template <int N>
std::string pile_string(const Pile<N>& pile) {
  std::string out;
  out.reserve(pile.size * 4);
  for (int i = 0; i < pile.size; ++i) {
    if (i) out += ' ';
    out += card_text(pile.cards[i]);
  }
  return out;
}

std::string pawns_string(const Board& board, int seat) {
  std::string out;
  for (int location : board.pawns[seat]) {
    if (location == kWait) continue;
    if (!out.empty()) out += ' ';
    append_cell_id(out, seat, location);
  }
  return out;
}

// One string per seat, in seat order (an array is cheaper than an object here).
template <class F>
nlohmann::json seat_strings(int seats, F&& text_of) {
  nlohmann::json array = nlohmann::json::array();
  auto& items = array.get_ref<nlohmann::json::array_t&>();
  items.reserve(seats);
  for (int seat = 0; seat < seats; ++seat) items.emplace_back(text_of(seat));
  return array;
}

// Calls `word` for each space-separated word; false at an empty word (two spaces).
template <class F>
bool for_each_word(std::string_view text, F&& word) {
  if (text.empty()) return true;
  std::size_t start = 0;
  while (true) {
    const auto end = std::min(text.find(' ', start), text.size());
    if (end == start) return false;
    if (!word(text.substr(start, end - start))) return true;
    if (end == text.size()) return true;
    start = end + 1;
  }
}

}  // namespace

nlohmann::json TocState::to_json() const {
  // Keys assigned one by one: much cheaper than an initializer list, and this runs after
  // every move of the conformance tests.
  nlohmann::json json = nlohmann::json::object();
  json["game"] = cfg_.name();
  json["options"] = cfg_.options();
  json["turn"] = letter_key(turn_);
  json["cards_played"] = cards_played_;
  json["pawns"] = seat_strings(cfg_.seats, [&](int seat) { return pawns_string(board_, seat); });
  if (!cfg_.dealt) return json;
  json["phase"] = exchange_phase_ ? "exchange" : "play";
  json["deal"] = deal_ + 1;
  json["hands"] = seat_strings(cfg_.seats, [&](int seat) { return pile_string(hands_[seat]); });
  if (cfg_.exchanges()) {
    json["gifts"] = seat_strings(cfg_.seats, [&](int seat) { return pile_string(gifts_[seat]); });
  }
  json["stock"] = pile_string(stock_);
  json["discards"] = pile_string(discards_);
  std::string rng(16, '0');
  for (int i = 0; i < 16; ++i) rng[i] = "0123456789abcdef"[(rng_ >> (60 - 4 * i)) & 15];
  json["rng"] = std::move(rng);
  return json;
}

class TocJsonReader {
 public:
  TocJsonReader(const Config& config, const nlohmann::json& json)
      : cfg_(config), json_(json), fields_(json, ""), state_(std::make_unique<TocState>(config)) {}

  Result<std::unique_ptr<State>> read() {
    read_header();
    read_pawns();
    if (cfg_.dealt) read_cards();
    if (fields_.ok()) check_keys();
    if (fields_.ok() && cfg_.dealt) check_hand_sizes();
    if (!fields_.ok()) return *fields_.error();
    return std::unique_ptr<State>(std::move(state_));
  }

 private:
  void read_header() {
    if (fields_.text("game") != cfg_.name() && fields_.ok()) {
      fields_.fail("game", "expected '" + cfg_.name() + "'");
    }
    const auto& options = fields_.object("options");
    const auto teams = options.find("teams");
    const auto hands = options.find("hands");
    const auto limit_option = options.find("card_limit");
    const bool same = options.size() == 3 && teams != options.end() && *teams == cfg_.teams &&
                      hands != options.end() && *hands == (cfg_.dealt ? "dealt" : "hidden") &&
                      limit_option != options.end() && *limit_option == cfg_.card_limit;
    if (fields_.ok() && !same) {
      fields_.fail("options", "expected the game's options " + cfg_.options().dump());
    }
    const std::string turn = fields_.text("turn");
    state_->turn_ = turn.size() == 1 ? seat_from_letter(turn[0], cfg_.seats) : -1;
    if (fields_.ok() && state_->turn_ < 0)
      fields_.fail("turn", "'" + turn + "' is not a seat letter");
    const int limit = cfg_.card_limit > 0 ? cfg_.card_limit : 1000000000;
    state_->cards_played_ = fields_.integer("cards_played", 0, limit);
  }

  // The strings of a per-seat array, or nullptr after an error (named by `key` and index).
  const nlohmann::json* seat_array(std::string_view key) {
    const auto& array = fields_.array(key, cfg_.seats);
    for (std::size_t seat = 0; seat < array.size() && fields_.ok(); ++seat) {
      if (!array[seat].is_string())
        fields_.fail(fields_.child_path(key) + "[" + std::to_string(seat) + "]",
                     "expected a string");
    }
    return fields_.ok() ? &array : nullptr;
  }

  void read_pawns() {
    const nlohmann::json* pawns = seat_array("pawns");
    if (!pawns) return;
    std::array<int, kMaxLoop> owner;
    owner.fill(-1);
    for (int seat = 0; seat < cfg_.seats && fields_.ok(); ++seat) {
      const std::string field = "pawns[" + std::to_string(seat) + "]";
      const auto& cells = (*pawns)[seat].get_ref<const std::string&>();
      int count = 0;
      int previous = -1;
      const bool spaced = for_each_word(cells, [&](std::string_view id) {
        if (count == kPawnsPerSeat) return fields_.fail(field, "more than 4 pawns"), false;
        const int location = read_location(field, seat, id);
        if (!fields_.ok()) return false;
        if (location <= previous) {
          return fields_.fail(field, "list the cells once each, in board order (loop, then home)"),
                 false;
        }
        if (location < kHome && owner[location] >= 0) {
          return fields_.fail(field, std::string(id) + " already holds a " +
                                         seat_colour(owner[location]) + " pawn"),
                 false;
        }
        if (location < kHome) owner[location] = seat;
        state_->board_.pawns[seat][count++] = static_cast<uint8_t>(location);
        previous = location;
        return true;
      });
      if (!spaced) fields_.fail(field, "separate the cells with single spaces");
    }
    if (fields_.ok() && state_->check_invariants() ==
                            std::optional<std::string>("more than one side has finished")) {
      fields_.fail("pawns", "more than one side has all its pawns home");
    }
  }

  int read_location(const std::string& field, int seat, std::string_view id) {
    const CellRef ref = parse_cell_id(id, cfg_.seats);
    if (ref.kind == CellRef::Kind::kLoop) return ref.index;
    if (ref.kind == CellRef::Kind::kHomeSquare && ref.seat == seat) return kHome + ref.index;
    const std::string cell(id);
    if (ref.kind == CellRef::Kind::kHomeSquare)
      fields_.fail(field, cell + " is " + seat_colour(ref.seat) + "'s home (T9)");
    else if (ref.kind == CellRef::Kind::kWaitingArea)
      fields_.fail(field, "waiting pawns are not listed: " + cell);
    else
      fields_.fail(field, "'" + cell + "' is not a cell of " + cfg_.name());
    return 0;
  }

  template <int N>
  void read_pile(const std::string& text, const std::string& field, Pile<N>& pile, int capacity) {
    const bool spaced = for_each_word(text, [&](std::string_view word) {
      const int card = card_from_text(word);
      if (card < 0)
        return fields_.fail(field, "'" + std::string(word) + "' is not a card (as QH, 10S, JOKER)"),
               false;
      if (pile.size >= capacity)
        return fields_.fail(field, "more than " + std::to_string(capacity) + " cards"), false;
      pile.push(card);
      return true;
    });
    if (!spaced) fields_.fail(field, "separate the cards with single spaces");
  }

  void read_cards() {
    state_->exchange_phase_ = fields_.choice("phase", {"play", "exchange"}) == "exchange";
    if (fields_.ok() && state_->exchange_phase_ && !cfg_.exchanges()) {
      fields_.fail("phase", "partners exchange cards only in team play at 4 or 6");
    }
    state_->deal_ = fields_.integer("deal", 1, 3) - 1;
    read_seat_piles("hands", state_->hands_, kMaxHand);
    if (cfg_.exchanges()) read_seat_piles("gifts", state_->gifts_, kExchangeSizes[state_->deal_]);
    const std::string stock = fields_.text("stock");
    if (fields_.ok()) read_pile(stock, "stock", state_->stock_, cfg_.deck_size());
    const std::string discards = fields_.text("discards");
    if (fields_.ok()) read_pile(discards, "discards", state_->discards_, cfg_.deck_size());
    const std::string rng = fields_.text("rng");
    unsigned long long value = 0;
    int used = 0;
    if (fields_.ok() && (rng.size() != 16 ||
                         std::sscanf(rng.c_str(), "%16llx%n", &value, &used) != 1 || used != 16)) {
      fields_.fail("rng", "expected 16 hexadecimal digits");
    }
    state_->rng_ = value;
    if (fields_.ok()) check_card_counts();
  }

  void read_seat_piles(std::string_view key, std::array<Hand, kMaxSeats>& piles, int capacity) {
    const nlohmann::json* array = seat_array(key);
    for (int seat = 0; array && seat < cfg_.seats && fields_.ok(); ++seat) {
      read_pile((*array)[seat].get_ref<const std::string&>(), seat_field(key, seat), piles[seat],
                capacity);
    }
  }

  static std::string seat_field(std::string_view key, int seat) {
    return std::string(key) + "[" + std::to_string(seat) + "]";
  }

  // T7: hands, gifts, stock and discards make the whole deck (two at 6 seats).
  void check_card_counts() {
    std::array<int, kCardKinds> count{};
    auto add = [&](const auto& pile) {
      for (int i = 0; i < pile.size; ++i) ++count[pile.cards[i]];
    };
    for (int seat = 0; seat < cfg_.seats; ++seat)
      add(state_->hands_[seat]), add(state_->gifts_[seat]);
    add(state_->stock_);
    add(state_->discards_);
    for (int card = 0; card < kCardKinds; ++card) {
      const int expected = cfg_.decks() * (card == kJokerCode ? 2 : 1);
      if (count[card] != expected) {
        fields_.fail("stock", "hands, gifts, stock and discards hold " + card_text(card) + " " +
                                  std::to_string(count[card]) + " times, the deck " +
                                  std::to_string(expected));
        return;
      }
    }
  }

  // Hands shrink one card a turn from the seat to play, clockwise; in the exchange phase the
  // seats from `turn` on give in order.
  void check_hand_sizes() {
    const int seats = cfg_.seats;
    const int turn = state_->turn_;
    const int deal_size = kDealSizes[state_->deal_];
    const int gift_size = kExchangeSizes[state_->deal_];
    bool giving = state_->exchange_phase_;
    int previous = deal_size;
    for (int i = 0; i < seats && fields_.ok(); ++i) {
      const int seat = (turn + i) % seats;
      const int held = state_->hands_[seat].size;
      const int gave = state_->gifts_[seat].size;
      const std::string field = seat_field("hands", seat);
      if (!state_->exchange_phase_) {
        if (gave > 0)
          fields_.fail(seat_field("gifts", seat), "gifts are only held during the exchange");
        else if (held > deal_size)
          fields_.fail(field,
                       "more cards than deal " + std::to_string(state_->deal_ + 1) + " gives");
        else if (!state_->is_terminal() &&
                 (held > previous || held < state_->hands_[turn].size - 1 || (i == 0 && held == 0)))
          fields_.fail(field, "hand sizes must fall by one card from the seat to play, clockwise");
        previous = held;
        continue;
      }
      if (gave != 0 && gave != gift_size)
        fields_.fail(seat_field("gifts", seat),
                     "a gift holds " + std::to_string(gift_size) + " cards");
      else if (gave > 0 && !giving)
        fields_.fail(seat_field("gifts", seat), "seats give in turn from the seat to play");
      else if (held + gave != deal_size)
        fields_.fail(field, "expected " + std::to_string(deal_size - gave) + " cards");
      if (gave == 0) giving = false;
    }
    if (fields_.ok() && state_->exchange_phase_ && state_->exchanger() < 0) {
      fields_.fail("gifts", "every seat has given: the exchange is over");
    }
  }

  void check_keys() {
    static constexpr std::array<std::string_view, 5> kCommon = {"game", "options", "turn",
                                                                "cards_played", "pawns"};
    static constexpr std::array<std::string_view, 6> kDealt = {"phase", "deal",     "hands",
                                                               "stock", "discards", "rng"};
    for (const auto& [key, value] : json_.items()) {
      const bool known =
          std::find(kCommon.begin(), kCommon.end(), key) != kCommon.end() ||
          (cfg_.dealt && std::find(kDealt.begin(), kDealt.end(), key) != kDealt.end()) ||
          (cfg_.exchanges() && key == "gifts");
      if (!known)
        return fields_.fail(
            key, "unknown field for " + cfg_.name() + (cfg_.dealt ? "" : " with hidden hands"));
    }
  }

  const Config& cfg_;
  const nlohmann::json& json_;
  JsonFields fields_;
  std::unique_ptr<TocState> state_;
};

Result<std::unique_ptr<State>> TocState::from_json(const Config& config,
                                                   const nlohmann::json& json) {
  return TocJsonReader(config, json).read();
}

}  // namespace arbitre::engine::toc
