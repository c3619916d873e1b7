import FeatureState

/// Everything the profile screen shows, as plain values: the renderer draws it, tests assert on it,
/// and a SwiftUI view could observe the same state.
struct ProfileState: Equatable, Sendable {
    /// Whether this device holds a session.
    enum Session: Equatable, Sendable {
        case loggedOut
        case loggedIn(customerID: String)
    }

    /// The last login attempt.
    enum Login: Equatable, Sendable {
        case idle
        case inProgress
        /// Refused or failed; the text says why (never what was typed as the password).
        case failed(String)
    }

    var session: Session = .loggedOut
    var login: Login = .idle
    /// The screen was opened to ask for a login (``ProfileEntry/Destination/login``).
    var isAskingForLogin = false
    /// A one-time message about what just happened, such as a logout the shop could not be told about;
    /// one line per `\n`, the most important first.
    var notice: String?
    var profile: Loadable<CustomerProfile> = .idle
    var orders: Loadable<Fetched<OrderHistory>> = .idle
    /// A request for the next page is in flight; the rows already shown stay.
    var isLoadingMore = false
    /// Why the last request for the next page failed; the rows already shown stay.
    var moreFailure: String?
    /// The order whose detail is shown instead of the overview, if any.
    var openOrder: OpenOrder?
    /// Why Profile's own tables could not be read or written, when they could not.
    var storageProblem: String?

    var isLoggedIn: Bool { session != .loggedOut }
}

/// The order detail page: which order, and its detail as it loads.
struct OpenOrder: Equatable, Sendable {
    let orderID: String
    var detail: Loadable<Fetched<OrderDetail>> = .loading
}
