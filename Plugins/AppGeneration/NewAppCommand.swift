public import Foundation

/// `new-app <Name> --owner <organisation> --output <directory>`: everything the executable does, callable from
/// tests.
public enum NewAppCommand {
    /// The exit status of every refusal (`EX_USAGE`): nothing was written.
    public static let refusalStatus: Int32 = 64

    /// What a run printed and how it ended.
    public struct Outcome: Equatable, Sendable {
        /// 0 when the package was written, ``NewAppCommand/refusalStatus`` otherwise.
        public let status: Int32
        /// For standard output: the files written and the commands to run next, or the usage.
        public let output: String
        /// For standard error: the reason for a refusal.
        public let error: String
    }

    /// The usage text.
    public static let usage = """
        usage: swift run new-app <Name> --owner <organisation> --output <directory> [--template <checkout> --version <tag>]
                                 [--tools-url <url> --tools-version <version>]
               swift run new-app --update <package> --to <version> [--template <checkout>]
               swift run new-app --check <package> [--template <checkout>]

        Writes a new package for your team: the generic foundation modules, a composition root named for the app,
        one sample feature made by add-feature, architecture.json, CODEOWNERS, .swift-format, CI and a README, and
        a versioned dependency on this package, whose command plugins check-architecture and add-feature the new
        package runs (none of their sources is copied). Nothing of the shop.

          <Name>                 the app's module, a Swift identifier such as FieldNotes (its command: field-notes)
          --owner <organisation> the GitHub organisation that owns it in CODEOWNERS, such as globex
          --output <directory>   where to write it: a new or empty directory outside this checkout
          --template <checkout>  the template's git checkout or clone (default: this checkout)
          --version <tag>        make it from this version of the template (default: the checkout as it is)
          --tools-url <url>      where the dependency is fetched from (default:
                                 \(ToolsDependency.defaultURL)); file:///path/to/clone works offline
          --tools-version <ver>  the version it requires, `from: "<ver>"` (default: the template's version when it
                                 is a tag such as 1.2.0, else its commit, `revision: "<commit>"`)

        The package records what it was made from in template.json. In a clean git working tree of it:
          --update <package> --to <version>  merges the template's changes between the recorded version and
                                 <version> into the package, three ways (git merge-file), and prints a summary
          --check <package>      lists the template-owned files that differ from the recorded version, and
                                 the template versions out since it

        Exit status: 0 done, 1 an update left conflicts to resolve or --check found differences or a newer
        version, 64 refused (the reason on standard error; nothing written).
        """

