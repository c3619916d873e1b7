import Analytics
import Foundation
import Networking
import UserSession

/// Logging in: the login request, keeping the session on this device, and a login that got no answer kept for
/// `retry`. It never keeps a password beyond that retry, and never reports one. (The terminal's two-step prompt, an
/// email and then its password on a hidden line, is the screen's.)
@MainActor
final class LoginFlow {
    /// What a login attempt came to.
    enum Outcome: Equatable, Sendable {
        /// The shop accepted the login and the session is kept on this device.
        case signedIn(customerID: String)
        /// The login did not go through.
        case failed(ProfileState.LoginFailure)
    }

    /// A login whose request got no answer, kept so `retry` can send it again; dropped on any other outcome.
    private var retryable: LoginCredentials?
    private let api: ProfileAPI
    private let sessions: UserSessionStore
    private let tracker: any AnalyticsTracker
    private let now: @Sendable () -> Date

    init(
        api: ProfileAPI, sessions: UserSessionStore, tracker: any AnalyticsTracker, now: @escaping @Sendable () -> Date
    ) {
        self.api = api
        self.sessions = sessions
        self.tracker = tracker
        self.now = now
    }

    /// Whether a login that got no answer can be sent again.
    var canRetry: Bool { retryable != nil }

    /// Forgets a login kept for `retry` (the customer logged out, or the session ended).
    func forgetRetry() {
        retryable = nil
    }

    /// Sends the login and keeps the session it opens.
    func logIn(_ credentials: LoginCredentials) async -> Outcome {
        retryable = nil
        let created: NewSessionDTO
        do {
            created = try await api.createSession(credentials)
        } catch {
            let failure: ProfileState.LoginFailure
            let reason: String
            if error.statusCode == 401 {
                (failure, reason) = (.wrongCredentials, "wrong_credentials")
            } else if error.isUnreachable {
                (failure, reason) = (.unreachable(error), "unreachable")
                retryable = credentials
            } else {
                (failure, reason) = (.refused(error), "refused")
            }
            tracker.track("login_failed", ["reason": reason])
            return .failed(failure)
        }
        do {
            try sessions.signIn(
                SignedInSession(token: created.token, customerID: created.customerID, signedInAt: now()))
        } catch {
            return .failed(.sessionNotKept(error))
        }
        tracker.track("logged_in", [:])
        return .signedIn(customerID: created.customerID)
    }

    /// Sends the login that got no answer again; nil when there is none.
    func retry() async -> Outcome? {
        guard let credentials = retryable else { return nil }
        return await logIn(credentials)
    }

    /// The state once `credentials` (or, when nil, the login that got no answer) was sent from `state`: a fresh
    /// state for the customer who signed in, or `state` with the login failed (or idle, when there was nothing to
    /// send again).
    func attempt(_ credentials: LoginCredentials?, from state: ProfileState) async -> ProfileState {
        var state = state
        let outcome = if let credentials { await logIn(credentials) } else { await retry() }
        switch outcome {
        case .signedIn(let customerID): return ProfileState(session: .loggedIn(customerID: customerID))
        case .failed(let failure): state.login = .failed(failure)
        case nil: state.login = .idle
        }
        return state
    }
}
