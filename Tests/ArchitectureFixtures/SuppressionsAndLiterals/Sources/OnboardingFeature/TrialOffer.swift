// architecture-check: ignore undeclared-import Payments — the trial offer takes a card until the paywall feature ships; see the onboarding roadmap
import Payments

/// Offers the trial, taking a card up front.
func offerTrial() -> PaymentSheet {
    PaymentSheet()
}
