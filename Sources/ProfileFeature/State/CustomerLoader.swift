import FeatureState
import Networking

/// The signed-in customer's profile (name, email, saved addresses), from the shop. It reports; the model shows.
struct CustomerLoader: Sendable {
    let api: ProfileAPI

    /// The profile to show, its failure, or that the shop no longer accepts the session. Nothing of it is saved on
    /// this device: only orders are read offline.
    func profile() async -> OrderHistoryPages.Outcome<Loadable<CustomerProfile, NetworkError>> {
        do {
            return .shown(.loaded(try await api.currentCustomer()), .unchanged)
        } catch  where error.endsSession {
            return .sessionEnded
        } catch {
            return .shown(.failed(error), .unchanged)
        }
    }
}
