import FeatureState

/// What a product ID may look like before it is put into a request path.
enum ProductIDFormat {
    static let maximumLength = 128

    /// Non-empty, at most ``maximumLength`` characters, only ASCII letters, digits, `-`, `_` and `.`, and not a
    /// path segment of its own (`.` or `..`).
    static func isValid(_ id: String) -> Bool {
        guard !id.isEmpty, id.count <= maximumLength, id != ".", id != ".." else { return false }
        return id.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_.".unicodeScalars.contains(scalar))
        }
    }
}
