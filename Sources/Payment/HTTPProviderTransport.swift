import Foundation
internal import Networking
internal import PaymentProviderSDK

/// The provider's transport over Networking's client: the host decides where the provider is (the embedded
/// backend's provider endpoint, or a real server), and hands a client that attaches no shop session token.
struct HTTPProviderTransport: ProviderTransport {
    let client: any HTTPClient

    func post(path: String, headers: [String: String], body: Data) async throws -> ProviderReply {
        let response = try await client.send(
            HTTPRequest(method: .post, path: path, headers: HTTPHeaders(headers), body: body))
        return ProviderReply(status: response.status, body: response.body)
    }
}
