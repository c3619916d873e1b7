// TODO(Home): one line per refusal case: what was wrong and what to type instead.
/// What the terminal says for each ``HomeRefusal``: one line that says what was wrong and what to
/// type instead. A SwiftUI view would say the same things its own way.
extension HomeRefusal {
    /// The one-line message for this refusal.
    var message: String {
        switch self {
        case .notLoaded: "there is nothing to open yet; wait for the list, or type retry"
        case .noSuchRow(let row, let count): "no row \(row); choose a row from 1 to \(count)"
        case .nothingToRetry: "nothing failed, so there is nothing to retry"
        }
    }
}
