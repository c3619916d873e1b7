// ArchitectureCheckTool: the executable behind `swift package check-architecture`, also runnable alone on any
// package:
//   ArchitectureCheckTool --package-dir <dir> --graph <graph.json>   (the graph the plugin writes)
//   ArchitectureCheckTool --package-dir <dir>                         (runs swift package dump-package itself)
// Exit status: 0 clean, 1 rule violations, 2 usage or configuration error.
import ArchitectureRules
import Foundation

/// Prints to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Runs the tool and returns its exit status; with `--stamp`, writes the stamp file when the check passed.
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
    guard let stamp = options.stamp else { return runTool(options) }
    // Removed first, so that a run that fails in any way leaves no stamp and the build runs the check again.
    try? FileManager.default.removeItem(atPath: stamp)
    let status = runTool(options)
    guard status == 0 else { return status }
    do {
        try Data("// The architecture check passed on these sources (ArchitectureCheckTool --stamp).\n".utf8)
            .write(to: URL(fileURLWithPath: stamp), options: .atomic)
    } catch {
        printError("error: cannot write \(stamp): \(error)")
        return 2
    }
    return 0
}

/// Runs the tool with parsed `options` and returns its exit status.
func runTool(_ options: ToolOptions) -> Int32 {

    let started = Date()  // the summary times the whole run: reading manifests and projects too
    // The configuration is read before any manifest is loaded, so a mistake in it is reported at once.
    let configuration: ArchitectureConfiguration
    do {
        configuration = try loadConfiguration(options)
    } catch {
        printError("\(error)")
        return 2
    }
    let graph: PackageGraph
    do {
        graph = try GraphLoading.load(options)
        try configuration.validate(against: graph)
    } catch let failure as GraphLoading.Failure {
        printError(failure.rendered)
        return 2
    } catch {
        printError("\(error)")
        return 2
    }
    let isRepository =
        if case .dump = options.source {
            options.repository ?? RepositoryDiscovery.isRepository(options.packageDirectory)
        } else {
            false
        }
    var warnings =
        (isRepository ? RepositoryDiscovery.ungeneratedProjectWarnings(root: options.packageDirectory) : [])
        + UnreadableProject.warnings(for: graph.unreadableProjects)
        + graph.unreadablePackages.map {
            $0.warning(configurationFile: configuration.file ?? ArchitectureConfiguration.fileName)
        }
    let files = PackageFiles.directory(options.packageDirectory)
    let readme = options.checkReadme && options.mode == .check ? options.readme : nil
    let repositoryPath = RepositoryRoot.packagePath(of: options.packageDirectory)
    var report = ArchitectureCheck.run(
        graph, files: files, configuration: configuration, readme: readme, repositoryPath: repositoryPath,
        buildConfiguration: options.buildConfiguration)
    // A file an Xcode project lists may be generated later; any other missing file means the graph is stale.
    let missingFiles = MissingProjectFiles.sorting(report.unreadableFiles, in: graph)
    warnings += missingFiles.byProject.map(\.warning)
    let staleFiles = missingFiles.stale
    guard staleFiles.isEmpty else {
        printError(staleFiles.map { "error: cannot read \($0); is the graph stale?" }.joined(separator: "\n"))
        return 2
    }

    switch options.mode {
    case .check:
        if let baseline = options.baseline ?? configuration.baseline {
            do {
                report = try loadBaseline(baseline, options).apply(to: report, file: baseline)
            } catch {
                printError("\(error)")
                return 2
            }
        }
        let findings = report.findings(everyLine: options.everyLine)
        if let format = options.reportFormat {
            let ciReport = CIReport(
                findings: findings, knownViolations: report.knownViolations.count, repositoryPath: repositoryPath,
                manifests: report.targets.compactMapValues { target in
                    target.origin.map { $0.isXcodeProject ? $0.manifest + "/project.pbxproj" : $0.manifest }
                })
            // Standard output holds the report alone; what the run could not check goes beside it.
            for line in warnings + report.notes + report.uncheckedImportNotes { printError(line) }
            print(ciReport.rendered(as: format), terminator: "")
            return findings.isEmpty ? 0 : 1
        }
        if !options.quiet { print(report.moduleTable()) }
        for warning in warnings { print(warning) }
        if options.warnsKnown {
            for known in report.knownViolations { print(known.renderedAsKnown) }
        }
        let text = TextReport(
            report: report, findings: findings, seconds: Date().timeIntervalSince(started),
            note: ((options.quiet ? [] : report.notes) + report.uncheckedImportNotes)
                .joined(separator: "\n").nilIfEmpty)
        print(TextReporter.render(text), terminator: "")
        if configuration.file == nil && !report.diagnostics.isEmpty {
            print(
                "(no \(ArchitectureConfiguration.fileName) in \(options.packageDirectory): the built-in conventions "
                    + "applied; --write-configuration \(ArchitectureConfiguration.fileName) starts one with a category "
                    + "for every module and package, and --write-baseline <file> accepts today's violations while you "
                    + "fix them)")
        }
        return report.diagnostics.isEmpty ? 0 : 1
    case .draw(let format):
        print(GraphDiagram.render(report, as: format, includeAllTargets: options.allTargets), terminator: "")
        return 0
    case .explain(let name):
        // The Swift module name finds its target too: `Trailhead` for `Trailhead-iOS`, `SyncUI_macOS`.
        let named = graph.targets.filter { $0.importedName == name }.map(\.name)
        guard
            let explanation = report.explain(name) ?? (named.count == 1 ? report.explain(named[0]) : nil)
                ?? report.explainRule(name)
        else {
            let known = graph.targets.map(\.name) + report.remotePackages
            printError(
                "error: no module or rule named \(name); modules: \(known.sorted().joined(separator: ", ")); rules: "
                    + RuleID.allCases.map(\.rawValue).joined(separator: ", "))
            return 2
        }
        print(explanation, terminator: "")
        return 0
    case .updateReadme:
        return updateReadme(report, options: options)
    case .changeCoupling:
        return printChangeCoupling(graph, options: options)
    case .writeBaseline(let path):
        let text = Baseline.text(recording: report.diagnostics)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: resolve(path, options)), options: .atomic)
        } catch {
            printError("error: cannot write \(path): \(error)")
            return 2
        }
        let count = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count
        print("\(path): recorded \(count) known violation\(count == 1 ? "" : "s")")
        return 0
    case .writeConfiguration(let path):
        return writeConfiguration(to: path, configuration: configuration, options: options) {
            StartingConfiguration(report: report) { proposed in
                ArchitectureCheck.run(
                    graph, files: files, configuration: proposed, repositoryPath: repositoryPath,
                    buildConfiguration: options.buildConfiguration)
            }
        }
    case .affected(let revision):
        return printAffected(report, since: revision, configuration: configuration, options: options)
    }
}

