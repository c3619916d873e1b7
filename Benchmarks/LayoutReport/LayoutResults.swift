public import PackageGeneration

/// A build the layouts benchmark times: from nothing, with nothing changed, or after one change.
public enum BuildStep: String, CaseIterable, Sendable, Codable {
    /// A clean build: no `.build` directory.
    case clean
    /// A null build: nothing changed since the last build.
    case null
    /// Change (a), from a built state.
    case stateMachineLine = "a"
    /// Change (b), from a built state.
    case giftNote = "b"
    /// Change (c), from a built state.
    case networkingInternal = "c"
    /// Change (d), from a built state.
    case networkingPublic = "d"

    /// The change this step makes, `nil` for the clean and the null build.
    public var change: LayoutChange? { LayoutChange(rawValue: rawValue) }

    /// The step that makes `change`.
    public init(_ change: LayoutChange) {
        self = BuildStep(rawValue: change.rawValue)!
    }

    /// How tables name the step: `(a) one line in ...`, `clean build`.
    public var label: String {
        switch self {
        case .clean: "clean build"
        case .null: "null build (nothing changed)"
        default: "(\(rawValue)) \(change?.summary ?? "")"
        }
    }
}

/// One timed `swift build`, with what SwiftPM said it compiled.
public struct BuildSample: Sendable, Equatable, Codable {
    /// Wall-clock seconds of the whole `swift build`.
    public var wallSeconds: Double
    /// CPU seconds (user + system) of `swift build` and every process it ran.
    public var cpuSeconds: Double
    /// The modules with at least one `Compiling` line, sorted.
    public var modulesCompiled: [String]
    /// How many source files the `Compiling` lines name.
    public var filesCompiled: Int

    /// A sample.
    public init(wallSeconds: Double, cpuSeconds: Double, modulesCompiled: [String], filesCompiled: Int) {
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
        self.modulesCompiled = modulesCompiled
        self.filesCompiled = filesCompiled
    }
}

/// Every sample of one step in one layout at one feature count, and what the change touched.
public struct MeasuredStep: Sendable, Equatable, Codable {
    /// How many features the package has.
    public var features: Int
    /// The layout.
    public var layout: Layout
    /// The step.
    public var step: BuildStep
    /// Source files the change edits (0 for the clean and the null build).
    public var filesTouched: Int
    /// Directories directly under `Sources/` the change edits.
    public var directoriesTouched: Int
    /// One sample per run, in run order.
    public var samples: [BuildSample]

    /// A measured step.
    public init(
        features: Int, layout: Layout, step: BuildStep, filesTouched: Int, directoriesTouched: Int,
        samples: [BuildSample]
    ) {
        self.features = features
        self.layout = layout
        self.step = step
        self.filesTouched = filesTouched
        self.directoriesTouched = directoriesTouched
        self.samples = samples
    }
}

/// The size of one generated package.
public struct PackageSize: Sendable, Equatable, Codable {
    /// How many features it has.
    public var features: Int
    /// The layout.
    public var layout: Layout
    /// The modules the app's build compiles (the app included).
    public var modules: Int
    /// The Swift files those modules hold.
    public var files: Int
    /// Their lines.
    public var lines: Int

    /// A package size.
    public init(features: Int, layout: Layout, modules: Int, files: Int, lines: Int) {
        self.features = features
        self.layout = layout
        self.modules = modules
        self.files = files
        self.lines = lines
    }
}

/// Everything one run of `Benchmarks/run.sh layouts` measured: what the README section and the chart show.
public struct LayoutRun: Sendable, Equatable, Codable {
    /// The command as typed: `Benchmarks/run.sh layouts --features 4,16,64 --runs 3`.
    public var command: String
    /// When it started, `2026-12-01 13:05 UTC`.
    public var started: String
    /// How long the whole run took, in seconds.
    public var totalSeconds: Double
    /// `2 cores, Linux x86_64, Swift 6.3.1`.
    public var machine: String
    /// The one-minute load average when the run started and when it ended.
    public var loadAverages: [Double]
    /// Runs per step.
    public var runs: Int
    /// The feature counts, ascending.
    public var featureCounts: [Int]
    /// Each package's size.
    public var sizes: [PackageSize]
    /// Every step measured.
    public var steps: [MeasuredStep]

    /// A run.
    public init(
        command: String, started: String, totalSeconds: Double, machine: String, loadAverages: [Double], runs: Int,
        featureCounts: [Int], sizes: [PackageSize], steps: [MeasuredStep]
    ) {
        self.command = command
        self.started = started
        self.totalSeconds = totalSeconds
        self.machine = machine
        self.loadAverages = loadAverages
        self.runs = runs
        self.featureCounts = featureCounts
        self.sizes = sizes
        self.steps = steps
    }

    /// The measured step, if it was measured.
    public func step(_ step: BuildStep, _ layout: Layout, features: Int) -> MeasuredStep? {
        steps.first { $0.step == step && $0.layout == layout && $0.features == features }
    }

    /// The size of a package, if it was generated.
    public func size(_ layout: Layout, features: Int) -> PackageSize? {
        sizes.first { $0.layout == layout && $0.features == features }
    }
}

/// Median, minimum and maximum of some samples.
public struct Spread: Sendable, Equatable {
    /// The middle value (the mean of the two middle ones for an even count).
    public var median: Double
    /// The smallest.
    public var minimum: Double
    /// The largest.
    public var maximum: Double

    /// The spread of `values`; `nil` for none.
    public init?(_ values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
    }
}

extension MeasuredStep {
    /// The spread of the wall times.
    public var wall: Spread? { Spread(samples.map(\.wallSeconds)) }
    /// The spread of the CPU times.
    public var cpu: Spread? { Spread(samples.map(\.cpuSeconds)) }
}
