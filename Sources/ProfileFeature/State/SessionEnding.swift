import Analytics
import Networking
import UserSession

/// How a session ends: the customer logs out (the shop is told, this device forgets the session and the saved
/// orders), or the shop no longer accepts the token (this device forgets it). Each returns the state to show.
struct SessionEnding: Sendable {
    let api: ProfileAPI
    let sessions: UserSessionStore
    let offline: OfflineOrders
    let tracker: any AnalyticsTracker

    /// Ends `customerID`'s session on the shop and forgets it here, even when the shop cannot be told.
    ///
    /// - Throws: ``ProfileRefusal/sessionNotRemoved(_:)`` when this device could not forget it; nothing changed.
    func logOut(_ customerID: String) async throws(ProfileRefusal) -> ProfileState {
        var shopNotTold: NetworkError?
        do {
            try await api.deleteSession()
        } catch  where error.endsSession {
            // The shop had already ended it: the outcome the user asked for.
        } catch {
            shopNotTold = error
        }
        do {
            try sessions.signOut()
        } catch {
            throw .sessionNotRemoved(error)
        }
        let problem = offline.forget(customerID)
        tracker.track("logged_out", ["server_notified": String(shopNotTold == nil)])
        return ProfileState(
            notice: shopNotTold.map { .loggedOutShopNotTold($0) } ?? .loggedOut, storageProblem: problem)
    }

    /// The shop no longer accepts the token (expired or revoked): forgets it; still asking for a login when
    /// `askingForLogin`.
    func expire(askingForLogin: Bool) -> ProfileState {
        var problem: ProfileStorageProblem?
        do {
            try sessions.signOut()
        } catch {
            problem = .endedSessionNotRemoved(error)
        }
        tracker.track("session_expired", [:])
        return ProfileState(isAskingForLogin: askingForLogin, notice: .sessionEnded, storageProblem: problem)
    }
}
