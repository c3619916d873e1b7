import FirebaseAnalytics
import Lottie
import Payments
import SwiftUI

/// The checkout screen.
public struct CheckoutView: View {
    let processor: any PaymentProcessor

    /// A checkout screen paying through `processor`.
    public init(processor: any PaymentProcessor) {
        self.processor = processor
    }

    /// The screen.
    public var body: some View { Text("Pay") }
}
