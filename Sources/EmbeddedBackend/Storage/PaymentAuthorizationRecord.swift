import Foundation
import InProcessHost

/// One authorization the provider made or is making, under the `Idempotency-Key` of the payment it belongs to.
struct PaymentAuthorizationRecord: Codable, Hashable, Sendable {
    enum Status: String, Codable, Sendable {
        /// Waiting for the cardholder's answer to the bank's challenge.
        case challengeRequired = "challenge_required"
        /// The amount is reserved.
        case authorized
    }

    let id: String
    let idempotencyKey: String
    let tokenID: String
    let amount: Int
    let currency: String
    let reference: String
    var status: Status
    let challengeID: String?
    /// The order that used the authorization, once one has.
    var orderID: String?
    let createdAt: Date
}
