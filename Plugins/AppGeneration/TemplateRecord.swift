import Foundation

/// What new-app made a package from, kept at the package's root in `template.json`: the template's version
/// and commit, the answers it was given, and for each file it wrote whether the template or the team owns it.
/// `new-app --update` and `new-app --check` read it; nothing else does.
public struct TemplateRecord: Codable, Equatable, Sendable {
    /// The file's path in the generated package.
    public static let path = "template.json"

    /// Who owns a generated file from now on.
    public enum Owner: String, Codable, Sendable {
        /// The template's: an update replaces or merges it, and `--check` reports an edit to it.
        case template
        /// The team's: an update leaves it alone once the team has changed it.
        case team
    }

    /// The answers new-app was given, so an update makes the same package.
    public struct Answers: Codable, Equatable, Sendable {
        /// The app's module name, such as FieldNotes.
        public var name: String
        /// The GitHub organisation in CODEOWNERS, such as globex.
        public var owner: String
        /// The URL of the package the architecture check and add-feature come from (`--tools-url`); nil in a
        /// record made before they came from a dependency, read as ``ToolsDependency/defaultURL``.
        public var toolsURL: String?
        /// Their version when `--tools-version` gave one; nil when it follows the template's version.
        public var toolsVersion: String?
    }

    /// The template's version as given (a tag such as 1.2.0), or its commit when it was made from a checkout.
    public var version: String
    /// The template commit the files were made from (40 hex digits), or empty when that is unknown.
    public var commit: String
    /// The answers.
    public var answers: Answers
    /// Every generated file but this one, with its owner.
    public var files: [String: Owner]

    /// The record as written: sorted keys, two-space indentation, a final newline.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a record; nil when the text is not one.
    public static func parse(_ text: String) -> TemplateRecord? {
        guard text.utf8.count <= 1_000_000 else { return nil }
        return try? JSONDecoder().decode(TemplateRecord.self, from: Data(text.utf8))
    }

    /// The owner of `path` in the package of `app`: the composition root, the sample feature, the manifest, the
    /// owners, the architecture configuration and the README are the team's; the foundation modules and their
    /// tests, the CI scripts and the formatter's settings are the template's.
    public static func owner(of path: String, app: String) -> Owner {
        let feature = AppBlueprint.sampleFeature
        let teamFolders = [
            "Sources/\(app)/", "Tests/\(app)Tests/", "Sources/\(feature)Feature/", "Demos/\(feature)Demo/",
            "Tests/\(feature)FeatureTests/",
        ]
        let teamFiles = ["Package.swift", "CODEOWNERS", "architecture.json", "README.md"]
        if teamFiles.contains(path) || teamFolders.contains(where: { path.hasPrefix($0) }) { return .team }
        return .template
    }
}
