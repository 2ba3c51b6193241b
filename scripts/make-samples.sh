#!/usr/bin/env bash
# Regenerates the recorded games in samples/ from fixed seeds: one random legal game per
# variant family, with about one turn in ten misplayed first (the referee must flag those).
#   scripts/make-samples.sh [ARBITRE_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
arbitre=${1:-build/release/app/arbitre}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

make_sample() {  # game seed name
  "$arbitre" selfplay --game "$1" --seed "$2" --games 1 --illegal 0.1 -o "$work" > /dev/null
  mv "$work/$1-$2.jsonl" "samples/$3.jsonl"
}
make_sample jacquet 7 jacquet-sample
make_sample jacotte-4 7 jacotte-sample
make_sample jeson-jam 7 jeson-jam-sample
make_sample toc-4 7 toc-sample
ls -l samples/
