#!/usr/bin/env bash
# Makes card_index.onnx: training crops from the card reader's own proposal stages on rendered
# card scenes (seeds 1-2500, two processes) and on the train_ real photos, then trains the
# index network (docs/cards.md). Fixed seeds: the same build gives the same model. About 1 minute
# of crops (87838) and 16 of training on the shared 2-core machine (measured 2026-11-24).
# Then card_face.onnx: whole faces of rendered cards seen at 0.8-2.5 px/mm (seeds 1-8000,
# two processes) and of the train_ photos' whole cards, and the face network trained on them.
# usage: vision/models/cards-recipe.sh BUILD_DIR [REALDATA_DIR]
#   BUILD_DIR holds a built app/arbitre; REALDATA_DIR defaults to ../shared/realdata.
set -euo pipefail
build=$(realpath "${1:?usage: cards-recipe.sh BUILD_DIR [REALDATA_DIR]}")
here=$(cd "$(dirname "$0")" && pwd)
realdata=$(realpath "${2:-$here/../../../shared/realdata}")
python=${ARBITRE_TRAIN_PYTHON:-/usr/bin/python3}
crops="$build/cards-crops"
rm -rf "$crops"
"$build/app/arbitre" crops cards --seeds 1-1250 --photos "$realdata/cards-photos" -o "$crops/a" &
"$build/app/arbitre" crops cards --seeds 1251-2500 -o "$crops/b"
wait $!
"$python" "$here/train_cards.py" "$crops/a" "$crops/b" -o "$here/card_index.onnx"

faces="$build/card-face-crops"
rm -rf "$faces"
"$build/app/arbitre" crops card-faces --seeds 1-4000 --photos "$realdata/cards-photos" \
  -o "$faces/a" &
"$build/app/arbitre" crops card-faces --seeds 4001-8000 -o "$faces/b"
wait $!
"$python" "$here/train_cards.py" --face "$faces/a" "$faces/b" -o "$here/card_face.onnx"
