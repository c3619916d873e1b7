import Persistence

/// Why ``SearchModel`` refused an intent, with what a view needs to say so; the state is left as it was.
///
/// The words live with the view: the terminal's are in `SearchScreen`.
enum SearchRefusal: Error, Equatable, Sendable {
    /// The search text is longer than the `maximum` characters a search accepts.
    case textTooLong(maximum: Int)
    /// There are no words and no category, so a search would list the whole shop.
    case nothingToSearchFor
    /// The categories have not loaded (yet, or at all), so none can be chosen.
    case categoriesNotLoaded
    /// No category has this ID; `count` categories are loaded.
    case noSuchCategory(id: String, count: Int)
    /// A price bound is outside what may be set: `price` is below 0 or above `highest` (both in minor units).
    case priceOutOfBounds(price: Int, highest: Int)
    /// The lowest price is above the highest.
    case lowestPriceAboveHighest
    /// There are no results yet, so there is nothing to page through or open.
    case noResults
    /// The results shown are the last page.
    case noMorePages
    /// The next page is already loading.
    case alreadyLoadingMore
    /// No result on row `row`; `count` are shown.
    case noSuchRow(Int, count: Int)
    /// No recent search numbered `number`; there are `count` (none at all when 0).
    case noSuchRecentSearch(Int, count: Int)
    /// The recent searches could not be cleared: the database's error says why (full, locked, read-only...).
    case recentSearchesNotCleared(DatabaseError)
    /// Nothing failed, so there is nothing to repeat.
    case nothingToRetry
}
