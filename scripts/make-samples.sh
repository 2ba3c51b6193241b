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
mkdir -p samples/render
make_sample jacquet 7 jacquet-sample
make_sample jacotte-4 7 jacotte-sample
make_sample jeson-jam 7 jeson-jam-sample
make_sample toc-4 7 toc-sample
ls -l samples/

# Rendered games: a few moves of each board filmed from a fixed seed (video, stills, truth),
# one of them with an illegal move taken back. docs/truth.md describes the files.
render_sample() {  # game seed name [extra options]
  local game=$1 seed=$2 name=$3
  shift 3
  rm -rf "samples/render/$name"
  "$arbitre" render --game "$game" --seed "$seed" --moves 4 --fps 10 --resolution 640x360 \
    -o "samples/render/$name" "$@" > /dev/null
}
render_sample jacquet 14 jacquet --illegal 0.3
render_sample jacquet 12 jacquet-wooden --wooden --no-video  # wood grain and noise: 7 MB of video
render_sample jacotte-4 11 jacotte
render_sample jeson-jam 14 jeson-jam --illegal 0.3
render_sample toc-4 11 toc-4
render_sample toc-6 11 toc-6
# The main job's game (scripts/run-sample.sh): Jacquet filmed at 1280x720, 30 frames a second,
# with its lens (camera.json, written by render) and the calibration profile made from it.
rm -rf samples/referee/jacquet
"$arbitre" render --game jacquet --seed 21 --moves 10 --illegal 0.2 --fps 30 \
  --resolution 1280x720 --no-stills -o samples/referee/jacquet > /dev/null
"$arbitre" calibrate board --game jacquet samples/referee/jacquet/video.mp4 \
  --camera samples/referee/jacquet/camera.json -o samples/referee/jacquet/board.json > /dev/null
# Camera calibration views: the ChArUco sheet from 14 poses at 720p (stills and truth.json).
rm -rf samples/calibration/charuco
"$arbitre" render --charuco --seed 7 --views 14 --resolution 1280x720 --no-video \
  -o samples/calibration/charuco > /dev/null
du -sh samples/render/* samples/calibration/*
