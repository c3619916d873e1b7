import Foundation
import PaymentContract

/// A payment step for tests: answers each payment with the next scripted outcome, or authorizes it as
/// `auth-<idempotency key>` when none is left, and records every request.
final class ScriptedPayment: PaymentAuthorizing, @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [PaymentOutcome] = []
    private var received: [PaymentRequest] = []

    /// The requests asked for so far, in order.
    var requests: [PaymentRequest] { lock.withLock { received } }

    /// Answers the next payments with `outcomes`, in order.
    func answer(_ outcomes: PaymentOutcome...) { lock.withLock { self.outcomes += outcomes } }

    /// Runs before each answer (to look at what was recorded before the payment was asked for); nil does nothing.
    var beforeAnswering: (@Sendable () async -> Void)? {
        get { lock.withLock { lookBeforeAnswering } }
        set { lock.withLock { lookBeforeAnswering = newValue } }
    }
    private var lookBeforeAnswering: (@Sendable () async -> Void)?

    func authorize(_ request: PaymentRequest) async -> PaymentOutcome {
        await beforeAnswering?()
        return lock.withLock {
            received.append(request)
            guard outcomes.isEmpty else { return outcomes.removeFirst() }
            return .authorized(
                PaymentReceipt(
                    authorizationID: "auth-\(request.idempotencyKey)", amountMinorUnits: request.amountMinorUnits,
                    currencyCode: request.currencyCode, cardDescription: "visa •••• 4242"))
        }
    }
}
