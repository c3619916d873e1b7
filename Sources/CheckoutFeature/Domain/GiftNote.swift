import Foundation

/// A short message printed with a gift, counted as a person counts characters (grapheme clusters), so
/// "👩‍👩‍👧‍👦" and "é" written with a combining accent are one character each.
struct GiftNote: Hashable, Sendable {
    /// The most characters a note may have.
    static let maximumLength = 200

    /// Why a note was refused.
    enum Problem: Error, Hashable, Sendable {
        case empty
        case tooLong(count: Int)
        case controlCharacters
    }

    let text: String

    /// A note from typed text, with surrounding spaces removed; refuses empty, too long or control-character text.
    init(validating typed: String) throws(Problem) {
        let text = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .empty }
        guard text.count <= Self.maximumLength else { throw .tooLong(count: text.count) }
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacters
        }
        self.text = text
    }
}
