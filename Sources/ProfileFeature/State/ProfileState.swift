import FeatureState
import Networking
import Persistence
import UserSession

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
        /// Refused or failed; the failure says why (never what was typed as the password).
        case failed(LoginFailure)
    }

    /// Why a login did not go through.
    enum LoginFailure: Equatable, Sendable {
        /// The shop does not know this email and password.
        case wrongCredentials
        /// The shop could not be reached or could not answer; retrying sends the same login again.
        case unreachable(NetworkError)
        /// The shop refused the login for another reason.
        case refused(NetworkError)
        /// The shop accepted the login, but this device could not keep the session; the session store's error says
        /// why.
        case sessionNotKept(UserSessionError)
    }

    var session: Session = .loggedOut
    var login: Login = .idle
    /// The screen was opened to ask for a login (``ProfileEntry/Destination/login``).
    var isAskingForLogin = false
    /// A one-time message about what just happened, such as a logout the shop could not be told about.
    var notice: ProfileNotice?
    /// The signed-in customer's profile.
    var profile: Loadable<CustomerProfile, NetworkError> = .idle
    /// The first pages of the customer's orders; `.empty` when they have placed none.
    var orders: Loadable<Fetched<OrderHistory>, NetworkError> = .idle
    /// A request for the next page is in flight; the rows already shown stay.
    var isLoadingMore = false
    /// Why the last request for the next page failed; the rows already shown stay.
    var moreFailure: NetworkError?
    /// The order whose detail is shown instead of the overview, if any.
    var openOrder: OpenOrder?
    /// Why Profile's own tables could not be read or written, when they could not.
    var storageProblem: ProfileStorageProblem?

    var isLoggedIn: Bool { session != .loggedOut }
}

/// The order detail page: which order, and its detail as it loads.
struct OpenOrder: Equatable, Sendable {
    let orderID: String
    var detail: Loadable<Fetched<OrderDetail>, NetworkError> = .loading
}

/// What just happened that the customer should know, shown once.
enum ProfileNotice: Equatable, Sendable {
    /// The screen was asked to open something that is not an order ID, so the overview is shown instead.
    case notAnOrderID(String)
    /// The customer logged out, and the shop ended the session.
    case loggedOut
    /// The customer logged out on this device, but telling the shop failed with the error, so the session ends on
    /// the shop when it expires.
    case loggedOutShopNotTold(NetworkError)
    /// The shop no longer accepted the session (expired or revoked), so it was forgotten.
    case sessionEnded
}

/// Why the session or Profile's own copy of orders could not be read, written or removed on this device. The
/// screen goes on; each case carries the typed error (the database's, or the session store's), so a view can tell
/// a full disk from a locked database.
enum ProfileStorageProblem: Equatable, Sendable {
    /// Logging out could not remove the saved orders.
    case savedOrdersNotRemoved(DatabaseError)
    /// The session the shop ended could not be removed.
    case endedSessionNotRemoved(UserSessionError)
    /// The saved order history could not be read, so there is no copy to show offline.
    case savedOrdersNotRead(DatabaseError)
    /// The saved copy of an order could not be read.
    case savedOrderNotRead(DatabaseError)
    /// Orders could not be saved for reading offline.
    case ordersNotSavedOffline(DatabaseError)
}
