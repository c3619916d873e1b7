# Sourced by .ci/check-deletable and .ci/check-add-feature: the package copy they share, its scratch
# directory, CI's build flags, a lock so one check at a time owns them, and the incremental sync into the copy.
# Portable to macOS's bash 3.2 and to systems without flock(1).
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="${SHOPKIT_FEATURE_CHECK_DIR:-${TMPDIR:-/tmp}/shopkit-feature-checks}"
copy="$work/package"
scratch="$work/build"
# Plugins build their tools with their own flags; a scratch directory of their own keeps them from
# invalidating the modules the checked build shares with them (ArchitectureRules, FeatureScaffolding).
plugin_scratch="$work/plugin-build"
# The package as it was before the check changed anything, for the checks that compare with it.
original="$repo"
# CI's own build flags, so a check reuses CI's compiled modules; a warning fails it because each check reads
# its build log (-warnings-as-errors would change the flags and rebuild everything).
build_flags=(--build-tests --explicit-target-dependency-import-check error)

mkdir -p "$work"

# In place: with SHOPKIT_FEATURE_CHECKS_IN_PLACE=1 (CI sets it) and a git working tree with nothing uncommitted,
# the checks edit the package itself and build in its own .build, so they start from CI's build instead of
# compiling a copy from nothing (187 s of 304 s for check-deletable on 2 cores, measured 2026-12-03). The working
# tree is reset to its commit before each use and when the check ends; files git ignores, such as .build, are
# kept. Otherwise, and always for work in progress, the checks use the copy.
in_place=0
if [ "${SHOPKIT_FEATURE_CHECKS_IN_PLACE:-0}" = 1 ]; then
    if git -C "$repo" rev-parse --verify --quiet HEAD >/dev/null && [ -z "$(git -C "$repo" status --porcelain)" ]; then
        in_place=1
        copy="$repo"
        scratch="$repo/.build"
        plugin_scratch="$repo/.build"
        original="$work/original"
        rm -rf "$original" && mkdir -p "$original" && git -C "$repo" archive HEAD | tar -x -C "$original" || exit 2
    else
        echo "note: $repo has uncommitted changes or is not a git working tree, so the checks use a copy in $copy" >&2
    fi
fi

# One check at a time owns the copy and the scratch directory. flock(1) is not on macOS: there a directory
# that mkdir creates atomically is the lock, and the lock of a process that has ended is taken over.
take_lock() {
    if command -v flock >/dev/null 2>&1; then
        exec 9>"$work/lock"
        flock 9
        return
    fi
    lock_dir="$work/lock.d"
    until mkdir "$lock_dir" 2>/dev/null; do
        holder=$(cat "$lock_dir/pid" 2>/dev/null || true)
        if [ -n "$holder" ] && ! kill -0 "$holder" 2>/dev/null; then
            echo "note: taking over the lock of process $holder, which has ended" >&2
            rm -rf "$lock_dir"
        else
            echo "waiting for another check (process ${holder:-?}) to finish with $work" >&2
            sleep 5
        fi
    done
    echo $$ >"$lock_dir/pid"
}
take_lock

# When the check ends: the package back at its commit (in place), and the lock released.
finish_checks() {
    [ "$in_place" -eq 0 ] || { git -C "$repo" reset --hard --quiet HEAD && git -C "$repo" clean -fdq; }
    [ -z "${lock_dir:-}" ] || rm -rf "$lock_dir"
}
trap finish_checks EXIT

# Mirrors the package into $copy (in place: resets the package to its commit): copies new and changed files
# (keeping their times), deletes files the package no longer has, and leaves every unchanged file alone so the
# build sees no change in it.
sync_copy() {
    if [ "$in_place" -eq 1 ]; then
        git -C "$repo" reset --hard --quiet HEAD && git -C "$repo" clean -fdq
        return
    fi
    python3 - "$repo" "$copy" <<'PY'
import os, shutil, sys
source, target = sys.argv[1], sys.argv[2]
skip = lambda name: name.startswith(".build") or name in (".git", ".swiftpm")
wanted = set()
for directory, subdirectories, files in os.walk(source):
    subdirectories[:] = [d for d in subdirectories if not skip(d)]
    relative = os.path.relpath(directory, source)
    os.makedirs(os.path.join(target, relative), exist_ok=True)
    wanted.add(os.path.normpath(relative))
    for name in files:
        path = os.path.normpath(os.path.join(relative, name))
        wanted.add(path)
        origin, copy = os.path.join(source, path), os.path.join(target, path)
        status = os.stat(origin)
        if os.path.exists(copy):
            existing = os.stat(copy)
            if existing.st_size == status.st_size and int(existing.st_mtime) == int(status.st_mtime):
                continue
        shutil.copy2(origin, copy)
for directory, subdirectories, files in os.walk(target, topdown=False):
    relative = os.path.relpath(directory, target)
    if any(skip(part) for part in relative.split(os.sep)):
        continue
    for name in files:
        path = os.path.normpath(os.path.join(relative, name))
        if path not in wanted:
            os.remove(os.path.join(target, path))
    if os.path.normpath(relative) not in wanted and relative != ".":
        os.rmdir(directory)
PY
}

# tree_listing: every directory and file of the copy, a file with the SHA-256 of its bytes, one a line, sorted.
tree_listing() {
    python3 - "$copy" <<'PY'
import hashlib, os, sys
root = sys.argv[1]
entries = []
for directory, subdirectories, files in os.walk(root):
    subdirectories[:] = [d for d in subdirectories if not (d.startswith(".build") or d in (".git", ".swiftpm"))]
    entries.append("directory " + os.path.relpath(directory, root))
    for name in files:
        with open(os.path.join(directory, name), "rb") as file:
            digest = hashlib.sha256(file.read()).hexdigest()
        entries.append(digest + " " + os.path.relpath(os.path.join(directory, name), root))
print("\n".join(sorted(entries)))
PY
}

# adds_one_manifest_line <manifest before> <Name>: the copy's Package.swift gained exactly one line, the feature's
# `.feature("<Name>", uses: [...])`; the difference is printed.
adds_one_manifest_line() {
    local diff
    diff=$(diff -U1 "$1" "$copy/Package.swift" | tail -n +3)
    echo "$diff"
    [ "$(grep -c '^+' <<<"$diff")" -eq 1 ] && [ "$(grep -c '^-' <<<"$diff")" -eq 0 ] &&
        grep -qE "^\+ *\.feature\(\"$2\", uses: \[" <<<"$diff" ||
        { echo "add-feature must add one line, .feature(\"$2\", uses: [...]), to Package.swift"; return 1; }
}

# lints_feature <Name> [path...]: the feature's folders, Package.swift and the paths given pass
# `swift format lint --strict` with the package's configuration.
lints_feature() {
    local feature="$1"
    shift
    (cd "$copy" && swift format lint --strict --configuration .swift-format -r Package.swift \
        "Sources/${feature}Feature" "Tests/${feature}FeatureTests" "Demos/${feature}Demo" "$@")
}
