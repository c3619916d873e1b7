import FeatureState
import Foundation
import Networking

/// Where placing the order stands, and the one attempt every retry reuses. Pure: sending is the model's; which
/// attempt to send and what an answer means are here.
///
/// An attempt that got no answer may have been placed, so while it is in doubt it is the only one that may be
/// sent: exactly as it was first sent, whatever changed since.
struct OrderPlacement: Equatable, Sendable {
    /// What a failed send means for the customer.
    enum Failure: Equatable, Sendable {
        /// Nothing was placed and nobody is signed in; the attempt is kept for after the login.
        case loginRequired
        /// The shop no longer honours the quote (`reason` says why): nothing was placed, the cart needs new prices.
        case quoteRefused(reason: String)
        /// A definite no: nothing was placed, and this attempt is over.
        case refused
        /// No answer, or a server error: the order may exist, so the attempt is kept for a retry.
        case unanswered
    }

    var status: Placement = .idle
    /// The order attempt in progress: kept until it succeeds or is refused for good, reused by every retry.
    var attempt: OrderAttempt?
    /// The payment asked for but not followed by an order (declined, cancelled, unanswered, or asked for before a
    /// restart): paying the same amount again uses its key.
    var paymentAttempt: PaymentAttempt?

    /// The payment attempt for `amount`: the one kept for the same amount, or a new one with `newKey()`. The amount
    /// alone decides: an authorization pays for any order of exactly its amount made under its key.
    mutating func paymentAttempt(for amount: Money, newKey: () -> String) -> PaymentAttempt {
        if let kept = paymentAttempt, kept.amount == amount { return kept }
        let attempt = PaymentAttempt(idempotencyKey: newKey(), amount: amount)
        paymentAttempt = attempt
        return attempt
    }

    /// The attempt that got no answer and must be settled before any other, if there is one.
    var unsettledAttempt: OrderAttempt? {
        switch status {
        case .unanswered, .unsettledEarlier: attempt
        default: nil
        }
    }

    /// Takes up `attempt`, found pending in the cart's database (sent before a restart, or by another window of
    /// the app): it may have been placed, so it is settled before any other.
    mutating func resume(_ attempt: OrderAttempt) {
        self.attempt = attempt
        status = .unsettledEarlier
    }

    /// The attempt already made for exactly `draft`, which a new `place` sends again rather than starting another.
    func attempt(for draft: OrderDraft) -> OrderAttempt? {
        attempt.flatMap { $0.draft == draft ? $0 : nil }
    }

    /// Records that `attempt` is being sent.
    mutating func sending(_ attempt: OrderAttempt) {
        self.attempt = attempt
        paymentAttempt = nil
        status = .placing
    }

    /// Records the shop's confirmation: the attempt is over.
    mutating func placed(_ confirmation: OrderConfirmation) {
        attempt = nil
        status = .placed(confirmation)
    }

    /// Records why the send failed, and returns what that means.
    mutating func failed(with error: NetworkError) -> Failure {
        switch error {
        case .status(401, _):
            status = .loginRequired
            return .loginRequired
        case .status(409, let body?) where body.code == "quote_expired" || body.code == "quote_stale":
            attempt = nil
            status = .idle
            return .quoteRefused(reason: body.message)
        case .status(let code, _) where (400..<500).contains(code) && code != 408 && code != 429:
            attempt = nil
            status = .refused(error)
            return .refused
        default:
            status = .unanswered(error)
            return .unanswered
        }
    }
}

extension CheckoutState {
    /// What placing the order does at `now`, or why it cannot. Checks, in order: no order in flight, something in
    /// the cart, someone signed in, prices for the cart as it is, a chosen address, an attempt in doubt (only it may
    /// be sent, and only unchanged), then whether the prices are still locked. An attempt already made for the same
    /// draft is sent again rather than a new one.
    func nextPlacingStep(at now: Date) throws(CheckoutRefusal) -> PlacingStep {
        if placement.status == .placing { throw .placingInProgress }
        guard !cart.isEmpty else { throw .cartIsEmpty }
        if needsLogin { return .askForLogin }
        let draft: OrderDraft
        let quote: Quote
        do {
            (draft, quote) = try currentDraft()
        } catch {
            // Whatever else is missing, an attempt in doubt comes first: settling it needs none of it.
            if placement.unsettledAttempt != nil { throw .unsettledAttempt }
            throw error
        }
        if let unsettled = placement.unsettledAttempt {
            // The first try may have been placed: only the backend can tell, so ask it the same way again.
            guard unsettled.draft == draft else { throw .unsettledAttempt }
            return .resend(unsettled)
        }
        if quote.isExpired(at: now) { return .requoteExpiredPrices }
        if let current = placement.attempt(for: draft) { return .resend(current) }
        return .start(draft)
    }

    /// The order the checkout asks for now, and the quote it honours, or what is missing for one.
    private func currentDraft() throws(CheckoutRefusal) -> (OrderDraft, Quote) {
        let quote: Quote
        switch self.quote {
        case .loaded(let loaded) where loaded.basis == quoteBasis: quote = loaded
        case .failed: throw .notLoaded(.prices)
        default: throw .stillLoading(.prices)
        }
        let address = try shipping.chosen()
        let draft = OrderDraft(
            quoteID: quote.id, shippingAddressID: address.id, giftNote: giftNote?.text, lines: quote.basis.lines,
            total: quote.total)
        return (draft, quote)
    }
}
