import Foundation

/// Edits Package.swift as text, line by line, so everything around the edited lines stays byte for byte.
///
/// A feature's lines are fenced:
///
///     // begin feature: Wishlist
///     .target(name: "WishlistFeature", dependencies: ["Networking", "Analytics", "FeatureState", "TerminalUI"]),
///     // end feature: Wishlist
///
/// or, inside another target's list, end in `// feature: Wishlist`. Adding inserts one fenced block above each
/// `// add-feature: ... go above this line` marker; removing deletes every fence and marked line of the feature.
public enum FeatureManifest {
    /// The three places a new feature's targets go, each marked by a comment line in Package.swift.
    public enum Marker: String, CaseIterable, Sendable {
        /// `// add-feature: new feature targets go above this line`
        case featureTargets = "new feature targets"
        /// `// add-feature: new demos go above this line`
        case demos = "new demos"
        /// `// add-feature: new test targets go above this line`
        case testTargets = "new test targets"

        /// The whole marker comment.
        public var comment: String { "// add-feature: \(rawValue) go above this line" }
    }

    /// The formatter's line length (`.swift-format`); a target that does not fit on one line is broken up.
    static let lineLength = 120

    /// `manifest` with `feature`'s fenced blocks inserted above the three markers, each indented like its marker.
    ///
    /// Throws when a marker is missing or repeated, or the manifest already has lines for the feature.
    public static func inserting(_ feature: FeatureName, into manifest: String) throws(ScaffoldError) -> String {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let line = lines.firstIndex(where: { marks($0, feature.base) }) {
            throw .nameTaken(
                feature.base, by: "Package.swift:\(line + 1) already has lines for feature \(feature.base)")
        }
        var positions: [(Marker, Int)] = []
        for marker in Marker.allCases {
            let found = lines.indices.filter {
                lines[$0].trimmingLeadingSpaces.trimmingTrailingSpaces == marker.comment
            }
            guard found.count == 1 else {
                let problem = found.isEmpty ? "has no" : "has \(found.count) lines with the"
                throw .marker("Package.swift \(problem) marker `\(marker.comment)`; it must appear once")
            }
            positions.append((marker, found[0]))
        }
        // Insert from the bottom up so the earlier positions stay valid.
        for (marker, index) in positions.sorted(by: { $0.1 > $1.1 }) {
            let indent = String(lines[index].prefix { $0 == " " })
            let block =
                ["\(indent)// begin feature: \(feature.base)"] + targetLines(marker, feature, indent: indent)
                + ["\(indent)// end feature: \(feature.base)"]
            lines.insert(contentsOf: block, at: index)
        }
        return lines.joined(separator: "\n")
    }

    /// `manifest` without `feature`'s fenced blocks and `// feature: <Name>` lines.
    ///
    /// Throws when the manifest has no such lines, or a fence of the feature is not closed.
    public static func removing(_ feature: FeatureName, from manifest: String) throws(ScaffoldError) -> String {
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var kept: [String] = []
        var openedAt: Int?
        var removed = 0
        for (index, line) in lines.enumerated() {
            let comment = line.trimmingLeadingSpaces.trimmingTrailingSpaces
            if let name = fenceName(comment, "begin") {
                if let openedAt {
                    throw .unbalancedFence(
                        feature: feature.base, line: openedAt + 1,
                        problem: "is not closed before `// begin feature: \(name)` on line \(index + 1)")
                }
                if name == feature.base {
                    openedAt = index
                    continue
                }
            } else if let name = fenceName(comment, "end"), openedAt != nil {
                guard name == feature.base else {
                    throw .unbalancedFence(
                        feature: feature.base, line: index + 1, problem: "is closed by `// end feature: \(name)`")
                }
                openedAt = nil
                removed += 1
                continue
            }
            if openedAt != nil { continue }
            if markerName(of: line) == feature.base {
                removed += 1
                continue
            }
            kept.append(line)
        }
        if let openedAt {
            throw .unbalancedFence(
                feature: feature.base, line: openedAt + 1, problem: "has no `// end feature: \(feature.base)`")
        }
        guard removed > 0 else { throw .unknownFeature(feature.base) }
        return kept.joined(separator: "\n")
    }

