import FeatureState

/// Where the next page of the history is asked from, and the history it grows.
struct NextPageRequest: Equatable, Sendable {
    let cursor: String
    let history: Fetched<OrderHistory>
    let customerID: String
}
