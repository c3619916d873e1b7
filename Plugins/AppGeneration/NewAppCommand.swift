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
        usage: swift run new-app <Name> --owner <organisation> --output <directory>

        Writes a new package for your team: the generic foundation modules, a composition root named for the app,
        one sample feature made by add-feature, the architecture check and add-feature with their tools,
        architecture.json, CODEOWNERS, .swift-format, CI and a README. Nothing of the shop.

          <Name>                 the app's module, a Swift identifier such as FieldNotes (its command: field-notes)
          --owner <organisation> the GitHub organisation that owns it in CODEOWNERS, such as globex
          --output <directory>   where to write it: a new or empty directory outside this checkout

        Exit status: 0 written, 64 refused (the reason on standard error; nothing written).
        """

    /// Runs the command: `arguments` as typed after `new-app`, the template found among `templateCandidates`,
    /// relative paths resolved against `workingDirectory`.
    public static func run(
        arguments: [String], templateCandidates: [URL], workingDirectory: URL
    ) -> Outcome {
        do {
            guard let options = try Options(parsing: arguments) else {
                return Outcome(status: 0, output: usage, error: "")
            }
            let source = try TemplateSource.locate(among: templateCandidates)
            let name = try AppName(validating: options.name, taken: AppBlueprint.takenNames)
            let owner = try AppOwner(validating: options.owner)
            let output =
                (options.output.hasPrefix("/")
                ? URL(fileURLWithPath: options.output) : workingDirectory.appendingPathComponent(options.output))
                .standardizedFileURL
            try PackageWriter.checkDestination(output, template: source.root)
            let files = try AppBlueprint(name: name, owner: owner).files(from: source)
            try PackageWriter.write(files, to: output, template: source.root)
            let quoted = "'" + output.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
            let text = """
                Wrote \(name) for \(owner) to \(output.path): \(files.count) files.
                Next:
                  cd \(quoted)
                  swift run \(name.command)
                Then `swift test`, and `.ci/run` for the whole CI.
                """
            return Outcome(status: 0, output: text, error: "")
        } catch {
            let hint = if case .usage = error { "\nrun `swift run new-app --help` for usage" } else { "" }
            return Outcome(status: refusalStatus, output: "", error: "new-app: error: \(error)\(hint)")
        }
    }

    /// The parsed command line.
    struct Options: Equatable {
        var name: String
        var owner: String
        var output: String

        /// The options, or nil for `--help`.
        init?(parsing arguments: [String]) throws(AppGenerationError) {
            var name: String?
            var owner: String?
            var output: String?
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "-h", "--help":
                    return nil
                case "--owner", "--output":
                    guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                        throw .usage("\(argument) needs a value")
                    }
                    if argument == "--owner" { owner = value } else { output = value }
                default:
                    guard !argument.hasPrefix("-") else { throw .usage("unknown option '\(argument)'") }
                    guard name == nil else { throw .usage("one app name only; '\(argument)' is a second one") }
                    name = argument
                }
            }
            guard let name else { throw .usage("name the app: new-app <Name> --owner <organisation> --output <dir>") }
            guard let owner else { throw .usage("--owner <organisation> is required: the owner in CODEOWNERS") }
            guard let output else { throw .usage("--output <directory> is required: where to write the package") }
            self.init(name: name, owner: owner, output: output)
        }

        init(name: String, owner: String, output: String) {
            self.name = name
            self.owner = owner
            self.output = output
        }
    }
}
