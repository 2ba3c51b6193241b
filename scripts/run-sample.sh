#!/usr/bin/env bash
# The main job on a bundled sample: installs what is missing, builds `arbitre`, and
# referees a recorded game from samples/, printing each move, its verdict and the score.
#   scripts/run-sample.sh [RECORD]   (default: samples/jacquet-sample.jsonl)
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
mkdir -p build
# -O2 as in CI: GCC 12 at -O3 warns falsely (-Wrestrict) inside std::string.
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
  -DARBITRE_BUILD_TESTS=OFF \
  > build/configure-release.log 2>&1 || { cat build/configure-release.log; exit 1; }
cmake --build build/release --target arbitre
build/release/app/arbitre referee "${1:-samples/jacquet-sample.jsonl}"
