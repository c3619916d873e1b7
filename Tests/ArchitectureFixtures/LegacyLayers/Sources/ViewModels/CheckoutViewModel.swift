import Models
import Networking
import Repositories
import Utils

/// Checkout's state.
public final class CheckoutViewModel {
    /// A view model.
    public init(repository: ProductRepository, client: APIClient) {}
}
