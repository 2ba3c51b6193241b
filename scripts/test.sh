#!/usr/bin/env bash
# Builds everything with warnings as errors and runs every test; then builds again under
# AddressSanitizer and UndefinedBehaviorSanitizer and runs the tests once more.
# Installs the Debian packages it needs when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
jobs=$(nproc)

echo "== Build (warnings as errors)"
cmake -S . -B build/ci -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DARBITRE_WERROR=ON
cmake --build build/ci -j "$jobs"
echo "== Tests"
ctest --test-dir build/ci --output-on-failure -j "$jobs"

echo "== Build under AddressSanitizer and UndefinedBehaviorSanitizer"
# Optimised: the sanitizers catch the same errors at -O2 and the tests run several times faster.
cmake -S . -B build/asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DARBITRE_WERROR=ON \
  -DARBITRE_SANITIZE=address,undefined
cmake --build build/asan -j "$jobs"
echo "== Tests under sanitizers"
# Sanitizers look for memory errors, not coverage: fewer random games (and random Jacquet
# matches, which read the same variable) suffice there; the first run played 10,000.
ARBITRE_CONFORMANCE_GAMES=${ARBITRE_CONFORMANCE_GAMES_ASAN:-50} \
  ctest --test-dir build/asan --output-on-failure -j "$jobs"
