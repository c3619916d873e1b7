// LayoutBenchmark: build times of the same generated app sliced feature-first and layer-first.
//   Benchmarks/run.sh layouts [--features 4,16,64] [--runs 3] [--keep]
// For each feature count it writes both packages, checks the feature-first one with ShopKit's architecture check,
// times clean and null builds, then four changes from a built state, and prints the tables. It writes the
// results to Benchmarks/layouts.json, the chart to Benchmarks/layouts.svg and the tables into
// Documentation/ShopKit.docc/HowToMeasure.md.
import ArchitectureRules
import Foundation
import LayoutReport
import PackageGeneration

let usage = """
    usage: LayoutBenchmark --repository <dir> [--features 4,16,64] [--runs 3] [--keep] [--check-tool <path>]
                           [--command <text>]
      --repository   the ShopKit checkout to write Benchmarks/layouts.json, layouts.svg and HowToMeasure.md in
      --features     feature counts, comma-separated, each at least 1 (default 4,16,64)
      --runs         timed builds per step, at least 1 (default 3)
      --keep         leave the generated packages and build logs in the work directory
      --check-tool   ArchitectureCheckTool to run on each feature-first package (default: the rules in-process)
      --command      the command to quote with the tables (default: the arguments as given)
      --rerender     measure nothing: redraw the chart and the tables from Benchmarks/layouts.json
    """

/// The command line, parsed.
struct Options {
    var repository: String?
    var featureCounts = [4, 16, 64]
    var runs = 3
    var keep = false
    var checkTool: String?
    var command: String?
    var rerender = false

    static func parse(_ arguments: [String]) throws(BenchmarkFailure) -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(_ flag: String) throws(BenchmarkFailure) -> String {
            guard let text = rest.popFirst() else { throw BenchmarkFailure(message: "error: \(flag) needs a value") }
            return text
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--repository": options.repository = try value(argument)
            case "--features":
                let text = try value(argument)
                let counts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? 0) >= 1 }) else {
                    throw BenchmarkFailure(
                        message: "error: --features needs whole numbers of at least 1, comma-separated (4,16,64); "
                            + "got \(text)")
                }
                options.featureCounts = Array(Set(counts.compactMap { $0 })).sorted()
            case "--runs":
                let text = try value(argument)
                guard let runs = Int(text), runs >= 1 else {
                    throw BenchmarkFailure(message: "error: --runs needs a whole number of at least 1; got \(text)")
                }
                options.runs = runs
            case "--keep": options.keep = true
            case "--check-tool": options.checkTool = try value(argument)
            case "--command": options.command = try value(argument)
            case "--rerender": options.rerender = true
            default:
                throw BenchmarkFailure(message: "error: unknown argument \(argument)")
            }
        }
        return options
    }
}

