import Analytics
import FeatureState
import Networking
import Observation

/// Home's state machine: every user intent is a method with typed parameters that validates them,
/// changes ``state``, performs the request it needs and reports outputs, or throws a ``HomeRefusal``.
/// It knows nothing of the terminal; it is `@Observable`, so whatever draws ``state`` (the terminal screen,
/// a SwiftUI view) hears its changes.
@MainActor
@Observable
final class HomeModel {
    private(set) var state = HomeState()
    @ObservationIgnored private let api: HomeAPI
    @ObservationIgnored private let tracker: any AnalyticsTracker
    @ObservationIgnored private let onOutput: @MainActor (HomeOutput) -> Void

    init(
        api: HomeAPI, tracker: any AnalyticsTracker,
        onOutput: @escaping @MainActor (HomeOutput) -> Void
    ) {
        self.api = api
        self.tracker = tracker
        self.onOutput = onOutput
    }

    /// Loads the items when the screen first appears; once loaded they are kept.
    func appear() async {
        guard state.items.value == nil, !state.items.isLoading else { return }
        await loadItems()
    }

    /// Loads the items again after a failure.
    func retry() async throws(HomeRefusal) {
        guard state.items.canRetry else { throw .nothingToRetry }
        await loadItems()
    }

    // TODO(Home): one method per user intent, with typed parameters (an ID, a row, a quantity);
    // validate first and throw a ``HomeRefusal``, leaving the state as it was.
    /// Opens the item on `row` (counting from 1): tells the host which item was chosen.
    func open(row: Int) throws(HomeRefusal) {
        guard let items = state.items.value else { throw .notLoaded }
        guard items.indices.contains(row - 1) else { throw .noSuchRow(row, count: items.count) }
        let item = items[row - 1]
        tracker.track("home_item_opened", ["item_id": item.id, "position": String(row)])
        onOutput(.itemSelected(itemID: item.id))
    }

    // MARK: - Steps

    private func loadItems() async {
        state.items = .loading
        do throws(NetworkError) {
            let items = try await api.items()
            state.items = items.isEmpty ? .empty : .loaded(items)
        } catch {
            state.items = .failed(error)
        }
    }
}
