/// What the embedded provider does with each of its test cards (listed in `API.md`). Only the behaviour is kept
/// with a token, never the number.
enum TestCardBehaviour: String, Codable, Hashable, Sendable, CaseIterable {
    case approved
    case declined
    case insufficientFunds = "insufficient_funds"
    case challenge
    case expired
    case timeout

    /// The test card numbers the provider takes, and what each does.
    static let cards: [String: TestCardBehaviour] = [
        "4242424242424242": .approved,
        "4000000000000002": .declined,
        "4000000000009995": .insufficientFunds,
        "4000000000003220": .challenge,
        "4000000000000069": .expired,
        "4000000000000119": .timeout,
    ]

    /// The code that passes the challenge card's bank challenge; any other code fails it.
    static let challengePassCode = "1234"
}
