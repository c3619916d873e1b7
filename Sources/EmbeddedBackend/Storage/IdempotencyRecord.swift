import Foundation
import InProcessHost

/// What a successful `POST /v1/orders` stored under its `Idempotency-Key`, to replay it byte for byte.
struct IdempotencyRecord: Hashable, Sendable {
    let customerID: String
    let key: String
    /// The canonical JSON of the request body; a retry must match it exactly.
    let requestFingerprint: String
    let orderID: String
    let status: Int
    let responseBody: Data
    let createdAt: Date
}
