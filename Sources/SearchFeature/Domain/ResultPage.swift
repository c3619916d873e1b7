import FeatureState

/// One page of results and how to ask for the next.
struct ResultPage: Hashable, Sendable {
    let offers: [Offer]
    let total: Int
    let nextCursor: String?
}
