import FeatureState
import Networking
import Persistence

/// Everything the search screen shows, as plain values: the renderer draws it, tests assert on it,
/// and a SwiftUI view could observe the same state.
struct SearchState: Equatable, Sendable {
    /// The filters and order the next search uses.
    var criteria = SearchCriteria()
    /// The shop's categories; `.empty` when the shop has none yet.
    var categories: Loadable<[ProductCategory], NetworkError> = .idle
    /// The first page of results for ``criteria``; `.empty` when no product matches.
    var results: Loadable<ResultList, NetworkError> = .idle
    /// A request for the next page is in flight; the rows already shown stay.
    var isLoadingMore = false
    /// Why the last request for the next page failed; the rows already shown stay.
    var moreFailure: NetworkError?
    var recentSearches: [RecentSearch] = []
    /// Why recent searches could not be read or saved, when they could not.
    var recentSearchesProblem: RecentSearchesProblem?
    /// Why the words Search was opened with were refused, until the user moves on.
    var initialQueryRefusal: SearchRefusal?
}
