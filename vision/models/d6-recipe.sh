#!/usr/bin/env bash
# Makes vision/models/d6.onnx: the dice reader's windows (its own proposal stage, plus jittered
# copies of die windows) on the train_ real photos, on rendered dice scenes (seeds
# 10000-10699, dice_scene.h), on rendered Jacquet films (seeds 1-24 and 100-249: their JPEG
# stills; seeds 250-339: their H.264 frames, as the referee reads them), then train_d6.py.
# About 75 minutes on 2 cores: 35 rendering the films, 40 training.
# Fixed seeds everywhere: the same command gives the same network. Crops stay in
# BUILD_DIR/d6-crops (never committed).
# usage: vision/models/d6-recipe.sh BUILD_DIR [REALDATA_DIR]
set -euo pipefail
build=${1:?usage: d6-recipe.sh BUILD_DIR [REALDATA_DIR]}
here=$(cd "$(dirname "$0")" && pwd)
realdata=${2:-${ARBITRE_REALDATA_DIR:-$here/../../../shared/realdata}}
python=${ARBITRE_TRAIN_PYTHON:-/usr/bin/python3}
work="$build/d6-crops"
rm -rf "$work"
mkdir -p "$work"
"$build/app/arbitre" crops dice --photos "$realdata/dice-webcam" -o "$work/real"
"$build/app/arbitre" crops dice --scenes 10000-10699 -o "$work/scenes"
"$build/app/arbitre" crops dice --seeds 1-24 --moves 4 -o "$work/films"
# The oblique, far and blurred looks that misread dice in films: 150 films more (made in two
# runs, the folders' order is the training order).
"$build/app/arbitre" crops dice --seeds 100-109 --moves 4 -o "$work/films-100"
"$build/app/arbitre" crops dice --seeds 110-249 --moves 4 -o "$work/films-110"
# What the referee reads: video frames, whose compression blurs dark dice's pips.
"$build/app/arbitre" crops dice --seeds 250-299 --moves 4 --video -o "$work/video-250"
"$build/app/arbitre" crops dice --seeds 300-339 --moves 4 --video -o "$work/video-300"
"$python" "$here/train_d6.py" "$here/d6.onnx" "$work/real" "$work/scenes" "$work/films" \
  "$work/films-100" "$work/films-110" "$work/video-250" "$work/video-300"
