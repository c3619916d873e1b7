import ArchitectureRules
import Foundation

/// Loads the package graph the way the options ask: graph.json, or `swift package dump-package`.
enum GraphLoading {
    /// A graph that cannot be loaded: a configuration error (exit status 2).
    struct Failure: Error {
        var message: String
    }

    static func load(_ options: ToolOptions) throws(Failure) -> PackageGraph {
        switch options.source {
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Failure(message: "cannot read the graph \(path)")
            }
            do {
                return try JSONDecoder().decode(PackageGraph.self, from: data)
            } catch {
                throw Failure(message: "\(path) is not a package graph: \(error)")
            }
        case .dump:
            let json = try dumpPackage(options)
            do {
                return try PackageDump.graph(fromJSON: json, packageDirectory: options.packageDirectory)
            } catch {
                throw Failure(message: "\(error)")
            }
        }
    }

    /// Runs `swift package dump-package` in the package directory and returns its standard output.
    private static func dumpPackage(_ options: ToolOptions) throws(Failure) -> [UInt8] {
        guard let swift = options.swiftExecutable ?? findOnPath("swift") else {
            throw Failure(message: "cannot find swift on PATH; pass --swift <path> or use --graph")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["package", "--package-path", options.packageDirectory, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        // SwiftPM's progress notes ("Another instance of SwiftPM is already running ... waiting") go to a file, not
        // into the check's own output; they are shown only when dump-package fails.
        let notesPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("architecture-check-dump-\(UUID().uuidString).log").path
        guard FileManager.default.createFile(atPath: notesPath, contents: nil),
            let notes = FileHandle(forWritingAtPath: notesPath)
        else {
            throw Failure(message: "cannot create a temporary file for swift package dump-package's messages")
        }
        defer { try? FileManager.default.removeItem(atPath: notesPath) }
        process.standardError = notes
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run \(swift): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()  // read before waiting: a full pipe blocks
        process.waitUntilExit()
        try? notes.close()
        guard process.terminationStatus == 0 else {
            let messages = (try? String(contentsOfFile: notesPath, encoding: .utf8)) ?? ""
            throw Failure(
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
