#!/usr/bin/env bash
# The fuzz targets of the inputs a file or a string can carry (scenario files, game records, save import, links):
# libFuzzer with AddressSanitizer and UBSan, built with clang in build-fuzz/ (tests/engine/fuzz/).
#   scripts/fuzz.sh --short              build them and run each briefly (fixed seed, 20,000 inputs; ctest -L fuzz):
#                                        the test command does this
#   scripts/fuzz.sh [SECONDS] [TARGET..] a long run: each target (scenario, record, save_import, link; default all) for
#                                        SECONDS (default 600) from the test inputs and the corpus kept in
#                                        build-fuzz/corpus/TARGET; prints each one's executions and coverage.
# A finding stops its target with a crash-*, leak-* or timeout-* file in build-fuzz/findings/TARGET/ and exit 1:
# fix it and keep the input in tests/engine/data/regress/ (docs/scenarios.md).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
say() { echo "[fuzz] $*"; }
command -v clang++ >/dev/null || { echo "[fuzz] clang++ is missing (scripts/setup.sh installs it)" >&2; exit 1; }
FLAGS="-fsanitize=fuzzer-no-link,address,undefined"
if [ ! -f build-fuzz/build.ninja ]; then
    CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCARC_BUILD_APP=OFF -DCARC_FUZZ=ON \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_FLAGS="$FLAGS" -DCMAKE_CXX_FLAGS="$FLAGS" > /dev/null \
        || { echo "[fuzz] cmake configure failed" >&2; exit 1; }
fi
cmake --build build-fuzz -j2 --target fuzz_scenario fuzz_record fuzz_save_import fuzz_link > build-fuzz/build.log 2>&1 \
    || { tail -40 build-fuzz/build.log; echo "[fuzz] build failed" >&2; exit 1; }

if [ "${1:-}" = "--short" ]; then
    (cd build-fuzz && ctest -L fuzz --output-on-failure)
    exit $?
fi

SECONDS_EACH=600
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then SECONDS_EACH=$1; shift; fi
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(scenario record save_import link)
rc=0
for t in "${TARGETS[@]}"; do
    case "$t" in
        scenario|record|save_import|link) ;;
        *) echo "[fuzz] unknown target $t (scenario, record, save_import, link)" >&2; exit 2 ;;
    esac
    # The seed folders as tests/engine/CMakeLists.txt lists them (written at configure time).
    mapfile -t seeds < "build-fuzz/fuzz-seeds-$t.txt"
    mkdir -p "build-fuzz/corpus/$t" "build-fuzz/findings/$t"
    say "$t: ${SECONDS_EACH} s"
    build-fuzz/tests/engine/fuzz_$t -max_total_time="$SECONDS_EACH" -max_len=65536 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="build-fuzz/findings/$t/" "build-fuzz/corpus/$t" "${seeds[@]}" > "build-fuzz/$t.log" 2>&1
    code=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "build-fuzz/$t.log" | tail -1)
    cov=$(grep -E '^#[0-9]+' "build-fuzz/$t.log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' || true)
    if [ $code -eq 0 ]; then
        say "$t: ${runs:-?} executions, ${cov:-no coverage line}, no findings (log: build-fuzz/$t.log)"
    else
        say "$t: FINDING after ${runs:-?} executions (exit $code): $(ls "build-fuzz/findings/$t" | head -3 | tr '\n' ' ')"
        grep -E 'ERROR|SUMMARY' "build-fuzz/$t.log" | head -5
        rc=1
    fi
done
exit $rc
