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
            let looked = places.map(\.file).joined(separator: ", ")
            let example = "a line per module directory, e.g. \"/Sources/Networking/ @your-org/platform-team\""
            guard configuration.asksForCodeOwners else {
                // Nobody asked for owners: a package without the file has not chosen any yet.
                notes.append(
                    "note: no CODEOWNERS file (looked for \(looked)), so module owners are not checked; create "
                        + ".github/CODEOWNERS with \(example), or ask for owners with \"rules\": "
                        + "{\"codeowners\": true} in \(configurationFile)")
                return
            }
            // The finding points at the line of the configuration that asks for owners, a file that exists.
            let asking = configurationFile
            let line =
                files.text(asking).flatMap { text in
                    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                        $0.contains("\"codeowners\"")
                    }
                }.map { $0 + 1 }
            add(
                .codeowners, nil,
                "no CODEOWNERS file (looked for \(looked)), and \(asking) asks for owners",
                note: "create .github/CODEOWNERS with \(example), or turn the rule off with \"rules\": "
                    + "{\"codeowners\": false} in \(asking)",
                at: line.map { SourceLocation(file: asking, line: $0, column: 1) }, subject: "CODEOWNERS")
            return
        }
        let path = place.file
        let owners = CodeOwners(parsing: text)
        for target in sortedTargets where categories[target.name] != .test {
            // GitHub asks the last line matching each changed file: a module is owned when every source is.
            let decisions: [(file: String, rule: CodeOwners.Rule?)] =
                target.sources.isEmpty
                ? [(target.path + "/", owners.rule(forDirectory: place.packagePrefix + target.path))]
                : target.sources.map { ($0, owners.rule(forFile: place.packagePrefix + $0)) }
            let unowned = decisions.filter { $0.rule?.owners.isEmpty ?? true }
            guard !unowned.isEmpty else { continue }
            let everyFile = unowned.count == decisions.count
            let byPattern = Dictionary(grouping: unowned.filter { $0.rule != nil }, by: { $0.rule!.line })
            for (_, files) in byPattern.sorted(by: { $0.key < $1.key }) {
                guard let rule = files[0].rule else { continue }
                let folders = Self.folders(of: files.map(\.file), in: target, everyFile: everyFile)
                add(
                    .codeowners, target.name,
                    "\(describe(target.name)) at \(Self.shown(folders)) is left unowned by the pattern \"\(rule.pattern)\"",
                    note: "give that line an owner, or add \"\(Self.line(for: folders, place))\" after it",
                    at: SourceLocation(file: path, line: rule.line, column: 1), subject: target.name)
            }
            let unmatched = unowned.filter { $0.rule == nil }.map(\.file)
            if !unmatched.isEmpty {
                let folders = Self.folders(of: unmatched, in: target, everyFile: everyFile)
                add(
                    .codeowners, target.name,
                    "\(describe(target.name)) at \(Self.shown(folders)) has no owner in \(path)",
                    note: "add a line such as \"\(Self.line(for: folders, place))\" to \(path)", subject: target.name)
            }
        }
    }

    /// Where the unowned `files` of `target` are: its folder when every file is unowned, else the folder they share,
    /// else each top folder (`Apps/Notes/` and `Shared/`), each with a trailing `/`; the root is `""`.
    private static func folders(of files: [String], in target: PackageTarget, everyFile: Bool) -> [String] {
        if everyFile && !target.path.isEmpty { return [target.path + "/"] }
        let directories = files.map { file in file.hasSuffix("/") ? String(file.dropLast()) : parent(file) }
        var common = directories[0].split(separator: "/")
        for directory in directories.dropFirst() {
            common = Array(zip(common, directory.split(separator: "/")).prefix { $0 == $1 }.map(\.0))
        }
        if !common.isEmpty { return [common.joined(separator: "/") + "/"] }
        var tops: [String] = []
        for directory in directories {
            let top = String(directory.split(separator: "/").first ?? "")
            if !tops.contains(top) { tops.append(top) }
        }
        return tops.map { $0.isEmpty ? "" : $0 + "/" }
    }

    /// The folders as a message shows them: `./` for the root (woocommerce's `Storage` compiles Core Data classes
    /// at the repository's root as well as its own folder: `./ and Storage/`).
    private static func shown(_ folders: [String]) -> String {
        folders.map { $0.isEmpty ? "./" : $0 }.joinedInProse()
    }

    /// The folder of a file path, `""` at the root.
    private static func parent(_ file: String) -> String {
        file.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// The CODEOWNERS line that would own the first folder of `folders`.
    private static func line(for folders: [String], _ place: CodeOwners.Place) -> String {
        "/\(place.packagePrefix)\(folders.first ?? "") @<team>".replacingOccurrences(of: "//", with: "/")
    }
}
