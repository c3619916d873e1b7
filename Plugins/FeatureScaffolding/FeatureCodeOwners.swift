/// Edits a CODEOWNERS file as text: a feature's block of owner lines is appended, and removed again.
///
///     # Wishlist feature
///     /Sources/WishlistFeature/       @acme/wishlist-team
///     /Tests/WishlistFeatureTests/    @acme/wishlist-team
///     /Demos/WishlistDemo/            @acme/wishlist-team
public enum FeatureCodeOwners {
    /// The column owners start at.
    static let ownerColumn = 32

    /// `@<org>/<feature>-team`, taking the organisation from the first `@org/team` owner in `text`.
    ///
    /// - Throws: ``ScaffoldError/noOrganisation`` when `text` is missing or names no `@org/team` owner.
    public static func defaultTeam(for feature: FeatureName, in text: String?) throws(ScaffoldError) -> String {
        let organisation = text.flatMap { text in
            text.split(whereSeparator: \.isWhitespace).lazy
                .filter { $0.hasPrefix("@") && $0.contains("/") }
                .map { String($0.dropFirst().prefix { $0 != "/" }) }
                .first { !$0.isEmpty }
        }
        guard let organisation else { throw .noOrganisation }
        return "@\(organisation)/\(feature.kebabCase)-team"
    }

    /// Throws unless `team` looks like a CODEOWNERS owner: `@org/team-name` or `@user`.
    public static func validate(team: String) throws(ScaffoldError) {
        let parts = team.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        let nameCharacters = { (part: Substring) -> Bool in
            !part.isEmpty && part.first != "-"
                && part.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                        || $0 == "_" || $0 == "."
                }
        }
        guard team.hasPrefix("@"), (1...2).contains(parts.count), parts.allSatisfy(nameCharacters) else {
            throw .invalidTeam(team)
        }
    }

    /// The lines the feature adds: a heading comment, then its source, test and demo directories.
    public static func lines(for feature: FeatureName, team: String) -> [String] {
        ["# \(feature.base) feature"]
            + feature.directories.map { directory in
                line(pattern: "/\(directory)/", owners: team)
            }
    }

    /// One owner line: `pattern`, then `owners` at the owner column (or one space further when the pattern is
    /// longer).
    public static func line(pattern: String, owners: String) -> String {
        pattern + String(repeating: " ", count: max(ownerColumn - pattern.count, 1)) + owners
    }

    /// `text` with the feature's block appended after a blank line.
    public static func inserting(_ feature: FeatureName, team: String, into text: String) -> String {
        var result = text
        if !result.isEmpty && !result.hasSuffix("\n") { result += "\n" }
        if !result.isEmpty { result += "\n" }
        return result + lines(for: feature, team: team).joined(separator: "\n") + "\n"
    }

    /// `text` without the feature's owner lines (any line whose pattern is one of the feature's directories)
    /// and its `# <Name> feature` heading; a blank line left doubled by the removal goes too.
    /// Returns the text and how many owner lines were removed.
    public static func removing(_ feature: FeatureName, from text: String) -> (text: String, removedOwnerLines: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let directories = Set(feature.directories)
        let heading = "# \(feature.base) feature"
        var removed = Array(repeating: false, count: lines.count)
        var ownerLines = 0
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingLeadingSpaces.trimmingTrailingSpaces
            if trimmed == heading {
                removed[index] = true
            } else if let pattern = trimmed.split(whereSeparator: \.isWhitespace).first,
                directories.contains(normalised(pattern))
            {
                removed[index] = true
                ownerLines += 1
            }
        }
        // A run of removed lines between a blank line and a blank line (or the end) takes one blank with it.
        var index = 0
        while index < lines.count {
            guard removed[index] else {
                index += 1
                continue
            }
            let start = index
            while index < lines.count && removed[index] { index += 1 }
            let blankBefore = start > 0 && isBlank(lines[start - 1]) && !removed[start - 1]
            let blankOrEndAfter = index == lines.count || isBlank(lines[index])
            if blankBefore && blankOrEndAfter { removed[start - 1] = true }
        }
        let kept = lines.indices.filter { !removed[$0] }.map { lines[$0] }
        return (kept.joined(separator: "\n"), ownerLines)
    }

    /// `Sources/WishlistFeature` for `/Sources/WishlistFeature/`, `Sources/WishlistFeature/**` and the like.
    private static func normalised(_ pattern: Substring) -> String {
        var path = Substring(pattern)
        if path.hasSuffix("/**") { path = path.dropLast(3) }
        while path.hasPrefix("/") { path = path.dropFirst() }
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    private static func isBlank(_ line: String) -> Bool { line.allSatisfy(\.isWhitespace) }
}
