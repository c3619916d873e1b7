import FeatureState

/// The results shown so far for one search: pages are appended as the user asks for more.
struct ResultList: Hashable, Sendable {
    var criteria: SearchCriteria
    var offers: [Offer]
    var total: Int
    var nextCursor: String?

    var hasMore: Bool { nextCursor != nil }
}
