import ArchitectureRules

/// The command line of `ArchitectureCheckTool`, parsed.
struct ToolOptions {
    /// What the run produces.
    enum Mode: Equatable {
        /// Run every rule and print the diagnostics (the default).
        case check
        /// Print the graph as Mermaid or DOT.
        case draw(GraphDiagram.Format)
        /// Explain one module.
        case explain(String)
        /// Rewrite the README's graph block.
        case updateReadme
        /// Read `git log` and print which modules change together.
        case changeCoupling
        /// Record today's violations in a baseline file.
        case writeBaseline(String)
        /// Write a first configuration: a category for everything that has none.
        case writeConfiguration(String)
        /// Print the modules and test targets a change since a git revision affects.
        case affected(String)
    }

    /// Where the graph comes from.
    enum GraphSource: Equatable {
        /// A graph.json written by the plugin (or anyone).
        case file(String)
        /// `swift package dump-package`, run by the tool.
        case dump
    }

    var packageDirectory = "."
    /// Whole-repository mode: `true` with `--repository`, `false` with `--single-package`, `nil` to decide by
    /// what the directory holds.
    var repository: Bool?
    var source = GraphSource.dump
    var mode = Mode.check
    var checkReadme = false
    var allTargets = false
    var quiet = false
    var swiftExecutable: String?
    var readme = "README.md"
    var configuration: String?
    var baseline: String?
    var since: String?
    var maximumModulesPerCommit = 8
    /// With `.check`: the report for CI, or `nil` for text.
    var reportFormat: CIReport.Format?
    /// With `.check`: one finding per import line instead of one per (module, imported module).
    var everyLine = false
    /// With `.check`: the file written when the check finds no error (and removed first): the build-tool plugin's
    /// declared output.
    var stamp: String?
    /// With `.check`: print each violation the baseline accepts as a warning.
    var warnsKnown = false
    /// Where dump-package outputs are cached (default: `.build/architecture-check` in the package directory).
    var cacheDirectory: String?
    /// Whether dump-package outputs are cached at all.
    var usesCache = true
    /// `--configuration`: the build configuration whose `#if` conditions count (default: every configuration).
    var buildConfiguration: String?
    /// `--source-packages`: a folder holding Xcode's resolved packages (DerivedData, or its `SourcePackages`).
    var sourcePackages: String?
    /// Whether manifests whose every argument is a literal are read without dump-package.
    var readsManifestsLiterally = true

    static let usage = """
        USAGE: ArchitectureCheckTool [--package-dir <dir>] [--graph <graph.json> | --from-dump] [<mode>] [<options>]

        Enforces the module rules (the matrix in Plugins/ArchitectureCheck/ArchitectureRules/Rules/Dependencies/,
        the package's choices in its architecture.json) and draws the graph. Through the plugin:
        swift package check-architecture [<mode>] [<options>]

        GRAPH:
          --package-dir <dir>     the package root (default: the current directory)
          --graph <graph.json>    read the graph the plugin wrote
          --from-dump             run `swift package dump-package` and walk the target directories (default)
          --swift <path>          the swift executable for --from-dump (default: swift on PATH)
          --repository            check the whole repository at --package-dir: every local package and Xcode
                                  project in one graph (the default when it holds an .xcodeproj, an
                                  .xcworkspace or more than one Package.swift, or has no Package.swift
                                  and a package or project lies under it)
          --single-package        check only the package at --package-dir
          --cache-dir <dir>       keep dump-package outputs there, reused while the manifests, the toolchain and
                                  this tool are unchanged (default: .build/architecture-check in the package)
          --no-cache              run dump-package for every package it does not read itself, and keep nothing
          --dump-every-manifest   run dump-package even for a manifest whose every argument is a literal (by
                                  default such a manifest is read as text, with the same result)
          --configuration <name>  decide the #if conditions around imports for that build configuration only
                                  (Debug, Release, SwiftPM's debug or release; default: an import any
                                  configuration compiles is the target's)
          --source-packages <dir> where Xcode checked out the remote packages: a DerivedData folder, one
                                  project's folder in it, or its SourcePackages; their manifests are read as
                                  text (never run) to learn which modules each product brings (also read
                                  without it: .build/checkouts and the repository's SourcePackages/checkouts)

        MODES (default: check every rule):
          --format text|json|sarif|github|mermaid|dot
                                      text checks, json, sarif and github check and report for CI (the
                                      configuration article documents them); mermaid and dot print the graph
          --explain <Module|rule>     a module: category, layer, dependencies, dependents, public declarations;
                                      a rule (unused-dependency): what it asks, why, and this run's findings
          --update-readme             rewrite the graph between the README's architecture-graph markers
          --co-change                 read git log: how often each pair of modules changes in one commit
          --write-baseline <file>     record today's violations as known debt in <file>
          --write-configuration <file>
                                      start a configuration where there is none: a category for every module
                                      and package that has none, and the feature shape's parts no feature
                                      follows turned off; review it, then run the check again
          --affected <revision>       modules and test targets changed since <revision> (committed or not)
                                      affect; the last line is the `swift test --filter` command to run

        OPTIONS:
          --config <file>         the architecture configuration (default: architecture.json at the package root,
                                  when there is one; without it the built-in conventions apply)
          --baseline <file>       fail only on violations not in <file>, and on entries of <file> that no longer
                                  occur (default: the configuration's "baseline")
          --check-readme          also fail (rule readme-graph) when the README's graph is out of date
          --readme <path>         the README to update or check (default: README.md)
          --all-targets           draw tool and test targets too
          --since <when>          with --co-change: only commits since then, e.g. "6 months ago"
          --max-modules <n>       with --co-change: leave out commits touching more modules (default 8)
          --quiet                 print only the diagnostics and the summary line
          --every-line            one error per import line (default: one per module and imported module, the
                                  other lines as notes)
          --warn-known            print each violation the baseline accepts as a warning
          --stamp <file>          write <file> (one Swift comment) when the check finds no error, and remove it
                                  when it finds one or cannot run: the build-tool plugin's output, so that
                                  SwiftPM runs the check again only after a change or a failed run
          -h, --help              show this help

        EXIT STATUS: 0 clean, 1 rule violations, 2 usage or configuration error. Drawing, --explain,
        --update-readme, --write-baseline, --write-configuration and --affected exit 0 unless they cannot run. Through the plugin,
        SwiftPM turns any failure into 1.
        """

