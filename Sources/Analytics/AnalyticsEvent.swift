/// One thing that happened, as analytics records it: a lower snake_case name and a few string properties.
///
/// **Events never carry personal data.** No email, password, token or other secret, postal or IP address,
/// phone number, card or bank detail, a person's name, birth date or precise location may be sent, whatever
/// the key is spelt like (`userEmail`, `shipping_address`, `CardNumber`). The initializer enforces this on
/// property keys and throws ``AnalyticsError/personalDataKey(event:key:)``, and on values that hold a payment card
/// number under any key (``AnalyticsError/cardNumberValue(event:key:)``): describe *what* happened with
/// IDs, counts and categories (`product_id`, `item_count`, `payment_method`), never *who* it happened to.
///
/// Other rules, each with its own ``AnalyticsError``: the name is lower snake_case, 1 to 64 characters
/// (`signup_started`); a key starts with a letter and holds only letters, digits and `_`, 1 to 64 characters;
/// a value has at most ``maximumValueLength`` characters.
public struct AnalyticsEvent: Hashable, Sendable {
    /// The event's name, for example `product_viewed`.
    public let name: String
    /// What is known about the event, for example `["product_id": "p-0042"]`.
    public let properties: [String: String]

    /// The longest name or property key.
    public static let maximumNameLength = 64
    /// The longest property value, in characters.
    public static let maximumValueLength = 256

    /// Creates an event, or throws ``AnalyticsError`` naming the first rule it breaks (keys checked in sorted order).
    public init(_ name: String, _ properties: [String: String] = [:]) throws(AnalyticsError) {
        guard Self.isLowerSnakeCase(name) else { throw .invalidEventName(name) }
        for key in properties.keys.sorted() {
            if PersonalDataRule.looksPersonal(key) { throw .personalDataKey(event: name, key: key) }
            guard Self.isValidKey(key) else { throw .invalidPropertyKey(key) }
            if let value = properties[key], value.count > Self.maximumValueLength {
                throw .valueTooLong(key: key, limit: Self.maximumValueLength)
            }
            if let value = properties[key], PersonalDataRule.holdsCardNumber(value) {
                throw .cardNumberValue(event: name, key: key)
            }
        }
        self.name = name
        self.properties = properties
    }

    /// `signup_started`: ASCII lower-case letters and digits in words joined by single underscores.
    static func isLowerSnakeCase(_ text: String) -> Bool {
        guard (1...maximumNameLength).contains(text.utf8.count) else { return false }
        let words = text.split(separator: "_", omittingEmptySubsequences: false)
        guard let first = text.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
        return words.allSatisfy { word in
            !word.isEmpty && word.utf8.allSatisfy { isLowerLetter($0) || isDigit($0) }
        }
    }

    /// `item_count` or `itemCount`: an ASCII letter, then ASCII letters, digits and underscores.
    static func isValidKey(_ key: String) -> Bool {
        guard (1...maximumNameLength).contains(key.utf8.count), let first = key.utf8.first else { return false }
        return isLetter(first) && key.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    private static func isLowerLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool {
        isLowerLetter(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