/// Prints progress to standard error, so standard output holds only the tables.
func progress(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// The directories directly under `Sources/` that `paths` lie in: the modules a change touches.
func topDirectories(_ paths: [String]) -> Set<String> {
    Set(paths.map { $0.split(separator: "/").prefix(2).joined(separator: "/") })
}

/// Measures one feature count in both layouts, appending what it measured to `steps` and `sizes`.
struct FeatureCountRun {
    let features: Int
    let options: Options
    let runner: BuildRunner
    let work: String
    var steps: [MeasuredStep] = []
    var sizes: [PackageSize] = []
    /// When each layout's package was last edited, so the next edit lands in a later second (see `waitForANewSecond`).
    var lastWrite: [Layout: Date] = [:]

    private func directory(_ layout: Layout) -> String { "\(work)/\(layout.rawValue)-\(features)" }

    /// Alternates which layout builds first, run to run, so a change in the machine's load hits both alike.
    private func order(_ run: Int) -> [Layout] {
        run % 2 == 1 ? Layout.allCases : Layout.allCases.reversed()
    }

    mutating func measure() throws(BenchmarkFailure) {
        var base: [Layout: GeneratedPackage] = [:]
        for layout in Layout.allCases {
            let package = LayoutPackages.package(layout, features: features)
            base[layout] = package
            do {
                try package.write(to: directory(layout))
            } catch {
                throw BenchmarkFailure(message: "error: cannot write \(directory(layout)): \(error)")
            }
            let built = package.targets.filter { $0.kind == .regular || $0.name == LayoutPackages.appTarget }
            let sources = built.flatMap(\.sources)
            let lines = sources.reduce(0) { $0 + (package.files[$1]?.split(separator: "\n").count ?? 0) }
            sizes.append(
                PackageSize(
                    features: features, layout: layout, modules: built.count, files: sources.count, lines: lines))
        }
        try checkArchitecture(base[.featureFirst]!)

        var samples: [Layout: [BuildSample]] = [:]
        for run in 1...options.runs {
            for layout in order(run) {
                try? FileManager.default.removeItem(atPath: "\(directory(layout))/.build")
                let sample = try runner.build(directory(layout), label: "\(layout.rawValue)-\(features)-clean-\(run)")
                report(layout, "clean build", run, sample)
                samples[layout, default: []].append(sample)
            }
        }
        record(.clean, samples, touched: [:])
        try compareApps()

        samples = [:]
        for run in 1...options.runs {
            for layout in order(run) {
                let sample = try runner.build(directory(layout), label: "\(layout.rawValue)-\(features)-null-\(run)")
                report(layout, "null build", run, sample)
                samples[layout, default: []].append(sample)
            }
        }
        record(.null, samples, touched: [:])

        var applied: Set<LayoutChange> = []
        for change in LayoutChange.allCases {
            try measure(change, applied: &applied)
        }
    }

    /// Each run applies the change to the built package, or undoes it: the same edit either way, one build each.
    /// After an odd number of runs the change stays applied, and the next change starts from that built state.
    private mutating func measure(_ change: LayoutChange, applied: inout Set<LayoutChange>) throws(BenchmarkFailure) {
        var before: [Layout: GeneratedPackage] = [:]
        var after: [Layout: GeneratedPackage] = [:]
        var touched: [Layout: [String]] = [:]
        for layout in Layout.allCases {
            before[layout] = LayoutPackages.package(layout, features: features, changes: applied)
            after[layout] = LayoutPackages.package(layout, features: features, changes: applied.union([change]))
            touched[layout] = after[layout]!.paths(differingFrom: before[layout]!)
        }
        var samples: [Layout: [BuildSample]] = [:]
        for run in 1...options.runs {
            for layout in order(run) {
                let target = run % 2 == 1 ? after[layout]! : before[layout]!
                waitForANewSecond(since: lastWrite[layout])
                lastWrite[layout] = Date()
                do {
                    try target.write(touched[layout]!, to: directory(layout))
                } catch {
                    throw BenchmarkFailure(message: "error: cannot write \(directory(layout)): \(error)")
                }
                let label = "\(layout.rawValue)-\(features)-\(change.rawValue)-\(run)"
                let sample = try runner.build(directory(layout), label: label)
                guard !sample.modulesCompiled.isEmpty else {
                    throw BenchmarkFailure(
                        message: "error: change (\(change.rawValue)) recompiled nothing in \(layout.rawValue) with "
                            + "\(features) features; the edit did not take (see \(runner.logDirectory)/\(label).log)")
                }
                report(layout, "(\(change.rawValue))", run, sample)
                samples[layout, default: []].append(sample)
            }
        }
        if options.runs % 2 == 1 { applied.insert(change) }
        record(BuildStep(change), samples, touched: touched)
    }

    private mutating func record(_ step: BuildStep, _ samples: [Layout: [BuildSample]], touched: [Layout: [String]]) {
        for layout in Layout.allCases {
            let paths = touched[layout] ?? []
            steps.append(
                MeasuredStep(
                    features: features, layout: layout, step: step, filesTouched: paths.count,
                    directoriesTouched: topDirectories(paths).count, samples: samples[layout] ?? []))
        }
    }

    private func report(_ layout: Layout, _ step: String, _ run: Int, _ sample: BuildSample) {
        progress(
            "\(features) features, \(layout.rawValue), \(step) run \(run)/\(options.runs): "
                + "\(LayoutTables.seconds(sample.wallSeconds)) s wall, \(LayoutTables.seconds(sample.cpuSeconds)) s "
                + "CPU, \(sample.modulesCompiled.count) modules, \(sample.filesCompiled) files")
    }

    /// The feature-first package must pass ShopKit's architecture check: the tool when given, else the rules.
    private func checkArchitecture(_ package: GeneratedPackage) throws(BenchmarkFailure) {
        let root = directory(.featureFirst)
        if let tool = options.checkTool {
            let log = "\(runner.logDirectory)/feature-first-\(features)-architecture.log"
            let status = try run(tool, ["--package-dir", root, "--from-dump", "--quiet"], log: log)
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            guard status == 0 else {
                throw BenchmarkFailure(
                    message: "\(output)\nerror: the feature-first package with \(features) features fails the "
                        + "architecture check (\(tool))")
            }
            progress(output.split(separator: "\n").last.map(String.init) ?? "architecture check passed")
        } else {
            let report = ArchitectureCheck.run(package.graph, files: .directory(root))
            guard report.diagnostics.isEmpty else {
                throw BenchmarkFailure(
                    message: report.diagnostics.prefix(5).map(\.rendered).joined(separator: "\n")
                        + "\nerror: the feature-first package with \(features) features fails the architecture check")
            }
            progress(report.summaryLine(seconds: 0))
        }
    }

    /// Both apps are the same code: they must print the same screens, one per feature.
    private func compareApps() throws(BenchmarkFailure) {
        var outputs: [String] = []
        for layout in Layout.allCases {
            let log = "\(runner.logDirectory)/\(layout.rawValue)-\(features)-app.log"
            let status = try run("\(directory(layout))/.build/debug/App", [], log: log)
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            guard status == 0 else {
                throw BenchmarkFailure(message: "\(output)\nerror: the \(layout.rawValue) app exited with \(status)")
            }
            outputs.append(output)
        }
        let screens = outputs[0].split(separator: "\n").filter { $0.hasPrefix("== Area") }.count
        guard outputs[0] == outputs[1], screens == features else {
            throw BenchmarkFailure(
                message: "error: the two apps with \(features) features print different screens (or not one per "
                    + "feature: \(screens)); see \(runner.logDirectory)/*-\(features)-app.log")
        }
    }
}

/// `swift` on PATH.
func findSwift() throws(BenchmarkFailure) -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    guard
        let swift = path.split(separator: ":").map({ "\($0)/swift" }).first(where: FileManager.default.isExecutableFile)
    else { throw BenchmarkFailure(message: "error: cannot find swift on PATH") }
    return swift
}