    /// A command line that cannot be run.
    struct UsageError: Error {
        var message: String
    }

    /// Parses `arguments` (without the program name); `nil` means help was asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> ToolOptions? {
        var options = ToolOptions()
        var remaining = arguments[...]
        var modes: [Mode] = []
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": return nil
            case "--package-dir": options.packageDirectory = try value(for: argument)
            case "--graph": options.source = .file(try value(for: argument))
            case "--from-dump": options.source = .dump
            case "--repository": options.repository = true
            case "--single-package": options.repository = false
            case "--swift": options.swiftExecutable = try value(for: argument)
            case "--cache-dir": options.cacheDirectory = try value(for: argument)
            case "--no-cache": options.usesCache = false
            case "--dump-every-manifest": options.readsManifestsLiterally = false
            case "--configuration": options.buildConfiguration = try value(for: argument)
            case "--source-packages": options.sourcePackages = try value(for: argument)
            case "--readme": options.readme = try value(for: argument)
            case "--config": options.configuration = try value(for: argument)
            case "--baseline": options.baseline = try value(for: argument)
            case "--write-baseline": modes.append(.writeBaseline(try value(for: argument)))
            case "--write-configuration": modes.append(.writeConfiguration(try value(for: argument)))
            case "--affected": modes.append(.affected(try value(for: argument)))
            case "--check-readme": options.checkReadme = true
            case "--all-targets": options.allTargets = true
            case "--quiet": options.quiet = true
            case "--every-line": options.everyLine = true
            case "--warn-known": options.warnsKnown = true
            case "--stamp": options.stamp = try value(for: argument)
            case "--update-readme": modes.append(.updateReadme)
            case "--co-change": modes.append(.changeCoupling)
            case "--since": options.since = try value(for: argument)
            case "--max-modules":
                let text = try value(for: argument)
                guard let number = Int(text), number >= 2 else {
                    throw UsageError(message: "--max-modules needs a whole number of at least 2")
                }
                options.maximumModulesPerCommit = number
            case "--explain": modes.append(.explain(try value(for: argument)))
            case "--format":
                let format = try value(for: argument)
                if format == "text" {
                    modes.append(.check)
                } else if let report = CIReport.Format(rawValue: format) {
                    options.reportFormat = report
                    modes.append(.check)
                } else if let drawing = GraphDiagram.Format(rawValue: format) {
                    modes.append(.draw(drawing))
                } else {
                    throw UsageError(message: "unknown format \(format); use text, json, sarif, github, mermaid or dot")
                }
            default:
                throw UsageError(message: "unknown argument \(argument)")
            }
        }
        guard modes.count <= 1 else {
            throw UsageError(
                message: "choose one of --format, --explain, --update-readme, --co-change, --write-baseline, "
                    + "--write-configuration and --affected")
        }
        options.mode = modes.first ?? .check
        guard options.stamp == nil || options.mode == .check else {
            throw UsageError(message: "--stamp records a check: it cannot be combined with another mode")
        }
        return options
    }
}
