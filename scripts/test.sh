#!/usr/bin/env bash
# Builds everything with warnings as errors and runs every test; then builds again under
# AddressSanitizer and UndefinedBehaviorSanitizer and runs the tests labelled `sanitized` once
# more (tests/CMakeLists.txt: every game's random games, the reconciler, the records, the dice
# and card readers), or with --sanitize-all every test but the whole films (about twice CI's 15
# minutes on its 2 cores: run it after changing a game's rules, pixel code, the session or the
# studio).
# Installs the Debian packages it needs when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitize_all=false
case "${1:-}" in
  "") ;;
  --sanitize-all) sanitize_all=true ;;
  *) echo "scripts/test.sh: unknown option '$1' (the one option is --sanitize-all)" >&2; exit 2 ;;
esac

scripts/install-deps.sh
jobs=$(nproc)
# The games the reading and calibration tests film, filmed once for both passes: each test
# runs in a process of its own, and the sanitizers' pass would film them all again (a third
# of its time under --sanitize-all). The renderer's own tests still film under the sanitizers.
ARBITRE_TEST_FILMS=$(mktemp -d)
export ARBITRE_TEST_FILMS
trap 'rm -rf "$ARBITRE_TEST_FILMS"' EXIT

echo "== Build (warnings as errors)"
# -O1 without debug information: -g adds a third to the compile time of this 2-core budget, and
# -O2 a third more (536 against 394 s of compiling) for tests that ran no faster (158 s both).
# GCC's flow warnings (maybe-uninitialized) run from -O1. The program run-sample.sh builds,
# and the benchmarks' figures, stay at -O2 (build/release, docs/).
cmake -S . -B build/ci -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" \
  -DARBITRE_WERROR=ON -DARBITRE_UNITY_BUILD=ON
cmake --build build/ci -j "$jobs"
echo "== Tests"
# 1,000 random games per variant here, the same seeds at every run (the conformance test alone
# plays 10,000 by default: `build/ci/tests/engine/engine_test --gtest_filter='AllVariants/*'`;
# 2,000 cost 60 s more of CI's test time, a quarter of its margin).
ARBITRE_CONFORMANCE_GAMES=${ARBITRE_CONFORMANCE_GAMES:-1000} \
  ctest --test-dir build/ci --output-on-failure -j "$jobs"

echo "== Build under AddressSanitizer and UndefinedBehaviorSanitizer"
# -O1 with line tables: UBSan at -O2 -g more than doubles the compile time (a CLI file: 56 s
# against 24 s), and GCC 12's optimiser warns falsely inside the standard library when it
# inlines sanitizer checks, so warnings are judged by the build above, not this one.
# The benchmarks measure speed, which sanitizers distort: not built here.
# Three of UBSan's checks cost a quarter of this build (the read library: 28 s, 20 s without
# them) and find little here: vptr (no dynamic_cast, no downcast by hand), alignment (x86; the
# pictures' buffers are OpenCV's, aligned) and null (a null dereference stops under ASan anyway).
# Two more cost another eighth (178 -> 158 s here): object-size, whose out-of-bounds accesses
# ASan stops on every access, and pointer-overflow (an address wrapping around 0).
cmake -S . -B build/asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
  -DARBITRE_WERROR=OFF -DARBITRE_SANITIZE=address,undefined \
  -DARBITRE_SANITIZE_EXCEPT=vptr,alignment,null,object-size,pointer-overflow \
  -DARBITRE_UNITY_BUILD=ON \
  -DARBITRE_BUILD_BENCHMARKS=OFF
if $sanitize_all; then
  cmake --build build/asan -j "$jobs"
  sanitized=(--label-exclude whole_film)
else
  cmake --build build/asan -j "$jobs" --target sanitized_tests
  sanitized=(--label-regex '^sanitized$')
fi
echo "== Tests under sanitizers"
# Sanitizers look for memory errors, not coverage: fewer random games (and random Jacquet
# matches, which read the same variable) suffice there; the first run played 2,000.
# fontconfig's caches (cairo's text) are never freed: tests/lsan.supp. The tests labelled
# whole_film (the command line's refereeing of the bundled film, the settle detector's rendered
# film) run the code that RefereeSession and the studio's tests run under --sanitize-all.
ARBITRE_CONFORMANCE_GAMES=${ARBITRE_CONFORMANCE_GAMES_ASAN:-30} \
  LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp" \
  ctest --test-dir build/asan --output-on-failure -j "$jobs" "${sanitized[@]}"
