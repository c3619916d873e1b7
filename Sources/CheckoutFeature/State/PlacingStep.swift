/// What placing the order does next, decided from the checkout as it stands.
enum PlacingStep: Equatable, Sendable {
    /// Nobody is signed in: ask the host to log in; everything entered is kept.
    case askForLogin
    /// Send the attempt that got no answer again, exactly as it was.
    case resend(OrderAttempt)
    /// The locked prices expired: quote the cart again, for the customer to confirm by placing again.
    case requoteExpiredPrices
    /// Pay for this draft, then send a new attempt with the authorization.
    case start(OrderDraft)
}
