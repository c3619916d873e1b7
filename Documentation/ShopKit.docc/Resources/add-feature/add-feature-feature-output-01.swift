import AppNavigation
import CheckoutFeature
import ProductFeature
import ProfileFeature
import SearchFeature

/// An output from any feature, tagged with the feature it came from.
enum FeatureOutput: Hashable, Sendable {
    case search(SearchOutput)
    case product(ProductOutput)
    case checkout(CheckoutOutput)
    case profile(ProfileOutput)
}
