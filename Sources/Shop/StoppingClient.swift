import Networking

/// The app's HTTP client with the order's ``StopPoint``s around `POST /v1/orders`: just before the request leaves
/// (the attempt is already recorded) and just after its answer arrives (before the app records it).
struct StoppingClient: HTTPClient {
    let wrapped: any HTTPClient
    let stopPoint: StopPoint?

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let placesOrder = request.method == .post && request.path == "/v1/orders"
        if placesOrder { StopPoint.orderHeld.reached(chosen: stopPoint) }
        let response = try await wrapped.send(request)
        if placesOrder { StopPoint.orderAnswered.reached(chosen: stopPoint) }
        return response
    }
}
