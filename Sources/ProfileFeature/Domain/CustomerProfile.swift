/// The logged-in customer as Profile shows them.
struct CustomerProfile: Hashable, Sendable {
    let customerID: String
    let name: String
    let email: String
    let addresses: [SavedAddress]
}

/// A postal address, either saved on the account or copied into an order when it was placed.
struct SavedAddress: Hashable, Sendable, Codable {
    let id: String
    /// The customer's name for it, for example `Home`.
    let label: String
    let recipient: String
    /// Street lines, first to last.
    let lines: [String]
    let city: String
    let postcode: String
    /// ISO 3166-1 alpha-2 code.
    let country: String
}
