import ArchitectureRules
import Dispatch
import Foundation

/// Runs `swift package dump-package` for packages: from the cache when their manifests are unchanged, the others
/// concurrently (one per core, since compiling a manifest is CPU work).
struct PackageDumping: Sendable {
    /// The swift executable.
    let swift: String
    /// Where dumps are kept, or `nil` with `--no-cache`.
    let cache: ManifestCache?

    /// The dumper the options ask for; the cache lives in `--cache-dir`, else `.build/architecture-check` of the
    /// package directory.
    init(_ options: ToolOptions) throws(GraphLoading.Failure) {
        guard let swift = options.swiftExecutable ?? Self.findOnPath("swift") else {
            throw GraphLoading.Failure(message: "cannot find swift on PATH; pass --swift <path> or use --graph")
        }
        self.swift = swift
        guard options.usesCache else {
            cache = nil
            return
        }
        let directory =
            options.cacheDirectory.map { resolve($0, options) }
            ?? "\(options.packageDirectory)/.build/architecture-check"
        let tool = Bundle.main.executableURL.flatMap { ManifestCache.fileIdentity($0.path) } ?? "unknown"
        cache = ManifestCache(
            directory: directory, toolchainVersion: Self.toolchainVersion(swift, cacheDirectory: directory),
            toolVersion: "format 1, " + tool)
    }

    /// The dump of each package in `directories`, in the same order.
    func dumps(of directories: [String]) throws(GraphLoading.Failure) -> [[UInt8]] {
        let packages = directories.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let keys = packages.map { cache == nil ? nil : ManifestCache.key(for: $0) }
        var dumps: [[UInt8]?] = keys.map { key in key.flatMap { cache?.dump(for: $0) } }
        let missing = dumps.indices.filter { dumps[$0] == nil }
        let fresh = ResultSlots<Result<[UInt8], GraphLoading.Failure>>(count: missing.count)
        DispatchQueue.concurrentPerform(iterations: missing.count) { slot in
            let index = missing[slot]
            let result = Result { () throws(GraphLoading.Failure) in try dumpPackage(packages[index]) }
            if case .success(let dump) = result, let key = keys[index] { cache?.store(dump, for: key) }
            fresh.set(slot, result)
        }
        for (index, result) in zip(missing, fresh.values) { dumps[index] = try result.get() }
        return dumps.map { $0 ?? [] }
    }

    /// Runs `swift package dump-package` in `package` and returns its standard output.
    private func dumpPackage(_ package: String) throws(GraphLoading.Failure) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["package", "--package-path", package, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        // SwiftPM's progress notes ("Another instance of SwiftPM is already running ... waiting") go to a file, not
        // into the check's own output; they are shown only when dump-package fails.
        let notesPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("architecture-check-dump-\(UUID().uuidString).log").path
        guard FileManager.default.createFile(atPath: notesPath, contents: nil),
            let notes = FileHandle(forWritingAtPath: notesPath)
        else {
            throw GraphLoading.Failure(
                message: "cannot create a temporary file for swift package dump-package's messages")
        }
        defer { try? FileManager.default.removeItem(atPath: notesPath) }
        process.standardError = notes
        do {
            try process.run()
        } catch {
            throw GraphLoading.Failure(message: "cannot run \(swift): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()  // read before waiting: a full pipe blocks
        process.waitUntilExit()
        try? notes.close()
        guard process.terminationStatus == 0 else {
            let messages = (try? String(contentsOfFile: notesPath, encoding: .utf8)) ?? ""
            throw GraphLoading.Failure(
                message: "swift package dump-package failed with status \(process.terminationStatus)"
                    + (messages.isEmpty ? "" : ":\n" + messages.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return [UInt8](data)
    }

    /// `swift --version`, remembered in the cache folder for as long as the swift executable is the same file (so a
    /// warm run starts no process for it); empty when swift cannot say.
    private static func toolchainVersion(_ swift: String, cacheDirectory: String) -> String {
        let identity = ManifestCache.fileIdentity(swift) ?? swift
        let remembered = "\(cacheDirectory)/toolchain-\(ManifestCache.fnv1a(identity)).txt"
        if let text = ManifestCache.readBounded(remembered) { return text }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let version = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0, !version.isEmpty else { return "" }
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        try? Data(version.utf8).write(to: URL(fileURLWithPath: remembered), options: .atomic)
        return version
    }

    private static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
