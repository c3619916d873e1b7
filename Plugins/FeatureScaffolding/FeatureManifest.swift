/// Edits the one line of Package.swift that declares a feature, as text, so every other byte stays as it was:
///
///     let features: [Feature] = [
///         .feature("Wishlist", uses: ["Networking", "Analytics", "FeatureState", "TerminalUI"], testsUse: [...], inApp: false),
///     ]
///
/// The manifest's `Feature` helper makes the feature's module, demo and tests from that line, and, without
/// `inApp: false`, adds the module to the app's and the app tests' dependencies.
public enum FeatureManifest {
    /// The foundation modules a new feature's line names: what the template's code imports.
    public static let newFeatureUses = ["Networking", "Analytics", "FeatureState", "TerminalUI"]

    /// What a new feature's tests import besides the feature: what the template's test files import, so its
    /// test target depends on exactly that.
    public static let newFeatureTestsUse = [
        "Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "TerminalUI",
    ]

    /// The line that declares `feature`, without its indentation: `inApp: false`, since the composition root
    /// does not import a new feature until someone wires it in.
    public static func line(for feature: FeatureName) -> String {
        let uses = newFeatureUses.map { "\"\($0)\"" }.joined(separator: ", ")
        let testsUse = newFeatureTestsUse.map { "\"\($0)\"" }.joined(separator: ", ")
        return ".feature(\"\(feature.base)\", uses: [\(uses)], testsUse: [\(testsUse)], inApp: false),"
    }

    /// `manifest` with `feature`'s line after the last feature line, indented like it (or first in an empty
    /// `let features: [Feature] = [` list).
    ///
    /// Throws when a line already declares the feature, or there is no place for the line.
    public static func inserting(_ feature: FeatureName, into manifest: String) throws(ScaffoldError) -> String {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let declared = lines.indices.filter { featureName(on: lines[$0]) != nil }
        if let taken = declared.first(where: { featureName(on: lines[$0]) == feature.base }) {
            throw .nameTaken(feature.base, by: "Package.swift:\(taken + 1) already declares feature \(feature.base)")
        }
        let indent: String
        let position: Int
        if let last = declared.last {
            guard code(of: lines[last]).hasSuffix(",") else {
                throw .featureList(
                    "Package.swift:\(last + 1), the last feature line, does not end in a comma; add one so a line "
                        + "can follow it")
            }
            indent = String(lines[last].prefix { $0 == " " || $0 == "\t" })
            position = last + 1
        } else if let list = lines.firstIndex(where: {
            code(of: $0).hasPrefix("let features") && code(of: $0).hasSuffix("[")
        }) {
            indent = String(lines[list].prefix { $0 == " " || $0 == "\t" }) + "    "
            position = list + 1
        } else {
            throw .featureList(
                "Package.swift has no feature line and no `let features: [Feature] = [` line ending in `[` to add "
                    + "one to")
        }
        lines.insert(indent + line(for: feature), at: position)
        return lines.joined(separator: "\n")
    }

    /// `manifest` without the line that declares `feature`.
    ///
    /// Throws when no line declares it: ``ScaffoldError/notOnOneLine(_:line:)`` for a `.feature(` call broken over
    /// lines or a feature target written by hand, otherwise ``ScaffoldError/unknownFeature(_:)``.
    public static func removing(_ feature: FeatureName, from manifest: String) throws(ScaffoldError) -> String {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { featureName(on: $0) == feature.base }) else {
            let brokenCall = lines.indices.dropFirst().first {
                code(of: lines[$0 - 1]).hasSuffix(".feature(") && code(of: lines[$0]).hasPrefix("\"\(feature.base)\"")
            }
            if let line = brokenCall ?? lines.firstIndex(where: { $0.contains("\"\(feature.module)\"") }) {
                throw .notOnOneLine(feature.base, line: line + 1)
            }
            throw .unknownFeature(feature.base)
        }
        lines.remove(at: index)
        return lines.joined(separator: "\n")
    }

    /// The features the manifest declares, one a line, in order.
    public static func featureNames(in manifest: String) -> [String] {
        manifest.split(separator: "\n").compactMap { featureName(on: String($0)) }
    }

    /// Every target name the manifest spells out as `name: "X"`, and the three targets of each feature line.
    public static func declaredNames(in manifest: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(manifest)
        while let range = rest.range(of: "name: \"") {
            let after = rest[range.upperBound...]
            guard let close = after.firstIndex(of: "\"") else { break }
            names.insert(String(after[..<close]))
            rest = after[close...]
        }
        for base in featureNames(in: manifest) {
            names.formUnion([base + "Feature", base + "Demo", base + "FeatureTests"])
        }
        return names
    }

    /// `Wishlist` for a line such as `.feature("Wishlist", uses: [...]),`, whatever its spacing and trailing
    /// comment; `nil` for any other line.
    static func featureName(on line: String) -> String? {
        var rest = Substring(code(of: line))
        for token in [".feature", "(", "\""] {
            rest = rest.drop(while: \.isWhitespace)
            guard rest.hasPrefix(token) else { return nil }
            rest = rest.dropFirst(token.count)
        }
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        let name = rest[..<close]
        let next = rest[rest.index(after: close)...].first { !$0.isWhitespace }
        guard !name.isEmpty, next == "," || next == ")" else { return nil }
        return String(name)
    }

    /// The line without its `//` comment and surrounding spaces (a manifest line's strings hold no `//`).
    private static func code(of line: String) -> String {
        String(line.range(of: "//").map { line[..<$0.lowerBound] } ?? Substring(line))
            .trimmingLeadingSpaces.trimmingTrailingSpaces
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
