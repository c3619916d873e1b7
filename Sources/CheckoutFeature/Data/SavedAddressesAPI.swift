import Networking

/// Checkout's one call for the customer's saved addresses, mapped into ``ShippingAddress`` at the boundary.
struct SavedAddressesAPI: Sendable {
    let client: any HTTPClient

    /// `GET /v1/me`: the signed-in customer's saved addresses.
    func addresses() async throws(NetworkError) -> [ShippingAddress] {
        let response = try await client.decoded(HTTPRequest(method: .get, path: "/v1/me"), as: CustomerDTO.self)
        return response.addresses.map(\.model)
    }
}

/// The customer, as `GET /v1/me` returns it; Checkout keeps only the saved addresses.
struct CustomerDTO: Decodable {
    struct Address: Decodable {
        let id: String
        let label: String
        let recipient: String
        let lines: [String]
        let city: String
        let postcode: String
        let country: String

        var model: ShippingAddress {
            ShippingAddress(
                id: id, label: label, recipient: recipient, lines: lines, city: city, postcode: postcode,
                country: country)
        }
    }

    let addresses: [Address]
}
