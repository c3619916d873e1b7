import Foundation
import InProcessHost

struct SessionRecord: Hashable, Sendable {
    let token: String
    let customerID: String
    let createdAt: Date
}
