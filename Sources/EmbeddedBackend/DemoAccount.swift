import Foundation
public import Networking

/// A customer account seeded into every embedded backend, with known credentials for demos and tests.
///
/// API.md lists the same accounts. Customers and their saved addresses are fixed; sessions and orders are state.
public struct DemoAccount: Hashable, Sendable {
    /// The customer's ID, as `GET /v1/me` and `POST /v1/sessions` return it.
    public let customerID: String
    /// The customer's full name.
    public let name: String
    /// The email to sign in with.
    public let email: String
    /// The password to sign in with.
    public let password: String
    /// The saved addresses `GET /v1/me` returns.
    let addresses: [AddressBody]

    /// Ada Lovelace: `ada@example.com` / `lovelace-1815`, two saved addresses (`a-0001` Home, `a-0002` Work).
    public static let ada = DemoAccount(
        customerID: "c-0001", name: "Ada Lovelace", email: "ada@example.com", password: "lovelace-1815",
        addresses: [
            AddressBody(
                id: "a-0001", label: "Home", recipient: "Ada Lovelace", lines: ["12 St James's Square"],
                city: "London", postcode: "SW1Y 4JH", country: "GB"),
            AddressBody(
                id: "a-0002", label: "Work", recipient: "Ada Lovelace",
                lines: ["Analytical Engine Workshop", "5 Dorset Street"], city: "London", postcode: "W1U 6QJ",
                country: "GB"),
        ])

    /// Grace Hopper: `grace@example.com` / `cobol-1906`, one saved address (`a-0003` Home).
    public static let grace = DemoAccount(
        customerID: "c-0002", name: "Grace Hopper", email: "grace@example.com", password: "cobol-1906",
        addresses: [
            AddressBody(
                id: "a-0003", label: "Home", recipient: "Grace Hopper", lines: ["1906 Harbor Lane", "Apt 4"],
                city: "Arlington", postcode: "22201", country: "US")
        ])

    /// Alan Turing: `alan@example.com` / `enigma-1912`, no saved addresses (so he cannot place an order).
    public static let alan = DemoAccount(
        customerID: "c-0003", name: "Alan Turing", email: "alan@example.com", password: "enigma-1912",
        addresses: [])

    /// Every demo account.
    public static let all: [DemoAccount] = [ada, grace, alan]

    static func account(customerID: String) -> DemoAccount? {
        all.first { $0.customerID == customerID }
    }

    /// The account whose email matches (ignoring case and surrounding spaces) and whose password is exactly `password`.
    static func account(email: String, password: String) -> DemoAccount? {
        let normalized = email.trimmingCharacters(in: .whitespaces).lowercased()
        return all.first { $0.email == normalized && $0.password == password }
    }
}

extension DemoAccount {
    /// Signs the account in through `client` (`POST /v1/sessions`) and returns the session's bearer token, for
    /// demos and tests of features that need a session but do not own logging in.
    public func logIn(through client: any HTTPClient) async throws(NetworkError) -> String {
        struct Credentials: Encodable {
            let email: String
            let password: String
        }
        struct Session: Decodable {
            let token: String
        }
        let request = try HTTPRequest.json(.post, "/v1/sessions", body: Credentials(email: email, password: password))
        return try await client.decoded(request, as: Session.self).token
    }
}
