import Networking

/// An HTTP client with the ``StopPoint``s around the two requests of a purchase: `POST /v1/provider/authorizations`
/// (the payment, on the provider's client) and `POST /v1/orders` (the order, on the shop's), each just before the
/// request leaves (what it is for is already recorded) and just after its answer arrives (before the app records
/// it).
struct StoppingClient: HTTPClient {
    let wrapped: any HTTPClient
    let stopPoint: StopPoint?

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let steps = Self.steps(around: request)
        steps?.before.reached(chosen: stopPoint)
        let response = try await wrapped.send(request)
        steps?.after.reached(chosen: stopPoint)
        return response
    }

    /// The points just before and just after `request`, when it is one of the purchase's.
    private static func steps(around request: HTTPRequest) -> (before: StopPoint, after: StopPoint)? {
        guard request.method == .post else { return nil }
        switch request.path {
        case "/v1/orders": return (.orderHeld, .orderAnswered)
        case "/v1/provider/authorizations": return (.paymentHeld, .paymentAnswered)
        default: return nil
        }
    }
}