/// `2 cores, Linux x86_64, Swift 6.3.1`.
func machineDescription(swift: String, logDirectory: String) -> String {
    var system = utsname()
    uname(&system)
    func field<T>(_ value: T) -> String {
        withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    let log = "\(logDirectory)/swift-version.log"
    _ = try? run(swift, ["--version"], log: log)
    let version = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").first.flatMap { line in
        line.split(separator: " ").firstIndex(of: "version").map { index in
            "Swift " + line.split(separator: " ")[index + 1]
        }
    }
    return "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(field(system.sysname)) \(field(system.machine)), "
        + (version ?? "Swift (unknown version)")
}

/// Replaces `path` with `text`, or says why it cannot.
func write(_ text: String, to path: String) throws(BenchmarkFailure) {
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        throw BenchmarkFailure(message: "error: cannot write \(path): \(error)")
    }
}

/// The page with the layouts block: the "How to measure" article, which the README links to.
let layoutsPage = "Documentation/ShopKit.docc/HowToMeasure.md"

/// The page with the layouts block, or how to add the block.
func readLayoutsReadme(_ repository: String) throws(BenchmarkFailure) -> String {
    let path = "\(repository)/\(layoutsPage)"
    guard let readme = try? String(contentsOfFile: path, encoding: .utf8), LayoutTables.block(in: readme) != nil else {
        throw BenchmarkFailure(
            message: "error: \(path) has no layouts block; add the lines\n\(LayoutTables.beginMarker)\n"
                + "\(LayoutTables.endMarker)\nwhere the tables belong, then run this again")
    }
    return readme
}

/// Writes the results (when given), the chart and the tables, all from `results`.
/// The page is read again here: it may have been edited during a long run.
func publish(_ results: LayoutRun, json: String?, repository: String) throws(BenchmarkFailure) {
    let readme = try readLayoutsReadme(repository)
    if let json { try write(json, to: "\(repository)/Benchmarks/layouts.json") }
    try write(LayoutChart.svg(results), to: "\(repository)/Benchmarks/layouts.svg")
    guard let updated = LayoutTables.replacingBlock(in: readme, with: LayoutTables.markdown(results)) else {
        throw BenchmarkFailure(message: "error: \(layoutsPage) has no layouts block")
    }
    try write(updated, to: "\(repository)/\(layoutsPage)")
    progress(
        "wrote \(json == nil ? "" : "Benchmarks/layouts.json, ")Benchmarks/layouts.svg and the layouts block of \(layoutsPage)"
    )
}

