import Foundation

/// An endpoint's sample answer: what a feature reads from a route no server has yet, so an in-process host can
/// serve it meanwhile and the feature's tests can check that the feature reads it.
///
/// ```swift
/// let sample = SampleEndpoint(.get, "/v1/notes", json: #"{"items": []}"#)
/// ```
public struct SampleEndpoint: Hashable, Sendable {
    /// The method the endpoint answers.
    public let method: HTTPMethod
    /// The endpoint's path, such as `/v1/notes`.
    public let path: String
    /// The status of the sample answer.
    public let status: Int
    /// The sample answer's JSON body.
    public let json: String

    /// An endpoint answering `method` requests for `path` with `status` and `json`.
    public init(_ method: HTTPMethod, _ path: String, status: Int = 200, json: String) {
        self.method = method
        self.path = path
        self.status = status
        self.json = json
    }

    /// The sample answer as a response, with `Content-Type: application/json`.
    public var response: HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(json.utf8))
    }
}
