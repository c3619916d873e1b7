import Foundation
import InProcessHost

/// A placed order: its sequence number (newest is highest), its owner and the body the API returns.
struct OrderRecord: Hashable, Sendable {
    let number: Int
    let customerID: String
    let body: OrderBody
}
