import Networking

/// Any key, used to list every key of a JSON object.
public struct AnyCodingKey: CodingKey {
    /// The key as text.
    public let stringValue: String
    /// The key as an array index, when it is one.
    public let intValue: Int?

    /// A key named `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    /// The key of array index `intValue`.
    public init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
