#!/usr/bin/env bash
# What Swift Testing's macros cost the compiler, per use: `@Test` on a function and `#expect` on a comparison.
#
#   Benchmarks/test-macro-cost.sh [--tests N] [--expectations M] [--keep]
#
# Writes a throwaway package (one library, four test targets) and builds it once; then, for each test target,
# touches its one file and times the rebuild (user + system CPU of `swift build --build-tests`, which includes the
# macro plugin's process). The targets come in pairs that differ only in the macro:
#   Marked     N functions marked `@Test`, each with one comparison assigned to `_`
#   Unmarked   the same N functions without `@Test`
#   Expecting  M comparisons as `#expect(a == b)`, 20 to a `@Test` function
#   Calling    the same M comparisons passed to a plain function that records an issue
# and the cost of one use is the pair's difference in CPU divided by N (or M). Needs only the toolchain.
# Defaults: 400 tests, 800 expectations (about 2 minutes on 2 cores). Exit status: 0 measured, 1 a build failed,
# 64 bad usage.
set -euo pipefail
tests=400
expectations=800
keep=0
while [ $# -gt 0 ]; do
    case "$1" in
    --tests) tests="${2:?--tests needs a number}"; shift ;;
    --expectations) expectations="${2:?--expectations needs a number}"; shift ;;
    --keep) keep=1 ;;
    -h | --help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument '$1'; run $0 --help" >&2; exit 64 ;;
    esac
    shift
done
case "$tests$expectations" in *[!0-9]*) echo "error: --tests and --expectations take whole numbers" >&2; exit 64 ;; esac

package="$(mktemp -d "${TMPDIR:-/tmp}/test-macro-cost.XXXXXX")"
[ "$keep" -eq 1 ] || trap 'rm -rf "$package"' EXIT
python3 - "$package" "$tests" "$expectations" <<'PY'
import os, sys
root, tests, expectations = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def write(path, text):
    os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
    open(os.path.join(root, path), "w").write(text)
names = ["Marked", "Unmarked", "Expecting", "Calling"]
write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n"
      "    name: \"MacroCost\",\n    targets: [\n        .target(name: \"Subject\"),\n"
      + "".join(f"        .testTarget(name: \"{n}Tests\", dependencies: [\"Subject\"]),\n" for n in names) + "    ]\n)\n")
write("Sources/Subject/Subject.swift", "/// A value to compare.\npublic func answer() -> Int { 42 }\n")
header = "import Subject\nimport Testing\n\n"
for name, attribute in (("Marked", "@Test "), ("Unmarked", "")):
    body = "".join(f"    {attribute}func case{i}() {{ _ = answer() == {i} }}\n" for i in range(tests))
    write(f"Tests/{name}Tests/{name}.swift", header + f"struct {name} {{\n{body}}}\n")
for name, check in (("Expecting", "#expect"), ("Calling", "check")):
    functions = []
    for first in range(0, expectations, 20):
        lines = "".join(f"        {check}(answer() == {i})\n" for i in range(first, min(first + 20, expectations)))
        functions.append(f"    @Test func cases{first}() {{\n{lines}    }}\n")
    helper = ("\nfunc check(_ holds: Bool, sourceLocation: SourceLocation = #_sourceLocation) {\n"
              "    if !holds { Issue.record(\"failed\", sourceLocation: sourceLocation) }\n}\n") if name == "Calling" else ""
    write(f"Tests/{name}Tests/{name}.swift", header + f"struct {name} {{\n{''.join(functions)}}}\n{helper}")
PY

cd "$package"
echo "==> first build of the package in $package"
swift build --build-tests >build.log 2>&1 || { tail -30 build.log; exit 1; }

# cpu <target>: the CPU seconds of a rebuild after touching the target's one file.
cpu() {
    touch "Tests/$1Tests/$1.swift"
    /usr/bin/time -f '%U %S' -o time.txt swift build --build-tests >build.log 2>&1 || { tail -30 build.log; exit 1; }
    awk '{ printf "%.2f", $1 + $2 }' time.txt
}
marked=$(cpu Marked)
unmarked=$(cpu Unmarked)
expecting=$(cpu Expecting)
calling=$(cpu Calling)

echo
echo "| rebuild of one test target | CPU seconds | per use |"
echo "|---|---|---|"
echo "| $tests functions marked @Test | $marked | |"
echo "| the same $tests functions, unmarked | $unmarked | |"
awk -v a="$marked" -v b="$unmarked" -v n="$tests" 'BEGIN { printf "| **one @Test** | | **%.0f ms** |\n", (a - b) * 1000 / n }'
echo "| $expectations comparisons in #expect | $expecting | |"
echo "| the same $expectations comparisons in a plain call | $calling | |"
awk -v a="$expecting" -v b="$calling" -v n="$expectations" \
    'BEGIN { printf "| **one #expect** | | **%.0f ms** |\n", (a - b) * 1000 / n }'
echo
echo "$(swift --version 2>&1 | head -1); $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores; load average $(uptime | sed 's/.*load average[s]*: //')"
