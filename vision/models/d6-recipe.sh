#!/usr/bin/env bash
# Makes vision/models/d6.onnx: the dice reader's windows (its own proposal stage, plus jittered
# copies of die windows) on the train_ real photos, on rendered dice scenes (seeds
# 10000-10699, dice_scene.h) and on rendered Jacquet films (seeds 1-24), then train_d6.py.
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
"$python" "$here/train_d6.py" "$here/d6.onnx" "$work/real" "$work/scenes" "$work/films"