    /// Runs the command: `arguments` as typed after `new-app`, the template found among `templateCandidates`,
    /// relative paths resolved against `workingDirectory`.
    public static func run(
        arguments: [String], templateCandidates: [URL], workingDirectory: URL
    ) -> Outcome {
        do throws(AppGenerationError) {
            guard let options = try Options(parsing: arguments) else {
                return Outcome(status: 0, output: usage, error: "")
            }
            let resolve = { (path: String) in
                (path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path))
                    .standardizedFileURL
            }
            let repository: TemplateRepository
            if let template = options.template {
                repository = TemplateRepository(root: resolve(template))
            } else {
                repository = TemplateRepository(root: try TemplateSource.locate(among: templateCandidates).root)
            }
            switch options.mode {
            case .update(let package, let version):
                let plan = try TemplateUpdate.plan(package: resolve(package), to: version, repository: repository)
                try TemplateUpdate.apply(plan, to: resolve(package))
                return Outcome(status: plan.conflicts == 0 ? 0 : 1, output: plan.summary, error: "")
            case .check(let package):
                let drift = try TemplateUpdate.drift(package: resolve(package), repository: repository)
                let version = drift.record.version
                var lines: [String] = []
                if drift.differences.isEmpty {
                    let count = drift.record.files.values.filter { $0 == .template }.count
                    lines.append("All \(count) template-owned files are as template \(version) made them.")
                } else {
                    lines.append(
                        "\(drift.differences.count) template-owned file(s) differ from template \(version):\n  "
                            + drift.differences.joined(separator: "\n  ")
                            + "\nMove the change into a team-owned file, or propose it to the template and update.")
                }
                if let newest = drift.newerVersions.last {
                    lines.append(
                        "A newer template is out: \(drift.newerVersions.joined(separator: ", ")) (this package is at "
                            + "\(version)). Update with: new-app --update \(package) --to \(newest)")
                }
                let behind = !drift.differences.isEmpty || !drift.newerVersions.isEmpty
                return Outcome(status: behind ? 1 : 0, output: lines.joined(separator: "\n"), error: "")
            case .create(let rawName, let rawOwner, let rawOutput, let version):
                let owner = try AppOwner(validating: rawOwner)
                let output = resolve(rawOutput)
                let source: TemplateSource
                let recorded: (version: String, commit: String)
                let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "new-app-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: scratch) }
                if let version {
                    guard let commit = repository.commit(of: version) else {
                        throw AppGenerationError.refused(
                            "the template has no version '\(version)' in \(repository.root.path)")
                    }
                    try PackageWriter.checkDestination(output, template: repository.root)
                    source = try repository.source(at: commit, scratch: scratch)
                    recorded = (version, commit)
                } else {
                    source = try TemplateSource.locate(among: [repository.root])
                    try PackageWriter.checkDestination(output, template: source.root)
                    recorded = repository.currentVersion() ?? ("unknown", "")
                }
                let name = try AppName(validating: rawName, taken: AppBlueprint.takenNames(in: source))
                let tools = try ToolsDependency(
                    url: options.toolsURL, version: options.toolsVersion, templateVersion: recorded.version,
                    commit: recorded.commit)
                let files = try AppBlueprint(name: name, owner: owner, tools: tools).files(
                    from: source, version: recorded.version, commit: recorded.commit)
                try PackageWriter.write(files, to: output, template: repository.root)
                let quoted = "'" + output.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
                let text = """
                    Wrote \(name) for \(owner) to \(output.path): \(files.count) files.
                    Next:
                      cd \(quoted)
                      swift run \(name.command)
                    Then `swift test`, and `.ci/run` for the whole CI.
                    """
                return Outcome(status: 0, output: text, error: "")
            }
        } catch {
            let hint = if case .usage = error { "\nrun `swift run new-app --help` for usage" } else { "" }
            return Outcome(status: refusalStatus, output: "", error: "new-app: error: \(error)\(hint)")
        }
    }

    /// The parsed command line.
    struct Options: Equatable {
        /// What the command does.
        enum Mode: Equatable {
            /// Make a package: name, owner, output, and the template version (nil: the checkout as it is).
            case create(name: String, owner: String, output: String, version: String?)
            /// Update the package at the path to the version.
            case update(package: String, version: String)
            /// List the template-owned files of the package that differ from its template.
            case check(package: String)
        }

        var mode: Mode
        /// The template's checkout, when not the one new-app runs from.
        var template: String?
        /// `--tools-url`: where the package that vends the check and add-feature is fetched from.
        var toolsURL: String?
        /// `--tools-version`: the version of it the new package requires.
        var toolsVersion: String?

        /// The options, or nil for `--help`.
        init?(parsing arguments: [String]) throws(AppGenerationError) {
            var values: [String: String] = [:]
            var name: String?
            var rest = arguments[...]
            let valued = [
                "--owner", "--output", "--template", "--version", "--update", "--to", "--check", "--tools-url",
                "--tools-version",
            ]
            while let argument = rest.popFirst() {
                switch argument {
                case "-h", "--help":
                    return nil
                case _ where valued.contains(argument):
                    guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                        throw .usage("\(argument) needs a value")
                    }
                    values[argument] = value
                default:
                    guard !argument.hasPrefix("-") else { throw .usage("unknown option '\(argument)'") }
                    guard name == nil else { throw .usage("one app name only; '\(argument)' is a second one") }
                    name = argument
                }
            }
            template = values["--template"]
            toolsURL = values["--tools-url"]
            toolsVersion = values["--tools-version"]
            if values["--update"] != nil || values["--check"] != nil, toolsURL != nil || toolsVersion != nil {
                throw .usage(
                    "--tools-url and --tools-version are for a new package; an update keeps what template.json records")
            }
            if let package = values["--update"] {
                guard name == nil, values["--check"] == nil else {
                    throw .usage("--update takes the package and --to only: new-app --update <package> --to <version>")
                }
                guard let version = values["--to"] else {
                    throw .usage("--update needs --to <version>: the template version to update to")
                }
                mode = .update(package: package, version: version)
                return
            }
            if let package = values["--check"] {
                guard name == nil else { throw .usage("--check takes the package only: new-app --check <package>") }
                mode = .check(package: package)
                return
            }
            guard let name else { throw .usage("name the app: new-app <Name> --owner <organisation> --output <dir>") }
            guard let owner = values["--owner"] else {
                throw .usage("--owner <organisation> is required: the owner in CODEOWNERS")
            }
            guard let output = values["--output"] else {
                throw .usage("--output <directory> is required: where to write the package")
            }
            mode = .create(name: name, owner: owner, output: output, version: values["--version"])
        }
    }
}
