// TODO(Home): one case per reason an intent is refused, carrying what a view needs to say it
// (a row, a count, a limit); no words for the user here: the screen says it.
/// Why ``HomeModel`` refused an intent; the state is left as it was.
enum HomeRefusal: Error, Equatable, Sendable {
    /// The items are not loaded, so there is nothing to open.
    case notLoaded
    /// There is no row `row`: the list has `count` rows.
    case noSuchRow(Int, count: Int)
    /// Nothing failed, so there is nothing to load again.
    case nothingToRetry
}
