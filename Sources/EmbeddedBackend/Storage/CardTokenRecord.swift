import Foundation
import InProcessHost

/// The provider's record of a card: the test card's behaviour and what may be shown, never its number, expiry
/// or code.
struct CardTokenRecord: Codable, Hashable, Sendable {
    let id: String
    let lastFour: String
    let brand: String
    let behaviour: TestCardBehaviour
    let createdAt: Date
}