/// Writes the configuration `proposing` makes from a run with the conventions to `path`; 2 when a configuration
/// is already in use or the file exists, since this starts one and never rewrites one.
func writeConfiguration(
    to path: String, configuration: ArchitectureConfiguration, options: ToolOptions,
    proposing: () -> StartingConfiguration
) -> Int32 {
    if let file = configuration.file {
        printError(
            "error: \(file) is already the configuration; --write-configuration starts one where there is none\n"
                + "note: the uncategorised errors name each entry to add to it")
        return 2
    }
    guard !FileManager.default.fileExists(atPath: resolve(path, options)) else {
        printError(
            "error: \(path) exists; --write-configuration never overwrites a file\n"
                + "note: move it aside, or name another file and pass it with --config")
        return 2
    }
    let starting = proposing()
    guard !starting.isEmpty else {
        print("every module and package has a category under the conventions: nothing to write to \(path)")
        return 0
    }
    do {
        try Data(starting.text.utf8).write(to: URL(fileURLWithPath: resolve(path, options)), options: .atomic)
    } catch {
        printError("error: cannot write \(path): \(error)")
        return 2
    }
    print(starting.summary(writtenTo: path), terminator: "")
    return 0
}

/// `path` relative to the package directory unless it is absolute.
func resolve(_ path: String, _ options: ToolOptions) -> String {
    path.hasPrefix("/") ? path : "\(options.packageDirectory)/\(path)"
}

/// The configuration `--config` names, else architecture.json at the package root, else the conventions.
func loadConfiguration(_ options: ToolOptions) throws(ConfigurationError) -> ArchitectureConfiguration {
    let name = options.configuration ?? ArchitectureConfiguration.fileName
    guard let data = FileManager.default.contents(atPath: resolve(name, options)) else {
        guard options.configuration == nil else {
            throw ConfigurationError(file: name, line: 0, column: 0, message: "cannot read the configuration file")
        }
        return .conventions
    }
    return try ArchitectureConfiguration.parse(String(decoding: data, as: UTF8.self), file: name)
}

/// The baseline at `path`; a missing or malformed file is a configuration error.
func loadBaseline(_ path: String, _ options: ToolOptions) throws(ConfigurationError) -> Baseline {
    guard let data = FileManager.default.contents(atPath: resolve(path, options)) else {
        throw ConfigurationError(
            file: path, line: 0, column: 0,
            message: "cannot read the baseline; write it with --write-baseline \(path), or correct the path")
    }
    return try Baseline(parsing: String(decoding: data, as: UTF8.self), file: path)
}

/// Runs git with `arguments` in the package directory: its standard output, or `nil` after printing why not.
func runGit(_ arguments: [String], options: ToolOptions) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", options.packageDirectory] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
        try process.run()
    } catch {
        printError("error: cannot run git: \(error)")
        return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()  // read before waiting: a full pipe blocks
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        let detail = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        printError("error: git \(arguments[0]) failed with status \(process.terminationStatus): \(detail)")
        return nil
    }
    return String(decoding: data, as: UTF8.self)
}

/// Prints the modules and test targets changed since `revision` (committed, staged, unstaged or untracked).
func printAffected(
    _ report: ArchitectureReport, since revision: String, configuration: ArchitectureConfiguration,
    options: ToolOptions
) -> Int32 {
    guard
        let tracked = runGit(["diff", "--name-only", "--no-renames", "--relative", revision, "--"], options: options),
        let untracked = runGit(["ls-files", "--others", "--exclude-standard"], options: options)
    else { return 2 }
    let files = (tracked + "\n" + untracked).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    let hasXcodeTargets = report.graph.targets.contains { $0.productType != nil }
    let affected = AffectedModules(
        changedFiles: files, report: report,
        configurationFile: configuration.file ?? ArchitectureConfiguration.fileName,
        schemes: hasXcodeTargets ? RepositoryDiscovery.sharedSchemes(root: options.packageDirectory) : [])
    print(affected.rendered(since: revision), terminator: "")
    return 0
}

/// Runs `git log` in the package and prints which modules change together; 2 when git cannot run.
func printChangeCoupling(_ graph: PackageGraph, options: ToolOptions) -> Int32 {
    var arguments = ["log", "--no-merges", "--name-only", "--pretty=format:@%h"]
    if let since = options.since { arguments.append("--since=\(since)") }
    guard let log = runGit(arguments, options: options) else { return 2 }
    let coupling = ChangeCoupling(
        log: log, targets: graph.targets,
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

extension String {
    /// `nil` for the empty string.
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
