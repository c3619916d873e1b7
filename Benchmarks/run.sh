#!/usr/bin/env bash
# Every runtime benchmark of ShopKit, in release builds: app start, the scripted purchase flow, search latency,
# cart mutations, the architecture check on ShopKit, and the check on a generated 1,000-module package.
#
#   Benchmarks/run.sh [benchmark ...]     (names as in `ShopBenchmarks --help`; default: all)
#
#   Benchmarks/run.sh layouts [--features 4,16,64] [--runs 3] [--keep]
#       debug build times of one generated app sliced feature-first and layer-first (see LayoutBenchmark's
#       main.swift); at the defaults about 10 minutes of CPU (32 minutes on a loaded, shared 2-core machine),
#       not part of CI. A failed build stops it with the compiler's messages. It rewrites
#       Benchmarks/layouts.json, Benchmarks/layouts.svg and the layouts block of Documentation/ShopKit.docc/HowToMeasure.md.
#
#   Benchmarks/run.sh repository [--packages 30] [--xcode-files 3000] [--runs 5] [--keep]
#       the whole-repository architecture check on a generated app repository (local packages and an Xcode
#       project), run as a process: cold (its dump-package cache removed) and warm, beside dump-package alone;
#       at the defaults about 5 minutes on 2 cores. Not part of CI.
#
# Build locality (what a one-line change recompiles) is measured separately: Benchmarks/build-locality.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

# build <debug|release> <product>...: builds each product, showing the compiler's messages only when one fails.
build() {
    local configuration="$1" log
    shift
    log="$(mktemp "${TMPDIR:-/tmp}/shopkit-benchmarks-build.XXXXXX")"
    for product in "$@"; do
        swift build -c "$configuration" --product "$product" >"$log" 2>&1 || {
            cat "$log" >&2
            echo "error: the $configuration build of $product failed" >&2
            exit 1
        }
    done
    rm -f "$log"
}
machine() {
    echo "machine: $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores, $(uname -sm); swift: $(swift --version 2>&1 | head -1)"
}

if [ "${1:-}" = repository ]; then
    shift
    build release ArchitectureCheckTool ArchitectureBenchmark
    bin="$(swift build -c release --show-bin-path)"
    machine
    exec "$bin/ArchitectureBenchmark" --repository --check-tool "$bin/ArchitectureCheckTool" "$@"
fi
if [ "${1:-}" = layouts ]; then
    shift
    build debug LayoutBenchmark ArchitectureCheckTool
    bin="$(swift build --show-bin-path)"
    exec "$bin/LayoutBenchmark" --repository "$PWD" --check-tool "$bin/ArchitectureCheckTool" \
        --command "Benchmarks/run.sh layouts${*:+ $*}" "$@"
fi
build release shop ArchitectureCheckTool ShopBenchmarks ArchitectureBenchmark
bin="$(swift build -c release --show-bin-path)"
machine
"$bin/ShopBenchmarks" "$@"
if [ $# -eq 0 ]; then
    echo "== architecture-check-synthetic: the rules on a generated package of 1,000 modules and 10,000 files"
    "$bin/ArchitectureBenchmark" --modules 1000 --files 10000 --runs 5
fi
