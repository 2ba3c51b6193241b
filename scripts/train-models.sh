#!/usr/bin/env bash
# Regenerates the readers' networks in vision/models/ (d6.onnx, card_index.onnx, card_face.onnx): builds
# `arbitre`, which cuts the training crops from rendered scenes and from the `train_` real
# photos in ../shared/realdata (its proposal stages, so the networks learn on what they see at
# run time), then trains each network with Debian's python3-torch and exports it to ONNX.
# Fixed seeds: the same command gives the same crops; training on a CPU takes some minutes.
#   scripts/train-models.sh [REALDATA_DIR]   (default: ../shared/realdata)
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh python3-torch python3-onnx python3-numpy python3-opencv
realdata=$(realpath "${1:-../shared/realdata}")
[[ -f "$realdata/dice-webcam/labels.jsonl" && -f "$realdata/cards-photos/labels.jsonl" ]] || {
  echo "error: $realdata lacks dice-webcam/labels.jsonl or cards-photos/labels.jsonl" >&2
  exit 2
}
cmake -S . -B build/train -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" -DARBITRE_BUILD_TESTS=OFF >/dev/null
cmake --build build/train --target arbitre
export ARBITRE_TRAIN_PYTHON=/usr/bin/python3  # Debian's, which has torch
vision/models/d6-recipe.sh build/train "$realdata"
vision/models/cards-recipe.sh build/train "$realdata"
