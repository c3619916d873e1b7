#!/usr/bin/env bash
# Measures build locality: what a one-line change in a feature makes SwiftPM recompile and relink.
#
#   Benchmarks/build-locality.sh [Feature] [--build-tests] [--keep]      (default feature: Checkout)
#
# In a temporary copy of the package (no .build), from a clean debug build:
#   1. nothing changed (a null build, the floor of every rebuild);
#   2. an internal change: one string literal in Sources/<F>Feature/Terminal/<F>View.swift;
#   3. an interface change: a documented public static constant added to <F>Entry in <F>Entry.swift.
# After each, it rebuilds and reads SwiftPM's `Compiling <Module> <file>` and `Linking <product>` lines.
# Prints a Markdown table. Expected: the internal change recompiles only that feature's module and relinks
# only the executables that contain it (the feature's demo and the app); no other feature recompiles.
# --build-tests builds (and so relinks) the test bundle too; --keep leaves the copy for inspection.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
feature="Checkout"
build_args=()
keep=false
for argument in "$@"; do
    case "$argument" in
        --build-tests) build_args+=(--build-tests) ;;
        --keep) keep=true ;;
        -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "error: unknown option '$argument'" >&2; exit 2 ;;
        *) feature="$argument" ;;
    esac
done
view="Sources/${feature}Feature/Terminal/${feature}View.swift"
entry="Sources/${feature}Feature/${feature}Entry.swift"
for file in "$view" "$entry"; do
    [ -f "$repo/$file" ] || { echo "error: $file does not exist" >&2; exit 2; }
done

work="$(mktemp -d "${TMPDIR:-/tmp}/shopkit-build-locality.XXXXXX")"
$keep || trap 'rm -rf "$work"' EXIT
copy="$work/package"
mkdir -p "$copy"
(cd "$repo" && tar --exclude='./.build*' --exclude=./.git --exclude=./.swiftpm -cf - .) | (cd "$copy" && tar xf -)

# Seconds since the epoch with a fraction (macOS's date has no %N).
now() { python3 -c 'import time; print(time.time())'; }

# build <label>: builds the copy, keeping the log as $work/<label>.log; prints the seconds it took.
build() {
    local started ended
    started=$(now)
    if ! swift build --package-path "$copy" --scratch-path "$work/build" ${build_args[@]+"${build_args[@]}"} \
        >"$work/$1.log" 2>&1; then
        cat "$work/$1.log" >&2
        echo "error: the $1 build failed" >&2
        exit 1
    fi
    ended=$(now)
    python3 -c "print(f'{$ended - $started:.1f}')"
}

# summary <label>: `Module (n files), ...` for the Compiling lines, then a tab, then the Linking lines.
summary() {
    python3 - "$work/$1.log" <<'PY'
import collections, re, sys
compiled = collections.Counter()
linked = []
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    step = re.match(r"^\[\d+/\d+\] (Compiling|Linking) (.+)$", line.strip())
    if not step:
        continue
    verb, rest = step.groups()
    if verb == "Compiling":
        module, _, files = rest.partition(" ")
        if module != "plugin":  # `Compiling plugin X` is SwiftPM compiling a plugin script
            compiled[module] += len([name for name in files.split(", ") if name])
    elif rest not in linked:
        linked.append(rest)
modules = ", ".join(f"{m} ({n} file{'s' if n != 1 else ''})" for m, n in sorted(compiled.items())) or "none"
print(modules + "\t" + (", ".join(sorted(linked)) or "none"))
PY
}

echo "build locality of ${feature}Feature, in $copy" >&2
echo "clean debug build${build_args[*]:+ (${build_args[*]})}..." >&2
clean=$(build clean)
echo "null build..." >&2
null=$(build null)

# 2. An internal change: the first plain string literal of the view gets one more character.
python3 - "$copy/$view" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
for match in re.finditer(r'"([A-Z][A-Za-z ]*)"', text):
    line = text[text.rfind("\n", 0, match.start()) + 1 : text.find("\n", match.end())]
    if '"""' not in line and not line.lstrip().startswith("//"):
        text = text[: match.start()] + f'"{match.group(1)}!"' + text[match.end() :]
        open(path, "w", encoding="utf-8").write(text)
        print(f"changed {match.group(0)} to \"{match.group(1)}!\"", file=sys.stderr)
        break
else:
    sys.exit(f"error: no plain string literal such as \"Details\" in {path}")
PY
echo "rebuild after the internal change..." >&2
internal=$(build internal)

# 3. An interface change: a new public constant on the Entry.
python3 - "$copy/$entry" "$feature" <<'PY'
import sys
path, feature = sys.argv[1], sys.argv[2]
lines = open(path, encoding="utf-8").read().split("\n")
declaration = f"public enum {feature}Entry {{"
index = next((i for i, line in enumerate(lines) if line.strip() == declaration), None)
if index is None:
    sys.exit(f"error: no line `{declaration}` in {path}")
lines[index + 1 : index + 1] = [
    "    /// A constant added by Benchmarks/build-locality.sh to change the feature's public interface.",
    "    public static let buildLocalityProbe = 1",
]
open(path, "w", encoding="utf-8").write("\n".join(lines))
PY
echo "rebuild after the Entry change..." >&2
interface=$(build interface)

echo
echo "| change | modules recompiled | executables relinked | seconds | clean build seconds |"
echo "|---|---|---|---|---|"
row() {
    local compiled linked
    IFS=$'\t' read -r compiled linked < <(summary "$2")
    echo "| $1 | $compiled | $linked | $3 | $clean |"
}
# The table is only worth printing if the changes took: each must have recompiled the feature itself.
for label in internal interface; do
    grep -qE "^\[[0-9]+/[0-9]+\] Compiling ${feature}Feature " "$work/$label.log" || {
        echo "error: the $label change did not recompile ${feature}Feature (run with --keep to read the logs)" >&2
        exit 1
    }
done
row "nothing (null build)" null "$null"
row "one string literal in \`$view\`" internal "$internal"
row "a public constant added to \`${feature}Entry\`" interface "$interface"
echo
echo "Debug build$( [ ${#build_args[@]} -gt 0 ] && echo " with ${build_args[*]}"), $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores; logs in $work$($keep || echo " (removed on exit; --keep keeps them)")."
