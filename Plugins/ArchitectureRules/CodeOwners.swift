/// A parsed CODEOWNERS file, matched the way GitHub does: gitignore-style patterns, the last matching line wins.
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

    /// The rule that decides who owns the files directly in `directory` (relative to the root), or `nil`
    /// when no pattern matches.
    public func rule(forDirectory directory: String) -> Rule? {
        let path = directory.split(separator: "/").map(String.init)
        return rules.last { $0.compiled.matchesFiles(in: path) }
    }
}

/// A CODEOWNERS pattern compiled into path segments.
struct PathPattern: Equatable, Sendable {
    enum Segment: Equatable, Sendable {
        /// `**`: any number of path segments.
        case anyPath
        /// A lone `*`: any one name.
        case anyName
        /// A name without wildcards.
        case literal(String)
        /// A name with `*` or `?` in it.
        case glob([Character])
    }

    let segments: [Segment]
    /// Whether the pattern ends in `/`, so matches directories only.
    let directoryOnly: Bool

    /// Compiles `pattern`; one with no inner slash matches at any depth, so it gets a leading `**`.
    init(_ pattern: String) {
        let names = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let anchored = pattern.hasPrefix("/") || names.count > 1
        let compiled = names.map { name -> Segment in
            switch name {
            case "**": return .anyPath
            case "*": return .anyName
            default: return name.contains { $0 == "*" || $0 == "?" } ? .glob(Array(name)) : .literal(name)
            }
        }
        segments = anchored || compiled.isEmpty ? compiled : [.anyPath] + compiled
        directoryOnly = pattern.hasSuffix("/")
    }

    /// Whether the pattern matches a file directly inside `directory`, or the directory itself or one of its
    /// ancestors (which covers everything below them).
    func matchesFiles(in directory: [String]) -> Bool {
        guard !segments.isEmpty else { return false }
        // A file directly in the directory: its name is unknown, so only `*` and `**` match it.
        if !directoryOnly, match(segments[...], directory[...], thenFile: true) { return true }
        // The directory itself or an ancestor; GitHub does not extend `dir/*` to subdirectories.
        if segments.last == .anyName { return false }
        return (1...max(directory.count, 1)).contains { count in
            count <= directory.count && match(segments[...], directory.prefix(count), thenFile: false)
        }
    }

    /// Whether `segments` consume exactly `path`, followed by an unknown file name when `thenFile`.
    private func match(_ segments: ArraySlice<Segment>, _ path: ArraySlice<String>, thenFile: Bool) -> Bool {
        guard let segment = segments.first else { return path.isEmpty && !thenFile }
        let rest = segments.dropFirst()
        switch segment {
        case .anyPath:
            if match(rest, path, thenFile: thenFile) { return true }  // zero segments
            if !path.isEmpty { return match(segments, path.dropFirst(), thenFile: thenFile) }
            return thenFile && match(rest, path, thenFile: false)  // `**` swallows the file name
        case .anyName:
            if let _ = path.first { return match(rest, path.dropFirst(), thenFile: thenFile) }
            return thenFile && rest.isEmpty
        case .literal(let literal):
            guard let name = path.first, name == literal else { return false }
            return match(rest, path.dropFirst(), thenFile: thenFile)
        case .glob(let pattern):
            guard let name = path.first, PathPattern.glob(pattern, matches: Array(name)) else { return false }
            return match(rest, path.dropFirst(), thenFile: thenFile)
        }
    }

    /// `*` and `?` within one path segment.
    static func glob(_ pattern: [Character], matches name: [Character]) -> Bool {
        var p = 0
        var n = 0
        var starPattern = -1
        var starName = 0
        while n < name.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == name[n]) {
                p += 1
                n += 1
            } else if p < pattern.count && pattern[p] == "*" {
                starPattern = p
                starName = n
                p += 1
            } else if starPattern >= 0 {
                p = starPattern + 1
                starName += 1
                n = starName
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
