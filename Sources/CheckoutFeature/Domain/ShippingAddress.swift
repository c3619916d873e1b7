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
}
