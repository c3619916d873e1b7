/// A feature's base name (`Wishlist`), checked against the naming rules, with every name derived from it.
public struct FeatureName: Hashable, Sendable, CustomStringConvertible {
    /// The longest base name; it keeps every generated line within the formatter's 120 columns.
    public static let maximumLength = 20
    /// Endings a base name may not have: the tool appends them itself.
    public static let reservedSuffixes = ["Feature", "Demo", "Tests"]

    /// The base name, for example `Wishlist` or `GiftCards`.
    public let base: String
    /// The base name split into words: `GiftCards` is `Gift`, `Cards`; `URLShortener` is `URL`, `Shortener`.
    public let words: [String]

    /// Checks `text` against the syntax rules: UpperCamelCase ASCII letters and digits, 2 to
    /// ``maximumLength`` characters, not ending in a reserved suffix. Whether the name is free is checked
    /// separately, by ``checkAvailable(among:)``.
    public init(validating text: String) throws(ScaffoldError) {
        let reason: String? =
            if text.isEmpty {
                "it is empty"
            } else if text.count < 2 {
                "use at least 2 characters"
            } else if text.count > Self.maximumLength {
                "use at most \(Self.maximumLength) characters"
            } else if !text.unicodeScalars.allSatisfy({ $0.isASCIILetterOrDigit }) {
                "use only the letters A-Z and a-z and the digits 0-9, in UpperCamelCase such as Wishlist"
            } else if let first = text.unicodeScalars.first, !first.isASCIIUppercase {
                "start with a capital letter, in UpperCamelCase such as Wishlist"
            } else if let suffix = Self.reservedSuffixes.first(where: { text.hasSuffix($0) }) {
                "do not end it in \(suffix): the tool adds Feature, Demo and FeatureTests itself"
                    + (text.count - suffix.count >= 2 ? " (try \(text.dropLast(suffix.count)))" : "")
            } else {
                nil
            }
        if let reason { throw .invalidName(text, reason: reason) }
        base = text
        words = Self.split(text)
    }

    /// The feature module, `WishlistFeature`.
    public var module: String { base + "Feature" }
    /// The demo executable, `WishlistDemo`.
    public var demo: String { base + "Demo" }
    /// The test target, `WishlistFeatureTests`.
    public var testTarget: String { module + "Tests" }
    /// Every target the feature adds.
    public var targets: [String] { [module, demo, testTarget] }

    /// `Sources/WishlistFeature`.
    public var sourcesDirectory: String { "Sources/\(module)" }
    /// `Tests/WishlistFeatureTests`.
    public var testsDirectory: String { "Tests/\(testTarget)" }
    /// `Demos/WishlistDemo`.
    public var demoDirectory: String { "Demos/\(demo)" }
    /// The feature's three directories, relative to the package root.
    public var directories: [String] { [sourcesDirectory, testsDirectory, demoDirectory] }

    /// Words for people, as the screen title: `Gift Cards`, `URL Shortener`.
    public var title: String { words.joined(separator: " ") }
    /// Lower snake case, for analytics event names: `gift_cards`.
    public var snakeCase: String { words.map { $0.lowercased() }.joined(separator: "_") }
    /// Lower kebab case, for team handles: `gift-cards`.
    public var kebabCase: String { words.map { $0.lowercased() }.joined(separator: "-") }

    /// The base name.
    public var description: String { base }

    /// Throws ``ScaffoldError/nameTaken(_:by:)`` when the base name or a target it would add is already one of
    /// `existingTargets`, or when a name differs from one of them only in letter case (a clash on macOS's
    /// case-insensitive file system).
    public func checkAvailable(among existingTargets: Set<String>) throws(ScaffoldError) {
        let lowercased = Dictionary(existingTargets.map { ($0.lowercased(), $0) }, uniquingKeysWith: min)
        for name in [base] + targets {
            if existingTargets.contains(name) {
                throw .nameTaken(base, by: "the package already has a target named \(name)")
            }
            if let other = lowercased[name.lowercased()] {
                throw .nameTaken(base, by: "\(name) differs from the existing target \(other) only in letter case")
            }
        }
    }

    /// Splits UpperCamelCase into words; a run of capitals is one word (an acronym), and digits stay with the
    /// word before them.
    static func split(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var words: [String] = []
        var current = ""
        for (index, scalar) in scalars.enumerated() {
            if scalar.isASCIIUppercase, let previous = index > 0 ? scalars[index - 1] : nil {
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                let endsLowerWord = !previous.isASCIIUppercase
                let endsAcronym =
                    previous.isASCIIUppercase && next.map { !$0.isASCIIUppercase && $0.isASCIILetter } == true
                if endsLowerWord || endsAcronym {
                    words.append(current)
                    current = ""
                }
            }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIIUppercase: Bool { ("A"..."Z").contains(self) }
    fileprivate var isASCIILetter: Bool { isASCIIUppercase || ("a"..."z").contains(self) }
    fileprivate var isASCIILetterOrDigit: Bool { isASCIILetter || ("0"..."9").contains(self) }
}
