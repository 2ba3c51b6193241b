#!/usr/bin/env bash
# The main job on a bundled sample: installs what is missing, builds `arbitre`, and referees
# the rendered game in samples/referee/jacquet from its video, printing each move, its verdict
# and the score (the game record goes to build/sample-record.jsonl).
#   scripts/run-sample.sh [RECORD.jsonl]   (a recorded game file instead: `arbitre referee`)
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
mkdir -p build
# -O2 as in CI: GCC 12 at -O3 warns falsely (-Wrestrict) inside std::string.
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
  -DARBITRE_BUILD_TESTS=OFF \
  > build/configure-release.log 2>&1 || { cat build/configure-release.log; exit 1; }
cmake --build build/release --target arbitre
if [[ $# -gt 0 ]]; then
  build/release/app/arbitre referee "$1"
else
  # start.json: the position the film starts from (the opening throw gave Black the first move).
  build/release/app/arbitre review samples/referee/jacquet/video.mp4 \
    --start samples/referee/jacquet/start.json --calibration samples/referee/jacquet/board.json -o build/sample-record.jsonl
fi
