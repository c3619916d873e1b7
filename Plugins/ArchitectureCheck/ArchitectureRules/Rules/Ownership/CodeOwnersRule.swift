import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// A target directory with no owner in CODEOWNERS.
    public static let codeowners = RuleID(rawValue: "codeowners")
}

/// `codeowners`: every module directory has an owner in CODEOWNERS.
enum CodeOwnersRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .codeowners,
        summary: "Every module directory has an owner in CODEOWNERS.",
        help: "Every module has a team that reviews its changes. Add a CODEOWNERS line for its directory.")

    static func check(_ checker: inout Checker) { checker.checkCodeOwners() }
}

extension Checker {
    /// Every module directory has an owner in the first CODEOWNERS found: at the package root (`.github/`, the
    /// root, `docs/`), then the same places at the repository root when the package is in `repositoryPath`, a
    /// subfolder of it. A file's patterns are relative to the root it serves.
    mutating func checkCodeOwners() {
        guard configuration.requiresCodeOwners else { return }
        let places = CodeOwners.places(forPackageAt: repositoryPath)
        let files = self.files
        let found = places.lazy.compactMap { place in files.text(place.file).map { (place, $0) } }.first
        guard let (place, text) = found else {
            add(
                .codeowners, nil, "no CODEOWNERS file (looked for \(places.map(\.file).joined(separator: ", ")))",
                note: "create CODEOWNERS with a line per module directory, e.g. "
                    + "\"/Sources/Networking/ @your-org/platform-team\", or turn the rule off with \"rules\": "
                    + "{\"codeowners\": false} in \(configurationFile)",
                subject: "CODEOWNERS")
            return
        }
        let path = place.file
        let owners = CodeOwners(parsing: text)
        for target in sortedTargets where categories[target.name] != .test {
            let directory = place.packagePrefix + target.path
            let line = "/\(directory)/ @<team>"
            if let rule = owners.rule(forDirectory: directory) {
                guard rule.owners.isEmpty else { continue }
                add(
                    .codeowners, target.name,
                    "\(describe(target.name)) at \(target.path)/ is left unowned by the pattern \"\(rule.pattern)\"",
                    note: "give that line an owner, or add \"\(line)\" after it",
                    at: SourceLocation(file: path, line: rule.line, column: 1), subject: target.name)
            } else {
                add(
                    .codeowners, target.name, "\(describe(target.name)) at \(target.path)/ has no owner in \(path)",
                    note: "add a line such as \"\(line)\" to \(path)", subject: target.name)
            }
        }
    }
}
