import FeatureState
import Networking

/// Everything the Home screen shows, as plain values: the renderer draws it, tests assert on it,
/// and a SwiftUI view could observe the same state.
struct HomeState: Equatable, Sendable {
    /// The rows, through every loading state; `.empty` when there are none, failed with the request's error.
    var items: Loadable<[HomeItem], NetworkError> = .idle
}
