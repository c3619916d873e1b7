import ModuleGraph

/// A parsed CODEOWNERS file, matched the way GitHub does: gitignore-style patterns, the last matching line wins.
///
/// A module is owned file by file, as GitHub decides who reviews a change: each of its sources by the last line whose
/// pattern matches the source's path (``rule(forFile:)``); a module without sources by its directory.
///
/// Supported: `#` comments, `*`, `?` and `**` wildcards, a leading `/` anchoring to the package root,
/// a pattern without an inner `/` matching at any depth, a trailing `/` matching directories only, and
/// GitHub's exception that `dir/*` covers only the files directly in `dir`. A line with no owners makes
/// its paths explicitly unowned. Negation (`!`) and character ranges are not supported, as on GitHub.
public struct CodeOwners: Equatable, Sendable {
    /// One pattern line.
    public struct Rule: Equatable, Sendable {
        /// The pattern as written.
        public var pattern: String
        /// The owners after it (`@org/team`, `@user`, `mail@example.com`); empty means unowned.
        public var owners: [String]
        /// 1-based line in the file.
        public var line: Int
        fileprivate var compiled: PathPattern
    }

    /// Where GitHub looks for the file, in its order.
    public static let searchPaths = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"]

    /// A place a CODEOWNERS file may serve a package from.
    public struct Place: Equatable, Sendable {
        /// The file, relative to the package root (`../../.github/CODEOWNERS` at the repository root).
        public var file: String
        /// What goes before a path relative to the package root to make it relative to the file's root: empty at
        /// the package root, `Packages/Notes/` at the repository root for a package in `Packages/Notes`.
        public var packagePrefix: String
    }

    /// The places looked in, in order: ``searchPaths`` at the package root, then at the repository root when the
    /// package is in its subfolder `repositoryPath` (empty when the package is the repository root).
    public static func places(forPackageAt repositoryPath: String) -> [Place] {
        let atPackage = searchPaths.map { Place(file: $0, packagePrefix: "") }
        let components = repositoryPath.split(separator: "/").filter { $0 != "." }
        guard !components.isEmpty else { return atPackage }
        let up = String(repeating: "../", count: components.count)
        let prefix = components.joined(separator: "/") + "/"
        return atPackage + searchPaths.map { Place(file: up + $0, packagePrefix: prefix) }
    }

    /// The pattern lines, in file order.
    public var rules: [Rule]

    /// Parses the text of a CODEOWNERS file.
    public init(parsing text: String) {
        var rules: [Rule] = []
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
        {
            let fields = rawLine.split(whereSeparator: \.isWhitespace)
            guard let pattern = fields.first, !pattern.hasPrefix("#") else { continue }
            let owners = fields.dropFirst().prefix { !$0.hasPrefix("#") }.filter { $0.contains("@") }
            rules.append(
                Rule(
                    pattern: String(pattern), owners: owners.map(String.init), line: offset + 1,
                    compiled: PathPattern(String(pattern))))
        }
        self.rules = rules
    }

    /// The rule that decides who owns the file at `path` (relative to the root), or `nil` when no pattern matches:
    /// the last line whose pattern matches it.
    public func rule(forFile path: String) -> Rule? {
        let components = path.split(separator: "/").map(String.init)
        return rules.last { $0.compiled.matches(file: components) }
    }

    /// The rule that decides who owns the files directly in `directory` (relative to the root), or `nil`
    /// when no pattern matches.
    public func rule(forDirectory directory: String) -> Rule? {
        let path = directory.split(separator: "/").map(String.init)
        return rules.last { $0.compiled.matchesFiles(in: path) }
    }
}
