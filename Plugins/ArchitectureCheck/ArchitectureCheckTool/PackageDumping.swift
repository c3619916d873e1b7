import ArchitectureRules
import Dispatch
import Foundation

/// Runs `swift package dump-package` for packages: a manifest whose every argument is a literal is read directly,
/// the others come from the cache when their manifests are unchanged, the rest concurrently (one per core, since
/// compiling a manifest is CPU work).
struct PackageDumping: Sendable {
    /// The swift executable.
    let swift: String
    /// Where dumps are kept, or `nil` with `--no-cache`.
    let cache: ManifestCache?
    /// Whether manifests whose every argument is a literal are read directly (``LiteralManifestDump``) rather than
    /// by dump-package; `--dump-every-manifest` turns it off.
    let readsLiterally: Bool

    /// The dumper the options ask for; the cache lives in `--cache-dir`, else `.build/architecture-check` of the
    /// package directory.
    init(_ options: ToolOptions) throws(GraphLoading.Failure) {
        guard let swift = options.swiftExecutable ?? Self.findOnPath("swift") else {
            throw GraphLoading.Failure(message: "cannot find swift on PATH; pass --swift <path> or use --graph")
        }
        self.swift = swift
        readsLiterally = options.readsManifestsLiterally
        guard options.usesCache else {
            cache = nil
            return
        }
        let directory =
            options.cacheDirectory.map { resolve($0, options) }
            ?? "\(options.packageDirectory)/.build/architecture-check"
        let tool = Bundle.main.executableURL.flatMap { ManifestCache.fileIdentity($0.path) } ?? "unknown"
        cache = ManifestCache(
            directory: directory, toolchain: ToolchainVersion(swift: swift, cacheDirectory: directory),
            toolVersion: "format 1, " + tool)
    }

    /// The dump of each package in `directories`, in the same order; the first that fails stops the run.
    func dumps(of directories: [String]) throws(GraphLoading.Failure) -> [[UInt8]] {
        try results(of: directories).map { result throws(GraphLoading.Failure) in try result.get() }
    }

    /// The dump of each package in `directories`, or why it failed, in the same order. A cold cache asks the
    /// toolchain's version beside the dumps, not before them.
    func results(of directories: [String]) -> [Result<[UInt8], GraphLoading.Failure>] {
        let packages = directories.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        // A manifest whose every argument is a literal is read directly; the others from the cache or dump-package.
        let literal = packages.map { readsLiterally ? LiteralManifestDump.json(ofPackageIn: $0) : nil }
        let keys = zip(packages, literal).map { package, literal in
            cache == nil || literal != nil ? nil : ManifestCache.key(for: package)
        }
        var dumps: [[UInt8]?] = zip(keys, literal).map { key, literal in
            literal ?? key.flatMap { cache?.dump(for: $0) }
        }
        let missing = dumps.indices.filter { dumps[$0] == nil }
        let asksVersion = !missing.isEmpty && cache != nil && cache?.toolchain.known == nil
        let fresh = ResultSlots<Result<[UInt8], GraphLoading.Failure>?>(count: missing.count + 1)
        DispatchQueue.concurrentPerform(iterations: missing.count + (asksVersion ? 1 : 0)) { slot in
            guard slot < missing.count else {
                _ = cache?.toolchain.value()
                return fresh.set(slot, nil)
            }
            fresh.set(slot, Result { () throws(GraphLoading.Failure) in try dumpPackage(packages[missing[slot]]) })
        }
        if !asksVersion { fresh.set(missing.count, nil) }
        var failures: [Int: GraphLoading.Failure] = [:]
        for (index, result) in zip(missing, fresh.values) {
            switch result {
            case .success(let dump):
                dumps[index] = dump
                if let key = keys[index] { cache?.store(dump, for: key) }
            case .failure(let failure): failures[index] = failure
            case nil: continue
            }
        }
        return dumps.indices.map { index in failures[index].map { .failure($0) } ?? .success(dumps[index] ?? []) }
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

    private static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
