import Foundation
import Networking

/// The app's transport with each request printed to standard error as it is answered (`--log-requests`): the
/// method, the path and the status, never a query, a header or a body, so no token, card or personal data.
struct RequestPrintingClient: HTTPClient {
    let wrapped: any HTTPClient

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let line = "http: \(request.method.rawValue) \(request.path)"
        do {
            let response = try await wrapped.send(request)
            FileHandle.standardError.write(Data("\(line) -> \(response.status)\n".utf8))
            return response
        } catch {
            FileHandle.standardError.write(Data("\(line) -> no answer\n".utf8))
            throw error
        }
    }
}
