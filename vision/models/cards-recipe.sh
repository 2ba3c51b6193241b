#!/usr/bin/env bash
# Makes card_index.onnx: training crops from the card reader's own proposal stages on rendered
# card scenes (seeds 1-2500) and on the train_ real photos, then trains the index network
# (docs/cards.md). Fixed seeds: the same build gives the same model. About 9 minutes of
# crops and 17 of training on the shared 2-core machine (measured 26.5 minutes in all).
# usage: vision/models/cards-recipe.sh BUILD_DIR [REALDATA_DIR]
#   BUILD_DIR holds a built app/arbitre; REALDATA_DIR defaults to ../shared/realdata.
set -euo pipefail
build=$(realpath "${1:?usage: cards-recipe.sh BUILD_DIR [REALDATA_DIR]}")
here=$(cd "$(dirname "$0")" && pwd)
realdata=$(realpath "${2:-$here/../../../shared/realdata}")
python=${ARBITRE_TRAIN_PYTHON:-/usr/bin/python3}
crops="$build/cards-crops"
rm -rf "$crops"
"$build/app/arbitre" crops cards --seeds 1-2500 --photos "$realdata/cards-photos" -o "$crops"
"$python" "$here/train_cards.py" "$crops" -o "$here/card_index.onnx"
