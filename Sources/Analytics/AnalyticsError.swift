/// Why an ``AnalyticsEvent`` could not be created.
public enum AnalyticsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name is not lower snake_case of 1 to 64 characters.
    case invalidEventName(String)
    /// A property key names personal data, which analytics never carries.
    case personalDataKey(event: String, key: String)
    /// A property key is empty, too long, or has characters other than letters, digits and `_`.
    case invalidPropertyKey(String)
    /// A property value is longer than `limit` characters.
    case valueTooLong(key: String, limit: Int)
    /// A property value holds a payment card number (a search typed as one, a message quoting one).
    case cardNumberValue(event: String, key: String)

    /// A one-line explanation for the developer who wrote the event.
    public var description: String {
        switch self {
        case .invalidEventName(let name):
            "analytics event name \"\(name)\" must be lower snake_case of 1 to \(AnalyticsEvent.maximumNameLength) "
                + "characters, for example signup_started"
        case .personalDataKey(let event, let key):
            "analytics event \(event) cannot carry \"\(key)\": events never hold personal data "
                + "(email, password, token, address, phone, card, a person's name...)"
        case .invalidPropertyKey(let key):
            "analytics property key \"\(key)\" must start with a letter and hold only letters, digits and _ "
                + "(1 to \(AnalyticsEvent.maximumNameLength) characters)"
        case .valueTooLong(let key, let limit):
            "analytics property \(key) is longer than \(limit) characters"
        case .cardNumberValue(let event, let key):
            "analytics event \(event) cannot carry \(key): its value holds a payment card number, which never "
                + "leaves the payment step"
        }
    }
}
