public import Foundation

/// What came back for a request: status, headers and body.
public struct HTTPResponse: Hashable, Sendable {
    /// The status code, for example 200 or 404.
    public var status: Int
    /// Header fields.
    public var headers: HTTPHeaders
    /// The body, empty when there is none.
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is in the 2xx range.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

extension HTTPResponse {
    /// Throws ``NetworkError/status(code:error:)`` unless the status is 2xx.
    public func requireSuccess() throws(NetworkError) {
        guard !isSuccess else { return }
        let envelope = try? APIJSON.makeDecoder().decode(ErrorEnvelope.self, from: body)
        throw .status(code: status, error: envelope?.error)
    }
}
