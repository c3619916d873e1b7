import FeatureState
import Networking

/// What the product screen tells the user on its own, with what a view needs to say it.
enum ProductNotice: Equatable, Sendable {
    /// `quantity` items of the variant named `variant` went into the cart.
    case added(quantity: Int, variant: String)
}