    /// The features the manifest fences, in order of first appearance.
    public static func featureNames(in manifest: String) -> [String] {
        var names: [String] = []
        for line in manifest.split(separator: "\n") {
            if let name = fenceName(String(line).trimmingLeadingSpaces.trimmingTrailingSpaces, "begin"),
                !names.contains(name)
            {
                names.append(name)
            }
        }
        return names
    }

    /// Every `name: "X"` the manifest spells out: the targets (and products) it declares.
    public static func declaredNames(in manifest: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(manifest)
        while let range = rest.range(of: "name: \"") {
            let after = rest[range.upperBound...]
            guard let close = after.firstIndex(of: "\"") else { break }
            names.insert(String(after[..<close]))
            rest = after[close...]
        }
        return names
    }

    /// The lines of `feature`'s target for `marker`'s list, without the fences.
    static func targetLines(_ marker: Marker, _ feature: FeatureName, indent: String) -> [String] {
        switch marker {
        case .featureTargets:
            return call(
                ".target",
                [
                    "name: \"\(feature.module)\"",
                    #"dependencies: ["Networking", "Analytics", "FeatureState", "TerminalUI"]"#,
                ],
                indent: indent)
        case .demos:
            return call(
                ".executableTarget",
                [
                    "name: \"\(feature.demo)\"", "dependencies: [\"\(feature.module)\", \"DemoHost\"]",
                    "path: \"\(feature.demoDirectory)\"",
                ], indent: indent)
        case .testTargets:
            return call(
                ".testTarget",
                ["name: \"\(feature.testTarget)\"", "dependencies: [\"\(feature.module)\"] + featureTestSupport"],
                indent: indent)
        }
    }

    /// `function(a, b),` on one line when it fits, otherwise one argument a line with the parenthesis closing alone,
    /// as swift-format lays out a call that does not fit.
    static func call(_ function: String, _ arguments: [String], indent: String) -> [String] {
        let oneLine = indent + function + "(" + arguments.joined(separator: ", ") + "),"
        if oneLine.count <= lineLength { return [oneLine] }
        let inner = indent + "    "
        let broken = arguments.enumerated().map { index, argument in
            inner + argument + (index == arguments.count - 1 ? "" : ",")
        }
        return [indent + function + "("] + broken + [indent + "),"]
    }

    /// Whether `line` fences or marks `name`.
    private static func marks(_ line: String, _ name: String) -> Bool {
        let comment = line.trimmingLeadingSpaces.trimmingTrailingSpaces
        return fenceName(comment, "begin") == name || fenceName(comment, "end") == name || markerName(of: line) == name
    }

    /// `Wishlist` for the line `// begin feature: Wishlist` when `kind` is `begin`.
    private static func fenceName(_ comment: String, _ kind: String) -> String? {
        let prefix = "// \(kind) feature: "
        guard comment.hasPrefix(prefix) else { return nil }
        return String(comment.dropFirst(prefix.count)).trimmingTrailingSpaces
    }

    /// `Wishlist` for a line of code ending in the comment `// feature: Wishlist`.
    private static func markerName(of line: String) -> String? {
        guard let range = line.range(of: "// feature: ", options: .backwards) else { return nil }
        let name = String(line[range.upperBound...]).trimmingTrailingSpaces
        return name.isEmpty || name.contains(" ") ? nil : name
    }
}

extension String {
    /// The string without leading spaces and tabs.
    var trimmingLeadingSpaces: String { String(drop { $0 == " " || $0 == "\t" }) }

    /// The string without trailing spaces, tabs and carriage returns.
    var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
