/// One of the customer's saved addresses, as a choice for where the order goes.
struct ShippingAddress: Hashable, Sendable {
    let id: String
    let label: String
    let recipient: String
    let lines: [String]
    let city: String
    let postcode: String
    /// ISO 3166-1 alpha-2 code.
    let country: String

    /// The address on one line: `Ada Lovelace, 12 St James's Square, London SW1Y 4JH, GB`.
    var singleLine: String {
        ([recipient] + lines + ["\(city) \(postcode)", country]).joined(separator: ", ")
    }
}
