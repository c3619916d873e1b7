import Foundation

/// A coupon code as a person types it: one word of at most ``maximumLength`` characters. The shop decides whether
/// it applies.
struct CouponCode: Hashable, Sendable {
    /// The most characters a code may have.
    static let maximumLength = 32

    let text: String

    /// A code from typed text with surrounding spaces removed; nil when it is empty, longer than
    /// ``maximumLength`` or more than one word.
    init?(typed: String) {
        let text = typed.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.count <= Self.maximumLength, !text.contains(where: \.isWhitespace) else {
            return nil
        }
        self.text = text
    }
}
