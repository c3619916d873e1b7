import CheckoutFeature
import Payments
import StripePaymentSheet
import SwiftUI

/// The app's payment processor: Stripe, behind the protocol the feature declares.
struct StripeProcessor: PaymentProcessor {}

@main
struct PayShopApp: App {
    var body: some Scene {
        WindowGroup { CheckoutView(processor: StripeProcessor()) }
    }
}
