// ArchitectureCheckTool: the executable behind `swift package check-architecture`, also runnable alone:
//   ArchitectureCheckTool --package-dir <dir> --graph <graph.json>   (the graph the plugin writes)
//   ArchitectureCheckTool --package-dir . --from-dump                (runs swift package dump-package itself)
// Exit status: 0 clean, 1 rule violations, 2 usage or configuration error.
import ArchitectureRules
import Foundation

/// Prints to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Runs the tool and returns its exit status.
func runTool(_ arguments: [String]) -> Int32 {
    let options: ToolOptions
    do {
        guard let parsed = try ToolOptions.parse(arguments) else {
            print(ToolOptions.usage)
            return 0
        }
        options = parsed
    } catch {
        printError("error: \(error.message)\nrun with --help for usage")
        return 2
    }

    let graph: PackageGraph
    do {
        graph = try GraphLoading.load(options)
    } catch {
        printError("error: \(error.message)")
        return 2
    }
    let started = Date()  // the summary times the check itself, not loading the graph
    let files = PackageFiles.directory(options.packageDirectory)
    let readme = options.checkReadme && options.mode == .check ? options.readme : nil
    let report = ArchitectureCheck.run(graph, files: files, readme: readme)
    if !report.unreadableFiles.isEmpty {
        printError("error: cannot read \(report.unreadableFiles.joined(separator: ", ")); is the graph stale?")
        return 2
    }

    switch options.mode {
    case .check:
        if !options.quiet { print(report.moduleTable()) }
        for diagnostic in report.diagnostics { print(diagnostic.rendered) }
        print(report.summaryLine(seconds: Date().timeIntervalSince(started)))
        return report.diagnostics.isEmpty ? 0 : 1
    case .draw(let format):
        print(GraphDiagram.render(report, as: format, includeAllTargets: options.allTargets), terminator: "")
        return 0
    case .explain(let name):
        guard let explanation = report.explain(name) else {
            printError(
                "error: no target named \(name); targets: \(graph.targets.map(\.name).sorted().joined(separator: ", "))"
            )
            return 2
        }
        print(explanation, terminator: "")
        return 0
    case .updateReadme:
        return updateReadme(report, options: options)
    case .changeCoupling:
        return printChangeCoupling(graph, options: options)
    }
}

/// Runs `git log` in the package and prints which modules change together; 2 when git cannot run.
func printChangeCoupling(_ graph: PackageGraph, options: ToolOptions) -> Int32 {
    var arguments = ["-C", options.packageDirectory, "log", "--no-merges", "--name-only", "--pretty=format:@%h"]
    if let since = options.since { arguments.append("--since=\(since)") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    process.standardOutput = output
    do {
        try process.run()
    } catch {
        printError("error: cannot run git: \(error)")
        return 2
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()  // read before waiting: a full pipe blocks
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        printError("error: git log failed with status \(process.terminationStatus); is this a git checkout?")
        return 2
    }
    let coupling = ChangeCoupling(
        log: String(decoding: data, as: UTF8.self), targets: graph.targets,
        maximumModulesPerCommit: options.maximumModulesPerCommit)
    print(coupling.rendered(), terminator: "")
    return 0
}

/// Rewrites the README's graph block; 2 when the README or its markers are missing.
func updateReadme(_ report: ArchitectureReport, options: ToolOptions) -> Int32 {
    let path = options.readme.hasPrefix("/") ? options.readme : "\(options.packageDirectory)/\(options.readme)"
    guard let data = FileManager.default.contents(atPath: path) else {
        printError("error: cannot read \(options.readme)")
        return 2
    }
    let text = String(decoding: data, as: UTF8.self)
    guard let updated = ReadmeGraph.updating(text, with: ReadmeGraph.block(for: report)) else {
        printError(
            "error: \(options.readme) has no \(ReadmeGraph.beginMarker) ... \(ReadmeGraph.endMarker) markers\n"
                + "note: add the two marker lines where the graph belongs, then run this again")
        return 2
    }
    guard updated != text else {
        print("\(options.readme): the module graph is up to date")
        return 0
    }
    do {
        try Data(updated.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        printError("error: cannot write \(options.readme): \(error)")
        return 2
    }
    print("\(options.readme): updated the module graph")
    return 0
}

exit(runTool(Array(CommandLine.arguments.dropFirst())))
