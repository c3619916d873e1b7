/// A CODEOWNERS pattern compiled into path segments.
public struct PathPattern: Equatable, Sendable {
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
    public init(_ pattern: String) {
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
    public func matchesFiles(in directory: [String]) -> Bool {
        guard !segments.isEmpty else { return false }
        // A file directly in the directory: its name is unknown, so only `*` and `**` match it.
        if !directoryOnly, match(segments[...], directory[...], thenFile: true) { return true }
        // The directory itself or an ancestor; GitHub does not extend `dir/*` to subdirectories.
        if segments.last == .anyName { return false }
        return (1...max(directory.count, 1)).contains { count in
            count <= directory.count && match(segments[...], directory.prefix(count), thenFile: false)
        }
    }

    /// Whether the pattern matches the file at `path` (its folders, then its name), as GitHub matches a changed file:
    /// the pattern names the file itself (`*.swift`, `docs/*`, `/Package.swift`) or one of its folders, which covers
    /// everything below it (`/docs/`, `apps/`, `**/logs`), except that `dir/*` covers only the files directly in
    /// `dir`, and a pattern ending in `/` names folders only.
    public func matches(file path: [String]) -> Bool {
        guard !segments.isEmpty, !path.isEmpty else { return false }
        if !directoryOnly, match(segments[...], path[...], thenFile: false) { return true }
        if segments.last == .anyName { return false }
        return (1..<path.count).contains { count in match(segments[...], path.prefix(count), thenFile: false) }
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
    public static func glob(_ pattern: [Character], matches name: [Character]) -> Bool {
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
