import ExecutableTesting
import Foundation
import Testing

/// Runs the built ArchitectureCheckTool on the fixture packages in `Tests/ArchitectureFixtures`, as a user would.
enum CheckTool {
    /// `Tests/ArchitectureFixtures`, next to this test target.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ArchitectureFixtures")

    /// The directory of the fixture `name`.
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// Runs the tool with `arguments`.
    static func run(_ arguments: [String]) async throws -> BuiltExecutable.Run {
        try await BuiltExecutable(named: "ArchitectureCheckTool").run(arguments, timeout: 300)
    }

    /// Runs the check on `directory` with `--quiet`, timings replaced by `(T s)` so output can be compared.
    static func check(_ directory: String, _ extra: [String] = []) async throws -> (status: Int32, output: String) {
        let run = try await run(["--package-dir", directory, "--quiet"] + extra)
        return (run.status, withoutTimings(run.standardOutput) + run.standardError)
    }

    /// `(0.03 s)` -> `(T s)`.
    static func withoutTimings(_ text: String) -> String {
        text.replacingOccurrences(of: #"\(\d+\.\d\d s\)"#, with: "(T s)", options: .regularExpression)
    }

    /// A fresh copy of the fixture `name` in a temporary directory; the caller removes it.
    static func copy(_ name: String) throws -> String {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("check-tool-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: target)
        return target.path
    }

    /// Replaces `old` with `new` in the file at `path`; the file must contain `old`.
    static func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try #require(text.contains(old), "\(path) does not contain \(old)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Runs `git` with `arguments` in `directory`, as a test user, on a thread of its own; it must succeed.
    static func git(_ directory: String, _ arguments: String...) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-C", directory, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let status = try await onThreadOfItsOwn {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        try #require(status == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    /// Makes `directory` a git repository whose one commit, tagged `start`, holds all its files.
    static func commitAll(_ directory: String) async throws {
        try await git(directory, "init", "-q")
        try await git(directory, "add", "-A")
        try await git(directory, "commit", "-q", "-m", "start")
        try await git(directory, "tag", "start")
    }

    /// Writes `text` to `path`, creating directories.
    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
