/// Where a new package takes the architecture check and add-feature from: a versioned dependency on the template's
/// own package, which vends them as a command plugin each. The package copies none of their sources, so a fix to
/// the check reaches it as a version bump.
public struct ToolsDependency: Equatable, Sendable {
    /// The template's public repository, the default `--tools-url`.
    public static let defaultURL = "https://github.com/shopkit/ShopKit.git"

    /// Which versions of the package the dependency accepts.
    public enum Requirement: Equatable, Sendable {
        /// `from: "<version>"`: this version or a later one of the same major version.
        case from(String)
        /// `revision: "<commit>"`: exactly this commit (the template was not at a version tag).
        case revision(String)
        /// `branch: "main"`: the template's version is unknown (its checkout is not a git repository).
        case branch(String)
    }

    /// The package's URL, as SwiftPM fetches it (`https://…`, `git@…`, or `file://…` for a local clone).
    public let url: String
    /// The versions accepted.
    public let requirement: Requirement
    /// The version given with `--tools-version`, recorded so that an update keeps it; nil when the requirement
    /// follows the template's version.
    public let givenVersion: String?

    /// The dependency on `url` (nil: ``defaultURL``) at `version` (nil: the template's version, `templateVersion`,
    /// when it is a semantic version, else its `commit`, else the main branch).
    ///
    /// - Throws: ``AppGenerationError/usage(_:)`` when the URL cannot be written in a manifest or the version is
    ///   not a semantic version such as 1.2.0.
    public init(
        url: String?, version: String?, templateVersion: String, commit: String
    ) throws(AppGenerationError) {
        let url = url ?? Self.defaultURL
        let unsafe = url.unicodeScalars.contains { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0 == " " }
        guard !url.isEmpty, url.utf8.count <= 2_000, !unsafe, !url.hasPrefix("-") else {
            throw .usage(
                "--tools-url '\(url)' is not a package URL: give one such as \(Self.defaultURL) or file:///path/to/clone"
            )
        }
        self.url = url
        givenVersion = version
        if let version {
            guard Self.isSemanticVersion(version) else {
                throw .usage("--tools-version '\(version)' is not a semantic version: give one such as 1.2.0")
            }
            requirement = .from(version)
        } else if Self.isSemanticVersion(templateVersion) {
            requirement = .from(templateVersion)
        } else if commit.count == 40, commit.allSatisfy(\.isHexDigit) {
            requirement = .revision(commit)
        } else {
            requirement = .branch("main")
        }
    }

    /// `1.2.0` or `1.2.0-beta.1`: three numbers and an optional pre-release, as SwiftPM reads a version tag.
    static func isSemanticVersion(_ text: String) -> Bool {
        text.utf8.count <= 100
            && text.wholeMatch(of: /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?/) != nil
    }

    /// The requirement as the manifest writes it: `from: "1.2.0"`.
    public var requirementText: String {
        switch requirement {
        case .from(let version): "from: \"\(version)\""
        case .revision(let commit): "revision: \"\(commit)\""
        case .branch(let branch): "branch: \"\(branch)\""
        }
    }

    /// The dependency as the manifest declares it: `.package(url: "…", from: "1.2.0")`.
    public var declaration: String { ".package(url: \"\(url)\", \(requirementText))" }
}