func main() throws(BenchmarkFailure) {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--help") || arguments.contains("-h") {
        print(usage)
        return
    }
    let options = try Options.parse(arguments)
    guard let repository = options.repository else {
        throw BenchmarkFailure(message: "error: --repository <dir> is required\n\(usage)")
    }
    _ = try readLayoutsReadme(repository)  // fail before measuring, not after
    if options.rerender {
        let path = "\(repository)/Benchmarks/layouts.json"
        guard let data = FileManager.default.contents(atPath: path),
            let results = try? JSONDecoder().decode(LayoutRun.self, from: data)
        else { throw BenchmarkFailure(message: "error: cannot read the results \(path); run the benchmark first") }
        try publish(results, json: nil, repository: repository)
        return
    }
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("shopkit-layouts-\(getpid())").path
    let logs = "\(work)/logs"
    do {
        try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
    } catch {
        throw BenchmarkFailure(message: "error: cannot create \(logs): \(error)")
    }
    var finished = false
    defer {
        if options.keep || !finished {
            progress("kept the packages and logs in \(work)")
        } else {
            try? FileManager.default.removeItem(atPath: work)
        }
    }
    let swift = try findSwift()
    let runner = BuildRunner(swift: swift, logDirectory: logs)
    let clock = ContinuousClock()
    let start = clock.now
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    let started = formatter.string(from: Date())
    let loadAtStart = oneMinuteLoad()
    let machine = machineDescription(swift: swift, logDirectory: logs)
    progress(
        "layouts benchmark: features \(options.featureCounts.map(String.init).joined(separator: ",")), "
            + "\(options.runs) runs per step, in \(work); \(machine)")

    var steps: [MeasuredStep] = []
    var sizes: [PackageSize] = []
    for features in options.featureCounts {
        var measurement = FeatureCountRun(features: features, options: options, runner: runner, work: work)
        try measurement.measure()
        steps += measurement.steps
        sizes += measurement.sizes
        if !options.keep {
            for layout in Layout.allCases {
                try? FileManager.default.removeItem(atPath: "\(work)/\(layout.rawValue)-\(features)")
            }
        }
    }
    let elapsed = start.duration(to: clock.now)
    let command =
        options.command
        ?? (["Benchmarks/run.sh", "layouts"] + arguments.filter { $0 != "--repository" && $0 != repository })
        .joined(separator: " ")
    let results = LayoutRun(
        command: command, started: started, totalSeconds: Double(elapsed.components.seconds), machine: machine,
        loadAverages: [loadAtStart, oneMinuteLoad()].compactMap { $0 }, runs: options.runs,
        featureCounts: options.featureCounts, sizes: sizes, steps: steps)

    let tables = LayoutTables.markdown(results)
    print(tables)
    let feature = results.steps.filter { $0.step == .stateMachineLine && $0.layout == .featureFirst }
    let local = feature.allSatisfy { step in
        step.samples.allSatisfy { $0.modulesCompiled == [LayoutPackages.featureBase(1, of: step.features) + "Feature"] }
    }
    print(
        "(a) in feature-first recompiled exactly one module, the changed feature, in every run at every feature "
            + "count: \(local ? "yes" : "NO")")

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let json = try? encoder.encode(results) else {
        throw BenchmarkFailure(message: "error: cannot encode the results")
    }
    try publish(results, json: String(decoding: json, as: UTF8.self) + "\n", repository: repository)
    finished = true
    progress("the run took \(Int(results.totalSeconds)) s")
}

do {
    try main()
} catch {
    progress(error.message)
    exit(1)
}

/// Waits until the wall clock is in a later whole second than `previous`, the time of the last edit in the same package.
///
/// The Swift driver compares a source file's modification time with its build record to the second: on a fast,
/// idle machine an edit written in the same second as the previous one (the build in between took under a second)
/// looks unchanged and compiles nothing, and the run would stop with "the edit did not take". Waiting for the
/// next second (under one second, and never inside a timed build) makes every edit visible to the driver.
func waitForANewSecond(since previous: Date?) {
    guard let previous else { return }
    let nextSecond = (previous.timeIntervalSince1970.rounded(.down) + 1)
    let remaining = nextSecond - Date().timeIntervalSince1970
    if remaining > 0 { Thread.sleep(forTimeInterval: remaining + 0.01) }
}
