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
# The same flags as CI's build, so every run (and .ci/check-add-feature) reuses the same compiled modules.
build_flags=(--build-tests --explicit-target-dependency-import-check error -Xswiftc -warnings-as-errors)

mkdir -p "$work"

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
    trap 'rm -rf "$lock_dir"' EXIT
}
take_lock

# Mirrors the package into $copy: copies new and changed files (keeping their times), deletes files the
# package no longer has, and leaves every unchanged file alone so the build sees no change in it.
sync_copy() {
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
