import ArchitectureRules

/// The new app's name (`FieldNotes`), checked, with every name derived from it.
public struct AppName: Hashable, Sendable, CustomStringConvertible {
    /// The longest name; it keeps generated lines within the formatter's 120 columns.
    public static let maximumLength = 30

    /// The module of the composition root, for example `FieldNotes`.
    public let module: String
    /// The name split into words: `FieldNotes` is `Field`, `Notes`.
    public let words: [String]

    /// Checks `text`: a Swift identifier in UpperCamelCase ASCII letters and digits, 2 to ``maximumLength``
    /// characters, not a Swift keyword, not ending in a suffix that makes it a feature, demo or test target, and
    /// not the name of a module the new package has (`taken`), of a toolchain module or of an Apple framework.
    public init(validating text: String, taken: Set<String>) throws(AppGenerationError) {
        let reason: String? =
            if text.isEmpty {
                "it is empty"
            } else if text.count < 2 || text.count > Self.maximumLength {
                "use 2 to \(Self.maximumLength) characters"
            } else if !text.unicodeScalars.allSatisfy({ Self.isLetterOrDigit($0) }) {
                "a Swift module name here is ASCII letters and digits only, in UpperCamelCase such as FieldNotes"
            } else if let first = text.unicodeScalars.first, !("A"..."Z").contains(first) {
                "start with a capital letter, in UpperCamelCase such as FieldNotes"
            } else if Self.keywords.contains(text) {
                "\(text) is a Swift keyword"
            } else if let suffix = ["Feature", "Demo", "Tests"].first(where: { text.hasSuffix($0) }) {
                "a name ending in \(suffix) would make the app look like a \(suffix.lowercased()) target"
            } else if taken.contains(text) {
                "the new package already has a module named \(text), its own or its dependency's"
            } else if PlatformModules.toolchain.contains(text) {
                "\(text) is a module of the Swift toolchain"
            } else if PlatformModules.appleSDKs.contains(text) {
                "\(text) is an Apple framework"
            } else {
                nil
            }
        if let reason { throw .invalidName(text, reason: reason) }
        module = text
        words = Self.split(text)
    }

    /// A name taken as it is, unchecked: the template folder's placeholder.
    init(placeholder text: String) {
        module = text
        words = Self.split(text)
    }

    /// The command and executable product, in kebab case: `field-notes`.
    public var command: String { words.map { $0.lowercased() }.joined(separator: "-") }
    /// The prefix of the app's environment variables: `FIELD_NOTES`.
    public var environmentPrefix: String { words.map { $0.uppercased() }.joined(separator: "_") }
    /// The name in words, for titles: `Field Notes`.
    public var title: String { words.joined(separator: " ") }

    /// The module name.
    public var description: String { module }

    /// Keywords that could pass as an UpperCamelCase identifier.
    static let keywords: Set<String> = ["Self", "Any", "Type", "Protocol"]

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// Words of an UpperCamelCase name: a capital starts a word, except inside a run of capitals (`URLNotes` is
    /// `URL`, `Notes`); digits stay with the word before them.
    static func split(_ text: String) -> [String] {
        let characters = Array(text)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let isUpper = character.isUppercase
            let previousIsUpper = index > 0 && characters[index - 1].isUppercase
            let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
            if isUpper && !current.isEmpty && (!previousIsUpper || nextIsLower) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

/// The GitHub organisation that owns the new package's modules in CODEOWNERS, such as `globex` for `@globex/...`.
public struct AppOwner: Hashable, Sendable, CustomStringConvertible {
    /// The organisation, without `@`.
    public let organisation: String

    /// Checks `text` (`globex` or `@globex`): 1 to 39 letters, digits and single hyphens, not starting or ending in
    /// a hyphen, as GitHub names organisations.
    public init(validating text: String) throws(AppGenerationError) {
        let name = text.hasPrefix("@") ? String(text.dropFirst()) : text
        let allowed = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }
        guard (1...39).contains(name.count), allowed, !name.hasPrefix("-"), !name.hasSuffix("-"),
            !name.contains("--")
        else {
            throw .invalidOwner(text)
        }
        organisation = name
    }

    /// `@globex/<team>`.
    public func team(_ team: String) -> String { "@\(organisation)/\(team)" }

    /// `@globex`.
    public var description: String { "@\(organisation)" }
}
