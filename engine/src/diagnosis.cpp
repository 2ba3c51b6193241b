#include "arbitre/engine/diagnosis.h"

namespace arbitre::engine {

std::string fill_message(std::string_view message, const std::vector<std::string>& args) {
  std::string out;
  out.reserve(message.size() + 16 * args.size());
  for (std::size_t i = 0; i < message.size(); ++i) {
    const bool placeholder = message[i] == '%' && i + 1 < message.size() && message[i + 1] >= '1' &&
                             message[i + 1] <= '9';
    const std::size_t index = placeholder ? static_cast<std::size_t>(message[i + 1] - '1') : 0;
    if (placeholder && index < args.size()) {
      out += args[index];
      ++i;
    } else {
      out += message[i];
    }
  }
  return out;
}

std::string joined_ids(const std::vector<std::string>& ids) {
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : ", ") + id;
  return out;
}

RuleBreach make_breach(std::string rule, std::string quote, std::string_view message,
                       std::vector<std::string> args) {
  return RuleBreach{std::move(rule), std::move(quote), std::string(message), std::move(args)};
}

}  // namespace arbitre::engine
